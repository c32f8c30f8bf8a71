"""The sidebar: the library's views by status and its reading lists, with counts."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import Scope, reading_lists

SCOPE_ROLE = Qt.ItemDataRole.UserRole + 1


class Sidebar(QTreeWidget):
    """A tree of scopes; choosing one filters the table."""

    scope_selected = Signal(object)  # Scope

    def __init__(self, lib: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lib = lib
        self.setHeaderHidden(True)
        self.setColumnCount(2)
        self.setRootIsDecorated(False)
        self.setIndentation(12)
        self.setUniformRowHeights(True)
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.setStyleSheet("QTreeView#sidebar::item { padding: 3px 2px; }")
        self.setObjectName("sidebar")
        self.itemSelectionChanged.connect(self._on_selection)
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the items with fresh counts, keeping the current choice."""
        current = self.current_scope()
        self.blockSignals(True)
        self.clear()
        self._add_library_section()
        self._add_lists_section()
        self.expandAll()
        self.blockSignals(False)
        self.select_scope(current or Scope())

    def _section(self, title: str) -> QTreeWidgetItem:
        """A bold, unselectable section heading."""
        item = QTreeWidgetItem(self, [title.upper()])
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 0.85)
        item.setFont(0, font)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        return item

    def _add_item(self, parent: QTreeWidgetItem, text: str, count: str, scope: Scope) -> None:
        """One selectable scope with its count right-aligned."""
        item = QTreeWidgetItem(parent, [text, count])
        item.setData(0, SCOPE_ROLE, scope)
        item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        item.setForeground(1, self.palette().placeholderText())

    def _add_library_section(self) -> None:
        """All entries and one item per reading status."""
        section = self._section("Library")
        counts = dict(self._lib.execute("SELECT status, count(*) FROM entry GROUP BY status"))
        self._add_item(section, "All entries", str(sum(counts.values())), Scope())
        for status in Status:
            count = str(counts.get(int(status), 0))
            self._add_item(section, status.label, count, Scope("status", int(status)))

    def _add_lists_section(self) -> None:
        """One item per reading list, with read/total."""
        lists = reading_lists(self._lib)
        if not lists:
            return
        section = self._section("Reading lists")
        for list_id, name, total, read in lists:
            self._add_item(section, name, f"{read}/{total}", Scope("list", list_id))

    def current_scope(self) -> Scope | None:
        """The scope selected now, if any."""
        items = self.selectedItems()
        scope = items[0].data(0, SCOPE_ROLE) if items else None
        return scope if isinstance(scope, Scope) else None

    def select_scope(self, scope: Scope) -> None:
        """Select the item showing *scope* (All entries when it is gone)."""
        fallback = None
        for item in self._scope_items():
            if item.data(0, SCOPE_ROLE) == scope:
                self.setCurrentItem(item)
                return
            fallback = fallback or item
        if fallback is not None:
            self.setCurrentItem(fallback)

    def _scope_items(self) -> list[QTreeWidgetItem]:
        """Every selectable item, top to bottom."""
        found: list[QTreeWidgetItem] = []
        for i in range(self.topLevelItemCount()):
            section = self.topLevelItem(i)
            if section is not None:
                children = (section.child(j) for j in range(section.childCount()))
                found += [child for child in children if child is not None]
        return found

    def _on_selection(self) -> None:
        """Tell the window which scope to show."""
        scope = self.current_scope()
        if scope is not None:
            self.scope_selected.emit(scope)
