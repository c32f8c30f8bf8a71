"""Saving an edit form against other writers: a conflict opens the dialog, and the person's
choices are saved as an edit of their own (checked in turn: a third writer in between is a
conflict again)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog

from papershelf.gui.dialogs.conflict_dialog import ConflictDialog
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.services.conflicts import EditConflict, Seen

if TYPE_CHECKING:
    from papershelf.gui.window_api import Host

# Rounds of dialog and save before giving up (each round means yet another writer).
MAX_ROUNDS = 5
NOT_SAVED = N(
    "Someone else changed {fields} while you edited; your other changes are saved. "
    "Yours for these are still in the form: Retry to choose again."
)


def save_checked(
    window: Host, entry_id: int, values: dict[str, Any], seen: Seen | None
) -> str | None:
    """Store a form's changes; on a conflict ask which values to keep, and store those.

    None when everything is saved, else why not (the form stays open with its values).
    """
    result = window.controller.save_entry(entry_id, values, seen)
    for _round in range(MAX_ROUNDS):
        if not isinstance(result, EditConflict):
            return result
        conflicts = result.of_row(entry_id)
        dialog = ConflictDialog(conflicts, window.controller.title_of(entry_id), window.frame)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return translate("", NOT_SAVED).format(
                fields=", ".join(f.describe() for f in conflicts)
            )
        settled, retry = result.resolved(entry_id, dialog.chosen())
        if not settled:
            return None  # theirs kept everywhere: nothing more to write
        result = window.controller.save_entry(entry_id, settled, retry)
    return str(result)
