"""Undo commands: each stores ids and values (never ORM objects) and calls a service."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

from papershelf.services.entries import update_entries

if TYPE_CHECKING:
    from papershelf.gui.controller import LibraryController

Edits = dict[int, dict[str, Any]]


class EditEntriesCommand(QUndoCommand):
    """Set fields on entries; undo puts back each entry's own earlier values."""

    def __init__(
        self, controller: LibraryController, text: str, after: Edits, before: Edits
    ) -> None:
        super().__init__(text)
        self._controller = controller
        self._after = after
        self._before = before

    def redo(self) -> None:
        """Write the new values."""
        self._controller.run(lambda lib: update_entries(lib, self._after))

    def undo(self) -> None:
        """Write the values the entries had before."""
        self._controller.run(lambda lib: update_entries(lib, self._before))
