"""Library-wide settings (name -> text), kept in the library file so the CLI and the app agree."""

from __future__ import annotations

from papershelf.library.db import Library
from papershelf.library.sql import Sql


def get_setting(lib: Library, name: str, default: str = "") -> str:
    """A setting's value, or default when it was never set."""
    row = lib.execute(Sql("SELECT value FROM setting WHERE name = ?"), [name]).fetchone()
    return default if row is None else str(row[0])


def put_setting(lib: Library, name: str, value: str | None) -> None:
    """Set a setting (None removes it, so its default applies again)."""
    if value is None:
        lib.execute(Sql("DELETE FROM setting WHERE name = ?"), [name])
        return
    lib.execute(
        Sql(
            "INSERT INTO setting (name, value) VALUES (?, ?) "
            "ON CONFLICT (name) DO UPDATE SET value = excluded.value"
        ),
        [name, value],
    )
