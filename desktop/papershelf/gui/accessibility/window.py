"""One window's accessible names and its status bar as a live region.

WindowAccessibility names the panes a screen reader lands on (Qt cannot guess a name for
a table, a tree or a search box), gives every other focusable control without a name the
words it shows a sighted person (placeholder, tooltip), and announces each status bar
message (an import finished, the number of search results) as AT-SPI's Announcement /
UI Automation's notification, keeping it as the status bar's description too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QTextDocumentFragment
from PySide6.QtWidgets import QAbstractScrollArea, QLineEdit, QStatusBar, QWidget

from papershelf.gui.accessibility import install
from papershelf.gui.safe_text import plain

if TYPE_CHECKING:
    from papershelf.gui.window_api import Frame, Panes, Selection

    class NamedWindow(Frame, Panes, Selection, Protocol):
        """The panes that get names, and the window (its status bar, its other controls)."""


CONTEXT = "Accessibility"


def tr(text: str) -> str:
    """*text* in the user's language."""
    return QCoreApplication.translate(CONTEXT, text)


def name_unnamed(root: QWidget) -> list[QWidget]:
    """Give each focusable control under *root* without a name the words shown on or by it."""
    named = []
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus or widget.accessibleName():
            continue
        words = _shown_words(widget)
        if words:
            widget.setAccessibleName(words)
            named.append(widget)
    return named


def _shown_words(widget: QWidget) -> str:
    """What a sighted person reads on or beside the widget: placeholder, else tooltip."""
    if isinstance(widget, QLineEdit) and widget.placeholderText():
        return widget.placeholderText().split("(")[0].rstrip(" …")
    tip = widget.toolTip()
    if tip.lstrip().startswith("<"):  # tooltip_html: markup, read as the tooltip shows it
        tip = QTextDocumentFragment.fromHtml(tip).toPlainText()
    return plain(tip).split("\n")[0].strip()


def announce(source: QObject, text: str) -> None:
    """Tell assistive technologies *text* now, politely (after what they are saying)."""
    if not text or not QAccessible.isActive():
        return
    event = QAccessibleAnnouncementEvent(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)


class LiveStatusBar(QObject):
    """A status bar whose messages are announced and kept as its description."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.bar = bar
        bar.setAccessibleName(tr("Status"))
        bar.messageChanged.connect(self.on_message)

    def on_message(self, text: str) -> None:
        """Keep and announce a new message (an empty one: the message went away)."""
        self.bar.setAccessibleDescription(text)
        announce(self.bar, text)


class WindowAccessibility(QObject):
    """The main window's names and live status (made once the window's panes exist)."""

    def __init__(self, window: NamedWindow) -> None:
        super().__init__(window.frame)
        install()
        self.window = window
        self._name_panes()
        LiveStatusBar(window.frame.statusBar())  # the status bar holds it
        name_unnamed(window.frame)

    def _name_panes(self) -> None:
        """The names of the window's panes, and what each holds."""
        window = self.window
        window.table.setAccessibleName(tr("Papers"))
        window.table.setAccessibleDescription(
            tr("The papers of the chosen view; Ctrl+T tags, Ctrl+L puts on a reading list")
        )
        window.search.setAccessibleName(tr("Search the library"))
        window.sidebar.tree.setAccessibleName(tr("Library, reading lists and tags"))
        window.detail.browser.setAccessibleName(tr("Paper details"))
        for area in window.detail.related_panel.findChildren(QAbstractScrollArea):
            area.setAccessibleName(tr("Related papers"))
