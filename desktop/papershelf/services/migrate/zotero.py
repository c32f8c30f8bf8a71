"""Bringing a Zotero library: its database read as it is, through the import pipeline.

    result = import_zotero(lib, Path("~/Zotero"))      # the data folder or its zotero.sqlite
    print(result.report.summary()); undo later with result.undo.undo(lib)

Zotero's database is read without disturbing a running Zotero (library.zotero_sql). Its
regular items (and files without a parent) become records (formats.zotero) that go
through the import pipeline like a file's: duplicates of what the library has are
skipped, keys kept where free. Then the items' tags go on (in Zotero's colours), and its
collections become reading lists named by their path ('Parent / Child'), empty ones and
parents too. Zotero's annotations become the reader's on the entries' PDFs
(migrate.zotero_annotations). Everything is one transaction and one undo step (ImportUndo).

A second import of the same database finds the entries of the first by their
`zotero-key` field: an item Zotero changed since is rewritten (keeping its Papershelf key,
status and rating), an unchanged one is left alone, a new one is added; annotations the
entries have already are not added again.
"""

from __future__ import annotations

import os
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from papershelf.formats.zotero.items import ZoteroItem, ZoteroLibrary, assemble
from papershelf.formats.zotero.prefs import (
    BASE_DIRECTORY,
    DATA_DIRECTORY,
    USES_DATA_DIRECTORY,
    read_prefs,
)
from papershelf.formats.zotero.records import (
    KEY_FIELD,
    MODIFIED_FIELD,
    Converted,
    item_record,
    zotero_id,
)
from papershelf.i18n import N, translate
from papershelf.library import keys_sql, zotero_sql
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.services import attachments
from papershelf.services.changes import ALL_FIELDS, Changes
from papershelf.services.deleting import snapshot_entries
from papershelf.services.import_report import Progress
from papershelf.services.importing import ImportUndo, import_records
from papershelf.services.merging import write_record
from papershelf.services.migrate.mendeley import refuse_mendeley_database
from papershelf.services.migrate.organise import apply_tags, fill_lists
from papershelf.services.migrate.report import MigrationReport, item_line
from papershelf.services.migrate.zotero_annotations import bring_annotations, places_of

DATABASE = "zotero.sqlite"
BETTER_BIBTEX = "better-bibtex.sqlite"
LIST_SEPARATOR = " / "  # between a collection's path names in its reading list's name
PROGRESS_EVERY = 200  # items read between two progress calls
RUNNING = N(
    "Zotero seems to be running (zotero.sqlite-wal is not empty): what it changed since its "
    "last checkpoint may be missing; close Zotero and import again to bring it"
)


@dataclass
class ZoteroImport:
    """A finished Zotero import: its report, the undo step, and the library as read."""

    report: MigrationReport
    undo: ImportUndo
    library: ZoteroLibrary


def default_data_folder() -> Path:
    """Where Zotero keeps its data folder on this platform (Zotero 5 and later: ~/Zotero
    everywhere; Windows puts the home folder under %USERPROFILE%)."""
    if sys.platform.startswith("win"):
        return Path(os.environ.get("USERPROFILE", str(Path.home()))) / "Zotero"
    return Path.home() / "Zotero"


def profile_prefs() -> list[Path]:
    """Zotero's prefs.js files on this computer (one per profile), where Zotero 5 and later
    keep them on each platform."""
    home = Path.home()
    if sys.platform.startswith("win"):
        roots = [Path(os.environ.get("APPDATA", str(home))) / "Zotero" / "Zotero" / "Profiles"]
    elif sys.platform == "darwin":
        roots = [home / "Library" / "Application Support" / "Zotero" / "Profiles"]
    else:
        roots = [home / ".zotero" / "zotero"]
    return sorted(p for root in roots if root.is_dir() for p in root.glob("*/prefs.js"))


def base_directory(data_dir: Path) -> Path | None:
    """The base directory for linked files the Zotero profile using data_dir has set
    (None when no profile says): a profile whose data folder is data_dir, else, for the
    default data folder, one that moved none."""
    default = default_data_folder().absolute()
    for prefs_file in profile_prefs():
        try:
            prefs = read_prefs(prefs_file.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            continue
        moved = prefs.get(USES_DATA_DIRECTORY) and prefs.get(DATA_DIRECTORY)
        folder = Path(str(moved)) if moved else default
        base = prefs.get(BASE_DIRECTORY)
        if base and folder.absolute() == data_dir.absolute():
            return Path(str(base))
    return None


def database_of(path: Path) -> Path:
    """The zotero.sqlite a path names (the file, or the data folder holding it)."""
    path = Path(path).expanduser()
    return path / DATABASE if path.is_dir() else path


def is_zotero(path: Path) -> bool:
    """Whether path names a Zotero database or a data folder holding one."""
    path = Path(path).expanduser()
    return path.name == DATABASE or (path.is_dir() and (path / DATABASE).is_file())


def read_zotero_library(path: Path) -> tuple[ZoteroLibrary, dict[tuple[int, str], str]]:
    """The Zotero library at path and Better BibTeX's keys beside it (FormatError if it
    cannot be read)."""
    database = database_of(path)
    library = assemble(zotero_sql.read_zotero(database))
    bbt = database.parent / BETTER_BIBTEX
    keys = zotero_sql.read_better_bibtex(bbt) if bbt.is_file() else {}
    return library, keys


def import_zotero(
    lib: Library, path: Path, *, base_dir: Path | None = None, progress: Progress | None = None
) -> ZoteroImport:
    """Bring the Zotero library at path (see the module docstring); FormatError before
    anything is written when the database cannot be read. Linked files relative to
    Zotero's base directory are looked for in base_dir, else where Zotero's profile says.
    progress(done, total) counts the items read, then stored (raise from it to cancel:
    nothing is kept)."""
    database = database_of(path)
    refuse_mendeley_database(database)
    library, bbt = read_zotero_library(database)
    data_dir = database.parent
    base_dir = base_dir or base_directory(data_dir)
    items = library.items + library.standalone_files
    converted = []
    for done, item in enumerate(items):
        if progress is not None and done % PROGRESS_EVERY == 0:
            progress(done, 2 * len(items) + 1)  # items read, then stored, then organised
        converted.append(
            item_record(item, data_dir, base_dir, bbt.get((item.library_id, item.key), ""))
        )
    report = MigrationReport(str(database), found=len(items), trashed=library.trashed)
    if _zotero_running(database):
        report.warnings.append(translate("", RUNNING))
    _count(report, library, converted)
    stored = _offset(progress, len(items), 2 * len(items) + 1)
    with lib.atomic():
        entry_of = _store(lib, report, items, converted, library, stored)
        _annotate(lib, report, library, entry_of, places_of(items, data_dir, base_dir))
        if progress is not None:  # a cancel here still keeps nothing
            progress(2 * len(items) + 1, 2 * len(items) + 1)
    return ZoteroImport(report, ImportUndo(report.report), library)


def _offset(progress: Progress | None, before: int, total: int) -> Progress | None:
    """progress for the storing step: its count after the items read, of the whole."""
    if progress is None:
        return None
    return lambda done, _of: progress(before + done, total)


def _zotero_running(database: Path) -> bool:
    """Whether Zotero has the database open (or was not closed cleanly): its write-ahead
    log beside it holds changes not yet in the file."""
    log = database.with_name(database.name + "-wal")
    try:
        return log.stat().st_size > 0
    except OSError:
        return False


def _count(report: MigrationReport, library: ZoteroLibrary, converted: list[Converted]) -> None:
    """What the library holds, and one line per item not brought whole."""
    report.notes = sum(len(item.notes) for item in library.items)
    report.files = sum(c.files for c in converted)
    report.missing = sum(c.missing for c in converted)
    report.counts[translate("migrate", "standalone notes not brought")] = library.standalone_notes
    for item, done in zip(library.items + library.standalone_files, converted, strict=True):
        report.item_lines += [item_line(item.key, why) for why in done.left_out]


def _store(
    lib: Library, report: MigrationReport, items: list[ZoteroItem],
    converted: list[Converted], library: ZoteroLibrary, progress: Progress | None,
) -> dict[str, int]:  # fmt: skip
    """Add the new items, rewrite the changed ones, then tags and lists; the entries the
    items are now, by zotero-key."""
    known = zotero_sql.entries_by_field(lib, KEY_FIELD)
    ids_of = {zotero_id(i.library_id, i.key): c for i, c in zip(items, converted, strict=True)}
    again = {zid: known[zid] for zid in ids_of if zid in known}
    fresh = [c.record for zid, c in ids_of.items() if zid not in again]
    report.report = import_records(lib, fresh, file=report.source, progress=progress, distinct=True)
    already = _duplicates_kept(lib, report)
    touched = sorted({*again.values(), *already.values()})  # the import left them as they were
    report.report.merged_before = snapshot_entries(lib, touched) if touched else None
    _rewrite(lib, report, again, ids_of)
    entry_of = {
        zid: entry_id
        for zid, entry_id in zotero_sql.entries_by_field(lib, KEY_FIELD).items()
        if zid in ids_of
    }  # fmt: skip
    entry_of = {**already, **entry_of}
    tagged = _tagged(items, entry_of)
    problems = apply_tags(lib, tagged, library.tag_colors, report.report)
    report.tags = len({name for item in items for name in item.tags})
    report.item_lines += problems + fill_lists(lib, _lists(library, entry_of), report.report)
    report.lists = len(library.collections)
    report.report.changes = report.report.changes | Changes(
        edited=frozenset(entry_of.values()), fields=ALL_FIELDS, tags=True, lists=True
    )
    return entry_of


def _annotate(
    lib: Library, report: MigrationReport, library: ZoteroLibrary, entry_of: dict[str, int],
    places: dict[str, str],
) -> None:  # fmt: skip
    """Zotero's annotations onto the entries' PDFs (see zotero_annotations), counted."""
    items = library.items + library.standalone_files
    done = bring_annotations(lib, library.annotations, items, entry_of, places)
    report.annotations = done.added
    report.item_lines += done.left_out
    report.report.changes = report.report.changes | done.changes


def _duplicates_kept(lib: Library, report: MigrationReport) -> dict[str, int]:
    """The entries the library already had for items skipped as duplicates, by the items'
    zotero-key: they take the items' tags and collections (their fields stay)."""
    skipped = report.report.skipped + report.report.merge_notes
    if not skipped:
        return {}
    by_key = {key.lower(): entry_id for entry_id, key in keys_sql.keys_by_id(lib).items()}
    found = {}
    for item in skipped:
        zid = dict(item.record.fields).get(KEY_FIELD)
        entry_id = by_key.get(item.existing_key.lower())
        if zid and entry_id is not None:
            found[zid] = entry_id
    return found


def _rewrite(
    lib: Library, report: MigrationReport, again: dict[str, int], ids_of: dict[str, Converted]
) -> None:
    """Rewrite the entries whose Zotero item changed since they were brought."""
    for zid, entry_id in again.items():
        record = ids_of[zid].record
        stored = load_record(lib, entry_id)
        if stored is None or _stamp(stored.fields) == _stamp(record.fields):
            report.unchanged += 1
            continue
        record.key = stored.key
        write_record(lib, entry_id, record)
        attachments.sync_links(lib, [entry_id], str(Path(report.source).parent))
        report.updated.append(entry_id)
    report.report.merged += report.updated


def _stamp(fields: list[tuple[str, str]]) -> str:
    """The zotero-modified value among fields ('' if none)."""
    return next((value for name, value in fields if name == MODIFIED_FIELD), "")


def _tagged(items: list[ZoteroItem], entry_of: dict[str, int]) -> dict[str, list[int]]:
    """Entry ids by tag name."""
    tagged: dict[str, list[int]] = defaultdict(list)
    for item in items:
        entry_id = entry_of.get(zotero_id(item.library_id, item.key))
        if entry_id is not None:
            for name in item.tags:
                tagged[name].append(entry_id)
    return dict(tagged)


def _lists(library: ZoteroLibrary, entry_of: dict[str, int]) -> list[tuple[str, list[int]]]:
    """(list name, entry ids in Zotero's order) for every collection, parents first."""
    lib_of = {item.item_id: item.library_id for item in library.items}
    found = []
    for collection in library.collections:
        path = LIST_SEPARATOR.join(library.collection_path(collection))
        ids = []
        for item_id in collection.item_ids:
            zid = zotero_id(lib_of.get(item_id, collection.library_id), library.keys[item_id])
            if zid in entry_of:
                ids.append(entry_of[zid])
        found.append((path, ids))
    return sorted(found, key=lambda pair: pair[0].lower())
