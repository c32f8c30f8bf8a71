"""The end of an import: what waits until every entry is stored (merges, blocks, links,
lists, the report's changes), run by Importer.finish on the import's connection again."""

from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING

from papershelf.formats.bib.file_field import LINK_FIELDS
from papershelf.formats.records import Problem
from papershelf.i18n import translate
from papershelf.library import keys_sql, sources_sql
from papershelf.services import attachments, members
from papershelf.services.changes import ALL_FIELDS, Changes
from papershelf.services.deleting import snapshot_entries
from papershelf.services.duplicates import mark_not_duplicate
from papershelf.services.id_runs import IdRuns
from papershelf.services.import_report import ImportReport
from papershelf.services.import_run.seen import folder_of, has_links
from papershelf.services.import_run.state import FileState
from papershelf.services.lists import append_to_list, ensure_list, find_list
from papershelf.services.merging import merge_record_into

if TYPE_CHECKING:
    from papershelf.services.import_run.importer import Importer

LINKS_AT_ONCE = 5000  # entries whose `file` fields become attachments in one go


def finish(run: Importer) -> ImportReport:
    """Store what is left, merge, write blocks, fill lists; the report."""
    report = run.report
    for state in run.states:
        report.problems += _missing_parents(run, state)
    if run.writer is None:
        return report
    run.writer.close()
    members.adopt_imported(run.lib, report.added)  # a shared library: the importer's own
    _merge_all(run)
    for state in run.states:
        _finish_file(run, state)
    for new, old in run.different:
        if new.entry_id is not None and old.entry_id is not None:
            mark_not_duplicate(run.lib, new.entry_id, old.entry_id)
    report.changes = Changes(
        added=frozenset(report.added), edited=frozenset(report.merged),
        fields=ALL_FIELDS if report.merged else frozenset(), lists=bool(report.lists),
        duplicates=bool(run.different),
    )  # fmt: skip
    return report


def _missing_parents(run: Importer, state: FileState) -> list[Problem]:
    """A problem for each crossref to a key neither the file nor the library has, or to
    an entry not imported because the library has it under another key."""
    if not state.crossrefs:
        return []
    parents = {parent for _, _, parent in state.crossrefs}
    library = {key.lower() for key in keys_sql.keys_in_use(run.lib, sorted(parents))}
    problems = []
    for line, key, parent in state.crossrefs:
        other = state.skipped_as.get(parent.lower(), parent)
        if other.lower() != parent.lower():
            said = translate(
                "import_run", "which was not imported: the library has it as '{other}'"
            )
            why = said.format(other=other)
        elif not _known(run, state, parent.lower(), library):
            why = translate("import_run", "which is not in the file or library")
        else:
            continue
        said = translate("import_run", "entry '{key}' has crossref '{parent}', {why}")
        problems.append(Problem(state.file, line, said.format(key=key, parent=parent, why=why)))
    return problems


def _known(run: Importer, state: FileState, folded: str, library: set[str]) -> bool:
    """Whether a (lower-cased) key is the import's, its file's or the library's."""
    return folded in run.keys.taken or folded in state.keys or folded in library


def _merge_all(run: Importer) -> None:
    """Merge the records that duplicate an entry into it (entries that existed before
    the import are snapshot first, for undo)."""
    if not run.merges:
        return
    new = run.report.added  # runs of ids: `in` looks at each run, not at each id
    targets = [m.ref.entry_id for m in run.merges if m.ref.entry_id is not None]
    older = sorted({t for t in targets if t not in new})
    if older:
        run.report.merged_before = snapshot_entries(run.lib, older)
    for merge in run.merges:
        target = merge.ref.entry_id
        if target is None:
            continue
        merge_record_into(run.lib, target, merge.record, merge.choices)
        if has_links(merge.record):  # its files are added to the entry's, whatever field won
            links = [(n, v) for n, v in merge.record.fields if n.lower() in LINK_FIELDS]
            attachments.add_links(run.lib, target, links, folder_of(merge.state.file))
        merge.state.ids.append(target)
        if target not in new and target not in run.report.merged:
            run.report.merged.append(target)


def _finish_file(run: Importer, state: FileState) -> None:
    """A file's blocks (or, if it added no entry, no source row at all) and its list.

    Blocks go with the file's entries; a record merged into an older entry keeps that
    entry's file, so its raw values' macros are written as text, never undefined.
    """
    state.blocks += [(block, None) for block, _ in state.waiting]
    if state.linked:  # `file` fields become attachments, relative to the file's folder
        folder = folder_of(state.file)
        linked = iter(state.linked)  # a piece at a time: each reads its entries' fields
        while piece := list(islice(linked, LINKS_AT_ONCE)):
            attachments.sync_links(run.lib, piece, folder)
    if state.added and state.file:  # JabRef/BibDesk/Mendeley/EndNote groups, marks, files
        from papershelf.services.migrate.extras import apply_file_extras

        blocks = [block for block, _ in state.blocks]
        apply_file_extras(run.lib, state.file, blocks, state.added, run.report, state.marked)
    if state.source_id is not None:
        if state.added or state.blocks:  # a file of @string blocks alone keeps them
            _write_blocks(run, state)
            run.report.sources.append(state.source_id)
        else:
            sources_sql.delete_source(run.lib, state.source_id)
    if state.list_name:
        _fill_list(run, state.list_name, state.ids)


def _write_blocks(run: Importer, state: FileState) -> None:
    """Store a file's blocks in file order, each with the entry it stands before."""
    assert state.source_id is not None
    sources_sql.insert_blocks(
        run.lib,
        state.source_id,
        [(b.kind, b.name, b.raw, b.line, before) for b, before in state.blocks],
    )


def _fill_list(run: Importer, name: str, ids: IdRuns) -> None:
    """Append the file's entries to the reading list name (created if need be)."""
    existed = find_list(run.lib, name) is not None
    list_id = ensure_list(run.lib, name)
    if not existed:
        run.report.created_lists.append(list_id)
    append_to_list(run.lib, list_id, ids)
    if name not in run.report.lists:
        run.report.lists.append(name)
