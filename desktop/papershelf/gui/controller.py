"""The GUI's one door to the library: runs services, keeps the undo stack, announces changes."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from papershelf.formats.text.markup import to_plain
from papershelf.gui.commands import EditEntriesCommand, OperationCommand
from papershelf.gui.organise.organising import OrganisingMixin
from papershelf.gui.safe_text import menu_text
from papershelf.library import backups
from papershelf.library.db import Library
from papershelf.library.db_errors import DATABASE_ERRORS, describe
from papershelf.library.entries_sql import titles_of
from papershelf.library.models import Status
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.conflicts import EditConflict, Seen
from papershelf.services.entries import entry_values

if TYPE_CHECKING:
    from papershelf.services.importing import ImportReport

# Deleting and importing (and what they import: parsers, fuzzy matching) are loaded on first
# use, inside the methods: the first paint of the window does not need them.

FIELD_LABELS = {
    "authors_text": "authors",
    "entry_type": "type",
    "fields": "other fields",
    "key": "citation key",
    "doi": "DOI",
    "url": "URL",
}

READ_ONLY_MESSAGE = "This library is open in another Papershelf window; this one only reads it."


def entries_word(count: int) -> str:
    """'1 entry' or '12 entries'."""
    return "1 entry" if count == 1 else f"{count} entries"


class LibraryController(OrganisingMixin, QObject):
    """Runs every change through services and the undo stack; views listen to `changed`."""

    changed = Signal(object)  # Changes
    failed = Signal(str)  # a message for the person
    stepped = Signal(str)  # an undo or redo done: "Undone: Delete 1 entry."

    def __init__(self, lib: Library, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lib = lib
        self.undo_stack = QUndoStack(self)
        self.read_only = False  # another window writes this library: refuse every change
        self.read_only_message = READ_ONLY_MESSAGE  # why, when it is read-only

    def run(self, operation: Callable[[Library], Changes]) -> Changes:
        """Run one service call and announce what it changed."""
        if self.read_only:
            raise ServiceError(self.read_only_message)
        changes = operation(self.lib)
        if not changes.empty:
            self.changed.emit(changes)
        return changes

    def push(self, command: QUndoCommand) -> bool:
        """Do a command and put it on the undo stack; a refused one is reported, not stacked."""
        failure = self.attempt(command)
        if failure is not None:
            self.failed.emit(str(failure))
        return failure is None

    def attempt(self, command: QUndoCommand) -> str | EditConflict | None:
        """Do a command and stack it; None when done, else why it was refused (nothing stacked).

        A lock held by another writer makes SQLite wait (the connection's busy timeout),
        then refuse: the wait is bounded and the refusal comes back as words. An edit that
        met another writer's change comes back as its EditConflict, the part it wrote
        stacked (and announced) as the undo step.
        """
        try:
            command.redo()
        except EditConflict as conflict:
            self._partly_done(command, conflict)
            return conflict
        except ServiceError as exc:
            return str(exc)
        except DATABASE_ERRORS as exc:
            return describe(exc)
        # The stack calls redo() on push; the command is already done, so skip that once.
        self.record(command)
        return None

    def _partly_done(self, command: QUndoCommand, conflict: EditConflict) -> None:
        """Stack what an edit wrote before it met a conflict, and announce it."""
        if isinstance(command, EditEntriesCommand):
            command.settle(conflict, self.lib)
            if not command.empty:
                self.record(command)
        if not conflict.changes.empty:
            self.changed.emit(conflict.changes)

    def step_conflicted(self, conflict: EditConflict, step: str) -> None:
        """An undo or redo left fields someone else changed since: announce what it did
        write, and say what it left (the stack moves on: the rest was done)."""
        if not conflict.changes.empty:
            self.changed.emit(conflict.changes)
        kept = "; ".join(f"{c.describe()}, now “{c.theirs}”" for c in conflict.conflicts)
        self.failed.emit(f"{step.capitalize()} left what someone else changed since: {kept}.")

    def record(self, command: QUndoCommand) -> None:
        """Put a command that has already been done on the undo stack."""
        self.undo_stack.push(_AlreadyDone(command, self))

    def step_refused(self, failure: str, back: str) -> None:
        """An undo or redo was refused: once the stack has moved, step it back and say why.

        Both wait for the stack's own call to return (a message box's event loop must not
        run inside it).
        """
        move = self.undo_stack.undo if back == "undo" else self.undo_stack.redo

        def step_back() -> None:
            """Put the stack's index back, then tell the person."""
            move()
            self.failed.emit(failure)

        QTimer.singleShot(0, step_back)

    def operation(
        self, text: str, do: Callable[[Library], Changes], undo: Callable[[Library], Changes]
    ) -> bool:
        """Do an undoable operation given as a service call and its inverse."""
        return self.push(OperationCommand(self, text, do, undo))

    # --- edits ------------------------------------------------------------------------
    def edit_entry(self, entry_id: int, values: dict[str, Any]) -> bool:
        """Change fields of one entry (undoable)."""
        if not values:
            return True
        names = ", ".join(FIELD_LABELS.get(n, n) for n in values)
        return self.edit_entries([entry_id], values, f"Edit {names} of '{self.title_of(entry_id)}'")

    def edit_entries(self, ids: Sequence[int], values: dict[str, Any], text: str) -> bool:
        """Give several entries the same values as one undo step."""
        failure = self.try_edit(ids, values, text)
        if failure is not None:
            self.failed.emit(str(failure))
        return failure is None

    def save_entry(
        self, entry_id: int, values: dict[str, Any], seen: Seen | None = None
    ) -> str | EditConflict | None:
        """Store an edit form's changes (undoable); None when saved, else why it was not.

        With *seen* (what the form started from), fields someone else changed meanwhile are
        held back: the rest is saved (one undo step) and the EditConflict comes back.
        """
        if not values:
            return None
        if self.read_only:  # e.g. the server cannot be reached: nothing to read first either
            return self.read_only_message
        names = ", ".join(FIELD_LABELS.get(n, n) for n in values)
        try:
            title = self.title_of(entry_id)
        except DATABASE_ERRORS as exc:  # a server connection lost: the form keeps its text
            return describe(exc)
        text = f"Edit {names} of '{title}'"
        return self.try_edit([entry_id], values, text, None if seen is None else {entry_id: seen})

    def try_edit(
        self, ids: Sequence[int], values: dict[str, Any], text: str,
        seen: dict[int, Seen] | None = None,
    ) -> str | EditConflict | None:  # fmt: skip
        """Give entries the same values as one undo step; None when done, else why not."""
        if self.read_only:
            return self.read_only_message
        try:
            before = {i: entry_values(self.lib, i, values) for i in ids}
        except ServiceError as exc:  # an entry was deleted meanwhile (by undo, or elsewhere)
            return str(exc)
        except DATABASE_ERRORS as exc:  # the values before could not be read
            return describe(exc)
        after = {i: dict(values) for i in ids}
        return self.attempt(EditEntriesCommand(self, text, after, before, seen))

    def set_status(self, ids: Iterable[int], status: Status) -> bool:
        """Mark entries unread, reading or read (undoable)."""
        id_list = list(ids)
        text = f"Mark {entries_word(len(id_list))} as {Status(status).label.lower()}"
        return bool(id_list) and self.edit_entries(id_list, {"status": int(status)}, text)

    def set_rating(self, ids: Iterable[int], rating: int) -> bool:
        """Rate entries 0-5 stars (undoable)."""
        id_list = list(ids)
        stars = "no stars" if rating == 0 else f"{rating} star{'s' if rating > 1 else ''}"
        text = f"Rate {entries_word(len(id_list))} {stars}"
        return bool(id_list) and self.edit_entries(id_list, {"rating": rating}, text)

    # --- entries come and go ----------------------------------------------------------------
    def delete_entries(self, ids: Iterable[int]) -> bool:
        """Delete entries; undo brings them back with their tags, list places and notes."""
        id_list = list(ids)
        if not id_list:
            return False
        from papershelf.services import deleting

        if not self.read_only:
            backups.before_bulk_change(self.lib, len(id_list))  # a big delete: a backup first
        deletion = deleting.DeleteUndo(id_list)
        return self.operation(f"Delete {entries_word(len(id_list))}", deletion.redo, deletion.undo)

    def record_imports(
        self, reports: Sequence[ImportReport], text: str | None = None
    ) -> ImportReport:
        """Put finished imports on the undo stack as one step (named *text*, else 'Import N
        entries') and announce what they added."""
        from papershelf.services.importing import ImportReport, ImportUndo

        total = ImportReport()
        done = [r for r in reports if r.added or r.merged]
        for report in reports:
            total.merge(report)
        if not done:
            return total
        self.undo_stack.beginMacro(text or f"Import {entries_word(len(total.added))}")
        for report in done:
            undo = ImportUndo(report)
            self.record(OperationCommand(self, "Import", undo.redo, undo.undo))
        self.undo_stack.endMacro()
        self.changed.emit(total.changes)
        return total

    def title_of(self, entry_id: int) -> str:
        """A short form of an entry's title, for undo texts."""
        found = titles_of(self.lib, [entry_id])
        title = to_plain(found[entry_id]) if entry_id in found else ""
        return title if len(title) <= 40 else title[:39].rstrip() + "…"


class _AlreadyDone(QUndoCommand):
    """Wraps a command that was already done, so the stack's first redo() is skipped.

    An undo or redo the library refuses (another writer's lock, a read-only file) is
    reported, and the stack is put back where it was: its step stays to undo (or redo).
    """

    def __init__(self, inner: QUndoCommand, controller: LibraryController) -> None:
        super().__init__(menu_text(inner.text()))  # Edit > Undo shows it: a title's & is no key
        self._inner = inner
        self._controller = controller
        self._skip: str | None = "redo"  # the stack's next call that must do nothing

    def redo(self) -> None:
        """Redo the inner command, except right after it was pushed (or refused)."""
        if self._skip == "redo":
            self._skip = None
            return
        self._guarded(self._inner.redo, back="undo")

    def undo(self) -> None:
        """Undo the inner command (unless its redo was just refused)."""
        if self._skip == "undo":
            self._skip = None
            return
        self._guarded(self._inner.undo, back="redo")

    def _guarded(self, step: Callable[[], None], back: str) -> None:
        """Do *step*; if refused, have the stack step *back* (doing nothing) and say why."""
        stack = self._controller.undo_stack
        # The stack's index moves after the step: its text is still the one being stepped
        # (a macro's, when this is one of its commands).
        text = stack.undoText() if back == "redo" else stack.redoText()
        done = f"{'Undone' if back == 'redo' else 'Redone'}: {text.replace('&&', '&')}"
        try:
            step()
            self._controller.stepped.emit(done + ".")
            return
        except EditConflict as conflict:  # the rest was done: the stack moves on
            self._controller.step_conflicted(conflict, "redo" if back == "undo" else "undo")
            return
        except ServiceError as exc:
            failure = str(exc)
        except DATABASE_ERRORS as exc:
            failure = describe(exc, "Nothing was changed.")
        self._skip = back
        self._controller.step_refused(failure, back)
