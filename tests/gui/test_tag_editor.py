"""The tag editor: chips for an entry's tags and a box that adds tags by contains-match."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QPushButton, QVBoxLayout, QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from papershelf.gui.detail.tag_editor import TagEditor
from papershelf.gui.organise.tag_rows import (
    DEFAULT_TAG_COLOR,
    Mark,
    TagRow,
    TagRowsModel,
    clean_tag_name,
    match_rank,
    ranked_matches,
    text_color_on,
)

KNOWN = [
    ("physics", "#10b981"), ("ml/rl", "#8b5cf6"), ("ml/optimizers", "#f59e0b"),
    ("Curl", "#0ea5e9"), ("rlhf", "#ec4899"), ("world-models", "#14b8a6"),
    ("surveys", "#64748b"), ("Čech complexes", "#a3e635"),
]  # fmt: skip
ON_ENTRY = [("physics", "#10b981"), ("surveys", "#64748b")]


class Host(QWidget):
    """A pane holding the editor and a button after it (somewhere for Tab to go)."""

    def __init__(self) -> None:
        super().__init__()
        self.editor = TagEditor()
        self.after = QPushButton("After")
        layout = QVBoxLayout(self)
        layout.addWidget(self.editor)
        layout.addWidget(self.after)
        layout.addStretch(1)


@pytest.fixture
def host(qtbot: QtBot) -> Host:
    """A shown, active pane whose editor shows two tags and knows eight."""
    pane = Host()
    qtbot.addWidget(pane)
    pane.editor.set_known_tags(KNOWN)
    pane.editor.set_tags(ON_ENTRY)
    pane.resize(480, 240)
    pane.show()
    qtbot.waitExposed(pane)
    pane.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is pane)
    pane.editor.edit.setFocus()
    qtbot.waitUntil(pane.editor.edit.hasFocus)
    return pane


@pytest.fixture
def editor(host: Host) -> TagEditor:
    """The editor inside the pane."""
    return host.editor


def record(editor: TagEditor) -> tuple[list[str], list[str]]:
    """Collect every tag_added and tag_removed emission."""
    added: list[str] = []
    removed: list[str] = []
    editor.tag_added.connect(added.append)
    editor.tag_removed.connect(removed.append)
    return added, removed


def type_in(qtbot: QtBot, editor: TagEditor, text: str, *keys: Qt.Key) -> None:
    """Type *text* into the box, then press *keys*."""
    qtbot.keyClicks(editor.edit, text)
    for key in keys:
        qtbot.keyClick(editor.edit, key)


# --- matching -------------------------------------------------------------------------------


def test_contains_matches_come_prefix_first_then_word_start_then_anywhere() -> None:
    names = ["Curl", "world-models", "ml/rl", "physics", "rlhf", "RL basics"]
    assert ranked_matches("rl", names) == ["RL basics", "rlhf", "ml/rl", "Curl", "world-models"]
    assert [match_rank("rl", n) for n in ("rlhf", "ml/rl", "Curl", "physics")] == [0, 1, 2, None]


def test_matching_ignores_case_and_accents() -> None:
    assert ranked_matches("CECH", ["Čech complexes", "czech"]) == ["Čech complexes"]
    assert ranked_matches("café", ["Cafe culture"]) == ["Cafe culture"]


def test_typed_names_are_tidied() -> None:
    assert clean_tag_name("  ml /  rl ") == "ml/rl"
    assert clean_tag_name("deep   learning//") == "deep learning"
    assert clean_tag_name(" / ") == ""


def test_text_on_a_chip_contrasts_with_its_colour() -> None:
    assert text_color_on(QColor("#fde047")).name() == "#1f1f1f"  # on yellow: dark
    assert text_color_on(QColor("#1e3a8a")).name() == "#ffffff"  # on navy: white


# --- completion -----------------------------------------------------------------------------


def test_typing_offers_known_tags_by_contains_best_first(qtbot: QtBot, editor: TagEditor) -> None:
    type_in(qtbot, editor, "rl")
    assert editor.popup.isVisible()
    assert editor.completions() == ["rlhf", "ml/rl", "Curl", "world-models"]


def test_tags_the_entry_has_are_not_offered(qtbot: QtBot, editor: TagEditor) -> None:
    type_in(qtbot, editor, "s")
    assert "physics" not in editor.completions() and "surveys" not in editor.completions()
    assert editor.completions() == ["Čech complexes", "ml/optimizers", "world-models"]


def test_no_match_closes_the_popup(qtbot: QtBot, editor: TagEditor) -> None:
    type_in(qtbot, editor, "zzz")
    assert not editor.popup.isVisible() and editor.completions() == []


def test_down_on_an_empty_box_lists_every_tag_not_yet_on(qtbot: QtBot, editor: TagEditor) -> None:
    qtbot.keyClick(editor.edit, Qt.Key.Key_Down)
    assert editor.completions() == [
        "Čech complexes", "Curl", "ml/optimizers", "ml/rl", "rlhf", "world-models",
    ]  # fmt: skip


def test_enter_adds_the_highlighted_completion(qtbot: QtBot, editor: TagEditor) -> None:
    added, _ = record(editor)
    type_in(qtbot, editor, "rl", Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Return)
    assert added == ["ml/rl"]
    assert editor.edit.text() == "" and not editor.popup.isVisible()
    assert editor.edit.hasFocus()


def test_enter_without_a_choice_adds_the_typed_text(qtbot: QtBot, editor: TagEditor) -> None:
    added, _ = record(editor)
    type_in(qtbot, editor, "diffusion", Qt.Key.Key_Return)
    type_in(qtbot, editor, "rl", Qt.Key.Key_Return)  # matches exist, none chosen: a new tag
    assert added == ["diffusion", "rl"]
    assert editor.edit.hasFocus()


def test_up_from_the_first_completion_goes_back_to_the_typed_text(
    qtbot: QtBot, editor: TagEditor
) -> None:
    added, _ = record(editor)
    type_in(qtbot, editor, "rl", Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_Enter)
    assert added == ["rl"]


def test_typed_text_takes_the_known_spelling(qtbot: QtBot, editor: TagEditor) -> None:
    added, _ = record(editor)
    type_in(qtbot, editor, "CURL", Qt.Key.Key_Return)
    type_in(qtbot, editor, "ml / RL", Qt.Key.Key_Return)
    assert added == ["Curl", "ml/rl"]


def test_a_tag_already_on_is_not_added_again(qtbot: QtBot, editor: TagEditor) -> None:
    added, _ = record(editor)
    type_in(qtbot, editor, "Physics", Qt.Key.Key_Return)
    type_in(qtbot, editor, "   ", Qt.Key.Key_Return)
    assert added == [] and editor.edit.text() == ""


def test_tab_adds_the_tag_and_stays(host: Host, qtbot: QtBot) -> None:
    editor = host.editor
    added, _ = record(editor)
    type_in(qtbot, editor, "rlh", Qt.Key.Key_Down, Qt.Key.Key_Tab)
    assert added == ["rlhf"] and editor.edit.hasFocus()
    qtbot.keyClick(editor.edit, Qt.Key.Key_Tab)  # nothing typed: Tab moves on as usual
    assert host.after.hasFocus() and added == ["rlhf"]


def test_comma_commits_each_tag(qtbot: QtBot, editor: TagEditor) -> None:
    added, _ = record(editor)
    type_in(qtbot, editor, "ml/rl,new idea,")
    assert added == ["ml/rl", "new idea"]
    assert editor.edit.text() == "" and "," not in editor.edit.text()


def test_comma_commits_the_chosen_completion(qtbot: QtBot, editor: TagEditor) -> None:
    added, _ = record(editor)
    type_in(qtbot, editor, "wor", Qt.Key.Key_Down, Qt.Key.Key_Comma)
    assert added == ["world-models"] and editor.edit.text() == ""


def test_pasted_commas_split_into_tags(qtbot: QtBot, editor: TagEditor) -> None:
    added, _ = record(editor)
    QApplication.clipboard().setText("alpha, beta ,gamma")
    qtbot.keyClick(editor.edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert added == ["alpha", "beta"]
    assert editor.edit.text() == "gamma"


def test_clicking_a_completion_adds_it(qtbot: QtBot, editor: TagEditor) -> None:
    added, _ = record(editor)
    type_in(qtbot, editor, "rl")
    popup = editor.popup
    where = popup.visualRect(popup.model().index(3, 0)).center()
    qtbot.mouseClick(popup.viewport(), Qt.MouseButton.LeftButton, pos=where)
    assert added == ["world-models"]
    assert editor.edit.text() == ""


def test_escape_closes_the_popup_then_clears_the_text(qtbot: QtBot, editor: TagEditor) -> None:
    added, removed = record(editor)
    type_in(qtbot, editor, "rl", Qt.Key.Key_Down, Qt.Key.Key_Escape)
    assert not editor.popup.isVisible() and editor.edit.text() == "rl"
    qtbot.keyClick(editor.edit, Qt.Key.Key_Escape)
    assert editor.edit.text() == ""
    qtbot.keyClick(editor.edit, Qt.Key.Key_Return)
    assert added == [] and removed == []


def test_losing_focus_closes_the_popup(host: Host, qtbot: QtBot) -> None:
    type_in(qtbot, host.editor, "rl")
    host.after.setFocus()
    qtbot.waitUntil(lambda: not host.editor.popup.isVisible())


# --- removing -------------------------------------------------------------------------------


def test_backspace_marks_the_last_chip_then_removes_it(qtbot: QtBot, editor: TagEditor) -> None:
    _, removed = record(editor)
    qtbot.keyClick(editor.edit, Qt.Key.Key_Backspace)
    assert removed == []
    assert [chip.is_pending() for chip in editor.chips()] == [False, True]
    qtbot.keyClick(editor.edit, Qt.Key.Key_Backspace)
    assert removed == ["surveys"]


def test_backspace_in_typed_text_only_deletes_a_character(qtbot: QtBot, editor: TagEditor) -> None:
    _, removed = record(editor)
    type_in(qtbot, editor, "ab", Qt.Key.Key_Backspace, Qt.Key.Key_Backspace)
    assert editor.edit.text() == "" and removed == []
    assert not any(chip.is_pending() for chip in editor.chips())


def test_typing_after_one_backspace_keeps_the_chip(qtbot: QtBot, editor: TagEditor) -> None:
    _, removed = record(editor)
    type_in(qtbot, editor, "", Qt.Key.Key_Backspace)
    type_in(qtbot, editor, "x", Qt.Key.Key_Backspace)
    assert removed == [] and not any(chip.is_pending() for chip in editor.chips())


def test_the_cross_on_a_chip_removes_its_tag(qtbot: QtBot, editor: TagEditor) -> None:
    _, removed = record(editor)
    first = editor.chips()[0]
    qtbot.mouseClick(
        first, Qt.MouseButton.LeftButton, pos=QPoint(first.PAD_X + 4, first.height() // 2)
    )
    assert removed == []  # a click on the name does nothing
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton, pos=first.close_rect().center())
    assert removed == ["physics"]


# --- the owner's side -----------------------------------------------------------------------


def test_adding_does_not_change_the_chips_until_the_owner_says(
    qtbot: QtBot, editor: TagEditor
) -> None:
    type_in(qtbot, editor, "rlhf", Qt.Key.Key_Return)
    assert editor.tag_names() == ["physics", "surveys"]
    editor.set_tags([*ON_ENTRY, ("rlhf", "#ec4899")])
    assert [chip.name for chip in editor.chips()] == ["physics", "surveys", "rlhf"]


def test_new_tags_keep_the_typing_and_the_focus(qtbot: QtBot, editor: TagEditor) -> None:
    type_in(qtbot, editor, "wor")
    editor.set_tags([("Curl", "#0ea5e9")])
    assert editor.edit.text() == "wor" and editor.edit.hasFocus()
    assert [chip.name for chip in editor.chips()] == ["Curl"]
    type_in(qtbot, editor, "", Qt.Key.Key_Return)
    assert editor.tag_names() == ["Curl"]


def test_a_bad_colour_falls_back_to_the_default(editor: TagEditor) -> None:
    editor.set_tags([("odd", "red; background: url(x)"), ("fine", "#123456")])
    assert [chip.color.name() for chip in editor.chips()] == [DEFAULT_TAG_COLOR, "#123456"]


def test_chips_wrap_onto_more_lines_when_narrow(host: Host, qtbot: QtBot) -> None:
    editor = host.editor
    editor.set_tags(KNOWN)
    host.resize(700, 300)
    qtbot.waitUntil(lambda: len({chip.y() for chip in editor.chips()}) <= 2)
    wide = editor.height()
    host.resize(220, 500)
    qtbot.waitUntil(lambda: len({chip.y() for chip in editor.chips()}) >= 4)
    assert editor.height() > wide
    assert all(chip.geometry().right() <= editor.width() for chip in editor.chips())
    assert editor.edit.geometry().bottom() <= editor.height()


# --- the list model -------------------------------------------------------------------------


def test_tag_rows_model_passes_the_model_tester(qtmodeltester: ModelTester) -> None:
    model = TagRowsModel()
    model.set_rows(
        [
            TagRow("physics", "#10b981", 12, Mark.ALL),
            TagRow("ml/rl", "#8b5cf6", 3, Mark.SOME),
            TagRow("new", create=True),
        ]
    )
    qtmodeltester.check(model, force_py=True)
    assert model.data(model.index(2, 0)) == "Create tag “new”"
    model.set_rows([])
    qtmodeltester.check(model, force_py=True)
