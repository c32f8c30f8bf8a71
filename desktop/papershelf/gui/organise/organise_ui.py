"""The window's organising gestures: context menus, quick tagging, drops, sidebar actions."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QColorDialog, QInputDialog, QLineEdit, QMenu, QMessageBox

from papershelf.gui.colours import colour, no_colour
from papershelf.gui.organise.quick_tag import QuickTagPopup, TagChoice
from papershelf.gui.safe_text import menu_text, message_html, plain
from papershelf.gui.translation import translate
from papershelf.library.organising import list_infos, tag_counts, tags_on
from papershelf.library.queries import Scope
from papershelf.services import lists as list_services
from papershelf.services import tags as tag_services
from papershelf.services.saved_searches import get_saved, scope_to_text

if TYPE_CHECKING:
    from papershelf.gui.features.bibtex_ui import BibtexUi
    from papershelf.gui.features.insights import InsightsUi
    from papershelf.gui.window_api import Panes, Workspace

    class OrganisingWindow(Workspace, Panes, Protocol):
        """The selection organised, the sidebar's lists and tags; a list's bound file (BibTeX)
        and its plan's hint (insights)."""

        @property
        def bibtex(self) -> BibtexUi:
            """Binds a reading list to a .bib file."""
            ...

        @property
        def insights(self) -> InsightsUi:
            """The reading plan's word on the next paper."""
            ...


class OrganiseUi(QObject):
    """Menus and dialogs for tags and reading lists; every change goes through the controller."""

    def __init__(self, window: OrganisingWindow) -> None:
        super().__init__(window.frame)
        self.window = window.frame  # Qt's: dialogs' parent, the status bar
        self.host = window  # the window's roles this feature uses (window_api)
        self.controller = window.controller

    @property
    def _ids(self) -> list[int]:
        """The selected entries."""
        return self.host.table.selected_ids()

    def _list_scope(self) -> int | None:
        """The reading list shown, if the table shows one."""
        scope = self.host.model.scope
        return scope.value if scope.kind == "list" and isinstance(scope.value, int) else None

    # --- the table's context menu ---------------------------------------------------------------
    def fill_entry_menu(self, menu: QMenu) -> None:
        """Tag, list, delete and reorder actions for the selected rows."""
        ids = self._ids
        menu.addAction(translate("organise_ui", "Add Tag…") + "\tCtrl+T", self.quick_tag)
        on = tags_on(self.controller.lib, ids)
        if on:
            remove = menu.addMenu(translate("organise_ui", "Remove Tag"))
            for name in sorted(on, key=str.casefold):
                remove.addAction(menu_text(name), partial(self.controller.remove_tag, ids, name))
        add_list = menu.addMenu(translate("organise_ui", "Add to Reading List"))
        for info in list_infos(self.controller.lib):
            add = partial(self.controller.add_to_list, info.id, ids)
            add_list.addAction(menu_text(info.name), add)
        add_list.addSeparator()
        add_list.addAction(
            translate("organise_ui", "New Reading List…"), partial(self.new_list, ids)
        )
        list_id = self._list_scope()
        if list_id is not None:
            self._list_order_actions(menu, list_id, ids)
        menu.addSeparator()

    def _list_order_actions(self, menu: QMenu, list_id: int, ids: list[int]) -> None:
        """Remove from / annotate in the list being shown (the Paper menu's actions move)."""
        menu.addAction(
            translate("organise_ui", "Remove from This List"),
            partial(self.controller.remove_from_list, list_id, ids),
        )
        if len(ids) == 1:
            menu.addAction(
                translate("organise_ui", "Edit List Note…"),
                partial(self.edit_list_note, list_id, ids[0]),
            )

    # --- quick tagging --------------------------------------------------------------------------
    def quick_tag(self) -> None:
        """The Ctrl+T popup over the selection."""
        ids = self._ids
        if not ids:
            return
        on = tags_on(self.controller.lib, ids)
        choices = [
            TagChoice(info.name, info.color or no_colour(), info.count, on.get(info.name, 0))
            for info in tag_counts(self.controller.lib, "count")
            if not info.implied
        ]
        popup = QuickTagPopup(self.window, choices, len(ids))
        popup.add_requested.connect(partial(self.controller.add_tag, ids))
        popup.remove_requested.connect(partial(self.controller.remove_tag, ids))
        table = self.host.table
        row = table.model().index(table.currentIndex().row(), 0)
        point = table.visualRect(row).bottomLeft() if row.isValid() else table.rect().topLeft()
        popup.open_at(table.viewport().mapToGlobal(point))

    # --- drops from the table onto the sidebar -------------------------------------------------
    def entries_dropped(self, kind: str, target: object, ids: list[int]) -> None:
        """Rows dropped on a tag get the tag; on a reading list, join it."""
        if kind == "tag":
            self.controller.add_tag(ids, str(target))
        elif kind == "list" and isinstance(target, int):
            self.controller.add_to_list(target, ids)

    # --- sidebar actions ------------------------------------------------------------------------
    def sidebar_action(self, action: str, target: Any) -> None:
        """Carry out a choice from the sidebar's context menus."""
        handlers: dict[str, Callable[[Any], object]] = {
            "new_tag": lambda _t: self.new_tag(),
            "rename_tag": self.rename_tag,
            "recolor_tag": self.recolor_tag,
            "delete_tag": self.controller.delete_tag,
            "merge_tags": lambda t: self.merge_tags(*t),
            "new_list": lambda _t: self.new_list([]),
            "rename_list": self.rename_list,
            "describe_list": self.describe_list,
            "delete_list": self.controller.delete_list,
            "read_next": self.read_next,
            "bind_list": lambda list_id: self.host.bibtex.bind_dialog(list_id),
            "unbind_list": lambda list_id: self.host.bibtex.unbind_all(list_id),
            "rename_saved": self.rename_saved,
            "edit_saved": self.edit_saved,
            "delete_saved": self.controller.delete_saved,
        }
        handler = handlers.get(action)
        if handler is not None:
            handler(target)

    def _ask(self, title: str, label: str, text: str = "") -> str | None:
        """A one-line question; None when cancelled or left empty."""
        value, ok = QInputDialog.getText(
            self.window, title, message_html(label), QLineEdit.EchoMode.Normal, text
        )
        return value.strip() if ok and value.strip() else None

    def new_tag(self) -> None:
        """Create a tag by name (nest with '/')."""
        name = self._ask(
            translate("organise_ui", "New Tag"),
            translate("organise_ui", "Name (use / to nest, e.g. ml/rl):"),
        )
        if name:
            self.controller.create_tag(name)

    def rename_tag(self, old: str) -> None:
        """Rename a tag; onto an existing name, offer to merge."""
        new = self._ask("Rename Tag", f"New name for '{old}':", old)
        if not new or new == old:
            return
        existing = tag_services.find_tag(self.controller.lib, new)
        if existing is not None and new.casefold() != old.casefold():
            answer = QMessageBox.question(
                self.window, translate("organise_ui", "Merge Tags"),
                message_html(f"A tag '{new}' already exists. Merge '{old}' into it?"),
            )  # fmt: skip
            if answer == QMessageBox.StandardButton.Yes:
                self.controller.rename_tag(old, new, merge=True)
            return
        self.controller.rename_tag(old, new)

    def recolor_tag(self, name: str) -> None:
        """Pick any colour for a tag."""
        row = (
            tag_services.get_tag(self.controller.lib, name)
            if tag_services.find_tag(self.controller.lib, name)
            else None
        )
        start = QColor(row.color) if row is not None else colour("tag.default")
        color = QColorDialog.getColor(start, self.window, plain(f"Colour of '{name}'"))
        if color.isValid():  # from the colour shown: another's recolour meanwhile is reported
            self.controller.recolor_tag(name, color.name(), row.color if row else None)

    def merge_tags(self, sources: list[str], target: str) -> None:
        """Merge the selected tags into one, after asking."""
        others = ", ".join(f"'{s}'" for s in sources if s != target)
        question = message_html(f"Merge {others} into '{target}'?")
        answer = QMessageBox.question(self.window, translate("organise_ui", "Merge Tags"), question)
        if answer == QMessageBox.StandardButton.Yes:
            self.controller.merge_tags(sources, target)

    def new_list(self, ids: list[int]) -> None:
        """Create a reading list, and put *ids* in it."""
        name = self._ask(
            translate("organise_ui", "New Reading List"), translate("organise_ui", "Name:")
        )
        if name and self.controller.create_list(name) and ids:
            list_id = list_services.find_list(self.controller.lib, name)
            if list_id is not None:
                self.controller.add_to_list(list_id, ids)

    def rename_list(self, list_id: int) -> None:
        """Rename a reading list."""
        old = list_services.list_snapshot(self.controller.lib, list_id).name
        name = self._ask("Rename Reading List", f"New name for '{old}':", old)
        if name and name != old:
            self.controller.rename_list(list_id, name, old)

    def describe_list(self, list_id: int) -> None:
        """Say what a reading list is for."""
        old = list_services.list_snapshot(self.controller.lib, list_id)
        text, ok = QInputDialog.getMultiLineText(
            self.window,
            translate("organise_ui", "Describe Reading List"),
            message_html(f"What is '{old.name}' for?"),
            old.description,
        )
        if ok and text != old.description:
            self.controller.describe_list(list_id, text.strip(), old.description)

    def edit_list_note(self, list_id: int, entry_id: int) -> None:
        """Why an entry is in the list shown."""
        old = next(
            (
                m.note
                for m in list_services.list_positions(self.controller.lib, list_id, [entry_id])
            ),
            "",
        )
        text, ok = QInputDialog.getText(
            self.window,
            translate("organise_ui", "List Note"),
            translate("organise_ui", "Why is it in this list?"),
            QLineEdit.EchoMode.Normal,
            old,
        )
        if ok and text != old:
            self.controller.set_list_note(list_id, entry_id, text.strip())

    def save_search(self) -> None:
        """Keep the search box's query, within the sidebar's choice, as a saved search."""
        query = self.host.search.text().strip()
        if not query:
            self.window.statusBar().showMessage(
                translate("organise_ui", "Type a search first, then save it."), 5000
            )
            return
        name = self._ask(
            translate("organise_ui", "Save Search"),
            translate("organise_ui", "Name of the saved search:"),
            query[:60],
        )
        if name:
            scope = self.host.sidebar.current_scope() or Scope()
            self.controller.create_saved(name, query, scope_to_text(scope))

    def rename_saved(self, saved_id: int) -> None:
        """Rename a saved search."""
        old = get_saved(self.controller.lib, saved_id)
        name = self._ask(
            translate("organise_ui", "Rename Saved Search"),
            translate("organise_ui", "New name:"),
            old.name if old else "",
        )
        if old is not None and name and name != old.name:
            self.controller.rename_saved(saved_id, name)

    def edit_saved(self, saved_id: int) -> None:
        """Change a saved search's query."""
        old = get_saved(self.controller.lib, saved_id)
        query = self._ask(
            translate("organise_ui", "Edit Saved Search"),
            translate("organise_ui", "Query:"),
            old.query if old else "",
        )
        if old is not None and query and query != old.query:
            self.controller.edit_saved(saved_id, query)

    def read_next(self, list_id: int | None = None) -> None:
        """Show the first paper of a list not read yet (the list shown, by default)."""
        list_id = list_id if list_id is not None else self._list_scope()
        if list_id is None:
            self.window.statusBar().showMessage(
                translate("organise_ui", "Choose a reading list first."), 5000
            )
            return
        entry_id = list_services.read_next(self.controller.lib, list_id)
        if entry_id is None:
            self.window.statusBar().showMessage(
                translate("organise_ui", "Everything in this list has been read."), 5000
            )
            return
        if self.host.model.scope != Scope("list", list_id):
            self.host.show_scope(Scope("list", list_id))
        self.host.table.select_ids([entry_id])
        hint = self.host.insights.plans.read_next_hint(list_id, entry_id)
        self.window.statusBar().showMessage(hint, 10000)
