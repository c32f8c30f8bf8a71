"""Paper › Find Metadata…: the real paper behind each selected entry, compared, applied by choice.

The entries are looked up on a `FindJob` (network and scoring only; the records are read on
the main thread first). Each entry's candidates are listed with their evidence (how closely
the abstracts match); the chosen candidate is shown field by field beside the entry, each
field with a check box "take the found value". Only a sure match (abstract at least 95%
alike) comes ticked (defaults from `lookup_choices`) with Apply as the default button; below
that nothing is ticked and Enter applies nothing, so a look-alike paper is never one key
away. A found DOI that another entry already has is said ("already in your library as …")
and merging into that entry is offered instead of Apply; a key that applying would change is
shown before. Apply writes the checked fields of one entry; "Apply All Sure Matches" applies
every entry's sure best candidate (not those already in the library) with the default
choices. Each is one undo step.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from papershelf.formats.records import Record
from papershelf.gui.controller import LibraryController
from papershelf.gui.tasks import TaskContext, runner
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.services.changes import Changes
from papershelf.services.deleting import EntrySnapshot, revert_entries, snapshot_entries
from papershelf.services.merging import compare, merge_entries
from papershelf.services.metadata.applying import apply_records, lookup_choices
from papershelf.services.metadata.client import LookupSettings, MetadataClient, ResponseCache
from papershelf.services.metadata.lookup import Candidate, LookupResult, find_candidates
from papershelf.services.metadata.review import KnownEntry, entry_with_doi, key_after

Applied = list[tuple[int, Record, dict[str, str] | None]]


def find_each(
    entries: Sequence[tuple[int, Record]], settings: LookupSettings | None, context: TaskContext
) -> None:
    """Look each entry up in turn, on a task; each entry's result is delivered as soon as it is
    known, (entry id, result); a cancel stops it after the request under way."""
    client = MetadataClient(settings, cache=ResponseCache.default())
    client.cancelled = context.cancel_event
    try:
        for entry_id, record in entries:
            if context.cancelled:
                return
            context.deliver((entry_id, find_candidates(client, record)))
    finally:
        client.close()


C_SURE, C_NOT_SURE = (
    N("Evidence: {evidence}"),
    N("Evidence: {evidence} — not sure: tick the fields to take"),
)


def _status(result: LookupResult | None) -> str:
    """The entry list's note on one entry."""
    if result is None:
        return translate("find_metadata", "looking up…")
    best = result.best
    if best is None:
        if result.failures:
            return translate("find_metadata", "no candidate (a service failed)")
        return translate("find_metadata", "no candidate")
    evidence = best.evidence.split(" · ")[0]
    if best.applicable:
        return translate("find_metadata", "{evidence} — sure match").format(evidence=evidence)
    return evidence


class FindMetadataDialog(QDialog):
    """Entries on the left, the chosen candidate field by field on the right."""

    def __init__(
        self, controller: LibraryController, ids: Sequence[int], parent: QWidget | None = None,
        settings: LookupSettings | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(translate("find_metadata", "Find Metadata"))
        self.setObjectName("findMetadataDialog")
        self.entries = [(i, r) for i in ids if (r := load_record(controller.lib, i)) is not None]
        self.results: dict[int, LookupResult] = {}
        self.known: KnownEntry | None = None  # the entry that has the shown candidate's DOI
        self._known_cache: dict[tuple[int, str], KnownEntry | None] = {}
        self.outcomes: dict[int, str] = {}  # entry id: what was done to it ("applied", "merged")
        self._build()
        self.job = runner().run(
            partial(find_each, list(self.entries), settings),
            on_part=lambda found: self._found(*found), on_finished=self._update_buttons,
            failures=(),  # an error here is a bug: the crash dialog
        )  # fmt: skip

    def _build(self) -> None:
        """The entry list, the candidate chooser, the field table and the buttons."""
        self.entry_list = QListWidget(self)
        self.entry_list.setSpacing(3)
        self.entry_list.setAccessibleName(self.tr("Papers to look up"))
        for entry_id, record in self.entries:
            item = QListWidgetItem(f"{record.key}\n{_status(None)}")
            item.setData(Qt.ItemDataRole.UserRole, entry_id)
            self.entry_list.addItem(item)
        self.candidate_box = QComboBox(self)
        self.evidence = QLabel(self)
        self.evidence.setTextFormat(Qt.TextFormat.PlainText)
        self.evidence.setWordWrap(True)
        self.notice = QLabel(self)  # the DOI already in the library; the key that changes
        self.notice.setObjectName("findMetadataNotice")
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("fieldChoices")
        self.table.setAccessibleName(self.tr("Fields found"))
        self.table.setHorizontalHeaderLabels(
            [
                translate("find_metadata", "Field"),
                translate("find_metadata", "This entry"),
                translate("find_metadata", "Found (checked: take it)"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.apply_button = QPushButton(translate("find_metadata", "&Apply to This Entry"), self)
        self.apply_all_button = QPushButton(
            translate("find_metadata", "Apply All &Sure Matches"), self
        )
        self.merge_button = QPushButton(translate("find_metadata", "&Merge Instead"), self)
        self.merge_button.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        for button in (self.merge_button, self.apply_button, self.apply_all_button):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        for any_button in self.buttons.buttons():
            if isinstance(any_button, QPushButton):
                any_button.setAutoDefault(
                    False
                )  # Enter applies a sure match only (_show_candidate)
        self._lay_out()
        self.entry_list.currentRowChanged.connect(self._show_entry)
        self.candidate_box.currentIndexChanged.connect(self._show_candidate)
        self.apply_button.clicked.connect(self.apply_current)
        self.apply_all_button.clicked.connect(self.apply_sure)
        self.merge_button.clicked.connect(self.merge_current)
        self.table.itemChanged.connect(self._choices_changed)
        self.buttons.rejected.connect(self.reject)
        self.entry_list.setCurrentRow(0)
        self._update_buttons()

    def _lay_out(self) -> None:
        """Entries | candidate, evidence, fields; buttons below."""
        right = QWidget(self)
        column = QVBoxLayout(right)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("find_metadata", "&Candidate:"), right))
        row.addWidget(self.candidate_box, 1)
        row.itemAt(0).widget().setBuddy(self.candidate_box)  # type: ignore[union-attr]
        column.addLayout(row)
        column.addWidget(self.evidence)
        column.addWidget(self.notice)
        column.addWidget(self.table, 1)
        splitter = QSplitter(self)
        splitter.addWidget(self.entry_list)
        splitter.addWidget(right)
        splitter.setSizes([180, 560])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.buttons)
        self.resize(860, 520)

    # --- results ----------------------------------------------------------------------------
    def _found(self, entry_id: int, result: LookupResult) -> None:
        """Note an entry's result in the list; show it if it is the current entry."""
        self.results[entry_id] = result
        row = next(i for i, (e, _r) in enumerate(self.entries) if e == entry_id)
        item = self.entry_list.item(row)
        item.setText(f"{self.entries[row][1].key}\n{_status(result)}")
        if row == self.entry_list.currentRow():
            self._show_entry(row)
        self._update_buttons()

    def _current(self) -> tuple[int, Record, LookupResult | None]:
        """The entry shown and its result (None while it is looked up)."""
        entry_id, record = self.entries[max(self.entry_list.currentRow(), 0)]
        return entry_id, record, self.results.get(entry_id)

    def _show_entry(self, _row: int) -> None:
        """Fill the candidate chooser for the current entry."""
        _entry_id, _record, result = self._current()
        self.candidate_box.blockSignals(True)
        self.candidate_box.clear()
        for candidate in result.candidates if result else []:
            self.candidate_box.addItem(f"{candidate.record.title[:70]} — {candidate.evidence}")
        self.candidate_box.blockSignals(False)
        self._show_candidate()

    def _candidate(self) -> Candidate | None:
        """The candidate chosen for the current entry."""
        _entry_id, _record, result = self._current()
        index = self.candidate_box.currentIndex()
        return result.candidates[index] if result and 0 <= index < len(result.candidates) else None

    def _show_candidate(self) -> None:
        """The chosen candidate beside the entry, field by field; ticked only if it is sure."""
        entry_id, record, result = self._current()
        candidate = self._candidate()
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        if candidate is None:
            self.table.blockSignals(False)
            self.evidence.setText(self._no_candidate_text(entry_id, result))
            self._show_notice(None)
            return
        evidence = C_SURE if candidate.applicable else C_NOT_SURE
        said = translate("", evidence).format(evidence=candidate.evidence)
        self.evidence.setText("\n".join([said, *(result.notes if result else [])]))
        known = self._known(entry_id, candidate.record)
        sure = candidate.applicable and known is None
        choices = lookup_choices(record, candidate.record)
        for choice in compare(record, candidate.record):
            take = sure and choices[choice.name] == "other"
            self._add_row(choice.name, choice.keep, choice.other, take)
        self.table.blockSignals(False)
        self._show_notice(known)
        self.apply_button.setDefault(sure)  # Enter applies a sure match, nothing else

    def _no_candidate_text(self, entry_id: int, result: LookupResult | None) -> str:
        """What the pane says when no candidate is shown: done, looking, or why none."""
        if entry_id in self.outcomes:
            return translate("find_metadata", "{done} (Ctrl+Z in the window undoes it).").format(
                done=self.outcomes[entry_id]
            )
        if result is None:
            return translate("find_metadata", "Looking up…")
        return translate("find_metadata", "No candidate. {failures}").format(
            failures="; ".join(result.failures)
        )

    def _show_notice(self, known: KnownEntry | None) -> None:
        """Say that the DOI is in the library already (offer the merge), or how the key changes."""
        self.known = known
        self.merge_button.setVisible(known is not None)
        if known is not None:
            self.merge_button.setToolTip(
                translate("find_metadata", "Merge this entry into {key} (one undo step)").format(
                    key=known.key
                )
            )
            self.notice.setText(
                translate(
                    "find_metadata",
                    "This paper is already in your library as {key} (“{title}”). Applying "
                    "would make a second copy: merge this entry into {key} instead.",
                ).format(key=known.key, title=" ".join(known.title.split())[:80])
            )
        else:
            self.notice.setText(self._key_change())
        self.notice.setVisible(bool(self.notice.text()))
        self._update_buttons()

    def _key_change(self) -> str:
        """'The key changes: a → b' when applying the ticked fields would give a new key."""
        _entry_id, record, _result = self._current()
        candidate = self._candidate()
        if candidate is None:
            return ""
        new = key_after(self.controller.lib, record, candidate.record, self.chosen_fields())
        if new == (record.key or ""):
            return ""
        return translate(
            "find_metadata",
            "The key changes: {old} → {new} (made from the found authors and title).",
        ).format(old=record.key, new=new)

    def _choices_changed(self, _item: QTableWidgetItem) -> None:
        """A box ticked or cleared: the key it would give, and whether Apply has anything."""
        if self.known is None:
            self.notice.setText(self._key_change())
            self.notice.setVisible(bool(self.notice.text()))
        self._update_buttons()

    def _add_row(self, name: str, ours: str, theirs: str, take: bool) -> None:
        """One field: its name, the entry's value, the found value with its check box."""
        row = self.table.rowCount()
        self.table.insertRow(row)
        items = [QTableWidgetItem(" ".join(text.split())[:300]) for text in (name, ours, theirs)]
        for column, item in enumerate(items):
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            self.table.setItem(row, column, item)
        items[2].setFlags(items[2].flags() | Qt.ItemFlag.ItemIsUserCheckable)
        items[2].setCheckState(Qt.CheckState.Checked if take else Qt.CheckState.Unchecked)

    def chosen_fields(self) -> dict[str, str]:
        """The field choices as the table shows them ('other' where checked)."""
        choices = {}
        for row in range(self.table.rowCount()):
            name, found = self.table.item(row, 0), self.table.item(row, 2)
            if name is not None and found is not None:
                taken = found.checkState() == Qt.CheckState.Checked
                choices[name.text()] = "other" if taken else "keep"
        return choices

    def sure_matches(self) -> Applied:
        """Every entry's sure best candidate (not one already in the library), default choices."""
        applied: Applied = []
        for entry_id, _record in self.entries:
            best = self.results[entry_id].best if entry_id in self.results else None
            if best is not None and best.applicable and self._known(entry_id, best.record) is None:
                applied.append((entry_id, best.record, None))
        return applied

    def _known(self, entry_id: int, found: Record) -> KnownEntry | None:
        """The other entry that has *found*'s DOI (asked once per entry and DOI)."""
        asked = (entry_id, found.doi)
        if asked not in self._known_cache:
            self._known_cache[asked] = entry_with_doi(self.controller.lib, found.doi, entry_id)
        return self._known_cache[asked]

    def _update_buttons(self) -> None:
        """Apply when a field is ticked (not for a paper already in the library); Apply All
        when there are sure matches."""
        ticked = "other" in self.chosen_fields().values()
        candidate = self._candidate()
        self.apply_button.setEnabled(candidate is not None and ticked and self.known is None)
        sure = len(self.sure_matches())
        self.apply_all_button.setText(
            translate("find_metadata", "Apply All &Sure Matches ({count})").format(count=sure)
        )
        self.apply_all_button.setEnabled(sure > 0)

    # --- applying ---------------------------------------------------------------------------
    def apply_current(self) -> None:
        """Write the checked fields of the shown candidate to the shown entry (one undo step)."""
        entry_id, _record, _result = self._current()
        candidate = self._candidate()
        if candidate is not None and self.apply_button.isEnabled():
            self._apply(
                translate("find_metadata", "Apply metadata"),
                [(entry_id, candidate.record, self.chosen_fields())],
            )

    def apply_sure(self) -> None:
        """Apply every sure match with the default choices (one undo step)."""
        applied = self.sure_matches()
        if applied:
            count = len(applied)
            self._apply(
                translate("find_metadata", "Apply metadata to %n entries", None, count), applied
            )

    def merge_current(self) -> None:
        """Merge the shown entry into the entry that already has the found DOI (one undo step)."""
        entry_id, _record, _result = self._current()
        known = self.known
        if known is None:
            return
        before = snapshot_entries(self.controller.lib, [known.entry_id, entry_id])
        if self.controller.operation(
            translate("find_metadata", "Merge into {key}").format(key=known.key),
            lambda lib: merge_entries(lib, known.entry_id, entry_id),
            lambda lib: revert_entries(lib, before),
        ):  # fmt: skip
            self.results.pop(entry_id, None)
            self._mark_done(
                entry_id, translate("find_metadata", "Merged into {key}").format(key=known.key)
            )
            self._show_entry(self.entry_list.currentRow())

    def _apply(self, text: str, applied: Applied) -> None:
        """An undoable application; the applied entries leave the list of candidates."""
        before: list[EntrySnapshot] = []

        def do(lib: Library) -> Changes:
            """Apply, keeping the entries as they were for undo."""
            changes, snapshot = apply_records(lib, applied)
            before[:] = [snapshot]
            return changes

        def undo(lib: Library) -> Changes:
            """Put the entries back as they were."""
            return revert_entries(lib, before[0])

        if self.controller.operation(text, do, undo):
            for entry_id, _found, _choices in applied:
                self.results.pop(entry_id, None)
                self._mark_done(entry_id, translate("find_metadata", "Applied"))
            self._show_entry(self.entry_list.currentRow())

    def _mark_done(self, entry_id: int, done: str) -> None:
        """Say in the entry list (and the pane) what was done to an entry."""
        self._known_cache.clear()  # DOIs moved: ask again
        row = next(i for i, (e, _r) in enumerate(self.entries) if e == entry_id)
        record = load_record(self.controller.lib, entry_id)
        self.entries[row] = (entry_id, record or self.entries[row][1])
        self.outcomes[entry_id] = done
        self.entry_list.item(row).setText(f"{self.entries[row][1].key}\n{done.lower()}")

    def reject(self) -> None:
        """Close, stopping the lookups first."""
        self.job.cancel()
        self.job.wait()
        super().reject()
