"""Exports that go through CSL: CSL-JSON (for Pandoc, Quarto, Zotero) and formatted
reference lists (HTML, Markdown, RTF, plain text) in a citation style.

services/exporting.py hands these formats here with the records it prepared (tags in
keywords, a list's notes in annote); crossrefs are resolved first, since CSL has none.
CSL-JSON is written a chunk of records at a time; a reference list is formatted whole
(a numeric style numbers the entries in the export's order); an HTML file is a page of
its own, the clipboard's HTML (services/citations.py) only the list.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace

from papershelf.formats.bib.file_field import LINK_FIELDS
from papershelf.formats.csl import csl_json
from papershelf.formats.records import Record
from papershelf.library.db import Library
from papershelf.services.citations import (
    FORMATS as BIBLIOGRAPHY_FORMATS,
)
from papershelf.services.citations import (
    bibliography_document,
    format_records,
    with_parents,
)

__all__ = ["BIBLIOGRAPHY_FORMATS", "CSL_FORMATS", "DEFAULT_STYLE", "csl_parts"]

CSL_FORMATS = ("csl-json", *BIBLIOGRAPHY_FORMATS)
DEFAULT_STYLE = "apa"


def csl_parts(
    lib: Library, records: Iterable[Record], fmt: str, style: str | None = None,
    include_files: bool = False,
) -> Iterator[str]:  # fmt: skip
    """The export's text in fmt, a part at a time (CSL-JSON: a record at a time). CSL-JSON
    leaves the attachments' links out unless *include_files*: a file shared with others
    should not tell where its author keeps papers on their disk (issue 30, item 14)."""
    resolved = (full for _, full in with_parents(lib, records))
    if fmt == "csl-json":
        return csl_json.write_parts(resolved if include_files else map(without_links, resolved))
    rendered = format_records(list(resolved), style or DEFAULT_STYLE, fmt)
    text = bibliography_document(rendered.entries, fmt)
    return iter([html_page(text) if fmt == "html" else text])


def without_links(record: Record) -> Record:
    """record without its attachment links (`file`, RIS's L1, BibDesk's `bdsk-file-N`)."""

    def kept(fields: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The fields that are not links."""
        return [
            (n, v) for n, v in fields if n not in LINK_FIELDS and not n.startswith("bdsk-file-")
        ]

    return replace(record, fields=kept(record.fields), raw_fields=kept(record.raw_fields))


def html_page(body: str) -> str:
    """A reference list as a page of its own (UTF-8, hanging indents), for a .html file."""
    return (
        '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>References</title>\n'
        "<style>.csl-entry { padding-left: 2em; text-indent: -2em; margin-bottom: 0.5em; }"
        "</style>\n</head>\n<body>\n" + body + "</body>\n</html>\n"
    )
