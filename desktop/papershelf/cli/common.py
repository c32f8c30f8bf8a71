"""What every command shares: the error a person can fix, the backup before a destructive
command, and text made safe for a terminal."""

from __future__ import annotations

import io
import sys
from typing import TextIO

from papershelf.i18n import translate
from papershelf.library.backups import take_backup
from papershelf.library.db import Library
from papershelf.library.db_errors import STORAGE_ERRORS

# Library text printed for people: C0 controls (but tab and newline) as \xNN, so an escape
# sequence in a title cannot drive the terminal; DEL, C1 controls and the bidirectional
# overrides/isolates (which can make 'gnp.exe' read 'exe.png') as \uNNNN. The \uNNNN form is
# also a JSON escape of the same character, so JSON passed through stays exact JSON (json
# already writes C0 controls as \u00NN, so no \xNN ever lands inside a JSON string).
_BIDI = [*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C]
VISIBLE = {
    **{code: f"\\x{code:02x}" for code in range(0x20) if chr(code) not in "\t\n"},
    **{code: f"\\u{code:04x}" for code in [0x7F, *range(0x80, 0xA0), *_BIDI]},
}


class UserError(Exception):
    """A mistake the person can fix; printed as one line, exit code 1."""


# A backup fails on the disk (OSError) or in the storage engine.
_BACKUP_ERRORS: tuple[type[Exception], ...] = (OSError, *STORAGE_ERRORS)


def backup_before(lib: Library, needed: bool, reason: str) -> None:
    """Back the library up (its backups folder, rotated as the app's backups are) before a
    command the CLI cannot undo destroys or rewrites data; UserError when that fails."""
    if not needed:
        return
    try:
        take_backup(lib, reason)
    except _BACKUP_ERRORS as exc:
        why = getattr(exc, "strerror", None) or exc
        said = translate("cli", "cannot back up the library first ({why}); nothing was changed")
        raise UserError(said.format(why=why)) from exc


def visible(text: str) -> str:
    """text with control characters and bidi overrides shown as escapes (\\x1b, \\u202e)."""
    return text.translate(VISIBLE)


class TerminalText(io.TextIOBase):
    """A text stream for people: what is written goes out with visible() applied."""

    def __init__(self, stream: TextIO) -> None:
        super().__init__()
        self.stream = stream

    def write(self, text: str) -> int:
        """Write text, its control characters made visible."""
        self.stream.write(visible(text))
        return len(text)

    def flush(self) -> None:
        """Flush the stream below."""
        self.stream.flush()

    def isatty(self) -> bool:
        """Whether the stream below is a terminal."""
        return self.stream.isatty()


def status_line(text: str) -> None:
    """Rewrite the one progress line on a terminal's stderr (nothing when it is not one)."""
    if sys.stderr.isatty():
        sys.stderr.write(f"\r\x1b[K{text}")
        sys.stderr.flush()


def end_status_line() -> None:
    """Clear the progress line, if there is one."""
    status_line("")
