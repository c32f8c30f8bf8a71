"""The same library answers the same searches on SQLite and on PostgreSQL (issue 19).

Real BibTeX files and the ICLR abstracts are imported into a SQLite library and a
PostgreSQL one; hand-written queries and queries made from the entries' own words must
find the same set of entries (by citation key) on both. Ranking may differ (bm25 against
ts_rank), so only the sets are compared, and the unsorted listing's order.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.queries import RELEVANCE, Sort, ordered_ids
from papershelf.services.importing import import_file
from tests.backends import server_schema
from tests.paths import DATA, SAMPLE

pytestmark = pytest.mark.postgresql

FILES = ["roundtrip.bib", "faithful.bib", "malformed.bib", "abbreviations.bib"]
QUERIES = [
    "attention", "ATTENTION", "atten", "transformer", "transformers", "bert", "deep learn",
    "uber", "über", "Über konvergenz", "stochastic", "gradient*", "optimiz", "optimizers",
    "policy", "policies", "study", "neural network", '"neural network"', '"neural networks"',
    '"physics-based"', '"physics based"', "physics-based", "pde", "pdes", "metamizer",
    "navier stokes", '"navier-stokes equation"', "title:attention", "title:deep",
    "author:vaswani", "author:devlin", 'author:"vaswani, ashish"', "abstract:optimizer",
    "abstract:neural -title:neural", "venue:neurips", "venue:proceedings", "notes:paper",
    "keywords:learning", "journal:arxiv", "graph OR language", "(deep OR neural) -learning",
    "-neural", "NOT the", "language -bert", "title:paper number", '"paper number"*',
    "l1 regularized", "ell 1", "sqrt", "gpt 4", "4", "2019", "r language", "tugboat",
    "de la", "o'neil", "x_y", "100%", "ß", "日本", "naïve", "schrödinger", "cafe",
    "diffusion model", "reinforcement learn*", "llm OR llms", "type:article transformer",
    "year:>=2019 neural", "key:vaswani", "a", "e",
]  # fmt: skip
_WORD = re.compile(r"[^\W_]{3,}")


def _library(target: Path | str, folder: Path) -> Library:
    """A library at *target* with the test files and the ICLR abstracts imported (the files'
    `file =` lines left out: attachments are not what this compares)."""
    lib = open_library(target)
    for name in FILES:
        text = (DATA / name).read_text(encoding="utf-8")
        copy = folder / name
        copy.write_text(re.sub(r"(?im)^\s*file\s*=.*$", "", text), encoding="utf-8")
        import_file(lib, copy)
    import_file(lib, SAMPLE)
    return lib


@pytest.fixture(scope="module")
def pair(
    tmp_path_factory: pytest.TempPathFactory, pg_url: str
) -> Iterator[tuple[Library, Library]]:
    """The same files imported into a SQLite library and a PostgreSQL one."""
    folder = tmp_path_factory.mktemp("pair")
    local = _library(folder / "local.sqlite", folder)
    for url in server_schema(pg_url):
        server = _library(url, folder)
        try:
            yield local, server
        finally:
            server.close()
    local.close()


@pytest.fixture(scope="module")
def pg_url() -> str:
    """The test server (module scope: the pair is built once)."""
    import os

    url = os.environ.get("PAPERSHELF_TEST_PG")
    if not url:
        pytest.skip("PAPERSHELF_TEST_PG is not set")
    return url


def _keys(lib: Library, query: str) -> list[str]:
    """The citation keys *query* finds, in the view's order."""
    ids = ordered_ids(lib, query=query, sort=Sort(RELEVANCE))
    keys = dict(lib.execute("SELECT id, key FROM entry").fetchall())
    return [keys[i] for i in ids]


def _made_queries(lib: Library) -> list[str]:
    """Queries from the entries' own words: words, prefixes, phrases, fields, negations."""
    made: list[str] = []
    rows = lib.execute("SELECT title, authors_text, abstract FROM entry ORDER BY id").fetchall()
    for title, authors, abstract in rows:
        words = _WORD.findall(title or "")
        made += words[:2] + [w[:3] for w in words[:2]]
        if len(words) > 1:
            made += [f'"{words[0]} {words[1]}"', f"title:{words[-1]}", f"-{words[0]}"]
        made += [f"author:{w}" for w in _WORD.findall(authors or "")[:1]]
        made += [f"abstract:{w}" for w in _WORD.findall(abstract or "")[5:6]]
    return list(dict.fromkeys(made))


def test_the_same_queries_find_the_same_entries(pair: tuple[Library, Library]) -> None:
    local, server = pair
    queries = QUERIES + _made_queries(local)
    assert len(queries) > 150
    differ = {
        q: (sorted(a), sorted(b))
        for q in queries
        if set(a := _keys(local, q)) != set(b := _keys(server, q))
    }
    assert differ == {}
    assert sum(bool(_keys(local, q)) for q in queries) > 100  # most queries find something


def test_the_unsorted_listing_is_the_same(pair: tuple[Library, Library]) -> None:
    local, server = pair
    assert _keys(local, "") == _keys(server, "")
    assert len(_keys(local, "")) > 90
