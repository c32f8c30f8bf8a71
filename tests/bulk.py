"""Fast generation of big libraries (raw inserts) for tests and benchmarks."""

from __future__ import annotations

import random

from papershelf.library.db import Library

WORDS = [
    "learning",
    "neural",
    "graph",
    "model",
    "diffusion",
    "transformer",
    "optimal",
    "policy",
    "protein",
    "sparse",
    "robust",
    "language",
    "vision",
    "reinforcement",
    "physics",
    "equation",
    "kernel",
    "bayesian",
    "causal",
    "generative",
    "adaptive",
]
FAMILIES = ("Smith", "Garcia", "Chen", "Müller", "Okafor", "Ivanova", "Tanaka", "Silva", "Kim")


def bulk_library(lib: Library, count: int, seed: int = 7) -> None:
    """Insert *count* entries with one author each, straight into SQL."""
    rng = random.Random(seed)
    rows = []
    people = []
    for i in range(1, count + 1):
        title = " ".join(rng.choice(WORDS) for _ in range(rng.randint(4, 10))).capitalize()
        family = rng.choice(FAMILIES)
        year = rng.randint(1990, 2025)
        abstract = " ".join(rng.choice(WORDS) for _ in range(25))
        added = f"2026-{rng.randint(1, 11):02d}-{rng.randint(1, 28):02d} 12:00:00"
        rows.append((i, f"key{i}", "article", title, family, family, year, "Venue", abstract,
                     rng.randint(0, 2), rng.randint(0, 5), added, added))  # fmt: skip
        people.append((i, "author", 0, family, "A."))
    with lib.backend.text_index_suspended(lib):  # one rebuild at the end beats a trigger per row
        lib.executemany(
            "INSERT INTO entry (id, key, entry_type, title, authors_text, author_sort, year, "
            "venue, abstract, status, rating, date_added, date_modified) "
            "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
            rows,
        )
        lib.executemany(
            "INSERT INTO person (entry_id, role, position, family, given) VALUES (?,?,?,?,?)",
            people,
        )
