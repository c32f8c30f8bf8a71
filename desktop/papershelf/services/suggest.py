"""Tag suggestions: the tags of an entry's nearest neighbours, and key phrases of its text.

Two sources, one ranking:

- neighbours: the NEIGHBOURS most similar entries vote for their tags, each vote weighing
  its similarity; a tag's share of the votes (0 to 1) is its neighbour score.
- key phrases: single words and word pairs of the title, abstract and keywords, weighted
  by count * idf (title words count twice). A phrase that names an existing tag (its last
  level: 'pde' for 'physics/pde') lends that tag its weight; the strongest phrases that
  name no tag are offered as new tags, after the existing tags that have support.

Tags the entry already carries are never suggested.
"""

from __future__ import annotations

from dataclasses import dataclass

from papershelf.library import tags_sql
from papershelf.library.db import Library
from papershelf.library.organising import fold
from papershelf.library.queries import get_entry, tags_of
from papershelf.services.related import RelatedIndex
from papershelf.services.terms import TITLE_WEIGHT, Phrase, phrases, tag_words

LIMIT = 5
NEIGHBOURS = 12
NEIGHBOUR_SHARE = 0.75  # how much of an existing tag's score comes from the neighbours
MIN_SCORE = 0.12  # existing tags below this are not worth a chip
NAMED_BONUS = 0.2  # added when a phrase of the paper names the tag
NEW_TAG_SCALE = 0.3  # a new phrase tag scores at most this, so supported tags come first
MIN_NEW_IDF = 2.0  # a new tag must be a word (or pair) rarer than this in the library
MAX_NEW_TAG = 40  # characters: a longer "phrase" (a pasted hash, a 400k-letter word) is no tag


@dataclass(frozen=True)
class TagSuggestion:
    """A tag worth adding: its name, a score from 0 to 1, and why it is offered."""

    name: str
    score: float
    reason: str  # 'neighbours', 'phrase' or 'neighbours + phrase'
    new: bool = False  # no entry carries this tag yet


def neighbour_votes(lib: Library, index: RelatedIndex, entry_id: int) -> dict[str, float]:
    """Each tag of the nearest neighbours with its share of their similarity (0 to 1)."""
    hits = index.related(entry_id, NEIGHBOURS)
    total = sum(hit.score for hit in hits)
    if total <= 0:
        return {}
    tags = tags_of(lib, [hit.entry_id for hit in hits])
    votes: dict[str, float] = {}
    for hit in hits:
        for name, _color in tags.get(hit.entry_id, ()):
            votes[name] = votes.get(name, 0.0) + hit.score / total
    return votes


def key_phrases(
    index: RelatedIndex, title: str, abstract: str, keywords: str
) -> list[tuple[Phrase, float]]:
    """An entry's candidate phrases with their weights (count * mean idf), strongest first."""
    found = phrases(abstract)
    for source, weight in ((title, TITLE_WEIGHT), (keywords.replace(";", ","), TITLE_WEIGHT)):
        for key, phrase in phrases(source).items():
            mine = found.setdefault(key, Phrase(key, phrase.text))
            mine.count += phrase.count * weight
    idf = index.idf_of(word for key in found for word in key.split())
    weighted = []
    for phrase in found.values():
        words = phrase.key.split()
        rarity = sum(idf[word] for word in words) / len(words)
        weighted.append((phrase, phrase.count * rarity * (1.15 if " " in phrase.key else 1.0)))
    return sorted(weighted, key=lambda item: (-item[1], item[0].key))


def _library_tags(lib: Library) -> dict[str, str]:
    """Every tag's phrase words (last level) -> its name; the first tag wins a clash."""
    names: dict[str, str] = {}
    for name in tags_sql.names_by_name(lib):
        names.setdefault(tag_words(name), name)
    return names


def suggest_tags(
    lib: Library, index: RelatedIndex, entry_id: int, limit: int = LIMIT
) -> list[TagSuggestion]:
    """Up to *limit* tags for the entry, best first (none it already has)."""
    entry = get_entry(lib, entry_id)
    if entry is None:
        return []
    own = {fold(name) for name, _ in entry.tags}
    votes = neighbour_votes(lib, index, entry_id)
    weighted = key_phrases(index, entry.title, entry.abstract, entry.keywords)
    strongest = weighted[0][1] if weighted else 1.0
    by_words = _library_tags(lib)
    matched: dict[str, float] = {}
    for phrase, weight in weighted:
        name = by_words.get(phrase.key)
        if name is not None:
            matched[name] = max(matched.get(name, 0.0), weight / strongest)
    found = _existing(votes, matched, own)
    found += _new(weighted, strongest, index, own | {fold(s.name) for s in found}, by_words)
    found.sort(key=lambda s: (-s.score, s.name.casefold()))
    return found[:limit]


def _existing(
    votes: dict[str, float], matched: dict[str, float], own: set[str]
) -> list[TagSuggestion]:
    """Library tags with support from the neighbours, the phrases or both."""
    found: list[TagSuggestion] = []
    for name in set(votes) | set(matched):
        if fold(name) in own:
            continue
        vote, phrase = votes.get(name, 0.0), matched.get(name, 0.0)
        score = NEIGHBOUR_SHARE * vote + (1 - NEIGHBOUR_SHARE) * phrase
        if phrase:  # the paper's own words name the tag: worth offering whatever the votes
            score += NAMED_BONUS
        reason = " + ".join(n for n, v in (("neighbours", vote), ("phrase", phrase)) if v)
        if score >= MIN_SCORE:
            found.append(TagSuggestion(name, round(min(score, 1.0), 3), reason))
    return found


def _new(
    weighted: list[tuple[Phrase, float]], strongest: float, index: RelatedIndex,
    taken: set[str], by_words: dict[str, str],
) -> list[TagSuggestion]:  # fmt: skip
    """The strongest phrases that name no tag, as new tags (lower case, hyphenated)."""
    candidates = weighted[: LIMIT * 4]
    idf = index.idf_of(word for phrase, _ in candidates for word in phrase.key.split())
    found: list[TagSuggestion] = []
    for phrase, weight in candidates:
        name = phrase.text.lower().replace(" ", "-")
        rare = all(idf[word] >= MIN_NEW_IDF for word in phrase.key.split())
        if phrase.key in by_words or not rare or not _tag_like(phrase, name, taken):
            continue
        taken |= {fold(name), *phrase.key.split()}
        found.append(
            TagSuggestion(name, round(NEW_TAG_SCALE * weight / strongest, 3), "phrase", new=True)
        )
        if len(found) == LIMIT:
            break
    return found


def _tag_like(phrase: Phrase, name: str, taken: set[str]) -> bool:
    """Whether a phrase reads as a new tag: no adverb, no word of a tag already offered."""
    words = phrase.text.lower().split()
    if not 3 <= len(name) <= MAX_NEW_TAG or fold(name) in taken:
        return False
    if any(w.endswith("ly") for w in words):
        return False
    return not any(word in taken for word in phrase.key.split())
