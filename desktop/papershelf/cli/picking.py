"""papershelf pick: choose papers to cite and print their citation (for editors' shell
commands: `:r !papershelf pick --format pandoc` in Vim, `C-u M-! papershelf pick` in Emacs).

With search words, the matches are listed on stderr and the numbers typed on stdin choose
(`--all` takes every match, for scripts); with none, the picker window opens (a display is
needed) and what it gives is printed.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from typing import Any, TextIO

from papershelf.cli.common import UserError, visible
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.queries import load_rows
from papershelf.services.changes import ServiceError
from papershelf.services.projects.cite_formats import (
    CAYW_FORMATS,
    DEFAULT_STYLE,
    PICKER_FORMATS,
    citation_text,
    picked_entries,
    search_picks,
)
from papershelf.services.projects.editors import (
    DEFAULT_COMMANDS,
    default_server,
    editor_commands,
    editor_servers,
    push_to_editor,
    set_editor_command,
    set_editor_server,
)


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf pick [WORDS...] [--format F] [--all] [--limit N]"""
    sub = commands.add_parser(
        "pick", parents=[library],
        help=translate("cli", "choose papers and print their citation (\\cite{…}, [@…])"),
        description=translate("cli", "Search, choose, and print the citation of the chosen "
        "papers on stdout. Without search words the picker window opens."),
    )  # fmt: skip
    sub.add_argument(
        "words",
        nargs="*",
        metavar="WORD",
        help=translate("cli", "search words (as `search` takes)"),
    )
    sub.add_argument(
        "--format", dest="fmt", default="cite",
        choices=sorted({*PICKER_FORMATS, *CAYW_FORMATS}),
        help=translate("cli", "cite (default: \\cite{a,b}), citep, citet, autocite, biblatex, "
        "pandoc ([@a; @b]), mmd, keys (a,b), json, formatted-citation, formatted-bibliography"),
    )  # fmt: skip
    sub.add_argument(
        "--style", default=DEFAULT_STYLE, help=translate("cli", "CSL style of formatted citations")
    )
    sub.add_argument(
        "--all", action="store_true", help=translate("cli", "every match, without asking")
    )
    sub.add_argument(
        "--limit", type=int, default=20, help=translate("cli", "matches listed (default 20)")
    )
    sub.add_argument(
        "--push", metavar="EDITOR", choices=sorted(DEFAULT_COMMANDS),
        help=translate("cli", "also insert it into a running editor: {editors}").format(
            editors=", ".join(sorted(DEFAULT_COMMANDS))),
    )  # fmt: skip
    sub.add_argument(
        "--server", metavar="ADDRESS",
        help=translate("cli", "the editor's server for this push: Neovim's address (nvim "
        "--listen ADDRESS), Vim's --servername (default: the one set with `editors --server`)"),
    )  # fmt: skip
    sub.set_defaults(handler=run_pick, writes_data=True)
    editors = commands.add_parser(
        "editors", parents=[library],
        help=translate("cli", "the commands that push a citation into editors"),
        description=translate("cli", "Print each editor's push command ({citation}, {keys}, "
        "{elisp} and {server} are filled in), or set one: --set emacs 'emacsclient -s thesis "
        "--eval …'."),
    )  # fmt: skip
    editors.add_argument("--set", nargs=2, metavar=("EDITOR", "COMMAND"))
    editors.add_argument(
        "--reset", metavar="EDITOR", help=translate("cli", "its default command again")
    )
    editors.add_argument(
        "--server", nargs=2, metavar=("EDITOR", "ADDRESS"),
        help=translate("cli", "push to this server: neovim /run/user/1000/thesis.sock (as "
        "started with nvim --listen), vim THESIS (its --servername); '' for the default"),
    )  # fmt: skip
    editors.set_defaults(handler=run_editors)


def run_pick(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Choose and print; nothing chosen prints nothing and exits 1."""
    ids = _from_terminal(lib, args) if args.words else _from_window(lib, args)
    if not ids:
        print(translate("cli", "papershelf: nothing chosen"), file=sys.stderr)
        return 1
    options = {"brackets": "1", "style": args.style}
    try:
        text = citation_text(lib, picked_entries(lib, ids), args.fmt, options)
    except ServiceError as exc:
        raise UserError(str(exc)) from exc
    print(text, file=out)
    if args.push:
        try:
            push_to_editor(lib, args.push, text, args.server)
        except ServiceError as exc:
            raise UserError(str(exc)) from exc
    return 0


def _from_terminal(lib: Library, args: argparse.Namespace) -> list[int]:
    """The matches of the words: all of them, or those whose numbers are typed."""
    ids = search_picks(lib, " ".join(args.words), max(1, args.limit))
    if not ids:
        said = translate("cli", "nothing matches '{words}'")
        raise UserError(said.format(words=" ".join(args.words)))
    if args.all or len(ids) == 1:
        return ids
    rows = load_rows(lib, ids)
    for number, entry_id in enumerate(ids, 1):
        row = rows[entry_id]
        print(visible(f"{number:3}  {row.key}  {row.authors} {row.year or ''}: {row.title}"),
              file=sys.stderr)  # fmt: skip
    asked = translate("cli", "numbers to cite (e.g. 1 3), Enter for none:")
    print(asked + " ", end="", file=sys.stderr, flush=True)
    answer = sys.stdin.readline()
    chosen = [int(part) for part in answer.replace(",", " ").split() if part.isdigit()]
    return [ids[n - 1] for n in chosen if 1 <= n <= len(ids)]


def _from_window(lib: Library, args: argparse.Namespace) -> list[int]:
    """The picker window's choice (it needs a display)."""
    from papershelf.cli.window_hooks import hooks

    return hooks().pick(lib, args.fmt, args.style)


def run_editors(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Set or reset an editor's command, then print them all."""
    try:
        if args.set:
            set_editor_command(lib, args.set[0], shlex.split(args.set[1]))
        if args.reset:
            set_editor_command(lib, args.reset, None)
        if args.server:
            set_editor_server(lib, args.server[0], args.server[1] or None)
    except (ServiceError, ValueError) as exc:
        raise UserError(str(exc)) from exc
    servers = editor_servers(lib)
    for editor, command in editor_commands(lib).items():
        shown = shlex.join(command) if command else "(its pipe: ~/.lyx/lyxpipe.in)"
        server = servers.get(editor) or default_server(editor)
        if any("{server}" in part for part in command):
            said = translate("cli", "server: {server}").format(server=server or "?")
            shown = f"{shown}  ({said})"
        print(f"{editor}: {shown}", file=out)
    return 0
