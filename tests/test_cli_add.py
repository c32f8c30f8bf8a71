"""papershelf add as a script runs it, against a server replaying real recorded API answers."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.metadata_replay import ReplayServer, replay_server


@pytest.fixture
def server() -> Iterator[ReplayServer]:
    """The replay server."""
    with replay_server() as state:
        yield state


def papershelf(
    server: ReplayServer, tmp_path: Path, *args: str, stdin: str = ""
) -> subprocess.CompletedProcess[str]:
    """Run the CLI with every service pointed at the replay server and a fresh cache."""
    env = {**os.environ, **server.environment(), "PAPERSHELF_CACHE_DIR": str(tmp_path / "cache")}
    return subprocess.run(
        [sys.executable, "-m", "papershelf", *args, "--library", str(tmp_path / "lib.sqlite")],
        capture_output=True, text=True, env=env, input=stdin, timeout=120, check=False,
    )  # fmt: skip


def entries(server: ReplayServer, tmp_path: Path) -> list[dict[str, object]]:
    """Every entry of the library, as `search --json` gives them."""
    result = papershelf(server, tmp_path, "search", "--json")
    assert result.returncode == 0, result.stderr
    return list(json.loads(result.stdout))


def test_add_a_doi_and_an_arxiv_id(server: ReplayServer, tmp_path: Path) -> None:
    """Two complete entries; a 404 DOI and a malformed id reported per id; exit 1."""
    result = papershelf(
        server, tmp_path, "add", "10.1038/srep16696", "1605.08386", "10.1371/notarealdoi", "abc"
    )
    assert result.returncode == 1
    added = result.stdout.splitlines()
    assert added[0].startswith("10.1038/srep16696: added as ")
    assert added[1].startswith("1605.08386: added as ")
    assert result.stderr.splitlines() == [
        "10.1371/notarealdoi: not added: no such DOI: neither Crossref nor doi.org knows "
        "10.1371/notarealdoi",
        "abc: not added: not a DOI or an arXiv id",
    ]
    found = {str(e["doi"]) or str(e["title"]): e for e in entries(server, tmp_path)}
    article = found["10.1038/srep16696"]
    assert str(article["title"]).startswith("Single-molecule FRET studies")
    assert article["venue"] == "Scientific Reports" and article["year"] == 2015
    assert "Tosatto" in str(article["authors"]) and str(article["abstract"]).startswith("Oligomers")
    preprint = found["Heat-bath random walks with Markov bases"]
    assert preprint["year"] == 2016 and "Stanley" in str(preprint["authors"])


def test_add_again_is_a_duplicate_and_exits_0(server: ReplayServer, tmp_path: Path) -> None:
    """The same DOI again, as a link: reported as already there, nothing added."""
    first = papershelf(server, tmp_path, "add", "doi:10.1038/srep16696")
    assert first.returncode == 0, first.stderr
    key = first.stdout.split(" added as ")[1].strip()
    again = papershelf(server, tmp_path, "add", "https://doi.org/10.1038/srep16696")
    assert again.returncode == 0
    assert again.stdout.strip() == (
        f"https://doi.org/10.1038/srep16696: already in the library as {key}"
    )
    assert len(entries(server, tmp_path)) == 1


def test_add_reads_ids_from_standard_input(server: ReplayServer, tmp_path: Path) -> None:
    """One id per line on stdin with '-'."""
    result = papershelf(server, tmp_path, "add", "-", stdin="arXiv:2104.12255v1\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("arXiv:2104.12255v1: added as ")


def test_add_offline_says_so_and_changes_nothing(tmp_path: Path) -> None:
    """The services unreachable: one line per id, exit 1, no entry."""
    with replay_server() as stopped:
        pass
    result = papershelf(stopped, tmp_path, "add", "10.1038/srep16696")
    assert result.returncode == 1
    assert result.stderr.startswith("10.1038/srep16696: not added: cannot reach Crossref")
    assert "Traceback" not in result.stderr
    assert entries(stopped, tmp_path) == []
