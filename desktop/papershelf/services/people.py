"""The names people go by in a shared library: each login may set a display name, which
everyone's window then shows instead of the login (the database role, or the OS user of a
file library) in its live status line, conflicts and "… deleted this paper".

Display names are library-wide settings (`display_name:LOGIN`), so every window and the CLI
on the library read the same ones.
"""

from __future__ import annotations

from papershelf.library.db import Library
from papershelf.library.settings import get_setting, put_setting
from papershelf.services.changes import Changes, ServiceError

PREFIX = "display_name:"
LONGEST = 80  # characters: a name, not a paragraph


def display_name(lib: Library, login: str) -> str:
    """The name *login* goes by in this library (the login itself when none was set)."""
    if not login:
        return ""
    return get_setting(lib, PREFIX + login) or login


def own_display_name(lib: Library) -> str:
    """The name this connection's user goes by."""
    return display_name(lib, lib.user_name())


def set_display_name(lib: Library, name: str) -> Changes:
    """Set (or, with an empty name, forget) the display name of this connection's user."""
    login = lib.user_name()
    clean = " ".join(name.split())
    if not login:
        raise ServiceError("This computer gives no user name to attach a display name to.")
    if len(clean) > LONGEST:
        raise ServiceError(f"A display name has at most {LONGEST} characters.")
    with lib.atomic():
        put_setting(lib, PREFIX + login, clean if clean and clean != login else None)
    return Changes()
