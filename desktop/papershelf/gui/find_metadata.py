"""Paper › Find Metadata…: the real paper behind each selected entry, compared, applied by choice.

The entries are looked up on a `FindJob` (network and scoring only; the records are read on
the main thread first). Each entry's candidates are listed with their evidence (how closely
the abstracts match); the chosen candidate is shown field by field beside the entry, each
field with a check box "take the found value" (defaults from `lookup_choices`). Apply writes
the checked fields of one entry; "Apply All Sure Matches" applies every entry's best candidate
whose abstract matches at least 95% with the default choices. Each is one undo step.
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
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.services.changes import Changes
from papershelf.services.deleting import EntrySnapshot, revert_entries
from papershelf.services.merging import compare
from papershelf.services.metadata.applying import apply_records, lookup_choices
from papershelf.services.metadata.client import LookupSettings, MetadataClient, ResponseCache
from papershelf.services.metadata.lookup import Candidate, LookupResult, find_candidates

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


def _status(result: LookupResult | None) -> str:
    """The entry list's note on one entry."""
    if result is None:
        return "looking up…"
    best = result.best
    if best is None:
        return "no candidate" + (" (a service failed)" if result.failures else "")
    return best.evidence.split(" · ")[0] + (" — sure match" if best.applicable else "")


class FindMetadataDialog(QDialog):
    """Entries on the left, the chosen candidate field by field on the right."""

    def __init__(
        self, controller: LibraryController, ids: Sequence[int], parent: QWidget | None = None,
        settings: LookupSettings | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle("Find Metadata")
        self.setObjectName("findMetadataDialog")
        self.entries = [(i, r) for i in ids if (r := load_record(controller.lib, i)) is not None]
        self.results: dict[int, LookupResult] = {}
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
        for entry_id, record in self.entries:
            item = QListWidgetItem(f"{record.key}\n{_status(None)}")
            item.setData(Qt.ItemDataRole.UserRole, entry_id)
            self.entry_list.addItem(item)
        self.candidate_box = QComboBox(self)
        self.evidence = QLabel(self)
        self.evidence.setTextFormat(Qt.TextFormat.PlainText)
        self.evidence.setWordWrap(True)
        self.table = QTableWidget(0, 3, self)
        self.table.setObjectName("fieldChoices")
        self.table.setHorizontalHeaderLabels(["Field", "This entry", "Found (checked: take it)"])
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.apply_button = QPushButton("&Apply to This Entry", self)
        self.apply_all_button = QPushButton("Apply All &Sure Matches", self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.addButton(self.apply_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.apply_all_button, QDialogButtonBox.ButtonRole.ActionRole)
        self._lay_out()
        self.entry_list.currentRowChanged.connect(self._show_entry)
        self.candidate_box.currentIndexChanged.connect(self._show_candidate)
        self.apply_button.clicked.connect(self.apply_current)
        self.apply_all_button.clicked.connect(self.apply_sure)
        self.buttons.rejected.connect(self.reject)
        self.entry_list.setCurrentRow(0)
        self._update_buttons()

    def _lay_out(self) -> None:
        """Entries | candidate, evidence, fields; buttons below."""
        right = QWidget(self)
        column = QVBoxLayout(right)
        row = QHBoxLayout()
        row.addWidget(QLabel("&Candidate:", right))
        row.addWidget(self.candidate_box, 1)
        row.itemAt(0).widget().setBuddy(self.candidate_box)  # type: ignore[union-attr]
        column.addLayout(row)
        column.addWidget(self.evidence)
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
        """The chosen candidate beside the entry, field by field, with the default choices."""
        _entry_id, record, result = self._current()
        candidate = self._candidate()
        self.table.setRowCount(0)
        if candidate is None:
            failures = "; ".join(result.failures) if result else ""
            self.evidence.setText("Looking up…" if result is None else f"No candidate. {failures}")
            self._update_buttons()
            return
        self.evidence.setText(f"Evidence: {candidate.evidence}")
        choices = lookup_choices(record, candidate.record)
        for choice in compare(record, candidate.record):
            self._add_row(choice.name, choice.keep, choice.other, choices[choice.name] == "other")
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
        """Every entry's best candidate whose abstract matches well enough, default choices."""
        applied: Applied = []
        for entry_id, _record in self.entries:
            best = self.results[entry_id].best if entry_id in self.results else None
            if best is not None and best.applicable:
                applied.append((entry_id, best.record, None))
        return applied

    def _update_buttons(self) -> None:
        """Apply when a candidate is shown; Apply All when there are sure matches."""
        self.apply_button.setEnabled(self._candidate() is not None)
        sure = len(self.sure_matches())
        self.apply_all_button.setText(f"Apply All &Sure Matches ({sure})")
        self.apply_all_button.setEnabled(sure > 0)

    # --- applying ---------------------------------------------------------------------------
    def apply_current(self) -> None:
        """Write the checked fields of the shown candidate to the shown entry (one undo step)."""
        entry_id, _record, _result = self._current()
        candidate = self._candidate()
        if candidate is not None:
            self._apply("Apply metadata", [(entry_id, candidate.record, self.chosen_fields())])

    def apply_sure(self) -> None:
        """Apply every sure match with the default choices (one undo step)."""
        applied = self.sure_matches()
        if applied:
            self._apply(f"Apply metadata to {len(applied)} entries", applied)

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
                self._mark_applied(entry_id)
            self._show_entry(self.entry_list.currentRow())

    def _mark_applied(self, entry_id: int) -> None:
        """Say in the entry list that an entry was completed."""
        row = next(i for i, (e, _r) in enumerate(self.entries) if e == entry_id)
        record = load_record(self.controller.lib, entry_id)
        self.entries[row] = (entry_id, record or self.entries[row][1])
        self.entry_list.item(row).setText(f"{self.entries[row][1].key}\napplied")

    def reject(self) -> None:
        """Close, stopping the lookups first."""
        self.job.cancel()
        self.job.wait()
        super().reject()
