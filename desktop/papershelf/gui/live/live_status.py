"""What a shared library's window says about its live connection (no Qt: tested alone).

The status bar names the server and whether changes arrive live; a lost connection shows a
banner (the window only reads until the connection is back) with a Retry button.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.change_feed import LinkState  # psycopg-free: no import for a file

if TYPE_CHECKING:
    from papershelf.library.db import Library


def server_url(lib: Library) -> str | None:
    """The libpq URL of a library whose changes arrive live (on a server); None for a file."""
    return lib.url if lib.backend.change_feed else None


# libpq's words for a server that is not there, and what they mean to a person.
_PLAIN_REASONS = (
    (("No such file or directory", "Connection refused"), N("no server is running there")),
    (("timeout expired", "timed out"), N("no answer")),
    (("Name or service not known", "could not translate host name"), N("unknown server name")),
)


def _reason(detail: str) -> str:
    """The first line of a connection error, without libpq's 'connection failed:' noise
    (the whole error stays in the tooltip)."""
    if not detail.strip():
        return translate("", "no answer")
    line = detail.strip().splitlines()[0].strip()
    for words, plain in _PLAIN_REASONS:
        if any(word in line for word in words):
            return translate("", plain)
    for noise in ("consuming input failed: ", "connection failed: ", "connection is bad: "):
        line = line.removeprefix(noise)
    return line


def _as_is(login: str) -> str:
    """A login shown as it is (no display names known)."""
    return login


@dataclass
class LiveStatus:
    """The live connection's state for one window, and the words it shows for it."""

    location: str  # the server and database, password hidden (Library.location)
    state: LinkState = field(default_factory=lambda: LinkState("connecting"))
    reconnections: int = 0
    names: Callable[[str], str] = field(default=_as_is)  # a login -> the name it goes by

    def update(self, state: LinkState) -> bool:
        """Take a new state; True when the window goes read-only or back (the banner changes)."""
        was_lost = self.lost
        self.state = state
        if state.kind == "reconnected":
            self.reconnections += 1
        return was_lost != self.lost

    @property
    def lost(self) -> bool:
        """Whether the server cannot be reached now (the window only reads)."""
        return self.state.kind == "lost"

    @property
    def status_text(self) -> str:
        """The status bar's words."""
        kind, where = self.state.kind, self.location
        if kind == "connecting":
            return translate("live_status", "Connecting to {library}…").format(library=where)
        if kind == "connected":
            return (
                translate("live_status", "Live: {library}").format(library=where) + self._others()
            )
        if kind == "reconnected":
            live = translate("live_status", "Live: {library} (reconnected; views refreshed)")
            return live.format(library=where) + self._others()
        if kind == "lost":
            offline = translate("live_status", "Offline: {library}; retrying in {wait}")
            return offline.format(library=where, wait=self._retry_in())
        return ""

    @property
    def banner_text(self) -> str | None:
        """The read-only banner's words while the connection is lost; None otherwise."""
        if not self.lost:
            return None
        return translate(
            "live_status",
            "The server {library} cannot be reached ({reason}). This window is read-only "
            "until it is back; trying again in {wait}.",
        ).format(library=self.location, reason=_reason(self.state.detail), wait=self._retry_in())

    @property
    def tooltip(self) -> str:
        """The status bar's tooltip: the whole error while lost, else what live means."""
        if self.lost:
            return self.state.detail.strip()
        return translate(
            "live_status",
            "Changes other people make to this library appear here as they save them.",
        )

    def _others(self) -> str:
        """Who else has the library open, when anyone does: ' · 3 windows open (ana, bo)'."""
        people = self.state.people
        if len(people) < 2:
            return ""
        names = ", ".join(dict.fromkeys(self.names(person) for person in people))
        count = len(people)
        return " · " + translate("live_status", "%n windows open ({names})", None, count).format(
            names=names
        )

    def _retry_in(self) -> str:
        """The wait before the next attempt, in words."""
        seconds = self.state.retry_in or 0.0
        if seconds < 1:
            return translate("live_status", "a moment")
        return translate("live_status", "{seconds} s").format(seconds=f"{seconds:.0f}")
