"""The export's fast paths decide exactly as the plain ones: file comparison, cached field
kinds, the 'nothing to add' shortcut; the collector paused during an export comes back."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from papershelf.formats.bib import bibtex_write
from papershelf.formats.bib.bibtex_fields import field_kind
from papershelf.formats.records import Record
from papershelf.services.exporting import write_atomically


def folder(tmp_path: Path) -> Path:
    """An empty folder to write in (tmp_path holds the tests' home)."""
    out = tmp_path / "out"
    out.mkdir()
    return out


def test_the_same_bytes_leave_the_file_alone(tmp_path: Path) -> None:
    path = folder(tmp_path) / "refs.bib"
    assert write_atomically(path, ["@misc{a}\n", "é\n"])
    stamp = path.stat().st_mtime_ns
    assert not write_atomically(path, ["@misc{a}\né\n"])
    assert path.stat().st_mtime_ns == stamp
    assert [p.name for p in path.parent.iterdir()] == ["refs.bib"]


@pytest.mark.parametrize("new", ["@misc{b}\n", "@misc{a}\n\n", "@misc{\n", ""])
def test_other_bytes_replace_the_file(tmp_path: Path, new: str) -> None:
    path = folder(tmp_path) / "refs.bib"
    path.write_bytes(b"@misc{a}\n")
    os.chmod(path, 0o600)
    assert write_atomically(path, [new])
    assert path.read_text(encoding="utf-8") == new
    assert path.stat().st_mode & 0o777 == 0o600
    assert [p.name for p in path.parent.iterdir()] == ["refs.bib"]


def test_a_difference_past_the_first_block_is_found(tmp_path: Path) -> None:
    path = folder(tmp_path) / "big.bib"
    text = "x" * (3 << 20)
    assert write_atomically(path, [text])
    assert not write_atomically(path, [text[: 2 << 20], text[2 << 20 :]])
    assert write_atomically(path, [text[:-1] + "y"])
    assert path.read_text(encoding="utf-8").endswith("xy")


@pytest.mark.parametrize(
    "name",
    ["title", "author", "editor", "abstract", "url", "pdf", "file", "localfile", "doi",
     "bdsk-url-1", "urldate", "eprint", "pages", "month", "x-custom", "shortauthor"],
)  # fmt: skip
def test_the_cached_field_kind_is_field_kind(name: str) -> None:
    assert bibtex_write._kind(name) == field_kind(name)
    assert bibtex_write._kind(name) == field_kind(name)  # now from the cache


def test_a_venue_column_still_adds_its_field_to_an_entry_read_from_a_file() -> None:
    read = Record(
        entry_type="article", key="k", title="T", year=2020, venue="Nature",
        raw_fields=[("title", "{T}"), ("year", "{2020}")],
    )  # fmt: skip
    assert bibtex_write.entry_fields(read, "bibtex", {}) == [
        ("title", "{T}"), ("year", "{2020}"), ("journal", "{Nature}"),
    ]  # fmt: skip
    whole = Record(
        entry_type="article", key="k", title="T", year=2020, venue="Nature",
        fields=[("journal", "Nature")],
        raw_fields=[("title", "{T}"), ("journal", "{Nature}"), ("year", "{2020}")],
    )  # fmt: skip
    assert bibtex_write.entry_fields(whole, "bibtex", {}) == [
        ("title", "{T}"), ("journal", "{Nature}"), ("year", "{2020}"),
    ]  # fmt: skip
