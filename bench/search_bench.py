"""Search benchmark: keystroke-to-first-page times at 100,000 generated entries (not a test).

Builds datagen's deterministic search library (realistic abstracts: a Zipf-distributed
vocabulary of real and generated words, 1-12 authors, nested tags, reading lists), then types 200
typical 1-3 word queries key by key and times the first page of results (ids + the rows a
view paints), plain and inside a tag scope, beside a plain `LIKE '%word%'` scan of the same
data. Writes bench/results/search.json and prints a Markdown table.

    .venv/bin/python bench/search_bench.py [--entries N] [--keep PATH]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))
sys.path.insert(0, str(HERE))

import datagen  # noqa: E402
from datagen import FAMILY_NAMES, FUNCTION_WORDS, Row, Zipf  # noqa: E402

from papershelf.library.db import Library, open_library  # noqa: E402
from papershelf.library.queries import (  # noqa: E402
    RELEVANCE,
    Scope,
    Sort,
    first_page_ids,
    load_rows,
    ordered_ids,
)
from papershelf.library.sqlite import fts  # noqa: E402

RESULTS = HERE / "results" / "search.json"
PAGE = 60  # rows a list view shows at once
SEED = datagen.SEARCH_SEED


def build(path: Path, rows: list[tuple[Row, list[Row]]], bulk: bool) -> tuple[Library, float]:
    """A new library of *rows*; *bulk* suspends the index triggers. Seconds the inserts took."""
    lib = open_library(path)
    start = time.perf_counter()
    with lib.backend.text_index_suspended(lib) if bulk else lib.atomic():
        for first in range(0, len(rows), 5000):
            datagen.insert_search_entries(lib, rows[first : first + 5000])
    return lib, time.perf_counter() - start


def typical_queries(rng: random.Random, vocab: Zipf, count: int) -> list[str]:
    """1-3 word queries people type: topic words, pairs and triples of them, author + topic.

    Mostly real words (the domain list and the sample's words, common to rare), sometimes a
    rare generated word standing in for a niche technical term.
    """
    made_up = datagen.MADE_UP_WORDS
    real = [w for w in vocab.words[: len(vocab.words) - made_up] if w not in FUNCTION_WORDS]
    rare = vocab.words[-made_up : -made_up // 2]

    def topic() -> str:
        """One topic word, now and then a rare one."""
        return rng.choice(rare) if rng.random() < 0.1 else rng.choice(real).lower()

    queries: list[str] = []
    while len(queries) < count:
        kind = rng.random()
        size = 1 if kind < 0.45 else 2 if kind < 0.8 else 3
        if kind > 0.92:
            queries.append(f"{rng.choice(FAMILY_NAMES).lower()} {topic()}")
        else:
            queries.append(" ".join(topic() for _ in range(size)))
    return queries


def keystrokes(query: str) -> list[str]:
    """What the search box holds after each key of *query* (spaces included)."""
    return [query[:n] for n in range(1, len(query) + 1)]


def percentiles(times: list[float]) -> dict[str, float]:
    """p50, p95 and max of *times* (seconds) in milliseconds, and how many there were."""
    ordered = sorted(times)
    pick = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000  # noqa: E731
    return {
        "n": len(ordered),
        "p50_ms": pick(0.5),
        "p95_ms": pick(0.95),
        "max_ms": ordered[-1] * 1000,
    }


def timed(action: Callable[[], object]) -> float:
    """Seconds *action* took."""
    start = time.perf_counter()
    action()
    return time.perf_counter() - start


def first_page(lib: Library, text: str, scope: Scope) -> bool:
    """What a keystroke costs: the first page of ids and the rows painted; whether ranked."""
    page = first_page_ids(lib, text, scope, Sort(RELEVANCE), limit=PAGE)
    load_rows(lib, page.ids)
    return page.exact


def like_first_page(lib: Library, text: str) -> object:
    """The old search: every word LIKE '%word%' in six columns, newest first, one page."""
    columns = ("title", "abstract", "authors_text", "venue", "keywords", "notes")
    clauses, params = [], []
    for word in text.split():
        clauses.append("(" + " OR ".join(f"{c} LIKE ?" for c in columns) + ")")
        params += [f"%{word}%"] * len(columns)
    sql = (
        f"SELECT id FROM entry WHERE {' AND '.join(clauses) or '1'} "
        f"ORDER BY date_added DESC, id DESC LIMIT {PAGE}"
    )
    ids = [row[0] for row in lib.execute(sql, params)]
    return load_rows(lib, ids)


def measure_typing(lib: Library, queries: list[str], scope: Scope) -> dict[str, float]:
    """Keystroke-to-first-page times over every key of every query, and the share ranked."""
    times: list[float] = []
    ranked = 0
    for text in (text for query in queries for text in keystrokes(query)):
        start = time.perf_counter()
        ranked += first_page(lib, text, scope)
        times.append(time.perf_counter() - start)
    return {**percentiles(times), "ranked_share": round(ranked / len(times), 3)}


def measure_whole(lib: Library, queries: list[str], action: Callable[[str], object]) -> dict:
    """Times of *action* over whole queries."""
    return percentiles([timed(lambda q=q: action(q)) for q in queries])


def measure(lib: Library, queries: list[str], tag: str) -> dict[str, object]:
    """Every figure of the run; the tag scope before and after the planner's statistics."""
    scope = Scope("tag", tag)
    results: dict[str, object] = {
        "typing_first_page": measure_typing(lib, queries, Scope()),
        "typing_first_page_tag_scope_no_statistics": measure_typing(lib, queries[:30], scope),
    }
    results["seconds_updating_statistics"] = round(timed(lambda: fts.update_statistics(lib.db)), 3)
    results["typing_first_page_tag_scope"] = measure_typing(lib, queries, scope)
    by_relevance, by_title = Sort(RELEVANCE), Sort("title", False)
    results["full_ranked_ids"] = measure_whole(
        lib, queries, lambda q: ordered_ids(lib, Scope(), q, by_relevance)
    )
    results["full_ranked_ids_tag_scope"] = measure_whole(
        lib, queries, lambda q: ordered_ids(lib, scope, q, by_relevance)
    )
    results["first_page_sorted_by_title"] = measure_whole(
        lib, queries, lambda q: first_page_ids(lib, q, Scope(), by_title)
    )
    results["like_first_page_whole_queries"] = measure_whole(
        lib, queries[:40], lambda q: like_first_page(lib, q)
    )
    results["fts_first_page_whole_queries_same_sample"] = measure_whole(
        lib, queries[:40], lambda q: first_page(lib, q, Scope())
    )
    return results


def markdown(results: dict[str, object]) -> str:
    """The figures as a Markdown table."""
    lines = ["| measurement | n | p50 ms | p95 ms | max ms |", "|---|---:|---:|---:|---:|"]
    for name, value in results.items():
        if isinstance(value, dict) and "p50_ms" in value:
            share = f" ({value['ranked_share']:.0%} ranked)" if "ranked_share" in value else ""
            lines.append(
                f"| {name}{share} | {value['n']} | {value['p50_ms']:.2f} "
                f"| {value['p95_ms']:.2f} | {value['max_ms']:.1f} |"
            )
    return "\n".join(lines)


def run(entries: int, folder: Path) -> dict[str, object]:
    """Build the libraries, time the searches, return every figure."""
    started = time.perf_counter()
    vocab = datagen.search_vocabulary(random.Random(SEED))
    rows = list(datagen.search_entries(entries, vocab))
    generated = time.perf_counter() - started
    bulk, bulk_seconds = build(folder / "bulk.sqlite", rows, bulk=True)
    bulk.close()
    lib, trigger_seconds = build(folder / "search.sqlite", rows, bulk=False)
    with lib.atomic():
        tags = datagen.organise_search_library(lib, entries)
    tag = "ml/optimization"
    queries = typical_queries(random.Random(SEED + 2), vocab, 200)
    results: dict[str, object] = {
        "entries": entries,
        "vocabulary": len(vocab.words),
        "seconds_generating": round(generated, 1),
        "seconds_inserting_with_triggers": round(trigger_seconds, 1),
        "seconds_inserting_suspended_then_rebuild": round(bulk_seconds, 1),
        "file_mb": round((folder / "search.sqlite").stat().st_size / 1e6),
        "tag_scope_entries": int(
            lib.execute("SELECT count(*) FROM entry_tag WHERE tag_id = ?", [tags[tag]]).fetchone()[
                0
            ]
        ),
        "example_queries": queries[:12],
    }
    results.update(measure(lib, queries, tag))
    results["seconds_total"] = round(time.perf_counter() - started, 1)
    lib.close()
    return results


def main() -> None:
    """Run the benchmark, write bench/results/search.json, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=100_000)
    parser.add_argument(
        "--keep", type=Path, help="build the libraries in this folder and keep them"
    )
    args = parser.parse_args()
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        for old in args.keep.glob("*.sqlite*"):
            old.unlink()
        results = run(args.entries, args.keep)
    else:
        with tempfile.TemporaryDirectory() as folder:
            results = run(args.entries, Path(folder))
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(markdown(results))
    print({k: v for k, v in results.items() if not isinstance(v, dict)})


if __name__ == "__main__":
    main()
