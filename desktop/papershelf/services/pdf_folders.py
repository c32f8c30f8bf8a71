"""Folders of PDFs: what `papershelf import FOLDER` and a folder dropped on the window read.

`pdfs_in(folder)` lists the PDFs in a folder and its subfolders (by name, case-blind
extension; links to folders are not followed, so a loop of links ends); `expand_folders`
replaces each folder of a list of paths by its PDFs, leaving files and Zotero's data folder
(which the Zotero import reads whole) as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

__all__ = ["expand_folders", "pdfs_in"]


def pdfs_in(folder: Path) -> list[Path]:
    """The PDF files in *folder* and its subfolders, in path order."""
    return sorted(path for path in folder.rglob("*") if _is_pdf_file(path))


def _is_pdf_file(path: Path) -> bool:
    """Whether *path* is a regular file named .pdf (any case)."""
    try:
        return path.suffix.lower() == ".pdf" and path.is_file()
    except OSError:  # unreadable, or a name too long for the system: not one to read
        return False


def expand_folders(paths: Sequence[Path]) -> tuple[list[Path], list[Path]]:
    """*paths* with each folder (not Zotero's) replaced by its PDFs; and the folders that
    held none."""
    from papershelf.services.migrate.zotero import is_zotero

    expanded: list[Path] = []
    empty: list[Path] = []
    for path in paths:
        folder = Path(path).expanduser()
        if str(path) == "-" or not folder.is_dir() or is_zotero(folder):
            expanded.append(path)
            continue
        found = pdfs_in(folder)
        if not found:
            empty.append(path)
        expanded += found
    return expanded, empty
