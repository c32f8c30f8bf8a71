"""Hostile or broken files given to `papershelf import`: one clear line, never a traceback.

Issue 30, item 9: a binary file renamed .bib ended in `ValueError: '' is not in list`
(formats/text/encoding_guess.py); a .bib mixing UTF-8 and Latin-1 lines was read whole as one
legacy code page (the UTF-8 lines garbled); JSON nested a hundred thousand deep ended in a
RecursionError. Run as subprocesses, as a person runs them.
"""

from __future__ import annotations

import json
import random
import shutil
import sys
from pathlib import Path

import pytest

from tests.paths import REPO
from tests.test_cli import papershelf


def imported(tmp_path: Path, source: Path) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of importing *source* into a new library."""
    done = papershelf("import", source, "--library", tmp_path / "lib.sqlite")
    return done.returncode, done.stdout, done.stderr


def binaries(tmp_path: Path) -> list[Path]:
    """Real binary files renamed .bib: this Python, a PNG, random bytes, a library file."""
    made = []
    for name, original in [
        ("python.bib", Path(sys.executable).resolve()),
        ("shot.bib", REPO / "docs" / "screenshots" / "main-window.png"),
    ]:
        made.append(tmp_path / name)
        made[-1].write_bytes(original.read_bytes()[:200_000])
    noise = tmp_path / "noise.bib"
    noise.write_bytes(random.Random(30).randbytes(20_000))
    library = tmp_path / "other.sqlite"
    assert (
        papershelf(
            "import", REPO / "tests" / "data" / "roundtrip.bib", "--library", library
        ).returncode
        == 0
    )
    shutil.copy(library, tmp_path / "library.bib")
    return [*made, noise, tmp_path / "library.bib"]  # fmt: skip


def test_a_binary_file_renamed_bib_is_refused_in_one_line(tmp_path: Path) -> None:
    for source in binaries(tmp_path):
        status, _, err = imported(tmp_path, source)
        assert status == 1, (source, err)
        assert err.count("\n") == 1 and "Traceback" not in err, err
        assert f"{source}: not a text file" in err


def test_a_bib_mixing_utf8_and_latin1_lines_reads_each_line_right(tmp_path: Path) -> None:
    source = tmp_path / "mixed.bib"
    source.write_bytes(
        "@misc{a, title = {Café Gödel}}\n".encode()
        + "@misc{b, title = {Déjà vu à Besançon}}\n".encode("latin-1")
        + "@misc{c, title = {Über naïve Größen}}\n".encode()
    )
    status, out, err = imported(tmp_path, source)
    assert status == 0, err
    assert "3 added" in out
    assert "mixes encodings: 2 line(s) read as UTF-8, 1 (the first at line 2)" in out
    found = json.loads(papershelf("search", "--json", "--library", tmp_path / "lib.sqlite").stdout)
    assert {item["title"] for item in found} == {
        "Café Gödel",
        "Déjà vu à Besançon",
        "Über naïve Größen",
    }


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"a": ' * 50_000 + "1" + "}" * 50_000, "nested too deeply"),
        ('"just a string"', "expected an array of items"),
        ("[1, 2", "not a JSON file"),
    ],
)
def test_deep_or_wrong_json_is_one_line(tmp_path: Path, text: str, says: str) -> None:
    source = tmp_path / "items.json"
    source.write_text(text)
    status, _, err = imported(tmp_path, source)
    assert status == 1 and says in err and err.count("\n") == 1, err


def test_wrongly_typed_csl_items_are_reported_or_read_never_a_traceback(tmp_path: Path) -> None:
    items = [
        {"id": "a", "title": "Fine", "issued": {"date-parts": [[1e23]]}},
        {"id": "b", "title": ["not", "text"], "author": [{"family": 5, "given": None}]},
        {"id": "c", "type": 7, "title": "typed"},
        {"id": "d", "title": "x", "issued": {"date-parts": "2020"}, "page": [1, 2]},
        {"id": "e", "title": "y", "custom": {"bibtex-names": 5, "bibtex-type": []}},
        [1, 2],
        None,
    ]
    source = tmp_path / "typed.json"
    source.write_text(json.dumps(items))
    status, out, err = imported(tmp_path, source)
    assert status == 0 and "Traceback" not in err, err
    assert "4 added" in out and "the item's type is not text" in out
