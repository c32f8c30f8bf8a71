"""Every query the search grammar allows finds the same entries on SQLite and PostgreSQL.

A property test (issue 30, item 6): hypothesis builds queries from the grammar of
`library/search.py` (words, prefixes, phrases, field terms and filters, NOT / '-', AND,
OR, parentheses) over the words, keys, tags and lists of one library imported into both
backends, and each query must find the same set of entries on both, sorted by relevance
as `papershelf search` sorts (ranking may differ: bm25 against ts_rank).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from papershelf.library.db import Library, open_library
from papershelf.library.queries import RELEVANCE, Sort, ordered_ids
from papershelf.services.importing import import_file
from papershelf.services.lists import add_to_list, create_list, find_list
from papershelf.services.tags import add_tag
from tests.backends import server_schema
from tests.paths import DATA

pytestmark = pytest.mark.postgresql

WORDS = [
    "attention", "atten", "transformer", "neural", "network", "learning", "graph", "deep",
    "über", "stochastic", "gradient", "optimizers", "policy", "the", "of", "2019", "x",
]  # fmt: skip
TAGS = ["a", "a/b", "ml", "ml/rl", "z"]
FIELDS = ["title", "author", "abstract", "venue", "notes", "keywords"]
FILTERS = [
    "tag:a", "tag:ml", "tag:ml/rl", "tag:nope", 'list:"To read"', "list:none", "type:article",
    "type:inproceedings", 'type:"misc"', "year:2017", "year:2010..2020", "year:>=2019",
    "year:<2000", "rating:>=3", "rating:0", "status:unread", "status:read|reading",
    "attachments:none", "attachments:pdf", "doi:10.", "added:<30d", "added:2020..2030",
]  # fmt: skip


def _library(target: Path | str, folder: Path) -> Library:
    """A library at *target*: roundtrip.bib without its files, some tags and a list."""
    lib = open_library(target)
    text = (DATA / "roundtrip.bib").read_text(encoding="utf-8")
    copy = folder / "roundtrip.bib"
    copy.write_text(re.sub(r"(?im)^\s*file\s*=.*$", "", text), encoding="utf-8")
    import_file(lib, copy)
    ids = [row[0] for row in lib.execute("SELECT id FROM entry ORDER BY key").fetchall()]
    for number, name in enumerate(TAGS):
        add_tag(lib, ids[number :: len(TAGS) + 1], name)
    create_list(lib, "To read")
    list_id = find_list(lib, "To read")
    assert list_id is not None
    add_to_list(lib, list_id, ids[::3])
    return lib


@pytest.fixture(scope="module")
def pair(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Library, Library]]:
    """The same library on SQLite and on PostgreSQL."""
    url = os.environ.get("PAPERSHELF_TEST_PG")
    if not url:
        pytest.skip("PAPERSHELF_TEST_PG is not set")
    folder = tmp_path_factory.mktemp("grammar")
    local = _library(folder / "local.sqlite", folder)
    for target in server_schema(url):
        server = _library(target, folder)
        try:
            yield local, server
        finally:
            server.close()
    local.close()


def _keys(lib: Library) -> list[str]:
    """Every citation key of the library."""
    return [row[0] for row in lib.execute("SELECT key FROM entry ORDER BY key").fetchall()]


def terms(keys: list[str]) -> st.SearchStrategy[str]:
    """One term of the grammar: a word, prefix, phrase, field term or filter."""
    word = st.sampled_from(WORDS)
    return st.one_of(
        word,
        word.map(lambda w: f"{w}*"),
        st.lists(word, min_size=1, max_size=3).map(lambda ws: '"' + " ".join(ws) + '"'),
        st.tuples(st.sampled_from(FIELDS), word).map(lambda fw: f"{fw[0]}:{fw[1]}"),
        st.sampled_from(FILTERS),
        st.sampled_from(keys).map(lambda k: f"key:{k[:3]}"),
        st.sampled_from(keys).map(lambda k: f'key:"{k}"'),
    )


def queries(keys: list[str]) -> st.SearchStrategy[str]:
    """Queries of the grammar: unary, AND (written or not), OR and parenthesised groups."""
    unary = st.tuples(st.sampled_from(["", "-", "NOT "]), terms(keys)).map("".join)

    def combine(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
        """One level up: groups, negated groups, ANDs and ORs of what is below."""
        joined = st.tuples(inner, st.sampled_from([" ", " AND ", " OR "]), inner)
        return st.one_of(
            joined.map("".join),
            inner.map(lambda q: f"({q})"),
            inner.map(lambda q: f"-({q})"),
        )

    return st.recursive(unary, combine, max_leaves=6)


def _found(lib: Library, query: str, keys: dict[int, str]) -> set[str]:
    """The keys *query* finds on *lib*, sorted by relevance as the CLI's search does."""
    return {keys[i] for i in ordered_ids(lib, query=query, sort=Sort(RELEVANCE))}


def test_a_word_ored_with_a_filter_is_answered_on_both(pair: tuple[Library, Library]) -> None:
    local, server = pair
    keys = dict(local.execute("SELECT id, key FROM entry").fetchall())
    server_keys = dict(server.execute("SELECT id, key FROM entry").fetchall())
    found = _found(local, "tag:a OR graph", keys)
    assert found and found == _found(server, "tag:a OR graph", server_keys)


def test_generated_queries_find_the_same_entries_on_both(pair: tuple[Library, Library]) -> None:
    local, server = pair
    local_keys = dict(local.execute("SELECT id, key FROM entry").fetchall())
    server_keys = dict(server.execute("SELECT id, key FROM entry").fetchall())

    @settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
    @given(queries(_keys(local)))
    def same_on_both(query: str) -> None:
        assert _found(local, query, local_keys) == _found(server, query, server_keys), query

    same_on_both()
