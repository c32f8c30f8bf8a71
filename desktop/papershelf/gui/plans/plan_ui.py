"""The window's reading plans: the Reading Plan action and window, and the plan's word in
Read Next and triage (how long the paper takes, when the list ends, ahead or behind)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject

from papershelf.gui import actions
from papershelf.services.changes import ServiceError

if TYPE_CHECKING:
    from papershelf.gui.plans.plan_view import PlanWindow
    from papershelf.gui.window_api import Frame, LibraryAccess, SettingsAccess, View

    class PlannedWindow(Frame, LibraryAccess, SettingsAccess, View, Protocol):
        """The list on show, the controller and settings the plan window works with."""


class PlanUi(QObject):
    """Opens the Reading Plan window on the list on show; words for Read Next and triage."""

    def __init__(self, window: PlannedWindow) -> None:
        super().__init__(window.frame)
        self.window = window
        self.plan_window: PlanWindow | None = None
        self.action = actions.make_action(window.frame, actions.READING_PLAN, self.show_plan)

    def show_plan(self) -> None:
        """Open (or bring forward) the plan of the list on show (else of Unread)."""
        if self.plan_window is None:
            from papershelf.gui.plans.plan_view import PlanWindow

            window = self.window
            self.plan_window = PlanWindow(window.controller, window.settings, window.frame)
        scope = self.window.model.scope
        list_id = scope.value if scope.kind == "list" and isinstance(scope.value, int) else None
        self.plan_window.view.fill_targets()
        self.plan_window.view.show_list(list_id)
        self.plan_window.show()
        self.plan_window.raise_()
        self.plan_window.activateWindow()

    def reading_time(self, entry_id: int) -> str:
        """'about 25 min to read' for one paper."""
        from papershelf.services.plans.estimates import duration, estimate_papers  # at need

        estimate = estimate_papers(self.window.controller.lib, [entry_id])[entry_id]
        return self.tr("about %1 to read").replace("%1", duration(estimate.minutes))

    def read_next_hint(self, list_id: int, entry_id: int) -> str:
        """The status line after Read Next: the paper's time, when the list ends."""
        from papershelf.services.plans.forecast import build_plan  # first use only
        from papershelf.services.plans.report import day_text

        try:
            plan = build_plan(self.window.controller.lib, list_id)
        except ServiceError:
            return ""
        words = [self.reading_time(entry_id)]
        if plan.finish is not None:
            ends = self.tr("at your pace the list is done on %1")
            words.append(ends.replace("%1", day_text(plan.finish, plan.today)))
        if plan.days_late is not None and plan.days_late > 0:
            late = self.tr("1 day") if plan.days_late == 1 else self.tr("%1 days")
            words.append(
                self.tr("%1 after its deadline").replace(
                    "%1", late.replace("%1", str(plan.days_late))
                )
            )
        return self.tr("Read next: %1.").replace("%1", "; ".join(words))
