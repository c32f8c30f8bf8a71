"""papershelf search with the query language, reindex, and saved searches from the shell."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from papershelf.library.db import open_library
from tests.factories import add, record


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """A library file with four papers, one tag and one list."""
    path = tmp_path / "cli.sqlite"
    lib = open_library(path)
    add(
        lib,
        record("Graph neural networks", 2020, "Zhou, Jie", venue="AI Open"),
        record("Schrödinger bridges", 2023, "Müller, Jürgen"),
        record("Adam optimizers", 2015, "Kingma, Diederik", venue="ICLR"),
        list_name="ICLR 2025 Papers",
    )
    add(lib, record("Deep graph kernels", 2018, "Yanardag, Pinar"))
    lib.execute("INSERT INTO tag (name) VALUES ('ml/graphs')")
    lib.execute("INSERT INTO entry_tag VALUES (1, 1), (4, 1)")
    lib.close()
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, str, str]:
    """Run the CLI in this process; exit code, stdout, stderr."""
    out = io.StringIO()
    code = run_command(build_parser().parse_args([str(a) for a in args]), out)
    return code, out.getvalue(), capsys.readouterr().err


def titles(output: str) -> list[str]:
    """Titles of a JSON search output, in order."""
    return [entry["title"] for entry in json.loads(output)]


def test_search_uses_the_query_language(capsys: pytest.CaptureFixture[str], library: Path) -> None:
    code, out, err = run(capsys, "search", "graph", "year:>=2019", "--json", "--library", library)
    assert code == 0 and err == ""
    assert titles(out) == ["Graph neural networks"]
    _, out, _ = run(capsys, "search", "schrodinger OR tag:ml", "--json", "--library", library)
    assert sorted(titles(out)) == [
        "Deep graph kernels", "Graph neural networks", "Schrödinger bridges"
    ]  # fmt: skip
    # A shell word starting with '-' is an option to argparse: quote it with the rest.
    for query in ('list:"ICLR 2025 Papers" -graph', 'list:"ICLR 2025 Papers" NOT graph'):
        _, out, _ = run(capsys, "search", query, "--json", "--library", library)
        assert sorted(titles(out)) == ["Adam optimizers", "Schrödinger bridges"]


def test_search_json_shape_is_kept(capsys: pytest.CaptureFixture[str], library: Path) -> None:
    _, out, _ = run(capsys, "search", "adam", "--json", "--library", library)
    (entry,) = json.loads(out)
    assert set(entry) == {
        "key", "type", "title", "title_inferred", "authors", "year", "venue", "abstract", "doi",
        "url", "keywords", "notes", "status", "rating", "tags", "lists", "fields", "date_added",
        "files",
    }  # fmt: skip
    assert entry["authors"] == ["Diederik Kingma"] and entry["lists"] == ["ICLR 2025 Papers"]


def test_words_rank_by_relevance_and_limit_cuts(
    capsys: pytest.CaptureFixture[str], library: Path
) -> None:
    _, out, _ = run(capsys, "search", "graph", "--json", "--library", library)
    assert len(titles(out)) == 2
    _, out, _ = run(capsys, "search", "graph", "--json", "--limit", "1", "--library", library)
    assert len(titles(out)) == 1
    _, out, _ = run(capsys, "search", "--sort", "year", "--json", "--library", library)
    assert [e["year"] for e in json.loads(out)] == [2015, 2018, 2020, 2023]
    _, out, _ = run(capsys, "search", "--sort", "year", "--desc", "--json", "--library", library)
    assert [e["year"] for e in json.loads(out)] == [2023, 2020, 2018, 2015]


def test_hints_go_to_stderr_and_the_search_still_runs(
    capsys: pytest.CaptureFixture[str], library: Path
) -> None:
    code, out, err = run(capsys, "search", "year:soon", '"graph neural', "--json",
                         "--library", library)  # fmt: skip
    assert code == 0
    assert titles(out) == ["Graph neural networks"]
    assert "missing closing quote" in err and "year: expects" in err


def test_reindex(capsys: pytest.CaptureFixture[str], library: Path) -> None:
    code, out, _ = run(capsys, "reindex", "--library", library)
    assert code == 0
    assert "reindexed 4 entries" in out and "checked" in out


def test_saved_searches_round_trip(capsys: pytest.CaptureFixture[str], library: Path) -> None:
    lib_args = ("--library", library)
    code, out, _ = run(
        capsys, "saved", "add", "Graph work", "graph", "--scope", "tag:ml", *lib_args
    )
    assert code == 0 and "saved 'Graph work'" in out
    run(capsys, "saved", "add", "Recent", "year:>=2020", *lib_args)
    _, out, _ = run(capsys, "saved", "--json", *lib_args)
    assert json.loads(out) == [
        {"name": "Graph work", "query": "graph", "scope": "tag:ml", "count": 2},
        {"name": "Recent", "query": "year:>=2020", "scope": "", "count": 2},
    ]
    _, out, _ = run(capsys, "saved", "run", "Recent", "--json", *lib_args)
    assert sorted(titles(out)) == ["Graph neural networks", "Schrödinger bridges"]
    run(capsys, "saved", "edit", "Recent", "year:>=2023", *lib_args)
    run(capsys, "saved", "rename", "Recent", "Newest", *lib_args)
    _, out, _ = run(capsys, "saved", *lib_args)
    assert "Newest" in out and "year:>=2023" in out and "Recent" not in out
    code, _, err = run(capsys, "saved", "add", "newest", "x", *lib_args)
    assert code == 1 and "already exists" in err
    run(capsys, "saved", "delete", "Newest", *lib_args)
    code, _, err = run(capsys, "saved", "run", "Newest", *lib_args)
    assert code == 1 and "no saved search called 'Newest'" in err


def test_saved_search_in_a_list_scope(capsys: pytest.CaptureFixture[str], library: Path) -> None:
    lib_args = ("--library", library)
    run(capsys, "saved", "add", "ICLR graphs", "graph", "--scope", "list:ICLR 2025 Papers",
        *lib_args)  # fmt: skip
    _, out, _ = run(capsys, "saved", "--json", *lib_args)
    assert json.loads(out)[0]["scope"] == "list:ICLR 2025 Papers"
    assert json.loads(out)[0]["count"] == 1
    code, _, err = run(capsys, "saved", "add", "x", "y", "--scope", "list:Nope", *lib_args)
    assert code == 1 and "no reading list called 'Nope'" in err


def test_search_from_a_real_process(library: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "papershelf", "search", "muller (", "--json", "--library",
         str(library)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0
    assert titles(result.stdout) == ["Schrödinger bridges"]
    assert "missing closing parenthesis" in result.stderr
