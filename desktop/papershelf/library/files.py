"""This process's open descriptors of library files, for locks and header reads; never closed.

Closing *any* descriptor of a file drops every POSIX lock the process holds on it,
SQLite's own included (its SHARED lock on a WAL database, which keeps another process
from deleting the write-ahead log under it). So each library file is opened once per
process (once for reading, once more for writing when allowed) and that descriptor is
reused and kept until the process ends: one or two descriptors per library file used.
"""

from __future__ import annotations

import errno
import os
import threading
from dataclasses import dataclass
from pathlib import Path

Identity = tuple[int, int]  # (device, inode): the file, whatever name it is reached by


@dataclass
class OpenFile:
    """The descriptors of one file: for reading, and for writing (None: not allowed)."""

    identity: Identity
    reading: int
    writing: int | None


_FILES: dict[Identity, OpenFile] = {}
_GUARD = threading.Lock()
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def open_file(path: Path) -> OpenFile | None:
    """The process's descriptors of the file at *path* (None when it cannot be opened)."""
    try:
        stat = os.stat(path)
    except OSError:
        return None
    identity = (stat.st_dev, stat.st_ino)
    with _GUARD:
        known = _FILES.get(identity)
        if known is not None and known.writing is not None:
            return known
        writing = _open(path, os.O_RDWR)
        if known is not None:
            known.writing = writing
            return known
        reading = _open(path, os.O_RDONLY)
        if reading is None:
            return None  # (a writing descriptor without a reading one cannot happen)
        opened = OpenFile(identity, reading, writing)
        _FILES[identity] = opened
        return opened


def read_head(path: Path, size: int) -> bytes:
    """The first *size* bytes of the file, read without closing a descriptor (OSError)."""
    opened = open_file(path)
    if opened is None:
        os.stat(path)  # raises why: not there, or a folder on the way may not be read
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
    return os.pread(opened.reading, size, 0)


def _open(path: Path, mode: int) -> int | None:
    """A new descriptor (None when the system refuses)."""
    try:
        return os.open(path, mode | _CLOEXEC)
    except OSError:
        return None
