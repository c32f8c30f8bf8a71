"""Reading an import from standard input ('-'), and refusing files that would never end."""

from __future__ import annotations

import re
import stat
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from papershelf.formats.records import FormatError
from papershelf.i18n import N, translate

STDIN_NAME = "stdin"
_BIBTEX = re.compile(rb"^\s*@\s*[A-Za-z]+\s*[{(]", re.MULTILINE)
_RIS = re.compile(rb"^TY  ?-", re.MULTILINE)
_SPECIAL = (
    (
        stat.S_ISFIFO,
        N("cannot import a FIFO (named pipe); to import from a pipe use '-' (standard input)"),
    ),
    (stat.S_ISCHR, N("cannot import a device")),
    (stat.S_ISBLK, N("cannot import a device")),
    (stat.S_ISSOCK, N("cannot import a socket")),
)


def refuse_special_file(path: Path) -> None:
    """FormatError for a FIFO, device or socket, which an import would wait on forever."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return  # a missing or unreadable file: the importer says so in its own words
    why = next((name for test, name in _SPECIAL if test(mode)), None)
    if why is not None:
        raise FormatError(str(path), 0, translate("", why))


def suffix_for(data: bytes) -> str:
    """The file ending that names data's format: .bib, .ris, else .txt (an abstract list)."""
    if _BIBTEX.search(data):
        return ".bib"
    if _RIS.search(data):
        return ".ris"
    return ".txt"


@contextmanager
def stdin_as_file() -> Iterator[Path]:
    """Standard input, read to its end, as a temporary file named for its format."""
    data = sys.stdin.buffer.read()
    with tempfile.TemporaryDirectory(prefix="papershelf-stdin-") as folder:
        path = Path(folder) / f"{STDIN_NAME}{suffix_for(data)}"
        path.write_bytes(data)
        yield path
