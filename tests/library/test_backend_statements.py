"""Every statement a backend writes runs on that backend, proved in a test, not on a server.

Each backend lists the constant statements it writes itself (Backend.native_statements):
each is prepared on a new library of that backend (its DDL run, its queries EXPLAINed with
NULL for each parameter) inside a transaction that is rolled back. The text index's
queries, built per query shape, are EXPLAINed too, through the library's own execute (the
path every search takes). The `lib` fixture runs all of it on SQLite, and on PostgreSQL
when PAPERSHELF_TEST_PG names a server.
"""

from __future__ import annotations

import re
from pathlib import Path

import peewee
import pytest

from papershelf.library.db import Library
from papershelf.library.queries import RELEVANCE, SORT_SQL, Scope, Sort, count_matches, ordered_ids
from papershelf.library.search import And, Node, Not, Or, Text
from papershelf.library.sql import Sql
from papershelf.library.stats import reading_stats
from papershelf.services.exporting import ExportScope, export_text
from tests import rich_library

_LITERAL = re.compile(r"'(?:[^']|'')*'|\$\$.*?\$\$", re.DOTALL)
_QUERY = re.compile(r"\s*(?:SELECT|INSERT|UPDATE|DELETE|WITH)\b", re.IGNORECASE)
# The query shapes a search gives the text index (search_sql._expressible's kinds).
SHAPES: list[Node] = [
    Text("learning"),
    Text("deep learning", phrase=True, prefix=False),
    Text("optim", column="title"),
    Or((Text("graph"), Text("network"))),
    And((Text("neural"), Not(Text("survey")))),
]


class _RollBackError(Exception):
    """Raised to roll the statements' transaction back."""


def _marks(lib: Library, sql: str) -> int:
    """How many parameters *sql* takes, outside string literals and function bodies."""
    code = _LITERAL.sub("", sql)
    return code.count("?") if lib.backend.name == "sqlite" else code.count("%s")


def prepare(lib: Library, sql: str) -> None:
    """Compile *sql* on lib's backend without changing the library: a definition is run, a
    query is EXPLAINed (with NULL parameters); the error says which statement failed."""
    try:
        if _QUERY.match(sql):
            lib.db.execute_sql(f"EXPLAIN {sql}", [None] * _marks(lib, sql))
        else:
            lib.db.execute_sql(sql)
    except peewee.DatabaseError as exc:
        raise AssertionError(f"{lib.backend.name} cannot run: {sql[:200]}\n{exc}") from exc


def prepare_all(lib: Library, statements: list[str]) -> int:
    """Prepare each statement in one transaction, rolled back; how many were prepared."""
    done = 0
    with pytest.raises(_RollBackError), lib.atomic():
        for sql in statements:
            prepare(lib, sql)
            done += 1
        raise _RollBackError
    return done


def test_every_native_statement_prepares(lib: Library) -> None:
    statements = lib.backend.native_statements()
    assert len(statements) >= 6
    assert prepare_all(lib, statements) == len(statements)


def test_every_text_index_query_shape_runs(lib: Library) -> None:
    """hits (scored or not), ids and the PDF pages' queries (words in no column: pages
    have none) for each shape, as a search sends them (through lib.execute), on an empty
    library."""
    index = lib.backend.text_index(lib)
    for node in SHAPES:
        queries = [index.hits(node, score=True), index.hits(node, False, alone=True)]
        queries.append(index.ids(node))
        if not (isinstance(node, Text) and node.column):
            queries += [index.page_ids(node), index.ranked_pages(node)]
        for sql, params in queries:
            assert lib.execute(f"SELECT count(*) FROM ({sql}) AS q", params).fetchone() == (0,)


def test_a_statement_the_backend_cannot_run_fails_the_check(lib: Library) -> None:
    """The check is not blind: a statement of the other engine's own, or naming a column
    that does not exist, fails it, and nothing is left behind."""
    other = {
        "sqlite": "SELECT setval('entry_id_seq', 1)",  # PostgreSQL's sequences
        "postgresql": "INSERT OR IGNORE INTO tag (name) VALUES (%s)",  # SQLite's conflict clause
    }[lib.backend.name]
    for sql in (other, "SELECT no_such_column FROM entry"):
        with pytest.raises(AssertionError, match=f"{lib.backend.name} cannot run"):
            prepare_all(lib, [sql])
    with pytest.raises(AssertionError, match="cannot run"):
        prepare_all(lib, ["CREATE TABLE probe_table (id INTEGER)", "SELECT nothing FROM nowhere"])
    assert prepare_all(lib, ["CREATE TABLE probe_table (id INTEGER)"]) == 1  # rolled back


def test_the_words_each_backend_spells_its_own_way_run(lib: Library) -> None:
    """Every backend.Words phrase in a statement, prepared on its backend (as lib.execute
    sends an Sql: its own text on SQLite, `.server` on PostgreSQL)."""
    words = lib.backend.words
    statements = [
        words.insert_ignoring("tag (name, color)", "VALUES (?, ?)", "RETURNING id"),
        f"SELECT {words.greatest('rating', '?')}, {words.least('rating', '?')} FROM entry "
        "WHERE TRUE",
        f"SELECT name FROM tag WHERE name {words.like} ? AND name {words.not_like} ? "
        f"AND id {words.distinct} ? ORDER BY {words.nocase_order('name')}",
        f"SELECT id FROM entry WHERE id IN (SELECT CAST(value AS INTEGER) "
        f"FROM {words.json_elements()})",
        f"SELECT {words.json_array_of('name')} FROM tag WHERE {words.trim_chars('name')} <> ''",
        f"SELECT {words.julian_day('date_added')} FROM entry "
        f"WHERE date_added >= {words.local_now_plus()} AND read_on {words.same} ?",
        "CREATE TEMP TABLE probe_words (id INTEGER)",
        f"SELECT count(*) FROM {words.temp}.probe_words",
    ]
    server = lib.backend.name == "postgresql"
    texts = [Sql(sql).server if server else Sql(sql) for sql in statements]
    assert prepare_all(lib, texts) == len(statements)


def test_the_library_on_the_server_runs_its_statements_as_written(
    lib: Library, tmp_path: Path
) -> None:
    """Building a library of everything through the services, then searching it (words,
    tag scopes, every sort), counting, exporting and reading its statistics, runs on the
    server with every statement as written (nothing translates SQLite text any more)."""
    if lib.backend.name == "sqlite":
        pytest.skip("the same run on SQLite is the rest of the suite")
    rich_library.build(lib, tmp_path)
    scopes = [Scope(), Scope("tag", "ml"), Scope("recent", 30), Scope("unfiled")]
    scopes += [Scope("missing"), Scope("status", 2)]
    for query in ("", "higgs", "Müller", "tag:ml", "title:model*", "year:>2000", "-tag:ml"):
        for scope in scopes:
            for key in (*SORT_SQL, RELEVANCE):
                ordered_ids(lib, scope, query, Sort(key))
            count_matches(lib, query, scope)
    assert count_matches(lib, "higgs") == 1
    assert reading_stats(lib).total > 0
    assert "@" in export_text(lib, ExportScope())


def _module_statements() -> list[Sql]:
    """Every Sql a module of papershelf.library keeps as a constant."""
    import importlib
    import pkgutil

    import papershelf.library as package

    found: list[Sql] = []
    for info in pkgutil.walk_packages(package.__path__, "papershelf.library."):
        module = importlib.import_module(info.name)
        found += [value for value in vars(module).values() if isinstance(value, Sql)]
    return found


def test_every_statement_kept_as_a_constant_prepares(lib: Library) -> None:
    statements = _module_statements()
    assert len(statements) >= 5
    server = lib.backend.name == "postgresql"
    texts = [sql.server if server else sql for sql in statements]
    assert prepare_all(lib, texts) == len(statements)
