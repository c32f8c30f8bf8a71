"""Reading-list notes on screen: a strip in the detail pane and the table's List Note column."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QTableView, QWidget

from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.gui.table.table_model import PaperTableModel

NOTE_COLUMN = COLUMN_INDEX["list_note"]


class ListNoteStrip(QLabel):
    """'Note in “List”: …' above the reading page, shown only when the paper has one there."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("listNote")
        self.setTextFormat(Qt.TextFormat.PlainText)  # a note is the person's text, never markup
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setContentsMargins(14, 6, 10, 6)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)  # follows light and dark
        self.hide()

    def show_note(self, list_name: str, note: str) -> None:
        """Show the note of the paper in *list_name* (nothing when the note is empty)."""
        self.setText(f"Note in “{list_name}”: {note}" if note else "")
        self.setVisible(bool(note))


def sync_note_column(table: QTableView, model: PaperTableModel) -> None:
    """The List Note column shows while a reading list with notes is shown, and only then."""
    table.horizontalHeader().setSectionHidden(NOTE_COLUMN, not model.list_notes)
