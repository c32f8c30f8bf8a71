"""Moving between the window's panes by keyboard, as in file managers and mail clients.

Tab and Shift+Tab go sidebar (tree, tag filter) → search box → paper table (one stop: it
no longer moves cell by cell) → the detail pane's controls → back to the sidebar. F6 and
Shift+F6 jump a whole pane at a time: sidebar, search, table, detail.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:
    from papershelf.gui.window_api import Panes, Selection

    class FocusedWindow(Panes, Selection, Protocol):
        """The panes Tab and F6 move between."""


def _takes_tab(widget: QWidget) -> bool:
    """Whether Tab may stop on *widget* now: shown, enabled, accepting keyboard focus."""
    policy = widget.focusPolicy()
    return (
        widget.isVisible()
        and widget.isEnabled()
        and bool(policy.value & Qt.FocusPolicy.TabFocus.value)
        and widget.focusProxy() is None
    )


def chain_within(pane: QWidget) -> list[QWidget]:
    """The Tab stops inside *pane*, in reading order (top to bottom, then left to right).

    Not by walking `nextInFocusChain()`: PySide makes each widget that call returns a
    (Python-side) child of the widget it was called on, so one walk chained every widget of the
    window, the window itself included, under the detail pane's chips and rows; when one of
    those was deleted, PySide dropped the wrappers of every Qt-made object after it in the chain
    (the menu bar and its menus: "Internal C++ object (QMenu) already deleted", issue 31).
    """
    stops = [w for w in pane.findChildren(QWidget) if _takes_tab(w)]
    return sorted(stops, key=lambda w: _reading_position(pane, w))


def _reading_position(pane: QWidget, widget: QWidget) -> tuple[int, int]:
    """Where *widget* sits in *pane*: (top, left), for a Tab order that follows the eye."""
    corner = widget.mapTo(pane, QPoint(0, 0))
    return corner.y(), corner.x()


class PaneFocus:
    """The window's panes and their Tab stops; moves the focus between them."""

    def __init__(self, window: FocusedWindow) -> None:
        self.window = window
        window.table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move in it

    def panes(self) -> list[list[QWidget]]:
        """Each pane's Tab stops, in the order Tab visits them (empty when hidden)."""
        window = self.window
        sidebar = [window.sidebar.tree, window.sidebar.filter_box]
        return [
            [w for w in sidebar if _takes_tab(w)],
            [window.search] if _takes_tab(window.search) else [],
            [window.table] if _takes_tab(window.table) else [],
            chain_within(window.detail) if window.detail.isVisible() else [],
        ]

    def _pane_of(self, widget: QWidget | None, panes: list[list[QWidget]]) -> tuple[int, int]:
        """(pane, stop) holding *widget* (a stop or inside one); (-1, -1) when none does."""
        for p, stops in enumerate(panes):
            for s, stop in enumerate(stops):
                if widget is not None and (widget is stop or stop.isAncestorOf(widget)):
                    return p, s
        if widget is not None and self.window.detail.isAncestorOf(widget):
            return len(panes) - 1, -1
        return -1, -1

    def tab(self, forward: bool) -> bool:
        """Tab / Shift+Tab from the focused widget; False when it is not in a pane."""
        stops = [stop for pane in self.panes() for stop in pane]
        focused = QApplication.focusWidget()
        if focused is None:
            return False
        index = next(
            (i for i, s in enumerate(stops) if focused is s or s.isAncestorOf(focused)), None
        )
        if index is None:
            return False
        target = stops[(index + (1 if forward else -1)) % len(stops)]
        target.setFocus(
            Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
        )
        return True

    def cycle(self, step: int) -> None:
        """F6 (+1) / Shift+F6 (-1): the first stop of the next pane that has one."""
        panes = self.panes()
        current, _stop = self._pane_of(QApplication.focusWidget(), panes)
        if current < 0:  # nowhere yet: F6 starts at the sidebar, Shift+F6 at the detail pane
            current = -1 if step > 0 else len(panes)
        for offset in range(1, len(panes) + 1):
            stops = panes[(current + step * offset) % len(panes)]
            if stops:
                stops[0].setFocus(Qt.FocusReason.ShortcutFocusReason)
                return
