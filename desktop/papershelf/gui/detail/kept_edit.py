"""A paper deleted while someone is editing it: the form stays, with what was typed.

On a shared library another person may delete the paper this window is editing. The pane
keeps the form open on it, says who deleted it ("bob deleted this paper"), and offers to
re-create the paper from what the form holds or to copy the typed values; nothing typed is
dropped until the person moves on. A paper on show deleted elsewhere with nothing typed gives
way to the next one, and the status bar says who deleted it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject

from papershelf.formats.names import parse_names
from papershelf.formats.records import Record
from papershelf.gui.safe_text import cell_text
from papershelf.library.queries import get_entry
from papershelf.services.changes import Changes
from papershelf.services.people import display_name

if TYPE_CHECKING:
    from papershelf.gui.window_api import Frame, LibraryAccess, Panes, Selection

    class KeptWindow(Frame, LibraryAccess, Panes, Selection, Protocol):
        """The detail pane's form, the controller that re-creates, the table, the status bar."""


MESSAGE_MS = 10000


def record_of(values: Mapping[str, Any]) -> Record:
    """A record holding what the entry form holds (its boxes and its other fields)."""
    year = str(values.get("year") or "")
    record = Record(entry_type=values.get("entry_type") or "misc", key=values.get("key") or None)
    for name in ("title", "venue", "abstract", "doi", "url", "keywords", "notes"):
        setattr(record, name, str(values.get(name) or ""))
    record.authors_text = str(values.get("authors_text") or "")
    record.authors = parse_names(record.authors_text)[0]
    record.year = int(year) if year.lstrip("-").isdigit() else None
    record.fields = [(n, v) for n, v in values.get("fields", []) if n and v]
    return record


class KeptEdit(QObject):
    """Holds the detail pane's form on a paper deleted while it was being edited."""

    def __init__(self, window: KeptWindow) -> None:
        super().__init__(window.frame)
        self._window = window
        self._deleted_by: Mapping[int, str] = {}  # from the next remote change: id -> login
        self._elsewhere = False  # the next change came from another session
        self.held: int | None = None  # the id of the deleted paper the form still shows
        self._note = ""
        failure = window.detail.form.failure
        failure.recreate_button.clicked.connect(self.recreate)

    def deleted_elsewhere(self, deleted_by: Mapping[int, str]) -> None:
        """The change about to be applied came from another session; who deleted what."""
        self._elsewhere, self._deleted_by = True, deleted_by

    def hold(self, changes: Changes) -> bool:
        """After a change: True when the pane keeps a deleted paper's form (the pane must not
        move on); a paper on show deleted elsewhere, with nothing typed, is only reported."""
        elsewhere, deleted_by = self._elsewhere, self._deleted_by
        self._elsewhere, self._deleted_by = False, {}
        detail = self._window.detail
        entry = detail.entry()
        if entry is None or not (changes.membership or elsewhere):  # elsewhere: maybe
            return False
        if entry.id == self.held:
            return detail.is_editing()  # closed with Esc: the pane moves on
        if get_entry(self._window.controller.lib, entry.id) is not None:
            return False
        who = self._who(deleted_by.get(entry.id, ""), elsewhere)
        if not (detail.is_editing() and detail.form.changes()):
            if elsewhere:
                title = cell_text(entry.title)
                self._say(self.tr("{who} deleted “{title}”.").format(who=who, title=title))
            return False
        self.held = entry.id
        self._note = self.tr(
            "{who} deleted this paper while you were editing it. What you typed is still "
            "here: Re-create the paper with it, or Copy it."
        ).format(who=who)
        detail.form.show_deleted(self._note)
        return True

    def is_holding(self, entry_id: int) -> bool:
        """Whether the form shows the deleted paper *entry_id*."""
        return self.held == entry_id and self._window.detail.is_editing()

    def remind(self) -> None:
        """Ctrl+S on a deleted paper: there is nothing to save to; the form stays open and
        its note says again what can be done."""
        detail = self._window.detail
        detail.save_failed(self._note)  # keeps the form open
        detail.form.show_deleted(self._note)
        self._say(self.tr("This paper was deleted: Re-create it, or Copy what you typed."))

    def recreate(self) -> None:
        """Add the paper again from the form's values, as one undo step, and show it."""
        window = self._window
        form = window.detail.form
        form.field_table.commit_editing()
        if form.problems() or window.controller.read_only:
            form.submit()  # shows the first problem beside Save
            return
        record = record_of(form.values())
        from papershelf.services.importing import import_records  # loaded when first used

        imported = [import_records(window.controller.lib, [record])]
        self.held = None
        report = window.controller.record_imports(imported, self.tr("Re-create entry"))
        if report.added:
            window.table.select_ids(list(report.added))
            self._say(
                self.tr("The paper is back, with what you typed (Ctrl+Z takes it away again).")
            )

    def _who(self, login: str, elsewhere: bool) -> str:
        """The person to name: their display name, else 'Someone else' or 'You'."""
        if login:
            return display_name(self._window.controller.lib, login)
        return self.tr("Someone else") if elsewhere else self.tr("You")

    def _say(self, text: str) -> None:
        """A status bar message."""
        self._window.frame.statusBar().showMessage(text, MESSAGE_MS)
