"""A scope's kind is typed (library.queries.ScopeKind): a saved search whose stored scope
names a kind this version does not know opens on the whole library, as its docstring says."""

from __future__ import annotations

import json
from typing import get_args

import pytest

from papershelf.library.queries import Scope, ScopeKind, TagSelection
from papershelf.services.saved_searches import scope_from_text, scope_to_text


@pytest.mark.parametrize(
    "scope",
    [Scope(), Scope("status", 2), Scope("list", 3), Scope("tag", "ml/rl"), Scope("recent", 30),
     Scope("unfiled"), Scope("missing"), Scope("tags", TagSelection(("a",), ("b",), False))],
)  # fmt: skip
def test_every_kind_round_trips_through_its_stored_text(scope: Scope) -> None:
    assert scope_from_text(scope_to_text(scope)) == scope


@pytest.mark.parametrize("kind", ["folder", "", "Tag", "view"])
def test_a_kind_this_version_does_not_know_means_the_whole_library(kind: str) -> None:
    assert scope_from_text(json.dumps({"kind": kind, "value": 1})) == Scope()


def test_the_kinds_are_the_documented_ones() -> None:
    assert set(get_args(ScopeKind)) == {
        "all", "status", "list", "tag", "tags", "recent", "unfiled", "missing", "saved",
    }  # fmt: skip
