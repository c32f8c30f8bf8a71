"""The main window's menu bar: File, Edit, View, Paper and Help, built from gui/actions.py.

Every action is defined once there; here each gets its handler and its place. The Paper
menu is rebuilt for each selection (tags and lists change); its shortcuts work from
anywhere in the window, menu open or not.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from papershelf.gui import actions, dialog_commands
from papershelf.gui.crash import show_log_folder
from papershelf.gui.dialogs.shortcuts_dialog import show_shortcuts
from papershelf.gui.features.bibtex_ui import regenerate_keys_dialog
from papershelf.gui.features.zotero_ui import choose_zotero_import
from papershelf.gui.organise.list_picker import add_to_list_by_keyboard
from papershelf.gui.table.table_cells import COLUMNS
from papershelf.gui.table.table_extras import MEMBER_COLUMNS
from papershelf.gui.translation import translate
from papershelf.library.models import Status
from papershelf.services import members

if TYPE_CHECKING:
    from papershelf.gui.main_window import MainWindow


class WindowMenus:
    """One window's menus and the actions in them (the window is every action's parent)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        bar = window.menuBar()
        self._build_file_menu(bar.addMenu(translate("window_menus", "&File")))
        self._build_edit_menu(bar.addMenu(translate("window_menus", "&Edit")))
        self._build_view_menu(bar.addMenu(translate("window_menus", "&View")))
        self.paper_menu = bar.addMenu(translate("window_menus", "&Paper"))
        self._fill_paper_menu(self.paper_menu)
        self.paper_menu.aboutToShow.connect(self.refresh_paper_menu)
        self._build_help_menu(bar.addMenu(translate("window_menus", "&Help")))

    def _action(self, spec: actions.ActionSpec, handler: Callable[[], object]) -> QAction:
        """The action of *spec*, owned by the window, running *handler*."""
        return actions.make_action(self.window, spec, handler)

    def _build_file_menu(self, file_menu: QMenu) -> None:
        """Open a shared library; import and export; preferences; quit."""
        window, act = self.window, self._action
        file_menu.addAction(
            act(actions.OPEN_SHARED_LIBRARY, partial(dialog_commands.open_shared_library, window))
        )
        file_menu.addSeparator()
        file_menu.addAction(act(actions.IMPORT, window.imports.choose_import))
        file_menu.addAction(act(actions.IMPORT_ZOTERO, partial(choose_zotero_import, window)))
        file_menu.addAction(act(actions.EXPORT, window.bibtex.export_dialog))
        file_menu.addAction(
            act(actions.EXPORT_SELECTION, partial(window.bibtex.export_dialog, True))
        )
        file_menu.addAction(act(actions.EXPORT_BIBLIOGRAPHY, window.citations.export_dialog))
        file_menu.addAction(
            act(actions.AUTO_EXPORT_LIBRARY, partial(window.bibtex.bind_dialog, None))
        )
        window.projects.fill_file_menu(file_menu)
        file_menu.addSeparator()
        file_menu.addAction(act(actions.YOUR_NAME, partial(dialog_commands.ask_your_name, window)))
        file_menu.addAction(
            act(actions.PREFERENCES, partial(dialog_commands.show_preferences, window))
        )
        file_menu.addAction(act(actions.QUIT, window.close))

    def _build_edit_menu(self, edit: QMenu) -> None:
        """Undo and redo; edit, copy and paste entries; find; duplicates, keys, saved searches."""
        window, act = self.window, self._action
        self.undo_action = window.controller.undo_stack.createUndoAction(
            window, translate("window_menus", "&Undo")
        )
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = window.controller.undo_stack.createRedoAction(
            window, translate("window_menus", "&Redo")
        )
        self.redo_action.setShortcuts(actions.redo_shortcuts())
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addAction(act(actions.EDIT_ENTRY, window.detail.start_editing))
        edit.addAction(act(actions.COPY_BIBTEX, window.bibtex.copy_bibtex))
        edit.addAction(act(actions.COPY_CITE, window.bibtex.copy_cite))
        self.copy_reference_actions = [  # also in the table's context menu
            act(actions.COPY_REFERENCE, window.citations.copy_reference),
            act(actions.COPY_CITATION, window.citations.copy_citation),
        ]
        edit.addActions(self.copy_reference_actions)
        edit.addAction(act(actions.PASTE_ENTRIES, partial(dialog_commands.paste_entries, window)))
        edit.addAction(act(actions.FIND, window.focus_search))
        edit.addAction(act(actions.DUPLICATES, partial(dialog_commands.show_duplicates, window)))
        edit.addAction(act(actions.REGENERATE_KEYS, partial(regenerate_keys_dialog, window)))
        edit.addAction(act(actions.SAVE_SEARCH, window.organise.save_search))

    def _build_help_menu(self, help_menu: QMenu) -> None:
        """Keyboard shortcuts, the log folder, About."""
        window, act = self.window, self._action
        help_menu.addAction(act(actions.SHORTCUTS, partial(show_shortcuts, window)))
        help_menu.addAction(act(actions.SHOW_LOG_FOLDER, show_log_folder))
        help_menu.addSeparator()
        help_menu.addAction(act(actions.ABOUT, partial(dialog_commands.show_about, window)))

    def _build_view_menu(self, view: QMenu) -> None:
        """Show/hide the detail pane and each column; the reading text's size."""
        window, act = self.window, self._action
        view.addAction(act(actions.SHOW_DETAILS, window.toggle_detail))
        self._add_zoom_actions(view)
        view.addAction(act(actions.NEXT_PANE, partial(window.panes.cycle, 1)))
        view.addAction(act(actions.PREVIOUS_PANE, partial(window.panes.cycle, -1)))
        columns = view.addMenu(translate("window_menus", "&Columns"))
        header = window.table.horizontalHeader()
        for i, column in enumerate(COLUMNS):
            action = columns.addAction(translate("", column.header))
            action.setCheckable(True)
            action.setChecked(not header.isSectionHidden(i))
            action.toggled.connect(lambda on, i=i: header.setSectionHidden(i, not on))
            if column.name in ("title", "list_note"):
                action.setEnabled(False)  # the title always shows; a list's notes where they apply
            if column.name in MEMBER_COLUMNS and not members.shared(window.controller.lib):
                action.setVisible(False)  # who read a paper: a shared library's question
        self._column_actions = columns.actions()
        header.customContextMenuRequested.connect(lambda pos: columns.exec(header.mapToGlobal(pos)))
        window.insights.fill_view_menu(view)
        view.addAction(act(actions.ASSIGNED_TO_ME, window.members.show_assigned))

    def hide_unoffered_columns(self) -> None:
        """Hide the columns this library does not offer (Read by on a file), even where the
        remembered layout of a shared library showed them."""
        header = self.window.table.horizontalHeader()
        for i, action in enumerate(self._column_actions):
            if not action.isVisible():
                header.setSectionHidden(i, True)
        self.window.table.sync_extras()  # a remembered Progress column is read from the start

    def _add_zoom_actions(self, view: QMenu) -> None:
        """Ctrl+= / Ctrl+- make the reading text larger or smaller; Actual Size goes back."""
        window, act = self.window, self._action
        zoom_in = act(actions.ZOOM_IN, partial(window.zoom_reading, 1))
        zoom_in.setShortcuts(
            [QKeySequence("Ctrl+="), QKeySequence("Ctrl++")]
        )  # with or without Shift
        view.addActions(
            [
                zoom_in,
                act(actions.ZOOM_OUT, partial(window.zoom_reading, -1)),
                act(actions.ZOOM_RESET, partial(window.zoom_reading, None)),
            ]
        )
        view.addSeparator()

    def sync_column_actions(self) -> None:
        """Tick the View > Columns entries to match the (restored) header."""
        header = self.window.table.horizontalHeader()
        for i, action in enumerate(self._column_actions):
            action.setChecked(not header.isSectionHidden(i))

    def _fill_paper_menu(self, menu: QMenu) -> None:
        """Actions on the selected entries; the shortcuts work from anywhere in the window."""
        window, act = self.window, self._action
        self.paper_actions: list[QAction] = []
        add = self.paper_actions.append
        add(act(actions.QUICK_TAG, window.organise.quick_tag))
        add(act(actions.FOCUS_TAGS, window.detail.focus_tags))
        add(act(actions.READ_NEXT, window.organise.read_next))
        add(act(actions.MOVE_UP, partial(window.move_in_list, up=True)))
        add(act(actions.MOVE_DOWN, partial(window.move_in_list, up=False)))
        for status, spec in zip(Status, actions.STATUS_ACTIONS, strict=True):
            add(act(spec, partial(window.set_status, status)))
        add(window.insights.find_similar_action)
        add(act(actions.ADD_TO_LIST, partial(add_to_list_by_keyboard, window)))
        self.rating_actions = [
            act(spec, partial(window.set_rating, stars))
            for stars, spec in enumerate(actions.RATING_ACTIONS)
        ]
        self.delete_action = act(actions.DELETE_ENTRIES, window.delete_selected)
        self.add_by_id_action = act(
            actions.ADD_BY_ID, partial(dialog_commands.add_by_identifier, window)
        )
        self.new_entry_action = act(actions.NEW_ENTRY, partial(dialog_commands.new_entry, window))
        self.find_metadata_action = act(
            actions.FIND_METADATA, partial(dialog_commands.find_metadata, window)
        )
        window.addActions([*self.paper_actions, *self.rating_actions, self.delete_action,
                           self.add_by_id_action, self.new_entry_action,
                           self.find_metadata_action])  # fmt: skip
        self.refresh_paper_menu(menu)

    def selection_actions(self) -> list[QAction]:
        """The actions on the table's selection: the Paper menu's, the ratings, Delete."""
        return [*self.paper_actions, *self.rating_actions, self.delete_action]

    def refresh_paper_menu(self, menu: QMenu | None = None) -> None:
        """Rebuild a Paper menu for the current selection (tags and lists change)."""
        window = self.window
        menu = menu or self.paper_menu
        for old in menu.findChildren(QMenu, options=Qt.FindChildOption.FindDirectChildrenOnly):
            old.deleteLater()  # last time's submenus: clear() drops their entries, not them
        menu.clear()
        menu.addActions([self.new_entry_action, self.add_by_id_action])
        if window.table.selected_ids():
            menu.addActions([self.find_metadata_action, *self.copy_reference_actions])
        menu.addSeparator()
        if window.table.selected_ids():
            menu.addActions(window.files.menu_actions())
            menu.addAction(window.reader.action)
            menu.addSeparator()
            window.organise.fill_entry_menu(menu)
        for action in self.paper_actions[2:]:
            menu.addAction(action)
            if action is self.paper_actions[4]:
                menu.addSeparator()
        rating = menu.addMenu(translate("window_menus", "Ra&ting"))
        rating.addActions(self.rating_actions)
        menu.addSeparator()
        menu.addAction(self.delete_action)
