"""A PDF's text page by page, and who and what it is: identifiers, title, authors.

pypdf reads the file (chosen by measurement: docs/architecture-notes.md). `read_identity`
opens a PDF and looks at its metadata (Info dictionary and XMP) and first pages for a DOI
or an arXiv id (such as the stamp arXiv prints sideways in the margin, "arXiv:2101.00001v2
[cs.LG] 1 Jan 2021"), and for a title and authors: the metadata's, else the first page's
largest upright text and the names printed just below it. `read_pages` yields each page's
text, lines cleaned for searching (words hyphenated at a line end joined, ligature
characters spelled out). A file that cannot be read raises `PdfError` with a message for
a person: empty, not a PDF, damaged, encrypted. A PDF whose pages hold no text (a scan) is
not an error: its pages are empty and `PdfIdentity.has_text` is False (there is no OCR).
Only regular files are read (opened without blocking, checked after opening: a FIFO or a
device is refused at once), and no message quotes a file's bytes. This module reads in the
calling process; services.pdf_worker runs it in a worker with a time and memory budget.
"""

from __future__ import annotations

import logging
import math
import os
import re
import stat
import unicodedata
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from papershelf.formats.records import Record
from papershelf.formats.text.unicode_repair import repaired
from papershelf.i18n import N, translate

__all__ = [
    "MAX_PAGES", "PdfDocument", "PdfError", "PdfIdentity", "identity_record", "page_count",
    "read_identity", "read_pages",
]  # fmt: skip

MAX_PAGES = 2000  # pages past this are not read: a book of scans or a data dump, not a paper
IDENTITY_PAGES = 2  # identifiers are looked for on this many first pages
_HEADER_WINDOW = 1024  # '%PDF-' may follow some junk, within the first KiB (as readers allow)

_DOI = re.compile(r"\b(10\.\d{4,9}/[^\s\"<>{}]+)")
_LABELLED_DOI = re.compile(r"(?:doi\s*[:.]?\s*|doi\.org/)(10\.\d{4,9}/[^\s\"<>{}]+)", re.I)
_ARXIV = re.compile(
    r"arxiv\s*:\s*(\d{4}\.\d{4,5}(?:v\d+)?|[a-z][a-z-]*(?:\.[A-Z]{2})?/\d{7}(?:v\d+)?)"
    r"|arxiv\.org/(?:abs|pdf)/(\d{4}\.\d{4,5}(?:v\d+)?)",
    re.IGNORECASE,
)
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")  # not \t, \n; snippets mark with \x02
_HYPHENATED = re.compile(r"(\w)-\n(?=[a-zà-ÿа-я])")
_JUNK_TITLE = re.compile(
    r"^(untitled|title|document\d*|microsoft word\b.*|.*\.(?:dvi|pdf|tex|docx?|ps))$", re.I
)
_NAME_SPLIT = re.compile(r"\s*(?:,|;|\band\b|&|\s{3,})\s*")
_TRAILING = ".,;:)"


def is_pdf_path(path: Path | str) -> bool:
    """Whether a path names a PDF by its extension (what the import and drops go by)."""
    return str(path).lower().endswith(".pdf")


class PdfError(Exception):
    """A PDF that cannot be read, with a message for a person (the path not included)."""

    def __init__(self, message: str, *, unreadable: bool = False) -> None:
        super().__init__(message)
        self.unreadable = unreadable  # damaged or encrypted: the file itself, whatever language


@dataclass(frozen=True)
class PdfIdentity:
    """What a PDF says about itself: identifiers, title and authors, and where they came from."""

    pages: int
    doi: str = ""
    arxiv: str = ""
    title: str = ""
    authors: tuple[str, ...] = ()
    title_source: str = ""  # "metadata", "layout" (largest text on page 1) or "" (none)
    has_text: bool = True  # False: the first pages hold no text at all (a scan)


@contextmanager
def quiet_pypdf() -> Iterator[None]:
    """pypdf logs each repair it makes to a damaged file; the caller reports problems itself."""
    logger = logging.getLogger("pypdf")
    level = logger.level
    logger.setLevel(logging.ERROR)
    try:
        yield
    finally:
        logger.setLevel(level)


_KINDS = (
    (stat.S_ISDIR, N("a folder")), (stat.S_ISFIFO, N("a FIFO (named pipe)")),
    (stat.S_ISSOCK, N("a socket")), (stat.S_ISCHR, N("a device")), (stat.S_ISBLK, N("a device")),
)  # fmt: skip


def _open_file(path: Path) -> BinaryIO:
    """The file at *path* opened for reading, if it is a regular file; else PdfError.

    Opened without blocking (a FIFO would wait for a writer, a terminal for input) and
    checked after opening (fstat: what was opened, not what the name pointed at before).
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError as error:
        raise unreadable(error) from error
    mode = os.fstat(descriptor).st_mode
    if not stat.S_ISREG(mode):
        os.close(descriptor)
        kind = next((name for test, name in _KINDS if test(mode)), N("not a regular file"))
        said = translate("pdf", "is {kind}, not a file; it is not read")
        raise PdfError(said.format(kind=translate("", kind)))
    return os.fdopen(descriptor, "rb")


def open_regular(path: Path) -> BinaryIO:
    """*path* opened for reading if it is a regular file (see _open_file); else PdfError."""
    return _open_file(path)


def unreadable(error: OSError) -> PdfError:
    """The error of a file the system would not read (its reason said)."""
    said = translate("pdf", "cannot be read: {error}")
    return PdfError(said.format(error=error.strerror or error))


def check_head(head: bytes) -> None:
    """Raise PdfError when the first bytes are none or not a PDF's (never quoting them)."""
    if not head:
        raise PdfError(translate("pdf", "is empty (0 bytes)"))
    if b"%PDF-" not in head:
        raise PdfError(translate("pdf", "is not a PDF (it does not start with '%PDF-')"))


def _check_header(handle: BinaryIO) -> None:
    """Raise PdfError for a file that is empty or not a PDF at all (never quoting it)."""
    try:
        head = handle.read(_HEADER_WINDOW)
        handle.seek(0)
    except OSError as error:
        raise unreadable(error) from error
    check_head(head)


def _open(path: Path) -> Any:
    """A pypdf reader of *path*, decrypted if it opens without a password; else PdfError.
    The reader keeps the file open: `_close` it."""
    handle = _open_file(path)
    try:
        return _reader(handle)
    except BaseException:
        handle.close()
        raise


def _close(reader: Any) -> None:
    """Close the file a reader from `_open` reads."""
    stream = getattr(reader, "stream", None)
    if stream is not None:
        stream.close()


def _reader(handle: BinaryIO) -> Any:
    """A pypdf reader of an open file (see _open)."""
    from pypdf import PdfReader
    from pypdf.errors import DependencyError, PdfReadError

    _check_header(handle)
    try:
        with quiet_pypdf():
            reader = PdfReader(handle, strict=False)
            if reader.is_encrypted and not reader.decrypt(""):
                said = translate("pdf", "is encrypted with a password; its text cannot be read")
                raise PdfError(said, unreadable=True)
            if len(reader.pages) == 0:
                said = translate("pdf", "is damaged: no pages could be found")
                raise PdfError(said, unreadable=True)
    except DependencyError as error:
        said = translate("pdf", "is encrypted (AES) and cannot be read without a password")
        raise PdfError(said, unreadable=True) from error
    except RecursionError as error:
        said = translate("pdf", "is damaged: its objects refer to each other in a loop")
        raise PdfError(said, unreadable=True) from error
    except PdfError:
        raise
    except MemoryError:  # a budget's limit (services.pdf_worker), not damage
        raise
    except (PdfReadError, Exception) as error:  # pypdf raises any kind on a broken file
        said = translate("pdf", "is damaged or cut short ({error})")
        raise PdfError(said.format(error=type(error).__name__), unreadable=True) from error
    return reader


class PdfDocument:
    """An open PDF: how many pages it has and each page's cleaned text, one at a time."""

    def __init__(self, path: Path) -> None:
        """Open *path*; PdfError when it cannot be read."""
        self._reader = _open(path)
        self.pages = len(self._reader.pages)

    def close(self) -> None:
        """Close the file."""
        _close(self._reader)

    def text(self, number: int) -> str:
        """Page *number*'s (from 1) cleaned text; '' when that page cannot be read."""
        return _page_text(self._reader, number - 1)


def page_count(path: Path) -> int:
    """How many pages the PDF has (PdfError if it cannot be read)."""
    document = PdfDocument(path)
    document.close()
    return document.pages


def read_pages(path: Path, start: int = 0) -> Iterator[tuple[int, str]]:
    """(page number from 1, cleaned text) for each page from *start* (0-based), up to MAX_PAGES.

    A page that cannot be read yields '' (the others still come); PdfError if the file
    cannot be opened at all.
    """
    document = PdfDocument(path)
    try:
        for number in range(start + 1, min(document.pages, MAX_PAGES) + 1):
            yield number, document.text(number)
    finally:
        document.close()


def _page_text(reader: Any, index: int) -> str:
    """One page's cleaned text; '' when pypdf cannot read that page."""
    try:
        with quiet_pypdf():
            return clean_text(reader.pages[index].extract_text())
    except MemoryError:  # a budget's limit (services.pdf_worker), not damage
        raise
    except Exception:  # pypdf raises many kinds on a broken page; the rest of the file counts
        return ""


def clean_text(text: str) -> str:
    """Page text for searching: ligatures spelled out, 'hyphen-\\nated' joined, no controls,
    no lone surrogates (U+FFFD instead: UTF-8 cannot hold them)."""
    text = "".join(_unligature(char) for char in _CONTROLS.sub("", repaired(text)))
    return _HYPHENATED.sub(r"\1", text)


def _unligature(char: str) -> str:
    """'ﬁ' -> 'fi' (the Alphabetic Presentation Forms); any other character as it is."""
    return unicodedata.normalize("NFKC", char) if "\ufb00" <= char <= "\ufb06" else char


# --- identity --------------------------------------------------------------------------------


def read_identity(path: Path, layout: bool = True) -> PdfIdentity:
    """Identifiers, title and authors of the PDF at *path* (PdfError if it cannot be read).
    Without *layout*, only its metadata is read, not its pages (the import reads those with
    PDFium: formats.pdf.inferred.with_page_identifiers), and has_text is left True."""
    reader = _open(path)
    try:
        return _identity(reader, layout)
    finally:
        _close(reader)


def _identity(reader: Any, layout: bool = True) -> PdfIdentity:
    """What an open PDF says about itself (read_identity)."""
    meta = _metadata_text(reader)
    pages = min(IDENTITY_PAGES, len(reader.pages)) if layout else 0
    first = [_page_text(reader, i) for i in range(pages)]
    doi = find_doi(meta) or find_doi(first[0] if first else "", labelled_only=False)
    arxiv = find_arxiv(meta) or find_arxiv("\n".join(first))
    title, authors = _metadata_names(reader)
    source = "metadata" if title else ""
    if layout and not title and first and first[0].strip():
        title, authors = _layout_names(reader)
        source = "layout" if title else ""
    return PdfIdentity(
        pages=len(reader.pages),
        doi=doi,
        arxiv=arxiv,
        title=title,
        authors=authors,
        title_source=source,
        has_text=any(page.strip() for page in first) or not layout,
    )


def find_doi(text: str, labelled_only: bool = True) -> str:
    """The first DOI in *text*, a labelled one ('doi:', doi.org/) preferred; '' if none."""
    match = _LABELLED_DOI.search(text) or (None if labelled_only else _DOI.search(text))
    return _strip_trailing(match.group(1)) if match else ""


def find_arxiv(text: str) -> str:
    """The first arXiv id written with 'arXiv:' or as an arxiv.org link; '' if none."""
    match = _ARXIV.search(text)
    return _strip_trailing(match.group(1) or match.group(2)) if match else ""


def _strip_trailing(value: str) -> str:
    """Drop sentence punctuation after an identifier ('10.1/x).' -> '10.1/x')."""
    value = value.rstrip(_TRAILING)
    while value.endswith(")") and value.count(")") > value.count("("):
        value = value[:-1].rstrip(_TRAILING)
    return value


def _metadata_text(reader: Any) -> str:
    """Every string of the Info dictionary and the XMP packet, for identifier search."""
    parts: list[str] = []
    try:
        with quiet_pypdf():
            info = reader.metadata or {}
            parts.extend(f"{key} {value}" for key, value in info.items() if isinstance(value, str))
            xmp = reader.xmp_metadata
            if xmp is not None:
                parts.append(xmp.rdf_root.toxml())
    except MemoryError:  # a budget's limit (services.pdf_worker), not damage
        raise
    except Exception:  # broken metadata is no reason to give up on the text
        return "\n".join(parts)
    text = "\n".join(parts)
    # 'doi' keys in the Info dictionary ('/doi 10.1/x') and XMP's prism:doi hold bare DOIs.
    return re.sub(r"(?i)(/doi|prism:doi>|dc:identifier>)\s*(?=10\.)", "doi:", text)


def _metadata_names(reader: Any) -> tuple[str, tuple[str, ...]]:
    """Title and authors from the Info dictionary, if the title is a real one."""
    try:
        with quiet_pypdf():
            info = reader.metadata or {}
            title = repaired(str(info.get("/Title") or "")).strip()
            author = repaired(str(info.get("/Author") or "")).strip()
    except MemoryError:  # a budget's limit (services.pdf_worker), not damage
        raise
    except Exception:
        return "", ()
    if len(title) < 4 or _JUNK_TITLE.match(title):
        return "", ()
    return " ".join(title.split()), split_names(author)


def split_names(text: str) -> tuple[str, ...]:
    """'A. Lovelace, Alan Turing and Grace Hopper' -> each name; pieces without a letter dropped."""
    names = [" ".join(piece.split()) for piece in _NAME_SPLIT.split(text)]
    return tuple(name for name in names if any(char.isalpha() for char in name))


@dataclass
class _Run:
    """A piece of text drawn on the page, with its size in points."""

    text: str
    size: float


def _layout_names(reader: Any) -> tuple[str, tuple[str, ...]]:
    """The first page's largest upright text as the title, the names just below as authors."""
    runs = _runs(reader)
    if not runs:
        return "", ()
    body = Counter(round(run.size) for run in runs).most_common(1)[0][0]
    largest = max(run.size for run in runs)
    if largest <= body * 1.15:  # nothing stands out from the body text: no title to take
        return "", ()
    start = next(i for i, run in enumerate(runs) if _same(run.size, largest))
    end = start
    while end < len(runs) and _same(runs[end].size, largest):
        end += 1
    title = " ".join(" ".join(run.text for run in runs[start:end]).split())
    return title[:500], _authors_after(reader, runs[end:], largest, body)


def _authors_after(
    reader: Any, runs: list[_Run], title_size: float, body: float
) -> tuple[str, ...]:
    """Names in the runs right after the title: smaller than it, larger than the body text."""
    if not runs or not (body * 1.05 < runs[0].size < title_size):
        return ()
    size = runs[0].size
    spaced = _spaced_lines(reader)
    names: list[str] = []
    for run in runs:
        if not _same(run.size, size):
            break
        for line in run.text.splitlines():
            names.extend(_names_in(spaced.get(" ".join(line.split()), line), line))
    return tuple(dict.fromkeys(names))


def _names_in(spaced: str, line: str) -> list[str]:
    """The names in a line, cut at its wide gaps when every piece then looks like a name."""
    pieces = split_names(spaced)
    if not (pieces and all(map(_looks_like_name, pieces))):
        pieces = split_names(line)
    return [piece for piece in pieces if _looks_like_name(piece)]


def _spaced_lines(reader: Any) -> dict[str, str]:
    """Page 1's lines as laid out (wide gaps kept, as between names set side by side), by
    their text with single spaces: plain extraction runs 'Ada Lovelace   Alan Turing' together."""
    try:
        with quiet_pypdf():
            text = reader.pages[0].extract_text(extraction_mode="layout")
    except MemoryError:  # a budget's limit (services.pdf_worker), not damage
        raise
    except Exception:
        return {}
    return {" ".join(line.split()): line.strip() for line in text.splitlines() if line.strip()}


def _looks_like_name(text: str) -> bool:
    """Two to five words, each starting with a capital letter: 'Ada Lovelace', 'J. R. Smith'."""
    words = text.split()
    return 2 <= len(words) <= 5 and all(word[0].isupper() for word in words)


def _same(a: float, b: float) -> bool:
    """Whether two font sizes are the same size (within rounding)."""
    return abs(a - b) < 0.3


def _runs(reader: Any) -> list[_Run]:
    """The upright text runs of page 1 in drawing order, with their size in points."""
    runs: list[_Run] = []

    def visit(text: str, cm: list[float], tm: list[float], _font: Any, size: float) -> None:
        """Keep a run that has letters and is not rotated (arXiv's stamp is)."""
        if not text.strip() or abs(cm[1]) > 1e-6 or abs(tm[1]) > 1e-6:
            return
        scale = math.hypot(tm[2], tm[3]) * math.hypot(cm[2], cm[3])
        runs.append(_Run(text, size * scale))

    try:
        with quiet_pypdf():
            reader.pages[0].extract_text(visitor_text=visit)
    except MemoryError:  # a budget's limit (services.pdf_worker), not damage
        raise
    except Exception:
        return []
    return [run for run in runs if any(char.isalpha() for char in run.text)]


# --- as a record -------------------------------------------------------------------------------


def identity_record(identity: PdfIdentity | None, path: Path) -> Record:
    """The entry a PDF makes on its own: identifiers always, title and authors inferred
    (from its metadata or first page; else its file name), marked as inferred."""
    from papershelf.formats.names import format_names, parse_name

    people = [parse_name(name) for name in (identity.authors if identity else ())]
    title = identity.title if identity and identity.title else _title_from_name(path)
    record = Record(
        title=title, title_inferred=True, authors=people, authors_text=format_names(people)
    )
    if identity is not None:
        record.doi = identity.doi
        if identity.arxiv:
            record.fields = [("eprint", identity.arxiv), ("archiveprefix", "arXiv")]
            record.entry_type = "article" if identity.doi else "misc"
    return record


def _title_from_name(path: Path) -> str:
    """A title from a file name: 'attention_is-all.pdf' -> 'attention is all'."""
    return " ".join(re.split(r"[_\s]+|-(?=\S)", path.stem)).strip() or path.name
