"""Importing files (.bib/.bibtex, .ris, CSL-JSON .json, EndNote XML .xml, plain-text abstract
lists) and records.

Every import is one transaction: a file that is not what its name says, a failure, or a
cancel (the progress callback raising ImportCancelled) leaves the library as it was.
Each record is checked for duplicates (services.duplicates) against the library and the
records before it; a sure duplicate is skipped, merged or kept as `on_duplicate` says, or
as a per-record decision says; a possible one is kept (and listed) unless a decision
says otherwise. Inside one file, records with keys of their own are never duplicates of
each other. A record without a key (in a BibTeX file), or with a key another entry has,
gets one from the library's key pattern. The report has one line per entry not imported
or imported under another key (ImportReport.lines).

Files go through the one import pipeline (services.import_pipeline, re-exported here),
in two steps for the window:
    plan = plan_import(lib, paths, progress)            # reads, finds duplicates, writes nothing
    ... show plan.candidates side by side (plan.record(c.earlier_index) for in-file ones)
    report = commit_import(lib, plan, {c.index: 'skip' | 'keep' | Decision.merge({...})})
and in one for the CLI (import_file: an unread plan committed, each file read once).

Undo recipe (ImportUndo does it):
    undo = ImportUndo(report)         # right after the import
    undo.undo(lib)  /  undo.redo(lib)

Threads: run an import on a worker thread with its own connection (db.open_worker); the
import's own helper thread shares that connection (see import_writer).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from papershelf.formats.records import ReadResult, Record
from papershelf.library.db import Library
from papershelf.services.changes import Changes
from papershelf.services.deleting import (
    EntrySnapshot,
    SourceSnapshot,
    delete_sources,
    restore_entries,
    restore_sources,
    revert_entries,
    snapshot_entries,
    snapshot_sources,
    undo_import,
)
from papershelf.services.import_pipeline import (
    ImportPlan,
    PlannedFile,
    Probe,
    commit_import,
    import_file,
    import_options,
    plan_import,
    probe,
    run_import,
)
from papershelf.services.import_read import file_kind, guessed_encodings, read_file
from papershelf.services.import_report import (
    DUPLICATE_ACTIONS,
    Decision,
    ImportCancelled,
    ImportReport,
    KeyNote,
    Progress,
    Skipped,
)
from papershelf.services.import_run import Importer
from papershelf.services.import_store import write_fields, write_people

if TYPE_CHECKING:
    from papershelf.services.saved_searches import SavedSearch

__all__ = [
    "DUPLICATE_ACTIONS", "Decision", "ImportCancelled", "ImportPlan", "ImportReport",
    "ImportUndo", "KeyNote", "PlannedFile", "Probe", "Progress", "Skipped", "commit_import",
    "file_kind", "guessed_encodings", "import_file", "import_records", "plan_import", "probe",
    "read_file", "write_fields", "write_people",
]  # fmt: skip


def import_records(
    lib: Library, records: Iterable[Record], list_name: str | None = None, file: str = "", *,
    on_duplicate: str = "skip", decisions: Mapping[int, str | Decision] | None = None,
    progress: Progress | None = None, distinct: bool = False,
) -> ImportReport:  # fmt: skip
    """Add records in one transaction (duplicates handled as for files; distinct: the
    records are different items of one source, never duplicates of each other)."""
    result = ReadResult(records=list(records))
    options = import_options(on_duplicate, decisions, distinct)

    def feed(importer: Importer) -> None:
        """The records, as one piece."""
        importer.states[0].list_name = list_name or None
        importer.add_piece(0, result)
        if progress is not None:
            progress(len(result.records), len(result.records))

    return run_import(lib, options, [(file, False)], feed, progress)


# --- undo ------------------------------------------------------------------------------------


class ImportUndo:
    """Undo and redo of one finished import: its entries, new lists, tags and saved
    searches, files and merges.

    Make it right after the import (it keeps the report); call undo(lib) and redo(lib)
    alternately, as the GUI's undo command does. Each returns the Changes to announce.
    """

    def __init__(self, report: ImportReport) -> None:
        """Remember what the import made and what its merges changed."""
        self.report = report
        self.entries: EntrySnapshot | None = None
        self.sources: SourceSnapshot | None = None
        self.merged_after: EntrySnapshot | None = None
        self.saved: list[SavedSearch] = []

    def undo(self, lib: Library) -> Changes:
        """Remove the import's entries, lists, tags, saved searches and files; put merged
        entries back as they were."""
        report = self.report
        changes = Changes()
        with lib.atomic():
            self.entries = snapshot_entries(lib, report.added, owned_lists=report.created_lists)
            self.sources = snapshot_sources(lib, report.sources)
            if report.merged_before is not None:  # first, so that new lists are left empty
                self.merged_after = snapshot_entries(lib, report.merged_before.entry_ids)
                changes = revert_entries(lib, report.merged_before)
            changes = changes | undo_import(lib, self.entries)
            delete_sources(lib, report.sources)  # after its entries: they refer to them
            changes = changes | self._forget_made(lib)
        return changes

    def _forget_made(self, lib: Library) -> Changes:
        """Delete the saved searches the import made, and its tags no entry carries now."""
        from papershelf.services.saved_searches import delete_saved, get_saved
        from papershelf.services.tags import find_tag, remove_tag

        changes = Changes(tags=bool(self.report.created_tags))
        found = [get_saved(lib, saved_id) for saved_id in self.report.created_saved]
        self.saved = [saved for saved in found if saved is not None]
        for saved in self.saved:
            changes = changes | delete_saved(lib, saved.id)
        for name in self.report.created_tags:
            if find_tag(lib, name) is not None:
                changes = changes | remove_tag(lib, [], name, delete_if_unused=True)
        return changes

    def redo(self, lib: Library) -> Changes:
        """Bring the import's entries, lists and files back, and its merges."""
        if self.entries is None or self.sources is None:
            raise RuntimeError("redo before undo")
        from papershelf.services.saved_searches import restore_saved

        with lib.atomic():
            restore_sources(lib, self.sources)
            changes = restore_entries(lib, self.entries)
            if self.merged_after is not None:
                changes = changes | revert_entries(lib, self.merged_after)
            for saved in self.saved:
                changes = changes | restore_saved(lib, saved)
        return changes
