"""Issue 30, item 1: one lone surrogate never makes a library unusable.

`json.loads` accepts `"\\ud83d"`; the old import stored it as CESU-8 bytes that no UTF-8
decoder reads back, and every listing, search and export of the library failed after
(PostgreSQL refused the import with a traceback). Now every record is repaired where it
enters the import (U+FFFD, with a report line), network answers as they are parsed, PDF
text as it is cleaned; a library that already holds such bytes is repaired when it opens,
or read with replacement where it cannot be written.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import psycopg
import pytest
from pypdf import PdfWriter
from pypdf.generic import ByteStringObject, DictionaryObject, NameObject

from papershelf.formats.csl.csl_json_read import read_text as read_csl
from papershelf.formats.pdf.pdf_text import clean_text, identity_record, read_identity
from papershelf.formats.text.unicode_repair import repaired, repaired_json
from papershelf.formats.web.arxiv_atom import FeedError, read_feed
from papershelf.formats.web.scholar_json import openalex_record, s2_record
from papershelf.library import file_checks
from papershelf.library.db import Library, open_library
from papershelf.library.entry_records import load_record
from papershelf.library.queries import ordered_ids
from papershelf.services.importing import import_records
from papershelf.services.metadata.client import Response
from papershelf.services.tags import add_tag
from tests.backends import server_schema
from tests.test_cli import papershelf

CSL = [{
    "id": "lone", "type": "article-journal", "title": "An innocent looking paper \ud83d",
    "author": [{"family": "Doe\udc00", "given": "Jane"}], "issued": {"date-parts": [[2020]]},
    "abstract": "Half a pair: \udbff and a whole one: \ud83d\ude00.",
}]  # fmt: skip
TITLE = "An innocent looking paper \ufffd"
# "An" and the CESU-8 bytes of U+D83D, as the old import left them in SQLite.
CESU_TITLE = "X'416EEDA0BD'"


def _csl_file(folder: Path) -> Path:
    """The CSL-JSON file of the probe (ASCII JSON: the surrogates as escapes)."""
    path = folder / "lone.json"
    path.write_text(json.dumps(CSL), encoding="utf-8")
    return path


def test_repair_replaces_halves_and_joins_pairs() -> None:
    """A half becomes U+FFFD; a pair left split (surrogatepass) becomes its character."""
    assert repaired("a\ud83db") == "a\ufffdb"
    assert repaired("\ud83d\ude00") == "\U0001f600"
    assert repaired("plain") == "plain"
    assert repaired_json({"k\udc00": ["\ud800", 1]}) == {"k\ufffd": ["\ufffd", 1]}


def test_csl_json_import_repairs_and_reports(lib: Library, tmp_path: Path) -> None:
    """On both backends: stored with U+FFFD, the emoji pair kept, one report line."""
    result = read_csl(json.dumps(CSL), "lone.json")
    report = import_records(lib, result.records, file="lone.json")
    (problem,) = report.problems
    assert "unpaired surrogate" in problem.reason
    assert "title" in problem.reason and "authors" in problem.reason
    record = load_record(lib, ordered_ids(lib)[0])
    assert record is not None
    assert record.title == TITLE
    assert record.abstract == "Half a pair: \ufffd and a whole one: \U0001f600."
    assert record.authors_text == "Doe\ufffd, Jane"


def test_the_cli_imports_then_searches_and_exports(tmp_path: Path) -> None:
    """The probe's sequence: import, search, search --json, export: all whole."""
    library = tmp_path / "lib.sqlite"
    imported = papershelf("import", _csl_file(tmp_path), "--library", library)
    assert imported.returncode == 0, imported.stderr
    assert "unpaired surrogate (half of a UTF-16 character) in title" in imported.stdout
    found = papershelf("search", "--library", library)
    assert found.returncode == 0 and TITLE in found.stdout, found.stderr
    as_json = papershelf("search", "--json", "--library", library)
    assert as_json.returncode == 0, as_json.stderr
    assert json.loads(as_json.stdout)[0]["title"] == TITLE
    exported = papershelf("export", "-o", "-", "--library", library)
    assert exported.returncode == 0 and TITLE in exported.stdout, exported.stderr


def _poisoned(tmp_path: Path) -> Path:
    """A library whose entry's title holds CESU-8 bytes, written with raw sqlite3, as the
    old import left them (and marked as never looked through, as an old library is)."""
    path = tmp_path / "old.sqlite"
    lib = open_library(path)
    import_records(lib, read_csl(json.dumps([{"id": "k", "title": "x"}]), "a.json").records)
    lib.close()
    conn = sqlite3.connect(path)
    conn.execute(f"UPDATE entry SET title = CAST({CESU_TITLE} AS TEXT)")
    conn.execute("DELETE FROM setting WHERE name = 'text_checked'")
    conn.commit()
    conn.close()
    with sqlite3.connect(path) as check, pytest.raises(sqlite3.OperationalError, match="decode"):
        check.execute("SELECT title FROM entry").fetchall()
    return path


def test_a_poisoned_library_is_repaired_on_open(tmp_path: Path) -> None:
    """search, search --json and export work; the file holds U+FFFD after; one line said so."""
    path = _poisoned(tmp_path)
    found = papershelf("search", "--library", path)
    assert found.returncode == 0, found.stderr
    assert "An\ufffd" in found.stdout
    assert "1 stored value held text that is not UTF-8 (lone surrogates) in entry.title" in (
        found.stderr
    )
    assert papershelf("search", "--json", "--library", path).returncode == 0
    assert papershelf("export", "-o", "-", "--library", path).returncode == 0
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT title FROM entry").fetchone() == ("An\ufffd",)
    again = papershelf("search", "--library", path)
    assert "not UTF-8" not in again.stderr


def test_a_big_poisoned_library_is_read_replaced_then_mended_at_its_first_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Too big to look through at open: read with U+FFFD meanwhile, repaired when written."""
    path = _poisoned(tmp_path)
    monkeypatch.setattr(file_checks, "QUICK_CHECK_LIMIT", 0)
    lib = open_library(path)
    try:
        (entry_id,) = ordered_ids(lib)
        record = load_record(lib, entry_id)
        assert record is not None and record.title == "An\ufffd"
        add_tag(lib, [entry_id], "read")
    finally:
        lib.close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT title FROM entry").fetchone() == ("An\ufffd",)


def test_network_answers_and_pdf_text_are_repaired() -> None:
    """S2 and OpenAlex JSON, PDF page text: no surrogate gets through; arXiv refuses one."""
    for title, reader in (("S2", s2_record), ("OpenAlex", openalex_record)):
        body = json.dumps({"title": f"{title} \ud83d", "display_name": f"{title} \ud83d"})
        data = Response(200, "application/json", body, "http://127.0.0.1/").json()
        assert isinstance(data, dict)
        assert reader(data).title == f"{title} \ufffd"
    assert clean_text("page \ud83d text") == "page \ufffd text"
    feed = (
        '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>A &#xD83D; B</title>'
        "</entry></feed>"
    )
    with pytest.raises(FeedError):
        read_feed(feed)


def test_a_nul_character_is_removed_with_a_report_line(lib: Library) -> None:
    """On both backends: CSL-JSON's "\\u0000" is removed and said; SQLite cut the title at
    it without a word, PostgreSQL refused the whole import ("cannot contain NUL")."""
    item = {"id": "n1", "title": "Nul \u0000 inside", "author": [{"family": "Do\u0000e"}]}
    result = read_csl(json.dumps([item]), "nul.json")
    report = import_records(lib, result.records, file="nul.json")
    (problem,) = report.problems
    assert problem.reason.startswith("a NUL character (U+0000) in title, authors")
    record = load_record(lib, ordered_ids(lib)[0])
    assert record is not None
    assert (record.title, record.authors_text) == ("Nul  inside", "Doe")


def test_pdf_metadata_in_broken_utf_16_is_stored_on_both_backends(
    lib: Library, tmp_path: Path
) -> None:
    """A PDF's Title and Author in UTF-16 with a lone surrogate (pypdf falls back to reading
    the bytes, NULs and all): imported, with no NUL left and a report line."""
    writer = PdfWriter()
    writer.add_blank_page(200, 200)
    writer.add_metadata({"/Title": "x", "/Author": "y"})
    info = writer._info.get_object() if writer._info else None  # add_metadata takes text only
    assert isinstance(info, DictionaryObject)
    info[NameObject("/Title")] = ByteStringObject(b"\xfe\xff\xd8\x3d\x00A\x00B")
    info[NameObject("/Author")] = ByteStringObject(b"\xfe\xff\x00D\xdc\x00")
    path = tmp_path / "broken.pdf"
    writer.write(path)
    record = identity_record(read_identity(path), path)
    report = import_records(lib, [record], file=str(path))
    assert any("NUL" in problem.reason for problem in report.problems)
    stored = load_record(lib, ordered_ids(lib)[0])
    assert stored is not None and stored.title.endswith("AB") and "\x00" not in stored.title


@pytest.mark.postgresql
def test_a_postgresql_library_cannot_come_to_hold_a_lone_surrogate(pg_url: str) -> None:
    """What is repaired at open on SQLite cannot be in a PostgreSQL library: its server (UTF8)
    refuses the bytes at every write, even one made around Papershelf, and the driver
    refuses the str; so the library opens as it was."""
    for target in server_schema(pg_url):
        lib = open_library(target)
        import_records(lib, read_csl(json.dumps([{"id": "k", "title": "x"}]), "a.json").records)
        lib.close()
        with psycopg.connect(target) as conn:
            assert conn.execute("SHOW server_encoding").fetchone() == ("UTF8",)
            with pytest.raises(psycopg.errors.CharacterNotInRepertoire):
                conn.execute(
                    "UPDATE entry SET title = convert_from(%s, 'UTF8')", [b"An\xed\xa0\xbd"]
                )
            conn.rollback()
            with pytest.raises(UnicodeEncodeError):
                conn.execute("UPDATE entry SET title = %s", ["An\ud83d"])
        lib = open_library(target)
        try:
            record = load_record(lib, ordered_ids(lib)[0])
            assert record is not None and record.title == "x"
        finally:
            lib.close()
