"""papershelf saved [--json] and saved add|rename|edit|delete|run: saved searches from the shell."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.cli.searching import print_entries, print_hints, query_epilog
from papershelf.i18n import N, translate
from papershelf.library import lists_sql
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import Scope, count_matches
from papershelf.services.lists import find_list
from papershelf.services.saved_searches import (
    SavedSearch,
    create_saved,
    delete_saved,
    edit_saved,
    find_saved,
    get_saved,
    rename_saved,
    saved_ids,
    saved_searches,
    scope_to_text,
)

SCOPE_HELP = N(
    "the part of the library it searches: tag:NAME, list:NAME, status:unread|reading|read, "
    "recent:DAYS, unfiled (default: everything)"
)


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf saved [--json] | saved add|rename|edit|delete|run ..."""
    sub = commands.add_parser(
        "saved", parents=[library], help=translate("cli", "list, add, edit or run saved searches"),
        description=translate("cli", "Saved searches are queries kept under a name; the app "
        "shows them as smart lists that follow every change. With no action, print them."),
        epilog=query_epilog(), formatter_class=argparse.RawDescriptionHelpFormatter,
    )  # fmt: skip
    sub.add_argument("--json", action="store_true", help=translate("cli", "print a JSON array"))
    sub.set_defaults(handler=run_list)
    actions = sub.add_subparsers(dest="action", metavar="ACTION")
    add = actions.add_parser(
        "add", parents=[library], help=translate("cli", "save a query under a name")
    )
    add.add_argument("name", metavar="NAME")
    add.add_argument(
        "query", nargs="*", metavar="QUERY", help=translate("cli", "the query (words are joined)")
    )
    add.add_argument("--scope", metavar="SCOPE", default="", help=translate("", SCOPE_HELP))
    add.set_defaults(handler=run_add)
    edit = actions.add_parser(
        "edit", parents=[library], help=translate("cli", "change a saved search's query")
    )
    edit.add_argument("name", metavar="NAME")
    edit.add_argument("query", nargs="*", metavar="QUERY")
    unchanged = translate("cli", "{scope}; unchanged if not given")
    edit.add_argument(
        "--scope", metavar="SCOPE", help=unchanged.format(scope=translate("", SCOPE_HELP))
    )
    edit.set_defaults(handler=run_edit)
    rename = actions.add_parser(
        "rename", parents=[library], help=translate("cli", "rename a saved search")
    )
    rename.add_argument("name", metavar="NAME")
    rename.add_argument("new_name", metavar="NEW")
    rename.set_defaults(handler=run_rename)
    delete = actions.add_parser(
        "delete", parents=[library], help=translate("cli", "forget a saved search")
    )
    delete.add_argument("name", metavar="NAME")
    delete.set_defaults(handler=run_delete)
    run = actions.add_parser(
        "run", parents=[library], help=translate("cli", "print what a saved search finds")
    )
    run.add_argument("name", metavar="NAME")
    run.add_argument(
        "--json", action="store_true", help=translate("cli", "print a JSON array of entries")
    )
    run.add_argument(
        "--limit", type=int, metavar="N", help=translate("cli", "print at most N entries")
    )
    run.set_defaults(handler=run_saved)


def parse_scope(lib: Library, text: str) -> Scope:
    """--scope text ('tag:ml', 'list:To read', 'status:read', 'recent:30', 'unfiled')."""
    kind, _, value = text.strip().partition(":")
    kind, value = kind.strip().lower(), value.strip()
    if kind in ("", "all"):
        return Scope()
    if kind == "unfiled":
        return Scope("unfiled")
    if kind == "tag" and value:
        return Scope("tag", value)
    if kind == "list" and value:
        list_id = find_list(lib, value)
        if list_id is None:
            said = translate("cli", "there is no reading list called '{name}'")
            raise UserError(said.format(name=value))
        return Scope("list", list_id)
    if kind == "status":
        try:
            return Scope("status", int(Status.parse(value)))
        except ValueError as exc:
            raise UserError(str(exc)) from None
    if kind == "recent" and value.isdigit():
        return Scope("recent", int(value))
    said = translate("cli", "cannot read the scope '{scope}' ({help})")
    raise UserError(said.format(scope=text, help=translate("", SCOPE_HELP)))


def describe_scope(lib: Library, scope: Scope) -> str:
    """A scope as --scope writes it."""
    if scope.kind == "list":
        value = scope.value
        name = lists_sql.list_name(lib, value) if isinstance(value, int) else None
        return f"list:{name if name is not None else scope.value}"
    if scope.kind == "status" and isinstance(scope.value, int):
        return f"status:{Status(scope.value).name.lower()}"
    if scope.kind in ("all", "unfiled"):
        return "" if scope.kind == "all" else "unfiled"
    return f"{scope.kind}:{scope.value}"


def _require(lib: Library, name: str) -> SavedSearch:
    """The saved search called *name*; UserError when there is none."""
    saved_id = find_saved(lib, name)
    saved = get_saved(lib, saved_id) if saved_id is not None else None
    if saved is None:
        said = translate("cli", "there is no saved search called '{name}'")
        raise UserError(said.format(name=name))
    return saved


def saved_json(lib: Library, saved: SavedSearch) -> dict[str, Any]:
    """A saved search as the CLI's JSON prints it."""
    scope = saved.view_scope
    return {
        "name": saved.name,
        "query": saved.query,
        "scope": describe_scope(lib, scope),
        "count": count_matches(lib, saved.query, scope),
    }


def run_list(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print every saved search with how many entries it finds now."""
    rows = [saved_json(lib, saved) for saved in saved_searches(lib)]
    if args.json:
        json.dump(rows, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    for row in rows:
        scope = f"  [{row['scope']}]" if row["scope"] else ""
        print(f"{row['name']:<24} {row['count']:>6}  {row['query']}{scope}", file=out)
    return 0


def run_add(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Save a query under a name."""
    query = " ".join(args.query)
    print_hints(query)
    create_saved(lib, args.name, query, scope_to_text(parse_scope(lib, args.scope)))
    said = translate("cli", "saved '{name}': {query}")
    print(said.format(name=" ".join(args.name.split()), query=query), file=out)
    return 0


def run_edit(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Give a saved search a new query (and scope)."""
    saved = _require(lib, args.name)
    query = " ".join(args.query)
    print_hints(query)
    scope = None if args.scope is None else scope_to_text(parse_scope(lib, args.scope))
    edit_saved(lib, saved.id, query, scope)
    print(
        translate("cli", "'{name}' now searches: {query}").format(name=saved.name, query=query),
        file=out,
    )
    return 0


def run_rename(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Rename a saved search."""
    saved = _require(lib, args.name)
    rename_saved(lib, saved.id, args.new_name)
    said = translate("cli", "renamed '{old}' to '{new}'")
    print(said.format(old=saved.name, new=" ".join(args.new_name.split())), file=out)
    return 0


def run_delete(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Forget a saved search."""
    saved = _require(lib, args.name)
    delete_saved(lib, saved.id)
    print(translate("cli", "deleted the saved search '{name}'").format(name=saved.name), file=out)
    return 0


def run_saved(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Print the entries a saved search finds, best match first."""
    saved = _require(lib, args.name)
    ids = saved_ids(lib, saved)
    if args.limit is not None:
        ids = ids[: max(args.limit, 0)]
    print_entries(lib, ids, args.json, out)
    return 0
