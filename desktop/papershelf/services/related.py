"""Related papers: Lucene's MoreLikeThis, asked of the library's own full-text index.

Nothing is built and nothing is held in memory: the FTS5 index (library/fts.py) that the
search already keeps in sync through triggers answers every question.

1. An entry's words: its title, abstract and keywords as the index spells them, grouped
   by normal form (plurals folded: 'pdes' and 'pde' are one word), without stop words,
   numbers and one-letter words; title and keyword words count twice.
2. Each word is weighted (1 + ln tf) * idf, where idf = ln((1 + N) / (1 + df)) + 1 and df,
   the number of entries holding the word, comes from an `fts5vocab` table over the index.
3. The QUERY_TERMS strongest words, minus those in more than half the entries (bm25 gives
   them no weight) and within a budget of postings (a lookup reads every entry holding a
   chosen word), make an OR query of quoted index words over title, abstract and keywords.
4. FTS5's bm25 ranks the matches (title and keyword hits count more); the entry itself is
   among them and scores highest, since it holds every chosen word. A match's similarity
   is its bm25 score divided by the entry's own: 1 for the entry itself or a duplicate,
   falling towards 0 as fewer and commoner words are shared.

"Find similar" over several entries sums their (unit-length) word weights into one query
and divides by the best score among the chosen entries themselves.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import chain
from typing import Any, Protocol

from papershelf.library import related_sql
from papershelf.services.terms import Forms, entry_forms

QUERY_TERMS = 25  # words in a MoreLikeThis query (Lucene's default)
POSTINGS_BUDGET = 60_000  # entries a query's words may hold in all (~30 ms of bm25)
MAX_SHARE = 0.5  # words in more than this share of the entries are left out
VECTORS_KEPT = 256  # entries whose word vectors are remembered until the library changes
MATCHES_KEPT = 16  # queries whose best matches are remembered until the library changes
FETCH_AT_LEAST = 24  # matches a query fetches, so that asking for a few more costs nothing
FREQUENCIES_KEPT = 200_000  # words whose entry counts are remembered
COUNTS_DRIFT = 0.01  # ... until the number of entries has moved by this share
CHUNK = 500  # values bound in one IN (...)


class Executes(Protocol):
    """Anything that runs SQL and returns rows: a Library or a sqlite3 connection."""

    def execute(self, sql: str, params: Any = ..., /) -> Any:
        """Run *sql* with *params*; the rows can be iterated."""


@dataclass(frozen=True)
class Term:
    """A word of a query: its normal form, the index words that spell it with the number
    of entries holding each, and its weight in the query."""

    word: str
    spellings: tuple[tuple[str, int], ...]
    weight: float

    @property
    def df(self) -> int:
        """Entries holding the word (its commonest spelling's count: a close lower bound)."""
        return max(count for _, count in self.spellings)

    @property
    def postings(self) -> int:
        """Entries the index reads to find the word (every spelling's)."""
        return sum(count for _, count in self.spellings)


@dataclass(frozen=True)
class Vector:
    """The weighted words of one entry, several or any text, strongest first, length 1."""

    terms: tuple[Term, ...]
    sources: tuple[int, ...] = ()  # the entries it was made of (their score sets the scale)

    @property
    def empty(self) -> bool:
        """Whether the vector has no words (an entry without title or abstract)."""
        return not self.terms


@dataclass(frozen=True)
class Hit:
    """An entry similar to the query, and how similar (0 to 1; 1: as alike as itself)."""

    entry_id: int
    score: float


def spellings(word: str) -> set[str]:
    """The index words a normal form may be written as: itself and its plurals."""
    found = {word, word + "s"}
    if len(word) > 2 and word.endswith("y") and word[-2] not in "aeiou":
        found.add(word[:-1] + "ies")
    if word.endswith(("s", "sh", "ch", "x", "z")):
        found.add(word + "es")
    return found


def quoted(word: str) -> str:
    """*word* as an FTS5 string: never an operator, a column name or a syntax error."""
    return '"' + word.replace('"', '""') + '"'


def match_query(terms: Iterable[Term]) -> str:
    """The FTS5 MATCH of a MoreLikeThis query: any spelling of any term, in the content."""
    words = " OR ".join(quoted(word) for term in terms for word, _ in term.spellings)
    return f"{related_sql.CONTENT_FILTER} : ({words})" if words else ""


def _unit(terms: list[Term]) -> tuple[Term, ...]:
    """The terms scaled to length 1, strongest first (ties by word)."""
    norm = math.sqrt(sum(term.weight**2 for term in terms)) or 1.0
    scaled = [Term(term.word, term.spellings, term.weight / norm) for term in terms]
    return tuple(sorted(scaled, key=lambda term: (-term.weight, term.word)))


class RelatedIndex:
    """Similar entries by content, from a library's full-text index (see the module)."""

    def __init__(self, source: Executes) -> None:
        self.source = source
        self._generation: tuple[int, int] | None = None
        self._total = 0
        self._df: dict[str, int] = {}
        self._df_total = -1  # the number of entries when the counts were read
        self._vectors: OrderedDict[int, Vector | None] = OrderedDict()
        self._matches: OrderedDict[str, tuple[int, list[tuple[int, float]]]] = OrderedDict()
        related_sql.create_vocabulary(source)

    # --- the library's state --------------------------------------------------------------------
    def _refresh(self) -> None:
        """Forget what a change of the library made stale.

        Word vectors and query results go with any change. Word counts stay until the
        number of entries has moved by COUNTS_DRIFT (in a small library: any entry added or
        removed): an edit moves a word's count by one, a word not seen yet is read afresh,
        and bm25 reads its own counts for every query, so the ranking is always current.
        """
        row = related_sql.generation(self.source)
        if not row[2]:  # a new connection (the library was closed and opened again)
            related_sql.create_vocabulary(self.source)
            self._df_total = -1
        generation = (int(row[0]), int(row[1]))
        if generation == self._generation and row[2]:
            return
        self._generation = generation
        self._total = related_sql.entry_count(self.source)
        self._vectors.clear()
        self._matches.clear()
        drift = abs(self._total - self._df_total)
        if (
            self._df_total < 0
            or drift > COUNTS_DRIFT * self._df_total
            or len(self._df) > FREQUENCIES_KEPT
        ):
            self._df.clear()
            self._df_total = self._total

    def __len__(self) -> int:
        """Entries in the library."""
        self._refresh()
        return self._total

    def __contains__(self, entry_id: object) -> bool:
        """Whether the entry exists (every entry is indexed)."""
        if not isinstance(entry_id, int):
            return False
        return related_sql.has_entry(self.source, entry_id)

    def frequencies(self, words: Iterable[str]) -> dict[str, int]:
        """How many entries hold each index word (0: none); remembered (see _refresh)."""
        self._refresh()
        wanted = set(words)
        missing = [word for word in wanted if word not in self._df]
        for start in range(0, len(missing), CHUNK):
            chunk = missing[start : start + CHUNK]
            found = dict(related_sql.document_counts(self.source, chunk))
            for word in chunk:
                self._df[word] = int(found.get(word, 0))
        return {word: self._df[word] for word in wanted}

    def idf(self, df: int) -> float:
        """ln((1 + N) / (1 + df)) + 1: 1 for a word every entry holds, more the rarer."""
        return math.log((1.0 + self._total) / (1.0 + df)) + 1.0

    def idf_of(self, words: Iterable[str]) -> dict[str, float]:
        """The idf of normal forms ('equation' counts 'equations' too); unknown words are
        weighed as the rarest (held by one entry)."""
        wanted = {word: spellings(word) for word in set(words)}
        counts = self.frequencies(chain.from_iterable(wanted.values()))
        return {
            word: self.idf(max(1, max(counts[s] for s in spelt))) for word, spelt in wanted.items()
        }

    # --- vectors ----------------------------------------------------------------------------
    def _texts(self, ids: Iterable[int]) -> dict[int, Forms]:
        """The content words of the given entries that exist."""
        wanted = list(dict.fromkeys(int(i) for i in ids))
        found: dict[int, Forms] = {}
        for start in range(0, len(wanted), CHUNK):
            chunk = wanted[start : start + CHUNK]
            for entry_id, title, abstract, keywords in related_sql.documents(self.source, chunk):
                found[entry_id] = entry_forms(title, abstract, keywords)
        return found

    def _weighed(self, forms: Forms, sources: tuple[int, ...] = ()) -> Vector:
        """A vector of words (with their spellings in the entry), weighted by tf * idf."""
        searched = {word: set(spelt) | spellings(word) for word, spelt in forms.items()}
        counts = self.frequencies(chain.from_iterable(searched.values()))
        terms = []
        for word, spelt in forms.items():
            known = tuple(sorted((s, counts[s]) for s in searched[word] if counts[s] > 0))
            if known:
                tf = sum(spelt.values())
                df = max(count for _, count in known)
                terms.append(Term(word, known, (1.0 + math.log(tf)) * self.idf(df)))
        return Vector(_unit(terms), sources)

    def vector(self, entry_id: int) -> Vector | None:
        """The entry's word vector, or None if there is no such entry."""
        self._refresh()
        if entry_id in self._vectors:
            self._vectors.move_to_end(entry_id)
            return self._vectors[entry_id]
        forms = self._texts([entry_id]).get(entry_id)
        found = None if forms is None else self._weighed(forms, (entry_id,))
        self._vectors[entry_id] = found
        if len(self._vectors) > VECTORS_KEPT:
            self._vectors.popitem(last=False)
        return found

    def text_vector(self, title: str, abstract: str = "", keywords: str = "") -> Vector:
        """A vector for any text, from the words the library holds."""
        return self._weighed(entry_forms(title, abstract, keywords))

    def centroid(self, entry_ids: Iterable[int]) -> Vector:
        """The sum of several entries' vectors ('find similar' for a selection)."""
        weights: dict[str, float] = {}
        spelt: dict[str, dict[str, int]] = {}
        sources = []
        for entry_id in dict.fromkeys(entry_ids):
            found = self.vector(entry_id)
            if found is None:
                continue
            sources.append(entry_id)
            for term in found.terms:
                weights[term.word] = weights.get(term.word, 0.0) + term.weight
                spelt.setdefault(term.word, {}).update(term.spellings)
        terms = [Term(w, tuple(sorted(spelt[w].items())), weights[w]) for w in weights]
        return Vector(_unit(terms), tuple(sources))

    # --- lookups ----------------------------------------------------------------------------
    def query_terms(self, query: Vector) -> list[Term]:
        """The words a lookup searches for: the strongest, skipping the commonest."""
        self._refresh()
        chosen: list[Term] = []
        spent = 0
        for term in query.terms:
            if term.df > MAX_SHARE * self._total:
                continue  # bm25 gives a word in most entries no weight, yet reads them all
            if chosen and spent + term.postings > POSTINGS_BUDGET:
                continue
            chosen.append(term)
            spent += term.postings
            if len(chosen) == QUERY_TERMS:
                break
        return chosen

    def similar(self, query: Vector, limit: int = 10, exclude: Iterable[int] = ()) -> list[Hit]:
        """The *limit* entries most similar to *query*, best first (score > 0 only)."""
        match = match_query(self.query_terms(query))
        if not match or limit <= 0:
            return []
        skip = set(exclude)
        selves = set(query.sources)
        found = self._ranked(match, limit + len(skip | selves))
        scores = dict(found)
        missing = [i for i in selves if i not in scores]
        if missing:
            scores |= dict(related_sql.scores_of(self.source, match, missing))
        own = [scores[i] for i in selves if i in scores]
        scale = min(own) if own else (found[0][1] if found else 0.0)  # bm25: lower is better
        if scale >= 0:
            return []
        hits = [
            Hit(entry_id, round(min(1.0, score / scale), 4))
            for entry_id, score in found
            if entry_id not in skip
        ]
        return [hit for hit in hits if hit.score > 0][:limit]

    def _ranked(self, match: str, count: int) -> list[tuple[int, float]]:
        """The *count* best matches of a query as (id, bm25 score), remembered until the
        library changes: the detail view asks for an entry's related papers and then, for
        its tag suggestions, for its neighbours; one query answers both."""
        asked, found = self._matches.get(match, (0, []))
        if asked < count:
            asked = max(count, FETCH_AT_LEAST)
            found = related_sql.ranked(self.source, match, asked)
        self._matches[match] = (asked, found)
        self._matches.move_to_end(match)
        if len(self._matches) > MATCHES_KEPT:
            self._matches.popitem(last=False)
        return found[:count]

    def related(self, entry_id: int, limit: int = 10) -> list[Hit]:
        """The entries most similar to one entry (itself left out)."""
        found = self.vector(entry_id)
        return [] if found is None else self.similar(found, limit, exclude=[entry_id])

    def shared_words(self, one: int, other: int, limit: int = 4) -> list[str]:
        """The words *one* is looked up by that *other* holds, those that weigh most in both
        first (why they are alike)."""
        first = self.vector(one)
        forms = self._texts([other]).get(other)
        if first is None or not forms:
            return []
        both = [
            (term.weight * (1.0 + math.log(sum(forms[term.word].values()))), term.word)
            for term in self.query_terms(first)
            if term.word in forms
        ]
        return [word for _, word in sorted(both, key=lambda pair: (-pair[0], pair[1]))[:limit]]


def build_index(source: Executes) -> RelatedIndex:
    """Related papers of a library (or of any connection to one): nothing to build, the
    full-text index is read as it stands."""
    return RelatedIndex(source)
