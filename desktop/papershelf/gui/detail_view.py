"""The pane beside the paper table: read the selected paper; rate, tag, mark and edit it."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import quote

from PySide6.QtCore import QEvent, QMimeData, Qt, QUrl, Signal
from PySide6.QtGui import QColor, QDesktopServices, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from papershelf.formats.file_field import LINK_FIELDS
from papershelf.formats.markup import to_html
from papershelf.gui.attachments_view import FileList
from papershelf.gui.detail_form import EntryForm
from papershelf.gui.list_notes import ListNoteStrip
from papershelf.gui.pdf_hits import PdfHitsStrip
from papershelf.gui.reference_preview import ReferencePreview
from papershelf.gui.related_panel import RelatedPanel
from papershelf.gui.safe_text import break_long_words_html, html_text, without_breaks
from papershelf.gui.tag_editor import TagEditor
from papershelf.gui.widgets import ActionBar, StarRating, StatusSelector
from papershelf.library.queries import EntryDetails, PersonData
from papershelf.services.conflicts import Seen

EMPTY_TEXT = "Select a paper to read it here"
SAFE_SCHEMES = {"http", "https"}
DOI_RESOLVER = "https://doi.org/"
INTERNAL_SCHEME = "papershelf"  # links the view handles itself (show every author)
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" height (not exported by PySide6)
AUTHORS_SHOWN = 12  # longer author lists fold behind a "… and N more" link
ZOOM_FACTOR = 1.12  # each Ctrl+= step makes the reading text this much larger
ZOOM_LIMIT = 8  # steps either way
TYPE_LABELS = {
    "article": "Journal article", "inproceedings": "Conference paper",
    "conference": "Conference paper", "book": "Book", "inbook": "Book chapter",
    "incollection": "Book chapter", "phdthesis": "PhD thesis",
    "mastersthesis": "Master's thesis", "techreport": "Technical report",
    "unpublished": "Unpublished", "manual": "Manual", "proceedings": "Proceedings",
    "booklet": "Booklet", "misc": "Miscellaneous", "online": "Web page",
}  # fmt: skip


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
        size = widget.font().pointSizeF()
        return cls(
            text=text.name(), muted=_mix(text, base, 0.62), faint=_mix(text, base, 0.45),
            link=palette.color(QPalette.ColorRole.Link).name(),
            mark="#7a5d00" if dark else "#ffe58a", mark_text="#ffffff" if dark else "#1f1f1f",
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
        return _paragraph("untitled", "Untitled")
    if not entry.title_inferred:
        return _paragraph("title", _esc(entry.title))
    source = "the abstract" if entry.abstract.strip() else "its PDF"
    hint = _paragraph("hint", f"Title inferred from {source} — Edit to correct it")
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
        return _paragraph("authors empty", "No authors")
    return _paragraph("authors", _esc(", ".join(names)))


def _folded_authors_html(people: list[PersonData]) -> str:
    """The first AUTHORS_SHOWN authors and a link to the rest ('… and 3,188 more').

    Only the names shown are formatted: a collaboration paper lists thousands.
    """
    shown = _names(people[:AUTHORS_SHOWN], "")
    hidden = len(people) - len(shown)
    more = f'<a href="{INTERNAL_SCHEME}:authors">and {hidden:,} more</a>'
    return _paragraph("authors", _esc(", ".join(shown)) + f", … {more}")


def _meta_html(entry: EntryDetails) -> str:
    """Venue · year · kind of publication, in muted type."""
    kind = TYPE_LABELS.get(entry.entry_type.lower(), entry.entry_type)
    parts = [entry.venue.strip(), "" if entry.year is None else str(entry.year), kind]
    return _paragraph("meta", " · ".join(_esc(p) for p in parts if p))


def _abstract_html(entry: EntryDetails, words: Sequence[str]) -> str:
    """The abstract rendered from its light markup, search words marked."""
    if not entry.abstract.strip():
        return _paragraph("empty", "No abstract.")
    return f'<div class="abstract">{to_html(entry.abstract, highlight=words)}</div>'


def _notes_html(entry: EntryDetails) -> str:
    """The reader's own notes, exactly as typed."""
    heading = _paragraph("heading", "NOTES")
    if not entry.notes.strip():
        return heading + _paragraph("empty", "No notes yet — Edit to add your thoughts.")
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
        ("Lists", _esc(", ".join(entry.lists))),
        ("Key", _esc(entry.key)),
        (
            "DOI",
            f'<a href="{_esc(doi_link(entry.doi))}">{_esc(entry.doi)}</a>' if entry.doi else "",
        ),
        ("URL", _url_html(entry.url) if entry.url.strip() else ""),
        ("Keywords", _esc(entry.keywords)),
        ("Editors", _esc(", ".join(_names(entry.editors, "")))),
    ]
    rows += [(name, _esc(value)) for name, value in entry.fields if name not in LINK_FIELDS]
    rows += [("Added", _esc(entry.date_added[:10])), ("Read on", _esc(entry.read_on[:10]))]
    return [(label, value) for label, value in rows if value]


def _details_html(entry: EntryDetails) -> str:
    """Lists, key, links and the other BibTeX fields as a quiet two-column table."""
    cells = "".join(
        f'<tr><td class="label">{_esc(label)}</td><td>{value}</td></tr>'
        for label, value in _detail_rows(entry)
    )
    heading = _paragraph("heading", "DETAILS")
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


class ReadingBrowser(QTextBrowser):
    """A text browser that loads nothing (no images, files or network) and keeps lines short."""

    MAX_TEXT_WIDTH = 680  # px: about 75 characters of body text per line
    PADDING = 22

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setUndoRedoEnabled(False)
        self.refused: list[str] = []  # resources the page asked for and did not get

    def loadResource(self, kind: int, name: QUrl | str) -> Any:
        """Refuse every resource: the page is built from escaped text and needs none."""
        self.refused.append(name.toString() if isinstance(name, QUrl) else name)
        return None

    def createMimeDataFromSelection(self) -> QMimeData:
        """Copy the selection as the reader sees it, without the break chances we added."""
        data = super().createMimeDataFromSelection()
        if data.hasHtml():
            data.setHtml(without_breaks(data.html()))
        data.setText(without_breaks(data.text()))
        return data

    def set_page(self, page: str, css: str, keep_scroll: bool) -> None:
        """Show *page*; keep the reader's place when it is the same paper again."""
        bar = self.verticalScrollBar()
        position = bar.value() if keep_scroll else 0
        self.document().setDefaultStyleSheet(css)
        self.setHtml(page)
        self._fit_column()
        bar.setValue(position)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Re-centre the text column."""
        super().resizeEvent(event)
        self._fit_column()

    def _fit_column(self) -> None:
        """Centre a column no wider than MAX_TEXT_WIDTH, with breathing room at the sides."""
        side = max(self.PADDING, (self.width() - self.MAX_TEXT_WIDTH) // 2)
        root = self.document().rootFrame()
        frame = root.frameFormat()
        frame.setLeftMargin(side)
        frame.setRightMargin(side)
        frame.setTopMargin(self.PADDING - 4)
        frame.setBottomMargin(self.PADDING)
        root.setFrameFormat(frame)


class DetailView(QWidget):
    """Shows one entry for reading; rating, status and tags act at once; Edit opens a form."""

    edit_requested = Signal(int, dict)
    tag_add_requested = Signal(int, str)  # entry id, tag name
    tag_remove_requested = Signal(int, str)
    entry_shown = Signal()  # an entry (another, or the same one changed) is on show

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._entry: EntryDetails | None = None
        self._words: tuple[str, ...] = ()
        self._all_authors = False
        self.zoom = 0  # reading text size steps (Ctrl+= / Ctrl+-), 0 for the normal size
        self._saving = False  # a form save is being stored
        self._refusal: str | None = None  # why the last form save was not stored
        self._read_only = False
        self._held = False  # inside rendering_once(): renders wait for its end
        self._wanted: bool | None = None  # a render waiting (True: keep the scroll)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setAutoFillBackground(True)
        self._make_widgets()
        self._lay_out()
        self._connect()
        self.show_entry(None)

    def _make_widgets(self) -> None:
        """The empty note, the action bar, the browser and the form."""
        self.empty_label = QLabel(EMPTY_TEXT)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.empty_label.setWordWrap(True)
        larger = self.empty_label.font()
        larger.setPointSizeF(larger.pointSizeF() * 1.15)
        self.empty_label.setFont(larger)
        self.status_selector = StatusSelector()
        self.star_rating = StarRating()
        self.edit_button = QPushButton("Edit")
        self.edit_button.setToolTip("Edit every field of this paper (F2)")
        self.tag_editor = TagEditor()
        self.browser = ReadingBrowser()
        self.form = EntryForm()
        self.related_panel = RelatedPanel()  # related papers and suggested tags (issue 9)
        self.list_note = ListNoteStrip()  # why it is in the reading list shown (gui/list_notes)
        self.files = FileList()  # attached files (gui/attachments_ui acts on them)
        self.reference_preview = ReferencePreview()  # the paper in the citation style (issue 20)
        self.pdf_hits = PdfHitsStrip()  # where the search matched in its PDFs (gui/pdf_hits)
        self._pages = QStackedWidget()
        self._modes = QStackedWidget()

    def _lay_out(self) -> None:
        """Empty state or [bar, tags, line, reading/edit]."""
        bar = ActionBar(self.status_selector, self.star_rating, self.edit_button)
        tags = QWidget()
        strip = QVBoxLayout(tags)
        left, _top, right, bottom = ActionBar.MARGINS
        strip.setContentsMargins(left, 0, right, bottom + 2)
        strip.addWidget(self.tag_editor)
        strip.addWidget(self.related_panel.suggestions)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Plain)
        line.setForegroundRole(QPalette.ColorRole.Midlight)
        self._modes.addWidget(self.browser)
        self._modes.addWidget(self.form)
        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(bar)
        column.addWidget(tags)
        column.addWidget(self.files)
        column.addWidget(self.list_note)
        column.addWidget(self.reference_preview)
        column.addWidget(self.pdf_hits)
        column.addWidget(line)
        column.addWidget(self._reading_splitter(), 1)
        self._pages.addWidget(self.empty_label)
        self._pages.addWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self._pages)

    def _reading_splitter(self) -> QSplitter:
        """The reading page over the related papers, which a drag can shrink or collapse."""
        self.reading_splitter = QSplitter(Qt.Orientation.Vertical)
        self.reading_splitter.setObjectName("readingSplitter")
        self.reading_splitter.addWidget(self._modes)
        self.reading_splitter.addWidget(self.related_panel)
        self.reading_splitter.setCollapsible(0, False)
        self.reading_splitter.setStretchFactor(0, 1)
        self.reading_splitter.setStretchFactor(1, 0)
        return self.reading_splitter

    def _connect(self) -> None:
        """Wire the bar, the links and the form."""
        self.star_rating.rating_changed.connect(lambda n: self._request({"rating": n}))
        self.status_selector.status_changed.connect(lambda n: self._request({"status": n}))
        self.edit_button.clicked.connect(self.start_editing)
        self.browser.anchorClicked.connect(self._open_link)
        self.form.submitted.connect(self._save)
        self.form.cancelled.connect(self._stop_editing)
        self.tag_editor.tag_added.connect(lambda name: self._tag_request(name, remove=False))
        self.tag_editor.tag_removed.connect(lambda name: self._tag_request(name, remove=True))
        self.related_panel.suggestions.accepted.connect(lambda n: self._tag_request(n, False))

    def entry(self) -> EntryDetails | None:
        """The entry on show."""
        return self._entry

    def reading_text(self) -> str:
        """The plain text the pane shows: the tags and the reading page, or the empty-state note."""
        if self._entry is None:
            return self.empty_label.text()
        tags = "  ".join(self.tag_editor.tag_names())
        return (tags + "\n" if tags else "") + self.browser.toPlainText()

    def set_known_tags(self, tags: Sequence[tuple[str, str]]) -> None:
        """The library's tags (name, '#rrggbb'), offered while typing a tag."""
        self.tag_editor.set_known_tags(tags)

    def focus_tags(self) -> None:
        """Put the cursor in the tag box, ready to type a tag."""
        if self._entry is not None:
            self.tag_editor.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def show_entry(self, entry: EntryDetails | None) -> None:
        """Show *entry* (None: the empty state); the same entry again keeps scroll and edits."""
        same = entry is not None and self._entry is not None and entry.id == self._entry.id
        self._entry = entry
        self.related_panel.show_entry(entry)
        self.pdf_hits.show_entry(entry.id if entry is not None else None)
        if entry is None:
            self._stop_editing()
            self._pages.setCurrentIndex(0)
            return
        if not same:
            self._stop_editing()
            self._all_authors = False
            self.tag_editor.clear_text()  # half-typed text belonged to the previous paper
        elif self.is_editing():
            self.form.refresh(entry)
        self.tag_editor.set_tags(entry.tags)
        self.files.show_files(entry.files)
        self.status_selector.set_status(entry.status)
        self.star_rating.set_rating(entry.rating)
        self._render(keep_scroll=same)
        self._pages.setCurrentIndex(1)
        self.entry_shown.emit()

    def add_page(self, page: QWidget) -> None:
        """Another page the pane can show instead of one entry (several selected: multi_edit)."""
        self._pages.addWidget(page)

    def show_page(self, page: QWidget) -> None:
        """Show a page given to add_page; no entry is on show (show_entry comes back)."""
        self.show_entry(None)
        self._pages.setCurrentWidget(page)

    def set_highlight(self, words: Sequence[str]) -> None:
        """Mark *words* in the abstract (the current search)."""
        if tuple(words) == self._words:
            return
        self._words = tuple(words)
        self.pdf_hits.refresh()
        if self._entry is not None:
            self._render(keep_scroll=True)

    def start_editing(self) -> None:
        """Switch to the edit form, filled from the entry on show."""
        if self._entry is None or self.is_editing() or self._read_only:
            return
        self.form.load(self._entry)
        self._modes.setCurrentWidget(self.form)
        self.edit_button.hide()
        self._give_form_the_room(True)
        self.form.focus_first()

    def _give_form_the_room(self, editing: bool) -> None:
        """While editing, fold related papers and tag suggestions away: on a small screen
        they would leave the form (and a refused save's note) a few pixels."""
        for part in (self.related_panel, self.related_panel.suggestions):
            part.setMaximumHeight(0 if editing else QWIDGETSIZE_MAX)

    def is_editing(self) -> bool:
        """Whether the edit form is open."""
        return self._modes.currentWidget() is self.form

    def _stop_editing(self) -> None:
        """Back to reading; the form's contents are dropped."""
        if not self.is_editing():
            return
        had_focus = self.form.isAncestorOf(self.focusWidget() or self)
        self._modes.setCurrentWidget(self.browser)
        self.edit_button.show()
        self._give_form_the_room(False)
        if had_focus:
            self.browser.setFocus(Qt.FocusReason.OtherFocusReason)

    def _save(self, changes: dict[str, Any]) -> None:
        """The form was saved: ask for the changes to be stored; read again unless refused."""
        entry = self._entry
        self._refusal = None
        if entry is not None and changes:
            self._saving = True  # save_failed, called while the request runs, keeps the form
            try:
                self.edit_requested.emit(entry.id, changes)
            finally:
                self._saving = False
        if self._refusal is None:
            self._stop_editing()

    def save_origin(self, names: Iterable[str]) -> Seen | None:
        """What the form save under way started from (None: no form save, e.g. a rating),
        so only what nobody else changed meanwhile is written."""
        return self.form.origin.seen(names) if self._saving and self.is_editing() else None

    def save_failed(self, reason: str) -> bool:
        """The form's changes were not stored: keep the form as typed and say why.

        False when no form save was under way (the caller tells the person another way).
        """
        if not (self._saving and self.is_editing()):
            return False
        self._refusal = reason
        self.form.show_failure(reason)
        return True

    def set_read_only(self, read_only: bool) -> None:
        """Reading only (a read-only library): no rating, status, tags or edit form."""
        editors = (self.star_rating, self.status_selector, self.tag_editor, self.edit_button)
        for widget in (*editors, self.related_panel.suggestions):
            widget.setEnabled(not read_only)
        self._read_only = read_only
        if read_only:
            self._stop_editing()

    def _tag_request(self, name: str, remove: bool) -> None:
        """Ask for a tag to be added to (or removed from) the entry on show."""
        if self._entry is None:
            return
        signal = self.tag_remove_requested if remove else self.tag_add_requested
        signal.emit(self._entry.id, name)

    def _request(self, changes: dict[str, Any]) -> None:
        """Ask for an immediate change (rating, status) of the entry on show."""
        if self._entry is not None:
            self.edit_requested.emit(self._entry.id, changes)

    @contextmanager
    def rendering_once(self) -> Iterator[None]:
        """Renders asked for inside happen once, at the end (a keystroke of a search may
        show another entry and change the highlight: one page built, not two)."""
        self._held = True
        try:
            yield
        finally:
            self._held, wanted, self._wanted = False, self._wanted, None
            if wanted is not None:
                self._render(keep_scroll=wanted)

    def _render(self, keep_scroll: bool) -> None:
        """Rebuild the reading page from the entry, the highlight and the palette."""
        if self._held:  # keep the scroll only if every render asked for keeps it
            self._wanted = keep_scroll and (self._wanted is not False)
            return
        if self._entry is None:
            return
        style = ReadingStyle.from_widget(self)
        style = replace(style, body_pt=style.body_pt * ZOOM_FACTOR**self.zoom)
        font = self.font()
        font.setPointSizeF(style.body_pt)
        self.browser.document().setDefaultFont(font)
        page = entry_html(self._entry, self._words, self._all_authors)
        self.browser.set_page(page, style.css(), keep_scroll)

    def set_zoom(self, steps: int) -> None:
        """Show the reading text *steps* sizes larger (negative: smaller), within limits."""
        self.zoom = max(-ZOOM_LIMIT, min(ZOOM_LIMIT, steps))
        self._render(keep_scroll=True)

    def _open_link(self, url: QUrl) -> None:
        """Our own links act here; http(s) and doi open in the system browser; others do nothing."""
        if url.scheme() == INTERNAL_SCHEME:
            self._all_authors = True
            self._render(keep_scroll=True)
            return
        target = safe_external_url(url)
        if target is not None:
            QDesktopServices.openUrl(target)

    def changeEvent(self, event: QEvent) -> None:
        """Follow palette (dark mode) and font changes."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.FontChange):
            self._render(keep_scroll=True)
