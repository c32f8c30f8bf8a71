"""Name lists are decoded one name at a time, and give what the general decoder gives.

The name decoder cuts a list at each top-level ' and ' (as BibTeX does before reading any
LaTeX), re-spaces names without LaTeX and remembers the others; the general decoder is
pylatexenc on the whole value. They must agree on every real name and on any list.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from papershelf.formats import names as names_module
from papershelf.formats.bib import bibtex_people
from papershelf.formats.bib.bibtex_fields import decode_value
from papershelf.formats.names import from_name_lines, name_lines, split_name_list
from papershelf.formats.text import latex, latex_engine

NAMES_FILE = Path(__file__).resolve().parents[1] / "data" / "real-10k-names.txt"


def _real_names() -> list[str]:
    """The distinct names of real-10k.bib (the first line says where they come from)."""
    lines = NAMES_FILE.read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("# The distinct names of ../shared/perf/real-10k.bib")
    return lines[1:]


def test_every_real_name_decodes_as_the_general_decoder_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    names = _real_names()
    assert len(names) > 25_000
    fast = [latex.decode_name(name) for name in names]
    with monkeypatch.context() as patch:
        patch.setattr(latex, "_tokenwise", lambda src: None)
        patch.setattr(latex, "_cached_latex", latex._cached_latex.__wrapped__)
        slow = [latex.decode_grouped(name) for name in names]
    assert [(n, f) for n, f, s in zip(names, fast, slow, strict=True) if f != s] == []
    assert sum(f != n for n, f in zip(names, fast, strict=True)) > 100  # real LaTeX among them


def test_real_name_lists_decode_as_their_names_do() -> None:
    names = _real_names()
    for start in range(0, len(names), 3_000):
        chunk = names[start : start + 3_000]
        expected = " and ".join(latex.squash(latex.decode_grouped(n)) for n in chunk)
        assert latex.decode_names("  and ".join(chunk)) == latex.squash(expected)


_PIECES = st.sampled_from(
    ["Smith", "J.", "van", "der", "M{\\\"u}ller", "\\'Alvarez", "Gonz\\'alez", "{\\O}ster",
     "{Google Brain}", "Kr{\\'\\i}\\v{z}ek", "J.~A.", "{\\ss}", "Ho\\ss{}", "Nu\\~{n}ez", "Jr",
     "{de la Fuente}", "Aleksi{\\ifmmode \\acute{c}\\else \\'{c}\\fi}", "\\textsc{Ieee}", ",",
     "Zhang 0001", "$\\alpha$", "O'Brien", "{\\relax Ch}ristopher", "ü", "Erd{\\H{o}}s"]
)  # fmt: skip


@st.composite
def _name(draw: st.DrawFn) -> str:
    """One name of 1-4 pieces."""
    return " ".join(draw(st.lists(_PIECES, min_size=1, max_size=4)))


@settings(max_examples=300, deadline=None)
@given(st.lists(_name(), min_size=1, max_size=8), st.sampled_from([" and ", "\n  and ", " AND "]))
@example(["Gro\\ss", "B"], " and ")  # a control word before ' and ' does not eat the space
@example(["{Smith and Sons}", "B"], " and ")  # an ' and ' inside braces does not cut
def test_a_list_decodes_as_the_general_decoder_decodes_each_name(
    names: list[str], separator: str
) -> None:
    fast = latex.decode_names(separator.join(names))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(latex, "_tokenwise", lambda src: None)
        patch.setattr(latex, "_cached_latex", latex._cached_latex.__wrapped__)
        pieces = [latex.decode_grouped(n) for n in names]
    assert fast == latex.squash(f" {separator.strip()} ".join(pieces))


@pytest.mark.parametrize(
    ("src", "pieces"),
    [
        ("A and B", ["A", "and", "B"]),
        ("A AND B\nand C", ["A", "AND", "B", "and", "C"]),
        ("{Smith and Sons} and B", ["{Smith and Sons}", "and", "B"]),
        ("{a {b and} c} and $x and y$ and D", ["{a {b and} c}", "and", "$x and y$", "and", "D"]),
        ("Anderson and Band", ["Anderson", "and", "Band"]),
    ],
)
def test_lists_are_cut_at_top_level_ands(src: str, pieces: list[str]) -> None:
    assert split_name_list(src) == pieces


def test_a_huge_list_never_reaches_pylatexenc_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[int] = []
    convert = latex_engine._convert
    monkeypatch.setattr(latex_engine, "_convert", lambda s, m: seen.append(len(s)) or convert(s, m))
    latex_engine.to_text.cache_clear()
    odd = [f"N{i}\\textsc{{x}}, A." for i in range(300)]  # needs pylatexenc, name by name
    names = [f"\\'Alvarez {i}, J." for i in range(3_000)] + odd
    decoded = latex.decode_names(" and ".join(names))
    assert decoded.count(" and ") == 3_299
    assert decoded.startswith("Álvarez 0, J. and Álvarez 1, J.")
    assert "N17x, A." in decoded
    assert seen and max(seen) < 40


def test_the_american_physical_societys_accents_print_once() -> None:
    src = (
        "Aleksi{\\ifmmode \\acute{c}\\else \\'{c}\\fi}, M. and "
        "Sol{\\ifmmode\\acute{e}\\else\\'{e}\\fi}, J."
    )
    assert latex.decode_names(src) == "Aleksić, M. and Solé, J."
    assert latex.decode_text("Caf{\\ifmmode \\acute{e}\\else \\'{e}\\fi}") == "Café"


@pytest.mark.parametrize(
    ("text", "lines"),
    [
        ("Vaswani, Ashish and Shazeer, Noam", "Vaswani, Ashish\nShazeer, Noam"),
        ("Vaswani, Ashish and\n   Shazeer, Noam", "Vaswani, Ashish\nShazeer, Noam"),
        ('{Smith and Sons} and M{\\"u}ller, J.', '{Smith and Sons}\nM{\\"u}ller, J.'),
        ("", ""),
    ],
)
def test_an_author_list_is_edited_one_name_a_line(text: str, lines: str) -> None:
    assert name_lines(text) == lines
    assert from_name_lines(lines) == " ".join(text.split())


@pytest.mark.parametrize(
    ("typed", "text"),
    [
        ("Wandel, Nils and\nKlein,  Reinhard", "Wandel, Nils and Klein, Reinhard"),
        ("A\n\n  and B\nC AND D\n", "A and B and C AND D"),
    ],
)
def test_lines_typed_with_ands_give_one_list(typed: str, text: str) -> None:
    assert from_name_lines(typed) == text


_LIST_PIECES = st.sampled_from(
    ["A", "b", "{", "}", "{x}", " and ", " AND ", "and", "\\{", "{\\O}", " ", "\n", "$",
     "{a and b}"]
)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(st.lists(_LIST_PIECES, max_size=14).map("".join))
@example("{a {x}and b} and c")  # removing {x} must not make a cut appear inside {a ... b}
def test_cutting_a_list_at_regex_speed_cuts_where_counting_braces_does(src: str) -> None:
    fast = split_name_list(src)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(names_module, "_groups_hold_no_and", lambda text: False)
        slow = split_name_list(src)
    assert fast == slow


_SEPARATED = st.sampled_from(
    ["A", "b", " and ", " AND ", " And ", "and", " ", "  ", "\t", "{x and y}", "\\'e", "$"]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_SEPARATED, max_size=14).map("".join))
def test_cutting_at_plain_ands_with_str_split_cuts_where_the_regex_does(src: str) -> None:
    fast = split_name_list(src)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(names_module, "_plain_ands", lambda text: False)
        slow = split_name_list(src)
    assert fast == slow


_PLAIN = st.sampled_from(["A", "b", " and ", " AND ", " And ", " aNd ", "and", " ", "  "])


@settings(max_examples=400, deadline=None)
@given(st.lists(_PLAIN, max_size=14).map(lambda parts: " ".join("".join(parts).split())))
def test_a_squashed_list_is_cut_at_plain_ands_as_the_regex_cuts_it(text: str) -> None:
    assert bibtex_people._split_names(text) == bibtex_people._AND.split(text)


_SPACES = st.sampled_from([" ", "\xa0", "\t", "\n", "\u2009", "\u3000", "\x1c", "\x85", "\u2028"])


@given(st.text(alphabet=_SPACES | st.sampled_from(["a", "é", ",", "\u200b", "\ufeff", "{"])))
@example("M.\xa0C. Berger and  Lee, K.")
def test_a_list_is_spaced_as_str_split_spaces_it(text: str) -> None:
    assert latex.single_spaced(text) == " ".join(text.split())


@given(st.text() | st.text(alphabet=st.characters(max_codepoint=127)))
@example("\x7f")
@example("plain ASCII, every printable one: ~`!@#$%^&*()")
def test_printable_is_what_isprintable_says(text: str) -> None:
    assert latex.printable(text) == text.isprintable()


def _general(src: str) -> tuple[str, list[object]]:
    """An author list read the general way: decoded whole, then cut and parsed."""
    text = decode_value("author", src)
    return text, bibtex_people.people(text)


def test_real_author_lists_read_in_one_pass_as_the_general_way_reads_them() -> None:
    names = _real_names()
    for start in range(0, len(names), 2_000):
        src = " and ".join(names[start : start + 2_000])
        assert bibtex_people.authors(src) == _general(src)
    for name in names:  # each one alone, then beside 'others'
        for src in (name, f"{name} and others"):
            assert bibtex_people.authors(src) == _general(src)


_AUTHOR_PIECES = _PIECES | st.sampled_from(
    ["others", "Others", "and", "AND", "Anderson", "{Barnes and Noble}", "{}", "~", "\xa0",
     "M.\xa0C.", "Brand\t", "  ", "", "{\\and}", "\\&", "\u2009", "\x01", "Lee,", "{"]
)  # fmt: skip


@settings(max_examples=500, deadline=None)
@given(
    st.lists(st.lists(_AUTHOR_PIECES, max_size=4).map(" ".join), min_size=1, max_size=6),
    st.sampled_from([" and ", "\n  and ", " AND ", " And\t", " and  "]),
)
@example(["X and", "B"], " and ")  # a name ending in 'and' would be cut again
@example(["others"], " and ")
def test_an_author_list_reads_in_one_pass_as_the_general_way_reads_it(
    names: list[str], separator: str
) -> None:
    src = separator.join(names)
    assert bibtex_people.authors(src) == _general(src)
