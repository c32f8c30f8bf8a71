"""The full-text index on PostgreSQL: a weighted `tsvector` per entry, kept in sync by triggers.

The counterpart of fts.py's FTS5 table. `entry_search (id, doc)` holds one search document
per entry, a GIN index over it, and three statement-level PL/pgSQL triggers on `entry`
(with transition tables, so a bulk INSERT of a thousand rows indexes them in one statement)
keep it right after every INSERT, UPDATE and DELETE, whoever writes.

Words are cut as FTS5's unicode61 tokenizer cuts them, so both backends find the same
entries: accents go (`unaccent`), case goes (lower() under an ICU collation, whatever the
database's locale), every character that is neither letter nor digit becomes a space,
and what is left goes through the `simple` configuration (no stemmer, no stop words, as
the FTS5 index has none). The columns are weighted as fts.COLUMN_WEIGHTS: title A, authors
B, keywords C, abstract, notes and venue D (only four labels exist: a term scoped to one
of the D columns is checked against that column's text too, see search_pg). A gap lexeme
that no query can spell sits between columns, so a phrase never runs from one into the next.

A bulk writer may set `papershelf.search_deferred` for its transaction (`suspended`): the
triggers then do nothing and the index is brought up to date once at the end.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from peewee import Database

from papershelf.library.fts import INDEXED_COLUMNS

if TYPE_CHECKING:
    from papershelf.library.db import Library

TABLE = "entry_search"
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
    "abstract": "D",
    "notes": "D",
    "venue": "D",
}
# ts_rank's weights for labels {D, C, B, A}, fts.COLUMN_WEIGHTS scaled into 0..1.
RANK_WEIGHTS = "{0.1, 0.4, 0.5, 1.0}"
# Columns in the document's order (the gap lexeme between each two).
_ORDER = ("title", "authors_text", "keywords", "abstract", "notes", "venue")
GAP = "-"  # a lexeme no query can spell: queries hold letters and digits only
NOTHING = "--"  # the lexeme a term without letters or digits looks for: never there
# ASCII punctuation and the commonest Unicode punctuation: a space each, before the parser
# (it would keep 'a.b' or 'x@y.org' whole, where FTS5 sees two or three words).
_PUNCTUATION = (
    "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
    "\u00a1\u00a7\u00ab\u00b6\u00b7\u00bb\u00bf\u00d7\u00f7\u2010\u2011\u2012\u2013\u2014"
    "\u2015\u2016\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u2020\u2021\u2022\u2026"
    "\u2030\u2032\u2033\u2039\u203a\u2044\u00a9\u00ae\u2122\u00b0\u00b1\u2212\u3001\u3002"
)


def _literal(text: str) -> str:
    """*text* as an SQL string literal, '%' doubled (psycopg reads it as a placeholder)."""
    return "'" + text.replace("'", "''").replace("%", "%%") + "'"


def _functions_sql(unaccent_schema: str) -> list[str]:
    """The folding, document and term functions (IMMUTABLE, so they can be indexed)."""
    unaccent = f'"{unaccent_schema}".unaccent'
    spaces = " " * len(_PUNCTUATION)
    fold = (
        f"CREATE OR REPLACE FUNCTION {FOLD}(t text) RETURNS text LANGUAGE sql IMMUTABLE "
        f"PARALLEL SAFE STRICT AS $$ SELECT lower(translate({unaccent}("
        f"'{unaccent_schema}.unaccent'::regdictionary, t), {_literal(_PUNCTUATION)}, "
        f"'{spaces}') COLLATE \"und-x-icu\") $$"
    )
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


def unaccent_schema(db: Database) -> str:
    """The schema of the `unaccent` extension, installing it first if it is missing.

    A new installation goes into `public` when this role may create there (one copy per
    database serves every library in it), else into the library's own schema.
    """
    found = db.execute_sql(
        "SELECT n.nspname FROM pg_extension x JOIN pg_namespace n ON n.oid = x.extnamespace "
        "WHERE x.extname = 'unaccent'"
    ).fetchone()
    if found is not None:
        return str(found[0])
    row = db.execute_sql(
        "SELECT CASE WHEN has_schema_privilege('public', 'CREATE') THEN 'public' "
        "ELSE current_schema() END"
    ).fetchone()
    schema = str(row[0])
    db.execute_sql(f'CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA "{schema}"')
    return schema


def create_index(db: Database) -> None:
    """Create the functions, the document table, its GIN index and the triggers; fill it."""
    for sql in _functions_sql(unaccent_schema(db)):
        db.execute_sql(sql)
    db.execute_sql(
        f"CREATE TABLE IF NOT EXISTS {TABLE} (id INTEGER PRIMARY KEY, doc tsvector NOT NULL)"
    )
    db.execute_sql(f"CREATE INDEX IF NOT EXISTS {TABLE}_doc ON {TABLE} USING gin (doc)")
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
    return int(lib.execute("SELECT count(*) FROM entry").fetchone()[0])


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
        lib.db.execute_sql(f"SELECT set_config('{DEFERRED}', 'on', true)")
        yield
        lib.db.execute_sql(f"SELECT set_config('{DEFERRED}', 'off', true)")
        rebuild_index(lib.db)


def defer(lib: Library) -> None:
    """Idle the triggers until the end of the current transaction (a bulk import's batches
    are indexed by index_range instead)."""
    lib.db.execute_sql(f"SELECT set_config('{DEFERRED}', 'on', true)")


def resume(lib: Library) -> None:
    """Let the triggers index again within the current transaction."""
    lib.db.execute_sql(f"SELECT set_config('{DEFERRED}', 'off', true)")


def index_range(lib: Library, first_id: int, last_id: int) -> None:
    """Index the entries with ids first_id..last_id (a bulk import's batch) in one statement."""
    index_entries(lib.db, "id BETWEEN %s AND %s", (first_id, last_id))
