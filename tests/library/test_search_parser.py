"""The parser alone: the tree it reads, the hints it gives, the words a view marks."""

from __future__ import annotations

from datetime import date

import pytest

from papershelf.library.search import (
    And,
    Filter,
    Not,
    Or,
    Text,
    match_terms,
    parse,
    word_variants,
)
from papershelf.library.search_sql import plan
from papershelf.library.sqlite.text_index import fts_match, quote


def test_and_binds_tighter_than_or() -> None:
    node = parse("a b OR c").node
    assert node == Or((And((Text("a"), Text("b"))), Text("c")))


def test_minus_and_not_negate_the_next_term_or_group() -> None:
    assert parse("-a").node == Not(Text("a"))
    assert parse("NOT (a OR b)").node == Not(Or((Text("a"), Text("b"))))
    assert parse("--a").node == Text("a")


def test_lowercase_operators_are_words() -> None:
    assert parse("war and peace").node == And((Text("war"), Text("and"), Text("peace")))


def test_phrases_and_prefixes() -> None:
    assert parse('"graph neural"').node == Text("graph neural", phrase=True, prefix=False)
    assert parse('"graph neur"*').node == Text("graph neur", phrase=True, prefix=True)
    assert parse("optim*").node == Text("optim")


def test_quoted_field_values() -> None:
    assert parse('list:"ICLR 2025 Papers"').node == Filter("list", "exact", ("ICLR 2025 Papers",))
    assert parse('title:"graph nets"').node == Text(
        "graph nets", "title", phrase=True, prefix=False
    )
    assert parse("Author:vaswani").node == Text("vaswani", "authors_text")


def test_numbers_and_dates() -> None:
    today = date(2026, 3, 15)
    assert parse("year:2020..2024").node == Filter("year", "bounds", (2020, 2024))
    assert parse("year:>=2022").node == Filter("year", "bounds", (2022, None))
    assert parse("rating:<3").node == Filter("rating", "bounds", (None, 2))
    added = parse("added:<30d", today=today).node
    assert added == Filter("added", "bounds", ("2026-02-13", None))
    months = parse("added:2026-01..2026-06", today=today).node
    assert months == Filter("added", "bounds", ("2026-01-01", "2026-07-01"))
    assert parse("added:2024-12", today=today).node == Filter(
        "added", "bounds", ("2024-12-01", "2025-01-01")
    )
    assert parse("status:read|unread").node == Filter("status", "in", (2, 0))


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ('"attention is', "missing closing quote"),
        ("(a OR b", "missing closing parenthesis"),
        ("a)", "unmatched ')' ignored"),
        ("a - b", "a lone '-' was ignored"),
        ("a OR", "OR needs a term on each side"),
        ("OR a", "OR needs a term on each side"),
        ("AND", "AND needs a term on each side"),
        ("a NOT", "nothing to exclude"),
        ("foo:bar", "unknown field 'foo:'"),
        ("title:", "title: needs a value"),
        ("year:soon", "year: expects"),
        ("year:99999999", "year: expects"),
        ("rating:lots", "rating: expects"),
        ("status:done", "status: is unread, reading or read"),
        ("added:someday", "added: expects"),
        ("added:2026-13", "added: expects"),
        ("added:<99999y", "added: expects"),
        ("^", "has no letters or digits"),
        ('""', "empty quotes ignored"),
        ("(" * 40 + "a", "nested too deeply"),
        (" ".join(["w"] * 100), "only the first 64 terms"),
    ],
)
def test_hints(text: str, hint: str) -> None:
    parsed = parse(text)
    assert any(hint in h for h in parsed.hints), parsed.hints


def test_typing_keeps_quiet_about_an_unfinished_end() -> None:
    for text in ('"attention is', "(a OR b", "a OR", "title:", "a -", "a NOT"):
        assert parse(text, typing=True).hints == (), text
        assert parse(text).hints, text
    assert parse("a) b", typing=True).hints == ("unmatched ')' ignored",)


def test_unknown_field_is_searched_as_text() -> None:
    parsed = parse("arxiv:2301")
    assert parsed.node == Text("arxiv:2301")
    assert fts_match(plan(parsed).match) == '"arxiv:2301" *'


def test_every_term_is_quoted_for_fts() -> None:
    parsed = parse('NEAR(a b) "x""y" title:^z -AND*')
    assert fts_match(plan(parsed).match) == (
        '(("NEAR" * AND "a" * AND "b" * AND "x" AND "y" AND {title} : "^z" *) NOT "AND" *)'
    )
    assert quote('x"y') == '"x""y"'


def test_plurals_and_y_words() -> None:
    assert word_variants("optimizers") == ["optimizer"]
    assert word_variants("studies") == ["studies", "study"]
    assert word_variants("policy") == ["policy", "policies"]
    assert word_variants("boxes") == ["box"]
    assert word_variants("class") == ["class"]
    assert word_variants("day") == ["day"]


def test_match_terms_are_the_positive_words() -> None:
    terms = match_terms('optimizers -graph title:"neural net" tag:ml year:2020 self-attention')
    assert terms == ["optimizer", "neural", "net", "self", "attention"]
    assert match_terms("") == []
    assert match_terms("Schrödinger") == ["Schrödinger"]


def test_an_empty_query_has_no_hint() -> None:
    from papershelf.library.search import parse

    for text in ("", "   ", "()"):
        assert "OR needs a term on each side" not in parse(text).hints
    assert "OR needs a term on each side" in parse("a OR").hints
