"""DOIs and arXiv ids in the forms people paste them: bare, prefixed, or as links.

`parse_identifiers(text)` splits text on white space (a comma or semicolon ending a piece,
and brackets around it, are dropped) and classifies each piece:

- DOI: ``10.1038/srep16696``, ``doi:10.1038/srep16696``, ``https://doi.org/10.1038/srep16696``,
  ``http://dx.doi.org/…`` (percent-escapes in links are decoded). A DOI is kept as written
  apart from its prefix and trailing sentence punctuation; DOIs are case-insensitive, so
  comparisons use `Identifier.norm`.
- arXiv: new style ``1605.08386`` / ``2104.12255v1``, old style ``astro-ph/0601001`` /
  ``math.GT/0309136v2``, with an ``arXiv:`` prefix or as ``arxiv.org/abs/…`` and
  ``arxiv.org/pdf/….pdf`` links. A versioned id stays versioned.

Anything else is returned as `Unrecognised`, so a caller can say which piece it could not use.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import unquote

__all__ = ["Identifier", "Unrecognised", "parse_identifiers"]

_DOI = re.compile(r"10\.\d{4,9}/\S+")
_DOI_PREFIX = re.compile(
    r"^(?:doi:\s*|https?://(?:dx\.)?doi\.org/|(?:dx\.)?doi\.org/)", re.IGNORECASE
)
_ARXIV_NEW = re.compile(r"\d{4}\.\d{4,5}(?:v\d+)?")
_ARXIV_OLD = re.compile(r"[a-z][a-z-]*(?:\.[A-Z]{2})?/\d{7}(?:v\d+)?")
_ARXIV_PREFIX = re.compile(
    r"^(?:arxiv:\s*|https?://(?:www\.|export\.)?arxiv\.org/(?:abs|pdf)/"
    r"|(?:www\.)?arxiv\.org/(?:abs|pdf)/)",
    re.IGNORECASE,
)
_SEPARATORS = re.compile(r"\s+")
_SPACED_PREFIX = re.compile(r"\b(doi|arxiv):\s+", re.IGNORECASE)
_TRAILING = ".,;:"


@dataclass(frozen=True)
class Identifier:
    """A DOI or an arXiv id, as given (without prefix), with the text it was found in."""

    kind: str  # "doi" or "arxiv"
    value: str
    text: str

    @property
    def norm(self) -> str:
        """The form to compare by: DOIs are case-insensitive, arXiv ids are not."""
        return self.value.lower() if self.kind == "doi" else self.value

    def __str__(self) -> str:
        return self.value if self.kind == "doi" else f"arXiv:{self.value}"


@dataclass(frozen=True)
class Unrecognised:
    """A piece of the input that is neither a DOI nor an arXiv id."""

    text: str

    def __str__(self) -> str:
        return self.text


def parse_identifiers(text: str) -> list[Identifier | Unrecognised]:
    """Every piece of the text, classified, in order; repeated identifiers only once."""
    found: list[Identifier | Unrecognised] = []
    seen: set[tuple[str, str]] = set()
    for piece in _pieces(text):
        item = classify(piece)
        if isinstance(item, Identifier):
            if (item.kind, item.norm) in seen:
                continue
            seen.add((item.kind, item.norm))
        found.append(item)
    return found


def _pieces(text: str) -> list[str]:
    """The text cut at white space ('doi: X' kept together), list punctuation dropped.

    Only white space separates: old DOIs (SICIs) hold ';' and ',' themselves.
    """
    pieces = _SEPARATORS.split(_SPACED_PREFIX.sub(r"\1:", text))
    return [p for p in (_unwrap(piece.rstrip(",;")) for piece in pieces) if p]


def _unwrap(piece: str) -> str:
    """A piece without the brackets or quotes around it: '(10.1/x)' -> '10.1/x'."""
    for opening, closing in ("()", "[]", "<>", '""', "''"):
        if piece.startswith(opening) and piece.rstrip(_TRAILING).endswith(closing):
            return piece.rstrip(_TRAILING)[1:-1]
    return piece


def classify(piece: str) -> Identifier | Unrecognised:
    """One piece as a DOI, an arXiv id, or unrecognised."""
    arxiv = _arxiv(piece)
    if arxiv:
        return Identifier("arxiv", arxiv, piece)
    doi = _doi(piece)
    if doi:
        return Identifier("doi", doi, piece)
    return Unrecognised(piece)


def _doi(piece: str) -> str:
    """The DOI in a piece ('' if none): the prefix and trailing punctuation dropped."""
    bare = _DOI_PREFIX.sub("", piece.strip("<>\"'"))
    if bare != piece:
        bare = unquote(bare)
    match = _DOI.fullmatch(bare)
    return _strip_trailing(match.group(0)) if match else ""


def _arxiv(piece: str) -> str:
    """The arXiv id in a piece ('' if none): prefix, '.pdf' and trailing punctuation dropped."""
    bare = _strip_trailing(_ARXIV_PREFIX.sub("", piece.strip("<>\"'")))
    if bare.lower().endswith(".pdf"):
        bare = bare[:-4]
    if _ARXIV_NEW.fullmatch(bare) or _ARXIV_OLD.fullmatch(bare):
        return bare
    return ""


def _strip_trailing(value: str) -> str:
    """Drop sentence punctuation after an identifier, and a ')' that closes nothing."""
    value = value.rstrip(_TRAILING)
    while value.endswith(")") and value.count(")") > value.count("("):
        value = value[:-1].rstrip(_TRAILING)
    return value
