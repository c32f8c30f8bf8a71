"""papershelf attach, `files` in search --json, attachments: in queries, and a .bib's file
fields imported and exported from the shell."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from papershelf.library.db import open_library
from tests.factories import add, record
from tests.paths import DATA


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """A library file with two papers, keys 'kept' and 'bare'."""
    path = tmp_path / "lib" / "cli.sqlite"
    lib = open_library(path)
    add(lib, record("Kept with a file", 2020, "Zhou, Jie", key="kept"))
    add(lib, record("Without files", 2021, "Lee, Ann", key="bare"))
    lib.close()
    return path


def run(*args: str | Path) -> tuple[int, str]:
    """Run the CLI in this process; exit code and stdout."""
    out = io.StringIO()
    code = run_command(build_parser().parse_args([str(a) for a in args]), out)
    return code, out.getvalue()


def test_attach_then_search_json_lists_the_files(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pdf = tmp_path / "Downloads" / "zhou.pdf"
    pdf.parent.mkdir()
    pdf.write_bytes(b"%PDF-1.4")
    code, out = run("attach", "kept", pdf, "--copy", "--library", library)
    copy = library.parent / "files" / "kept" / "Zhou 2020 - Kept With A File.pdf"
    assert code == 0 and f"kept: zhou.pdf copied to {copy}" in out
    code, out = run("search", "--json", "--library", library, "key:kept")
    (entry,) = json.loads(out)
    assert entry["files"] == [
        {"path": str(copy), "name": "zhou.pdf", "kind": "pdf", "present": True}
    ]
    copy.unlink()
    _, out = run("search", "--json", "--library", library, "attachments:missing")
    assert [e["key"] for e in json.loads(out)] == ["kept"]
    assert json.loads(out)[0]["files"][0]["present"] is False
    _, out = run("search", "--json", "--library", library, "attachments:none")
    assert [(e["key"], e["files"]) for e in json.loads(out)] == [("bare", [])]


def test_attaching_a_missing_file_is_one_clear_line(
    library: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _ = run("attach", "kept", tmp_path / "nope.pdf", "--library", library)
    assert code == 1 and "nope.pdf: no such file" in capsys.readouterr().err
    code, _ = run("attach", "nokey", tmp_path / "nope.pdf", "--library", library)
    assert code == 1 and "no entry has the key 'nokey'" in capsys.readouterr().err


def test_a_bib_with_three_flavours_round_trips_from_the_shell(tmp_path: Path) -> None:
    folder = tmp_path / "bib"
    (folder / "papers").mkdir(parents=True)
    bib = folder / "refs.bib"
    shutil.copy(DATA / "attachments" / "three-flavours.bib", bib)
    for name in ("jabref.pdf", "supp;lement.zip", "bbt one.pdf", "notes.html"):
        (folder / "papers" / name).write_bytes(b"x")
    library = tmp_path / "lib" / "refs.sqlite"
    assert run("import", bib, "--library", library)[0] == 0
    _, out = run("search", "--json", "--library", library, "key:jabref2020")
    (entry,) = json.loads(out)
    assert [(f["name"], f["kind"], f["present"]) for f in entry["files"]] == [
        ("jabref.pdf", "pdf", True), ("supp;lement.zip", "zip", True),
    ]  # fmt: skip
    exported = tmp_path / "out.bib"
    assert run("export", "-o", exported, "--library", library)[0] == 0
    lines = exported.read_text().splitlines()
    for line in bib.read_text().splitlines():
        if line.strip().startswith("file = "):
            assert line in lines
