"""Mendeley's BibTeX export: its `mendeley-tags` and `mendeley-groups` fields, and why its
own database cannot be read.

Mendeley Desktop writes an entry's tags as `mendeley-tags = {a,b}` and the folders
(groups) it is in as `mendeley-groups = {Thesis,Thesis/Methods}`, a '/' between a folder
and its subfolder. For the entries a .bib file added, tags become Papershelf tags and
folders reading lists named by their path ('Thesis / Methods'). Its `file` links are
read by the import itself (formats.file_field, Mendeley's flavour). Its export carries no
read or starred flags, so none can come.

Mendeley Desktop's own database (`<account>@www.mendeley.com.sqlite`) has been encrypted
since version 1.19: no program but Mendeley can read it; refuse_mendeley_database says so.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from papershelf.formats.records import FormatError, Problem, Record
from papershelf.formats.text.latex import decode_text
from papershelf.i18n import N, translate
from papershelf.library.db import Library
from papershelf.services.import_report import ImportReport
from papershelf.services.migrate.organise import apply_tags, fill_lists

LIST_SEPARATOR = " / "
ENCRYPTED = N(
    "is Mendeley Desktop's own database, encrypted since Mendeley 1.19 so that no other "
    "program can read it: in Mendeley choose File > Export... > BibTeX and import that file"
)


def refuse_mendeley_database(path: Path) -> None:
    """FormatError when path is Mendeley Desktop's database (named after the account)."""
    name = Path(path).name.lower()
    if "mendeley" in name and name.endswith(".sqlite"):
        raise FormatError(str(path), 0, translate("", ENCRYPTED))


def apply_mendeley(
    lib: Library, file: str, records: dict[int, Record], report: ImportReport
) -> None:
    """Tags and folders from the entries' mendeley-tags and mendeley-groups fields."""
    tagged: dict[str, list[int]] = defaultdict(list)
    folders: dict[str, list[int]] = defaultdict(list)
    for entry_id, record in records.items():
        for name, value in record.fields:
            lowered = name.lower()
            if lowered == "mendeley-tags":
                for tag in _items(value):
                    tagged[tag].append(entry_id)
            elif lowered == "mendeley-groups":
                for folder in _items(value):
                    path = [part.strip() for part in folder.split("/") if part.strip()]
                    folders[LIST_SEPARATOR.join(path)].append(entry_id)
    if tagged:
        report.problems += [Problem(file, 0, why) for why in apply_tags(lib, tagged, {}, report)]
    if folders:
        lists = sorted(folders.items(), key=lambda pair: pair[0].lower())
        report.problems += [Problem(file, 0, why) for why in fill_lists(lib, lists, report)]


def _items(value: str) -> list[str]:
    """A comma-separated Mendeley list (LaTeX as Mendeley writes it, 'M{\\&}A'), each item
    once."""
    items = (decode_text(item).strip() for item in value.split(","))
    return list(dict.fromkeys(item for item in items if item))
