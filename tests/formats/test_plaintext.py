"""Tests for the plain-text abstract-list reader and the venue table it reads headers with."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from papershelf.formats.abstracts import plaintext
from papershelf.formats.abstracts.venues import HeaderInfo, parse_header
from papershelf.formats.records import FormatError, Problem, ReadResult
from tests.paths import SAMPLE

ICLR = "International Conference on Learning Representations"

ABSTRACT_A = (
    "We introduce **Metamizer**, a novel neural optimizer that iteratively solves a wide "
    "range of physical systems without retraining. It generalises to unseen PDEs."
)
ABSTRACT_B = (
    "Knowledge editing aims to update outdated information in large language models. "
    "We propose a neuron-level editing method that improves locality."
)


@pytest.fixture(scope="module")
def sample_lines() -> list[str]:
    """The sample's lines."""
    return SAMPLE.read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="module")
def sample() -> ReadResult:
    """The ICLR 2025 sample, read."""
    return plaintext.read(SAMPLE)


def test_sample_gives_one_record_per_abstract(sample: ReadResult) -> None:
    assert sample.collection == "ICLR 2025 Papers"
    assert len(sample.records) == 19
    assert sample.problems == []


def test_sample_records_carry_venue_year_and_inferred_title(sample: ReadResult) -> None:
    for record in sample.records:
        assert record.title.strip()
        assert record.title_inferred
        assert record.year == 2025
        assert record.venue == "ICLR"
        assert record.entry_type == "inproceedings"
        assert record.fields == [("booktitle", ICLR)]
        assert record.key is None
        assert record.authors == []


def test_sample_source_lines_point_at_each_abstract(
    sample: ReadResult, sample_lines: list[str]
) -> None:
    expected = [i + 1 for i, line in enumerate(sample_lines) if i > 0 and line.strip()]
    assert [r.source_line for r in sample.records] == expected
    for record in sample.records:
        assert record.abstract == sample_lines[record.source_line - 1].strip()


def test_sample_metamizer_title_names_the_method(sample: ReadResult) -> None:
    assert sample.records[0].title.startswith("Metamizer")


def test_sample_abstracts_keep_their_markup(sample: ReadResult) -> None:
    abstracts = "\n".join(r.abstract for r in sample.records)
    for markup in (
        "**Metamizer**",
        "\\emph{irregular time}",
        "\\textit{not}",
        "20$\\times$",
        "*computation trees*",
        "**Koo**pman",
    ):
        assert markup in abstracts
    assert not any("*" in r.title or "\\" in r.title or "$" in r.title for r in sample.records)


def test_one_abstract_per_line_without_blank_lines(sample_lines: list[str]) -> None:
    text = "\n".join(line for line in sample_lines if line.strip())
    result = plaintext.read_text(text, "list.txt")
    assert len(result.records) == 19
    assert [r.source_line for r in result.records] == list(range(2, 21))
    assert result.records[0].title.startswith("Metamizer")


def test_crlf_and_bom_read_like_plain_utf8(tmp_path: Path, sample: ReadResult) -> None:
    path = tmp_path / "windows.txt"
    path.write_bytes(b"\xef\xbb\xbf" + SAMPLE.read_bytes().replace(b"\n", b"\r\n"))
    result = plaintext.read(path)
    assert result.collection == "ICLR 2025 Papers"
    assert [r.abstract for r in result.records] == [r.abstract for r in sample.records]
    assert [r.title for r in result.records] == [r.title for r in sample.records]
    assert [r.source_line for r in result.records] == [r.source_line for r in sample.records]
    assert result.problems == []


def test_trailing_whitespace_and_extra_blank_lines_are_tolerated() -> None:
    text = f"ICLR 2025 Papers   \n\n\n\n{ABSTRACT_A}   \t\n\n\n\n\n{ABSTRACT_B}  \n\n\n"
    result = plaintext.read_text(text)
    assert [r.abstract for r in result.records] == [ABSTRACT_A, ABSTRACT_B]
    assert [r.source_line for r in result.records] == [5, 10]


def test_wrapped_paragraphs_are_joined_with_single_spaces() -> None:
    wrapped_a = "\n".join(textwrap.wrap(ABSTRACT_A, 70))
    wrapped_b = "\n".join(textwrap.wrap(ABSTRACT_B, 70))
    assert wrapped_a.count("\n") >= 2
    result = plaintext.read_text(f"NeurIPS 2023\n\n{wrapped_a}\n\n{wrapped_b}\n")
    assert [r.abstract for r in result.records] == [ABSTRACT_A, ABSTRACT_B]
    assert [r.source_line for r in result.records] == [3, 3 + wrapped_a.count("\n") + 2]


def test_empty_file_is_a_problem_not_an_error(tmp_path: Path) -> None:
    path = tmp_path / "empty.txt"
    path.write_bytes(b"")
    result = plaintext.read(path)
    assert result.records == []
    assert result.problems == [Problem(str(path), 1, "the file is empty")]
    assert plaintext.read_text(" \n\t\n", "blank.txt").problems == [
        Problem("blank.txt", 1, "the file is empty")
    ]


def test_header_without_abstracts_says_so() -> None:
    result = plaintext.read_text("ICLR 2025 Papers\n\n\n", "h.txt")
    assert result.records == []
    assert result.collection == "ICLR 2025 Papers"
    assert len(result.problems) == 1
    assert result.problems[0].line == 1
    assert "no abstracts" in result.problems[0].reason


def test_nul_bytes_raise_format_error(tmp_path: Path) -> None:
    path = tmp_path / "binary.txt"
    path.write_bytes(b"ICLR 2025\n\n" + b"abc\x00def\x01" * 50)
    with pytest.raises(FormatError) as caught:
        plaintext.read(path)
    assert caught.value.line == 0
    assert "not a text file" in caught.value.reason
    with pytest.raises(FormatError):
        plaintext.read_text("abc\x00def")


def test_binary_without_nul_bytes_raises_format_error(tmp_path: Path) -> None:
    path = tmp_path / "noise.txt"
    path.write_bytes(bytes(range(1, 9)) * 200)
    with pytest.raises(FormatError, match="not a text file"):
        plaintext.read(path)


def test_missing_file_and_folder_raise_format_error(tmp_path: Path) -> None:
    with pytest.raises(FormatError, match="no such file"):
        plaintext.read(tmp_path / "nowhere.txt")
    with pytest.raises(FormatError, match="folder"):
        plaintext.read(tmp_path)


def test_windows_1252_is_read_with_a_note(tmp_path: Path) -> None:
    path = tmp_path / "cp1252.txt"
    abstract = "We present a na\u00efve baseline \u2014 it works. It is simple and fast."
    path.write_bytes(f"CHI 2024\n\n{abstract}\n".encode("cp1252"))
    result = plaintext.read(path)
    assert [r.abstract for r in result.records] == [abstract]
    reason = "not UTF-8 (first at line 3) and declares no encoding; read as Windows-1252 (detected)"
    assert result.problems == [Problem(str(path), 3, reason)]


def test_a_stray_nul_byte_is_removed_with_a_note(tmp_path: Path) -> None:
    path = tmp_path / "stray.txt"
    abstract = "We present a baseline that works. It is simple and fast."
    path.write_bytes(f"CHI 2024\n\n{abstract}\x00\n".encode())
    result = plaintext.read(path)
    assert [r.abstract for r in result.records] == [abstract]
    reason = "removed 1 NUL or control character(s) (the first on line 3)"
    assert result.problems == [Problem(str(path), 3, reason)]


def test_utf16_with_bom_is_read(tmp_path: Path) -> None:
    path = tmp_path / "utf16.txt"
    path.write_bytes(f"ICML 2022\n\n{ABSTRACT_B}\n".encode("utf-16"))
    result = plaintext.read(path)
    assert [r.abstract for r in result.records] == [ABSTRACT_B]
    assert result.records[0].venue == "ICML"


def test_separators_and_single_words_are_skipped_with_a_problem() -> None:
    text = f"ICLR 2025\n\n{ABSTRACT_A}\n\n----------\n\nAppendix\n\nShort but real abstract.\n"
    result = plaintext.read_text(text, "s.txt")
    assert [r.abstract for r in result.records] == [ABSTRACT_A, "Short but real abstract."]
    assert [(p.file, p.line) for p in result.problems] == [("s.txt", 5), ("s.txt", 7)]


def test_header_without_venue_or_year_still_imports() -> None:
    result = plaintext.read_text(f"My reading pile\n\n{ABSTRACT_A}\n")
    assert result.collection == "My reading pile"
    record = result.records[0]
    assert (record.venue, record.year, record.entry_type, record.fields) == ("", None, "misc", [])


def test_journal_header_makes_articles() -> None:
    record = plaintext.read_text(f"TMLR 2024 accepted papers\n\n{ABSTRACT_B}\n").records[0]
    assert record.entry_type == "article"
    assert record.fields == [("journal", "Transactions on Machine Learning Research")]
    assert (record.venue, record.year) == ("TMLR", 2024)


def test_unknown_venue_is_kept_without_booktitle() -> None:
    record = plaintext.read_text(f"LoG 2024 Papers\n\n{ABSTRACT_B}\n").records[0]
    assert (record.venue, record.year, record.entry_type, record.fields) == (
        "LoG",
        2024,
        "misc",
        [],
    )


def test_markdown_heading_names_the_collection() -> None:
    result = plaintext.read_text(f"# ICLR 2025 Papers\n\n{ABSTRACT_A}\n")
    assert result.collection == "ICLR 2025 Papers"
    assert result.records[0].venue == "ICLR"


def test_file_without_header_starts_with_an_abstract() -> None:
    result = plaintext.read_text(f"{ABSTRACT_A}\n\n{ABSTRACT_B}\n")
    assert result.collection == ""
    assert [r.source_line for r in result.records] == [1, 3]


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("ICLR 2025 Papers", HeaderInfo("ICLR", ICLR, "conference", 2025)),
        (
            "neurips 2023 accepted papers",
            HeaderInfo(
                "NeurIPS", "Advances in Neural Information Processing Systems", "conference", 2023
            ),
        ),
        (
            "NeurIPS'24",
            HeaderInfo(
                "NeurIPS", "Advances in Neural Information Processing Systems", "conference", 2024
            ),
        ),
        (
            "NIPS 2017",
            HeaderInfo(
                "NeurIPS", "Advances in Neural Information Processing Systems", "conference", 2017
            ),
        ),
        (
            "Proceedings of ICML 2022",
            HeaderInfo("ICML", "International Conference on Machine Learning", "conference", 2022),
        ),
        (
            "Proceedings of the 41st International Conference on Machine Learning",
            HeaderInfo("ICML", "International Conference on Machine Learning", "conference", None),
        ),
        (
            "NAACL 2024",
            HeaderInfo(
                "NAACL",
                (
                    "Conference of the North American Chapter of the Association for "
                    "Computational Linguistics"
                ),
                "conference",
                2024,
            ),
        ),
        (
            "CoRL 2023 Abstracts",
            HeaderInfo("CoRL", "Conference on Robot Learning", "conference", 2023),
        ),
        (
            "JMLR volume 24 (2023)",
            HeaderInfo("JMLR", "Journal of Machine Learning Research", "journal", 2023),
        ),
        ("Science 2021", HeaderInfo("Science", "Science", "journal", 2021)),
        ("My reading pile", HeaderInfo()),
        ("Computer science reading list", HeaderInfo()),
        (
            "Nature Machine Intelligence 2023",
            HeaderInfo(
                "Nature Machine Intelligence", "Nature Machine Intelligence", "journal", 2023
            ),
        ),
        ("Cell 2020", HeaderInfo("Cell", "Cell", "journal", 2020)),
        ("Cell biology reading group", HeaderInfo()),
        ("Summer Reading 2024", HeaderInfo("", "", None, 2024)),
        ("MLSys 2024 Papers", HeaderInfo("MLSys", "", None, 2024)),
        (
            "Workshop on Graph Learning 2023 papers",
            HeaderInfo("Workshop on Graph Learning", "", None, 2023),
        ),
    ],
)
def test_parse_header(header: str, expected: HeaderInfo) -> None:
    assert parse_header(header) == expected


def test_readers_need_neither_qt_nor_the_database() -> None:
    code = (
        "import sys; sys.modules['PySide6'] = None; sys.modules['peewee'] = None\n"
        "import papershelf.formats.abstracts.plaintext, papershelf.formats.bib.keys\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
