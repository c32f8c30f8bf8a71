"""The library's triggers on PostgreSQL, as PL/pgSQL (tag_order's on SQLite are SQL triggers).

entry.tag_sort holds each entry's first tag name (case-insensitive), for sorting by tags:
these triggers keep it right whatever writes the tags, as tag_order's do on SQLite.
"""

from __future__ import annotations

from peewee import Database

from papershelf.library.tag_order import COLUMN, TRIGGER_NAMES

_FIRST_TAG = (
    "coalesce((SELECT min(t.name) FROM entry_tag et JOIN tag t ON t.id = et.tag_id "
    "WHERE et.entry_id = {entry}), '')"
)


def _refresh(entry: str) -> str:
    """An UPDATE statement that recomputes the column of the entry *entry*."""
    return f"UPDATE entry SET {COLUMN} = {_FIRST_TAG.format(entry=entry)} WHERE id = {entry};"


def _function(name: str, body: str) -> str:
    """A trigger function running *body* (statements), returning NULL (AFTER triggers)."""
    return (
        f"CREATE OR REPLACE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ "
        f"BEGIN {body} RETURN NULL; END $$"
    )


def _tag_sort_sql() -> list[str]:
    """The functions and triggers that keep entry.tag_sort right."""
    renamed = (
        f"UPDATE entry SET {COLUMN} = {_FIRST_TAG.format(entry='entry.id')} "
        "WHERE id IN (SELECT entry_id FROM entry_tag WHERE tag_id = NEW.id);"
    )
    insert, delete, update, rename = TRIGGER_NAMES
    return [
        _function(insert, _refresh("NEW.entry_id")),
        _function(delete, _refresh("OLD.entry_id")),
        _function(update, _refresh("OLD.entry_id") + " " + _refresh("NEW.entry_id")),
        _function(rename, renamed),
        f"CREATE TRIGGER {insert} AFTER INSERT ON entry_tag "
        f"FOR EACH ROW EXECUTE FUNCTION {insert}()",
        f"CREATE TRIGGER {delete} AFTER DELETE ON entry_tag "
        f"FOR EACH ROW EXECUTE FUNCTION {delete}()",
        f"CREATE TRIGGER {update} AFTER UPDATE ON entry_tag "
        f"FOR EACH ROW EXECUTE FUNCTION {update}()",
        f"CREATE TRIGGER {rename} AFTER UPDATE OF name ON tag "
        f"FOR EACH ROW EXECUTE FUNCTION {rename}()",
    ]


def create_tag_sort_triggers(db: Database) -> None:
    """Create the tag_sort functions and triggers (replacing triggers that exist)."""
    drop_tag_sort_triggers(db)
    for sql in _tag_sort_sql():
        db.execute_sql(sql)


def _drop_tag_sort_sql() -> list[str]:
    """The statements that drop the tag_sort triggers."""
    tables = ("entry_tag", "entry_tag", "entry_tag", "tag")
    return [
        f"DROP TRIGGER IF EXISTS {name} ON {table}"
        for name, table in zip(TRIGGER_NAMES, tables, strict=True)
    ]


def drop_tag_sort_triggers(db: Database) -> None:
    """Drop the tag_sort triggers (the functions stay, unused): the column goes stale."""
    for sql in _drop_tag_sort_sql():
        db.execute_sql(sql)


def _page_range(attachment: str) -> str:
    """The condition on fulltext_page.rowid for the pages of the attachment *attachment*."""
    from papershelf.library.fulltext import PAGE_SPAN

    return (
        f"rowid BETWEEN {attachment} * {PAGE_SPAN} AND {attachment} * {PAGE_SPAN} + {PAGE_SPAN - 1}"
    )


def _fulltext_sql() -> list[str]:
    """fulltext's triggers: a PDF's pages go with its attachment, follow it to another entry."""
    forget = (
        f"DELETE FROM fulltext_page WHERE {_page_range('OLD.id')}; "
        "DELETE FROM fulltext_state WHERE attachment_id = OLD.id;"
    )
    move = f"UPDATE fulltext_page SET entry_id = NEW.entry_id WHERE {_page_range('OLD.id')};"
    return [
        _function("fulltext_forget", forget),
        _function("fulltext_move", move),
        "CREATE TRIGGER fulltext_detach AFTER DELETE ON attachment "
        "FOR EACH ROW EXECUTE FUNCTION fulltext_forget()",
        "CREATE TRIGGER fulltext_relink AFTER UPDATE OF path ON attachment FOR EACH ROW "
        "WHEN (OLD.path IS DISTINCT FROM NEW.path) EXECUTE FUNCTION fulltext_forget()",
        "CREATE TRIGGER fulltext_move AFTER UPDATE OF entry_id ON attachment FOR EACH ROW "
        "WHEN (OLD.entry_id IS DISTINCT FROM NEW.entry_id) EXECUTE FUNCTION fulltext_move()",
    ]


def create_fulltext_tables(db: Database) -> None:
    """The PDFs' page text and reading state, as plain tables (no text index yet: phase 2)."""
    db.execute_sql(
        "CREATE TABLE fulltext_page (rowid BIGINT PRIMARY KEY, text TEXT NOT NULL, "
        "entry_id INTEGER, page INTEGER)"
    )
    db.execute_sql("CREATE INDEX fulltext_page_entry ON fulltext_page (entry_id)")
    db.execute_sql(
        "CREATE TABLE fulltext_state ("
        " attachment_id INTEGER PRIMARY KEY REFERENCES attachment (id) ON DELETE CASCADE,"
        " path TEXT NOT NULL, state TEXT NOT NULL, pages INTEGER NOT NULL DEFAULT 0,"
        " total INTEGER NOT NULL DEFAULT 0, message TEXT NOT NULL DEFAULT '')"
    )
    for sql in _fulltext_sql():
        db.execute_sql(sql)
