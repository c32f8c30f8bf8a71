"""Reading together on screen (issue 36): who has read the paper shown, and a club's next session.

- The detail pane's readers strip: on a shared library, each member who has read, is reading
  or rated the paper, with their rating and the notes they made public. A file has one
  reader, whose status the pane's own selector shows: the strip stays hidden there.
- The club bar above the panes, while a reading list that is a journal club is shown: its
  next session (date, paper, presenter) and who has read that paper.
- View › Assigned to Me: the table shows the papers assigned to the connecting member.
- My notes (private) below the strip: the member's own note and private tags of the paper
  (gui/detail/private_notes).
Both follow every change, the other members' included (they arrive as live Changes).
"""

from __future__ import annotations

import hashlib
from datetime import date
from html import escape
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QDate, QLocale, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QToolBar, QWidget

from papershelf.gui.detail.private_notes import MyNotesPanel
from papershelf.gui.translation import translate
from papershelf.library.members_sql import MemberState
from papershelf.library.models import Status
from papershelf.services import members
from papershelf.services.changes import Changes

if TYPE_CHECKING:
    from papershelf.gui.window_api import Frame, LibraryAccess, Panes, SettingsAccess, View
    from papershelf.services.clubs import NextSession

    class ClubWindow(Frame, LibraryAccess, SettingsAccess, View, Panes, Protocol):
        """The pane's paper, the view's list, the search box, and tool bars for the club's."""


STARS = "★"


def readers_html(states: list[MemberState]) -> str:
    """The strip's text: 'Read by Ann ★★★★, bea · Reading: carl', then public notes."""
    groups: dict[int, list[str]] = {}
    for state in states:
        if state.status or state.rating:
            stars = f" {STARS * state.rating}" if state.rating else ""
            groups.setdefault(state.status, []).append(f"{escape(state.name)}{stars}")
    parts = []
    if groups.get(Status.READ):
        readers = ", ".join(groups[Status.READ])
        parts.append(translate("members_ui", "<b>Read by</b> {names}").format(names=readers))
    if groups.get(Status.READING):
        reading = ", ".join(groups[Status.READING])
        parts.append(translate("members_ui", "<b>Reading:</b> {names}").format(names=reading))
    if groups.get(Status.UNREAD):
        rated = ", ".join(groups[Status.UNREAD])
        parts.append(translate("members_ui", "<b>Rated:</b> {names}").format(names=rated))
    notes = [
        f"<br><i>{escape(s.name)}:</i> {escape(s.public_notes)}" for s in states if s.public_notes
    ]
    nobody = translate("members_ui", "<b>Read by</b> nobody yet")
    return " · ".join(parts or [nobody]) + "".join(notes)


def session_text(club: NextSession, today: date) -> str:
    """The club bar: 'Reading group — next session Thu 14 Jan 2027: “Title”, presented by …'."""
    day = date.fromisoformat(club.session.date)
    shown = QLocale().toString(QDate(day.year, day.month, day.day), "ddd dd MMM yyyy")
    when = translate("members_ui", "today") if day == today else shown
    readers = ", ".join(club.read_by) or translate("members_ui", "nobody yet")
    if club.presenter:
        text = translate(
            "members_ui",
            "{club} — next session {when}: “{title}”, presented by {presenter} · read by {readers}",
        )
    else:
        text = translate(
            "members_ui", "{club} — next session {when}: “{title}” · read by {readers}"
        )
    return text.format(
        club=club.club,
        when=when,
        title=club.session.title,
        presenter=club.presenter,
        readers=readers,
    )


class ReadersStrip(QLabel):
    """Who has read the paper on show (a shared library only; hidden on a file)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readersStrip")
        self.setTextFormat(Qt.TextFormat.RichText)  # names and notes are escaped
        self.setWordWrap(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setContentsMargins(14, 4, 10, 4)
        self.hide()

    def show_states(self, states: list[MemberState] | None) -> None:
        """Show the members' states (None: hidden)."""
        self.setText("" if states is None else readers_html(states))
        self.setVisible(states is not None)


class MembersUi:
    """Keeps the readers strip and the club bar of one window in step with the library."""

    def __init__(self, window: ClubWindow) -> None:
        self.window = window
        self.strip = ReadersStrip()
        self.my_notes = MyNotesPanel(window.controller)
        self.club_label = QLabel()
        self.club_label.setObjectName("clubSession")
        self.club_label.setTextFormat(Qt.TextFormat.PlainText)
        self.club_label.setContentsMargins(10, 4, 10, 4)
        self.club_bar = QToolBar(translate("members_ui", "Journal Club"), window.frame)
        self.club_bar.setObjectName("clubBar")
        self.club_bar.setMovable(False)
        self.club_bar.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        self.club_bar.addWidget(self.club_label)

    def install(self) -> None:
        """Put the strip in the detail pane and the bar under the search bar; follow changes."""
        window = self.window
        window.detail.add_strip(self.my_notes)
        window.detail.add_strip(self.strip)  # above my notes
        window.frame.addToolBarBreak()
        window.frame.addToolBar(self.club_bar)
        self.club_bar.hide()
        window.detail.entry_shown.connect(self.refresh_strip)
        window.detail.entry_shown.connect(self.refresh_notes)
        window.model.view_changed.connect(self.refresh_club)
        self.refresh_strip()  # the paper shown before the signals were connected
        self.refresh_notes()
        self.refresh_club()
        self._say_upgrade()

    def _say_upgrade(self) -> None:
        """The upgrade to per-person state's message, in the status bar, once per computer."""
        window = self.window
        note = members.upgrade_note(window.controller.lib)
        library = hashlib.sha1(window.controller.lib.name.encode()).hexdigest()[:16]
        key = f"members/upgrade-told-{library}"
        if note and window.settings.text(key) != note:
            window.statusBar().showMessage(note, 30000)
            window.settings.set_text(key, note)

    def on_changes(self, changes: Changes) -> None:
        """A change of this window's or another session's (the window's on_changes): refresh
        what it may touch."""
        shown = self.window.detail.entry()
        if shown is not None and shown.id in changes.edited:
            self.refresh_strip()
            self.refresh_notes()
        if changes.edited or changes.lists or changes.membership:
            self.refresh_club()

    def refresh_strip(self) -> None:
        """The members' states of the paper on show."""
        lib, shown = self.window.controller.lib, self.window.detail.entry()
        if shown is None or not members.shared(lib):
            self.strip.show_states(None)
            return
        self.strip.show_states(members.states(lib, shown.id))

    def refresh_notes(self) -> None:
        """My own note and private tags of the paper on show."""
        shown = self.window.detail.entry()
        self.my_notes.show_entry(None if shown is None else shown.id)

    def refresh_club(self) -> None:
        """The bar: the next session of the club shown (hidden for any other view)."""
        scope = self.window.model.effective_scope
        lib, today = self.window.controller.lib, date.today()
        found = None
        if scope.kind == "list":
            from papershelf.services import clubs  # a list on show: it may be a club's

            found = next(
                (n for n in clubs.next_sessions(lib, today) if n.session.list_id == scope.value),
                None,
            )
        self.club_label.setText(session_text(found, today) if found else "")
        self.club_bar.setVisible(found is not None)

    def show_assigned(self) -> None:
        """The table shows the papers assigned to me (a search: assigned:ME)."""
        me = members.me(self.window.controller.lib).replace('"', "")
        self.window.search.setText(f'assigned:"{me}"')
        self.window.search.setFocus()
