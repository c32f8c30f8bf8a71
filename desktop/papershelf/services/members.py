"""Each member's own reading state on a shared library, and who has read what (issue 36).

On a shared library (a PostgreSQL server: Backend.members) status, rating and read date are
the connecting member's own (library/members_sql.py): services/entries.py hands those
columns to `write_own` instead of the entry row, so every way of setting them (the list,
triage, the detail form, undo, the CLI) keeps them per person without knowing. On a file
nothing changes: one person, whose state is the entry's columns.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from papershelf.i18n import translate
from papershelf.library import members_sql
from papershelf.library.db import Library
from papershelf.library.members_sql import PERSONAL_DEFAULTS, UPGRADE_SETTING, MemberState
from papershelf.library.models import Status
from papershelf.library.settings import get_setting
from papershelf.services import people
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.conflicts import Seen

OWN_FIELDS = frozenset({"status", "rating"})  # set at once in a window (not typed in a form)


@dataclass(frozen=True)
class Readers:
    """Who has read one entry: the members' shown names, and the connecting member's status."""

    entry_id: int
    names: tuple[str, ...]
    my_status: int


def shared(lib: Library) -> bool:
    """Whether each member keeps their own state (a library several people use)."""
    return bool(lib.backend.members)


def me(lib: Library) -> str:
    """The connecting member: the database role on a server, the OS user on a file."""
    return lib.user_name()


def write_own(lib: Library, ids: Sequence[int], columns: dict[str, Any]) -> dict[str, Any]:
    """On a shared library write the member's own columns of *columns* (status, rating,
    read_on) for the entries *ids*; the columns left for the entry row. On a file: all of them."""
    if not shared(lib):
        return columns
    own = {name: value for name, value in columns.items() if name in PERSONAL_DEFAULTS}
    if own:
        members_sql.register(lib, me(lib))
        members_sql.write_own(lib, ids, me(lib), own)
    return {name: value for name, value in columns.items() if name not in PERSONAL_DEFAULTS}


def own_origin(lib: Library, shown: Mapping[str, Any], values: Mapping[str, Any]) -> Seen | None:
    """What a change of my own status or rating started from on a shared library: the
    values the window showed (*shown*), so that a change made meanwhile in another window
    of mine comes back as a conflict, as any field's does. None on a file (one window
    writes it) or for a change of any other field."""
    if not shared(lib) or not values or not set(values) <= OWN_FIELDS:
        return None
    return Seen(None, {name: shown[name] for name in values})


def adopt_imported(lib: Library, ids: Iterable[int]) -> None:
    """Statuses and ratings an import brought (a JabRef or Zotero library's) become the
    importing member's own on a shared library (in the import's transaction)."""
    if shared(lib):
        members_sql.adopt_entry_state(lib, me(lib), list(ids))


def set_private_notes(lib: Library, entry_id: int, text: str, public: bool = False) -> Changes:
    """The member's own notes on a paper: private, or (*public*) shown to every member."""
    if not shared(lib):
        raise ServiceError(
            translate("members", "private notes are for a shared library; a file's notes are yours")
        )
    with lib.atomic():
        members_sql.register(lib, me(lib))
        column = "public_notes" if public else "notes"
        members_sql.write_own(lib, [entry_id], me(lib), {column: text})
    return Changes.edit([entry_id], ["notes"])


def names(lib: Library) -> dict[str, str]:
    """Every member's shown name by role (the role where no display name is set)."""
    if not shared(lib):
        return {me(lib): people.display_name(lib, me(lib))}
    return members_sql.display_names(lib)


def readers(lib: Library, ids: Iterable[int]) -> list[Readers]:
    """Who has read each of the entries *ids*, by shown name, and my own status of each."""
    id_list = list(ids)
    mine = members_sql.own_statuses(lib, id_list)
    if shared(lib):
        shown = names(lib)
        found = {
            i: [shown.get(m, m) for m in ms] for i, ms in members_sql.readers(lib, id_list).items()
        }
    else:
        found = {i: [me(lib)] if mine.get(i) == Status.READ else [] for i in id_list}
    return [
        Readers(i, tuple(sorted(found.get(i, []), key=str.casefold)), mine.get(i, 0))
        for i in id_list
    ]


def states(lib: Library, entry_id: int) -> list[MemberState]:
    """Every member's state of a paper that says something: status, rating, public notes."""
    if shared(lib):
        return members_sql.states(lib, entry_id)
    status, rating, read_on = members_sql.own_row(lib, entry_id)
    if not status and not rating:
        return []
    return [MemberState(me(lib), me(lib), status, rating, read_on, "")]


def upgrade_note(lib: Library) -> str:
    """What the upgrade to per-person state did with the statuses set before ('' if none)."""
    return get_setting(lib, UPGRADE_SETTING) if shared(lib) else ""
