"""What a metadata source is (one `Source` per service module) and what their searches share."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from papershelf.formats.records import Record
from papershelf.formats.text.markup import to_plain

if TYPE_CHECKING:
    from papershelf.services.metadata.client import MetadataClient

__all__ = ["PER_SERVICE", "Source", "distinctive_words", "json_list", "normal", "query_title"]

PER_SERVICE = 5  # candidates asked of each service per entry
_WORD = re.compile(r"[^\W\d_]{3,}", re.UNICODE)
_STOP = frozenset(
    "the and for with that this from are was were which these those their our its into "
    "than then such also can has have been using used based show shows new novel approach "
    "method methods results paper propose proposed study data model models".split()
)

# A search: the records a service returns for an entry (LookupFailed when it cannot answer).
Search = Callable[["MetadataClient", Record], list[Record]]
# A resolver: an identifier's record, or None when the service does not know it (Unreachable
# when it cannot be reached, LookupFailed for any other failure, said for a person).
Resolver = Callable[["MetadataClient", str], Record | None]


@dataclass(frozen=True)
class Source:
    """One metadata service: its name, where it is, how often it may be asked, what it does.

    `key` names it in requests and in `PAPERSHELF_<KEY>_URL`, which points it elsewhere
    (a mirror, a proxy, the tests' replay server)."""

    key: str
    name: str  # for people: 'Semantic Scholar'
    base_url: str
    interval: float  # seconds between two requests to the public service
    search: Search | None = None  # finds candidate papers for an entry (Find Metadata)
    resolves: str = ""  # the identifier kind it resolves ('doi', 'arxiv'), if any
    resolve: Resolver | None = None


def normal(text: str) -> str:
    """Plain, folded text: markup stripped, lower case, accents removed, words kept apart."""
    decomposed = unicodedata.normalize("NFKD", to_plain(text).casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def distinctive_words(abstract: str, count: int = 6) -> list[str]:
    """The abstract's rarest-looking words (long, not common), for a keyword search."""
    words = [w for w in _WORD.findall(normal(abstract)) if w not in _STOP]
    unique = sorted(set(words), key=lambda w: (-len(w), words.index(w)))
    return unique[:count]


def query_title(entry: Record) -> str:
    """The title to search by, without characters the services' query syntaxes reserve."""
    return " ".join(re.sub(r"[:,\"()\[\]{}]", " ", to_plain(entry.title)).split())


def json_list(value: object, key: str | None) -> list[dict[str, Any]]:
    """The objects of a JSON list, at `key` of a dict or the value itself ([] otherwise)."""
    inner = value.get(key) if isinstance(value, dict) and key else value
    return [item for item in inner if isinstance(item, dict)] if isinstance(inner, list) else []
