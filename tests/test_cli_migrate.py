"""`papershelf import` of a Zotero data folder from the shell: the report, `lists --json`,
a second run, and a file that is not Zotero's refused in one line."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from tests.zotero_db import build_zotero


def run(*args: str | Path) -> tuple[int, str]:
    """Run the CLI in this process; exit code and stdout."""
    out = io.StringIO()
    code = run_command(build_parser().parse_args([str(a) for a in args]), out)
    return code, out.getvalue()


def test_import_a_zotero_folder_then_again(tmp_path: Path) -> None:
    folder = tmp_path / "Zotero"
    build_zotero(folder, 7)
    library = tmp_path / "lib.sqlite"
    code, out = run("import", folder, "--library", library)
    assert code == 0
    assert (
        f"{folder}: 7 items: 7 added; 2 notes, 3 files (1 missing), 4 tags, 4 lists, "
        "4 annotations" in out
    )
    assert "  ITEM BBBB2222: attachment 'Gone PDF' is missing" in out
    assert "  ITEM AAAA1111: ink annotation ANNO0004 not brought" in out
    assert "not imported yet" not in out
    code, out = run("annotations", "vaswani2017attention", "--format", "json",
                    "--library", library)  # fmt: skip
    listed = [(a["page"], a["kind"], a["source"]) for a in json.loads(out)]
    assert listed == [(1, "highlight", "zotero"), (1, "underline", "zotero"),
                      (2, "note", "zotero"), (3, "square", "zotero")]  # fmt: skip
    code, out = run("lists", "--json", "--library", library)
    lists = {item["name"]: item["count"] for item in json.loads(out)}
    assert lists == {"Empty": 0, "Reading": 2, "Reading / Transformers": 2, "Thesis": 1}
    code, out = run("import", folder / "zotero.sqlite", "--library", library)
    assert code == 0 and "7 items: 0 added, 0 updated, 7 unchanged" in out
    assert "annotations;" not in out  # none added the second time


def test_a_base_directory_finds_linked_files(tmp_path: Path) -> None:
    build_zotero(tmp_path / "Zotero", 5)
    base = tmp_path / "Papers"
    (base / "books").mkdir(parents=True)
    (base / "books" / "deep-learning.pdf").write_bytes(b"%PDF-1.4\n%%EOF\n")
    code, out = run("import", tmp_path / "Zotero", "--zotero-base", base,
                    "--library", tmp_path / "lib.sqlite")  # fmt: skip
    assert code == 0 and "4 files (1 missing)" in out and "Base PDF" not in out


def test_not_a_zotero_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = tmp_path / "notes.sqlite"
    other.write_bytes(b"not a database at all, just text" * 40)
    code, _ = run("import", other, "--library", tmp_path / "lib.sqlite")
    err = capsys.readouterr().err
    assert code == 1 and err.count("\n") == 1 and "is not a SQLite database" in err


def test_a_folder_of_pdfs_imports_each_pdf(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.zotero_db import PDF

    folder = tmp_path / "Downloads"
    (folder / "conference").mkdir(parents=True)
    (folder / "one.pdf").write_bytes(PDF.read_bytes())
    (folder / "conference" / "two.PDF").write_bytes(PDF.read_bytes())
    (folder / "notes.txt").write_text("not a PDF")
    library = tmp_path / "lib.sqlite"
    code, out = run("import", folder, "--library", library)
    assert code == 0
    assert "one.pdf" in out and "two.PDF" in out and "notes.txt" not in out
    empty = tmp_path / "empty"
    empty.mkdir()
    code, _ = run("import", empty, "--library", library)
    err = capsys.readouterr().err
    assert code == 1 and f"{empty}: no PDFs in this folder" in err


@pytest.mark.parametrize("kind", ["lists", "tags"])
def test_subfolders_become_lists_or_tags(tmp_path: Path, kind: str) -> None:
    from tests.zotero_db import PDF

    folder = tmp_path / "Papers"
    (folder / "Thesis" / "Methods").mkdir(parents=True)
    (folder / "loose.pdf").write_bytes(PDF.read_bytes())
    (folder / "Thesis" / "Methods" / "m.pdf").write_bytes(PDF.read_bytes())
    library = tmp_path / "lib.sqlite"
    code, _ = run("import", folder, "--folders-as", kind, "--library", library)
    assert code == 0
    code, out = run(kind, "--json", "--library", library)
    names = {item["name"]: item["count"] for item in json.loads(out)}
    if kind == "lists":
        assert names == {"Thesis / Methods": 1}
    else:
        assert names.get("Thesis/Methods") == 1
