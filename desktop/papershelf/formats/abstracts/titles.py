"""Inferring a readable title from an abstract, for lists that carry abstracts only.

The title is 'Name: Description' when the abstract introduces a named method, model,
dataset or benchmark ("we introduce **Metamizer**, a novel neural optimizer that ...");
otherwise it is the paper's stated contribution ("In this work, we design X" -> "X",
"we show that Y" -> "Y", "we study Z" -> "Studying Z"); failing that, the first sentence.
Titles are Title Cased, free of markup, at most MAX_WORDS words (one more when that
completes the phrase), cut before a phrase ("that", "without", "to") without an
ellipsis (the abstract keeps the full text), and never end on a dangling word ("of",
"the", "that") or a full stop.

The parts live beside this module: title_text (markup to plain text, sentences, words),
title_clauses ("we propose X"), title_names (the name introduced) and title_case (a
phrase cut and Title Cased). Everything is linear in the input: the abstract is cut to
its first _SCAN_CHARS characters, and the regular expressions have no nested quantifiers.
"""

from __future__ import annotations

from papershelf.formats.abstracts.title_case import clean_phrase, finish_phrase, title_case
from papershelf.formats.abstracts.title_clauses import (
    claim_phrase,
    claim_score,
    find_clause,
    passive_phrase,
)
from papershelf.formats.abstracts.title_names import Named, introduced_name
from papershelf.formats.abstracts.title_text import (
    MATH_MARK,
    MATH_SPACE,
    TRAILING_PUNCT,
    bare,
    split_sentences,
    strip_markup,
    word_set,
)

MAX_WORDS = 15
UNTITLED = "Untitled"

# A title comes from the first sentences; reading further only costs time.
_SCAN_CHARS = 20_000

# A phrase with these leans on earlier sentences, so it cannot stand as a title.
_ANAPHORA = word_set("this these those it them such above aforementioned")
_BAD_OPENINGS = word_set("our their its they which that here there")


def _title_from_name(named: Named) -> str:
    """'Metamizer: A Novel Neural Optimizer That ...' from a name and its description."""
    name_words = clean_phrase(named.name).split() or named.name.split()
    name = title_case(name_words)
    budget = max(4, MAX_WORDS - len(name_words))
    description = finish_phrase(named.description, budget, drop_article=False)
    return f"{name}: {description}" if description else name


def _named_title(sentences: list[str], bold: frozenset[str]) -> str:
    """A 'Name: Description' title, when a sentence introduces a name."""
    for sentence in sentences:
        named = introduced_name(sentence, bold)
        if named is not None and named.name.strip():
            return _title_from_name(named)
    return ""


def _claim_title(sentences: list[str]) -> str:
    """A title from the sentence that states the contribution, if one does."""
    best: tuple[int, str] = (0, "")
    for sentence in sentences:
        clause = find_clause(sentence)
        score, phrase = (claim_score(clause), claim_phrase(clause)) if clause else (0, "")
        if score == 0 and passive_phrase(sentence):
            score, phrase = 2, passive_phrase(sentence)
        if score <= best[0] or _anaphoric(phrase):
            continue
        title = finish_phrase(phrase, MAX_WORDS, drop_article=True)
        if len(title.split()) >= 2:
            best = (score, title)
        if best[0] == 3:
            break
    return best[1]


def _anaphoric(phrase: str) -> bool:
    """Whether a phrase leans on earlier sentences ('this space', 'our method')."""
    words = [bare(w).lower() for w in clean_phrase(phrase).split()[:MAX_WORDS]]
    return not words or words[0] in _BAD_OPENINGS or any(w in _ANAPHORA for w in words)


def _first_sentence_title(sentences: list[str]) -> str:
    """A title from the first sentence that gives one."""
    for sentence in sentences:
        title = finish_phrase(sentence, MAX_WORDS, drop_article=False)
        if title:
            return title
    return ""


def _last_resort(text: str) -> str:
    """The first words of the text, when no sentence gives a title."""
    words = [w for w in text.split() if any(c.isalnum() for c in w)][:MAX_WORDS]
    title = " ".join(words).strip(TRAILING_PUNCT)
    return title[:1].upper() + title[1:] if title else UNTITLED


def infer_title(abstract: str) -> str:
    """A readable title for an abstract; never empty ('Untitled' when it has no words)."""
    plain = strip_markup(abstract[:_SCAN_CHARS])
    sentences = split_sentences(plain.text)
    title = (
        _named_title(sentences, plain.bold)
        or _claim_title(sentences)
        or _first_sentence_title(sentences)
    )
    title = (title or _last_resort(plain.text)).replace(MATH_MARK, "")
    title = " ".join(title.replace(MATH_SPACE, " ").split()) or UNTITLED
    return title[:1].upper() + title[1:]
