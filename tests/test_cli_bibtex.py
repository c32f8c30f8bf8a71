"""The BibTeX commands as a script uses them: import, export, keys, autoexport."""

from __future__ import annotations

from pathlib import Path

from papershelf.formats.bib import bibtex
from tests.test_cli import papershelf

DATA = Path(__file__).resolve().parent / "data"


def test_import_reports_broken_entries_with_their_lines(tmp_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    result = papershelf("import", DATA / "malformed.bib", "--library", library)
    assert result.returncode == 0, result.stderr
    assert "47 added, 0 skipped as duplicates, 3 problems" in result.stdout
    for line in (80, 184, 282):
        assert f"malformed.bib:{line}: " in result.stdout
    assert "importing" not in result.stderr  # no progress line when stderr is not a terminal


def test_a_file_that_is_not_bibtex_is_one_line_and_changes_nothing(tmp_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    junk = tmp_path / "junk.bib"
    junk.write_text("nothing to see\n")
    result = papershelf("import", junk, "--library", library)
    assert result.returncode == 1 and "not a BibTeX file" in result.stderr
    assert "Traceback" not in result.stderr
    out = papershelf("export", "-o", "-", "--library", library)
    assert out.returncode == 0 and out.stdout == ""


def test_export_to_a_file_and_to_stdout_gives_the_same_bytes(tmp_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    papershelf("import", DATA / "roundtrip.bib", "--library", library, "--list", "Thesis")
    target = tmp_path / "refs.bib"
    written = papershelf("export", "--list", "Thesis", "-o", target, "--library", library)
    assert written.returncode == 0, written.stderr
    assert "26 entries (written)" in written.stdout
    again = papershelf("export", "--list", "Thesis", "-o", target, "--library", library)
    assert "26 entries (unchanged)" in again.stdout
    stdout = papershelf("export", "--list", "Thesis", "-o", "-", "--library", library)
    assert stdout.stdout == target.read_text(encoding="utf-8")
    keys = {r.key for r in bibtex.read_text(stdout.stdout).records}
    assert keys == {r.key for r in bibtex.read(DATA / "roundtrip.bib").records}


def test_export_formats_and_scopes(tmp_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    papershelf("import", DATA / "roundtrip.bib", "--library", library)
    papershelf("tag", "add", "mytag", "Adam", "--library", library)
    tagged = papershelf("export", "--tag", "mytag", "-o", "-", "--library", library)
    assert next(r.key for r in bibtex.read_text(tagged.stdout).records) == "kingma2015adam"
    query = papershelf("export", "--query", "attention", "--format", "ris", "-o", "-",
                       "--library", library)  # fmt: skip
    assert query.returncode == 0 and "TY  - " in query.stdout
    missing = papershelf("export", "--list", "Nope", "-o", "-", "--library", library)
    assert missing.returncode == 1 and "no reading list called 'Nope'" in missing.stderr


def test_on_duplicate_merge(tmp_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    papershelf("import", DATA / "roundtrip.bib", "--library", library)
    again = papershelf("import", DATA / "roundtrip.bib", "--on-duplicate", "merge",
                       "--library", library)  # fmt: skip
    assert "0 added, 0 skipped as duplicates, 26 merged into existing entries" in again.stdout


def test_keys_pattern_and_regenerate(tmp_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    papershelf("import", DATA / "malformed.bib", "--library", library)
    shown = papershelf("keys", "pattern", "--library", library)
    assert shown.stdout.strip() == "[auth:lower][year][veryshorttitle:lower]"
    dry = papershelf("keys", "regenerate", "--all", "--pattern", "[auth:lower]_[year]",
                     "--dry-run", "--library", library)  # fmt: skip
    assert dry.returncode == 0, dry.stderr
    assert "entry01 -> author_2001" in dry.stdout and "would change" in dry.stdout
    done = papershelf("keys", "regenerate", "key:entry01", "--library", library)
    assert "entry01 -> author2001title" in done.stdout and "1 key changed" in done.stdout
    bad = papershelf("keys", "pattern", "[nope]", "--library", library)
    assert bad.returncode == 1 and "not a key pattern field" in bad.stderr
    none = papershelf("keys", "regenerate", "--library", library)
    assert none.returncode == 1 and "--all" in none.stderr


def test_autoexport_add_list_remove_and_follow_an_import(tmp_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    papershelf("import", DATA / "roundtrip.bib", "--library", library, "--list", "Thesis")
    target = tmp_path / "thesis.bib"
    added = papershelf("autoexport", "add", target, "--list", "Thesis", "--library", library)
    assert added.returncode == 0, added.stderr
    assert target.exists() and "26 entries (written)" in added.stdout
    listed = papershelf("autoexport", "list", "--library", library)
    assert f"{target} <- list 'Thesis' (bibtex)" in listed.stdout
    more = papershelf("import", DATA / "sample.ris", "--library", library, "--list", "Thesis")
    # 4 of the 8 RIS records are surely in the library; 'Attention...' may be (another
    # type and venue): it is imported and listed for review.
    assert f"{target}: 30 entries (written)" in more.stdout
    removed = papershelf("autoexport", "remove", target, "--library", library)
    assert removed.returncode == 0 and target.exists()
    assert papershelf("autoexport", "list", "--library", library).stdout == ""


def test_a_dry_run_prints_the_plan_and_stores_nothing(tmp_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    first = papershelf("import", DATA / "roundtrip.bib", "--library", library)
    assert first.returncode == 0, first.stderr
    copy = tmp_path / "again.bib"
    copy.write_bytes((DATA / "roundtrip.bib").read_bytes())
    before = papershelf("export", "-o", "-", "--library", library).stdout
    planned = papershelf("import", "--dry-run", copy, "--library", library)
    assert planned.returncode == 0, planned.stderr
    assert f"{copy}: 26 records, 26 of them duplicates (dry run: nothing stored)" in (
        planned.stdout
    )
    assert "already in the library as" in planned.stdout
    assert papershelf("export", "-o", "-", "--library", library).stdout == before
