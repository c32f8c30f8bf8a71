"""Zotero's Extra field: `key: value` lines as fields, and Better BibTeX's citation key.

Zotero and Better BibTeX keep what the item type has no field for in Extra, one
`name: value` per line: CSL variables ('original-date: 1900', 'DOI: ...'), Better BibTeX's
`Citation Key: smith2020` (older: `bibtex: smith2020`) and `tex.field: value` (also
`biblatex.`/`bibtex.` prefixes) for a BibTeX field as is. Each such line becomes a field
(the name in lower case, spaces as '-'); the other lines stay together as the `note`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_LINE = re.compile(r"^\s*([A-Za-z][A-Za-z0-9 ._-]{0,40}?)\s*:\s*(\S.*?)\s*$")
_KEY_NAMES = frozenset({"citation key", "bibtex"})
_TEX_PREFIXES = ("tex.", "biblatex.", "bibtex.")


@dataclass
class Extra:
    """What an Extra field holds: the citation key, fields, and the other lines."""

    key: str = ""
    fields: list[tuple[str, str]] = field(default_factory=list)
    rest: str = ""


def parse_extra(text: str) -> Extra:
    """Extra's lines: `Citation Key:` as the key, other `name: value` lines as fields."""
    extra = Extra()
    rest: list[str] = []
    for line in text.splitlines():
        found = _LINE.match(line)
        if found is None:
            rest.append(line)
            continue
        name, value = found.group(1).strip(), found.group(2)
        lowered = name.lower()
        if lowered in _KEY_NAMES and not extra.key and " " not in value:
            extra.key = value
        elif lowered.startswith(_TEX_PREFIXES):
            extra.fields.append((lowered.split(".", 1)[1].replace(" ", "-"), value))
        else:
            extra.fields.append((lowered.replace(" ", "-"), value))
    extra.rest = "\n".join(rest).strip()
    return extra
