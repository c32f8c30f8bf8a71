"""Reading the values of the search language's fields: numbers, ranges, dates and statuses."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from papershelf.i18n import N, translate
from papershelf.library.models import Status

MAX_NUMBER_DIGITS = 6  # SQLite integers overflow long before; nobody means a longer year
_OPERATORS = (">=", "<=", ">", "<", "=")
_NUMBER = re.compile(rf"-?\d{{1,{MAX_NUMBER_DIGITS}}}")
_RELATIVE = re.compile(r"(\d{1,6})\s*(d|w|m|y|days?|weeks?|months?|years?)", re.IGNORECASE)
_CALENDAR = re.compile(r"(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?")
_UNIT_DAYS = {"d": 1, "w": 7, "m": 30, "y": 365}


class FieldValueError(ValueError):
    """A field value that cannot be read; the message is the hint a person sees."""


@dataclass(frozen=True)
class Bounds:
    """An interval of values: low and high included; None is open on that side."""

    low: object = None
    high: object = None


def split_operator(value: str) -> tuple[str, str]:
    """'>=2022' -> ('>=', '2022'); no operator -> ('=', value)."""
    for op in _OPERATORS:
        if value.startswith(op):
            return op, value[len(op) :].strip()
    return "=", value.strip()


def _number(text: str, problem: str) -> int:
    """An integer of at most MAX_NUMBER_DIGITS digits, else FieldValueError(problem)."""
    if not _NUMBER.fullmatch(text.strip()):
        raise FieldValueError(translate("", problem))
    return int(text)


def number_bounds(value: str, problem: str) -> Bounds:
    """'2023', '2020..2024', '2020..', '..2010', '>=2022', '<2000' as inclusive integer bounds."""
    if ".." in value:
        low_text, _, high_text = value.partition("..")
        low = _number(low_text, problem) if low_text.strip() else None
        high = _number(high_text, problem) if high_text.strip() else None
        if low is None and high is None:
            raise FieldValueError(translate("", problem))
        return Bounds(low, high)
    op, text = split_operator(value)
    number = _number(text, problem)
    return {
        "=": Bounds(number, number),
        ">=": Bounds(number, None),
        ">": Bounds(number + 1, None),
        "<=": Bounds(None, number),
        "<": Bounds(None, number - 1),
    }[op]


def statuses(value: str) -> tuple[int, ...]:
    """'unread', 'read|reading' or 'read,unread' -> the status numbers."""
    found: list[int] = []
    for part in re.split(r"[|,]", value):
        try:
            found.append(int(Status.parse(part)))
        except ValueError:
            raise FieldValueError(
                translate("search", "status: is unread, reading or read")
            ) from None
    return tuple(dict.fromkeys(found))


ADDED_PROBLEM = N("added: expects 30d, 2026-01, 2026-01..2026-06 or >=2026-03-15")


def _period(text: str) -> tuple[date, date]:
    """'2026' / '2026-03' / '2026-03-15' -> its first day and the day after its last."""
    match = _CALENDAR.fullmatch(text.strip())
    if not match:
        raise FieldValueError(translate("", ADDED_PROBLEM))
    year, month, day = (int(g) if g else None for g in match.groups())
    assert year is not None
    try:
        if month is None:
            return date(year, 1, 1), date(year + 1, 1, 1)
        if day is None:
            start = date(year, month, 1)
            return start, (start + timedelta(days=32)).replace(day=1)
        start = date(year, month, day)
        return start, start + timedelta(days=1)
    except (ValueError, OverflowError):
        raise FieldValueError(translate("", ADDED_PROBLEM)) from None


def _days_ago(text: str, today: date) -> date | None:
    """'30d', '2w', '6m', '1y', 'today', 'yesterday' -> that day; None if not relative."""
    word = text.strip().lower()
    if word in ("today", "yesterday"):
        return today - timedelta(days=word == "yesterday")
    match = _RELATIVE.fullmatch(word)
    if not match:
        return None
    days = int(match.group(1)) * _UNIT_DAYS[match.group(2)[0].lower()]
    try:
        return today - timedelta(days=days)
    except OverflowError:
        raise FieldValueError(translate("", ADDED_PROBLEM)) from None


def _stamp(day: date | None) -> str | None:
    """A day as the text date_added sorts by ('2026-03-15'), or None."""
    return day.isoformat() if day is not None else None


def date_bounds(value: str, today: date) -> Bounds:
    """added: values as [low, high) bounds of ISO date strings (high excluded)."""
    if ".." in value:
        low_text, _, high_text = value.partition("..")
        low = _period(low_text)[0] if low_text.strip() else None
        high = _period(high_text)[1] if high_text.strip() else None
        if low is None and high is None:
            raise FieldValueError(translate("", ADDED_PROBLEM))
        return Bounds(_stamp(low), _stamp(high))
    op, text = split_operator(value)
    relative = _days_ago(text, today)
    if relative is not None:
        # Relative ages read as "added less than / more than N days ago".
        within = op in ("=", "<", "<=")
        return Bounds(_stamp(relative), None) if within else Bounds(None, _stamp(relative))
    start, end = _period(text)
    return {
        "=": Bounds(_stamp(start), _stamp(end)),
        ">=": Bounds(_stamp(start), None),
        ">": Bounds(_stamp(end), None),
        "<": Bounds(None, _stamp(start)),
        "<=": Bounds(None, _stamp(end)),
    }[op]


ATTACHMENTS_PROBLEM = N("attachments: is none, any, missing or a kind of file (pdf, html, ...)")
_KIND = re.compile(r"[a-z0-9]{1,12}")


def attachment_condition(value: str) -> str:
    """'none', 'any', 'missing' or a kind ('pdf'), lower-cased; FieldValueError otherwise."""
    word = value.strip().lower().lstrip(".")
    if word in ("none", "any", "missing", "present") or _KIND.fullmatch(word):
        return word
    raise FieldValueError(translate("", ATTACHMENTS_PROBLEM))
