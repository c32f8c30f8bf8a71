"""Turning the text typed in a search box into SQL conditions (plain words for now)."""

from __future__ import annotations

from dataclasses import dataclass, field

# Columns a bare word is looked for in.
TEXT_COLUMNS = ("e.title", "e.abstract", "e.authors_text", "e.venue", "e.keywords", "e.notes")


@dataclass(frozen=True)
class Condition:
    """A SQL boolean expression over the entry table aliased 'e', with its parameters."""

    sql: str = "1"
    params: list[object] = field(default_factory=list)


def _like_pattern(word: str) -> str:
    """A LIKE pattern matching *word* anywhere, with LIKE's wildcards taken literally."""
    escaped = word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def words(query: str) -> list[str]:
    """The words of a query, quotes removed, empty ones dropped."""
    return [w for w in (part.strip("\"'") for part in query.split()) if w]


def text_condition(query: str) -> Condition:
    """Every word of *query* must occur (case-insensitively) in one of the text columns."""
    clauses: list[str] = []
    params: list[object] = []
    for word in words(query):
        pattern = _like_pattern(word)
        ors = " OR ".join(f"{col} LIKE ? ESCAPE '\\'" for col in TEXT_COLUMNS)
        clauses.append(f"({ors})")
        params.extend([pattern] * len(TEXT_COLUMNS))
    if not clauses:
        return Condition()
    return Condition(" AND ".join(clauses), params)
