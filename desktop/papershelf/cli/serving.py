"""papershelf serve-cayw: the cite-as-you-write endpoint, answering Better BibTeX's paths
on 127.0.0.1 so that editors' Zotero / BBT plugins work with Papershelf (a picker window
opens for each pick; Ctrl+C stops it)."""

from __future__ import annotations

import argparse
import secrets
from collections.abc import Callable
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.cli.window_hooks import hooks
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.cayw.answers import Endpoint, Pick, Push
from papershelf.services.cayw.server import start_server
from papershelf.services.projects.editors import EditorError, pusher


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf serve-cayw [--port N] [--token]"""
    sub = commands.add_parser(
        "serve-cayw", parents=[library],
        help=translate(
            "cli",
            "answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 (for editor plugins)",
        ),
        description=translate("cli", "Serve /better-bibtex/cayw (the picker) and "
        "/better-bibtex/export/… (pull export) on 127.0.0.1 only: on Better BibTeX's port 23119 "
        "when Zotero is not using it, else on 23120. Other computers are refused. Runs until "
        "Ctrl+C."),
    )  # fmt: skip
    sub.add_argument(
        "--port", type=int, default=None, help=translate("cli", "listen on this port instead")
    )
    sub.add_argument(
        "--token", action="store_true",
        help=translate(
            "cli", "require a random token (printed) in ?token= or an X-Papershelf-Token "
        "header"),
    )  # fmt: skip
    sub.set_defaults(handler=run_serve)


def run_serve(lib: Library, args: argparse.Namespace, out: TextIO) -> int:
    """Serve until interrupted, the window's part showing the picker on the main thread."""
    token = secrets.token_urlsafe(16) if args.token else None

    def start(pick: Pick) -> Callable[[], None]:
        """Listen with *pick* as the picker; what stops the server."""
        endpoint = Endpoint(pick, push=push_citation_for(lib), token=token)
        try:
            server = start_server(lib.target, endpoint, args.port)
        except OSError as exc:
            said = translate("cli", "cannot listen on port {port}: {why}")
            raise UserError(said.format(port=args.port, why=exc.strerror or exc)) from exc
        said = translate("cli", "cite as you write: {url}")
        print(said.format(url=f"http://127.0.0.1:{server.port}/better-bibtex/cayw"), file=out)
        if token:
            print(translate("cli", "token: {token}").format(token=token), file=out)
        out.flush()

        def stop() -> None:
            server.shutdown()
            server.server_close()

        return stop

    return hooks().serve(lib, start)


def push_citation_for(lib: Library) -> Push:
    """The endpoint's push callback: the library's configured editor commands; an editor
    that cannot be reached is an OSError to the endpoint (500, as BBT answers)."""
    push_now = pusher(lib)

    def push(editor: str, text: str) -> None:
        try:
            push_now(editor, text)
        except EditorError as exc:
            raise OSError(str(exc)) from exc

    return push
