"""Journal clubs and reading assignments (issue 36, item 2).

A reading list becomes a club when one of its papers gets a session: a date and a presenter
(a member). The list then sorts by date (scheduled papers first, in date order, the others
after them in the order they had), every member sees the next session, and who has read
that paper. A paper can be assigned to a member with a due date; "Assigned to me" lists
the connecting member's.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from papershelf.i18n import translate
from papershelf.library import clubs_sql, lists_sql
from papershelf.library.clubs_sql import AssignmentRow, SessionRow
from papershelf.library.db import Library
from papershelf.services import members
from papershelf.services.changes import Changes, ServiceError


@dataclass(frozen=True)
class NextSession:
    """A club's next session, and who has read its paper (shown names)."""

    club: str
    session: SessionRow
    presenter: str  # shown name
    read_by: tuple[str, ...]


def parse_day(text: str) -> str:
    """An ISO date (YYYY-MM-DD) from *text*; ServiceError saying how to write one."""
    try:
        return date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        said = translate("clubs", "{text!r} is not a date: write it as YYYY-MM-DD")
        raise ServiceError(said.format(text=text)) from None


def schedule(lib: Library, list_id: int, entry_id: int, day: str, presenter: str = "") -> Changes:
    """Put a list's paper on the club's calendar on *day*, presented by *presenter*; the
    list is then in date order."""
    when = parse_day(day)
    with lib.atomic():
        if entry_id not in lists_sql.members(lib, list_id):
            raise ServiceError(
                translate("clubs", "only a paper of the list can have a session in it")
            )
        clubs_sql.put_session(lib, list_id, entry_id, when, presenter.strip())
        _date_order(lib, list_id)
    return Changes(edited=frozenset({entry_id}), fields=frozenset({"position"}), lists=True)


def unschedule(lib: Library, list_id: int, entry_id: int) -> Changes:
    """Take a paper's session off the club's calendar (it stays in the list)."""
    with lib.atomic():
        if not clubs_sql.drop_session(lib, list_id, entry_id):
            raise ServiceError(translate("clubs", "that paper has no session in this list"))
    return Changes(edited=frozenset({entry_id}), lists=True)


def _date_order(lib: Library, list_id: int) -> None:
    """Give the list's papers positions in session order, unscheduled ones after."""
    dated = [s.entry_id for s in clubs_sql.sessions(lib, list_id)]
    rest = [e for e, _ in lists_sql.order(lib, list_id) if e not in set(dated)]
    order = dated + rest
    lists_sql.set_positions(lib, list_id, {e: float(n + 1) for n, e in enumerate(order)})


def sessions(lib: Library, list_id: int) -> list[SessionRow]:
    """A club's sessions in date order."""
    return clubs_sql.sessions(lib, list_id)


def next_sessions(lib: Library, today: date | None = None) -> list[NextSession]:
    """Every club's next session (today's counts), soonest first, with who read its paper."""
    day = (today or date.today()).isoformat()
    found = clubs_sql.next_sessions(lib, day)
    shown = members.names(lib)
    readers = {r.entry_id: r.names for r in members.readers(lib, [s.entry_id for s in found])}
    return [
        NextSession(
            lists_sql.list_name(lib, s.list_id) or "",
            s,
            shown.get(s.presenter, s.presenter),
            readers.get(s.entry_id, ()),
        )
        for s in found
    ]


def assign(lib: Library, entry_id: int, member: str, due: str = "") -> Changes:
    """Give a paper to a member to read, by *due* (YYYY-MM-DD, '' for no date)."""
    when = parse_day(due) if due.strip() else ""
    who = member.strip()
    if not who:
        raise ServiceError(translate("clubs", "say who the paper is assigned to"))
    with lib.atomic():
        clubs_sql.put_assignment(lib, entry_id, who, when, members.me(lib))
    return Changes(edited=frozenset({entry_id}), lists=True)


def unassign(lib: Library, entry_id: int, member: str) -> Changes:
    """Take an assignment back."""
    with lib.atomic():
        if not clubs_sql.drop_assignment(lib, entry_id, member.strip()):
            said = translate("clubs", "that paper is not assigned to {member}")
            raise ServiceError(said.format(member=member))
    return Changes(edited=frozenset({entry_id}), lists=True)


def assigned_to_me(lib: Library) -> list[AssignmentRow]:
    """The connecting member's assignments, soonest due first, with their own status."""
    return clubs_sql.assignments_of(lib, members.me(lib))
