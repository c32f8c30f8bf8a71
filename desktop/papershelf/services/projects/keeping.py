"""A linked project's own file, kept written with what the document cites (the auto-export
machinery's rules: rewritten atomically, only when its bytes change, after a change to
what an export writes — and, in the app, when the document's citations change).

Threads: write_project_file takes a Library or its path; given a path it opens a
connection of its own (db.open_worker) and reads in one transaction, as
services/autoexport.run_binding does, so the app can call it on a worker thread.
"""

from __future__ import annotations

from pathlib import Path

from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.autoexport import EXPORTED_FIELDS, connection_for
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.exporting import ExportResult
from papershelf.services.projects.cited_export import export_cited
from papershelf.services.projects.git_commit import commit_file
from papershelf.services.projects.store import Project, projects


def kept_projects(lib: Library) -> list[Project]:
    """The linked projects that have a file kept for them."""
    return [project for project in projects(lib) if project.bib is not None]


def projects_affected(lib: Library, changes: Changes) -> list[Project]:
    """The kept projects whose file an operation's Changes may have changed: entries came
    or went, a list changed (a `\\nocite{*}` project exports its list), or an exported field
    or tag was edited."""
    return kept_projects(lib) if touches_projects(changes) else []


def touches_projects(changes: Changes) -> bool:
    """Whether an operation may change a project's status or file: entries came or went, a
    list changed, or an exported field (the key among them) or a tag was edited."""
    content = bool(changes.edited) and bool(changes.fields & EXPORTED_FIELDS)
    return changes.membership or changes.lists or changes.tags or content


def write_project_file(source: Library | Path | str, project: Project) -> ExportResult:
    """Write the project's file with what its document cites now (only if bytes change),
    and commit it when the project asks (GitError when git refuses: the file is written)."""
    if project.bib is None:
        said = translate("projects", "{path}: no file is kept for this project")
        raise ServiceError(said.format(path=project.path))
    with connection_for(source) as lib, lib.reading():
        result = export_cited(lib, project.path, project.bib, project.flavour, project.list_id)
    if result.written and project.commit:
        commit_file(project.bib, f"Papershelf: {project.bib.name} ({result.entries} cited)")
    return result
