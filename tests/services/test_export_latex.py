"""A LIBRARY's export checked by the real tools: latex + bibtex, biblatex + biber (+ validator).

The library holds the round-trip sample (imported from BibTeX, some entries edited after)
and the ICLR abstract list (imported from plain text: no raw fields, abstracts with
**bold** markup, entries tagged). Every key is cited. Skipped when the tools are missing;
CI installs texlive-latex-base texlive-latex-recommended texlive-bibtex-extra biber.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.services.entries import update_entry
from papershelf.services.exporting import ExportScope, export_file, export_text
from papershelf.services.importing import import_file
from papershelf.services.tags import add_tag
from tests.formats.test_bibtex_tools import (
    _cited_document,
    _latex,
    _latex_problems,
    _run,
    _unexpected_warnings,
    assert_compiles_with_bibtex,
    needs_biber,
    needs_bibtex,
    warned_keys,
)

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.fixture
def library(lib: Library, sample_path: Path) -> list[str]:
    """lib filled and edited; the keys of its entries."""
    import_file(lib, DATA / "roundtrip.bib")
    report = import_file(lib, sample_path)
    add_tag(lib, report.added[:3], "to-cite")
    (devlin,) = lib.execute("SELECT id FROM entry WHERE key = 'devlin2019bert'").fetchone()
    update_entry(lib, devlin, {"title": "BERT & Co.: 50% Better for naïve Users in Zürich"})
    return [str(row[0]) for row in lib.execute("SELECT key FROM entry ORDER BY key")]


def test_the_bold_abstracts_become_latex(lib: Library, library: list[str]) -> None:
    text = export_text(lib, ExportScope(), "bibtex")
    assert "\\textbf{Metamizer}" in text and "**" not in text


@needs_bibtex
@pytest.mark.slow
def test_library_export_compiles_with_latex_and_bibtex(
    lib: Library, library: list[str], tmp_path: Path
) -> None:
    result = export_file(lib, ExportScope(), "bibtex", tmp_path / "refs.bib")
    authorless = {w for w in result.warnings if "no author" in w}
    assert len(authorless) == 19  # the abstract list's papers, kept @inproceedings
    assert_compiles_with_bibtex(tmp_path, library, warned_keys(authorless))


@needs_biber
@pytest.mark.slow
def test_library_export_compiles_with_biblatex_and_biber(
    lib: Library, library: list[str], tmp_path: Path
) -> None:
    result = export_file(lib, ExportScope(), "biblatex", tmp_path / "refs.bib")
    warned = warned_keys(result.warnings)
    (tmp_path / "doc.tex").write_text(_cited_document("biblatex", library))
    _latex("pdflatex", tmp_path)
    run = _run(["biber", "--validate-datamodel", "doc"], tmp_path)
    assert run.returncode == 0, run.stdout
    assert "ERROR" not in run.stdout, run.stdout
    assert _unexpected_warnings(run.stdout, crossref_children=set(), warned=warned) == []
    missing = set(re.findall(r"Entry '([^']+)' \(refs.bib\): Missing mandatory", run.stdout))
    assert missing == warned  # the export said exactly which entries biber warns about
    _latex("pdflatex", tmp_path)
    assert _latex_problems(_latex("pdflatex", tmp_path)) == []
    tool = _run(["biber", "--tool", "--validate-datamodel", "refs.bib"], tmp_path)
    assert tool.returncode == 0 and "ERROR" not in tool.stdout, tool.stdout
    sql = (
        "SELECT e.key FROM entry e JOIN entry_field f ON f.entry_id = e.id AND f.name = 'crossref'"
    )
    children: set[str | None] = {row[0] for row in lib.execute(sql)}
    assert children  # --tool does not resolve crossrefs: their children lack inherited fields
    assert _unexpected_warnings(tool.stdout, crossref_children=children, warned=warned) == []
