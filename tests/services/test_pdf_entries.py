"""Entries made from real PDFs, their text extracted into the full-text index and searched."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from papershelf.i18n import use_language
from papershelf.library import fulltext
from papershelf.library.db import Library
from papershelf.library.queries import Sort, count_matches, first_page_ids, get_entry, ordered_ids
from papershelf.library.search import parse
from papershelf.library.search_index import page_hits
from papershelf.library.search_sql import page_match
from papershelf.services import attachments
from papershelf.services import fulltext as extraction
from papershelf.services.fulltext import ExtractProgress, extract_pending
from papershelf.services.pdf_import import add_pdfs, probe_pdfs
from tests import pdfs
from tests.conftest import TypesetPdfs
from tests.factories import add, record


def _import(lib: Library, *paths: Path) -> list[int]:
    """Entries for the PDFs, their text extracted; the entry ids (failures left out)."""
    result = add_pdfs(lib, probe_pdfs(list(paths)))
    extract_pending(lib, entry_ids=result.entry_ids)
    return result.entry_ids


def _fields(lib: Library, entry_id: int) -> dict[str, str]:
    """An entry's extra fields (eprint, archiveprefix...)."""
    entry = get_entry(lib, entry_id)
    assert entry is not None
    return dict(entry.fields)


def test_each_pdf_makes_an_entry_with_its_identifiers_and_the_pdf_attached(
    lib: Library, typeset_pdfs: TypesetPdfs
):
    paths = [typeset_pdfs.get(name) for name in ("doi", "arxiv", "metadata")]
    result = add_pdfs(lib, probe_pdfs(paths))
    assert [o.status for o in result.outcomes] == ["added"] * 3
    doi_entry, arxiv_entry, meta_entry = (get_entry(lib, i) for i in result.entry_ids)
    assert doi_entry is not None and arxiv_entry is not None and meta_entry is not None
    assert doi_entry.doi == pdfs.DOI
    assert _fields(lib, arxiv_entry.id)["eprint"] == pdfs.ARXIV
    assert _fields(lib, arxiv_entry.id)["archiveprefix"] == "arXiv"
    assert meta_entry.title == "Quiet Metadata for Busy Readers"
    assert meta_entry.authors_text == "Noether, Emmy and Gödel, Kurt"
    assert all(e.title_inferred for e in (doi_entry, arxiv_entry, meta_entry))
    for entry_id, path in zip(result.entry_ids, paths, strict=True):
        (attached,) = attachments.attachments_of(lib, entry_id)
        assert (Path(attached.path), attached.kind) == (path, "pdf")
    assert "title and authors inferred from the first page" in str(result.outcomes[0])


def test_bad_files_are_reported_and_never_stop_the_queue(
    lib: Library, typeset_pdfs: TypesetPdfs, tmp_path: Path
):
    empty, renamed = tmp_path / "empty.pdf", tmp_path / "notes.pdf"
    empty.write_bytes(b"")
    renamed.write_text("{\\rtf1 not a PDF}", encoding="utf-8")
    paths = [empty, typeset_pdfs.get("encrypted"), renamed, typeset_pdfs.get("damaged")]
    paths.append(typeset_pdfs.get("doi"))
    result = add_pdfs(lib, probe_pdfs(paths))
    statuses = [o.status for o in result.outcomes]
    assert statuses == ["failed", "added", "failed", "added", "added"]
    assert "is empty (0 bytes)" in str(result.outcomes[0])
    assert "is not a PDF" in str(result.outcomes[2])
    assert "is encrypted with a password" in str(result.outcomes[1])
    report = extract_pending(lib)
    states = {Path(o.path).name: (o.state, o.message) for o in report.files}
    assert states["encrypted.pdf"][0] == "failed"
    assert "encrypted" in states["encrypted.pdf"][1]
    assert states["damaged.pdf"][0] == "failed"
    assert states["doi_paper.pdf"] == ("done", "")
    first_words = " ".join(pdfs.prose(1, 1).split()[:5])  # doi_paper's text begins with them
    assert ordered_ids(lib, query=f'fulltext:"{first_words}"') == [result.entry_ids[-1]]


def test_a_damaged_or_encrypted_pdf_makes_an_entry_in_any_language(
    lib: Library, typeset_pdfs: TypesetPdfs, monkeypatch: pytest.MonkeyPatch
):
    """The import tells a damaged or encrypted file by the error's kind, not its English words."""
    monkeypatch.setenv("PAPERSHELF_SPOKEN_LANGUAGE", "en")  # restored after the test
    use_language("de")
    try:
        paths = [typeset_pdfs.get("encrypted"), typeset_pdfs.get("damaged")]
        result = add_pdfs(lib, probe_pdfs(paths))
    finally:
        use_language("en")
    assert [o.status for o in result.outcomes] == ["added", "added"]
    assert "Passwort" in str(result.outcomes[0])  # said in German, as the worker spoke it


def test_a_sentence_from_page_7_finds_the_300_page_pdf_and_shows_page_7(
    lib: Library, typeset_pdfs: TypesetPdfs
):
    (entry_id,) = _import(lib, typeset_pdfs.get("long"))
    query = f'fulltext:"{pdfs.page_sentence(7)}"'
    assert ordered_ids(lib, query=query) == [entry_id]
    hits = page_hits(lib, entry_id, page_match(parse(query)))
    assert [hit.page for hit in hits] == [7]
    assert "counted 7 seagulls" in hits[0].snippet.replace("\x02", "").replace("\x03", "")
    assert fulltext.indexed_page_count(lib) == 300


def test_plain_words_find_pdf_text_ranked_below_the_entries_own_text(
    lib: Library, typeset_pdfs: TypesetPdfs
):
    (pdf_entry,) = _import(lib, typeset_pdfs.get("long"))
    own = add(lib, record("The lighthouse keeper's guide to seagulls", 1999)).added[0]
    assert first_page_ids(lib, "lighthouse seagulls").ids == [own, pdf_entry]
    assert ordered_ids(lib, query="lighthouse seagulls", sort=Sort("relevance")) == [
        own, pdf_entry,
    ]  # fmt: skip
    assert count_matches(lib, "lighthouse seagulls") == 2
    assert ordered_ids(lib, query="title:lighthouse") == [own]  # a field: the entries only
    by_year = ordered_ids(lib, query="lighthouse", sort=Sort("year", descending=False))
    assert sorted(by_year) == sorted([own, pdf_entry])


def test_two_columns_cyrillic_and_a_scan(lib: Library, typeset_pdfs: TypesetPdfs):
    two, russian, scan = _import(
        lib, typeset_pdfs.get("two_column"), typeset_pdfs.get("cyrillic"),
        typeset_pdfs.get("scanned"),
    )  # fmt: skip
    assert ordered_ids(lib, query='fulltext:"official waffles"') == [two]
    assert ordered_ids(lib, query="ленивую собаку") == [russian]
    (attached,) = attachments.attachments_of(lib, scan)
    state = fulltext.states(lib, [attached.id])[attached.id]
    assert state.state == "no_text"
    assert "no text layer" in state.message


def test_a_cancelled_extraction_resumes_at_the_next_page(lib: Library, typeset_pdfs: TypesetPdfs):
    result = add_pdfs(lib, probe_pdfs([typeset_pdfs.get("long")]))
    seen: list[ExtractProgress] = []
    first = extract_pending(lib, progress=seen.append, cancelled=lambda: bool(seen))
    assert first.cancelled and first.files[0].state == "partial"
    assert fulltext.indexed_page_count(lib) == extraction.BATCH_PAGES
    assert extraction.pending_count(lib) == 1
    pages: list[int] = []
    second = extract_pending(lib, progress=lambda step: pages.append(step.page))
    assert pages[0] == 2 * extraction.BATCH_PAGES  # the batch after the stored one
    assert second.files[0].state == "done" and not second.cancelled
    assert fulltext.indexed_page_count(lib) == 300
    assert extraction.pending_count(lib) == 0
    assert result.entry_ids == [second.files[0].entry_id]


def test_a_pdf_detached_while_it_is_read_leaves_no_pages_and_no_error(
    lib: Library, typeset_pdfs: TypesetPdfs
):
    # The GUI reads on a worker while the person may remove the file: the next batch finds
    # the attachment gone and stops there, storing nothing (its pages would be orphans).
    result = add_pdfs(lib, probe_pdfs([typeset_pdfs.get("long")]))
    (attached,) = attachments.attachments_of(lib, result.entry_ids[0])
    seen: list[ExtractProgress] = []

    def detach_after_first_batch(step: ExtractProgress) -> None:
        seen.append(step)
        if len(seen) == 1:
            attachments.detach(lib, [attached.id])

    report = extract_pending(lib, progress=detach_after_first_batch)
    assert [outcome.state for outcome in report.files] == ["removed"]
    assert len(seen) == 1 and fulltext.indexed_page_count(lib) == 0
    assert extraction.pending_count(lib) == 0 and not report.changes.edited


def test_detaching_drops_the_pages_and_relinking_reads_the_file_again(
    lib: Library, typeset_pdfs: TypesetPdfs, tmp_path: Path
):
    (entry_id,) = _import(lib, typeset_pdfs.get("doi"))
    (attached,) = attachments.attachments_of(lib, entry_id)
    moved = tmp_path / "moved.pdf"
    shutil.copy(typeset_pdfs.get("two_column"), moved)
    attachments.relink(lib, attached.id, moved)
    assert fulltext.indexed_page_count(lib) == 0
    assert extraction.pending_count(lib) == 1
    extract_pending(lib)
    assert ordered_ids(lib, query='fulltext:"official waffles"') == [entry_id]
    attachments.detach(lib, [attached.id])
    assert fulltext.indexed_page_count(lib) == 0
    assert ordered_ids(lib, query='fulltext:"official waffles"') == []


def test_a_pdf_of_a_paper_the_library_has_is_attached_to_that_entry(
    lib: Library, typeset_pdfs: TypesetPdfs
):
    have = add(lib, record("Sparse graphs", 2026, doi=pdfs.DOI)).added[0]
    result = add_pdfs(lib, probe_pdfs([typeset_pdfs.get("doi")]))
    assert [o.status for o in result.outcomes] == ["attached"]
    assert result.entry_ids == [have]
    assert len(attachments.attachments_of(lib, have)) == 1
    again = add_pdfs(lib, probe_pdfs([typeset_pdfs.get("doi")]))  # the same file once more
    assert [o.status for o in again.outcomes] == ["present"]
    assert again.entry_ids == [have]
    assert len(attachments.attachments_of(lib, have)) == 1


def test_the_same_file_twice_makes_one_entry_even_without_identifiers(
    lib: Library, typeset_pdfs: TypesetPdfs
):
    path = typeset_pdfs.get("metadata")  # no DOI, no arXiv id: only the file tells
    first = add_pdfs(lib, probe_pdfs([path]))
    again = add_pdfs(lib, probe_pdfs([path]))
    assert [o.status for o in again.outcomes] == ["present"]
    assert str(again.outcomes[0]).endswith(
        f"already in the library, attached to {first.outcomes[0].key}"
    )
    assert again.summary() == "1 PDF: 0 added, 1 already in the library"
    assert lib.execute("SELECT count(*) FROM entry").fetchone()[0] == 1


@pytest.mark.parametrize("query", ['fulltext:""', "fulltext:-"])
def test_a_fulltext_term_without_words_is_a_hint(lib: Library, query: str):
    parsed = parse(query)
    assert parsed.node is None
    assert any("fulltext:" in hint for hint in parsed.hints)


def test_deleting_an_entry_drops_its_pages_and_undo_reads_them_again(
    lib: Library, typeset_pdfs: TypesetPdfs
):
    from papershelf.services.deleting import delete_entries, restore_entries, snapshot_entries

    (entry_id,) = _import(lib, typeset_pdfs.get("two_column"))
    assert fulltext.indexed_page_count(lib) == 2
    snapshot = snapshot_entries(lib, [entry_id])
    delete_entries(lib, [entry_id])
    assert fulltext.indexed_page_count(lib) == 0
    restore_entries(lib, snapshot)
    assert extraction.pending_count(lib) == 1  # the restored attachment is read again
    extract_pending(lib)
    assert ordered_ids(lib, query='fulltext:"official waffles"') == [entry_id]


def test_a_full_first_page_of_own_hits_leaves_the_pdf_hits_for_the_full_list(
    lib: Library, typeset_pdfs: TypesetPdfs
):
    (pdf_entry,) = _import(lib, typeset_pdfs.get("long"))
    own = add(lib, record("Seagulls seen from a lighthouse", 2001)).added[0]
    page = first_page_ids(lib, "lighthouse", limit=1)
    assert page.ids == [own]
    assert page.total == 2  # one more than the page: the view asks for the full list
    assert ordered_ids(lib, query="lighthouse", sort=Sort("relevance")) == [own, pdf_entry]


def test_filters_beside_plain_words_apply_to_pdf_hits_too(lib: Library, typeset_pdfs: TypesetPdfs):
    (pdf_entry,) = _import(lib, typeset_pdfs.get("long"))
    own = add(lib, record("Lighthouse keeping", 2001)).added[0]  # an article
    assert ordered_ids(lib, query="lighthouse type:misc", sort=Sort("relevance")) == [pdf_entry]
    assert ordered_ids(lib, query="lighthouse year:2001", sort=Sort("relevance")) == [own]
    assert ordered_ids(lib, query="lighthouse -seagulls", sort=Sort("relevance")) == [own]


def test_pdf_only_hits_come_best_page_first(lib: Library, typeset_pdfs: TypesetPdfs, tmp_path):
    from tests.pdfs import _article, typeset

    typeset_pdfs.get("doi")  # skips the test where pdflatex is missing
    once = typeset(tmp_path, "once", _article(f"An albatross. {pdfs.prose(5, 30)}"))
    often = typeset(tmp_path, "often", _article("Albatross albatross albatross, the albatross."))
    often_entry, once_entry = _import(lib, often, once)  # newest first would put once first
    assert ordered_ids(lib, query="albatross", sort=Sort("relevance")) == [often_entry, once_entry]
    assert first_page_ids(lib, "albatross").ids == [often_entry, once_entry]
