"""papershelf autoexport: keep .bib (or CSL-JSON, RIS) files up to date with a reading list or
the library."""

from __future__ import annotations

import argparse
from collections.abc import Set
from pathlib import Path
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.cli.projects import refresh_projects
from papershelf.i18n import translate
from papershelf.library import lists_sql
from papershelf.library.db import Library
from papershelf.services.autoexport import (
    FORMATS,
    Binding,
    bind,
    bindings,
    bindings_to_refresh,
    is_dirty,
    run_binding,
    unbind,
)
from papershelf.services.changes import Changes
from papershelf.services.lists import find_list
from papershelf.services.projects.keeping import projects_affected

STALE = " [stale: a change may not be written yet; 'papershelf autoexport run' writes it]"


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf autoexport add|remove|list|run"""
    auto = commands.add_parser(
        "autoexport", parents=[library], help=translate("cli", "keep .bib files up to date"),
        description=translate("cli", "Bind a reading list (or the whole library) to a file that "
        "is rewritten whenever its entries change: by the app as you work, and by the commands "
        "that change entries (import, keys regenerate), or now with 'autoexport run'."),
    )  # fmt: skip
    actions = auto.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = actions.add_parser(
        "add", parents=[library], help=translate("cli", "bind a file, and write it now")
    )
    add.add_argument("path", metavar="FILE", type=Path)
    add.add_argument(
        "--list", dest="list_name", metavar="NAME", help=translate("cli", "a reading list")
    )
    add.add_argument(
        "--format", dest="flavour", choices=FORMATS, default=None,
        help=translate("cli", "bibtex, biblatex, ris or csl-json (default: csl-json for a .json "
        "file, ris for .ris, else bibtex)"),
    )  # fmt: skip
    add.set_defaults(handler=run_add)
    remove = actions.add_parser(
        "remove", parents=[library], help=translate("cli", "stop keeping a file")
    )
    remove.add_argument("path", metavar="FILE", type=Path)
    remove.set_defaults(handler=run_remove)
    show = actions.add_parser(
        "list", parents=[library], help=translate("cli", "print the bound files")
    )
    show.set_defaults(handler=run_list)
    now = actions.add_parser(
        "run", parents=[library], help=translate("cli", "rewrite every bound file now")
    )
    now.set_defaults(handler=run_all)


def _describe(lib: Library, binding: Binding) -> str:
    """'FILE <- list 'Name' (bibtex)'."""
    if binding.list_id is None:
        what = "the whole library"
    else:
        name = lists_sql.list_name(lib, binding.list_id)
        what = f"list '{name}'" if name is not None else "a deleted list"
    stale = STALE if is_dirty(lib, binding.id) else ""
    return f"{binding.path} <- {what} ({binding.flavour}){stale}"


def run_add(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Bind the file and write it."""
    list_id = None
    if args.list_name is not None:
        list_id = find_list(lib, args.list_name)
        if list_id is None:
            said = translate("cli", "there is no reading list called '{name}'")
            raise UserError(said.format(name=args.list_name))
    binding = bind(lib, args.path, list_id, args.flavour)
    _run(lib, binding, out)
    return 0


def run_remove(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Unbind the file (it stays on disk)."""
    target = args.path.expanduser().absolute()
    found = [b for b in bindings(lib) if b.path == target]
    if not found:
        raise UserError(translate("cli", "{path} is not kept up to date").format(path=target))
    unbind(lib, found[0].id)
    said = translate("cli", "{path}: no longer kept up to date (the file stays)")
    print(said.format(path=target), file=out)
    return 0


def run_list(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print each binding."""
    for binding in bindings(lib):
        print(_describe(lib, binding), file=out)
    return 0


def run_all(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Rewrite every bound file (those whose bytes would not change are left alone)."""
    for binding in bindings(lib):
        _run(lib, binding, out)
    return 0


def _run(lib: Library, binding: Binding, out: TextIO) -> None:
    """Write one bound file and say what happened."""
    try:
        result = run_binding(lib, binding)
    except OSError as exc:
        said = translate("cli", "{path}: cannot write ({why})")
        raise UserError(said.format(path=binding.path, why=exc.strerror or exc)) from exc
    if result is None:
        said = translate("cli", "{path}: its reading list was deleted; not written")
        print(said.format(path=binding.path), file=out)
        return
    count = result.entries
    if result.written:
        said = translate("cli", "{path}: %n entries (written)", None, count)
    else:
        said = translate("cli", "{path}: %n entries (unchanged)", None, count)
    print(said.format(path=binding.path), file=out)


def refresh_bound_files(
    lib: Library, changes: Changes, out: TextIO, earlier: Set[int] = frozenset()
) -> None:
    """After a command changed entries, rewrite the bound files it touched (as the app does)
    and those left stale before (earlier: mark_before_change's answer, taken before the
    command wrote)."""
    for binding in bindings_to_refresh(lib, changes, earlier):
        _run(lib, binding, out)
    refresh_projects(lib, projects_affected(lib, changes), out)  # writing projects' files
