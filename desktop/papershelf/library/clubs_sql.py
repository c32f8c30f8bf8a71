"""Journal clubs' sessions and reading assignments (schema v10): the SQL of club_session and
assignment (services/clubs.py decides; this module reads and writes rows)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from papershelf.library.members_sql import own
from papershelf.library.sql import Sql

if TYPE_CHECKING:
    from papershelf.library.db import Library


@dataclass(frozen=True)
class SessionRow:
    """One session of a club: its paper, date (ISO) and presenter (a member's role)."""

    list_id: int
    entry_id: int
    key: str
    title: str
    date: str
    presenter: str


@dataclass(frozen=True)
class AssignmentRow:
    """A paper given to a member by a due date ('' for none), and the member's status of it
    (their own, read by whoever asks: it is the assignee's that matters)."""

    entry_id: int
    key: str
    title: str
    member: str
    due: str
    assigned_by: str
    status: int


_SESSION = (
    "SELECT cs.reading_list_id, cs.entry_id, e.key, e.title, cs.session_date, cs.presenter "
    "FROM club_session cs JOIN entry e ON e.id = cs.entry_id "
)


def put_session(lib: Library, list_id: int, entry_id: int, date: str, presenter: str) -> None:
    """Schedule (or move) an entry's session in a club."""
    lib.execute(
        Sql(
            "INSERT INTO club_session (reading_list_id, entry_id, session_date, presenter) "
            "VALUES (?, ?, ?, ?) ON CONFLICT (reading_list_id, entry_id) DO UPDATE SET "
            "session_date = excluded.session_date, presenter = excluded.presenter"
        ),
        [list_id, entry_id, date, presenter],
    )


def drop_session(lib: Library, list_id: int, entry_id: int) -> bool:
    """Take an entry's session off a club's calendar; whether it had one."""
    cursor = lib.execute(
        Sql("DELETE FROM club_session WHERE reading_list_id = ? AND entry_id = ?"),
        [list_id, entry_id],
    )
    return bool(cursor.rowcount)


def sessions(lib: Library, list_id: int) -> list[SessionRow]:
    """A club's sessions by date (then title)."""
    sql = Sql(f"{_SESSION}WHERE cs.reading_list_id = ? ORDER BY cs.session_date, e.id")
    return [SessionRow(*row) for row in lib.execute(sql, [list_id])]


def next_sessions(lib: Library, today: str) -> list[SessionRow]:
    """Every club's next session on or after *today* (ISO date), soonest first."""
    sql = Sql(
        f"{_SESSION}WHERE cs.session_date = (SELECT min(n.session_date) FROM club_session n "
        "WHERE n.reading_list_id = cs.reading_list_id AND n.session_date >= ?) "
        "ORDER BY cs.session_date, cs.reading_list_id, e.id"
    )
    return [SessionRow(*row) for row in lib.execute(sql, [today])]


def put_assignment(lib: Library, entry_id: int, member: str, due: str, by: str) -> None:
    """Give an entry to a member to read by *due* (a new due date replaces the old)."""
    lib.execute(
        Sql(
            "INSERT INTO assignment (entry_id, member, due, assigned_by) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (entry_id, member) DO UPDATE SET due = excluded.due, "
            "assigned_by = excluded.assigned_by"
        ),
        [entry_id, member, due, by],
    )


def drop_assignment(lib: Library, entry_id: int, member: str) -> bool:
    """Take an assignment back; whether there was one."""
    cursor = lib.execute(
        Sql("DELETE FROM assignment WHERE entry_id = ? AND member = ?"), [entry_id, member]
    )
    return bool(cursor.rowcount)


def assignments_of(lib: Library, member: str) -> list[AssignmentRow]:
    """A member's assignments, soonest due first (none due last), with the connecting
    member's own status of each (the assignee's own when they ask)."""
    status = own(lib.backend.words, "status")
    sql = Sql(
        f"SELECT a.entry_id, e.key, e.title, a.member, a.due, a.assigned_by, {status} "
        "FROM assignment a JOIN entry e ON e.id = a.entry_id WHERE a.member = ? "
        "ORDER BY a.due = '', a.due, e.id"
    )
    return [AssignmentRow(*row) for row in lib.execute(sql, [member])]
