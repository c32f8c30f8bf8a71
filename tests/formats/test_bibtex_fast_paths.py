"""The reader's fast paths give exactly what the general code gives.

The scanner reads an entry of plain fields with two regex passes, and the reader splits
plain names itself; both must agree with the field-by-field scanner and with
bibtexparser's name parser on any input, including the odd cases they hand over.
"""

from __future__ import annotations

import gc
import weakref

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from papershelf.formats.bib import bibtex_read, bibtex_syntax
from papershelf.formats.bib.bibtex_people import _simple_person
from papershelf.formats.names import parse_name
from papershelf.formats.text import latex

_WORDS = st.sampled_from(
    ["a", "Deep", "{BERT}", "{{X}}", "{a {b {c {d}}}}", "x}", "{y", '"q"', "%", "#", "=", ",",
     "\\'e", "\n", "  ", "@misc{", "ü", "and", "-", "}, x = {c", ', y = "d"']
)  # fmt: skip
_NAMES = st.sampled_from(["title", "Title", "author", "year", "note", "x-y", "title"])


@st.composite
def _values(draw: st.DrawFn) -> str:
    """A field value as a .bib file may write it, well-formed or not."""
    text = "".join(draw(st.lists(_WORDS, max_size=6)))
    kind = draw(st.sampled_from(["braced", "quoted", "bare", "concat", "raw"]))
    if kind == "braced":
        return "{" + text + "}"
    if kind == "quoted":
        return '"' + text + '"'
    if kind == "bare":
        return draw(st.sampled_from(["2020", "jan", "jmlr", "x1"]))
    if kind == "concat":
        return '{a} # " b " # jan'
    return text


@st.composite
def _entries(draw: st.DrawFn) -> str:
    """A .bib text of one or two entries with drawn fields and separators."""
    out = []
    for number in range(draw(st.integers(1, 2))):
        fields = [
            f"{draw(_NAMES)}{draw(st.sampled_from(['', ' ', chr(10)]))}="
            f"{draw(st.sampled_from(['', ' ']))}{draw(_values())}"
            for _ in range(draw(st.integers(0, 4)))
        ]
        sep = draw(st.sampled_from([",", ",\n  ", " , ", ",\n% c\n"]))
        tail = draw(st.sampled_from(["}", ",}", "\n}", ", }", ""]))
        out.append(f"@article{{key{number},{sep}" + sep.join(fields) + tail)
    return "\n".join(out) + "\n"


def _slow_scan(text: str, monkeypatch: pytest.MonkeyPatch) -> bibtex_syntax.Scan:
    """The scan with the plain-body fast path turned off."""
    with monkeypatch.context() as patch:
        patch.setattr(bibtex_syntax._Scanner, "_plain_fields", lambda *args: 0)
        return bibtex_syntax.scan(text)


@settings(max_examples=400, deadline=None)
@given(_entries())
@example("@article{k, title = {a {b}, x = {c}}}\n")  # a '{' inside: not a flat value
@example("@article{k, title = {{B}}, x = {c}}\n")
@example("@article{k, title = {a}, Title = {b}}\n")  # a repeated field, noted
@example("@article{k, title = {a} # {b}}\n@misc{j,}\n@misc{i}\n")
def test_plain_bodies_are_read_as_field_by_field(text: str) -> None:
    with pytest.MonkeyPatch.context() as monkeypatch:
        assert bibtex_syntax.scan(text) == _slow_scan(text, monkeypatch)


def test_the_fast_path_reads_the_usual_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    text = (
        "@inproceedings{vaswani2017,\n  title = {Attention Is {All} You Need},\n"
        '  author = "Vaswani, Ashish",\n  year = 2017,\n  month = jan,\n}\n'
    )
    calls: list[int] = []
    real = bibtex_syntax._Scanner._each_field

    def counted(*args: object) -> int:
        calls.append(1)
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(bibtex_syntax._Scanner, "_each_field", counted)
    scanned = bibtex_syntax.scan(text)
    assert calls == []  # read in one go
    entry = scanned.items[0]
    assert isinstance(entry, bibtex_syntax.ScannedEntry)
    assert entry.fields == [
        ("title", "{Attention Is {All} You Need}"), ("author", '"Vaswani, Ashish"'),
        ("year", "2017"), ("month", "jan"),
    ]  # fmt: skip


_NAME_WORDS = st.sampled_from(
    ["Ashish", "Vaswani", "van", "der", "de", "la", "Jr.", "J.", "O'Neil", "3rd", "Müller",
     "al-Farabi", "ß", "{Google}", "\\'E", "~", ",", " , ", "and", "É", "d'Alembert", "Mac"]
)  # fmt: skip


@settings(max_examples=600, deadline=None)
@given(st.lists(_NAME_WORDS, min_size=1, max_size=5).map(" ".join))
def test_simple_names_are_split_as_bibtexparser_splits_them(raw: str) -> None:
    raw = raw.strip()
    fast = _simple_person(raw)
    if fast is not None:
        assert fast == parse_name(raw)


def test_recurring_values_are_decoded_once_and_the_same() -> None:
    first = bibtex_read._decoded("booktitle", "Proc. of {ICML} -- 2020")
    assert first == bibtex_read._decoded("booktitle", "Proc. of {ICML} -- 2020")
    assert bibtex_read._DECODED[("booktitle", "Proc. of {ICML} -- 2020")] == first
    assert ("title", "Some title") not in bibtex_read._DECODED
    bibtex_read._decoded("title", "Some title")
    assert ("title", "Some title") not in bibtex_read._DECODED


class _Big:
    """Something a reader's frame holds (records, in a real import)."""


def test_latex_conversions_leave_no_cycle_that_holds_the_callers_locals() -> None:
    def read(value: str) -> weakref.ref[_Big]:
        """Decode value (through pylatexenc) while a local holds a _Big."""
        held = _Big()
        assert latex.decode_text(value) == "Deep x learning"
        return weakref.ref(held)

    gc.disable()  # as during an import: only reference counting frees anything
    try:
        ref = read(f"Deep \\emph{{x}} learning{' ' * len(str(id(_Big)))}")
        assert ref() is None
    finally:
        gc.enable()
