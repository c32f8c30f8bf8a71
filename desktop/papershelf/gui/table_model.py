"""The paper table: an ordered id list from SQL, rows loaded by pages on demand."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont

from papershelf.formats.markup import to_plain
from papershelf.gui.dragdrop import ENTRY_IDS_MIME, entry_ids_from, entry_ids_mime
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import Row, Scope, Sort, load_rows, ordered_ids
from papershelf.services.changes import Changes

ENTRY_ID_ROLE = Qt.ItemDataRole.UserRole + 1
TAGS_ROLE = Qt.ItemDataRole.UserRole + 2
RATING_ROLE = Qt.ItemDataRole.UserRole + 3
STATUS_ROLE = Qt.ItemDataRole.UserRole + 4
AnyIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()


@dataclass(frozen=True)
class Column:
    """One column of the table: its id, header and the sort key it uses in SQL."""

    name: str
    header: str
    sort_key: str
    width: int
    shown: bool = True  # shown until the person hides it (View > Columns)


COLUMNS: tuple[Column, ...] = (
    Column("title", "Title", "title", 320),
    Column("authors", "Authors", "authors", 120),
    Column("year", "Year", "year", 48),
    Column("venue", "Venue", "venue", 64),
    Column("status", "Status", "status", 84),
    Column("rating", "Rating", "rating", 86),
    Column("tags", "Tags", "tags", 110),
    Column("added", "Added", "added", 98, shown=False),
)
COLUMN_INDEX = {c.name: i for i, c in enumerate(COLUMNS)}
STATUS_COLORS = {Status.UNREAD: "#3b82f6", Status.READING: "#f59e0b", Status.READ: "#10b981"}


class PaperTableModel(QAbstractTableModel):
    """A table over the ids of the current view; only the pages painted are read from SQL."""

    PAGE_SIZE = 128
    MAX_PAGES = 64
    edit_requested = Signal(int, dict)  # entry id, {field: value}
    reorder_requested = Signal(list, object)  # entry ids, the id to put them before (or None)
    view_changed = Signal()

    def __init__(self, lib: Library, parent: Any = None) -> None:
        super().__init__(parent)
        self._lib = lib
        self._ids: list[int] = []
        self._row_of: dict[int, int] | None = None
        self._rows: dict[int, Row] = {}
        self._titles: dict[int, str] = {}
        self._pages: OrderedDict[int, list[int]] = OrderedDict()
        self.pages_loaded = 0  # pages read from SQL since the last reset (tests and benchmarks)
        self.scope = Scope()
        self.query = ""
        self.sort_order = Sort()

    # --- what the view shows -------------------------------------------------------------
    def set_view(self, scope: Scope | None = None, query: str | None = None) -> None:
        """Show another scope or query: the id list is asked for again."""
        if scope is not None:
            self._enter_scope(scope)
        if query is not None:
            self.query = query
        self.reload()

    def _enter_scope(self, scope: Scope) -> None:
        """A reading list opens in its own order; leaving one goes back to newest first."""
        if scope.kind == "list":
            self.sort_order = Sort("position", descending=False)
        elif self.sort_order.key == "position":
            self.sort_order = Sort()
        self.scope = scope

    @property
    def in_list_order(self) -> bool:
        """Whether rows show a reading list in its own order (no column sort)."""
        return self.sort_order.key == "position"

    def reload(self) -> None:
        """Ask SQL for the ordered ids again and forget every cached row."""
        self.beginResetModel()
        self._ids = ordered_ids(self._lib, self.scope, self.query, self.sort_order)
        self._forget_rows()
        self.endResetModel()
        self.view_changed.emit()

    def _forget_rows(self) -> None:
        """Drop every cached row and page, and the id -> row map."""
        self._row_of = None
        self._rows.clear()
        self._titles.clear()
        self._pages.clear()
        self.pages_loaded = 0

    def entry_id(self, row: int) -> int:
        """The entry id shown in *row*."""
        return self._ids[row]

    def row_of(self, entry_id: int) -> int | None:
        """The row that shows *entry_id*, or None when it is not in this view."""
        if self._row_of is None:
            self._row_of = {eid: row for row, eid in enumerate(self._ids)}
        return self._row_of.get(entry_id)

    @property
    def ids(self) -> list[int]:
        """The entry ids of the view, in display order (do not modify)."""
        return self._ids

    # --- Qt model interface ----------------------------------------------------------------
    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        """Rows: one per entry in the view (none under an item: this is a flat table)."""
        return 0 if parent.isValid() else len(self._ids)

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        """Columns: fixed."""
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column headers."""
        horizontal = orientation == Qt.Orientation.Horizontal
        if horizontal and role == Qt.ItemDataRole.DisplayRole and 0 <= section < len(COLUMNS):
            return COLUMNS[section].header
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        """Rows are selectable; rating and status are edited in place."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        base |= Qt.ItemFlag.ItemIsDragEnabled
        if self.in_list_order:
            base |= Qt.ItemFlag.ItemIsDropEnabled
        if COLUMNS[index.column()].name in ("rating", "status"):
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """What the view paints for one cell."""
        if not index.isValid() or not 0 <= index.row() < len(self._ids):
            return None
        row = self._row(index.row())
        if row is None:
            return None
        return self._cell(row, COLUMNS[index.column()].name, role)

    def setData(self, index: AnyIndex, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """An in-place edit of rating or status becomes a request; the library is the truth."""
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        name = COLUMNS[index.column()].name
        if name not in ("rating", "status"):
            return False
        self.edit_requested.emit(self._ids[index.row()], {name: int(value)})
        return True

    # --- drag and drop ----------------------------------------------------------------------
    def mimeTypes(self) -> list[str]:
        """Rows travel as entry ids."""
        return [ENTRY_IDS_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        """The dragged rows' entry ids, top to bottom."""
        rows = sorted({index.row() for index in indexes if index.isValid()})
        return entry_ids_mime([self._ids[r] for r in rows])

    def supportedDragActions(self) -> Qt.DropAction:
        """Rows are copied onto tags and lists, moved within a reading list."""
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction | Qt.DropAction.LinkAction

    def supportedDropActions(self) -> Qt.DropAction:
        """A reading list in its own order takes its rows back at a new place."""
        return Qt.DropAction.MoveAction

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        """Only a reading list shown in its own order can be reordered by dropping."""
        return self.in_list_order and bool(entry_ids_from(data))

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        """Ask for the dropped entries to move before the row dropped on (or to the end)."""
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        target = parent.row() if parent.isValid() else row
        before = self._ids[target] if 0 <= target < len(self._ids) else None
        self.reorder_requested.emit(entry_ids_from(data), before)
        return False  # the list is re-read from SQL; the view must not remove rows itself

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by re-querying SQL; selected rows keep their selection."""
        if not 0 <= column < len(COLUMNS):
            return
        self.sort_order = Sort(COLUMNS[column].sort_key, order == Qt.SortOrder.DescendingOrder)
        self.layoutAboutToBeChanged.emit()
        old_persistent = self.persistentIndexList()
        old_ids = [self._ids[i.row()] if i.isValid() else None for i in old_persistent]
        self._ids = ordered_ids(self._lib, self.scope, self.query, self.sort_order)
        self._row_of = None
        self._pages.clear()  # page membership changed; cached rows stay valid
        new_persistent = [
            self._moved(i, eid) for i, eid in zip(old_persistent, old_ids, strict=True)
        ]
        self.changePersistentIndexList(old_persistent, new_persistent)
        self.layoutChanged.emit()

    def _moved(self, index: QModelIndex, entry_id: int | None) -> QModelIndex:
        """Where a persistent index goes after a re-sort."""
        row = self.row_of(entry_id) if entry_id is not None else None
        return QModelIndex() if row is None else self.index(row, index.column())

    # --- refreshing from what changed -------------------------------------------------------
    def apply_changes(self, changes: Changes) -> None:
        """Refresh after an operation: re-read edited rows; re-query when entries came or went."""
        if changes.membership or self._changes_view(changes):
            self.reload()
            return
        rows = [r for r in (self.row_of(eid) for eid in changes.edited) if r is not None]
        fresh = load_rows(self._lib, [self._ids[r] for r in rows if self._ids[r] in self._rows])
        self._store(fresh)
        for row in rows:
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))

    def _changes_view(self, changes: Changes) -> bool:
        """Whether edited fields decide which entries this view shows."""
        if self.scope.kind == "status" and "status" in changes.fields:
            return True
        if self.scope.kind in ("tag", "list") and (changes.tags or changes.lists):
            return True
        searched = {"title", "abstract", "authors_text", "venue", "keywords", "notes"}
        return bool(self.query) and bool(searched & changes.fields)

    # --- loading pages ----------------------------------------------------------------------
    def _row(self, row: int) -> Row | None:
        """The cached row, loading its page from SQL when it is not cached."""
        entry_id = self._ids[row]
        cached = self._rows.get(entry_id)
        if cached is None:
            self._load_page(row // self.PAGE_SIZE)
            cached = self._rows.get(entry_id)
        return cached

    def _load_page(self, page: int) -> None:
        """Read one page of rows from SQL, evicting the least recently used page."""
        start = page * self.PAGE_SIZE
        ids = self._ids[start : start + self.PAGE_SIZE]
        self._store(load_rows(self._lib, ids))
        self._pages[page] = ids
        self.pages_loaded += 1
        while len(self._pages) > self.MAX_PAGES:
            _page, old_ids = self._pages.popitem(last=False)
            for entry_id in old_ids:
                self._rows.pop(entry_id, None)
                self._titles.pop(entry_id, None)

    def _store(self, rows: dict[int, Row]) -> None:
        """Cache rows and their display titles (markup stripped once, not per paint)."""
        self._rows.update(rows)
        for entry_id, row in rows.items():
            self._titles[entry_id] = to_plain(row.title) or "(untitled)"

    # --- cells ------------------------------------------------------------------------------
    def _cell(self, row: Row, column: str, role: int) -> Any:
        """One cell's value for one role."""
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column)
        if role == ENTRY_ID_ROLE:
            return row.id
        if role == TAGS_ROLE:
            return row.tags
        if role == RATING_ROLE or (role == Qt.ItemDataRole.EditRole and column == "rating"):
            return row.rating
        if role == STATUS_ROLE or (role == Qt.ItemDataRole.EditRole and column == "status"):
            return row.status
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, column)
        if role == Qt.ItemDataRole.FontRole and column == "title" and row.title_inferred:
            font = QFont()
            font.setItalic(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole:
            return self._foreground(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in ("year", "added"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _display(self, row: Row, column: str) -> Any:
        """The text shown in a cell."""
        if column == "title":
            return self._titles.get(row.id, row.title)
        if column == "authors":
            return row.authors
        if column == "year":
            return "" if row.year is None else str(row.year)
        if column == "venue":
            return row.venue
        if column == "status":
            return Status(row.status).label
        if column == "rating":
            return "★" * row.rating
        if column == "tags":
            return ", ".join(name for name, _ in row.tags)
        if column == "added":
            return row.date_added[:10]
        return None

    def _tooltip(self, row: Row, column: str) -> str | None:
        """Hover text: the full title, and a word on inferred titles."""
        if column == "title":
            title = self._titles.get(row.id, row.title)
            return f"{title}\n(title inferred from the abstract)" if row.title_inferred else title
        if column == "tags" and row.tags:
            return ", ".join(name for name, _ in row.tags)
        return None

    def _foreground(self, row: Row, column: str) -> QColor | None:
        """The status colour for the status column (inferred titles are marked by italics)."""
        if column == "status":
            return QColor(STATUS_COLORS[Status(row.status)])
        return None
