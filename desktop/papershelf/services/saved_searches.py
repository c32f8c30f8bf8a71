"""Saved searches: a query and its sidebar scope kept under a name, shown as a smart list.

A saved search keeps text, not results: its entries are found again each time it is shown
(`saved_ids`), so it follows every edit live. Its scope is the sidebar selection it was
saved from, stored as JSON text ('' for the whole library; see `scope_to_text`).

Every mutation runs in one transaction and returns Changes(saved=True).

Undo recipes (the GUI stores ids and values, never rows):

- create_saved:  done; saved_id = find_saved(lib, name)
                 undo: delete_saved(lib, saved_id);  redo: restore_saved(lib, snapshot)
                 where snapshot = get_saved(lib, saved_id) taken after the create
- rename_saved / edit_saved: old = get_saved(lib, saved_id)
                 undo: rename_saved(lib, saved_id, old.name)
                       edit_saved(lib, saved_id, old.query, old.scope)
- delete_saved:  old = get_saved(lib, saved_id);  undo: restore_saved(lib, old)
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any, cast, get_args

from papershelf.i18n import translate
from papershelf.library import saved_sql, versions
from papershelf.library.db import Library
from papershelf.library.queries import (
    RELEVANCE,
    Scope,
    ScopeKind,
    Sort,
    TagSelection,
    ordered_ids,
)
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.conflicts import EditConflict, Seen, checked_row

MAX_NAME = 200
BY_RELEVANCE = Sort(RELEVANCE)
_SAVED = Changes(saved=True)


@dataclass(frozen=True)
class SavedSearch:
    """One saved search as stored: its name, query text and scope text."""

    id: int
    name: str
    query: str
    scope: str = ""

    @property
    def view_scope(self) -> Scope:
        """The sidebar scope the search runs in."""
        return scope_from_text(self.scope)


SCOPE_KINDS = frozenset(get_args(ScopeKind))  # the kinds a stored scope may name


def scope_to_text(scope: Scope) -> str:
    """A sidebar scope as the text a saved search stores ('' for the whole library)."""
    if scope.kind == "all":
        return ""
    value = asdict(scope.value) if isinstance(scope.value, TagSelection) else scope.value
    return json.dumps({"kind": scope.kind, "value": value}, ensure_ascii=False, sort_keys=True)


def scope_from_text(text: str) -> Scope:
    """The scope stored as *text*; anything unreadable means the whole library."""
    try:
        data = json.loads(text) if text.strip() else {}
        kind = str(data.get("kind", "all"))
        value = data.get("value")
    except (ValueError, AttributeError):
        return Scope()
    if kind not in SCOPE_KINDS:  # written by a newer Papershelf, or damaged
        return Scope()
    known = cast(ScopeKind, kind)
    if known == "tags" and isinstance(value, dict):
        return Scope(known, _selection(value))
    if not isinstance(value, int | str | None):
        return Scope()
    return Scope(known, value)


def _selection(value: dict) -> TagSelection:
    """A TagSelection from its stored dict."""
    return TagSelection(
        include=tuple(str(n) for n in value.get("include", ())),
        exclude=tuple(str(n) for n in value.get("exclude", ())),
        match_all=bool(value.get("match_all", True)),
    )


def clean_name(name: str) -> str:
    """A saved search's name: trimmed, single spaces, not empty, not too long."""
    text = " ".join(str(name).split())
    if not text:
        raise ServiceError(translate("saved_searches", "a saved search needs a name"))
    if len(text) > MAX_NAME:
        raise ServiceError(
            translate(
                "saved_searches", "a saved search's name can be at most {most} characters"
            ).format(most=MAX_NAME)
        )
    return text


def _refuse_taken(lib: Library, name: str, except_id: int | None = None) -> None:
    """ServiceError when another saved search already has *name* (any case)."""
    found = find_saved(lib, name)
    if found is not None and found != except_id:
        raise ServiceError(
            translate("saved_searches", "a saved search called '{name}' already exists").format(
                name=name
            )
        )


def _require(lib: Library, saved_id: int) -> SavedSearch:
    """The saved search *saved_id*, or ServiceError when it is gone."""
    saved = get_saved(lib, saved_id)
    if saved is None:
        raise ServiceError(
            translate("saved_searches", "saved search {number} is not in the library").format(
                number=saved_id
            )
        )
    return saved


def saved_searches(lib: Library) -> list[SavedSearch]:
    """Every saved search, by name."""
    return [SavedSearch(*row) for row in saved_sql.all_saved(lib)]


def get_saved(lib: Library, saved_id: int) -> SavedSearch | None:
    """One saved search, or None."""
    row = saved_sql.saved_row(lib, saved_id)
    return SavedSearch(*row) if row else None


def find_saved(lib: Library, name: str) -> int | None:
    """The id of the saved search called *name* (any case), or None."""
    return saved_sql.saved_named(lib, " ".join(str(name).split()))


def create_saved(lib: Library, name: str, query: str, scope: str = "") -> Changes:
    """Save *query* (run inside *scope*, scope_to_text form) under a new *name*."""
    clean = clean_name(name)
    if not query.strip() and not scope.strip():
        raise ServiceError(translate("saved_searches", "a saved search needs a query or a scope"))
    with lib.atomic():
        _refuse_taken(lib, clean)
        saved_sql.insert_saved(lib, clean, query.strip(), scope)
    return _SAVED


def rename_saved(lib: Library, saved_id: int, name: str, seen: Seen | None = None) -> Changes:
    """Give a saved search another name; with *seen* ({'name': the name the person saw}),
    EditConflict (nothing written) when someone else renamed it meanwhile."""
    clean = clean_name(name)
    with lib.atomic():
        if seen is not None:
            versions.lock_row(lib, "saved_search", saved_id)
        old = _require(lib, saved_id)
        write, conflict = _checked(lib, old, {"name": clean}, seen)
        if conflict is not None:
            raise conflict
        if "name" in write:
            _refuse_taken(lib, clean, except_id=saved_id)
            saved_sql.set_saved_name(lib, saved_id, clean)
    return _SAVED


def edit_saved(
    lib: Library, saved_id: int, query: str, scope: str | None = None, seen: Seen | None = None
) -> Changes:
    """Change a saved search's query (and its scope, unless *scope* is None).

    With *seen* ({'query': ..., 'scope': ...} as the person saw them): a part someone else
    changed meanwhile is kept as theirs and reported (EditConflict); the other is written.
    """
    conflict: EditConflict | None = None
    with lib.atomic():
        if seen is not None:
            versions.lock_row(lib, "saved_search", saved_id)
        old = _require(lib, saved_id)
        new_scope = old.scope if scope is None else scope
        if not query.strip() and not new_scope.strip():
            raise ServiceError(
                translate("saved_searches", "a saved search needs a query or a scope")
            )
        mine = {"query": query.strip(), "scope": new_scope}
        write, conflict = _checked(lib, old, mine, seen)
        if write:
            merged = {"query": old.query, "scope": old.scope, **write}
            saved_sql.set_saved_query(lib, saved_id, merged["query"], merged["scope"])
    if conflict is not None:
        raise EditConflict(conflict.conflicts, _SAVED if write else Changes(), conflict.stored)
    return _SAVED


def _checked(
    lib: Library, old: SavedSearch, mine: dict[str, str], seen: Seen | None
) -> tuple[dict[str, Any], EditConflict | None]:
    """A saved search's edit merged with its row (services/conflicts.checked_row)."""
    stored = {"name": old.name, "query": old.query, "scope": old.scope}
    version = saved_sql.saved_version(lib, old.id) or 0
    return checked_row("saved search", old.id, version, stored, mine, seen)


def delete_saved(lib: Library, saved_id: int) -> Changes:
    """Forget a saved search (the entries it found are untouched)."""
    with lib.atomic():
        _require(lib, saved_id)
        saved_sql.delete_saved(lib, saved_id)
    return _SAVED


def restore_saved(lib: Library, saved: SavedSearch) -> Changes:
    """Put back a deleted saved search with its old id (undo of delete_saved)."""
    with lib.atomic():
        _refuse_taken(lib, saved.name, except_id=saved.id)
        saved_sql.put_saved(lib, (saved.id, saved.name, saved.query, saved.scope))
    return _SAVED


def saved_ids(lib: Library, saved: SavedSearch, sort: Sort = BY_RELEVANCE) -> list[int]:
    """The entries a saved search finds now, in *sort* order (relevance by default)."""
    return ordered_ids(lib, saved.view_scope, saved.query, sort)
