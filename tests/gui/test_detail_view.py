"""The detail view: reading a paper, rating it, setting its status and editing every field."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QTextCharFormat, QTextDocument
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from papershelf.gui.detail import detail_view
from papershelf.gui.detail.detail_view import DetailView
from papershelf.gui.detail.reading_page import safe_external_url
from papershelf.gui.widgets import StarRating, StatusSelector
from papershelf.library.models import Status
from papershelf.library.queries import EntryDetails, PersonData

pytestmark = [
    pytest.mark.qt_log_level_fail("WARNING"),
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

METAMIZER = (
    "Thus, in this work, we introduce **Metamizer**, a novel neural optimizer that is "
    "$10\\times$ faster and \\emph{fast} to train.\n\nRemarkably, the model also generalizes "
    "to PDEs that were not covered during training."
)
HOSTILE = '<img src="file:///etc/passwd"><script>alert(1)</script>'
FIELDS = [("booktitle", "Proc. ICLR"), ("pages", "1--24")]


def make_entry(**changes: Any) -> EntryDetails:
    """A realistic entry, with any field replaced."""
    entry = EntryDetails(
        id=7, key="wandel2025metamizer", entry_type="inproceedings",
        title="Metamizer: A Versatile Neural Optimizer", title_inferred=False,
        authors_text="Wandel, Nils and Schulz, Stefan", year=2025, venue="ICLR",
        abstract=METAMIZER, doi="10.48550/arXiv.2410.19746", url="https://openreview.net/x",
        keywords="optimizers", notes="Compare with L2O.\nAsk Maria.", status=0, rating=0,
        date_added="2025-03-02 10:14:00", date_modified="", read_on="",
        authors=[PersonData("Wandel", "Nils"), PersonData("Schulz", "Stefan")],
        fields=list(FIELDS), tags=[("physics", "#10b981")], lists=["Thesis"],
    )  # fmt: skip
    return replace(entry, **changes)


@pytest.fixture
def view(qtbot: QtBot) -> DetailView:
    """A shown, active detail view with the entry on show."""
    widget = DetailView()
    qtbot.addWidget(widget)
    widget.resize(520, 760)
    widget.show_entry(make_entry())
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget)
    return widget


def visible_text(view: DetailView) -> str:
    """What the reader sees in the reading pane."""
    return view.reading_text()


def char_formats(doc: QTextDocument) -> list[tuple[str, QTextCharFormat]]:
    """Every text fragment of a document with its format."""
    found = []
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            found.append((fragment.text(), fragment.charFormat()))
            it += 1
        block = block.next()
    return found


def record_edits(view: DetailView) -> list[tuple[int, dict[str, Any]]]:
    """Collect every edit_requested emission."""
    edits: list[tuple[int, dict[str, Any]]] = []
    view.edit_requested.connect(lambda entry_id, values: edits.append((entry_id, values)))
    return edits


# --- reading --------------------------------------------------------------------------------


def test_shows_title_authors_and_venue(view: DetailView) -> None:
    text = visible_text(view)
    assert "Metamizer: A Versatile Neural Optimizer" in text
    assert "Nils Wandel, Stefan Schulz" in text
    assert "ICLR · 2025 · Conference paper" in text
    assert "Compare with L2O.\nAsk Maria." in text
    assert "wandel2025metamizer" in text and "physics" in text and "Thesis" in text
    assert "booktitle" in text and "Proc. ICLR" in text


def test_abstract_markup_is_rendered_not_shown_raw(view: DetailView) -> None:
    text = visible_text(view)
    assert "Metamizer" in text and "\u00d7" in text
    for raw in ("**", "$", "\\emph", "\\times"):
        assert raw not in text
    formats = char_formats(view.browser.document())
    assert any("Metamizer" in t and f.fontWeight() >= 600 for t, f in formats if "**" not in t)
    assert any(t.strip() == "fast" and f.fontItalic() for t, f in formats)


def test_inferred_title_is_marked(view: DetailView) -> None:
    assert "inferred" not in visible_text(view)
    view.show_entry(make_entry(id=8, title_inferred=True))
    assert "Title inferred from the abstract" in visible_text(view)


def test_hostile_text_is_shown_literally_and_loads_nothing(view: DetailView) -> None:
    view.show_entry(
        make_entry(
            id=9, abstract=HOSTILE, title=HOSTILE, notes=HOSTILE, key="<b>k</b>",
            tags=[("<i>t</i>", "red; background-image: url(file:///etc/passwd)")],
            fields=[("howpublished", HOSTILE)],
        )
    )  # fmt: skip
    text = visible_text(view)
    assert text.count("<img src=") == 4
    assert "<script>alert(1)</script>" in text and "<b>k</b>" in text and "<i>t</i>" in text
    assert view.browser.refused == []
    assert not any(f.isImageFormat() for _, f in char_formats(view.browser.document()))


def test_markdown_and_latex_in_an_abstract_load_nothing(view: DetailView) -> None:
    abstract = (
        "![x](file:///etc/passwd) [click](javascript:alert(1)) \\includegraphics{/etc/passwd} "
        '<a href="file:///etc/passwd">f</a> <iframe src="https://example.org"></iframe>'
    )
    view.show_entry(make_entry(id=11, abstract=abstract, url=""))
    formats = [f for _, f in char_formats(view.browser.document())]
    assert view.browser.refused == []
    assert not any(f.isImageFormat() for f in formats)
    hrefs = {f.anchorHref() for f in formats if f.isAnchor()}
    assert all(h.startswith(("https://", "http://")) for h in hrefs)


def test_only_web_and_doi_links_are_clickable(view: DetailView) -> None:
    view.show_entry(make_entry(id=10, url="javascript:alert(1)", doi="10.1000/x y"))
    hrefs = {f.anchorHref() for _, f in char_formats(view.browser.document()) if f.isAnchor()}
    assert hrefs == {"https://doi.org/10.1000/x%20y"}
    assert "javascript:alert(1)" in visible_text(view)


@pytest.mark.parametrize(
    ("url", "opened"),
    [
        ("https://openreview.net/x", "https://openreview.net/x"),
        ("http://example.org", "http://example.org"),
        ("doi:10.1000/xyz", "https://doi.org/10.1000/xyz"),
        ("file:///etc/passwd", None),
        ("javascript:alert(1)", None),
        ("ftp://example.org/a", None),
    ],
)
def test_safe_external_url(url: str, opened: str | None) -> None:
    target = safe_external_url(QUrl(url))
    assert (target.toString() if target else None) == opened


def test_clicked_links_open_only_when_safe(
    view: DetailView, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[str] = []
    monkeypatch.setattr(
        detail_view.QDesktopServices, "openUrl", lambda u: opened.append(u.toString())
    )
    view.browser.anchorClicked.emit(QUrl("file:///etc/passwd"))
    view.browser.anchorClicked.emit(QUrl("https://doi.org/10.1/x"))
    assert opened == ["https://doi.org/10.1/x"]


def test_long_author_lists_fold_and_expand(view: DetailView) -> None:
    people = [PersonData(f"Family{i}", f"Given{i}") for i in range(30)]
    view.show_entry(make_entry(id=11, authors=people))
    assert "Given11 Family11, … and 18 more" in visible_text(view)
    assert "Family29" not in visible_text(view)
    view.browser.anchorClicked.emit(QUrl("papershelf:authors"))
    assert "Given29 Family29" in visible_text(view)


def test_highlight_marks_search_words(view: DetailView) -> None:
    view.set_highlight(["optimizer"])
    marked = [t for t, f in char_formats(view.browser.document()) if f.background().style() != 0]
    assert any("optimizer" in t.lower() for t in marked)


def test_same_entry_again_keeps_the_scroll_position(view: DetailView, qtbot: QtBot) -> None:
    view.resize(360, 300)
    view.show_entry(make_entry(id=12, abstract="A long abstract. " * 200))
    bar = view.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 200)
    bar.setValue(200)
    view.show_entry(make_entry(id=12, abstract="A long abstract. " * 200, rating=3))
    assert bar.value() == 200
    view.show_entry(make_entry(id=13, abstract="A long abstract. " * 200))
    assert bar.value() == 0


def test_empty_state(view: DetailView) -> None:
    view.show_entry(None)
    assert view.empty_label.isVisible()
    assert view.reading_text() == "Select a paper to read it here"
    assert not view.browser.isVisible() and not view.star_rating.isVisible()
    view.start_editing()
    assert not view.is_editing()


# --- rating and status ----------------------------------------------------------------------


def test_clicking_the_fourth_star_rates_four(view: DetailView, qtbot: QtBot) -> None:
    star = view.star_rating
    with qtbot.waitSignal(view.edit_requested) as signal:
        qtbot.mouseClick(star, Qt.MouseButton.LeftButton, pos=star.star_rect(4).center().toPoint())
    assert signal.args == [7, {"rating": 4}]
    assert star.rating() == 4


def test_rating_by_keyboard(view: DetailView, qtbot: QtBot) -> None:
    edits = record_edits(view)
    view.star_rating.setFocus()
    qtbot.keyClick(view.star_rating, Qt.Key.Key_2)
    qtbot.keyClick(view.star_rating, Qt.Key.Key_Right)
    qtbot.keyClick(view.star_rating, Qt.Key.Key_0)
    assert edits == [(7, {"rating": 2}), (7, {"rating": 3}), (7, {"rating": 0})]


def test_clicking_the_current_star_clears_the_rating(qtbot: QtBot) -> None:
    stars = StarRating()
    qtbot.addWidget(stars)
    stars.resize(stars.sizeHint())
    stars.set_rating(3)
    with qtbot.waitSignal(stars.rating_changed) as signal:
        qtbot.mouseClick(
            stars, Qt.MouseButton.LeftButton, pos=stars.star_rect(3).center().toPoint()
        )
    assert signal.args == [0]


def test_status_selector_marks_read(view: DetailView, qtbot: QtBot) -> None:
    read = view.status_selector.button(Status.READ)
    with qtbot.waitSignal(view.edit_requested) as signal:
        qtbot.mouseClick(read, Qt.MouseButton.LeftButton)
    assert signal.args == [7, {"status": 2}]
    assert read.isChecked()


def test_status_selector_by_keyboard_and_silent_updates(qtbot: QtBot) -> None:
    selector = StatusSelector()
    qtbot.addWidget(selector)
    seen: list[int] = []
    selector.status_changed.connect(seen.append)
    selector.set_status(Status.READING)
    assert seen == [] and selector.status() == 1
    qtbot.keyClick(selector.button(Status.READING), Qt.Key.Key_Left)
    assert seen == [0] and selector.button(Status.UNREAD).isChecked()


def test_shown_entry_sets_rating_and_status(view: DetailView) -> None:
    view.show_entry(make_entry(rating=5, status=1))
    assert view.star_rating.rating() == 5
    assert view.status_selector.status() == 1


# --- editing --------------------------------------------------------------------------------


def start_editing_by_click(view: DetailView, qtbot: QtBot) -> None:
    """Press the Edit button and wait for the form."""
    qtbot.mouseClick(view.edit_button, Qt.MouseButton.LeftButton)
    assert view.is_editing()
    qtbot.waitUntil(lambda: view.form.title_box.hasFocus())


def replace_text(qtbot: QtBot, box: Any, text: str) -> None:
    """Select everything in a box and type *text* over it."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, text)


def test_save_emits_exactly_the_changes(view: DetailView, qtbot: QtBot) -> None:
    edits = record_edits(view)
    start_editing_by_click(view, qtbot)
    replace_text(qtbot, view.form.title_box, "Metamizer (camera-ready)")
    replace_text(qtbot, view.form.year_box, "2024")
    qtbot.mouseClick(view.form.field_table.add_button, Qt.MouseButton.LeftButton)
    editor = QApplication.focusWidget()
    qtbot.keyClicks(editor, "note")
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    qtbot.keyClicks(QApplication.focusWidget(), "Oral")
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    table = view.form.field_table.table
    qtbot.waitUntil(lambda: table.state() != table.State.EditingState)
    qtbot.keyClick(view.form.title_box, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert edits == [
        (
            7,
            {
                "title": "Metamizer (camera-ready)",
                "year": 2024,
                "fields": [*FIELDS, ("note", "Oral")],
            },
        )
    ]
    assert not view.is_editing()


def test_ctrl_return_saves_from_the_abstract(view: DetailView, qtbot: QtBot) -> None:
    edits = record_edits(view)
    view.start_editing()
    box = view.form.abstract_box
    box.setFocus()
    box.moveCursor(box.textCursor().MoveOperation.End)
    qtbot.keyClicks(box, " More.")
    qtbot.keyClick(box, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert edits == [(7, {"abstract": METAMIZER + " More."})]


def test_escape_discards_the_edit(view: DetailView, qtbot: QtBot) -> None:
    start_editing_by_click(view, qtbot)
    replace_text(qtbot, view.form.title_box, "Something else")
    with qtbot.assertNotEmitted(view.edit_requested):
        qtbot.keyClick(view.form.title_box, Qt.Key.Key_Escape)
    assert not view.is_editing()
    assert "Something else" not in visible_text(view)
    view.start_editing()
    assert view.form.title_box.toPlainText() == "Metamizer: A Versatile Neural Optimizer"


def test_saving_without_changes_emits_nothing(view: DetailView, qtbot: QtBot) -> None:
    view.start_editing()
    with qtbot.assertNotEmitted(view.edit_requested):
        qtbot.mouseClick(view.form.save_button, Qt.MouseButton.LeftButton)
    assert not view.is_editing()


def test_a_cell_still_being_typed_is_saved(view: DetailView, qtbot: QtBot) -> None:
    edits = record_edits(view)
    view.start_editing()
    qtbot.mouseClick(view.form.field_table.add_button, Qt.MouseButton.LeftButton)
    editor = QApplication.focusWidget()
    qtbot.keyClicks(editor, "publisher")
    qtbot.keyClick(editor, Qt.Key.Key_Tab)
    value_editor = QApplication.focusWidget()
    qtbot.keyClicks(value_editor, "MIT Press")
    qtbot.keyClick(value_editor, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert edits == [(7, {"fields": [*FIELDS, ("publisher", "MIT Press")]})]


def test_untouched_odd_whitespace_is_not_a_change(view: DetailView, qtbot: QtBot) -> None:
    view.show_entry(
        make_entry(
            id=15, title="Attention Is\n  All You Need", abstract="One.\r\nTwo.",
            notes="a\xa0b", authors_text="Vaswani, Ashish and\n   Shazeer, Noam",
        )
    )  # fmt: skip
    view.start_editing()
    with qtbot.assertNotEmitted(view.edit_requested):
        qtbot.keyClick(view.form.title_box, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)


def test_return_in_the_title_moves_on_without_a_line_break(view: DetailView, qtbot: QtBot) -> None:
    view.start_editing()
    qtbot.keyClick(view.form.title_box, Qt.Key.Key_Return)
    assert "\n" not in view.form.title_box.toPlainText()
    assert view.form.authors_box.hasFocus()


def test_removing_a_field_row(view: DetailView, qtbot: QtBot) -> None:
    edits = record_edits(view)
    view.start_editing()
    table = view.form.field_table
    table.table.selectRow(0)
    qtbot.mouseClick(table.remove_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.form.save_button, Qt.MouseButton.LeftButton)
    assert edits == [(7, {"fields": [("pages", "1--24")]})]


def test_inferred_title_edit_sends_the_title(view: DetailView, qtbot: QtBot) -> None:
    view.show_entry(make_entry(id=14, title="we introduce metamizer", title_inferred=True))
    edits = record_edits(view)
    view.start_editing()
    replace_text(qtbot, view.form.title_box, "Metamizer")
    qtbot.keyClick(view.form.title_box, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert edits == [(14, {"title": "Metamizer"})]


def test_authors_and_type_and_blank_year(view: DetailView, qtbot: QtBot) -> None:
    edits = record_edits(view)
    view.start_editing()
    replace_text(qtbot, view.form.authors_box, "Wandel, Nils and")
    view.form.authors_box.insertPlainText("\nKlein,  Reinhard")  # as pasted
    view.form.year_box.clear()
    view.form.type_box.setCurrentText("article")
    qtbot.mouseClick(view.form.save_button, Qt.MouseButton.LeftButton)
    assert edits == [
        (
            7,
            {
                "authors_text": "Wandel, Nils and Klein, Reinhard",
                "year": None,
                "entry_type": "article",
            },
        )
    ]


def test_invalid_values_block_saving(view: DetailView, qtbot: QtBot) -> None:
    view.start_editing()
    replace_text(qtbot, view.form.key_box, "bad key")
    assert not view.form.save_button.isEnabled()
    assert "cannot contain" in view.form.problem_label.text()
    with qtbot.assertNotEmitted(view.edit_requested):
        qtbot.keyClick(view.form.key_box, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert view.is_editing()
    replace_text(qtbot, view.form.key_box, "wandel2025")
    assert view.form.save_button.isEnabled() and view.form.problem_label.text() == ""


def test_field_names_are_checked(view: DetailView) -> None:
    view.start_editing()
    view.form.field_table.set_rows([("pages", "1"), ("Pages", "2")])
    assert "appears twice" in view.form.problem_label.text()
    view.form.field_table.set_rows([("title", "x")])
    assert "own box" in view.form.problem_label.text()
    view.form.field_table.set_rows([("", "orphan value")])
    assert not view.form.save_button.isEnabled()


def test_refresh_of_the_same_entry_keeps_the_edit(view: DetailView, qtbot: QtBot) -> None:
    edits = record_edits(view)
    view.start_editing()
    replace_text(qtbot, view.form.title_box, "My title")
    view.show_entry(make_entry(rating=4, notes="Changed elsewhere"))
    assert view.is_editing()
    assert view.form.title_box.toPlainText() == "My title"
    assert view.form.notes_box.toPlainText() == "Changed elsewhere"
    qtbot.mouseClick(view.form.save_button, Qt.MouseButton.LeftButton)
    assert edits == [(7, {"title": "My title"})]


def test_another_entry_ends_the_edit(view: DetailView, qtbot: QtBot) -> None:
    view.start_editing()
    replace_text(qtbot, view.form.title_box, "My title")
    view.show_entry(make_entry(id=99, title="Another paper"))
    assert not view.is_editing()
    assert "Another paper" in visible_text(view)
    view.show_entry(None)
    assert not view.is_editing()


def test_rating_while_editing_keeps_the_form(view: DetailView, qtbot: QtBot) -> None:
    edits = record_edits(view)
    view.start_editing()
    star = view.star_rating
    qtbot.mouseClick(star, Qt.MouseButton.LeftButton, pos=star.star_rect(2).center().toPoint())
    assert edits == [(7, {"rating": 2})] and view.is_editing()


def test_star_geometry_survives_any_height(qtbot: QtBot) -> None:
    stars = StarRating()
    qtbot.addWidget(stars)
    stars.resize(200, 60)
    assert stars.star_at(stars.star_rect(5).center().x()) == 5
    assert stars.star_at(QPoint(190, 0).x()) == 0


def test_narrow_pane_puts_the_stars_under_the_status(view: DetailView, qtbot: QtBot) -> None:
    assert view.minimumSizeHint().width() <= 300
    view.resize(280, 600)
    status, stars = view.status_selector, view.star_rating
    qtbot.waitUntil(lambda: stars.geometry().top() >= status.geometry().bottom())
    view.resize(560, 600)
    qtbot.waitUntil(lambda: stars.geometry().top() < status.geometry().bottom())


# --- tagging --------------------------------------------------------------------------------

KNOWN_TAGS = [("physics", "#10b981"), ("ml/rl", "#8b5cf6"), ("optimizers", "#f59e0b")]
# The completion list is a window of its own; showing one makes the offscreen plugin say so.
SHOWS_COMPLETIONS = pytest.mark.qt_log_ignore(
    "does not support propagateSizeHints", "does not support raise"
)


def record_tags(view: DetailView) -> list[tuple[str, int, str]]:
    """Collect every tag request as ('add' | 'remove', entry id, tag)."""
    requests: list[tuple[str, int, str]] = []
    view.tag_add_requested.connect(lambda entry_id, name: requests.append(("add", entry_id, name)))
    view.tag_remove_requested.connect(
        lambda entry_id, name: requests.append(("remove", entry_id, name))
    )
    return requests


def test_tags_show_as_chips_without_entering_edit_mode(view: DetailView) -> None:
    editor = view.tag_editor
    assert editor.isVisible() and not view.is_editing()
    assert [chip.name for chip in editor.chips()] == ["physics"]
    assert all(chip.isVisible() for chip in editor.chips())
    assert "Tags" not in view.browser.toPlainText()  # the strip replaces the details row


@SHOWS_COMPLETIONS
def test_typing_a_tag_asks_to_add_it_to_the_entry(view: DetailView, qtbot: QtBot) -> None:
    requests = record_tags(view)
    view.set_known_tags(KNOWN_TAGS)
    view.focus_tags()
    qtbot.waitUntil(view.tag_editor.edit.hasFocus)
    qtbot.keyClicks(view.tag_editor.edit, "rl")
    assert view.tag_editor.completions() == ["ml/rl"]
    qtbot.keyClick(view.tag_editor.edit, Qt.Key.Key_Down)
    qtbot.keyClick(view.tag_editor.edit, Qt.Key.Key_Return)
    qtbot.keyClicks(view.tag_editor.edit, "to read")
    qtbot.keyClick(view.tag_editor.edit, Qt.Key.Key_Return)
    assert requests == [("add", 7, "ml/rl"), ("add", 7, "to read")]
    assert not view.is_editing()


def test_backspace_and_the_cross_ask_to_remove_a_tag(view: DetailView, qtbot: QtBot) -> None:
    requests = record_tags(view)
    view.show_entry(make_entry(tags=[("physics", "#10b981"), ("ml/rl", "#8b5cf6")]))
    edit = view.tag_editor.edit
    edit.setFocus()
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    qtbot.keyClick(edit, Qt.Key.Key_Backspace)
    first = view.tag_editor.chips()[0]
    qtbot.mouseClick(first, Qt.MouseButton.LeftButton, pos=first.close_rect().center())
    assert requests == [("remove", 7, "ml/rl"), ("remove", 7, "physics")]


@SHOWS_COMPLETIONS
def test_the_saved_tag_appears_and_typing_can_go_on(view: DetailView, qtbot: QtBot) -> None:
    view.set_known_tags(KNOWN_TAGS)
    edit = view.tag_editor.edit
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)

    def save(entry_id: int, name: str) -> None:
        """What the owner does: store the tag, then show the entry again."""
        view.show_entry(make_entry(id=entry_id, tags=[("physics", "#10b981"), (name, "#f59e0b")]))

    view.tag_add_requested.connect(save)
    qtbot.keyClicks(edit, "optimizers")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    assert [chip.name for chip in view.tag_editor.chips()] == ["physics", "optimizers"]
    assert edit.hasFocus() and edit.text() == ""
    assert "physics  optimizers" in view.reading_text()


@SHOWS_COMPLETIONS
def test_another_entry_drops_the_half_typed_tag(view: DetailView, qtbot: QtBot) -> None:
    requests = record_tags(view)
    view.tag_editor.edit.setFocus()
    qtbot.keyClicks(view.tag_editor.edit, "half")
    view.show_entry(make_entry(id=8, tags=[]))
    assert view.tag_editor.edit.text() == "" and view.tag_editor.chips() == []
    qtbot.keyClicks(view.tag_editor.edit, "new")
    qtbot.keyClick(view.tag_editor.edit, Qt.Key.Key_Return)
    assert requests == [("add", 8, "new")]


@SHOWS_COMPLETIONS
def test_tagging_works_while_the_form_is_open(view: DetailView, qtbot: QtBot) -> None:
    requests = record_tags(view)
    view.start_editing()
    qtbot.keyClicks(view.tag_editor.edit, "later")
    qtbot.keyClick(view.tag_editor.edit, Qt.Key.Key_Return)
    assert requests == [("add", 7, "later")] and view.is_editing()
