"""Reader for plain-text abstract lists: a header line naming the collection, then abstracts.

The shape is the one conference sites export ("ICLR 2025 Papers", a blank line, then one
abstract per paragraph). Also read: one abstract per line with no blank lines between,
abstracts hard-wrapped over several lines, CRLF or CR line ends, any encoding
formats.encoding reads (BOMs, UTF-16, legacy code pages), and no header at all.

Titles are inferred from the abstracts (titles.infer_title); venue and year come from
the header (venues.parse_header); keys are left to the library.
"""

from __future__ import annotations

import re
from pathlib import Path

from papershelf.formats.abstracts.titles import infer_title
from papershelf.formats.abstracts.venues import HeaderInfo, parse_header
from papershelf.formats.records import FormatError, Problem, ReadResult, Record
from papershelf.formats.text import encoding
from papershelf.i18n import translate

# Far beyond any list of abstracts (the ICLR 2025 list of ~3,700 is ~5 MB); a bigger
# file is almost surely picked by mistake, and reading it would freeze the import.
MAX_BYTES = 64 * 1024 * 1024

# A header is short; a first line longer than this is the first abstract.
_HEADER_MAX_WORDS = 15
_HEADER_MAX_CHARS = 150
# Wrapped text breaks lines near 80 columns; an abstract on one line is far longer.
_WRAPPED_LINE_CHARS = 150

_ENTRY_TYPES = {"conference": "inproceedings", "journal": "article"}
_FIELD_NAMES = {"conference": "booktitle", "journal": "journal"}
_SENTENCE_END = re.compile(r"[.!?][\"')\]\u201d\u2019]*$")


def read(path: Path) -> ReadResult:
    """Read a plain-text abstract list; FormatError if it is missing or not text."""
    name = str(path)
    data = read_bytes(path)
    text, problems = _decode(data, name)
    result = read_text(text, name)
    result.problems[:0] = problems
    return result


def read_text(text: str, file: str = "<text>") -> ReadResult:
    """Read an abstract list already in memory; *file* names it in problems."""
    if "\x00" in text:
        raise FormatError(file, 0, translate("encoding", "not a text file (it contains NUL bytes)"))
    lines = _lines(text)
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None:
        return ReadResult(problems=[Problem(file, 1, translate("encoding", "the file is empty"))])
    result = ReadResult()
    info = HeaderInfo()
    start = first
    if _is_header(lines, first):
        # A Markdown file's header is a heading: "# ICLR 2025 Papers".
        result.collection = " ".join(lines[first].lstrip("#").split())
        info = parse_header(result.collection)
        start = first + 1
    for line_no, paragraph in _paragraphs(lines, start):
        reason = _not_an_abstract(paragraph)
        if reason:
            result.problems.append(Problem(file, line_no, reason))
        else:
            result.records.append(_record(paragraph, line_no, info))
    if not result.records:
        where = first + 1 if result.collection else 1
        if result.collection:
            said = translate("abstracts", "no abstracts found after the header line")
        else:
            said = translate("abstracts", "no abstracts found")
        result.problems.append(Problem(file, where, said))
    return result


def read_bytes(path: Path) -> bytes:
    """The file's bytes; every way of failing becomes a FormatError a person can read."""
    name = str(path)
    try:
        if path.is_dir():
            raise FormatError(name, 0, translate("encoding", "this is a folder, not a file"))
        if path.stat().st_size > MAX_BYTES:
            limit = MAX_BYTES // (1024 * 1024)
            said = translate("abstracts", "the file is larger than {size} MB; not an abstract list")
            raise FormatError(name, 0, said.format(size=limit))
        return path.read_bytes()
    except OSError as error:
        raise encoding.unreadable(name, error) from None


def _decode(data: bytes, name: str) -> tuple[str, list[Problem]]:
    """Bytes as text, as formats.encoding finds them (BOMs, declarations, UTF-8, detected)."""
    return encoding.decode(data, name)


def _lines(text: str) -> list[str]:
    """The text's lines, whatever their ends, without a BOM and trailing blanks."""
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return [line.rstrip() for line in text.split("\n")]


def _is_header(lines: list[str], index: int) -> bool:
    """Whether the first non-blank line names the collection rather than starting an abstract.

    A header is short, does not end like a sentence, and is not continued on the next
    line (a wrapped abstract's second line starts lower-case).
    """
    line = lines[index].strip()
    if len(line) > _HEADER_MAX_CHARS or len(line.split()) > _HEADER_MAX_WORDS:
        return False
    if _SENTENCE_END.search(line) and not parse_header(line).year:
        return False
    following = lines[index + 1].strip() if index + 1 < len(lines) else ""
    return not following[:1].islower()


def _blocks(lines: list[str], start: int) -> list[tuple[int, list[str]]]:
    """Runs of non-blank lines from *start*, each with its 1-based first line number."""
    blocks: list[tuple[int, list[str]]] = []
    current: list[str] = []
    for index in range(start, len(lines)):
        line = lines[index].strip()
        if line:
            if not current:
                blocks.append((index + 1, current))
            current.append(line)
        else:
            current = []
    return blocks


def _one_per_line(block: list[str]) -> bool:
    """Whether a block holds one abstract per line rather than one abstract wrapped.

    Wrapped lines are short and rarely all end a sentence; lines that are long, or that
    all end with a full stop, are whole abstracts.
    """
    if len(block) < 2:
        return False
    if max(len(line) for line in block[:-1]) > _WRAPPED_LINE_CHARS:
        return True
    return all(_SENTENCE_END.search(line) for line in block)


def _paragraphs(lines: list[str], start: int) -> list[tuple[int, str]]:
    """Each abstract's text (wrapped lines joined by one space) and its first line number."""
    paragraphs: list[tuple[int, str]] = []
    for line_no, block in _blocks(lines, start):
        if _one_per_line(block):
            paragraphs += [(line_no + i, line) for i, line in enumerate(block)]
        else:
            paragraphs.append((line_no, " ".join(block)))
    return paragraphs


def _not_an_abstract(paragraph: str) -> str:
    """Why a paragraph is clearly no abstract (a rule of dashes, one word), or ''."""
    if not any(c.isalpha() for c in paragraph):
        return translate(
            "abstracts", "skipped a line with no words (a separator?), not an abstract"
        )
    if len(paragraph.split()) == 1:
        said = translate("abstracts", "skipped '{text}': a single word is not an abstract")
        return said.format(text=paragraph[:40])

    return ""


def _record(abstract: str, line_no: int, info: HeaderInfo) -> Record:
    """One abstract as a record, with the header's venue and year."""
    fields = [(_FIELD_NAMES[info.kind], info.full_name)] if info.kind and info.full_name else []
    return Record(
        entry_type=_ENTRY_TYPES.get(info.kind or "", "misc"),
        title=infer_title(abstract),
        title_inferred=True,
        year=info.year,
        venue=info.venue,
        abstract=abstract,
        fields=fields,
        source_line=line_no,
    )
