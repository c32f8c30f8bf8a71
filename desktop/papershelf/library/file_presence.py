"""Whether attachment files are there, on this computer.

`file_present(path)` is 1 when path names an existing file (a URL counts as present: it
cannot be checked). Searches and badges ask it when they run (client_terms, attachments),
so `attachments:missing` sees the disk as it is now, with no stored flag to go stale; the
question is never put to SQL, as a database server cannot see this computer's disk.
"""

from __future__ import annotations

import os


def file_present(path: object) -> int:
    """1 if path is an existing file (or a URL), else 0."""
    text = str(path or "")
    if "://" in text and not text.lower().startswith("file:"):
        return 1
    try:
        return int(os.path.isfile(text))
    except (OSError, ValueError):
        return 0
