"""What a window's title calls its library: a file's name, or a shared library's own name.

A server's URL is no name for people: 'postgresql://papershelf@/lab?host=/tmp/pg.x' showed the
socket folder (and, from a typed URL, could show more). A shared library is called by its
database, with the schema when one is chosen ('lab (team_a)'), and 'on HOST' when the server
is another computer; never its user, password, port or socket folder.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

from papershelf.library.locations import LibraryTarget, is_server_url

_SEARCH_PATH = re.compile(r"search_path\s*=\s*([^\s,]+)")
_THIS_COMPUTER = frozenset({"", "localhost", "127.0.0.1", "::1"})


def library_title(target: LibraryTarget) -> str:
    """The library's name for a window title (the platform adds ' — Papershelf')."""
    if not is_server_url(str(target)):
        return Path(target).name
    parts = urlsplit(str(target).strip())
    query = parse_qs(parts.query)
    name = unquote(parts.path.lstrip("/")) or (query.get("dbname") or [""])[0] or "library"
    schema = _SEARCH_PATH.search(unquote(" ".join(query.get("options", []))))
    title = f"{name} ({schema.group(1)})" if schema and schema.group(1) != "public" else name
    host = parts.hostname or (query.get("host") or [""])[0]
    if host.startswith("/") or host in _THIS_COMPUTER:  # a socket folder: this computer
        return title
    return f"{title} on {host}"
