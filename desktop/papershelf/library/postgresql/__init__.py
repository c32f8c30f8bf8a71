"""The library on a PostgreSQL server: its connection, schema, migrations, triggers,
text index, bulk writers, copy and change feed (the PostgreSQL side of library/backend.py)."""
