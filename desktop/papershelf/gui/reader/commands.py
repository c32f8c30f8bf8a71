"""Undo steps for annotations: add, edit (comment, colour) and delete, each a service call.

The steps keep rows (ids and values), never widgets: a redo after an undo puts back the very
row the undo removed, under its id, so the PDF id (/NM) written later stays the same.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QUndoCommand

from papershelf.gui.translation import translate
from papershelf.library.annotations_sql import AnnotationRow
from papershelf.library.db import Library
from papershelf.services import annotations as service
from papershelf.services.changes import Changes

if TYPE_CHECKING:
    from papershelf.gui.controller import LibraryController

Maker = Callable[[Library], tuple[AnnotationRow, Changes]]


class AddAnnotationCommand(QUndoCommand):
    """Add an annotation; undo deletes it, redo brings the same row back."""

    def __init__(self, controller: LibraryController, make: Maker, label: str) -> None:
        super().__init__(label)
        self._controller, self._make = controller, make
        self.row: AnnotationRow | None = None

    def redo(self) -> None:
        """Make it (the first time) or restore it (after an undo)."""
        if self.row is not None:
            row = self.row
            self._controller.run(lambda lib: service.restore(lib, [row]))
            return

        def make(lib: Library) -> Changes:
            """Add it, keeping the row."""
            self.row, changes = self._make(lib)
            return changes

        self._controller.run(make)

    def undo(self) -> None:
        """Delete it."""
        assert self.row is not None
        ident = self.row.id
        self._controller.run(lambda lib: service.delete(lib, [ident])[1])


class EditAnnotationCommand(QUndoCommand):
    """Change an annotation's comment, colour, tags or sharing; undo puts the row back."""

    def __init__(
        self,
        controller: LibraryController,
        annotation_id: int,
        label: str,
        comment: str | None = None,
        colour: str | None = None,
        tags: Sequence[str] | None = None,
        public: bool | None = None,
    ) -> None:
        super().__init__(label)
        self._controller, self._id = controller, annotation_id
        self._comment, self._colour, self._public = comment, colour, public
        self._tags = None if tags is None else tuple(tags)
        self._before: AnnotationRow | None = None

    def redo(self) -> None:
        """Write the new values, keeping the row as it was."""

        def edit(lib: Library) -> Changes:
            """Edit it, keeping the row as it was first."""
            before, changes = service.update(
                lib, self._id, comment=self._comment, colour=self._colour, tags=self._tags,
                public=self._public,
            )  # fmt: skip
            self._before = self._before or before
            return changes

        self._controller.run(edit)

    def undo(self) -> None:
        """Put the row back."""
        assert self._before is not None
        before = self._before
        self._controller.run(lambda lib: service.revert(lib, before))


class DeleteAnnotationCommand(QUndoCommand):
    """Delete an annotation; undo restores it under its id."""

    def __init__(self, controller: LibraryController, annotation_id: int) -> None:
        super().__init__(translate("reader.commands", "Delete annotation"))
        self._controller, self._id = controller, annotation_id
        self._rows: list[AnnotationRow] = []

    def redo(self) -> None:
        """Delete it, keeping the row."""

        def delete(lib: Library) -> Changes:
            """Delete it, keeping the row."""
            self._rows, changes = service.delete(lib, [self._id])
            return changes

        self._controller.run(delete)

    def undo(self) -> None:
        """Restore it."""
        rows = self._rows
        self._controller.run(lambda lib: service.restore(lib, rows))
