"""The query language on a fixed library: each query and the entries it must find."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta

import pytest

from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.queries import (
    RELEVANCE,
    SORT_SQL,
    Scope,
    Sort,
    count_matches,
    first_page_ids,
    ordered_ids,
)
from papershelf.services.entries import set_rating, set_status
from tests.backends import BACKENDS, library_on
from tests.factories import add, record

TODAY = date.today()

# label -> the record's fields; abstracts are written so that each word below is only
# where the table expects it.
PAPERS: dict[str, dict[str, object]] = {
    "attention": dict(
        title="Attention Is All You Need",
        year=2017,
        authors="Vaswani, Ashish and Shazeer, Noam",
        venue="NeurIPS",
        entry_type="inproceedings",
        key="vaswani2017attention",
        doi="10.48550/arXiv.1706.03762",
        keywords="transformers, sequence models",
        abstract="Dominant sequence transduction models rely on recurrent layers; we propose "
        "a simpler design built on self-attention alone.",
    ),
    "adam": dict(
        title="Adam: A Method for Stochastic Optimization",
        year=2015,
        authors="Kingma, Diederik P. and Ba, Jimmy",
        venue="ICLR",
        key="kingma2015adam",
        abstract="We introduce Adam, an algorithm for first-order gradient-based optimization "
        "of stochastic objectives; it compares well with other optimizers.",
    ),
    "schrodinger": dict(
        title="Schrödinger Bridges for Generative Modeling",
        year=2023,
        authors="Müller, Jürgen and Chen, Li",
        venue="ICML",
        entry_type="inproceedings",
        abstract="Diffusion processes between two distributions: the Schrödinger bridge "
        "problem solved with iterative fitting.",
    ),
    "metamizer": dict(
        title="Metamizer: a Versatile Neural Optimizer",
        year=2025,
        authors="Wandel, Nils",
        venue="ICLR",
        abstract="A learned optimizer for physics simulations across PDEs.",
    ),
    "graphs": dict(
        title="Graph Neural Networks: A Review",
        year=2020,
        authors="Zhou, Jie and Cui, Ganqu",
        venue="AI Open",
        abstract="Neural networks that operate on graph structured data.",
    ),
    "bert": dict(
        title="BERT: Pre-training of Deep Bidirectional Transformers",
        year=2019,
        authors="Devlin, Jacob and Chang, Ming-Wei",
        venue="NAACL",
        abstract="A language representation model trained on unlabeled text.",
    ),
    "protein": dict(
        title="Highly accurate protein structure prediction with AlphaFold",
        year=2021,
        authors="Jumper, John",
        venue="Nature",
        abstract="Proteins are essential to life; predicting their structure from sequence.",
    ),
    "rl": dict(
        title="Playing Atari with Deep Reinforcement Learning",
        year=2013,
        authors="Mnih, Volodymyr",
        venue="arXiv",
        notes="classic; reread for the replay buffer",
        abstract="A convolutional agent learns control policies from pixels; the state "
        "graph is never built.",
    ),
    "sql": dict(
        title="Injection: '; DROP TABLE entry; --",
        year=2022,
        authors="Tables, Bobby",
        abstract='Attacks with quotes " and 100% of the underscores_ in names.',
    ),
    "noyear": dict(
        title="Notes on Optimal Transport",
        year=None,
        authors="",
        abstract="Optimal transport and Wasserstein distances.",
    ),
    "studies": dict(
        title="Case Studies in Fairness",
        year=2024,
        authors="Okafor, Ada",
        abstract="Audits of automated decisions.",
    ),
    "near": dict(
        title="NEAR and FAR: operators as words",
        year=2022,
        authors="Ivanova, Mila",
        abstract="Query syntax where AND OR NOT are typed as plain text.",
    ),
}
ALL = frozenset(PAPERS)
TAGS = {
    "ml": ["adam"],
    "ml/rl": ["rl"],
    "ml/nlp": ["attention", "bert"],
    "mlops": ["graphs"],
    "bio": ["protein"],
    "reading group": ["schrodinger"],
}
LISTS = {"ICLR 2025 Papers": ["metamizer"], "To read": ["attention", "protein"]}
ADDED = {  # days before today; the rest were added on fixed dates in 2019
    "attention": 3,
    "adam": 10,
    "bert": 200,
}
FIXED_ADDED = {"graphs": "2019-02-10", "protein": "2019-06-30", "rl": "2019-07-01"}


def _build(lib: Library) -> dict[str, int]:
    """Import the papers, then give them statuses, ratings, tags, lists and dates by SQL."""
    records = []
    for fields in PAPERS.values():
        values = dict(fields)
        records.append(record(str(values.pop("title")), values.pop("year"),  # type: ignore[arg-type]
                              str(values.pop("authors")), **values))  # fmt: skip
    ids = dict(zip(PAPERS, add(lib, *records).added, strict=True))
    set_status(lib, [ids["attention"]], Status.READ)
    set_status(lib, [ids["adam"]], Status.READING)
    for label, stars in {"attention": 5, "adam": 4, "bert": 3, "graphs": 1}.items():
        set_rating(lib, [ids[label]], stars)
    with lib.atomic():
        for name, labels in TAGS.items():
            tag_id = lib.insert("INSERT INTO tag (name) VALUES (?)", [name])
            for label in labels:
                lib.execute("INSERT INTO entry_tag VALUES (?, ?)", [ids[label], tag_id])
        for name, labels in LISTS.items():
            list_id = lib.insert(
                "INSERT INTO reading_list (name, description, created) VALUES (?, '', ?)",
                [name, "2019-01-01 00:00:00"],
            )
            for position, label in enumerate(labels):
                lib.execute(
                    "INSERT INTO list_membership VALUES (?, ?, ?, '')",
                    [list_id, ids[label], float(position)],
                )
        for label in PAPERS:
            day = FIXED_ADDED.get(label, "2019-09-15")
            if label in ADDED:
                day = (TODAY - timedelta(days=ADDED[label])).isoformat()
            lib.execute(
                "UPDATE entry SET date_added = ? WHERE id = ?", [f"{day} 12:00:00", ids[label]]
            )
    return ids


@pytest.fixture(scope="module", params=BACKENDS)
def shelf(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Library, dict[str, int]]]:
    """The fixed library, built once for the whole table (on SQLite, then on PostgreSQL)."""
    for lib in library_on(request, tmp_path_factory.mktemp("search")):
        yield lib, _build(lib)


def _but(*labels: str) -> frozenset[str]:
    """Every paper except *labels*."""
    return ALL - set(labels)


QUERIES: list[tuple[str, set[str] | frozenset[str]]] = [
    # bare words: prefixes, case and accents ignored, all must match
    ("attention", {"attention"}),
    ("ATTENTION", {"attention"}),
    ("atten", {"attention"}),
    ("optimizer", {"metamizer", "adam"}),
    ("optimizers", {"metamizer", "adam"}),
    ("optim", {"adam", "metamizer", "noyear"}),
    ("optim*", {"adam", "metamizer", "noyear"}),
    ("schrodinger", {"schrodinger"}),
    ("Schrödinger", {"schrodinger"}),
    ("SCHRÖDINGER bridge", {"schrodinger"}),
    ("muller", {"schrodinger"}),
    ("jurgen chen", {"schrodinger"}),
    ("neural networks", {"graphs"}),
    ("neural", {"graphs", "metamizer"}),
    ("study", {"studies"}),
    ("studies", {"studies"}),
    ("protein structure", {"protein"}),
    ("protein AND structure", {"protein"}),
    ("transformer", {"attention", "bert"}),
    ("transformer*", {"attention", "bert"}),
    ("deep", {"bert", "rl"}),
    ("wasserstein", {"noyear"}),
    ("graph", {"graphs", "rl"}),
    ("zebra", set()),
    # phrases
    ('"neural networks"', {"graphs"}),
    ('"networks neural"', set()),
    ('"graph neur"*', {"graphs"}),
    ('"graph neur"', set()),
    ('"optimal transport"', {"noyear"}),
    # negation, OR, parentheses
    ("-attention", _but("attention")),
    ("NOT attention", _but("attention")),
    ("transformer -bert", {"attention"}),
    ("deep -reinforcement", {"bert"}),
    ("-graph -attention", _but("graphs", "rl", "attention")),
    ("attention OR protein", {"attention", "protein"}),
    ("deep reinforcement OR protein", {"rl", "protein"}),
    ("deep (reinforcement OR bidirectional)", {"rl", "bert"}),
    ("(attention OR protein) year:>=2020", {"protein"}),
    ("graph OR year:2017", {"graphs", "rl", "attention"}),
    ("-(graph OR deep)", _but("graphs", "rl", "bert")),
    ("NOT NOT attention", {"attention"}),
    # text fields
    ("title:graph", {"graphs"}),
    ("abstract:graph", {"graphs", "rl"}),
    ("author:vaswani", {"attention"}),
    ("author:ashish", {"attention"}),
    ('author:"Vaswani, Ashish"', {"attention"}),
    ("authors:chen OR author:zhou", {"schrodinger", "graphs"}),
    ("venue:iclr", {"adam", "metamizer"}),
    ("venue:nature", {"protein"}),
    ("notes:replay", {"rl"}),
    ("keywords:transformers", {"attention"}),
    ("title:optimizer -venue:iclr", set()),
    # filters on keys, DOIs, types
    ("key:vaswani", {"attention"}),
    ("key:VASWANI2017ATTENTION", {"attention"}),
    ('key:"vaswani2017"', set()),
    ("doi:10.48550", {"attention"}),
    ("doi:https://doi.org/10.48550/arXiv.1706.03762", {"attention"}),
    ("type:inproceedings", {"attention", "schrodinger"}),
    ("type:article", _but("attention", "schrodinger")),
    # tags (nested) and lists (quoted names)
    ("tag:ml", {"adam", "rl", "attention", "bert"}),
    ("tag:ml/nlp", {"attention", "bert"}),
    ("tag:ML/NLP", {"attention", "bert"}),
    ("tag:mlops", {"graphs"}),
    ('tag:"reading group"', {"schrodinger"}),
    ("-tag:ml", _but("adam", "rl", "attention", "bert")),
    ("tag:ml transformer", {"attention", "bert"}),
    ("tag:nothing", set()),
    ('list:"ICLR 2025 Papers"', {"metamizer"}),
    ('list:"to read"', {"attention", "protein"}),
    ('list:"To read" protein', {"protein"}),
    # numbers, statuses, dates
    ("year:2017", {"attention"}),
    ("year:2019..2021", {"bert", "graphs", "protein"}),
    ("year:>=2023", {"schrodinger", "metamizer", "studies"}),
    ("year:>2023", {"metamizer", "studies"}),
    ("year:<2015", {"rl"}),
    ("year:..2015", {"adam", "rl"}),
    ("rating:>=4", {"attention", "adam"}),
    ("rating:3", {"bert"}),
    ("rating:1..3", {"bert", "graphs"}),
    ("status:read", {"attention"}),
    ("status:reading", {"adam"}),
    ("status:unread|reading", _but("attention")),
    ("added:<30d", {"attention", "adam"}),
    ("added:<7d", {"attention"}),
    ("added:>30d", _but("attention", "adam")),
    ("added:2019-01..2019-06", {"graphs", "protein"}),
    ("added:2019-07", {"rl"}),
    ("added:>=2020 year:<2020", {"attention", "adam", "bert"}),
    ("added:2019-07..2019-08 year:<2020", {"rl"}),
    # operators and symbols typed as text, SQL-looking text
    ("NEAR", {"near"}),
    ('"AND OR NOT"', {"near"}),
    ("100%", {"sql"}),
    ("DROP TABLE", {"sql"}),
    ("'; DROP TABLE entry; --", {"sql"}),
    ("underscores_", {"sql"}),
    ("title:injection AND author:bobby", {"sql"}),
    # unfinished input: the best reading still runs
    ("(attention", {"attention"}),
    ("attention)", {"attention"}),
    ('"attention', {"attention"}),
    ("attention OR", {"attention"}),
    ("-", ALL),
    ("year:abc", ALL),
    ("title:", ALL),
    ("", ALL),
]


def _found(lib: Library, ids: dict[str, int], query: str) -> set[str]:
    """The labels of the entries *query* finds."""
    labels = {entry_id: label for label, entry_id in ids.items()}
    return {labels[i] for i in ordered_ids(lib, query=query)}


@pytest.mark.parametrize(("query", "expected"), QUERIES, ids=[q or "<empty>" for q, _ in QUERIES])
def test_query_finds_exactly(
    shelf: tuple[Library, dict[str, int]], query: str, expected: set[str]
) -> None:
    lib, ids = shelf
    assert _found(lib, ids, query) == set(expected)


def test_the_table_is_big_enough() -> None:
    assert len(QUERIES) >= 60
    assert len({q for q, _ in QUERIES}) == len(QUERIES)


@pytest.mark.parametrize(("query", "expected"), QUERIES[::7])
def test_first_page_and_count_agree_with_ordered_ids(
    shelf: tuple[Library, dict[str, int]], query: str, expected: set[str]
) -> None:
    lib, _ids = shelf
    page = first_page_ids(lib, query, limit=5, typing=False)
    full = ordered_ids(lib, query=query, sort=Sort(RELEVANCE))
    assert page.exact and page.ids == full[:5]
    assert page.total == len(full) == len(expected) == count_matches(lib, query)


def test_query_inside_a_sidebar_scope(shelf: tuple[Library, dict[str, int]]) -> None:
    lib, ids = shelf
    in_list = ordered_ids(lib, Scope("list", 2), "protein")  # "To read"
    assert in_list == [ids["protein"]]
    read = ordered_ids(lib, Scope("status", int(Status.READ)), "transformer")
    assert read == [ids["attention"]]
    assert ordered_ids(lib, Scope("status", int(Status.READ)), "protein") == []


def test_column_sort_still_applies_to_a_query(shelf: tuple[Library, dict[str, int]]) -> None:
    lib, ids = shelf
    by_year = ordered_ids(lib, query="transformer OR protein", sort=Sort("year", False))
    assert by_year == [ids["attention"], ids["bert"], ids["protein"]]
    by_title = ordered_ids(lib, query="neural", sort=Sort("title", False))
    assert by_title == [ids["graphs"], ids["metamizer"]]


def test_relevance_puts_title_hits_above_abstract_hits(lib: Library) -> None:
    report = add(
        lib,
        record("Other matters", abstract="graph " * 20),
        record("Graph methods", abstract="Nothing else here."),
        record("More graph theory", abstract="A graph, and a graph again."),
    )
    abstract_only, title_hit, both = report.added
    ranked = ordered_ids(lib, query="graph", sort=Sort(RELEVANCE))
    assert ranked.index(both) < ranked.index(abstract_only)
    assert ranked.index(title_hit) < ranked.index(abstract_only)
    assert first_page_ids(lib, "graph").ids == ranked


def test_relevance_without_words_is_newest_first(shelf: tuple[Library, dict[str, int]]) -> None:
    lib, _ids = shelf
    assert ordered_ids(lib, query="year:>2000", sort=Sort(RELEVANCE)) == ordered_ids(
        lib, query="year:>2000", sort=Sort("added", True)
    )


def test_big_result_sets_come_unranked_first(
    shelf: tuple[Library, dict[str, int]], monkeypatch: pytest.MonkeyPatch
) -> None:
    import papershelf.library.queries as queries

    lib, _ids = shelf
    monkeypatch.setattr(queries, "RANK_LIMIT", 1)
    page = first_page_ids(lib, "optim", limit=2)
    assert not page.exact and page.total == 3
    everything = ordered_ids(lib, query="optim", sort=Sort(RELEVANCE))
    assert page.ids == sorted(everything, reverse=True)[:2]  # newest (highest id) first


@pytest.mark.parametrize("query", ["optim", "", "tag:ml", "-graph", "neural OR year:2017"])
def test_first_page_in_a_column_order(shelf: tuple[Library, dict[str, int]], query: str) -> None:
    lib, _ids = shelf
    by_title = Sort("title", False)
    page = first_page_ids(lib, query, sort=by_title, limit=3)
    full = ordered_ids(lib, query=query, sort=by_title)
    assert page.exact and page.ids == full[:3] and page.total == len(full)


FILTERS_ALONE = ["", "year:2000..2020", "tag:ml", 'list:"To read"', "status:unread -year:2017"]


@pytest.mark.parametrize("key", sorted(set(SORT_SQL) - {"position", RELEVANCE}))
@pytest.mark.parametrize("query", FILTERS_ALONE)
def test_filters_alone_give_their_page_and_count_apart(
    shelf: tuple[Library, dict[str, int]], query: str, key: str
) -> None:
    """A query of filters alone (no words) is paged by ordered_ids' own order, blanks last
    included, and counted by a statement of its own: both agree with the whole list."""
    lib, _ids = shelf
    for descending in (False, True):
        order = Sort(key, descending)
        full = ordered_ids(lib, query=query, sort=order)
        for limit in (2, len(full) + 1):
            page = first_page_ids(lib, query, sort=order, limit=limit)
            assert page.exact and page.ids == full[:limit] and page.total == len(full)
