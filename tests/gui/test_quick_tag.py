"""The quick-tag popup: filter the tags, Enter adds one to the selection, Shift+Enter removes it."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
import shiboken6
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from papershelf.gui.organise.quick_tag import QuickTagPopup, TagChoice
from papershelf.gui.organise.tag_rows import MARK_GLYPHS, Mark, TagRole

SELECTED = 12
CHOICES = [
    TagChoice("physics", "#10b981", 48, 12), TagChoice("ml/rl", "#8b5cf6", 12, 4),
    TagChoice("ml/optimizers", "#f59e0b", 31, 0), TagChoice("Curl", "#0ea5e9", 3, 0),
    TagChoice("rlhf", "#ec4899", 9, 1), TagChoice("surveys", "#64748b", 22, 0),
    TagChoice("world-models", "#14b8a6", 5, 0), TagChoice("baselines", "#fde047", 16, 12),
    TagChoice("control/mpc", "#f97316", 4, 0), TagChoice("Čech complexes", "#a3e635", 2, 0),
]  # fmt: skip
Requests = list[tuple[str, str]]


@pytest.fixture
def window(qtbot: QtBot) -> QWidget:
    """A shown window for the popups to belong to."""
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.resize(600, 400)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def open_popup(qtbot: QtBot, window: QWidget, selected: int = SELECTED) -> QuickTagPopup:
    """A popup over *window* for *selected* entries, open and ready for typing."""
    popup = QuickTagPopup(window, CHOICES, selected)
    popup.open_at(window.mapToGlobal(QPoint(40, 40)))
    qtbot.waitExposed(popup)
    qtbot.waitUntil(popup.filter_edit.hasFocus)
    return popup


@pytest.fixture
def popup(qtbot: QtBot, window: QWidget) -> QuickTagPopup:
    """The popup for twelve selected entries and ten tags."""
    return open_popup(qtbot, window)


def record(popup: QuickTagPopup) -> Requests:
    """Every request the popup makes, as ('add' | 'remove', tag)."""
    requests: Requests = []
    popup.add_requested.connect(lambda name: requests.append(("add", name)))
    popup.remove_requested.connect(lambda name: requests.append(("remove", name)))
    return requests


def shown_names(popup: QuickTagPopup) -> list[str]:
    """The rows' text as the person reads it."""
    model = popup.rows_model
    return [model.data(model.index(row, 0)) for row in range(model.rowCount())]


def is_closed(popup: QuickTagPopup) -> bool:
    """Closed (and perhaps already deleted)."""
    return not shiboken6.isValid(popup) or not popup.isVisible()


def press(
    qtbot: QtBot, popup: QuickTagPopup, text: str, *keys: Qt.Key, shift: bool = False
) -> None:
    """Type *text* in the filter, then press *keys* (the last one with Shift if asked)."""
    qtbot.keyClicks(popup.filter_edit, text)
    for number, key in enumerate(keys, 1):
        held = Qt.KeyboardModifier.ShiftModifier if shift and number == len(keys) else None
        qtbot.keyClick(popup.filter_edit, key, held or Qt.KeyboardModifier.NoModifier)


def test_says_how_many_entries_it_acts_on(
    popup: QuickTagPopup, qtbot: QtBot, window: QWidget
) -> None:
    assert popup.title_label.text() == "Tag 12 entries"
    assert "Shift+Enter removes" in popup.hint_label.text()
    assert open_popup(qtbot, window, 1).title_label.text() == "Tag 1 entry"


def test_lists_every_tag_by_name_with_its_count(popup: QuickTagPopup) -> None:
    assert shown_names(popup) == [
        "baselines", "Čech complexes", "control/mpc", "Curl", "ml/optimizers", "ml/rl",
        "physics", "rlhf", "surveys", "world-models",
    ]  # fmt: skip
    assert popup.current_row() is not None and popup.current_row().name == "baselines"
    counts = {row.name: row.count for row in popup.rows()}
    assert counts["physics"] == 48 and counts["Čech complexes"] == 2


def test_marks_show_whether_all_some_or_none_of_the_selection_has_a_tag(
    popup: QuickTagPopup,
) -> None:
    model = popup.rows_model
    glyphs = {
        model.data(model.index(row, 0), TagRole.NAME): MARK_GLYPHS[
            Mark(model.data(model.index(row, 0), TagRole.MARK))
        ]
        for row in range(model.rowCount())
    }
    assert glyphs["physics"] == "✓" and glyphs["baselines"] == "✓"
    assert glyphs["ml/rl"] == "\u2013" and glyphs["rlhf"] == "\u2013"
    assert glyphs["Curl"] == "" and glyphs["surveys"] == ""
    tip = model.data(model.index(5, 0), Qt.ItemDataRole.ToolTipRole)
    assert tip == "<qt>On 4 of the 12 entries selected; 12 entries in all</qt>"  # escaped text


def test_typing_filters_by_contains_best_first(popup: QuickTagPopup, qtbot: QtBot) -> None:
    press(qtbot, popup, "rl")
    assert shown_names(popup) == ["rlhf", "ml/rl", "Curl", "world-models", "Create tag “rl”"]
    assert popup.current_row().name == "rlhf"


def test_no_match_offers_to_create_the_tag_first(popup: QuickTagPopup, qtbot: QtBot) -> None:
    requests = record(popup)
    press(qtbot, popup, "diffusion")
    assert shown_names(popup) == ["Create tag “diffusion”"]
    press(qtbot, popup, "", Qt.Key.Key_Return)
    assert requests == [("add", "diffusion")]
    assert is_closed(popup)


def test_an_exact_match_offers_no_create_row(popup: QuickTagPopup, qtbot: QtBot) -> None:
    press(qtbot, popup, "CURL")
    assert shown_names(popup) == ["Curl"]


def test_enter_adds_the_highlighted_tag_and_closes(popup: QuickTagPopup, qtbot: QtBot) -> None:
    requests = record(popup)
    press(qtbot, popup, "rl", Qt.Key.Key_Down, Qt.Key.Key_Return)
    assert requests == [("add", "ml/rl")]
    assert is_closed(popup)


def test_arrows_stop_at_either_end(popup: QuickTagPopup, qtbot: QtBot) -> None:
    requests = record(popup)
    press(qtbot, popup, "rl", *[Qt.Key.Key_Down] * 7)
    assert popup.current_row() is not None and popup.current_row().create
    press(qtbot, popup, "", *[Qt.Key.Key_Up] * 9)
    assert popup.current_row().name == "rlhf"
    press(qtbot, popup, "", Qt.Key.Key_Down, Qt.Key.Key_Return)
    assert requests == [("add", "ml/rl")]


def test_shift_enter_removes_the_tag(popup: QuickTagPopup, qtbot: QtBot) -> None:
    requests = record(popup)
    press(qtbot, popup, "rl", Qt.Key.Key_Down, Qt.Key.Key_Return, shift=True)
    assert requests == [("remove", "ml/rl")]
    assert is_closed(popup)


def test_nothing_is_asked_when_the_selection_is_already_that_way(
    qtbot: QtBot, window: QWidget
) -> None:
    adding = open_popup(qtbot, window)
    requests = record(adding)
    press(qtbot, adding, "physics", Qt.Key.Key_Return)  # all twelve have it already
    removing = open_popup(qtbot, window)
    removing.add_requested.connect(lambda name: requests.append(("add", name)))
    removing.remove_requested.connect(lambda name: requests.append(("remove", name)))
    press(qtbot, removing, "surveys", Qt.Key.Key_Return, shift=True)  # none of them has it
    assert requests == []
    assert is_closed(adding) and is_closed(removing)


def test_escape_closes_without_a_request(popup: QuickTagPopup, qtbot: QtBot) -> None:
    requests = record(popup)
    press(qtbot, popup, "rl", Qt.Key.Key_Down, Qt.Key.Key_Escape)
    assert requests == []
    assert is_closed(popup)


def test_remove_mode_lists_only_tags_the_selection_has(popup: QuickTagPopup, qtbot: QtBot) -> None:
    requests = record(popup)
    qtbot.mouseClick(popup.remove_button, Qt.MouseButton.LeftButton)
    assert popup.title_label.text() == "Remove a tag from 12 entries"
    assert popup.hint_label.text().startswith("Enter removes")
    assert shown_names(popup) == ["baselines", "ml/rl", "physics", "rlhf"]
    press(qtbot, popup, "new")
    assert shown_names(popup) == []  # no create row: nobody has a tag that does not exist
    popup.filter_edit.clear()
    press(qtbot, popup, "phy", Qt.Key.Key_Return)
    assert requests == [("remove", "physics")]


def test_ctrl_enter_keeps_the_popup_open_for_more_tags(popup: QuickTagPopup, qtbot: QtBot) -> None:
    requests = record(popup)
    press(qtbot, popup, "rl", Qt.Key.Key_Down)
    qtbot.keyClick(popup.filter_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert popup.isVisible() and popup.filter_edit.text() == ""
    assert {row.name: row.mark for row in popup.rows()}["ml/rl"] == Mark.ALL
    assert {row.name: row.count for row in popup.rows()}["ml/rl"] == 12 + 8
    press(qtbot, popup, "curl", Qt.Key.Key_Return)
    assert requests == [("add", "ml/rl"), ("add", "Curl")]
    assert is_closed(popup)


def test_clicking_a_row_applies_it(popup: QuickTagPopup, qtbot: QtBot) -> None:
    requests = record(popup)
    view = popup.list_view
    where = view.visualRect(popup.rows_model.index(3, 0)).center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert requests == [("add", "Curl")]


def test_opens_on_the_screen_even_near_its_edge(qtbot: QtBot, window: QWidget) -> None:
    popup = QuickTagPopup(window, CHOICES, SELECTED)
    popup.open_at(QPoint(10**5, 10**5))
    qtbot.waitExposed(popup)
    area = QGuiApplication.primaryScreen().availableGeometry()
    assert area.contains(popup.frameGeometry())


def test_rows_model_passes_the_model_tester(
    popup: QuickTagPopup, qtbot: QtBot, qtmodeltester: ModelTester
) -> None:
    press(qtbot, popup, "m")
    qtmodeltester.check(popup.rows_model, force_py=True)
