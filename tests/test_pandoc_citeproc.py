"""pandoc --citeproc on the CSL-JSON export: every cited entry in the reference list, no warning.

For the sample library (the ICLR abstracts a new library opens onto), the project's own
test .bib files, and every .bib file TeX Live installs (tests/corpus.py finds them, as
tests/test_texlive_corpus.py does): the library is exported with `papershelf export
--format csl-json`, a Markdown document cites each item by its id (`[@{key}]`), and
pandoc renders it to HTML. pandoc must print nothing on stderr (a citation it cannot
resolve, an item it cannot read, is a warning there) and its reference list must hold a
`ref-KEY` entry for every item. The CSL-JSON round trip (export, import into a new
library, export again: the same bytes) is checked on the same files. Without pandoc
(or TeX Live) the tests say so and are skipped.
"""

from __future__ import annotations

import html
import json
import multiprocessing
import os
import re
import shutil
import subprocess
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from io import StringIO
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from tests.corpus import plain_copy, texlive_bib_files
from tests.paths import DATA

PANDOC = shutil.which("pandoc")
needs_pandoc = pytest.mark.skipif(PANDOC is None, reason="pandoc is not installed")
TEXLIVE = texlive_bib_files()
ROOT = Path(os.path.commonpath([str(p) for p in TEXLIVE])) if TEXLIVE else Path()
# Files whose CSL-JSON round trip is known to differ, each with its reason.
ROUND_TRIP_EXCEPTIONS = {
    "aer-cje-ex.bib.gz": "authors given by @string macros ('author=FAO') hold ' and ' "
    "unbraced; the BibTeX reader keeps each as one name with a long von part, which no "
    "name written back as BibTeX reads the same way",
}


def cli(*args: str | Path) -> str:
    """Run a papershelf command in this process; its output (it must succeed)."""
    out = StringIO()
    code = run_command(build_parser().parse_args([str(a) for a in args]), out)
    assert code == 0, out.getvalue()
    return out.getvalue()


@dataclass
class Rendered:
    """What pandoc made of a document citing every item of a CSL-JSON file."""

    ids: list[str]
    missing: list[str] = field(default_factory=list)
    stderr: str = ""


def render_all(refs: Path) -> Rendered:
    """pandoc --citeproc on a Markdown file citing every item of refs, as HTML."""
    ids = [str(item["id"]) for item in json.loads(refs.read_text(encoding="utf-8"))]
    document = refs.with_suffix(".md")
    cites = "\n\n".join(f"Cited: [@{{{key}}}]." for key in ids)
    document.write_text(f"# Paper\n\n{cites}\n\n# References\n", encoding="utf-8")
    run = subprocess.run(
        [str(PANDOC), "--citeproc", f"--bibliography={refs}", "-t", "html", str(document)],
        capture_output=True, text=True, timeout=600, check=False,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    listed = {html.unescape(key) for key in re.findall(r'id="ref-([^"]*)"', run.stdout)}
    missing = [key for key in ids if key not in listed]
    return Rendered(ids, missing, run.stderr.strip())


def exported(library: Path, target: Path) -> Path:
    """The library exported as CSL-JSON to target."""
    cli("export", "--library", library, "--format", "csl-json", "-o", target)
    return target


def round_trip_differs(refs: Path, work: Path) -> bool:
    """Whether importing refs into a new library and exporting it again changes a byte."""
    again = work / "again.sqlite"
    cli("import", "--library", again, refs)
    return exported(again, work / "again.json").read_bytes() != refs.read_bytes()


@needs_pandoc
def test_the_sample_library_renders_with_every_entry(library: Path, tmp_path: Path) -> None:
    refs = exported(library, tmp_path / "refs.json")
    rendered = render_all(refs)
    assert len(rendered.ids) == 19
    assert rendered.stderr == ""
    assert rendered.missing == []
    assert not round_trip_differs(refs, tmp_path)


@needs_pandoc
@pytest.mark.parametrize("name", ["roundtrip.bib", "citations/types.bib", "faithful.bib"])
def test_the_suites_bib_files_render_with_every_entry(name: str, tmp_path: Path) -> None:
    library = tmp_path / "lib.sqlite"
    cli("import", "--library", library, DATA / name)
    refs = exported(library, tmp_path / "refs.json")
    rendered = render_all(refs)
    assert rendered.stderr == ""
    assert rendered.missing == []
    assert not round_trip_differs(refs, tmp_path)


def check_texlive_file(path: Path, work: Path) -> tuple[int, list[str], str, bool]:
    """(items, keys missing from pandoc's list, pandoc's stderr, round trip differs) of one
    TeX Live .bib file: imported, exported as CSL-JSON, rendered, round-tripped."""
    work.mkdir(parents=True)
    library = work / "lib.sqlite"
    out = StringIO()
    source = plain_copy(path, work)
    args = build_parser().parse_args(["import", "--library", str(library), str(source)])
    run_command(args, out)  # a file of only @string blocks imports nothing: still fine
    refs = exported(library, work / "refs.json")
    rendered = render_all(refs)
    return len(rendered.ids), rendered.missing, rendered.stderr, round_trip_differs(refs, work)


@pytest.fixture(scope="module")
def texlive_results(
    tmp_path_factory: pytest.TempPathFactory,
) -> dict[Path, tuple[int, list[str], str, bool]]:
    """Every TeX Live file checked, two at a time in worker processes."""
    work = tmp_path_factory.mktemp("pandoc")
    folders = [work / f"{index:03d}" for index in range(len(TEXLIVE))]
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=min(2, os.cpu_count() or 1), mp_context=context) as pool:
        return dict(zip(TEXLIVE, pool.map(check_texlive_file, TEXLIVE, folders), strict=True))


@needs_pandoc
@pytest.mark.slow
@pytest.mark.skipif(not TEXLIVE, reason="TeX Live is not installed (no .bib files to render)")
@pytest.mark.parametrize(
    "path", TEXLIVE, ids=lambda p: str(p.relative_to(ROOT)) if TEXLIVE else p.name
)
def test_a_texlive_file_renders_with_every_entry(
    path: Path, texlive_results: dict[Path, tuple[int, list[str], str, bool]]
) -> None:
    _, missing, stderr, differs = texlive_results[path]
    assert stderr == ""
    assert missing == []
    if path.name in ROUND_TRIP_EXCEPTIONS:
        assert differs, f"{path.name} round-trips now: drop it from ROUND_TRIP_EXCEPTIONS"
    else:
        assert not differs, "export, import, export changed the CSL-JSON"
