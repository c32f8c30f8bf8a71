"""SQLite's side of the raw BibTeX fields' storage: packed as zstd frames (library/raw_bibtex).

Statements pack a value with the SQL function PACK_FUNCTION, which every library
connection has (connection.py registers it): the import's batch trigger and the schema-13
migration pack in the statement that writes, so no row is written twice.
"""

from __future__ import annotations

import sqlite3

from papershelf.library import raw_bibtex

PACK_FUNCTION = "papershelf_pack_raw"
PACK_BYTES_FUNCTION = "papershelf_pack_raw_bytes"  # of CAST(text AS BLOB): never decoded


def register(conn: sqlite3.Connection) -> None:
    """Give the connection the SQL function PACK_FUNCTION(text) -> zstd frame (or the text)."""
    conn.create_function(PACK_FUNCTION, 1, raw_bibtex.pack, deterministic=True)
    conn.create_function(PACK_BYTES_FUNCTION, 1, raw_bibtex.pack_bytes, deterministic=True)
