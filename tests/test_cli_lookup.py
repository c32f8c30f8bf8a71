"""papershelf lookup as a script runs it: candidates with evidence, --apply for the sure ones."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.formats.text.markup import to_plain
from papershelf.formats.web.crossref import work_record
from tests.metadata_replay import ReplayServer, crossref_pool, replay_server, serve_candidate_pools


@pytest.fixture
def server() -> Iterator[ReplayServer]:
    """The replay server answering searches from pools of real recordings."""
    with replay_server() as state:
        serve_candidate_pools(state)
        yield state


def papershelf(
    server: ReplayServer, tmp_path: Path, *args: str
) -> subprocess.CompletedProcess[str]:
    """Run the CLI with every service pointed at the replay server and a fresh cache."""
    env = {**os.environ, **server.environment(), "PAPERSHELF_CACHE_DIR": str(tmp_path / "cache")}
    return subprocess.run(
        [sys.executable, "-m", "papershelf", *args, "--library", str(tmp_path / "lib.sqlite")],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip


def test_lookup_apply_completes_entries_made_from_abstracts(
    server: ReplayServer, tmp_path: Path, sample_path: Path
) -> None:
    """Two recorded abstracts are completed; an unrelated one is listed, not changed."""
    works = json.loads(crossref_pool())["message"]["items"]
    known = [work_record(w) for w in works if w.get("DOI") in (
        "10.1038/srep16696", "10.1136/jclinpath-2020-206745")]  # fmt: skip
    unrelated = max(sample_path.read_text(encoding="utf-8").split("\n\n")[1:], key=len)
    texts = [" ".join(to_plain(r.abstract).split()) for r in known] + [" ".join(unrelated.split())]
    abstracts = tmp_path / "abstracts.txt"
    abstracts.write_text("Journal club\n\n" + "\n\n".join(texts) + "\n", encoding="utf-8")
    assert papershelf(server, tmp_path, "import", str(abstracts)).returncode == 0
    result = papershelf(server, tmp_path, "lookup", "--apply")
    assert result.returncode == 0, result.stderr
    assert "1. abstract 100% · title" in result.stdout
    assert "applied 2 of 3 (abstracts matching ≥ 95%)" in result.stdout
    found = json.loads(papershelf(server, tmp_path, "search", "--json").stdout)
    titles = {str(e["title"]) for e in found}
    assert {r.title for r in known} <= titles
    completed = [
        e for e in found if e["doi"] in ("10.1038/srep16696", "10.1136/jclinpath-2020-206745")
    ]
    assert len(completed) == 2 and all(e["authors"] for e in completed)
    assert len(found) == 3


def test_lookup_offline_says_so_in_a_line(tmp_path: Path, sample_path: Path) -> None:
    """Every service unreachable: one line per service, nothing changed, exit 1."""
    assert subprocess.run(
        [sys.executable, "-m", "papershelf", "import", str(sample_path), "--library",
         str(tmp_path / "lib.sqlite")], capture_output=True, check=False,
    ).returncode == 0  # fmt: skip
    with replay_server() as stopped:
        pass
    result = papershelf(stopped, tmp_path, "lookup", "--apply")
    assert "Traceback" not in result.stderr
    assert result.returncode == 1
    assert "Crossref: cannot reach Crossref" in result.stderr
