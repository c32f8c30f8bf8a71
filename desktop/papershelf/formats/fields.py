"""The field table: every BibTeX/BibLaTeX field Papershelf treats specially, one row each.

As JabRef's StandardField: a row says what a field is everywhere at once. Its kind (how its
value is decoded: text, a list of names, verbatim, LaTeX markup, or data for tools), the
record column it fills, whether it holds the venue, its CSL variable (plain or a date), whether
CSL gets it as rich text, whether the BibTeX writer protects its capitals with braces, its RIS
tag (rispy's name for it), and the data model's check of its value. Every list the formats
used to keep on their own (bibtex_fields' NAME_FIELDS..., csl_json's variables, ris' tags,
bibtex_write's protected titles) is derived from here, so adding a field kind is one row
(docs/architecture.md shows the diff). A field with no row is plain text, mapped nowhere.

Order matters where a format writes in order: the rows' order is the order of a CSL item's
variables and of the venue fields tried; RIS tags keep their writer's historical order
(RIS_WRITE_ORDER) so an export stays byte-identical, and new tags follow in table order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["FIELDS", "RIS_WRITE_ORDER", "Field", "Kind", "by_name"]

# How a field's value is read: 'text' is LaTeX decoded, 'names' a name list, 'verbatim' taken
# as written (a URL's '%20' and '~' survive), 'markup' kept as the LaTeX its author typed
# (markup.py renders it), 'tool' data for other programs, never typeset (verbatim too).
Kind = Literal["text", "names", "verbatim", "markup", "tool"]
TEXT: Kind = "text"
NAMES: Kind = "names"
VERBATIM: Kind = "verbatim"
MARKUP: Kind = "markup"
TOOL: Kind = "tool"
# What the data model checks a value for (formats/bib/datamodel.check_value).
Check = Literal["", "year", "date", "doi", "pages", "url"]


@dataclass(frozen=True)
class Field:
    """One field and its meaning in every format."""

    name: str  # as BibTeX and BibLaTeX spell it
    kind: Kind = TEXT
    column: str = ""  # the Record attribute it fills ('authors_text'), if any
    holds_venue: bool = False  # journal, journaltitle, booktitle: tried in table order
    csl: str = ""  # its CSL variable (a name variable for a 'names' field)
    csl_date: str = ""  # its CSL date variable ('accessed')
    rich: bool = False  # CSL gets it as rich text (italics, small caps kept)
    protected: bool = False  # a title: the writer keeps its capitals in braces
    ris: str = ""  # rispy's name for its RIS tag ('place_published' is CY)
    check: Check = ""  # the data model's check of a value


F = Field
FIELDS: tuple[Field, ...] = (
    F('title', column='title', rich=True, protected=True),
    F('author', NAMES, column='authors_text', csl='author'),
    F('abstract', MARKUP, column='abstract'),
    F('doi', VERBATIM, column='doi', check='doi'),
    F('url', VERBATIM, column='url', check='url'),
    F('keywords', column='keywords'),
    F('editor', NAMES, csl='editor'),
    F('translator', NAMES, csl='translator'),
    F('bookauthor', NAMES, csl='container-author'),
    F('afterword', NAMES),
    F('annotator', NAMES),
    F('commentator', NAMES),
    F('editora', NAMES),
    F('editorb', NAMES),
    F('editorc', NAMES),
    F('foreword', NAMES),
    F('holder', NAMES),
    F('introduction', NAMES),
    F('shortauthor', NAMES),
    F('shorteditor', NAMES),
    F('journal', holds_venue=True, rich=True),
    F('journaltitle', holds_venue=True, rich=True),
    F('booktitle', holds_venue=True, rich=True, protected=True),
    F('shorttitle', csl='title-short', rich=True, protected=True, ris='short_title'),
    F('series', csl='collection-title', rich=True, protected=True, ris='tertiary_title'),
    F('edition', csl='edition', ris='edition'),
    F('volume', csl='volume', ris='volume'),
    F('volumes', csl='number-of-volumes'),
    F('pagetotal', csl='number-of-pages'),
    F('chapter', csl='chapter-number'),
    F('version', csl='version'),
    F('address', csl='publisher-place', ris='place_published'),
    F('location', csl='publisher-place'),
    F('venue', csl='event-place'),
    F('eventtitle', csl='event-title', rich=True, protected=True),
    F('shortjournal', csl='container-title-short'),
    F('language', csl='language', ris='language'),
    F('langid', csl='language'),
    F('origtitle', csl='original-title', rich=True),
    F('origpublisher', csl='original-publisher'),
    F('origlocation', csl='original-publisher-place'),
    F('pubstate', csl='status'),
    F('isbn', VERBATIM, csl='ISBN'),
    F('issn', VERBATIM, csl='ISSN', ris='issn'),
    F('pmid', csl='PMID'),
    F('pmcid', csl='PMCID'),
    F('library', csl='call-number'),
    F('note', csl='note', ris='note'),
    F('annote', csl='annote'),
    F('annotation', csl='annote'),
    F('urldate', VERBATIM, csl_date='accessed', ris='access_date', check='date'),
    F('eventdate', csl_date='event-date'),
    F('origdate', csl_date='original-date'),
    F('maintitle', protected=True),
    F('subtitle', rich=True, protected=True),
    F('titleaddon', rich=True),
    F('number', ris='number'),
    F('publisher', ris='publisher'),
    F('year', check='year'),
    F('date', check='date'),
    F('pages', check='pages'),
    F('archiveprefix', VERBATIM),
    F('crossref', VERBATIM),
    F('eprint', VERBATIM),
    F('eprintclass', VERBATIM),
    F('eprinttype', VERBATIM),
    F('file', VERBATIM),
    F('ids', VERBATIM),
    F('pdf', VERBATIM),
    F('pdf-url', VERBATIM),
    F('primaryclass', VERBATIM),
    F('verba', VERBATIM),
    F('verbb', VERBATIM),
    F('verbc', VERBATIM),
    F('xref', VERBATIM),
    F('bibsource', TOOL),
    F('biburl', TOOL),
    F('citeulike-article-id', TOOL),
    F('citeulike-linkout', TOOL),
    F('groups', TOOL),
    F('mendeley-groups', TOOL),
    F('mendeley-tags', TOOL),
    F('orcid-numbers', TOOL),
    F('owner', TOOL),
    F('printed', TOOL),
    F('priority', TOOL),
    F('qualityassured', TOOL),
    F('ranking', TOOL),
    F('readstatus', TOOL),
    F('relevance', TOOL),
    F('researcherid-numbers', TOOL),
    F('timestamp', TOOL),
    F('unique-id', TOOL),
)  # fmt: skip

# The RIS writer's tag order (fields by name), as exports have always written it.
RIS_WRITE_ORDER = (
    "volume", "number", "publisher", "address", "edition", "language", "shorttitle", "note",
    "series", "urldate", "issn",
)  # fmt: skip

_BY_NAME = {f.name: f for f in FIELDS}


def by_name(name: str) -> Field | None:
    """The row of a field, or None for a field the table does not list (plain text)."""
    return _BY_NAME.get(name)


def _named(kind: Kind) -> frozenset[str]:
    """The fields of one kind."""
    return frozenset(f.name for f in FIELDS if f.kind == kind)


# What each format used to list on its own, derived (tests/formats/test_fields.py holds them
# equal to the lists they replaced).
NAME_FIELDS = _named(NAMES)
VERBATIM_FIELDS = _named(VERBATIM)
TOOL_FIELDS = _named(TOOL)
MARKUP_FIELDS = _named(MARKUP)
COLUMN_FIELDS = {f.name: f.column for f in FIELDS if f.column}
VENUE_FIELDS = tuple(f.name for f in FIELDS if f.holds_venue)
CSL_NAME_VARIABLES = {f.name: f.csl for f in FIELDS if f.csl and f.kind == NAMES}
CSL_DATE_VARIABLES = {f.name: f.csl_date for f in FIELDS if f.csl_date}
CSL_PLAIN_VARIABLES = {f.name: f.csl for f in FIELDS if f.csl and f.kind != NAMES}
RICH_FIELDS = frozenset(f.name for f in FIELDS if f.rich)
PROTECTED_FIELDS = frozenset(f.name for f in FIELDS if f.protected)
CHECKS = {f.name: f.check for f in FIELDS if f.check}
_RIS_ORDER = {name: index for index, name in enumerate(RIS_WRITE_ORDER)}
RIS_FIELDS = {
    f.ris: f.name
    for f in sorted(
        (f for f in FIELDS if f.ris), key=lambda f: _RIS_ORDER.get(f.name, len(_RIS_ORDER))
    )
}  # rispy's tag name -> field
