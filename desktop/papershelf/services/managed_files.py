"""Managed copies: attached files copied into the library's folder, one sub-folder per key,
named by the pattern, and moved when the key or title changes (or an undo puts them back).

Copies and moves are journalled: if the transaction they belong to fails, they are undone.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path

from papershelf.formats.bib.key_patterns import file_name as pattern_file_name
from papershelf.i18n import translate
from papershelf.library import attachments as store
from papershelf.library.attachments import AttachmentRow
from papershelf.library.db import Library
from papershelf.services.attachment_links import changed, entry_key, write_links
from papershelf.services.attachment_settings import managed_folder, name_pattern
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.export_files import TEMP_MARK, remove_leftovers

_NUMBERED = re.compile(r"^(?P<stem>.*?)(?: \((?P<n>\d+)\))?$")
_COPY_BLOCK = 1 << 20


class Moves:
    """Files copied or moved during one transaction, undone if the transaction fails."""

    def __init__(self) -> None:
        self.done: list[tuple[Path | None, Path]] = []  # (moved from, or None: a copy; to)

    def copy(self, source: Path, target: Path) -> None:
        """Copy source to target (a new file), remembered. The bytes go into a temporary
        name beside it, synced, then renamed: a process killed mid-copy leaves no truncated
        file under the attachment's name (issue 30, item 15), only a marked temporary file
        that the next copy into that folder removes once it is old (export_files)."""
        target.parent.mkdir(parents=True, exist_ok=True)
        remove_leftovers(target.parent)
        handle = tempfile.NamedTemporaryFile(  # noqa: SIM115 (closed below; renamed on success)
            "wb", dir=target.parent, prefix=f".{target.name}.{TEMP_MARK}.", suffix=".tmp",
            delete=False,
        )  # fmt: skip
        temp = Path(handle.name)
        try:
            with handle, source.open("rb") as original:
                shutil.copyfileobj(original, handle, _COPY_BLOCK)
                handle.flush()
                os.fsync(handle.fileno())
            shutil.copystat(source, temp)
            os.replace(temp, target)
        except BaseException:
            temp.unlink(missing_ok=True)
            raise
        self.done.append((None, target))

    def move(self, source: Path, target: Path) -> None:
        """Move source to target (a new name), remembered; its old folder goes if empty."""
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(source, target)  # a rename, or a copy and delete to another disk
        self.done.append((source, target))
        _remove_if_empty(source.parent)

    def revert(self) -> None:
        """Undo every copy and move, last first (as far as the disk lets us)."""
        for source, target in reversed(self.done):
            try:
                if source is None:
                    target.unlink(missing_ok=True)
                else:
                    source.parent.mkdir(parents=True, exist_ok=True)
                    shutil.move(target, source)
                _remove_if_empty(target.parent)
            except OSError:
                continue


@contextmanager
def file_moves() -> Iterator[Moves]:
    """A journal of file copies and moves, reverted if the block fails."""
    moves = Moves()
    try:
        yield moves
    except BaseException:
        moves.revert()
        raise


def _remove_if_empty(folder: Path) -> None:
    """Remove a managed key folder left empty."""
    with suppress(OSError):
        folder.rmdir()


def _key_folder(lib: Library, key: str) -> Path:
    """The managed sub-folder of an entry's key (characters no file system takes replaced)."""
    safe = re.sub(r'[\x00-\x1f/\\:*?"<>|]', "_", key).strip(" .") or "_"
    return managed_folder(lib) / safe


def copy_in(lib: Library, entry_id: int, key: str, source: Path, moves: Moves) -> Path:
    """Copy source into the entry's managed folder under the pattern's name; the copy."""
    folder = _key_folder(lib, key)
    target = _free_name(folder, _base_name(lib, entry_id), source.suffix, set())
    try:
        moves.copy(source, target)
    except OSError as exc:
        said = translate("managed_files", "{source}: cannot be copied to {folder} ({strerror})")
        raise ServiceError(
            said.format(source=source, folder=folder, strerror=exc.strerror)
        ) from exc
    return target


def _base_name(lib: Library, entry_id: int) -> str:
    """The managed file name (no extension) the pattern gives the entry."""
    from papershelf.services.keys import entry_records  # keys imports entries: import here

    record = entry_records(lib, [entry_id]).get(entry_id)
    if record is None:
        said = translate("managed_files", "entry {entry_id} is not in the library")
        raise ServiceError(said.format(entry_id=entry_id))
    return pattern_file_name(record, name_pattern(lib))


def _free_name(folder: Path, stem: str, suffix: str, taken: set[Path]) -> Path:
    """folder/stem+suffix, or 'stem (2)', 'stem (3)', ... the first name not in use."""
    number = 1
    while True:
        name = stem if number == 1 else f"{stem} ({number})"
        target = folder / f"{name}{suffix}"
        if target not in taken and not target.exists():
            return target
        number += 1


def _fits(path: Path, folder: Path, stem: str, suffix: str) -> bool:
    """Whether path already is folder/stem+suffix or a numbered 'stem (n)' of it."""
    if path.parent != folder or path.suffix != suffix:
        return False
    match = _NUMBERED.match(path.stem)
    return match is not None and match.group("stem") == stem


def follow_entries(lib: Library, entry_ids: Iterable[int]) -> Changes:
    """Move the entries' managed files to where their keys and titles say (call inside the
    transaction of the edit that changed them; a failed move raises ServiceError, and the
    moves done so far are put back)."""
    ids = sorted(set(entry_ids))
    rows = store.rows_of(lib, ids)
    managed = {i: [r for r in rs if r.managed] for i, rs in rows.items()}
    managed = {i: rs for i, rs in managed.items() if rs}
    if not managed:
        return Changes()
    moved: list[int] = []
    with file_moves() as moves:
        for entry_id, entry_rows in managed.items():
            moved += _follow_entry(lib, entry_id, entry_rows, moves)
        for entry_id in managed:
            write_links(lib, entry_id)
    return changed([r.entry_id for rs in managed.values() for r in rs if r.id in moved], moved)


def _follow_entry(
    lib: Library, entry_id: int, rows: list[AttachmentRow], moves: Moves
) -> list[int]:
    """Move one entry's managed files where they belong now; the ids of those moved."""
    folder = _key_folder(lib, entry_key(lib, entry_id))
    stem = _base_name(lib, entry_id)
    taken = {Path(r.path) for r in rows}
    moved = []
    for row in rows:
        current = Path(row.path)
        if _fits(current, folder, stem, current.suffix) or not current.is_file():
            continue
        target = _free_name(folder, stem, current.suffix, taken)
        try:
            moves.move(current, target)
        except OSError as exc:
            said = translate("managed_files", "{current}: cannot be moved to {target} ({strerror})")
            raise ServiceError(
                said.format(current=current, target=target, strerror=exc.strerror)
            ) from exc
        taken.add(target)
        store.update(lib, row.id, path=str(target), field_text="")
        moved.append(row.id)
    return moved


def managed_paths(lib: Library, entry_ids: Sequence[int]) -> dict[int, str]:
    """Where the entries' managed files are now, by attachment id (before a revert)."""
    rows = store.rows_of(lib, entry_ids)
    return {r.id: r.path for rs in rows.values() for r in rs if r.managed}


def return_files(lib: Library, entry_ids: Sequence[int], previous: Mapping[int, str]) -> None:
    """After the entries' rows were put back (undo of a merge or a lookup): move each managed
    file from where it was (previous, by id) to where its row says again (inside the
    caller's transaction; moves are put back if it fails)."""
    rows = [r for rs in store.rows_of(lib, entry_ids).values() for r in rs if r.managed]
    with file_moves() as moves:
        for row in rows:
            now = Path(previous.get(row.id, row.path))
            target = Path(row.path)
            if now != target and now.is_file() and not target.exists():
                try:
                    moves.move(now, target)
                except OSError as exc:
                    said = translate(
                        "managed_files", "{now}: cannot be moved back to {target} ({strerror})"
                    )
                    raise ServiceError(
                        said.format(now=now, target=target, strerror=exc.strerror)
                    ) from exc
