"""Push a citation into a running editor, as JabRef does: TeXstudio, Texmaker, Emacs
(emacsclient), Vim and Neovim (their servers), LyX (its pipe).

Each editor's command is a list of arguments with `{citation}` (the text to insert),
`{keys}` (the keys, comma-separated), `{elisp}` (the citation as an Emacs Lisp string) and
`{server}` (the Vim/Neovim server name or address) filled in; the defaults below can be
replaced per editor in the library's setting `editor_commands` (JSON: editor -> list).
LyX takes no command: `LYXCMD:papershelf:citation-insert:KEYS` is written to its pipe.
An editor that is not installed or not running is said in one line (EditorError).
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Callable, Sequence
from pathlib import Path

from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.settings import get_setting, put_setting
from papershelf.services.changes import ServiceError

SETTING = "editor_commands"
TIMEOUT_S = 10
DEFAULT_COMMANDS: dict[str, list[str]] = {
    "texstudio": ["texstudio", "--insert-cite", "{citation}"],
    "texmaker": ["texmaker", "-insert", "{citation}"],
    "emacs": [
        "emacsclient", "--eval",
        "(with-current-buffer (window-buffer (selected-window)) (insert {elisp}))",
    ],
    "vim": ["vim", "--servername", "{server}", "--remote-send", "<C-\\><C-N>a{citation}<Esc>"],
    "neovim": ["nvim", "--server", "{server}", "--remote-send", "<C-\\><C-N>a{citation}<Esc>"],
    "lyx": [],  # its pipe, not a command
}  # fmt: skip
EDITOR_NAMES = {"texstudio": "TeXstudio", "texmaker": "Texmaker", "emacs": "Emacs",
                "vim": "Vim", "neovim": "Neovim", "lyx": "LyX"}  # fmt: skip
DEFAULT_SERVERS = {"vim": "VIM", "neovim": os.environ.get("NVIM", "")}
LYX_PIPES = ("~/.lyx/lyxpipe.in", "~/.config/LyX/lyxpipe.in", "~/.lyx/.lyxpipe.in")

Runner = Callable[..., subprocess.CompletedProcess[str]]


class EditorError(ServiceError):
    """The citation could not be pushed: the editor is unknown, missing or not running."""


def editor_commands(lib: Library) -> dict[str, list[str]]:
    """The commands in use: the defaults with the library's own in their place."""
    try:
        own = json.loads(get_setting(lib, SETTING, "{}"))
    except ValueError:
        own = {}
    chosen = dict(DEFAULT_COMMANDS)
    chosen.update({k: [str(a) for a in v] for k, v in own.items() if isinstance(v, list)})
    return chosen


def set_editor_command(lib: Library, editor: str, command: Sequence[str] | None) -> None:
    """Use command for editor (None: its default again)."""
    if editor not in DEFAULT_COMMANDS:
        said = translate("projects", "unknown editor {editor!r} (use {names})")
        raise EditorError(said.format(editor=editor, names=", ".join(DEFAULT_COMMANDS)))
    try:
        own = json.loads(get_setting(lib, SETTING, "{}"))
    except ValueError:
        own = {}
    if command is None:
        own.pop(editor, None)
    else:
        own[editor] = list(command)
    with lib.atomic():
        put_setting(lib, SETTING, json.dumps(own, sort_keys=True) if own else None)


def push_citation(
    editor: str,
    citation: str,
    commands: dict[str, list[str]] | None = None,
    keys: Sequence[str] = (),
    server: str | None = None,
    run: Runner = subprocess.run,
) -> list[str]:
    """Insert citation into the running editor; the command run (LyX: the pipe line)."""
    commands = commands or DEFAULT_COMMANDS
    if editor not in commands:
        said = translate("projects", "unknown editor {editor!r} (use {names})")
        raise EditorError(said.format(editor=editor, names=", ".join(commands)))
    if editor == "lyx" and not commands[editor]:
        return [_push_to_lyx(keys or _keys_of(citation))]
    values = {
        "citation": citation, "keys": ",".join(keys or _keys_of(citation)),
        "elisp": json.dumps(citation), "server": server or DEFAULT_SERVERS.get(editor, ""),
    }  # fmt: skip
    argv = [part.format(**values) for part in commands[editor]]
    _run(editor, argv, run)
    return argv


def _run(editor: str, argv: list[str], run: Runner) -> None:
    """Run an editor's command; EditorError when it is missing or says it failed."""
    name = EDITOR_NAMES.get(editor, editor)
    try:
        done = run(argv, capture_output=True, text=True, timeout=TIMEOUT_S, check=False,
                   stdin=subprocess.DEVNULL)  # fmt: skip
    except FileNotFoundError as exc:
        said = translate("projects", "{name} is not installed ({program} not found)")
        raise EditorError(said.format(name=name, program=argv[0])) from exc
    except subprocess.TimeoutExpired as exc:
        said = translate("projects", "{name} did not answer within {seconds} s")
        raise EditorError(said.format(name=name, seconds=TIMEOUT_S)) from exc
    if done.returncode != 0:
        lines = (done.stderr or done.stdout or "").strip().splitlines()
        exited = translate("projects", "exit status {status}").format(status=done.returncode)
        reason = lines[-1] if lines else exited
        said = translate("projects", "{name} is not running or refused the citation ({reason})")
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
                said = translate("projects", "LyX is not running ({pipe}: {strerror})")
                raise EditorError(said.format(pipe=pipe, strerror=exc.strerror)) from exc
            with os.fdopen(fd, "w") as stream:
                stream.write(line)
            return line.rstrip("\n")
    raise EditorError(
        translate("projects", "LyX is not running (no lyxpipe.in; set its LyXServer pipe)")
    )
