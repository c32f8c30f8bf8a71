"""Reading the metadata services' answers so that no answer can break a lookup.

A server sends what it likes: a title that is a number, an author list that is a string, a
date of `[[1e23]]`, a list nested a thousand deep. The readers (crossref, scholar_json)
follow the services' documented shapes; @answer_reader wraps each so that an answer of
another shape ends in one AnswerError naming the service, which a lookup reports as that
service's failure (issue 30's fuzz campaign found eight such tracebacks in work_record).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from papershelf.formats.records import Record
from papershelf.i18n import translate

R = TypeVar("R", bound=Record)
# What reading a value of an unexpected shape raises in Python.
SHAPE_ERRORS = (
    TypeError, AttributeError, KeyError, IndexError, ValueError, OverflowError, RecursionError,
)  # fmt: skip


class AnswerError(ValueError):
    """A service's answer that is not of the shape its documentation gives."""


def answer_reader(service: str) -> Callable[[Callable[[Any], R]], Callable[[Any], R]]:
    """Wrap a reader of one *service* answer: any shape error becomes one AnswerError."""

    def wrap(read: Callable[[Any], R]) -> Callable[[Any], R]:
        """The guarded reader."""

        @functools.wraps(read)
        def guarded(answer: Any) -> R:
            """read(answer), or AnswerError when the answer is not of the expected shape."""
            if not isinstance(answer, dict):
                said = translate("web", "{service} sent {kind}, not an object")
                raise AnswerError(said.format(service=service, kind=type(answer).__name__))
            try:
                return read(answer)
            except SHAPE_ERRORS as exc:
                why = f"{type(exc).__name__}: {str(exc)[:80]}"
                said = translate("web", "{service} sent an answer that could not be read ({why})")
                raise AnswerError(said.format(service=service, why=why)) from None

        return guarded

    return wrap
