"""Tags: put them on entries and take them off, create, rename, recolour, delete and merge.

Names are trimmed, inner runs of spaces become one, and `/` separates nesting levels
(`ml / rl` is stored as `ml/rl`; an empty level is refused). Names compare regardless of
ASCII case, and a new name takes the spelling of the levels that already exist (`ML/new`
becomes `ml/new` when `ml` exists). A parent needs no row: with only `ml/rl`, `ml` is an
implied node of the tree (see library.organising). A new tag gets a colour from PALETTE
that no tag has yet and that stands farthest from the colours in use (services/tag_colours;
colours repeat only when all twelve are taken); any `#rrggbb` may be set later. Tag
operations never touch the entry rows themselves (no date_modified).

Every mutation runs in one transaction and returns Changes with tags=True, fields={"tags"}
and edited = the entries whose tags (or the shown name/colour of a tag) changed.

Undo recipes (the GUI stores names and ids, never rows):

- add_tag:     created = find_tag(lib, name) is None    # before
               done = add_tag(lib, ids, name)            # done.edited: the entries newly tagged
               undo: remove_tag(lib, done.edited, name, delete_if_unused=created)
               redo: add_tag(lib, ids, name)
- remove_tag:  done = remove_tag(lib, ids, name)         # done.edited: entries that had it
               undo: add_tag(lib, done.edited, name);  redo: remove_tag(lib, ids, name)
- create_tag, rename_tag, recolor_tag, delete_tag, merge_tags: take a snapshot of every
  name involved before doing it, and restore it to undo; redo calls the operation again:
               before = tag_snapshot(lib, *names)        # names: see each function
               undo: restore_tags(lib, before)
  create_tag(name): names = [name]; rename_tag(old, new): names = [old, new];
  recolor_tag(name) and delete_tag(name): names = [name], descendants=False (unless
  delete_tag(..., with_children=True)); merge_tags(sources, target): names = [*sources, target],
  descendants=False. A name that had no tag is remembered as absent, and restore_tags
  deletes a tag of that name again, so undoing a create (or a merge into a new name) is exact.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from papershelf.i18n import translate
from papershelf.library import tags_sql, versions
from papershelf.library.db import Library
from papershelf.library.organising import SEPARATOR, fold, tag_colors
from papershelf.library.tags_sql import TagRow
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.conflicts import EditConflict, FieldConflict, Seen, checked_row
from papershelf.services.tag_colours import PALETTE as PALETTE  # their old home
from papershelf.services.tag_colours import default_color as default_color
from papershelf.services.tag_colours import unused_color

MAX_NAME = 200
_COLOR = re.compile(r"#[0-9a-fA-F]{6}")
_TAGS = frozenset({"tags"})


class TagExists(ServiceError):  # noqa: N818 (reads as the condition it reports)
    """A rename would land on a tag that already exists; pass merge=True to merge them."""

    def __init__(self, name: str) -> None:
        super().__init__(
            translate("tags", "a tag called '{name}' already exists").format(name=name)
        )
        self.name = name


def clean_color(color: str) -> str:
    """A colour as stored ('#rrggbb', lower case); ServiceError for anything else."""
    text = str(color).strip()
    if not _COLOR.fullmatch(text):
        said = translate("tags", "'{text}' is not a colour; write it as #rrggbb, e.g. #2563eb")
        raise ServiceError(said.format(text=text))
    return text.lower()


def clean_tag_name(name: str) -> str:
    """A tag name as stored: trimmed, single spaces, no spaces around '/', no empty level."""
    text = " ".join(str(name).split())
    if not text:
        raise ServiceError(translate("tags", "a tag needs a name"))
    levels = [level.strip() for level in text.split(SEPARATOR)]
    if not all(levels):
        raise ServiceError(
            translate(
                "tags",
                "'{text}' has an empty level; levels of a tag are separated by one '/', e.g. ml/rl",
            ).format(text=text)
        )
    if len(text) > MAX_NAME:
        said = translate("tags", "a tag name can be at most {most} characters long")
        raise ServiceError(said.format(most=MAX_NAME))
    return SEPARATOR.join(levels)


def _ids(ids: Iterable[int]) -> list[int]:
    """Entry ids without repeats, in the order given."""
    return list(dict.fromkeys(int(i) for i in ids))


def _tag_row(lib: Library, name: str) -> TagRow | None:
    """The tag called *name* (already clean; any case), or None."""
    return tags_sql.tag_row(lib, name)


def get_tag(lib: Library, name: str) -> TagRow | None:
    """The tag called *name* (any case, spaces around '/' ignored), or None."""
    try:
        return _tag_row(lib, clean_tag_name(name))
    except ServiceError:
        return None


def find_tag(lib: Library, name: str) -> int | None:
    """The id of the tag called *name* (any case, spaces around '/' ignored), or None."""
    row = get_tag(lib, name)
    return row.id if row else None


def _require_tag(lib: Library, name: str) -> TagRow:
    """The tag called *name*; ServiceError when there is none."""
    clean = clean_tag_name(name)
    row = _tag_row(lib, clean)
    if row is None:
        said = translate("tags", "there is no tag called '{name}'")
        raise ServiceError(said.format(name=clean))
    return row


def _subtree(lib: Library, name: str) -> list[tuple[int, str, str]]:
    """(id, name, colour) of the tag *name* and every tag below it, by name."""
    return [(row.id, row.name, row.color) for row in tags_sql.subtree(lib, name)]


def _spelled(lib: Library, name: str, ignore: Iterable[int] = ()) -> str:
    """*name* with each level spelled as an existing tag (outside *ignore*) spells it."""
    skip = set(ignore)
    top = name.split(SEPARATOR)[0]
    known: dict[str, str] = {}
    for tag_id, existing, _color in _subtree(lib, top):
        if tag_id not in skip:
            levels = existing.split(SEPARATOR)
            for depth in range(1, len(levels) + 1):
                prefix = SEPARATOR.join(levels[:depth])
                known.setdefault(fold(prefix), prefix)
    spelled: list[str] = []
    for level in name.split(SEPARATOR):
        prefix = SEPARATOR.join([*spelled, level])
        spelled.append(known.get(fold(prefix), prefix).rsplit(SEPARATOR, 1)[-1])
    return SEPARATOR.join(spelled)


def _insert_tag(lib: Library, name: str, color: str | None = None) -> int:
    """Create a tag (name already clean and free); return its id."""
    spelled = _spelled(lib, name)
    return tags_sql.insert_tag(lib, spelled, color or unused_color(spelled, tag_colors(lib)))


def _entries_of(lib: Library, tag_ids: list[int]) -> set[int]:
    """Ids of the entries carrying any of *tag_ids*."""
    return tags_sql.tagged_entries(lib, tag_ids)


def _changes(edited: Iterable[int]) -> Changes:
    """What a tag operation changed: these entries' tags, and the tag tree."""
    return Changes(edited=frozenset(edited), fields=_TAGS, tags=True)


def add_tag(lib: Library, ids: Iterable[int], name: str) -> Changes:
    """Tag entries with *name*, creating the tag if needed; edited = the entries newly tagged."""
    id_list = _ids(ids)
    clean = clean_tag_name(name)
    with lib.atomic():
        row = _tag_row(lib, clean)
        tag_id = row[0] if row else _insert_tag(lib, clean)
        versions.lock_rows(lib, "entry", id_list)  # a server: none is deleted until commit
        new = tags_sql.entries_lacking(lib, id_list, tag_id)
        tags_sql.tag_entries(lib, tag_id, new)
    if row and not new:
        return Changes()
    return _changes(new)


def remove_tag(
    lib: Library, ids: Iterable[int], name: str, *, delete_if_unused: bool = False
) -> Changes:
    """Take the tag *name* (exactly that one, not its children) off entries.

    edited = the entries that had it. delete_if_unused also deletes the tag once no entry
    carries it any more: the undo of an add_tag that created the tag.
    """
    id_list = _ids(ids)
    with lib.atomic():
        tag_id = _require_tag(lib, name)[0]
        had = tags_sql.untag_entries(lib, tag_id, id_list)
        dropped = delete_if_unused and _drop_if_unused(lib, tag_id)
    return _changes(had) if had or dropped else Changes()


def _drop_if_unused(lib: Library, tag_id: int) -> bool:
    """Delete the tag if no entry carries it; whether it was deleted."""
    if tags_sql.tag_in_use(lib, tag_id):
        return False
    tags_sql.delete_tags(lib, [tag_id])
    return True


def create_tag(lib: Library, name: str, color: str | None = None) -> Changes:
    """Create a tag on no entry yet; TagExists when the name is taken."""
    clean = clean_tag_name(name)
    chosen = clean_color(color) if color is not None else None
    with lib.atomic():
        existing = _tag_row(lib, clean)
        if existing:
            raise TagExists(existing[1])
        _insert_tag(lib, clean, chosen)
    return _changes(())


def recolor_tag(lib: Library, name: str, color: str, seen: Seen | None = None) -> Changes:
    """Give a tag another colour; an implied parent becomes a tag of its own to hold it.

    With *seen* ({'color': the colour the person saw}, row_id: the tag's id): EditConflict,
    nothing written, when someone else recoloured (or renamed) the tag meanwhile.
    """
    chosen = clean_color(color)
    clean = clean_tag_name(name)
    with lib.atomic():
        row = _seen_tag(lib, clean, seen)
        if row is not None and seen is not None:
            _check_color(lib, row, chosen, seen)
            clean = row[1]
        elif seen is not None and seen.row_id is not None:
            said = translate("tags", "the tag '{name}' was deleted meanwhile")
            raise ServiceError(said.format(name=clean))
        if row is None:
            if not _subtree(lib, clean):
                said = translate("tags", "there is no tag called '{name}'")
                raise ServiceError(said.format(name=clean))
            _insert_tag(lib, clean, chosen)
            return _changes(())
        tags_sql.set_color(lib, row[0], chosen)
        edited = _entries_of(lib, [row[0]])
    return _changes(edited)


def delete_tag(lib: Library, name: str, *, with_children: bool = False) -> Changes:
    """Delete a tag; its entries stay. Tags below it stay too, unless with_children is set."""
    clean = clean_tag_name(name)
    with lib.atomic():
        if with_children:
            tag_ids = [tag_id for tag_id, _name, _color in _subtree(lib, clean)]
        else:
            row = _tag_row(lib, clean)
            tag_ids = [row[0]] if row else []
        if not tag_ids:
            said = translate("tags", "there is no tag called '{name}'")
            raise ServiceError(said.format(name=clean))
        edited = _entries_of(lib, tag_ids)
        tags_sql.delete_tags(lib, tag_ids)
    return _changes(edited)


def rename_tag(
    lib: Library, old: str, new: str, *, merge: bool = False, seen: Seen | None = None
) -> Changes:
    """Rename a tag and everything below it (`ml` -> `ai/ml` turns `ml/rl` into `ai/ml/rl`).

    When a new name is already a tag, TagExists is raised, unless merge is set: then the
    renamed tag's entries join that tag and the renamed one is deleted. With *seen*
    (row_id: the tag's id when the person saw it called *old*): EditConflict, nothing
    written, when someone else renamed it meanwhile.
    """
    old_name, new_name = clean_tag_name(old), clean_tag_name(new)
    with lib.atomic():
        if seen is not None and seen.row_id is not None:
            row = _seen_tag(lib, old_name, seen)
            if row is None:
                said = translate("tags", "the tag '{name}' was deleted meanwhile")
                raise ServiceError(said.format(name=old_name))
            _check_name(lib, row, seen, str(seen.values.get("name", old_name)), new_name)
            old_name = row[1]
        moved = _subtree(lib, old_name)
        if not moved:
            said = translate("tags", "there is no tag called '{name}'")
            raise ServiceError(said.format(name=old_name))
        new_name = _spelled(lib, new_name, ignore=[row[0] for row in moved])
        targets = {tag_id: new_name + name[len(old_name) :] for tag_id, name, _ in moved}
        if all(targets[tag_id] == name for tag_id, name, _ in moved):
            return Changes()
        clashes = _clashes(lib, targets)
        if clashes and not merge:
            raise TagExists(min(name for _, name in clashes.values()))
        edited = _entries_of(lib, list(targets))
        _merge_into(lib, {source: target for source, (target, _) in clashes.items()})
        _set_names(lib, {i: n for i, n in targets.items() if i not in clashes})
    return _changes(edited)


def _seen_tag(lib: Library, name: str, seen: Seen | None) -> TagRow | None:
    """The tag the person saw: seen.row_id's (whatever it is called now) when given, else
    the tag called *name*."""
    if seen is None or seen.row_id is None:
        return _tag_row(lib, name)
    versions.lock_row(lib, "tag", seen.row_id)
    found = tags_sql.tag_by_id(lib, seen.row_id)
    return found[0] if found else None


def _check_name(lib: Library, row: TagRow, seen: Seen, base: str, wanted: str) -> None:
    """EditConflict when someone else renamed the tag since the person saw it as *base*."""
    if fold(row[1]) in (fold(base), fold(wanted)):
        return
    found = tags_sql.tag_by_id(lib, row[0])
    version = found[1] if found else 0
    conflict = FieldConflict("tag", row[0], "name", base, wanted, row[1], version)
    raise EditConflict([conflict], stored={row[0]: {"name": row[1], "color": row[2]}})


def _check_color(lib: Library, row: TagRow, chosen: str, seen: Seen) -> None:
    """EditConflict when someone else recoloured the tag since the person saw it."""
    found = tags_sql.tag_by_id(lib, row[0])
    version = found[1] if found else 0
    stored = {"color": row[2]}
    _write, conflict = checked_row("tag", row[0], version, stored, {"color": chosen}, seen)
    if conflict is not None:
        raise conflict


def _clashes(lib: Library, targets: dict[int, str]) -> dict[int, tuple[int, str]]:
    """For each renamed tag whose new name another tag has: that tag's (id, name)."""
    others = {
        fold(name): (int(tag_id), str(name))
        for tag_id, name in tags_sql.tag_names(lib)
        if tag_id not in targets
    }
    return {i: others[fold(n)] for i, n in targets.items() if fold(n) in others}


def _merge_into(lib: Library, pairs: dict[int, int]) -> None:
    """Move each source tag's entries onto its target tag, then delete the source."""
    for source, target in pairs.items():
        tags_sql.merge_tag_into(lib, source, target)


def _set_names(lib: Library, names: dict[int, str]) -> None:
    """Rename tags by id all at once (no clash midway)."""
    tags_sql.set_names(lib, names)


def merge_tags(lib: Library, sources: Iterable[str], target: str) -> Changes:
    """Merge tags into *target* (created with the first source's colour if it is new).

    The sources are deleted and their entries carry *target* instead. Only the named tags
    merge; tags below a source stay where they are.
    """
    target_name = clean_tag_name(target)
    with lib.atomic():
        rows = [_require_tag(lib, name) for name in sources]
        rows = [r for r in dict.fromkeys(rows) if fold(r[1]) != fold(target_name)]
        if not rows:
            return Changes()
        found = _tag_row(lib, target_name)
        target_id = found[0] if found else _insert_tag(lib, target_name, rows[0][2])
        edited = _entries_of(lib, [r[0] for r in rows])
        _merge_into(lib, {r[0]: target_id for r in rows})
    return _changes(edited)


@dataclass(frozen=True)
class TagState:
    """One tag as it was: id, name, colour and the ids of the entries that carried it."""

    id: int
    name: str
    color: str
    entry_ids: tuple[int, ...]


@dataclass(frozen=True)
class TagSnapshot:
    """Tags as they were before an operation, and the names that had no tag then."""

    tags: tuple[TagState, ...]
    absent: tuple[str, ...]


def tag_snapshot(lib: Library, *names: str, descendants: bool = True) -> TagSnapshot:
    """The tags called *names* (and the tags below them, unless descendants=False), for undo."""
    rows: dict[int, tuple[str, str]] = {}
    absent: list[str] = []
    for name in names:
        clean = clean_tag_name(name)
        row = _tag_row(lib, clean)
        if row is None:
            absent.append(clean)
        else:
            rows[row[0]] = (row[1], row[2])
        if descendants:
            for tag_id, child, color in _subtree(lib, clean):
                rows.setdefault(tag_id, (child, color))
    entries = _entries_by_tag(lib, list(rows))
    states = tuple(
        TagState(i, name, color, tuple(entries.get(i, ()))) for i, (name, color) in rows.items()
    )
    return TagSnapshot(states, tuple(absent))


def _entries_by_tag(lib: Library, tag_ids: list[int]) -> dict[int, list[int]]:
    """For each tag id, the ids of the entries carrying it, ascending."""
    return tags_sql.entries_by_tag(lib, tag_ids)


def restore_tags(lib: Library, snapshot: TagSnapshot) -> Changes:
    """Put tags back exactly as *snapshot* has them: same ids, names, colours and entries."""
    with lib.atomic():
        strays = _strays(lib, snapshot)
        edited = _entries_of(lib, strays)
        tags_sql.delete_tags(lib, strays)
        _put_tag_rows(lib, snapshot.tags)
        edited |= _put_tag_entries(lib, snapshot.tags)
    return _changes(edited)


def _strays(lib: Library, snapshot: TagSnapshot) -> list[int]:
    """Tags made since the snapshot under a name that was absent then."""
    absent = {fold(name) for name in snapshot.absent}
    known = {state.id for state in snapshot.tags}
    rows = tags_sql.tag_names(lib)
    return [i for i, name in rows if fold(name) in absent and i not in known]


def _put_tag_rows(lib: Library, states: tuple[TagState, ...]) -> None:
    """Give each tag of *states* its id, name and colour back (recreating it if it is gone)."""
    present = tags_sql.tag_ids(lib)
    tags_sql.recreate_tags(lib, [(s.id, s.color) for s in states if s.id not in present])
    try:
        _set_names(lib, {s.id: s.name for s in states})
    except tags_sql.TagNameTakenError as exc:
        said = translate("tags", "cannot put the tags back: a name is taken now ({exc})")
        raise ServiceError(said.format(exc=exc)) from exc
    tags_sql.set_colors(lib, {s.id: s.color for s in states})


def _put_tag_entries(lib: Library, states: tuple[TagState, ...]) -> set[int]:
    """Make each tag of *states* carried by exactly its snapshot's entries (those still here).

    Only the differences are written, so undoing a rename of a big tag rewrites no rows.
    Returns the entries that carried, or now carry, any of these tags.
    """
    current = _entries_by_tag(lib, [s.id for s in states])
    gone: list[tuple[int, int]] = []
    back: list[tuple[int, int]] = []
    touched: set[int] = set()
    for state in states:
        now_set, then_set = set(current.get(state.id, ())), set(state.entry_ids)
        gone += [(state.id, entry) for entry in sorted(now_set - then_set)]
        back += [(entry, state.id) for entry in sorted(then_set - now_set)]
        touched |= now_set | then_set
    tags_sql.untag_pairs(lib, gone)
    tags_sql.tag_pairs_of_present(lib, back)
    return touched
