"""Words of a paper for comparing papers: content words without stop words, and key phrases.

Plain Python: `related` picks an entry's most telling words (as the full-text index spells
them) for a MoreLikeThis query, and `suggest` ranks the phrases. Words are compared in a
normal form: lower case, accents folded, plurals made singular ("equations" -> "equation");
LaTeX commands, markup, numbers and one-letter words are dropped.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from papershelf.library.search import singular

# Title and keyword words say more about a paper than a word of its abstract.
TITLE_WEIGHT = 2
KEYWORD_WEIGHT = 2

_LATEX_COMMAND = re.compile(r"\\[A-Za-z]+|https?://\S+")
_WORD = re.compile(r"[a-z][a-z0-9]*(?:['’][a-z]+)?")
_INDEX_WORD = re.compile(r"[^\W_]+")  # FTS5 unicode61: letters and digits, nothing else
# A run of words with no punctuation between them: phrases never cross a comma or a stop.
_CLAUSE = re.compile(r"[^.,;:!?()\[\]{}\"“”]+")

STOP_WORDS = frozenset(
    """
    a about above across after again against all almost along already also although always
    am among an and another any anyone anything are around as at be became because become
    been before being below between both but by can cannot could did do does doing done down
    due during each either else enough especially etc even ever every few first for from
    further given had has have having he her here hers herself him himself his how however
    i if in into is it its itself just last least less like made make makes many may me
    might more most much must my myself neither never nevertheless no nor not nothing now of
    off often on once one only onto or other others otherwise our ours ourselves out over
    own per perhaps rather same several she should since so some such than that the their
    theirs them themselves then there therefore these they this those though three through
    thus to together too toward towards two under until up upon us very via was we well were
    what whatever when where whereas whether which while who whom whose why will with within
    without would yet you your yours yourself
    paper papers propose proposed proposes present presents presented introduce introduces
    introduced show shows showed shown demonstrate demonstrates demonstrated study studies
    studied work works approach approaches method methods result results novel new existing
    use uses used using based achieve achieves achieved obtain obtains provide provides
    provided including include includes furthermore moreover additionally specifically
    particular particularly significant significantly extensive experiment experiments
    experimental state art sota outperform outperforms outperforming superior effective
    effectiveness efficiently able various different important recent recently previous
    previously prior key main often typically commonly widely well-known remains remain
    problem problems address addresses challenge challenges challenging however thereby
    hence i.e e.g et al across toward within code available github com https http www
    """.split()
)


def fold(text: str) -> str:
    """*text* in lower case with accents removed ('Schrödinger' -> 'schrodinger')."""
    lowered = text.lower()
    if lowered.isascii():
        return lowered
    decomposed = unicodedata.normalize("NFKD", lowered)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _clean(text: str) -> str:
    """Text without LaTeX commands, links and markup asterisks, folded."""
    return fold(_LATEX_COMMAND.sub(" ", text or "").replace("*", " "))


def normal_word(word: str) -> str | None:
    """A word as the index keeps it (singular, no possessive), or None for a stop word."""
    word = word.split("'")[0].split("’")[0]
    if len(word) < 2 or word in STOP_WORDS or word.isdigit():
        return None
    stem = singular(word)
    return None if stem in STOP_WORDS else stem


_NORMAL: dict[str, str | None] = {}  # word -> normal_word(word): most words recur
_NORMAL_LIMIT = 500_000


def _normal_map(words: Iterable[str]) -> dict[str, str | None]:
    """normal_word of each word, remembered across calls (up to _NORMAL_LIMIT words)."""
    cache = _NORMAL
    missing = set(words).difference(cache)
    if missing and len(cache) + len(missing) > _NORMAL_LIMIT:
        return {word: cache.get(word) or normal_word(word) for word in set(words)}
    for word in missing:
        cache[word] = normal_word(word)
    return cache


def tokens(text: str) -> list[str]:
    """The content words of *text*, in order, as `related` weighs them (normal forms)."""
    words = _WORD.findall(_clean(text))
    normal = _normal_map(words)
    return [kept for kept in map(normal.__getitem__, words) if kept is not None]


def index_words(text: str) -> list[str]:
    """The words of *text* as the full-text index stores them (its unicode61 tokenizer:
    runs of letters and digits, lower case, accents removed), LaTeX and links left out."""
    return _INDEX_WORD.findall(_clean(text))


# Words as written -> {normal form: {word as the index has it: weighted count}}.
Forms = dict[str, dict[str, int]]


def entry_forms(title: str, abstract: str, keywords: str) -> Forms:
    """An entry's content words: each normal form ('equation') with the index words that
    spell it in the entry ('equations', 'equation') and how often, title and keyword words
    counting TITLE_WEIGHT and KEYWORD_WEIGHT times."""
    found: Forms = {}
    for text, weight in ((abstract, 1), (title, TITLE_WEIGHT), (keywords, KEYWORD_WEIGHT)):
        words = index_words(text or "")
        normal = _normal_map(words)
        for word in words:
            kept = normal[word]
            if kept is not None:
                spelt = found.setdefault(kept, {})
                spelt[word] = spelt.get(word, 0) + weight
    return found


def _clause_runs(clause: str) -> Iterable[list[tuple[str, str]]]:
    """Runs of (normal form, word as written) in one clause, split at every stop word."""
    run: list[tuple[str, str]] = []
    for word in _WORD.findall(clause):
        kept = normal_word(word)
        if kept is None:
            if run:
                yield run
            run = []
        else:
            run.append((kept, word))
    if run:
        yield run


@dataclass
class Phrase:
    """A candidate key phrase: its words' normal forms, as most often written, and a count."""

    key: str
    text: str
    count: int = 0


def phrases(text: str, longest: int = 2) -> dict[str, Phrase]:
    """Candidate key phrases of *text* (single words and runs of adjacent content words)."""
    found: dict[str, Phrase] = {}
    for clause in _CLAUSE.findall(_clean(text).replace("-", " ")):
        for run in _clause_runs(clause):
            for size in range(1, longest + 1):
                for start in range(len(run) - size + 1):
                    words = run[start : start + size]
                    key = " ".join(kept for kept, _ in words)
                    phrase = found.setdefault(key, Phrase(key, " ".join(w for _, w in words)))
                    phrase.count += 1
    return found


def tag_words(name: str) -> str:
    """A tag's last level as phrase words ('ml/Graph-Neural nets' -> 'graph neural net')."""
    leaf = name.rsplit("/", 1)[-1]
    words = [normal_word(w) or w for w in _WORD.findall(fold(leaf).replace("-", " "))]
    return " ".join(words)
