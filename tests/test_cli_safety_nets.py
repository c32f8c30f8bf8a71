"""What a killed or destructive command leaves: stale bound files marked, backups first.

Issue 13 item 9: an auto-export killed after the commit stayed stale with nothing marking
it; the CLI took no backup before delete-like commands (the app does, into the same
backups folder and rotation).
"""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from papershelf.library.backups import list_backups
from tests.test_cli import papershelf

TWO = """@article{smith2020, author = {Smith, John}, title = {A study of things}, year = {2020}}
@article{doe2021, author = {Doe, Jane}, title = {Another study}, year = {2021}}
"""
THIRD = "@misc{new2022, title = {A third paper}, year = {2022}}\n"


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """A library of two entries, tagged 'ml', with refs.bib bound to the whole library."""
    source = tmp_path / "two.bib"
    source.write_text(TWO)
    path = tmp_path / "lib.sqlite"
    assert papershelf("import", source, "--library", path).returncode == 0
    assert papershelf("tag", "add", "ml", "--all", "--library", path).returncode == 0
    bound = papershelf("autoexport", "add", tmp_path / "refs.bib", "--library", path)
    assert bound.returncode == 0, bound.stderr
    return path


class Killed(BaseException):
    """The process ends here: no handler of the CLI's runs."""


def killed_before_the_export(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the process 'die' (nothing more runs) once the command has committed."""

    def die(*args: object) -> None:
        """What a kill -9 between the commit and the file's rewrite amounts to."""
        raise Killed

    monkeypatch.setattr("papershelf.cli.autoexport.run_binding", die)


def test_a_bound_file_left_stale_by_a_kill_is_marked_and_written_next_time(
    library: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    third = tmp_path / "third.bib"
    third.write_text(THIRD)
    killed_before_the_export(monkeypatch)
    args = build_parser().parse_args(["import", str(third), "--library", str(library)])
    with pytest.raises(Killed):
        run_command(args, StringIO())
    monkeypatch.undo()
    refs = tmp_path / "refs.bib"
    assert "new2022" not in refs.read_text()  # committed, but the file is stale
    listed = papershelf("autoexport", "list", "--library", library)
    assert "[stale" in listed.stdout
    # the next command that refreshes bound files writes it, though it changes nothing itself
    again = papershelf("import", third, "--library", library)
    assert again.returncode == 0 and "0 added" in again.stdout
    assert "new2022" in refs.read_text()
    assert "[stale" not in papershelf("autoexport", "list", "--library", library).stdout


def test_a_command_that_touches_no_bound_file_leaves_no_mark(library: Path, tmp_path: Path) -> None:
    assert papershelf("list", "add", "Mine", "smith", "--library", library).returncode == 0
    listed = tmp_path / "mine.bib"
    bound = papershelf("autoexport", "add", listed, "--list", "Mine", "--library", library)
    assert bound.returncode == 0, bound.stderr
    stamp = listed.stat().st_mtime_ns
    done = papershelf(
        "keys", "regenerate", "doe", "--pattern", "[auth:upper][year]", "--library", library
    )
    assert done.returncode == 0 and "DOE2021" in done.stdout, done.stderr
    shown = papershelf("autoexport", "list", "--library", library).stdout
    assert "[stale" not in shown and "mine.bib" in shown  # marked before, cleared after
    assert listed.stat().st_mtime_ns == stamp  # and not rewritten: doe is not in the list


DESTRUCTIVE = [
    (["delete", "smith", "--yes"], "before-delete"),
    (["tag", "delete", "ml"], "before-tag-delete"),
    (["tag", "rename", "ml", "ai", "--merge"], "before-tag-merge"),
    (["keys", "regenerate", "--all", "--pattern", "[auth:upper][year]"], "before-keys"),
]


@pytest.mark.parametrize(("command", "reason"), DESTRUCTIVE)
def test_a_destructive_command_takes_a_backup_first(
    library: Path, command: list[str], reason: str
) -> None:
    if "--merge" in command:
        assert papershelf("tag", "add", "ai", "smith", "--library", library).returncode == 0
    assert list_backups(library) == []
    done = papershelf(*command, "--library", library)
    assert done.returncode == 0, done.stderr
    taken = list_backups(library)
    assert [b.reason for b in taken] == [reason]
    assert taken[0].entries == 2  # the library as it was
    assert taken[0].path.parent == library.with_name("lib-backups")  # the app's folder


def test_an_import_that_merges_takes_a_backup_first(library: Path, tmp_path: Path) -> None:
    again = tmp_path / "again.bib"
    again.write_text(TWO.replace("year = {2020}", "year = {2020}, doi = {10.1/x}"))
    done = papershelf("import", again, "--on-duplicate", "merge", "--library", library)
    assert done.returncode == 0, done.stderr
    assert [b.reason for b in list_backups(library)] == ["before-merge"]
    plain = papershelf("import", again, "--library", library)  # skip: nothing to back up
    assert plain.returncode == 0 and len(list_backups(library)) == 1


def test_cli_backups_follow_the_libraries_rotation(library: Path) -> None:
    for n in range(11):
        assert papershelf("tag", "add", f"t{n}", "smith", "--library", library).returncode == 0
    for n in range(11):
        assert papershelf("tag", "delete", f"t{n}", "--library", library).returncode == 0
    kept = list_backups(library)
    assert len(kept) == 10  # the default backup_count, as the app keeps


def test_delete_removes_what_the_search_finds_and_rewrites_bound_files(
    library: Path, tmp_path: Path
) -> None:
    done = papershelf("delete", "smith", "--yes", "--library", library)
    assert done.returncode == 0 and "deleted 1 entry" in done.stdout, done.stderr
    left = papershelf("search", "--library", library).stdout
    assert "doe2021" in left and "smith2020" not in left
    assert "smith2020" not in (tmp_path / "refs.bib").read_text()
    nothing = papershelf("delete", "--library", library)
    assert nothing.returncode == 1 and "--all" in nothing.stderr


def test_a_binding_whose_first_write_failed_shows_stale_until_written(
    library: Path, tmp_path: Path
) -> None:
    target = tmp_path / "later" / "refs.bib"
    added = papershelf("autoexport", "add", target, "--library", library)
    assert added.returncode == 1 and "cannot write" in added.stderr
    listed = papershelf("autoexport", "list", "--library", library).stdout
    assert f"{target} <- the whole library (bibtex) [stale" in listed
    target.parent.mkdir()
    assert papershelf("autoexport", "run", "--library", library).returncode == 0
    assert "smith2020" in target.read_text()
    assert "[stale" not in papershelf("autoexport", "list", "--library", library).stdout
