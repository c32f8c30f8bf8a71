"""Annotations in the library (both backends): added, edited, deleted and undone, read from
and written into real PDFs with the same ids, searched with annotation: and exported."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.formats.pdf.annotations import read_annotations
from papershelf.formats.pdf.worker import PdfWorker
from papershelf.library.db import Library
from papershelf.library.queries import ordered_ids
from papershelf.services import annotations as service
from papershelf.services.annotation_notes import as_json, collect, document
from papershelf.services.annotation_text import mark_words
from papershelf.services.annotations import AnnotationRecord
from papershelf.services.attachments import attach
from papershelf.services.changes import ServiceError
from papershelf.services.deleting import delete_entries, restore_entries, snapshot_entries
from tests.conftest import TypesetPdfs
from tests.factories import add, record

RECT = (72.0, 700.0, 200.0, 712.0)


@pytest.fixture(scope="module")
def worker() -> Iterator[PdfWorker]:
    """One PDF worker process for the module's tests."""
    client = PdfWorker()
    yield client
    client.close()


def _entry(lib: Library, key: str = "curie1903") -> int:
    return add(lib, record("Two Columns of Efficient Affluence", 1903, key=key)).added[0]


def _with_pdf(lib: Library, typeset_pdfs: TypesetPdfs, folder: Path) -> tuple[int, int, Path]:
    """An entry with a copy of the two-column paper linked: (entry id, attachment id, path)."""
    entry_id = _entry(lib)
    path = folder / "curie.pdf"
    shutil.copy(typeset_pdfs.get("two_column"), path)
    changes = attach(lib, entry_id, path, copy=False)
    return entry_id, next(iter(changes.attachments)), path


def _search(lib: Library, query: str) -> list[int]:
    return ordered_ids(lib, query=query)


def test_add_update_delete_and_undo_keep_ids_and_values(lib: Library):
    entry_id = _entry(lib)
    row, changes = service.add(lib, entry_id, None, 3, "highlight", [RECT], "marked words")
    assert changes.edited == {entry_id} and "annotations" in changes.fields
    assert row.file_id.startswith("papershelf-") and row.author == lib.user_name()
    before, _ = service.update(lib, row.id, comment="Why?", colour="#ff6666")
    [edited] = service.annotations_of(lib, entry_id)
    assert (edited.comment, edited.colour, edited.rects) == ("Why?", "#ff6666", (RECT,))
    service.revert(lib, before)
    assert service.annotations_of(lib, entry_id) == [before]
    rows, _ = service.delete(lib, [row.id])
    assert service.annotations_of(lib, entry_id) == []
    service.restore(lib, rows)
    assert service.annotations_of(lib, entry_id) == rows
    fresh, _ = service.add(lib, entry_id, None, 1, "note", [RECT], comment="next")
    assert fresh.id != row.id  # the restored id is not given out again


def test_bad_annotations_are_refused_in_a_sentence(lib: Library):
    entry_id = _entry(lib)
    with pytest.raises(ServiceError, match="unknown annotation kind"):
        service.add(lib, entry_id, None, 1, "scribble", [RECT])
    with pytest.raises(ServiceError, match="page 0 does not exist"):
        service.add(lib, entry_id, None, 0, "highlight", [RECT])
    with pytest.raises(ServiceError, match="not in the library"):
        service.add(lib, entry_id + 99, None, 1, "highlight", [RECT])
    with pytest.raises(ServiceError, match="unknown colour"):
        service.colour_value("mauve-ish")
    assert service.colour_value("Green") == "#5fb236"


def test_records_in_bulk_are_stored_once(lib: Library):
    entry_id = _entry(lib)
    records = [
        AnnotationRecord(entry_id, page, "highlight", (RECT,), f"quote {page}", file_id=f"Z{page}")
        for page in (2, 1, 3)
    ]
    ids, changes = service.add_records(lib, records)
    assert len(ids) == 3 and changes.edited == {entry_id}
    again, _ = service.add_records(lib, records)
    assert again == []
    rows = service.annotations_of(lib, entry_id)
    assert [(r.page, r.text, r.source) for r in rows] == [
        (1, "quote 1", "file"), (2, "quote 2", "file"), (3, "quote 3", "file")
    ]  # fmt: skip


def test_annotation_search_finds_marked_words_and_comments(lib: Library):
    first, second = _entry(lib, "a1"), _entry(lib, "b2")
    service.add(lib, first, None, 1, "highlight", [RECT], "sparse graph kernels")
    service.add(lib, second, None, 2, "note", [RECT], comment="Compare with 100% recall")
    assert _search(lib, 'annotation:"graph kernels"') == [first]
    assert _search(lib, "annotation:kernels") == [first]
    assert _search(lib, 'annotation:"kernels graph"') == []
    assert _search(lib, 'annotations:"100% recall"') == [second]
    assert _search(lib, "-annotation:sparse year:1903") == [second]


def test_annotations_go_when_their_entry_goes_and_come_back_with_undo(lib: Library):
    entry_id = _entry(lib)
    service.add(lib, entry_id, None, 1, "highlight", [RECT], "kept words")
    snapshot = snapshot_entries(lib, [entry_id])
    delete_entries(lib, [entry_id])
    assert service.annotations_of(lib, entry_id) == []
    restore_entries(lib, snapshot)
    assert [r.text for r in service.annotations_of(lib, entry_id)] == ["kept words"]


def test_words_on_a_page_are_found_highlighted_and_written_into_the_pdf(
    lib: Library, typeset_pdfs: TypesetPdfs, tmp_path: Path, worker: PdfWorker
):
    entry_id, attachment_id, path = _with_pdf(lib, typeset_pdfs, tmp_path)
    row, _ = mark_words(lib, entry_id, 1, "official  waffles", worker, "#ff6666", "Crisp")
    assert (row.text, row.page, len(row.rects)) == ("official waffles", 1, 2)
    with pytest.raises(ServiceError, match="does not have the words"):
        mark_words(lib, entry_id, 1, "no such sentence", worker)
    with pytest.raises(ServiceError, match="page 9 does not exist"):
        mark_words(lib, entry_id, 9, "official", worker)
    report = service.write_to_pdf(lib, entry_id, attachment_id, path)
    assert report.added == 1 and report.backup.is_file()
    [written] = read_annotations(path)
    assert (written.file_id, written.comment, written.colour) == (row.file_id, "Crisp", "#ff6666")
    assert service.read_from_pdf(lib, entry_id, attachment_id, path, worker).empty
    assert len(service.annotations_of(lib, entry_id)) == 1  # read back: no duplicate


def test_annotations_made_elsewhere_are_read_with_their_words(
    lib: Library, typeset_pdfs: TypesetPdfs, tmp_path: Path, worker: PdfWorker
):
    entry_id, attachment_id, path = _with_pdf(lib, typeset_pdfs, tmp_path)
    other = _entry(lib, "other")
    row, _ = mark_words(lib, entry_id, 1, "Electroencephalography", worker, comment="long")
    service.write_to_pdf(lib, entry_id, attachment_id, path)
    other_pdf = tmp_path / "other.pdf"
    shutil.copy(path, other_pdf)  # the PDF, annotated, reaches another entry (another app)
    changes = service.read_from_pdf(lib, other, None, other_pdf, worker)
    assert changes.edited == {other}
    [read] = service.annotations_of(lib, other)
    assert (read.text, read.comment, read.source, read.file_id) == (
        "Electroencephalography", "long", "file", row.file_id
    )  # fmt: skip


def test_json_and_markdown_quote_with_pages_and_citations(lib: Library):
    entry_id = _entry(lib)
    service.add(lib, entry_id, None, 7, "highlight", [RECT], "a  marked\nphrase", "Mine")
    service.add(lib, entry_id, None, 2, "note", [RECT], comment="See @smith [here]")
    rows = service.annotations_of(lib, entry_id)
    assert [(o["page"], o["kind"], o["text"], o["comment"]) for o in as_json(rows)] == [
        (2, "note", "", "See @smith [here]"), (7, "highlight", "a marked phrase", "Mine")
    ]  # fmt: skip
    text = document(collect(lib, [entry_id]))
    assert "## Two Columns of Efficient Affluence [@curie1903]" in text
    assert "> “a marked phrase” [@curie1903, p. 7]" in text
    assert "See \\@smith \\[here\\] [@curie1903, p. 2]" in text
    assert "*yellow highlight, p. 7*" in text


def test_a_merge_keeps_both_entries_annotations_and_undo_splits_them_again(lib: Library):
    from papershelf.services.deleting import revert_entries
    from papershelf.services.merging import merge_entries

    keep, other = _entry(lib, "keep1"), _entry(lib, "other2")
    service.add(lib, keep, None, 1, "highlight", [RECT], "kept")
    service.add(lib, other, None, 2, "highlight", [RECT], "merged in")
    snapshot = snapshot_entries(lib, [keep, other])
    merge_entries(lib, keep, other)
    assert [r.text for r in service.annotations_of(lib, keep)] == ["kept", "merged in"]
    revert_entries(lib, snapshot)
    assert [r.text for r in service.annotations_of(lib, keep)] == ["kept"]
    assert [r.text for r in service.annotations_of(lib, other)] == ["merged in"]


def test_plain_words_find_annotations_after_the_entries_own_hits(lib: Library):
    from papershelf.library.queries import RELEVANCE, Sort, count_matches, first_page_ids

    own = add(lib, record("Kernels of sparse graphs", 2001, key="own2001")).added[0]
    marked = _entry(lib, "marked1903")
    service.add(lib, marked, None, 4, "highlight", [RECT], "the kernels of the argument")
    ranked = ordered_ids(lib, query="kernels", sort=Sort(RELEVANCE))
    assert ranked == [own, marked]  # the entries' own text first, annotations after
    assert _search(lib, "kernels") == [marked, own]  # a column's order (newest) sorts both
    assert _search(lib, "kernels argument") == [marked]
    assert _search(lib, "kernels year:1903") == [marked]  # filters still apply
    assert _search(lib, "title:kernels") == [own]  # a field names where to look
    page = first_page_ids(lib, "kernels", sort=Sort(RELEVANCE))
    assert page.ids == [own, marked] and page.total == 2
    assert count_matches(lib, "kernels") == 2
