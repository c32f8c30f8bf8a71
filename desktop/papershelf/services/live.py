"""Other people's changes to a shared (PostgreSQL) library, as the Changes the views apply.

A LiveFeed runs the library's ChangeListener and turns each batch of notices into one
RemoteChanges: the Changes an operation of this session would have announced, plus `reload`
when the ids are not known (a payload too long, a reconnection after which changes may have
been missed), in which case every row must be read again.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field

from papershelf.library.postgresql.changes import Notice
from papershelf.library.postgresql.listen import Backoff, ChangeListener, LinkState
from papershelf.services.changes import ALL_FIELDS, EVERYTHING, Changes

# Entry columns under the name the views know them by (others keep their column's name).
COLUMN_FIELDS = {"tag_sort": "tags", "author_sort": "authors_text"}
_ATTACHMENT_FIELDS = frozenset({"attachments", "fields"})
_LIST_FIELDS = frozenset({"lists", "position", "list_note"})


@dataclass(frozen=True)
class RemoteChanges:
    """Changes another session committed; reload: rows must all be read again (ids unknown)."""

    changes: Changes = field(default_factory=Changes)
    reload: bool = False
    deleted_by: Mapping[int, str] = field(default_factory=dict)  # entry id -> login who did

    def __or__(self, other: RemoteChanges) -> RemoteChanges:
        """Both together."""
        deleted_by = {**self.deleted_by, **other.deleted_by}
        return RemoteChanges(self.changes | other.changes, self.reload or other.reload, deleted_by)


MISSED = RemoteChanges(EVERYTHING, reload=True)


def _entry_changes(notice: Notice) -> Changes:
    """An entry row inserted, updated or deleted."""
    if notice.kind == "i":
        return Changes(added=notice.ids)
    if notice.kind == "d":
        return Changes(removed=notice.ids)
    if notice.fields is None:
        return Changes.edit(notice.ids, ALL_FIELDS)
    return Changes.edit(notice.ids, {COLUMN_FIELDS.get(f, f) for f in notice.fields})


def _table_changes(notice: Notice) -> Changes:
    """What a change to one table means for the views (entry ids in notice.entries)."""
    entries, table = notice.entries, notice.table
    if table == "person":
        return Changes.edit(entries, {"authors_text"})
    if table == "entry_field":
        return Changes.edit(entries, {"fields"})
    if table in ("tag", "entry_tag"):
        return Changes(edited=entries, fields=frozenset({"tags"}), tags=True)
    if table == "reading_list":
        return Changes(lists=True)
    if table == "list_membership":
        return Changes(edited=entries, fields=_LIST_FIELDS, lists=True)
    if table == "saved_search":
        return Changes(saved=True)
    if table == "attachment":
        return Changes(edited=entries, fields=_ATTACHMENT_FIELDS, attachments=notice.ids)
    if table == "not_duplicate":
        return Changes(duplicates=True)
    if table == "auto_export":
        return Changes(autoexport=True)
    if table == "member_state":  # someone's own state: mine, or who has read it (schema 10)
        return Changes.edit(entries, _MEMBER_FIELDS)
    if table == "reading_position":  # a member left a PDF somewhere (schema 11)
        return Changes.edit(entries, {"progress"})
    if table in ("club_session", "assignment"):
        return Changes(edited=entries, fields=_LIST_FIELDS, lists=True)
    return Changes()


# Tables whose notices name entries: when the ids are missing every row is read again.
_ENTRY_TABLES = frozenset(
    {"entry", "person", "entry_field", "tag", "entry_tag", "list_membership", "attachment",
     "member_state"}
)  # fmt: skip
_MEMBER_FIELDS = frozenset({"status", "rating", "read_on", "notes", "private_tags"})


def describe(notice: Notice) -> RemoteChanges:
    """The RemoteChanges one notice stands for."""
    if notice.everything:
        flags = EVERYTHING if notice.table == "entry" else _table_changes(notice)
        return RemoteChanges(flags, reload=notice.table in _ENTRY_TABLES)
    if notice.table == "entry":
        return RemoteChanges(_entry_changes(notice))
    return RemoteChanges(_table_changes(notice))


def describe_all(notices: Iterable[Notice]) -> RemoteChanges:
    """One RemoteChanges for a batch of notices."""
    found = RemoteChanges()
    for notice in notices:
        found = found | describe(notice)
    return found


@dataclass
class LiveFeed:
    """Feeds a shared library's remote changes and connection states to two callbacks.

    on_changes(RemoteChanges) and on_state(LinkState) are called on the listener's thread.
    After a reconnection on_changes gets MISSED: changes may have been missed meanwhile.
    """

    url: str
    on_changes: Callable[[RemoteChanges], None]
    on_state: Callable[[LinkState], None]
    own_pids: Callable[[], Collection[int]] = frozenset
    schema: str | None = None
    backoff: Backoff = field(default_factory=Backoff)
    listener: ChangeListener | None = field(default=None, init=False)

    def start(self) -> LiveFeed:
        """Start listening."""
        self.listener = ChangeListener(
            self.url, self._notices, self._state, own_pids=self.own_pids, schema=self.schema,
            backoff=self.backoff,
        )  # fmt: skip
        self.listener.start()
        return self

    def stop(self) -> None:
        """Stop listening."""
        if self.listener is not None:
            self.listener.stop()

    def retry_now(self) -> None:
        """Try to reconnect now instead of after the backoff."""
        if self.listener is not None:
            self.listener.retry_now()

    def _notices(self, notices: list[Notice]) -> None:
        """A batch arrived (who deleted entries is asked while their session is there)."""
        found = describe_all(notices)
        deletes = [n for n in notices if n.table == "entry" and n.kind == "d"]
        if deletes and self.listener is not None:
            users = self.listener.users_of({n.pid for n in deletes})
            by = {i: users[n.pid] for n in deletes if n.pid in users for i in n.ids}
            found = RemoteChanges(found.changes, found.reload, by)
        if not found.changes.empty or found.reload:
            self.on_changes(found)

    def _state(self, state: LinkState) -> None:
        """The connection's state changed; after a reconnection everything is read again."""
        self.on_state(state)
        if state.kind == "reconnected":
            self.on_changes(MISSED)
