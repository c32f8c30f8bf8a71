"""A member's private notes and private tags on a shared library (issue 36).

The paper's own notes field and tags stay shared: everyone edits one copy. Beside them each
member keeps, in their own member_state row, notes only they see (and one note they may
show to every member) and tags only they see, found with the search `mytag:NAME`. A file is
one person's library: its notes and tags are already theirs, so these refuse there.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from papershelf.i18n import translate
from papershelf.library import members_sql, private_sql
from papershelf.library.db import Library
from papershelf.library.private_sql import OwnNotes, encode_tags
from papershelf.services import members
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.tags import clean_tag_name


def on_a_file() -> str:
    """Why a library file refuses private notes and tags (in the language spoken now: a
    module-level text would keep the language of the moment the module was imported)."""
    return translate(
        "private_state",
        "private notes and tags are for a shared library; on a file your notes and tags are yours",
    )


PRIVATE_TAGS = "private_tags"  # the field a change of private tags announces


def _shared_only(lib: Library) -> None:
    """Refuse on a file, where everything is already the one reader's."""
    if not members.shared(lib):
        raise ServiceError(on_a_file())


def own_notes(lib: Library, entry_id: int) -> OwnNotes:
    """The connecting member's own notes and tags of a paper (empty on a file)."""
    if not members.shared(lib):
        return OwnNotes()
    return private_sql.own_notes(lib, [entry_id], members.me(lib)).get(entry_id, OwnNotes())


def set_notes(lib: Library, entry_id: int, text: str, public: bool = False) -> Changes:
    """The member's own note on a paper: private, or (*public*) shown to every member."""
    _shared_only(lib)
    return members.set_private_notes(lib, entry_id, text, public)


def clean_tags(names: Iterable[str]) -> list[str]:
    """Tag names as kept: each cleaned as a shared tag's name, repeats (any case) dropped."""
    kept: dict[str, str] = {}
    for name in names:
        if name.strip():
            clean = clean_tag_name(name)
            kept.setdefault(clean.casefold(), clean)
    return list(kept.values())


def set_tags(lib: Library, entry_id: int, names: Sequence[str]) -> Changes:
    """The member's private tags of one paper, all at once (the detail pane's line)."""
    _shared_only(lib)
    _write_tags(lib, {entry_id: clean_tags(names)})
    return Changes.edit([entry_id], [PRIVATE_TAGS])


def add_tag(lib: Library, ids: Sequence[int], name: str) -> Changes:
    """Put a private tag on papers; the Changes name those that did not have it."""
    _shared_only(lib)
    tag = clean_tag_name(name)
    current = _current_tags(lib, ids)
    wanted = {i: [*t, tag] for i, t in current.items() if tag.casefold() not in _folded(t)}
    _write_tags(lib, wanted)
    return Changes.edit(list(wanted), [PRIVATE_TAGS]) if wanted else Changes()


def remove_tag(lib: Library, ids: Sequence[int], name: str) -> Changes:
    """Take a private tag off papers; the Changes name those that had it."""
    _shared_only(lib)
    tag = clean_tag_name(name).casefold()
    current = _current_tags(lib, ids)
    wanted = {i: [n for n in t if n.casefold() != tag] for i, t in current.items()}
    changed = {i: t for i, t in wanted.items() if len(t) != len(current[i])}
    _write_tags(lib, changed)
    return Changes.edit(list(changed), [PRIVATE_TAGS]) if changed else Changes()


def tag_counts(lib: Library) -> list[tuple[str, int]]:
    """The member's private tags with how many papers carry each, by name."""
    _shared_only(lib)
    counts = private_sql.own_tag_counts(lib, members.me(lib))
    return sorted(counts.items(), key=lambda item: item[0].casefold())


def _current_tags(lib: Library, ids: Sequence[int]) -> dict[int, tuple[str, ...]]:
    """Each paper's private tags now (papers without any: ())."""
    found = private_sql.own_notes(lib, ids, members.me(lib))
    return {i: found[i].tags if i in found else () for i in dict.fromkeys(ids)}


def _folded(names: Iterable[str]) -> set[str]:
    """The names, case folded."""
    return {name.casefold() for name in names}


def _write_tags(lib: Library, tags: Mapping[int, Sequence[str]]) -> None:
    """Store each paper's private tags, in one transaction."""
    if not tags:
        return
    with lib.atomic():
        members_sql.register(lib, members.me(lib))
        for entry_id, names in tags.items():
            columns: dict[str, object] = {"tags": encode_tags(names)}
            members_sql.write_own(lib, [entry_id], members.me(lib), columns)
