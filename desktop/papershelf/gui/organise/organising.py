"""Tag and reading-list operations of the controller, each one undoable step."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from papershelf.gui.translation import translate
from papershelf.library.db import Library
from papershelf.services import lists, saved_searches, tags
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.conflicts import Seen

if TYPE_CHECKING:
    Operation = Callable[[Library], Changes]


class OrganisingMixin:
    """Tagging and reading lists for LibraryController (needs .lib and .operation)."""

    lib: Library

    def operation(self, text: str, do: Operation, undo: Operation) -> bool:  # pragma: no cover
        """Provided by LibraryController."""
        raise NotImplementedError

    # --- tags on entries -------------------------------------------------------------------
    def add_tag(self, ids: Iterable[int], name: str) -> bool:
        """Tag entries; undo takes it off those that did not have it (and drops a new tag)."""
        id_list = list(ids)
        created = tags.find_tag(self.lib, name) is None
        tagged: list[int] = []

        def do(lib: Library) -> Changes:
            done = tags.add_tag(lib, id_list, name)
            tagged[:] = sorted(done.edited)
            return done

        def undo(lib: Library) -> Changes:
            return tags.remove_tag(lib, tagged, name, delete_if_unused=created)

        count = len(id_list)
        text = translate("organising", "Add tag '{name}' to %n entries", None, count).format(
            name=name
        )
        return self.operation(text, do, undo)

    def remove_tag(self, ids: Iterable[int], name: str) -> bool:
        """Take a tag off entries; undo puts it back on those that had it."""
        id_list = list(ids)
        had: list[int] = []

        def do(lib: Library) -> Changes:
            done = tags.remove_tag(lib, id_list, name)
            had[:] = sorted(done.edited)
            return done

        count = len(id_list)
        text = translate("organising", "Remove tag '{name}' from %n entries", None, count).format(
            name=name
        )
        return self.operation(text, do, lambda lib: tags.add_tag(lib, had, name))

    # --- tags themselves --------------------------------------------------------------------
    def _tag_change(
        self, text: str, names: Sequence[str], do: Operation, descendants: bool = True
    ) -> bool:
        """A tag operation undone by restoring a snapshot of every tag it touches."""
        before = tags.tag_snapshot(self.lib, *names, descendants=descendants)
        return self.operation(text, do, lambda lib: tags.restore_tags(lib, before))

    def create_tag(self, name: str, color: str | None = None) -> bool:
        """A new tag, on no entries yet."""
        return self._tag_change(
            translate("organising", "Create tag '{name}'").format(name=name),
            [name],
            lambda lib: tags.create_tag(lib, name, color),
        )

    def rename_tag(self, old: str, new: str, merge: bool = False) -> bool:
        """Rename a tag and the tags below it (merging into an existing one when asked);
        EditConflict, reported, when someone else renamed it since it was shown as *old*."""
        if merge:
            text = translate("organising", "Merge tag '{old}' into '{new}'").format(
                old=old, new=new
            )
        else:
            text = translate("organising", "Rename tag '{old}' to '{new}'").format(old=old, new=new)
        seen = Seen(None, {"name": old}, row_id=tags.find_tag(self.lib, old))
        return self._tag_change(
            text, [old, new], lambda lib: tags.rename_tag(lib, old, new, merge=merge, seen=seen)
        )

    def recolor_tag(self, name: str, color: str, shown: str | None = None) -> bool:
        """Give a tag another colour; with *shown* (the colour the person started from),
        EditConflict, reported, when someone else recoloured it meanwhile."""
        tag_id = tags.find_tag(self.lib, name)
        seen = None if shown is None else Seen(None, {"color": shown}, row_id=tag_id)
        return self._tag_change(
            translate("organising", "Change colour of tag '{name}'").format(name=name), [name],
            lambda lib: tags.recolor_tag(lib, name, color, seen), descendants=False,
        )  # fmt: skip

    def delete_tag(self, name: str) -> bool:
        """Delete a tag; its entries stay, and so do the tags below it."""
        text = translate("organising", "Delete tag '{name}'").format(name=name)
        return self._tag_change(
            text, [name], lambda lib: tags.delete_tag(lib, name), descendants=False
        )

    def merge_tags(self, sources: Sequence[str], target: str) -> bool:
        """Merge several tags into one."""
        others = [s for s in sources if s.casefold() != target.casefold()]
        count = len(others)
        text = translate("organising", "Merge %n tags into '{target}'", None, count).format(
            target=target
        )
        return self._tag_change(
            text, [*others, target],
            lambda lib: tags.merge_tags(lib, others, target), descendants=False,
        )  # fmt: skip

    # --- reading lists -----------------------------------------------------------------------
    def create_list(self, name: str, description: str = "") -> bool:
        """A new, empty reading list; redo brings back the same list."""
        made: list[lists.ListSnapshot] = []

        def do(lib: Library) -> Changes:
            if made:
                return lists.restore_list(lib, made[0])
            done = lists.create_list(lib, name, description)
            list_id = lists.find_list(lib, name)
            assert list_id is not None
            made.append(lists.list_snapshot(lib, list_id))
            return done

        return self.operation(
            translate("organising", "Create reading list '{name}'").format(name=name),
            do,
            lambda lib: lists.delete_list(lib, made[0].id),
        )

    def rename_list(self, list_id: int, name: str, shown: str | None = None) -> bool:
        """Rename a reading list shown as *shown* (default: its name now); a rename by
        someone else since, or before an undo, is reported (EditConflict), not overwritten."""
        old = shown if shown is not None else lists.list_snapshot(self.lib, list_id).name
        return self.operation(
            translate("organising", "Rename reading list '{old}' to '{new}'").format(
                old=old, new=name
            ),
            lambda lib: lists.rename_list(lib, list_id, name, Seen(None, {"name": old})),
            lambda lib: lists.rename_list(lib, list_id, old, Seen(None, {"name": name})),
        )

    def describe_list(self, list_id: int, description: str, shown: str | None = None) -> bool:
        """Change what a reading list says it is for (from *shown*, default: its text now);
        a change by someone else since is reported (EditConflict), not overwritten."""
        before = lists.list_snapshot(self.lib, list_id)
        old = before.description if shown is None else shown
        return self.operation(
            translate("organising", "Describe reading list '{name}'").format(name=before.name),
            lambda lib: lists.describe_list(
                lib, list_id, description, Seen(None, {"description": old})
            ),
            lambda lib: lists.describe_list(
                lib, list_id, old, Seen(None, {"description": description})
            ),
        )

    def delete_list(self, list_id: int) -> bool:
        """Delete a reading list (its entries stay); undo restores it with its order and notes."""
        before = lists.list_snapshot(self.lib, list_id)
        return self.operation(
            translate("organising", "Delete reading list '{name}'").format(name=before.name),
            lambda lib: lists.delete_list(lib, list_id),
            lambda lib: lists.restore_list(lib, before),
        )

    def add_to_list(self, list_id: int, ids: Iterable[int]) -> bool:
        """Append entries to a reading list; undo removes those it added."""
        id_list = list(ids)
        added: list[int] = []
        name = lists.list_snapshot(self.lib, list_id).name

        def do(lib: Library) -> Changes:
            done = lists.add_to_list(lib, list_id, id_list)
            added[:] = sorted(done.edited)
            return done

        count = len(id_list)
        text = translate("organising", "Add %n entries to '{name}'", None, count).format(name=name)
        return self.operation(text, do, lambda lib: lists.remove_from_list(lib, list_id, added))

    def remove_from_list(self, list_id: int, ids: Iterable[int]) -> bool:
        """Take entries out of a reading list; undo puts them back in place, with their notes."""
        id_list = list(ids)
        before = lists.list_positions(self.lib, list_id, id_list)
        name = lists.list_snapshot(self.lib, list_id).name
        count = len(id_list)
        return self.operation(
            translate("organising", "Remove %n entries from '{name}'", None, count).format(
                name=name
            ),
            lambda lib: lists.remove_from_list(lib, list_id, id_list),
            lambda lib: lists.restore_positions(lib, list_id, before),
        )

    def _reorder(self, list_id: int, text: str, do: Operation) -> bool:
        """A change of order in a list, undone by putting every position back."""
        before = lists.list_positions(self.lib, list_id)
        return self.operation(text, do, lambda lib: lists.restore_positions(lib, list_id, before))

    def move_in_list(self, list_id: int, ids: Sequence[int], before_id: int | None) -> bool:
        """Move entries (dragged rows) before another entry of the list, or to its end."""
        count = len(ids)
        return self._reorder(
            list_id, translate("organising", "Move %n entries", None, count),
            lambda lib: lists.move_entries(lib, list_id, ids, before_id),
        )  # fmt: skip

    def move_up(self, list_id: int, ids: Sequence[int]) -> bool:
        """Move entries one place up in a list."""
        count = len(ids)
        text = translate("organising", "Move %n entries up", None, count)
        return self._reorder(list_id, text, lambda lib: lists.move_up(lib, list_id, ids))

    def move_down(self, list_id: int, ids: Sequence[int]) -> bool:
        """Move entries one place down in a list."""
        count = len(ids)
        return self._reorder(
            list_id, translate("organising", "Move %n entries down", None, count),
            lambda lib: lists.move_down(lib, list_id, ids),
        )  # fmt: skip

    def set_list_note(self, list_id: int, entry_id: int, note: str) -> bool:
        """Say why an entry is in a list."""
        old = next((m.note for m in lists.list_positions(self.lib, list_id, [entry_id])), "")
        return self.operation(
            translate("organising", "Edit list note"),
            lambda lib: lists.set_list_note(lib, list_id, entry_id, note),
            lambda lib: lists.set_list_note(lib, list_id, entry_id, old),
        )

    # --- saved searches ------------------------------------------------------------------------
    def create_saved(self, name: str, query: str, scope_text: str = "") -> bool:
        """Keep a query (and the sidebar scope it ran in) as a smart list."""
        made: list[saved_searches.SavedSearch] = []

        def do(lib: Library) -> Changes:
            if made:
                return saved_searches.restore_saved(lib, made[0])
            done = saved_searches.create_saved(lib, name, query, scope_text)
            saved_id = saved_searches.find_saved(lib, name)
            snapshot = saved_searches.get_saved(lib, saved_id) if saved_id is not None else None
            made.extend([snapshot] if snapshot is not None else [])
            return done

        return self.operation(
            translate("organising", "Save search '{name}'").format(name=name),
            do,
            lambda lib: saved_searches.delete_saved(lib, made[0].id),
        )

    def _saved(self, saved_id: int) -> saved_searches.SavedSearch:
        """A saved search as it is now."""
        found = saved_searches.get_saved(self.lib, saved_id)
        if found is None:
            raise ServiceError(translate("organising", "that saved search is gone"))
        return found

    def rename_saved(self, saved_id: int, name: str) -> bool:
        """Rename a saved search."""
        old = self._saved(saved_id)
        clean = saved_searches.clean_name(name)
        return self.operation(
            translate("organising", "Rename saved search '{old}' to '{new}'").format(
                old=old.name, new=name
            ),
            lambda lib: saved_searches.rename_saved(
                lib, saved_id, name, Seen(None, {"name": old.name})
            ),
            lambda lib: saved_searches.rename_saved(
                lib, saved_id, old.name, Seen(None, {"name": clean})
            ),
        )

    def edit_saved(self, saved_id: int, query: str) -> bool:
        """Change what a saved search looks for."""
        old = self._saved(saved_id)
        was, now = Seen(None, {"query": old.query}), Seen(None, {"query": query.strip()})
        return self.operation(
            translate("organising", "Edit saved search '{name}'").format(name=old.name),
            lambda lib: saved_searches.edit_saved(lib, saved_id, query, seen=was),
            lambda lib: saved_searches.edit_saved(lib, saved_id, old.query, None, now),
        )

    def delete_saved(self, saved_id: int) -> bool:
        """Delete a saved search (the entries it found stay, of course)."""
        old = self._saved(saved_id)
        return self.operation(
            translate("organising", "Delete saved search '{name}'").format(name=old.name),
            lambda lib: saved_searches.delete_saved(lib, saved_id),
            lambda lib: saved_searches.restore_saved(lib, old),
        )
