"""The SQL of annotations: rows by entry and id, inserts (new, or under their old ids for
undo), updates, deletes, and the `annotation:` search condition.

Rects and tags are JSON text in the row; AnnotationRow holds them decoded. Everything here
is an `Sql` both backends run as written (an insert that names its ids moves the
server's id sequence past them).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, fields

from papershelf.library.backend import Words
from papershelf.library.chunks import in_chunks, marks
from papershelf.library.db import Library
from papershelf.library.sql import Sql

TABLE = "annotation"
# Columns besides id, in the order AnnotationRow holds them.
COLUMNS = (
    "entry_id", "attachment_id", "page", "kind", "rects", "text", "comment", "colour",
    "tags", "author", "source", "file_id", "created", "modified", "public", "member",
)  # fmt: skip
EDITABLE = frozenset({"kind", "rects", "text", "comment", "colour", "tags", "modified", "public"})
_SELECT = f"SELECT id, {', '.join(COLUMNS)} FROM {TABLE}"
_ORDER = "ORDER BY entry_id, page, id"


@dataclass(frozen=True)
class AnnotationRow:
    """One annotation as stored (rects and tags decoded); id 0 for one not stored yet."""

    id: int
    entry_id: int
    attachment_id: int | None
    page: int
    kind: str
    rects: tuple[tuple[float, float, float, float], ...]
    text: str = ""
    comment: str = ""
    colour: str = "#ffd400"
    tags: tuple[str, ...] = field(default=())
    author: str = ""
    source: str = "library"
    file_id: str = ""
    created: str = ""
    modified: str = ""
    public: bool = False  # shown to every member of a shared library (schema 11)
    member: str = ""  # the login that stored it on a shared library ('' on a file)

    def values(self) -> list[object]:
        """The row's column values in COLUMNS order, rects and tags as JSON."""
        row = {f.name: getattr(self, f.name) for f in fields(self)}
        row["rects"] = json.dumps([list(r) for r in self.rects])
        row["tags"] = json.dumps(list(self.tags), ensure_ascii=False)
        row["public"] = int(self.public)
        return [row[column] for column in COLUMNS]


def _row(values: Sequence[object]) -> AnnotationRow:
    """An AnnotationRow from a SELECT of id and COLUMNS."""
    (ident, entry_id, attachment_id, page, kind, rects, text, comment, colour, tags, *rest) = values
    author, source, file_id, created, modified, public, member = (str(v or "") for v in rest)
    return AnnotationRow(
        int(str(ident)),
        int(str(entry_id)),
        None if attachment_id is None else int(str(attachment_id)),
        int(str(page)),
        str(kind),
        tuple(tuple(float(v) for v in r) for r in json.loads(str(rects) or "[]")),  # type: ignore[misc]
        str(text),
        str(comment),
        str(colour),
        tuple(str(t) for t in json.loads(str(tags) or "[]")),
        author,
        source,
        file_id,
        created,
        modified,
        public=public not in ("", "0"),
        member=member,
    )


def visible(words: Words, alias: str = "") -> str:
    """SQL true for the annotations the connecting member may see: on a shared library their
    own and the public ones, on a file (words.member() is '') every one."""
    at = f"{alias}." if alias else ""
    me = words.member()
    return f"({at}public = 1 OR {at}member = {me} OR {me} = '')"


def of_entries(lib: Library, entry_ids: Sequence[int]) -> list[AnnotationRow]:
    """The annotations of *entry_ids* the member may see, by entry, page and creation."""
    rows: list[AnnotationRow] = []
    shown = visible(lib.backend.words)
    for chunk in in_chunks(list(entry_ids)):
        sql = f"{_SELECT} WHERE entry_id IN ({marks(len(chunk))}) AND {shown} {_ORDER}"
        rows += [_row(r) for r in lib.execute(Sql(sql), list(chunk)).fetchall()]
    return sorted(rows, key=lambda r: (r.entry_id, r.page, r.id))


def by_ids(lib: Library, ids: Sequence[int]) -> list[AnnotationRow]:
    """The annotations with these ids (those that exist and the member may see), in page
    order."""
    rows: list[AnnotationRow] = []
    shown = visible(lib.backend.words)
    for chunk in in_chunks(list(ids)):
        sql = f"{_SELECT} WHERE id IN ({marks(len(chunk))}) AND {shown} {_ORDER}"
        rows += [_row(r) for r in lib.execute(Sql(sql), list(chunk)).fetchall()]
    return sorted(rows, key=lambda r: (r.entry_id, r.page, r.id))


def file_ids(lib: Library, entry_id: int) -> set[str]:
    """The PDF ids (/NM) of an entry's annotations, so a file read twice adds nothing twice."""
    sql = f"SELECT file_id FROM {TABLE} WHERE entry_id = ? AND file_id <> ''"
    return {str(r[0]) for r in lib.execute(Sql(sql), [entry_id]).fetchall()}


def insert(lib: Library, row: AnnotationRow) -> int:
    """Store *row* as a new annotation (row.id 0) or under its own id (undo, redo); its id."""
    names = ", ".join(COLUMNS)
    if row.id:
        sql = f"INSERT INTO {TABLE} (id, {names}) VALUES (?, {marks(len(COLUMNS))})"
        lib.execute(Sql(sql), [row.id, *row.values()])
        return row.id
    sql = f"INSERT INTO {TABLE} ({names}) VALUES ({marks(len(COLUMNS))})"
    return lib.insert(Sql(sql), row.values())


def insert_many(lib: Library, rows: Iterable[AnnotationRow]) -> list[int]:
    """Store new annotations (ids chosen by the database); their ids in order."""
    return [insert(lib, row) for row in rows]


def update(lib: Library, row: AnnotationRow) -> None:
    """Write *row*'s editable columns over the stored annotation with its id."""
    values = dict(zip(COLUMNS, row.values(), strict=True))
    names = sorted(EDITABLE)
    assignments = ", ".join(f"{name} = ?" for name in names)
    lib.execute(
        Sql(f"UPDATE {TABLE} SET {assignments} WHERE id = ?"),
        [*(values[n] for n in names), row.id],
    )


def delete(lib: Library, ids: Sequence[int]) -> None:
    """Delete the annotations with these ids."""
    for chunk in in_chunks(list(ids)):
        lib.execute(Sql(f"DELETE FROM {TABLE} WHERE id IN ({marks(len(chunk))})"), list(chunk))


def search_condition(
    words: Sequence[str], id_sql: str, backend_words: Words
) -> tuple[str, list[object]]:
    """SQL (and parameters) true for entries with an annotation the member may see whose
    marked words or comment hold every one of *words*, ASCII case folded."""
    like = backend_words.like
    likes = " AND ".join([f"(an.text || ' ' || an.comment) {like} ? ESCAPE '\\'"] * len(words))
    params: list[object] = [f"%{_escape_like(word)}%" for word in words]
    shown = visible(backend_words, "an")
    inner = f"SELECT an.entry_id FROM {TABLE} an WHERE {likes or '1 = 1'} AND {shown}"
    return (f"{id_sql} IN ({inner})", params)


def _escape_like(text: str) -> str:
    """*text* with LIKE's wildcards escaped."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def move_to_entry(lib: Library, from_entry: int, to_entry: int) -> None:
    """Give *to_entry* the annotations of *from_entry* (a merge, inside its transaction)."""
    lib.execute(Sql(f"UPDATE {TABLE} SET entry_id = ? WHERE entry_id = ?"), [to_entry, from_entry])


def any_annotations(lib: Library) -> bool:
    """Whether the library holds any annotation (a search of plain words asks them only then)."""
    return lib.execute(Sql(f"SELECT 1 FROM {TABLE} LIMIT 1")).fetchone() is not None
