"""The main window: sidebar, paper table and detail view, kept in step with the library.

The window builds its panes and reacts to what each operation changed; the helpers it holds
do the rest: its menus (window_menus), importing (import_ui), dialogs (dialog_commands), the
remembered layout (remembered_layout) and the *_ui modules for each feature.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QSplitter

from papershelf.gui.accessibility.window import WindowAccessibility
from papershelf.gui.colours import no_colour
from papershelf.gui.controller import LibraryController
from papershelf.gui.detail.detail_view import DetailView
from papershelf.gui.detail.kept_edit import KeptEdit
from papershelf.gui.detail.list_notes import sync_note_column
from papershelf.gui.detail.multi_edit import MultiEditUi
from papershelf.gui.dialogs.dialog_titles import TitleFit
from papershelf.gui.features.attachments_ui import AttachmentsUi
from papershelf.gui.features.bibtex_ui import BibtexUi
from papershelf.gui.features.citations_ui import CitationsUi
from papershelf.gui.features.conflicts_ui import save_checked
from papershelf.gui.features.fulltext_ui import FulltextUi
from papershelf.gui.features.import_ui import ImportUi
from papershelf.gui.features.insights import InsightsUi
from papershelf.gui.features.members_ui import MembersUi
from papershelf.gui.features.pdf_import_ui import PdfImportUi
from papershelf.gui.organise.organise_ui import OrganiseUi
from papershelf.gui.organise.sidebar import Sidebar
from papershelf.gui.projects.ui import ProjectsUi
from papershelf.gui.reader.launcher import ReaderLauncher
from papershelf.gui.safe_text import message_html, plain
from papershelf.gui.search_box import SearchBox
from papershelf.gui.settings import Settings
from papershelf.gui.shell.after_paint import AfterFirstPaint
from papershelf.gui.shell.focus import PaneFocus
from papershelf.gui.shell.library_title import library_title
from papershelf.gui.shell.narrow_layout import NarrowFit
from papershelf.gui.shell.remembered_layout import restore_layout, save_layout
from papershelf.gui.shell.status_line import ElidingStatusBar
from papershelf.gui.shell.window_menus import WindowMenus
from papershelf.gui.table.empty_states import add_papers_status
from papershelf.gui.table.paper_table import PaperTable
from papershelf.gui.table.table_cells import COLUMNS
from papershelf.gui.table.table_model import PaperTableModel
from papershelf.gui.translation import translate
from papershelf.library.models import Status
from papershelf.library.organising import search_values
from papershelf.library.queries import Scope, count_entries, get_entry
from papershelf.services.changes import Changes
from papershelf.services.members import own_origin
from papershelf.services.saved_searches import saved_searches


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


class MainWindow(QMainWindow):
    """Papershelf's window over one library."""

    # The features' types, declared: each feature takes the window typed by its roles
    # (window_api), so mypy needs them before it can check that the window has those roles.
    organise: OrganiseUi
    bibtex: BibtexUi
    citations: CitationsUi
    insights: InsightsUi
    multi: MultiEditUi
    files: AttachmentsUi
    reader: ReaderLauncher
    fulltext: FulltextUi
    pdfs: PdfImportUi
    imports: ImportUi
    projects: ProjectsUi
    members: MembersUi
    kept_edit: KeptEdit
    panes: PaneFocus

    def __init__(self, controller: LibraryController, settings: Settings) -> None:
        super().__init__()
        self.setStatusBar(ElidingStatusBar(self))  # a long message never runs into the count
        self.controller = controller
        self.settings = settings
        self.setWindowTitle(plain(library_title(controller.lib.target)))  # + " — Papershelf"
        self.setAcceptDrops(True)
        self.model = PaperTableModel(controller.lib, self, background=True)
        self.model.settings = settings  # the reader's positions: the Progress column
        self.table = PaperTable(self.model, self)
        self.sidebar = Sidebar(controller.lib, self, count_later=True)  # counts: after_paint
        self.detail = DetailView(self)
        self.detail.related_panel.pause()  # asked after the first paint too
        self.search = self._make_search_box()
        self.count_label = QLabel(self)
        self._library_size: int | None = None  # entries in the library (count_label's)
        self._shown_row = 0  # the row of the paper in the detail pane (its place, once gone)
        self.organise = OrganiseUi(self)
        self.bibtex = BibtexUi(self)
        self.citations = CitationsUi(self)  # formatted references in a CSL style (issue 20)
        self.insights = InsightsUi(self)  # triage, related papers, statistics
        self.multi = MultiEditUi(self)  # several papers selected: edit all of them
        self.files = AttachmentsUi(self)  # attach, open, locate files (issue 18)
        self.reader = ReaderLauncher(self)  # Read PDF: the in-app reader (issue 33)
        self.fulltext = FulltextUi(self)  # PDFs' text read in the background (issue 18)
        self.pdfs = PdfImportUi(self)  # entries made from dropped PDFs
        self.imports = ImportUi(self)  # files chosen to import, dropped or pasted
        self.projects = ProjectsUi(self)  # linked LaTeX / Markdown documents (issue 35)
        self.members = MembersUi(self)  # who read what, a club's next session (issue 36)
        self.kept_edit = KeptEdit(self)  # a paper deleted while edited keeps what was typed
        TitleFit(self)  # small dialogs show their whole title
        self.detail.pdf_hits.provider = self.fulltext.hits_for
        self.detail.pdf_hits.page_requested.connect(self.reader.read_at)  # a hit: its page
        self.panes = PaneFocus(self)  # Tab and F6 between sidebar, search, table, detail
        self._build_layout()
        self.menus = WindowMenus(self)
        WindowAccessibility(self)  # names, live status bar (issue 37); the window holds it
        self._connect()
        restore_layout(self)
        self.menus.hide_unoffered_columns()
        self._load_first_rows()
        AfterFirstPaint(self.table, self._after_first_paint)
        self._update_known_tags()
        self._update_saved()
        self.table.setSortingEnabled(True)  # the restored header's arrow: rows are in its order
        self.table.horizontalHeader().sortIndicatorChanged.connect(self._keep_sort_indicator)
        self._select_first_row()
        self.insights.install()
        self.citations.install()
        self.members.install()
        self.fulltext.resume()  # PDFs left unread last time (or attached by the CLI)
        if not self.model.total and not count_entries(controller.lib):  # counted if empty
            self.hint_how_to_add()

    @property
    def frame(self) -> QMainWindow:
        """The window as Qt sees it, for features typed by `window_api`'s roles."""
        return self

    def hint_how_to_add(self, msecs: int = 0) -> None:
        """Say in the status bar how papers get in (a new library; the first run for *msecs*)."""
        self.statusBar().showMessage(add_papers_status(), msecs)

    def _load_first_rows(self) -> None:
        """The first rows in the restored header's order, the rest once the table has painted
        (one read of the ids, not two; the first paint reads 250 ids, not 100,000)."""
        header = self.table.horizontalHeader()
        self.model.set_column_sort(header.sortIndicatorSection(), header.sortIndicatorOrder())
        self.model.reload(opening=True)
        if self.model.partial:
            AfterFirstPaint(self.table, self._complete_first_rows)

    def _after_first_paint(self) -> None:
        """What grows with the library waits for the first rows to paint, then runs on the
        task runner: the sidebar's counts, the shown paper's related papers (issue 38)."""
        self.sidebar.model.count_first()
        self.detail.related_panel.resume()

    def _complete_first_rows(self) -> None:
        """Every row of the opening view, unless another view has replaced it since."""
        if self.model.partial and not self.model.query:
            self.model.complete_results()

    # --- building -----------------------------------------------------------------------
    def _make_search_box(self) -> SearchBox:
        """The search box above the table: filters after each pause in typing."""
        box = SearchBox(self, values=partial(search_values, self.controller.lib))
        box.query_changed.connect(self._apply_search)
        return box

    def _build_layout(self) -> None:
        """Sidebar | (search over table) | detail, in remembered splitters."""
        toolbar = self.addToolBar(translate("main_window", "Search"))
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
        NarrowFit(self.splitter)  # a narrow window leaves the list its share
        self.setCentralWidget(self.splitter)
        self.statusBar().addPermanentWidget(self.count_label)

    def _connect(self) -> None:
        """Wire views to the controller and to each other."""
        self.model.modelAboutToBeReset.connect(self._remember_selection)
        self.model.modelReset.connect(self._restore_selection)
        self.controller.changed.connect(self.on_changes)
        self.controller.failed.connect(self.show_error)
        self.controller.stepped.connect(lambda done: self.statusBar().showMessage(done, 5000))
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
        self.table.selectionModel().selectionChanged.connect(self._update_count)
        self.table.customContextMenuRequested.connect(self._table_menu)

    def focusNextPrevChild(self, forward: bool) -> bool:
        """Tab / Shift+Tab move between the panes (gui/shell/focus.py), not cell by cell."""
        return self.panes.tab(forward) or super().focusNextPrevChild(forward)

    # --- closing ------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        """Save the layout, finish pending exports and give the library's lock back."""
        save_layout(self)
        self.bibtex.wait_for_exports()
        self.citations.wait_for_job()
        self.pdfs.wait()
        self.fulltext.wait()
        self.reader.close()  # its windows, and the PDF worker process
        safety = getattr(self, "safety", None)
        if safety is not None:  # a window opened through application.open_window
            safety.release()
        super().closeEvent(event)

    # --- reacting -----------------------------------------------------------------------
    def on_changes(self, changes: Changes) -> None:
        """Refresh each part from what an operation changed, and nothing else."""
        selected = self.table.selected_ids()
        self._library_size = None  # entries may have come or gone
        self.model.apply_changes(changes)
        self.fulltext.on_changes(changes)
        self.members.on_changes(changes)  # this window's, and other sessions' (live)
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
        if not self.kept_edit.hold(changes):  # a deleted paper's typed values stay
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
        if self.kept_edit.is_holding(entry_id):  # deleted meanwhile: nothing to save to
            self.kept_edit.remind()
            return
        seen = self.detail.save_origin(values)  # a form save: only what nobody else changed
        shown = self.detail.entry()
        if seen is None and shown is not None:  # my own status, set in another window too
            seen = own_origin(self.controller.lib, vars(shown), values)
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
        known = [(t.name, t.color or no_colour()) for t in tags if not t.implied]
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

    def _keep_sort_indicator(self, section: int) -> None:
        """A click on a column that does not sort (Progress, Read by): the arrow goes back."""
        if 0 <= section < len(COLUMNS) and not COLUMNS[section].sort_key:
            QTimer.singleShot(0, self, self._sync_sort_indicator)

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
        """'19 entries', '3 of 19 entries' under a filter or search, '3 of 19 selected'; while
        a big view's count is read with its whole list, '250+ of 19,000 entries' (filters
        alone: the first rows) or 'over 200 of 19,000 entries' (a search's capped hits)."""
        model = self.model
        searched = not model.counted and bool(model.terms)
        shown: int | str = model.total if model.counted or searched else f"{model.total}+"
        selected = len(self.table.selectionModel().selectedRows())
        if selected > 1:
            self.count_label.setText(
                translate("main_window", "{selected} of {shown} selected").format(
                    selected=selected, shown=shown
                )
            )
            return
        total = self._entries_in_library()
        if searched:  # a typed search's hits, counted with the whole list
            text = translate("main_window", "over {shown} of %n entries", None, total)
            self.count_label.setText(text.format(shown=model.total - 1))
            return
        self.count_label.setText(
            translate("main_window", "%n entries", None, total)
            if shown == total
            else translate("main_window", "{shown} of %n entries", None, total).format(shown=shown)
        )

    def _entries_in_library(self) -> int:
        """How many entries the library holds: the view's count when it shows every entry,
        else read once per change (not at every keystroke)."""
        model = self.model
        everything = model.effective_scope.kind == "all" and not model.effective_query.strip()
        if everything and model.counted:
            self._library_size = model.total
        elif self._library_size is None:
            self._library_size = count_entries(self.controller.lib)
        return self._library_size

    def _table_menu(self, pos: QPoint) -> None:
        """The context menu of selected rows."""
        if self.table.selected_ids():
            self.menus.refresh_paper_menu()
            self.menus.paper_menu.exec(self.table.viewport().mapToGlobal(pos))

    def _reorder(self, ids: list[int], before: int | None) -> None:
        """Rows dragged within a reading list: move them there."""
        scope = self.model.scope
        if scope.kind == "list" and isinstance(scope.value, int):
            self.controller.move_in_list(scope.value, ids, before)
            self.table.select_ids(ids)

    def move_in_list(self, up: bool) -> None:
        """Alt+Up / Alt+Down in a reading list."""
        scope, ids = self.model.scope, self.table.selected_ids()
        if scope.kind != "list" or not isinstance(scope.value, int) or not ids:
            self.statusBar().showMessage(
                translate("main_window", "Moving works inside a reading list."), 4000
            )
            return
        move = self.controller.move_up if up else self.controller.move_down
        move(scope.value, ids)
        self.table.select_ids(ids)

    def delete_selected(self) -> None:
        """Delete the selected entries (undoable, so no question asked)."""
        ids = self.table.selected_ids()
        if ids and self.controller.delete_entries(ids):
            count = len(ids)
            self.statusBar().showMessage(
                translate(
                    "main_window", "Deleted %n entries — Ctrl+Z brings them back.", None, count
                ),
                8000,
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

    def toggle_detail(self) -> None:
        """Show or hide the reading pane."""
        self.detail.setVisible(not self.detail.isVisible())

    def zoom_reading(self, step: int | None) -> None:
        """Change the reading text's size by *step* (None: back to normal), remembered."""
        self.detail.set_zoom(0 if step is None else self.detail.zoom + step)
        self.settings.set_integer(Settings.READING_ZOOM, self.detail.zoom)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept files dragged onto the window."""
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Import files dropped onto the window."""
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        if paths:
            event.acceptProposedAction()
            self.imports.import_paths(paths)

    def show_error(self, message: str) -> None:
        """Tell the person an operation was refused (a file or tag name in it is not markup)."""
        self.statusBar().showMessage(plain(message), 8000)
        QMessageBox.warning(self, "Papershelf", message_html(message))
