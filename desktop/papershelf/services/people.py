"""The names people go by in a shared library: each login may set a display name, which
everyone's window then shows instead of the login (the database role, or the OS user of a
file library) in its live status line, conflicts and "… deleted this paper".

This module is the one place display names are read and set. On a shared library they are
the `member` table's (schema 10, library/members_sql.py: the same names the readers of a
paper and a club's presenters are shown by); a file library keeps its one reader's as a
setting (`display_name:LOGIN`). Every window and the CLI read the same ones.
"""

from __future__ import annotations

from papershelf.i18n import translate
from papershelf.library import members_sql
from papershelf.library.db import Library
from papershelf.library.settings import get_setting, put_setting
from papershelf.services.changes import Changes, ServiceError

PREFIX = "display_name:"
LONGEST = 80  # characters: a name, not a paragraph


def display_name(lib: Library, login: str) -> str:
    """The name *login* goes by in this library (the login itself when none was set)."""
    if not login:
        return ""
    if lib.backend.members:
        return members_sql.display_names(lib).get(login) or login
    return get_setting(lib, PREFIX + login) or login


def own_display_name(lib: Library) -> str:
    """The name this connection's user goes by."""
    return display_name(lib, lib.user_name())


def set_display_name(lib: Library, name: str) -> Changes:
    """Set (or, with an empty name, forget) the display name of this connection's user."""
    login = lib.user_name()
    clean = " ".join(name.split())
    if not login:
        raise ServiceError(
            translate("people", "This computer gives no user name to attach a display name to.")
        )
    if len(clean) > LONGEST:
        said = translate("people", "A display name has at most {most} characters.")
        raise ServiceError(said.format(most=LONGEST))
    kept = clean if clean and clean != login else None
    with lib.atomic():
        if lib.backend.members:
            members_sql.set_display_name(lib, login, kept or "")
        else:
            put_setting(lib, PREFIX + login, kept)
    return Changes()
