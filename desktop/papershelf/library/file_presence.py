"""Whether attachment files are there, as an SQL function every library connection has.

`papershelf_file_present(path)` is 1 when path names an existing file (a URL counts as
present: it cannot be checked), so `attachments:missing` searches the disk as it is now,
with no stored flag to go stale.
"""

from __future__ import annotations

import os

PRESENT_FUNCTION = "papershelf_file_present"


def file_present(path: object) -> int:
    """1 if path is an existing file (or a URL), else 0."""
    text = str(path or "")
    if "://" in text and not text.lower().startswith("file:"):
        return 1
    try:
        return int(os.path.isfile(text))
    except (OSError, ValueError):
        return 0


def register(db: object) -> None:
    """Give every connection of a peewee database the presence function (call once)."""
    db.register_function(file_present, PRESENT_FUNCTION, 1)  # type: ignore[attr-defined]
