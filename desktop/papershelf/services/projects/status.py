"""A document's citations held against the library: what a writer needs to see.

- cited: the cited keys the library holds (in first-cited order, spelled as the library
  spells them);
- missing: cited keys the library lacks, each with the closest library entries (by key,
  by the words of the key in titles and authors, or by DOI when the key is one) and the
  identifier to add it by when the key is a DOI or an arXiv id;
- uncited: the project's reading list members the document never cites (a cited @set's
  members and a cited entry's crossref parent count as cited);
- incomplete: cited entries a style will warn about (the export's check,
  services/exporting.entry_warnings).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from rapidfuzz import fuzz, process

from papershelf.formats.identifiers import Identifier, classify
from papershelf.formats.tex_project.citations import Citations
from papershelf.library import export_sql, keys_sql
from papershelf.library.db import Library
from papershelf.library.queries import Scope, Sort, ordered_ids
from papershelf.services.exporting import entry_warnings
from papershelf.services.projects.cited_export import (
    everything_cited,
    ids_of_keys,
    read_citations,
    with_parents,
)

MOST_SUGGESTIONS = 3
_KEY_SCORE = 80  # rapidfuzz ratio a library key needs to be offered for a missing one
_WORD = re.compile(r"[^\W\d_]{4,}")


@dataclass(frozen=True)
class Suggestion:
    """A library entry that may be the one a missing key means, and why ('key', 'words',
    'doi')."""

    entry_id: int
    key: str
    reason: str


@dataclass(frozen=True)
class MissingKey:
    """A cited key the library lacks, the entries it may mean, the identifier it is."""

    key: str
    suggestions: tuple[Suggestion, ...] = ()
    identifier: str | None = None


@dataclass(frozen=True)
class ProjectStatus:
    """What the document cites, measured against the library."""

    citations: Citations
    cited: tuple[str, ...] = ()
    missing: tuple[MissingKey, ...] = ()
    uncited: tuple[str, ...] = ()
    incomplete: dict[str, tuple[str, ...]] = field(default_factory=dict)
    cited_ids: tuple[int, ...] = ()

    def as_json(self) -> dict[str, object]:
        """The status as `project status --json` prints it."""
        return {
            "document": str(self.citations.files[0]) if self.citations.files else None,
            "origin": self.citations.origin,
            "cites_everything": self.citations.cite_all,
            "bibliographies": [str(p) for p in self.citations.bibliographies],
            "cited": list(self.cited),
            "missing": [m.key for m in self.missing],
            "uncited": list(self.uncited),
            "suggestions": {
                m.key: [s.key for s in m.suggestions] for m in self.missing if m.suggestions
            },
            "identifiers": {m.key: m.identifier for m in self.missing if m.identifier},
            "incomplete": {key: list(warnings) for key, warnings in self.incomplete.items()},
        }


def project_status(
    lib: Library, path: Path | str, list_id: int | None = None, flavour: str = "bibtex"
) -> ProjectStatus:
    """The status of the document at path (linked or not) against the library."""
    return status_of(lib, read_citations(path), list_id, flavour)


def status_of(
    lib: Library, citations: Citations, list_id: int | None = None, flavour: str = "bibtex"
) -> ProjectStatus:
    """The status of citations already read (`\\nocite{*}`: every entry of the list, else
    of the library, is cited too, after the keys the document names)."""
    held = ids_of_keys(lib, citations.keys)
    named = [held[key] for key in citations.keys if key in held]
    every = everything_cited(lib, list_id) if citations.cite_all else []
    ids = list(dict.fromkeys([*named, *every]))
    keys = export_sql.keys_of(lib, ids)
    cited = tuple(keys[i] for i in ids if i in keys)
    missing = tuple(_missing(lib, key) for key in citations.keys if key not in held)
    uncited = _uncited(lib, list_id, with_parents(lib, set(ids)))  # a set's members too
    warnings = entry_warnings(lib, ids, flavour)
    incomplete = {keys[i]: tuple(w) for i, w in warnings.items()}
    return ProjectStatus(citations, cited, missing, uncited, incomplete, tuple(ids))


def _uncited(lib: Library, list_id: int | None, cited: set[int]) -> tuple[str, ...]:
    """The keys of the list's members that are not cited, in the list's order."""
    if list_id is None:
        return ()
    members = ordered_ids(lib, Scope("list", list_id), sort=Sort("position", False))
    rest = [entry_id for entry_id in members if entry_id not in cited]
    keys = export_sql.keys_of(lib, rest)
    return tuple(keys[i] for i in rest if i in keys)


def _missing(lib: Library, key: str) -> MissingKey:
    """A missing key with the entries it may mean."""
    identifier = classify(key)
    if isinstance(identifier, Identifier):
        by_doi = (
            _by_query(lib, f'doi:"{identifier.value}"', "doi") if identifier.kind == "doi" else []
        )
        return MissingKey(key, tuple(by_doi), str(identifier))
    found = _by_key(lib, key)
    seen = {s.entry_id for s in found}
    found += [s for s in _by_words(lib, key) if s.entry_id not in seen]
    return MissingKey(key, tuple(found[:MOST_SUGGESTIONS]))


def _by_key(lib: Library, key: str) -> list[Suggestion]:
    """Library entries whose key is spelled almost as key."""
    every = keys_sql.all_keys(lib)
    close = process.extract(key, every, scorer=fuzz.ratio, score_cutoff=_KEY_SCORE, limit=3)
    ids = ids_of_keys(lib, [match for match, _score, _ in close])
    return [Suggestion(ids[k], k, "key") for k in ids]


def _by_words(lib: Library, key: str) -> list[Suggestion]:
    """Library entries that hold every word of key ('smith2020deep' -> smith, deep)."""
    words = _WORD.findall(key)
    if not words:
        return []
    return _by_query(lib, " ".join(words), "words")


def _by_query(lib: Library, query: str, reason: str) -> list[Suggestion]:
    """The first entries a search finds, as suggestions."""
    ids = ordered_ids(lib, Scope(), query, limit=MOST_SUGGESTIONS)
    keys = export_sql.keys_of(lib, ids)
    return [Suggestion(i, keys[i], reason) for i in ids if i in keys]
