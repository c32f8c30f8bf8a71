"""library.fulltext.matched_sentence: the sentence a PDF hit shows in the detail pane."""

from __future__ import annotations

from papershelf.library.fulltext import MARK_CLOSE, MARK_OPEN, SENTENCE_CHARS, matched_sentence

A, Z = MARK_OPEN, MARK_CLOSE  # the marks around matched words


def test_the_sentence_holding_the_first_match_on_one_line():
    page = f"Before it ends.\nThe {A}lighthouse{Z} keeper\ncounted seagulls. After {A}it{Z}."
    assert matched_sentence(page) == f"The {A}lighthouse{Z} keeper counted seagulls."


def test_a_paragraph_break_ends_a_sentence_without_a_full_stop():
    page = f"Heading without a stop\n\nA {A}match{Z} here\n\nNext heading"
    assert matched_sentence(page) == f"A {A}match{Z} here"


def test_a_long_sentence_is_cut_around_the_match_and_its_mark_closed():
    page = "Start " + "word " * 200 + f"{A}hit{Z} " + "more " * 200 + "end."
    sentence = matched_sentence(page)
    assert sentence.startswith("…") and sentence.endswith("…")
    assert f"{A}hit{Z}" in sentence and len(sentence) <= SENTENCE_CHARS + 2
    cut_open = matched_sentence("x " * 90 + f"{A}" + "long " * 200 + f"{Z}.")
    assert cut_open.count(A) == cut_open.count(Z) == 1


def test_no_match_no_sentence():
    assert matched_sentence("No marks at all.") == ""
