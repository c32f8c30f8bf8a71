"""Exports that keep what is private and what is shared: attachment paths, hard links.

Issue 30, item 14: the CSL-JSON export wrote the absolute local paths of attachments
(`/home/me/private/…`), which leak when the file is shared. Item 15: an export onto a
hard-linked file replaced it by rename, splitting the link. Run as subprocesses.
"""

from __future__ import annotations

from pathlib import Path

from tests.test_cli import papershelf


def library_with_a_pdf(tmp_path: Path) -> tuple[Path, Path]:
    """(library, the attached file) for one entry whose `file` field links a local PDF."""
    pdf = tmp_path / "private" / "paper.pdf"
    pdf.parent.mkdir()
    pdf.write_bytes(b"%PDF-1.4\n%%EOF\n")
    source = tmp_path / "one.bib"
    source.write_text(
        f"@article{{a, title = {{T}}, author = {{X, Y}}, year = 2020, file = {{:{pdf}:PDF}}}}\n"
    )
    library = tmp_path / "lib.sqlite"
    assert papershelf("import", source, "--library", library).returncode == 0
    return library, pdf


def test_csl_json_has_no_file_paths_by_default(tmp_path: Path) -> None:
    library, pdf = library_with_a_pdf(tmp_path)
    shown = papershelf("export", "-o", "-", "--format", "csl-json", "--library", library)
    assert shown.returncode == 0 and '"id": "a"' in shown.stdout
    assert str(pdf.parent) not in shown.stdout
    target = tmp_path / "refs.json"
    written = papershelf("export", "-o", target, "--format", "csl-json", "--library", library)
    assert written.returncode == 0 and str(pdf.parent) not in target.read_text()


def test_with_file_paths_includes_them(tmp_path: Path) -> None:
    library, pdf = library_with_a_pdf(tmp_path)
    target = tmp_path / "refs.json"
    done = papershelf(
        "export", "-o", target, "--format", "csl-json", "--with-file-paths", "--library", library
    )
    assert done.returncode == 0 and str(pdf) in target.read_text()


def test_bibtex_keeps_its_file_fields(tmp_path: Path) -> None:
    library, pdf = library_with_a_pdf(tmp_path)
    shown = papershelf("export", "-o", "-", "--library", library)
    assert str(pdf) in shown.stdout  # the library's own format: links are part of it


def test_an_export_onto_a_hard_linked_file_keeps_the_link(tmp_path: Path) -> None:
    library, _ = library_with_a_pdf(tmp_path)
    target = tmp_path / "project-a" / "refs.bib"
    target.parent.mkdir()
    target.write_text("% old\n")
    other = tmp_path / "refs-b.bib"
    other.hardlink_to(target)
    done = papershelf("export", "-o", target, "--library", library)
    assert done.returncode == 0, done.stderr
    assert target.stat().st_ino == other.stat().st_ino and target.stat().st_nlink == 2
    assert "@article{a," in other.read_text()  # the other name sees the export
    assert [p.name for p in target.parent.iterdir()] == ["refs.bib"]  # no temporary left
