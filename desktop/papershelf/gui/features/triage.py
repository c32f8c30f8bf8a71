"""Triage mode: one unread abstract at a time, large, and a key for every decision.

R reading, D read, S or Space skip (each moves on), 0-5 rate, T tag, L add to a reading
list, O open the link, Ctrl+1-5 take a suggested tag, ← or Backspace go back, Esc leave.
Every change goes through the controller, so Ctrl+Z undoes it here as anywhere.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QByteArray, QPoint, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QFont, QKeyEvent, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.colours import no_colour
from papershelf.gui.controller import LibraryController
from papershelf.gui.detail.reading_page import ReadingStyle, doi_link, safe_external_url
from papershelf.gui.features.related_service import RelatedService
from papershelf.gui.features.triage_card import TriageCard
from papershelf.gui.features.triage_session import TriageScope, TriageSession, describe
from papershelf.gui.organise.quick_tag import QuickTagPopup, TagChoice
from papershelf.gui.safe_text import menu_text, plain
from papershelf.gui.settings import Settings
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.entries_sql import existing_entries
from papershelf.library.models import Status
from papershelf.library.organising import list_infos, tag_counts, tags_on
from papershelf.library.queries import EntryDetails, get_entry
from papershelf.services.changes import Changes
from papershelf.services.plans.estimates import duration, estimate_papers

MARKS = {Qt.Key.Key_R: ("reading", Status.READING), Qt.Key.Key_D: ("read", Status.READ)}
DECIDED_STATUS = {decision: status for decision, status in MARKS.values()}
SKIP_KEYS = {Qt.Key.Key_S, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_J}
BACK_KEYS = {Qt.Key.Key_Left, Qt.Key.Key_Backspace, Qt.Key.Key_K}
RATING_KEYS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(6)}
LEGEND = (
    ("R", N("reading")), ("D", N("read")), ("S", N("skip")), ("0–5", N("rate")),
    ("T", N("tag")), ("L", N("list")), ("O", N("open link")), ("←", N("back")),
    ("Ctrl+Z", N("undo")), ("Esc", N("leave")),
)  # fmt: skip


def _legend_html(style: ReadingStyle) -> str:
    """The key legend as rich text: key caps in bold, words muted."""
    return "&nbsp;&nbsp;· ".join(  # a plain space after each dot: a narrow window wraps there
        f"<b>{key}</b>&nbsp;<span style='color:{style.muted}'>{translate('', word)}</span>"
        for key, word in LEGEND
    )


class TriageView(QWidget):
    """The triage page: a header, a progress bar, the card of the paper on show, a key legend."""

    leave_requested = Signal()
    SCOPES = (N("This view"), N("New imports"))

    def __init__(
        self, controller: LibraryController, related: RelatedService, settings: Settings
    ) -> None:
        super().__init__()
        self.controller = controller
        self.related = related
        self.settings = settings
        self.session = TriageSession([])
        self._view_scope = TriageScope()
        self._pass = TriageScope()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setAutoFillBackground(True)
        self._make_widgets()
        self._lay_out()
        controller.changed.connect(self._on_changes)
        related.ready.connect(self._show_suggestions)
        related.updated.connect(self._show_suggestions)

    # --- building ---------------------------------------------------------------------------
    def _make_widgets(self) -> None:
        """Header, progress, card, finished page and legend."""
        self.title_label = QLabel()
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)  # names a list, tag or search
        bold = self.title_label.font()
        bold.setWeight(QFont.Weight.DemiBold)
        bold.setPointSizeF(bold.pointSizeF() * 1.1)
        self.title_label.setFont(bold)
        self.scope_box = QComboBox()
        self.scope_box.addItems([translate("", scope) for scope in self.SCOPES])
        self.scope_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scope_box.setToolTip(
            translate(
                "triage",
                "Go through the unread papers of the view you came from, or the new imports",
            )
        )
        self.scope_box.activated.connect(self._scope_chosen)
        self.leave_button = QPushButton(translate("triage", "Back to Library  (Esc)"))
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.leave_button.clicked.connect(self.leave_requested)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setFixedHeight(6)
        self.count_label = QLabel()
        self.count_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.time_label = QLabel()  # the reading plan's estimate of the paper on show
        self.time_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.card = TriageCard()
        self.card.suggestion_chosen.connect(self.accept_suggestion)
        self.done_label = QLabel()
        self.done_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.done_label.setWordWrap(True)
        self.legend = QLabel()
        self.legend.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.legend.setWordWrap(True)
        self.legend.setForegroundRole(QPalette.ColorRole.Text)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.card)
        self.pages.addWidget(self.done_label)

    def _lay_out(self) -> None:
        """A centred column: header, progress, the card (or the finished note), the legend."""
        header = QHBoxLayout()
        header.addWidget(self.title_label, 1)
        header.addWidget(self.scope_box)
        header.addWidget(self.leave_button)
        progress = QHBoxLayout()
        progress.addWidget(self.progress, 1)
        progress.addSpacing(12)
        progress.addWidget(self.count_label)
        progress.addSpacing(12)
        progress.addWidget(self.time_label)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setForegroundRole(QPalette.ColorRole.Midlight)
        column = QVBoxLayout()
        column.setContentsMargins(0, 16, 0, 12)
        column.setSpacing(10)
        column.addLayout(header)
        column.addLayout(progress)
        column.addWidget(self.pages, 1)
        column.addWidget(line)
        column.addWidget(self.legend)
        inner = QWidget()
        inner.setLayout(column)
        inner.setMaximumWidth(880)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(32, 0, 32, 0)
        outer.addWidget(inner, 1, Qt.AlignmentFlag.AlignHCenter)
        self.legend.setText(_legend_html(ReadingStyle.from_widget(self)))

    # --- starting and leaving ---------------------------------------------------------------
    def start(self, view: TriageScope) -> None:
        """Begin (or resume) a pass over the unread papers of *view*."""
        self._view_scope = view
        self.scope_box.setCurrentIndex(0)
        self._begin(view)

    def _scope_chosen(self, index: int) -> None:
        """The scope box: the view triage was opened from, or the new imports."""
        self.save()
        self._begin(self._view_scope if index == 0 else TriageScope.new_imports())
        self.setFocus()

    def _begin(self, chosen: TriageScope) -> None:
        """Load the pass over *chosen*, where the last visit left it."""
        lib = self.controller.lib
        self._pass = chosen
        saved = self.settings.bytes(chosen.key(lib))
        text = bytes(saved.data()).decode("utf-8") if saved is not None else None
        self.session = TriageSession.resume(text, chosen.ids(lib))
        self.session.drop(self._missing(self.session.ids))
        if chosen.scope.kind == "recent":
            days = int(str(chosen.scope.value))
            self.title_label.setText(
                translate(
                    "triage", "New imports — unread papers added in the last %n days", None, days
                )
            )
        else:
            self.title_label.setText(plain(describe(lib, chosen.scope, chosen.query)))
        self.show_current()

    def _missing(self, ids: list[int]) -> set[int]:
        """Those of *ids* no longer in the library."""
        return set(ids) - existing_entries(self.controller.lib, ids)

    def save(self) -> None:
        """Remember where this pass is, for the next visit."""
        key = self._pass.key(self.controller.lib)
        self.settings.set_bytes(key, QByteArray(self.session.to_json().encode("utf-8")))

    # --- showing ----------------------------------------------------------------------------
    def current_entry(self) -> EntryDetails | None:
        """The paper on show."""
        current = self.session.current
        return get_entry(self.controller.lib, current) if current is not None else None

    def show_current(self) -> None:
        """Show the paper the pass is at (or the finished note), with the progress."""
        session = self.session
        total = len(session.ids)
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(min(session.index, total))
        if session.finished or total == 0:
            self._show_finished(total)
        else:
            self.count_label.setText(
                translate("triage", "{number} of {total}  ·  {left} left").format(
                    number=session.index + 1, total=total, left=session.remaining - 1
                )
            )
            self.time_label.setText(self._reading_time(session.current))
            self.pages.setCurrentWidget(self.card)
            entry = self.current_entry()
            self.card.show_entry(entry, self._standing_decision(entry))
            self._show_suggestions()
        self.save()

    def _reading_time(self, entry_id: int | None) -> str:
        """'about 25 min to read': the reading plan's estimate of the paper on show."""
        if entry_id is None:
            return ""
        estimate = estimate_papers(self.controller.lib, [entry_id])[entry_id]
        return self.tr("about %1 to read").replace("%1", duration(estimate.minutes))

    def _standing_decision(self, entry: EntryDetails | None) -> str | None:
        """What this pass decided about *entry*, unless an undo has taken the status back."""
        if entry is None:
            return None
        decision = self.session.decided.get(entry.id)
        marked = DECIDED_STATUS.get(decision or "")
        if marked is not None and entry.status != marked:
            del self.session.decided[entry.id]  # "Unread" and "You marked it read" disagree
            return None
        return decision

    def _show_finished(self, total: int) -> None:
        """The note at the end of a pass: what was done."""
        tally = self.session.tally()
        self.time_label.clear()
        done = translate("triage", "{number} of {total}  ·  {left} left").format(
            number=total, total=total, left=0
        )
        self.count_label.setText(done if total else translate("triage", "Nothing to triage"))
        if not total:
            text = translate(
                "triage",
                "<h2>Nothing to triage here</h2>"
                "<p>Every paper of this view has been read or started.</p>",
            )
        else:
            text = translate(
                "triage",
                "<h2>All caught up</h2><p>You went through %n papers: {read} read, {now} to read "
                "now, {skipped} skipped.</p><p>← goes back · Esc returns to the library</p>",
                None,
                total,
            ).format(read=tally["read"], now=tally["reading"], skipped=tally["skipped"])
        self.done_label.setText(text)
        self.pages.setCurrentWidget(self.done_label)

    def _show_suggestions(self) -> None:
        """Suggested tags for the paper on show."""
        current = self.session.current
        found = self.related.suggestions(current) if current is not None else None
        self.card.set_suggestions([s.name for s in found or []])

    def _on_changes(self, changes: Changes) -> None:
        """Keep the card true to the library (an undo, a tag added elsewhere)."""
        if changes.removed:
            self.session.drop(set(changes.removed))
        current = self.session.current
        touched = current in changes.edited or changes.tags or changes.removed
        if current is not None and touched and self.isVisible():
            self.show_current()

    # --- keys -------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Every triage key; the rest go to the window (Ctrl+Z and friends)."""
        action = self._action_for(event)
        if action is None:
            super().keyPressEvent(event)
            return
        action()
        event.accept()

    def _action_for(self, event: QKeyEvent) -> Callable[[], object] | None:
        """What a key press does here, or None when triage does not use it."""
        key = Qt.Key(event.key())
        modifiers = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if modifiers == Qt.KeyboardModifier.ControlModifier and key in RATING_KEYS:
            return partial(self.accept_suggestion, RATING_KEYS[key] - 1)
        if modifiers not in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            return None
        if key == Qt.Key.Key_Escape:
            return self.leave_requested.emit
        return self._plain_action(key)

    def _plain_action(self, key: Qt.Key) -> Callable[[], object] | None:
        """The action of a key pressed alone."""
        if key in MARKS:
            return partial(self.mark, MARKS[key][1])
        if key in SKIP_KEYS:
            return self.skip
        if key in BACK_KEYS:
            return self.back
        if key in RATING_KEYS:
            return partial(self.rate, RATING_KEYS[key])
        scrolls = {
            Qt.Key.Key_Down: 1,
            Qt.Key.Key_Up: -1,
            Qt.Key.Key_PageDown: 8,
            Qt.Key.Key_PageUp: -8,
        }
        if key in scrolls:
            return partial(self.card.scroll_lines, scrolls[key])
        others: dict[Qt.Key, Callable[[], object]] = {
            Qt.Key.Key_T: self.tag, Qt.Key.Key_L: self.choose_list, Qt.Key.Key_O: self.open_link,
            Qt.Key.Key_Return: self.open_link, Qt.Key.Key_Enter: self.open_link,
        }  # fmt: skip
        return others.get(key)

    # --- actions ----------------------------------------------------------------------------
    def mark(self, status: Status) -> None:
        """Mark the paper reading or read, and move on."""
        current = self.session.current
        if current is None:
            return
        if self.controller.set_status([current], status):
            self.session.decide("read" if status == Status.READ else "reading")
            if status == Status.READ:
                self._say(translate("triage", "Marked read — Ctrl+Z undoes it"))
            else:
                self._say(translate("triage", "Marked reading — Ctrl+Z undoes it"))
            self.show_current()

    def _say(self, text: str) -> None:
        """A short note in the window's status bar."""
        window = self.window()
        if isinstance(window, QMainWindow):
            window.statusBar().showMessage(text, 4000)

    def skip(self) -> None:
        """Leave the paper unread and move on."""
        if self.session.current is not None:
            self.session.decide("skipped")
            self.show_current()

    def back(self) -> None:
        """Show the previous paper again."""
        if self.session.back():
            self.show_current()

    def rate(self, stars: int) -> None:
        """Rate the paper 0-5 stars (it stays on show)."""
        current = self.session.current
        if current is not None:
            self.controller.set_rating([current], stars)

    def accept_suggestion(self, number: int) -> None:
        """Add the suggested tag *number* (0: the first) to the paper."""
        current, names = self.session.current, self.card.suggested
        if current is not None and 0 <= number < len(names):
            self.controller.add_tag([current], names[number])

    def tag(self) -> None:
        """The quick-tag popup for the paper on show."""
        current = self.session.current
        if current is None:
            return
        lib = self.controller.lib
        on = tags_on(lib, [current])
        choices = [
            TagChoice(info.name, info.color or no_colour(), info.count, on.get(info.name, 0))
            for info in tag_counts(lib, "count")
            if not info.implied
        ]
        popup = QuickTagPopup(self, choices, 1)
        popup.add_requested.connect(lambda name: self.controller.add_tag([current], name))
        popup.remove_requested.connect(lambda name: self.controller.remove_tag([current], name))
        popup.destroyed.connect(lambda _obj=None: self.setFocus())
        popup.open_at(self.card.mapToGlobal(QPoint(24, 24)))

    def choose_list(self) -> None:
        """A menu of reading lists: the chosen one gets the paper."""
        current = self.session.current
        if current is None:
            return
        menu = QMenu(self)
        for info in list_infos(self.controller.lib):
            add = partial(self.controller.add_to_list, info.id, [current])
            menu.addAction(menu_text(info.name), add)
        if menu.isEmpty():
            menu.addAction(translate("triage", "No reading lists yet")).setEnabled(False)
        self.list_menu = menu
        menu.popup(self.card.mapToGlobal(QPoint(24, 24)))

    def open_link(self) -> None:
        """Open the paper's web page or DOI in the browser (http, https and doi only)."""
        entry = self.current_entry()
        if entry is None:
            return
        target = safe_external_url(QUrl(entry.url.strip())) if entry.url.strip() else None
        if target is None and entry.doi.strip():
            target = QUrl(doi_link(entry.doi))
        if target is not None:
            QDesktopServices.openUrl(target)
