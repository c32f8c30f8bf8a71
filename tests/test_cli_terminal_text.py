"""Library text never reaches a terminal raw: escape sequences and bidi overrides shown.

Issue 13 item 5 (CLI part): a title or tag holding ESC sequences drove the terminal
(`search`, `tags`, `lists` printed them as they were), and a right-to-left override let
'gnp.exe' read 'exe.png'. Human output shows them as escapes; JSON stays exact JSON.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from papershelf.library.db import open_library
from papershelf.library.queries import ordered_ids
from papershelf.services.entries import update_entry
from tests.test_cli import papershelf

TITLE = "Evil \x1b]0;pwned\x07 \x1b[2J title \u202e gnp.exe \x9b\x7f end"
TAG = "\x1b[31mred\u2066"
LIST = "Queue\x1b[5m\u202d"
# What must never be printed raw: C0 controls but tab and newline, DEL, C1, bidi controls.
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """A library whose one entry, tag and list carry control and bidi characters."""
    ris = tmp_path / "evil.ris"
    ris.write_text("TY  - JOUR\nTI  - Evil\nPY  - 2021\nER  - \n", encoding="utf-8")
    path = tmp_path / "lib.sqlite"
    assert papershelf("import", ris, "--library", path).returncode == 0
    lib = open_library(path)  # the readers drop C0 controls; an edit (or an old file) keeps them
    (entry_id,) = ordered_ids(lib)
    update_entry(lib, entry_id, {"title": TITLE})
    lib.close()
    assert papershelf("tag", "add", TAG, "--all", "--library", path).returncode == 0
    assert papershelf("list", "add", LIST, "--all", "--library", path).returncode == 0
    papershelf("saved", "add", "s\x1b[1m", "evil", "--library", path)
    return path


@pytest.mark.parametrize(
    "command",
    [
        ["search"],
        ["tags"],
        ["lists"],
        ["list", "show", LIST],
        ["saved"],
        ["saved", "run", "s\x1b[1m"],
    ],
)
def test_human_output_shows_control_characters_escaped(library: Path, command: list[str]) -> None:
    result = papershelf(*command, "--library", library)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() and not RAW.search(result.stdout), repr(result.stdout)
    assert "\\x1b[" in result.stdout


def test_search_shows_the_title_visibly(library: Path) -> None:
    shown = papershelf("search", "--library", library).stdout
    assert r"Evil \x1b]0;pwned\x07 \x1b[2J title \u202e gnp.exe \u009b\u007f end" in shown


@pytest.mark.parametrize(
    ("command", "field", "value"),
    [(["search"], "title", TITLE), (["tags"], "name", TAG), (["lists"], "name", LIST)],
)
def test_json_output_is_exact_json_without_raw_controls(
    library: Path, command: list[str], field: str, value: str
) -> None:
    result = papershelf(*command, "--json", "--library", library)
    assert result.returncode == 0 and not RAW.search(result.stdout), repr(result.stdout)
    assert [row[field] for row in json.loads(result.stdout)] == [value]


def test_error_lines_show_library_text_escaped(library: Path) -> None:
    result = papershelf("list", "show", "no\x1b[2Jsuch", "--library", library)
    assert result.returncode == 1 and not RAW.search(result.stderr)
    assert "no\\x1b[2Jsuch" in result.stderr


def test_an_export_to_stdout_keeps_the_text_as_it_is(library: Path) -> None:
    result = papershelf("export", "--format", "biblatex", "-o", "-", "--library", library)
    assert result.returncode == 0 and "\u202e gnp.exe" in result.stdout  # data, not a display
