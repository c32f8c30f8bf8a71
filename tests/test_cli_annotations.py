"""papershelf render / annotate / annotations on real PDFs, and the list export through pandoc."""

from __future__ import annotations

import json
import shutil
import subprocess
import zlib
from io import StringIO
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from papershelf.cli.related import entry_id_of
from papershelf.formats.pdf.annotations import read_annotations
from papershelf.library.db import open_library
from papershelf.services.annotations import AnnotationRecord, add_records
from papershelf.services.attachments import attach
from papershelf.services.lists import append_to_list, ensure_list
from tests.conftest import TypesetPdfs
from tests.factories import add, record

PANDOC = shutil.which("pandoc")


@pytest.fixture
def shelf(tmp_path: Path, typeset_pdfs: TypesetPdfs) -> Path:
    """A library with curie1903 (its PDF, the two-column paper, linked) in list 'Reading'."""
    path = tmp_path / "lib.sqlite"
    lib = open_library(path)
    rec = record(
        "Two Columns of Efficient Affluence", 1903, key="curie1903", authors="Curie, Marie"
    )
    entry_id = add(lib, rec).added[0]
    add(lib, record("Nothing Marked Here", 1904, key="plain1904"))
    pdf = tmp_path / "curie.pdf"
    shutil.copy(typeset_pdfs.get("two_column"), pdf)
    attach(lib, entry_id, pdf, copy=False)
    with lib.atomic():
        append_to_list(lib, ensure_list(lib, "Reading"), [entry_id])
    lib.close()
    return path


def run(capsys: pytest.CaptureFixture[str], library: Path, *args: str) -> tuple[int, str, str]:
    """Run the CLI in this process; its status, stdout and stderr."""
    out = StringIO()
    status = run_command(build_parser().parse_args([*args, "--library", str(library)]), out)
    return status, out.getvalue(), capsys.readouterr().err


def test_render_writes_a_png_of_the_page(capsys, tmp_path: Path, typeset_pdfs: TypesetPdfs):
    out = tmp_path / "page.png"
    status, said, _ = run(capsys, tmp_path / "l.sqlite", "render", str(typeset_pdfs.get("linked")),
                          "--page", "3", "-o", str(out), "--dpi", "72")  # fmt: skip
    assert status == 0 and "page 3" in said
    data = out.read_bytes()
    width = int.from_bytes(data[16:20], "big")
    assert data.startswith(b"\x89PNG") and width in (612, 613)  # US letter at 72 dpi
    idat = zlib.decompress(data[data.index(b"IDAT") + 4 : data.index(b"IEND") - 8])
    assert sum(1 for value in idat if value < 100) > 1000  # dark text on the page


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--page", "9"], "page 9 does not exist (it has 3 pages)"),
        (["--dpi", "0"], "--dpi must be between"),
    ],
)
def test_render_refuses_bad_requests_in_one_line(
    capsys, tmp_path: Path, typeset_pdfs: TypesetPdfs, args: list[str], message: str
):
    pdf = str(typeset_pdfs.get("linked"))
    status, _, err = run(capsys, tmp_path / "l.sqlite", "render", pdf, "-o", "x.png", *args)
    assert status == 1 and message in err and len(err.splitlines()) == 1


def test_render_of_what_is_not_a_pdf_is_one_line(capsys, tmp_path: Path):
    bad = tmp_path / "notes.pdf"
    bad.write_text("plain notes", encoding="utf-8")
    status, _, err = run(capsys, tmp_path / "l.sqlite", "render", str(bad), "-o", "x.png")
    assert (
        status == 1
        and err.strip() == f"papershelf: {bad}: is not a PDF (it does not start with '%PDF-')"
    )


def test_annotate_then_list_as_json_and_markdown_then_write_into_the_pdf(
    capsys, shelf: Path, tmp_path: Path
):
    words = "official\nwaffles"
    status, said, _ = run(capsys, shelf, "annotate", "curie1903", "--page", "1", "--text", words,
                          "--color", "green", "--comment", "Crisp")  # fmt: skip
    assert status == 0 and said.strip() == 'curie1903, p. 1: highlight "official waffles"'
    status, said, _ = run(capsys, shelf, "annotations", "curie1903", "--format", "json")
    [item] = json.loads(said)
    assert {k: item[k] for k in ("page", "kind", "text", "comment", "colour", "source")} == {
        "page": 1, "kind": "highlight", "text": "official waffles", "comment": "Crisp",
        "colour": "#5fb236", "source": "library",
    }  # fmt: skip
    status, said, _ = run(capsys, shelf, "annotations", "curie1903")
    assert "> “official waffles” [@curie1903, p. 1]" in said and "*green highlight, p. 1*" in said
    status, said, _ = run(capsys, shelf, "annotations", "curie1903", "--write-pdf")
    assert status == 0 and "1 added, 0 updated, 0 removed" in said
    [written] = read_annotations(tmp_path / "curie.pdf")
    assert (written.comment, written.file_id) == ("Crisp", item["id"])
    status, said, _ = run(
        capsys, shelf, "annotations", "curie1903", "--read-pdf", "--format", "json"
    )
    assert "no new annotations" in said and len(json.loads(said[said.index("[") :])) == 1


def test_annotate_refusals_are_one_line(capsys, shelf: Path):
    cases = [
        (["annotate", "curie1903", "--page", "1", "--text", "no such words"], "does not have"),
        (["annotate", "plain1904", "--page", "1", "--text", "x"], "has no PDF attached"),
        (["annotate", "curie1903", "--page", "1", "--text", "x", "--color", "mauve"], "colour"),
        (["annotate", "nobody", "--page", "1", "--text", "x"], "no entry has the key"),
        (["annotations"], "name either an entry KEY"),
        (["annotations", "curie1903", "--list", "Reading"], "name either an entry KEY"),
    ]
    for args, message in cases:
        status, _, err = run(capsys, shelf, *args)
        assert status == 1 and message in err and len(err.splitlines()) == 1, (args, err)


def test_write_pdf_into_a_read_only_file_says_why_and_keeps_the_annotations(
    capsys, shelf: Path, tmp_path: Path
):
    run(capsys, shelf, "annotate", "curie1903", "--page", "1", "--text", "official waffles")
    (tmp_path / "curie.pdf").chmod(0o444)
    status, _, err = run(capsys, shelf, "annotations", "curie1903", "--write-pdf")
    assert status == 1 and "read-only" in err and "stay in the library" in err
    status, said, _ = run(capsys, shelf, "annotations", "curie1903", "--format", "json")
    assert len(json.loads(said)) == 1


@pytest.mark.skipif(PANDOC is None, reason="pandoc is not installed")
def test_a_lists_annotations_render_with_pandoc_citeproc(capsys, shelf: Path, tmp_path: Path):
    run(capsys, shelf, "annotate", "curie1903", "--page", "1", "--text", "Electroencephalography",
        "--comment", "A long word")  # fmt: skip
    refs, notes = tmp_path / "refs.json", tmp_path / "notes.md"
    assert run(capsys, shelf, "export", "--list", "Reading", "--format", "csl-json",
               "-o", str(refs))[0] == 0  # fmt: skip
    status, said, _ = run(capsys, shelf, "annotations", "--list", "Reading", "-o", str(notes))
    assert status == 0 and said.strip() == f"{notes}: 1 annotation"
    result = subprocess.run(
        [str(PANDOC), "--citeproc", "--bibliography", str(refs), "-t", "plain", str(notes)],
        capture_output=True, text=True, check=True, timeout=120,
    )  # fmt: skip
    assert result.stderr == ""  # every citation resolved
    assert "“Electroencephalography” (Curie 1903, 1)" in result.stdout
    assert "Curie, Marie. 1903. “Two Columns of Efficient Affluence.”" in result.stdout


def test_annotate_an_area_with_tags_and_list_only_mine(capsys, shelf: Path):
    area = ["--area", "0", "0", "700", "900"]
    status, said, _ = run(capsys, shelf, "annotate", "curie1903", "--page", "1", *area,
                          "--tag", "whole page", "--tag", "intro")  # fmt: skip
    assert status == 0 and said.startswith("curie1903, p. 1: square ")
    lib = open_library(shelf)
    entry_id = entry_id_of(lib, "curie1903")
    theirs = AnnotationRecord(entry_id, 1, "highlight", ((72, 700, 200, 712),),
                              text="their words", author="Lise Meitner")  # fmt: skip
    add_records(lib, [theirs])
    lib.close()
    status, said, _ = run(capsys, shelf, "annotations", "curie1903", "--format", "json")
    assert sorted(item["author"] for item in json.loads(said))[0] == "Lise Meitner"
    status, said, _ = run(capsys, shelf, "annotations", "curie1903", "--format", "json", "--mine")
    [mine] = json.loads(said)
    assert (mine["kind"], mine["tags"]) == ("square", ["whole page", "intro"])
    assert "official waffles" in mine["text"]  # the words inside the area
    status, said, _ = run(capsys, shelf, "annotations", "curie1903", "--mine")
    assert "their words" not in said and "official waffles" in said


def test_an_area_without_width_or_with_words_too_is_refused_in_one_line(capsys, shelf: Path):
    flat = ["annotate", "curie1903", "--page", "1", "--area", "10", "10", "10", "90"]
    status, _, err = run(capsys, shelf, *flat)
    assert status == 1 and "needs a width and a height" in err and len(err.splitlines()) == 1
    with pytest.raises(SystemExit):  # argparse: --text and --area are one or the other
        run(capsys, shelf, *flat, "--text", "waffles")
    assert "not allowed with argument" in capsys.readouterr().err
