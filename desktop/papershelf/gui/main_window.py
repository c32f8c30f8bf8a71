"""The main window: sidebar, paper table and detail view, with menus and remembered layout."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QPoint, Qt
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QTableView,
    QWidget,
)

from papershelf import __version__
from papershelf.formats.records import FormatError
from papershelf.gui import actions
from papershelf.gui.attachments_ui import AttachmentsUi
from papershelf.gui.bibtex_ui import BibtexUi, regenerate_keys_dialog
from papershelf.gui.citations_ui import CitationsUi
from papershelf.gui.conflicts_ui import save_checked
from papershelf.gui.controller import LibraryController, entries_word
from papershelf.gui.crash import show_log_folder
from papershelf.gui.delegates import RatingDelegate, StatusDelegate, TagsDelegate, TitleDelegate
from papershelf.gui.detail_view import DetailView
from papershelf.gui.drag_image import HOT_SPOT, drag_pixmap, drag_text
from papershelf.gui.dragdrop import propose_move
from papershelf.gui.empty_states import ADD_PAPERS_HINT, empty_text
from papershelf.gui.focus import PaneFocus
from papershelf.gui.fulltext_ui import FulltextUi
from papershelf.gui.insights import InsightsUi
from papershelf.gui.list_notes import sync_note_column
from papershelf.gui.multi_edit import MultiEditUi
from papershelf.gui.organise_ui import OrganiseUi
from papershelf.gui.pdf_import_ui import PdfImportUi
from papershelf.gui.safe_text import message_html, plain
from papershelf.gui.screen_fit import fit_first_run
from papershelf.gui.search_box import SearchBox
from papershelf.gui.settings import Settings
from papershelf.gui.shortcuts_dialog import show_shortcuts
from papershelf.gui.sidebar import Sidebar
from papershelf.gui.table_cells import COLUMN_INDEX, COLUMNS
from papershelf.gui.table_model import SEARCH_UNAVAILABLE, PaperTableModel
from papershelf.library.models import Status
from papershelf.library.organising import list_infos, search_values
from papershelf.library.queries import Scope, count_entries, get_entry
from papershelf.services.changes import Changes
from papershelf.services.lists import find_list
from papershelf.services.pdf_import import is_pdf_path
from papershelf.services.saved_searches import saved_searches

if TYPE_CHECKING:
    from papershelf.services.importing import Decision, ImportReport

# Importing, its duplicate review and the duplicates dialog (and the parsers and fuzzy
# matching under them) are loaded when first used: the first paint does not need them.

IMPORT_FILTER = (
    "Bibliographies and PDFs (*.bib *.bibtex *.ris *.json *.txt *.text *.md *.pdf);;"
    "BibTeX (*.bib *.bibtex);;RIS (*.ris);;CSL-JSON (*.json);;PDFs (*.pdf);;"
    "Abstract lists (*.txt *.text *.md);;All files (*)"
)


TITLE_MIN = 200  # narrower than this, the table scrolls sideways instead
SELECT_NEW_LIMIT = 50  # an import of more papers selects only its first one


def _sidebar_sections(changes: Changes) -> set[str]:
    """Which sidebar sections show numbers that *changes* may have changed."""
    if changes.membership:
        return {"library", "lists", "tags", "files"}
    sections: set[str] = set()
    if changes.tags:
        sections.add("tags")
    if changes.lists:
        sections |= {"lists", "library"}  # the Unfiled count
    if "status" in changes.fields:
        sections |= {"lists", "library"}  # read counts of lists, status counts
    if changes.attachments:
        sections.add("files")  # the Missing files count
    return sections


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
        self.setDropIndicatorShown(True)
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
            header.resizeSection(i, column.width)
            header.setSectionHidden(i, not column.shown)
        header.setSortIndicator(COLUMN_INDEX["added"], Qt.SortOrder.DescendingOrder)

    def empty_message(self) -> str:
        """What an empty table says instead of nothing (empty_states.empty_text)."""
        model = self.model()
        assert isinstance(model, PaperTableModel)
        scope = model.scope
        if SEARCH_UNAVAILABLE in model.hints:
            return SEARCH_UNAVAILABLE + "."
        if scope.kind == "list" and isinstance(scope.value, int):
            names = {info.id: info.name for info in list_infos(model.lib)}
            return empty_text(scope, model.query, False, names.get(scope.value))
        return empty_text(scope, model.query, scope.kind == "all" and not count_entries(model.lib))

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the rows, or a friendly message when there are none."""
        super().paintEvent(event)
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

    def dropEvent(self, event: QDropEvent) -> None:
        """Dropped rows of the list shown move to where they were dropped."""
        propose_move(event, self._reorders(event))
        super().dropEvent(event)

    def _reorders(self, event: QDropEvent) -> bool:
        """Whether the drag is rows of the reading list shown, in its own order."""
        model = self.model()
        return isinstance(model, PaperTableModel) and model.reorders(event.mimeData())


def _guessed_encodings(paths: Sequence[Path]) -> list[Path]:
    """The files whose encoding the import would guess: reviewed first, whatever their size."""
    from papershelf.services.importing import guessed_encodings

    return guessed_encodings(paths)


class MainWindow(QMainWindow):
    """Papershelf's window over one library."""

    def __init__(self, controller: LibraryController, settings: Settings) -> None:
        super().__init__()
        self.controller = controller
        self.settings = settings
        self.setWindowTitle(plain(controller.lib.name))  # the platform adds " — Papershelf"
        self.setAcceptDrops(True)
        self.model = PaperTableModel(controller.lib, self)
        self.table = PaperTable(self.model, self)
        self.sidebar = Sidebar(controller.lib, self)
        self.detail = DetailView(self)
        self.search = self._make_search_box()
        self.count_label = QLabel(self)
        self._shown_row = 0  # the row of the paper in the detail pane (its place, once gone)
        self.organise = OrganiseUi(self)
        self.bibtex = BibtexUi(self)
        self.citations = CitationsUi(self)  # formatted references in a CSL style (issue 20)
        self.insights = InsightsUi(self)  # triage, related papers, statistics
        self.multi = MultiEditUi(self)  # several papers selected: edit all of them
        self.files = AttachmentsUi(self)  # attach, open, locate files (issue 18)
        self.fulltext = FulltextUi(self)  # PDFs' text read in the background (issue 18)
        self.pdfs = PdfImportUi(self)  # entries made from dropped PDFs
        self.detail.pdf_hits.provider = self.fulltext.hits_for
        self.panes = PaneFocus(self)  # Tab and F6 between sidebar, search, table, detail
        self._build_layout()
        self._build_menus()
        self._connect()
        self.model.reload()
        self._update_known_tags()
        self._update_saved()
        self._restore_layout()
        self.table.setSortingEnabled(True)  # sorts once, by the restored header's arrow
        self._select_first_row()
        self.insights.install()
        self.citations.install()
        self.fulltext.resume()  # PDFs left unread last time (or attached by the CLI)
        if not count_entries(controller.lib):
            self.hint_how_to_add()

    def hint_how_to_add(self, msecs: int = 0) -> None:
        """Say in the status bar how papers get in (a new library; the first run for *msecs*)."""
        self.statusBar().showMessage(ADD_PAPERS_HINT + ".", msecs)

    # --- building -----------------------------------------------------------------------
    def _make_search_box(self) -> SearchBox:
        """The search box above the table: filters after each pause in typing."""
        box = SearchBox(self, values=partial(search_values, self.controller.lib))
        box.query_changed.connect(self._apply_search)
        return box

    def _build_layout(self) -> None:
        """Sidebar | (search over table) | detail, in remembered splitters."""
        toolbar = self.addToolBar("Search")
        toolbar.setObjectName("searchToolbar")
        toolbar.setMovable(False)
        toolbar.addWidget(self.search)
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName("mainSplitter")
        self.splitter.addWidget(self.sidebar)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.detail)
        self.splitter.setStretchFactor(1, 3)
        self.splitter.setStretchFactor(2, 2)
        self.splitter.setSizes([190, 850, 400])
        self.splitter.setChildrenCollapsible(False)
        self.setCentralWidget(self.splitter)
        self.statusBar().addPermanentWidget(self.count_label)

    def _build_menus(self) -> None:
        """File, Edit, View, Paper and Help menus; every action defined once in actions.py."""
        menu = self.menuBar()
        file_menu = menu.addMenu("&File")
        file_menu.addAction(
            actions.make_action(self, actions.OPEN_SHARED_LIBRARY, self.open_shared_library)
        )
        file_menu.addSeparator()
        file_menu.addAction(actions.make_action(self, actions.IMPORT, self.choose_import))
        file_menu.addAction(actions.make_action(self, actions.EXPORT, self.bibtex.export_dialog))
        file_menu.addAction(
            actions.make_action(
                self, actions.EXPORT_SELECTION, partial(self.bibtex.export_dialog, True)
            )
        )
        file_menu.addAction(
            actions.make_action(self, actions.EXPORT_BIBLIOGRAPHY, self.citations.export_dialog)
        )
        file_menu.addAction(
            actions.make_action(
                self, actions.AUTO_EXPORT_LIBRARY, partial(self.bibtex.bind_dialog, None)
            )
        )
        file_menu.addSeparator()
        file_menu.addAction(actions.make_action(self, actions.PREFERENCES, self.show_preferences))
        file_menu.addAction(actions.make_action(self, actions.QUIT, self.close))
        edit = menu.addMenu("&Edit")
        self.undo_action = self.controller.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = self.controller.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts(actions.redo_shortcuts())
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addAction(actions.make_action(self, actions.EDIT_ENTRY, self.detail.start_editing))
        edit.addAction(actions.make_action(self, actions.COPY_BIBTEX, self.bibtex.copy_bibtex))
        edit.addAction(actions.make_action(self, actions.COPY_CITE, self.bibtex.copy_cite))
        self.copy_reference_actions = [  # also in the table's context menu
            actions.make_action(self, actions.COPY_REFERENCE, self.citations.copy_reference),
            actions.make_action(self, actions.COPY_CITATION, self.citations.copy_citation),
        ]
        edit.addActions(self.copy_reference_actions)
        edit.addAction(actions.make_action(self, actions.PASTE_ENTRIES, self.paste_entries))
        edit.addAction(actions.make_action(self, actions.FIND, self.focus_search))
        edit.addAction(actions.make_action(self, actions.DUPLICATES, self.show_duplicates))
        edit.addAction(
            actions.make_action(
                self, actions.REGENERATE_KEYS, partial(regenerate_keys_dialog, self)
            )
        )
        edit.addAction(actions.make_action(self, actions.SAVE_SEARCH, self.organise.save_search))
        self._build_view_menu(menu.addMenu("&View"))
        self.paper_menu = menu.addMenu("&Paper")
        self._fill_paper_menu(self.paper_menu)
        self.paper_menu.aboutToShow.connect(self._refresh_paper_menu)
        self._build_help_menu(menu.addMenu("&Help"))

    def _build_help_menu(self, help_menu: QMenu) -> None:
        """Keyboard shortcuts, the log folder, About."""
        help_menu.addAction(
            actions.make_action(self, actions.SHORTCUTS, partial(show_shortcuts, self))
        )
        help_menu.addAction(actions.make_action(self, actions.SHOW_LOG_FOLDER, show_log_folder))
        help_menu.addSeparator()
        help_menu.addAction(actions.make_action(self, actions.ABOUT, self.show_about))

    def _build_view_menu(self, view: QMenu) -> None:
        """Show/hide the detail pane and each column; the reading text's size."""
        toggle = actions.make_action(self, actions.SHOW_DETAILS, self._toggle_detail)
        view.addAction(toggle)
        self._add_zoom_actions(view)
        view.addAction(actions.make_action(self, actions.NEXT_PANE, partial(self.panes.cycle, 1)))
        view.addAction(
            actions.make_action(self, actions.PREVIOUS_PANE, partial(self.panes.cycle, -1))
        )
        columns = view.addMenu("&Columns")
        header = self.table.horizontalHeader()
        for i, column in enumerate(COLUMNS):
            action = columns.addAction(column.header)
            action.setCheckable(True)
            action.setChecked(not header.isSectionHidden(i))
            action.toggled.connect(lambda on, i=i: header.setSectionHidden(i, not on))
            if column.name in ("title", "list_note"):
                action.setEnabled(False)  # the title always shows; a list's notes where they apply
        self._column_actions = columns.actions()
        header.customContextMenuRequested.connect(lambda pos: columns.exec(header.mapToGlobal(pos)))
        self.insights.fill_view_menu(view)

    def _add_zoom_actions(self, view: QMenu) -> None:
        """Ctrl+= / Ctrl+- make the reading text larger or smaller; Actual Size goes back."""
        zoom_in = actions.make_action(self, actions.ZOOM_IN, partial(self.zoom_reading, 1))
        zoom_in.setShortcuts(
            [QKeySequence("Ctrl+="), QKeySequence("Ctrl++")]
        )  # with or without Shift
        view.addActions(
            [
                zoom_in,
                actions.make_action(self, actions.ZOOM_OUT, partial(self.zoom_reading, -1)),
                actions.make_action(self, actions.ZOOM_RESET, partial(self.zoom_reading, None)),
            ]
        )
        view.addSeparator()

    def zoom_reading(self, step: int | None) -> None:
        """Change the reading text's size by *step* (None: back to normal), remembered."""
        self.detail.set_zoom(0 if step is None else self.detail.zoom + step)
        self.settings.set_integer(Settings.READING_ZOOM, self.detail.zoom)

    def _fill_paper_menu(self, menu: QMenu) -> None:
        """Actions on the selected entries; the shortcuts work from anywhere in the window."""
        self._paper_actions: list[QAction] = []
        add = self._paper_actions.append
        add(actions.make_action(self, actions.QUICK_TAG, self.organise.quick_tag))
        add(actions.make_action(self, actions.FOCUS_TAGS, self.detail.focus_tags))
        add(actions.make_action(self, actions.READ_NEXT, self.organise.read_next))
        add(actions.make_action(self, actions.MOVE_UP, partial(self._move_in_list, up=True)))
        add(actions.make_action(self, actions.MOVE_DOWN, partial(self._move_in_list, up=False)))
        for status, spec in zip(Status, actions.STATUS_ACTIONS, strict=True):
            add(actions.make_action(self, spec, partial(self.set_status, status)))
        add(self.insights.find_similar_action)
        self._rating_actions = [
            actions.make_action(self, spec, partial(self.set_rating, stars))
            for stars, spec in enumerate(actions.RATING_ACTIONS)
        ]
        self.delete_action = actions.make_action(self, actions.DELETE_ENTRIES, self.delete_selected)
        self.add_by_id_action = actions.make_action(self, actions.ADD_BY_ID, self.add_by_identifier)
        self.new_entry_action = actions.make_action(self, actions.NEW_ENTRY, self.new_entry)
        self.find_metadata_action = actions.make_action(
            self, actions.FIND_METADATA, self.find_metadata
        )
        self.addActions([*self._paper_actions, *self._rating_actions, self.delete_action,
                         self.add_by_id_action, self.new_entry_action,
                         self.find_metadata_action])  # fmt: skip
        self._refresh_paper_menu(menu)

    def _refresh_paper_menu(self, menu: QMenu | None = None) -> None:
        """Rebuild a Paper menu for the current selection (tags and lists change)."""
        menu = menu or self.paper_menu
        menu.clear()
        menu.addActions([self.new_entry_action, self.add_by_id_action])
        if self.table.selected_ids():
            menu.addActions([self.find_metadata_action, *self.copy_reference_actions])
        menu.addSeparator()
        if self.table.selected_ids():
            menu.addActions(self.files.menu_actions())
            menu.addSeparator()
            self.organise.fill_entry_menu(menu)
        for action in self._paper_actions[2:]:
            menu.addAction(action)
            if action is self._paper_actions[4]:
                menu.addSeparator()
        rating = menu.addMenu("Ra&ting")
        rating.addActions(self._rating_actions)
        menu.addSeparator()
        menu.addAction(self.delete_action)

    def _connect(self) -> None:
        """Wire views to the controller and to each other."""
        self.model.modelAboutToBeReset.connect(self._remember_selection)
        self.model.modelReset.connect(self._restore_selection)
        self.controller.changed.connect(self.on_changes)
        self.controller.failed.connect(self.show_error)
        self.model.edit_requested.connect(self.controller.edit_entry)
        self.model.view_changed.connect(self._update_count)
        self.model.layoutChanged.connect(self._update_count)
        self.detail.edit_requested.connect(self._edit_from_detail)
        self.sidebar.scope_selected.connect(self._show_scope)
        self.sidebar.entries_dropped.connect(self.organise.entries_dropped)
        self.sidebar.action_requested.connect(self.organise.sidebar_action)
        self.model.reorder_requested.connect(self._reorder)
        self.model.view_changed.connect(partial(sync_note_column, self.table, self.model))
        self.detail.tag_add_requested.connect(lambda i, name: self.controller.add_tag([i], name))
        self.detail.tag_remove_requested.connect(
            lambda i, name: self.controller.remove_tag([i], name)
        )
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self.table.customContextMenuRequested.connect(self._table_menu)

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab / Shift+Tab move between the panes (gui/focus.py), not cell by cell."""
        return self.panes.tab(forward) or super().focusNextPrevChild(forward)

    # --- state --------------------------------------------------------------------------
    def _restore_layout(self) -> None:
        """Put back the window, splitter and column layout saved last time."""
        self._restore_geometry()
        if (state := self.settings.bytes(Settings.MAIN_SPLITTER)) is not None:
            self.splitter.restoreState(state)
        if (state := self.settings.bytes(Settings.READING_SPLITTER)) is not None:
            self.detail.reading_splitter.restoreState(state)
        if (header := self.settings.bytes(Settings.TABLE_HEADER)) is not None:
            self.table.horizontalHeader().restoreState(header)
            self._sync_column_actions()
        self.detail.set_zoom(self.settings.integer(Settings.READING_ZOOM))

    def _restore_geometry(self) -> None:
        """The saved size and place (Qt clamps it to the screen); else one that fits the screen."""
        geometry = self.settings.bytes(Settings.WINDOW_GEOMETRY)
        if geometry is None or not self.restoreGeometry(geometry):
            fit_first_run(self)

    def _sync_column_actions(self) -> None:
        """Tick the View > Columns entries to match the restored header."""
        header = self.table.horizontalHeader()
        for i, action in enumerate(self._column_actions):
            action.setChecked(not header.isSectionHidden(i))

    def save_layout(self) -> None:
        """Remember window, splitter and column layout."""
        self.settings.set_bytes(Settings.WINDOW_GEOMETRY, self.saveGeometry())
        self.settings.set_bytes(Settings.MAIN_SPLITTER, self.splitter.saveState())
        self.settings.set_bytes(Settings.READING_SPLITTER, self.detail.reading_splitter.saveState())
        self.settings.set_integer(Settings.READING_ZOOM, self.detail.zoom)
        self.settings.set_bytes(Settings.TABLE_HEADER, self.table.horizontalHeader().saveState())
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Save the layout, finish pending exports and give the library's lock back."""
        self.save_layout()
        self.bibtex.wait_for_exports()
        self.citations.wait_for_job()
        self.pdfs.wait()
        self.fulltext.wait()
        safety = getattr(self, "safety", None)
        if safety is not None:  # a window opened through application.open_window
            safety.release()
        super().closeEvent(event)

    # --- reacting -----------------------------------------------------------------------
    def on_changes(self, changes: Changes) -> None:
        """Refresh each part from what an operation changed, and nothing else."""
        selected = self.table.selected_ids()
        self.model.apply_changes(changes)
        self.fulltext.on_changes(changes)
        if "fulltext" in changes.fields:
            self.detail.pdf_hits.refresh()
        sections = _sidebar_sections(changes)
        if sections:
            self.sidebar.refresh(sections)
        if "tags" in sections:
            self._update_known_tags()
        if changes.saved:
            self._update_saved()
        if changes.membership or changes.lists:
            self.table.select_ids(selected)
        current = self._current_id()
        if current is not None and (current in changes.edited or changes.tags or changes.lists):
            self._on_selection()
        self._follow_selection()
        self._update_count()

    def _follow_selection(self) -> None:
        """Keep the detail pane on the selected entry: a deleted one gives way to the next."""
        if len(self.table.selected_ids()) > 1:
            return  # several: the pane edits them all (multi_edit), it shows no one entry
        rows = self.model.rowCount()
        if self.detail.entry() is not None and self._current_id() is None and rows:
            self.table.selectRow(min(self._shown_row, rows - 1))  # the paper now in its place
        shown, current = self.detail.entry(), self._current_id()
        if (shown.id if shown else None) != current:
            self.detail.show_entry(get_entry(self.controller.lib, current) if current else None)
            self._show_list_note()

    def _edit_from_detail(self, entry_id: int, values: dict[str, Any]) -> None:
        """Store a change made in the detail pane; a refusal is shown where it was made."""
        seen = self.detail.save_origin(values)  # a form save: only what nobody else changed
        failure = save_checked(self, entry_id, values, seen)
        if failure is not None and not self.detail.save_failed(failure):
            self.show_error(failure)

    def _update_saved(self) -> None:
        """List the saved searches in the sidebar; a shown one is searched again."""
        found = saved_searches(self.controller.lib)
        self.sidebar.model.set_saved([(s.id, s.name, s.query) for s in found])
        if self.model.scope.kind == "saved":
            self.model.set_view(scope=self.model.scope)

    def _update_known_tags(self) -> None:
        """Give the detail view's tag editor every tag to complete from."""
        tags = self.sidebar.model.tags  # read once per change, by the sidebar
        known = [(t.name, t.color or "#9aa0a6") for t in tags if not t.implied]
        self.detail.set_known_tags(known)

    def _remember_selection(self) -> None:
        """Before the rows are read again: which entries were selected."""
        self._kept_selection = self.table.selected_ids()

    def _restore_selection(self) -> None:
        """After: select those entries again where they still show."""
        kept = getattr(self, "_kept_selection", [])
        if kept and any(self.model.row_of(i) is not None for i in kept):
            self.table.select_ids(kept)

    def _current_id(self) -> int | None:
        """The entry shown in the detail view (the first selected row)."""
        ids = self.table.selected_ids()
        return ids[0] if ids else None

    def _on_selection(self) -> None:
        """Show the selected entry in the detail view; several: what they share, to edit all."""
        if self.multi.show(self.table.selected_ids()):
            return
        current = self._current_id()
        if current is not None:
            self._shown_row = self.model.row_of(current) or 0
        self.detail.show_entry(get_entry(self.controller.lib, current) if current else None)
        self._show_list_note()

    def _show_list_note(self) -> None:
        """The detail pane's note strip: why the paper shown is in the reading list shown."""
        current, scope = self._current_id(), self.model.effective_scope
        note = self.model.list_notes.get(current, "") if current is not None else ""
        name = next((i.name for i in self.sidebar.model.lists if i.id == scope.value), "")
        self.detail.list_note.show_note(name, note)

    def _show_scope(self, scope: Scope) -> None:
        """Filter the table to a sidebar choice; a reading list shows in its own order."""
        self.table.clearSelection()  # another place: start at its first paper
        self.model.set_view(scope=scope)
        self._sync_sort_indicator()
        self._select_first_row()

    def _sync_sort_indicator(self) -> None:
        """The header's arrow: none for a list's own order or best match first."""
        header = self.table.horizontalHeader()
        header.blockSignals(True)  # the model already sorted; only the arrow changes
        sort = self.model.sort_order
        column = next((i for i, c in enumerate(COLUMNS) if c.sort_key == sort.key), -1)
        order = Qt.SortOrder.DescendingOrder if sort.descending else Qt.SortOrder.AscendingOrder
        header.setSortIndicator(column, order)
        header.blockSignals(False)
        header.viewport().update()

    def show_scope(self, scope: Scope) -> None:
        """Select *scope* in the sidebar, which shows it in the table."""
        self.sidebar.select_scope(scope)

    def _apply_search(self, query: str | None = None) -> None:
        """Filter the table by the search box's query; mark its words; show its hints."""
        with self.detail.rendering_once():  # the first hit and the new words: one page
            self.model.set_view(query=self.search.text() if query is None else query)
            self.search.set_hints(self.model.hints, self.model.query)
            self.detail.set_highlight(self.model.terms)
            self._sync_sort_indicator()
            self._select_first_row()

    def _select_first_row(self) -> None:
        """Select the first row so the detail view has something to show."""
        if self.model.rowCount() and not self.table.selectionModel().hasSelection():
            self.table.selectRow(0)
        elif not self.model.rowCount():
            self.detail.show_entry(None)

    def _update_count(self) -> None:
        """'19 entries', or '3 of 19 entries' under a filter or search."""
        shown = self.model.total
        total = count_entries(self.controller.lib)
        word = "entry" if total == 1 else "entries"
        self.count_label.setText(
            f"{total} {word}" if shown == total else f"{shown} of {total} {word}"
        )

    def _table_menu(self, pos: QPoint) -> None:
        """The context menu of selected rows."""
        if self.table.selected_ids():
            self._refresh_paper_menu()
            self.paper_menu.exec(self.table.viewport().mapToGlobal(pos))

    def _reorder(self, ids: list[int], before: int | None) -> None:
        """Rows dragged within a reading list: move them there."""
        scope = self.model.scope
        if scope.kind == "list" and isinstance(scope.value, int):
            self.controller.move_in_list(scope.value, ids, before)
            self.table.select_ids(ids)

    def _move_in_list(self, up: bool) -> None:
        """Alt+Up / Alt+Down in a reading list."""
        scope, ids = self.model.scope, self.table.selected_ids()
        if scope.kind != "list" or not isinstance(scope.value, int) or not ids:
            self.statusBar().showMessage("Moving works inside a reading list.", 4000)
            return
        move = self.controller.move_up if up else self.controller.move_down
        move(scope.value, ids)
        self.table.select_ids(ids)

    def delete_selected(self) -> None:
        """Delete the selected entries (undoable, so no question asked)."""
        ids = self.table.selected_ids()
        if ids and self.controller.delete_entries(ids):
            word = "entry" if len(ids) == 1 else "entries"
            self.statusBar().showMessage(
                f"Deleted {len(ids)} {word} — Ctrl+Z brings them back.", 8000
            )

    # --- commands -----------------------------------------------------------------------
    def set_status(self, status: Status) -> None:
        """Set the status of the selected entries."""
        self.controller.set_status(self.table.selected_ids(), status)

    def set_rating(self, stars: int) -> None:
        """Set the rating of the selected entries."""
        self.controller.set_rating(self.table.selected_ids(), stars)

    def focus_search(self) -> None:
        """Put the cursor in the search box."""
        self.search.setFocus()
        self.search.selectAll()

    def add_by_identifier(self, text: str = "", start: bool = False) -> None:
        """Paper › Add by Identifier…: look DOIs and arXiv ids up and add the papers."""
        from papershelf.gui.add_by_id import AddByIdentifierDialog  # httpx: only when used
        from papershelf.gui.preferences import lookup_settings

        dialog = AddByIdentifierDialog(
            self.controller, self, on_added=self._show_imported,
            settings=lookup_settings(self.settings),
        )  # fmt: skip
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if text:
            dialog.input.setPlainText(text.strip())
        dialog.open()
        if start:
            dialog.start()

    def open_shared_library(self) -> None:
        """File › Open Shared Library…: a library on a PostgreSQL server, in a new window."""
        from papershelf.gui.shared_library import ask_and_open

        ask_and_open(self)

    def show_preferences(self) -> None:
        """File › Preferences…: the citation style and the lookup settings."""
        from papershelf.gui.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings, self, self.controller)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(self.citations.style_changed)
        dialog.open()

    def paste_entries(self) -> None:
        """Edit › Paste as New Entries: the clipboard's BibTeX, RIS, ids or abstracts."""
        from papershelf.gui.pasting import paste_entries

        paste_entries(self)

    def new_entry(self) -> None:
        """Paper › New Entry: a form for one entry of a chosen type."""
        from papershelf.gui.new_entry import NewEntryDialog

        if self.controller.read_only:
            self.show_error("This window is read-only: nothing can be added here.")
            return
        dialog = NewEntryDialog(self.controller, self, on_added=self._show_imported)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def find_metadata(self) -> None:
        """Paper › Find Metadata…: the real paper behind each selected entry."""
        from papershelf.gui.find_metadata import FindMetadataDialog  # httpx: only when used

        ids = self.table.selected_ids()
        if not ids:
            self.statusBar().showMessage("Select the papers to look up first.", 6000)
            return
        if self.controller.read_only:
            self.show_error("This window is read-only: nothing can be changed here.")
            return
        from papershelf.gui.preferences import lookup_settings

        dialog = FindMetadataDialog(self.controller, ids, self, lookup_settings(self.settings))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _toggle_detail(self) -> None:
        """Show or hide the reading pane."""
        self.detail.setVisible(not self.detail.isVisible())

    def choose_import(self) -> None:
        """Ask for files and import them."""
        paths, _ = QFileDialog.getOpenFileNames(self, "Import", str(Path.home()), IMPORT_FILTER)
        if paths:
            self.import_paths([Path(p) for p in paths])

    def import_paths(self, paths: Sequence[Path]) -> ImportReport | None:
        """Import files: small ones at once, big ones on a worker with a progress dialog;
        PDFs become entries of their own (gui/pdf_import_ui), read on a worker."""
        if self.controller.read_only:  # the worker's own connection must not write either
            self.show_error("This window is read-only: the library is open in another window.")
            return None
        if pdfs := [path for path in paths if is_pdf_path(path)]:
            self.pdfs.import_pdfs(pdfs)
            paths = [path for path in paths if not is_pdf_path(path)]
            if not paths:
                return None
        if self.bibtex.is_big(paths) and not _guessed_encodings(paths):
            self.bibtex.import_in_background(paths)
            return None
        reviewed = self._import_reviewed(paths)
        if reviewed is None:
            report, errors = self.controller.import_files(paths)
        else:
            report, errors = reviewed
        self.finish_import(report, errors)
        return report

    def _import_reviewed(self, paths: Sequence[Path]) -> tuple[ImportReport, list[str]] | None:
        """Import files in two steps, asking about duplicates in between (import_review).

        A file that cannot be opened is an error message; the others go on. None when the
        files cannot be planned (a read-only library, a failing read): then the one-step
        import tells why, file by file. A cancelled review imports nothing.
        """
        if self.controller.read_only:
            return None
        from papershelf.gui import import_review
        from papershelf.services.importing import ImportReport, commit_import, plan_import

        errors: list[str] = []
        readable: list[Path] = []
        for path in paths:
            try:
                with open(path, "rb"):
                    readable.append(Path(path))
            except OSError as exc:
                errors.append(str(exc))
        try:
            plan = plan_import(self.controller.lib, readable)
        except (FormatError, OSError):
            return None
        decisions: dict[int, str | Decision] = {}
        if plan.candidates or plan.assumed:  # duplicates to review, an encoding to confirm
            chosen = import_review.review_duplicates(self, plan)
            if chosen is None:
                self.statusBar().showMessage("Import cancelled: nothing was imported", 8000)
                return ImportReport(), errors
            decisions = chosen
        try:
            done = commit_import(self.controller.lib, plan, decisions)
        except (FormatError, OSError) as exc:
            return ImportReport(), [*errors, str(exc)]
        report = self.controller.record_imports([done])
        return report, [*errors, *(str(error) for error in done.failed)]

    def finish_import(self, report: ImportReport, errors: list[str]) -> None:
        """Tell the person what an import did, and bring what it added into view."""
        self.statusBar().showMessage(f"Import: {report.summary()}", 10000)
        if errors or report.problems or report.skipped or report.key_notes or report.possible:
            self._show_import_report(report, errors)
        if report.added:
            self._show_imported(report)

    def import_cancelled(self, report: ImportReport, errors: list[str]) -> None:
        """A cancelled import kept nothing of the cancelled file: say so, not 'finished'."""
        if report.added or report.merged:  # files before the cancelled one were kept
            self.finish_import(report, errors)
            kept = entries_word(len(report.added))
            self.statusBar().showMessage(f"Import cancelled; kept {kept} from earlier files", 10000)
            return
        self.statusBar().showMessage("Import cancelled; nothing was kept", 10000)
        if errors:
            self._show_import_report(report, errors, "Import cancelled; nothing was kept.")

    def _show_imported(self, report: ImportReport) -> None:
        """Bring the new papers into view (their list, else all entries) and select them.

        A few are all selected; of more than SELECT_NEW_LIMIT only the first: selecting
        thousands of new rows froze the window for seconds, and one stray key would then
        act on all of them (the status bar says how many were added).
        """
        if self.model.row_of(report.added[0]) is None:
            list_id = find_list(self.controller.lib, report.lists[0]) if report.lists else None
            self.show_scope(Scope("list", list_id) if list_id is not None else Scope())
        few = len(report.added) <= SELECT_NEW_LIMIT
        self.table.select_ids(report.added if few else report.added[:1])

    def _show_import_report(
        self, report: ImportReport, errors: list[str], headline: str = ""
    ) -> None:
        """A dialog with the summary and, under Details, every skipped entry and problem."""
        box = QMessageBox(self)
        box.setWindowTitle("Import")
        box.setIcon(QMessageBox.Icon.Warning if errors else QMessageBox.Icon.Information)
        box.setText(message_html(headline or f"Import finished: {report.summary()}."))
        lines = [*errors, *report.lines()]
        box.setDetailedText("\n".join(lines))
        box.open()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept files dragged onto the window."""
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Import files dropped onto the window."""
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            self.import_paths(paths)

    def show_error(self, message: str) -> None:
        """Tell the person an operation was refused (a file or tag name in it is not markup)."""
        self.statusBar().showMessage(plain(message), 8000)
        QMessageBox.warning(self, "Papershelf", message_html(message))

    def show_duplicates(self) -> None:
        """The duplicates dialog: merge pairs or keep both."""
        from papershelf.gui.duplicates import DuplicatesDialog

        DuplicatesDialog(self.controller, self).exec()

    def show_about(self) -> None:
        """Version, licence and where the sample data comes from."""
        QMessageBox.about(
            self,
            "About Papershelf",
            f"<h3>Papershelf {__version__}</h3><p>A reading-list manager for researchers.</p>"
            "<p>Licensed under the GNU GPL v3 or later.</p><p>The sample reading list holds "
            "ICLR 2025 abstracts, via OpenReview.</p>",
        )
