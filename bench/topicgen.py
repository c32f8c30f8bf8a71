"""Generated topical libraries with known tags: for related-paper and tag-suggestion benchmarks.

Unlike datagen (a 100-word vocabulary, every abstract holding most of it), these abstracts
read like a field's: a large background vocabulary drawn with Zipf's law, plus the words
of one topic (sometimes two) and of its area. Each entry is tagged with its area and topic
(the ground truth a tag suggestion should find) and, now and then, a personal tag
('to-cite', 'thesis') that no text can predict.
"""

from __future__ import annotations

import bisect
import itertools
import random
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from papershelf.library.db import open_library

AREAS = {
    "vision": ("segmentation", "detection", "tracking", "depth", "captioning"),
    "language": ("translation", "summarization", "parsing", "dialogue", "retrieval"),
    "rl": ("exploration", "offline-rl", "multi-agent", "bandits", "planning"),
    "graphs": ("gnn", "link-prediction", "molecules", "knowledge-graphs", "condensation"),
    "theory": ("generalization", "optimization", "kernels", "sample-complexity", "privacy"),
    "bio": ("proteins", "genomics", "single-cell", "drug-design", "neuroscience"),
    "physics": ("pde", "fluids", "climate", "quantum", "materials"),
    "systems": ("compilers", "quantization", "distributed", "scheduling", "hardware"),
}
PERSONAL = (("to-cite", 0.10), ("thesis", 0.05))
SYLLABLES = (
    "ka lo mi ne ru sa ti vo bex dor fen gal hul jip kor lam mun nov pir qua ser tol".split()
)


@dataclass(frozen=True)
class Topic:
    """A topic: its area, its name (a tag) and the words its abstracts use."""

    area: str
    name: str
    words: tuple[str, ...]


def _word(rng: random.Random, syllables: int) -> str:
    """A pronounceable made-up word."""
    return "".join(rng.choice(SYLLABLES) for _ in range(syllables))


def _vocabulary(rng: random.Random, size: int, taken: set[str]) -> list[str]:
    """*size* distinct made-up words not in *taken*."""
    words: list[str] = []
    while len(words) < size:
        word = _word(rng, rng.randint(2, 4))
        if word not in taken:
            taken.add(word)
            words.append(word)
    return words


@dataclass
class Corpus:
    """The vocabularies a generated library draws from."""

    background: list[str]
    area_words: dict[str, list[str]]
    topics: list[Topic]

    @classmethod
    def make(cls, rng: random.Random) -> Corpus:
        """Background, area and topic vocabularies (topic names are words of their topic)."""
        taken: set[str] = set()
        background = _vocabulary(rng, 30_000, taken)
        area_words = {area: _vocabulary(rng, 30, taken) for area in AREAS}
        topics = [
            Topic(area, name, (*name.split("-"), *_vocabulary(rng, 40, taken)))
            for area, names in AREAS.items()
            for name in names
        ]
        return cls(background, area_words, topics)


def _zipf(rng: random.Random, words: list[str] | tuple[str, ...]) -> str:
    """A word of *words*, the r-th one with a chance in proportion to 1/r (Zipf's law)."""
    weights = _CUMULATIVE.get(len(words))
    if weights is None:
        weights = _CUMULATIVE[len(words)] = list(
            itertools.accumulate(1 / r for r in range(1, len(words) + 1))
        )
    return words[bisect.bisect(weights, rng.random() * weights[-1])]


_CUMULATIVE: dict[int, list[float]] = {}


def _text(rng: random.Random, corpus: Corpus, topics: list[Topic], length: int) -> str:
    """*length* words: background, the topics' words and their area's."""
    words: list[str] = []
    for _ in range(length):
        roll = rng.random()
        if roll < 0.28:
            words.append(_zipf(rng, rng.choice(topics).words))
        elif roll < 0.36:
            words.append(_zipf(rng, corpus.area_words[topics[0].area]))
        else:
            words.append(_zipf(rng, corpus.background))
    return " ".join(words)


def entry(rng: random.Random, corpus: Corpus) -> tuple[str, str, list[str]]:
    """(title, abstract, true tags) of one generated paper."""
    topics = [rng.choice(corpus.topics)]
    if rng.random() < 0.3:
        topics.append(rng.choice(corpus.topics))
    title = _text(rng, corpus, topics[:1], rng.randint(6, 11)).capitalize()
    abstract = _text(rng, corpus, topics, rng.randint(80, 140)).capitalize() + "."
    tags = list(dict.fromkeys(tag for t in topics for tag in (t.area, t.name)))
    tags += [name for name, share in PERSONAL if rng.random() < share]
    return title, abstract, tags


def generate(path: Path, count: int, seed: int = 7) -> dict[int, list[str]]:
    """Create a library of *count* topical entries, all tagged; returns id -> true tags."""
    rng = random.Random(seed)
    corpus = Corpus.make(rng)
    open_library(path).close()
    truth: dict[int, list[str]] = {}
    conn = sqlite3.connect(path)
    tag_ids: dict[str, int] = {}
    rows, links = [], []
    for entry_id in range(1, count + 1):
        title, abstract, tags = entry(rng, corpus)
        truth[entry_id] = tags
        added = (
            f"20{rng.randint(20, 26)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} 09:00:00"
        )
        rows.append((entry_id, f"gen{entry_id}", title, abstract, added, added))
        links += [(entry_id, tag_ids.setdefault(tag, len(tag_ids) + 1)) for tag in tags]
    with conn:
        conn.executemany(
            "INSERT INTO entry (id, key, title, abstract, date_added, date_modified) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            rows,
        )
        conn.executemany(
            "INSERT INTO tag (id, name) VALUES (?, ?)", [(i, n) for n, i in tag_ids.items()]
        )
        conn.executemany("INSERT INTO entry_tag (entry_id, tag_id) VALUES (?, ?)", links)
    conn.close()
    return truth
