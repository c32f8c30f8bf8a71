"""Reading a .bib file in pieces gives what reading it whole gives, whatever the piece size."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from papershelf.formats.bib import bibtex
from papershelf.formats.bib.bibtex_stream import read_pieces, sniff
from papershelf.formats.records import FormatError, ReadResult

DATA = Path(__file__).resolve().parents[1] / "data"
SAMPLES = ["roundtrip.bib", "roundtrip-crlf.bib", "malformed.bib"]


def tex_live_file(name: str) -> Path:
    """A real .bib file from TeX Live (texlive-bibtex-extra, which .ci/run installs)."""
    try:
        found = subprocess.run(["kpsewhich", name], capture_output=True, text=True, check=False)
    except FileNotFoundError:
        pytest.skip("TeX Live is not installed (kpsewhich)")
    if not found.stdout.strip():
        pytest.skip(f"TeX Live has no {name} here")
    return Path(found.stdout.strip())


def joined(path: Path, size: int) -> ReadResult:
    """The pieces of path put together again."""
    whole = ReadResult()
    for piece in read_pieces(path, size):
        whole.records += piece.result.records
        whole.problems += piece.result.problems
        whole.blocks += piece.result.blocks
        whole.strings = piece.result.strings
    return whole


@pytest.mark.parametrize("name", SAMPLES)
@pytest.mark.parametrize("size", [300, 2000, 1 << 21])
def test_pieces_read_like_the_whole_file(name: str, size: int) -> None:
    path = DATA / name
    whole, pieces = bibtex.read(path), joined(path, size)
    assert pieces.records == whole.records
    assert pieces.problems == whole.problems
    assert pieces.blocks == whole.blocks
    assert pieces.strings == whole.strings


def test_small_pieces_are_many_and_report_progress_in_bytes() -> None:
    path = DATA / "malformed.bib"
    pieces = list(read_pieces(path, 500))
    assert len(pieces) > 5
    dones = [piece.done for piece in pieces]
    assert dones == sorted(dones) and dones[-1] == pieces[-1].total == path.stat().st_size


def test_a_broken_entry_cut_at_a_piece_end_names_the_next_entry(tmp_path: Path) -> None:
    path = tmp_path / "cut.bib"
    path.write_text("@article{a,\n  title = {Open\n" + "x" * 400 + "\n@misc{b, title={B}}\n")
    result = joined(path, 200)
    assert [p.line for p in result.problems] == [1]
    assert "next entry on line 4" in result.problems[0].reason
    assert [r.key for r in result.records] == ["b"]


def test_windows_1252_is_noted_and_decoded(tmp_path: Path) -> None:
    path = tmp_path / "legacy.bib"
    path.write_bytes("@misc{k1, title = {Gödel’s theorem}}\n".encode("cp1252"))
    result = joined(path, 1 << 20)
    assert result.records[0].title == "Gödel’s theorem"
    assert "Windows-1252" in result.problems[0].reason


def test_utf16_with_a_bom_is_read(tmp_path: Path) -> None:
    path = tmp_path / "wide.bib"
    path.write_bytes("@misc{k1, title = {Schrödinger}}\n".encode("utf-16"))
    assert joined(path, 1 << 20).records[0].title == "Schrödinger"


def test_a_utf8_bom_is_dropped(tmp_path: Path) -> None:
    path = tmp_path / "bom.bib"
    path.write_bytes(b"\xef\xbb\xbf@misc{k1, title = {T}}\n")
    result = joined(path, 1 << 20)
    assert result.records[0].key == "k1" and result.problems == []


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"%PDF-1.4\x00\x01\x02 binary", "not a BibTeX file"),  # few NULs: stripped, then
        (b"%PDF-1.4\n" + bytes(range(0, 9)) * 40, "binary data"),
        (b"Dear diary,\nno entries here.\n", "not a BibTeX file"),
        (bytes(range(1, 9)) * 20 + b"@misc{a, title={x}}", "binary data"),
    ],
)
def test_files_that_are_not_bibtex_fail_before_any_piece(
    tmp_path: Path, content: bytes, reason: str
) -> None:
    path = tmp_path / "odd.bib"
    path.write_bytes(content)
    with pytest.raises(FormatError, match=reason):
        sniff(path)
    with pytest.raises(FormatError, match=reason):
        next(read_pieces(path))


def test_an_empty_file_is_a_problem_not_an_error(tmp_path: Path) -> None:
    path = tmp_path / "empty.bib"
    path.write_text("  \n")
    assert [p.reason for p in joined(path, 1000).problems] == ["the file is empty"]


@pytest.mark.parametrize(("name", "entries"), [("typeset.bib", 890), ("biblatex-examples.bib", 90)])
def test_real_tex_live_files_in_pieces_match_reading_them_whole(name: str, entries: int) -> None:
    path = tex_live_file(name)
    whole, pieces = bibtex.read(path), joined(path, 1 << 18)
    assert len(pieces.records) == len(whole.records) >= entries
    assert pieces.records == whole.records and pieces.problems == whole.problems
