"""Bringing a Zotero library: Zotero 5, 6 and 7 databases built from Zotero's own schema
(tests/zotero_db.py), the real papis-zotero data folder, a second import, undo, refusals."""

from __future__ import annotations

import lzma
import shutil
import sqlite3
from pathlib import Path

import pytest

from papershelf.formats.records import FormatError
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.library.organising import list_infos, tag_counts
from papershelf.library.queries import count_entries
from papershelf.services.annotations import annotations_of_entries
from papershelf.services.attachments import attachments_of
from papershelf.services.import_report import ImportCancelled
from papershelf.services.migrate.zotero import import_zotero
from tests.paths import DATA
from tests.zotero_db import EXPECTED, PDF, add_annotation, build_zotero

PAPIS = DATA / "zotero" / "papis-zotero"


def zotero_counts(path: Path) -> dict[str, int]:
    """What Zotero itself counts in a database, asked of it directly."""
    db = sqlite3.connect(path)
    one = lambda sql: int(db.execute(sql).fetchone()[0])  # noqa: E731
    kinds = "SELECT itemTypeID FROM itemTypesCombined WHERE typeName IN "
    counts = {
        "regular": one(
            f"SELECT count(*) FROM items WHERE itemTypeID NOT IN ({kinds}"
            "('note', 'attachment', 'annotation')) "
            "AND itemID NOT IN (SELECT itemID FROM deletedItems)"
        ),
        "notes": one(
            "SELECT count(*) FROM itemNotes n JOIN items i USING (itemID) WHERE n.parentItemID "
            f"IS NOT NULL AND i.itemTypeID IN ({kinds} ('note')) AND n.parentItemID NOT IN "
            "(SELECT itemID FROM deletedItems)"
        ),
        "tags": one("SELECT count(DISTINCT tagID) FROM itemTags"),
        "collections": one("SELECT count(*) FROM collections")
        - (one("SELECT count(*) FROM deletedCollections") if _has(db, "deletedCollections") else 0),
        "annotations": (
            one("SELECT count(*) FROM itemAnnotations") if _has(db, "itemAnnotations") else 0
        ),
    }  # fmt: skip
    db.close()
    return counts


def _has(db: sqlite3.Connection, table: str) -> bool:
    """Whether the database has the table."""
    return db.execute("SELECT 1 FROM sqlite_master WHERE name = ?", (table,)).fetchone() is not None


def base_folder(tmp_path: Path) -> Path:
    """Zotero's base directory for linked files, with the one file the library links there."""
    base = tmp_path / "base"
    (base / "books").mkdir(parents=True)
    shutil.copyfile(PDF, base / "books" / "deep-learning.pdf")
    return base


def entry_by_key(lib: Library, key: str) -> int:
    """The id of the entry with this key."""
    row = lib.execute("SELECT id FROM entry WHERE key = ?", [key]).fetchone()
    assert row is not None, key
    return int(row[0])


@pytest.mark.parametrize("zotero", [5, 6, 7])
def test_each_schema_imports_with_zoteros_own_counts(
    lib: Library, tmp_path: Path, zotero: int
) -> None:
    folder = tmp_path / f"zotero{zotero}"
    database = build_zotero(folder, zotero)
    own = zotero_counts(database)
    done = import_zotero(lib, folder, base_dir=base_folder(tmp_path)).report
    assert own["regular"] == EXPECTED["regular"]
    assert done.found == own["regular"] + EXPECTED["standalone_files"]
    assert len(done.report.added) == count_entries(lib) == done.found
    assert done.trashed == EXPECTED["trashed"]
    assert done.notes == own["notes"] == EXPECTED["notes"]
    assert done.tags == own["tags"] == len(tag_counts(lib)) - 1  # 'nlp' is the implied parent
    assert done.lists == own["collections"] == len(list_infos(lib)) == EXPECTED["collections"]
    assert (done.files, done.missing) == (EXPECTED["files"], EXPECTED["missing"])
    annotations = own["annotations"] if zotero >= 6 else 0
    assert annotations == (EXPECTED["annotations"] if zotero >= 6 else 0)
    stored = annotations_of_entries(lib, [entry_by_key(lib, "vaswani2017attention")])
    left_out = [line for line in done.lines() if " annotation ANNO" in line]
    assert done.annotations == len(stored) == annotations - len(left_out)
    assert len(left_out) == (2 if zotero >= 6 else 0)  # ink and text
    assert not any(line.startswith("not imported yet") for line in done.lines())


def test_annotations_arrive_on_the_pdf_once(lib: Library, tmp_path: Path) -> None:
    build_zotero(tmp_path / "z", 7)
    done = import_zotero(lib, tmp_path / "z").report
    entry = entry_by_key(lib, "vaswani2017attention")
    pdf = next(row.id for row in attachments_of(lib, entry) if row.path.endswith("vaswani.pdf"))
    rows = annotations_of_entries(lib, [entry])
    got = [(r.page, r.kind, r.text, r.comment, r.colour, r.author, r.rects) for r in rows]
    assert got == [
        (1, "highlight", "Attention is all you need", "the claim", "#ffd400", "",
         ((100.5, 600.0, 300.25, 612.0),)),
        (1, "underline", "the Transformer, based solely on attention", "", "#2ea8e5",
         "Ada Lovelace", ((90.0, 500.0, 300.0, 512.0), (90.0, 488.5, 250.0, 500.5))),
        (2, "note", "", "check eq. 1", "#5fb236", "", ((50.0, 700.0, 72.0, 722.0),)),
        (3, "square", "", "", "#ffd400", "", ((10.0, 10.0, 200.0, 150.0),)),
    ]  # fmt: skip
    assert {(r.source, r.attachment_id) for r in rows} == {("zotero", pdf)}
    assert rows[0].file_id == "papershelf-zotero-1-ANNO0001"
    assert sorted(line.split(": ", 1)[1] for line in done.lines() if "ANNO" in line) == [
        "ink annotation ANNO0004 not brought: the reader has no ink annotations",
        "text annotation ANNO0006 not brought: the reader has no text annotations",
    ]
    again = import_zotero(lib, tmp_path / "z").report
    assert again.annotations == 0 and annotations_of_entries(lib, [entry]) == rows


def test_annotations_on_a_standalone_file_come_and_those_without_a_page_are_said(
    lib: Library, tmp_path: Path
) -> None:
    database = build_zotero(tmp_path / "z", 7)
    add_annotation(database, "FFFF0000", "ANNO0007", 1, text="loose words", page="iv",
                   position={"pageIndex": 4, "rects": [[72, 700, 300, 712]]})  # fmt: skip
    add_annotation(database, "FFFF0000", "ANNO0008", 1, text="in an EPUB",
                   position={"type": "FragmentSelector", "value": "epubcfi(/6/4)"})  # fmt: skip
    add_annotation(database, "FFFF0000", "ANNO0009", 1, text="Acrobat's", external=True,
                   position={"pageIndex": 0, "rects": [[72, 700, 300, 712]]})  # fmt: skip
    done = import_zotero(lib, tmp_path / "z").report
    scan = entry_by_title(lib, "Loose paper scan")
    assert [(r.page, r.text) for r in annotations_of_entries(lib, [scan])] == [(5, "loose words")]
    lines = [line for line in done.lines() if line.startswith("ITEM FFFF0000")]
    assert lines == [
        "ITEM FFFF0000: highlight annotation ANNO0008 not brought: it has no PDF page "
        "(an EPUB or web page annotation?)",
        "ITEM FFFF0000: highlight annotation ANNO0009 not brought: it is in the PDF itself "
        "(the reader reads it from there)",
    ]


def entry_by_title(lib: Library, title: str) -> int:
    """The id of the entry with this title."""
    row = lib.execute("SELECT id FROM entry WHERE title = ?", [title]).fetchone()
    assert row is not None, title
    return int(row[0])


def test_a_new_annotation_comes_on_a_second_import_and_its_undo_takes_it(
    lib: Library, tmp_path: Path
) -> None:
    database = build_zotero(tmp_path / "z", 6)
    whole = tmp_path / "whole.sqlite"
    shutil.copyfile(database, whole)
    db = sqlite3.connect(database)
    db.execute("DELETE FROM itemAnnotations WHERE itemID IN "
               "(SELECT itemID FROM items WHERE key = 'ANNO0002')")  # fmt: skip
    db.commit()
    db.close()
    assert import_zotero(lib, tmp_path / "z").report.annotations == 3
    shutil.copyfile(whole, database)  # the note made in Zotero since
    second = import_zotero(lib, tmp_path / "z")
    entry = entry_by_key(lib, "vaswani2017attention")
    assert second.report.annotations == 1 and second.report.report.added == []
    assert len(annotations_of_entries(lib, [entry])) == 4
    second.undo.undo(lib)
    kinds = [row.kind for row in annotations_of_entries(lib, [entry])]
    assert kinds == ["highlight", "underline", "square"]
    second.undo.redo(lib)
    assert len(annotations_of_entries(lib, [entry])) == 4


@pytest.mark.parametrize("zotero", [5, 7])
def test_better_bibtex_keys_are_kept(lib: Library, tmp_path: Path, zotero: int) -> None:
    build_zotero(tmp_path / "z", zotero)
    import_zotero(lib, tmp_path / "z")
    keys = {r[0] for r in lib.execute("SELECT key FROM entry", [])}
    # Extra's 'Citation Key:', Zotero 7's citationKey field or better-bibtex.sqlite
    assert {"vaswani2017attention", "goodfellow2016deep", "smith-thesis-2020"} <= keys


def test_keys_come_from_extra_and_the_native_field_without_better_bibtex(
    lib: Library, tmp_path: Path
) -> None:
    build_zotero(tmp_path / "z", 7, better_bibtex=False)
    import_zotero(lib, tmp_path / "z")
    keys = {r[0] for r in lib.execute("SELECT key FROM entry", [])}
    assert {"vaswani2017attention", "goodfellow2016deep"} <= keys
    assert "smith-thesis-2020" not in keys  # only better-bibtex.sqlite had that one


def test_items_arrive_whole(lib: Library, tmp_path: Path) -> None:
    build_zotero(tmp_path / "z", 7)
    import_zotero(lib, tmp_path / "z", base_dir=base_folder(tmp_path))
    article = load_record(lib, entry_by_key(lib, "vaswani2017attention"))
    assert article is not None
    fields = dict(article.fields)
    assert (article.entry_type, article.year, article.venue) == (
        "article",
        2017,
        "Advances in Neural Information Processing Systems",
    )
    assert article.authors_text == "Vaswani, Ashish and Shazeer, Noam"
    assert fields["editor"] == "Guyon, Isabelle"
    assert (fields["eprinttype"], fields["original-date"]) == ("arxiv", "2017")
    assert fields["note"] == "Read on the train."
    assert fields["zotero-key"] == "1:AAAA1111"
    assert article.notes.startswith("**Summary**\n\nUses **self-attention** and *no* recurrence.")
    thesis = load_record(lib, entry_by_key(lib, "smith-thesis-2020"))
    assert thesis is not None and thesis.entry_type == "mastersthesis"
    assert dict(thesis.fields)["school"] == "MIT"
    book = entry_by_key(lib, "goodfellow2016deep")
    paths = sorted(Path(row.path).name for row in attachments_of(lib, book))
    assert paths == ["deep-learning.pdf", "deep.pdf"]  # the missing one is linked, and listed


def test_tags_keep_their_colour_and_collections_their_tree(lib: Library, tmp_path: Path) -> None:
    build_zotero(tmp_path / "z", 7)
    import_zotero(lib, tmp_path / "z")
    colours = {info.name: info.color for info in tag_counts(lib)}
    assert colours["transformers"] == "#ff6666"
    assert {"nlp/attention", "auto tag", "textbook"} <= set(colours)
    lists = {info.name: info.total for info in list_infos(lib)}
    assert lists == {"Empty": 0, "Reading": 2, "Reading / Transformers": 2, "Thesis": 1}
    assert "Old" not in lists  # in Zotero's trash


def test_a_second_import_adds_nothing_and_then_only_what_changed(
    lib: Library, tmp_path: Path
) -> None:
    database = build_zotero(tmp_path / "z", 7)
    import_zotero(lib, tmp_path / "z")
    again = import_zotero(lib, tmp_path / "z").report
    assert (again.report.added, again.updated, again.unchanged) == ([], [], again.found)
    db = sqlite3.connect(database)
    db.execute(
        "UPDATE itemDataValues SET value = 'Attention Is Still All You Need' "
        "WHERE value = 'Attention Is All You Need'"
    )
    db.execute("UPDATE items SET dateModified = '2025-01-01 00:00:00' WHERE key = 'AAAA1111'")
    db.commit()
    db.close()
    third = import_zotero(lib, tmp_path / "z").report
    entry = entry_by_key(lib, "vaswani2017attention")
    assert third.updated == [entry] and third.report.added == []
    record = load_record(lib, entry)
    assert record is not None and record.title == "Attention Is Still All You Need"
    assert count_entries(lib) == again.found


def test_one_undo_step_takes_the_whole_import_back(lib: Library, tmp_path: Path) -> None:
    build_zotero(tmp_path / "z", 6)
    done = import_zotero(lib, tmp_path / "z")
    done.undo.undo(lib)
    assert count_entries(lib) == 0 and list_infos(lib) == [] and tag_counts(lib) == []
    done.undo.redo(lib)
    assert count_entries(lib) == done.report.found
    assert len(list_infos(lib)) == EXPECTED["collections"]


def test_the_real_papis_zotero_folder(lib: Library, tmp_path: Path) -> None:
    folder = tmp_path / "papis"
    shutil.copytree(PAPIS / "storage", folder / "storage")
    (folder / "zotero.sqlite").write_bytes(
        lzma.decompress((PAPIS / "zotero.sqlite.xz").read_bytes())
    )
    done = import_zotero(lib, folder).report
    assert (done.found, len(done.report.added), done.files, done.missing) == (5, 5, 4, 0)
    titles = {r[0] for r in lib.execute("SELECT title FROM entry", [])}
    assert "The Euler equations as a differential inclusion" in titles
    assert done.lines() == []


def test_a_running_zotero_is_not_disturbed(lib: Library, tmp_path: Path) -> None:
    database = build_zotero(tmp_path / "z", 7)
    before = database.read_bytes()
    zotero = sqlite3.connect(database)
    zotero.execute("BEGIN EXCLUSIVE")  # Zotero holds its database like this while it runs
    try:
        done = import_zotero(lib, tmp_path / "z").report
    finally:
        zotero.rollback()
        zotero.close()
    assert len(done.report.added) == done.found
    assert database.read_bytes() == before


def test_bad_databases_are_refused_in_one_line(lib: Library, tmp_path: Path) -> None:
    damaged = tmp_path / "damaged" / "zotero.sqlite"
    damaged.parent.mkdir()
    damaged.write_bytes(b"SQLite format 3\x00" + b"\x17" * 2000)
    old = tmp_path / "old" / "zotero.sqlite"
    old.parent.mkdir()
    sqlite3.connect(old).executescript(
        (DATA / "zotero" / "schema" / "userdata-77.sql").read_text(encoding="utf-8")
    )
    future = build_zotero(tmp_path / "future", 7)
    db = sqlite3.connect(future)
    db.execute("ALTER TABLE itemAttachments RENAME COLUMN linkMode TO linkKind")
    db.commit()
    db.close()
    cases = [(damaged, "not a SQLite database"), (old, "Zotero 4"), (future, "newer Zotero"),
             (tmp_path / "nowhere.sqlite", "no such file")]  # fmt: skip
    for path, says in cases:
        with pytest.raises(FormatError) as error:
            import_zotero(lib, path)
        assert says in str(error.value) and "\n" not in str(error.value)
    assert count_entries(lib) == 0


def test_the_base_directory_comes_from_zoteros_profile(
    lib: Library, tmp_path: Path, isolated_home: Path
) -> None:
    folder = tmp_path / "data"
    build_zotero(folder, 7)
    base = base_folder(tmp_path)
    profile = isolated_home / ".zotero" / "zotero" / "x1y2z3.default"
    profile.mkdir(parents=True)
    (profile / "prefs.js").write_text(
        f'user_pref("extensions.zotero.baseAttachmentPath", "{base}");\n'
        f'user_pref("extensions.zotero.dataDir", "{folder}");\n'
        'user_pref("extensions.zotero.useDataDir", true);\n',
        encoding="utf-8",
    )
    done = import_zotero(lib, folder).report
    assert (done.files, done.missing) == (EXPECTED["files"], EXPECTED["missing"])
    assert not any("base directory" in line for line in done.lines())


def test_a_cancel_keeps_nothing(lib: Library, tmp_path: Path) -> None:
    build_zotero(tmp_path / "z", 7)

    def cancel(done: int, total: int) -> None:
        raise ImportCancelled

    with pytest.raises(ImportCancelled):
        import_zotero(lib, tmp_path / "z", progress=cancel)
    assert count_entries(lib) == 0 and list_infos(lib) == [] and tag_counts(lib) == []


def test_an_item_the_library_has_brings_its_tags_and_collections(
    lib: Library, tmp_path: Path
) -> None:
    from papershelf.formats.records import Record
    from papershelf.services.importing import import_records

    import_records(lib, [Record(
        "article", "mine2017", "Attention Is All You Need", year=2017,
        doi="10.48550/arXiv.1706.03762",
    )])  # fmt: skip
    build_zotero(tmp_path / "z", 7)
    done = import_zotero(lib, tmp_path / "z")
    mine = entry_by_key(lib, "mine2017")
    assert [s.existing_key for s in done.report.report.skipped] == ["mine2017"]
    tags = {r[0] for r in lib.execute(
        "SELECT t.name FROM tag t JOIN entry_tag et ON et.tag_id = t.id WHERE et.entry_id = ?",
        [mine],
    )}  # fmt: skip
    assert tags == {"transformers", "nlp/attention", "auto tag"}
    assert {i.name: i.total for i in list_infos(lib)}["Reading / Transformers"] == 2
    done.undo.undo(lib)
    assert count_entries(lib) == 1 and list_infos(lib) == [] and tag_counts(lib) == []


def test_a_running_zotero_is_said_in_the_report(lib: Library, tmp_path: Path) -> None:
    database = build_zotero(tmp_path / "z", 7)
    database.with_name("zotero.sqlite-wal").write_bytes(b"\0" * 32)
    lines = import_zotero(lib, tmp_path / "z").report.lines()
    assert lines[0].startswith("Zotero seems to be running")
