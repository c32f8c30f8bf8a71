"""The main window's layout kept between runs: its size and place, the splitters, the table's
columns and the reading text's size, in Settings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from papershelf.gui.settings import Settings
from papershelf.gui.shell.screen_fit import fit_first_run

if TYPE_CHECKING:
    from PySide6.QtWidgets import QSplitter

    from papershelf.gui.shell.window_menus import WindowMenus
    from papershelf.gui.window_api import Frame, Panes, Selection, SettingsAccess

    class LaidOutWindow(Frame, SettingsAccess, Selection, Panes, Protocol):
        """The window's geometry, its splitters, the table's columns and the reading zoom."""

        @property
        def splitter(self) -> QSplitter:
            """Sidebar | table | detail."""
            ...

        @property
        def menus(self) -> WindowMenus:
            """The column actions, kept in step with the restored header."""
            ...


def restore_layout(window: LaidOutWindow) -> None:
    """Put back the window, splitter and column layout saved last time."""
    settings = window.settings
    _restore_geometry(window)
    if (state := settings.bytes(Settings.MAIN_SPLITTER)) is not None:
        window.splitter.restoreState(state)
    if (state := settings.bytes(Settings.READING_SPLITTER)) is not None:
        window.detail.reading_splitter.restoreState(state)
    if (header := settings.bytes(Settings.TABLE_HEADER)) is not None:
        window.table.horizontalHeader().restoreState(header)
        window.menus.sync_column_actions()
    window.detail.set_zoom(settings.integer(Settings.READING_ZOOM))


def _restore_geometry(window: LaidOutWindow) -> None:
    """The saved size and place (Qt clamps it to the screen); else one that fits the screen."""
    geometry = window.settings.bytes(Settings.WINDOW_GEOMETRY)
    if geometry is None or not window.frame.restoreGeometry(geometry):
        fit_first_run(window.frame)


def save_layout(window: LaidOutWindow) -> None:
    """Remember window, splitter and column layout."""
    settings = window.settings
    settings.set_bytes(Settings.WINDOW_GEOMETRY, window.frame.saveGeometry())
    settings.set_bytes(Settings.MAIN_SPLITTER, window.splitter.saveState())
    settings.set_bytes(Settings.READING_SPLITTER, window.detail.reading_splitter.saveState())
    settings.set_integer(Settings.READING_ZOOM, window.detail.zoom)
    settings.set_bytes(Settings.TABLE_HEADER, window.table.horizontalHeader().saveState())
    settings.sync()
