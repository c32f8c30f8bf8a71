"""Push a citation into a running editor, as JabRef does: TeXstudio, Texmaker, Emacs
(emacsclient), Vim and Neovim (their servers), LyX (its pipe).

Each editor's command is a list of arguments with `{citation}` (the text to insert),
`{keys}` (the keys, comma-separated), `{elisp}` (the citation as an Emacs Lisp string),
`{keystrokes}` (the citation as Vim's key notation: `<` as `<lt>`) and `{server}` (the
Vim server name or the Neovim server address) filled in; the defaults below can be
replaced per editor in the library's setting `editor_commands` (JSON: editor -> list), and
the servers set in `editor_servers` (JSON: editor -> name or address). Neovim's server is
the address it was started with (`nvim --listen ~/.cache/nvim/thesis.sock`, or the one in
`$NVIM` inside its terminal), as vimtex users configure it; Vim's is its `--servername`.
LyX takes no command: `LYXCMD:papershelf:citation-insert:KEYS` is written to its pipe.
An editor that is not installed or not running is said in one line (EditorError).

`push_to_editor` is the service the window, `papershelf pick --push` and the endpoint use.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.settings import get_setting, put_setting
from papershelf.services.changes import ServiceError

SETTING = "editor_commands"
SERVERS_SETTING = "editor_servers"
TIMEOUT_S = 10
DEFAULT_COMMANDS: dict[str, list[str]] = {
    "texstudio": ["texstudio", "--insert-cite", "{citation}"],
    "texmaker": ["texmaker", "-insert", "{citation}"],
    "emacs": [
        "emacsclient", "--eval",
        "(with-current-buffer (window-buffer (selected-window)) (insert {elisp}))",
    ],
    "vim": ["vim", "--servername", "{server}", "--remote-send", "<C-\\><C-N>a{keystrokes}<Esc>"],
    "neovim": ["nvim", "--server", "{server}", "--remote-send", "<C-\\><C-N>a{keystrokes}<Esc>"],
    "lyx": [],  # its pipe, not a command
}  # fmt: skip
EDITOR_NAMES = {"texstudio": "TeXstudio", "texmaker": "Texmaker", "emacs": "Emacs",
                "vim": "Vim", "neovim": "Neovim", "lyx": "LyX"}  # fmt: skip
SERVER_EDITORS = ("vim", "neovim")  # those whose command names a server
LYX_PIPES = ("~/.lyx/lyxpipe.in", "~/.config/LyX/lyxpipe.in", "~/.lyx/.lyxpipe.in")

if TYPE_CHECKING:  # subprocess is imported when a push runs, not at the window's start
    import subprocess

    Runner = Callable[..., subprocess.CompletedProcess[str]]
Pusher = Callable[[str, str], list[str]]  # (editor, citation) -> what was run


class EditorError(ServiceError):
    """The citation could not be pushed: the editor is unknown, missing or not running."""


def _own(lib: Library, setting: str) -> dict[str, object]:
    """A setting's JSON object (a damaged one reads as empty)."""
    try:
        own = json.loads(get_setting(lib, setting, "{}"))
    except ValueError:
        return {}
    return own if isinstance(own, dict) else {}


def _put_own(lib: Library, setting: str, editor: str, value: object | None) -> None:
    """Set (or, with None, drop) one editor's value in a setting's JSON object."""
    if editor not in DEFAULT_COMMANDS:
        raise EditorError(_unknown(editor, DEFAULT_COMMANDS))
    own = _own(lib, setting)
    if value is None:
        own.pop(editor, None)
    else:
        own[editor] = value
    with lib.atomic():
        put_setting(lib, setting, json.dumps(own, sort_keys=True) if own else None)


def editor_commands(lib: Library) -> dict[str, list[str]]:
    """The commands in use: the defaults with the library's own in their place."""
    chosen = dict(DEFAULT_COMMANDS)
    own = _own(lib, SETTING)
    chosen.update({k: [str(a) for a in v] for k, v in own.items() if isinstance(v, list)})
    return chosen


def set_editor_command(lib: Library, editor: str, command: Sequence[str] | None) -> None:
    """Use command for editor (None: its default again)."""
    _put_own(lib, SETTING, editor, None if command is None else list(command))


def editor_servers(lib: Library) -> dict[str, str]:
    """The Vim server name and Neovim server address set in the library (editor -> it)."""
    own = _own(lib, SERVERS_SETTING)
    return {k: v for k, v in own.items() if isinstance(v, str) and v and k in DEFAULT_COMMANDS}


def set_editor_server(lib: Library, editor: str, server: str | None) -> None:
    """Push to editor's server (Vim: a name; Neovim: an address); None or '': the default."""
    _put_own(lib, SERVERS_SETTING, editor, server.strip() if server and server.strip() else None)


def default_server(editor: str) -> str:
    """The server used when none is set: Vim's default name; for Neovim, the address in
    $NVIM (set inside Neovim's terminal, so a Papershelf started there finds its Neovim)."""
    if editor == "vim":
        return "VIM"
    return os.environ.get("NVIM", "") if editor == "neovim" else ""


def push_to_editor(
    lib: Library, editor: str, citation: str, server: str | None = None,
    run: Runner | None = None,
) -> list[str]:  # fmt: skip
    """Insert citation into the running editor with the library's command and server for it
    (server: this push's own); the command run. The window, `pick --push` and the endpoint
    all push through here."""
    chosen = server or editor_servers(lib).get(editor)
    return push_citation(editor, citation, editor_commands(lib), server=chosen, run=run)


def push_papers(
    lib: Library, editor: str, ids: Sequence[int], fmt: str = "cite", server: str | None = None,
    run: Runner | None = None,
) -> str:  # fmt: skip
    """Push the citation of the papers ids (fmt: a picker format) into editor; the citation
    pushed. The window's Push Citation to Editor."""
    from papershelf.services.projects.cite_formats import citation_text, picked_entries

    citation = citation_text(lib, picked_entries(lib, ids), fmt, {"brackets": "1"})
    if not citation:
        raise EditorError(translate("editors", "nothing to cite: the papers have no keys"))
    push_to_editor(lib, editor, citation, server, run)
    return citation


def pusher(lib: Library) -> Pusher:
    """push_to_editor with the library's commands and servers read now, for a thread that
    has no connection of its own (the endpoint's)."""
    commands, servers = editor_commands(lib), editor_servers(lib)

    def push(editor: str, citation: str) -> list[str]:
        return push_citation(editor, citation, commands, server=servers.get(editor))

    return push


def push_citation(
    editor: str,
    citation: str,
    commands: dict[str, list[str]] | None = None,
    keys: Sequence[str] = (),
    server: str | None = None,
    run: Runner | None = None,
) -> list[str]:
    """Insert citation into the running editor; the command run (LyX: the pipe line)."""
    commands = commands or DEFAULT_COMMANDS
    if editor not in commands:
        raise EditorError(_unknown(editor, commands))
    if editor == "lyx" and not commands[editor]:
        return [_push_to_lyx(keys or _keys_of(citation))]
    server = server or default_server(editor)
    if not server and any("{server}" in part for part in commands[editor]):
        said = translate("editors", "{name} has no server address: start it as a server "
                         "(Neovim: nvim --listen ADDRESS) and set that address")  # fmt: skip
        raise EditorError(said.format(name=EDITOR_NAMES.get(editor, editor)))
    values = {
        "citation": citation, "keys": ",".join(keys or _keys_of(citation)),
        "elisp": json.dumps(citation), "keystrokes": citation.replace("<", "<lt>"),
        "server": server,
    }  # fmt: skip
    argv = [_fill(part, values) for part in commands[editor]]
    _run(editor, argv, run)
    return argv


def _fill(part: str, values: dict[str, str]) -> str:
    """One argument with its {placeholders} filled in (other braces are left as they are)."""
    for name, value in values.items():
        part = part.replace("{" + name + "}", value)
    return part


def _unknown(editor: str, known: Iterable[str]) -> str:
    """The message for an editor Papershelf cannot push to."""
    said = translate("editors", "unknown editor '{editor}' (use {known})")
    return said.format(editor=editor, known=", ".join(known))


def _run(editor: str, argv: list[str], run: Runner | None) -> None:
    """Run an editor's command (run: subprocess.run unless given); EditorError when it is
    missing or says it failed."""
    import subprocess

    name = EDITOR_NAMES.get(editor, editor)
    try:
        done = (run or subprocess.run)(
            argv, capture_output=True, text=True, timeout=TIMEOUT_S, check=False,
            stdin=subprocess.DEVNULL,
        )  # fmt: skip
    except FileNotFoundError as exc:
        said = translate("editors", "{name} is not installed ({program} not found)")
        raise EditorError(said.format(name=name, program=argv[0])) from exc
    except subprocess.TimeoutExpired as exc:
        said = translate("editors", "{name} did not answer within {seconds} s")
        raise EditorError(said.format(name=name, seconds=TIMEOUT_S)) from exc
    if done.returncode != 0:
        lines = (done.stderr or done.stdout or "").strip().splitlines()
        reason = lines[-1] if lines else f"exit status {done.returncode}"
        said = translate("editors", "{name} is not running or refused the citation ({reason})")
        raise EditorError(said.format(name=name, reason=reason))


def _keys_of(citation: str) -> list[str]:
    """The keys of a LaTeX or pandoc citation ('\\cite{a,b}', '[@a; @b]')."""
    inside = citation[citation.find("{") + 1 : citation.rfind("}")] if "{" in citation else ""
    if inside:
        return [k.strip() for k in inside.split(",") if k.strip()]
    return [part.strip(" []@-") for part in citation.split(";") if part.strip(" []@-")]


def _push_to_lyx(keys: Sequence[str]) -> str:
    """Write LyX's citation-insert command to its pipe; EditorError when there is none."""
    line = f"LYXCMD:papershelf:citation-insert:{','.join(keys)}\n"
    for candidate in LYX_PIPES:
        pipe = Path(candidate).expanduser()
        if pipe.exists():
            try:
                fd = os.open(pipe, os.O_WRONLY | os.O_NONBLOCK)
            except OSError as exc:
                said = translate("editors", "LyX is not running ({pipe}: {reason})")
                raise EditorError(said.format(pipe=pipe, reason=exc.strerror)) from exc
            with os.fdopen(fd, "w") as stream:
                stream.write(line)
            return line.rstrip("\n")
    raise EditorError(
        translate("editors", "LyX is not running (no lyxpipe.in; set its LyXServer pipe)")
    )
