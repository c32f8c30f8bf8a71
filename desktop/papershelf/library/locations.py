"""Where a library lives: a SQLite file (a path), or a PostgreSQL server (a libpq URL)."""

from __future__ import annotations

from pathlib import Path
from typing import TypeGuard
from urllib.parse import urlsplit, urlunsplit

SERVER_SCHEMES = ("postgresql://", "postgres://")

LibraryTarget = Path | str  # a file path, or a postgresql:// URL


def is_server_url(target: object) -> TypeGuard[str]:
    """Whether *target* names a library on a PostgreSQL server (postgresql:// or postgres://)."""
    return isinstance(target, str) and target.strip().lower().startswith(SERVER_SCHEMES)


def as_target(named: str | Path) -> LibraryTarget:
    """What a person named: a server URL stays a string (never a Path), anything else is a path."""
    return named.strip() if is_server_url(named) else Path(named).expanduser()


def shown(target: LibraryTarget) -> str:
    """*target* in a message: a file's path, or a server URL without its password."""
    return display_name(target) if is_server_url(target) else str(target)


def title(target: LibraryTarget) -> str:
    """*target* in a window title: a file's name, or a server URL without its password."""
    return display_name(target) if is_server_url(target) else Path(target).name


def display_name(url: str) -> str:
    """*url* without its password, for titles, messages and logs."""
    parts = urlsplit(url.strip())
    if parts.password is None:
        return url.strip()
    user = parts.username or ""
    host = parts.hostname or ""
    port = f":{parts.port}" if parts.port else ""
    netloc = f"{user}@{host}{port}" if user else f"{host}{port}"
    return urlunsplit((parts.scheme, netloc, parts.path, parts.query, parts.fragment))
