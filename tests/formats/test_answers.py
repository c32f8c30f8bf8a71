"""A metadata answer of an unexpected shape is one AnswerError naming the service.

The campaign of issue 30 (tests/fuzz/test_hostile_campaign.py) found work_record raising
TypeError, AttributeError or KeyError at eight places on answers whose values had other
types than Crossref documents; a lookup ended in a traceback.
"""

from __future__ import annotations

from typing import Any

import pytest

from papershelf.formats.web.answers import AnswerError
from papershelf.formats.web.crossref import work_record
from papershelf.formats.web.scholar_json import openalex_record, s2_record

ODD_WORKS: list[Any] = [
    {"title": ["T"], "author": 5},
    {"title": ["T"], "author": ["Bob"]},
    {"title": ["T"], "issued": {"date-parts": 2020}},
    {"title": ["T"], "issued": {"date-parts": [[1e23]]}, "page": 7},
    {"title": 3.5, "container-title": {"a": 1}},
    "a work that is a string",
    [{"title": ["in a list"]}],
]


@pytest.mark.parametrize("work", ODD_WORKS)
def test_an_odd_crossref_work_is_read_or_refused_by_name(work: Any) -> None:
    try:
        record = work_record(work)
    except AnswerError as refused:
        assert str(refused).startswith("Crossref sent ")
    else:
        assert record.title in ("T", "")


@pytest.mark.parametrize("read", [s2_record, openalex_record])
def test_the_scholarly_readers_refuse_odd_shapes_by_name(read: Any) -> None:
    with pytest.raises(AnswerError, match="sent"):
        read(["not", "an", "object"])
    with pytest.raises(AnswerError, match="could not be read"):
        read({"authorships": 5, "authors": 5, "title": {"x": 1}, "externalIds": 3})
