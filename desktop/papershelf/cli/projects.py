"""papershelf project add|status|list|remove|write: LaTeX and Markdown writing projects."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.i18n import N, translate
from papershelf.library.db import Library
from papershelf.services.autoexport import FORMATS
from papershelf.services.changes import ServiceError
from papershelf.services.exporting import ExportScope
from papershelf.services.lists import find_list
from papershelf.services.projects.cited_export import cited_scope, read_citations
from papershelf.services.projects.keeping import write_project_file
from papershelf.services.projects.status import ProjectStatus, project_status
from papershelf.services.projects.store import (
    Project,
    find_project,
    link_project,
    projects,
    unlink_project,
)

SHOWN = 50  # lines of a long section printed; the rest counted


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf project ACTION ..."""
    project = commands.add_parser(
        "project", parents=[library],
        help=translate("cli", "link a LaTeX or Markdown document; what it cites"),
        description=translate("cli", "A writing project is a LaTeX document (its main .tex or "
        "its folder) or a Markdown / Quarto document. Papershelf reads what it cites (the .aux "
        "or .bcf of the last build, else the sources) and holds that against the library."),
    )  # fmt: skip
    actions = project.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = actions.add_parser(
        "add", parents=[library], help=translate(
            "cli", "link a document (and keep a .bib of its citations)"),
        description=translate("cli", "Link a document. With --bib FILE, FILE is kept written "
        "with the cited entries (rewritten when the library or the citations change); --bib "
        "named keeps the first .bib the document names (\\bibliography, \\addbibresource, YAML) "
        "— that file is then overwritten."),
    )  # fmt: skip
    add.add_argument("path", metavar="PATH")
    add.add_argument(
        "--list",
        dest="list_name",
        metavar="NAME",
        help=translate("cli", "the project's reading list"),
    )
    add.add_argument("--bib", metavar="FILE|named", help=translate("cli", "a file to keep written"))
    add.add_argument(
        "--git-commit", action="store_true",
        help=translate("cli", "commit the kept file in its git working tree (e.g. an Overleaf "
        "clone) after each rewrite; never pushes"),
    )  # fmt: skip
    add.add_argument("--format", dest="flavour", choices=FORMATS, default=None,
                     help=translate(
                         "cli", "of the kept file (default: by its name, else bibtex)"),
                     )  # fmt: skip
    add.set_defaults(handler=run_add)
    status = actions.add_parser(
        "status", parents=[library], help=translate(
            "cli", "cited, missing and uncited entries of a document"),
        description=translate("cli", "Works on any document, linked or not. --json prints an "
        "object with 'cited', 'missing' and 'uncited' key lists (and suggestions, identifiers, "
        "warnings)."),
    )  # fmt: skip
    status.add_argument("path", metavar="PATH")
    status.add_argument(
        "--list", dest="list_name", metavar="NAME",
        help=translate("cli", "the list to find uncited papers in (default: the linked one)"),
    )  # fmt: skip
    status.add_argument("--json", action="store_true", help=translate("cli", "print a JSON object"))
    status.set_defaults(handler=run_status)
    listing = actions.add_parser(
        "list", parents=[library], help=translate("cli", "print the linked projects")
    )
    listing.add_argument("--json", action="store_true", help=translate("cli", "print a JSON array"))
    listing.set_defaults(handler=run_list)
    remove = actions.add_parser(
        "remove", parents=[library], help=translate("cli", "unlink a project")
    )
    remove.add_argument("path", metavar="PATH")
    remove.set_defaults(handler=run_remove)
    write = actions.add_parser(
        "write", parents=[library], help=translate("cli", "write a project's kept file now")
    )
    write.add_argument("path", metavar="PATH")
    write.set_defaults(handler=run_write)


def _list_id(lib: Library, name: str | None) -> int | None:
    """The id of the list called name (None for none); UserError when there is none."""
    if name is None:
        return None
    list_id = find_list(lib, name)
    if list_id is None:
        raise UserError(
            translate("cli", "there is no reading list called '{name}'").format(name=name)
        )
    return list_id


def run_add(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Link the document; write its kept file at once."""
    list_id = _list_id(lib, args.list_name)
    bib = _named_bib(args.path) if args.bib == "named" else args.bib
    try:
        project = link_project(lib, args.path, list_id, bib, args.flavour, args.git_commit)
    except ServiceError as exc:
        raise UserError(str(exc)) from exc
    print(translate("cli", "linked {path}").format(path=project.path), file=out)
    if project.bib is not None:
        _write(lib, project, out)
    return 0


def _named_bib(path: str) -> Path:
    """The first bibliography file the document names; UserError when it names none."""
    try:
        citations = read_citations(path)
    except ServiceError as exc:
        raise UserError(str(exc)) from exc
    if not citations.bibliographies:
        said = translate("cli", "{path}: names no bibliography file; give one with --bib FILE")
        raise UserError(said.format(path=path))
    return citations.bibliographies[0]


def run_status(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print the document's status (a linked project's list unless --list names one)."""
    linked = find_project(lib, args.path)
    list_id = _list_id(lib, args.list_name) if args.list_name else None
    if list_id is None and linked is not None:
        list_id = linked.list_id
    try:
        status = project_status(lib, args.path, list_id)
    except ServiceError as exc:
        raise UserError(str(exc)) from exc
    if args.json:
        print(json.dumps(status.as_json(), ensure_ascii=False, indent=2), file=out)
    else:
        _print_status(status, out)
    return 0


def _print_status(status: ProjectStatus, out: TextIO) -> None:
    """The status for people."""
    origin = {"aux": N("its .aux"), "bcf": N("its .bcf"), "sources": N("its sources")}
    read = translate("", origin.get(status.citations.origin, N("the document")))
    said = translate(
        "cli", "{cited} cited, {missing} missing, {uncited} uncited (read from {origin})"
    )
    counts = {"cited": len(status.cited), "missing": len(status.missing)}
    print(said.format(**counts, uncited=len(status.uncited), origin=read), file=out)
    if status.citations.cite_all:
        print(translate("cli", "the document cites everything (\\nocite{*} or @*)"), file=out)
    _section(out, translate("cli", "missing"), [_missing_line(m) for m in status.missing])
    _section(out, translate("cli", "uncited"), list(status.uncited))
    warnings = [w for ws in status.incomplete.values() for w in ws]
    _section(out, translate("cli", "style warnings"), warnings)


def _missing_line(missing: Any) -> str:
    """A missing key with what may be meant."""
    line = missing.key
    if missing.identifier:
        line += f"  (add it: papershelf add {missing.identifier})"
    if missing.suggestions:
        line += f"  (closest: {', '.join(s.key for s in missing.suggestions)})"
    return line


def _section(out: TextIO, title: str, lines: list[str]) -> None:
    """A titled list of lines, cut after SHOWN."""
    if not lines:
        return
    print(f"{title}:", file=out)
    for line in lines[:SHOWN]:
        print(f"  {line}", file=out)
    if len(lines) > SHOWN:
        more = len(lines) - SHOWN
        print("  " + translate("cli", "... and %n more", None, more), file=out)


def cited_in_scope(lib: Library, path: str) -> ExportScope:
    """The export scope of what the document at path cites (with its linked list, for a
    document that cites everything); UserError when it cannot be read."""
    linked = find_project(lib, path)
    try:
        return cited_scope(lib, path, linked.list_id if linked else None)
    except ServiceError as exc:
        raise UserError(str(exc)) from exc


def run_list(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print the linked projects."""
    linked = projects(lib)
    if args.json:
        print(json.dumps([p.as_json() for p in linked], ensure_ascii=False, indent=2), file=out)
        return 0
    for project in linked:
        kept = f" -> {project.bib} ({project.flavour})" if project.bib else ""
        print(f"{project.path}{kept}", file=out)
    if not linked:
        print(
            translate("cli", "no writing projects linked (papershelf project add PATH)"), file=out
        )
    return 0


def run_remove(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Unlink a project (its files stay)."""
    try:
        project = unlink_project(lib, args.path)
    except ServiceError as exc:
        raise UserError(str(exc)) from exc
    print(translate("cli", "unlinked {path}").format(path=project.path), file=out)
    return 0


def run_write(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Write a linked project's kept file now."""
    project = find_project(lib, args.path)
    if project is None:
        said = translate("cli", "{path} is not a linked writing project")
        raise UserError(said.format(path=args.path))
    _write(lib, project, out)
    return 0


def refresh_projects(lib: Library, chosen: list[Project], out: TextIO) -> None:
    """Rewrite the kept files of the projects chosen (after a command changed entries); one
    that cannot be written is said on stderr and the command still succeeds (its change is
    in the library; `papershelf project write PATH` tries again)."""
    for project in chosen:
        try:
            _write(lib, project, out)
        except UserError as exc:
            said = translate("cli", "papershelf: writing project {name}: {error}")
            print(said.format(name=project.name, error=exc), file=sys.stderr)


def _write(lib: Library, project: Project, out: TextIO) -> None:
    """Write one project's kept file and say what happened."""
    try:
        result = write_project_file(lib, project)
    except ServiceError as exc:
        raise UserError(str(exc)) from exc
    except OSError as exc:
        said = translate("cli", "{path}: cannot write ({why})")
        raise UserError(said.format(path=project.bib, why=exc.strerror or exc)) from exc
    count = result.entries
    if result.written:
        said = translate("cli", "{path}: %n entries cited (written)", None, count)
    else:
        said = translate("cli", "{path}: %n entries cited (unchanged)", None, count)
    print(said.format(path=result.path), file=out)
