"""PostgreSQL only: change notices are hints, checked before a window acts on them.

Any role that may connect may NOTIFY a library's channel (issue 30, item 5): a read-only
member could make every window read every row again with `{"all": true}`, and one payload
nested seven thousand brackets deep ended every window's listener (a RecursionError).
So a notice is read strictly (read_notice): a payload that is not one our triggers write
(too long, not an object, an unknown table or kind, ids that are not row ids, more of them
than a trigger sends, a writer pid other than the backend that sent it) is left out and
logged, never raised. A notice that names its rows costs what that change would cost; the
costly one, "every row of this table changed", is believed only when the table did change
since the listener last looked (NoticeCheck): its row count and the newest writing
transaction among its rows (`max(xmin)`), read on the listener's own connection when such
a notice comes, and once when it connects. A bare NOTIFY changes no row, so no window
reloads for it; a real bulk change is always seen (a later spoofed notice after a real
change may be believed once, as the real change would have been). No schema change.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from typing import Any

from papershelf.library.postgresql.changes import ROW_LIMIT, Notice, tables

log = logging.getLogger("papershelf.live")

MAX_PAYLOAD = 8000  # bytes: NOTIFY refuses longer payloads; ours stay under 7,900
_KINDS = frozenset({"i", "u", "d"})
_FIELDS_LIMIT = 200  # an entry has fewer columns
_MAX_ID = 2**63 - 1
# The tables whose "everything changed" notice makes a window read every row again.
CHECKED_TABLES = (
    "entry", "person", "entry_field", "tag", "entry_tag", "list_membership", "attachment",
)  # fmt: skip
_KEYS = frozenset({"t", "k", "p", "ids", "e", "f", "all"})


class NoticeError(ValueError):
    """A payload our triggers would not have sent."""


def read_notice(payload: str, sender: int) -> Notice | None:
    """The Notice *payload* describes, sent by backend *sender*; None (logged) when it is not
    one our triggers write. Never raises."""
    try:
        return _notice(payload, sender)
    except (NoticeError, ValueError, TypeError, RecursionError, OverflowError) as why:
        log.warning(
            "ignored a change notice from backend %s (%d bytes): %s",
            sender, len(payload), str(why)[:120] or type(why).__name__,
        )  # fmt: skip
        return None


def _notice(payload: str, sender: int) -> Notice:
    """read_notice's work; NoticeError (or a json error) for anything unexpected."""
    if len(payload.encode("utf-8", "replace")) > MAX_PAYLOAD:
        raise NoticeError("longer than NOTIFY allows")
    if "[[" in payload or "{{" in payload or '{"' not in payload[:2]:
        raise NoticeError("not a flat JSON object")  # ours nest one level at most
    data = json.loads(payload)
    if not isinstance(data, dict) or not set(data) <= _KEYS:
        raise NoticeError("not a notice of ours")
    table, kind, pid = data.get("t"), data.get("k"), data.get("p")
    if table not in set(tables()) or kind not in _KINDS:
        raise NoticeError(f"unknown table or kind {str(table)[:40]!r}/{str(kind)[:5]!r}")
    if type(pid) is not int or pid != sender:
        raise NoticeError(f"claims writer {str(pid)[:20]}, sent by {sender}")
    fields = data.get("f")
    everything = data.get("all", False)
    if type(everything) is not bool:
        raise NoticeError("'all' is not true or false")
    return Notice(
        table=table, kind=kind, pid=pid, ids=_ids(data.get("ids", [])),
        entries=_ids(data.get("e", [])), fields=None if fields is None else _fields(fields),
        everything=everything,
    )  # fmt: skip


def _ids(values: Any) -> frozenset[int]:
    """Row ids as a trigger lists them: at most ROW_LIMIT positive whole numbers."""
    if not isinstance(values, list) or len(values) > ROW_LIMIT:
        raise NoticeError("ids are not a list of at most ROW_LIMIT")
    if not all(type(v) is int and 0 < v <= _MAX_ID for v in values):
        raise NoticeError("an id is not a row id")
    return frozenset(values)


def _fields(values: Any) -> frozenset[str]:
    """Entry column names, as the entry trigger lists them."""
    if not isinstance(values, list) or len(values) > _FIELDS_LIMIT:
        raise NoticeError("fields are not a short list")
    if not all(isinstance(v, str) and v.isidentifier() and len(v) <= 63 for v in values):
        raise NoticeError("a field is not a column name")
    return frozenset(values)


class NoticeCheck:
    """Believes an "everything changed" notice only when its table changed (see above)."""

    def __init__(self, connection: Any) -> None:
        """Take each checked table's stamp now, on the listener's (autocommit) connection."""
        self.connection = connection
        self.stamps = {table: self._stamp(table) for table in CHECKED_TABLES}

    def _stamp(self, table: str) -> tuple[int, int]:
        """(rows, newest writing transaction among them) of *table*: any insert, update or
        delete committed since changes it."""
        row = self.connection.execute(
            f'SELECT count(*), coalesce(max(xmin::text::bigint), 0) FROM "{table}"'
        ).fetchone()
        return (int(row[0]), int(row[1])) if row else (0, 0)

    def admit(self, notices: Iterable[Notice]) -> list[Notice]:
        """The notices to act on: an "everything" one only if its table changed."""
        notices = list(notices)
        claimed = {n.table for n in notices if n.everything and n.table in self.stamps}
        unchanged = set()
        for table in claimed:
            now = self._stamp(table)
            if now == self.stamps[table]:
                unchanged.add(table)
            self.stamps[table] = now
        if unchanged:
            log.warning(
                "ignored a notice that every row of %s changed: none did (spoofed or stale)",
                ", ".join(sorted(unchanged)),
            )
        return [n for n in notices if not (n.everything and n.table in unchanged)]
