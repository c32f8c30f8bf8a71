"""The triage card: one paper's title, authors, state and abstract, large, and tag ideas."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QPalette
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from papershelf.formats.text.markup import to_html
from papershelf.gui.detail.reading_browser import ReadingBrowser
from papershelf.gui.detail.reading_page import ReadingStyle, type_label
from papershelf.gui.flow_layout import FlowLayout
from papershelf.gui.safe_text import break_long_words_html, button_text, html_text, tooltip_html
from papershelf.gui.table.table_cells import STATUS_COLORS
from papershelf.gui.translation import status_text, translate
from papershelf.gui.widgets import STAR_GOLD
from papershelf.i18n import N
from papershelf.library.models import Status
from papershelf.library.queries import EntryDetails

SCALE = 1.3  # the card's type is this much larger than the reading pane's
AUTHORS_SHOWN = 8
CHIP_STYLE = (
    "QToolButton { border: 1px dashed palette(mid); border-radius: 10px; padding: 2px 9px; }"
    "QToolButton:hover { border-style: solid; }"
)
DECISIONS = {
    "read": N("You marked it read"),
    "reading": N("You marked it to read now"),
    "skipped": N("You skipped it"),
}


def key_text(keys: str) -> str:
    """A shortcut as the platform and language write it ('Strg+1' in German)."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def _esc(text: str) -> str:
    """User text made safe for rich text (direction controls shown)."""
    return html_text(text)


def _authors(entry: EntryDetails) -> str:
    """The first authors by name, 'and N more' after that."""
    names = [p.display for p in entry.authors if p.display] or [entry.authors_text.strip()]
    names = [n for n in names if n]
    if not names:
        return ""
    more = len(names) - AUTHORS_SHOWN
    shown = ", ".join(names[:AUTHORS_SHOWN])
    if more <= 0:
        return shown
    return translate("triage_card", "{authors}, and %n more", None, more).format(authors=shown)


def _state(entry: EntryDetails, style: ReadingStyle, decision: str | None) -> str:
    """Status dot and word, stars, tags and, on a second visit, what was decided."""
    status = Status(entry.status)
    parts = [
        f"<span style='color:{STATUS_COLORS[status].name()}'>●</span>&nbsp;{status_text(status)}"
    ]
    stars = "★" * entry.rating
    empty = "☆" * (5 - entry.rating)
    parts.append(f"<span style='color:{STAR_GOLD.name()}'>{stars}</span>")
    parts[-1] += f"<span style='color:{style.faint}'>{empty}</span>"
    for name, color in entry.tags:
        parts.append(f"<span style='color:{_esc(color)}'>●</span>&nbsp;{_esc(name)}")
    if decision:
        said = DECISIONS.get(decision)
        parts.append(f"<i>{translate('', said) if said else ''}</i>")
    return "&nbsp;&nbsp;&nbsp;".join(parts)


def card_html(entry: EntryDetails, style: ReadingStyle, decision: str | None = None) -> str:
    """The whole card as safe rich text; absurdly long words may wrap."""
    kind = type_label(entry.entry_type)
    meta = " · ".join(_esc(p) for p in (entry.venue.strip(), str(entry.year or ""), kind) if p)
    title = _esc(entry.title) if entry.title.strip() else translate("triage_card", "Untitled")
    no_abstract = translate("triage_card", "No abstract.")
    abstract = (
        to_html(entry.abstract) if entry.abstract.strip() else f"<p class='empty'>{no_abstract}</p>"
    )
    authors = _authors(entry)
    return break_long_words_html(
        "".join(
            (
                f"<p class='meta' style='margin-bottom:6px'>{meta}</p>",
                f"<p class='title'>{title}</p>",
                f"<p class='authors'>{_esc(authors)}</p>" if authors else "",
                f"<p class='meta'>{_state(entry, style, decision)}</p>",
                f"<div class='abstract'>{abstract}</div>",
            )
        )
    )


class TriageCard(QWidget):
    """The paper on show in triage, and its suggested tags (Ctrl+1-5 or a click takes one)."""

    suggestion_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.suggested: list[str] = []
        self.entry: EntryDetails | None = None
        self.browser = ReadingBrowser()
        self.browser.MAX_TEXT_WIDTH = 760
        self.browser.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.suggestions = QWidget()
        self._chips = FlowLayout(self.suggestions, spacing=8)  # wraps: no minimum width
        self._chips.setContentsMargins(16, 6, 16, 0)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.browser, 1)
        column.addWidget(self.suggestions)

    def show_entry(self, entry: EntryDetails | None, decision: str | None = None) -> None:
        """Show *entry* large; *decision*: what was done with it earlier in this pass."""
        self.entry = entry
        if entry is None:
            self.browser.clear()
            return
        style = ReadingStyle.from_widget(self)
        style = replace(style, body_pt=style.body_pt * SCALE)
        font = self.font()
        font.setPointSizeF(style.body_pt)
        self.browser.document().setDefaultFont(font)
        self.browser.set_page(card_html(entry, style, decision), style.css(), keep_scroll=False)

    def set_suggestions(self, names: list[str]) -> None:
        """Offer tags as chips, each with its key: 'Ctrl+1 + pde'."""
        self.suggested = names[:5]
        while (item := self._chips.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        if not self.suggested:
            return
        title = QLabel(translate("triage_card", "Suggested tags"))
        title.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self._chips.addWidget(title)
        for number, name in enumerate(self.suggested, 1):
            self._chips.addWidget(self._keyed_chip(name, number))

    def _keyed_chip(self, name: str, number: int) -> QWidget:
        """A chip with its key before it, kept together when the row wraps."""
        pair = QWidget()
        row = QHBoxLayout(pair)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        row.addWidget(self._key_hint(key_text(f"Ctrl+{number}")))
        row.addWidget(self._chip(name, number - 1))
        row.addStretch(1)
        return pair

    def _key_hint(self, text: str) -> QLabel:
        """A small muted key name."""
        hint = QLabel(text)
        hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        small = hint.font()
        small.setPointSizeF(small.pointSizeF() * 0.85)
        hint.setFont(small)
        return hint

    def _chip(self, name: str, number: int) -> QToolButton:
        """A rounded button '+ name' that takes the suggestion."""
        chip = QToolButton()
        chip.setText(button_text(f"+ {name}"))
        chip.setAutoRaise(True)
        chip.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        chip.setCursor(Qt.CursorShape.PointingHandCursor)
        tip = translate("triage_card", "Add the tag '{name}' (Ctrl+{number})").format(
            name=name, number=number + 1
        )
        chip.setToolTip(tooltip_html(tip))
        chip.setStyleSheet(CHIP_STYLE)
        chip.clicked.connect(lambda _checked=False: self.suggestion_chosen.emit(number))
        return chip

    def scroll_lines(self, steps: int) -> None:
        """Scroll the abstract by *steps* lines."""
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.value() + steps * bar.singleStep() * 3)
