"""Fuzzing the readers (bounded): no crash, every failure with a reason, good entries read."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from papershelf.formats import ris
from papershelf.formats.bib import bibtex
from tests.fuzz.inputs import any_input, bibtex_file, check_reported, read_or_refuse, ris_file

FAST = settings(max_examples=120, deadline=None, database=None,
                suppress_health_check=[HealthCheck.too_slow])  # fmt: skip


@pytest.mark.parametrize("kind", ["bibtex", "ris", "plaintext"])
def test_any_input_is_read_or_refused_with_a_reason(kind: str) -> None:
    @FAST
    @given(text=any_input(kind))
    def check(text: str) -> None:
        check_reported(read_or_refuse(kind, text))

    check()


@FAST
@given(case=bibtex_file())
def test_every_well_formed_bibtex_entry_is_read(case: tuple[str, list[str]]) -> None:
    text, keys = case
    result = bibtex.read_text(text)
    assert [r.key for r in result.records] == keys
    assert result.problems == []


@FAST
@given(case=ris_file(), junk=st.sampled_from(["", "garbage line\n", "ER  - \n", "XX  - x\n"]))
def test_every_well_formed_ris_record_is_read(case: tuple[str, list[str]], junk: str) -> None:
    text, titles = case
    result = ris.read_text(junk + text)
    assert [r.title for r in result.records] == titles
