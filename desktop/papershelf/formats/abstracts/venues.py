"""Well-known publication venues, and reading a venue and year out of a collection header."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Literal

VenueKind = Literal["conference", "journal"]


@dataclass(frozen=True)
class Venue:
    """One well-known venue: its short name, its full name and whether it is a journal."""

    short: str
    full: str
    kind: VenueKind
    aliases: tuple[str, ...] = ()
    # Other spellings of the full name that a header may use instead.
    full_aliases: tuple[str, ...] = ()


_C: VenueKind = "conference"
_J: VenueKind = "journal"

VENUES: tuple[Venue, ...] = (
    Venue("ICLR", "International Conference on Learning Representations", _C),
    Venue(
        "NeurIPS",
        "Advances in Neural Information Processing Systems",
        _C,
        aliases=("NIPS",),
        full_aliases=("Conference on Neural Information Processing Systems",),
    ),
    Venue("ICML", "International Conference on Machine Learning", _C),
    Venue("CVPR", "IEEE/CVF Conference on Computer Vision and Pattern Recognition", _C),
    Venue("ICCV", "IEEE/CVF International Conference on Computer Vision", _C),
    Venue("ECCV", "European Conference on Computer Vision", _C),
    Venue("WACV", "IEEE/CVF Winter Conference on Applications of Computer Vision", _C),
    Venue("BMVC", "British Machine Vision Conference", _C),
    Venue("ACL", "Annual Meeting of the Association for Computational Linguistics", _C),
    Venue("EMNLP", "Conference on Empirical Methods in Natural Language Processing", _C),
    Venue(
        "NAACL",
        "Conference of the North American Chapter of the Association for Computational Linguistics",
        _C,
    ),
    Venue(
        "EACL",
        "Conference of the European Chapter of the Association for Computational Linguistics",
        _C,
    ),
    Venue("COLING", "International Conference on Computational Linguistics", _C),
    Venue("AAAI", "AAAI Conference on Artificial Intelligence", _C),
    Venue("IJCAI", "International Joint Conference on Artificial Intelligence", _C),
    Venue(
        "KDD",
        "ACM SIGKDD Conference on Knowledge Discovery and Data Mining",
        _C,
        aliases=("SIGKDD",),
    ),
    Venue("WWW", "The ACM Web Conference", _C, aliases=("TheWebConf", "WebConf")),
    Venue(
        "SIGIR",
        "International ACM SIGIR Conference on Research and Development in Information Retrieval",
        _C,
    ),
    Venue("WSDM", "ACM International Conference on Web Search and Data Mining", _C),
    Venue("CIKM", "ACM International Conference on Information and Knowledge Management", _C),
    Venue(
        "SIGGRAPH",
        "ACM SIGGRAPH Conference on Computer Graphics and Interactive Techniques",
        _C,
    ),
    Venue("CHI", "CHI Conference on Human Factors in Computing Systems", _C),
    Venue("UIST", "ACM Symposium on User Interface Software and Technology", _C),
    Venue("UAI", "Conference on Uncertainty in Artificial Intelligence", _C),
    Venue("AISTATS", "International Conference on Artificial Intelligence and Statistics", _C),
    Venue("COLT", "Conference on Learning Theory", _C),
    Venue("CoRL", "Conference on Robot Learning", _C),
    Venue("RSS", "Robotics: Science and Systems", _C),
    Venue("ICRA", "IEEE International Conference on Robotics and Automation", _C),
    Venue("IROS", "IEEE/RSJ International Conference on Intelligent Robots and Systems", _C),
    Venue(
        "MICCAI",
        "International Conference on Medical Image Computing and Computer-Assisted Intervention",
        _C,
    ),
    Venue("ICASSP", "IEEE International Conference on Acoustics, Speech and Signal Processing", _C),
    Venue(
        "Interspeech",
        "Annual Conference of the International Speech Communication Association",
        _C,
    ),
    Venue("AAMAS", "International Conference on Autonomous Agents and Multiagent Systems", _C),
    Venue("TMLR", "Transactions on Machine Learning Research", _J),
    Venue("JMLR", "Journal of Machine Learning Research", _J),
    Venue(
        "TPAMI",
        "IEEE Transactions on Pattern Analysis and Machine Intelligence",
        _J,
        aliases=("PAMI",),
    ),
    Venue("TACL", "Transactions of the Association for Computational Linguistics", _J),
    Venue("Nature", "Nature", _J),
    Venue("Science", "Science", _J),
    # Journals known by their full name: the short name is the full name.
    Venue("Nature Communications", "Nature Communications", _J),
    Venue("Nature Machine Intelligence", "Nature Machine Intelligence", _J),
    Venue("Nature Methods", "Nature Methods", _J),
    Venue("PNAS", "Proceedings of the National Academy of Sciences", _J),
    Venue("eLife", "eLife", _J),
    Venue("PLOS ONE", "PLOS ONE", _J),
    Venue("PLOS Computational Biology", "PLOS Computational Biology", _J),
    Venue("Cell", "Cell", _J),
    Venue("Neuron", "Neuron", _J),
    Venue("Bioinformatics", "Bioinformatics", _J),
    Venue("PRL", "Physical Review Letters", _J),
)

# Ordinary English words that are also venue names: matched only when they are the
# whole header (bar year and "papers"), so "Computer science reading list" is no journal.
_WORD_VENUES = frozenset({"nature", "science", "cell", "neuron", "bioinformatics", "elife"})

_BY_NAME: dict[str, Venue] = {
    name.lower(): venue for venue in VENUES for name in (venue.short, *venue.aliases)
}

# Longest first, so a full name that contains another (NAACL contains ACL's words) wins.
_BY_FULL_NAME: tuple[tuple[str, Venue], ...] = tuple(
    sorted(
        (
            (full.lower(), venue)
            for venue in VENUES
            if venue.short.lower() not in _WORD_VENUES
            for full in (venue.full, *venue.full_aliases)
        ),
        key=lambda pair: -len(pair[0]),
    )
)

_TOKEN = re.compile(r"[A-Za-z]+|\d+")
_YEAR4 = re.compile(r"(?<!\d)(19\d\d|20\d\d)(?!\d)")
_YEAR2 = re.compile(r"['\u2019](\d\d)(?!\d)")
# Words around a venue name in a header that are not part of it.
_TRAILING_NOISE = re.compile(
    r"(?:\s|[-:,(])*\b(?:accepted\s+)?(?:papers?|abstracts?|submissions?|proceedings|"
    r"accepted|list|orals?|posters?|spotlights?)\s*[):]*$",
    re.IGNORECASE,
)
_LEADING_NOISE = re.compile(r"^\s*(?:the\s+)?proceedings\s+of\s+(?:the\s+)?", re.IGNORECASE)
_VENUE_WORDS = frozenset(
    {"conference", "workshop", "symposium", "journal", "transactions", "proceedings", "meeting"}
)


@dataclass(frozen=True)
class HeaderInfo:
    """What a collection header says: venue short and full name, venue kind, and year."""

    venue: str = ""
    full_name: str = ""
    kind: VenueKind | None = None
    year: int | None = None


def lookup(name: str) -> Venue | None:
    """The well-known venue with this short name or alias ('nips' -> NeurIPS), else None."""
    return _BY_NAME.get(name.strip().lower())


def parse_header(line: str) -> HeaderInfo:
    """Read venue and year from a header line: 'ICLR 2025 Papers' -> ICLR, 2025."""
    year = _find_year(line)
    venue = _known_venue(line)
    if venue is not None:
        return HeaderInfo(venue.short, venue.full, venue.kind, year)
    return HeaderInfo(_unknown_venue(line, year), "", None, year)


def _find_year(line: str) -> int | None:
    """A four-digit year, else an abbreviated one after an apostrophe ("NeurIPS'24")."""
    match = _YEAR4.search(line)
    if match:
        return int(match.group(1))
    match = _YEAR2.search(line)
    if not match:
        return None
    short = int(match.group(1))
    # '24 means 2024, but '98 means 1998: a year more than a little ahead is last century.
    return 2000 + short if 2000 + short <= date.today().year + 2 else 1900 + short


def _strip_noise(line: str) -> str:
    """The header without its year, 'Proceedings of' and a trailing 'Papers'/'Abstracts'."""
    text = _YEAR4.sub(" ", line)
    text = re.sub(r"['\u2019]\d\d(?!\d)", " ", text)
    text = _LEADING_NOISE.sub("", text)
    # Trailing words can stack ("Accepted Papers List"), so strip until nothing changes.
    for _ in range(4):
        shorter = _TRAILING_NOISE.sub("", text).strip(" -:,")
        if shorter == text:
            break
        text = shorter
    return " ".join(text.split())


def _known_venue(line: str) -> Venue | None:
    """The well-known venue a header names, by short name, alias or full name."""
    lowered = " ".join(line.lower().split())
    for full, venue in _BY_FULL_NAME:
        if full in lowered:
            return venue
    for token in _TOKEN.findall(line):
        if token.lower() in _BY_NAME and token.lower() not in _WORD_VENUES:
            return _BY_NAME[token.lower()]
    rest = _strip_noise(line).lower()
    return _BY_NAME.get(rest) if rest in _WORD_VENUES else None


def _unknown_venue(line: str, year: int | None) -> str:
    """The venue-like text of a header no table entry matches, or '' when it names none."""
    rest = _strip_noise(line)
    if not rest or not _looks_like_venue(rest, line, year):
        return ""
    return rest


def _looks_like_venue(rest: str, line: str, year: int | None) -> bool:
    """Whether header text names a venue ('LoG 2024', 'Workshop on X') or not ('My pile')."""
    words = rest.split()
    if len(words) > 12:
        return False
    if any(w.lower() in _VENUE_WORDS for w in words):
        return True
    marked = year is not None or _strip_noise(line) != " ".join(line.split())
    if not marked:
        return False
    # An acronym or a CamelCase token ("LoG", "MLSys") reads as a venue name; plain
    # capitalised words do not ("Summer Reading 2024" is no venue).
    return any(sum(c.isupper() for c in w) >= 2 for w in words)
