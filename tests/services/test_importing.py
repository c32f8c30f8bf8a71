"""Importing: keys, duplicates, reading lists, and all-or-nothing transactions."""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.formats.records import FormatError
from papershelf.library.db import Library
from papershelf.library.postgresql.import_batches import ServerBatchInserter
from papershelf.library.queries import Scope, Sort, count_entries, get_entry, ordered_ids
from papershelf.library.sqlite import fts
from papershelf.library.sqlite.import_batches import BatchInserter
from papershelf.services import import_writer
from papershelf.services.importing import import_file, import_records
from papershelf.services.lists import find_list
from tests.factories import add, record
from tests.snapshots import assert_same, dump


def _inserter(lib: Library) -> type[BatchInserter] | type[ServerBatchInserter]:
    """The class that writes an import's batches on *lib*'s backend (to inject a fault)."""
    return ServerBatchInserter if lib.backend.name == "postgresql" else BatchInserter


def test_sample_file_imports_19_entries_into_its_list(lib: Library, sample_path: Path) -> None:
    report = import_file(lib, sample_path)
    assert len(report.added) == 19
    assert report.skipped == []
    assert report.lists == ["ICLR 2025 Papers"]
    list_id = find_list(lib, "ICLR 2025 Papers")
    assert list_id is not None
    in_list = ordered_ids(lib, Scope("list", list_id), sort=Sort("position", descending=False))
    assert in_list == report.added  # file order is list order
    keys = [get_entry(lib, i).key for i in report.added]  # type: ignore[union-attr]
    assert len({k.lower() for k in keys}) == 19


def test_reimporting_the_same_file_adds_nothing(lib: Library, sample_path: Path) -> None:
    import_file(lib, sample_path)
    again = import_file(lib, sample_path)
    assert again.added == []
    assert len(again.skipped) == 19
    assert "already in the library" in str(again.skipped[0])
    assert count_entries(lib) == 19
    assert again.summary().startswith("0 added, 19 skipped")


def test_list_option_overrides_the_header(lib: Library, sample_path: Path) -> None:
    report = import_file(lib, sample_path, list_name="To read")
    assert report.lists == ["To read"]
    assert find_list(lib, "ICLR 2025 Papers") is None


def test_unknown_extension_is_a_format_error(lib: Library, tmp_path: Path) -> None:
    path = tmp_path / "refs.xyz"
    path.write_text("whatever")
    with pytest.raises(FormatError, match="cannot import"):
        import_file(lib, path)
    assert count_entries(lib) == 0


def test_taken_key_gets_a_new_one(lib: Library) -> None:
    add(lib, record("Attention is all you need", 2017, "Vaswani, Ashish", key="vaswani2017"))
    report = add(lib, record("Another paper", 2017, "Vaswani, Ashish", key="VASWANI2017"))
    assert len(report.added) == 1
    old, new = report.renamed_keys[0]
    assert old == "VASWANI2017"
    assert new.lower() != "vaswani2017"
    assert get_entry(lib, report.added[0]).key == new  # type: ignore[union-attr]


def test_duplicates_within_one_batch_are_skipped(lib: Library) -> None:
    same = record("Same", authors="Doe, Jane")  # no keys: compared like library entries
    report = add(lib, same, record("Same", authors="Doe, Jane"))
    assert len(report.added) == 1
    assert len(report.skipped) == 1


def test_same_doi_is_a_duplicate(lib: Library) -> None:
    add(lib, record("One title", doi="10.1000/XYZ"))
    report = add(lib, record("Other title", doi="https://doi.org/10.1000/xyz"))
    assert report.added == []


def test_authors_are_parsed_in_order(lib: Library) -> None:
    report = add(lib, record("T", authors="Vaswani, Ashish and Noam Shazeer and {Google Brain}"))
    entry = get_entry(lib, report.added[0])
    assert entry is not None
    assert [p.family for p in entry.authors] == ["Vaswani", "Shazeer", "Google Brain"]
    assert entry.authors[1].given == "Noam"


def test_extra_fields_are_kept_in_order(lib: Library) -> None:
    fields = [("pages", "1--10"), ("booktitle", "Proc. X"), ("zzz", "{Odd} value")]
    report = add(lib, record("T", fields=fields))
    entry = get_entry(lib, report.added[0])
    assert entry is not None and entry.fields == fields


def test_an_import_that_fails_midway_leaves_nothing(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    add(lib, record("Already there"))
    before = dump(lib)
    real_write = _inserter(lib).write
    calls = {"n": 0}

    def failing_write(*args: object) -> None:
        """Write the first batch, then fail as a pulled-out disk would."""
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("disk pulled out")
        real_write(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(import_writer, "BATCH", 2)
    monkeypatch.setattr(_inserter(lib), "write", failing_write)
    with pytest.raises(RuntimeError, match="disk pulled out"):
        import_records(lib, [record(f"Paper {i}") for i in range(5)], list_name="L")
    assert calls["n"] == 2  # the first batch was written, then rolled back
    assert_same(before, dump(lib))
    assert find_list(lib, "L") is None
    assert lib.backend.text_index_consistent(lib)
    if lib.backend.name == "sqlite":  # the index's triggers are SQLite's own
        triggers = {
            r[0] for r in lib.execute("SELECT name FROM sqlite_master WHERE type='trigger'")
        }
        assert set(fts.TRIGGER_NAMES) <= triggers


def test_missing_sample_leaves_an_empty_library_and_says_why(
    lib: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from papershelf.services import first_run

    monkeypatch.setenv("PAPERSHELF_RESOURCES", str(tmp_path / "nowhere"))
    report = first_run.seed_sample(lib)
    assert report.added == []
    assert "iclr2025-abstracts.txt" in str(report.problems[0])
    assert count_entries(lib) == 0
