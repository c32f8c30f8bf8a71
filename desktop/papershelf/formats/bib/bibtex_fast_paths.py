"""The BibTeX scanner's fast paths: regexes that read the common entry (plain fields of
simple values) in one or two steps, with no Python per field. bibtex_syntax's scanner reads
any other entry field by field, to the same result (tests/formats/test_bibtex_fast_paths)."""

from __future__ import annotations

import re

# The common field, read in one step: a name, '=', one simple value, then ',' or '}' next.
SIMPLE_FIELD = re.compile(
    r"\s*([^\s\"#%'(),={}]+)\s*=\s*(\{[^{}]*\}|\"[^\"{}]*\"|[^\s\"#%'(),={}]+)\s*(?=[,}])"
)
# A whole entry body of plain fields, read in two regex passes (no Python per field): a
# name, '=', one value ('{...}', '"..."' or a bare word), each followed by ',' and the last
# by '}' (a trailing ',' allowed). '[^}]' is much faster for the regex engine than '[^{}]',
# so a braced value may hold a '{' here: a body whose '{' count is not its braced values'
# is read again with nested braces (_NESTED_*), or field by field.
_FIELD_NAME = r"[^\s\"#%'(),={}]++"
_QUOTED_OR_BARE = r"\"[^\"{}]*+\"|[^\s\"#%'(),={}]++"
_FLAT_VALUE = r"(?:\{[^}]*+\}|" + _QUOTED_OR_BARE + ")"
_NESTED_VALUE = r"(?:\{(?:[^{}]++|\{(?:[^{}]++|\{[^{}]*+\})*+\})*+\}|" + _QUOTED_OR_BARE + ")"


def _body(value: str) -> re.Pattern[str]:
    """'name = value' pairs separated by ',' up to the closing '}'."""
    field = _FIELD_NAME + r"\s*+=\s*+" + value
    return re.compile(rf"(?:\s*+{field}\s*+,)*+(?:\s*+{field})?+\s*+\}}")


def _pairs(value: str) -> re.Pattern[str]:
    """One 'name = value' pair, name and value captured."""
    return re.compile(rf"({_FIELD_NAME})\s*+=\s*+({value})")


_FLAT_BODY, _FLAT_PAIRS = _body(_FLAT_VALUE), _pairs(_FLAT_VALUE)
_NESTED_BODY, _NESTED_PAIRS = _body(_NESTED_VALUE), _pairs(_NESTED_VALUE)


def plain_pairs(
    text: str, pos: int, limit: int, flat: bool = False
) -> tuple[list[tuple[str, str]], int] | None:
    """The (name, raw value) pairs of a plain body at pos in text and where it ends, or None.

    flat: braced values without braces inside (checked by counting the body's '{').
    """
    body = (_FLAT_BODY if flat else _NESTED_BODY).match(text, pos)
    if body is None or body.end() > limit:
        return None
    end = body.end()
    pairs = (_FLAT_PAIRS if flat else _NESTED_PAIRS).findall(text, pos, end)
    if flat and text.count("{", pos, end) != sum(raw[0] == "{" for _, raw in pairs):
        return None  # a '{' inside a value: nested braces
    return pairs, end
