"""Find the real paper behind an entry: search four services, rank by how well abstracts match.

For an entry with an inferred title, or without authors or DOI, `find_candidates` asks
Semantic Scholar (`/paper/search/match`, `/paper/search` then `/paper/batch` for details),
OpenAlex (`/works?filter=title.search:…`), Crossref (`/works?query.title=…`) and arXiv
(`search_query` with the abstract's most distinctive words), and ranks what they return.

The evidence is the abstract. `abstract_similarity` is defined once, here: both abstracts as
plain text (markup stripped by `formats.markup.to_plain`), case and accents folded, then
rapidfuzz's token-set ratio (0–100), which is 100 when one text's words are all in the other and
stays well under 60 for unrelated abstracts of a field. It is only computed when both
abstracts have at least `MIN_WORDS` words, because a token-set ratio of two short texts means
little. A candidate without an abstract is ranked by title similarity (token-sort ratio),
scaled down, so it can be shown but never applied on its own.
A candidate is applied automatically (`--apply`, or a whole selection after one review) only
when its abstract similarity is at least `APPLY_AT` (95).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from papershelf.formats.records import Record
from papershelf.formats.web.answers import AnswerError
from papershelf.i18n import translate
from papershelf.services.metadata.client import LookupFailed, MetadataClient
from papershelf.services.metadata.sources import searchers
from papershelf.services.metadata.sources.base import distinctive_words as distinctive_words
from papershelf.services.metadata.sources.base import normal

__all__ = [
    "APPLY_AT", "Candidate", "LookupResult", "abstract_similarity", "find_candidates",
]  # fmt: skip

APPLY_AT = 95.0
MIN_WORDS = 20
TITLE_WEIGHT = 0.6  # a title alone is weaker evidence than an abstract


def _ratios() -> tuple[Callable[[str, str], float], Callable[[str, str], float]]:
    """rapidfuzz's token-set and token-sort ratios (loaded on the first lookup)."""
    from rapidfuzz import fuzz

    return fuzz.token_set_ratio, fuzz.token_sort_ratio


def abstract_similarity(ours: str, theirs: str) -> float | None:
    """How closely two abstracts match (0–100), or None when either is too short to tell."""
    a, b = normal(ours), normal(theirs)
    if len(a.split()) < MIN_WORDS or len(b.split()) < MIN_WORDS:
        return None
    token_set, _sort = _ratios()
    return round(float(token_set(a, b)), 1)


def title_similarity(ours: str, theirs: str) -> float:
    """How closely two titles match (0–100, word order ignored)."""
    _set, token_sort = _ratios()
    return round(float(token_sort(normal(ours), normal(theirs))), 1)


@dataclass
class Candidate:
    """A record a service returned, with the evidence that it is the entry's paper."""

    record: Record
    sources: list[str]
    abstract: float | None
    title: float

    @property
    def score(self) -> float:
        """The rank: the abstract's similarity, or the title's scaled down."""
        return self.abstract if self.abstract is not None else TITLE_WEIGHT * self.title

    @property
    def applicable(self) -> bool:
        """Whether it may be applied without a person choosing it."""
        return self.abstract is not None and self.abstract >= APPLY_AT

    @property
    def evidence(self) -> str:
        """'abstract 98% · title 61% · Crossref, OpenAlex'."""
        if self.abstract is None:
            parts = [translate("metadata", "no abstract")]
        else:
            said = translate("metadata", "abstract {percent}%")
            parts = [said.format(percent=f"{self.abstract:.0f}")]
        parts.append(translate("metadata", "title {percent}%").format(percent=f"{self.title:.0f}"))
        return " · ".join([*parts, ", ".join(self.sources)])


@dataclass
class LookupResult:
    """The candidates for one entry, best first, the services that could not answer, and what
    was mended in the answers (an unpaired surrogate replaced by U+FFFD, say)."""

    candidates: list[Candidate] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    @property
    def best(self) -> Candidate | None:
        """The first candidate, if any."""
        return self.candidates[0] if self.candidates else None


def find_candidates(client: MetadataClient, entry: Record) -> LookupResult:
    """Ask every service about an entry; candidates ranked by evidence, duplicates joined."""
    result = LookupResult()
    found: list[tuple[str, Record]] = []
    mended_before = len(client.notes)
    for name, search in searches():
        try:
            found += [(name, record) for record in search(client, entry)]
        except (LookupFailed, AnswerError) as exc:
            result.failures.append(f"{name}: {exc}")
    result.candidates = _ranked(entry, found)
    result.notes = list(dict.fromkeys(client.notes[mended_before:]))
    return result


def _ranked(entry: Record, found: list[tuple[str, Record]]) -> list[Candidate]:
    """One candidate per paper (same DOI, arXiv id or title), best evidence first."""
    by_paper: dict[str, Candidate] = {}
    for source, record in found:
        candidate = Candidate(
            record, [source], abstract_similarity(entry.abstract, record.abstract),
            title_similarity(entry.title, record.title),
        )  # fmt: skip
        key = _paper_key(record)
        known = by_paper.get(key)
        if known is None:
            by_paper[key] = candidate
        else:
            by_paper[key] = _joined(known, candidate)
    return sorted(by_paper.values(), key=lambda c: -c.score)


def _paper_key(record: Record) -> str:
    """What makes two answers the same paper: DOI, else arXiv id, else folded title."""
    if record.doi:
        return f"doi:{record.doi.lower()}"
    eprint = dict(record.fields).get("eprint", "")
    if eprint:
        return f"arxiv:{eprint.split('v')[0]}"
    return f"title:{normal(record.title)}"


def _joined(first: Candidate, second: Candidate) -> Candidate:
    """Two services' answers about one paper: the better-evidenced record, both sources."""
    better, other = (first, second) if first.score >= second.score else (second, first)
    return Candidate(better.record, [*better.sources, *other.sources], better.abstract,
                     max(first.title, second.title))  # fmt: skip


def searches() -> list[tuple[str, Callable[[MetadataClient, Record], list[Record]]]]:
    """Each searching service's name and search, in the order they are asked (the registry)."""
    return [(source.name, source.search) for source in searchers() if source.search]
