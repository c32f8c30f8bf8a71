"""Entry point: parses the command line, then runs a CLI command or opens the app."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from papershelf.cli import build_parser, gui_parser, run_command, window_hooks
from papershelf.cli.opening import opens_gui, with_implicit_open
from papershelf.i18n import startup_language, use_language

if TYPE_CHECKING:
    from papershelf.library.db import Library


def main(argv: Sequence[str] | None = None) -> int:
    """Run Papershelf; with no command, open the GUI (Qt is imported only then)."""
    words = with_implicit_open(sys.argv[1:] if argv is None else argv)
    language = startup_language(words)  # before the parser: its help is in that language too
    use_language(language)
    parser = gui_parser() if opens_gui(words) else build_parser()  # the window: `open`'s only
    args = parser.parse_args(words)
    if args.command and not getattr(args, "opens_gui", False):
        window_hooks.install(window_hooks.WindowHooks(pick=_pick, serve=_serve))
        return run_command(args)
    from papershelf.gui.application import run_gui

    files = getattr(args, "files", [])
    return run_gui(
        getattr(args, "library", None), files, quit_after_paint=args.quit_after_paint,
        language=language, reverse=args.reverse,
    )  # fmt: skip


def _pick(lib: Library, fmt: str, style: str) -> list[int]:
    """`papershelf pick` with no words: the picker window (Qt imported only now)."""
    from papershelf.gui.projects.standalone import pick_in_window

    return pick_in_window(lib, fmt, style)


def _serve(lib: Library, start: window_hooks.Start) -> int:
    """`papershelf serve-cayw`: a picker per request, on Qt's event loop."""
    from papershelf.gui.projects.standalone import serve_with_pickers

    return serve_with_pickers(lib, start)


if __name__ == "__main__":
    sys.exit(main())
