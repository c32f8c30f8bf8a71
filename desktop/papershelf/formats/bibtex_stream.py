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
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from papershelf.formats import encoding
from papershelf.formats.bibtex_read import Builder
from papershelf.formats.bibtex_syntax import scan
from papershelf.formats.records import FormatError, Problem, ReadResult

PIECE_CHARS = 1 << 21  # ~2 MB of text: ~1,500 entries with abstracts
# The first piece is smaller, so that an import has records to store (and its writer
# thread work to do) sooner.
FIRST_PIECE_CHARS = 1 << 17
_READ_BYTES = 1 << 20
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
        yield Piece(ReadResult(problems=[Problem(name, 1, "the file is empty")]), 0, 0)
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
        return _sniff_whole(path, codec)
    with _open(path) as handle:
        head = handle.read(_READ_BYTES)
        for bom, found in encoding.BOMS:
            if head.startswith(bom) and found != "utf-8-sig":
                return _sniff_whole(path)
        declared = encoding.declaration(head)
        if declared is not None and declared[0] not in ("utf-8", "utf-8-sig", "ascii"):
            return _sniff_whole(path)
        if encoding.utf16_without_bom(head):
            return _sniff_whole(path)
        return _sniff_bytes(path, head, handle)


def _open(path: Path) -> BinaryIO:
    """The file opened for reading bytes; every way of failing is a FormatError."""
    encoding.check_readable(path)
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


def _sniff_bytes(path: Path, head: bytes, handle: BinaryIO) -> Sniffed:
    """One pass over a UTF-8 file: a '@type{' anywhere; a file that turns out not to be
    clean UTF-8 (other bytes, NUL or control bytes) is decoded whole instead."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    tally = _Tally()
    tail = b""
    block = head.removeprefix(codecs.BOM_UTF8)
    while block:
        _count(tally, tail + block, block)
        if tally.controls or not _utf8(decoder, block):
            return _sniff_whole(path)
        tail = block[-64:]
        block = handle.read(_READ_BYTES)
    if not _utf8(decoder, b"", final=True):
        return _sniff_whole(path)
    sniffed = Sniffed("utf-8", path.stat().st_size, [], empty=tally.blank)
    return _checked(str(path), sniffed, tally.found)


def _utf8(decoder: codecs.IncrementalDecoder, block: bytes, final: bool = False) -> bool:
    """Whether block goes on valid UTF-8."""
    try:
        decoder.decode(block, final=final)
    except UnicodeDecodeError:
        return False
    return True


def _count(tally: _Tally, window: bytes, block: bytes) -> None:
    """Add one block's control bytes, '@type{' blocks and non-blanks."""
    tally.size += len(block)
    tally.controls += encoding.control_bytes(block)
    tally.found = tally.found or _BLOCK_START.search(window) is not None
    tally.blank = tally.blank and not block.strip()


def _checked(name: str, sniffed: Sniffed, found: bool) -> Sniffed:
    """sniffed, unless the file has text but no '@type{' block (then it is not BibTeX)."""
    if not found and not sniffed.empty:
        raise FormatError(name, 0, "not a BibTeX file (it has no @type{...} entries)")
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
            text = held + decoder.decode(data, final=not data)
            if done == len(data):
                text = text.removeprefix("\ufeff")
            held = text[-1:] if data and text.endswith("\r") else ""
            text = text[: len(text) - len(held)]
            if "\r" in text:
                text = text.replace("\r\n", "\n").replace("\r", "\n")
            yield text, done
            if not data:
                return
