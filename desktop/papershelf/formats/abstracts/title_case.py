"""Turning a phrase into a title: its first clause, cut to a length, in Title Case.

A phrase is cut before a new phrase ("that", "without", "to") rather than mid-phrase,
never ends on a dangling word ("of", "the", "that") or a full stop, and is Title Cased
with small words in lower case and acronyms, capitals and math kept as written.
"""

from __future__ import annotations

import re

from papershelf.formats.abstracts.title_text import MATH_MARK, PUNCT, TRAILING_PUNCT, bare, word_set

# A phrase that ends within this many words past its limit is kept whole: a complete
# 16-word phrase reads better than a 12-word one cut before its last clause.
_SLACK = 1

SMALL_WORDS = word_set(
    "a an the and but or nor yet as at by for from in into of off on onto per to via vs vs. "
    "versus with without within during across through under over between among against toward "
    "towards upon beyond"
)
_DANGLING = SMALL_WORDS | word_set(
    "that which who whom whose where when while whereas how what than so its their our his "
    "her both each every all any some such this these those more most less not very can could "
    "may might will would should must is are was were be been being e.g. i.e. using including "
    "namely respectively either neither if we i you they it"
)
_PHRASE_STARTS = word_set(
    "that which who whose where while whereas without by via using through to for with from "
    "into across under over on in at during after before between among against within beyond "
    "toward towards including and or but as than because since so"
)
# "the observation that X": cutting before "that" would leave the observation empty.
_CONTENT_NOUNS = word_set(
    "observation fact idea insight assumption hypothesis notion premise finding intuition "
    "principle belief claim view"
)
_NOT_ADVERBS = word_set(
    "family assembly anomaly supply apply reply rely italy july monopoly butterfly ally rally "
    "poly jelly belly fly early"
)

_ENUMERATOR = re.compile(r"\d{1,3}|[ivxIVX]{1,4}|[a-zA-Z]")
_YEAR = re.compile(r"\b(?:19|20)\d\d[a-z]?\b")
_PARENTHETICAL = re.compile(r"(?<!\S)\(([^()]{0,200})\)")
_BRACKET_CITE = re.compile(r"\s?\[[\d,\s\u2013-]{1,40}\]")
_CLAUSE_BREAK = re.compile(
    r";|:\s|\s[-\u2013\u2014]\s|\u2014|\s\(e\.g\.|\s\(i\.e\.|,\s(?:e\.g\.|i\.e\.)"
)


def _drop_parenthetical(match: re.Match[str]) -> str:
    """Drop citations, enumerators, 'e.g.' asides and acronyms in parentheses; keep others."""
    inner = match.group(1).strip()
    lowered = inner.lower()
    if (
        "et al" in lowered
        or _YEAR.search(inner)
        or _ENUMERATOR.fullmatch(inner)
        or lowered.startswith(("e.g", "i.e", "see ", "cf.", "resp"))
        or (" " not in inner and sum(c.isupper() for c in inner) >= 2)
        or not inner
    ):
        return ""
    return match.group(0)


def _cut_at_comma(text: str) -> str:
    """Cut at the first comma after four words or more, unless it separates one-word items."""
    segment_start = 0
    for match in re.finditer(r",\s", text):
        head = text[: match.start()]
        segment = text[segment_start : match.start()].split()
        following = text[match.end() :].split(" ", 1)[0].lower()
        segment_start = match.end()
        if len(segment) <= 1 or following in {"and", "or"} or len(head.split()) < 4:
            continue
        return head
    return text


def _balance(text: str) -> str:
    """Drop an unclosed '(' or '[' and what follows it, left by a cut."""
    for opener, closer in (("(", ")"), ("[", "]")):
        if text.count(opener) > text.count(closer):
            text = text[: text.rfind(opener)]
    return text.strip()


def clean_phrase(text: str) -> str:
    """A phrase's first clause, without citations and asides."""
    text = _BRACKET_CITE.sub("", _PARENTHETICAL.sub(_drop_parenthetical, text))
    text = " ".join(text.split())
    breaks = _CLAUSE_BREAK.search(text)
    if breaks:
        text = text[: breaks.start()]
    text = _cut_at_comma(text)
    # A question keeps its mark: "Can Transformers Learn to Sort?" is a title.
    text = re.sub(r"\s*[.!]+$", "", text.strip())
    return _balance(text)


def _is_adverb(word: str) -> bool:
    """A lower-case '-ly' adverb, which cannot end a title."""
    return word.islower() and word.endswith("ly") and len(word) > 4 and word not in _NOT_ADVERBS


def _phrase_start(words: list[str], i: int) -> bool:
    """Whether a new phrase starts at words[i], so a title may end just before it."""
    word = bare(words[i]).lower()
    if word == "that" and bare(words[i - 1]).lower() in _CONTENT_NOUNS:
        return False
    return word in _PHRASE_STARTS


def _shorten(words: list[str], limit: int) -> list[str]:
    """At most *limit* words, cut before a phrase ('that', 'without', 'to') where one allows."""
    if len(words) <= limit + _SLACK:
        return words
    shortest = max(3, limit // 3)
    for end in range(limit, shortest - 1, -1):
        if _phrase_start(words, end):
            # "method empowered | by": end before the participle too, not on it.
            if end > shortest and words[end - 1].islower() and words[end - 1].endswith("ed"):
                end -= 1
            return words[:end]
    return words[:limit]


def _strip_dangling(words: list[str]) -> list[str]:
    """Drop trailing words a title cannot end on ('of', 'the', 'that', 'only')."""
    words = list(words)
    while words:
        last = words[-1].rstrip(TRAILING_PUNCT + "-")
        if not last or bare(last).lower() in _DANGLING or _is_adverb(last):
            words.pop()
            continue
        words[-1] = last
        break
    return words


def _title_word(word: str, first: bool) -> str:
    """One word in Title Case; acronyms and words with capitals are kept as written."""
    if MATH_MARK in word:
        return word
    parts = word.split("-")
    out = []
    for index, part in enumerate(parts):
        lower = part.lower()
        small = lower.strip(PUNCT) in SMALL_WORDS and not (first and index == 0)
        if small or any(c.isupper() for c in part) or not any(c.isalpha() for c in part):
            out.append(part)
        else:
            at = next(i for i, c in enumerate(part) if c.isalpha())
            out.append(part[:at] + part[at].upper() + part[at + 1 :])
    return "-".join(out)


def title_case(words: list[str]) -> str:
    """Words in Title Case: small words lower-case except first and after a colon."""
    out: list[str] = []
    for i, word in enumerate(words):
        first = i == 0 or out[-1].endswith(":")
        out.append(_title_word(word, first))
    return " ".join(out)


def finish_phrase(phrase: str, limit: int, drop_article: bool) -> str:
    """A phrase made into a title part: first clause, <= *limit* words, Title Case."""
    words = clean_phrase(phrase).split()
    if words and words[0].lower() in ({"a", "an", "the"} if drop_article else {"the"}):
        words = words[1:]
    words = _strip_dangling(_shorten(words, limit))
    return title_case(words)
