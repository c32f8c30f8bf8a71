"""A reading list's notes travel with its export: annote, annotation, a RIS note."""

from __future__ import annotations

from pathlib import Path

from papershelf.formats.bib import bibtex
from papershelf.library.db import Library
from papershelf.services.exporting import ExportScope, export_file, export_text
from papershelf.services.importing import import_file
from papershelf.services.lists import add_to_list, ensure_list, set_list_note
from tests.factories import add, record
from tests.formats.test_bibtex_tools import _run, needs_bibtex

NOTE = "Baseline for chapter 3 — compare with §4"


def _listed(lib: Library) -> tuple[int, list[int]]:
    """A list of three papers, the first with a note."""
    ids = add(
        lib, record("Attention"), record("Graphs"), record("Kernels"), list_name="Thesis"
    ).added
    list_id = ensure_list(lib, "Thesis")
    set_list_note(lib, list_id, ids[0], NOTE)
    return list_id, ids


def test_a_list_export_carries_its_notes_in_annote(lib: Library, tmp_path: Path) -> None:
    list_id, _ids = _listed(lib)
    target = tmp_path / "thesis.bib"
    export_file(lib, ExportScope.of_list(list_id), "bibtex", target)
    read = {r.title: dict(r.fields) for r in bibtex.read(target).records}
    assert read["Attention"]["annote"] == NOTE
    assert "annote" not in read["Graphs"]


def test_biblatex_says_annotation_and_ris_a_note(lib: Library) -> None:
    list_id, _ids = _listed(lib)
    biblatex = export_text(lib, ExportScope.of_list(list_id), "biblatex")
    assert "annotation = {Baseline for chapter 3" in biblatex and "annote" not in biblatex
    text = export_text(lib, ExportScope.of_list(list_id), "ris")
    assert f"N1  - {NOTE}" in text


def test_only_an_export_of_the_list_has_them(lib: Library) -> None:
    _listed(lib)
    assert "annote" not in export_text(lib, ExportScope(), "bibtex")


def test_an_entry_s_own_annote_is_kept_before_the_note(lib: Library, tmp_path: Path) -> None:
    source = tmp_path / "own.bib"
    source.write_text("@article{own, title={Own Note}, author={Doe, Jane}, year=2020,\n"
                      "  annote={Read twice.}}\n")  # fmt: skip
    (entry,) = import_file(lib, source).added
    list_id = ensure_list(lib, "Thesis")
    add_to_list(lib, list_id, [entry])
    set_list_note(lib, list_id, entry, NOTE)
    text = export_text(lib, ExportScope.of_list(list_id), "bibtex")
    assert text.count("annote") == 1  # one field, the entry's own text first
    assert "annote = {Read twice. Baseline for chapter 3" in text


@needs_bibtex
def test_an_annotating_style_prints_the_note(lib: Library, tmp_path: Path) -> None:
    """Real BibTeX with chicago-annote.bst (TeX Live) prints the list's note under the entry."""
    list_id, _ids = _listed(lib)
    export_file(lib, ExportScope.of_list(list_id), "bibtex", tmp_path / "thesis.bib")
    (tmp_path / "doc.aux").write_text(
        "\\citation{*}\n\\bibstyle{chicago-annote}\n\\bibdata{thesis}\n"
    )
    done = _run(["bibtex", "doc"], tmp_path)
    assert done.returncode == 0, done.stdout
    assert "Baseline for chapter 3" in (tmp_path / "doc.bbl").read_text()
