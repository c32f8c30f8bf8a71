"""What assistive technologies are told, through Qt's own accessibility API (offscreen), and
the keyboard's equivalents of drag and drop (issue 37). tests/gui/test_atspi.py checks the
same through AT-SPI on a real X server; these run everywhere, fast."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.gui.accessibility.chart_tables import NumbersDialog
from papershelf.gui.accessibility.chart_text import chart_summary, chart_table
from papershelf.gui.accessibility.interfaces import ChipAccessible
from papershelf.gui.detail.related_panel import RelatedPanel
from papershelf.gui.detail.tag_editor import TagChip
from papershelf.gui.dialogs.shortcuts_dialog import shortcut_rows
from papershelf.gui.main_window import MainWindow
from papershelf.gui.organise.list_picker import ListPicker
from papershelf.gui.table.table_cells import COLUMN_INDEX
from papershelf.library.db import Library
from papershelf.library.organising import list_infos
from papershelf.library.queries import get_entry

CTRL = Qt.KeyboardModifier.ControlModifier
VAGUE = {QAccessible.Role.Client, QAccessible.Role.NoRole, QAccessible.Role.Pane}


def _focusable(interface: QAccessibleInterface) -> list[QAccessibleInterface]:
    """Every visible focusable object under *interface* (a table's cells aside)."""
    found = []
    state = interface.state()
    if state.focusable and not state.invisible:
        found.append(interface)
    if interface.role() == QAccessible.Role.Table:
        return found
    for number in range(interface.childCount()):
        child = interface.child(number)
        if child is not None:
            found += _focusable(child)
    return found


def _unnamed_or_vague(window: MainWindow) -> list[str]:
    """The focusable objects a screen reader could not name or place."""
    root = QAccessible.queryAccessibleInterface(window)
    return [
        f"{type(i.object()).__name__} {i.role()} {i.text(QAccessible.Text.Name)!r}"
        for i in _focusable(root)
        if not i.text(QAccessible.Text.Name).strip() or i.role() in VAGUE
    ]


def _id_of(lib: Library, title_start: str) -> int:
    """The entry whose title starts with *title_start*."""
    row = lib.execute("SELECT id FROM entry WHERE title LIKE ?", [title_start + "%"]).fetchone()
    return int(row[0])


def test_every_focusable_control_of_the_window_has_a_name_and_role(window: MainWindow) -> None:
    window.table.select_ids([_id_of(window.controller.lib, "Metamizer")])
    assert _unnamed_or_vague(window) == []


def test_the_stars_are_a_slider_a_screen_reader_sets(qtbot: QtBot, window: MainWindow) -> None:
    entry = window.table.selected_ids()[0]
    stars = window.detail.star_rating
    interface = QAccessible.queryAccessibleInterface(stars)
    assert interface.role() == QAccessible.Role.Slider
    value = interface.valueInterface()
    assert (value.minimumValue(), value.maximumValue(), value.currentValue()) == (0, 5, 0)
    value.setCurrentValue(4)
    assert get_entry(window.controller.lib, entry).rating == 4  # type: ignore[union-attr]
    assert interface.text(QAccessible.Text.Description) == "4 of 5 stars"
    window.menus.undo_action.trigger()  # one step, as a key's rating
    assert get_entry(window.controller.lib, entry).rating == 0  # type: ignore[union-attr]


def test_the_table_says_stars_and_files_in_words(qtbot: QtBot, window: MainWindow) -> None:
    qtbot.keyClick(window.table, Qt.Key.Key_3, CTRL)
    row = window.table.currentIndex().row()
    spoken = Qt.ItemDataRole.AccessibleTextRole
    rating = window.model.index(row, COLUMN_INDEX["rating"])
    assert window.model.data(rating, spoken) == "3 of 5 stars"
    files = window.model.index(row, COLUMN_INDEX["files"])
    assert window.model.data(files, spoken) == "No files"
    assert window.model.data(window.model.index(row, COLUMN_INDEX["year"]), spoken) is None


def test_the_status_bar_keeps_its_message_for_screen_readers(window: MainWindow) -> None:
    bar = window.statusBar()
    bar.showMessage("Imported 3 papers.")
    assert (bar.accessibleName(), bar.accessibleDescription()) == ("Status", "Imported 3 papers.")
    bar.clearMessage()
    assert bar.accessibleDescription() == ""


def _picker(qtbot: QtBot) -> ListPicker:
    """The Add to Reading List dialog once it shows."""
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), ListPicker))
    picker = QApplication.activeModalWidget()
    assert isinstance(picker, ListPicker)
    return picker


def test_ctrl_l_puts_the_selection_on_a_list_by_keys(qtbot: QtBot, window: MainWindow) -> None:
    lib = window.controller.lib
    window.controller.create_list("Thesis")
    window.controller.create_list("Reading group")
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_L, CTRL)
    picker = _picker(qtbot)
    qtbot.keyClicks(picker.filter_edit, "thes")
    qtbot.keyClick(picker.filter_edit, Qt.Key.Key_Return)
    totals = {info.name: info.total for info in list_infos(lib)}
    assert totals["Thesis"] == 1 and totals["Reading group"] == 0


def test_a_new_name_after_ctrl_l_makes_the_list(qtbot: QtBot, window: MainWindow) -> None:
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_L, CTRL)
    picker = _picker(qtbot)
    qtbot.keyClicks(picker.filter_edit, "Exam prep")
    qtbot.keyClick(picker.filter_edit, Qt.Key.Key_Return)
    assert {info.name: info.total for info in list_infos(window.controller.lib)}.get(
        "Exam prep"
    ) == 1


def test_f1_lists_the_keyboard_drop_onto_a_list(window: MainWindow) -> None:
    rows = shortcut_rows(window.findChildren(type(window.menus.undo_action)))
    assert ("Add to Reading List", "Ctrl+L", "Window") in rows
    assert any(row[0] == "Tag" and row[1] == "Ctrl+T" for row in rows)


def test_a_related_paper_opens_with_return(qtbot: QtBot, window: MainWindow) -> None:
    lib = window.controller.lib
    window.table.select_ids([_id_of(lib, "Metamizer")])
    panel: RelatedPanel = window.detail.related_panel
    qtbot.waitUntil(lambda: bool(panel.rows))
    target = panel.rows[0]
    assert target.focusPolicy() == Qt.FocusPolicy.StrongFocus
    interface = QAccessible.queryAccessibleInterface(target)
    assert interface.role() == QAccessible.Role.Button
    target.setFocus()
    qtbot.keyClick(target, Qt.Key.Key_Return)
    assert window.table.selected_ids() == [target.entry_id]


def test_a_tag_chip_offers_remove(qtbot: QtBot) -> None:
    chip = TagChip("ml", "#5b8def")
    qtbot.addWidget(chip)
    interface = QAccessible.queryAccessibleInterface(chip)
    assert isinstance(interface, ChipAccessible) and interface.role() == QAccessible.Role.Button
    assert interface.actionNames() == ["Remove"]
    with qtbot.waitSignal(chip.remove_clicked) as removed:
        interface.doAction("Remove")
    assert removed.args == ["ml"]


def test_charts_say_their_numbers_and_show_them_as_tables(qtbot: QtBot, window: MainWindow) -> None:
    window.controller.set_status([_id_of(window.controller.lib, "Metamizer")], 2)
    window.insights.statistics_action.trigger()
    stats = window.insights.statistics
    assert stats is not None
    qtbot.addWidget(stats)
    charts = stats.charts()
    interface = QAccessible.queryAccessibleInterface(charts[0])
    assert interface.role() == QAccessible.Role.Chart
    assert interface.text(QAccessible.Text.Name) == "Added and read per month"
    headers, rows = chart_table(charts[0])
    assert headers == ["Month", "Added", "Read"] and sum(int(r[1]) for r in rows) == 19
    month = rows[-1][0]
    assert chart_summary(charts[0]).endswith(f"Month, Added, Read: {month} 19 1.")
    qtbot.mouseClick(stats.numbers_button, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    dialog = stats.findChild(NumbersDialog)
    assert dialog is not None and dialog.tabs.count() == len(charts)
    table = dialog.tabs.widget(0)
    assert table.rowCount() == len(rows)  # type: ignore[attr-defined]
    assert table.horizontalHeaderItem(1).text() == "Added"  # type: ignore[attr-defined]
    dialog.close()
