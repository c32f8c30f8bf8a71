"""Deterministic generated libraries with realistic field lengths, for benchmarks."""

from __future__ import annotations

import random
from pathlib import Path

from papershelf.library import fts
from papershelf.library.db import Library, open_library

VOCABULARY = (
    "learning neural network model training data graph diffusion transformer attention "
    "optimization gradient policy reinforcement agent reward protein structure sequence "
    "language vision image video segmentation detection robust adversarial sparse kernel "
    "bayesian inference variational causal generative adaptive federated privacy physics "
    "equation simulation molecular dynamics quantum circuit benchmark evaluation scalable "
    "efficient representation embedding contrastive self-supervised pretraining finetuning "
    "memory retrieval reasoning planning control robotics manipulation navigation tabular "
    "time series forecasting anomaly uncertainty calibration fairness interpretability "
    "theory convergence bound sample complexity regret online bandit distribution shift"
).split()
FILLER = "we the a of and to in for with on that by this our is are from as which".split()
FAMILIES = (
    "Smith Garcia Chen Müller Okafor Ivanova Tanaka Silva Kim Nguyen Rossi Dubois Kowalski "
    "Andersson Haddad Novak Schrödinger Yilmaz Petrov Sato Costa Moreau Fischer Jansen"
).split()
GIVEN = "Ana Ben Chao Dana Emil Farah Gita Hugo Iris Jun Kofi Lena Mika Nora Omar Pia".split()
VENUES = ("NeurIPS", "ICML", "ICLR", "CVPR", "ACL", "EMNLP", "AAAI", "JMLR", "TMLR", "Nature")
TAG_NAMES = [f"{top}/{sub}" for top in ("ml", "bio", "vision", "nlp", "theory", "systems")
             for sub in ("core", "survey", "method", "dataset", "benchmark", "idea", "todo",
                         "reread", "cite")] + ["to-cite", "important", "maybe", "classic",
                                               "thesis", "group-meeting"]  # fmt: skip


def _zipf_word(rng: random.Random) -> str:
    """A vocabulary word, common ones far more often (as in real text)."""
    index = min(int(rng.paretovariate(1.1)) - 1, len(VOCABULARY) - 1)
    return VOCABULARY[index] if rng.random() < 0.7 else rng.choice(VOCABULARY)


def abstract(rng: random.Random) -> str:
    """About 1,000-1,500 characters of abstract-like text."""
    words: list[str] = []
    target = rng.randint(1000, 1500)
    length = 0
    while length < target:
        word = _zipf_word(rng) if rng.random() < 0.6 else rng.choice(FILLER)
        words.append(word)
        length += len(word) + 1
    return " ".join(words).capitalize() + "."


def _colour(rng: random.Random) -> str:
    """A mid-tone random colour."""
    return f"#{rng.randrange(0x404040, 0xDFDFDF):06x}"


def _date(rng: random.Random) -> str:
    """A date-added between 2018 and 2026."""
    return f"20{rng.randint(18, 26)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} 10:00:00"


def generate(path: Path, count: int, seed: int = 2025) -> Library:
    """Create (or reuse) a library of *count* generated entries at *path*."""
    if path.exists():
        return open_library(path)
    lib = open_library(path)
    rng = random.Random(seed)
    conn = lib.db.connection()
    with fts.suspended(lib):  # one index rebuild at the end beats a trigger per row
        conn.executemany(
            "INSERT INTO tag (id, name, color) VALUES (?, ?, ?)",
            [
                (i + 1, n, f"#{rng.randrange(0x404040, 0xDFDFDF):06x}")
                for i, n in enumerate(TAG_NAMES)
            ],
        )
        conn.executemany(
            "INSERT INTO reading_list (id, name, description, created) VALUES (?, ?, '', ?)",
            [(i + 1, f"Reading list {i + 1}", "2026-01-01 00:00:00") for i in range(5)],
        )
        for start in range(1, count + 1, 10_000):
            _insert_chunk(conn, rng, start, min(count, start + 9_999))
    return lib


def _insert_chunk(conn: object, rng: random.Random, first: int, last: int) -> None:
    """Insert entries first..last with their people, tags and list places."""
    entries, people, tags, places = [], [], [], []
    for i in range(first, last + 1):
        title = " ".join(_zipf_word(rng) for _ in range(rng.randint(5, 12))).capitalize()
        authors = [(rng.choice(FAMILIES), rng.choice(GIVEN)) for _ in range(rng.randint(1, 12))]
        text = " and ".join(f"{f}, {g}" for f, g in authors)
        added = (
            f"20{rng.randint(18, 26)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} 10:00:00"
        )
        entries.append((i, f"{authors[0][0].lower()}{i}", "inproceedings", title, text,
                        authors[0][0], rng.randint(1990, 2026), rng.choice(VENUES),
                        abstract(rng), rng.choice((0, 0, 0, 1, 2)), rng.choice((0, 0, 3, 4, 5)),
                        added, added))  # fmt: skip
        people += [(i, "author", p, f, g) for p, (f, g) in enumerate(authors)]
        tags += [(i, t) for t in rng.sample(range(1, len(TAG_NAMES) + 1), rng.randint(0, 6))]
        if rng.random() < 0.05:
            places.append((rng.randint(1, 5), i, float(i)))
    conn.executemany(  # type: ignore[attr-defined]
        "INSERT INTO entry (id, key, entry_type, title, authors_text, author_sort, year, venue, "
        "abstract, status, rating, date_added, date_modified) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)",
        entries,
    )
    conn.executemany(  # type: ignore[attr-defined]
        "INSERT INTO person (entry_id, role, position, family, given) VALUES (?,?,?,?,?)", people
    )
    conn.executemany("INSERT INTO entry_tag (entry_id, tag_id) VALUES (?,?)", tags)  # type: ignore[attr-defined]
    conn.executemany(  # type: ignore[attr-defined]
        "INSERT INTO list_membership (reading_list_id, entry_id, position, note) VALUES (?,?,?,'')",
        places,
    )
