"""`papershelf export --format csl-json` leaves attachment paths out unless asked.

Issue 30, item 14: the CSL-JSON export wrote the absolute local paths of attachments
(`/home/me/private/…`), which leak when the file is shared. Run as subprocesses.
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
