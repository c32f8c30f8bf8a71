"""A member's private notes and private tags on a shared library (member_state's notes,
public_notes and tags columns, schema v10): reading them for the member, and the `mytag:`
search condition. Writing goes through members_sql.write_own like every own column."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from papershelf.library.chunks import in_chunks, marks
from papershelf.library.sql import Sql

if TYPE_CHECKING:
    from papershelf.library.backend import Words
    from papershelf.library.db import Library


@dataclass(frozen=True)
class OwnNotes:
    """One member's own notes and tags of one entry: private, and the note shown to all."""

    private: str = ""
    public: str = ""
    tags: tuple[str, ...] = ()


def decode_tags(text: object) -> tuple[str, ...]:
    """The tag names a member_state.tags JSON list holds (none for anything else)."""
    try:
        names = json.loads(str(text or "[]"))
    except ValueError:
        return ()
    return tuple(str(n) for n in names) if isinstance(names, list) else ()


def encode_tags(names: Sequence[str]) -> str:
    """The JSON list member_state.tags keeps."""
    return json.dumps(list(names), ensure_ascii=False)


def own_notes(lib: Library, entry_ids: Sequence[int], member: str) -> dict[int, OwnNotes]:
    """entry id -> *member*'s own notes and tags of it (entries without any are left out)."""
    found: dict[int, OwnNotes] = {}
    for chunk in in_chunks(list(entry_ids)):
        rows = lib.execute(
            Sql(
                "SELECT entry_id, notes, public_notes, tags FROM member_state "
                f"WHERE member = ? AND entry_id IN ({marks(len(chunk))})"
            ),
            [member, *chunk],
        )
        for entry_id, notes, public, tags in rows:
            found[int(entry_id)] = OwnNotes(str(notes or ""), str(public or ""), decode_tags(tags))
    return found


def own_tag_counts(lib: Library, member: str) -> Counter[str]:
    """Each of *member*'s private tags and on how many entries they put it."""
    rows = lib.execute(
        Sql("SELECT tags FROM member_state WHERE member = ? AND tags <> '[]'"), [member]
    )
    return Counter(name for (tags,) in rows for name in decode_tags(tags))


def own_tag_condition(words: Words, id_sql: str, name: str) -> tuple[str, list[object]]:
    """SQL (and parameters) true for entries the connecting member put the private tag
    *name* on, or a tag below it (name/...), ASCII case folded."""
    quoted = _escape_like(json.dumps(name, ensure_ascii=False))
    sql = (
        f"{id_sql} IN (SELECT ms.entry_id FROM member_state ms WHERE ms.member = "
        f"{words.member()} AND (ms.tags {words.like} ? ESCAPE '\\' "
        f"OR ms.tags {words.like} ? ESCAPE '\\'))"
    )
    return sql, [f"%{quoted}%", f"%{quoted[:-1]}/%"]


def _escape_like(text: str) -> str:
    """*text* with LIKE's wildcards escaped."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
