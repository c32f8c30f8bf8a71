"""Importing BibTeX and RIS files: what is stored, what is reported, all or nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.formats.bib import bibtex, bibtex_stream
from papershelf.formats.records import FormatError
from papershelf.library.db import Library
from papershelf.library.queries import count_entries, get_entry, ordered_ids
from papershelf.library.raw_bibtex import fields_of
from papershelf.library.sqlite import fts
from papershelf.services import import_writer
from papershelf.services.importing import ImportCancelled, ImportUndo, import_file
from papershelf.services.lists import find_list
from tests.factories import add, record
from tests.snapshots import assert_same, dump

DATA = Path(__file__).resolve().parents[1] / "data"


def stored_raw(lib: Library, entry_id: int) -> list[tuple[str, str]]:
    """An entry's raw BibTeX fields as stored."""
    row = lib.execute("SELECT raw_fields FROM entry_bibtex WHERE entry_id = ?", [entry_id])
    return [tuple(pair) for pair in fields_of(row.fetchone()[0])]  # type: ignore[misc]


def test_every_field_is_stored_raw_in_file_order(lib: Library) -> None:
    report = import_file(lib, DATA / "roundtrip.bib")
    sample = bibtex.read(DATA / "roundtrip.bib")
    assert len(report.added) == 26 and report.problems == [] and report.key_notes == []
    for entry_id, original in zip(report.added, sample.records, strict=True):
        entry = get_entry(lib, entry_id)
        assert entry is not None and entry.key == original.key
        assert entry.entry_type == original.entry_type
        assert stored_raw(lib, entry_id) == original.raw_fields
        assert entry.fields == original.fields


def test_the_files_blocks_are_stored_in_order_with_their_entries(lib: Library) -> None:
    report = import_file(lib, DATA / "roundtrip.bib")
    sample = bibtex.read(DATA / "roundtrip.bib")
    rows = lib.execute(
        "SELECT b.kind, b.raw, e.key FROM bib_block b LEFT JOIN entry e ON e.id = b.before_entry "
        "WHERE b.source_id = ? ORDER BY b.position",
        report.sources,
    ).fetchall()
    assert rows == [(b.kind, b.raw, b.before_key) for b in sample.blocks]


def test_search_finds_imported_entries_by_their_decoded_text(lib: Library) -> None:
    import_file(lib, DATA / "roundtrip.bib")
    assert len(ordered_ids(lib, query="uber")) >= 1  # 'Über' decoded from {\"U}ber
    assert lib.backend.text_index_consistent(lib)


@pytest.mark.sqlite_only(reason="the FTS5 index's SQLite triggers by name")
def test_the_index_triggers_are_back_after_an_import(lib: Library) -> None:
    import_file(lib, DATA / "roundtrip.bib")
    triggers = {r[0] for r in lib.execute("SELECT name FROM sqlite_master WHERE type='trigger'")}
    assert set(fts.TRIGGER_NAMES) <= triggers


def test_a_malformed_file_imports_the_good_entries_and_lists_the_bad(lib: Library) -> None:
    report = import_file(lib, DATA / "malformed.bib")
    assert len(report.added) == 47
    assert [p.line for p in report.problems] == [80, 184, 282]
    assert all("not imported" in p.reason for p in report.problems)
    assert count_entries(lib) == 47


@pytest.mark.parametrize(
    ("name", "content"),
    [("notes.bib", b"Just some notes, no entries.\n"), ("paper.bib", b"%PDF-1.5\x00\x00binary")],
)
def test_a_file_that_is_not_bibtex_changes_nothing(
    lib: Library, tmp_path: Path, name: str, content: bytes
) -> None:
    add(lib, record("Already there"))
    before = dump(lib)
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(FormatError):
        import_file(lib, path)
    assert_same(before, dump(lib))


def test_cancelling_midway_leaves_the_library_unchanged(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    add(lib, record("Already there"), list_name="Old")
    before = dump(lib)
    monkeypatch.setattr(import_writer, "BATCH", 5)
    calls: list[tuple[int, int]] = []

    def cancel_at_second(done: int, total: int) -> None:
        """Cancel at the second progress report, as a person pressing Cancel would."""
        calls.append((done, total))
        if len(calls) == 2:
            raise ImportCancelled

    monkeypatch.setattr(bibtex_stream, "PIECE_CHARS", 2000)
    with pytest.raises(ImportCancelled):
        import_file(lib, DATA / "malformed.bib", "New list", progress=cancel_at_second)
    assert len(calls) == 2 and calls[0][0] < calls[0][1]
    assert_same(before, dump(lib))
    assert find_list(lib, "New list") is None
    assert lib.backend.text_index_consistent(lib)


def test_progress_ends_at_its_total(lib: Library) -> None:
    seen: list[tuple[int, int]] = []
    import_file(lib, DATA / "roundtrip.bib", progress=lambda d, t: seen.append((d, t)))
    assert seen and seen[-1][0] == seen[-1][1]


def test_keys_missing_repeated_or_taken_are_generated_and_reported(
    lib: Library, tmp_path: Path
) -> None:
    add(lib, record("Some other paper", key="Smith2020", authors="Smith, Ann"))
    path = tmp_path / "keys.bib"
    path.write_text(
        "@article{smith2020, title={Deep Things}, author={Smith, Ann}, year=2020}\n"
        "@article{, title={No Key Here}, author={Doe, Jane}, year=2021}\n"
        "@article{dup, title={First Dup}, author={Roe, Rick}, year=2019}\n"
        "@article{DUP, title={Second Dup}, author={Roe, Rick}, year=2019}\n"
    )
    report = import_file(lib, path)
    notes = {(n.line, n.old, n.new) for n in report.key_notes}
    assert notes == {
        (1, "smith2020", "smith2020deep"),
        (2, None, "doe2021key"),
        (4, "DUP", "roe2019second"),  # the key of line 3, with other content
    }
    assert report.renamed_keys == [("smith2020", "smith2020deep"), ("DUP", "roe2019second")]
    keys = {get_entry(lib, i).key for i in report.added}  # type: ignore[union-attr]
    assert keys == {"smith2020deep", "doe2021key", "dup", "roe2019second"}
    lines = [str(note) for note in report.key_notes]
    assert lines == [
        f"{path}:1: entry 'smith2020' imported as 'smith2020deep': "
        "the library already has an entry with this key",
        f"{path}:2: @article entry imported as 'doe2021key': it has no key",
        f"{path}:4: entry 'DUP' imported as 'roe2019second': "
        "the entry on line 3 has the same key and other content",
    ]
    assert report.problems == []  # one line per entry: no second line from the reader


def test_the_key_pattern_setting_makes_new_keys(lib: Library, tmp_path: Path) -> None:
    from papershelf.services.keys import set_key_pattern

    set_key_pattern(lib, "[auth:upper]_[year]")
    path = tmp_path / "nokey.bib"
    path.write_text("@article{, title={A Title}, author={Doe, Jane}, year=2021}\n")
    report = import_file(lib, path)
    assert get_entry(lib, report.added[0]).key == "DOE_2021"  # type: ignore[union-attr]


def test_ris_files_import_with_their_keys(lib: Library) -> None:
    report = import_file(lib, DATA / "sample.ris")
    assert len(report.added) == 8 and report.sources == []
    titles = [get_entry(lib, i).title for i in report.added]  # type: ignore[union-attr]
    assert "Attention Is All You Need" in titles


def test_import_undo_and_redo_are_exact(lib: Library) -> None:
    add(lib, record("Before"))
    before = dump(lib)
    report = import_file(lib, DATA / "roundtrip.bib", "From file")
    after = dump(lib)
    undo = ImportUndo(report)
    undo.undo(lib)
    assert_same(before, dump(lib))
    undo.redo(lib)
    assert_same(after, dump(lib))
    assert lib.backend.text_index_consistent(lib)


def test_the_fts_index_is_built_incrementally_for_a_big_library(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(import_writer, "BATCH", 7)
    add(lib, *[record(f"Earlier paper {i}") for i in range(20)])
    report = import_file(lib, DATA / "malformed.bib")
    assert len(report.added) == 47
    assert lib.backend.text_index_consistent(lib)
    assert len(ordered_ids(lib, query="earlier")) == 20
