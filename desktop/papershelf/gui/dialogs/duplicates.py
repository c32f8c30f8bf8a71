"""Duplicates already in the library, side by side: merge them (choosing per field) or keep both."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from papershelf.formats.text.markup import to_plain
from papershelf.gui.safe_text import cell_text
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.entries_sql import titles_of
from papershelf.services.deleting import revert_entries, snapshot_entries
from papershelf.services.duplicates import (
    Pair,
    duplicate_pairs,
    mark_not_duplicate,
    unmark_not_duplicate,
)
from papershelf.services.merging import FieldChoice, compare_entries, merge_entries

if TYPE_CHECKING:
    from papershelf.gui.controller import LibraryController

CHOSEN = Qt.ItemDataRole.UserRole + 1


class FieldTable(QTableWidget):
    """Field | kept value | other value; a click on a value picks it (shown bold)."""

    def __init__(
        self,
        parent: QWidget | None = None,
        headers: tuple[str, str] = (N("Keep (left)"), N("Other (right)")),
    ) -> None:
        super().__init__(0, 3, parent)
        self.choices: list[FieldChoice] = []
        self.setHorizontalHeaderLabels(
            [translate("duplicates", "Field"), *(translate("", h) for h in headers)]
        )
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setWordWrap(True)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setStretchLastSection(True)
        self.setColumnWidth(0, 110)
        self.setColumnWidth(1, 340)
        self.cellClicked.connect(self._choose)

    def show_choices(self, choices: list[FieldChoice], picks: dict[str, str] | None = None) -> None:
        """The fields side by side, each on the side picks gives (else its default side)."""
        self.choices = choices
        self.setRowCount(len(choices))
        for number, choice in enumerate(choices):
            self.setItem(number, 0, QTableWidgetItem(cell_text(choice.name)))
            self.setItem(number, 1, QTableWidgetItem(cell_text(choice.keep)))
            self.setItem(number, 2, QTableWidgetItem(cell_text(choice.other)))
            self._mark(number, (picks or {}).get(choice.name, choice.default))
        self.resizeRowsToContents()

    def clear_choices(self) -> None:
        """Show nothing."""
        self.choices = []
        self.setRowCount(0)

    def _mark(self, row: int, side: str) -> None:
        """Show which side of a row will be kept."""
        for column, name in ((1, "keep"), (2, "other")):
            item = self.item(row, column)
            if item is not None:
                font = item.font()
                font.setBold(name == side)
                item.setFont(font)
                item.setData(CHOSEN, name == side)

    def _choose(self, row: int, column: int) -> None:
        """A click on a value keeps that value."""
        if column in (1, 2):
            self._mark(row, "keep" if column == 1 else "other")

    def chosen(self) -> dict[str, str]:
        """The side picked for each field."""
        picks: dict[str, str] = {}
        for row, choice in enumerate(self.choices):
            other = self.item(row, 2)
            picks[choice.name] = "other" if other is not None and other.data(CHOSEN) else "keep"
        return picks


class DuplicatesDialog(QDialog):
    """Pairs on the left; their fields side by side on the right; a click picks a side."""

    def __init__(self, controller: LibraryController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("duplicates", "Duplicates"))
        self.resize(1000, 600)
        self.controller = controller
        self.pairs: list[Pair] = []
        self.pair_list = QListWidget(self)
        self.pair_list.setAccessibleName(self.tr("Possible duplicate pairs"))
        self.fields = FieldTable(self)
        self.fields.setAccessibleName(self.tr("Fields of the two entries"))
        self.summary = QLabel(self)
        self.merge_button = QPushButton(translate("duplicates", "Merge into the Left One"), self)
        self.different_button = QPushButton(translate("duplicates", "Not Duplicates"), self)
        self._lay_out()
        self.pair_list.currentRowChanged.connect(self._show_pair)
        self.merge_button.clicked.connect(self.merge_current)
        self.different_button.clicked.connect(self.keep_both)
        self.reload()

    def _lay_out(self) -> None:
        """Pairs | fields, the summary and buttons below."""
        split = QSplitter(self)
        split.addWidget(self.pair_list)
        right = QWidget(self)
        box = QVBoxLayout(right)
        box.setContentsMargins(0, 0, 0, 0)
        hint = QLabel(
            translate(
                "duplicates", "Click a value to keep it; bold values go into the merged entry."
            ),
            self,
        )
        hint.setWordWrap(True)  # German is a third longer
        box.addWidget(hint)
        box.addWidget(self.fields, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.summary, 1)
        buttons.addWidget(self.different_button)
        buttons.addWidget(self.merge_button)
        box.addLayout(buttons)
        split.addWidget(right)
        split.setSizes([300, 700])
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addWidget(close)

    # --- pairs ---------------------------------------------------------------------------
    def reload(self) -> None:
        """Find the pairs again (after a merge or a 'not duplicates')."""
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            self.pairs = duplicate_pairs(self.controller.lib)
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.pair_list.clear()
        for pair in self.pairs:
            title = cell_text(self._title(pair.first))
            item = QListWidgetItem(f"{title}\n{pair.reason} · {pair.score:.0f}%")
            self.pair_list.addItem(item)
        found = len(self.pairs)
        self.summary.setText(
            translate("duplicates", "No duplicates found.")
            if not found
            else translate("duplicates", "%n possible duplicate pairs", None, found)
        )
        self.merge_button.setEnabled(bool(found))
        self.different_button.setEnabled(bool(found))
        if found:
            self.pair_list.setCurrentRow(0)
        else:
            self.fields.clear_choices()

    def _title(self, entry_id: int) -> str:
        """An entry's title as plain text."""
        found = titles_of(self.controller.lib, [entry_id])
        return to_plain(found[entry_id]) if entry_id in found else translate("duplicates", "(gone)")

    def _show_pair(self, row: int) -> None:
        """The two entries' fields side by side, each row on its default side."""
        if not 0 <= row < len(self.pairs):
            return
        pair = self.pairs[row]
        self.fields.show_choices(compare_entries(self.controller.lib, pair.first, pair.second))

    @property
    def choices(self) -> list[FieldChoice]:
        """The fields of the pair shown."""
        return self.fields.choices

    def chosen(self) -> dict[str, str]:
        """The side picked for each field."""
        return self.fields.chosen()

    # --- actions -------------------------------------------------------------------------
    def merge_current(self) -> None:
        """Merge the right entry into the left one (undoable)."""
        row = self.pair_list.currentRow()
        if not 0 <= row < len(self.pairs):
            return
        pair, picks = self.pairs[row], self.chosen()
        before = snapshot_entries(self.controller.lib, [pair.first, pair.second])
        self.controller.operation(
            translate("duplicates", "Merge duplicates"),
            lambda lib: merge_entries(lib, pair.first, pair.second, picks),
            lambda lib: revert_entries(lib, before),
        )
        self.reload()

    def keep_both(self) -> None:
        """Remember that the pair are different papers (undoable)."""
        row = self.pair_list.currentRow()
        if not 0 <= row < len(self.pairs):
            return
        pair = self.pairs[row]
        self.controller.operation(
            translate("duplicates", "Mark as not duplicates"),
            lambda lib: mark_not_duplicate(lib, pair.first, pair.second),
            lambda lib: unmark_not_duplicate(lib, pair.first, pair.second),
        )
        self.reload()
