"""The pane beside the paper table: read the selected paper; rate, tag, mark and edit it.

The page itself is built in reading_page and shown in a reading_browser.ReadingBrowser.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QEvent, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.detail.attachments_view import FileList
from papershelf.gui.detail.detail_form import EntryForm
from papershelf.gui.detail.list_notes import ListNoteStrip
from papershelf.gui.detail.pdf_hits import PdfHitsStrip
from papershelf.gui.detail.reading_browser import ReadingBrowser
from papershelf.gui.detail.reading_page import (
    INTERNAL_SCHEME,
    ReadingStyle,
    entry_html,
    safe_external_url,
)
from papershelf.gui.detail.reference_preview import ReferencePreview
from papershelf.gui.detail.related_panel import RelatedPanel
from papershelf.gui.detail.tag_editor import TagEditor
from papershelf.gui.shell.narrow_layout import PageStack
from papershelf.gui.translation import translate
from papershelf.gui.widgets import ActionBar, StarRating, StatusSelector
from papershelf.i18n import N
from papershelf.library.queries import EntryDetails
from papershelf.services.conflicts import Seen

EMPTY_TEXT = N("Select a paper to read it here")
QWIDGETSIZE_MAX = (1 << 24) - 1  # Qt's "no maximum" height (not exported by PySide6)
ZOOM_FACTOR = 1.12  # each Ctrl+= step makes the reading text this much larger
ZOOM_LIMIT = 8  # steps either way


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
        self.empty_label = QLabel(translate("", EMPTY_TEXT))
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.empty_label.setWordWrap(True)
        larger = self.empty_label.font()
        larger.setPointSizeF(larger.pointSizeF() * 1.15)
        self.empty_label.setFont(larger)
        self.status_selector = StatusSelector()
        self.star_rating = StarRating()
        self.edit_button = QPushButton(translate("detail_view", "Edit"))
        self.edit_button.setToolTip(translate("detail_view", "Edit every field of this paper (F2)"))
        self.tag_editor = TagEditor()
        self.browser = ReadingBrowser()
        self.form = EntryForm()
        self.related_panel = RelatedPanel()  # related papers and suggested tags (issue 9)
        self.list_note = (
            ListNoteStrip()
        )  # why it is in the reading list shown (gui/detail/list_notes)
        self.files = FileList()  # attached files (gui/features/attachments_ui acts on them)
        self.reference_preview = ReferencePreview()  # the paper in the citation style (issue 20)
        self.pdf_hits = PdfHitsStrip()  # where the search matched in its PDFs (gui/detail/pdf_hits)
        self._pages = PageStack()  # as wide as the page shown (multi-edit's is wider)
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
        self._strips = column  # feature strips go above the line (add_strip)
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

    def add_strip(self, strip: QWidget) -> None:
        """A feature's strip above the reading page (members_ui's readers), after the others."""
        self._strips.insertWidget(self._strips.indexOf(self.pdf_hits) + 1, strip)

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
