"""Strategies for fuzzing the readers: random text, mutated real files, well-formed entries."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from hypothesis import strategies as st

from papershelf.formats import ris
from papershelf.formats.abstracts import plaintext
from papershelf.formats.bib import bibtex
from papershelf.formats.records import FormatError, ReadResult

DATA = Path(__file__).resolve().parents[1] / "data"
SEEDS = {
    "bibtex": [(DATA / n).read_text(encoding="utf-8") for n in ("roundtrip.bib", "malformed.bib")],
    "ris": [(DATA / "sample.ris").read_text(encoding="utf-8")],
    "plaintext": ["ICLR 2025 Papers\n\nFirst abstract, long enough to be one.\n\nSecond one.\n"],
}
READERS: dict[str, Callable[[str], ReadResult]] = {
    "bibtex": bibtex.read_text, "ris": ris.read_text, "plaintext": plaintext.read_text,
}  # fmt: skip
NASTY = [
    "@", "{", "}", "(", ")", '"', "#", ",", "=", "%", "\\", "\n", "\r", "\x00", "\ufeff",
    "TY  - ", "ER  - ", "@string{", "@comment{", "@article{", "\u202e", "é", "😀", "\t",
]  # fmt: skip
safe = st.text(st.characters(codec="utf-8", exclude_characters="@{}\\%\x00\r"), max_size=40)
words = (
    st.text("abcdefghijklmnopqrstuvwxyz ", min_size=3, max_size=30)
    .map(lambda s: " ".join(s.split()))
    .filter(bool)
)


@st.composite
def mutated(draw: st.DrawFn, kind: str) -> str:
    """A real file of *kind* with a few random cuts, insertions and duplications."""
    text = draw(st.sampled_from(SEEDS[kind]))
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(text)))
        op = draw(st.sampled_from(["cut", "insert", "nasty", "dup"]))
        end = min(len(text), at + draw(st.integers(0, 200)))
        if op == "cut":
            text = text[:at] + text[end:]
        elif op == "insert":
            text = text[:at] + draw(st.text(max_size=20)) + text[at:]
        elif op == "nasty":
            text = text[:at] + draw(st.sampled_from(NASTY)) + text[at:]
        else:
            text = text[:end] + text[at:end] + text[end:]
    return text


def any_input(kind: str) -> st.SearchStrategy[str]:
    """Random text, random nasty pieces, or a mutated real file of *kind*."""
    return st.one_of(
        st.text(max_size=300),
        st.lists(st.sampled_from([*NASTY, "a", " ", "x = y"]), max_size=60).map("".join),
        mutated(kind),
    )


def read_or_refuse(kind: str, text: str) -> ReadResult | FormatError:
    """Read text with the reader of kind: a result, or the FormatError that refused it."""
    try:
        result = READERS[kind](text)
    except FormatError as error:
        return error
    return result


def check_reported(outcome: ReadResult | FormatError) -> None:
    """Every failure says why: a refused file has a reason, every problem has a reason and line."""
    if isinstance(outcome, FormatError):
        assert outcome.reason.strip()
        return
    for problem in outcome.problems:
        assert problem.reason.strip() and problem.line >= 0
    for record in outcome.records:
        assert isinstance(record.title, str)


@st.composite
def bibtex_file(draw: st.DrawFn) -> tuple[str, list[str]]:
    """Well-formed entries (unique keys) with comment text between them; the keys."""
    count = draw(st.integers(1, 8))
    keys = [f"k{n}{draw(st.text('abcxyz0123456789', max_size=6))}" for n in range(count)]
    parts = []
    for key in keys:
        parts.append(draw(safe))
        kind = draw(st.sampled_from(["article", "inproceedings", "misc", "book"]))
        title, year = draw(words), draw(st.integers(1900, 2030))
        parts.append(f"@{kind}{{{key},\n  title = {{{title}}},\n  year = {year},\n}}\n")
    parts.append(draw(safe))
    return "".join(parts), keys


@st.composite
def ris_file(draw: st.DrawFn) -> tuple[str, list[str]]:
    """Well-formed RIS records; their titles."""
    titles = [f"{draw(words)} {n}" for n in range(draw(st.integers(1, 8)))]
    records = [
        f"TY  - JOUR\nAU  - {draw(words)}, Ann\nTI  - {t}\nPY  - 2020\nER  - \n\n" for t in titles
    ]
    return "".join(records), titles
