"""Search benchmark: keystroke-to-first-page times at 100,000 generated entries (not a test).

Builds a deterministic library with realistic abstracts (a Zipf-distributed vocabulary of
real and generated words, 1-12 authors, nested tags, reading lists), then types 200
typical 1-3 word queries key by key and times the first page of results (ids + the rows a
view paints), plain and inside a tag scope, beside a plain `LIKE '%word%'` scan of the same
data. Writes bench/results/search.json and prints a Markdown table.

    .venv/bin/python bench/search_bench.py [--entries N] [--keep PATH]
"""

from __future__ import annotations

import argparse
import bisect
import itertools
import json
import random
import re
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))

from papershelf.library import fts  # noqa: E402
from papershelf.library.db import Library, open_library  # noqa: E402
from papershelf.library.queries import (  # noqa: E402
    RELEVANCE,
    Scope,
    Sort,
    first_page_ids,
    load_rows,
    ordered_ids,
)

SAMPLE = HERE.parent.parent / "shared" / "samples" / "iclr2025-abstracts.txt"
RESULTS = HERE / "results" / "search.json"
PAGE = 60  # rows a list view shows at once
SEED = 2025

# Words that every abstract is full of, most common first (they head the Zipf ranking).
FUNCTION_WORDS = (
    "the of and to in we a for that on is this by with as our are from an be which these can "
    "it its at or their such both while than into over not has have between using show"
).split()
DOMAIN_WORDS = (
    "learning neural network model training data graph diffusion transformer attention "
    "optimization optimizer gradient policy reinforcement agent reward protein structure "
    "sequence language vision image video segmentation detection robust adversarial sparse "
    "kernel bayesian inference variational causal generative adaptive federated privacy "
    "physics equation simulation molecular dynamics quantum circuit benchmark evaluation "
    "scalable efficient representation embedding contrastive pretraining finetuning memory "
    "retrieval reasoning planning control robotics manipulation navigation tabular forecasting "
    "anomaly uncertainty calibration fairness interpretability convergence regret bandit "
    "Schrödinger Poincaré Fréchet Gödel Hölder Lévy Erdős naïve Wasserstein Hamiltonian"
).split()
SUFFIXES = ("", "", "", "s", "ing", "ed", "ation", "al", "ity", "er", "ers", "ive")
SYLLABLES = (
    "ar be co di en fa ge hy in jo ka lu me no or pa qui ra si to ul ve wa xe yo ze "
    "tran spec morph graph lin quant struct vect syn therm cell phon flux gen bit net"
).split()
FAMILY_NAMES = (
    "Smith Garcia Chen Müller Okafor Ivanova Tanaka Silva Kim Nguyen Rossi Dubois Kowalski "
    "Andersson Haddad Novak Schrödinger Yilmaz Petrov Sato Costa Moreau Fischer Jansen "
    "Vaswani Shazeer Parmar Uszkoreit Jones Gomez Kaiser Polosukhin Bengio Hinton LeCun "
    "Sutskever Goodfellow Kingma Welling Ng Jordan Schölkopf Søgaard Łukasz Ñúñez Ødegaard "
    "Zhang Wang Li Liu Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Gao Luo Zheng"
).split()
GIVEN_NAMES = (
    "Ana Ben Chao Dana Emil Farah Gita Hugo Iris Jun Kofi Lena Mika Nora Omar Pia Ashish Noam "
    "Niki Jakob Llion Aidan José Zoë Renée Søren Jürgen Yoshua Geoffrey Yann Ilya Diederik Max"
).split()
VENUES = (
    "NeurIPS", "ICML", "ICLR", "CVPR", "ACL", "EMNLP", "AAAI", "JMLR", "TMLR", "Nature",
    "Physical Review Letters", "Bioinformatics", "arXiv",
)  # fmt: skip
TOP_TAGS = ("ml", "nlp", "cv", "rl", "theory", "bio", "physics", "systems", "hci", "stats")
SUB_TAGS = ("optimization", "generative", "survey", "benchmark", "to-read")
LISTS = ("To read", "ICLR 2025 Papers", "Thesis", "Group meeting", "Classics")


@dataclass
class Vocabulary:
    """Words by rank with cumulative Zipf weights, for fast weighted draws."""

    words: list[str]
    cumulative: list[float]

    def draw(self, rng: random.Random, count: int) -> list[str]:
        """*count* words, common ones far more often (as in real text)."""
        total = self.cumulative[-1]
        return [
            self.words[bisect.bisect(self.cumulative, rng.random() * total)] for _ in range(count)
        ]


def make_vocabulary(rng: random.Random, generated: int = 40_000) -> Vocabulary:
    """Real words first (function words, domain words, the sample's words), then made-up ones."""
    sample = SAMPLE.read_text(encoding="utf-8") if SAMPLE.exists() else ""
    counts: dict[str, int] = {}
    for word in re.findall(r"[A-Za-z]{3,}", sample):
        counts[word.lower()] = counts.get(word.lower(), 0) + 1
    real = sorted(counts, key=lambda w: -counts[w])
    words = list(dict.fromkeys([*FUNCTION_WORDS, *DOMAIN_WORDS, *real]))
    seen = set(words)
    while len(words) < len(FUNCTION_WORDS) + len(DOMAIN_WORDS) + len(real) + generated:
        stem = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))
        word = stem + rng.choice(SUFFIXES)
        if word not in seen:
            seen.add(word)
            words.append(word)
    weights = [1.0 / (rank + 2.7) ** 1.05 for rank in range(len(words))]
    return Vocabulary(words, list(itertools.accumulate(weights)))


def sentence(rng: random.Random, vocab: Vocabulary) -> str:
    """One abstract-like sentence of 8-28 words."""
    words = vocab.draw(rng, rng.randint(8, 28))
    if len(words) > 10 and rng.random() < 0.4:
        words[rng.randint(3, len(words) - 3)] += ","
    return " ".join(words).capitalize() + "."


def abstract(rng: random.Random, vocab: Vocabulary) -> str:
    """About 1,000-1,500 characters of abstract-like text."""
    target = rng.randint(1000, 1500)
    parts: list[str] = []
    length = 0
    while length < target:
        parts.append(sentence(rng, vocab))
        length += len(parts[-1]) + 1
    return " ".join(parts)


def title(rng: random.Random, vocab: Vocabulary) -> str:
    """A 4-12 word title, content words mostly, sometimes 'Name: subtitle'."""
    words = [w for w in vocab.draw(rng, 24) if w not in FUNCTION_WORDS][: rng.randint(4, 12)]
    text = " ".join(w.capitalize() if i == 0 else w for i, w in enumerate(words))
    if rng.random() < 0.2:
        text = f"{rng.choice(vocab.words[60:400]).capitalize()}: {text}"
    return text


def authors(rng: random.Random) -> list[tuple[str, str]]:
    """1-12 (family, given) pairs, few authors more often than many."""
    count = min(12, 1 + int(rng.expovariate(0.35)))
    return [(rng.choice(FAMILY_NAMES), rng.choice(GIVEN_NAMES)) for _ in range(count)]


def tag_names() -> list[str]:
    """About 60 tag names, nested two levels ('ml/optimization')."""
    return [*TOP_TAGS, *(f"{top}/{sub}" for top in TOP_TAGS for sub in SUB_TAGS)]


def entry_row(i: int, rng: random.Random, vocab: Vocabulary) -> tuple[tuple, list[tuple]]:
    """One entry's row and its people rows."""
    people = authors(rng)
    authors_text = " and ".join(f"{family}, {given}" for family, given in people)
    added = (
        f"{2019 + i * 7 // 100_001:04d}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} 12:00:00"
    )
    keywords = ", ".join(vocab.draw(rng, rng.randint(0, 5)))
    notes = sentence(rng, vocab) if rng.random() < 0.1 else ""
    row = (
        i, f"key{i}", "article", title(rng, vocab), authors_text, people[0][0],
        rng.randint(1990, 2025), rng.choice(VENUES), abstract(rng, vocab), keywords, notes,
        rng.randint(0, 2), rng.randint(0, 5), added, added, f"10.1000/bench.{i}",
    )  # fmt: skip
    return row, [(i, "author", n, family, given) for n, (family, given) in enumerate(people)]


ENTRY_SQL = (
    "INSERT INTO entry (id, key, entry_type, title, authors_text, author_sort, year, venue, "
    "abstract, keywords, notes, status, rating, date_added, date_modified, doi) "
    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
)
PERSON_SQL = "INSERT INTO person (entry_id, role, position, family, given) VALUES (?,?,?,?,?)"


def generated_entries(count: int, vocab: Vocabulary) -> Iterator[tuple[tuple, list[tuple]]]:
    """The same *count* entries every run."""
    rng = random.Random(SEED)
    for i in range(1, count + 1):
        yield entry_row(i, rng, vocab)


def insert_entries(lib: Library, rows: list[tuple[tuple, list[tuple]]]) -> None:
    """Insert entry and person rows with executemany (the fast path of an import)."""
    conn = lib.db.connection()
    conn.executemany(ENTRY_SQL, [row for row, _ in rows])
    conn.executemany(PERSON_SQL, [p for _, people in rows for p in people])


def organise(lib: Library, count: int) -> dict[str, int]:
    """Give entries 0-6 tags and put some in reading lists; tag name -> id."""
    rng = random.Random(SEED + 1)
    names = tag_names()
    conn = lib.db.connection()
    conn.executemany("INSERT INTO tag (name, color) VALUES (?, '#5b8def')", [(n,) for n in names])
    ids = {name: tid for tid, name in conn.execute("SELECT id, name FROM tag")}
    weights = [1.0 / (r + 1) for r in range(len(names))]
    pairs = {
        (entry, ids[name])
        for entry in range(1, count + 1)
        for name in rng.choices(names, weights, k=rng.choice((0, 1, 1, 2, 2, 3, 4, 6)))
    }
    conn.executemany("INSERT INTO entry_tag (entry_id, tag_id) VALUES (?, ?)", sorted(pairs))
    for n, name in enumerate(LISTS):
        cur = conn.execute(
            "INSERT INTO reading_list (name, created) VALUES (?, '2026-01-01')", [name]
        )
        members = rng.sample(range(1, count + 1), k=min(count, 200 * 5**n // 4))
        conn.executemany(
            "INSERT INTO list_membership (reading_list_id, entry_id, position, note) "
            "VALUES (?, ?, ?, '')",
            [(cur.lastrowid, e, float(p)) for p, e in enumerate(members)],
        )
    return ids


def build(path: Path, rows: list[tuple[tuple, list[tuple]]], bulk: bool) -> tuple[Library, float]:
    """A new library of *rows*; *bulk* suspends the index triggers. Seconds the inserts took."""
    lib = open_library(path)
    start = time.perf_counter()
    with fts.suspended(lib) if bulk else lib.atomic():
        for first in range(0, len(rows), 5000):
            insert_entries(lib, rows[first : first + 5000])
    return lib, time.perf_counter() - start


def typical_queries(rng: random.Random, vocab: Vocabulary, count: int) -> list[str]:
    """1-3 word queries people type: topic words, pairs and triples of them, author + topic.

    Mostly real words (the domain list and the sample's words, common to rare), sometimes a
    rare generated word standing in for a niche technical term.
    """
    real = [w for w in vocab.words[: len(vocab.words) - 40_000] if w not in FUNCTION_WORDS]
    rare = vocab.words[-40_000:-20_000]

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
    vocab = make_vocabulary(random.Random(SEED))
    rows = list(generated_entries(entries, vocab))
    generated = time.perf_counter() - started
    bulk, bulk_seconds = build(folder / "bulk.sqlite", rows, bulk=True)
    bulk.close()
    lib, trigger_seconds = build(folder / "search.sqlite", rows, bulk=False)
    with lib.atomic():
        tags = organise(lib, entries)
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
