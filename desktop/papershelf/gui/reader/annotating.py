"""A reader window's annotating: marks on selected words or an area, comments, tags, deletes
(each an undo step on the library's stack), the panel kept in step, notes and the PDF."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from papershelf.formats.pdf.geometry import Rect
from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.gui.reader.commands import (
    AddAnnotationCommand,
    DeleteAnnotationCommand,
    EditAnnotationCommand,
)
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.annotations_sql import AnnotationRow
from papershelf.library.db import Library
from papershelf.services import annotations as service
from papershelf.services import members
from papershelf.services.changes import Changes

if TYPE_CHECKING:
    from papershelf.gui.reader.window import ReaderWindow

MARK_KINDS = {
    "highlight": N("Highlight"), "underline": N("Underline"), "strikeout": N("Strike out"),
    "note": N("Note"), "square": N("Area"),
}  # fmt: skip


class Annotator(QObject):
    """What a reader window's annotation keys, area tool, panel and colour box do."""

    def __init__(self, reader: ReaderWindow) -> None:
        super().__init__(reader)
        self.reader = reader
        self.colour = service.COLOURS["yellow"]
        self.only_mine = False  # show only the annotations this library's user made

    def colour_chosen(self, index: int) -> None:
        """The colour new marks take."""
        self.colour = str(self.reader.colour_box.itemData(index))

    def mark(self, kind: str) -> None:
        """H / U / Shift+S: mark the selected words; N: a sticky note at them, its comment
        typed next (each an undo step)."""
        view = self.reader.view
        selection, rects = view.selection, view.selected_rects()
        rects = rects[:1] if kind == "note" else rects
        if selection is None or not rects:
            self._say(self.tr("Select words first (drag over them)."))
            return
        if self._add(kind, selection.page + 1, rects, view.selected_text()):
            view.clear_selection()

    def mark_area(self, page: int, area: Rect) -> None:
        """An area dragged with the area tool (A): a Square annotation quoting the words in
        it, its comment typed next."""
        text = self.reader.view.texts.get(page)
        self._add("square", page + 1, [area], text.quote_in(area) if text else "")

    def _add(self, kind: str, page: int, rects: Sequence[Rect], text: str) -> bool:
        """Store a mark as an undo step and select it in the panel; whether it was stored."""
        reader, colour = self.reader, self.colour

        def make(lib: Library) -> tuple[AnnotationRow, Changes]:
            """Store the mark."""
            return service.add(
                lib, reader.entry_id, reader.attachment.id, page, kind, rects, text, colour=colour
            )

        label = self.tr("{kind} on p. {page}").format(
            kind=translate("", MARK_KINDS[kind]), page=page
        )
        command = AddAnnotationCommand(reader.controller, make, label)
        if not reader.controller.push(command) or command.row is None:
            return False
        reader.panel.select(command.row.id)
        if kind in ("note", "square"):
            reader.panel.edit_comment()
        return True

    def set_comment(self, row: AnnotationRow, comment: str) -> None:
        """Save an annotation's comment (an undo step)."""
        label = self.tr("Comment on p. {page}").format(page=row.page)
        controller = self.reader.controller
        controller.push(EditAnnotationCommand(controller, row.id, label, comment))

    def set_tags(self, row: AnnotationRow, tags: Sequence[str]) -> None:
        """Save an annotation's tags (an undo step)."""
        label = self.tr("Tags on p. {page}").format(page=row.page)
        controller = self.reader.controller
        controller.push(EditAnnotationCommand(controller, row.id, label, tags=tags))

    def set_public(self, row: AnnotationRow, public: bool) -> None:
        """Share an annotation of mine with the group, or make it private (an undo step)."""
        shared = self.tr("Share the annotation on p. {page}")
        private = self.tr("Make the annotation on p. {page} private")
        label = (shared if public else private).format(page=row.page)
        controller = self.reader.controller
        controller.push(EditAnnotationCommand(controller, row.id, label, public=public))

    def delete_annotation(self, row: AnnotationRow) -> None:
        """Delete an annotation (an undo step)."""
        controller = self.reader.controller
        controller.push(DeleteAnnotationCommand(controller, row.id))

    def jump_to(self, row: AnnotationRow) -> None:
        """Scroll an annotation's place into view."""
        top = max((box[3] for box in row.rects), default=None)
        self.reader.view.go_to(row.page - 1, top)

    def show_only_mine(self, on: bool) -> None:
        """Show only the annotations this library's user made (on), or everyone's."""
        self.only_mine = on
        self.reload_annotations()

    def reload_annotations(self, select_id: int | None = None) -> None:
        """Read this PDF's annotations from the library again (only the user's own, when
        so asked: on a shared library everyone's are there)."""
        reader = self.reader
        lib = reader.controller.lib
        rows = [
            r for r in service.annotations_of(lib, reader.entry_id)
            if r.attachment_id in (reader.attachment.id, None)
            and (not self.only_mine or service.made_by(r, lib.user_name()))
        ]  # fmt: skip
        reader.view.set_annotations(rows)
        names = members.names(lib) if members.shared(lib) else None
        reader.panel.show_rows(rows, select_id, names, lib.user_name())

    def library_changed(self, changes: Changes) -> None:
        """Another step changed this entry's annotations (undo, the main window): reload."""
        if self.reader.entry_id in changes.edited and "annotations" in changes.fields:
            self.reload_annotations()

    def annotations_to_notes(self) -> None:
        """Ctrl+Shift+N: the annotations as Markdown (quote, comment, page, colour) after the
        paper's notes: one undo step, like any edit of the notes."""
        from papershelf.library.entries_sql import entry_column
        from papershelf.services.annotation_notes import collect, entry_markdown

        reader = self.reader
        lib = reader.controller.lib
        found = collect(lib, [reader.entry_id])
        if not found:
            self._say(self.tr("This PDF has no annotations yet."))
            return
        notes = str((entry_column(lib, reader.entry_id, "notes") or ("",))[0] or "").rstrip()
        text = entry_markdown(found[0], heading="###").rstrip()
        if reader.controller.edit_entry(reader.entry_id, {"notes": f"{notes}\n\n{text}".strip()}):
            self._say(self.tr("The annotations were added to the paper's notes."))

    def save_to_pdf(self) -> None:
        """Ctrl+S: write the annotations into the file (after a backup), or say why not."""
        reader = self.reader
        try:
            report = service.write_to_pdf(
                reader.controller.lib, reader.entry_id, reader.attachment.id, reader.path
            )
        except (PdfError, OSError) as error:
            QMessageBox.warning(
                reader,
                translate("reader.annotating", "Save Annotations to PDF"),
                f"{reader.path.name} {error}",
            )
            return
        saved = translate(
            "reader.annotating",
            "Saved into {file}: {added} added, {updated} updated, {removed} removed; the file "
            "as it was is kept at {backup}",
        )
        reader.statusBar().showMessage(
            saved.format(
                file=reader.path.name,
                added=report.added,
                updated=report.updated,
                removed=report.removed,
                backup=report.backup,
            )
        )

    def _say(self, message: str) -> None:
        """A short message in the window's status bar."""
        self.reader.statusBar().showMessage(message, 5000)
