"""Where an export may be written, and writing it there atomically.

An export target is checked before anything is written (check_target): never the library
itself (compared by the file's identity, so a hard link or another spelling of the path is
caught too), its -wal/-shm files or one of its backups, and never a device, FIFO, socket
or folder. A symbolic link is written through: the file it points to is replaced (the
temporary file and the rename happen in that file's folder) and the link stays a link.

A file is written to a hidden temporary file beside it (`.NAME.papershelf.XXXXXXXX.tmp`),
flushed to disk, then renamed over the old one, so a failed export leaves the old file
untouched. An export killed before the rename leaves that temporary file behind; the next
export to the same folder removes such leftovers of ours once they are old enough that no
export still running can own them.

A file with more than one name (a hard link: the same .bib in two projects) is not renamed
over, which would split it (the other names keeping the old bytes). The new bytes are
written to the temporary file and synced first as always, then copied into the file in
place, which every name sees; the temporary file goes once that is synced. An export is
derived from the library, so the short window in which a crash leaves the linked file half
written costs nothing the next export does not write again (issue 30, item 15).
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path
from typing import IO

from papershelf.i18n import N, translate
from papershelf.library.backup_copy import backup_dir
from papershelf.services.changes import ServiceError

_BLOCK = 1 << 20  # bytes a file is written (buffered) and compared in
TEMP_MARK = "papershelf"
# A leftover younger than this may belong to an export still writing: it is left alone.
LEFTOVER_GRACE_SECONDS = 5 * 60
# tempfile's random part is 8 characters of [a-z0-9_]; older versions had no mark.
_RANDOM = r"[a-z0-9_]{8}\.tmp"
_OURS = re.compile(rf"^\..+\.{TEMP_MARK}\.{_RANDOM}$")
_SPECIAL = (
    (stat.S_ISDIR, N("a folder")),
    (stat.S_ISCHR, N("a device")),
    (stat.S_ISBLK, N("a device")),
    (stat.S_ISFIFO, N("a FIFO (named pipe)")),
    (stat.S_ISSOCK, N("a socket")),
)


class ExportTargetError(ServiceError):
    """A path an export must not write to; the message says why."""


def check_target(path: Path, library: Path | None) -> Path:
    """The file an export to path writes (a symlink's target), or ExportTargetError."""
    target = Path(os.path.realpath(path.expanduser()))
    kind = _special_kind(target)
    if kind is not None:
        said = translate("export_files", "{path}: is {kind}, not a file an export can replace")
        raise ExportTargetError(said.format(path=path, kind=kind))
    if library is not None and _is_library_file(target, library):
        raise ExportTargetError(
            translate(
                "export_files",
                "{path}: is the library file (or one of its own files or backups); "
                "choose another file for the export",
            ).format(path=path)
        )
    return target


def _special_kind(target: Path) -> str | None:
    """What target is when it is not a regular file ('a device', ...); None otherwise."""
    try:
        mode = target.stat().st_mode
    except OSError:
        return None  # a new file (a missing folder fails later, with the system's words)
    return next((translate("", name) for test, name in _SPECIAL if test(mode)), None)


def _is_library_file(target: Path, library: Path) -> bool:
    """Whether target is the library, its -wal/-shm, or a file in its backups folder."""
    real = Path(os.path.realpath(library.expanduser()))
    own = [real, real.with_name(real.name + "-wal"), real.with_name(real.name + "-shm")]
    if target in own or _same_file(target, own):
        return True
    backups = Path(os.path.realpath(backup_dir(real)))
    if target.parent == backups or _same_file(target.parent, [backups]):
        return True
    return backups.is_dir() and _same_file(target, backups.iterdir())


def _same_file(target: Path, others: Iterable[Path]) -> bool:
    """Whether target and one of others are the same file (device and inode)."""
    try:
        mine = target.stat()
    except OSError:
        return False
    for other in others:
        try:
            theirs = other.stat()
        except OSError:
            continue
        if (mine.st_dev, mine.st_ino) == (theirs.st_dev, theirs.st_ino):
            return True
    return False


def write_atomically(path: Path, parts: Iterable[str]) -> bool:
    """Write parts (UTF-8) to path through a temporary file beside it, fsync'd, then renamed.

    Returns False, leaving the file alone, when it already has exactly these bytes (the two
    files compared; nothing is hashed as it is written). Any failure removes the temporary
    file and leaves the old file as it was. A symbolic link is written through.
    """
    path = Path(os.path.realpath(path)) if path.is_symlink() else path
    folder = path.parent if str(path.parent) else Path(".")
    remove_leftovers(folder, path.name)
    handle = tempfile.NamedTemporaryFile(  # noqa: SIM115 (closed below; kept on success)
        "w+b", buffering=_BLOCK, dir=folder, prefix=f".{path.name}.{TEMP_MARK}.", suffix=".tmp",
        delete=False,
    )  # fmt: skip
    temp = Path(handle.name)
    try:
        with handle:
            for part in parts:
                handle.write(part.encode("utf-8"))
            handle.flush()
            changed = not _same_bytes(path, handle)
            if changed:
                os.fsync(handle.fileno())  # only a file that replaces the old one need be durable
        if not changed:
            temp.unlink()
            return False
        if _links(path) > 1:
            _write_in_place(temp, path)
            temp.unlink()
            return True
        _copy_mode(path, temp)
        os.replace(temp, path)
        _sync_folder(folder)
        return True
    except BaseException:
        temp.unlink(missing_ok=True)
        raise


def _links(path: Path) -> int:
    """How many names the file at path has (0 when there is no file)."""
    try:
        return os.stat(path).st_nlink
    except OSError:
        return 0


def _write_in_place(source: Path, path: Path) -> None:
    """Copy source's bytes into path's own inode (its other names see them), synced."""
    with source.open("rb") as new, path.open("r+b") as target:
        while block := new.read(_BLOCK):
            target.write(block)
        target.truncate()
        target.flush()
        os.fsync(target.fileno())


def remove_leftovers(folder: Path, name: str = "", now: float | None = None) -> list[Path]:
    """Delete the temporary files killed exports left in folder (ours, and old enough);
    name: the file being written, whose unmarked leftovers of older versions go too."""
    moment = time.time() if now is None else now
    unmarked = re.compile(rf"^\.{re.escape(name)}\.{_RANDOM}$") if name else None
    removed: list[Path] = []
    try:
        names = [
            entry for entry in os.scandir(folder)
            if _OURS.match(entry.name) or (unmarked and unmarked.match(entry.name))
        ]  # fmt: skip
    except OSError:
        return removed
    for entry in names:
        try:
            info = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(info.st_mode) and moment - info.st_mtime > LEFTOVER_GRACE_SECONDS:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue  # gone already, or not ours to remove
    return removed


def _same_bytes(path: Path, new: IO[bytes]) -> bool:
    """Whether path exists and holds exactly the bytes written to new (which is read back)."""
    try:
        with path.open("rb") as old:
            if os.fstat(old.fileno()).st_size != new.tell():
                return False
            new.seek(0)
            while block := old.read(_BLOCK):
                if new.read(len(block)) != block:
                    return False
    except OSError:
        return False
    return True


def _copy_mode(path: Path, temp: Path) -> None:
    """Give the new file the old one's permissions (a new one gets rw-r--r--)."""
    try:
        mode = path.stat().st_mode & 0o7777
    except OSError:
        mode = 0o644
    os.chmod(temp, mode)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows (POSIX folders)."""
    if os.name != "posix":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
