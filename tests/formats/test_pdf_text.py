"""formats.pdf_text on real PDFs typeset by pdflatex in the run (tests/pdfs.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from papershelf.formats.pdf import pdf_text
from papershelf.formats.pdf.pdf_text import PdfError, read_identity, read_pages
from tests import pdfs
from tests.conftest import TypesetPdfs


def _flat(text: str) -> str:
    """Text with white space runs made single spaces."""
    return " ".join(text.split())


def test_doi_on_the_first_page_is_found_with_title_and_authors(typeset_pdfs: TypesetPdfs):
    identity = read_identity(typeset_pdfs.get("doi"))
    assert identity.doi == pdfs.DOI
    assert identity.arxiv == ""
    assert identity.title == "Sparse Graph Learning for Reading Lists"
    assert identity.authors == ("Ada Lovelace", "Alan Turing")
    assert identity.title_source == "layout"


def test_arxiv_stamp_in_the_margin_is_found_and_not_taken_for_the_title(
    typeset_pdfs: TypesetPdfs,
):
    identity = read_identity(typeset_pdfs.get("arxiv"))
    assert identity.arxiv == pdfs.ARXIV
    assert identity.title == "Attention Budgets in Long Documents"
    assert identity.authors == ("Grace Hopper",)


def test_metadata_only_gives_title_and_authors(typeset_pdfs: TypesetPdfs):
    identity = read_identity(typeset_pdfs.get("metadata"))
    assert (identity.doi, identity.arxiv) == ("", "")
    assert identity.title == "Quiet Metadata for Busy Readers"
    assert identity.authors == ("Emmy Noether", "Kurt Gödel")
    assert identity.title_source == "metadata"


def test_two_columns_read_left_then_right_with_ligatures_and_hyphens_joined(
    typeset_pdfs: TypesetPdfs,
):
    text = _flat(dict(read_pages(typeset_pdfs.get("two_column")))[1])
    assert 0 <= text.find(pdfs.TWO_COLUMN_LEFT) < text.find(pdfs.TWO_COLUMN_RIGHT)
    assert "Efficient Affluence" in text
    assert "floating fine official waffles" in text  # 'waf-\nfles' joined, ligatures spelled


def test_every_page_of_a_300_page_document_holds_its_own_sentence(typeset_pdfs: TypesetPdfs):
    pages = dict(read_pages(typeset_pdfs.get("long")))
    assert len(pages) == 300
    assert pdfs.page_sentence(7) in _flat(pages[7])
    assert pdfs.page_sentence(7) not in _flat(pages[8])
    assert all(pdfs.page_sentence(n) in _flat(pages[n]) for n in pages)


def test_cyrillic_text_and_title(typeset_pdfs: TypesetPdfs):
    path = typeset_pdfs.get("cyrillic")
    assert pdfs.CYRILLIC_SENTENCE in _flat(dict(read_pages(path))[1])
    assert read_identity(path).title == "Обучение на графах"


def test_a_scan_has_pages_but_no_text(typeset_pdfs: TypesetPdfs):
    path = typeset_pdfs.get("scanned")
    identity = read_identity(path)
    assert (identity.pages, identity.has_text, identity.title) == (2, False, "")
    assert [text.strip() for _n, text in read_pages(path)] == ["", ""]


@pytest.mark.parametrize(
    ("name", "message"),
    [("encrypted", "is encrypted with a password"), ("damaged", "is damaged or cut short")],
)
def test_encrypted_and_damaged_files_give_a_message(
    typeset_pdfs: TypesetPdfs, name: str, message: str
):
    with pytest.raises(PdfError, match=message):
        read_identity(typeset_pdfs.get(name))
    with pytest.raises(PdfError, match=message):
        list(read_pages(typeset_pdfs.get(name)))


def test_an_owner_password_alone_does_not_stop_reading(typeset_pdfs: TypesetPdfs, tmp_path):
    path = pdfs.encrypted_copy(typeset_pdfs.get("doi"), tmp_path / "owner.pdf", password="")
    assert read_identity(path).doi == pdfs.DOI


def test_empty_and_renamed_files_give_a_message(tmp_path: Path):
    empty, text = tmp_path / "empty.pdf", tmp_path / "notes.pdf"
    empty.write_bytes(b"")
    text.write_text("Reading notes, not a PDF", encoding="utf-8")
    with pytest.raises(PdfError, match=r"is empty \(0 bytes\)"):
        read_identity(empty)
    with pytest.raises(PdfError, match="is not a PDF"):
        read_identity(text)
    with pytest.raises(PdfError, match="cannot be read"):
        read_identity(tmp_path / "gone.pdf")


def test_pages_past_the_limit_are_not_read(typeset_pdfs: TypesetPdfs, monkeypatch):
    monkeypatch.setattr(pdf_text, "MAX_PAGES", 5)
    assert [n for n, _text in read_pages(typeset_pdfs.get("long"))] == [1, 2, 3, 4, 5]


def test_identifiers_in_text_and_metadata():
    assert pdf_text.find_doi("see https://doi.org/10.1145/3368089.3409741).") == (
        "10.1145/3368089.3409741"
    )
    assert pdf_text.find_doi("cites 10.1000/xyz123 on page 1") == ""
    assert pdf_text.find_doi("cites 10.1000/xyz123", labelled_only=False) == "10.1000/xyz123"
    assert pdf_text.find_arxiv("arXiv:hep-th/9901001v1 [hep-th]") == "hep-th/9901001v1"
    assert pdf_text.find_arxiv("2101.00001 alone is only a number") == ""
    assert pdf_text.clean_text("ef\ufb01cient sam-\nple Fine-\nGrained") == (
        "efficient sample Fine-\nGrained"
    )


def test_a_copy_renamed_is_read_the_same(typeset_pdfs: TypesetPdfs, tmp_path: Path):
    copy = tmp_path / "renamed.bin"
    shutil.copy(typeset_pdfs.get("arxiv"), copy)
    assert read_identity(copy).arxiv == pdfs.ARXIV


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_any_damage_gives_a_message_never_another_error(
    typeset_pdfs: TypesetPdfs, tmp_path_factory: pytest.TempPathFactory, data: st.DataObject
):
    original = typeset_pdfs.get("doi").read_bytes()
    damaged = bytearray(original[: data.draw(st.integers(0, len(original)), label="kept")])
    for _ in range(data.draw(st.integers(0, 20), label="flips")):
        if damaged:
            at = data.draw(st.integers(0, len(damaged) - 1))
            damaged[at] = data.draw(st.integers(0, 255))
    path = tmp_path_factory.mktemp("fuzz") / "damaged.pdf"
    path.write_bytes(bytes(damaged))
    try:
        read_identity(path)
        for _number, text in read_pages(path):
            assert isinstance(text, str)
    except PdfError as problem:
        assert str(problem)
