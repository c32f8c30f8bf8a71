"""How an import writes: batches through a TEMP view (one per batch on a server: COPY)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from papershelf.formats.records import PersonName
from papershelf.library.db import Library, open_library
from papershelf.library.postgresql.import_batches import ServerBatchInserter
from papershelf.library.sqlite import fts
from papershelf.library.sqlite.import_batches import BatchInserter
from papershelf.services import import_writer
from papershelf.services.import_run import importer as run_importer
from papershelf.services.import_store import authors_of
from papershelf.services.importing import (
    import_file,
    import_records,
)
from tests.factories import record
from tests.snapshots import assert_same, dump

DATA = Path(__file__).resolve().parents[1] / "data"


def _inserter(lib: Library) -> type[BatchInserter] | type[ServerBatchInserter]:
    """The class that writes an import's batches on *lib*'s backend (to inject a fault)."""
    return ServerBatchInserter if lib.backend.name == "postgresql" else BatchInserter


def _temp_objects(lib: Library) -> list[str]:
    """What the connection's TEMP schema holds (PostgreSQL: its pg_temp schema)."""
    if lib.backend.name == "postgresql":
        sql = "SELECT relname FROM pg_class WHERE relnamespace = pg_my_temp_schema()"
        return [row[0] for row in lib.execute(sql)]
    return [row[0] for row in lib.execute("SELECT name FROM temp.sqlite_master")]


def test_the_batch_view_is_gone_after_an_import(lib: Library) -> None:
    import_records(lib, [record(f"Paper {i}") for i in range(3)])
    assert _temp_objects(lib) == []
    assert lib.backend.text_index_consistent(lib)


def test_the_batch_view_is_gone_after_a_failed_import(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    def failing(*args: object) -> None:
        """Fail as a full disk would."""
        raise OSError("disk full")

    monkeypatch.setattr(_inserter(lib), "write", failing)
    with pytest.raises(OSError, match="disk full"):
        import_records(lib, [record("A paper")])
    assert _temp_objects(lib) == []


@pytest.mark.parametrize("batch", [1, 3, 1000])
def test_batch_size_changes_nothing_stored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, batch: int
) -> None:
    monkeypatch.setattr(import_writer, "now", lambda: "2020-01-02 03:04:05")
    monkeypatch.setattr(run_importer, "now", lambda: "2020-01-02 03:04:05")
    monkeypatch.setattr(import_writer, "BATCH", batch)
    lib = open_library(tmp_path / f"lib-{batch}.sqlite")
    import_file(lib, DATA / "malformed.bib")
    rows = dump(lib)
    lib.close()
    monkeypatch.setattr(import_writer, "BATCH", 1000)
    other = open_library(tmp_path / f"other-{batch}.sqlite")
    import_file(other, DATA / "malformed.bib")
    assert_same(rows, dump(other))
    other.close()


NAME_LISTS = [
    "Vaswani, Ashish and Shazeer, Noam",  # 'Family, Given': sent as its text alone
    "Ashish Vaswani and Noam Shazeer",  # 'Given Family': sent whole
    "van der Berg, Jan and Ludwig van Beethoven and Smith, Jr, John",  # von and jr parts
    "Family,Given and Family ,  Given and Álvarez González, J.-P.",  # odd spacing, accents
    "{Barnes and Noble, Inc.} and {Smith, Ltd} and Plato",  # braces, a single name
    "Müller, Hans and Müller, Hans and Müller, Hans",  # the same person met again
]


@pytest.mark.parametrize("authors", NAME_LISTS)
def test_people_are_stored_as_parsed_whatever_form_they_are_sent_in(
    lib: Library, authors: str
) -> None:
    rec = record("A paper", authors=authors)
    expected = authors_of(rec)
    import_records(lib, [rec])
    rows = lib.execute(
        "SELECT family, given, von, jr, raw FROM person ORDER BY entry_id, position"
    ).fetchall()
    assert [PersonName(*row) for row in rows] == expected


def test_the_names_sent_compact_and_whole_are_both_met() -> None:
    """The lists above exercise both ways a person reaches SQL (else the test proves less)."""
    people = [p for authors in NAME_LISTS for p in authors_of(record("T", authors=authors))]
    forms = {compact is None for compact in import_writer.compact_people(people)}
    assert forms == {True, False}


@pytest.mark.sqlite_only(reason="FTS5's own settings (hashsize) of the SQLite index")
def test_an_import_leaves_the_index_settings_as_it_found_them(lib: Library) -> None:
    before = lib.execute("SELECT k, v FROM entry_fts_config ORDER BY k").fetchall()
    import_records(lib, [record(f"Paper {i}", authors="Vaswani, Ashish") for i in range(3)])
    assert lib.execute("SELECT k, v FROM entry_fts_config ORDER BY k").fetchall() == before
    assert lib.backend.text_index_consistent(lib)


@pytest.mark.sqlite_only(reason="FTS5's own settings of the SQLite index")
def test_the_index_holds_more_terms_writes_bigger_pages_and_merges_more_in_an_import(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[object] = []
    write = BatchInserter.write

    def spying(self: BatchInserter, params: list[object]) -> None:
        """Note the index's settings while a batch is written."""
        rows = self.conn.execute(
            "SELECT k, v FROM entry_fts_config WHERE k IN ('automerge', 'hashsize', 'pgsz') "
            "ORDER BY k"
        ).fetchall()
        seen.append(rows)
        write(self, params)

    monkeypatch.setattr(BatchInserter, "write", spying)
    import_records(lib, [record("A paper")])
    bulk = ("automerge", fts.BULK_AUTOMERGE), ("hashsize", fts.BULK_HASH_SIZE)
    assert seen == [[*bulk, ("pgsz", fts.BULK_PAGE_SIZE)]]


_NAME = st.text(
    alphabet=st.sampled_from(["a", "é", "ł", '"', "\\", "\x01", "\u2028", " ", ",", "\udc80", "中"])
)


@given(st.dictionaries(st.integers(1, 10**9), st.lists(st.none() | _NAME, max_size=6), max_size=5))
def test_a_batchs_people_go_as_the_json_the_encoder_would_make(
    people: dict[int, list[str | None]],
) -> None:
    text = import_writer._people_json(people)  # a person sent whole (None) is "" in it
    assert json.loads(text) == {str(k): [n or "" for n in v] for k, v in people.items()}
    assert import_writer._json(people) == json.dumps(people, separators=(",", ":"))


def test_a_list_of_plain_names_goes_without_the_encoder(monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(value: object) -> str:
        raise AssertionError(f"encoded: {value!r}")

    monkeypatch.setattr(import_writer, "_json", refused)
    names: list[str | None] = ["Aad, Georges", "Łukasz, Ćwik", "O'Neil, Jo"]
    assert json.loads(import_writer._people_json({7: names})) == {"7": names}


def test_a_batch_without_abstracts_authors_or_raw_fields_is_stored(lib: Library) -> None:
    report = import_records(lib, [record("Only a title", authors="", abstract="")])
    row = lib.execute("SELECT title, authors_text, abstract FROM entry").fetchone()
    assert len(report.added) == 1 and tuple(row) == ("Only a title", "", "")


def test_the_last_piece_is_stored_in_small_batches(
    lib: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from papershelf.formats.bib import bibtex_stream

    bib = tmp_path / "many.bib"
    bib.write_text("".join(f"@misc{{k{i},\n  title = {{Paper {i}}}\n}}\n" for i in range(1000)))
    monkeypatch.setattr(bibtex_stream, "PIECE_CHARS", 20000)  # pieces of ~500 entries
    monkeypatch.setattr(bibtex_stream, "FIRST_PIECE_CHARS", 20000)
    monkeypatch.setattr(import_writer, "FIRST_BATCH", 40)
    monkeypatch.setattr(import_writer, "BATCH", 200)
    monkeypatch.setattr(import_writer, "LAST_BATCH", 30)
    sizes: list[int] = []
    flush = import_writer.BatchWriter.flush

    def counted(writer: import_writer.BatchWriter) -> None:
        sizes.append(len(writer.batch.entries))
        flush(writer)

    monkeypatch.setattr(import_writer.BatchWriter, "flush", counted)
    pieces = list(bibtex_stream.read_pieces(bib))
    assert [len(piece.result.records) for piece in pieces] == [562, 438]
    assert [piece.last for piece in pieces] == [False, True]
    report = import_file(lib, bib)
    assert len(report.added) == 1000
    # 40 first, then 200 at a time; the batch open when the last piece comes goes with its
    # first record (122 + 1), and the other 437 go 30 at a time
    assert sizes == [40, 200, 200, 123, *[30] * 14, 17]
