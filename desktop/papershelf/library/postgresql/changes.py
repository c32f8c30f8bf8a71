"""PostgreSQL only: triggers that announce every committed change with NOTIFY, and their payloads.

Each watched table gets three statement-level AFTER triggers (INSERT, UPDATE, DELETE) whose
transition tables give the changed rows; one PL/pgSQL function per table gathers their ids
into a compact JSON payload and calls pg_notify on the library's channel. The server delivers
a notification when the transaction commits (never for one rolled back). The payload:

    {"t": "entry", "k": "u", "p": 4711, "ids": [3, 9], "f": ["title"]}

t the table, k the kind (i insert, u update, d delete), p the writer's backend pid, ids the
table's own ids, e the entries the rows belong to, f the entry columns an update changed
(absent: unknown, too many rows to compare). A payload that would pass PAYLOAD_LIMIT bytes
(NOTIFY's limit is 8000) says only {"t", "k", "p", "all": true}: everything in t changed.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass

from peewee import Database

from papershelf.library.change_feed import LinkState as LinkState  # its old home
from papershelf.library.models import (
    Assignment,
    Attachment,
    AutoExport,
    BaseModel,
    ClubSession,
    Entry,
    EntryField,
    EntryTag,
    ListMembership,
    MemberState,
    NotDuplicate,
    Person,
    ReadingList,
    ReadingPosition,
    SavedSearch,
    Tag,
)

PAYLOAD_LIMIT = 7900  # bytes; pg_notify refuses payloads of 8000 and more
ROW_LIMIT = 1000  # more changed rows than this never fit: say "all" without gathering ids
DIFF_LIMIT = 500  # entry updates of up to this many rows say which columns changed
CHANNEL_PREFIX = "papershelf "
KINDS = {"INSERT": "i", "UPDATE": "u", "DELETE": "d"}


@dataclass(frozen=True)
class Watched:
    """A table whose changes are announced: its id column and its entry column (if any)."""

    model: type[BaseModel]
    id_column: str | None
    entry_column: str | None

    @property
    def table(self) -> str:
        """The table's name in the schema."""
        return str(self.model._meta.table_name)

    @property
    def function(self) -> str:
        """The name of the trigger function that announces this table's changes."""
        return f"papershelf_notify_{self.table}"


WATCHED: tuple[Watched, ...] = (
    Watched(Entry, "id", None),
    Watched(Person, None, "entry_id"),
    Watched(EntryField, None, "entry_id"),
    Watched(Tag, "id", None),
    Watched(EntryTag, "tag_id", "entry_id"),
    Watched(ReadingList, "id", None),
    Watched(ListMembership, "reading_list_id", "entry_id"),
    Watched(SavedSearch, "id", None),
    Watched(Attachment, "id", "entry_id"),
    Watched(NotDuplicate, None, "first_id"),
    Watched(AutoExport, "id", None),
    Watched(MemberState, None, "entry_id"),  # schema 10: a member's own status, rating, notes
    Watched(ClubSession, "reading_list_id", "entry_id"),
    Watched(Assignment, None, "entry_id"),
    Watched(ReadingPosition, "attachment_id", "entry_id"),  # schema 11: a member's place in a PDF
)


@dataclass(frozen=True)
class Notice:
    """One notification read back: what changed in which table, and which backend wrote it."""

    table: str
    kind: str  # "i", "u" or "d"
    pid: int
    ids: frozenset[int] = frozenset()
    entries: frozenset[int] = frozenset()
    fields: frozenset[str] | None = None  # None: not known (or not an entry update)
    everything: bool = False  # the payload was too long: anything in *table* may have changed


def channel_name(schema: str) -> str:
    """The channel a library in *schema* announces its changes on (63 bytes at most)."""
    return (CHANNEL_PREFIX + schema).encode()[:63].decode(errors="ignore")


def parse(payload: str, pid: int) -> Notice | None:
    """The Notice a payload describes (None for one that is not ours or not readable)."""
    try:
        data = json.loads(payload)
        fields = data.get("f")
        return Notice(
            table=str(data["t"]),
            kind=str(data["k"]),
            pid=int(data.get("p", pid)),
            ids=frozenset(int(i) for i in data.get("ids", ())),
            entries=frozenset(int(i) for i in data.get("e", ())),
            fields=None if fields is None else frozenset(str(f) for f in fields),
            everything=bool(data.get("all", False)),
        )
    except (ValueError, KeyError, TypeError, AttributeError):
        return None


def install(db: Database) -> None:
    """Create (or replace) the notify functions and triggers in the library's schema; idempotent.

    Run it inside the schema creation (and after an upgrade): the functions keep the
    search_path and the channel of the schema current when it runs.
    """
    schema = str(db.execute_sql("SELECT current_schema()").fetchone()[0])
    with db.atomic():
        for statement in ddl(channel_name(schema)):
            db.execute_sql(statement)


def uninstall(db: Database) -> None:
    """Drop the notify triggers and functions (a library copied elsewhere, a test)."""
    with db.atomic():
        for watched in WATCHED:
            db.execute_sql(f"DROP FUNCTION IF EXISTS {watched.function}() CASCADE")


def ddl(channel: str) -> list[str]:
    """Every statement that installs the triggers announcing on *channel*."""
    statements: list[str] = []
    for watched in WATCHED:
        statements.append(_function(watched, channel))
        statements += _triggers(watched)
    return statements


def _triggers(watched: Watched) -> list[str]:
    """Drop and create the table's three statement triggers (one event each: transition
    tables allow no more)."""
    made: list[str] = []
    for event, kind in KINDS.items():
        name = f"papershelf_notify_{kind}"
        tables = {
            "i": "NEW TABLE AS new_rows",
            "u": "OLD TABLE AS old_rows NEW TABLE AS new_rows",
            "d": "OLD TABLE AS old_rows",
        }[kind]
        made.append(f"DROP TRIGGER IF EXISTS {name} ON {watched.table}")
        made.append(
            f"CREATE TRIGGER {name} AFTER {event} ON {watched.table} "
            f"REFERENCING {tables} FOR EACH STATEMENT EXECUTE FUNCTION {watched.function}()"
        )
    return made


def _ids(column: str | None, rows: str) -> str:
    """SQL for a JSON array text of the distinct values of *column* in *rows* (or NULL)."""
    if column is None:
        return "NULL"
    return f"(SELECT '[' || string_agg(DISTINCT {column}::text, ',') || ']' FROM {rows})"


def _gather(watched: Watched, rows: str) -> str:
    """Statements setting n, ids and entries from *rows* (a transition table or a union)."""
    return (
        f"SELECT count(*) INTO n FROM {rows};\n"
        f"    IF n > 0 AND n <= {ROW_LIMIT} THEN\n"
        f"      ids := {_ids(watched.id_column, rows)};\n"
        f"      entries := {_ids(watched.entry_column, rows)};\n"
        f"    END IF;"
    )


def _update_extras(watched: Watched) -> str:
    """What an update adds: the entry columns that changed; the entries of a renamed tag."""
    if watched.model is Entry:
        return (
            f"IF n <= {DIFF_LIMIT} THEN\n"
            "      SELECT '[' || coalesce(string_agg(DISTINCT to_json(c.key)::text, ','), '')"
            " || ']' INTO fields\n"
            "      FROM new_rows nr JOIN old_rows o ON o.id = nr.id\n"
            "      CROSS JOIN LATERAL (SELECT to_jsonb(o) AS before, to_jsonb(nr) AS after) j\n"
            "      CROSS JOIN LATERAL jsonb_each(j.after) c\n"
            "      WHERE j.before -> c.key IS DISTINCT FROM c.value;\n"
            "    END IF;"
        )
    if watched.model is Tag:
        tagged = f"{EntryTag._meta.table_name} et JOIN new_rows nr ON et.tag_id = nr.id"
        return (
            f"IF n <= {ROW_LIMIT} THEN\n"
            f"      SELECT count(*) INTO carried FROM {tagged};\n"
            f"      IF carried > {ROW_LIMIT} THEN ids := NULL; n := carried;\n"
            f"      ELSE entries := {_ids('et.entry_id', tagged)}; END IF;\n"
            "    END IF;"
        )
    return ""


def _function(watched: Watched, channel: str) -> str:
    """The PL/pgSQL function announcing one statement's changes to *watched*'s table."""
    columns = ", ".join(c for c in dict.fromkeys((watched.id_column, watched.entry_column)) if c)
    both = (
        f"(SELECT {columns} FROM new_rows UNION ALL SELECT {columns} FROM old_rows) r"
        if columns
        else "(SELECT 1 FROM new_rows UNION ALL SELECT 1 FROM old_rows) r"
    )
    head = f"""'{{"t":"{watched.table}","k":"' || kind || '","p":' || pg_backend_pid()"""
    return f"""CREATE OR REPLACE FUNCTION {watched.function}() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $notify$
DECLARE
  kind text := CASE TG_OP WHEN 'INSERT' THEN 'i' WHEN 'UPDATE' THEN 'u' ELSE 'd' END;
  n bigint;
  carried bigint;
  ids text;
  entries text;
  fields text;
  payload text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    {_gather(watched, "new_rows")}
  ELSIF TG_OP = 'DELETE' THEN
    {_gather(watched, "old_rows")}
  ELSE
    {_gather(watched, both)}
    {_update_extras(watched)}
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  END IF;
  IF n <= {ROW_LIMIT} THEN
    payload := {head}
      || coalesce(',"ids":' || ids, '') || coalesce(',"e":' || entries, '')
      || coalesce(',"f":' || fields, '') || '}}';
  END IF;
  IF payload IS NULL OR octet_length(payload) > {PAYLOAD_LIMIT} THEN
    payload := {head} || ',"all":true}}';
  END IF;
  PERFORM pg_notify({_literal(channel)}, payload);
  RETURN NULL;
END
$notify$"""


def _literal(text: str) -> str:
    """*text* as an SQL string literal."""
    return "'" + text.replace("'", "''") + "'"


def tables() -> Iterable[str]:
    """The names of the tables whose changes are announced."""
    return (w.table for w in WATCHED)
