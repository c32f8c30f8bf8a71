"""`papershelf import FOLDER` on a folder of real PDFs: every PDF found in its subfolders,
read offline into complete entries, copies and files already there reported, not added."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from tests.conftest import TypesetPdfs

PAGES = Path(__file__).parent / "data" / "pdfs" / "title_pages"


def run(*args: str | Path) -> tuple[int, str]:
    """Run the CLI in this process; exit code and stdout."""
    out = io.StringIO()
    code = run_command(build_parser().parse_args([str(a) for a in args]), out)
    return code, out.getvalue()


def _downloads(tmp_path: Path) -> Path:
    """A folder as people keep one: papers, a subfolder with a copy of one, a broken file."""
    folder = tmp_path / "Downloads"
    (folder / "2016" / "chemistry").mkdir(parents=True)
    shutil.copy(PAGES / "rsc.pdf", folder / "2016" / "chemistry" / "rsc.pdf")
    shutil.copy(PAGES / "xampl.pdf", folder / "xampl.pdf")
    shutil.copy(PAGES / "rsc.pdf", folder / "rsc (1).pdf")  # the browser's second download
    (folder / "2016" / "slides.pdf").write_text("not a PDF at all")
    return folder


@pytest.mark.slow
def test_a_folder_becomes_complete_entries_and_a_copy_is_not_added_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, library = _downloads(tmp_path), tmp_path / "lib.sqlite"
    code, out = run("import", folder, "--library", library)
    assert code == 1  # slides.pdf made no entry: said on stderr, the others came in
    assert "slides.pdf: not imported: is not a PDF" in capsys.readouterr().err
    lines = out.splitlines()
    assert lines[0] == f"{folder}/2016/chemistry/rsc.pdf: added as wright2016rsc (title and " \
        "authors inferred from the first page)"  # fmt: skip
    assert f"{folder}/rsc (1).pdf: already in the library, attached to wright2016rsc" in lines
    assert "4 PDFs: 2 added, 1 already in the library, 1 not imported" in lines
    _, found = run("search", "--json", "--library", library)
    entries = {entry["key"]: entry for entry in json.loads(found)}
    assert set(entries) == {"wright2016rsc", "mathar2006xample"}
    xampl = entries["mathar2006xample"]
    assert xampl["title"] == "Xample application of ijqc.bst" and xampl["year"] == 2006
    assert xampl["abstract"].startswith("References created by the BibTEX style ijqc")

    code, again = run("import", folder, "--library", library)
    assert "0 added" in again and "3 already in the library" in again


def test_a_folder_read_offline_says_how_to_complete_its_papers_online(
    tmp_path: Path, typeset_pdfs: TypesetPdfs
) -> None:
    folder = tmp_path / "Papers"
    folder.mkdir()
    for name in ("doi", "arxiv", "long"):
        shutil.copy(typeset_pdfs.get(name), folder / typeset_pdfs.get(name).name)
    code, out = run("import", folder, "--library", tmp_path / "lib.sqlite")
    assert code == 0
    assert (
        "2 of them have a DOI or arXiv id: 'papershelf lookup' completes them online (nothing "
        "was sent now; 'import --lookup' looks up while importing)"
    ) in out.splitlines()
