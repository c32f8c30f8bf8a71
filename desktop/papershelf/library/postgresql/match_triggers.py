"""The duplicate lookup keys' triggers on PostgreSQL (library/match_keys.py says what they keep).

An entry whose DOI, URL, title or year changes is marked stale before the row is written
(a BEFORE trigger: no second update); an `eprint` field written, changed or removed marks
its entry. A bulk import stores the keys of the entries it adds itself and turns the
field triggers off for its own transaction (BULK_SETTING, set by import_batches): COPY
fires row triggers as INSERT does.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from peewee import Database

from papershelf.library.match_keys import SOURCE_COLUMNS, SOURCE_FIELD, STALE
from papershelf.library.sql import Sql

if TYPE_CHECKING:
    from papershelf.library.db import Library

BULK_SETTING = "papershelf.match_bulk"
_ENTRY_FUNCTION = "entry_match_stale"
_FIELD_FUNCTION = "entry_field_match_stale"


def _functions_sql() -> list[str]:
    """The two trigger functions."""
    field = (
        f"IF coalesce(current_setting('{BULK_SETTING}', true), '') = 'on' THEN RETURN NULL; "
        "END IF; "
        f"IF TG_OP <> 'INSERT' THEN UPDATE entry SET {STALE} = 1 WHERE id = OLD.entry_id; "
        "END IF; "
        f"IF TG_OP <> 'DELETE' THEN UPDATE entry SET {STALE} = 1 WHERE id = NEW.entry_id; "
        "END IF; RETURN NULL;"
    )
    return [
        f"CREATE OR REPLACE FUNCTION {_ENTRY_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS "
        f"$$ BEGIN NEW.{STALE} := 1; RETURN NEW; END $$",
        f"CREATE OR REPLACE FUNCTION {_FIELD_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS "
        f"$$ BEGIN {field} END $$",
    ]


def _triggers_sql() -> list[str]:
    """The triggers (replacing those that exist); the WHEN clauses run without PL/pgSQL,
    so a COPY of fields pays for the `eprint` rows alone."""
    changed = " OR ".join(f"OLD.{c} IS DISTINCT FROM NEW.{c}" for c in SOURCE_COLUMNS)
    name = f"'{SOURCE_FIELD}'"
    call = f"FOR EACH ROW WHEN ({{when}}) EXECUTE FUNCTION {_FIELD_FUNCTION}()"
    made = {
        "entry_match_update": f"BEFORE UPDATE ON entry FOR EACH ROW WHEN ({changed}) "
        f"EXECUTE FUNCTION {_ENTRY_FUNCTION}()",
        "entry_match_field_insert": "AFTER INSERT ON entry_field "
        + call.format(when=f"NEW.name = {name}"),
        "entry_match_field_delete": "AFTER DELETE ON entry_field "
        + call.format(when=f"OLD.name = {name}"),
        "entry_match_field_update": "AFTER UPDATE ON entry_field "
        + call.format(when=f"OLD.name = {name} OR NEW.name = {name}"),
    }
    statements = []
    for trigger, body in made.items():
        table = body.split(" ON ", 1)[1].split(" ", 1)[0]
        statements += [
            f"DROP TRIGGER IF EXISTS {trigger} ON {table}",
            f"CREATE TRIGGER {trigger} {body}",
        ]
    return statements


def set_bulk(lib: Library, on: bool) -> None:
    """Turn the `eprint` field triggers off (on=True) or on again for the rest of the
    current transaction (a rolled-back one turns them on anyway)."""
    lib.execute(Sql("SELECT set_config(?, ?, true)"), [BULK_SETTING, "on" if on else ""])


@contextmanager
def fields_unwatched(lib: Library) -> Iterator[None]:
    """The `eprint` field triggers off while rows that carry their entries' keys and
    stale marks go in (a library copy), on again after."""
    set_bulk(lib, True)
    yield
    set_bulk(lib, False)


def create_triggers(db: Database) -> None:
    """Create (or replace) the functions and triggers."""
    for sql in [*_functions_sql(), *_triggers_sql()]:
        db.execute_sql(sql)
