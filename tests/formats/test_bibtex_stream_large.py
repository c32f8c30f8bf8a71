"""A .bib too large to decode at once is read as it is read, in any encoding, as a small one is.

The size at which a file stops being decoded whole (encoding.MAX_BYTES) is lowered here, so
that small files take the large files' road; the slow test at the end imports a real file
over 512 MB and measures the importing process's own peak memory.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from papershelf.formats.bib import bibtex_stream
from papershelf.formats.records import FormatError, ReadResult
from papershelf.formats.text import encoding
from tests.formats.test_bibtex_stream import joined, tex_live_file
from tests.peak_memory import run_papershelf

TEXT = (
    "@article{k1, author = {Gödel, Kurt and Łukasiewicz, Jan}, title = {Über formal "
    "unentscheidbare Sätze}, year = 1931}\n\n@misc{k2, title = {Żółw and café}}\n"
)


def read_whole_then_streamed(
    path: Path, monkeypatch: pytest.MonkeyPatch, codec: str | None = None
) -> tuple[ReadResult, ReadResult]:
    """path read as a small file (decoded whole), then as a large one (decoded as read)."""
    whole = joined_with(path, codec)
    monkeypatch.setattr(encoding, "MAX_BYTES", 16)
    return whole, joined_with(path, codec)


def joined_with(path: Path, codec: str | None) -> ReadResult:
    """The pieces of path (read in codec, if given) put together again."""
    if codec is None:
        return joined(path, 300)
    whole = ReadResult()
    for piece in bibtex_stream.read_pieces(path, 300, bibtex_stream.sniff(path, codec)):
        whole.records += piece.result.records
        whole.problems += piece.result.problems
    return whole


@pytest.mark.parametrize(
    ("data", "note"),
    [
        (TEXT.encode("utf-8"), None),
        (TEXT.encode("utf-16"), None),  # a BOM
        (TEXT.encode("utf-16-le"), "no byte order mark; read as UTF-16-LE"),
        (b"% Encoding: ISO-8859-2\n" + TEXT.encode("iso8859-2"), None),
        (TEXT.encode("utf-8").replace(b"Kurt", b"K\x00urt"), "removed 1 NUL or control"),
    ],
    ids=["utf8", "utf16-bom", "utf16-nuls", "declared-latin2", "a-nul"],
)
def test_a_large_file_reads_as_the_same_file_decoded_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, data: bytes, note: str | None
) -> None:
    path = tmp_path / "large.bib"
    path.write_bytes(data)
    whole, streamed = read_whole_then_streamed(path, monkeypatch)
    assert streamed.records == whole.records
    assert [r.title for r in streamed.records] == [
        "Über formal unentscheidbare Sätze",
        "Żółw and café",
    ]
    assert [p.reason for p in streamed.problems] == [p.reason for p in whole.problems]
    if note:
        assert note in streamed.problems[0].reason


def test_an_undeclared_legacy_encoding_is_detected_from_a_sample(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "legacy.bib"
    path.write_bytes(
        (TEXT.replace("Łukasiewicz", "Lukasiewicz").replace("Żółw", "Zolw") * 40).encode("cp1252")
    )
    monkeypatch.setattr(encoding, "MAX_BYTES", 16)
    sniffed = bibtex_stream.sniff(path)
    result = joined(path, 300)
    assert sniffed.assumed and result.records[0].title == "Über formal unentscheidbare Sätze"
    assert (
        "not UTF-8 (first at line 1) and declares no encoding; read as" in result.problems[0].reason
    )


def test_a_chosen_encoding_reads_a_large_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "latin2.bib"
    path.write_bytes(TEXT.encode("iso8859-2"))
    whole, streamed = read_whole_then_streamed(path, monkeypatch, codec="iso8859-2")
    assert streamed.records == whole.records and streamed.records[1].title == "Żółw and café"


def test_bytes_a_declared_encoding_cannot_read_fail_with_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "wrong.bib"
    path.write_bytes(b"% Encoding: windows-1252\n" + TEXT.encode("utf-8"))  # \x81 in "Ł"
    monkeypatch.setattr(encoding, "MAX_BYTES", 16)
    with pytest.raises(
        FormatError, match="is not Windows-1252, the encoding it was read in; save it as UTF-8"
    ):
        joined(path, 300)


def test_a_large_binary_file_is_refused_before_any_piece(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "binary.bib"
    path.write_bytes(b"@misc{a, title={x}}\n" + bytes(range(0, 9)) * 200)
    monkeypatch.setattr(encoding, "MAX_BYTES", 16)
    with pytest.raises(FormatError, match="binary data"):
        next(bibtex_stream.read_pieces(path))


def test_a_real_tex_live_file_read_as_a_large_one_matches(monkeypatch: pytest.MonkeyPatch) -> None:
    path = tex_live_file("typeset.bib")
    whole = joined(path, 1 << 18)
    monkeypatch.setattr(encoding, "MAX_BYTES", 1024)
    assert joined(path, 1 << 18).records == whole.records


ENTRY = (
    '@article{{key{n},\n  author = {{M{{\\"u}}ller, Anna and Smith, John {n}}},\n'
    "  title = {{Measurement {n} of the {word} field}},\n  journal = {{Physical Review {j}}},\n"
    "  year = {{{year}}},\n  doi = {{10.1103/PhysRev.{n}}},\n  data = {{{data}}},\n}}\n\n"
)
WORDS = ("magnetic", "electric", "gravitational", "scalar", "gauge", "Higgs", "quantum")


def write_large_bib(path: Path, size: int) -> int:
    """Entries of ~40 KB each (a long data field) until the file passes size; how many."""
    data = " ".join(f"{WORDS[i % 7]}:{i * 7919 % 100003}" for i in range(4000))
    count = 0
    with path.open("w", encoding="utf-8") as out:
        while out.tell() < size:
            word, year = WORDS[count % 7], 1950 + count % 70
            out.write(ENTRY.format(n=count, word=word, j=count % 40, year=year, data=data))
            count += 1
    return count


@pytest.mark.slow
def test_a_bib_over_512_mb_imports_with_bounded_memory(tmp_path: Path) -> None:
    """`papershelf import` of a generated 520 MB file stores every entry, and the process's
    own peak memory (its VmHWM, tests/peak_memory.py) stays far below the file's size; the
    file is deleted after."""
    path = tmp_path / "large.bib"
    try:
        count = write_large_bib(path, encoding.MAX_BYTES + (8 << 20))
        assert path.stat().st_size > encoding.MAX_BYTES
        args = ["--library", str(tmp_path / "lib.sqlite"), "import", str(path)]
        code, errors, _seconds, peak_mb = run_papershelf(args, tmp_path)
    finally:
        path.unlink(missing_ok=True)
    assert code == 0, errors
    with sqlite3.connect(tmp_path / "lib.sqlite") as conn:
        assert conn.execute("SELECT count(*) FROM entry").fetchone()[0] == count
        last = conn.execute("SELECT title FROM entry WHERE key = ?", [f"key{count - 1}"]).fetchone()
    assert last == (f"Measurement {count - 1} of the {WORDS[(count - 1) % 7]} field",)
    assert peak_mb < 300, peak_mb  # 156 MB measured: batches of BATCH_CHARS, not the file
