"""Deterministic generated libraries for the benchmarks: the one place that makes them.

Three kinds, each seeded so every run (and every machine) gets the same data:
- `generate`: the list-view library (table, organise, search_gui and related benches): a
  100-word vocabulary shared by every abstract of ~1,000-1,500 characters, 1-12 authors,
  0-6 nested tags, a few reading lists.
- `search_vocabulary` / `search_entries` / `organise_search_library`: search_bench's
  library, Zipf-distributed real and made-up words (~40,000), so rare words are rare.
- `generate_topical`: abstracts that read like a field's (a background vocabulary plus
  a topic's and its area's words), every entry tagged with its area and topic: the ground
  truth for the related-papers and tag-suggestion benches.
"""

from __future__ import annotations

import bisect
import itertools
import math
import random
import re
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import physics_data

from papershelf.library.db import Library, open_library

# The app's own copy of the sample (the same file as ../shared/samples): a bare clone has it.
SAMPLE = Path(__file__).resolve().parents[1] / "resources" / "samples" / "iclr2025-abstracts.txt"
FAMILIES = (
    "Smith Garcia Chen Müller Okafor Ivanova Tanaka Silva Kim Nguyen Rossi Dubois Kowalski "
    "Andersson Haddad Novak Schrödinger Yilmaz Petrov Sato Costa Moreau Fischer Jansen"
).split()
GIVEN = "Ana Ben Chao Dana Emil Farah Gita Hugo Iris Jun Kofi Lena Mika Nora Omar Pia".split()
VENUES = ("NeurIPS", "ICML", "ICLR", "CVPR", "ACL", "EMNLP", "AAAI", "JMLR", "TMLR", "Nature")
Row = tuple[Any, ...]


# --- shared pieces --------------------------------------------------------------------------
@dataclass
class Zipf:
    """Words by rank with cumulative weights 1 / (rank + offset) ** exponent, for fast draws."""

    words: Sequence[str]
    cumulative: list[float]

    @classmethod
    def of(cls, words: Sequence[str], offset: float = 1.0, exponent: float = 1.0) -> Zipf:
        """The words, the first far more often than the last (Zipf's law)."""
        weights = (1.0 / (rank + offset) ** exponent for rank in range(len(words)))
        return cls(words, list(itertools.accumulate(weights)))

    def pick(self, rng: random.Random) -> str:
        """One word, common ones far more often."""
        return self.words[bisect.bisect(self.cumulative, rng.random() * self.cumulative[-1])]

    def draw(self, rng: random.Random, count: int) -> list[str]:
        """*count* words."""
        return [self.pick(rng) for _ in range(count)]


def people(
    rng: random.Random, count: int, families: Sequence[str] = FAMILIES, given: Sequence[str] = GIVEN
) -> list[tuple[str, str]]:
    """*count* (family, given) name pairs."""
    return [(rng.choice(families), rng.choice(given)) for _ in range(count)]


def day(rng: random.Random, year: str, clock: str) -> str:
    """A date-time in *year* on a random day (the 1st to the 28th of any month)."""
    return f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} {clock}"


def colour(rng: random.Random) -> str:
    """A mid-tone random colour."""
    return f"#{rng.randrange(0x404040, 0xDFDFDF):06x}"


def insert(conn: Any, table: str, columns: str, rows: Iterable[Row]) -> None:
    """INSERT rows into *table*'s comma-separated *columns* (executemany)."""
    marks = ",".join("?" * len(columns.split(",")))
    conn.executemany(f"INSERT INTO {table} ({columns}) VALUES ({marks})", rows)


ENTRY_COLUMNS = (
    "id, key, entry_type, title, authors_text, author_sort, year, venue, abstract, status, "
    "rating, date_added, date_modified"
)
PERSON_COLUMNS = "entry_id, role, position, family, given"


# --- the list-view library (generate) ---------------------------------------------------------
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


def generate(path: Path, count: int, seed: int = 2025) -> Library:
    """Create (or reuse) a library of *count* generated entries at *path*."""
    if path.exists():
        return open_library(path)
    lib = open_library(path)
    rng = random.Random(seed)
    conn = lib.db.connection()
    with lib.backend.text_index_suspended(lib):  # one rebuild at the end beats a trigger per row
        tags = [(i + 1, name, colour(rng)) for i, name in enumerate(TAG_NAMES)]
        insert(conn, "tag", "id, name, color", tags)
        lists = [(i + 1, f"Reading list {i + 1}", "", "2026-01-01 00:00:00") for i in range(5)]
        insert(conn, "reading_list", "id, name, description, created", lists)
        for start in range(1, count + 1, 10_000):
            _insert_chunk(conn, rng, start, min(count, start + 9_999))
    return lib


def _insert_chunk(conn: Any, rng: random.Random, first: int, last: int) -> None:
    """Insert entries first..last with their people, tags and list places."""
    entries, persons, tags, places = [], [], [], []
    for i in range(first, last + 1):
        title = " ".join(_zipf_word(rng) for _ in range(rng.randint(5, 12))).capitalize()
        authors = people(rng, rng.randint(1, 12))
        text = " and ".join(f"{f}, {g}" for f, g in authors)
        added = day(rng, f"20{rng.randint(18, 26)}", "10:00:00")
        entries.append((i, f"{authors[0][0].lower()}{i}", "inproceedings", title, text,
                        authors[0][0], rng.randint(1990, 2026), rng.choice(VENUES),
                        abstract(rng), rng.choice((0, 0, 0, 1, 2)), rng.choice((0, 0, 3, 4, 5)),
                        added, added))  # fmt: skip
        persons += [(i, "author", p, f, g) for p, (f, g) in enumerate(authors)]
        tags += [(i, t) for t in rng.sample(range(1, len(TAG_NAMES) + 1), rng.randint(0, 6))]
        if rng.random() < 0.05:
            places.append((rng.randint(1, 5), i, float(i), ""))
    insert(conn, "entry", ENTRY_COLUMNS, entries)
    insert(conn, "person", PERSON_COLUMNS, persons)
    insert(conn, "entry_tag", "entry_id, tag_id", tags)
    insert(conn, "list_membership", "reading_list_id, entry_id, position, note", places)


# --- search_bench's library ---------------------------------------------------------------------
SEARCH_SEED = 2025
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
FAMILY_NAMES = [*FAMILIES, *(
    "Vaswani Shazeer Parmar Uszkoreit Jones Gomez Kaiser Polosukhin Bengio Hinton LeCun "
    "Sutskever Goodfellow Kingma Welling Ng Jordan Schölkopf Søgaard Łukasz Ñúñez Ødegaard "
    "Zhang Wang Li Liu Yang Huang Zhao Wu Zhou Xu Sun Ma Zhu Hu Guo He Lin Gao Luo Zheng"
).split()]  # fmt: skip
GIVEN_NAMES = [*GIVEN, *(
    "Ashish Noam Niki Jakob Llion Aidan José Zoë Renée Søren Jürgen Yoshua Geoffrey Yann Ilya "
    "Diederik Max"
).split()]  # fmt: skip
SEARCH_VENUES = (*VENUES, "Physical Review Letters", "Bioinformatics", "arXiv")
TOP_TAGS = ("ml", "nlp", "cv", "rl", "theory", "bio", "physics", "systems", "hci", "stats")
SUB_TAGS = ("optimization", "generative", "survey", "benchmark", "to-read")
LISTS = ("To read", "ICLR 2025 Papers", "Thesis", "Group meeting", "Classics")
MADE_UP_WORDS = 40_000
SEARCH_ENTRY_COLUMNS = (
    "id, key, entry_type, title, authors_text, author_sort, year, venue, abstract, keywords, "
    "notes, status, rating, date_added, date_modified, doi"
)


def search_vocabulary(rng: random.Random, made_up: int = MADE_UP_WORDS) -> Zipf:
    """Real words first (function words, domain words, the sample's words), then made-up ones."""
    sample = SAMPLE.read_text(encoding="utf-8") if SAMPLE.exists() else ""
    counts: dict[str, int] = {}
    for word in re.findall(r"[A-Za-z]{3,}", sample):
        counts[word.lower()] = counts.get(word.lower(), 0) + 1
    real = sorted(counts, key=lambda w: -counts[w])
    words = list(dict.fromkeys([*FUNCTION_WORDS, *DOMAIN_WORDS, *real]))
    seen = set(words)
    while len(words) < len(FUNCTION_WORDS) + len(DOMAIN_WORDS) + len(real) + made_up:
        stem = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))
        word = stem + rng.choice(SUFFIXES)
        if word not in seen:
            seen.add(word)
            words.append(word)
    return Zipf.of(words, offset=2.7, exponent=1.05)


def sentence(rng: random.Random, vocab: Zipf) -> str:
    """One abstract-like sentence of 8-28 words."""
    words = vocab.draw(rng, rng.randint(8, 28))
    if len(words) > 10 and rng.random() < 0.4:
        words[rng.randint(3, len(words) - 3)] += ","
    return " ".join(words).capitalize() + "."


def search_abstract(rng: random.Random, vocab: Zipf) -> str:
    """About 1,000-1,500 characters of abstract-like sentences."""
    target = rng.randint(1000, 1500)
    parts: list[str] = []
    length = 0
    while length < target:
        parts.append(sentence(rng, vocab))
        length += len(parts[-1]) + 1
    return " ".join(parts)


def search_title(rng: random.Random, vocab: Zipf) -> str:
    """A 4-12 word title, content words mostly, sometimes 'Name: subtitle'."""
    words = [w for w in vocab.draw(rng, 24) if w not in FUNCTION_WORDS][: rng.randint(4, 12)]
    text = " ".join(w.capitalize() if i == 0 else w for i, w in enumerate(words))
    if rng.random() < 0.2:
        text = f"{rng.choice(vocab.words[60:400]).capitalize()}: {text}"
    return text


def search_entry(i: int, rng: random.Random, vocab: Zipf) -> tuple[Row, list[Row]]:
    """One entry's row and its people rows."""
    names = people(rng, min(12, 1 + int(rng.expovariate(0.35))), FAMILY_NAMES, GIVEN_NAMES)
    authors_text = " and ".join(f"{family}, {given}" for family, given in names)
    added = day(rng, f"{2019 + i * 7 // 100_001:04d}", "12:00:00")
    keywords = ", ".join(vocab.draw(rng, rng.randint(0, 5)))
    notes = sentence(rng, vocab) if rng.random() < 0.1 else ""
    row = (
        i, f"key{i}", "article", search_title(rng, vocab), authors_text, names[0][0],
        rng.randint(1990, 2025), rng.choice(SEARCH_VENUES), search_abstract(rng, vocab),
        keywords, notes, rng.randint(0, 2), rng.randint(0, 5), added, added, f"10.1000/bench.{i}",
    )  # fmt: skip
    return row, [(i, "author", n, family, given) for n, (family, given) in enumerate(names)]


def search_entries(count: int, vocab: Zipf) -> Iterator[tuple[Row, list[Row]]]:
    """The same *count* entries every run."""
    rng = random.Random(SEARCH_SEED)
    for i in range(1, count + 1):
        yield search_entry(i, rng, vocab)


def insert_search_entries(lib: Library, rows: list[tuple[Row, list[Row]]]) -> None:
    """Insert entry and person rows with executemany (the fast path of an import)."""
    conn = lib.db.connection()
    insert(conn, "entry", SEARCH_ENTRY_COLUMNS, [row for row, _ in rows])
    insert(conn, "person", PERSON_COLUMNS, [p for _, persons in rows for p in persons])


def search_tag_names() -> list[str]:
    """About 60 tag names, nested two levels ('ml/optimization')."""
    return [*TOP_TAGS, *(f"{top}/{sub}" for top in TOP_TAGS for sub in SUB_TAGS)]


def organise_search_library(lib: Library, count: int) -> dict[str, int]:
    """Give entries 0-6 tags and put some in reading lists; tag name -> id."""
    rng = random.Random(SEARCH_SEED + 1)
    names = search_tag_names()
    conn = lib.db.connection()
    conn.executemany("INSERT INTO tag (name, color) VALUES (?, '#5b8def')", [(n,) for n in names])
    ids = {name: tid for tid, name in conn.execute("SELECT id, name FROM tag")}
    weights = [1.0 / (r + 1) for r in range(len(names))]
    pairs = {
        (entry, ids[name])
        for entry in range(1, count + 1)
        for name in rng.choices(names, weights, k=rng.choice((0, 1, 1, 2, 2, 3, 4, 6)))
    }
    insert(conn, "entry_tag", "entry_id, tag_id", sorted(pairs))
    for n, name in enumerate(LISTS):
        cur = conn.execute(
            "INSERT INTO reading_list (name, created) VALUES (?, '2026-01-01')", [name]
        )
        members = rng.sample(range(1, count + 1), k=min(count, 200 * 5**n // 4))
        places = [(cur.lastrowid, e, float(p), "") for p, e in enumerate(members)]
        insert(conn, "list_membership", "reading_list_id, entry_id, position, note", places)
    return ids


# --- topical libraries with known tags (generate_topical) --------------------------------------
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
TOPIC_SYLLABLES = (
    "ka lo mi ne ru sa ti vo bex dor fen gal hul jip kor lam mun nov pir qua ser tol".split()
)


@dataclass(frozen=True)
class Topic:
    """A topic: its area, its name (a tag) and the words its abstracts use."""

    area: str
    name: str
    words: Zipf


def _made_up(rng: random.Random, size: int, taken: set[str]) -> list[str]:
    """*size* distinct pronounceable made-up words not in *taken*."""
    words: list[str] = []
    while len(words) < size:
        word = "".join(rng.choice(TOPIC_SYLLABLES) for _ in range(rng.randint(2, 4)))
        if word not in taken:
            taken.add(word)
            words.append(word)
    return words


@dataclass
class Corpus:
    """The vocabularies a topical library draws from."""

    background: Zipf
    area_words: dict[str, Zipf]
    topics: list[Topic]

    @classmethod
    def make(cls, rng: random.Random) -> Corpus:
        """Background, area and topic vocabularies (topic names are words of their topic)."""
        taken: set[str] = set()
        background = Zipf.of(_made_up(rng, 30_000, taken))
        area_words = {area: Zipf.of(_made_up(rng, 30, taken)) for area in AREAS}
        topics = [
            Topic(area, name, Zipf.of((*name.split("-"), *_made_up(rng, 40, taken))))
            for area, names in AREAS.items()
            for name in names
        ]
        return cls(background, area_words, topics)


def _topical_text(rng: random.Random, corpus: Corpus, topics: list[Topic], length: int) -> str:
    """*length* words: background, the topics' words and their area's."""
    words: list[str] = []
    for _ in range(length):
        roll = rng.random()
        if roll < 0.28:
            words.append(rng.choice(topics).words.pick(rng))
        elif roll < 0.36:
            words.append(corpus.area_words[topics[0].area].pick(rng))
        else:
            words.append(corpus.background.pick(rng))
    return " ".join(words)


def topical_entry(rng: random.Random, corpus: Corpus) -> tuple[str, str, list[str]]:
    """(title, abstract, true tags) of one generated paper."""
    topics = [rng.choice(corpus.topics)]
    if rng.random() < 0.3:
        topics.append(rng.choice(corpus.topics))
    title = _topical_text(rng, corpus, topics[:1], rng.randint(6, 11)).capitalize()
    text = _topical_text(rng, corpus, topics, rng.randint(80, 140)).capitalize() + "."
    tags = list(dict.fromkeys(tag for t in topics for tag in (t.area, t.name)))
    tags += [name for name, share in PERSONAL if rng.random() < share]
    return title, text, tags


def generate_topical(path: Path, count: int, seed: int = 7) -> dict[int, list[str]]:
    """Create a library of *count* topical entries, all tagged; returns id -> true tags."""
    rng = random.Random(seed)
    corpus = Corpus.make(rng)
    open_library(path).close()
    truth: dict[int, list[str]] = {}
    tag_ids: dict[str, int] = {}
    rows, links = [], []
    for entry_id in range(1, count + 1):
        title, text, tags = topical_entry(rng, corpus)
        truth[entry_id] = tags
        added = day(rng, f"20{rng.randint(20, 26)}", "09:00:00")
        rows.append((entry_id, f"gen{entry_id}", title, text, added, added))
        links += [(entry_id, tag_ids.setdefault(tag, len(tag_ids) + 1)) for tag in tags]
    conn = sqlite3.connect(path)
    with conn:
        insert(conn, "entry", "id, key, title, abstract, date_added, date_modified", rows)
        insert(conn, "tag", "id, name", [(i, n) for n, i in tag_ids.items()])
        insert(conn, "entry_tag", "entry_id, tag_id", links)
    conn.close()
    return truth


# --- a physics-shaped .bib (collaboration_bib) ------------------------------------------------
COLLAB_SEED = 15
COLLABORATIONS = ("ATLAS", "CMS", "LHCb", "ALICE", "LIGO Scientific", "IceCube", "Belle II")
ROSTER_SIZE = 3_500
# Family-name pieces: ASCII, and the LaTeX accents real physics .bib files write.
PLAIN_FAMILIES = (
    "Aad Abbott Abdallah Abeling Adams Akesson Alexander Allport Anders Armbruster Bauer Becker "
    "Bell Berger Bianchi Black Brandt Brown Carter Clark Conti Costa Cruz Davies Evans Fischer "
    "Ford Fox Graham Hall Hansen Hart Hoffmann Hughes Jackson Jones Kato Keller Klein Kraus "
    "Lange Lee Lewis Marshall Martin Meyer Moore Nakamura Olsen Park Peters Price Reed Rossi "
    "Russo Schmidt Schulz Scott Stone Taylor Turner Vogel Walker Weber Wolf Wright Young"
).split()
LATEX_FAMILIES = (
    "\\'Alvarez_Gonz\\'alez M{\\\"u}ller Sch{\\\"o}nherr Nu\\~{n}ez Ko\\c{c} Kr{\\'\\i}\\v{z}ek "
    "Ja\\v{s}ek {\\O}stergaard Garc\\'{\\i}a Jim\\'enez P\\'erez Mart\\'{\\i}nez D\\\"orr "
    "Gr{\\\"u}nwald Bu\\v{s}a {\\L}ukasiewicz S{\\o}rensen Ca\\~nas Fran\\c{c}ois L\\'opez "
    "G\\\"{o}tz Ho{\\ss} Pe\\~{n}a Mu\\~noz \\v{S}koda Dvo\\v{r}\\'ak Nov\\'{a}k Erd{\\H{o}}s "
    # as the American Physical Society's exports write accents
    "Aleksi{\\ifmmode_\\acute{c}\\else_\\'{c}\\fi} Sol{\\ifmmode_\\acute{e}\\else_\\'{e}\\fi}"
).split()
INITIALS = ("A.", "B.", "C.", "D.", "E.", "F.", "G.", "H.", "J.", "K.", "L.", "M.", "N.", "P.",
            "R.", "S.", "T.", "V.", "W.", "Y.", "J.~A.", "M.~C.", "A.~S.", "J.-P.")  # fmt: skip
COMMON_FAMILIES = ("Zhang", "Wang", "Li", "Liu", "Chen", "Kim", "Smith")
JOURNALS = ("Phys. Rev. Lett.", "Phys. Rev. D", "Eur. Phys. J. C", "JHEP", "Phys. Lett. B",
            "Nucl. Phys. B", "Astrophys. J.", "Nature Physics")  # fmt: skip


def _family(rng: random.Random) -> str:
    """A family name: plain, accented LaTeX (about 30%), or a double one."""
    name = rng.choice(LATEX_FAMILIES if rng.random() < 0.3 else PLAIN_FAMILIES)
    name = name.replace("_", " ")
    if rng.random() < 0.1:
        name += "-" + rng.choice(PLAIN_FAMILIES)
    return name


def rosters(rng: random.Random) -> list[list[str]]:
    """Each collaboration's members, 'Family, I.' (a paper lists a run of them)."""
    return [
        [f"{_family(rng)}, {rng.choice(INITIALS)}" for _ in range(ROSTER_SIZE)]
        for _ in COLLABORATIONS
    ]


def _ordinary_author(rng: random.Random) -> str:
    """One author of an ordinary paper: often a common surname, sometimes DBLP-numbered."""
    roll = rng.random()
    if roll < 0.25:
        family = rng.choice(COMMON_FAMILIES)
        given = rng.choice(GIVEN_NAMES)
        if rng.random() < 0.3:  # DBLP tells people with one name apart by a number
            return f"{given} {family} {rng.randint(1, 40):04d}"
        return f"{family}, {given}"
    return f"{_family(rng)}, {rng.choice(INITIALS)}"


def _collab_authors(rng: random.Random, roster: list[str]) -> list[str]:
    """100-3,500 members of one roster (log-uniform), a few left out as on real papers."""
    count = int(math.exp(rng.uniform(math.log(100), math.log(ROSTER_SIZE))))
    start = rng.randrange(0, ROSTER_SIZE - count + 1)
    return [name for name in roster[start : start + count] if rng.random() > 0.02]


def _long_title(rng: random.Random, vocab: Zipf) -> str:
    """A title of 300-1,500 characters (conference reports, errata, long result titles)."""
    words: list[str] = []
    target = rng.randint(300, 1500)
    while sum(len(w) + 1 for w in words) < target:
        words.append(vocab.pick(rng))
    return " ".join(words).capitalize()


def collaboration_entry(
    i: int, rng: random.Random, vocab: Zipf, teams: list[list[str]], share: float
) -> str:
    """One @article: a collaboration paper (share of entries) or an ordinary one."""
    collab = rng.random() < share
    if collab:
        team = rng.randrange(len(teams))
        authors = _collab_authors(rng, teams[team])
        topic = search_title(rng, vocab).lower()
        title = f"Measurement of {topic} with the {COLLABORATIONS[team]} detector"
    else:
        authors = [_ordinary_author(rng) for _ in range(min(12, 1 + int(rng.expovariate(0.4))))]
        title = _long_title(rng, vocab) if rng.random() < 0.01 else search_title(rng, vocab)
    fields = [
        ("author", " and ".join(authors)), ("title", title),
        ("journal", rng.choice(JOURNALS)), ("year", str(rng.randint(1990, 2025))),
        ("volume", str(rng.randint(1, 140))), ("pages", f"{rng.randint(1, 9000)}"),
        ("doi", f"10.1103/bench.{i}"),
    ]  # fmt: skip
    if not collab and rng.random() < 0.3:  # most of a journal's run has no abstract
        fields.append(("abstract", search_abstract(rng, vocab)))
    body = ",\n".join(f"  {name} = {{{value}}}" for name, value in fields)
    return f"@article{{c{i},\n{body}\n}}\n"


def collaboration_bib(path: Path, count: int, share: float = 0.02, variant: str = "collab") -> Path:
    """Write (or reuse) a .bib of *count* physics-shaped entries at *path*.

    share of the entries are collaboration papers of 100-3,500 authors drawn from a few
    rosters (accented LaTeX names among them); the rest have 1-12 authors, a quarter
    with a common surname (some DBLP-numbered), 30% with an abstract, 1% a very long title.
    variant "physics": a physics journal's complete bibliography instead (physics_data.py).
    """
    if path.exists():
        return path
    if variant == "physics":
        words = search_vocabulary(random.Random(SEARCH_SEED)).words[:5000]
        return physics_data.physics_bib(path, count, words)
    rng = random.Random(COLLAB_SEED)
    vocab = search_vocabulary(random.Random(SEARCH_SEED))
    teams = rosters(rng)
    with path.open("w", encoding="utf-8") as out:
        for i in range(1, count + 1):
            out.write(collaboration_entry(i, rng, vocab, teams, share))
            out.write("\n")
    return path
