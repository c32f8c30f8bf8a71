"""The command line as a script uses it: a subprocess, its output and its exit code."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def papershelf(
    *args: str | Path, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run `python -m papershelf ARGS` with the test's isolated environment."""
    return subprocess.run(
        [sys.executable, "-m", "papershelf", *map(str, args)],
        capture_output=True, text=True, timeout=120, env={**os.environ, **(env or {})},
    )  # fmt: skip


def test_import_then_search_json(tmp_path: Path, sample_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    imported = papershelf("import", sample_path, "--library", library)
    assert imported.returncode == 0, imported.stderr
    assert "19 added, 0 skipped" in imported.stdout
    assert "ICLR 2025 Papers" in imported.stdout

    found = papershelf("search", "--json", "--library", library)
    assert found.returncode == 0, found.stderr
    entries = json.loads(found.stdout)
    assert len(entries) == 19
    for entry in entries:
        assert entry["title"].strip() and entry["title_inferred"] is True
        assert len(entry["abstract"]) > 200
        assert entry["year"] == 2025
        assert "ICLR" in entry["venue"]
        assert entry["lists"] == ["ICLR 2025 Papers"]
        assert entry["status"] == "unread" and entry["rating"] == 0 and entry["tags"] == []
        assert entry["authors"] == []
    assert len({e["key"].lower() for e in entries}) == 19
    assert entries[0]["title"].startswith("Metamizer")


def test_full_abstracts_survive(tmp_path: Path, sample_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    papershelf("import", sample_path, "--library", library)
    entries = json.loads(papershelf("search", "--json", "--library", library).stdout)
    paragraphs = [p for p in sample_path.read_text().split("\n\n")[1:] if p.strip()]
    assert [e["abstract"] for e in entries] == [" ".join(p.split()) for p in paragraphs]


def test_second_import_adds_nothing_and_says_so(tmp_path: Path, sample_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    papershelf("import", sample_path, "--library", library)
    again = papershelf("import", sample_path, "--library", library)
    assert again.returncode == 0
    assert "0 added, 19 skipped as duplicates" in again.stdout
    assert "already in the library as" in again.stdout
    assert len(json.loads(papershelf("search", "--json", "--library", library).stdout)) == 19


def test_search_words_and_text_output(tmp_path: Path, sample_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    papershelf("import", sample_path, "--library", library)
    hits = json.loads(papershelf("search", "protein", "--json", "--library", library).stdout)
    assert hits and all("protein" in (e["title"] + e["abstract"]).lower() for e in hits)
    assert len(hits) < 19
    text = papershelf("search", "Metamizer", "--library", library)
    assert text.returncode == 0 and "Metamizer" in text.stdout and "2025" in text.stdout
    limited = json.loads(
        papershelf("search", "--json", "--limit", "3", "--library", library).stdout
    )
    assert len(limited) == 3


def test_missing_file_is_one_clear_line(tmp_path: Path) -> None:
    result = papershelf("import", tmp_path / "nope.txt", "--library", tmp_path / "a.sqlite")
    assert result.returncode == 1
    assert "nope.txt" in result.stderr
    assert "Traceback" not in result.stderr


def test_good_files_are_kept_when_another_fails(tmp_path: Path, sample_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    result = papershelf("import", tmp_path / "nope.txt", sample_path, "--library", library)
    assert result.returncode == 1
    assert "19 added" in result.stdout
    assert len(json.loads(papershelf("search", "--json", "--library", library).stdout)) == 19


def test_unreadable_library_is_one_clear_line(tmp_path: Path) -> None:
    bogus = tmp_path / "bogus.sqlite"
    bogus.write_text("not a database at all")
    result = papershelf("search", "--library", bogus)
    assert result.returncode == 1
    assert "not a Papershelf library" in result.stderr
    assert "Traceback" not in result.stderr
    assert bogus.read_text() == "not a database at all"


def test_new_named_library_is_empty(tmp_path: Path) -> None:
    result = papershelf("search", "--json", "--library", tmp_path / "new.sqlite")
    assert result.returncode == 0
    assert json.loads(result.stdout) == []


def test_library_from_environment(tmp_path: Path, sample_path: Path) -> None:
    env = {"PAPERSHELF_LIBRARY": str(tmp_path / "env.sqlite")}
    papershelf("import", sample_path, env=env)
    assert len(json.loads(papershelf("search", "--json", env=env).stdout)) == 19


def test_first_run_fills_the_default_library_with_the_sample(isolated_home: Path) -> None:
    result = papershelf("search", "--json")
    assert result.returncode == 0, result.stderr
    entries = json.loads(result.stdout)
    assert len(entries) == 19
    assert list((isolated_home / "data" / "Papershelf").glob("library.sqlite"))
    # Second run: the existing default library is opened, not filled again.
    assert len(json.loads(papershelf("search", "--json").stdout)) == 19


def test_help_documents_the_commands() -> None:
    result = papershelf("--help")
    assert result.returncode == 0
    for word in ("import", "search", "--library", "PAPERSHELF_LIBRARY"):
        assert word in result.stdout
    sub = papershelf("search", "--help")
    assert "--json" in sub.stdout


def test_usage_mistake_exits_2_without_traceback() -> None:
    result = papershelf("search", "--limit", "many")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
