"""Tests for LaTeX <-> Unicode in BibTeX values, brace balance and the field helpers."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from papershelf.formats.bib.bibtex_fields import month_number, resolve, split_parts
from papershelf.formats.text import latex


@pytest.mark.parametrize(
    ("src", "text"),
    [
        ('{\\"o}', "ö"),
        ("\\'{e}", "é"),
        ("{\\ss}", "ß"),
        ("Stra{\\ss}e", "Straße"),
        ("\\v{C}ech", "Čech"),
        ("{\\O}stergaard", "Østergaard"),
        ("Caf\\'e \\& Bar --- 1--2", "Café & Bar — 1–2"),
        ("Fig.~1", "Fig.\u00a01"),
        ("{BERT}: Pre-training\n    of {Deep} Models", "BERT: Pre-training of Deep Models"),
        ("$O(n^2)$ time", "$O(n^2)$ time"),
        ("{\\noopsort{a}}Zeta", "Zeta"),
        ("The {\\TeX}book and \\LaTeX", "The TeXbook and LaTeX"),
        ("see \\url{https://x.org/a%20b~c_d}", "see https://x.org/a%20b~c_d"),
        ("\\url{https://x.org/a\\%20b}", "https://x.org/a%20b"),
        ("50% of", "50% of"),
        ("\\emph{x} and \\textbf{y}", "x and y"),
        ("``quoted''", "“quoted”"),
        ('na\\"{\\i}ve', "naïve"),
    ],
)
def test_decode_text(src: str, text: str) -> None:
    assert latex.decode_text(src) == text


def test_decode_survives_deep_nesting_and_broken_latex() -> None:
    assert latex.decode_text("{" * 60 + "x" + "}" * 60) == "x"
    assert latex.decode_text("\\frac{1}") != ""
    assert latex.decode_text("\\''o and \\") is not None


@pytest.mark.parametrize(
    ("src", "text"),
    [
        ('M{\\"u}ller, Hans and {Google Brain}', "Müller, Hans and {Google Brain}"),
        ('M\\"{u}ller and {\\relax Ch}ristopher Manning', "Müller and Christopher Manning"),
        ("{van Gogh}, Vincent", "{van Gogh}, Vincent"),
        ("{Barnes and Noble, Inc.} and {\\c{C}}elik, A.", "{Barnes and Noble, Inc.} and Çelik, A."),
    ],
)
def test_decode_names_keeps_grouping_braces(src: str, text: str) -> None:
    assert latex.decode_names(src) == text


@pytest.mark.parametrize(
    ("text", "bibtex", "biblatex"),
    [
        ("Müller über Straße", 'M{\\"u}ller {\\"u}ber Stra{\\ss}e', "Müller über Straße"),
        ("a – b — c", "a -- b --- c", "a – b — c"),
        ("R&D: 50% #1 a_b", "R\\&D: 50\\% \\#1 a\\_b", "R\\&D: 50\\% \\#1 a\\_b"),
        (
            "x ~ y ^ z",
            "x \\textasciitilde{} y \\textasciicircum{} z",
            "x \\textasciitilde{} y \\textasciicircum{} z",
        ),
        ("keep $x_1^2$ math", "keep $x_1^2$ math", "keep $x_1^2$ math"),
        ("one { open", "one \\textbraceleft{} open", "one \\textbraceleft{} open"),
        ("paired {braces}", "paired {braces}", "paired {braces}"),
        ("Fig.\u00a01", "Fig.~1", "Fig.~1"),
    ],
)
def test_encode_text(text: str, bibtex: str, biblatex: str) -> None:
    assert latex.encode_text(text, ascii_only=True) == bibtex
    assert latex.encode_text(text, ascii_only=False) == biblatex


@pytest.mark.parametrize(
    ("title", "protected"),
    [
        ("BERT: Pre-training", "{BERT}: Pre-training"),
        ("GPT-4 and T5", "{GPT}-4 and {T5}"),
        ("The iPhone and ResNet-50", "The {iPhone} and {ResNet}-50"),
        ("World War II", "World War {II}"),
        ("Attention Is All You Need", "Attention Is All You Need"),
        ("A Study of U-Net", "A Study of U-Net"),
    ],
)
def test_titles_protect_what_a_style_would_lower(title: str, protected: str) -> None:
    assert latex.encode_text(title, ascii_only=True, protect=True) == protected


def test_markdown_emphasis_becomes_latex_outside_math() -> None:
    assert latex.markdown_to_latex("**bold** and *it* but $a*b*c$ and 2 * 3") == (
        "\\textbf{bold} and \\emph{it} but $a*b*c$ and 2 * 3"
    )


@pytest.mark.parametrize(
    ("value", "balanced"),
    [("{a}", True), ("a \\{ b \\}", True), ("a \\{ b", False), ("}{", False), ("plain", True)],
)
def test_braces_are_counted_as_bibtex_counts_them(value: str, balanced: bool) -> None:
    assert latex.is_balanced(value) is balanced


@given(st.text(alphabet="ab{}\\ ", max_size=30))
def test_balance_braces_always_balances_and_keeps_balanced_text(value: str) -> None:
    fixed = latex.balance_braces(value)
    assert latex.is_balanced(fixed)
    if latex.is_balanced(value):
        assert fixed == value


@given(st.text(alphabet=st.sampled_from(list("aZ {}\\$%&#_^~-é\n")), max_size=40))
def test_encoded_text_balanced_by_the_writer_is_always_balanced(text: str) -> None:
    for ascii_only in (True, False):
        encoded = latex.encode_text(text, ascii_only=ascii_only, protect=True)
        assert latex.is_balanced(latex.balance_braces(encoded))


@pytest.mark.parametrize(
    ("text", "escaped"),
    [
        ("50% of R&D", "50\\% of R\\&D"),
        ("$x_i^2$ and a_b", "$x_i^2$ and a\\_b"),
        ("\\url{a%20b}", "\\url{a%20b}"),
        ("already \\% fine", "already \\% fine"),
    ],
)
def test_lone_specials_are_escaped(text: str, escaped: str) -> None:
    assert latex.escape_lone_specials(text) == escaped


def test_url_specials_are_escaped_for_biblatex() -> None:
    assert latex.escape_lone_specials("\\url{a%20b#c}", in_urls=True) == "\\url{a\\%20b\\#c}"


@pytest.mark.parametrize(
    ("raw", "parts"),
    [
        ("{a}", ["{a}"]),
        ('"a" # b # {c#d}', ['"a"', "b", "{c#d}"]),
        ("jan # { 1}", ["jan", "{ 1}"]),
    ],
)
def test_split_parts(raw: str, parts: list[str]) -> None:
    assert split_parts(raw) == parts


def test_resolve_expands_macros_and_notes_undefined_ones() -> None:
    macros = {"a": '"A"', "ab": 'a # "B"', "loop": "loop"}
    assert resolve('ab # " " # {c}', macros).text == "AB c"
    assert resolve("dec", macros).text == "December"
    resolved = resolve("nope # loop", macros)
    assert "nope" in resolved.undefined


@pytest.mark.parametrize(
    ("value", "number"),
    [("January", 1), ("jan", 1), ("Sept.", 9), ("12", 12), ("13", None), ("Janvier", None)],
)
def test_month_number(value: str, number: int | None) -> None:
    assert month_number(value) == number
