"""The reading page of one entry: its fields rendered as safe HTML, styled from the palette.

Every piece of user text is escaped (never trusted as markup); only http, https and doi links
are clickable, and a long author list folds behind an "and N more" link the view handles.
Shared by the detail pane and the triage card.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from urllib.parse import quote

from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from papershelf.formats.bib.file_field import LINK_FIELDS
from papershelf.formats.text.markup import to_html
from papershelf.gui.colours import Scheme, current_scheme, hex_of
from papershelf.gui.safe_text import break_long_words_html, html_text
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.queries import EntryDetails, PersonData

SAFE_SCHEMES = {"http", "https"}
DOI_RESOLVER = "https://doi.org/"
INTERNAL_SCHEME = "papershelf"  # links the view handles itself (show every author)
AUTHORS_SHOWN = 12  # longer author lists fold behind a "… and N more" link
TYPE_LABELS = {  # English: type_label() says them in the user's language
    "article": N("Journal article"), "inproceedings": N("Conference paper"),
    "conference": N("Conference paper"), "book": N("Book"), "inbook": N("Book chapter"),
    "incollection": N("Book chapter"), "phdthesis": N("PhD thesis"),
    "mastersthesis": N("Master's thesis"), "techreport": N("Technical report"),
    "unpublished": N("Unpublished"), "manual": N("Manual"), "proceedings": N("Proceedings"),
    "booklet": N("Booklet"), "misc": N("Miscellaneous"), "online": N("Web page"),
}  # fmt: skip


def type_label(entry_type: str) -> str:
    """What kind of publication an entry type is, in the user's language (else the type)."""
    label = TYPE_LABELS.get(entry_type.lower())
    return entry_type if label is None else translate("", label)


def safe_external_url(url: QUrl) -> QUrl | None:
    """The address to open in the system browser, or None: only http, https and doi links."""
    scheme = url.scheme().lower()
    if scheme in SAFE_SCHEMES and url.isValid() and url.host():
        return url
    if scheme == "doi" and url.path():
        return QUrl(DOI_RESOLVER + quote(url.path(), safe="/:;()._-<>"))
    return None


def doi_link(doi: str) -> str:
    """The doi.org address of a DOI written bare, as doi:..., or as a doi.org URL."""
    bare = re.sub(r"^(https?://(dx\.)?doi\.org/|doi:)", "", doi.strip(), flags=re.IGNORECASE)
    return DOI_RESOLVER + quote(bare, safe="/:;()._-<>")


def _mix(one: QColor, other: QColor, weight: float) -> str:
    """*weight* of *one* blended into *other*, as #rrggbb."""
    r, g, b = (
        mine * weight + theirs * (1 - weight)
        for mine, theirs in (
            (one.redF(), other.redF()),
            (one.greenF(), other.greenF()),
            (one.blueF(), other.blueF()),
        )
    )
    return QColor.fromRgbF(r, g, b).name()


@dataclass(frozen=True)
class ReadingStyle:
    """Colours and sizes of the reading pane, taken from the palette and font."""

    text: str
    muted: str
    faint: str
    link: str
    mark: str
    mark_text: str
    body_pt: float

    @classmethod
    def from_widget(cls, widget: QWidget) -> ReadingStyle:
        """Derive the style from a widget's palette (light or dark) and font."""
        palette = widget.palette()
        text = palette.color(QPalette.ColorRole.Text)
        base = palette.color(QPalette.ColorRole.Base)
        dark = base.lightnessF() < 0.5
        scheme = Scheme(dark, current_scheme().high_contrast)
        size = widget.font().pointSizeF()
        return cls(
            text=text.name(), muted=_mix(text, base, 0.62), faint=_mix(text, base, 0.45),
            link=palette.color(QPalette.ColorRole.Link).name(),
            mark=hex_of("mark.background", scheme), mark_text=hex_of("mark.text", scheme),
            body_pt=(size if size > 0 else 10.0) + 1.5,
        )  # fmt: skip

    def css(self) -> str:
        """The document stylesheet (the subset of CSS Qt's rich text understands)."""
        pt = self.body_pt
        em = round(pt * 4 / 3)  # Qt takes margins in pixels only
        title = f"font-size: {pt * 1.4:.1f}pt; font-weight: 600; line-height: 120%;"
        return f"""
        body {{ color: {self.text}; }}
        p {{ line-height: 145%; margin-top: 0; margin-bottom: {round(em * 0.75)}px; }}
        .title {{ {title} margin-bottom: 6px; }}
        .guess {{ {title} margin-bottom: 2px; font-style: italic; }}
        .untitled {{ {title} color: {self.faint}; margin-bottom: 6px; }}
        .hint {{ color: {self.muted}; font-style: italic; font-size: {pt * 0.86:.1f}pt;
                 margin-bottom: 8px; }}
        .authors {{ margin-bottom: 2px; line-height: 135%; }}
        .meta {{ color: {self.muted}; margin-bottom: {round(em * 1.3)}px; }}
        .heading {{ color: {self.muted}; font-size: {pt * 0.78:.1f}pt; font-weight: 600;
                    margin-top: {round(em * 1.5)}px; margin-bottom: 6px; }}
        .empty {{ color: {self.faint}; font-style: italic; }}
        .label {{ color: {self.muted}; padding-right: 14px; }}
        .details {{ font-size: {pt * 0.9:.1f}pt; }}
        a {{ color: {self.link}; text-decoration: none; }}
        mark {{ background-color: {self.mark}; color: {self.mark_text}; }}
        """


def _esc(text: str) -> str:
    """Escape user text for HTML; it is never trusted as markup (direction controls shown)."""
    return html_text(text)


def _paragraph(css_class: str, inner: str) -> str:
    """One styled paragraph."""
    return f'<p class="{css_class}">{inner}</p>'


def _title_html(entry: EntryDetails) -> str:
    """The title, large; a note when it was only guessed (from the abstract, or from its PDF
    when there is no abstract: entries made from PDFs)."""
    if not entry.title.strip():
        return _paragraph("untitled", _esc(translate("reading_page", "Untitled")))
    if not entry.title_inferred:
        return _paragraph("title", _esc(entry.title))
    if entry.abstract.strip():
        said = translate("reading_page", "Title inferred from the abstract — Edit to correct it")
    else:
        said = translate("reading_page", "Title inferred from its PDF — Edit to correct it")
    hint = _paragraph("hint", _esc(said))
    return _paragraph("guess", _esc(entry.title)) + hint


def _names(people: list[PersonData], fallback: str) -> list[str]:
    """Readable names ('Ashish Vaswani'); the raw text when nothing was parsed."""
    names = [person.display for person in people if person.display]
    return names or ([fallback.strip()] if fallback.strip() else [])


def _authors_html(entry: EntryDetails, expanded: bool) -> str:
    """Every author by full name; a long list folds after AUTHORS_SHOWN."""
    if not expanded and len(entry.authors) > AUTHORS_SHOWN + 1:
        return _folded_authors_html(entry.authors)
    names = _names(entry.authors, entry.authors_text)
    if not names:
        return _paragraph("authors empty", _esc(translate("reading_page", "No authors")))
    return _paragraph("authors", _esc(", ".join(names)))


def _folded_authors_html(people: list[PersonData]) -> str:
    """The first AUTHORS_SHOWN authors and a link to the rest ('… and 3,188 more').

    Only the names shown are formatted: a collaboration paper lists thousands.
    """
    shown = _names(people[:AUTHORS_SHOWN], "")
    hidden = len(people) - len(shown)
    said = translate("reading_page", "and {count} more").format(count=f"{hidden:,}")
    more = f'<a href="{INTERNAL_SCHEME}:authors">{_esc(said)}</a>'
    return _paragraph("authors", _esc(", ".join(shown)) + f", … {more}")


def _meta_html(entry: EntryDetails) -> str:
    """Venue · year · kind of publication, in muted type."""
    kind = type_label(entry.entry_type)
    parts = [entry.venue.strip(), "" if entry.year is None else str(entry.year), kind]
    return _paragraph("meta", " · ".join(_esc(p) for p in parts if p))


def _abstract_html(entry: EntryDetails, words: Sequence[str]) -> str:
    """The abstract rendered from its light markup, search words marked."""
    if not entry.abstract.strip():
        return _paragraph("empty", _esc(translate("reading_page", "No abstract.")))
    return f'<div class="abstract">{to_html(entry.abstract, highlight=words)}</div>'


def _notes_html(entry: EntryDetails) -> str:
    """The reader's own notes, exactly as typed."""
    heading = _paragraph("heading", _esc(translate("reading_page", "NOTES")))
    if not entry.notes.strip():
        said = translate("reading_page", "No notes yet — Edit to add your thoughts.")
        return heading + _paragraph("empty", _esc(said))
    lines = _esc(entry.notes.strip()).replace("\n", "<br>")
    return heading + _paragraph("notes", lines)


def _url_html(url: str) -> str:
    """A clickable web address when it is http(s); plain text otherwise."""
    parsed = QUrl(url.strip())
    if safe_external_url(parsed) is None or parsed.scheme().lower() not in SAFE_SCHEMES:
        return _esc(url)
    href = parsed.toString(QUrl.ComponentFormattingOption.FullyEncoded)
    return f'<a href="{_esc(href)}">{_esc(url)}</a>'


def _detail_rows(entry: EntryDetails) -> list[tuple[str, str]]:
    """(label, html) for the facts below the notes; empty ones left out (tags have their strip)."""
    rows = [
        (translate("reading_page", "Lists"), _esc(", ".join(entry.lists))),
        (translate("reading_page", "Key"), _esc(entry.key)),
        (
            "DOI",
            f'<a href="{_esc(doi_link(entry.doi))}">{_esc(entry.doi)}</a>' if entry.doi else "",
        ),
        ("URL", _url_html(entry.url) if entry.url.strip() else ""),
        (translate("reading_page", "Keywords"), _esc(entry.keywords)),
        (translate("reading_page", "Editors"), _esc(", ".join(_names(entry.editors, "")))),
    ]
    rows += [(name, _esc(value)) for name, value in entry.fields if name not in LINK_FIELDS]
    rows += [
        (translate("reading_page", "Added"), _esc(entry.date_added[:10])),
        (translate("reading_page", "Read on"), _esc(entry.read_on[:10])),
    ]
    return [(label, value) for label, value in rows if value]


def _details_html(entry: EntryDetails) -> str:
    """Lists, key, links and the other BibTeX fields as a quiet two-column table."""
    cells = "".join(
        f'<tr><td class="label">{_esc(label)}</td><td>{value}</td></tr>'
        for label, value in _detail_rows(entry)
    )
    heading = _paragraph("heading", _esc(translate("reading_page", "DETAILS")))
    return f'{heading}<table class="details" cellspacing="0" cellpadding="3">{cells}</table>'


def entry_html(entry: EntryDetails, words: Sequence[str] = (), all_authors: bool = False) -> str:
    """The whole reading page of one entry as (safe) HTML; absurdly long words may wrap."""
    return _breakable(
        (
            _title_html(entry),
            _authors_html(entry, all_authors),
            _meta_html(entry),
            _abstract_html(entry, words),
            _notes_html(entry),
            _details_html(entry),
        )
    )


def _breakable(parts: Sequence[str]) -> str:
    """The page's parts joined, long words given break chances (linear layout, not quadratic)."""
    return break_long_words_html("".join(parts))
