"""What a pasted text (or standard input) holds: BibTeX, RIS, identifiers, or abstracts.

BibTeX: an ``@type{`` at the start of a line. RIS: a ``TY  -`` line. Identifiers: every piece
is a DOI or an arXiv id. Anything else is read as a plain-text abstract list (with or without
a header line). The suffix is the file ending the importer reads that kind from.
"""

from __future__ import annotations

import re

from papershelf.formats.identifiers import Identifier, parse_identifiers

__all__ = ["SUFFIXES", "pasted_kind"]

SUFFIXES = {"bibtex": ".bib", "ris": ".ris", "plaintext": ".txt"}
_BIBTEX = re.compile(r"^\s*@\s*[A-Za-z]+\s*[{(]", re.MULTILINE)
_RIS = re.compile(r"^TY  ?-", re.MULTILINE)
_MOST_IDENTIFIERS = 2000  # a longer paste is a document, not a list of ids


def pasted_kind(text: str) -> str:
    """'bibtex', 'ris', 'identifiers' or 'plaintext'; '' for blank text."""
    if not text.strip():
        return ""
    if _BIBTEX.search(text):
        return "bibtex"
    if _RIS.search(text):
        return "ris"
    pieces = parse_identifiers(text) if len(text) < 40 * _MOST_IDENTIFIERS else []
    if pieces and all(isinstance(p, Identifier) for p in pieces):
        return "identifiers"
    return "plaintext"
