"""The window's reading aids: triage mode, related papers, tag suggestions and statistics.

Kept out of main_window: the window creates one InsightsUi, lets it add its View and Paper
actions, and calls install() once its layout is built. The triage page then shares the
central area with the library (a stacked widget), so Ctrl+Z and the Edit menu keep working.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QStackedWidget, QToolBar

from papershelf.gui import actions
from papershelf.gui.features.related_service import RelatedService
from papershelf.gui.features.triage_session import TriageScope
from papershelf.gui.plans.plan_ui import PlanUi
from papershelf.gui.translation import translate
from papershelf.library.queries import Scope, load_rows
from papershelf.services.changes import Changes

if TYPE_CHECKING:
    from papershelf.gui.features.triage import TriageView
    from papershelf.gui.plans.stats_view import StatisticsWindow
    from papershelf.gui.shell.window_menus import WindowMenus
    from papershelf.gui.window_api import Panes, Workspace

    class InsightsWindow(Workspace, Panes, Protocol):
        """The table and search triage and suggestions drive; its central area; its menus."""

        @property
        def menus(self) -> WindowMenus:
            """The selection's actions, resting while triage is on."""
            ...


SIMILAR_KEYS = 20  # at most this many selected papers make up a "find similar" query


class InsightsUi(QObject):
    """Triage, related papers, suggestions and statistics for one main window."""

    def __init__(self, window: InsightsWindow) -> None:
        super().__init__(window.frame)
        self.window = window
        controller = window.controller
        self.related = RelatedService(controller.lib, self)
        controller.changed.connect(self.related.on_changes)
        controller.changed.connect(self._refresh_statistics)
        window.detail.related_panel.set_service(self.related)
        window.detail.related_panel.open_requested.connect(self.open_entry)
        self._triage: TriageView | None = None  # made when first wanted, not at start-up
        self.statistics: StatisticsWindow | None = None
        self._statistics_timer = QTimer(self, singleShot=True, interval=300)
        self._statistics_timer.timeout.connect(self._refresh_statistics_now)
        self.pages: QStackedWidget | None = None
        self.triage_action = actions.make_action(window.frame, actions.TRIAGE, self.toggle_triage)
        self.statistics_action = actions.make_action(
            window.frame, actions.STATISTICS, self.show_statistics
        )
        self.plans = PlanUi(window)  # reading plans (issue 36)
        self.find_similar_action = actions.make_action(
            window.frame, actions.FIND_SIMILAR, self.find_similar
        )

    def fill_view_menu(self, menu: QMenu) -> None:
        """Triage and Statistics in the View menu (their shortcuts work everywhere)."""
        menu.addSeparator()
        menu.addAction(self.triage_action)
        menu.addAction(self.statistics_action)
        menu.addAction(self.plans.action)

    def install(self) -> None:
        """Share the central area with the triage page."""
        window = self.window.frame
        self.pages = QStackedWidget(window)
        library = window.takeCentralWidget()
        assert library is not None
        self._library_page = library
        self.pages.addWidget(library)
        if self._triage is not None:
            self.pages.addWidget(self._triage)
        window.setCentralWidget(self.pages)

    # --- triage ---------------------------------------------------------------------------------
    @property
    def triage(self) -> TriageView:
        """The triage page, made (and put beside the library) the first time it is wanted."""
        if self._triage is None:
            from papershelf.gui.features.triage import TriageView

            window = self.window
            self._triage = TriageView(window.controller, self.related, window.settings)
            self._triage.leave_requested.connect(self.leave_triage)
            if self.pages is not None:
                self.pages.addWidget(self._triage)
        return self._triage

    @property
    def in_triage(self) -> bool:
        """Whether the triage page is on show."""
        shown = self.pages.currentWidget() if self.pages is not None else None
        return shown is not None and shown is self._triage

    def toggle_triage(self) -> None:
        """Enter triage over the view on show, or leave it."""
        if self.in_triage:
            self.leave_triage()
        else:
            self.enter_triage()

    def enter_triage(self) -> None:
        """Go through the unread papers of the current view (resuming where the last pass was)."""
        if self.pages is None:
            return
        model = self.window.model
        self._show_triage(True)
        self.triage.start(TriageScope(model.scope, model.query, model.sort_order))
        self.triage.setFocus()

    def leave_triage(self) -> None:
        """Back to the library, on the paper triage was at (when the view holds it)."""
        if not self.in_triage:
            return
        self.triage.save()
        current = self.triage.session.current
        self._show_triage(False)
        if current is not None and self.window.model.row_of(current) is not None:
            self.window.table.select_ids([current])
        self.window.table.setFocus()

    def _show_triage(self, on: bool) -> None:
        """Switch pages; the table's shortcuts (Delete, Ctrl+digits) rest while triage is on."""
        assert self.pages is not None
        window = self.window.frame
        self.pages.setCurrentWidget(self.triage if on else self._library_page)
        toolbar = window.findChild(QToolBar, "searchToolbar")
        if toolbar is not None:
            toolbar.setVisible(not on)
        for action in self._table_actions():
            action.setEnabled(not on)
        self.triage_action.setText(
            translate("insights", "Leave &Triage") if on else actions.TRIAGE.text
        )

    def _table_actions(self) -> list[QAction]:
        """The window's actions on the table's selection."""
        found = self.window.menus.selection_actions()
        return [a for a in found if a is not self.find_similar_action]

    # --- related papers -------------------------------------------------------------------------
    def open_entry(self, entry_id: int) -> None:
        """Show a related paper in the table (widening the view to the library if need be)."""
        window = self.window
        if window.model.row_of(entry_id) is None:
            window.show_scope(Scope())
        if window.model.row_of(entry_id) is None and window.model.query:
            window.search.clear()
            window.model.set_view(query="")
        window.table.select_ids([entry_id])
        window.table.setFocus()

    def find_similar(self) -> None:
        """Search for papers like the selected ones (related:KEY, all of them for several)."""
        window = self.window
        ids = window.table.selected_ids()[:SIMILAR_KEYS]
        if not ids:
            window.statusBar().showMessage(
                translate("insights", "Select a paper to find papers like it."), 5000
            )
            return
        rows = load_rows(window.controller.lib, ids)
        keys = ",".join(rows[i].key for i in ids if i in rows)
        window.search.setText(f"related:{keys}")
        window.search.setFocus()

    # --- statistics -----------------------------------------------------------------------------
    def show_statistics(self) -> None:
        """Open (or bring forward) the Statistics window with fresh figures."""
        if self.statistics is None:
            from papershelf.gui.plans.stats_view import StatisticsWindow

            self.statistics = StatisticsWindow(self.window.controller.lib, self.window.frame)
        self.statistics.view.refresh()
        self.statistics.show()
        self.statistics.raise_()
        self.statistics.activateWindow()

    def _refresh_statistics(self, changes: Changes) -> None:
        """Keep an open Statistics window current (once a burst of changes is over)."""
        if self.statistics is not None and self.statistics.isVisible() and not changes.empty:
            self._statistics_timer.start()

    def _refresh_statistics_now(self) -> None:
        """Read the figures again."""
        if self.statistics is not None and self.statistics.isVisible():
            self.statistics.view.refresh()
