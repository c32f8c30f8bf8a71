"""The detail view's related papers (click one to go there) and suggested tags (click to add)."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from papershelf.formats.text.markup import to_plain
from papershelf.gui.colours import colour
from papershelf.gui.detail.related_reads import FLOOR, RelatedFound, RelatedReader
from papershelf.gui.features.related_service import RelatedService
from papershelf.gui.flow_layout import FlowLayout
from papershelf.gui.safe_text import button_text, cell_text, shortened, tooltip_html
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.db_errors import DATABASE_ERRORS
from papershelf.library.queries import EntryDetails, load_rows
from papershelf.services.related import Hit

SHOWN = 5  # related papers listed under the reading page
SHORT_SCREEN = 900  # logical pixels: below this the related papers start two rows high
DEBOUNCE_MS = 60  # arrowing through the table asks once the selection rests
# The library cannot be read just now (a shared library's server gone): rows stay as they were.
UNREADABLE = N("Cannot be read just now; they come back with the library")


def mixed(one: QColor, other: QColor, weight: float) -> QColor:
    """*weight* of *one* blended into *other*."""
    return QColor.fromRgbF(
        one.redF() * weight + other.redF() * (1 - weight),
        one.greenF() * weight + other.greenF() * (1 - weight),
        one.blueF() * weight + other.blueF() * (1 - weight),
    )


def percent(score: float) -> str:
    """A similarity as people read it: '42%'."""
    return f"{round(score * 100)}%"


class RelatedRow(QWidget):
    """One related paper: its title and year, and a bar for how alike it is; click to open."""

    clicked = Signal(int)
    BAR_WIDTH = 56

    def __init__(self, entry_id: int, title: str, meta: str, score: float, why: str) -> None:
        super().__init__()
        self.entry_id = entry_id
        self.title = title
        self.meta = meta
        self.score = score
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        alike = translate("related_panel", "{percent} alike").format(percent=percent(score))
        shared = translate("related_panel", " — shared: {words}").format(words=why) if why else ""
        self.setToolTip(tooltip_html(f"{title}\n{alike}{shared}"))
        self.setAccessibleName(
            shortened(
                translate("related_panel", "Related paper: {title}, {alike}").format(
                    title=title, alike=alike
                )
            )
        )
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab reaches it; Return opens it

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return, Enter or Space opens the paper, as a click does."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.clicked.emit(self.entry_id)
            event.accept()
            return
        super().keyPressEvent(event)

    def sizeHint(self) -> QSize:
        """Two lines of text and a little air."""
        return QSize(240, self.fontMetrics().height() * 2 + 12)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click opens the paper."""
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
            event.position().toPoint()
        ):
            self.clicked.emit(self.entry_id)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Title (elided), year and venue muted, and the similarity bar at the right."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        text, base = palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)
        if self.underMouse() or self.hasFocus():  # the focus shows as the hover does
            painter.fillRect(
                self.rect(), mixed(palette.color(QPalette.ColorRole.Highlight), base, 0.08)
            )
        metrics = self.fontMetrics()
        right = self.width() - self.BAR_WIDTH - 18
        line = metrics.height()
        painter.setPen(
            palette.color(QPalette.ColorRole.Link) if self.underMouse() or self.hasFocus() else text
        )
        title = metrics.elidedText(cell_text(self.title), Qt.TextElideMode.ElideRight, right - 8)
        painter.drawText(8, 5 + metrics.ascent(), title)
        painter.setPen(mixed(text, base, 0.55))
        painter.drawText(
            8,
            7 + line + metrics.ascent(),
            metrics.elidedText(cell_text(self.meta), Qt.TextElideMode.ElideRight, right - 8),
        )
        self._paint_bar(painter, QRectF(right + 6, 6 + line * 0.35, self.BAR_WIDTH, 5), text, base)
        painter.end()

    def _paint_bar(self, painter: QPainter, bar: QRectF, text: QColor, base: QColor) -> None:
        """A thin rounded bar filled in proportion to the score, its percentage below."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(mixed(text, base, 0.12))
        painter.drawRoundedRect(bar, 2.5, 2.5)
        filled = QRectF(
            bar.left(), bar.top(), max(5.0, bar.width() * min(1.0, self.score * 2)), bar.height()
        )
        painter.setBrush(colour("chart.added"))
        painter.drawRoundedRect(filled, 2.5, 2.5)
        painter.setPen(mixed(text, base, 0.55))
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        painter.setFont(small)
        painter.drawText(
            QRectF(bar.left(), bar.bottom() + 2, bar.width(), 16),
            int(Qt.AlignmentFlag.AlignRight),
            percent(self.score),
        )


class TagSuggestions(QWidget):
    """'Suggested' and a chip per tag worth adding; a click adds the tag."""

    accepted = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._flow = FlowLayout(self, spacing=4)
        self._flow.setContentsMargins(0, 4, 0, 0)
        self.label = QLabel(translate("related_panel", "Suggested:"))
        self.label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self._flow.addWidget(self.label)
        self.chips: list[QToolButton] = []
        self._filler: QWidget | None = None
        self.hide()

    def names(self) -> list[str]:
        """The tags offered, best first."""
        return [str(chip.property("tag")) for chip in self.chips]

    def set_suggestions(self, suggestions: list[tuple[str, str]]) -> None:
        """Offer (name, why) pairs; none hides the row."""
        self._flow.drop_widgets(self.chips)
        self._flow.drop_widgets([self._filler] if self._filler else [])
        self.chips = [self._chip(name, why) for name, why in suggestions]
        for chip in self.chips:
            self._flow.addWidget(chip)
        self._filler = QWidget()  # the flow's last item fills its line: let it be empty
        self._filler.setFixedSize(1, 1)
        self._flow.addWidget(self._filler)
        self.setVisible(bool(self.chips))

    def _chip(self, name: str, why: str) -> QToolButton:
        """A flat button '+ name' that adds the tag."""
        chip = QToolButton()
        chip.setText(button_text(f"+ {name}"))
        chip.setProperty("tag", name)
        chip.setAutoRaise(True)
        chip.setCursor(Qt.CursorShape.PointingHandCursor)
        chip.setToolTip(
            tooltip_html(
                translate("related_panel", "Add the tag '{name}' ({why})").format(
                    name=name, why=why
                )
            )
        )
        chip.setAccessibleName(shortened(f"Add suggested tag {name}"))
        chip.setStyleSheet(
            "QToolButton { border: 1px dashed palette(mid); border-radius: 9px; padding: 1px 7px; }"
            "QToolButton:hover { border-style: solid; }"
        )
        chip.clicked.connect(lambda _checked=False, n=name: self.accepted.emit(n))
        return chip


class RelatedPanel(QWidget):
    """'Related papers' under the reading page, and the tag suggestions of the same entry."""

    open_requested = Signal(int)  # entry id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._service: RelatedService | None = None
        self._entry_id: int | None = None
        self.suggestions = TagSuggestions()
        self.heading = QLabel(translate("related_panel", "RELATED PAPERS"))
        self.note = QLabel()
        self.rows: list[RelatedRow] = []
        self.shown_for: int | None = None  # the entry the rows are about
        self.reader = RelatedReader(self)  # the questions, asked on the task runner
        self.paused = False  # until resume(): the window has not painted its first rows yet
        self._timer = QTimer(self, singleShot=True, interval=DEBOUNCE_MS)
        self._timer.timeout.connect(self.refresh)
        self._lay_out()
        self.hide()

    def _lay_out(self) -> None:
        """Heading, then the rows."""
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 0.8)
        font.setWeight(QFont.Weight.DemiBold)
        self.heading.setFont(font)
        self.heading.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        header = QHBoxLayout()
        header.addWidget(self.heading)
        header.addStretch(1)
        header.addWidget(self.note)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 10)
        outer.setSpacing(0)
        outer.addLayout(header)
        outer.addWidget(self._scrolled_rows(), 1)

    def _scrolled_rows(self) -> QScrollArea:
        """The rows in a frameless scroll area: the panel can be as short as its splitter wants."""
        rows = QWidget()
        rows.setBackgroundRole(QPalette.ColorRole.Base)
        self._column = QVBoxLayout(rows)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(0)
        self._column.setAlignment(Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(rows)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the rows take the focus, not the frame
        scroll.viewport().setBackgroundRole(QPalette.ColorRole.Base)
        return scroll

    def sizeHint(self) -> QSize:
        """The heading and three rows (two on a short screen): the reading page keeps the rest."""
        screen = self.screen()
        short = screen is not None and screen.availableGeometry().height() < SHORT_SCREEN
        rows = 2 if short else 3
        return QSize(240, self.heading.sizeHint().height() + rows * self._row_height() + 18)

    def minimumSizeHint(self) -> QSize:
        """The heading and one row."""
        return QSize(120, self.heading.sizeHint().height() + self._row_height() + 18)

    def _row_height(self) -> int:
        """The height of one related paper's row."""
        return self.fontMetrics().height() * 2 + 12

    def set_service(self, service: RelatedService) -> None:
        """Where related papers and suggestions come from."""
        self._service = service
        service.ready.connect(self.refresh)
        service.updated.connect(self.refresh)

    def show_entry(self, entry: EntryDetails | None) -> None:
        """Follow the detail view to another entry (None: nothing shown)."""
        self._entry_id = entry.id if entry is not None else None
        if entry is None:
            self.reader.cancel()
            self.hide()
            self.suggestions.set_suggestions([])
            return
        self._timer.start()

    def pause(self) -> None:
        """Ask nothing until resume() (the window's start: its first rows paint first)."""
        self.paused = True

    def resume(self) -> None:
        """Ask for the entry on show now (the window has painted)."""
        self.paused = False
        self.refresh()

    def refresh(self) -> None:
        """Ask again for the entry on show (after a change), on the task runner: the rows
        change when the answer comes (one for a paper no longer shown is dropped)."""
        service, entry_id = self._service, self._entry_id
        if service is None or entry_id is None or self.paused:
            return
        self.reader.ask(service.lib, entry_id, SHOWN, self._show_found, self._refresh_here)

    def _refresh_here(self) -> None:
        """Read on this thread (the worker could not open the library)."""
        service, entry_id = self._service, self._entry_id
        if service is None or entry_id is None:
            return
        try:
            hits = [hit for hit in service.related(entry_id, SHOWN) if hit.score >= FLOOR]
            suggested = [(s.name, s.reason) for s in service.suggestions(entry_id)]
            info = load_rows(service.lib, [hit.entry_id for hit in hits])
            why = {hit.entry_id: service.shared_words(entry_id, hit.entry_id) for hit in hits}
        except DATABASE_ERRORS:  # the server is gone: the window says so in its banner
            self.note.setText(translate("", UNREADABLE))
            return
        self._show_found(RelatedFound(entry_id, hits, info, why, suggested))

    def _show_found(self, found: RelatedFound) -> None:
        """Show what was found, if it is about the entry still on show."""
        if found.entry_id != self._entry_id:
            return
        self.suggestions.set_suggestions(found.suggested)
        self._set_rows(found.hits, found.rows, found.why)
        self.shown_for = found.entry_id

    def _set_rows(
        self, hits: list[Hit], info: Mapping[int, object], why: Mapping[int, list[str]]
    ) -> None:
        """Replace the rows (*info*: the hits' list rows, *why*: their shared words); a note
        when nothing is alike."""
        for row in self.rows:
            row.deleteLater()
        self.rows = []
        for hit in hits:
            if hit.entry_id in info:
                words = ", ".join(why.get(hit.entry_id, []))
                self._add_row(hit.entry_id, hit.score, info[hit.entry_id], words)
        self.note.setText("" if self.rows else translate("related_panel", "Nothing alike yet"))
        self.setVisible(True)

    def _add_row(self, other: int, score: float, row: object, why: str) -> None:
        """One clickable related paper."""
        title = to_plain(getattr(row, "title", "")) or "Untitled"
        parts = [
            getattr(row, "authors", ""),
            str(getattr(row, "year", "") or ""),
            getattr(row, "venue", ""),
        ]
        widget = RelatedRow(other, title, " · ".join(p for p in parts if p), score, why)
        widget.clicked.connect(self.open_requested)
        self._column.addWidget(widget)
        self.rows.append(widget)
