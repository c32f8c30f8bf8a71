"""Exporting from the library: a lossless round trip, scopes, stable bytes, atomic files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from papershelf.formats import ris
from papershelf.formats.bib import bibtex
from papershelf.formats.records import ReadResult
from papershelf.library.db import Library
from papershelf.library.queries import Scope
from papershelf.services import exporting
from papershelf.services.entries import update_entry
from papershelf.services.exporting import (
    ExportScope,
    cite_text,
    export_file,
    export_text,
    scope_ids,
)
from papershelf.services.importing import import_file, import_records
from papershelf.services.lists import find_list, move_entries
from papershelf.services.tags import add_tag
from tests.factories import add, record
from tests.formats.test_bibtex_roundtrip import (
    BIBTEX_EXTRAS,
    biblatex_raw,
    raw_fields,
    squashed,
)

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def sample(lib: Library) -> ReadResult:
    """The round-trip sample imported into lib; the file as read, for comparison."""
    import_file(lib, DATA / "roundtrip.bib")
    return bibtex.read(DATA / "roundtrip.bib")


def test_bibtex_round_trip_through_the_library(lib: Library, sample: ReadResult) -> None:
    back = bibtex.read_text(export_text(lib, ExportScope(), "bibtex"))
    assert back.problems == []
    exported = {r.key: r for r in back.records}
    assert set(exported) == {r.key for r in sample.records}
    for before in sample.records:
        after = exported[before.key]
        assert after.entry_type == before.entry_type, before.key
        expected = raw_fields(before) + BIBTEX_EXTRAS.get(before.key or "", [])
        assert raw_fields(after) == expected, before.key


def test_biblatex_round_trip_through_the_library(lib: Library, sample: ReadResult) -> None:
    back = bibtex.read_text(export_text(lib, ExportScope(), "biblatex"))
    assert back.problems == []
    exported = {r.key: r for r in back.records}
    for before in sample.records:
        after = exported[before.key]
        assert after.entry_type == before.entry_type
        expected = [(name, biblatex_raw(value)) for name, value in raw_fields(before)]
        assert raw_fields(after) == expected, before.key


def test_the_files_blocks_come_back(lib: Library, sample: ReadResult) -> None:
    back = bibtex.read_text(export_text(lib, ExportScope(), "bibtex"))
    assert back.strings == sample.strings
    assert sorted((b.kind, squashed(b.raw)) for b in back.blocks) == sorted(
        (b.kind, squashed(b.raw)) for b in sample.blocks
    )
    comment = next(b for b in back.blocks if b.kind == "comment")
    original = next(b for b in sample.blocks if b.kind == "comment")
    assert comment.before_key == original.before_key


def test_the_same_library_gives_the_same_bytes(lib: Library, sample: ReadResult) -> None:
    for flavour in ("bibtex", "biblatex", "ris"):
        first = export_text(lib, ExportScope(), flavour)
        assert export_text(lib, ExportScope(), flavour) == first
        assert "% WARNING" not in first and "\ufeff" not in first


def test_editing_a_title_changes_that_field_only_and_keeps_the_key(
    lib: Library, sample: ReadResult
) -> None:
    entry_id = lib.execute("SELECT id FROM entry WHERE key = 'devlin2019bert'").fetchone()[0]
    update_entry(lib, entry_id, {"title": "BERT, Revisited"})
    back = {r.key: r for r in bibtex.read_text(export_text(lib, ExportScope())).records}
    edited = back["devlin2019bert"]
    original = next(r for r in sample.records if r.key == "devlin2019bert")
    assert dict(edited.raw_fields)["title"] == "{{BERT}, Revisited}"
    assert [n for n, _ in edited.raw_fields] == [n for n, _ in original.raw_fields]


def test_a_list_exports_in_its_order_with_its_files_blocks(lib: Library) -> None:
    report = import_file(lib, DATA / "roundtrip.bib", "Thesis")
    list_id = find_list(lib, "Thesis")
    assert list_id is not None
    move_entries(lib, list_id, [report.added[5]], report.added[0])
    text = export_text(lib, ExportScope.of_list(list_id))
    keys = [r.key for r in bibtex.read_text(text).records]
    in_file = [r.key for r in bibtex.read(DATA / "roundtrip.bib").records]
    assert keys[:3] == [in_file[5], in_file[0], in_file[1]]
    assert "@string" in text and "@preamble" in text


def test_a_partial_export_keeps_only_its_own_comments(lib: Library, sample: ReadResult) -> None:
    anchors = {b.before_key for b in sample.blocks if b.kind in ("comment", "text")}
    plain = next(
        r.key for r in sample.records
        if r.key not in anchors and not any(n == "crossref" for n, _ in r.fields)
    )  # fmt: skip
    (entry_id,) = lib.execute("SELECT id FROM entry WHERE key = ?", [plain]).fetchone()
    back = bibtex.read_text(export_text(lib, ExportScope.of_ids([entry_id])))
    assert [r.key for r in back.records] == [plain]
    kinds = [b.kind for b in back.blocks]
    assert "comment" not in kinds and kinds.count("string") == 4 and "preamble" in kinds


def test_a_crossref_parent_is_exported_after_its_children(lib: Library, sample: ReadResult) -> None:
    child = next(r for r in sample.records if any(n == "crossref" for n, _ in r.fields))
    parent = dict(child.fields)["crossref"]
    (child_id,) = lib.execute("SELECT id FROM entry WHERE key = ?", [child.key]).fetchone()
    keys = [
        r.key for r in bibtex.read_text(export_text(lib, ExportScope.of_ids([child_id]))).records
    ]
    assert keys == [child.key, parent]
    every = [r.key for r in bibtex.read_text(export_text(lib, ExportScope())).records]
    assert every.index(parent) > every.index(child.key)


def test_scopes_tag_query_and_selection_are_by_key(lib: Library) -> None:
    ids = add(
        lib,
        record("Zeta", key="zeta"), record("Alpha", key="Alpha"), record("Mid", key="mid"),
    ).added  # fmt: skip
    add_tag(lib, ids[:1], "ml/rl")
    add_tag(lib, ids[1:2], "ml")
    assert scope_ids(lib, ExportScope.of_tag("ml")) == [ids[1], ids[0]]
    assert scope_ids(lib, ExportScope.of_query("zeta OR mid")) == [ids[2], ids[0]]
    assert scope_ids(lib, ExportScope.of_ids([ids[0], ids[2], ids[1], 999])) == [
        ids[1], ids[2], ids[0],
    ]  # fmt: skip
    assert scope_ids(lib, ExportScope.of_query("", Scope("tag", "ml/rl"))) == [ids[0]]
    assert scope_ids(lib, ExportScope()) == [ids[1], ids[2], ids[0]]


def test_tags_are_exported_as_keywords(lib: Library) -> None:
    (entry,) = add(lib, record("Tagged", key="t1", keywords="deep learning")).added
    add_tag(lib, [entry], "to-cite")
    add_tag(lib, [entry], "Deep Learning")
    (back,) = bibtex.read_text(export_text(lib, ExportScope.of_ids([entry]))).records
    assert back.keywords == "deep learning, to-cite"


def test_ris_export_reads_back(lib: Library, sample: ReadResult) -> None:
    back = ris.read_text(export_text(lib, ExportScope(), "ris"))
    assert {r.key for r in back.records} == {r.key for r in sample.records}


def test_cite_text_keeps_the_order_given(lib: Library) -> None:
    ids = add(lib, record("B", key="b2"), record("A", key="a1")).added
    assert cite_text(lib, [ids[0], ids[1], ids[0]]) == "\\cite{b2,a1}"
    assert cite_text(lib, []) == ""


def test_export_file_writes_and_then_leaves_an_unchanged_file_alone(
    lib: Library, sample: ReadResult, tmp_path: Path
) -> None:
    path = tmp_path / "out" / "refs.bib"
    path.parent.mkdir()
    first = export_file(lib, ExportScope(), "bibtex", path)
    assert first.written and first.entries == 26
    stamp = path.stat().st_mtime_ns
    again = export_file(lib, ExportScope(), "bibtex", path)
    assert not again.written and path.stat().st_mtime_ns == stamp
    assert path.read_text(encoding="utf-8") == export_text(lib, ExportScope())
    assert [p.name for p in path.parent.iterdir()] == ["refs.bib"]


def test_a_failed_export_leaves_the_old_file_untouched(
    lib: Library, sample: ReadResult, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "out" / "refs.bib"
    path.parent.mkdir()
    path.write_text("old contents\n")
    real = exporting._parts

    def failing(*args: object) -> object:
        """The export's first part, then a full disk."""
        parts = real(*args)  # type: ignore[arg-type]
        yield next(parts)
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(exporting, "_parts", failing)
    with pytest.raises(OSError, match="No space"):
        export_file(lib, ExportScope(), "bibtex", path)
    assert path.read_text() == "old contents\n"
    assert [p.name for p in path.parent.iterdir()] == ["refs.bib"]


def test_an_interrupted_rename_leaves_the_old_file(
    lib: Library, sample: ReadResult, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "out" / "refs.bib"
    path.parent.mkdir()
    path.write_text("old contents\n")

    def no_rename(*args: object) -> None:
        """A rename the file system refuses."""
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", no_rename)
    with pytest.raises(PermissionError):
        export_file(lib, ExportScope(), "bibtex", path)
    assert path.read_text() == "old contents\n"
    assert [p.name for p in path.parent.iterdir()] == ["refs.bib"]


def test_an_authorless_conference_paper_keeps_its_type_and_is_reported(
    lib: Library, tmp_path: Path
) -> None:
    (entry,) = add(
        lib,
        record("An Abstract Only", key="abs2025", authors="", entry_type="inproceedings",
               fields=[("booktitle", "ICLR 2025")]),
    ).added  # fmt: skip
    (bib,) = bibtex.read_text(export_text(lib, ExportScope.of_ids([entry]))).records
    assert bib.entry_type == "inproceedings"  # as the window shows it: "Conference paper"
    assert bib.venue == "ICLR 2025"
    assert "howpublished" not in dict(bib.raw_fields)
    assert dict(bib.raw_fields)["key"] == "{abs2025}"  # for BibTeX to sort it by
    (biblatex,) = bibtex.read_text(
        export_text(lib, ExportScope.of_ids([entry]), "biblatex")
    ).records
    assert biblatex.entry_type == "inproceedings" and "key" not in dict(biblatex.raw_fields)
    result = export_file(lib, ExportScope.of_ids([entry]), "bibtex", tmp_path / "a.bib")
    assert result.warnings == ("entry 'abs2025' (@inproceedings): no author; the style will warn",)


def test_an_authorless_entry_read_from_bibtex_is_written_back_as_it_was(lib: Library) -> None:
    text = "@inproceedings{anon, title={Anonymous Work}, booktitle={Conf}, year=2020}\n"
    (read,) = bibtex.read_text(text).records
    (entry,) = import_records(lib, [read]).added
    (back,) = bibtex.read_text(export_text(lib, ExportScope.of_ids([entry]))).records
    assert back.entry_type == "inproceedings" and back.raw_fields == read.raw_fields


def test_two_files_defining_one_macro_differently_both_export_right(
    lib: Library, tmp_path: Path
) -> None:
    first, second = tmp_path / "a.bib", tmp_path / "b.bib"
    first.write_text('@string{jr = "Journal A"}\n@article{a, title={One}, journal=jr, year=2020}\n')
    second.write_text(
        '@string{jr = "Journal B"}\n@article{b, title={Two}, journal=jr, year=2021}\n'
    )
    import_file(lib, first)
    import_file(lib, second)
    back = bibtex.read_text(export_text(lib, ExportScope()))
    assert back.problems == [] and back.strings == {"jr": '"Journal A"'}
    journals = {r.key: (dict(r.raw_fields)["journal"], r.venue) for r in back.records}
    assert journals == {"a": ("jr", "Journal A"), "b": ("{Journal B}", "Journal B")}
    (only_b,) = lib.execute("SELECT id FROM entry WHERE key = 'b'").fetchone()
    alone = bibtex.read_text(export_text(lib, ExportScope.of_ids([only_b])))
    assert (
        alone.strings == {"jr": '"Journal B"'}
        and dict(alone.records[0].raw_fields)["journal"] == "jr"
    )
