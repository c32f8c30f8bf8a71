"""Duplicates: found on import and in the library, marked different, merged (and undone)."""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.library.queries import count_entries, get_entry
from papershelf.library.tracing import traced
from papershelf.services.changes import ServiceError
from papershelf.services.deleting import revert_entries, snapshot_entries
from papershelf.services.duplicates import (
    duplicate_pairs,
    find_duplicates,
    is_marked_different,
    mark_not_duplicate,
    unmark_not_duplicate,
)
from papershelf.services.importing import (
    Decision,
    ImportUndo,
    commit_import,
    import_file,
    import_records,
    plan_import,
)
from papershelf.services.lists import find_list, set_list_note
from papershelf.services.merging import compare_entries, merge_entries
from papershelf.services.tags import add_tag
from tests.factories import add, record
from tests.snapshots import assert_same, dump

TITLE = "Attention Is All You Need for Sequence Transduction"


def paper(title: str = TITLE, **extra: object) -> object:
    """A record of the running example (no abstract, so titles decide)."""
    values: dict[str, object] = {"authors": "Vaswani, Ashish", "abstract": "", "year": 2017}
    values.update(extra)
    return record(title, **values)  # type: ignore[arg-type]


def test_same_doi_is_a_duplicate_whatever_the_title(lib: Library) -> None:
    add(lib, paper(doi="10.5555/ABC"))
    found = find_duplicates(lib, [paper("Something else", doi="https://doi.org/10.5555/abc")])
    assert [(c.index, c.reason) for c in found] == [(0, "doi")]


def test_normalised_title_and_year_are_a_duplicate(lib: Library) -> None:
    existing = add(lib, paper()).added[0]
    found = find_duplicates(lib, [paper("attention is ALL you need — for sequence transduction!")])
    assert [(c.existing_id, c.reason) for c in found] == [(existing, "title")]
    assert find_duplicates(lib, [paper(year=2018)]) == []


def test_latex_in_a_title_does_not_hide_a_duplicate(lib: Library) -> None:
    add(lib, paper("Schrödinger Bridges for Generative Modelling of Data"))
    latex = paper('Schr{\\"o}dinger {Bridges} for Generative Modelling of Data')
    from papershelf.formats.text.latex import decode_text

    latex.title = decode_text(latex.title)  # type: ignore[attr-defined]
    assert len(find_duplicates(lib, [latex])) == 1


def test_nearly_equal_titles_are_a_fuzzy_duplicate(lib: Library) -> None:
    add(lib, paper())
    found = find_duplicates(lib, [paper("Attention Is All You Need for Sequence Transductions")])
    assert [c.reason for c in found] == ["similar title"]
    assert 95 <= found[0].score < 100


def test_different_numbers_or_first_authors_are_not_duplicates(lib: Library) -> None:
    add(lib, paper("Information and Coding Theory: Lecture 3 of the Series"))
    add(lib, paper("Introduction", authors="Smith, Ann"))
    found = find_duplicates(
        lib,
        [paper("Information and Coding Theory: Lecture 4 of the Series"),
         paper("Introduction", authors="Jones, Bob")],
    )  # fmt: skip
    assert found == []


def test_a_3000_author_paper_is_compared_by_its_first_names_only(lib: Library) -> None:
    crowd = " and ".join(f"Gonz\u00e1lez{i}, A." for i in range(3_000))
    add(lib, paper(authors=crowd, venue="Phys. Rev. D"), paper("Other", authors="Ng, A."))
    with traced(lib) as trace:
        found = find_duplicates(lib, [paper(authors=crowd, venue="Phys. Rev. D")])
    assert [(c.reason, c.sure) for c in found] == [("title", True)]
    people = [(sql, params) for sql, params in trace.calls if "FROM person" in sql]
    assert people and all(sql.endswith("LIMIT ?") or sql.endswith("LIMIT %s") for sql, _p in people)
    assert all(params[-1] == 10 for _sql, params in people), people
    changed = find_duplicates(lib, [paper(authors="Smith, B. and Jones, C.")])
    assert changed == []  # other people: another paper


def test_duplicates_within_one_file_are_found(lib: Library) -> None:
    found = find_duplicates(lib, [paper(), paper("Other"), paper()])
    assert [(c.index, c.earlier_index, c.existing_id) for c in found] == [(2, 0, None)]


def test_library_pairs_skip_those_marked_different(lib: Library) -> None:
    ids = import_records(lib, [paper(), paper(), paper("Other")], on_duplicate="keep").added
    assert [(p.first, p.second) for p in duplicate_pairs(lib)] == [(ids[0], ids[1])]
    changes = mark_not_duplicate(lib, ids[1], ids[0])
    assert changes.duplicates and is_marked_different(lib, ids[0], ids[1])
    assert duplicate_pairs(lib) == []
    unmark_not_duplicate(lib, ids[0], ids[1])
    assert len(duplicate_pairs(lib)) == 1


def test_a_kept_duplicate_decided_by_a_person_is_remembered(lib: Library) -> None:
    add(lib, paper())
    report = import_records(lib, [paper()], decisions={0: "keep"})
    assert len(report.added) == 1 and duplicate_pairs(lib) == []
    batch = import_records(lib, [paper()], on_duplicate="keep")  # a batch rule is no judgement
    assert len(batch.added) == 1 and len(duplicate_pairs(lib)) == 1


def test_skip_is_the_default_and_says_which_entry(lib: Library) -> None:
    add(lib, paper(key="vaswani2017"))
    report = import_records(lib, [paper()])
    assert report.added == [] and report.skipped[0].existing_key == "vaswani2017"
    assert len(report.duplicates) == 1


def test_merge_on_import_fills_in_what_the_entry_lacks(lib: Library) -> None:
    arxiv = "https://arxiv.org/abs/1706.03762"  # the same arXiv id: surely one paper
    existing = add(lib, paper(doi="", url=arxiv, fields=[("pages", "1--10")])).added[0]
    incoming = paper(
        doi="10.1/x", url=arxiv, venue="NeurIPS", fields=[("pages", "5--6"), ("note", "N")]
    )
    report = import_records(lib, [incoming], list_name="Reading", on_duplicate="merge")
    assert report.added == [] and report.merged == [existing]
    entry = get_entry(lib, existing)
    assert entry is not None
    assert (entry.doi, entry.venue) == ("10.1/x", "NeurIPS")
    assert entry.fields == [("pages", "1--10"), ("note", "N")]  # its own pages kept
    list_id = find_list(lib, "Reading")
    assert list_id is not None and entry.lists == ["Reading"]


def test_plan_then_commit_with_per_record_decisions(lib: Library, tmp_path: Path) -> None:
    kept = add(lib, paper(key="old1")).added[0]
    merged = add(lib, paper("Deep Residual Learning for Image Recognition", key="old2")).added[0]
    path = tmp_path / "new.bib"
    path.write_text(
        "@article{a, title={Attention Is All You Need for Sequence Transduction}, "
        "author={Vaswani, Ashish}, year=2017}\n"
        "@article{b, title={Deep Residual Learning for Image Recognition}, "
        "author={Vaswani, Ashish}, year=2017, doi={10.1/resnet}, note={From the file}}\n"
        "@article{c, title={A New Paper}, author={Doe, Jane}, year=2020}\n"
        "@article{d, title={A New Paper}, author={Doe, Jane}, year=2020}\n"
    )
    before = dump(lib)
    plan = plan_import(lib, [path])
    assert_same(before, dump(lib))  # a plan writes nothing
    by_index = {c.index: c for c in plan.candidates}
    assert sorted(by_index) == [0, 1]  # c and d have keys of their own: two entries
    assert by_index[0].existing_id == kept and by_index[1].existing_id == merged
    assert plan.record(2).key == "c"
    decisions = {0: "keep", 1: Decision.merge({"note": "other"})}
    report = commit_import(lib, plan, decisions)
    assert len(report.added) == 3 and report.merged == [merged]
    entry = get_entry(lib, merged)
    assert entry is not None and ("note", "From the file") in entry.fields
    assert entry.doi == "10.1/resnet"
    assert is_marked_different(lib, kept, report.added[0])


def test_import_with_merges_undoes_and_redoes_exactly(lib: Library, tmp_path: Path) -> None:
    add(lib, paper(key="old1"), list_name="Mine")
    path = tmp_path / "more.bib"
    path.write_text(
        "@article{a, title={Attention Is All You Need for Sequence Transduction}, "
        "author={Vaswani, Ashish}, year=2017, doi={10.1/a}, pages={1--2}}\n"
        "@article{b, title={Brand New}, author={Doe, Jane}, year=2021}\n"
    )
    before = dump(lib)
    report = import_file(lib, path, "Imported", on_duplicate="merge")
    assert len(report.added) == 1 and len(report.merged) == 1
    after = dump(lib)
    undo = ImportUndo(report)
    undo.undo(lib)
    assert_same(before, dump(lib))
    undo.redo(lib)
    assert_same(after, dump(lib))
    assert lib.backend.text_index_consistent(lib)


def _two_entries(lib: Library) -> tuple[int, int]:
    """Two entries of one paper, with tags, lists and notes to combine."""
    keep = add(lib, paper(key="keepme", notes="mine"), list_name="A").added[0]
    other = import_records(
        lib, [paper(doi="10.1/o", notes="theirs", venue="ICML", fields=[("pages", "3")])],
        list_name="B", on_duplicate="keep",
    ).added[0]  # fmt: skip
    add_tag(lib, [keep], "ml")
    add_tag(lib, [other], "to-read")
    list_b = find_list(lib, "B")
    assert list_b is not None
    set_list_note(lib, list_b, other, "why")
    mark_other = add(lib, record("Unrelated")).added[0]
    mark_not_duplicate(lib, other, mark_other)
    return keep, other


def test_merge_entries_combines_and_deletes_the_other(lib: Library) -> None:
    keep, other = _two_entries(lib)
    choices = {c.name: c.default for c in compare_entries(lib, keep, other)}
    assert choices["doi"] == "other" and choices["title"] == "keep"
    changes = merge_entries(lib, keep, other, {"venue": "other"})
    assert changes.removed == {other} and keep in changes.edited
    entry = get_entry(lib, keep)
    assert entry is not None and get_entry(lib, other) is None
    assert entry.key == "keepme" and entry.doi == "10.1/o" and entry.venue == "ICML"
    assert entry.notes == "mine\n\ntheirs"
    assert {name for name, _ in entry.tags} == {"ml", "to-read"}
    assert set(entry.lists) == {"A", "B"}
    assert ("pages", "3") in entry.fields


def test_merge_then_undo_is_exact(lib: Library) -> None:
    keep, other = _two_entries(lib)
    before = dump(lib)
    snap = snapshot_entries(lib, [keep, other])
    merge_entries(lib, keep, other)
    merged = dump(lib)
    revert_entries(lib, snap)
    assert_same(before, dump(lib))
    merge_entries(lib, keep, other)  # redo
    assert dump(lib)["entry_tag"] == merged["entry_tag"]
    assert count_entries(lib) == len(before["entry"]) - 1
    assert lib.backend.text_index_consistent(lib)


def test_merging_an_entry_with_itself_is_refused(lib: Library) -> None:
    (only,) = add(lib, paper()).added
    with pytest.raises(ServiceError):
        merge_entries(lib, only, only)


def test_a_plan_reports_progress_over_all_its_files(lib: Library, tmp_path: Path) -> None:
    first, second = tmp_path / "a.bib", tmp_path / "b.bib"
    first.write_text("@misc{a1, title={First File Paper}, year=2020}\n")
    second.write_text("@misc{b1, title={Second File Paper}, year=2021}\n")
    missing = tmp_path / "gone.bib"
    seen: list[tuple[int, int]] = []
    plan = plan_import(lib, [first, missing, second], progress=lambda d, t: seen.append((d, t)))
    assert plan.count == 2 and [str(e.file) for e in plan.report.failed] == [str(missing)]
    dones = [done for done, _ in seen]
    assert dones == sorted(dones) and seen[-1][0] == seen[-1][1]
    assert len(commit_import(lib, plan).added) == 2
