"""Stored text that is not UTF-8 found and repaired when a library opens.

Older versions stored JSON's lone surrogates (`"\\ud83d"`) as SQLite turned them into
bytes: CESU-8 halves no UTF-8 decoder reads, so every query that met such a value failed
(and the window could not start). `find_undecodable` looks through every text column of
the library's own tables for values that do not decode (a cheap `instr` for the byte 0xED,
which every encoded surrogate starts with, then a real decode of the few that have it);
`repair` writes them back with each surrogate replaced by U+FFFD (a pair joined), in one
transaction, so the full-text index's triggers follow. This looking through happens once
per library with entries (the `text_checked` setting remembers it; an empty library is
not marked, so it stays empty): at the open of a file small enough for its quick_check
(a read; a repair, if one is needed, in a write transaction at once), else in its first
write transaction. Until then, and on a library that cannot be written (read-only), the
connection decodes with replacement (`decode_replacing`): a value that cannot be decoded
is shown replaced, never fatal.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from papershelf.formats.text.unicode_repair import repaired
from papershelf.i18n import translate

__all__ = [
    "CHECKED", "BadText", "checked", "decode_replacing", "describe", "find_undecodable",
    "find_undecodable_in", "mark_checked", "mend", "repair", "replacing_text",
]  # fmt: skip

CHECKED = "text_checked"  # a setting: this library's text was looked through once (`mend`)

_SHADOW = ("_data", "_idx", "_content", "_docsize", "_config")


@dataclass(frozen=True)
class BadText:
    """One stored value that does not decode: where it is and what it becomes."""

    table: str
    column: str
    where: tuple[str, ...]  # the columns naming its row (rowid, or the primary key)
    key: tuple[object, ...]
    fixed: str


def replacing_text(data: bytes) -> str:
    """Stored bytes as text: surrogates (CESU-8) repaired, any other bad byte as U+FFFD."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    try:
        return repaired(data.decode("utf-8", "surrogatepass"))
    except UnicodeDecodeError:
        return repaired(data.decode("utf-8", "replace"))


def decode_replacing(conn: sqlite3.Connection, replacing: bool = True) -> None:
    """Make *conn* read text that does not decode as replaced text instead of failing (or,
    with False, read text as SQLite's own decoding does again: faster)."""
    conn.text_factory = replacing_text if replacing else str


def _tables(conn: sqlite3.Connection) -> Iterator[str]:
    """The library's ordinary tables (no SQLite tables, no full-text index shadow tables)."""
    virtual = [
        name for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL%'"
        )
    ]  # fmt: skip
    shadows = {f"{v}{suffix}" for v in virtual for suffix in _SHADOW}
    for (name,) in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name"
    ):
        if name not in shadows:
            yield str(name)


def _row_names(conn: sqlite3.Connection, table: str) -> tuple[str, ...]:
    """The columns naming one row: rowid, or a WITHOUT ROWID table's primary key."""
    info = list(conn.execute(f'PRAGMA table_info("{table}")'))
    try:
        conn.execute(f'SELECT rowid FROM "{table}" LIMIT 0')
    except sqlite3.OperationalError:
        return tuple(row[1] for row in sorted(info, key=lambda r: r[5]) if row[5])
    return ("rowid",)


def find_undecodable(conn: sqlite3.Connection) -> list[BadText]:
    """Every stored text value of the library's tables that is not valid UTF-8."""
    found: list[BadText] = []
    for table in _tables(conn):
        where = _row_names(conn, table)
        columns = [str(info[1]) for info in conn.execute(f'PRAGMA table_info("{table}")')]
        keys = ", ".join(_quoted(name) for name in where)
        tests = " OR ".join(f"instr(CAST(\"{c}\" AS BLOB), X'ED')" for c in columns)
        values = ", ".join(f'"{c}", typeof("{c}")' for c in columns)
        sql = f'SELECT {keys}, {values} FROM "{table}" WHERE {tests}'
        reading = conn.text_factory
        conn.text_factory = bytes  # the candidates' text as stored, to be decoded here
        try:
            rows = conn.execute(sql).fetchall()
        finally:
            conn.text_factory = reading
        for row in rows:
            key = tuple(row[: len(where)])
            pairs = row[len(where) :]
            for column, value, kind in zip(columns, pairs[::2], pairs[1::2], strict=True):
                if kind == b"text":
                    found += _bad(table, column, where, key, value)
    return found


def find_undecodable_in(path: Path, fallback: sqlite3.Connection) -> list[BadText]:
    """find_undecodable on a connection of its own, read-only: the library's connection
    does not keep the pages read (nor would it miss a page damaged on disk since); on
    *fallback* where no second connection opens (a WAL file in a folder it cannot write)."""
    try:
        conn = sqlite3.connect(f"{path.absolute().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return find_undecodable(fallback)
    try:
        return find_undecodable(conn)
    except sqlite3.OperationalError:
        return find_undecodable(fallback)
    finally:
        conn.close()


def _bad(
    table: str, column: str, where: tuple[str, ...], key: tuple[object, ...], data: bytes
) -> list[BadText]:
    """The value as a BadText if it does not decode ([] if it does)."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return [BadText(table, column, where, key, replacing_text(data))]
    return []


def repair(conn: sqlite3.Connection, bad: list[BadText]) -> None:
    """Write each value back repaired (the caller holds the transaction)."""
    for value in bad:
        test = " AND ".join(f"{_quoted(name)} = ?" for name in value.where)
        sql = f'UPDATE "{value.table}" SET "{value.column}" = ? WHERE {test}'
        conn.execute(sql, [value.fixed, *value.key])


def _quoted(name: str) -> str:
    """A column name as SQL names it (rowid bare)."""
    return name if name == "rowid" else f'"{name}"'


def checked(conn: sqlite3.Connection) -> bool:
    """Whether the library's text was looked through already (then it holds no bad text:
    this version never stores any)."""
    row = conn.execute("SELECT 1 FROM setting WHERE name = ?", [CHECKED]).fetchone()
    return row is not None


def mark_checked(conn: sqlite3.Connection) -> None:
    """Remember that the library's text was looked through (the caller's transaction)."""
    conn.execute(
        "INSERT INTO setting (name, value) VALUES (?, '1') "
        "ON CONFLICT (name) DO UPDATE SET value = excluded.value",
        [CHECKED],
    )


def mend(conn: sqlite3.Connection) -> list[BadText]:
    """Find, repair and remember (inside the caller's write transaction); what was found."""
    bad = find_undecodable(conn)
    repair(conn, bad)
    if conn.execute("SELECT 1 FROM entry LIMIT 1").fetchone() is not None:
        mark_checked(conn)  # an empty library stays empty (a copy's destination must be)
    return bad


def describe(bad: list[BadText], repaired: bool) -> str:
    """One line for the person: how many values, where, and what was done."""
    places = ", ".join(sorted({f"{value.table}.{value.column}" for value in bad}))
    count = len(bad)  # named: lupdate skips a count that is an expression
    if repaired:
        said = translate(
            "library",
            "%n stored values held text that is not UTF-8 (lone surrogates) in {places}: "
            "replaced by �",
            None,
            count,
        )
    else:
        said = translate(
            "library",
            "%n stored values held text that is not UTF-8 (lone surrogates) in {places}: "
            "shown with � (the file is read-only)",
            None,
            count,
        )
    return said.format(places=places)
