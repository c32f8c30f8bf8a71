"""papershelf related, suggest-tags and stats, run as a script runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_cli import papershelf


@pytest.fixture
def library(tmp_path: Path, sample_path: Path) -> Path:
    """A library holding the sample, with one tag on the PDE paper."""
    path = tmp_path / "cli.sqlite"
    assert papershelf("import", sample_path, "--library", path).returncode == 0
    assert (
        papershelf("tag", "add", "physics/pde", "key:fpnn2025", "--library", path).returncode == 0
    )
    return path


def test_related_json_ranks_the_pde_paper_first(library: Path) -> None:
    done = papershelf("related", "metamizer2025", "--json", "--limit", "5", "--library", library)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found[0]["key"] == "fpnn2025" and "pde" in found[0]["shared_words"]
    assert len(found) == 5 and [f["score"] for f in found] == sorted(
        (f["score"] for f in found), reverse=True
    )


def test_related_text_and_an_unknown_key(library: Path) -> None:
    done = papershelf("related", "metamizer2025", "--library", library)
    assert done.returncode == 0 and done.stdout.splitlines()[0].split()[1] == "fpnn2025"
    missing = papershelf("related", "nokey", "--library", library)
    assert missing.returncode == 1 and "no entry has the key" in missing.stderr


def test_suggest_tags_json(library: Path) -> None:
    done = papershelf("suggest-tags", "metamizer2025", "--json", "--library", library)
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert 0 < len(found) <= 5
    assert found[0] == {
        "name": "physics/pde",
        "score": found[0]["score"],
        "reason": found[0]["reason"],
        "new": False,
    }
    assert all(set(s) == {"name", "score", "reason", "new"} for s in found)


def test_stats_json_and_text(library: Path) -> None:
    done = papershelf("stats", "--json", "--library", library)
    assert done.returncode == 0, done.stderr
    stats = json.loads(done.stdout)
    assert (stats["total"], stats["unread"], stats["backlog"]) == (19, 19, 19)
    assert stats["venues"][0]["label"] == "ICLR" and stats["tags"][0]["label"] == "physics/pde"
    assert stats["months"][-1]["added"] == 19
    text = papershelf("stats", "--library", library)
    assert text.returncode == 0 and text.stdout.startswith("19 papers: 0 read")


def test_search_understands_related(library: Path) -> None:
    done = papershelf("search", "related:metamizer2025", "--json", "--library", library)
    assert done.returncode == 0, done.stderr
    assert "fpnn2025" in [entry["key"] for entry in json.loads(done.stdout)]
