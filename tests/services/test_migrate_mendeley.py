"""A Mendeley Desktop BibTeX export: tags, folders as lists (nested ones by path), its file
links, and Mendeley's encrypted database refused in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.formats.records import FormatError
from papershelf.library.db import Library
from papershelf.library.organising import list_infos
from papershelf.services.attachments import attachments_of
from papershelf.services.importing import ImportUndo, import_file
from papershelf.services.migrate.zotero import import_zotero
from tests.paths import DATA

EXPORT = DATA / "mendeley" / "mendeley-desktop-export.bib"


def tags_by_key(lib: Library) -> dict[str, set[str]]:
    """Each entry's tag names, by key."""
    sql = (
        "SELECT e.key, t.name FROM entry e JOIN entry_tag et ON et.entry_id = e.id "
        "JOIN tag t ON t.id = et.tag_id"
    )
    found: dict[str, set[str]] = {}
    for key, name in lib.execute(sql, []):
        found.setdefault(str(key), set()).add(str(name))
    return found


def test_tags_folders_and_files_arrive(lib: Library) -> None:
    report = import_file(lib, EXPORT)
    assert len(report.added) == 2
    assert tags_by_key(lib) == {
        "Monastyrenko2017": {"efficiency", "to cite"}, "Wood2017": {"to cite"},
    }  # fmt: skip
    assert {i.name: i.total for i in list_infos(lib)} == {
        "M&A": 1, "M&A / DEA": 1, "Phd / Relaxometry": 1,
    }  # fmt: skip
    row = lib.execute("SELECT id FROM entry WHERE key = 'Monastyrenko2017'", []).fetchone()
    paths = [r.path for r in attachments_of(lib, int(row[0]))]
    assert paths == [
        "C:/Users/USER/AppData/Local/Mendeley Ltd./Mendeley Desktop/Downloaded/"
        "Monastyrenko - 2017 - Eco-efficiency outcomes.pdf"
    ]
    ImportUndo(report).undo(lib)
    assert list_infos(lib) == [] and tags_by_key(lib) == {}


def test_mendeleys_own_database_is_refused_with_why(lib: Library, tmp_path: Path) -> None:
    database = tmp_path / "someone@example.org@www.mendeley.com.sqlite"
    database.write_bytes(bytes(range(256)) * 16)  # encrypted: no SQLite header
    with pytest.raises(FormatError) as error:
        import_zotero(lib, database)
    message = str(error.value)
    assert "encrypted since Mendeley 1.19" in message and "\n" not in message
