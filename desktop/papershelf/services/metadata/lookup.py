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

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from papershelf.formats.answers import AnswerError
from papershelf.formats.arxiv_atom import FeedError, read_feed
from papershelf.formats.crossref import work_record
from papershelf.formats.markup import to_plain
from papershelf.formats.records import Record
from papershelf.formats.scholar_json import openalex_record, s2_record
from papershelf.services.metadata.client import LookupFailed, MetadataClient

__all__ = [
    "APPLY_AT", "Candidate", "LookupResult", "abstract_similarity", "find_candidates",
]  # fmt: skip

APPLY_AT = 95.0
MIN_WORDS = 20
PER_SERVICE = 5
TITLE_WEIGHT = 0.6  # a title alone is weaker evidence than an abstract
S2_FIELDS = (
    "title,abstract,authors,year,venue,journal,externalIds,publicationTypes,publicationVenue,url"
)
_WORD = re.compile(r"[^\W\d_]{3,}", re.UNICODE)
_STOP = frozenset(
    "the and for with that this from are was were which these those their our its into "
    "than then such also can has have been using used based show shows new novel approach "
    "method methods results paper propose proposed study data model models".split()
)


def _ratios() -> tuple[Callable[[str, str], float], Callable[[str, str], float]]:
    """rapidfuzz's token-set and token-sort ratios (loaded on the first lookup)."""
    from rapidfuzz import fuzz

    return fuzz.token_set_ratio, fuzz.token_sort_ratio


def _normal(text: str) -> str:
    """Plain, folded text: markup stripped, lower case, accents removed, words kept apart."""
    decomposed = unicodedata.normalize("NFKD", to_plain(text).casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def abstract_similarity(ours: str, theirs: str) -> float | None:
    """How closely two abstracts match (0–100), or None when either is too short to tell."""
    a, b = _normal(ours), _normal(theirs)
    if len(a.split()) < MIN_WORDS or len(b.split()) < MIN_WORDS:
        return None
    token_set, _sort = _ratios()
    return round(float(token_set(a, b)), 1)


def title_similarity(ours: str, theirs: str) -> float:
    """How closely two titles match (0–100, word order ignored)."""
    _set, token_sort = _ratios()
    return round(float(token_sort(_normal(ours), _normal(theirs))), 1)


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
        parts = [f"abstract {self.abstract:.0f}%" if self.abstract is not None else "no abstract"]
        parts.append(f"title {self.title:.0f}%")
        return " · ".join([*parts, ", ".join(self.sources)])


@dataclass
class LookupResult:
    """The candidates for one entry, best first, and the services that could not answer."""

    candidates: list[Candidate] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)

    @property
    def best(self) -> Candidate | None:
        """The first candidate, if any."""
        return self.candidates[0] if self.candidates else None


def distinctive_words(abstract: str, count: int = 6) -> list[str]:
    """The abstract's rarest-looking words (long, not common), for a keyword search."""
    words = [w for w in _WORD.findall(_normal(abstract)) if w not in _STOP]
    unique = sorted(set(words), key=lambda w: (-len(w), words.index(w)))
    return unique[:count]


def find_candidates(client: MetadataClient, entry: Record) -> LookupResult:
    """Ask every service about an entry; candidates ranked by evidence, duplicates joined."""
    result = LookupResult()
    found: list[tuple[str, Record]] = []
    for name, search in SEARCHES:
        try:
            found += [(name, record) for record in search(client, entry)]
        except (LookupFailed, AnswerError) as exc:
            result.failures.append(f"{name}: {exc}")
    result.candidates = _ranked(entry, found)
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
    return f"title:{_normal(record.title)}"


def _joined(first: Candidate, second: Candidate) -> Candidate:
    """Two services' answers about one paper: the better-evidenced record, both sources."""
    better, other = (first, second) if first.score >= second.score else (second, first)
    return Candidate(better.record, [*better.sources, *other.sources], better.abstract,
                     max(first.title, second.title))  # fmt: skip


# --- the services' searches ----------------------------------------------------------------


def _query_title(entry: Record) -> str:
    """The title to search by, without characters the services' query syntaxes reserve."""
    return " ".join(re.sub(r"[:,\"()\[\]{}]", " ", to_plain(entry.title)).split())


def _semantic_scholar(client: MetadataClient, entry: Record) -> list[Record]:
    """Semantic Scholar: the title match, then a search whose papers come by one batch call."""
    title = _query_title(entry)
    if not title:
        return []
    records = []
    match = client.get("s2", "/graph/v1/paper/search/match", {"query": title, "fields": S2_FIELDS})
    if match.status == 200:
        records += [s2_record(p) for p in _list(match.json(), "data")]
    search = client.get(
        "s2", "/graph/v1/paper/search",
        {"query": title, "fields": "title", "limit": str(PER_SERVICE)},
    )  # fmt: skip
    found = _list(search.json(), "data")[:PER_SERVICE]
    ids = [str(p["paperId"]) for p in found if isinstance(p, dict) and p.get("paperId")]
    if ids:
        batch = client.post("s2", "/graph/v1/paper/batch", {"fields": S2_FIELDS}, {"ids": ids})
        records += [s2_record(p) for p in _list(batch.json(), None)]
    return records


def _openalex(client: MetadataClient, entry: Record) -> list[Record]:
    """OpenAlex: works whose title matches the entry's."""
    title = _query_title(entry)
    if not title:
        return []
    answer = client.get(
        "openalex", "/works", {"filter": f"title.search:{title}", "per-page": str(PER_SERVICE)}
    )
    return [openalex_record(w) for w in _list(answer.json(), "results")]


def _crossref(client: MetadataClient, entry: Record) -> list[Record]:
    """Crossref: works whose title matches the entry's."""
    title = _query_title(entry)
    if not title:
        return []
    answer = client.get("crossref", "/works", {"query.title": title, "rows": str(PER_SERVICE)})
    message = answer.json()
    items = _list(message.get("message") if isinstance(message, dict) else None, "items")
    return [work_record(item) for item in items]


def _arxiv(client: MetadataClient, entry: Record) -> list[Record]:
    """arXiv: preprints whose abstracts hold the entry's most distinctive words."""
    words = distinctive_words(entry.abstract)
    if len(words) < 3:
        return []
    query = " AND ".join(f"abs:{word}" for word in words[:4])
    answer = client.get(
        "arxiv", "/api/query", {"search_query": query, "max_results": str(PER_SERVICE)},
        accept="application/atom+xml",
    )  # fmt: skip
    try:
        return read_feed(answer.text).records
    except FeedError:
        raise LookupFailed("arXiv sent no feed") from None


def _list(value: object, key: str | None) -> list[dict[str, Any]]:
    """The objects of a JSON list, at `key` of a dict or the value itself ([] otherwise)."""
    inner = value.get(key) if isinstance(value, dict) and key else value
    return [item for item in inner if isinstance(item, dict)] if isinstance(inner, list) else []


SEARCHES: tuple[tuple[str, Callable[[MetadataClient, Record], list[Record]]], ...] = (
    ("Semantic Scholar", _semantic_scholar),
    ("OpenAlex", _openalex),
    ("Crossref", _crossref),
    ("arXiv", _arxiv),
)
