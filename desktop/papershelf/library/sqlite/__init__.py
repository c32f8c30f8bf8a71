"""The library in a SQLite file: its connection, schema migrations, triggers, FTS5 text
index, bulk writers and copy (the SQLite side of library/backend.py)."""
