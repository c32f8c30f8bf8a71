"""When two records are the same paper: normalised fingerprints (no database)."""

from __future__ import annotations

import codecs
import hashlib
import re
import unicodedata
from functools import lru_cache

from papershelf.formats.records import Record

_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
# ASCII bytes: letters (lower-cased) and digits kept, everything else a space.
_ASCII_WORDS = (
    bytes((c | 0x20 if 0x41 <= c <= 0x5A else c) if chr(c).isalnum() else 32 for c in range(128))
    + b" " * 128
)
_FOLD = "papershelf.fold-accents"  # the codecs error handler below


def normalise(text: str) -> str:
    """Lower-case, accents, punctuation and LaTeX's '$', '\\', braces gone, single-spaced."""
    if text.isascii():  # most text: the same result, 10x faster than the regex
        return _ascii_words(text.encode())
    try:  # ASCII runs copied in C; each run of other characters folded by _fold_accents
        folded = text.encode("ascii", _FOLD)
    except _NotFoldableError:  # a character that is no ASCII letter with accents ('ø', 'ß')
        return slow_normalise(text)
    return _ascii_words(folded)


def _ascii_words(data: bytes) -> str:
    """normalise's result for ASCII text, at the speed of bytes.translate."""
    return b" ".join(data.translate(_ASCII_WORDS).split()).decode()


class _NotFoldableError(ValueError):
    """A character whose decomposition without its accents is not ASCII."""


def _fold_accents(error: UnicodeError) -> tuple[str, int]:
    """Codec error handler: a run of non-ASCII characters without their accents.

    The same as NFKD then dropping combining marks (what slow_normalise does): NFKD
    decomposes each character alone and only reorders combining marks, which are dropped.
    An accent folded this way costs a cached lookup, not a pass over the whole text (the
    non-ASCII abstracts of the collaborations file, 1,300 characters with a few accents:
    41-52 -> 19-27 us each, alternated).
    """
    if not isinstance(error, UnicodeEncodeError):
        raise error
    folded = "".join([_folded(char) for char in error.object[error.start : error.end]])
    if not folded.isascii():
        raise _NotFoldableError(folded)
    return folded, error.end


@lru_cache(maxsize=4096)
def _folded(char: str) -> str:
    """One character decomposed (NFKD), its combining marks dropped."""
    return "".join(c for c in unicodedata.normalize("NFKD", char) if not unicodedata.combining(c))


codecs.register_error(_FOLD, _fold_accents)


def slow_normalise(text: str) -> str:
    """normalise by its regexes alone (what the fast paths are tested against)."""
    bare = _NON_ASCII.sub(_drop_combining, unicodedata.normalize("NFKD", text))
    return _NON_WORD.sub(" ", bare.casefold()).strip()


def _drop_combining(match: re.Match[str]) -> str:
    """A non-ASCII character, or '' for a combining accent."""
    char = match.group()
    return "" if unicodedata.combining(char) else char


def normalise_doi(doi: str) -> str:
    """A DOI without resolver prefix, lower-cased ('10.1000/xyz')."""
    doi = doi.strip().lower()
    for prefix in ("https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "doi:"):
        if doi.startswith(prefix):
            doi = doi[len(prefix) :]
    return doi.strip()


# New-style (2007.12345, with a version or not) and old-style (hep-th/9901001) arXiv ids.
_ARXIV = re.compile(
    r"(?:arxiv\.org/(?:abs|pdf)/|arxiv[.:]\s*|^)"
    r"(\d{4}\.\d{4,5}|[a-z-]+(?:\.[a-z]{2})?/\d{7})(?:v\d+)?(?:\.pdf)?$",
    re.IGNORECASE,
)


def arxiv_id(doi: str, url: str, eprint: str) -> str:
    """The arXiv id a record names in its DOI (10.48550/arXiv.X), URL or eprint, or ''."""
    for text in (eprint, doi, url):
        text = text.strip()
        # Without 'arxiv' in it, only a text that is an id from its start can be one:
        # match() fails a DOI at its third character, search() tries every position.
        # (Non-ASCII text is searched: IGNORECASE matches 'i' to more than 'I'.)
        named = not text.isascii() or "arxiv" in text.lower()
        match = _ARXIV.search(text) if named else _ARXIV.match(text)
        if match:
            return match.group(1).lower()
    return ""


def fingerprint(record: Record, title: str | None = None) -> str:
    """A string equal for two records of the same paper (abstract first, else title and
    year); title is the record's title normalised, when the caller has it already."""
    if record.abstract.strip():
        digest = hashlib.sha1(normalise(record.abstract).encode()).hexdigest()[:24]
        return f"abstract:{digest}"
    if record.title.strip() and not record.title_inferred:
        title = normalise(record.title) if title is None else title
        return f"title:{title}:{record.year or ''}"
    return ""


def fingerprint_title(print_: str) -> str | None:
    """The normalised title a title fingerprint holds (normalise leaves no ':' in it), or
    None for any other fingerprint."""
    if not print_.startswith("title:"):
        return None
    return print_[len("title:") : print_.rindex(":")]
