"""The paper table: an ordered id list from SQL, rows loaded by pages on demand (what its
cells show is table_cells's). A big view shows its first FIRST_ROWS ids and its count at
once; the window's model reads the rest on the task runner (full_list), then shows them."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFont

from papershelf.formats.text.markup import to_plain
from papershelf.gui.safe_text import cell_text
from papershelf.gui.settings import Settings
from papershelf.gui.table.dragdrop import EntryRowsDrag
from papershelf.gui.table.full_list import FullList
from papershelf.gui.table.id_rows import IdRows
from papershelf.gui.table.table_cells import (
    ANSWERED_ROLES,
    COLUMN_INDEX,
    COLUMNS,
    LIST_NOTE_SORT,
    Column,
    TableCells,
)
from papershelf.gui.table.table_extras import RowExtras
from papershelf.gui.translation import translate
from papershelf.library.client_terms import resolve
from papershelf.library.db import Library
from papershelf.library.queries import (
    RELEVANCE,
    Row,
    Scope,
    Sort,
    count_matches,
    first_page_ids,
    load_rows,
    ordered_ids,
)
from papershelf.library.search import ParsedQuery, parse
from papershelf.services.changes import Changes
from papershelf.services.list_notes import list_notes
from papershelf.services.saved_searches import SavedSearch, get_saved

FIRST_PAGE = 100  # rows a search shows at once, before every hit is ranked
# Rows the window's first paint reads (more than a tall screen shows); the rest follow it.
OPENING_ROWS = 250
FULL_RESULTS_DELAY_MS = 250  # the pause in typing after which every hit is fetched
# A view (a scope, a filter, a sort) of more entries than this shows its first FIRST_ROWS
# at once and gets the rest from the task runner (the window's model, background=True);
# a smaller one is read whole at once. A screenful and more: a filter checked row by row
# along the order's index (year: while sorted by date added) reads one row per id.
FIRST_ROWS = OPENING_ROWS
AnyIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()


class PaperTableModel(EntryRowsDrag, TableCells, IdRows):
    """A table over the ids of the current view; only the pages painted are read from SQL."""

    PAGE_SIZE = 128
    MAX_ROWS = 64 * PAGE_SIZE  # rows kept in memory, whatever the size of the library
    edit_requested = Signal(int, dict)  # entry id, {field: value}
    reorder_requested = Signal(list, object)  # entry ids, the id to put them before (or None)
    view_changed = Signal()

    def __init__(self, lib: Library, parent: Any = None, background: bool = False) -> None:
        """*background*: read a big view's whole list on the task runner (the window's)."""
        super().__init__(parent)
        self._lib = lib
        self._full = FullList(lib, self) if background else None
        if self._full is not None:
            self._full.arrived.connect(self._take_full_list)
        self._ids: list[int] = []
        self._row_of: dict[int, int] | None = None
        self._rows: OrderedDict[int, Row] = OrderedDict()  # least recently loaded first
        self._titles: dict[int, str] = {}
        self.list_notes: dict[int, str] = {}  # the reading list's notes, when one is shown
        self._flags: list[Qt.ItemFlag] | None = None
        self._italic: QFont | None = None
        self.extras = RowExtras()  # progress and readers of the cached rows (table_extras)
        self.settings: Settings | None = None  # where the reader keeps positions (the window's)
        self.pages_loaded = 0  # pages read from SQL since the last reset (tests and benchmarks)
        self.scope = Scope()
        self.query = ""  # the search box's text
        self.total = 0  # entries matching the view (more than rows while a search is partial)
        self.counted = True  # False: total is a lower bound (the first rows, or a search's
        # capped hits); the exact count comes with the whole list, from the task runner
        self.hints: tuple[str, ...] = ()  # what the search box should say about the query
        self.terms: tuple[str, ...] = ()  # words to highlight
        self._saved: SavedSearch | None = None
        self._column_sort = Sort()  # the header's choice
        self._list_order = False  # a reading list shown in its own order
        self._relevance = False  # a search ranked best match first
        self._complete_timer = QTimer(self, singleShot=True, interval=FULL_RESULTS_DELAY_MS)
        self._complete_timer.timeout.connect(self.complete_results)

    @property
    def lib(self) -> Library:
        """The library the rows come from."""
        return self._lib

    # --- what the view shows -------------------------------------------------------------
    @property
    def sort_order(self) -> Sort:
        """The order rows are in: relevance while searching, a list's own, or the header's."""
        if self._relevance:
            return Sort(RELEVANCE)
        if self._list_order:
            return Sort("position", descending=False)
        return self._column_sort

    @property
    def in_list_order(self) -> bool:
        """Whether rows show a reading list in its own order (no column sort)."""
        return self.sort_order.key == "position"

    @property
    def by_relevance(self) -> bool:
        """Whether rows are a search's hits, best match first."""
        return self.sort_order.key == RELEVANCE

    @property
    def effective_scope(self) -> Scope:
        """The scope searched: a saved search's own scope when one is shown."""
        return self._saved.view_scope if self._saved is not None else self.scope

    @property
    def effective_query(self) -> str:
        """The box's query, within a saved search's query when one is shown."""
        if self._saved is None or not self._saved.query.strip():
            return self.query
        return f"({self._saved.query}) {self.query}".strip()

    def set_view(self, scope: Scope | None = None, query: str | None = None) -> None:
        """Show another scope or query: the id list is asked for again."""
        if scope is not None:
            self._enter_scope(scope)
        if query is not None:
            self._enter_query(query)
        self.reload()

    def _enter_scope(self, scope: Scope) -> None:
        """A reading list opens in its own order; a saved search brings its query and scope."""
        self._list_order = scope.kind == "list"
        self._saved = get_saved(self._lib, scope.value) if scope.kind == "saved" else None  # type: ignore[arg-type]
        self.scope = scope

    def _enter_query(self, query: str) -> None:
        """Words typed switch to best-match-first; clearing them goes back to the header's order."""
        had_text = parse(self.query).has_text
        has_text = parse(query).has_text
        if has_text and not had_text:
            self._relevance = True
        elif not has_text:
            self._relevance = False
        self.query = query

    def reload(self, keep_rows: bool = True, opening: bool = False, whole: bool = False) -> None:
        """Ask SQL for the ordered ids again; cached rows stay unless the data changed.

        *opening*: the window's first load reads the first OPENING_ROWS ids and the count
        only (the whole list of a 100k library is 40-60 ms of its first paint); the rest
        comes with complete_results, which the window calls once it has painted. *whole*:
        every id of a view without a query now, whatever its size (after a change).
        """
        self._stop_completing()
        self.beginResetModel()
        self._ids, complete = self._fetch_ids(OPENING_ROWS if opening else None, whole)
        self._ids_moved()
        self._read_list_notes()
        self.pages_loaded = 0
        if not keep_rows:
            self._forget_rows()
        self.endResetModel()
        if not complete and (opening or self.query.strip()):
            self._complete_timer.start()  # after the first paint, or a pause in the typing
        elif not complete:
            self.complete_results()
        self.view_changed.emit()

    def _fetch_ids(self, limit: int | None = None, whole: bool = False) -> tuple[list[int], bool]:
        """The ids to show now, and whether they are all of them (a search shows a page
        first; so do the window's opening, up to *limit* ids, and any big view of the
        window's model unless *whole*)."""
        scope, query = self.effective_scope, self.effective_query
        self.counted = True
        parsed = parse(query, typing=True)
        if query.strip() and not parsed.has_text and self._full is not None:
            return self._first_filtered(scope, parsed)
        if not query.strip():
            self.hints, self.terms = (), ()
            # A filtering scope (a sidebar tag, a status) of the window's model is counted
            # with its whole list, on the task runner: its count reads every match.
            later = limit is None and scope.kind != "all"
            if limit is None and not whole and self._full is not None:
                limit = FIRST_ROWS
            ids = ordered_ids(self._lib, scope, query, self.sort_order, limit)
            self.total = len(ids)
            if limit is not None and len(ids) >= limit:
                if later:
                    self.counted = False
                    return ids, False
                self.total = count_matches(self._lib, query, scope)
            return ids, len(ids) >= self.total
        counting = self._full is None  # the window's model counts the hits with the whole list
        page = first_page_ids(self._lib, query, scope, self.sort_order, FIRST_PAGE, True, counting)
        self.hints, self.terms, self.total = page.hints, page.terms, page.total
        self.counted = page.counted
        return page.ids, len(page.ids) >= page.total

    def _first_filtered(self, scope: Scope, parsed: ParsedQuery) -> tuple[list[int], bool]:
        """The first FIRST_ROWS ids of filters alone (year:, tag:, status:) along the
        order's index; their count comes with the whole list, from the task runner."""
        self.hints, self.terms = parsed.hints, ()
        ids = ordered_ids(self._lib, scope, parsed, self.sort_order, FIRST_ROWS)
        self.total, self.counted = len(ids), len(ids) < FIRST_ROWS
        return ids, self.counted

    def complete_results(self) -> None:
        """After a pause in typing (or the first paint), swap the first rows for every id:
        the window's model reads them on the task runner, a bare model here."""
        self._complete_timer.stop()
        if self._full is None:
            self._take_full_list(self._whole_list()(self._lib))
        elif not self._full.pending:  # asked already (the timer and the first paint both call)
            self._full.request(self._whole_list())

    def _whole_list(self) -> Callable[[Library], list[int]]:
        """The query of every id of the view as it is now, to run on any connection (the
        search's related: and missing-file terms answered here, where their answers are)."""
        scope, sort = self.effective_scope, self.sort_order
        query: ParsedQuery = resolve(self._lib, parse(self.effective_query))
        return lambda lib: ordered_ids(lib, scope, query, sort)

    def _take_full_list(self, full: list[int]) -> None:
        """Show every id of the view in place of the first ones (selection and scroll stay)."""
        self._show_ids(full)
        self.total, self.counted = len(full), True
        self.view_changed.emit()

    def _ids_moved(self) -> None:
        """The ids changed places: the row map and the flags (list order or not) are stale."""
        super()._ids_moved()
        self._flags = None

    def _stop_completing(self) -> None:
        """Forget the completion asked for (the view changes): its answer is not shown."""
        self._complete_timer.stop()
        if self._full is not None:
            self._full.cancel()

    def set_column_sort(self, column: int, order: Qt.SortOrder) -> None:
        """The header's sort, before the first load (which is then in that order)."""
        if 0 <= column < len(COLUMNS) and COLUMNS[column].sort_key not in (LIST_NOTE_SORT, ""):
            self._column_sort = _header_sort(column, order)

    @property
    def partial(self) -> bool:
        """Whether only the first rows of the view are shown yet (the rest: after a pause
        in typing, the first paint, or while the task runner reads them)."""
        return self._complete_timer.isActive() or (self._full is not None and self._full.pending)

    def wait_for_rows(self, msecs: int = 30000) -> bool:
        """Block until the list read in the background is read (tests, benchmarks)."""
        return self._full is None or self._full.wait(msecs)

    def _read_list_notes(self) -> None:
        """The notes of the reading list shown (none outside a list)."""
        scope = self.effective_scope
        in_list = scope.kind == "list" and isinstance(scope.value, int)
        self.list_notes = list_notes(self._lib, scope.value) if in_list else {}  # type: ignore[arg-type]

    def _forget_rows(self) -> None:
        """Drop every cached row (their data changed), and the id -> row map."""
        self._row_of = None
        self._rows.clear()
        self._titles.clear()
        self.extras.clear()
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
            return translate("", COLUMNS[section].header)
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        """Rows are selectable and draggable; rating and status are edited in place."""
        if not index.isValid():  # the list's own rows drop anywhere on it (the end: below)
            return Qt.ItemFlag.ItemIsDropEnabled if self.in_list_order else Qt.ItemFlag.NoItemFlags
        if self._flags is None:  # asked for every painted cell: computed once per view
            self._flags = [self._column_flags(c) for c in COLUMNS]
        return self._flags[index.column()]

    def _column_flags(self, column: Column) -> Qt.ItemFlag:
        """The flags of every cell of one column in the current view."""
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        base |= Qt.ItemFlag.ItemIsDragEnabled
        if self.in_list_order:
            base |= Qt.ItemFlag.ItemIsDropEnabled
        if column.name in ("rating", "status"):
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """What the view paints for one cell."""
        if role not in ANSWERED_ROLES or not index.isValid():
            return None  # most roles Qt asks for are never answered: skip the row lookup
        if not 0 <= index.row() < len(self._ids):
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

    # --- drag and drop (gui/table/dragdrop.EntryRowsDrag) ----------------------------------------
    def dragged_ids(self, rows: Sequence[int]) -> list[int]:
        """The entry ids of *rows*."""
        return [self._ids[r] for r in rows]

    def reorderable(self) -> bool:
        """Rows can be dropped back into a reading list shown in its own order."""
        return self.in_list_order

    def request_reorder(self, ids: list[int], target_row: int) -> None:
        """Ask for *ids* to move before the entry in *target_row* (to the end past the last)."""
        before = self._ids[target_row] if 0 <= target_row < len(self._ids) else None
        self.reorder_requested.emit(ids, before)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort by re-querying SQL; selected rows keep their selection."""
        if not 0 <= column < len(COLUMNS) or not COLUMNS[column].sort_key:
            return  # columns read beside the rows (table_extras) keep the order shown
        if COLUMNS[column].sort_key == LIST_NOTE_SORT:  # a list's own order
            in_order = (self.scope.kind == "list", False)
            if in_order == (self._list_order, self._relevance):
                return  # the rows are in that order already (sortByColumn asks twice)
            self._list_order, self._relevance = in_order
            self.reload()
            return
        wanted = _header_sort(column, order)
        if wanted == self.sort_order:
            return  # the rows are in that order already (QTableView.sortByColumn asks twice;
            # a first page's are the first rows of that order, and the rest follow)
        self._column_sort, self._list_order, self._relevance = wanted, False, False
        if self.partial and self._full is None:  # rows will be added: a reload, no re-layout
            self.reload()
            return
        ids, complete = self._sorted_ids()
        self._move_to(ids, park=not complete)
        if not complete and self._full is not None:
            self._full.request(self._whole_list())

    def _sorted_ids(self) -> tuple[list[int], bool]:
        """The view's ids in the new order: all of them, or (the window's model, a big view)
        its first FIRST_ROWS, and whether they are all."""
        known = not self.partial  # the count is exact (a search's first page may guess it)
        self._stop_completing()
        if self._full is None:
            return self._whole_list()(self._lib), True
        scope, query = self.effective_scope, self.effective_query
        ids = ordered_ids(self._lib, scope, query, self.sort_order, FIRST_ROWS)
        if len(ids) < FIRST_ROWS:
            self.total, self.counted = len(ids), True
            return ids, True
        if not known and self.counted:  # a search's first page (filters alone: not counted)
            self.total = count_matches(self._lib, query, scope)
        return ids, self.counted and len(ids) >= self.total

    # --- refreshing from what changed -------------------------------------------------------
    def apply_changes(self, changes: Changes) -> None:
        """Refresh after an operation: re-read edited rows; re-query when entries came or went."""
        if changes.membership or self._changes_view(changes):
            self._drop_rows(changes.edited)
            self.reload(whole=True)  # the selection and the scroll stay where they were
            return
        if "list_note" in changes.fields:
            self._read_list_notes()
            self.view_changed.emit()  # the note column may appear or go
        rows = [r for r in (self.row_of(eid) for eid in changes.edited) if r is not None]
        fresh = load_rows(self._lib, [self._ids[r] for r in rows if self._ids[r] in self._rows])
        self._store(fresh)
        for row in rows:
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))

    def recheck_files(self) -> None:
        """Files may have come or gone on disk: the Missing files view asks again, other
        views re-read the file counts of the cached rows that have files."""
        if self.effective_scope.kind == "missing":
            self.reload(keep_rows=False)
            return
        with_files = [entry_id for entry_id, row in self._rows.items() if row.files]
        self._store(load_rows(self._lib, with_files))
        column = COLUMN_INDEX["files"]
        for row in (r for r in map(self.row_of, with_files) if r is not None):
            self.dataChanged.emit(self.index(row, column), self.index(row, column))

    def show_extras(self, shown: frozenset[str]) -> None:
        """The columns shown changed: read what a newly shown Progress or Read by needs for
        the cached rows (hidden, they cost nothing)."""
        if shown == self.extras.shown:
            return
        self.extras.shown = shown
        self.extras.clear()
        self.extras.read(self._lib, self.settings, list(self._rows))
        if self._ids:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._ids) - 1, len(COLUMNS) - 1)
            )

    def refresh_progress(self, entry_id: int) -> None:
        """The reader left a paper's PDF: its Progress cell shows the page it was left at."""
        row = self.row_of(entry_id)
        if row is None or entry_id not in self._rows:
            return  # not shown, or not read yet: its page comes with its row
        self.extras.read_pages(self._lib, self.settings, [entry_id])
        column = COLUMN_INDEX["progress"]
        self.dataChanged.emit(self.index(row, column), self.index(row, column))

    def _drop_rows(self, ids: frozenset[int]) -> None:
        """Forget cached rows whose data changed."""
        for entry_id in ids:
            self._rows.pop(entry_id, None)
            self._titles.pop(entry_id, None)
            self.extras.forget(entry_id)

    def _changes_view(self, changes: Changes) -> bool:
        """Whether a change may alter which entries this view shows, or their order."""
        kind = self.effective_scope.kind
        if self.effective_query.strip() and not changes.empty:
            return True  # a query can read any field, tag or list
        if kind == "status" and "status" in changes.fields:
            return True
        if kind in ("tag", "tags") and changes.tags:
            return True
        if kind in ("list", "unfiled") and changes.lists:
            return True
        if kind == "missing" and changes.attachments:
            return True
        sort_field = {"authors": "authors_text", "added": "date_added"}.get(
            self.sort_order.key, self.sort_order.key
        )
        return sort_field in changes.fields

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
        """Read the rows of one page that are not cached; forget the least recently used."""
        start = page * self.PAGE_SIZE
        missing = [i for i in self._ids[start : start + self.PAGE_SIZE] if i not in self._rows]
        self._store(load_rows(self._lib, missing))
        self.pages_loaded += 1
        while len(self._rows) > self.MAX_ROWS:
            entry_id, _row = self._rows.popitem(last=False)
            self._titles.pop(entry_id, None)
            self.extras.forget(entry_id)

    def _store(self, rows: dict[int, Row]) -> None:
        """Cache rows and their display titles (markup stripped once, not per paint)."""
        self._rows.update(rows)
        self.extras.read(self._lib, self.settings, list(rows))
        for entry_id, row in rows.items():
            self._titles[entry_id] = cell_text(to_plain(row.title)) or "(untitled)"


def _header_sort(column: int, order: Qt.SortOrder) -> Sort:
    """The order a click on *column*'s header asks for."""
    return Sort(COLUMNS[column].sort_key, order == Qt.SortOrder.DescendingOrder)
