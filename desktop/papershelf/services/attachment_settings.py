"""The library's attachment settings: link or copy, the managed folder, the name pattern.

Kept in the library file (the `setting` table), so the CLI and the app agree.
"""

from __future__ import annotations

from pathlib import Path

from papershelf.formats.bib.key_patterns import FILE_NAME_PATTERN, PatternError, check_pattern
from papershelf.library.db import Library
from papershelf.library.settings import get_setting, put_setting
from papershelf.services.changes import Changes, ServiceError

COPY_MODE = "attachment_mode"  # 'link' (the default) or 'copy'
MANAGED_FOLDER = "attachment_folder"  # '' : files/ beside the library
NAME_PATTERN = "attachment_pattern"


def copy_mode(lib: Library) -> bool:
    """Whether new attachments are copied into the managed folder (False: linked)."""
    return get_setting(lib, COPY_MODE, "link") == "copy"


def set_copy_mode(lib: Library, copy: bool) -> Changes:
    """Copy new attachments into the managed folder (True) or link them where they are."""
    with lib.atomic():
        put_setting(lib, COPY_MODE, "copy" if copy else None)
    return Changes()


def managed_folder(lib: Library) -> Path:
    """The folder managed copies go into: the one set, else files/ beside the library (for a
    server library, in this user's folder for it: Library.folder)."""
    chosen = get_setting(lib, MANAGED_FOLDER)
    return Path(chosen).expanduser() if chosen else lib.folder / "files"


def set_managed_folder(lib: Library, folder: Path | str | None) -> Changes:
    """Put managed copies made from now on into folder (None or '': files/ beside the library)."""
    with lib.atomic():
        put_setting(lib, MANAGED_FOLDER, str(Path(folder).expanduser()) if folder else None)
    return Changes()


def name_pattern(lib: Library) -> str:
    """The pattern managed copies are named by ('[auth] [year] - [title]' unless set)."""
    return get_setting(lib, NAME_PATTERN, FILE_NAME_PATTERN)


def set_name_pattern(lib: Library, pattern: str | None) -> Changes:
    """Name managed copies by pattern from now on (None: the default); ServiceError if bad."""
    if pattern is not None:
        try:
            check_pattern(pattern)
        except PatternError as exc:
            raise ServiceError(str(exc).replace("key pattern", "file name pattern")) from None
    with lib.atomic():
        put_setting(lib, NAME_PATTERN, None if pattern == FILE_NAME_PATTERN else pattern)
    return Changes()
