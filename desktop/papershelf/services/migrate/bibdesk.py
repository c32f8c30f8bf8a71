"""What a BibDesk library says beyond its entries, brought in with the .bib file's import.

For the entries a BibTeX file added (inside the import's transaction, so in the same undo
step): each `Bdsk-File-N` becomes an attachment (its relative path from the .bib file's
folder, else the path in its alias record; a file found at neither is listed, not
attached), static groups become reading lists, and smart groups saved searches where the
search language can say the same. `Bdsk-Url-N` fields stay fields, as read: copying one into
`url` would make the export differ from the file read (the TeX Live corpus test holds every
export to the bytes read; BibDesk's own files among them), so the links show in the detail
pane's other fields and go back out unchanged.
"""

from __future__ import annotations

from pathlib import Path

from papershelf.formats.bib.bibdesk import FILE_FIELD, file_link, read_groups, smart_query
from papershelf.formats.records import Block, Problem, Record
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services import attachments
from papershelf.services.changes import ServiceError
from papershelf.services.import_report import ImportReport
from papershelf.services.migrate.organise import fill_lists
from papershelf.services.migrate.report import missing_file, not_attached
from papershelf.services.saved_searches import create_saved, find_saved


def apply_bibdesk(
    lib: Library, file: str, blocks: list[Block], records: dict[int, Record],
    report: ImportReport,
) -> None:  # fmt: skip
    """Bring the file's BibDesk links, URLs and groups (see the module docstring)."""
    folder = Path(file).expanduser().absolute().parent if file else Path.cwd()
    for entry_id, record in records.items():
        _files(lib, file, folder, entry_id, record, report)
    groups, problems = read_groups(blocks)
    report.problems += [Problem(file, line, why) for line, why in problems]
    if not groups:
        return
    by_key = {(r.key or "").lower(): i for i, r in records.items()}
    lists = [
        (g.name, [by_key[k.lower()] for k in g.keys if k.lower() in by_key])
        for g in groups if not g.smart
    ]  # fmt: skip
    report.problems += [Problem(file, 0, line) for line in fill_lists(lib, lists, report)]
    for group in (g for g in groups if g.smart):
        query, why = smart_query(group)
        if not query or find_saved(lib, group.name) is not None:
            why = why or translate("migrate", "a saved search has its name")
            said = translate("migrate", "smart group '{name}' not brought: {why}")
            report.problems.append(Problem(file, group.line, said.format(name=group.name, why=why)))
            continue
        create_saved(lib, group.name, query)
        saved_id = find_saved(lib, group.name)
        if saved_id is not None:
            report.created_saved.append(saved_id)


def _files(
    lib: Library, file: str, folder: Path, entry_id: int, record: Record, report: ImportReport
) -> None:
    """Attach the files the entry's Bdsk-File-N fields point at, in their order."""
    links = sorted(
        (int(found.group(1)), value)
        for name, value in record.fields
        for found in [FILE_FIELD.match(name)] if found
    )  # fmt: skip
    for number, value in links:
        link = file_link(value)
        where = f"Bdsk-File-{number}"
        if link is None:
            said = translate("migrate", "entry '{key}': {link} could not be read")
            report.problems.append(Problem(file, 0, said.format(key=record.key, link=where)))
            continue
        candidates = [folder / link.relative_path] if link.relative_path else []
        candidates += [Path(link.alias_path)] if link.alias_path else []
        found = next((path for path in candidates if path.is_file()), None)
        if found is None:
            shown = candidates[0] if candidates else translate("migrate", "no path")
            said = missing_file(record.key, where, shown)
            report.problems.append(Problem(file, 0, said))
            continue
        try:
            attachments.attach_files(lib, entry_id, [found], copy=False)
        except ServiceError as exc:
            report.problems.append(Problem(file, 0, not_attached(record.key, where, exc)))
