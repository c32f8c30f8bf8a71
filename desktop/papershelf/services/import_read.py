"""Reading files to import: which reader a file's ending names, its encoding, its pieces.

The first step of the import pipeline (services.import_pipeline): a file is opened as a
`Source` (checked first: its kind, its encoding sniffed) whose pieces are read as they are
wanted: a BibTeX file a piece at a time (formats.bibtex_stream), the others whole.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from papershelf.formats import endnote_xml, ris
from papershelf.formats.abstracts import plaintext
from papershelf.formats.bib import bibtex_stream
from papershelf.formats.bib.bibtex_stream import Piece
from papershelf.formats.csl import csl_json_read
from papershelf.formats.records import FormatError, ReadResult
from papershelf.formats.text import encoding
from papershelf.i18n import translate
from papershelf.services.import_report import Progress

# File name endings -> what they hold.
KINDS = {
    ".bib": "bibtex", ".bibtex": "bibtex", ".ris": "ris", ".json": "csl-json",
    ".txt": "plaintext", ".text": "plaintext", ".md": "plaintext", ".xml": "endnote-xml",
}  # fmt: skip
_READERS = {
    "ris": ris.read_text, "csl-json": csl_json_read.read_text, "plaintext": plaintext.read_text,
    "endnote-xml": endnote_xml.read_text,
}  # fmt: skip


def file_kind(path: Path) -> str:
    """'bibtex', 'ris', 'csl-json', 'endnote-xml' or 'plaintext' by the file's ending;
    FormatError else."""
    kind = KINDS.get(path.suffix.lower())
    if kind is None:
        known = ", ".join(sorted(KINDS))
        said = translate("import_report", "cannot import '{suffix}' files (known: {known})")
        raise FormatError(str(path), 0, said.format(suffix=path.suffix, known=known))
    return kind


def read_file(path: Path, progress: Progress | None = None, codec: str | None = None) -> ReadResult:
    """Read a whole file with the reader its ending names; FormatError when none fits.

    progress(done, total) counts the file's bytes, after each piece read; codec is the
    encoding a person chose (else formats.encoding finds it).
    """
    return read_whole(open_source(path, codec), progress)


def read_whole(source: Source, progress: Progress | None) -> ReadResult:
    """Every piece of a source, in one ReadResult."""
    whole = ReadResult()
    for piece in source.pieces:
        if progress is not None:
            progress(piece.done, piece.total)
        result = piece.result
        whole.records += result.records
        whole.problems += result.problems
        whole.blocks += result.blocks
        whole.strings = result.strings
        whole.collection = whole.collection or result.collection
    return whole


@dataclass
class Source:
    """A file about to be read: its pieces, the codec it is read with, and whether that
    codec was detected (assumed) rather than declared or UTF-8."""

    pieces: Iterator[Piece]
    codec: str
    assumed: bool


def open_source(path: Path, codec: str | None = None) -> Source:
    """The file read a piece at a time (BibTeX) or whole (the others); checks come first."""
    kind = file_kind(path)
    if kind == "bibtex":
        sniffed = bibtex_stream.sniff(path, codec)
        pieces = bibtex_stream.read_pieces(path, sniffed=sniffed)
        return Source(pieces, sniffed.codec, sniffed.assumed)
    data = plaintext.read_bytes(path) if kind == "plaintext" else encoding.read_bytes(path)
    decoded = encoding.decode_file(data, str(path), codec)
    result = _READERS[kind](decoded.text, str(path))
    result.problems[:0] = decoded.notes
    size = max(file_size(path), 1)
    return Source(iter([Piece(result, size, size)]), decoded.codec, decoded.assumed)


def guessed_encodings(paths: Sequence[Path]) -> list[Path]:
    """The files whose encoding an import would have to guess (a person may want to
    choose it first); files that cannot be read are left to the import to report."""
    guessed = []
    for path in paths:
        try:
            file_kind(Path(path))
            if encoding.needs_guess(encoding.read_bytes(Path(path))):
                guessed.append(Path(path))
        except FormatError:
            continue
    return guessed


def file_size(path: Path) -> int:
    """A file's size in bytes (0 when it cannot be read: reading it will say why)."""
    try:
        return path.stat().st_size
    except OSError:
        return 0
