"""Picked entries written as a citation: the formats of the citation picker, `papershelf
pick` and the cite-as-you-write endpoint, spelled as Better BibTeX's CAYW formatter spells
them (its documentation and source: `latex` / `cite` / `citep` / `citet` natbib commands,
`biblatex` (\\autocite), `pandoc` (`@a; @b`, bracketed on request), `mmd`
(`[#a][][#b][]`), `json`, and CSL-formatted citations and bibliographies).

The picker adds no locators, prefixes or suffixes, so every natbib and biblatex citation
is one command with its keys joined by commas, as BBT writes a pick without them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from papershelf.i18n import translate
from papershelf.library import entries_sql
from papershelf.library.db import Library
from papershelf.library.queries import Scope, load_rows, ordered_ids
from papershelf.services.changes import ServiceError
from papershelf.services.citations import format_bibliography, format_citation

DEFAULT_STYLE = "apa"
# What the picker window and `papershelf pick --format` offer, by name.
PICKER_FORMATS = {
    "cite": "\\cite{a,b}",
    "citep": "\\citep{a,b}",
    "citet": "\\citet{a,b}",
    "autocite": "\\autocite{a,b}",
    "pandoc": "[@a; @b]",  # the picker asks for brackets
    "keys": "a,b",
    "formatted-citation": "(Author, 2020)",
}
CAYW_FORMATS = (
    "latex", "cite", "citep", "citet", "natbib", "biblatex", "pandoc", "mmd", "json",
    "formatted-citation", "formatted-bibliography", "playground",
)  # fmt: skip


class FormatError(ServiceError):
    """A citation format that does not exist (the message names those that do)."""


@dataclass(frozen=True)
class Picked:
    """An entry chosen to cite: its id, citation key, title and type."""

    entry_id: int
    key: str
    title: str = ""
    entry_type: str = ""


def picked_entries(lib: Library, ids: Sequence[int]) -> list[Picked]:
    """The entries ids (in that order, those that exist and have a key) as picks."""
    rows = load_rows(lib, list(ids))
    return [
        Picked(i, rows[i].key, rows[i].title, _entry_type(lib, i))
        for i in dict.fromkeys(ids)
        if i in rows and rows[i].key
    ]


def _entry_type(lib: Library, entry_id: int) -> str:
    """An entry's BibTeX type."""
    row = entries_sql.entry_column(lib, entry_id, "entry_type")
    return str(row[0]) if row else ""


def search_picks(lib: Library, text: str, limit: int = 50) -> list[int]:
    """The ids of the entries a picker search finds (the library's search language)."""
    return ordered_ids(lib, Scope(), text.strip(), limit=limit)


def natbib(picked: Sequence[Picked], command: str = "cite") -> str:
    """`\\cite{a,b}` (or another natbib command)."""
    return f"\\{command}{{{','.join(p.key for p in picked)}}}" if picked else ""


def biblatex(picked: Sequence[Picked], command: str = "autocite") -> str:
    """`\\autocite{a,b}` (or another biblatex command)."""
    return natbib(picked, command)


def pandoc(picked: Sequence[Picked], brackets: bool = False) -> str:
    """`@a; @b`, or `[@a; @b]` with brackets."""
    if not picked:
        return ""
    text = "; ".join(f"@{p.key}" for p in picked)
    return f"[{text}]" if brackets else text


def mmd(picked: Sequence[Picked]) -> str:
    """MultiMarkdown: `[#a][][#b][]`."""
    return "".join(f"[#{p.key}][]" for p in picked)


def keys(picked: Sequence[Picked], separator: str = ",") -> str:
    """The keys alone: `a,b`."""
    return separator.join(p.key for p in picked)


def cayw_json(picked: Sequence[Picked]) -> str:
    """The picks as BBT's `format=json` gives them (its Citation objects)."""
    return json.dumps([
        {
            "id": p.entry_id, "locator": "", "suppressAuthor": False, "prefix": "", "suffix": "",
            "label": "", "citationKey": p.key, "itemType": p.entry_type, "title": p.title,
        }
        for p in picked
    ])  # fmt: skip


def citation_text(
    lib: Library,
    picked: Sequence[Picked],
    fmt: str,
    options: dict[str, str] | None = None,
) -> str:
    """The picks as a citation in fmt (a picker format or a CAYW format); options are the
    CAYW request's (command, brackets, style, separator, keyprefix...)."""
    options = options or {}
    command = options.get("command", "")
    if fmt in {"latex", "cite", "natbib"}:
        return natbib(picked, command or "cite")
    if fmt in {"citep", "citet", "autocite"}:
        return natbib(picked, command or fmt)
    if fmt == "biblatex":
        return biblatex(picked, command or "autocite")
    if fmt == "pandoc":
        return pandoc(picked, brackets=bool(options.get("brackets")))
    if fmt == "mmd":
        return mmd(picked)
    if fmt == "keys":
        return keys(picked)
    if fmt == "json":
        return cayw_json(picked)
    if fmt == "playground":
        return _playground(picked, options)
    if fmt in {"formatted-citation", "formatted-bibliography"}:
        return _formatted(lib, picked, fmt, options.get("style") or DEFAULT_STYLE)
    names = sorted({*PICKER_FORMATS, *CAYW_FORMATS})
    said = translate("projects", "no such citation format {fmt!r} (use {names})")
    raise FormatError(said.format(fmt=fmt, names=", ".join(names)))


def _playground(picked: Sequence[Picked], options: dict[str, str]) -> str:
    """BBT's build-your-own format: citeprefix, keyprefix, keypostfix, separator, citepostfix."""
    if not picked:
        return ""
    each = [f"{options.get('keyprefix', '')}{p.key}{options.get('keypostfix', '')}" for p in picked]
    joined = options.get("separator", ",").join(each)
    return f"{options.get('citeprefix', '')}{joined}{options.get('citepostfix', '')}"


def _formatted(lib: Library, picked: Sequence[Picked], fmt: str, style: str) -> str:
    """A CSL-formatted citation or bibliography (plain text) in style."""
    ids = [p.entry_id for p in picked]
    if fmt == "formatted-citation":
        return format_citation(lib, ids, style, "text")
    return format_bibliography(lib, ids, style, "text")
