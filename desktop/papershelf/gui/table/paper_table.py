"""The paper table: fixed-height sortable rows with painted rating, status and tags, dragged
as entries, selected by entry id."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QItemSelection, QItemSelectionModel, Qt, QTimer
from PySide6.QtGui import (
    QDrag,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from papershelf.gui.table.delegates import (
    RatingDelegate,
    StatusDelegate,
    TagsDelegate,
    TitleDelegate,
)
from papershelf.gui.table.drag_image import HOT_SPOT, drag_pixmap, drag_text
from papershelf.gui.table.dragdrop import propose_move
from papershelf.gui.table.drop_line import drop_gap, paint_drop_line
from papershelf.gui.table.empty_states import empty_text
from papershelf.gui.table.table_cells import COLUMN_INDEX, COLUMNS
from papershelf.gui.table.table_extras import EXTRA_COLUMNS
from papershelf.gui.table.table_model import PaperTableModel
from papershelf.gui.translation import translate
from papershelf.library.organising import list_infos
from papershelf.library.queries import count_entries

TITLE_MIN = 200  # narrower than this, the table scrolls sideways instead


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Sorted row numbers as (first, last) runs of consecutive rows."""
    runs: list[tuple[int, int]] = []
    for row in rows:
        if runs and row == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs


class PaperTable(QTableView):
    """The list view: many rows, sortable, with painted rating, status and tags.

    Sorting is switched on by the window once the header's saved state is back: each sort
    reads every id of the view from SQL, so it happens once, not once per set-up step.
    """

    def __init__(self, model: PaperTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self._relayout = False  # the rows move: Qt shows and hides the hidden columns again
        model.layoutAboutToBeChanged.connect(self._relayout_begins)
        model.layoutChanged.connect(self._relayout_ends)  # after the header's own handler
        self.setObjectName("paperTable")
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setShowGrid(False)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self._setup_headers()
        self.setDragEnabled(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDefaultDropAction(Qt.DropAction.CopyAction)
        self.setDropIndicatorShown(False)  # Qt's marks one cell; drop_line marks the row gap
        self.drop_gap: int | None = None  # while rows are dragged within a list: where they go
        self.setItemDelegateForColumn(
            COLUMN_INDEX["title"], TitleDelegate(self, lambda: model.terms)
        )
        self.setItemDelegateForColumn(COLUMN_INDEX["rating"], RatingDelegate(self))
        self.setItemDelegateForColumn(COLUMN_INDEX["status"], StatusDelegate(self))
        self.setItemDelegateForColumn(COLUMN_INDEX["tags"], TagsDelegate(self))

    def _setup_headers(self) -> None:
        """Fixed-height rows (so 100,000 rows cost nothing to lay out); movable columns."""
        rows = self.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.horizontalHeader()
        header.setSectionsMovable(True)
        header.setHighlightSections(False)
        header.setStretchLastSection(False)
        header.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        for i, column in enumerate(COLUMNS):
            header.resizeSection(i, max(column.width, _title_width(header, column.header)))
            header.setSectionHidden(i, not column.shown)
        header.setSortIndicator(COLUMN_INDEX["added"], Qt.SortOrder.DescendingOrder)
        header.sectionResized.connect(self._column_resized)

    def _column_resized(self, logical: int, _old: int, _new: int) -> None:
        """Another column narrowed, widened, hidden or shown: the title takes up the slack
        (the person's own resize of the title stays as they made it)."""
        if self._relayout:
            return  # a sort's passing states of the hidden columns (once, at its end)
        if logical != COLUMN_INDEX["title"]:
            QTimer.singleShot(0, self, self.fit_title_column)  # once the header has laid it out
        self.sync_extras()

    def _relayout_begins(self) -> None:
        """The model reorders its rows (a sort): the header's resizes until the end pass
        (or the next turn of the event loop, should a failed sort never end)."""
        self._relayout = True
        QTimer.singleShot(0, self, self._relayout_ends)

    def _relayout_ends(self) -> None:
        """The rows are in their new order and the header as it was: the extras' columns
        once (a sort changes no column's width; each passing state re-read every row's)."""
        self._relayout = False
        self.sync_extras()

    def sync_extras(self) -> None:
        """Tell the model which columns read beside the rows are shown (only they are read)."""
        model = self.model()
        if isinstance(model, PaperTableModel):
            header = self.horizontalHeader()
            shown = (c.name for i, c in enumerate(COLUMNS) if not header.isSectionHidden(i))
            model.show_extras(frozenset(shown) & EXTRA_COLUMNS)

    def empty_message(self) -> str:
        """What an empty table says instead of nothing (empty_states.empty_text)."""
        model = self.model()
        assert isinstance(model, PaperTableModel)
        scope = model.scope
        if scope.kind == "list" and isinstance(scope.value, int):
            names = {info.id: info.name for info in list_infos(model.lib)}
            return empty_text(scope, model.query, False, names.get(scope.value))
        return empty_text(scope, model.query, scope.kind == "all" and not count_entries(model.lib))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the rows, or a friendly message when there are none."""
        super().paintEvent(event)
        if self.drop_gap is not None:
            paint_drop_line(self, self.drop_gap)
        if self.model().rowCount() == 0:
            painter = QPainter(self.viewport())
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            area = self.viewport().rect().adjusted(24, 24, -24, -24)
            flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
            painter.drawText(area, flags, self.empty_message())
            painter.end()

    def startDrag(self, supported: Qt.DropAction) -> None:
        """Drag the selected rows with a small label beside the pointer, not over the target."""
        model = self.model()
        assert isinstance(model, PaperTableModel)
        rows = self.selectionModel().selectedRows()
        if not rows:
            return
        drag = QDrag(self)
        drag.setMimeData(model.mimeData(rows))
        titles = [str(model.index(i.row(), COLUMN_INDEX["title"]).data() or "") for i in rows]
        drag.setPixmap(drag_pixmap(self, drag_text(titles)))
        drag.setHotSpot(HOT_SPOT)
        drag.exec(supported, self.defaultDropAction())

    def fit_title_column(self) -> None:
        """Give the title the width the other shown columns leave (never under TITLE_MIN)."""
        header = self.horizontalHeader()
        title = COLUMN_INDEX["title"]
        others = sum(
            header.sectionSize(i)
            for i in range(header.count())
            if i != title and not header.isSectionHidden(i)
        )
        width = max(TITLE_MIN, self.viewport().width() - others)
        if width != header.sectionSize(title):
            header.resizeSection(title, width)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The title column stretches and shrinks with the table."""
        super().resizeEvent(event)
        self.fit_title_column()

    def selected_ids(self) -> list[int]:
        """Entry ids of the selected rows, top to bottom."""
        model = self.model()
        assert isinstance(model, PaperTableModel)
        rows: set[int] = set()
        selection = self.selectionModel().selection()  # ranges, not one index per cell
        for number in range(selection.count()):
            span = selection.at(number)
            rows.update(range(span.top(), span.bottom() + 1))
        return [model.entry_id(r) for r in sorted(rows)]

    def select_ids(self, ids: Sequence[int]) -> None:
        """Select the rows of these entries (those in the view) and show the first."""
        model = self.model()
        assert isinstance(model, PaperTableModel)
        rows = sorted(r for r in (model.row_of(i) for i in ids) if r is not None)
        wanted = QItemSelection()
        for first, last in _runs(rows):  # one range per run of adjacent rows, one signal
            wanted.select(model.index(first, 0), model.index(last, len(COLUMNS) - 1))
        selection = self.selectionModel()
        selection.select(wanted, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        if rows:
            selection.setCurrentIndex(
                model.index(rows[0], 0), QItemSelectionModel.SelectionFlag.NoUpdate
            )
            self.scrollTo(model.index(rows[0], 0))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """A drag of the list's own rows comes in as a move."""
        propose_move(event, self._reorders(event))
        super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        """Over the rows of a list in its own order, the rows dragged from it move."""
        reorders = self._reorders(event)
        propose_move(event, reorders)
        super().dragMoveEvent(event)  # accepting resets the action to the proposed copy
        if event.isAccepted():
            propose_move(event, reorders)
        at = drop_gap(self, event.position().toPoint()) if reorders and event.isAccepted() else None
        self._mark_gap(at)

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        """The drag left: no gap is marked."""
        self._mark_gap(None)
        super().dragLeaveEvent(event)

    def _mark_gap(self, gap: int | None) -> None:
        """Show the line where dragged rows would go (None: no line)."""
        if gap != self.drop_gap:
            self.drop_gap = gap
            self.viewport().update()

    def dropEvent(self, event: QDropEvent) -> None:
        """Dropped rows of the list shown move to where they were dropped."""
        self._mark_gap(None)
        propose_move(event, self._reorders(event))
        super().dropEvent(event)

    def _reorders(self, event: QDropEvent) -> bool:
        """Whether the drag is rows of the reading list shown, in its own order."""
        model = self.model()
        return isinstance(model, PaperTableModel) and model.reorders(event.mimeData())


def _title_width(header: QHeaderView, title: str) -> int:
    """The width a column's title needs in the current language and text size (German's
    are longer than English, large text wider than the default widths)."""
    return header.fontMetrics().horizontalAdvance(translate("", title)) + 16
