"""What an import keeps: every entry with its own key, sure vs possible duplicates, and
one report line per entry not imported or imported under another key (issue 14)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from papershelf.formats.bib.bibtex_syntax import ScannedEntry, scan
from papershelf.library.db import Library, open_library
from papershelf.library.queries import get_entry
from papershelf.services.duplicate_evidence import is_generic
from papershelf.services.duplicates import find_duplicates
from papershelf.services.identity import normalise
from papershelf.services.importing import import_file, import_records
from tests.factories import add, record

DATA = Path(__file__).resolve().parents[1] / "data" / "import"
ROOT = Path(__file__).resolve().parents[2]


def texlive_file(*names: str) -> Path:
    """A .bib file as TeX Live installs it; the test is skipped, saying why, without it."""
    kpsewhich = shutil.which("kpsewhich")
    if kpsewhich is None:
        pytest.skip("TeX Live is not installed (no kpsewhich): its real .bib files are needed")
    for name in names:
        found = subprocess.run([kpsewhich, name], capture_output=True, text=True).stdout.strip()
        if found:
            return Path(found)
    pytest.skip(f"TeX Live does not have {' or '.join(names)} (install texlive-publishers)")


def keys_in(path: Path) -> set[str]:
    """The keys (lower-cased) of the readable entries of a .bib file, as the scanner cuts it."""
    text = path.read_text(encoding="utf-8", errors="replace")
    items = scan(text).items
    return {i.key.lower() for i in items if isinstance(i, ScannedEntry) and i.key and not i.error}


def library_keys(lib: Library) -> set[str]:
    """Every key of the library, lower-cased."""
    return {str(key).lower() for (key,) in lib.execute("SELECT key FROM entry")}


def papershelf(*args: object) -> subprocess.CompletedProcess[str]:
    """Run the CLI as a user would."""
    env = {"PYTHONPATH": str(ROOT / "desktop"), "PATH": "/usr/bin:/bin"}
    command = [sys.executable, "-m", "papershelf", *map(str, args)]
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=600)


# --- inside one file: a key is an entry -----------------------------------------------------


def test_recurring_columns_of_one_issue_are_all_imported(lib: Library) -> None:
    path = DATA / "tugboat-columns.bib"
    report = import_file(lib, path)
    assert len(report.added) == 6 and report.skipped == [] and report.lines() == []
    assert library_keys(lib) == keys_in(path)
    again = import_file(lib, path)  # the same file again: each entry surely there
    assert again.added == [] and len(again.skipped) == 6
    assert str(again.skipped[1]) == (
        f"{path}:7: entry 'Price:TB2-2-54' not imported: already in the library as "
        "'Price:TB2-2-54' (the same title, year and authors)"
    )


def test_a_repeated_key_is_one_entry_only_with_the_same_content(lib: Library) -> None:
    path = DATA / "repeated-keys.bib"
    report = import_file(lib, path)
    assert report.lines() == [
        f"{path}:4: entry 'smith2020' not imported: it repeats the entry on line 3 exactly",
        f"{path}:8: entry 'Smith2020' imported as 'smith2020other': "
        "the entry on line 3 has the same key and other content",
        f"{path}:11: entry 'child' has crossref 'nobook', which is not in the file or library",
    ]
    titles = sorted(get_entry(lib, i).title for i in report.added)  # type: ignore[union-attr]
    assert titles == ["A Chapter", "Deep Things", "Other Things", "Twins", "Twins"]


def test_a_crossref_to_a_parent_in_the_library_is_no_problem(lib: Library) -> None:
    add(lib, record("The Book", key="nobook"))
    report = import_file(lib, DATA / "repeated-keys.bib")
    assert not any("crossref" in line for line in report.lines())


def test_every_entry_of_bibtex_s_xampl_is_imported(lib: Library) -> None:
    path = texlive_file("xampl.bib")
    report = import_file(lib, path)
    assert report.skipped == []
    assert library_keys(lib) == keys_in(path)


def test_the_default_cli_import_of_a_large_real_journal_file_keeps_every_key(
    tmp_path: Path,
) -> None:
    path = texlive_file("tugboat.bib")
    done = papershelf("import", path, "--library", tmp_path / "lib.sqlite")
    assert done.returncode == 0, done.stderr
    expected = keys_in(path)
    assert len(expected) > 3000
    assert "0 skipped as duplicates" in done.stdout.splitlines()[0]
    lib = open_library(tmp_path / "lib.sqlite")
    try:
        missing = expected - library_keys(lib)
    finally:
        lib.close()
    assert missing == set()


# --- across the library: sure or possible ----------------------------------------------------


def test_generic_titles_are_a_documented_rule() -> None:
    for title in ("Editorial", "Book reviews", "Greetings from the Editor", "Errata",
                  "Index to volume 12", "In memoriam", "Letters to the Editor", "Preface",
                  "Table of Contents", "Foreword", "Introduction"):  # fmt: skip
        assert is_generic(normalise(title)), title
    for title in ("Introduction to Algorithms", "In memoriam: Donald Knuth",
                  "Errata in the Proof of a Theorem"):  # fmt: skip
        assert not is_generic(normalise(title)), title


def test_a_generic_title_with_other_pages_is_another_paper(lib: Library) -> None:
    column = {"authors": "Price, Lynne", "venue": "TUGboat", "year": 1981}
    add(lib, record("Greetings from the Editor", fields=[("pages", "43")], **column))
    other = record("Greetings from the Editor", fields=[("pages", "54")], **column)
    same = record("Greetings from the Editor", fields=[("pages", "43--43")], **column)
    found = find_duplicates(lib, [other, same])
    assert [(c.index, c.sure) for c in found] == [(1, True)]


def test_weaker_evidence_is_imported_and_listed_as_possible(lib: Library) -> None:
    existing = add(lib, record("Deep Things", authors="Smith, Ann", venue="ICML", key="a"))
    incoming = record("Deep Things", authors="Smith, Ann", venue="NeurIPS", key="b")
    report = import_records(lib, [incoming], file="x.bib")
    assert len(report.added) == 1 and report.skipped == []
    assert report.duplicates[0].existing_id == existing.added[0]
    assert [str(p) for p in report.possible] == [
        "x.bib: possible duplicate: entry 'b' may be the same paper as 'a' (the same title "
        "and year); imported, for review"
    ]


def test_the_same_doi_or_arxiv_id_is_sure(lib: Library) -> None:
    add(lib, record("One", doi="10.1/x"), record("Two", url="https://arxiv.org/abs/1706.03762v2"))
    uno = record("Uno", doi="https://doi.org/10.1/X")
    found = find_duplicates(lib, [uno, record("Dos", doi="10.48550/arXiv.1706.03762")])
    assert [(c.reason, c.sure) for c in found] == [("doi", True), ("arXiv id", True)]


def test_the_cli_prints_possible_duplicates_and_exits_0(tmp_path: Path) -> None:
    library = tmp_path / "lib.sqlite"
    first = tmp_path / "first.bib"
    first.write_text(
        "@article{a, author={Smith, Ann}, title={Deep Things}, journal={ICML}, year=2020}\n"
    )
    second = tmp_path / "second.bib"
    second.write_text(
        "@article{b, author={Smith, Ann}, title={Deep Things}, journal={NeurIPS}, year=2020}\n"
        "@article{broken, title={Oops} year=2020}\n"
    )
    assert papershelf("import", first, "--library", library).returncode == 0
    done = papershelf("import", second, "--library", library)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"{second}: 1 added, 0 skipped as duplicates, 1 problem"
    assert lines[1] == (
        f"  {second}:1: possible duplicate: entry 'b' may be the same paper as 'a' "
        "(the same title and year); imported, for review"
    )
    assert lines[2].startswith(f"  {second}:2: entry 'broken' not imported: ")


# --- smaller: blocks alone, commented-out entries, DBLP numbers, plain text ----------------------


def test_a_file_of_string_blocks_alone_keeps_them(lib: Library) -> None:
    report = import_file(lib, DATA / "strings-only.bib")
    assert report.added == [] and len(report.sources) == 1
    names = [n for (n,) in lib.execute("SELECT name FROM bib_block WHERE kind = 'string'")]
    assert names == ["IEEE_J_AC", "IEEE_J_COM"]


def test_commented_out_entries_are_no_problem(lib: Library) -> None:
    report = import_file(lib, DATA / "commented.bib")
    assert len(report.added) == 2 and report.lines() == []


def test_dblp_numbers_are_not_surnames(lib: Library) -> None:
    report = import_file(lib, DATA / "dblp.bib")
    entry = get_entry(lib, report.added[0])
    assert entry is not None
    people = lib.execute(
        "SELECT family, given, raw FROM person WHERE entry_id = ? ORDER BY position",
        [report.added[0]],
    ).fetchall()
    assert people[0] == ("Zhang", "Wei", "Wei Zhang 0001")
    assert entry.authors_text.startswith("Wei Zhang 0001 and Li Wang 0002")  # kept for export


def test_a_plain_text_import_reports_no_missing_keys(lib: Library, sample_path: Path) -> None:
    report = import_file(lib, sample_path)
    assert len(report.added) == 19 and report.key_notes == []


def test_a_merged_record_gets_one_line_too(lib: Library, tmp_path: Path) -> None:
    add(lib, record("Deep Things", authors="Smith, Ann", doi="10.1/deep", key="a"))
    path = tmp_path / "more.bib"
    path.write_text("@article{b, title={Deep Things}, doi={10.1/deep}, note={N}, year=2020}\n")
    report = import_file(lib, path, on_duplicate="merge")
    assert report.lines() == [
        f"{path}:1: entry 'b' not imported: merged into 'a' (the same DOI)"
    ]  # fmt: skip


def test_a_child_whose_parent_the_library_has_under_another_key_is_reported(
    lib: Library, tmp_path: Path
) -> None:
    add(lib, record("The Book", doi="10.1/book", key="knuth1984"))
    path = tmp_path / "chapters.bib"
    path.write_text(
        "@incollection{ch1, title={Chapter One}, author={Doe, Jane}, crossref={book}, year=1984}\n"
        "@book{book, title={The Book}, doi={10.1/book}, year=1984}\n"
    )
    report = import_file(lib, path)
    assert report.lines() == [
        f"{path}:1: entry 'ch1' has crossref 'book', which was not imported: "
        "the library has it as 'knuth1984'",
        f"{path}:2: entry 'book' not imported: already in the library as 'knuth1984' "
        "(the same DOI)",
    ]
