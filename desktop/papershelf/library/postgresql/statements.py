"""Every statement PostgreSQL's backend writes as constant text, in an order that runs on a
new library, for tests/library/test_backend_statements.py to prepare on a server: a
statement the server cannot run fails there, not in a person's library."""

from __future__ import annotations


def native_statements() -> list[str]:
    """The text index's functions (folding first) and triggers; the tag sort's triggers
    (dropped, then made again, as create_tag_sort_triggers does); the snapshot stamp of a
    tag scope's table. (The PDF pages' tables and triggers are made once with the schema:
    its tests run them.)"""
    from papershelf.library.postgresql import backend, fts, triggers

    return [
        *fts._functions_sql(),
        *fts._trigger_sql(),
        *triggers._drop_tag_sort_sql(),
        *triggers._tag_sort_sql(),
        backend._SNAPSHOT_STAMP,
    ]
