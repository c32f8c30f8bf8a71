"""Writing projects: linking, and a document's status against the library (issue 35)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.services.changes import ServiceError
from papershelf.services.deleting import delete_entries
from papershelf.services.importing import import_file
from papershelf.services.lists import add_to_list, create_list, find_list
from papershelf.services.projects.cited_export import ids_of_keys
from papershelf.services.projects.status import project_status
from papershelf.services.projects.store import (
    find_project,
    link_project,
    projects,
    unlink_project,
)
from tests.factories import add, record

MUNICH = Path(__file__).parent.parent / "data" / "writing" / "munich"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A copy of TeX Live's munich example project."""
    folder = tmp_path / "munich"
    shutil.copytree(MUNICH, folder)
    return folder / "example_munich_Bibtex_style.tex"


@pytest.fixture
def chapter(lib: Library, project: Path) -> int:
    """The library holds the project's .bib minus two entries, plus a paper of its own;
    list 'Chapter 2' holds a cited entry and that paper (never cited)."""
    import_file(lib, project.parent / "example_DB.bib")
    gone = ids_of_keys(lib, ["2004_Sartoris", "2005_Heidemann"])
    delete_entries(lib, list(gone.values()))
    own = add(lib, record("Pension funds in Germany", key="mueller2019pension")).added
    create_list(lib, "Chapter 2")
    list_id = find_list(lib, "Chapter 2")
    assert list_id is not None
    add_to_list(lib, list_id, [ids_of_keys(lib, ["2002_Bamberg"])["2002_Bamberg"], *own])
    return list_id


def test_status_lists_cited_missing_and_uncited(lib: Library, project: Path, chapter: int) -> None:
    status = project_status(lib, project, chapter)
    assert status.cited == ("2003_achleitner", "2002_Bamberg", "2006_Dt_Boer")
    assert [m.key for m in status.missing] == ["2004_Sartoris", "2005_Heidemann"]
    assert status.uncited == ("mueller2019pension",)
    # @internet is no BibTeX type: the export's own check says so
    assert list(status.incomplete) == ["2006_Dt_Boer"]
    assert "do not define this type" in status.incomplete["2006_Dt_Boer"][0]
    shown = status.as_json()
    assert shown["missing"] == ["2004_Sartoris", "2005_Heidemann"]
    assert shown["cited"] == list(status.cited) and shown["uncited"] == ["mueller2019pension"]


def test_missing_keys_get_the_closest_entries(lib: Library, tmp_path: Path) -> None:
    add(
        lib,
        record("Attention is all you need", key="vaswani2017attention"),
        record("Deep residual learning", key="he2016deep", doi="10.1109/CVPR.2016.90"),
    )
    doc = tmp_path / "paper.md"
    doc.write_text(
        "See [@vaswani2017attentio; @residual2016learning] and [@10.1109/CVPR.2016.90] "
        "and @arXiv:1706.03762 and @nothing2020whatsoever.\n"
    )
    missing = {m.key: m for m in project_status(lib, doc).missing}
    assert [s.key for s in missing["vaswani2017attentio"].suggestions] == ["vaswani2017attention"]
    assert [s.reason for s in missing["vaswani2017attentio"].suggestions] == ["key"]
    assert [s.key for s in missing["residual2016learning"].suggestions] == ["he2016deep"]
    assert missing["10.1109/CVPR.2016.90"].identifier == "10.1109/CVPR.2016.90"
    assert [s.key for s in missing["10.1109/CVPR.2016.90"].suggestions] == ["he2016deep"]
    assert missing["arXiv:1706.03762"].identifier == "arXiv:1706.03762"
    assert missing["nothing2020whatsoever"].suggestions == ()


def test_linked_projects_live_in_the_library(lib: Library, project: Path, chapter: int) -> None:
    linked = link_project(lib, project, chapter, project.parent / "cited.bib")
    assert projects(lib) == [linked] and linked.flavour == "bibtex"
    assert find_project(lib, str(project)) == linked
    again = link_project(lib, project.parent, None)
    assert projects(lib) == [linked, again]
    assert link_project(lib, project, None).list_id is None and len(projects(lib)) == 2
    assert unlink_project(lib, project.parent) == again
    with pytest.raises(ServiceError, match="not a linked writing project"):
        unlink_project(lib, project.parent)


def test_linking_refuses_what_is_no_document(lib: Library, tmp_path: Path) -> None:
    with pytest.raises(ServiceError, match="no such file or folder"):
        link_project(lib, tmp_path / "nowhere.tex")
    (tmp_path / "doc.md").write_text("[@a]")
    with pytest.raises(ServiceError, match="no longer in the library"):
        link_project(lib, tmp_path / "doc.md", 999)
    with pytest.raises(ServiceError, match="unknown export format"):
        link_project(lib, tmp_path / "doc.md", None, tmp_path / "refs.bib", "word")
    assert projects(lib) == []


def test_nocite_all_cites_the_list_or_the_whole_library(
    lib: Library, project: Path, chapter: int
) -> None:
    doc = project.parent / "all.tex"
    doc.write_text(
        "\\documentclass{article}\\begin{document}\\cite{2002_Bamberg,gone2020}\\nocite{*}"
        "\\bibliography{example_DB}\\end{document}"
    )
    in_list = project_status(lib, doc, chapter)
    assert in_list.cited == ("2002_Bamberg", "mueller2019pension") and in_list.uncited == ()
    assert [m.key for m in in_list.missing] == ["gone2020"]
    everything = project_status(lib, doc)
    assert everything.cited == (
        "2002_Bamberg", "2003_achleitner", "2006_Dt_Boer", "mueller2019pension",
    )  # fmt: skip


def test_status_of_biblatex_example_with_entries_removed(lib: Library, tmp_path: Path) -> None:
    folder = tmp_path / "numeric"
    shutil.copytree(MUNICH.parent / "biblatex-numeric", folder)
    import_file(lib, folder / "biblatex-examples.bib")
    delete_entries(lib, list(ids_of_keys(lib, ["massa", "murray", "knuth:ct:a"]).values()))
    create_list(lib, "Physics")
    list_id = find_list(lib, "Physics")
    assert list_id is not None
    add_to_list(lib, list_id, list(ids_of_keys(lib, ["glashow", "weinberg", "knuth:ct"]).values()))
    status = project_status(lib, folder / "30-style-numeric.tex", list_id)
    assert status.cited == (
        "glashow", "yoon", "salam", "aksin", "companion", "stdmodel", "set", "augustine",
        "bertram", "cotton", "hammond",
    )  # fmt: skip
    assert [m.key for m in status.missing] == ["massa", "murray"]
    assert status.uncited == ("knuth:ct",)  # weinberg is cited through the @set stdmodel


def test_status_of_erae_example_that_cites_everything(lib: Library, tmp_path: Path) -> None:
    folder = tmp_path / "erae"
    shutil.copytree(MUNICH.parent / "erae", folder)
    import_file(lib, folder / "erae-ex.bib")
    delete_entries(lib, list(ids_of_keys(lib, ["Zeller97"]).values()))
    own = add(lib, record("Farm incomes", key="olsen2011farm")).added
    create_list(lib, "Agri")
    list_id = find_list(lib, "Agri")
    assert list_id is not None
    add_to_list(lib, list_id, [*ids_of_keys(lib, ["Swinnen97"]).values(), *own])
    status = project_status(lib, folder / "erae-ex.tex", list_id)
    assert status.citations.cite_all  # \nocite{*}
    assert status.cited == ("Monier98", "Steenkamp97", "Swinnen97", "olsen2011farm")
    assert [m.key for m in status.missing] == ["Zeller97"] and status.uncited == ()


def test_status_of_a_thesis_template_citing_from_an_input_chapter(
    lib: Library, tmp_path: Path
) -> None:
    folder = tmp_path / "thesis"
    shutil.copytree(MUNICH.parent / "disser-bachelor", folder)
    import_file(lib, folder / "thesis.bib")
    delete_entries(lib, list(ids_of_keys(lib, ["InP", "patent2"]).values()))
    create_list(lib, "Thesis")
    list_id = find_list(lib, "Thesis")
    assert list_id is not None
    members = ids_of_keys(lib, ["Anselm_1978", "Ivanov_1999_Journal_17_173"]).values()
    add_to_list(lib, list_id, list(members))
    status = project_status(lib, folder / "thesis.tex", list_id)
    assert status.cited == (  # \input{1}'s one \cite, in its order, less the two removed
        "Yoffe_1993_AP_42_173", "Efros_1982_FTP_16_7_1209", "Anselm_1978", "Segall_1968",
        "Agranovich_1983", "Mishchenko_1996", "Skvortsov_2008", "Perelman_2003_math:0307245",
        "Nielsen_2010_1006.2735", "patent1",
    )  # fmt: skip
    assert [m.key for m in status.missing] == ["InP", "patent2"]
    assert status.uncited == ("Ivanov_1999_Journal_17_173",)
    assert {path.name for path in status.citations.files} >= {"thesis.tex", "1.tex"}
