"""Where a library lives: a SQLite file (a path), or a PostgreSQL server (a libpq URL)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

SERVER_SCHEMES = ("postgresql://", "postgres://")

LibraryTarget = Path | str  # a file path, or a postgresql:// URL


def is_server_url(target: object) -> bool:
    """Whether *target* names a library on a PostgreSQL server (postgresql:// or postgres://)."""
    return isinstance(target, str) and target.strip().lower().startswith(SERVER_SCHEMES)


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
