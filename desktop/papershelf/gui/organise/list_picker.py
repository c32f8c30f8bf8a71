"""Paper › Add to Reading List… (Ctrl+L): the keyboard's way to drop papers on a list.

Dragging rows onto a reading list in the sidebar puts them on it; this dialog does the same
without a mouse: type to filter the lists, arrows to choose, Return to add (a name no list
has yet makes a new list of that name).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.safe_text import menu_text
from papershelf.gui.translation import translate
from papershelf.library.organising import ListInfo, list_infos
from papershelf.services import lists as list_services

if TYPE_CHECKING:
    from papershelf.gui.window_api import Host, Selection

    class PickingWindow(Host, Selection, Protocol):
        """The selected papers, the controller that lists them, the picker's parent."""


LIST_ID_ROLE = Qt.ItemDataRole.UserRole + 1


class ListPicker(QDialog):
    """A filter box over the reading lists; accept() leaves chosen_id() or new_name()."""

    def __init__(self, lists: list[ListInfo], count: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("list_picker", "Add to Reading List"))
        heading = translate("list_picker", "Put %n papers on the reading list:", None, count)
        self.heading = QLabel(heading)
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(
            translate("list_picker", "Type to filter, or a new list's name")
        )
        self.filter_edit.setAccessibleName(translate("list_picker", "Reading list name"))
        self.heading.setBuddy(self.filter_edit)
        self.lists = QListWidget()
        self.lists.setAccessibleName(translate("list_picker", "Reading lists"))
        for info in lists:
            item = QListWidgetItem(menu_text(info.name).replace("&&", "&"))
            item.setData(LIST_ID_ROLE, info.id)
            total = info.total
            item.setData(
                Qt.ItemDataRole.AccessibleDescriptionRole,
                translate("list_picker", "%n papers", None, total),
            )
            self.lists.addItem(item)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.heading, self.filter_edit, self.lists, buttons):
            layout.addWidget(widget)
        self.filter_edit.textChanged.connect(self.apply_filter)
        self.filter_edit.installEventFilter(self)
        self.lists.itemActivated.connect(lambda _item: self.accept())
        self.apply_filter("")

    def apply_filter(self, text: str) -> None:
        """Show the lists whose name holds the typed words; the first shown is current."""
        words = text.casefold().split()
        first = None
        for number in range(self.lists.count()):
            item = self.lists.item(number)
            hidden = not all(word in item.text().casefold() for word in words)
            item.setHidden(hidden)
            if not hidden and first is None:
                first = item
        if first is None:
            self.lists.setCurrentRow(-1)
        else:
            self.lists.setCurrentItem(first)

    def eventFilter(self, watched: object, event: object) -> bool:
        """Up and Down in the filter box move through the lists."""
        if (
            watched is self.filter_edit
            and isinstance(event, QKeyEvent)
            and event.type() == QKeyEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)
        ):
            self.lists.keyPressEvent(event)
            return True
        return super().eventFilter(watched, event)  # type: ignore[arg-type]

    def chosen_id(self) -> int | None:
        """The list chosen, unless the typed name is a new one."""
        item = self.lists.currentItem()
        if item is None or item.isHidden():
            return None
        return int(item.data(LIST_ID_ROLE))

    def new_name(self) -> str:
        """The typed name, when no list matches it."""
        return self.filter_edit.text().strip() if self.chosen_id() is None else ""


def add_to_list_by_keyboard(window: PickingWindow) -> ListPicker | None:
    """Ask which reading list, then put the selected papers on it (or on a new one)."""
    ids = window.table.selected_ids()
    if not ids:
        window.statusBar().showMessage(
            translate("list_picker", "Select the papers to put on a list first."), 5000
        )
        return None
    controller = window.controller
    picker = ListPicker(list_infos(controller.lib), len(ids), window.frame)
    picker.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def chosen() -> None:
        """Add to the chosen list, or make the new one first."""
        list_id, name = picker.chosen_id(), picker.new_name()
        if list_id is None and name and controller.create_list(name):
            list_id = list_services.find_list(controller.lib, name)
        if list_id is not None:
            controller.add_to_list(list_id, ids)

    picker.accepted.connect(chosen)
    picker.open()
    picker.filter_edit.setFocus()
    return picker
