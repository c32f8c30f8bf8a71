"""Small dialogs wide enough to show their whole title.

A question like "List Note" is a few words and one line to type; Qt sizes its dialog to
that, and the window manager then cut the title it shows ("List Note — Papershelf") to
"List No…rshelf". TitleFit watches the dialogs made on the main window and, as each is
shown, widens one too narrow for its title (never past its screen).
"""

from __future__ import annotations

from PySide6.QtCore import QChildEvent, QEvent, QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QWidget

TITLE_BAR_EXTRA = 150  # px: the title bar's icon and buttons, and its margins
TITLE_SPACING = 1.15  # title bars often use a larger or bold font


def shown_title(dialog: QWidget) -> str:
    """The title the window manager shows: the dialog's, then the application's name."""
    name = QGuiApplication.applicationDisplayName()
    title = dialog.windowTitle()
    return f"{title} — {name}" if name and name not in title else title


def title_width(dialog: QWidget) -> int:
    """The width a dialog needs for its whole title in the title bar."""
    text = shown_title(dialog)
    return round(dialog.fontMetrics().horizontalAdvance(text) * TITLE_SPACING) + TITLE_BAR_EXTRA


class TitleFit(QObject):
    """Widens the main window's dialogs, as they are shown, to fit their titles."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A dialog made on the window is fitted, and again each time it is shown."""
        kind = event.type()
        if kind == QEvent.Type.ChildPolished and isinstance(event, QChildEvent):
            child = event.child()  # whole now (when added, it was still a bare QObject)
            if isinstance(child, QDialog):
                child.installEventFilter(self)
                fit_title(child)
        elif kind == QEvent.Type.Show and isinstance(watched, QDialog):
            fit_title(watched)  # its title may have changed since
        return False


def fit_title(dialog: QDialog) -> None:
    """Widen *dialog* to show its whole title (within its screen's width).

    A minimum width set here replaces the one the dialog's layout would set, so it is never
    below the layout's own: a long German label or check box still fits.
    """
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    wanted = min(title_width(dialog), screen.availableGeometry().width() - 40)
    wanted = max(wanted, dialog.minimumSizeHint().width())
    if dialog.minimumWidth() < wanted:
        dialog.setMinimumWidth(wanted)  # a resize alone is undone by the dialog's layout
