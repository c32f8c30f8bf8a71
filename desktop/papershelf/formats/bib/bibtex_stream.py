"""Reading a large .bib file piece by piece, so that an import never holds all of it at once.

`read_pieces(path)` yields ReadResults of about PIECE_CHARS characters of the file each,
in file order, with the same records, problems and blocks that `bibtex.read` gives for
the whole file. The file is cut only just before a line that starts with '@type{': the
scanner bounds every search at such a line anyway, so a cut changes nothing it reads.

Before the first piece, one pass over the bytes (a few milliseconds per 10 MB) settles
what `bibtex.read` learns from the whole text: that the file is clean UTF-8 (read in
pieces from the file) or needs formats.encoding's whole-file decoding (a BOM or UTF-16,
a legacy declaration, bytes that are not UTF-8, NUL or control bytes: the text is then
decoded at once and cut from memory), that it is text and not binary, and that it holds
at least one '@type{' block. So a file that is not BibTeX fails before any piece is given.

A file over encoding.MAX_BYTES is never held whole, whatever its encoding: it is decoded as
it is read in the codec its BOM, NUL bytes or declaration name (or a person chose), else
UTF-8, else the one detected from a sample of its non-ASCII lines (noted, as assumed); NUL
and control characters are removed as it is read (noted). Bytes that a declared or
detected codec cannot read fail the import there with a FormatError (the import is one
transaction: nothing is kept), where a smaller file would be read line by line.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from papershelf.formats.bib.bibtex_read import Builder, not_bibtex
from papershelf.formats.bib.bibtex_syntax import scan
from papershelf.formats.records import FormatError, Problem, ReadResult
from papershelf.formats.text import encoding
from papershelf.i18n import translate

PIECE_CHARS = 1 << 21  # ~2 MB of text: ~1,500 entries with abstracts
# The first piece is smaller, so that an import has records to store (and its writer
# thread work to do) sooner.
FIRST_PIECE_CHARS = 1 << 17
_READ_BYTES = 1 << 20
# A file too large to decode at once: its encoding is detected from this much of its
# non-ASCII lines, and more control bytes than one in this many make it binary.
_SAMPLE_BYTES = 256 * 1024
_BINARY_SHARE = 1000
_CONTROL_BYTE = re.compile(rb"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_BLOCK_START = re.compile(rb"@[ \t]*[A-Za-z_][\w:+.-]*[ \t\r\n]*[{(]")
_NEXT_BLOCK = re.compile(r"\n(?=[ \t]*@[ \t]*[A-Za-z_][\w:+.-]*[ \t]*[{(])")


@dataclass
class Sniffed:
    """What one pass over a file's bytes found: how to decode it, and notes for the report."""

    codec: str
    size: int
    notes: list[Problem] = field(default_factory=list)
    empty: bool = False
    text: str | None = None  # the whole text, when it was decoded at once
    assumed: bool = False  # the codec was detected: a person may choose another
    strip: bool = False  # NUL and control characters are removed as the file is read


@dataclass
class Piece:
    """One piece of a file, read: its part of the ReadResult, and how far the reading got."""

    result: ReadResult
    done: int  # bytes of the file read so far
    total: int  # bytes in the file
    last: bool = True  # no piece follows it


def read_pieces(
    path: Path, size: int | None = None, sniffed: Sniffed | None = None
) -> Iterator[Piece]:
    """The file's records, problems and blocks, a piece (of size characters, PIECE_CHARS by
    default) at a time; FormatError before the first piece if the file is missing, binary
    or not BibTeX at all (sniffed: sniff(path), already done)."""
    name = str(path)
    size = size or PIECE_CHARS
    sniffed = sniffed or sniff(path)
    builder = Builder(name)
    if sniffed.empty:
        said = translate("encoding", "the file is empty")
        yield Piece(ReadResult(problems=[Problem(name, 1, said)]), 0, 0)
        return
    first = True
    for text, line, done, last in _texts(path, sniffed, size):
        result = builder.feed(scan(text, line, more_follows=not last))
        if first:
            result.problems[:0] = sniffed.notes
            first = False
        if last:
            result.blocks += builder.finish()
            result.problems += builder.final_problems()
        result.problems.sort(key=lambda problem: problem.line)
        yield Piece(result, done, sniffed.size, last)


def sniff(path: Path, codec: str | None = None) -> Sniffed:
    """The codec of a file (codec: the one a person chose), and whether it is text holding
    BibTeX; FormatError otherwise."""
    if codec is not None:
        return _sniff_whole(path, codec) if _fits(path) else _streamed(path, codec)
    with _open(path) as handle:
        head = handle.read(_READ_BYTES)
        known = _known_codec(head, str(path))
        if known is not None:
            return _sniff_whole(path) if _fits(path) else _streamed(path, *known)
        return _sniff_bytes(path, head, handle)


def _known_codec(head: bytes, name: str) -> tuple[str, list[Problem]] | None:
    """The codec other than UTF-8 that a file's first bytes name (BOM, UTF-16's NULs, a
    declaration), with a note when it was inferred; None when they name none."""
    for bom, found in encoding.BOMS:
        if head.startswith(bom) and found != "utf-8-sig":
            return found, []
    declared = encoding.declaration(head)
    if declared is not None and declared[0] not in ("utf-8", "utf-8-sig", "ascii"):
        return declared[0], []
    wide = encoding.utf16_without_bom(head)
    if wide:
        said = translate("encoding", "no byte order mark; read as {encoding} (from its NUL bytes)")
        return wide, [Problem(name, 1, said.format(encoding=encoding.display(wide)))]
    return None


def _fits(path: Path) -> bool:
    """Whether the file is small enough to be decoded at once (encoding.MAX_BYTES)."""
    try:
        return path.stat().st_size <= encoding.MAX_BYTES
    except OSError as error:
        raise encoding.unreadable(str(path), error) from None


def _streamed(path: Path, codec: str, notes: list[Problem] | None = None) -> Sniffed:
    """A file too large to decode at once, read in codec as it is read (no pass first: a
    block the codec cannot read fails the import where it is met)."""
    try:
        codec = codecs.lookup(codec).name
    except LookupError:
        said = translate("encoding", "no such encoding: {encoding}").format(encoding=codec)
        raise FormatError(str(path), 0, said) from None
    size = path.stat().st_size
    return Sniffed(codec, size, notes or [], empty=size == 0, strip=True)


def _open(path: Path) -> BinaryIO:
    """The file opened for reading bytes (of any size); every way of failing is a FormatError."""
    encoding.check_readable(path, limit=None)
    try:
        return path.open("rb")
    except OSError as error:
        raise encoding.unreadable(str(path), error) from None


@dataclass
class _Tally:
    """What the pass over the bytes has seen so far."""

    size: int = 0
    controls: int = 0
    found: bool = False  # a '@type{' block
    blank: bool = True  # nothing but white space
    lines: int = 0  # line ends before the block being counted
    utf8: bool = True  # every block so far was valid UTF-8
    first_bad: int = 0  # the line of the first byte that is not UTF-8
    first_control: int = 0  # the line of the first control byte
    sample: list[bytes] = field(default_factory=list)  # non-ASCII lines, for detection
    sampled: int = 0  # their bytes


def _sniff_bytes(path: Path, head: bytes, handle: BinaryIO) -> Sniffed:
    """One pass over a UTF-8 file: a '@type{' anywhere; a file that turns out not to be
    clean UTF-8 (other bytes, NUL or control bytes) is decoded whole instead, or, when it
    is too large for that, read as the whole pass found it (_unclean)."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    fits = _fits(path)
    tally = _Tally()
    tail = b""
    block = head.removeprefix(codecs.BOM_UTF8)
    while block:
        _count(tally, tail + block, block)
        if tally.utf8 and not _utf8(decoder, block):
            tally.utf8, tally.first_bad = False, _first_bad_line(tally, block)
        if fits and (tally.controls or not tally.utf8):
            return _sniff_whole(path)
        tally.lines += block.count(b"\n")
        tail = block[-64:]
        block = handle.read(_READ_BYTES)
    if tally.utf8 and not _utf8(decoder, b"", final=True):
        if fits:
            return _sniff_whole(path)
        tally.utf8, tally.first_bad = False, tally.lines + 1
    sniffed = Sniffed("utf-8", path.stat().st_size, [], empty=tally.blank)
    if not tally.utf8 or tally.controls:
        _unclean(sniffed, str(path), tally)
    return _checked(str(path), sniffed, tally.found)


def _utf8(decoder: codecs.IncrementalDecoder, block: bytes, final: bool = False) -> bool:
    """Whether block goes on valid UTF-8."""
    try:
        decoder.decode(block, final=final)
    except UnicodeDecodeError:
        return False
    return True


def _first_bad_line(tally: _Tally, block: bytes) -> int:
    """The line of block's first byte that is not UTF-8 (the block's first line when the
    bad sequence began in the block before)."""
    try:
        block.decode("utf-8")
    except UnicodeDecodeError as error:
        return tally.lines + block.count(b"\n", 0, error.start) + 1
    return tally.lines + 1


def _count(tally: _Tally, window: bytes, block: bytes) -> None:
    """Add one block's control bytes, '@type{' blocks, non-blanks and non-ASCII lines."""
    tally.size += len(block)
    controls = encoding.control_bytes(block)
    if controls and not tally.controls:
        first = _CONTROL_BYTE.search(block)
        tally.first_control = tally.lines + block.count(b"\n", 0, first.start() if first else 0) + 1
    tally.controls += controls
    tally.found = tally.found or _BLOCK_START.search(window) is not None
    tally.blank = tally.blank and not block.strip()
    if tally.sampled < _SAMPLE_BYTES and not block.isascii():
        for line in block.splitlines(keepends=True):
            if not line.isascii() and tally.sampled < _SAMPLE_BYTES:
                tally.sample.append(line)
                tally.sampled += len(line)


def _unclean(sniffed: Sniffed, name: str, tally: _Tally) -> None:
    """Set how to read a file too large to decode at once that is not clean UTF-8: in UTF-8
    or the codec detected from its non-ASCII lines, its control characters removed (noted);
    FormatError when it has so many of them that it is binary."""
    if tally.controls > max(8, tally.size // _BINARY_SHARE):
        raise FormatError(
            name, 0, translate("encoding", "not a text file (it contains binary data)")
        )
    sniffed.strip = True
    if not tally.utf8:
        sample = b"".join(tally.sample)
        sniffed.codec = next((c for c in encoding.detect(sample) if _reads(sample, c)), "latin-1")
        sniffed.assumed = True
        said = translate(
            "encoding", "not UTF-8 (first at line {line}) and declares no encoding; read as "
            "{encoding} (detected)",
        )  # fmt: skip
        shown = said.format(line=tally.first_bad, encoding=encoding.display(sniffed.codec))
        sniffed.notes.append(Problem(name, tally.first_bad, shown))
    if tally.controls:
        said = translate(
            "encoding", "removed {count} NUL or control character(s) (the first on line {line})"
        )
        shown = said.format(count=tally.controls, line=tally.first_control)
        sniffed.notes.append(Problem(name, tally.first_control, shown))


def _reads(sample: bytes, codec: str) -> bool:
    """Whether sample decodes in codec."""
    try:
        sample.decode(codec)
    except (UnicodeDecodeError, LookupError):
        return False
    return True


def _checked(name: str, sniffed: Sniffed, found: bool) -> Sniffed:
    """sniffed, unless the file has text but no '@type{' block (then it is not BibTeX)."""
    if not found and not sniffed.empty:
        raise FormatError(name, 0, not_bibtex())
    return sniffed


def _sniff_whole(path: Path, codec: str | None = None) -> Sniffed:
    """A file that is not clean UTF-8, decoded at once by formats.encoding (codec: the one
    a person chose)."""
    name = str(path)
    decoded = encoding.decode_file(encoding.read_bytes(path), name, codec)
    found = _BLOCK_START.search(decoded.text.encode("utf-8", "replace")) is not None
    sniffed = Sniffed(
        decoded.codec, path.stat().st_size, decoded.notes, empty=not decoded.text.strip(),
        text=decoded.text, assumed=decoded.assumed,
    )  # fmt: skip
    return _checked(name, sniffed, found)


def _texts(path: Path, sniffed: Sniffed, size: int) -> Iterator[tuple[str, int, int, bool]]:
    """(text, its first line, bytes read up to its end, last?) for each piece, cut before a
    line-start block."""
    buffer = ""
    line = 1
    chars = 0  # decoded so far
    limit = min(size, FIRST_PIECE_CHARS)
    for chunk, done in _decoded(path, sniffed):
        buffer += chunk
        chars += len(chunk)
        while len(buffer) > limit:
            cut = _cut(buffer, limit)
            if cut <= 0:
                break
            piece, buffer = buffer[:cut], buffer[cut:]
            # Bytes per character are taken as even across what was read: a progress figure.
            yield piece, line, done - done * len(buffer) // max(chars, 1), False
            line += piece.count("\n")
            limit = size
    yield buffer, line, sniffed.size, True


def _cut(text: str, size: int) -> int:
    """Where to cut text: the start of the first line past size that opens a block, or 0."""
    match = _NEXT_BLOCK.search(text, size)
    return match.end() if match else 0


def _decoded(path: Path, sniffed: Sniffed) -> Iterator[tuple[str, int]]:
    """The file's text in chunks with '\\n' line ends and no BOM, and the bytes read so far."""
    if sniffed.text is not None:  # decoded whole: handed on in chunks, as if read
        text, step = sniffed.text, _READ_BYTES
        for start in range(0, len(text), step):
            end = min(start + step, len(text))
            yield text[start:end], sniffed.size * end // len(text)
        return
    decoder = codecs.getincrementaldecoder(sniffed.codec)()
    done = 0
    held = ""  # a '\r' at a chunk's end may be half of a '\r\n'
    with _open(path) as handle:
        while True:
            data = handle.read(_READ_BYTES)
            done += len(data)
            text = held + _decode(decoder, data, path, sniffed.codec, done)
            if done == len(data):
                text = text.removeprefix("\ufeff")
            held = text[-1:] if data and text.endswith("\r") else ""
            text = text[: len(text) - len(held)]
            if "\r" in text:
                text = text.replace("\r\n", "\n").replace("\r", "\n")
            yield encoding.strip_controls(text) if sniffed.strip else text, done
            if not data:
                return


def _decode(
    decoder: codecs.IncrementalDecoder, data: bytes, path: Path, codec: str, done: int
) -> str:
    """The next block's text; FormatError when the bytes are not in codec (a large file's
    declared, chosen or detected encoding is not checked before it is read)."""
    try:
        return decoder.decode(data, final=not data)
    except UnicodeDecodeError as error:
        where = done - len(data) + error.start
        shown = encoding.display(codec)
        said = translate(
            "encoding", "byte {position} is not {encoding}, the encoding it was read in; save it "
            "as UTF-8",
        )  # fmt: skip
        raise FormatError(
            str(path), 0, said.format(position=f"{where:,}", encoding=shown)
        ) from None
