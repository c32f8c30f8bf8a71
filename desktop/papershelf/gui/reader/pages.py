"""The reader's pages in one scrolling column: painting, zoom, selection by dragging, links.

Pages are painted from the jobs' tiles at the current zoom (a part not drawn yet shows
another zoom's tiles stretched, or white, while its tile is asked for); the tiles on screen
are asked for first, then those a screen above and below, so a page turn finds them drawn.
On top: the library's annotations in their colours, find hits (the current one stronger),
and the selection. A drag selects characters of one page in reading order; a click without
a drag on a link follows it. Ctrl+wheel zooms about the mouse.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import cast

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from papershelf.formats.pdf.geometry import PageFrame, Rect, contains
from papershelf.formats.pdf.text import PageText
from papershelf.formats.pdf.tiles import TileSpec
from papershelf.formats.pdf.values import DocumentInfo, Link
from papershelf.gui.appearance import follow_scheme
from papershelf.gui.colours import colour
from papershelf.gui.reader import marks
from papershelf.gui.reader.area import AreaDrag, paint_band
from papershelf.gui.reader.asks import TileAsks, Window, tile_key, tiles_between
from papershelf.gui.reader.jobs import ReaderJobs, TileCache, TileKey
from papershelf.gui.reader.layout import PageLayout, clamp_scale
from papershelf.gui.reader.painting import (
    paint_annotations,
    paint_backdrop,
    paint_hits,
    paint_tiles,
)
from papershelf.library.annotations_sql import AnnotationRow

DRAG_DISTANCE = 4  # pixels a press must move to start a selection instead of a click
ZOOM_STEP = 1.2


@dataclass(frozen=True)
class Selection:
    """Characters start..end-1 of page *page* (0-based), in reading order."""

    page: int
    start: int
    end: int


class PagesView(QAbstractScrollArea):
    """The pages of one PDF, scrolled continuously."""

    page_changed = Signal(int)  # the page at the top of the view (0-based)
    selection_changed = Signal()
    link_clicked = Signal(object)  # Link
    area_drawn = Signal(int, object)  # page (0-based), Rect in PDF points: the area tool's
    area_tool_left = Signal()  # Esc with the area tool on
    zoom_changed = Signal(float)

    def __init__(self, jobs: ReaderJobs, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readerPages")
        self.jobs = jobs
        self.cache = TileCache()
        self.asks = TileAsks()
        self.layout_ = PageLayout.make((), 1.0)
        self.texts: dict[int, PageText] = {}
        self.links: dict[int, list[Link]] = {}
        self.annotations: list[AnnotationRow] = []
        self.hits: list[tuple[int, list[Rect]]] = []
        self.current_hit = -1
        self.selection: Selection | None = None
        self._press: tuple[QPoint, int, int] | None = None  # where, page, character
        self._dragging = False
        self.area_mode = False  # a drag draws an area (a rectangle) instead of selecting
        self._area: AreaDrag | None = None
        self._last_page = -1
        self.exact_frames_wanted = False  # ask for them once the first page is drawn
        self.dark = False  # pages drawn light on dark (their colours inverted)
        self.rotation = 0  # degrees every page is turned clockwise
        self._frames: tuple[PageFrame, ...] = ()  # as the PDF has them (before turning)
        self.viewport().setMouseTracking(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)  # fit width stays
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._backdrop = colour("reader.backdrop")
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # paints it all
        follow_scheme(self, self._scheme_changed)
        jobs.tile_ready.connect(self._tile_ready)
        jobs.text_ready.connect(self._text_ready)
        jobs.links_ready.connect(self._links_ready)
        jobs.frames_ready.connect(self._frames_ready)
        jobs.failed.connect(lambda page, _why: self.asks.failed(page))
        self.verticalScrollBar().valueChanged.connect(self._scrolled)

    def _scheme_changed(self) -> None:
        """The grey around the pages, in the current colour scheme."""
        self._backdrop = colour("reader.backdrop")
        self.viewport().update()

    # --- document and zoom ----------------------------------------------------------------
    def set_document(self, info: DocumentInfo, scale: float) -> None:
        """Show *info*'s pages at *scale*."""
        self._frames = info.pages
        self.layout_ = PageLayout.make(self._turned(), clamp_scale(scale))
        self._update_scrollbars()
        self.viewport().update()

    @property
    def scale(self) -> float:
        """The zoom: logical pixels per PDF point."""
        return self.layout_.scale

    @property
    def page_count(self) -> int:
        """How many pages the document has."""
        return len(self.layout_.frames)

    def set_scale(self, scale: float, anchor: QPointF | None = None) -> None:
        """Zoom to *scale*, keeping the point under *anchor* (viewport pixels) in place."""
        scale = clamp_scale(scale)
        if abs(scale - self.scale) < 1e-4 or not self.page_count:
            return
        anchor = anchor or QPointF(self.viewport().width() / 2, 0)
        page, point = self._page_point(anchor)
        self.layout_ = PageLayout.make(self.layout_.frames, scale)
        self._update_scrollbars()
        self._scroll_point_to(page, point, anchor)
        self.zoom_changed.emit(scale)
        self.viewport().update()

    def fit_width_scale(self) -> float:
        """The zoom at which the widest page fills the view's width."""
        widest = max((frame.size[0] for frame in self.layout_.frames), default=1.0)
        return (self.viewport().width() - 2 * 12 - 2) / widest

    def fit_page_scale(self) -> float:
        """The zoom at which the current page fits whole in the view."""
        _width, height = self.layout_.frames[self.current_page()].size
        return min(self.fit_width_scale(), (self.viewport().height() - 2 * 12) / height)

    def zoom_in(self) -> None:
        """One step larger."""
        self.set_scale(self.scale * ZOOM_STEP)

    def zoom_out(self) -> None:
        """One step smaller."""
        self.set_scale(self.scale / ZOOM_STEP)

    # --- moving ---------------------------------------------------------------------------
    def current_page(self) -> int:
        """The page being read (0-based): the one a third of the way down the view."""
        return self.layout_.page_at(self.verticalScrollBar().value() + self.viewport().height() / 3)

    def _top_page(self) -> int:
        """The page at the top of the view, with a gap's tolerance."""
        return self.layout_.page_at(self.verticalScrollBar().value() + 2 * 12)

    def go_to(self, page: int, top: float | None = None) -> None:
        """Scroll page *page* (0-based) to the top, or its height *top* (points) to a third
        of the way down the view (a link's target, a find hit: with the lines above it)."""
        page = max(0, min(self.page_count - 1, page))
        rect = self.layout_.page_rect(page, self.viewport().width())
        y = rect.y() - 12
        if top is not None:
            where = self.layout_.to_content(page, (0, top, 0, top), self.viewport().width())
            y = where.y() - self.viewport().height() / 3
        self.verticalScrollBar().setValue(round(y))

    def position(self) -> tuple[int, float]:
        """(page, fraction of it scrolled past): what a reopened window goes back to."""
        page = self._top_page()
        rect = self.layout_.page_rect(page, self.viewport().width())
        return page, max(0.0, (self.verticalScrollBar().value() - rect.y()) / rect.height())

    def restore_position(self, page: int, fraction: float) -> None:
        """Scroll back to a position() taken earlier."""
        page = max(0, min(self.page_count - 1, page))
        rect = self.layout_.page_rect(page, self.viewport().width())
        self.verticalScrollBar().setValue(round(rect.y() + fraction * rect.height()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """PgUp/PgDn a page, Space/Shift+Space a screen, Home/End the ends, arrows a line."""
        key, bar = event.key(), self.verticalScrollBar()
        if key == Qt.Key.Key_Escape and self.area_mode:
            self.area_tool_left.emit()
            return
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        screen = round(self.viewport().height() * 0.9)
        moves = {
            Qt.Key.Key_PageDown: lambda: self.go_to(self._top_page() + 1),
            Qt.Key.Key_PageUp: lambda: self.go_to(self._page_up_target()),
            Qt.Key.Key_Space: lambda: bar.setValue(bar.value() + (-screen if shift else screen)),
            Qt.Key.Key_Home: lambda: self.go_to(0),
            Qt.Key.Key_End: lambda: self.go_to(self.page_count - 1),
            Qt.Key.Key_Down: lambda: bar.setValue(bar.value() + 40),
            Qt.Key.Key_Up: lambda: bar.setValue(bar.value() - 40),
        }
        move = moves.get(Qt.Key(key))
        if move is None or event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            super().keyPressEvent(event)
            return
        move()

    def _page_up_target(self) -> int:
        """The page PgUp goes to: this one's top if it is scrolled into, else the one before."""
        page = self._top_page()
        rect = self.layout_.page_rect(page, self.viewport().width())
        return page if self.verticalScrollBar().value() > rect.y() - 12 + 2 else page - 1

    def wheelEvent(self, event: QWheelEvent) -> None:
        """Ctrl+wheel zooms about the mouse; the wheel alone scrolls."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self.set_scale(self.scale * ZOOM_STEP**steps, event.position())
            event.accept()
            return
        super().wheelEvent(event)

    # --- annotations, hits, selection ------------------------------------------------------
    def set_annotations(self, rows: Sequence[AnnotationRow]) -> None:
        """The annotations to paint."""
        self.annotations = list(rows)
        self.viewport().update()

    def rotate(self, degrees: int) -> None:
        """Turn every page by *degrees* (a multiple of 90) more, keeping the page in view."""
        page = self.current_page()
        self.rotation = (self.rotation + degrees) % 360
        self.jobs.rotation = self.rotation
        self.cache = TileCache()
        self.asks.clear()
        self.layout_ = PageLayout.make(self._turned(), self.scale)
        self._update_scrollbars()
        self.go_to(page)
        self.viewport().update()

    def _turned(self) -> tuple[PageFrame, ...]:
        """The frames with the reader's turn added to each page's own."""
        return tuple(PageFrame(f.box, (f.rotation + self.rotation) % 360) for f in self._frames)

    def set_dark(self, dark: bool) -> None:
        """Draw the pages light on dark (or as printed)."""
        self.dark = dark
        self.viewport().update()

    def set_hits(self, hits: list[tuple[int, list[Rect]]], current: int) -> None:
        """Find hits to paint (page, rectangles), *current* stronger."""
        self.hits, self.current_hit = hits, current
        self.viewport().update()

    def selected_text(self) -> str:
        """The selection's words, mended for a person."""
        if self.selection is None or self.selection.page not in self.texts:
            return ""
        return self.texts[self.selection.page].quote(self.selection.start, self.selection.end)

    def selected_rects(self) -> list[Rect]:
        """The selection's rectangles, one a line (PDF points)."""
        if self.selection is None or self.selection.page not in self.texts:
            return []
        return self.texts[self.selection.page].rects(self.selection.start, self.selection.end)

    def clear_selection(self) -> None:
        """Select nothing."""
        if self.selection is not None:
            self.selection = None
            self.selection_changed.emit()
            self.viewport().update()

    # --- mouse ----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Start a selection (or a click) at the character under the mouse."""
        if event.button() != Qt.MouseButton.LeftButton or not self.page_count:
            super().mousePressEvent(event)
            return
        page, point = self._page_point(event.position())
        if self.area_mode:
            self._area = AreaDrag(page, point, point)
            self.clear_selection()
            return
        index = self._char_at(page, point)
        self._press = (event.position().toPoint(), page, -1 if index is None else index)
        self._dragging = False
        self.clear_selection()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Extend the selection to the character under the mouse; a hand over a link."""
        if self._area is not None or self.area_mode:
            self._drag_area(event.position())
            return
        if self._press is None:
            over_link = self._link_at(event.position()) is not None
            shape = Qt.CursorShape.PointingHandCursor if over_link else Qt.CursorShape.IBeamCursor
            self.viewport().setCursor(shape)
            return
        start_pos, page, start = self._press
        moved = (event.position().toPoint() - start_pos).manhattanLength() >= DRAG_DISTANCE
        if not moved and not self._dragging:
            return
        self._dragging = True
        _page, point = self._point_on(page, event.position())
        index = self._char_at(page, point)
        if start < 0 or index is None:
            return
        low, high = sorted((start, index))
        self.selection = Selection(page, low, high + 1)
        self.selection_changed.emit()
        self.viewport().update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """End a drag; a click on a link follows it; an area dragged is handed over."""
        area, self._area = self._area, None
        if area is not None:
            if area.big_enough():
                self.area_drawn.emit(area.page, area.rect)
            self.viewport().update()
            return
        if self._press is not None and not self._dragging:
            link = self._link_at(event.position())
            if link is not None:
                self.link_clicked.emit(link)
        self._press, self._dragging = None, False

    def set_area_mode(self, on: bool) -> None:
        """Drags draw areas (on) or select words (off)."""
        self.area_mode, self._area = on, None
        shape = Qt.CursorShape.CrossCursor if on else Qt.CursorShape.IBeamCursor
        self.viewport().setCursor(shape)
        self.viewport().update()

    def _drag_area(self, position: QPointF) -> None:
        """The area being dragged reaches the mouse (kept to its page)."""
        self.viewport().setCursor(Qt.CursorShape.CrossCursor)
        if self._area is not None:
            self._area.end = self._point_on(self._area.page, position)[1]
            self.viewport().update()

    def _page_point(self, position: QPointF) -> tuple[int, tuple[float, float]]:
        """The page and PDF point under a viewport position."""
        content = self._content(position)
        page = self.layout_.page_at(content.y())
        return page, self.layout_.to_page(page, content, self.viewport().width())

    def _point_on(self, page: int, position: QPointF) -> tuple[int, tuple[float, float]]:
        """The PDF point of page *page* under a viewport position (even outside the page)."""
        content = self._content(position)
        return page, self.layout_.to_page(page, content, self.viewport().width())

    def _content(self, position: QPointF) -> QPointF:
        """A viewport position in content pixels."""
        return QPointF(
            position.x() + self.horizontalScrollBar().value(),
            position.y() + self.verticalScrollBar().value(),
        )

    def _char_at(self, page: int, point: tuple[float, float]) -> int | None:
        """The character index under a point of a page whose text is loaded."""
        text = self.texts.get(page)
        return None if text is None else text.char_at(*point)

    def _link_at(self, position: QPointF) -> Link | None:
        """The link under a viewport position, if its page's links are loaded."""
        if not self.page_count:
            return None
        page, (x, y) = self._page_point(position)
        for link in self.links.get(page, []):
            if contains(link.rect, x, y, margin=1.0):
                return link
        return None

    # --- painting -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the visible pages and what lies on them; ask for what is missing."""
        painter = QPainter(self.viewport())
        dx, dy = self.horizontalScrollBar().value(), self.verticalScrollBar().value()
        painter.translate(-dx, -dy)
        top, bottom = dy, dy + self.viewport().height()
        shown = QRectF(dx, dy, self.viewport().width(), self.viewport().height())
        visible = self.layout_.visible(top, bottom)
        width = self.viewport().width()
        rects = [self.layout_.page_rect(page, width) for page in visible]
        paint_backdrop(painter, shown, rects, self._backdrop)
        for page in visible:
            self._paint_page(painter, page, shown)
        painter.end()
        self._ask_around(top, bottom)

    def _paint_page(self, painter: QPainter, page: int, shown: QRectF) -> None:
        """One page: its bitmap (or white while it comes), annotations, hits, selection."""
        rect = self.layout_.page_rect(page, self.viewport().width())
        tiles = self.cache.of_page(page)
        paint_tiles(painter, rect, tiles, shown, self.scale, self.devicePixelRatioF())
        if self.dark:  # white - colour: black paper, light ink
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
            painter.fillRect(rect, Qt.GlobalColor.white)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        width = self.viewport().width()
        paint_annotations(painter, self.layout_.to_content, page, width, self.annotations)
        paint_hits(painter, self.layout_.to_content, page, width, self.hits, self.current_hit)
        if self._area is not None and self._area.page == page:
            paint_band(painter, self.layout_.to_content(page, self._area.rect, width))
        for box in self.selected_rects() if self.selection and self.selection.page == page else []:
            painter.fillRect(self.layout_.to_content(page, box, width), marks.SELECTION_COLOUR)

    def _render_scale(self) -> float:
        """The scale pages are drawn at: the zoom times the screen's pixel ratio."""
        return round(self.scale * self.devicePixelRatioF(), 4)

    def _window(self, top: float, bottom: float) -> Window:
        """The view's width between content heights *top* and *bottom*, at this zoom."""
        left, width = self.horizontalScrollBar().value(), self.viewport().width()
        ratio = self.devicePixelRatioF()
        return Window(left, top, width, bottom, self._render_scale(), ratio, self.rotation)

    def _tiles_between(self, top: float, bottom: float) -> list[TileSpec]:
        """The tiles of the pages between content heights *top* and *bottom* that show in
        the view's width there, page by page from the top."""
        return [seen.spec for seen in tiles_between(self.layout_, self._window(top, bottom))]

    def _key(self, spec: TileSpec) -> TileKey:
        """The cache's key of a tile at the current zoom."""
        return tile_key(spec, self._render_scale())

    def page_drawn(self, page: int) -> bool:
        """Whether what shows of *page* is drawn at the current zoom (not stretched, not white)."""
        dy = self.verticalScrollBar().value()
        shown = [
            s for s in self._tiles_between(dy, dy + self.viewport().height()) if s.page == page
        ]
        return bool(shown) and all(self.cache.get(self._key(s)) is not None for s in shown)

    def ask_now(self) -> None:
        """Ask for what the view shows now, before it is painted (a window opening asks
        first, then builds its other parts while the worker draws)."""
        top = self.verticalScrollBar().value()
        self._ask_around(top, top + self.viewport().height())

    def _ask_around(self, top: float, bottom: float) -> None:
        """Ask for the tiles on screen, the text and links of the pages on screen and one
        beyond each end, and the tiles a screen above and below (see asks.py's order)."""
        visible = self.layout_.visible(top, bottom)
        if not visible:
            return
        screen = bottom - top
        shown = tiles_between(self.layout_, self._window(top, bottom))
        near = tiles_between(self.layout_, self._window(top - screen, bottom + screen))
        around, on_screen = self.asks.order(shown, near, (top + bottom) / 2)
        wanted = {self._key(seen.spec) for seen in near} | {self._key(s.spec) for s in shown}
        beside = [max(0, visible.start - 1), min(self.page_count, visible.stop + 1) - 1]
        self.asks.wanted(wanted)
        with self.jobs.batch():  # the newest ask is drawn first
            self.jobs.keep_tiles(wanted)
            self._ask_texts(page for page in beside if page not in visible)
            self._ask_tiles(around)
            self._ask_texts(visible)
            self._ask_tiles(on_screen)

    def _ask_tiles(self, specs: list[TileSpec]) -> None:
        """Ask for those of *specs* at this zoom neither drawn nor asked for already."""
        scale = self._render_scale()
        for spec in specs:
            key = self._key(spec)
            if self.cache.get(key) is None and self.asks.ask(key):
                self.jobs.tile(spec, scale)

    def _ask_texts(self, pages: Iterable[int]) -> None:
        """Ask for the text and links of those *pages* whose text is not here yet."""
        for page in pages:
            if page not in self.texts and self.asks.ask_text(page):
                self.jobs.text(page)
                self.jobs.links(page)

    def _tile_ready(self, spec: object, scale: float, image: object) -> None:
        """A tile came: keep it with its place on the page, and paint."""
        assert isinstance(spec, TileSpec) and hasattr(image, "sizeInBytes")
        x, y, width, height = spec.rect
        place = QRectF(x / scale, y / scale, width / scale, height / scale)
        key = tile_key(spec, scale)
        self.asks.arrived(key)
        self.cache.put(key, place, image)  # type: ignore[arg-type]
        self.viewport().update()
        if self.exact_frames_wanted and self.page_drawn(self.current_page()):
            self.exact_frames_wanted = False  # after what shows (the jobs load every page)
            self.jobs.frames(len(self._frames))

    def _text_ready(self, page: int, text: object) -> None:
        """A page's text came."""
        self.asks.text_arrived(page)
        self.texts[page] = text  # type: ignore[assignment]

    def _frames_ready(self, start: int, frames: object) -> None:
        """Exact frames of pages from *start* came: the same sizes, so only where points map
        to changes (nothing, for most PDFs: their crop boxes start at 0, 0)."""
        exact = tuple(cast("Iterable[PageFrame]", frames))
        stop = start + len(exact)
        if exact == self._frames[start:stop]:
            return
        self._frames = self._frames[:start] + exact + self._frames[stop:]
        turned = tuple(PageFrame(f.box, (f.rotation + self.rotation) % 360) for f in exact)
        frames_now = self.layout_.frames[:start] + turned + self.layout_.frames[stop:]
        self.layout_ = dataclasses.replace(self.layout_, frames=frames_now)
        self.viewport().update()

    def _links_ready(self, page: int, links: object) -> None:
        """A page's links came."""
        self.links[page] = list(links)  # type: ignore[call-overload]

    # --- scrolling ------------------------------------------------------------------------
    def resizeEvent(self, event: object) -> None:
        """Keep the scroll range in step with the view's size."""
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._update_scrollbars()

    def _update_scrollbars(self) -> None:
        """Scroll ranges for the content at this zoom."""
        view = self.viewport()
        self.verticalScrollBar().setRange(0, max(0, round(self.layout_.height) - view.height()))
        self.verticalScrollBar().setPageStep(view.height())
        self.verticalScrollBar().setSingleStep(40)
        self.horizontalScrollBar().setRange(0, max(0, round(self.layout_.width) - view.width()))
        self.horizontalScrollBar().setPageStep(view.width())

    def _scroll_point_to(self, page: int, point: tuple[float, float], anchor: QPointF) -> None:
        """Scroll so that *point* of *page* is under *anchor* again."""
        where = self.layout_.to_content(page, (*point, *point), self.viewport().width())
        self.horizontalScrollBar().setValue(round(where.x() - anchor.x()))
        self.verticalScrollBar().setValue(round(where.y() - anchor.y()))

    def _scrolled(self, _value: int) -> None:
        """Tell when another page reached the top."""
        page = self.current_page()
        if page != self._last_page:
            self._last_page = page
            self.page_changed.emit(page)
