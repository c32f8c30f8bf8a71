"""What bringing a library from another program did: the pipeline's report and the rest.

The import pipeline's ImportReport (entries added, duplicates skipped, keys given) stays
the one undo works from; around it the migration counts what the other program had and
what came, and lists each item not brought whole as an `ITEM KEY: ...` line.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
        added = len(self.report.added)
        text = f"{self.found} items: {added} added"
        if self.updated or self.unchanged:
            text += f", {len(self.updated)} updated, {self.unchanged} unchanged"
        if self.report.skipped:
            text += f", {len(self.report.skipped)} skipped as duplicates"
        text += f"; {self.notes} notes, {self.files} files ({self.missing} missing)"
        text += f", {self.tags} tags, {self.lists} lists"
        if self.annotations:
            text += f", {self.annotations} annotations"
        if self.trashed:
            text += f"; {self.trashed} in the trash skipped"
        return text

    def lines(self) -> list[str]:
        """The pipeline's lines, then one per item left out, then what is not brought yet."""
        lines = [*self.warnings, *self.report.lines(), *self.item_lines]
        lines += [f"{name}: {count}" for name, count in self.counts.items() if count]
        lines += [f"not imported yet: {text}" for text in self.not_yet]
        return lines
