"""PDFium (pypdfium2) in this process: open a PDF, render a page, read its text and links.

Run it through `worker.PdfWorker` wherever a stranger's PDF is opened: PDFium is C, and a
file made to crash or hang it must cost a message, not the app. The types returned here
are plain values (tuples, dataclasses of str/float/int), so they cross a process boundary.
"""

from __future__ import annotations

import ctypes
from pathlib import Path
from typing import Any

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from papershelf.formats.pdf import loaded
from papershelf.formats.pdf.files import check_header
from papershelf.formats.pdf.geometry import PageFrame, Rect, normalised
from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.formats.pdf.text import PageText
from papershelf.formats.pdf.values import (
    EXACT_FRAMES,
    Bitmap,
    DocumentInfo,
    Link,
    OutlineItem,
    SharedBitmap,
)
from papershelf.i18n import translate

MAX_PIXELS = 40_000_000  # a render larger than this (a 200-inch page at high zoom) is scaled down


def open_document(path: Path, password: str | None = None) -> pdfium.PdfDocument:
    """The PDF at *path*, opened by PDFium; PdfError with the reason when it cannot be."""
    check_header(path)
    try:
        document = pdfium.PdfDocument(str(path), password=password)
    except pdfium.PdfiumError as error:
        raise PdfError(_open_failure(str(error), password)) from error
    if len(document) == 0:
        raise PdfError(translate("pdf", "is damaged: no pages could be found"))
    return document


def _open_failure(message: str, password: str | None) -> str:
    """A person's reading of PDFium's load error."""
    if "password" in message.lower():
        return "needs a password" if not password else "needs a password: that one is wrong"
    if "format" in message.lower() or "file" in message.lower():
        return translate("pdf", "is damaged or cut short and cannot be shown")
    return translate("pdf", "cannot be shown ({why})").format(why=message)


def document_info(document: pdfium.PdfDocument) -> DocumentInfo:
    """The pages' frames, the outline and the title of an open document, quickly: the first
    pages' frames exact, the others from their sizes alone (PDFium reads a size without
    loading the page: 300 pages in 10 ms, against 0.3 s loaded); page_frames has them all."""
    count = len(document)
    exact = [_frame(document, index) for index in range(min(count, EXACT_FRAMES))]
    sized = [_sized_frame(document, index) for index in range(len(exact), count)]
    return DocumentInfo(tuple(exact + sized), tuple(outline(document)), _title(document))


def page_frames(
    document: pdfium.PdfDocument, start: int = 0, stop: int | None = None
) -> tuple[PageFrame, ...]:
    """The exact frames (crop box and rotation) of pages *start* to *stop* - 1 (all by
    default): loads each page."""
    count = len(document)
    stop = count if stop is None else max(0, min(count, stop))
    return tuple(_frame(document, index) for index in range(max(0, start), stop))


def _sized_frame(document: pdfium.PdfDocument, index: int) -> PageFrame:
    """A frame of the page's shown size at the origin, unrotated (until the exact one)."""
    width, height = document.get_page_size(index)
    return PageFrame((0.0, 0.0, float(width), float(height)))


def _frame(document: pdfium.PdfDocument, index: int) -> PageFrame:
    """Page *index*'s crop box and rotation."""
    page = document[index]
    try:
        return PageFrame(normalised(page.get_cropbox()), page.get_rotation() % 360)
    finally:
        page.close()


def _title(document: pdfium.PdfDocument) -> str:
    """The Info dictionary's title, '' when it has none."""
    try:
        return str(document.get_metadata_value("Title") or "").strip()
    except Exception:  # a broken Info dictionary: the reader shows the file name instead
        return ""


def outline(document: pdfium.PdfDocument, max_items: int = 5000) -> list[OutlineItem]:
    """The outline's items in order (at most *max_items*: a loop in a broken one ends)."""
    items = []
    try:
        for item in document.get_toc(max_depth=16):
            items.append(OutlineItem(item.get_title(), item.level, _dest_page(item)))
            if len(items) >= max_items:
                break
    except Exception:  # a damaged outline is not worth refusing the document for
        return items
    return items


def _dest_page(item: Any) -> int | None:
    """The 0-based page an outline item leads to, None when it leads nowhere."""
    dest = item.get_dest()
    index = dest.get_index() if dest is not None else None
    return index if index is not None and index >= 0 else None


def render(document: pdfium.PdfDocument, index: int, scale: float, rotation: int = 0) -> Bitmap:
    """Page *index* drawn at *scale* pixels per point (scaled down past MAX_PIXELS), turned
    *rotation* degrees clockwise beyond its own /Rotate."""
    page = document[index]
    try:
        width, height = page.get_size()
        pixels = width * height * scale * scale
        if pixels > MAX_PIXELS:
            scale *= (MAX_PIXELS / pixels) ** 0.5 * 0.999  # PDFium rounds sizes up
        bitmap = page.render(
            scale=scale, rotation=rotation, rev_byteorder=True, may_draw_forms=False
        )
        try:
            data = bytes(bitmap.buffer)
            return Bitmap(bitmap.width, bitmap.height, bitmap.stride, data, scale)
        finally:
            bitmap.close()
    finally:
        page.close()


def render_shared(
    document: pdfium.PdfDocument, index: int, scale: float, rotation: int = 0
) -> SharedBitmap:
    """render(), its bytes left in a new shared memory block for the caller to take (and
    unlink): ten megabytes through a pipe cost ~80 ms more than through shared memory."""
    from multiprocessing import resource_tracker, shared_memory

    bitmap = render(document, index, scale, rotation)
    block = shared_memory.SharedMemory(create=True, size=max(1, len(bitmap.data)))
    block.buf[: len(bitmap.data)] = bitmap.data  # type: ignore[index]
    name = block.name
    resource_tracker.unregister(block._name, "shared_memory")  # type: ignore[attr-defined]
    block.close()  # the caller unlinks it once read
    return SharedBitmap(bitmap.width, bitmap.height, bitmap.stride, name, bitmap.scale)


def page_text(document: pdfium.PdfDocument, index: int) -> PageText:
    """Page *index*'s characters in reading order, each with its box."""
    textpage = loaded.page(document, index).get_textpage()  # the page its tiles loaded
    try:
        count = textpage.count_chars()
        text = textpage.get_text_range(0, count) if count > 0 else ""
        boxes = tuple(textpage.get_charbox(i) for i in range(count))
        if len(text) != count:  # characters PDFium cannot spell: keep indexes aligned
            text = "".join(textpage.get_text_range(i, 1) or " " for i in range(count))
        return PageText(text, boxes)
    finally:
        textpage.close()


def text_in_rects(document: pdfium.PdfDocument, index: int, rects: list[Rect]) -> list[str]:
    """The text drawn inside each of *rects* on page *index* (what a highlight marks)."""
    page = document[index]
    textpage = page.get_textpage()
    try:
        return [textpage.get_text_bounded(*rect) for rect in rects]
    finally:
        textpage.close()
        page.close()


def links(document: pdfium.PdfDocument, index: int, max_links: int = 2000) -> list[Link]:
    """The link annotations of page *index*: internal targets and URIs."""
    page = loaded.page(document, index)  # the page its tiles loaded
    found: list[Link] = []
    position, link = ctypes.c_int(0), pdfium_c.FPDF_LINK()
    while len(found) < max_links and pdfium_c.FPDFLink_Enumerate(
        page.raw, ctypes.byref(position), ctypes.byref(link)
    ):
        target = _link_target(document, link)
        if target is not None:
            found.append(target)
    return found


def _link_target(document: pdfium.PdfDocument, link: Any) -> Link | None:
    """One link's area and where it leads (None: a launch or script action, never followed)."""
    area = pdfium_c.FS_RECTF()
    if not pdfium_c.FPDFLink_GetAnnotRect(link, ctypes.byref(area)):
        return None
    rect = normalised((area.left, area.bottom, area.right, area.top))
    dest = pdfium_c.FPDFLink_GetDest(document.raw, link)
    action = pdfium_c.FPDFLink_GetAction(link)
    if not dest and action:
        kind = pdfium_c.FPDFAction_GetType(action)
        if kind == pdfium_c.PDFACTION_URI:
            return Link(rect, uri=_uri(document, action))
        if kind == pdfium_c.PDFACTION_GOTO:
            dest = pdfium_c.FPDFAction_GetDest(document.raw, action)
    if not dest:
        return None
    page = pdfium_c.FPDFDest_GetDestPageIndex(document.raw, dest)
    return Link(rect, page=page, top=_dest_top(dest)) if page >= 0 else None


def _uri(document: pdfium.PdfDocument, action: Any) -> str:
    """A URI action's address."""
    size = pdfium_c.FPDFAction_GetURIPath(document.raw, action, None, 0)
    buffer = ctypes.create_string_buffer(size)
    pdfium_c.FPDFAction_GetURIPath(document.raw, action, buffer, size)
    return buffer.value.decode("utf-8", "replace")


def _dest_top(dest: Any) -> float | None:
    """The y a destination names in its page (None: it names none)."""
    has_x, has_y, has_zoom = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
    x, y, zoom = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    ok = pdfium_c.FPDFDest_GetLocationInPage(
        dest, *(ctypes.byref(v) for v in (has_x, has_y, has_zoom, x, y, zoom))
    )
    return float(y.value) if ok and has_y.value else None
