"""Bytes of a bibliography file to text: BOMs, UTF-16, UTF-8, else Windows-1252 with a note.

bibtexparser and rispy read strict UTF-8; real files also come as UTF-16 (with a BOM,
from Windows tools) and Windows-1252/Latin-1 (old JabRef and EndNote exports). A file
with NUL bytes or many control characters is binary and refused, so an import never
turns a PDF into garbage entries.
"""

from __future__ import annotations

import re
from pathlib import Path

from papershelf.formats.records import FormatError, Problem

# A .bib of 100,000 entries is ~150 MB; far larger is not a bibliography.
MAX_BYTES = 512 * 1024 * 1024

BOMS = ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16"))
# C0 control characters that never occur in text (tab, newlines and form feed do).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")


def read_bytes(path: Path) -> bytes:
    """The file's bytes; every way of failing becomes a FormatError a person can read."""
    check_readable(path)
    try:
        return path.read_bytes()
    except OSError as error:
        raise unreadable(str(path), error) from None


def check_readable(path: Path) -> None:
    """FormatError unless path is a file of a size a bibliography can have."""
    name = str(path)
    try:
        if path.is_dir():
            raise FormatError(name, 0, "this is a folder, not a file")
        if path.stat().st_size > MAX_BYTES:
            raise FormatError(name, 0, f"the file is larger than {MAX_BYTES >> 20} MB")
    except OSError as error:
        raise unreadable(name, error) from None


def unreadable(name: str, error: OSError) -> FormatError:
    """The FormatError that says why a file could not be read."""
    if isinstance(error, FileNotFoundError):
        return FormatError(name, 0, "no such file")
    if isinstance(error, PermissionError):
        return FormatError(name, 0, "permission denied: the file cannot be read")
    return FormatError(name, 0, f"the file cannot be read ({error.strerror or error})")


def decode(data: bytes, name: str) -> tuple[str, list[Problem]]:
    """Bytes as text with '\\n' line ends and no BOM, plus a note when it was not UTF-8."""
    for bom, codec in BOMS:
        if data.startswith(bom):
            return _normalised(_decoded(data, codec, name), name), []
    if b"\x00" in data:
        raise FormatError(name, 0, "not a text file (it contains NUL bytes)")
    try:
        return _normalised(data.decode("utf-8"), name), []
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
    text = _legacy(data)
    note = Problem(name, line, f"not UTF-8 (first at line {line}); read as Windows-1252")
    return _normalised(text, name), [note]


def _decoded(data: bytes, codec: str, name: str) -> str:
    """Data decoded with a BOM-named codec; FormatError when the bytes do not fit it."""
    try:
        return data.decode(codec)
    except UnicodeDecodeError:
        raise FormatError(name, 0, f"not a text file (broken {codec.upper()})") from None


def _legacy(data: bytes) -> str:
    """Windows-1252, or Latin-1 for the five bytes Windows-1252 leaves undefined."""
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def _normalised(text: str, name: str) -> str:
    """Text with '\\n' line ends, unless control characters show it is binary in disguise."""
    text = text.removeprefix("\ufeff")
    controls = len(_CONTROL.findall(text))
    if "\x00" in text or controls > max(8, len(text) // 1000):
        raise FormatError(name, 0, "not a text file (it contains binary data)")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text
