"""Who holds a library: whether a process runs, what it is, and which one writes to SQLite.

SQLite (unix, WAL mode) takes its write lock as a POSIX lock on byte 120 of the `-shm`
file; F_GETLK names the process that holds it, so a writer that waits can say for whom.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

from papershelf.i18n import translate

# SQLite's unix VFS: shared-memory locks start at byte 120; the first is the WAL write lock.
SHM_WRITE_LOCK = 120
# struct flock on Linux: l_type, l_whence (short), l_start, l_len (off_t), l_pid (pid_t).
FLOCK = struct.Struct("hhqqi4x")


def process_alive(pid: int) -> bool:
    """Whether a process with this PID runs on this machine."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _windows_alive(pid)
    try:
        os.kill(pid, 0)  # signal 0: only checks that the process exists
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, owned by someone else
    return True


def _windows_alive(pid: int) -> bool:
    """Whether a process runs, on Windows (os.kill there would end it)."""
    import ctypes

    kernel32 = ctypes.windll.kernel32  # type: ignore[attr-defined]
    handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return False
    code = ctypes.c_ulong()
    kernel32.GetExitCodeProcess(handle, ctypes.byref(code))
    kernel32.CloseHandle(handle)
    return code.value == 259  # STILL_ACTIVE


def sqlite_writer(library: Path) -> int | None:
    """The PID of the process that holds SQLite's write lock on *library* (None: unknown)."""
    if sys.platform != "linux":
        return None  # the flock layout above is Linux's
    import fcntl

    try:
        fd = os.open(library.with_name(library.name + "-shm"), os.O_RDONLY)
    except OSError:
        return None
    try:
        probe = FLOCK.pack(fcntl.F_WRLCK, os.SEEK_SET, SHM_WRITE_LOCK, 1, 0)
        kind, _, _, _, pid = FLOCK.unpack(fcntl.fcntl(fd, fcntl.F_GETLK, probe))
    except OSError:
        return None
    finally:
        os.close(fd)
    return pid if kind != fcntl.F_UNLCK and pid > 0 else None


def describe(pid: int | None) -> str:
    """'PID 4242 (papershelf import refs.bib)': what it runs, when that can be read."""
    if pid is None or pid <= 0:
        return translate("library", "another process")
    command = _command_line(pid)
    return f"PID {pid} ({command})" if command else f"PID {pid}"


def _command_line(pid: int) -> str:
    """The process's command line, shortened ('' when it cannot be read)."""
    try:
        words = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return ""
    args = [w.decode("utf-8", "replace") for w in words if w]
    if "papershelf" in args[1:3]:  # python -m papershelf ...: say papershelf ...
        args = args[args.index("papershelf", 1) :]
    elif args:
        args[0] = Path(args[0]).name
    text = "".join(ch if ch.isprintable() else "?" for ch in " ".join(args))
    return text if len(text) <= 80 else text[:79] + "…"
