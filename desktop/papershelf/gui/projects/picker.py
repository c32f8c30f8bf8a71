"""The citation picker: a small window that searches the library as you type, takes
several papers (Ctrl/Shift+click, Shift+arrows), and on Enter gives their citation in the
chosen format (services/projects/cite_formats) on the clipboard and to whoever asked."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.safe_text import cell_text
from papershelf.gui.translation import translate
from papershelf.library.db import Library
from papershelf.library.queries import load_rows
from papershelf.services.projects.cite_formats import (
    DEFAULT_STYLE,
    PICKER_FORMATS,
    citation_text,
    picked_entries,
    search_picks,
)

SEARCH_DELAY_MS = 120
SHOWN = 50  # rows a search shows
_ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class CitationPicker(QDialog):
    """Search, select, Enter: the citation of the selected papers."""

    picked = Signal(str)  # the citation text (also put on the clipboard)

    def __init__(
        self, lib: Library, parent: QWidget | None = None, fmt: str = "cite",
        style: str = DEFAULT_STYLE,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.setObjectName("citationPicker")
        self.setWindowTitle(translate("projects.picker", "Cite"))
        self.lib, self.citation_style, self.citation = lib, style, ""
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(
            translate("projects.picker", "Search to cite: words, key:, author:…")
        )
        self.search.setAccessibleName(self.tr("Search to cite"))
        self.results = QListWidget(self)
        self.results.setAccessibleName(self.tr("Papers found"))
        self.results.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        self.format_box = QComboBox(self)
        for name, example in PICKER_FORMATS.items():
            self.format_box.addItem(example, name)
        self.format_box.setCurrentIndex(max(0, self.format_box.findData(fmt)))
        self.preview = QLabel(self)
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        self._timer = QTimer(self, singleShot=True, interval=SEARCH_DELAY_MS)
        self._layout()
        self._connect()
        self.resize(520, 360)

    def _layout(self) -> None:
        """Search over results, the format and what Enter gives below."""
        box = QVBoxLayout(self)
        box.addWidget(self.search)
        box.addWidget(self.results, 1)
        box.addWidget(self.format_box)
        box.addWidget(self.preview)

    def _connect(self) -> None:
        """Typing searches (after a pause); Enter anywhere chooses."""
        self.search.textChanged.connect(lambda _text: self._timer.start())
        self._timer.timeout.connect(self.run_search)
        self.results.itemSelectionChanged.connect(self._show_preview)
        self.format_box.currentIndexChanged.connect(lambda _i: self._show_preview())
        for widget in (self.search, self.results, self.format_box):
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter chooses; Down in the search box goes to the results."""
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        if event.key() in _ENTER:
            self.choose()
            return True
        if watched is self.search and event.key() == Qt.Key.Key_Down and self.results.count():
            self.results.setFocus()
            if not self.results.selectedItems():
                self.results.setCurrentRow(0)
            return True
        return False

    def run_search(self) -> None:
        """Show what the search finds (a search the language refuses shows nothing)."""
        text = self.search.text()
        ids = search_picks(self.lib, text, SHOWN) if text.strip() else []
        rows = load_rows(self.lib, ids)
        self.results.clear()
        for entry_id in ids:
            row = rows.get(entry_id)
            if row is None or not row.key:
                continue
            who = " ".join(
                part for part in (row.authors, f"({row.year})" if row.year else "") if part
            )
            label = f"{row.key} — {who}: {row.title}" if who else f"{row.key} — {row.title}"
            item = QListWidgetItem(cell_text(label))
            item.setData(Qt.ItemDataRole.UserRole, entry_id)
            self.results.addItem(item)
        if self.results.count():
            self.results.setCurrentRow(0)

    def chosen_ids(self) -> list[int]:
        """The selected papers' ids, in the list's order."""
        rows = sorted(self.results.row(item) for item in self.results.selectedItems())
        return [int(self.results.item(row).data(Qt.ItemDataRole.UserRole)) for row in rows]

    def format_name(self) -> str:
        """The chosen format's name."""
        return str(self.format_box.currentData())

    def current_citation(self) -> str:
        """The citation of the selection in the chosen format."""
        picked = picked_entries(self.lib, self.chosen_ids())
        options = {"brackets": "1", "style": self.citation_style}
        return citation_text(self.lib, picked, self.format_name(), options)

    def _show_preview(self) -> None:
        """What Enter would give."""
        self.preview.setText(cell_text(self.current_citation()))

    def choose(self) -> None:
        """Put the citation on the clipboard, say it, close."""
        self.citation = self.current_citation()
        if not self.citation:
            return
        QGuiApplication.clipboard().setText(self.citation)
        self.picked.emit(self.citation)
        self.accept()
