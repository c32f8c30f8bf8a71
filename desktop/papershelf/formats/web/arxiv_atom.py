"""arXiv API answers (Atom feeds from `/api/query`) as Records.

Each `<entry>` is one paper: its id (an abs URL with the version), title, summary (the
abstract), authors, first-version date (the year), categories, and, where the authors gave
them, a DOI and a journal reference. A paper becomes a BibTeX `@misc` with the fields that
BibTeX and biblatex styles use for preprints (`eprint`, `archiveprefix`, `primaryclass`);
its DOI, when it has one, is kept too. The API reports a malformed id as an entry titled
"Error"; `read_feed` returns that as an error message instead of a record.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from dataclasses import dataclass, field

from papershelf.formats.names import format_names, parse_name
from papershelf.formats.records import Record
from papershelf.formats.web.jats import escape_markup
from papershelf.i18n import translate

__all__ = ["ArxivFeed", "FeedError", "read_feed"]

_NS = {
    "atom": "http://www.w3.org/2005/Atom",
    "arxiv": "http://arxiv.org/schemas/atom",
    "opensearch": "http://a9.com/-/spec/opensearch/1.1/",
}
_ABS_ID = re.compile(r"arxiv\.org/abs/(.+)$")
_SPACE = re.compile(r"\s+")


class FeedError(ValueError):
    """The answer is not an arXiv Atom feed."""


@dataclass
class ArxivFeed:
    """The papers of one answer, and the errors the API reported instead of papers."""

    records: list[Record] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def read_feed(text: str | bytes) -> ArxivFeed:
    """Every entry of an arXiv Atom feed: papers as records, 'Error' entries as messages."""
    try:
        root = ElementTree.fromstring(text)
    except ElementTree.ParseError as exc:
        raise FeedError(translate("web", "not an Atom feed ({error})").format(error=exc)) from None
    if root.tag != f"{{{_NS['atom']}}}feed":
        raise FeedError(translate("web", "not an Atom feed"))
    feed = ArxivFeed()
    for entry in root.findall("atom:entry", _NS):
        if _text(entry, "atom:title") == "Error":
            said = _text(entry, "atom:summary")  # the API's own words, as it sent them
            feed.errors.append(said or translate("web", "the arXiv API reported an error"))
        else:
            feed.records.append(_record(entry))
    return feed


def _text(element: ElementTree.Element, path: str) -> str:
    """The folded text of a child element ('' if absent)."""
    child = element.find(path, _NS)
    return _SPACE.sub(" ", child.text or "").strip() if child is not None else ""


def _arxiv_id(entry: ElementTree.Element) -> str:
    """The paper's id with its version, from the entry's abs URL."""
    match = _ABS_ID.search(_text(entry, "atom:id"))
    return match.group(1) if match else _text(entry, "atom:id")


def _record(entry: ElementTree.Element) -> Record:
    """One Atom entry as a record without a key."""
    arxiv_id = _arxiv_id(entry)
    names = [_text(a, "atom:name") for a in entry.findall("atom:author", _NS)]
    authors = [parse_name(name) for name in names if name]
    published = _text(entry, "atom:published")
    doi = _text(entry, "arxiv:doi")
    record = Record(
        entry_type="misc",
        title=_text(entry, "atom:title"),
        authors=authors,
        authors_text=format_names(authors),
        year=int(published[:4]) if published[:4].isdigit() else None,
        venue="arXiv",
        abstract=escape_markup(_text(entry, "atom:summary")),
        doi=doi,
        url=f"https://arxiv.org/abs/{arxiv_id}",
    )
    record.fields = _fields(entry, arxiv_id)
    return record


def _fields(entry: ElementTree.Element, arxiv_id: str) -> list[tuple[str, str]]:
    """The preprint fields, and the journal reference and comment when the authors gave them."""
    fields = [("eprint", arxiv_id), ("archiveprefix", "arXiv")]
    primary = entry.find("arxiv:primary_category", _NS)
    if primary is not None and primary.get("term"):
        fields.append(("primaryclass", str(primary.get("term"))))
    journal_ref = _text(entry, "arxiv:journal_ref")
    if journal_ref:
        fields.append(("note", journal_ref))
    comment = _text(entry, "arxiv:comment")
    if comment:
        fields.append(("arxiv-comment", comment))
    return fields
