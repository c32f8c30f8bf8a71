"""The one import pipeline (services.import_pipeline): probe, plan, commit, for every size.

A file over STREAM_PLAN_BYTES is planned without keeping its records and read again to
commit; the limit is lowered here so that a small real file (TeX Live's texbook2.bib) takes
that road, and what it stores is compared with the road that keeps the records.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.library.queries import count_entries
from papershelf.services import import_pipeline
from papershelf.services.duplicates import is_marked_different
from papershelf.services.import_pipeline import ImportPlan, commit_import, plan_import, probe
from papershelf.services.importing import ImportUndo, import_file, import_records, read_file
from tests.formats.test_bibtex_stream import tex_live_file

DATA = Path(__file__).resolve().parents[1] / "data"
HELD = (10, 100, 200)  # texbook2.bib's records the library already has


@pytest.fixture
def texbook2(lib: Library) -> Path:
    """TeX Live's texbook2.bib (531 entries), three of whose entries the library holds."""
    path = tex_live_file("texbook2.bib")
    records = read_file(path).records
    import_records(lib, [records[i] for i in HELD])
    return path


def _stored(lib: Library) -> set[tuple[str, str]]:
    """Every entry's key and title."""
    from papershelf.library.entry_records import load_record
    from papershelf.library.queries import ordered_ids

    found = (load_record(lib, i) for i in ordered_ids(lib))
    return {(r.key, r.title) for r in found if r is not None}


@pytest.mark.parametrize("streamed", [False, True], ids=["kept", "streamed"])
def test_a_plan_finds_the_library_s_duplicates_and_commits_what_was_decided(
    lib: Library, texbook2: Path, monkeypatch: pytest.MonkeyPatch, streamed: bool
) -> None:
    if streamed:
        monkeypatch.setattr(import_pipeline, "STREAM_PLAN_BYTES", 1000)
    before = count_entries(lib)
    plan = plan_import(lib, [texbook2])
    assert count_entries(lib) == before  # a plan stores nothing
    assert plan.streamed is streamed and plan.count == 531
    assert (plan.files[0].result is None) is streamed  # a streamed file's records not kept
    held = {c.index: c.existing_id for c in plan.candidates}
    assert sorted(held) == list(HELD) and all(held.values())
    report = commit_import(lib, plan, {HELD[1]: "keep"})
    assert len(report.added) == 531 - 3 + 1 and len(report.skipped) == 2
    kept_apart = held[HELD[1]]
    assert kept_apart is not None
    assert [new for new in report.added if is_marked_different(lib, new, kept_apart)]


def test_a_streamed_plan_stores_what_a_kept_one_stores(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tex_live_file("texbook2.bib")
    report = commit_import(lib, plan_import(lib, [path]))
    kept = _stored(lib)
    ImportUndo(report).undo(lib)
    assert count_entries(lib) == 0
    monkeypatch.setattr(import_pipeline, "STREAM_PLAN_BYTES", 1000)
    commit_import(lib, plan_import(lib, [path]))
    assert _stored(lib) == kept and len(kept) == 531


def test_an_unread_plan_reads_each_file_once_as_it_stores_it(lib: Library, texbook2: Path) -> None:
    plan = ImportPlan.unread([texbook2])
    assert plan.count == 0 and plan.files[0].streamed
    report = commit_import(lib, plan, on_duplicate="skip")
    assert len(report.added) == 528 and len(report.skipped) == 3
    again = import_file(lib, texbook2)  # the CLI's road: the same commit
    assert again.added == [] and len(again.skipped) == 531


def test_probe_sorts_paths_by_route(tmp_path: Path) -> None:
    folder = tmp_path / "papers"
    (folder / "sub").mkdir(parents=True)
    pdf = folder / "sub" / "a.pdf"
    pdf.write_bytes((DATA / "pdfs" / "iopart-num.pdf").read_bytes())
    empty = tmp_path / "empty"
    empty.mkdir()
    zotero = tmp_path / "zotero.sqlite"
    zotero.write_bytes(b"")
    bib = DATA / "roundtrip.bib"
    probed = probe([bib, folder, empty, zotero])
    assert probed.files == [bib]
    assert probed.pdfs == [pdf]
    assert probed.zotero == [zotero]
    assert probed.empty == [empty]
    assert probed.size == bib.stat().st_size
