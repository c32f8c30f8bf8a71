"""What a shared library's window says about its live connection (no Qt: tested alone).

The status bar names the server and whether changes arrive live; a lost connection shows a
banner (the window only reads until the connection is back) with a Retry button.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from papershelf.library.change_feed import LinkState  # psycopg-free: no import for a file

if TYPE_CHECKING:
    from papershelf.library.db import Library


def server_url(lib: Library) -> str | None:
    """The libpq URL of a library whose changes arrive live (on a server); None for a file."""
    return lib.url if lib.backend.change_feed else None


# libpq's words for a server that is not there, and what they mean to a person.
_PLAIN_REASONS = (
    (("No such file or directory", "Connection refused"), "no server is running there"),
    (("timeout expired", "timed out"), "no answer"),
    (("Name or service not known", "could not translate host name"), "unknown server name"),
)


def _reason(detail: str) -> str:
    """The first line of a connection error, without libpq's 'connection failed:' noise
    (the whole error stays in the tooltip)."""
    line = detail.strip().splitlines()[0].strip() if detail.strip() else "no answer"
    for words, plain in _PLAIN_REASONS:
        if any(word in line for word in words):
            return plain
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
            return f"Connecting to {where}…"
        if kind == "connected":
            return f"Live: {where}{self._others()}"
        if kind == "reconnected":
            return f"Live: {where} (reconnected; views refreshed){self._others()}"
        if kind == "lost":
            return f"Offline: {where}; retrying in {self._retry_in()}"
        return ""

    @property
    def banner_text(self) -> str | None:
        """The read-only banner's words while the connection is lost; None otherwise."""
        if not self.lost:
            return None
        return (
            f"The server {self.location} cannot be reached ({_reason(self.state.detail)}). "
            f"This window is read-only until it is back; trying again in {self._retry_in()}."
        )

    @property
    def tooltip(self) -> str:
        """The status bar's tooltip: the whole error while lost, else what live means."""
        if self.lost:
            return self.state.detail.strip()
        return "Changes other people make to this library appear here as they save them."

    def _others(self) -> str:
        """Who else has the library open, when anyone does: ' · 3 windows open (ana, bo)'."""
        people = self.state.people
        if len(people) < 2:
            return ""
        names = ", ".join(dict.fromkeys(self.names(person) for person in people))
        return f" · {len(people)} windows open ({names})"

    def _retry_in(self) -> str:
        """The wait before the next attempt, in words."""
        seconds = self.state.retry_in or 0.0
        return "a moment" if seconds < 1 else f"{seconds:.0f} s"
