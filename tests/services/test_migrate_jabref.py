"""A JabRef library's groups, special fields, per-user comments and file directory arrive
with its .bib file, item by item, and go with the import's one undo step."""

from __future__ import annotations

import shutil
from pathlib import Path

from papershelf.library.db import Library
from papershelf.library.organising import list_infos, tag_counts
from papershelf.library.queries import count_entries, get_entry
from papershelf.services.attachments import attachments_of
from papershelf.services.importing import ImportUndo, import_file
from papershelf.services.saved_searches import saved_ids, saved_searches
from tests.paths import DATA
from tests.zotero_db import PDF

JABREF = DATA / "jabref"


def entry(lib: Library, key: str) -> tuple[int, int, int, str]:
    """(id, status, rating, notes) of the entry with this key (status and rating: the
    reader's own, on a shared library each member's)."""
    row = lib.execute("SELECT id FROM entry WHERE key = ?", [key]).fetchone()
    assert row is not None, key
    details = get_entry(lib, int(row[0]))
    assert details is not None
    return details.id, details.status, details.rating, details.notes


def tags_of(lib: Library, entry_id: int) -> set[str]:
    """The names of the entry's tags."""
    sql = "SELECT t.name FROM tag t JOIN entry_tag et ON et.tag_id = t.id WHERE et.entry_id = ?"
    return {str(r[0]) for r in lib.execute(sql, [entry_id])}


def members(lib: Library, name: str) -> set[str]:
    """The keys of a reading list's entries."""
    sql = (
        "SELECT e.key FROM entry e JOIN list_membership m ON m.entry_id = e.id "
        "JOIN reading_list l ON l.id = m.reading_list_id WHERE l.name = ?"
    )
    return {str(r[0]) for r in lib.execute(sql, [name])}


def copied(tmp_path: Path) -> Path:
    """jabref5-groups.bib beside its file directory, which holds alpha's PDF."""
    bib = tmp_path / "library" / "jabref5-groups.bib"
    bib.parent.mkdir()
    shutil.copyfile(JABREF / "jabref5-groups.bib", bib)
    (bib.parent / "Literature" / "pdfs").mkdir(parents=True)
    shutil.copyfile(PDF, bib.parent / "Literature" / "pdfs" / "alpha.pdf")
    return bib


def test_static_groups_become_lists_with_their_tree(lib: Library, tmp_path: Path) -> None:
    import_file(lib, copied(tmp_path))
    assert {info.name: info.total for info in list_infos(lib)} == {
        "Markov": 2, "Markov / Chains": 1, "Empty": 0,
    }  # fmt: skip
    assert members(lib, "Markov") == {"alpha2020", "beta2021"}
    assert members(lib, "Markov / Chains") == {"alpha2020"}


def test_keyword_and_search_groups_become_saved_searches(lib: Library, tmp_path: Path) -> None:
    bib = copied(tmp_path)
    report = import_file(lib, bib)
    saved = {s.name: s for s in saved_searches(lib)}
    assert saved["Machine learning"].query == "keywords:ml"
    assert saved["Smith recent"].query == "author:smith AND year:2020"
    found = {entry(lib, "alpha2020")[0]}
    assert set(saved_ids(lib, saved["Smith recent"])) == found
    assert set(saved_ids(lib, saved["Machine learning"])) == {entry(lib, "gamma2019")[0]}
    lines = report.lines()
    assert (
        f"{bib}:48: group 'Titles by pattern' not brought: it matches a regular expression" in lines
    )
    assert any(line.startswith(f"{bib}:49: group 'By keyword' not brought") for line in lines)


def test_special_fields_and_comments_arrive_item_by_item(lib: Library, tmp_path: Path) -> None:
    import_file(lib, copied(tmp_path))
    alpha, status, rating, notes = entry(lib, "alpha2020")
    assert (status, rating) == (1, 3)  # skimmed -> reading, rank3
    assert tags_of(lib, alpha) == {"priority/high", "printed"}
    assert notes == "**alice:** Check equation 3 against the appendix."
    beta, status, rating, _ = entry(lib, "beta2021")
    assert (status, rating) == (2, 5)  # read, rank5
    assert tags_of(lib, beta) == {"quality assured", "relevant"}
    gamma, status, rating, _ = entry(lib, "gamma2019")
    assert (status, rating, tags_of(lib, gamma)) == (0, 0, set())


def test_links_are_found_in_the_file_directory(lib: Library, tmp_path: Path) -> None:
    bib = copied(tmp_path)
    import_file(lib, bib)
    rows = attachments_of(lib, entry(lib, "alpha2020")[0])
    assert [Path(r.path) for r in rows] == [bib.parent / "Literature" / "pdfs" / "alpha.pdf"]
    assert rows[0].field_text == ":pdfs/alpha.pdf:PDF"  # the .bib exports as it was


def test_jabref_2_explicit_and_keyword_groups(lib: Library) -> None:
    report = import_file(lib, JABREF / "complex.bib")
    assert members(lib, "StaticGroup") == {"1137631", "1233448", "1314293"}
    saved = {s.name: s for s in saved_searches(lib)}
    assert saved["DynamicGroup"].query == "author:Churchill"
    assert set(saved_ids(lib, saved["DynamicGroup"])) == {entry(lib, "1373163")[0]}
    assert len(report.added) == 19


def test_one_undo_takes_groups_tags_and_searches_away(lib: Library, tmp_path: Path) -> None:
    report = import_file(lib, copied(tmp_path))
    undo = ImportUndo(report)
    undo.undo(lib)
    assert count_entries(lib) == 0 and list_infos(lib) == []
    assert saved_searches(lib) == [] and tag_counts(lib) == []
    undo.redo(lib)
    assert count_entries(lib) == 3 and len(saved_searches(lib)) == 2
    assert tags_of(lib, entry(lib, "beta2021")[0]) == {"quality assured", "relevant"}
