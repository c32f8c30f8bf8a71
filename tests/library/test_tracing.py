"""traced(lib): the statements a piece of work runs, counted the same way on both backends."""

from __future__ import annotations

from papershelf.library.db import Library
from papershelf.library.models import Tag
from papershelf.library.tracing import traced


def test_raw_sql_peewee_queries_and_executemany_are_each_one_statement(lib: Library) -> None:
    with traced(lib) as trace:
        lib.execute("SELECT count(*) FROM entry WHERE id > ?", [0])
        lib.executemany(
            "INSERT INTO tag (name, color) VALUES (?, ?)", [(f"t{i}", "#000000") for i in range(50)]
        )
        assert Tag.select().where(Tag.name == "t1").count(lib.db) == 1
    assert len(trace.statements) == 3
    assert trace.calls[0][1] == [0] and "FROM entry" in trace.statements[0]
    assert trace.statements[1].startswith("INSERT INTO tag")
    lib.execute("SELECT 1")  # after the block: no longer recorded
    assert len(trace.statements) == 3
