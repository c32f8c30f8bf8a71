"""What a JabRef library says beyond its entries, brought in with the .bib file's import.

services.migrate.extras calls apply_jabref once a file's entries are stored (inside the
import's transaction, so it is part of the same undo step). For the entries the file
added it brings:

- static groups (JabRef 2's explicit groups) as reading lists named by their path in the
  group tree ('Parent / Child'), members from each entry's `groups` field (or, JabRef 2,
  the keys the group lists); a group with no member is a list too;
- keyword and search groups as saved searches where Papershelf's search language can say
  the same (`author:smith AND year:2020`); others are listed as not brought, with why;
- special fields: ranking -> rating, readstatus read/skimmed -> Read/Reading, priority,
  relevance, quality assured and printed -> tags (`priority/high`, `relevant`, ...);
- `comment-USER` fields appended to the entry's notes under the person's name;
- the file directory (`fileDirectory`, or this person's `fileDirectory-USER[-HOST]`):
  relative `file` links that are not beside the .bib file are looked for there.
"""

from __future__ import annotations

import getpass
import socket
from collections import defaultdict
from pathlib import Path

from papershelf.formats.bib import file_field
from papershelf.formats.bib.jabref_meta import (
    STATIC_KINDS,
    JabrefGroup,
    JabrefMeta,
    group_names,
    group_query,
    read_meta,
    special_fields,
    user_comments,
)
from papershelf.formats.records import Block, Problem, Record
from papershelf.i18n import translate
from papershelf.library import attachments as attachment_rows
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.services import attachments, entries
from papershelf.services.changes import ServiceError
from papershelf.services.import_report import ImportReport
from papershelf.services.migrate.marks import MARK_FIELDS
from papershelf.services.migrate.organise import apply_tags, fill_lists
from papershelf.services.saved_searches import create_saved, find_saved

LIST_SEPARATOR = " / "


def apply_jabref(
    lib: Library, file: str, blocks: list[Block], records: dict[int, Record],
    report: ImportReport,
) -> None:  # fmt: skip
    """Bring the file's JabRef groups, special fields, comments and file directory."""
    meta = read_meta(blocks)
    added = list(records)
    marked = {i: r for i, r in records.items() if _has_jabref_fields(r)}
    if not meta.found and not marked:
        return
    _special(lib, marked, report)
    _comments(lib, marked)
    if meta.groups:
        _groups(lib, file, meta, records, report)
    folder = _file_directory(file, meta)
    if folder is not None:
        _relink(lib, added, folder)


def _has_jabref_fields(record: Record) -> bool:
    """Whether a record carries groups, special fields or per-user comments."""
    names = {name.lower() for name, _ in record.fields}
    return bool(names & set(MARK_FIELDS)) or any(n.startswith("comment-") for n in names)


def _special(lib: Library, records: dict[int, Record], report: ImportReport) -> None:
    """Ratings, reading status and mark tags from the special fields."""
    ratings: dict[int, list[int]] = defaultdict(list)
    statuses: dict[str, list[int]] = defaultdict(list)
    tagged: dict[str, list[int]] = defaultdict(list)
    for entry_id, record in records.items():
        found = special_fields(record.fields)
        if found.rating:
            ratings[found.rating].append(entry_id)
        if found.status:
            statuses[found.status].append(entry_id)
        for name in found.tags:
            tagged[name].append(entry_id)
    for rating, ids in ratings.items():
        entries.set_rating(lib, ids, rating)
    for status, ids in statuses.items():
        entries.set_status(lib, ids, Status.parse(status))
    problems = apply_tags(lib, tagged, {}, report)
    report.problems += [Problem("", 0, line) for line in problems]


def _comments(lib: Library, records: dict[int, Record]) -> None:
    """Each `comment-USER` field appended to the entry's notes, under the person's name."""
    for entry_id, record in records.items():
        found = user_comments(record.fields)
        if not found:
            continue
        parts = [record.notes.strip()] if record.notes.strip() else []
        parts += [f"**{user}:** {text}" for user, text in found]
        entries.update_entry(lib, entry_id, {"notes": "\n\n".join(parts)})


def _groups(
    lib: Library, file: str, meta: JabrefMeta, records: dict[int, Record], report: ImportReport
) -> None:
    """Static groups as lists, keyword and search groups as saved searches."""
    by_key = {(r.key or "").lower(): i for i, r in records.items()}
    members: dict[str, list[int]] = defaultdict(list)
    for entry_id, record in records.items():
        for name, value in record.fields:
            if name.lower() == "groups":
                for group_name in group_names(value):
                    members[group_name].append(entry_id)
    lists = []
    for group in meta.groups:
        name = LIST_SEPARATOR.join(group.path)
        if group.kind in STATIC_KINDS:
            legacy = [by_key[k.lower()] for k in group.params if k.lower() in by_key]
            ids = legacy if group.kind == "ExplicitGroup" else members.get(group.name, [])
            lists.append((name, ids))
        else:
            _saved(lib, file, group, name, report)
    report.problems += [Problem(file, 0, line) for line in fill_lists(lib, lists, report)]


def _group_line(name: str, why: str) -> str:
    """The report's line for a JabRef group not brought, and why."""
    return translate("migrate", "group '{name}' not brought: {why}").format(name=name, why=why)


def _saved(lib: Library, file: str, group: JabrefGroup, name: str, report: ImportReport) -> None:
    """A keyword or search group as a saved search, or a report line saying why not."""
    query, why = group_query(group)
    if not query:
        report.problems.append(Problem(file, group.line, _group_line(name, why)))
        return
    if find_saved(lib, name) is not None:
        why = translate("migrate", "a saved search has its name")
        report.problems.append(Problem(file, group.line, _group_line(name, why)))
        return
    try:
        create_saved(lib, name, query)
    except ServiceError as exc:
        report.problems.append(Problem(file, group.line, _group_line(name, str(exc))))
        return
    saved_id = find_saved(lib, name)
    if saved_id is not None:
        report.created_saved.append(saved_id)


def _file_directory(file: str, meta: JabrefMeta) -> Path | None:
    """The folder relative file links are in: this person's setting, else everyone's."""
    user = getpass.getuser()
    host = socket.gethostname()
    chosen = (
        meta.user_directories.get(f"{user}-{host}")
        or meta.user_directories.get(user)
        or meta.file_directory
    )
    if not chosen or not file:
        return None
    folder = Path(chosen.replace("\\", "/")).expanduser()
    return folder if folder.is_absolute() else Path(file).expanduser().absolute().parent / folder


def _relink(lib: Library, ids: list[int], folder: Path) -> None:
    """Point relative links that are missing beside the .bib at the file directory (the
    link keeps its text, so the .bib exports as it was; trust is left as the import set it)."""
    for entry_id in ids:
        for row in attachments.attachments_of(lib, entry_id):
            if not row.field_text or Path(row.path).exists():
                continue
            written = file_field.parse_link(row.field_text, row.field).path
            if not written or file_field.is_absolute(written):
                continue
            candidate = folder / written
            if candidate.is_file():
                attachment_rows.update(lib, row.id, path=str(candidate))
