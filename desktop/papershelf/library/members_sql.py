"""Each member's own reading state on a shared library (schema v10): the SQL of member_state
and member.

On a shared library (Backend.members) status, rating and read date are a member's own, in
member_state (one row per entry and member, made on the first change); the entry's columns
of the same name are left as they were at the upgrade. On a file (one person) the entry's
columns are that person's state and member_state stays empty. `own()` gives the SQL of the
connecting member's value either way, so the list, its filters and sorts show *my* state.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from papershelf.library.chunks import in_chunks, marks
from papershelf.library.models import Status
from papershelf.library.sql import Sql

if TYPE_CHECKING:
    from papershelf.library.backend import Words
    from papershelf.library.db import Library

# A member's own columns and what a member without a row has.
PERSONAL_DEFAULTS = {"status": "0", "rating": "0", "read_on": "NULL"}
# The setting where schema 10's upgrade leaves its message (postgresql/members.py).
UPGRADE_SETTING = "upgrade.v10"
# Columns of member_state a service may write (private notes and tags, notes shown to all).
WRITABLE = frozenset({"status", "rating", "read_on", "notes", "public_notes", "tags"})


@dataclass(frozen=True)
class MemberState:
    """One member's state of one entry, as the detail pane and `who-read` show it."""

    member: str  # the database role
    name: str  # the display name, or the role where none is set
    status: int
    rating: int
    read_on: str
    public_notes: str


def own(words: Words, column: str, alias: str = "e") -> str:
    """SQL for the connecting member's own *column* of entry *alias*."""
    return words.own_state(column, alias, PERSONAL_DEFAULTS[column])


def own_compared(words: Words, column: str, comparison: str, value: int, alias: str = "e") -> str:
    """SQL true where the connecting member's member_state row of entry *alias* holds
    *column* *comparison* *value*: a semi-join (under NOT an anti-join) the server runs
    along both tables' id order, where `NOT IN` hashed all the member's rows first (20-120
    ms for 10,000). Only for a shared library, and status or rating (never NULL)."""
    return (
        f"EXISTS (SELECT 1 FROM member_state ms WHERE ms.entry_id = {alias}.id AND "
        f"ms.member = {words.member()} AND ms.{column} {comparison} {int(value)})"
    )


def own_values(lib: Library, column: str) -> list[int]:
    """The values other than its default the connecting member gave *column* (status or
    rating) on a shared library, in ascending order."""
    words = lib.backend.words
    sql = (
        f"SELECT DISTINCT {column} FROM member_state WHERE member = {words.member()} "
        f"AND {column} <> {PERSONAL_DEFAULTS[column]} ORDER BY {column}"
    )
    return [int(value) for (value,) in lib.execute(Sql(sql))]


def write_own(lib: Library, ids: Sequence[int], member: str, columns: dict[str, object]) -> None:
    """Set *columns* of *member*'s state of the entries *ids*, making rows where needed."""
    unknown = set(columns) - WRITABLE
    if unknown:
        raise ValueError(f"not a member's own column: {', '.join(sorted(unknown))}")
    names = sorted(columns)
    updates = ", ".join(f"{n} = excluded.{n}" for n in names)
    sql = Sql(
        f"INSERT INTO member_state (entry_id, member, {', '.join(names)}, changed_at) "
        f"VALUES (?, ?, {marks(len(names))}, CURRENT_TIMESTAMP) "
        f"ON CONFLICT (entry_id, member) DO UPDATE SET {updates}, "
        "changed_at = excluded.changed_at, version = member_state.version + 1"
    )
    values = [columns[n] for n in names]
    lib.executemany(sql, [[entry_id, member, *values] for entry_id in ids])


def combine_own_state(lib: Library, keep_id: int, other_id: int) -> None:
    """A merge: each member's state of the other entry joins theirs of the kept one (the
    higher status with its read date, the higher rating; notes kept where the kept has none)."""
    higher = (
        "CASE WHEN excluded.status > member_state.status "
        "THEN excluded.{0} ELSE member_state.{0} END"
    )
    lib.execute(
        Sql(
            "INSERT INTO member_state (entry_id, member, status, rating, read_on, notes, "
            "public_notes, tags, changed_at) SELECT ?, member, status, rating, read_on, notes, "
            "public_notes, tags, changed_at FROM member_state WHERE entry_id = ? "
            "ON CONFLICT (entry_id, member) DO UPDATE SET "
            f"status = {higher.format('status')}, read_on = {higher.format('read_on')}, "
            "rating = CASE WHEN excluded.rating > member_state.rating THEN excluded.rating "
            "ELSE member_state.rating END, "
            "notes = CASE WHEN member_state.notes = '' THEN excluded.notes "
            "ELSE member_state.notes END, "
            "public_notes = CASE WHEN member_state.public_notes = '' THEN excluded.public_notes "
            "ELSE member_state.public_notes END"
        ),
        [keep_id, other_id],
    )


def register(lib: Library, member: str) -> None:
    """Make *member* known (a row in member), keeping a display name set before."""
    words = lib.backend.words
    lib.execute(Sql(words.insert_ignoring("member (role)", "VALUES (?)")), [member])


def set_display_name(lib: Library, member: str, name: str) -> None:
    """The name shown for *member* ('' shows the role)."""
    lib.execute(
        Sql(
            "INSERT INTO member (role, display_name) VALUES (?, ?) "
            "ON CONFLICT (role) DO UPDATE SET display_name = excluded.display_name"
        ),
        [member, name],
    )


def display_names(lib: Library) -> dict[str, str]:
    """Every known member's shown name (their role where they set none)."""
    rows = lib.execute(Sql("SELECT role, display_name FROM member"))
    return {str(role): str(name or role) for role, name in rows}


def states(lib: Library, entry_id: int) -> list[MemberState]:
    """Every member's state of an entry that says anything (a status, a rating, public
    notes), by name."""
    names = display_names(lib)
    rows = lib.execute(
        Sql(
            "SELECT member, status, rating, read_on, public_notes FROM member_state "
            "WHERE entry_id = ? AND (status <> 0 OR rating <> 0 OR public_notes <> '') "
            "ORDER BY member"
        ),
        [entry_id],
    )
    found = [
        MemberState(m, names.get(m, m), int(s), int(r), str(d or ""), str(p))
        for m, s, r, d, p in rows
    ]
    return sorted(found, key=lambda state: state.name.casefold())


def readers(lib: Library, ids: Iterable[int]) -> dict[int, list[str]]:
    """The members (roles) who have read each of the entries *ids* (entries nobody read: [])."""
    id_list = list(ids)
    found: dict[int, list[str]] = {entry_id: [] for entry_id in id_list}
    for chunk in in_chunks(id_list):
        rows = lib.execute(
            Sql(
                "SELECT entry_id, member FROM member_state WHERE status = ? "
                f"AND entry_id IN ({marks(len(chunk))}) ORDER BY entry_id, member"
            ),
            [int(Status.READ), *chunk],
        )
        for entry_id, member in rows:
            found[int(entry_id)].append(str(member))
    return found


def read_by_condition(
    id_sql: str, table: str = "member_state"
) -> tuple[str, Callable[[str], list[object]]]:
    """A condition true for entries a member (named by role or display name) has read
    (*table* member_state) or was assigned (assignment), and the parameters it takes for a name."""
    read = f"status = {int(Status.READ)} AND " if table == "member_state" else ""
    sql = (
        f"{id_sql} IN (SELECT entry_id FROM {table} WHERE {read}"
        "(member = ? OR member IN (SELECT role FROM member WHERE display_name = ? "
        "COLLATE NOCASE)))"
    )
    return sql, lambda name: [name, name]


def readers_count_sql(id_sql: str) -> str:
    """SQL for how many members have read the entry *id_sql*."""
    return (
        f"(SELECT count(*) FROM member_state rs WHERE rs.entry_id = {id_sql} "
        f"AND rs.status = {int(Status.READ)})"
    )


def own_statuses(lib: Library, ids: Sequence[int]) -> dict[int, int]:
    """The connecting member's own status of each of the entries *ids* (on a file: the entry's)."""
    status = own(lib.backend.words, "status")
    found: dict[int, int] = {}
    for chunk in in_chunks(list(ids)):
        sql = Sql(f"SELECT e.id, {status} FROM entry e WHERE e.id IN ({marks(len(chunk))})")
        found.update((int(i), int(s)) for i, s in lib.execute(sql, list(chunk)))
    return found


def own_row(lib: Library, entry_id: int) -> tuple[int, int, str]:
    """The connecting member's own (status, rating, read date) of an entry (0, 0, '' if gone)."""
    words = lib.backend.words
    columns = ", ".join(own(words, c) for c in ("status", "rating", "read_on"))
    row = lib.execute(Sql(f"SELECT {columns} FROM entry e WHERE e.id = ?"), [entry_id]).fetchone()
    if row is None:
        return 0, 0, ""
    return int(row[0]), int(row[1]), str(row[2] or "")


def carry_state(source: Library, destination: Library) -> None:
    """After a copy between a file and a server (library/copying.py): one person's state
    goes with them. Onto a server, the file's statuses and annotations become the copying
    member's own; onto a file, the copying member's own statuses become the file's."""
    if destination.backend.members and not source.backend.members:
        adopt_entry_state(destination, destination.user_name())
        _adopt_annotations(destination, destination.user_name())
    elif source.backend.members and not destination.backend.members:
        _take_own_state(destination, source.user_name())


def adopt_entry_state(lib: Library, member: str, ids: Sequence[int] | None = None) -> None:
    """The entries' status, rating and read date as *member*'s own (*ids*: those entries
    only; None: every entry)."""
    register(lib, member)
    sql = (
        "INSERT INTO member_state (entry_id, member, status, rating, read_on, changed_at) "
        "SELECT id, ?, status, rating, read_on, date_modified FROM entry "
        "WHERE (status <> 0 OR rating <> 0){} ON CONFLICT (entry_id, member) DO NOTHING"
    )
    if ids is None:
        lib.execute(Sql(sql.format("")), [member])
        return
    for chunk in in_chunks(list(ids)):
        lib.execute(Sql(sql.format(f" AND id IN ({marks(len(chunk))})")), [member, *chunk])


def _adopt_annotations(lib: Library, member: str) -> None:
    """A file's annotations (one person's, nobody's on a server yet) become *member*'s own,
    private as every new annotation is (schema 11)."""
    lib.execute(Sql("UPDATE annotation SET member = ? WHERE member = ''"), [member])


def _take_own_state(lib: Library, member: str) -> None:
    """*member*'s own status, rating and read date into the entries' columns."""
    mine = "SELECT {} FROM member_state ms WHERE ms.entry_id = entry.id AND ms.member = ?"
    lib.execute(
        Sql(
            f"UPDATE entry SET status = coalesce(({mine.format('ms.status')}), 0), "
            f"rating = coalesce(({mine.format('ms.rating')}), 0), "
            f"read_on = ({mine.format('ms.read_on')})"
        ),
        [member, member, member],
    )
