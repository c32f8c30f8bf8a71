"""Related papers: sensible orderings on hand-written and real abstracts, always current."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.library.queries import entry_ids_by_key, ordered_ids
from papershelf.services import related
from papershelf.services.entries import update_entry
from papershelf.services.importing import import_file
from papershelf.services.related import RelatedIndex, Vector, build_index
from papershelf.services.related_search import attach
from papershelf.services.terms import tokens
from tests.factories import add, record

ABSTRACTS = {
    "fold": (
        "Protein structure prediction with attention",
        "We predict the three-dimensional structure of proteins from amino acid sequences. "
        "Our folding model uses multiple sequence alignments and residue contacts.",
    ),
    "design": (
        "Generative design of protein sequences",
        "A diffusion model generates amino acid sequences whose predicted structure folds "
        "into a target backbone; designed proteins are validated by structure prediction.",
    ),
    "ppo": (
        "Stable policy optimization for robot control",
        "We study reinforcement learning agents that learn a policy from reward. Clipped "
        "policy gradients stabilise training of locomotion controllers in simulation.",
    ),
    "offline": (
        "Offline reinforcement learning from logged data",
        "Agents learn a policy from a fixed dataset of transitions without interacting with "
        "the environment; conservative value estimates keep the policy near the data.",
    ),
    "gnn": (
        "Message passing on molecular graphs",
        "Graph neural networks pass messages between atoms to predict molecular properties. "
        "We add edge features for bond types and study over-smoothing of node embeddings.",
    ),
    "pde": (
        "Neural operators for fluid dynamics",
        "We learn solution operators of partial differential equations such as the "
        "Navier-Stokes equations, simulating turbulent flow faster than numerical solvers.",
    ),
}


def _library(lib: Library) -> dict[str, int]:
    """The hand-written abstracts in a library, by name -> entry id."""
    add(lib, *(record(t, key=k, abstract=a) for k, (t, a) in ABSTRACTS.items()))
    return entry_ids_by_key(lib, list(ABSTRACTS))


def _vector(index: RelatedIndex, entry_id: int) -> Vector:
    """The word vector of an entry that exists."""
    found = index.vector(entry_id)
    assert found is not None
    return found


def _keys(lib: Library, ids: list[int]) -> list[str]:
    """Citation keys of entry ids, in order."""
    names = dict(lib.execute("SELECT id, key FROM entry").fetchall())
    return [names[i] for i in ids]


def test_tokens_drop_stop_words_markup_and_plurals() -> None:
    text = r"We propose **Metamizer**, solving PDEs and equations with $\mathcal{O}(n)$ cost."
    assert tokens(text) == ["metamizer", "solving", "pde", "equation", "cost"]


def test_hand_written_abstracts_find_their_own_topic_first(lib: Library) -> None:
    ids = _library(lib)
    index = build_index(lib)
    for one, other in (("fold", "design"), ("ppo", "offline"), ("design", "fold")):
        hits = index.related(ids[one], 5)
        assert _keys(lib, [h.entry_id for h in hits])[0] == other
        assert hits[0].score > 2 * max((h.score for h in hits[1:]), default=0)


def test_scores_are_shares_of_the_entry_own_score_best_first(lib: Library) -> None:
    ids = _library(lib)
    hits = build_index(lib).related(ids["fold"], 10)
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True)
    assert all(0 < s <= 1 for s in scores)
    assert ids["fold"] not in [h.entry_id for h in hits]


def test_metamizer_ranks_the_pde_paper_above_unrelated_ones(
    lib: Library, sample_path: Path
) -> None:
    import_file(lib, sample_path)
    sample_lib = lib
    found = dict(sample_lib.execute("SELECT title, id FROM entry").fetchall())
    metamizer = next(i for t, i in found.items() if t.startswith("Metamizer"))
    fpnn = next(i for t, i in found.items() if t.startswith("FPNN"))  # Fokker-Planck PDE loss
    unrelated = [i for t, i in found.items() if t.startswith(("EDQ", "FiNE", "DPLM-2", "Bonsai"))]
    hits = build_index(sample_lib).related(metamizer, 18)
    order = [h.entry_id for h in hits]
    assert order[0] == fpnn
    scores = {h.entry_id: h.score for h in hits}
    assert all(scores[fpnn] > 2 * scores.get(i, 0.0) for i in unrelated)


def test_a_centroid_finds_what_a_selection_has_in_common(lib: Library) -> None:
    ids = _library(lib)
    index = build_index(lib)
    hits = index.similar(
        index.centroid([ids["ppo"], ids["fold"]]), 2, exclude=[ids["ppo"], ids["fold"]]
    )
    assert set(_keys(lib, [h.entry_id for h in hits])) == {"offline", "design"}


def test_new_and_edited_entries_count_at_once(lib: Library) -> None:
    ids = _library(lib)
    index = build_index(lib)
    assert index.related(ids["gnn"], 1)  # vectors are remembered...
    report = add(
        lib,
        record("Folding proteins", key="new", abstract="Proteins fold. " + ABSTRACTS["fold"][1]),
    )
    assert report.added[0] in index  # ...and forgotten as the library changes
    assert _keys(lib, [index.related(report.added[0], 1)[0].entry_id]) == ["fold"]
    update_entry(lib, ids["gnn"], {"abstract": ABSTRACTS["offline"][1], "title": "Offline agents"})
    assert _keys(lib, [index.related(ids["offline"], 1)[0].entry_id]) == ["gnn"]


def test_deleted_entries_are_no_longer_related(lib: Library) -> None:
    ids = _library(lib)
    index = build_index(lib)
    lib.execute("DELETE FROM entry WHERE id = ?", [ids["design"]])
    assert ids["design"] not in index
    assert ids["design"] not in [h.entry_id for h in index.related(ids["fold"], 10)]


def test_a_long_lived_index_answers_as_a_new_one_after_changes(lib: Library) -> None:
    ids = _library(lib)
    index = build_index(lib)
    before = {i: index.related(i, 3) for i in ids.values()}
    report = add(
        lib,
        *(record(f"Extra {n}", abstract=ABSTRACTS["pde"][1] + f" variant{n}") for n in range(4)),
    )
    fresh = build_index(lib)
    for entry_id in [*ids.values(), *report.added]:
        assert index.related(entry_id, 3) == fresh.related(entry_id, 3)
    assert index.related(ids["pde"], 3) != before[ids["pde"]]


def test_the_query_is_quoted_and_bounded(lib: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    ids = _library(lib)
    tricky = add(
        lib,
        record(
            'NEAR "title" OR AND: {abstract} NOT ^protein* -- fluid',
            abstract='Policy NEAR(fluid turbulent) title:flow "quoted" solvers\' dynamics.',
        ),
    ).added[0]
    index = build_index(lib)
    terms = index.query_terms(_vector(index, tricky))
    query = related.match_query(terms)
    assert query.startswith("{title abstract keywords} : (") and '"near"' in query
    assert all(word.isalnum() for term in terms for word, _ in term.spellings)
    assert index.related(tricky, 3)  # FTS5 takes the query
    monkeypatch.setattr(related, "QUERY_TERMS", 3)
    assert len(index.query_terms(_vector(index, ids["pde"]))) == 3
    monkeypatch.setattr(related, "POSTINGS_BUDGET", 1)  # only the strongest word fits
    assert len(index.query_terms(_vector(index, ids["pde"]))) == 1


def test_words_most_entries_hold_are_left_out(lib: Library) -> None:
    ids = _library(lib)
    for entry_id in list(ids.values())[:4]:
        update_entry(lib, entry_id, {"keywords": "benchmark"})
    index = build_index(lib)
    words = [term.word for term in _vector(index, ids["fold"]).terms]
    assert "benchmark" in words  # the entry has it, but 4 of 6 entries do:
    assert "benchmark" not in [t.word for t in index.query_terms(_vector(index, ids["fold"]))]


def test_plurals_and_singulars_find_each_other(lib: Library) -> None:
    add(
        lib,
        record("Solving PDEs with learned optimizers", key="one"),
        record("A PDE solver", key="two"),
        record("Graph attention", key="three"),
    )
    ids = entry_ids_by_key(lib, ["one", "two"])
    index = build_index(lib)
    assert [h.entry_id for h in index.related(ids["one"], 3)] == [ids["two"]]
    assert index.shared_words(ids["one"], ids["two"]) == ["pde"]


def test_an_empty_library_has_no_related_papers(lib: Library) -> None:
    index = build_index(lib)
    assert len(index) == 0 and index.related(1) == []
    assert index.similar(index.text_vector("protein"), 5) == []


def test_any_text_finds_the_papers_that_share_its_words(lib: Library) -> None:
    ids = _library(lib)
    index = build_index(lib)
    hits = index.similar(index.text_vector("turbulent flow", "Navier-Stokes solvers"), 2)
    assert hits[0].entry_id == ids["pde"] and hits[0].score == 1.0  # the best scales the rest


def test_related_search_term_finds_similar_papers_once_attached(lib: Library) -> None:
    ids = _library(lib)
    assert ordered_ids(lib, query="related:fold") == []  # no index attached: nothing, no error
    attach(lib)
    assert ids["design"] in ordered_ids(lib, query="related:fold")
    assert ids["fold"] not in ordered_ids(lib, query="related:fold")
    assert ordered_ids(lib, query="related:fold -diffusion") == [
        i for i in ordered_ids(lib, query="related:fold") if i != ids["design"]
    ]
    assert ordered_ids(lib, query="related:nosuchkey") == []


@pytest.mark.sqlite_only(reason="opens the library file with sqlite3")
def test_a_plain_read_only_connection_is_enough(lib: Library, sample_path: Path) -> None:
    import_file(lib, sample_path)
    metamizer = lib.execute("SELECT id FROM entry WHERE title LIKE 'Metamizer%'").fetchone()[0]
    expected = build_index(lib).related(metamizer, 5)
    lib.close()
    conn = sqlite3.connect(f"{lib.path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        index = build_index(conn)
        assert len(index) == 19 and index.related(metamizer, 5) == expected
    finally:
        conn.close()


def test_a_new_connection_gets_the_word_counts_table_again(lib: Library) -> None:
    ids = _library(lib)
    index = build_index(lib)
    expected = index.related(ids["fold"], 3)
    lib.db.close()
    lib.db.connect()  # a new connection: no TEMP table on it yet
    assert build_index(lib).related(ids["fold"], 3) == expected
    lib.db.close()
    lib.db.connect()  # the old index starts afresh on the new connection
    update_entry(lib, ids["gnn"], {"abstract": ABSTRACTS["offline"][1], "title": "Offline agents"})
    assert _keys(lib, [index.related(ids["offline"], 1)[0].entry_id]) == ["gnn"]
