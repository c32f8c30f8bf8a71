"""What a library's change feed tells the window, whatever the backend gives it (a server's
listener, library/postgresql/listen.py): where the link stands. Plain data, no driver, so the
GUI reads it without importing a backend package (a contract of `make lint`)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["LinkState"]


@dataclass(frozen=True)
class LinkState:
    """Where the listener's connection stands.

    kind: "connecting" (first attempt), "connected", "lost" (retrying after retry_in s),
    "reconnected" (changes may have been missed meanwhile), "stopped". people: the user
    names of the sessions listening to the same library (its open windows), this one's too.
    """

    kind: str
    detail: str = ""  # the error that lost the connection
    retry_in: float | None = None
    attempt: int = 0
    people: tuple[str, ...] = ()
