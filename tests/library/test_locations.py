"""A library named by a postgresql:// URL stays that string from --library or
PAPERSHELF_LIBRARY to open_library (a Path would fold its '//'), and what is shown of it
never carries the password."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from papershelf.cli.errors import failure_message
from papershelf.cli.opening import with_implicit_open
from papershelf.library.db import Library, chosen_library_path, open_library
from papershelf.library.locations import as_target, display_name, shown, title
from papershelf.services import first_run

URL = "postgresql://ann:s3cret@db.lab.example:5433/papers?sslmode=verify-full"
SHOWN = "postgresql://ann@db.lab.example:5433/papers?sslmode=verify-full"


def test_a_url_stays_a_string_and_a_path_becomes_one(tmp_path: Path) -> None:
    assert as_target(URL) == URL and isinstance(as_target(URL), str)
    assert as_target(" postgres://h/db ") == "postgres://h/db"
    assert as_target("~/lab.sqlite") == Path.home() / "lab.sqlite"
    assert as_target(tmp_path / "a.sqlite") == tmp_path / "a.sqlite"


def test_what_is_shown_of_a_url_has_no_password() -> None:
    assert display_name(URL) == SHOWN
    assert shown(URL) == SHOWN and title(URL) == SHOWN
    assert shown(Path("/data/lab.sqlite")) == "/data/lab.sqlite"
    assert title(Path("/data/lab.sqlite")) == "lab.sqlite"


def test_chosen_library_takes_a_url_from_the_argument_or_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert chosen_library_path(URL) == URL
    monkeypatch.setenv("PAPERSHELF_LIBRARY", "postgresql://bob@/papers?host=/run/postgresql")
    assert chosen_library_path(None) == "postgresql://bob@/papers?host=/run/postgresql"
    assert chosen_library_path("~/x.sqlite") == Path.home() / "x.sqlite"  # the argument first


def opened_targets(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[object]:
    """Record what open_for_run passes to open_library; open a local file instead."""
    asked: list[object] = []

    def fake_open(target: object, **_options: object) -> Library:
        asked.append(target)
        return open_library(tmp_path / "stand-in.sqlite")

    monkeypatch.setattr(first_run, "open_library", fake_open)
    return asked


@pytest.mark.parametrize("how", ["option", "environment"])
def test_the_cli_passes_a_url_on_as_a_string(
    how: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    asked = opened_targets(monkeypatch, tmp_path)
    argv = ["search", "--json"]
    if how == "option":
        argv = ["--library", URL, *argv]
    else:
        monkeypatch.setenv("PAPERSHELF_LIBRARY", URL)
    assert run_command(build_parser().parse_args(with_implicit_open(argv)), io.StringIO()) == 0
    assert asked == [URL] and isinstance(asked[0], str)


def test_a_bare_url_opens_the_app_on_it() -> None:
    args = build_parser().parse_args(with_implicit_open([URL]))
    assert args.command is None and args.library == URL


def test_a_bare_url_before_files_opens_the_app_on_it_with_them() -> None:
    assert with_implicit_open([URL, "refs.bib"]) == ["--library", URL, "open", "refs.bib"]
    assert with_implicit_open(["--library", URL, "search", "x"]) == [
        "--library", URL, "search", "x",
    ]  # fmt: skip


def test_a_database_failure_names_the_url_without_its_password() -> None:
    message = failure_message(sqlite3.OperationalError("connection lost"), URL)
    assert message is not None and message.startswith(SHOWN + ": ")
    assert "s3cret" not in message


def test_a_library_file_names_itself_by_the_file(tmp_path: Path) -> None:
    lib = open_library(tmp_path / "lab.sqlite")
    try:
        assert lib.name == "lab.sqlite" and lib.location == str(tmp_path / "lab.sqlite")
        assert lib.file == lib.target == tmp_path / "lab.sqlite"
    finally:
        lib.close()
