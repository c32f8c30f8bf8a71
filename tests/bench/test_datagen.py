"""bench/datagen.py makes the same data every run: the figures of every run stay comparable."""

from __future__ import annotations

import hashlib
import random
import sqlite3
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))

import datagen  # noqa: E402
import physics_data  # noqa: E402

# Digests of the data the generators made before they were folded into datagen.py
# (datagen.generate, topicgen.generate, search_bench's own generator): the benchmarks'
# libraries must stay these, so figures measured before and after compare.
DENSE_300 = "cc69634b3158787f"
TOPICAL_300 = "06e7dd3f1754c7e7"
TOPICAL_TRUTH_300 = "0435a4b1aa25f3d7"
SEARCH_ROWS_300 = "62eba5026da26c6b"
SEARCH_WORDS = 41_283
COLUMNS = {
    "entry": "id, key, entry_type, title, authors_text, author_sort, year, venue, abstract, "
    "keywords, notes, status, rating, date_added, date_modified, doi",
    "person": "entry_id, role, position, family, given",
    "tag": "id, name, color",
    "entry_tag": "entry_id, tag_id",
    "reading_list": "id, name, description",
    "list_membership": "reading_list_id, entry_id, position, note",
}


def _digest(value: object) -> str:
    """A short hash of a value's repr."""
    return hashlib.sha256(repr(value).encode()).hexdigest()[:16]


def _library_digest(path: Path) -> str:
    """A short hash of the generated columns of every table, in key order."""
    conn = sqlite3.connect(path)
    digest = hashlib.sha256()
    for table, columns in COLUMNS.items():
        order = ", ".join(str(n + 1) for n in range(min(3, len(columns.split(",")))))
        for row in conn.execute(f"SELECT {columns} FROM {table} ORDER BY {order}"):
            digest.update(repr(row).encode())
    conn.close()
    return digest.hexdigest()[:16]


def test_the_list_view_library_is_the_same_data(tmp_path: Path) -> None:
    datagen.generate(tmp_path / "gen.sqlite", 300).close()
    assert _library_digest(tmp_path / "gen.sqlite") == DENSE_300


def test_generate_reuses_a_library_already_there(tmp_path: Path) -> None:
    path = tmp_path / "gen.sqlite"
    datagen.generate(path, 50).close()
    lib = datagen.generate(path, 300)  # reused as it is, not filled again
    assert lib.execute("SELECT count(*) FROM entry").fetchone()[0] == 50
    lib.close()


def test_the_topical_library_and_its_true_tags_are_the_same(tmp_path: Path) -> None:
    truth = datagen.generate_topical(tmp_path / "topical.sqlite", 300)
    assert _library_digest(tmp_path / "topical.sqlite") == TOPICAL_300
    assert _digest(truth) == TOPICAL_TRUTH_300
    assert all(len(tags) >= 2 for tags in truth.values())  # an area and a topic each


def test_the_search_library_rows_are_the_same() -> None:
    vocabulary = datagen.search_vocabulary(random.Random(datagen.SEARCH_SEED))
    assert len(vocabulary.words) == SEARCH_WORDS
    assert _digest(list(datagen.search_entries(300, vocabulary))) == SEARCH_ROWS_300


def test_zipf_draws_common_words_far_more_often() -> None:
    words = datagen.Zipf.of([f"w{n}" for n in range(100)])
    drawn = words.draw(random.Random(1), 5_000)
    assert drawn.count("w0") > 10 * drawn.count("w50") > 0


COLLAB_300 = "fd0b231fc44823c2"


def test_the_collaboration_bib_is_the_same_file(tmp_path: Path) -> None:
    path = datagen.collaboration_bib(tmp_path / "collab.bib", 300, share=0.05)
    assert hashlib.sha256(path.read_bytes()).hexdigest()[:16] == COLLAB_300


def test_the_collaboration_bib_has_the_shapes_of_a_physics_library(tmp_path: Path) -> None:
    text = datagen.collaboration_bib(tmp_path / "collab.bib", 2_000).read_text(encoding="utf-8")
    authors = [line.count(" and ") + 1 for line in text.splitlines() if "author = {" in line]
    assert len(authors) == 2_000
    big = [n for n in authors if n >= 90]
    assert 0.003 * 2_000 <= len(big) <= 0.03 * 2_000  # 0.3-3% collaboration papers
    assert max(authors) <= datagen.ROSTER_SIZE
    assert "\\'Alvarez Gonz\\'alez" in text and "\\ifmmode" in text  # accented LaTeX names
    assert text.count("abstract = {") < 0.4 * 2_000  # most entries have none
    assert any(len(line) > 300 for line in text.splitlines() if "title = {" in line)
    assert " Zhang 00" in text  # DBLP numbers
    assert text.count("Zhang, ") > 50  # many entries share a surname


PHYSICS_300 = "9867bb038060b0c1"


def test_the_physics_bib_is_the_same_file(tmp_path: Path) -> None:
    path = datagen.collaboration_bib(tmp_path / "physics.bib", 300, variant="physics")
    assert hashlib.sha256(path.read_bytes()).hexdigest()[:16] == PHYSICS_300


def test_the_physics_bib_has_the_real_bibliographys_shape(tmp_path: Path) -> None:
    path = datagen.collaboration_bib(tmp_path / "physics.bib", 5_000, variant="physics")
    shape = physics_data.shape(path)
    assert shape["entries"] == 5_000
    assert 12 <= shape["authors_per_entry"] <= 20  # the real one: 16
    assert 0.01 <= shape["over_100_authors"] / 5_000 <= 0.03  # 1.9%
    assert 0.015 <= shape["collaboration_fields"] / 5_000 <= 0.035  # 2.5%
    text = path.read_text(encoding="utf-8")
    for field in ("doi", "url", "volume", "issue", "pages", "numpages", "publisher", "month"):
        assert text.count(f"\n  {field} = {{") == 5_000  # every entry has each
    assert "abstract = {" not in text
    assert text.count("title = {Editorial}") > 3  # repeated titles
    assert "\\ifmmode \\acute{" in text and "${B}_{s}^{0}" in text  # the publisher's LaTeX
    names = {n for line in text.splitlines() if line.startswith("  author = {")
             for n in line[12:-2].split(" and ")}  # fmt: skip
    assert len(names) > 20_000  # distinct people: more than a per-name cache of 32,768 holds
