"""Linked writing projects, kept in the library's `setting` table as one JSON array.

Each project: its path (the main file or the folder, absolute), the reading list it goes
with (None: none), and the file kept written with its cited entries (None: Papershelf
writes no file for it; the document's own .bib is never overwritten unless chosen).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from papershelf.i18n import translate
from papershelf.library import lists_sql
from papershelf.library.db import Library
from papershelf.library.settings import get_setting, put_setting
from papershelf.services.changes import ServiceError
from papershelf.services.export_files import check_target

SETTING = "writing_projects"


@dataclass(frozen=True)
class Project:
    """A linked document: where it is, its reading list, the file kept for it and how."""

    path: Path
    list_id: int | None = None
    bib: Path | None = None
    flavour: str = "bibtex"
    commit: bool = False  # commit the kept file in its git working tree after each rewrite

    @property
    def name(self) -> str:
        """What the sidebar calls it: the folder's or the file's name."""
        return self.path.name

    def as_json(self) -> dict[str, object]:
        """The project as stored."""
        bib = None if self.bib is None else str(self.bib)
        return {
            "path": str(self.path), "list": self.list_id, "bib": bib, "format": self.flavour,
            "commit": self.commit,
        }  # fmt: skip


def projects(lib: Library) -> list[Project]:
    """Every linked project, in the order they were linked (a damaged setting: none)."""
    try:
        rows = json.loads(get_setting(lib, SETTING, "[]"))
    except ValueError:
        return []
    return [_from_json(row) for row in rows if isinstance(row, dict) and row.get("path")]


def _from_json(row: dict[str, object]) -> Project:
    """A stored project back as a value."""
    list_id = row.get("list")
    bib = row.get("bib")
    return Project(
        Path(str(row["path"])),
        int(str(list_id)) if list_id is not None else None,
        Path(str(bib)) if bib else None,
        str(row.get("format") or "bibtex"),
        bool(row.get("commit")),
    )


def find_project(lib: Library, path: Path | str) -> Project | None:
    """The linked project at path (as given or resolved), or None."""
    wanted = _absolute(path)
    return next((p for p in projects(lib) if p.path == wanted), None)


def _absolute(path: Path | str) -> Path:
    """path made absolute (~ expanded), without resolving links."""
    return Path(path).expanduser().absolute()


def link_project(
    lib: Library,
    path: Path | str,
    list_id: int | None = None,
    bib: Path | str | None = None,
    flavour: str | None = None,
    commit: bool = False,
) -> Project:
    """Link the document at path (replacing an earlier link of it); ServiceError when it
    is no document, its list is gone, or the file to keep is one that may not be written;
    commit: commit the kept file in its git working tree after each rewrite."""
    from papershelf.formats.tex_project.document import ProjectError, read_document  # at need
    from papershelf.services.autoexport import FORMATS, format_for  # the export engine

    target = _absolute(path)
    try:
        read_document(target)
    except ProjectError as exc:
        raise ServiceError(str(exc)) from exc
    if list_id is not None and not lists_sql.list_exists(lib, list_id):
        raise ServiceError(translate("projects", "that reading list is no longer in the library"))
    kept = None if bib is None else _absolute(bib)
    chosen = flavour or (format_for(kept) if kept else "bibtex")
    if chosen not in FORMATS:
        said = translate("projects", "unknown export format {flavour!r} (use {names})")
        raise ServiceError(said.format(flavour=chosen, names=", ".join(FORMATS)))
    if kept is not None:
        check_target(kept, lib.file)
    if commit and kept is None:
        raise ServiceError(translate("projects", "a git commit needs a kept file (--bib)"))
    project = Project(target, list_id, kept, chosen, commit)
    _save(lib, [*(p for p in projects(lib) if p.path != target), project])
    return project


def unlink_project(lib: Library, path: Path | str) -> Project:
    """Forget the project at path (its files stay); ServiceError when it is not linked."""
    project = find_project(lib, path)
    if project is None:
        said = translate("projects", "{path} is not a linked writing project")
        raise ServiceError(said.format(path=_absolute(path)))
    _save(lib, [p for p in projects(lib) if p.path != project.path])
    return project


def _save(lib: Library, chosen: list[Project]) -> None:
    """Store the projects."""
    with lib.atomic():
        put_setting(lib, SETTING, json.dumps([p.as_json() for p in chosen]) if chosen else None)
