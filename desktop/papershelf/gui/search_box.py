"""The search box: filters as you type, says inline what it could not read, completes fields."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QFont,
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QCompleter, QLineEdit, QToolTip, QWidget

from papershelf.gui.colours import colour
from papershelf.gui.safe_text import tooltip_html
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.search import QUERY_HELP, parse
from papershelf.library.search_tokens import FIELD_NAMES

TYPING_PAUSE_MS = 90  # one query per pause, not per key, so typing never stutters
# While typing, the last word is taken as unfinished and gets no hint ('year:20' becomes
# 'year:2023'); after this pause it is what the person meant, and is explained like the rest.
SETTLED_MS = 700
HINT_STYLE = "QLineEdit#searchBox {{ border: 1px solid {}; border-radius: 3px; }}"
IDLE_TIP = N("Type to filter; Esc clears")
WINDOW_KEYS = (QKeySequence("Ctrl+E"), QKeySequence("Ctrl+K"))  # window actions, not line keys
# Field -> values to complete after "field:", given what is typed after the colon.
ValueSource = Callable[[str, str], list[str]]


def question_icon(palette: QPalette) -> QIcon:
    """A quiet '?' in a ring, drawn here: themes' help icons vary too much (or are missing)."""
    pixmap = QPixmap(32, 32)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    color = palette.color(QPalette.ColorRole.PlaceholderText)
    painter.setPen(QPen(color, 2.5))
    painter.drawEllipse(3, 3, 26, 26)
    font = QFont(painter.font())
    font.setPixelSize(19)
    font.setBold(True)
    painter.setFont(font)
    painter.drawText(pixmap.rect(), int(Qt.AlignmentFlag.AlignCenter), "?")
    painter.end()
    return QIcon(pixmap)


def _window_key(event: QKeyEvent) -> bool:
    """Whether a key press is one of the window's that a line edit would take on X11."""
    return QKeySequence(event.keyCombination()) in WINDOW_KEYS


def describe_query(query: str, hints: Sequence[str]) -> str:
    """The search box's tooltip: which query it speaks of, and what could not be read in it."""
    if not query.strip():
        return translate("", IDLE_TIP)
    shown = query.strip() if len(query.strip()) <= 80 else query.strip()[:79] + "…"
    if hints:
        return f"In “{shown}”:\n" + "\n".join(hints)
    return f"Searching for “{shown}”; Esc clears"


def current_token(text: str, cursor: int) -> tuple[int, str]:
    """Where the word under the cursor starts, and the word (up to the cursor)."""
    start = cursor
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    return start, text[start:cursor]


def _quoted(value: str) -> str:
    """A completed value, quoted when it holds a space."""
    return f'"{value}"' if " " in value else value


class SearchBox(QLineEdit):
    """A line edit that emits the query after a pause; Esc clears; a red outline for hints."""

    query_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None, values: ValueSource | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("searchBox")
        self.setPlaceholderText(
            translate(
                "search_box", 'Search: words, "phrases", tag:ml, year:>=2022, -word…  (Ctrl+F)'
            )
        )
        self.setClearButtonEnabled(True)
        self._values = values or (lambda _field, _typed: [])
        self._timer = QTimer(self, singleShot=True, interval=TYPING_PAUSE_MS)
        self._timer.timeout.connect(lambda: self.query_changed.emit(self.text()))
        self.textEdited.connect(self._typed)
        self.textChanged.connect(lambda _text: self._timer.start())
        self.textChanged.connect(self._forget_description)
        self._settled = QTimer(self, singleShot=True, interval=SETTLED_MS)
        self._settled.timeout.connect(self.explain_settled)
        self.textChanged.connect(lambda _text: self._settled.start())
        self._completer = self._make_completer()
        self.help_action = QAction(
            question_icon(self.palette()), translate("search_box", "How to search"), self
        )
        self.help_action.setToolTip(translate("search_box", "How to search"))
        self.help_action.triggered.connect(self.show_help)
        self.addAction(self.help_action, QLineEdit.ActionPosition.TrailingPosition)
        self.hints: tuple[str, ...] = ()
        self._described = ""  # the query the tooltip and outline speak of
        self.setToolTip(translate("", IDLE_TIP))

    # --- hints ---------------------------------------------------------------------------
    def set_hints(self, hints: Sequence[str], query: str | None = None) -> None:
        """Outline the box in red with the hints as its tooltip; none: back to normal.

        The tooltip names the query it describes (*query*, else the box's text).
        """
        self.hints = tuple(hints)
        self._described = self.text() if query is None else query
        self.setStyleSheet(HINT_STYLE.format(colour("error.border").name()) if self.hints else "")
        tip = tooltip_html(describe_query(self._described, self.hints))
        self.setToolTip(tip)
        if self.hints and self.hasFocus():
            QToolTip.showText(self.mapToGlobal(self.rect().bottomLeft()), tip, self)

    def explain_settled(self) -> None:
        """Typing paused: hints for the whole query, its last word included (`year:abc`)."""
        self._settled.stop()
        hints = parse(self.text(), typing=False).hints
        if hints and tuple(hints) != self.hints:
            self.set_hints(hints)

    def _forget_description(self, text: str) -> None:
        """Typing made a new query: the old one's tooltip no longer applies."""
        if text != self._described:
            self.setToolTip(
                tooltip_html(describe_query(text, ())) if text.strip() else translate("", IDLE_TIP)
            )

    def show_help(self) -> None:
        """The query language, in a popup under the box."""
        QToolTip.showText(
            self.mapToGlobal(self.rect().bottomLeft()), translate("", QUERY_HELP), self
        )

    # --- keys ----------------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        """The window's Ctrl+E (Export) and Ctrl+K (Copy \\cite) win over X11's line keys.

        On X11 a line edit takes Ctrl+E (end of line) and Ctrl+K (delete to the end), so
        after typing a search those window shortcuts did nothing.
        """
        override = event.type() == QEvent.Type.ShortcutOverride
        if override and isinstance(event, QKeyEvent) and _window_key(event):
            event.ignore()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc clears the query (the sidebar's choice shows again)."""
        popup = self._completer.popup()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.explain_settled()  # Enter: the query is finished
        if event.key() == Qt.Key.Key_Escape and not (popup and popup.isVisible()):
            self.clear()
            self._timer.stop()
            self._settled.stop()
            self.query_changed.emit("")
            return
        super().keyPressEvent(event)

    # --- completion ------------------------------------------------------------------------
    def _make_completer(self) -> QCompleter:
        """Completes field names, and tag, list and author values after 'tag:' and the like."""
        completer = QCompleter(QStringListModel(self), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        completer.setWidget(self)
        completer.activated.connect(self._insert_completion)
        return completer

    def _typed(self, text: str) -> None:
        """Offer completions for the word being typed."""
        _start, token = current_token(text, self.cursorPosition())
        choices = self.completions(token)
        model = self._completer.model()
        assert isinstance(model, QStringListModel)
        model.setStringList(choices)
        popup = self._completer.popup()
        if not choices:
            if popup is not None:
                popup.hide()
            return
        self._completer.setCompletionPrefix("")  # the choices are already the matches
        self._completer.complete()

    def completions(self, token: str) -> list[str]:
        """What the word *token* may complete to ('tit' -> 'title:', 'tag:r' -> 'tag:ml/rl')."""
        if ":" in token:
            field, _, typed = token.partition(":")
            return [f"{field}:{_quoted(v)}" for v in self._values(field.lower(), typed.strip('"'))]
        if len(token) < 2 or token.startswith("-"):
            return []
        return [f"{name}:" for name in FIELD_NAMES if name.startswith(token.lower())]

    def _insert_completion(self, completion: str) -> None:
        """Put the chosen completion in place of the word being typed."""
        text, cursor = self.text(), self.cursorPosition()
        start, _token = current_token(text, cursor)
        spacer = "" if completion.endswith(":") else " "
        self.setText(text[:start] + completion + spacer + text[cursor:].lstrip())
        self.setCursorPosition(start + len(completion) + len(spacer))
