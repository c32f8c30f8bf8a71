"""The window's part of the commands that show one: `papershelf pick` with no words (the
picker window) and `papershelf serve-cayw` (a picker per request, on Qt's event loop).

The app (papershelf.app, the layer above both the CLI and the GUI) installs them before it
runs a command, so the CLI never imports the GUI or Qt (the layer contracts of `make lint`);
a command run without them (a test calling run_command) says so in one line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from papershelf.cli.common import UserError
from papershelf.i18n import translate

if TYPE_CHECKING:
    from papershelf.library.db import Library
    from papershelf.services.cayw.answers import Pick

# Starts serving with a pick callback; gives back what stops the server.
Start = Callable[["Pick"], Callable[[], None]]

__all__ = ["Start", "WindowHooks", "hooks", "install"]


@dataclass(frozen=True)
class WindowHooks:
    """What the GUI does for a command: pick in a window; serve an endpoint with pickers."""

    pick: Callable[[Library, str, str], list[int]]  # (lib, format, style) -> chosen ids
    serve: Callable[[Library, Start], int]  # run pickers on Qt's loop until Ctrl+C; the status


_installed: list[WindowHooks] = []


def install(window_hooks: WindowHooks) -> None:
    """Give the commands the window's part (papershelf.app does, once)."""
    _installed[:] = [window_hooks]


def hooks() -> WindowHooks:
    """The installed window part; UserError when the command runs without the app."""
    if not _installed:
        raise UserError(translate("cli", "this command shows a window: run it as `papershelf ...`"))
    return _installed[0]
