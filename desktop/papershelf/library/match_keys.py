"""Each entry's duplicate lookup keys (schema v12): indexed columns an import looks its
records' candidates up in, so that it never reads the whole library (issue 38).

The keys are 64-bit hashes of what services/duplicate_keys.py makes of an entry (the
normalised DOI, arXiv id, title with year, and the title's two blocking keys), computed in
Python: SQL cannot normalise a title as services.identity does. An import stores them
with the entries it adds (match_stale = 0); an entry written any other way, or whose DOI,
URL, title, year or `eprint` field changes, gets match_stale = 1 (the column's default and
each backend's triggers: sqlite/match_triggers.py, postgresql/match_triggers.py), and the
next import computes its keys again before it looks anything up. A hash that collides only
brings one more candidate, which the full comparison then turns down.
"""

from __future__ import annotations

from peewee import Database

KEY_COLUMNS = ("match_doi", "match_arxiv", "match_title", "match_head", "match_tail")
STALE = "match_stale"
# The entry columns (and the entry_field name) the keys are made of.
SOURCE_COLUMNS = ("title", "title_inferred", "doi", "url", "year")
SOURCE_FIELD = "eprint"
FIELD_TRIGGERS = (
    "entry_match_field_insert",
    "entry_match_field_delete",
    "entry_match_field_update",
)
TRIGGER_NAMES = ("entry_match_update", *FIELD_TRIGGERS)


def index_sql() -> list[str]:
    """The partial indexes of the key columns (entries without a key take no room), and of
    the stale entries (as good as empty between imports); the same SQL on both engines."""
    made = [
        f"CREATE INDEX IF NOT EXISTS entry_{column} ON entry ({column}) WHERE {column} IS NOT NULL"
        for column in KEY_COLUMNS
    ]
    return [*made, f"CREATE INDEX IF NOT EXISTS entry_{STALE} ON entry (id) WHERE {STALE} = 1"]


def create_indexes(db: Database) -> None:
    """Create the key columns' indexes (no-op for those that exist)."""
    for sql in index_sql():
        db.execute_sql(sql)
