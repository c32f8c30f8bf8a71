"""Formatted references and in-text citations in CSL styles (APA, IEEE, ...), for people who
do not write LaTeX. No Qt; the GUI, the CLI and auto-export call these.

API (all raise CitationError, a ServiceError, with a message for a person: an unknown
style, a .csl file that is not a style, an unknown format):

    available_styles(user_folder=None) -> list[StyleInfo]
        The bundled styles (resources/csl: APA 7, IEEE, Chicago author-date, Nature, ACM,
        Vancouver, Harvard, MLA), then every .csl file in user_folder (None: the default,
        user_style_folder(), which the CLI reads too), by title. StyleInfo: id (the file's
        stem, e.g. 'apa', 'ieee', 'chicago-author-date'), title ('APA Style 7th
        edition'), path, bundled, short ('apa', 'vancouver', ... or '').
    find_style(style, user_folder=None) -> StyleInfo
        By id, short name ('apa', 'ieee', 'chicago', 'nature', 'acm', 'vancouver',
        'harvard', 'mla'), case ignored, or a path to a .csl file.
    add_style(path, user_folder) -> StyleInfo / remove_style(style_id, user_folder)
        Copy a .csl file (checked first) into the folder / delete it from there.
    format_bibliography(lib, ids, style, fmt="text", user_folder=None) -> str
        The entries ids (in that order; a numeric style numbers them so) as a reference
        list: fmt "text" (one entry a line), "html" (<div class="csl-bib-body"> of
        <div class="csl-entry">, italics as <i>, small caps as a CSS span), "markdown"
        (one entry a paragraph, *italics*) or "rtf" (a whole RTF document).
    format_citation(lib, ids, style, fmt="text", user_folder=None) -> str
        The in-text citation of the entries together: '(Vaswani et al., 2017)', '[1], [2]'.
    format_entries(lib, ids, style, fmt="text", user_folder=None) -> list[str]
        One formatted entry per id (no document wrapping), for a preview.
    format_records(records, style, fmt="text", user_folder=None) -> Rendered
        The same for records not (yet) in a library: Rendered(citation, entries).
    clipboard_texts(lib, ids, style, user_folder=None) -> tuple[str, str]
        (HTML, plain text) of the bibliography, for Copy Reference (both flavours at once).
    preview(lib, entry_id, style, fmt="html", user_folder=None) -> Preview | None
        One entry as the style formats it, and the fields its type requires that it lacks
        ('journal', 'author or editor'), for the detail view; None for a missing entry.

A style is CSL 1.0 processed by citeproc-py (formats.csl_render says what is mended
after it); entries become CSL items by formats.csl_json's mapping (Pandoc's).
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from papershelf.formats.bib.bibtex_fields import VENUE_FIELDS
from papershelf.formats.bib.bibtex_values import current_values
from papershelf.formats.bib.datamodel import TYPES, missing_required
from papershelf.formats.csl.csl_json import inherit, to_csl_item
from papershelf.formats.csl.csl_output import FORMATS, Rendered, StyleFileError
from papershelf.formats.records import Record
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.entry_records import CHUNK, iter_records, records_by_keys
from papershelf.resources import resource
from papershelf.services.changes import ServiceError

__all__ = [
    "FORMATS", "SHORT_NAMES", "CitationError", "Preview", "Rendered", "StyleInfo", "add_style",
    "available_styles", "clipboard_texts", "find_style", "format_bibliography",
    "format_citation", "format_entries", "format_records", "preview", "remove_style",
    "user_style_folder",
]  # fmt: skip

# Short names people type, for the bundled styles (file stems).
SHORT_NAMES = {
    "apa": "apa",
    "ieee": "ieee",
    "chicago": "chicago-author-date",
    "nature": "nature",
    "acm": "acm-sig-proceedings",
    "vancouver": "nlm-citation-sequence",
    "harvard": "harvard-cite-them-right",
    "mla": "modern-language-association",
}
_SHORT_OF = {stem: short for short, stem in SHORT_NAMES.items()}


class CitationError(ServiceError):
    """A style or format that cannot be used; the message says why."""


@dataclass(frozen=True)
class StyleInfo:
    """One CSL style: its id (file stem), title, file, whether it ships with Papershelf,
    and the short name people type for it ('' for none)."""

    id: str
    title: str
    path: Path
    bundled: bool
    short: str = ""


def bundled_folder() -> Path:
    """The folder of the styles that ship with Papershelf."""
    return resource("csl")


def user_style_folder() -> Path:
    """Where added styles live by default: 'csl' in the user data folder."""
    from platformdirs import user_data_path

    return user_data_path("Papershelf", appauthor=False) / "csl"


def available_styles(user_folder: Path | None = None) -> list[StyleInfo]:
    """The bundled styles, then the user's (.csl files in user_folder, by default
    user_style_folder()), each by title."""
    folder = user_style_folder() if user_folder is None else user_folder
    bundled = sorted(_styles_in(bundled_folder(), True), key=lambda s: s.title.lower())
    own = sorted(_styles_in(folder, False), key=lambda s: s.title.lower())
    return bundled + own


def _styles_in(folder: Path | None, bundled: bool) -> list[StyleInfo]:
    """The readable styles in folder (files that are not styles are left out)."""
    if folder is None or not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.glob("*.csl")):
        try:
            found.append(_info(path, bundled))
        except StyleFileError:
            continue
    return found


def _info(path: Path, bundled: bool) -> StyleInfo:
    """A style file's description; StyleFileError when it is not a style."""
    from papershelf.formats.csl.csl_render import style_title  # citeproc-py: loaded when used

    short = _SHORT_OF.get(path.stem, "") if bundled else ""
    return StyleInfo(path.stem, style_title(path), path, bundled, short)


def find_style(style: str, user_folder: Path | None = None) -> StyleInfo:
    """A style by id, short name or .csl path; CitationError when there is none."""
    wanted = style.strip()
    if wanted.lower().endswith(".csl") and (os.sep in wanted or Path(wanted).is_file()):
        return _file_style(Path(wanted).expanduser())
    stem = SHORT_NAMES.get(wanted.lower(), wanted)
    for info in available_styles(user_folder):
        if info.id.lower() == stem.lower():
            return info
    known = ", ".join(SHORT_NAMES)
    said = translate(
        "citations", "there is no citation style '{style}' (try {known}, or a .csl file)"
    )
    raise CitationError(said.format(style=style, known=known))


def _file_style(path: Path) -> StyleInfo:
    """A .csl file named directly."""
    if not path.is_file():
        said = translate("citations", "{path}: no such style file")
        raise CitationError(said.format(path=path))
    try:
        return _info(path, False)
    except StyleFileError as exc:
        raise CitationError(str(exc)) from exc


def add_style(path: Path, user_folder: Path) -> StyleInfo:
    """Copy a .csl file into user_folder (checked first; an older copy is replaced)."""
    checked = _file_style(Path(path))
    user_folder.mkdir(parents=True, exist_ok=True)
    target = user_folder / f"{checked.id}.csl"
    if target.resolve() != Path(path).resolve():
        temp = target.with_name(f".{target.name}.tmp")
        shutil.copyfile(path, temp)
        os.replace(temp, target)
    return _info(target, False)


def remove_style(style_id: str, user_folder: Path) -> None:
    """Delete an added style from user_folder (a bundled style cannot be removed)."""
    target = user_folder / f"{style_id}.csl"
    if not target.is_file():
        said = translate("citations", "there is no added style '{style_id}'")
        raise CitationError(said.format(style_id=style_id))
    target.unlink()


# --- formatting ---------------------------------------------------------------------------------


def format_records(
    records: Iterable[Record], style: str, fmt: str = "text", user_folder: Path | None = None
) -> Rendered:
    """The citation and entries of records in style and fmt."""
    return _render([to_csl_item(record) for record in records], style, fmt, user_folder)


def _render(
    items: Sequence[dict[str, Any]], style: str, fmt: str, user_folder: Path | None
) -> Rendered:
    """items rendered; CitationError for a bad style or format."""
    if fmt not in FORMATS:
        said = translate("citations", "unknown format '{fmt}' (use {names})")
        raise CitationError(said.format(fmt=fmt, names=", ".join(FORMATS)))
    from papershelf.formats.csl.csl_render import render  # citeproc-py: loaded when used

    info = find_style(style, user_folder)
    try:
        return render(items, info.path, fmt)
    except StyleFileError as exc:
        raise CitationError(str(exc)) from exc
    except Exception as exc:  # citeproc-py on a CSL feature it lacks
        reason = translate(
            "citations", "the style '{title}' cannot format these entries ({exc})"
        ).format(title=info.title, exc=exc)
        raise CitationError(reason) from exc


def library_items(lib: Library, ids: Sequence[int]) -> list[dict[str, Any]]:
    """The entries ids (those that exist, in that order) as CSL items."""
    return [to_csl_item(record) for _, record in resolved_records(lib, ids)]


def resolved_records(lib: Library, ids: Sequence[int]) -> Iterator[tuple[int, Record]]:
    """(id, record) of the entries ids in that order, each with what it inherits from the
    entry it crossrefs (CSL has no crossref)."""
    parents: dict[str, Record | None] = {}
    for start in range(0, len(ids), CHUNK):
        chunk = list(iter_records(lib, list(ids[start : start + CHUNK])))
        resolved = _resolved(lib, [record for _, record in chunk], parents)
        yield from ((i, r) for (i, _), (_, r) in zip(chunk, resolved, strict=True))


def with_parents(lib: Library, records: Iterable[Record]) -> Iterator[tuple[Record, Record]]:
    """(record, record with what it inherits from its crossref's entry), a chunk at a time."""
    parents: dict[str, Record | None] = {}
    chunk: list[Record] = []
    for record in records:
        chunk.append(record)
        if len(chunk) >= CHUNK:
            yield from _resolved(lib, chunk, parents)
            chunk = []
    yield from _resolved(lib, chunk, parents)


def _resolved(
    lib: Library, chunk: list[Record], parents: dict[str, Record | None]
) -> Iterator[tuple[Record, Record]]:
    """The chunk's records with their parents' fields (parents read once, remembered)."""
    wanted = {key for record in chunk for key in _parent_keys(record)} - set(parents)
    found = records_by_keys(lib, sorted(wanted)) if wanted else {}
    parents.update({key: found.get(key) for key in wanted})
    for record in chunk:
        yield record, _with_parents(lib, record, parents, ())


_MAX_CHAIN = 8  # crossref chains deeper than this (or cycles) stop being followed


def _with_parents(
    lib: Library, record: Record, parents: dict[str, Record | None], chain: tuple[str, ...]
) -> Record:
    """record with what its parents give, each parent with what its own parents give
    (biblatex follows chains; a cycle or a chain deeper than _MAX_CHAIN stops)."""
    full = record
    for key in _parent_keys(record):
        if key in chain or len(chain) >= _MAX_CHAIN:
            continue
        if key not in parents:
            parents.update({key: records_by_keys(lib, [key]).get(key)})
        parent = parents[key]
        if parent is not None:
            own = (parent.key or "").lower()
            full = inherit(full, _with_parents(lib, parent, parents, (*chain, own)))
    return full


def _parent_keys(record: Record) -> list[str]:
    """The lower-cased keys a record takes fields from: its crossref, then its xdata
    entries (biblatex; a comma-separated list), as Pandoc resolves them."""
    keys = []
    for name, value in record.fields:
        if name.lower() in ("crossref", "xdata"):
            keys += [key.strip().lower() for key in value.split(",") if key.strip()]
    return keys


def format_entries(
    lib: Library, ids: Sequence[int], style: str, fmt: str = "text",
    user_folder: Path | None = None,
) -> list[str]:  # fmt: skip
    """One formatted reference per entry, in the style's order."""
    return list(_render(library_items(lib, ids), style, fmt, user_folder).entries)


def format_citation(
    lib: Library, ids: Sequence[int], style: str, fmt: str = "text",
    user_folder: Path | None = None,
) -> str:  # fmt: skip
    """The in-text citation of the entries ids together ('' for none)."""
    items = library_items(lib, ids)
    return _render(items, style, fmt, user_folder).citation if items else ""


def format_bibliography(
    lib: Library, ids: Sequence[int], style: str, fmt: str = "text",
    user_folder: Path | None = None,
) -> str:  # fmt: skip
    """The entries ids as a reference list document in fmt ('' for no entries but RTF's
    empty document)."""
    entries = format_entries(lib, ids, style, fmt, user_folder)
    return bibliography_document(entries, fmt)


def bibliography_document(entries: Sequence[str], fmt: str) -> str:
    """Formatted entries as one document of their format."""
    if fmt == "html":
        body = "".join(f'  <div class="csl-entry">{entry}</div>\n' for entry in entries)
        return f'<div class="csl-bib-body">\n{body}</div>\n' if entries else ""
    if fmt == "rtf":
        body = "".join(f"{{\\pard\\sa180 {entry}\\par}}\n" for entry in entries)
        return "{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Times New Roman;}}\\f0\\fs24\n" + body + "}\n"
    separator = "\n\n" if fmt == "markdown" else "\n"
    return separator.join(entries) + "\n" if entries else ""


@dataclass(frozen=True)
class Preview:
    """An entry formatted in a style, and the required fields it lacks (by its type)."""

    reference: str
    missing: tuple[str, ...]


def preview(
    lib: Library, entry_id: int, style: str, fmt: str = "html", user_folder: Path | None = None
) -> Preview | None:
    """The entry's reference in style and the fields its type requires that it lacks."""
    found = list(resolved_records(lib, [entry_id]))
    if not found:
        return None
    record = found[0][1]
    entries = _render([to_csl_item(record)], style, fmt, user_folder).entries
    kind = TYPES.get(record.entry_type.lower())
    values = current_values(record, "biblatex")
    if record.venue and not any(values.get(n) for n in VENUE_FIELDS):
        values["journal"] = values["booktitle"] = record.venue
    missing = tuple(missing_required(kind, values)) if kind else ()
    return Preview(entries[0] if entries else "", missing)


def clipboard_texts(
    lib: Library, ids: Sequence[int], style: str, user_folder: Path | None = None
) -> tuple[str, str]:
    """(HTML, plain text) of the entries' reference list, for the clipboard."""
    return (
        format_bibliography(lib, ids, style, "html", user_folder),
        format_bibliography(lib, ids, style, "text", user_folder),
    )
