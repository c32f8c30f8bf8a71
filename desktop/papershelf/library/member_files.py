"""On a shared library, the attachments this member attached or agreed to open, kept here.

A library on a server is shared: its attachment rows, and whether each is `trusted`, are
everyone's. A path one member attached (their own PDF) or trusted means nothing about
another member's computer, and reading it there could put a private file's text into the
shared full-text index. So each member's computer keeps the ids of the attachments this
member attached or trusted (a line each, in the member's own folder for the library,
`Library.folder`), and only those are read for the full text on this computer. A library
file (SQLite) is one person's: `mine` is None there, and `trusted` alone decides.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # db imports modules that import this one
    from papershelf.library.db import Library

__all__ = ["FILE_NAME", "mine", "remember"]

FILE_NAME = "attachments-of-this-member.txt"


def _file(lib: Library) -> Path | None:
    """Where this member's list is kept (None for a library file)."""
    return lib.folder / FILE_NAME if lib.backend.members else None


def remember(lib: Library, attachment_ids: Iterable[int]) -> None:
    """Add attachments this member attached or trusted to the list (a library file: nothing).
    A list that cannot be written leaves those files unread here, which is the safe side."""
    path = _file(lib)
    ids = sorted(set(attachment_ids))
    if path is None or not ids:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="ascii") as handle:
            handle.write("".join(f"{number}\n" for number in ids))
    except OSError:
        return


def mine(lib: Library) -> set[int] | None:
    """The attachments this member attached or trusted on a server library; None for a file."""
    path = _file(lib)
    if path is None:
        return None
    try:
        lines = path.read_text(encoding="ascii", errors="replace").split()
    except OSError:
        return set()
    return {int(line) for line in lines if line.isdigit()}
