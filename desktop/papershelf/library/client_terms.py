"""The search terms only this computer can answer, answered before the SQL is built.

`attachments:missing` / `attachments:present` ask whether files are on this computer's
disk, `related:KEY` asks the related-papers index this process holds: a database server
sees neither. `resolve` replaces each such term by the ids it stands for, bound as one
JSON array parameter and read back with `json_each` (ids_sql), so one statement runs on
SQLite and on PostgreSQL (backend.Words.json_elements is each engine's own spelling of
`json_each(?)`: json_array_elements_text on the server).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from papershelf.library import attachments, related_sql
from papershelf.library.backend import Words
from papershelf.library.search import And, Filter, Node, Not, Or, ParsedQuery

if TYPE_CHECKING:
    from papershelf.library.db import Library

RESOLVED = "ids"  # the op of a term resolve() has answered: its last value is a JSON array
# The ids in the JSON array bound to its one parameter.


def ids_sql(words: Words) -> str:
    """SELECT of the ids in a JSON array bound as one parameter (ids_json's)."""
    return f"SELECT CAST(value AS INTEGER) FROM {words.json_elements()}"


def ids_json(ids: Sequence[int]) -> str:
    """*ids* as the JSON array ids_sql reads."""
    return json.dumps([int(i) for i in ids])


def resolve(lib: Library, parsed: ParsedQuery) -> ParsedQuery:
    """*parsed* with its related: and attachments:missing/present terms answered as ids."""
    if parsed.node is None:
        return parsed
    missing: list[str] = []

    def missing_files() -> str:
        """The ids of attachments whose file is not here (looked at once per query)."""
        if not missing:
            missing.append(ids_json(attachments.missing_ids(lib)))
        return missing[0]

    return replace(parsed, node=_resolved(parsed.node, lib, missing_files))


def _resolved(node: Node, lib: Library, missing_files: Callable[[], str]) -> Node:
    """*node* with the terms below it answered (the same node when none needs it)."""
    if isinstance(node, Not):
        return Not(_resolved(node.child, lib, missing_files))
    if isinstance(node, And | Or):
        return type(node)(tuple(_resolved(c, lib, missing_files) for c in node.children))
    if not isinstance(node, Filter) or node.op == RESOLVED:
        return node
    value = str(node.values[0]) if node.values else ""
    if node.field == "related":
        return Filter("related", RESOLVED, (ids_json(related_sql.related_ids(lib.db, value)),))
    if node.field == "attachments" and value in ("missing", "present"):
        return Filter("attachments", RESOLVED, (value, missing_files()))
    return node
