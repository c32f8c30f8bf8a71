"""Reading bytes as text: declarations, detection, UTF-16 without BOM, stray NULs (issue 14)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from papershelf.formats import ris
from papershelf.formats.abstracts import plaintext
from papershelf.formats.bib import bibtex
from papershelf.formats.bib.bibtex_stream import read_pieces, sniff
from papershelf.formats.records import FormatError, ReadResult
from papershelf.formats.text import encoding

DATA = Path(__file__).resolve().parents[1] / "data" / "encodings"
ROOT = Path(__file__).resolve().parents[2]


def streamed(path: Path, codec: str | None = None) -> ReadResult:
    """A file read piece by piece, as an import reads it."""
    whole = ReadResult()
    for piece in read_pieces(path, sniffed=sniff(path, codec)):
        whole.records += piece.result.records
        whole.problems += piece.result.problems
    return whole


def reasons(result: ReadResult) -> list[str]:
    """The problems' reasons."""
    return [p.reason for p in result.problems]


@pytest.mark.parametrize(
    "name", ["jabref-latin2.bib", "emacs-latin2-unix.bib", "undeclared-latin2.bib"]
)
def test_latin2_declared_or_not_is_read_right(name: str) -> None:
    for result in (bibtex.read(DATA / name), streamed(DATA / name)):
        assert [r.key for r in result.records] == ["nowak2019", "żółć2020", "wróbel2021"]
        assert result.records[1].title == "Łódź i Kraków: miasta, które się zmieniają"
        assert result.records[0].authors[0].given == "Paweł"
    declared = name != "undeclared-latin2.bib"
    expected = [] if declared else [
        "not UTF-8 (first at line 3) and declares no encoding; read as ISO-8859-2 (detected)"
    ]  # fmt: skip
    assert reasons(streamed(DATA / name)) == expected


def test_an_emacs_latin9_declaration_is_honoured() -> None:
    result = streamed(DATA / "emacs-latin9.bib")
    titles = [r.title for r in result.records]
    assert titles[1] == "Cœur et âme : le coût en € de la culture"
    assert titles[2] == "Ÿ et Œ dans l'orthographe française"
    assert result.problems == []


def test_a_declaration_the_bytes_contradict_falls_back_to_detection() -> None:
    result = streamed(DATA / "says-utf8-is-cp1252.bib")
    assert result.records[0].title == "Über die Konvergenz stochastischer Gradientenverfahren"
    assert reasons(result) == [
        "declares UTF-8, but line 4 is not; read as Windows-1252 (detected)"
    ]  # fmt: skip


def test_a_legacy_declaration_on_utf8_bytes_reads_utf8() -> None:
    data = "% Encoding: ISO8859_1\n@misc{k, title = {Gödel}}\n".encode()
    text, notes = encoding.decode(data, "x.bib")
    assert "Gödel" in text
    assert [n.reason for n in notes] == [
        "declares ISO8859_1, but the bytes are UTF-8; read as UTF-8"
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("name", "shown", "title"),
    [
        ("undeclared-gbk.bib", "GBK (GB18030)", "基于深度学习的图像识别方法研究"),
        ("undeclared-big5.bib", "Big5", "深度學習之影像辨識研究"),
        ("undeclared-shift-jis.bib", "Shift-JIS (CP932)", "深層学習による画像認識の研究について"),
        ("undeclared-euc-jp.bib", "EUC-JP", "深層学習による画像認識の研究について"),
    ],
)
def test_cjk_encodings_are_detected_and_named(name: str, shown: str, title: str) -> None:
    result = streamed(DATA / name)
    assert result.records[0].title == title
    assert reasons(result) == [
        f"not UTF-8 (first at line 2) and declares no encoding; read as {shown} (detected)"
    ]


def test_keys_in_a_legacy_encoding_are_kept_as_written() -> None:
    keys = [r.key for r in streamed(DATA / "undeclared-gbk.bib").records]
    assert keys == ["张伟2020", "李娜2021", "王芳2019"]


def test_utf16_without_a_bom_is_read_from_its_nul_pattern() -> None:
    result = streamed(DATA / "utf16le-no-bom.bib")
    assert [r.key for r in result.records] == ["nowak2019", "moliere1990"]
    assert reasons(result) == ["no byte order mark; read as UTF-16-LE (from its NUL bytes)"]
    big_endian = "@misc{k, title = {Ça va}}\n".encode("utf-16-be")
    assert encoding.decode(big_endian, "x")[0] == "@misc{k, title = {Ça va}}\n"


def test_a_stray_nul_byte_is_removed_with_a_note() -> None:
    result = streamed(DATA / "stray-nul.bib")
    assert len(result.records) == 2
    assert ("journal", "Przegląd Przyrodniczy") in result.records[0].fields
    assert reasons(result) == ["removed 1 NUL or control character(s) (the first on line 5)"]


def test_a_binary_file_is_still_refused(tmp_path: Path) -> None:
    path = tmp_path / "paper.bib"
    path.write_bytes(b"%PDF-1.5\n" + bytes(range(0, 32)) * 200 + b"@misc{a, title={x}}")
    with pytest.raises(FormatError, match="binary data"):
        sniff(path)


def test_a_chosen_encoding_replaces_the_detected_one() -> None:
    path = DATA / "undeclared-latin2.bib"
    result = streamed(path, "iso-8859-2")
    assert result.records[1].title == "Łódź i Kraków: miasta, które się zmieniają"
    assert result.problems == []
    other = streamed(path, "cp1250")  # a person's choice is taken as it is
    assert other.records[1].title == "ŁódĽ i Kraków: miasta, które się zmieniaj±"
    with pytest.raises(FormatError, match="cannot be read as UTF-8"):
        sniff(path, "utf-8")


@pytest.mark.parametrize(
    ("written", "codec"),
    [("latin-9", "iso8859-15"), ("iso-latin-2-unix", "iso8859-2"), ("ISO8859_2", "iso8859-2"),
     ("utf-8-dos", "utf-8"), ("chinese-gbk", "gbk"), ("sjis-mac", "shift_jis"),
     ("Cp1252", "cp1252"), ("japanese-iso-8bit", "euc_jp")],
)  # fmt: skip
def test_declared_names_as_jabref_and_emacs_write_them(written: str, codec: str) -> None:
    emacs = f";; -*- coding: {written} -*-\n".encode()
    jabref = f"% Encoding: {written}\n".encode()
    local = f"@misc{{k}}\n% Local Variables:\n% coding: {written}\n% End:\n".encode()
    for header in (emacs, jabref, local):
        assert encoding.declaration(header) == (codec, written)


def test_ris_and_plain_text_use_the_same_decoding(tmp_path: Path) -> None:
    path = tmp_path / "x.ris"
    path.write_bytes(
        "TY  - JOUR\nTI  - Łódź i Kraków\nAU  - Nowak, Paweł\nER  - \n".encode("utf-16-le")
    )
    assert ris.read(path).records[0].title == "Łódź i Kraków"
    text = tmp_path / "x.txt"
    abstract = "Badamy wpływ zmian klimatu na różnorodność biologiczną w Polsce. Wyniki są jasne."
    text.write_bytes(f"PTE 2024\n\n{abstract}\n".encode("iso8859_2"))
    assert plaintext.read(text).records[0].abstract == abstract


def test_the_cli_says_which_encoding_it_assumed(tmp_path: Path) -> None:
    env = {"PYTHONPATH": str(ROOT / "desktop"), "PATH": "/usr/bin:/bin"}
    path = DATA / "undeclared-gbk.bib"
    done = subprocess.run(
        [sys.executable, "-m", "papershelf", "import", str(path), "--library",
         str(tmp_path / "lib.sqlite")],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[1] == (
        f"  {path}:2: not UTF-8 (first at line 2) and declares no encoding; "
        "read as GBK (GB18030) (detected)"
    )


def test_which_files_need_a_guess() -> None:
    guessed = {p.name for p in DATA.glob("*.bib") if encoding.needs_guess(p.read_bytes())}
    assert guessed == {
        "undeclared-big5.bib", "undeclared-euc-jp.bib", "undeclared-gbk.bib",
        "undeclared-latin2.bib", "undeclared-shift-jis.bib", "says-utf8-is-cp1252.bib",
    }  # fmt: skip
