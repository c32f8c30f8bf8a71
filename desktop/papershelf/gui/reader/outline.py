"""The reader's Contents tab: the PDF's outline (bookmarks) as a tree; a click jumps there."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from papershelf.formats.pdf.values import OutlineItem
from papershelf.gui.translation import translate

PAGE_ROLE = Qt.ItemDataRole.UserRole + 1


class OutlineTree(QTreeWidget):
    """The outline's items nested by level, each with its page number."""

    jump_requested = Signal(int)  # a page (0-based)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readerOutline")
        self.setColumnCount(2)
        self.setHeaderLabels(
            [translate("reader.outline", "Contents"), translate("reader.outline", "Page")]
        )
        self.header().setStretchLastSection(False)
        self.header().resizeSection(1, 50)
        self.header().setSectionResizeMode(0, self.header().ResizeMode.Stretch)
        self.itemClicked.connect(self._clicked)
        self.itemActivated.connect(self._clicked)

    def show_items(self, items: Sequence[OutlineItem]) -> None:
        """Fill the tree from the outline, in order."""
        self.clear()
        parents: list[QTreeWidgetItem] = []
        for item in items:
            del parents[item.level :]
            holder = parents[-1] if parents else self.invisibleRootItem()
            page = "" if item.page is None else str(item.page + 1)
            node = QTreeWidgetItem(holder, [item.title, page])
            node.setData(0, PAGE_ROLE, item.page)
            node.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
            parents.append(node)
        self.expandToDepth(0)

    def _clicked(self, node: QTreeWidgetItem, _column: int = 0) -> None:
        """Jump to the item's page (an item leading nowhere does nothing)."""
        page = node.data(0, PAGE_ROLE)
        if page is not None:
            self.jump_requested.emit(int(page))
