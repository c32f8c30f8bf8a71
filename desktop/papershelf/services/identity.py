"""When two records are the same paper: normalised fingerprints (no database)."""

from __future__ import annotations

import hashlib
import re
import unicodedata

from papershelf.formats.records import Record

_NON_WORD = re.compile(r"[\W_]+", re.UNICODE)


def normalise(text: str) -> str:
    """Lower-case, accents and punctuation removed, words single-spaced."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _NON_WORD.sub(" ", bare.casefold()).strip()


def normalise_doi(doi: str) -> str:
    """A DOI without resolver prefix, lower-cased ('10.1000/xyz')."""
    doi = doi.strip().lower()
    for prefix in ("https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "doi:"):
        if doi.startswith(prefix):
            doi = doi[len(prefix) :]
    return doi.strip()


def fingerprint(record: Record) -> str:
    """A string equal for two records of the same paper (abstract first, else title and year)."""
    if record.abstract.strip():
        digest = hashlib.sha1(normalise(record.abstract).encode()).hexdigest()[:24]
        return f"abstract:{digest}"
    if record.title.strip() and not record.title_inferred:
        return f"title:{normalise(record.title)}:{record.year or ''}"
    return ""
