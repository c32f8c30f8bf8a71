"""Entry point: parses the command line, then runs a CLI command or opens the app."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from papershelf.cli import build_parser, run_command


def main(argv: Sequence[str] | None = None) -> int:
    """Run Papershelf; with no command, open the GUI (Qt is imported only then)."""
    args = build_parser().parse_args(argv)
    if args.command:
        return run_command(args)
    from papershelf.gui.application import run_gui

    return run_gui(getattr(args, "library", None))


if __name__ == "__main__":
    sys.exit(main())
