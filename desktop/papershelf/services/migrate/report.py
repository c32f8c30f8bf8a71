"""What bringing a library from another program did: the pipeline's report and the rest.

The import pipeline's ImportReport (entries added, duplicates skipped, keys given) stays
the one undo works from; around it the migration counts what the other program had and
what came, and lists each item not brought whole as an `ITEM KEY: ...` line.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from papershelf.i18n import translate
from papershelf.services.import_report import ImportReport


@dataclass
class MigrationReport:
    """One migration: the pipeline's report, counts, and one line per item left out."""

    source: str  # the file or folder read
    report: ImportReport = field(default_factory=ImportReport)
    found: int = 0  # entries the source holds (regular items, standalone files)
    updated: list[int] = field(default_factory=list)  # entries of an earlier import rewritten
    unchanged: int = 0  # entries of an earlier import with nothing new
    trashed: int = 0
    notes: int = 0
    files: int = 0
    missing: int = 0
    tags: int = 0
    lists: int = 0
    annotations: int = 0  # added to the entries' PDFs
    counts: dict[str, int] = field(default_factory=dict)  # other things, by name
    not_yet: list[str] = field(default_factory=list)  # 'N annotations (why)'
    item_lines: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)  # about the source as a whole

    def summary(self) -> str:
        """One line: what came, what was updated, what was left out."""
        said = translate("migrate", "{found} items: {added} added")
        text = said.format(found=self.found, added=len(self.report.added))
        if self.updated or self.unchanged:
            said = translate("migrate", ", {updated} updated, {unchanged} unchanged")
            text += said.format(updated=len(self.updated), unchanged=self.unchanged)
        if self.report.skipped:
            said = translate("migrate", ", {skipped} skipped as duplicates")
            text += said.format(skipped=len(self.report.skipped))
        said = translate("migrate", "; {notes} notes, {files} files ({missing} missing)")
        text += said.format(notes=self.notes, files=self.files, missing=self.missing)
        text += translate("migrate", ", {tags} tags, {lists} lists").format(
            tags=self.tags, lists=self.lists
        )
        if self.annotations:
            said = translate("migrate", ", {annotations} annotations")
            text += said.format(annotations=self.annotations)
        if self.trashed:
            text += translate("migrate", "; {trashed} in the trash skipped").format(
                trashed=self.trashed
            )
        return text

    def lines(self) -> list[str]:
        """The pipeline's lines, then one per item left out, then what is not brought yet."""
        lines = [*self.warnings, *self.report.lines(), *self.item_lines]
        lines += [f"{name}: {count}" for name, count in self.counts.items() if count]
        said = translate("migrate", "not imported yet: {what}")
        lines += [said.format(what=text) for text in self.not_yet]
        return lines


def item_line(key: str, why: str) -> str:
    """The report's line for an item of the other program not brought whole."""
    return translate("migrate", "ITEM {key}: {why}").format(key=key, why=why)


def missing_file(key: str | None, link: str, shown: object) -> str:
    """The report's line for an entry's file link whose file is not on disk."""
    said = translate("migrate", "entry '{key}': {link} is missing: no file at {path}")
    return said.format(key=key, link=link, path=shown)


def not_attached(key: str | None, link: str, why: object) -> str:
    """The report's line for an entry's file that the library refused to attach."""
    said = translate("migrate", "entry '{key}': {link} not attached: {why}")
    return said.format(key=key, link=link, why=why)
