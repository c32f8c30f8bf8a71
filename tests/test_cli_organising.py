"""papershelf tag/tags/list/lists as a script runs them: a subprocess, its output, its exit code."""

from __future__ import annotations

import json
from pathlib import Path

from tests.test_cli import papershelf


def _library(tmp_path: Path, sample_path: Path) -> Path:
    library = tmp_path / "a.sqlite"
    assert papershelf("import", sample_path, "--library", library).returncode == 0
    return library


def _tags(library: Path) -> dict[str, dict[str, object]]:
    result = papershelf("tags", "--json", "--library", library)
    assert result.returncode == 0, result.stderr
    return {row["name"]: row for row in json.loads(result.stdout)}


def _matching(library: Path, *words: str) -> int:
    found = papershelf("search", *words, "--json", "--library", library)
    return len(json.loads(found.stdout))


def test_tag_add_remove_and_nested_counts(tmp_path: Path, sample_path: Path) -> None:
    library = _library(tmp_path, sample_path)
    proteins = _matching(library, "diffusion")
    assert 1 < proteins < 19
    tagged = papershelf("tag", "add", "bio / protein", "diffusion", "--library", library)
    assert tagged.returncode == 0, tagged.stderr
    assert tagged.stdout.strip() == f"tagged {proteins} entries with 'bio/protein'"
    papershelf("tag", "add", "bio", "language", "--library", library)
    tags = _tags(library)
    assert tags["bio/protein"]["count"] == proteins
    assert str(tags["bio/protein"]["color"]).startswith("#")
    assert tags["bio"]["count"] >= proteins  # type: ignore[operator]
    again = papershelf("tag", "add", "BIO/PROTEIN", "diffusion", "--library", library)
    assert f"tagged 0 entries with 'bio/protein' ({proteins} already had it)" in again.stdout
    removed = papershelf("tag", "remove", "bio/protein", "--all", "--library", library)
    assert removed.stdout.strip() == f"removed 'bio/protein' from {proteins} entries"
    assert _tags(library)["bio/protein"]["count"] == 0


def test_a_tag_command_without_a_query_is_refused(tmp_path: Path, sample_path: Path) -> None:
    library = _library(tmp_path, sample_path)
    result = papershelf("tag", "add", "everything", "--library", library)
    assert result.returncode == 1
    assert "--all" in result.stderr and "Traceback" not in result.stderr
    assert _tags(library) == {}
    everything = papershelf("tag", "add", "everything", "--all", "--library", library)
    assert everything.stdout.strip() == "tagged 19 entries with 'everything'"


def test_tag_rename_needs_merge_onto_an_existing_tag(tmp_path: Path, sample_path: Path) -> None:
    library = _library(tmp_path, sample_path)
    papershelf("tag", "add", "ml/rl", "reinforcement", "--library", library)
    papershelf("tag", "add", "learning", "protein", "--library", library)
    renamed = papershelf("tag", "rename", "ml/rl", "learning/rl", "--library", library)
    assert renamed.returncode == 0, renamed.stderr
    assert set(_tags(library)) == {"learning", "learning/rl"}
    clash = papershelf("tag", "rename", "learning/rl", "learning", "--library", library)
    assert clash.returncode == 1
    assert "already exists" in clash.stderr and "--merge" in clash.stderr
    merged = papershelf("tag", "rename", "learning/rl", "learning", "--merge", "--library", library)
    assert merged.returncode == 0, merged.stderr
    assert set(_tags(library)) == {"learning"}
    bad = papershelf("tag", "color", "learning", "blue", "--library", library)
    assert bad.returncode == 1 and "#rrggbb" in bad.stderr


def test_lists_and_list_add_remove(tmp_path: Path, sample_path: Path) -> None:
    library = _library(tmp_path, sample_path)
    proteins = _matching(library, "diffusion")
    assert proteins > 1
    added = papershelf("list", "add", "Bio club", "diffusion", "--library", library)
    assert added.returncode == 0, added.stderr
    assert added.stdout.strip() == f"added {proteins} entries to new list 'Bio club'"
    lists = json.loads(papershelf("lists", "--json", "--library", library).stdout)
    assert [(row["name"], row["count"], row["read"]) for row in lists] == [
        ("Bio club", proteins, 0), ("ICLR 2025 Papers", 19, 0),
    ]  # fmt: skip
    shown = papershelf("list", "show", "bio club", "--json", "--library", library)
    assert len(json.loads(shown.stdout)) == proteins
    removed = papershelf("list", "remove", "Bio club", "--all", "--library", library)
    assert removed.stdout.strip() == f"removed {proteins} entries from 'Bio club'"
    text = papershelf("lists", "--library", library).stdout
    assert "0/0" in text and "0/19" in text
    missing = papershelf("list", "remove", "Nope", "x", "--library", library)
    assert missing.returncode == 1 and "no reading list called 'Nope'" in missing.stderr
