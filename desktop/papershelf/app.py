"""Entry point: parses the command line, then runs a CLI command or opens the app."""

from __future__ import annotations

import multiprocessing
import sys
from collections.abc import Sequence

from papershelf.cli import build_parser, run_command
from papershelf.cli.opening import with_implicit_open


def main(argv: Sequence[str] | None = None) -> int:
    """Run Papershelf; with no command, open the GUI (Qt is imported only then)."""
    multiprocessing.freeze_support()  # a bundled app's PDF worker (services.pdf_worker) starts here
    args = build_parser().parse_args(with_implicit_open(sys.argv[1:] if argv is None else argv))
    if args.command and not getattr(args, "opens_gui", False):
        return run_command(args)
    from papershelf.gui.application import run_gui

    files = getattr(args, "files", [])
    return run_gui(getattr(args, "library", None), files, quit_after_paint=args.quit_after_paint)


if __name__ == "__main__":
    sys.exit(main())
