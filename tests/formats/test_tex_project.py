"""Reading what a writing project cites: .aux, .bcf, LaTeX sources, pandoc Markdown."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from papershelf.formats.tex_project.aux import read_aux
from papershelf.formats.tex_project.bcf import BcfError, keys_by_section, read_bcf
from papershelf.formats.tex_project.document import ProjectError, main_file, read_document
from papershelf.formats.tex_project.latex_source import cited_keys, strip_comments
from papershelf.formats.tex_project.markdown import markdown_keys, read_markdown

DATA = Path(__file__).parent.parent / "data" / "writing"


def keys(tex: str) -> list[str]:
    """The keys a piece of LaTeX cites."""
    return cited_keys(strip_comments(tex))


def test_cite_commands_with_optional_arguments_and_several_keys() -> None:
    tex = (
        r"\cite{a} \citep[see][p.~3]{b, c} \citet*{d} \citeauthor{e} \parencite[12]{f}"
        r" \Textcite{g} \autocite[cf.][]{h} \footcite{i} \nocite{j} \citeyear {k}"
        r" \supercite{l} \fullcite{m} \citealp[e.g.][]{n,o}"
    )
    assert keys(tex) == list("abcdefghijklmno")


def test_multicites_and_nocite_all() -> None:
    tex = r"\cites(See)(and more)[12]{a}[cf.][3]{b}{c} then text{x} \nocite{*} \parencites{d}[4]{e}"
    assert keys(tex) == ["a", "b", "c", "*", "d", "e"]


def test_comments_verbatim_and_macro_parameters_are_not_cites() -> None:
    tex = (
        "% \\cite{commented}\n50\\% done \\cite{kept} % \\cite{tail}\n"
        "\\verb+\\cite{shown}+ \\begin{verbatim}\n\\cite{listed}\n\\end{verbatim}\n"
        "\\newcommand{\\ct}[2][]{\\citet{#2}} \\citetext{not a key} \\citestyle{numeric}"
    )
    assert keys(tex) == ["kept"]


def test_aux_reads_citations_bibdata_and_nested_aux(tmp_path: Path) -> None:
    (tmp_path / "main.aux").write_text(
        "\\relax\n\\citation{a,b}\n\\@input{chap1.aux}\n\\bibdata{refs,main-blx}\n"
        "\\abx@aux@cite{0}{d}\n"
    )
    (tmp_path / "chap1.aux").write_text("\\citation{c}\n\\citation{a}\n\\citation{*}\n")
    found = read_aux(tmp_path / "main.aux")
    assert found.keys == ("a", "b", "d", "c") and found.cite_all
    assert found.bibliographies == (tmp_path / "refs.bib",)
    assert found.files == (tmp_path / "main.aux", tmp_path / "chap1.aux")


BCF = """<?xml version="1.0" encoding="UTF-8"?>
<bcf:controlfile version="3.8" bltxversion="3.17" xmlns:bcf="https://sourceforge.net/projects/biblatex">
  <bcf:bibdata section="0">
    <bcf:datasource type="file" datatype="bibtex" glob="false">refs.bib</bcf:datasource>
  </bcf:bibdata>
  <bcf:section number="0">
    <bcf:citekey order="1" intorder="1">knuth</bcf:citekey>
    <bcf:citekey order="2" intorder="1">lamport</bcf:citekey>
  </bcf:section>
  <bcf:section number="1">
    <bcf:citekey order="3" intorder="1">knuth</bcf:citekey>
    <bcf:citekey order="4" intorder="1" nocite="1">*</bcf:citekey>
  </bcf:section>
</bcf:controlfile>
"""


def test_bcf_reads_keys_per_section_and_data_sources(tmp_path: Path) -> None:
    (tmp_path / "doc.bcf").write_text(BCF)
    found = read_bcf(tmp_path / "doc.bcf")
    assert found.keys == ("knuth", "lamport") and found.cite_all
    assert found.bibliographies == (tmp_path / "refs.bib",)
    assert keys_by_section(tmp_path / "doc.bcf") == {0: ("knuth", "lamport"), 1: ("knuth",)}
    (tmp_path / "half.bcf").write_text(BCF[:200])
    with pytest.raises(BcfError, match="not a readable biblatex control file"):
        read_bcf(tmp_path / "half.bcf")


def test_sources_follow_input_include_subfile_and_import(tmp_path: Path) -> None:
    (tmp_path / "chapters" / "deep").mkdir(parents=True)
    (tmp_path / "main.tex").write_text(
        "\\documentclass{book}\n\\addbibresource[label=x]{refs.bib}\n\\begin{document}\n"
        "\\cite{first}\\input{chapters/one}\\include{chapters/two}\n"
        "\\import{chapters/}{three.tex}\\input two-again % \\input{nothere}\n"
        "\\bibliography{more,other}\\end{document}\n"
    )
    (tmp_path / "chapters" / "one.tex").write_text("\\citep{one}\\subfile{deep/sub}")
    (tmp_path / "chapters" / "deep" / "sub.tex").write_text("\\cite{sub}")
    (tmp_path / "chapters" / "two.tex").write_text("\\cite{two}\\input{chapters/one}")
    (tmp_path / "chapters" / "three.tex").write_text("\\subimport{deep/}{sub}\\cite{three}")
    (tmp_path / "two-again.tex").write_text("\\cite{bare}")
    found = read_document(tmp_path)
    assert found.keys == ("first", "one", "sub", "two", "three", "bare")
    assert [p.name for p in found.bibliographies] == ["refs.bib", "more.bib", "other.bib"]
    assert len(found.files) == 6 and found.origin == "sources"


def test_markdown_citations_skip_code_mail_and_crossrefs() -> None:
    body = (
        "As [see @doe99, p. 33; also @smith04, chap. 1] and @wadler says [-@knuth84].\n"
        "Write to jane@example.org. See @fig-plot and @sec:intro. @{odd key:2}\n"
        "```python\nx = '@notakey'\n```\nInline `@nokey` and <!-- @hidden --> end @last.\n"
    )
    assert markdown_keys(body) == ["doe99", "smith04", "wadler", "knuth84", "odd key:2", "last"]


def test_markdown_front_matter_names_bibliography_and_nocite(tmp_path: Path) -> None:
    doc = tmp_path / "paper.qmd"
    doc.write_text(
        "---\ntitle: 'A @notcited title'\nbibliography:\n  - refs.bib\n  - 'more.json'\n"
        "nocite: |\n  @extra, @other\n---\n\nText [@a].\n"
    )
    found = read_markdown(doc)
    assert found.keys == ("extra", "other", "a")
    assert found.bibliographies == (tmp_path / "refs.bib", tmp_path / "more.json")
    doc.write_text("---\nbibliography: [a.bib, b.bib]\nnocite: '@*'\n---\n@x\n")
    found = read_markdown(doc)
    assert found.cite_all and [p.name for p in found.bibliographies] == ["a.bib", "b.bib"]


def test_real_munich_example_reads_its_five_cites() -> None:
    found = read_document(DATA / "munich" / "example_munich_Bibtex_style.tex")
    assert found.keys == (
        "2003_achleitner", "2002_Bamberg", "2004_Sartoris", "2005_Heidemann", "2006_Dt_Boer",
    )  # fmt: skip
    assert found.bibliographies == (DATA / "munich" / "example_DB.bib",)


def test_build_output_wins_when_newer_and_is_added_to_newer_sources(tmp_path: Path) -> None:
    shutil.copy(DATA / "munich" / "example_munich_Bibtex_style.tex", tmp_path / "doc.tex")
    aux = tmp_path / "doc.aux"
    aux.write_text("\\citation{2003_achleitner}\n\\citation{viaMacro}\n\\bibdata{example_DB}\n")
    tex_time = (tmp_path / "doc.tex").stat().st_mtime
    os.utime(aux, (tex_time + 10, tex_time + 10))
    assert read_document(tmp_path / "doc.tex").keys == ("2003_achleitner", "viaMacro")
    os.utime(aux, (tex_time - 10, tex_time - 10))
    newer = read_document(tmp_path / "doc.tex")
    assert newer.origin == "sources" and newer.keys[-1] == "viaMacro" and len(newer.keys) == 6


def test_main_file_of_a_folder_and_bad_paths(tmp_path: Path) -> None:
    (tmp_path / "part.tex").write_text("\\section{A}\\cite{x}")
    (tmp_path / "sub.tex").write_text("\\documentclass{subfiles}\\begin{document}\\end{document}")
    with pytest.raises(ProjectError, match="no LaTeX or Markdown document"):
        main_file(tmp_path)
    (tmp_path / "zeta.tex").write_text("\\documentclass{article}\\begin{document}\\end{document}")
    (tmp_path / "main.tex").write_text("\\documentclass{article}\\begin{document}\\end{document}")
    assert main_file(tmp_path).name == "main.tex"
    with pytest.raises(ProjectError, match="no such file or folder"):
        read_document(tmp_path / "missing")
    (tmp_path / "refs.bib").write_text("")
    with pytest.raises(ProjectError, match="not a LaTeX"):
        read_document(tmp_path / "refs.bib")
