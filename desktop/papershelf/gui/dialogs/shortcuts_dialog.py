"""Help › Keyboard Shortcuts: every action's key, read from gui/actions.py, with a filter box."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui import actions
from papershelf.gui.actions import ActionSpec
from papershelf.gui.translation import translate

Row = tuple[str, str, str]  # what it does, its keys, where it works
# Actions whose keys work while the list has the focus (a letter would type in text boxes),
# with the keys they have besides their first.
LIST_KEYS = {actions.OPEN_FILE: ("O",)}


def key_text(shortcut: actions.Shortcut) -> str:
    """A shortcut as the platform writes it (a standard key: its first binding, as set)."""
    if not isinstance(shortcut, QKeySequence.StandardKey) and not shortcut:
        return ""
    return QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText)


def action_text(text: str) -> str:
    """A menu text without its & mnemonic marks and trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def declared_specs() -> Iterator[ActionSpec]:
    """Every action declared in gui/actions.py, in the order written there."""
    for value in vars(actions).values():
        if isinstance(value, ActionSpec):
            yield value
        elif isinstance(value, tuple) and all(isinstance(v, ActionSpec) for v in value):
            yield from value


def _keys_of(spec: ActionSpec) -> str:
    """An action's keys as listed: its shortcut, then the list's extra keys."""
    return ", ".join([key_text(spec.shortcut), *LIST_KEYS.get(spec, ())])


def shortcut_rows(window_actions: list[QAction]) -> list[Row]:
    """The rows to list: actions.py's actions with a key, then the window's other keyed ones."""
    rows = [
        (
            action_text(translate("", spec.text)),
            _keys_of(spec),
            "List" if spec in LIST_KEYS else "Window",
        )
        for spec in declared_specs()
        if key_text(spec.shortcut)
    ]
    listed = {row[1] for row in rows}
    for action in window_actions:  # Undo and Redo come from the undo stack, not actions.py
        keys = [s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts()]
        if keys and not listed.intersection(keys):
            text = action_text(action.text()).split(" ", 1)[0]  # "Undo Rate 1 entry…": "Undo"
            typed = [key for key in keys if key != text]  # not the keyboards' own Redo key
            rows.append((text, ", ".join(typed), "Window"))
            listed.update(keys)
    return rows


def triage_rows() -> list[Row]:
    """The single keys of triage mode."""
    from papershelf.gui.features.triage import LEGEND

    return [(word.capitalize(), key, "Triage") for key, word in LEGEND]


class ShortcutsDialog(QDialog):
    """A table of action, keys and where they work; typing in the box filters it."""

    def __init__(self, rows: list[Row], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("shortcuts_dialog", "Keyboard Shortcuts"))
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(
            translate("shortcuts_dialog", "Filter: an action or a key (e.g. “tag”, “Ctrl+T”)")
        )
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setAccessibleName(self.tr("Filter shortcuts"))
        self.table = self._make_table(rows)
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.filter_edit)
        layout.addWidget(self.table, 1)
        layout.addWidget(buttons)
        self.filter_edit.textChanged.connect(self.apply_filter)
        self.resize(520, 560)

    @staticmethod
    def _make_table(rows: list[Row]) -> QTableWidget:
        """A read-only three-column table of the rows."""
        table = QTableWidget(len(rows), 3)
        table.setHorizontalHeaderLabels(["Action", "Keys", "Where"])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        for number, row in enumerate(rows):
            for column, text in enumerate(row):
                table.setItem(number, column, QTableWidgetItem(text))
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        return table

    def apply_filter(self, text: str) -> None:
        """Show the rows whose action, keys or place contain every typed word."""
        words = text.casefold().split()
        for number in range(self.table.rowCount()):
            cells = " ".join(self._cell(number, c) for c in range(3)).casefold()
            self.table.setRowHidden(number, not all(word in cells for word in words))

    def shown_actions(self) -> list[str]:
        """The action names of the rows not filtered out."""
        return [
            self._cell(n, 0) for n in range(self.table.rowCount()) if not self.table.isRowHidden(n)
        ]

    def _cell(self, row: int, column: int) -> str:
        """The text of one cell."""
        item = self.table.item(row, column)
        return item.text() if item is not None else ""


def show_shortcuts(window: QWidget) -> ShortcutsDialog:
    """Open the dialog over *window* (not modal: keys can be tried beside it)."""
    rows = shortcut_rows(window.findChildren(QAction)) + triage_rows()
    dialog = ShortcutsDialog(rows, window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.filter_edit.setFocus()
    return dialog
