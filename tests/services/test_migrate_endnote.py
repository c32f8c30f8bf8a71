"""EndNote XML exports: reference types, people, keywords and labels as tags, research
notes, read status and rating, internal-pdf:// and file:// links, refusals in one line."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from papershelf.formats.endnote_xml import read_text
from papershelf.formats.records import FormatError
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.library.queries import get_entry
from papershelf.services.attachments import attachments_of
from papershelf.services.importing import ImportUndo, import_file
from tests.paths import DATA
from tests.zotero_db import PDF

ENDNOTE = DATA / "endnote"


def entry(lib: Library, title_start: str) -> tuple[int, int, int]:
    """(id, status, rating) of the entry whose title starts so (status and rating: the
    reader's own, on a shared library each member's)."""
    row = lib.execute(
        f"SELECT id FROM entry WHERE title {lib.backend.words.like} ?", [title_start + "%"]
    ).fetchone()
    assert row is not None, title_start
    details = get_entry(lib, int(row[0]))
    assert details is not None
    return details.id, details.status, details.rating


def tags_of(lib: Library, entry_id: int) -> set[str]:
    """The names of the entry's tags."""
    sql = "SELECT t.name FROM tag t JOIN entry_tag et ON et.tag_id = t.id WHERE et.entry_id = ?"
    return {str(r[0]) for r in lib.execute(sql, [entry_id])}


def export_with_library(tmp_path: Path) -> Path:
    """endnote20-library.xml beside Thesis.Data/PDF holding the first record's PDF."""
    xml = tmp_path / "export" / "endnote20-library.xml"
    xml.parent.mkdir()
    shutil.copyfile(ENDNOTE / "endnote20-library.xml", xml)
    pdf = xml.parent / "Thesis.Data" / "PDF" / "1234567890" / "Ainley1990.pdf"
    pdf.parent.mkdir(parents=True)
    shutil.copyfile(PDF, pdf)
    return xml


def test_jabrefs_endnote_test_file_reads_whole() -> None:
    result = read_text((ENDNOTE / "EndnoteXmlImporterTestArticle.xml").read_text(), "a.xml")
    (record,) = result.records
    assert record.entry_type == "article" and record.year == 2015
    assert record.title == (
        "Trends in the lifetime risk of developing cancer in Great Britain: comparison of risk "
        "for those born from 1930 to 1960"
    )
    assert record.authors_text == "Ahmad, AS and Ormiston-Smith, N and Sasieni, PD"
    assert (record.venue, record.doi) == ("Br J Cancer", "10.1038/bjc.2014.606")
    assert record.url == "http://www.ncbi.nlm.nih.gov/pubmed/25647015"
    fields = dict(record.fields)
    assert (fields["pages"], fields["volume"], fields["number"]) == ("943-7", "112", "5")
    assert fields["endnote-file"] == (
        "file://localhost/Users/user/Documents/Bookends/Attachments/Ahmad%20et%20al%202015.pdf"
    )
    assert "Aged, 80 and over" in record.keywords.split("; ")


def test_an_endnote_20_library_arrives_item_by_item(lib: Library, tmp_path: Path) -> None:
    xml = export_with_library(tmp_path)
    report = import_file(lib, xml)
    assert len(report.added) == 2
    skua, status, rating = entry(lib, "A demographic study of the south polar skua")
    assert (status, rating) == (2, 4)  # Read, four stars
    assert tags_of(lib, skua) == {"seabirds", "demography", "B4"}
    record = load_record(lib, skua)
    assert record is not None
    assert record.notes == "Survival estimates in table 2.\nCompare with the 1985 census."
    assert record.title.endswith("Catharacta maccormicki at Cape Crozier")
    assert [Path(r.path).name for r in attachments_of(lib, skua)] == ["Ainley1990.pdf"]
    chapter, status, rating = entry(lib, "Seabird status and conservation")
    section = load_record(lib, chapter)
    assert section is not None and section.entry_type == "incollection"
    assert dict(section.fields)["editor"] == "Nettleship, D.N."
    assert (status, rating) == (0, 0)
    assert any("Croxall1984.pdf is missing" in line for line in report.lines())
    ImportUndo(report).undo(lib)
    assert lib.execute("SELECT count(*) FROM tag", []).fetchone()[0] == 0


def test_what_is_not_endnote_xml_is_refused_in_one_line(tmp_path: Path) -> None:
    cases = {
        "<html><body>not it</body></html>": "not an EndNote XML export",
        "<xml><records><record><title>x</title></record></records></xml>": "newer EndNote",
        "<xml><records><record>": "not EndNote XML",
    }
    for text, says in cases.items():
        with pytest.raises(FormatError) as error:
            read_text(text, "x.xml")
        assert says in str(error.value) and "\n" not in str(error.value)
