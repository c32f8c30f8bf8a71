"""The worker's loaded pages (formats.pdf.loaded) and frames read a range at a time: a
page's tiles, text and links share one load, and the answers stay those of a fresh load."""

from __future__ import annotations

from pathlib import Path

from papershelf.formats.pdf import engine, loaded

REAL_PDF = Path(__file__).parents[2] / "data" / "pdfs" / "iopart-num.pdf"  # TeX Live's, 4 pages


def test_a_page_stays_loaded_for_its_text_and_links_until_newer_ones_push_it_out():
    document, other = engine.open_document(REAL_PDF), engine.open_document(REAL_PDF)
    try:
        first = loaded.page(document, 0)
        assert loaded.page(document, 0) is first  # the text after the tiles: no second load
        for index in range(loaded.KEEP):  # another reader's pages since
            loaded.page(other, index)
        assert loaded.page(document, 0) is not first  # pushed out: loaded again
    finally:
        document.close()
        other.close()


def test_text_and_links_read_from_a_kept_page_are_those_of_a_fresh_load():
    kept, fresh = engine.open_document(REAL_PDF), engine.open_document(REAL_PDF)
    try:
        loaded.page(kept, 0)  # as a tile leaves it
        text = engine.page_text(kept, 0)
        fresh_page = fresh[0]
        textpage = fresh_page.get_textpage()
        expected = textpage.get_text_range(0, textpage.count_chars())
        textpage.close()
        fresh_page.close()
        assert text.text == expected and len(text.boxes) == len(expected) > 500
        assert engine.links(kept, 0) == engine.links(fresh, 0)
    finally:
        kept.close()
        fresh.close()


def test_a_page_of_a_closed_document_is_never_handed_out():
    document = engine.open_document(REAL_PDF)
    loaded.page(document, 1)
    document.close()  # PDFium closes its pages with it
    reopened = engine.open_document(REAL_PDF)
    try:
        assert engine.page_text(reopened, 1).text  # loaded anew from the open document
    finally:
        reopened.close()


def test_frames_are_read_a_range_at_a_time():
    document = engine.open_document(REAL_PDF)
    try:
        every = engine.page_frames(document)
        assert len(every) == 4
        assert engine.page_frames(document, 1, 3) == every[1:3]
        assert engine.page_frames(document, 2, 99) == every[2:]  # past the end: to the end
    finally:
        document.close()
