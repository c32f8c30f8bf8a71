"""papershelf cite, export --format csl-json/html/markdown/rtf/text, import of CSL-JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from tests.paths import DATA


def run(*args: str | Path) -> tuple[int, str]:
    """A command's exit code and output, run in this process."""
    out = StringIO()
    code = run_command(build_parser().parse_args([str(a) for a in args]), out)
    return code, out.getvalue()


@pytest.fixture
def bib_library(tmp_path: Path) -> Path:
    """A library holding tests/data/roundtrip.bib."""
    path = tmp_path / "lib.sqlite"
    assert run("import", "--library", path, DATA / "roundtrip.bib")[0] == 0
    return path


def test_cite_prints_the_ieee_reference_of_a_key(bib_library: Path) -> None:
    code, out = run("cite", "--library", bib_library, "key:muller2020uber", "--style", "ieee")
    assert code == 0
    assert out == (
        "[1] J. Müller, H. Groß, and J. García, “Über die Konvergenz stochastischer "
        "Gradientenverfahren,” Journal of Machine Learning Research, vol. 21, no. 4, "
        "pp. 1–42, Jan. 2020.\n"
    )


def test_cite_in_text_and_as_markdown(bib_library: Path) -> None:
    query = "key:knuth1984texbook"
    assert run("cite", "--library", bib_library, query, "--in-text")[1] == "(Knuth, 1984)\n"
    out = run("cite", "--library", bib_library, query, "--format", "markdown")[1]
    assert out == "Knuth, D. E. (1984). *The TeXbook*. Addison-Wesley.\n"


def test_cite_says_when_nothing_matches_or_the_style_is_unknown(
    bib_library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run("cite", "--library", bib_library, "key:nosuchkey")[0] == 1
    assert "no entry matches 'key:nosuchkey'" in capsys.readouterr().err
    assert run("cite", "--library", bib_library, "--style", "word")[0] == 1
    assert "there is no citation style 'word'" in capsys.readouterr().err


def test_cite_lists_the_styles(bib_library: Path) -> None:
    out = run("cite", "--library", bib_library, "--list-styles")[1]
    assert "apa                          APA Style 7th edition\n" in out
    assert out.count("\n") == 8


def test_export_csl_json_then_import_it_elsewhere(bib_library: Path, tmp_path: Path) -> None:
    refs = tmp_path / "refs.json"
    code, out = run("export", "--library", bib_library, "--format", "csl-json", "-o", refs)
    assert (code, out) == (0, f"{refs}: 26 entries (written)\n")
    items = json.loads(refs.read_text(encoding="utf-8"))
    assert {"vaswani2017attention", "knuth1984texbook"} <= {item["id"] for item in items}
    other = tmp_path / "other.sqlite"
    code, out = run("import", "--library", other, refs)
    assert (code, out) == (0, f"{refs}: 26 added, 0 skipped as duplicates\n")
    again = tmp_path / "again.json"
    run("export", "--library", other, "--format", "csl-json", "-o", again)
    assert again.read_bytes() == refs.read_bytes()


@pytest.mark.parametrize(
    ("fmt", "expected"),
    [
        ("html", "<i>The TeXbook</i>. Reading, Massachusetts: Addison-Wesley, 1984.</div>"),
        ("markdown", "*The TeXbook*. Reading, Massachusetts: Addison-Wesley, 1984."),
        ("rtf", "{\\i The TeXbook}. Reading, Massachusetts: Addison-Wesley, 1984."),
        ("text", "[1] D. E. Knuth, The TeXbook. Reading, Massachusetts: Addison-Wesley, 1984."),
    ],
)
def test_export_a_reference_list_in_a_style(
    bib_library: Path, tmp_path: Path, fmt: str, expected: str
) -> None:
    target = tmp_path / f"refs.{fmt}"
    args = ("export", "--library", bib_library, "--query", "key:knuth1984texbook")
    assert run(*args, "--format", fmt, "--style", "ieee", "-o", target)[0] == 0
    text = target.read_text(encoding="utf-8")
    assert expected in text
    if fmt == "html":
        assert text.startswith("<!DOCTYPE html>") and '<meta charset="utf-8">' in text


def test_starting_a_command_does_not_load_the_csl_processor() -> None:
    # citeproc-py and lxml cost ~25 ms of every start; they load when a reference is made
    code = "import sys, papershelf.cli, papershelf.services.exporting; "
    code += "print('citeproc' in sys.modules)"
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "False"
