"""Any text typed into the search box parses and runs: no exception, a result or a hint."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from papershelf.library.db import Library
from papershelf.library.queries import RELEVANCE, Scope, Sort, first_page_ids, ordered_ids
from papershelf.library.search import ParsedQuery, has_word, match_terms, parse
from tests.backends import BACKENDS, library_on
from tests.factories import add, record

PIECES = [
    "a", "graph", "Schrödinger", "optim*", "*", "-", "--", "(", ")", '"', "'", ":", "^", "%",
    "_", "\\", "OR", "AND", "NOT", "NEAR", "NEAR(", "title:", "author:", "tag:", "list:",
    "year:", "year:>=", "rating:", "status:", "added:", "key:", "doi:", "type:", "foo:",
    "2020..2024", "..", ">=", "<", "30d", "2026-01", "read|unread", "ml/rl", '"ICLR 2025',
    "'; DROP TABLE entry; --", "1=1", "{title}", "\x00", "é", "ß", "日本", "😀", " ", "  ",
    "\t", "\n", "9" * 30,
]  # fmt: skip
SETTINGS = settings(
    max_examples=300, deadline=None, database=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)  # fmt: skip
queries = st.one_of(
    st.text(max_size=40),
    st.lists(st.sampled_from(PIECES), max_size=12).map("".join),
    st.lists(st.sampled_from(PIECES), max_size=12).map(" ".join),
)


@pytest.fixture(scope="module", params=BACKENDS)
def small(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Library]:
    """A few entries, a tag and a list, so the generated SQL really runs (on both backends)."""
    for lib in library_on(request, tmp_path_factory.mktemp("prop")):
        add(
            lib,
            record("Graph networks", 2020, "Müller, Ana", abstract="Schrödinger graph ml/rl"),
            record("Optimizers", 2024, "Chen, Li", abstract='"quoted" 100% \'; DROP TABLE'),
            list_name="ICLR 2025",
        )
        lib.execute("INSERT INTO tag (name) VALUES ('ml/rl')")
        lib.execute("INSERT INTO entry_tag VALUES (1, 1)")
        yield lib


def _result_or_hint(text: str, parsed: ParsedQuery) -> bool:
    """The property: a query that holds a word was read as something, or says why not."""
    return parsed.node is not None or bool(parsed.hints) or not has_word(text)


@SETTINGS
@given(text=queries)
def test_parse_never_raises_and_reads_or_hints(text: str) -> None:
    parsed = parse(text)
    assert isinstance(parsed, ParsedQuery)
    assert _result_or_hint(text, parsed), (text, parsed)
    assert all(isinstance(h, str) and 0 < len(h) < 120 for h in parsed.hints)
    assert isinstance(match_terms(text), list)


@SETTINGS
@given(text=queries)
def test_any_query_runs_against_a_library(small: Library, text: str) -> None:
    ids = ordered_ids(small, query=text, sort=Sort(RELEVANCE))
    assert set(ids) <= {1, 2}
    page = first_page_ids(small, text, Scope("tag", "ml"))
    assert set(page.ids) <= {1}
    assert page.total == len(page.ids)
    assert ordered_ids(small, Scope("list", 1), text, Sort("title", False)) is not None
