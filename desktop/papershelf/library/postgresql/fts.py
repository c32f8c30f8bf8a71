"""The full-text index on PostgreSQL: a weighted `tsvector` per entry, kept in sync by triggers.

The counterpart of fts.py's FTS5 table. `entry_search (id, doc)` holds one search document
per entry, a GIN index over it, and three statement-level PL/pgSQL triggers on `entry`
(with transition tables, so a bulk INSERT of a thousand rows indexes them in one statement)
keep it right after every INSERT, UPDATE and DELETE, whoever writes.

Words are cut as FTS5's unicode61 tokenizer cuts them, so both backends find the same
entries (papershelf_fold): case goes (lower() under an ICU collation, whatever the
database's locale), accents go as remove_diacritics takes them off (NFD, marks dropped;
not `unaccent`, which also makes 'ß' 'ss' and 'ø' 'o', where FTS5 keeps them, so the two
would find different entries), the characters the text parser would glue words with
('.', '-', '@', '/', '_'...) become spaces, and what is left goes through the `simple`
configuration (no stemmer, no stop words: the FTS5 index has none). The columns are
weighted as fts.COLUMN_WEIGHTS: title A, authors B, keywords, notes and venue C, abstract
D (only four labels exist: a term scoped to one of the short C columns is checked against
that column's text too, see search_pg; the long abstract has a label of its own). A gap
lexeme that no query can spell sits between columns, so a phrase never runs from one
into the next. The PDFs' pages (fulltext_page) get a generated document column and a
GIN index of their own.

A bulk writer may set `papershelf.search_deferred` for its transaction (`suspended`): the
triggers then do nothing and the index is brought up to date once at the end.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from peewee import Database

from papershelf.library.sql import Sql
from papershelf.library.sqlite.fts import INDEXED_COLUMNS

if TYPE_CHECKING:
    from papershelf.library.db import Library

TABLE = "entry_search"
PAGE_TABLE = "fulltext_page"
FOLD = "papershelf_fold"
VECTOR = "papershelf_vector"
DOCUMENT = "papershelf_document"
TERM = "papershelf_term"
DEFERRED = "papershelf.search_deferred"
# The weight label of each indexed column (a column-scoped term asks for its label).
LABELS = {
    "title": "A",
    "authors_text": "B",
    "keywords": "C",
    "notes": "C",
    "venue": "C",
    "abstract": "D",
}
# ts_rank's weights for labels {D, C, B, A}, fts.COLUMN_WEIGHTS scaled into 0..1.
RANK_WEIGHTS = "{0.1, 0.4, 0.5, 1.0}"
# Columns in the document's order (the gap lexeme between each two).
_ORDER = ("title", "authors_text", "keywords", "notes", "venue", "abstract")
GAP = "-"  # a lexeme no query can spell: queries hold letters and digits only
NOTHING = "--"  # the lexeme a term without letters or digits looks for: never there
# Characters the text parser would keep inside one token ('a.b', 'x@y.org', 'graph-based',
# 'x_1', '<b>', '&amp;', '+5', 'c:/dir'), where FTS5 sees separate words: a space each.
GLUE = ".-/@_:\\<>&+~=?#%^|*$!'\""
# Combining diacritical marks, removed after NFD decomposition ('ö' -> 'o' + U+0308 -> 'o').
MARKS = "[\u0300-\u036f]+"


def _literal(text: str) -> str:
    """*text* as an SQL string literal, '%' doubled (psycopg reads it as a placeholder)."""
    return "'" + text.replace("'", "''").replace("%", "%%") + "'"


def _fold_sql() -> str:
    """papershelf_fold: lower case (ICU: any locale), accents removed as FTS5's
    remove_diacritics does (decomposed, marks dropped: 'ß' and 'ø' stay), the glue
    characters made spaces. Each step is a plain function call: regular expressions and
    translate() cost ten times more, so decomposition runs only on text beyond ASCII."""
    text = 'lower(t COLLATE "und-x-icu")'
    text = (
        f"CASE WHEN octet_length(t) = length(t) THEN {text} ELSE "
        f"regexp_replace(normalize({text}, NFD), {_literal(MARKS)}, '', 'g') END"
    )
    for char in GLUE:
        text = f"replace({text}, {_literal(char)}, ' ')"
    return (
        f"CREATE OR REPLACE FUNCTION {FOLD}(t text) RETURNS text LANGUAGE sql IMMUTABLE "
        f"PARALLEL SAFE STRICT AS $$ SELECT {text} $$"
    )


def _functions_sql() -> list[str]:
    """The folding, document and term functions (IMMUTABLE, so they can be indexed)."""
    fold = _fold_sql()
    vector = (
        f"CREATE OR REPLACE FUNCTION {VECTOR}(t text) RETURNS tsvector LANGUAGE sql "
        "IMMUTABLE PARALLEL SAFE AS $$ SELECT to_tsvector('pg_catalog.simple', "
        f"coalesce({FOLD}(t), '')) $$"
    )
    gap = f"'''{GAP}'':1'::tsvector"  # a position of its own: the next column starts after it
    parts = f" || {gap} || ".join(
        f"setweight({VECTOR}({name}), '{LABELS[name]}')" for name in _ORDER
    )
    arguments = ", ".join(f"{name} text" for name in _ORDER)
    document = (
        f"CREATE OR REPLACE FUNCTION {DOCUMENT}({arguments}) RETURNS tsvector LANGUAGE sql "
        f"IMMUTABLE PARALLEL SAFE AS $$ SELECT {parts} $$"
    )
    # The lexemes of *words* in order, as a phrase; the last a prefix if *prefix*; each
    # restricted to the weight labels *labels* ('' for any).
    term = (
        f"CREATE OR REPLACE FUNCTION {TERM}(words text, prefix boolean, labels text) "
        "RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ "
        "SELECT coalesce(string_agg(quote_literal(lexeme) || CASE WHEN prefix AND n = total "
        "THEN ':*' || labels WHEN labels <> '' THEN ':' || labels ELSE '' END, "
        f"' <-> ' ORDER BY n), '''{NOTHING}''')::tsquery "
        "FROM (SELECT lexeme, row_number() OVER (ORDER BY position) AS n, "
        "count(*) OVER () AS total "
        f"FROM unnest({VECTOR}(words)) AS u, unnest(u.positions) AS position) AS found $$"
    )
    return [fold, vector, document, term]


def _trigger_sql() -> list[str]:
    """The statement-level triggers (and their functions) that mirror entry writes."""
    columns = ", ".join(f"n.{name}" for name in _ORDER)
    deferred = f"IF current_setting('{DEFERRED}', true) = 'on' THEN RETURN NULL; END IF;"
    upsert = (
        f"INSERT INTO {TABLE} (id, doc) SELECT n.id, {DOCUMENT}({columns}) FROM new_rows n "
        "{where} ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc;"
    )
    changed = " OR ".join(f"o.{name} IS DISTINCT FROM n.{name}" for name in INDEXED_COLUMNS)
    on_update = (
        f"DELETE FROM {TABLE} WHERE id IN (SELECT id FROM old_rows EXCEPT "
        "SELECT id FROM new_rows); "
        + upsert.format(
            where=f"LEFT JOIN old_rows o ON o.id = n.id WHERE o.id IS NULL OR {changed}"
        )
    )
    on_delete = f"DELETE FROM {TABLE} WHERE id IN (SELECT id FROM old_rows);"
    bodies = {
        "insert": upsert.format(where=""),
        "update": on_update,
        "delete": on_delete,
    }
    transitions = {
        "insert": "NEW TABLE AS new_rows",
        "update": "OLD TABLE AS old_rows NEW TABLE AS new_rows",
        "delete": "OLD TABLE AS old_rows",
    }
    statements: list[str] = []
    for event, body in bodies.items():
        name = f"entry_search_{event}"
        statements.append(
            f"CREATE OR REPLACE FUNCTION {name}() RETURNS trigger LANGUAGE plpgsql AS $$ "
            f"BEGIN {deferred} {body} RETURN NULL; END $$"
        )
        statements.append(f"DROP TRIGGER IF EXISTS {name} ON entry")
        statements.append(
            f"CREATE TRIGGER {name} AFTER {event.upper()} ON entry REFERENCING "
            f"{transitions[event]} FOR EACH STATEMENT EXECUTE FUNCTION {name}()"
        )
    return statements


def create_index(db: Database) -> None:
    """Create the functions, the document table, its GIN index and the triggers; fill it."""
    for sql in _functions_sql():
        db.execute_sql(sql)
    db.execute_sql(
        f"CREATE TABLE IF NOT EXISTS {TABLE} (id INTEGER PRIMARY KEY, doc tsvector NOT NULL)"
    )
    db.execute_sql(f"CREATE INDEX IF NOT EXISTS {TABLE}_doc ON {TABLE} USING gin (doc)")
    # The PDFs' pages (triggers_pg's plain table): a document each, kept by the server.
    db.execute_sql(
        f"ALTER TABLE {PAGE_TABLE} ADD COLUMN IF NOT EXISTS doc tsvector "
        f"GENERATED ALWAYS AS ({VECTOR}(text)) STORED"
    )
    db.execute_sql(f"CREATE INDEX IF NOT EXISTS {PAGE_TABLE}_doc ON {PAGE_TABLE} USING gin (doc)")
    create_triggers(db)
    rebuild_index(db)


def create_triggers(db: Database) -> None:
    """Create (or replace) the triggers that keep the documents in sync."""
    for sql in _trigger_sql():
        db.execute_sql(sql)


def drop_triggers(db: Database) -> None:
    """Drop the sync triggers: the documents go stale until the next rebuild."""
    for event in ("insert", "update", "delete"):
        db.execute_sql(f"DROP TRIGGER IF EXISTS entry_search_{event} ON entry")


def rebuild_index(db: Database) -> None:
    """Make every entry's document again (and drop those of entries gone)."""
    db.execute_sql(f"DELETE FROM {TABLE} WHERE id NOT IN (SELECT id FROM entry)")
    index_entries(db, "TRUE", ())


def index_entries(db: Database, where: str, params: tuple[object, ...]) -> None:
    """(Re)make the documents of the entries for which *where* (psycopg's %s style) holds."""
    columns = ", ".join(_ORDER)
    db.execute_sql(
        f"INSERT INTO {TABLE} (id, doc) SELECT id, {DOCUMENT}({columns}) FROM entry "
        f"WHERE {where} ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc",
        params,
    )


def reindex(lib: Library) -> int:
    """Rebuild the documents (and the functions and triggers) in one transaction; how many."""
    with lib.atomic():
        create_index(lib.db)
        lib.db.execute_sql(f"ANALYZE {TABLE}")
    return int(lib.execute(Sql("SELECT count(*) FROM entry")).fetchone()[0])


def is_consistent(lib: Library) -> bool:
    """Whether every entry, and no other, has its document as its text makes it now."""
    columns = ", ".join(f"e.{name}" for name in _ORDER)
    row = lib.db.execute_sql(
        f"SELECT (SELECT count(*) FROM entry e FULL JOIN {TABLE} s ON s.id = e.id "
        f"WHERE s.id IS NULL OR e.id IS NULL OR s.doc IS DISTINCT FROM {DOCUMENT}({columns}))"
    ).fetchone()
    return int(row[0]) == 0


@contextmanager
def suspended(lib: Library) -> Iterator[None]:
    """Run a bulk write with the triggers idle and index once at the end, in one transaction.

    Entries written meanwhile by other connections are indexed by their own triggers.
    """
    with lib.atomic():
        defer(lib)
        yield
        resume(lib)
        rebuild_index(lib.db)


def defer(lib: Library) -> None:
    """Idle the triggers until the end of the current transaction (the writer indexes what
    it wrote itself: index_entries)."""
    lib.db.execute_sql(f"SELECT set_config('{DEFERRED}', 'on', true)")


def resume(lib: Library) -> None:
    """Let the triggers index again within the current transaction."""
    lib.db.execute_sql(f"SELECT set_config('{DEFERRED}', 'off', true)")
