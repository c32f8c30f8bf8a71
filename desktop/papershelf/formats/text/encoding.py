"""Bytes of a bibliography file to text: BOMs, declarations, UTF-8, else a detected encoding.

The order, for a file's bytes:
1. a BOM (UTF-8, UTF-16) names the encoding;
2. UTF-16 without a BOM (JabRef writes it) shows in its NUL bytes: every other byte of
   ASCII text is NUL;
3. a declaration: JabRef's '% Encoding: ISO-8859-2' header, or an Emacs 'coding:' (in a
   '-*- ... -*-' line, or 'coding: latin-9' in a Local Variables block at the end), with
   Emacs names and their -unix/-dos/-mac suffixes; bytes that contradict it (not valid in
   it, or UTF-8 where it names a legacy code page) fall back to detection, with a note;
4. UTF-8;
5. else charset-normalizer, checked by encoding_guess, tells single-byte code pages
   (Latin-1, -2, -9, Windows-125x, KOI8...) and CJK (GBK, Big5, Shift-JIS, EUC) apart;
   the report says which encoding was assumed, and the GUI lets the person choose another.

Sparse NUL and control bytes (a stray NUL in a 45 MB export) are removed, with a note; a
file with many of them is binary and refused, so an import never turns a PDF into
garbage entries. The text comes back with '\\n' line ends and no BOM.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from papershelf.formats.records import FormatError, Problem, ReadResult
from papershelf.i18n import translate

# The largest file decoded at once (a .bib of 100,000 entries is ~150 MB). A larger .bib is
# decoded as it is read (formats.bibtex_stream); the formats read whole refuse it.
MAX_BYTES = 512 * 1024 * 1024

BOMS = ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16"))
# C0 control characters that never occur in text (tab, newlines and form feed do).
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_CONTROL_BYTES = bytes([*range(0, 9), 11, *range(14, 32), 127])
# More control characters than this share of the text: a binary file.
_BINARY_SHARE = 1000
# Where declarations are looked for: the first and the last few KB.
_HEAD = 4096
_TAIL = 3072
_JABREF = re.compile(rb"^%\s*Encoding:\s*([\w.:-]+)", re.MULTILINE | re.IGNORECASE)
_EMACS_LINE = re.compile(rb"-\*-.*?\bcoding:\s*([\w.:-]+).*?-\*-", re.IGNORECASE)
_EMACS_VARIABLE = re.compile(rb"^\W*coding:\s*([\w.:-]+)", re.MULTILINE | re.IGNORECASE)
# Emacs coding-system names Python does not know under that name.
_EMACS_NAMES = {
    "mule-utf-8": "utf-8", "prefer-utf-8": "utf-8", "utf-8-emacs": "utf-8",
    "utf-8-with-signature": "utf-8-sig", "utf-8-auto": "utf-8", "chinese-gbk": "gbk",
    "chinese-iso-8bit": "gb2312", "cn-gb": "gb2312", "chinese-big5": "big5",
    "cn-big5": "big5", "japanese-shift-jis": "shift_jis", "sjis": "shift_jis",
    "japanese-iso-8bit": "euc-jp", "korean-iso-8bit": "euc-kr", "cyrillic-koi8": "koi8-r",
    "iso-latin-9": "iso8859-15", "latin-0": "iso8859-15", "iso-latin-0": "iso8859-15",
    "windows-1252": "cp1252", "us-ascii": "ascii",
}  # fmt: skip
# How much of a file's non-ASCII lines the detector reads: enough to tell, and fast.
_SAMPLE_BYTES = 256 * 1024
# Codecs as people know them, for report lines.
_NAMES = {
    "utf-8": "UTF-8", "utf-8-sig": "UTF-8", "utf-16": "UTF-16", "ascii": "ASCII",
    "latin-1": "Latin-1", "iso8859-1": "Latin-1", "cp932": "Shift-JIS (CP932)",
    "shift_jis": "Shift-JIS", "cp949": "EUC-KR (CP949)", "euc_kr": "EUC-KR", "euc_jp": "EUC-JP",
    "euc_jis_2004": "EUC-JP", "gb18030": "GBK (GB18030)", "gbk": "GBK", "big5": "Big5",
    "mac-roman": "Mac Roman",
}  # fmt: skip


@dataclass
class Decoded:
    """A file's text, the codec it was read with, and notes for the report."""

    text: str
    codec: str
    notes: list[Problem] = field(default_factory=list)
    assumed: bool = False  # the encoding was detected, not declared or UTF-8


def read_bytes(path: Path) -> bytes:
    """The file's bytes; every way of failing becomes a FormatError a person can read."""
    check_readable(path)
    try:
        return path.read_bytes()
    except OSError as error:
        raise unreadable(str(path), error) from None


def read_file(path: Path, read_text: Callable[[str, str], ReadResult]) -> ReadResult:
    """A file read with a format's *read_text*, after decoding; how it was decoded noted first."""
    name = str(path)
    text, notes = decode(read_bytes(path), name)
    result = read_text(text, name)
    result.problems[:0] = notes
    return result


def check_readable(path: Path, limit: int | None = MAX_BYTES) -> None:
    """FormatError unless path is a file no larger than limit (None: any size, for a
    reader that decodes as it reads)."""
    name = str(path)
    try:
        if path.is_dir():
            raise FormatError(name, 0, translate("encoding", "this is a folder, not a file"))
        if limit is not None and path.stat().st_size > limit:
            said = translate("encoding", "the file is larger than {size} MB")
            raise FormatError(name, 0, said.format(size=limit >> 20))
    except OSError as error:
        raise unreadable(name, error) from None


def unreadable(name: str, error: OSError) -> FormatError:
    """The FormatError that says why a file could not be read."""
    if isinstance(error, FileNotFoundError):
        return FormatError(name, 0, translate("encoding", "no such file"))
    if isinstance(error, PermissionError):
        return FormatError(
            name, 0, translate("encoding", "permission denied: the file cannot be read")
        )
    said = translate("encoding", "the file cannot be read ({why})")
    return FormatError(name, 0, said.format(why=error.strerror or error))


def decode(data: bytes, name: str, codec: str | None = None) -> tuple[str, list[Problem]]:
    """Bytes as text with '\\n' line ends and no BOM, plus notes (see the module docstring);
    codec: the encoding a person chose, instead of finding one."""
    decoded = decode_file(data, name, codec)
    return decoded.text, decoded.notes


def decode_file(data: bytes, name: str, codec: str | None = None) -> Decoded:
    """decode, keeping the codec used and whether it was assumed."""
    if codec is not None:
        decoded = Decoded(_chosen(data, codec, name), codecs.lookup(codec).name)
    else:
        decoded = _found(data, name)
    decoded.text = _cleaned(decoded, name)
    return decoded


def _chosen(data: bytes, codec: str, name: str) -> str:
    """data in the codec a person chose; FormatError when the bytes do not fit it."""
    try:
        return data.decode(_lookup(codec) or codec)
    except (UnicodeDecodeError, LookupError):
        said = translate("encoding", "the file cannot be read as {encoding}")
        raise FormatError(name, 0, said.format(encoding=display(codec))) from None


def _found(data: bytes, name: str) -> Decoded:
    """data decoded in the encoding its BOM, NULs, declaration or bytes show."""
    for bom, codec in BOMS:
        if data.startswith(bom):
            return Decoded(_strict(data, codec, name), codec)
    wide = utf16_without_bom(data)
    if wide:
        said = translate("encoding", "no byte order mark; read as {encoding} (from its NUL bytes)")
        note = Problem(name, 1, said.format(encoding=display(wide)))
        return Decoded(_strict(data, wide, name), wide, [note])
    declared = declaration(data)
    if declared is not None:
        found = _declared(data, declared, name)
        if found is not None:
            return found
    try:
        return Decoded(data.decode("utf-8"), "utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
    return _mixed(data, name, line) or _detected(data, name, line)


def _mixed(data: bytes, name: str, line: int) -> Decoded | None:
    """data whose non-ASCII lines are partly UTF-8 and partly not (a file two editors
    appended to): each line read in its own encoding, the others' detected from them alone,
    with a note; None when no non-ASCII line is UTF-8 (one legacy code page throughout)."""
    lines = data.splitlines(keepends=True)
    utf8 = [not ln.isascii() and _is_utf8(ln) for ln in lines]
    if not any(utf8):
        return None
    legacy = [ln for ln, is_utf8 in zip(lines, utf8, strict=True) if not is_utf8]
    codec = next((c for c in detect(b"".join(legacy)) if _decodes(legacy, c)), "latin-1")
    text = "".join(
        ln.decode("utf-8" if is_utf8 else codec) for ln, is_utf8 in zip(lines, utf8, strict=True)
    )
    others = sum(not ln.isascii() for ln in legacy)
    said = translate(
        "encoding", "mixes encodings: {utf8} line(s) read as UTF-8, {others} (the first at "
        "line {line}) as {encoding} (detected); check those lines",
    )  # fmt: skip
    note = Problem(
        name, line, said.format(utf8=sum(utf8), others=others, line=line, encoding=display(codec))
    )
    return Decoded(text, codec, [note], assumed=True)


def _decodes(lines: list[bytes], codec: str) -> bool:
    """Whether every one of *lines* decodes in *codec*."""
    try:
        for ln in lines:
            ln.decode(codec)
    except (UnicodeDecodeError, LookupError):
        return False
    return True


def needs_guess(data: bytes) -> bool:
    """Whether decoding data would have to guess its encoding: no BOM, no UTF-16 NULs, no
    declaration the bytes bear out, and not UTF-8 (the detector is not run)."""
    if data.startswith(tuple(bom for bom, _ in BOMS)) or utf16_without_bom(data):
        return False
    declared = declaration(data)
    if declared is not None:
        try:
            data.decode(declared[0])
            return False
        except UnicodeDecodeError:
            return True
    return not _is_utf8(data)


def _strict(data: bytes, codec: str, name: str) -> str:
    """Data decoded with a codec its BOM or NUL bytes name; FormatError when it does not fit."""
    try:
        return data.decode(codec)
    except UnicodeDecodeError:
        said = translate("encoding", "not a text file (broken {encoding})")
        raise FormatError(name, 0, said.format(encoding=display(codec))) from None


def utf16_without_bom(data: bytes) -> str:
    """'utf-16-le' or 'utf-16-be' when the first KB shows UTF-16 text (a NUL beside each
    ASCII byte), else ''."""
    head = data[:4096]
    pairs = len(head) // 2
    if pairs < 8 or len(data) % 2:
        return ""
    even, odd = head[0 : pairs * 2 : 2].count(0), head[1 : pairs * 2 : 2].count(0)
    if odd > pairs * 0.4 and even < pairs * 0.05:
        return "utf-16-le"
    if even > pairs * 0.4 and odd < pairs * 0.05:
        return "utf-16-be"
    return ""


def declaration(data: bytes) -> tuple[str, str] | None:
    """(codec, name as written) that a JabRef or Emacs declaration names, or None."""
    head, tail = data[:_HEAD], data[-_TAIL:]
    first = head.split(b"\n", 2)[:2]
    found = _JABREF.search(head) or next(filter(None, map(_EMACS_LINE.search, first)), None)
    if found is None and b"local variables:" in tail.lower():
        found = _EMACS_VARIABLE.search(tail[tail.lower().index(b"local variables:") :])
    if found is None:
        return None
    written = found.group(1).decode("ascii", "replace")
    codec = _lookup(written)
    return (codec, written) if codec else None


def _lookup(written: str) -> str | None:
    """The Python codec for a declared name (JabRef's Java names, Emacs names), or None."""
    name = written.lower().strip()
    for suffix in ("-unix", "-dos", "-mac"):
        name = name.removesuffix(suffix)
    name = _EMACS_NAMES.get(name, name)
    name = re.sub(r"^(?:iso-)?latin-(\d+)$", r"latin\1", name)
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


def _declared(data: bytes, declared: tuple[str, str], name: str) -> Decoded | None:
    """data in its declared codec; None, with a note kept for detection, when the bytes
    contradict it."""
    codec, written = declared
    try:
        text = data.decode(codec)
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        return _detected(data, name, line, written)
    if codec not in ("utf-8", "utf-8-sig", "ascii") and not data.isascii() and _is_utf8(data):
        said = translate("encoding", "declares {declared}, but the bytes are UTF-8; read as UTF-8")
        note = Problem(name, 1, said.format(declared=written))
        return Decoded(data.decode("utf-8"), "utf-8", [note])
    return Decoded(text, codec)


def _is_utf8(data: bytes) -> bool:
    """Whether data is valid UTF-8."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _detected(data: bytes, name: str, line: int, declared: str = "") -> Decoded:
    """data in the encoding charset-normalizer finds, with a note saying it was assumed
    (*declared*: the encoding the file names, which line *line* broke)."""
    for codec in detect(data):
        try:
            text = data.decode(codec)
        except UnicodeDecodeError:
            continue
        if declared:
            said = translate(
                "encoding", "declares {declared}, but line {line} is not; read as {encoding} "
                "(detected)",
            )  # fmt: skip
        else:
            said = translate(
                "encoding", "not UTF-8 (first at line {line}) and declares no encoding; read as "
                "{encoding} (detected)",
            )  # fmt: skip
        note = Problem(
            name, line, said.format(declared=declared, line=line, encoding=display(codec))
        )
        return Decoded(text, codec, [note], assumed=True)
    if declared:
        said = translate("encoding", "declares {declared}, but line {line} is not; read as Latin-1")
    else:
        said = translate("encoding", "not UTF-8 and no encoding could be told; read as Latin-1")
    note = Problem(name, line, said.format(declared=declared, line=line))
    return Decoded(data.decode("latin-1"), "latin-1", [note], assumed=True)


def detect(data: bytes) -> list[str]:
    """The codecs likely for data's non-ASCII lines, best first (encoding_guess)."""
    from papershelf.formats.text.encoding_guess import guess

    return guess(_non_ascii_lines(data))


def _non_ascii_lines(data: bytes) -> bytes:
    """The lines of data that have non-ASCII bytes, up to _SAMPLE_BYTES: all the detector
    needs, and far faster than the whole of a large file."""
    lines: list[bytes] = []
    size = 0
    for line in data.splitlines(keepends=True):
        if not line.isascii():
            lines.append(line)
            size += len(line)
            if size >= _SAMPLE_BYTES:
                break
    return b"".join(lines) or data[:_SAMPLE_BYTES]


def display(codec: str) -> str:
    """A codec's name as people write it ('ISO-8859-2', 'GBK', 'UTF-8')."""
    codec = _lookup(codec) or codec
    known = _NAMES.get(codec)
    if known:
        return known
    if re.fullmatch(r"cp125\d", codec):
        return f"Windows-{codec[2:]}"
    return re.sub(r"^ISO8859-", "ISO-8859-", codec.replace("_", "-").upper())


def _cleaned(decoded: Decoded, name: str) -> str:
    """The text with '\\n' line ends and without a BOM or sparse control characters (noted);
    FormatError when it has so many that it is binary in disguise."""
    text = decoded.text.removeprefix("\ufeff")
    controls = len(_CONTROL.findall(text)) if not text.isprintable() else 0
    if controls:
        if controls > max(8, len(text) // _BINARY_SHARE):
            said = translate("encoding", "not a text file (it contains binary data)")
            raise FormatError(name, 0, said)
        first = _CONTROL.search(text)
        line = text.count("\n", 0, first.start() if first else 0) + 1
        said = translate(
            "encoding", "removed {count} NUL or control character(s) (the first on line {line})"
        )
        decoded.notes.append(Problem(name, line, said.format(count=controls, line=line)))

        text = _CONTROL.sub("", text)
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def strip_controls(text: str) -> str:
    """text without the C0 control characters that never occur in text (see _cleaned)."""
    return text if text.isprintable() else _CONTROL.sub("", text)


def control_bytes(data: bytes) -> int:
    """How many bytes of data are C0 control characters in every codec we read."""
    return len(data) - len(data.translate(None, _CONTROL_BYTES))
