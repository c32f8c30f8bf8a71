"""PostgreSQL only: schema 10's step, giving each member of a shared library their own state.

Before schema 10 a server library had one status, rating and read date per entry, shared by
everyone. The step makes the v10 tables and hands each entry's state to members:
- to the member who changed the entry last, where its row versions name one (entry.changed_by,
  schema 8): the best the library can tell of who set it;
- otherwise to every member: the logins that may read the library (not superusers), the
  roles named in row versions, and the one upgrading.
It says how many went which way in `UPGRADE_SETTING` (and the log, as a warning), which
`papershelf member` prints again.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from papershelf.library.members_sql import UPGRADE_SETTING
from papershelf.library.models import V10_MODELS, V11_MODELS
from papershelf.library.postgresql import changes as pg_changes

if TYPE_CHECKING:
    from papershelf.library.postgresql.connection import ServerDatabase

log = logging.getLogger(__name__)

_MEMBERS = """
INSERT INTO member (role)
SELECT r.rolname FROM pg_roles r
 WHERE r.rolcanlogin AND NOT r.rolsuper AND has_table_privilege(r.oid, 'entry', 'SELECT')
UNION SELECT session_user::text
UNION SELECT DISTINCT changed_by FROM entry WHERE changed_by <> ''
ON CONFLICT DO NOTHING
"""
_SET = "(e.status <> 0 OR e.rating <> 0)"
_TO_SETTER = f"""
INSERT INTO member_state (entry_id, member, status, rating, read_on, changed_at)
SELECT e.id, e.changed_by, e.status, e.rating, e.read_on, e.changed_at FROM entry e
 WHERE {_SET} AND e.changed_by <> ''
ON CONFLICT DO NOTHING
"""
_TO_ALL = f"""
INSERT INTO member_state (entry_id, member, status, rating, read_on, changed_at)
SELECT e.id, m.role, e.status, e.rating, e.read_on, e.changed_at FROM entry e CROSS JOIN member m
 WHERE {_SET} AND e.changed_by = ''
ON CONFLICT DO NOTHING
"""
_COUNTS = f"""
SELECT count(*) FILTER (WHERE changed_by <> ''), count(*) FILTER (WHERE changed_by = '')
  FROM entry e WHERE {_SET}
"""


def add_member_tables(db: ServerDatabase) -> None:
    """Version 10: the member, member_state, club_session and assignment tables, their change
    notices, and every entry's state handed to members (see the module docstring)."""
    with db.bind_ctx(V10_MODELS):
        db.create_tables(V10_MODELS)
    pg_changes.install(db)  # the new tables announce their changes too
    db.execute_sql(_MEMBERS)
    to_setter, to_all = db.execute_sql(_COUNTS).fetchone()
    db.execute_sql(_TO_SETTER)
    db.execute_sql(_TO_ALL)
    members = db.execute_sql("SELECT count(*) FROM member").fetchone()[0]
    note = upgrade_note(int(to_setter), int(to_all), int(members))
    db.execute_sql(
        "INSERT INTO setting (name, value) VALUES (%s, %s) "
        "ON CONFLICT (name) DO UPDATE SET value = excluded.value",
        (UPGRADE_SETTING, note),
    )
    log.warning("%s: %s", db.location, note)


def add_member_privacy(db: ServerDatabase) -> None:
    """Version 11: the reading_position table (each member's place in each PDF) and its
    change notices; the annotations made before stay shown to every member (they were), each
    made here given to the member who made it (its author: the login then). Positions kept
    before stay in each computer's settings, where the reader finds them until it next
    closes the PDF."""
    with db.bind_ctx(V11_MODELS):
        db.create_tables(V11_MODELS)
    pg_changes.install(db)
    db.execute_sql(
        "UPDATE annotation SET public = 1, "
        "member = CASE WHEN source = 'library' THEN author ELSE '' END"
    )


def upgrade_note(to_setter: int, to_all: int, members: int) -> str:
    """The upgrade message: where the statuses that were set went."""
    return (
        "Upgraded to per-person reading state (schema 10): the status and rating of "
        f"{_papers(to_setter)} went to the member who last changed them (their row versions "
        f"say who); of {_papers(to_all)}, to all {members} members (nobody is recorded as "
        "having set them)."
    )


def _papers(count: int) -> str:
    """'1 paper', '3 papers'."""
    return f"{count} paper" if count == 1 else f"{count} papers"
