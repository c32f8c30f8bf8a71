"""Every statement SQLite's backend writes as constant text, in an order that runs on a new
library (what makes a temporary view before what writes into it), for
tests/library/test_backend_statements.py to prepare: a statement SQLite cannot run fails
there, not in a person's library."""

from __future__ import annotations


def native_statements() -> list[str]:
    """The FTS5 index, its triggers and the tag sort's; the import's TEMP view, its trigger
    and its INSERT; the related papers' vocabulary table and change counters."""
    from papershelf.library import tag_order
    from papershelf.library.sqlite import fts, import_batches, related

    return [
        fts._table_sql(),
        *fts._trigger_sql(),
        *tag_order._trigger_sql(),
        import_batches._CREATE_VIEW,
        import_batches._CREATE_TRIGGER,
        import_batches._INSERT_BATCH,
        related.VOCABULARY_SQL,
        related.GENERATION_SQL,
    ]
