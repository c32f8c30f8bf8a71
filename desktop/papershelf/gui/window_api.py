"""What a feature module may ask of the main window: a few narrow roles, as Protocols.

A feature (`*_ui.py`, a dialog's opener, a watcher) takes the window typed by the roles it
uses, never `MainWindow` itself: `MainWindow` satisfies them structurally, and mypy checks that
wherever the window is handed over. A module that needs one or two things of the window takes
those things (a controller, a widget) instead. Roles:

- `Frame`: the window as Qt sees it (`frame`): the parent of dialogs, actions and tool bars,
  and its status bar, the place for short messages.
- `Messages`: a refusal told to the person (`show_error`: the status bar and a message box).
- `LibraryAccess`: the controller (the library, the undo stack, `changed` and `failed` signals).
- `SettingsAccess`: the settings.
- `Selection`: the paper table (which papers are selected; select others).
- `View`: what the table shows (its model: the scope, the search, rows) and `show_scope`.
- `Panes`: the detail pane, the sidebar and the search box, for features that add to them.
- `Host` (`Messages` + `LibraryAccess`): what most dialogs' openers need;
  `Refreshable`: a window told what another program wrote (the watchers, a restore).
- `Workspace`: messages, controller, settings, table and view, which most features use.

A feature that calls another feature (import asks the BibTeX feature to run a big file)
names that one attribute in a Protocol of its own, beside its use (under `if TYPE_CHECKING:`:
the roles are for mypy; nothing imports this module at run time). A feature whose lines use
the window mostly as Qt's (dialogs' parent) keeps `self.window = window.frame` and reaches its
roles through `self.host`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6 import QtWidgets

    from papershelf.gui.controller import LibraryController
    from papershelf.gui.detail.detail_view import DetailView
    from papershelf.gui.detail.kept_edit import KeptEdit
    from papershelf.gui.organise.sidebar import Sidebar
    from papershelf.gui.search_box import SearchBox
    from papershelf.gui.settings import Settings
    from papershelf.gui.table.paper_table import PaperTable
    from papershelf.gui.table.table_model import PaperTableModel
    from papershelf.library.queries import Scope
    from papershelf.services.changes import Changes


class Frame(Protocol):
    """The window as a Qt widget: parent of dialogs and actions; its status bar for messages."""

    @property
    def frame(self) -> QtWidgets.QMainWindow:
        """The window itself, typed as Qt's main window."""
        ...

    def statusBar(self) -> QtWidgets.QStatusBar:
        """The status bar: short messages that fade."""
        ...


class Messages(Frame, Protocol):
    """Where a feature tells the person something went wrong."""

    def show_error(self, message: str) -> None:
        """A refusal: in the status bar and a message box."""
        ...


class LibraryAccess(Protocol):
    """The controller: the library, the undo stack, and the `changed` / `failed` signals."""

    @property
    def controller(self) -> LibraryController:
        """Runs every change through services and the undo stack."""
        ...


class SettingsAccess(Protocol):
    """The remembered settings."""

    @property
    def settings(self) -> Settings:
        """Settings read and written by features (folders, styles, zoom)."""
        ...


class Selection(Protocol):
    """The paper table: the selected papers, and selecting others."""

    @property
    def table(self) -> PaperTable:
        """The table of papers (`selected_ids`, `select_ids`, its viewport)."""
        ...


class View(Protocol):
    """What the table shows: its model (scope, search, rows) and a way to show another scope."""

    @property
    def model(self) -> PaperTableModel:
        """The table's rows: `scope`, `query`, `row_of`."""
        ...

    def show_scope(self, scope: Scope) -> None:
        """Select *scope* in the sidebar, which shows it in the table."""
        ...


class Panes(Protocol):
    """The panes around the table, for features that add to them or move focus."""

    @property
    def detail(self) -> DetailView:
        """The detail pane (the paper shown, its strips and pages)."""
        ...

    @property
    def sidebar(self) -> Sidebar:
        """The sidebar (scopes, lists, tags)."""
        ...

    @property
    def search(self) -> SearchBox:
        """The search box above the table."""
        ...


class Host(Messages, LibraryAccess, Protocol):
    """The window, its controller and its error sink: what most dialogs' openers need."""


class Refreshable(Host, View, Protocol):
    """A window told what another program or session wrote, to refresh every view."""

    @property
    def kept_edit(self) -> KeptEdit:
        """Keeps what was typed into a paper deleted meanwhile."""
        ...

    def on_changes(self, changes: Changes) -> None:
        """Refresh each part from what an operation changed."""
        ...


class Workspace(Messages, LibraryAccess, SettingsAccess, Selection, View, Protocol):
    """The roles most feature modules use together: messages, controller, settings, table."""
