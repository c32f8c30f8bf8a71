"""A window that only reads its library (a second window, a read-only or damaged file)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QResizeEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QToolBar, QWidget

from papershelf.gui import actions
from papershelf.gui.appearance import follow_scheme
from papershelf.gui.colours import colour
from papershelf.gui.safe_text import plain
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.lock import LockHolder

if TYPE_CHECKING:
    from papershelf.gui.shell.window_menus import WindowMenus
    from papershelf.gui.window_api import Frame, LibraryAccess, Panes

    class ReadOnlyWindow(Frame, LibraryAccess, Panes, Protocol):
        """What turning a window read-only touches: controller, detail pane, menus, tool bars."""

        @property
        def menus(self) -> WindowMenus:
            """The menus, whose writing actions are disabled."""
            ...


ANOTHER_WINDOW = N("another Papershelf window writes it")  # why a second window only reads


def banner_style() -> str:
    """The banner's colours in the current scheme."""
    background, text, border = (
        colour(f"banner.{part}").name() for part in ("background", "text", "border")
    )
    return (
        f"QFrame#readOnlyBanner {{ background: {background}; border-bottom: 1px solid {border}; }}"
        f" QFrame#readOnlyBanner QLabel {{ color: {text}; }}"
    )


def banner_text(holder: LockHolder) -> str:
    """What the banner says."""
    return translate(
        "read_only",
        "This library is open in another Papershelf window (PID {pid}); this window is read-only.",
    ).format(pid=holder.pid)


def file_banner_text(name: str, reason: str) -> str:
    """What the banner says when this process may not write the library (*name*)."""
    text = translate(
        "read_only", "{library} is open read-only ({reason}); this window can only read it."
    )
    return text.format(library=plain(name), reason=translate("", reason))  # ANOTHER_WINDOW


def damaged_text(reason: str) -> str:
    """What the banner says when SQLite found the library file damaged."""
    return translate(
        "read_only",
        "This library file is damaged ({reason}); this window is read-only so nothing more is "
        "written to it. Restore a backup (File › Restore from Backup), or copy out what you need.",
    ).format(reason=reason)


class ReadOnlyBanner(QFrame):
    """A yellow bar at the top of the window saying why it only reads the library."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readOnlyBanner")
        follow_scheme(self, lambda: self.setStyleSheet(banner_style()))
        self.label = QLabel(text, self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # library text is not markup
        self.label.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        layout.addWidget(self.label)

    def sizeHint(self) -> QSize:
        """As tall as the words need at the banner's width (a toolbar asks no heightForWidth,
        and a wrapped label's own guess is a narrow, tall block)."""
        hint = super().sizeHint()
        layout = self.layout()
        if self.width() <= hint.width() // 2 or layout is None or not layout.hasHeightForWidth():
            return hint
        return QSize(hint.width(), layout.totalHeightForWidth(self.width()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width wraps the words anew: the toolbar asks the height again."""
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self.updateGeometry()


def make_window_read_only(host: ReadOnlyWindow, text: str) -> ReadOnlyBanner:
    """Refuse writes (connection and controller), disable the editing actions, show the banner."""
    window = host.frame
    host.controller.lib.set_read_only(ANOTHER_WINDOW)
    host.controller.read_only = True
    host.controller.read_only_message = text
    host.controller.undo_stack.setActive(False)
    host.detail.set_read_only(True)
    window.setAcceptDrops(False)
    for action in window_write_actions(host):
        action.setEnabled(False)
    banner = ReadOnlyBanner(text, window)
    bar = QToolBar("Read-only", window)
    bar.setObjectName("readOnlyBar")
    bar.setMovable(False)
    bar.addWidget(banner)
    search = window.findChild(QToolBar, "searchToolbar")
    if isinstance(search, QToolBar):  # the banner on a row of its own, above the search
        window.insertToolBar(search, bar)
        window.insertToolBarBreak(search)
    else:
        window.addToolBar(bar)
    window.setWindowTitle(window.windowTitle() + " (read-only)")
    return banner


def window_write_actions(host: ReadOnlyWindow) -> list[QAction]:
    """The window's actions that change the library (reading and searching stay)."""
    window = host.frame
    menus = host.menus
    found = [menus.undo_action, menus.redo_action, menus.delete_action]
    found += menus.paper_actions + menus.rating_actions
    writing = {
        spec.text
        for spec in (
            actions.IMPORT, actions.EDIT_ENTRY, actions.SAVE_SEARCH, actions.NEW_ENTRY,
            actions.ADD_BY_ID, actions.FIND_METADATA, actions.PASTE_ENTRIES,
        )
    }  # fmt: skip
    found += [a for a in window.findChildren(QAction) if a.text() in writing]
    reading = {actions.READ_NEXT.text, actions.FIND_SIMILAR.text}
    return [a for a in found if a.text() not in reading]
