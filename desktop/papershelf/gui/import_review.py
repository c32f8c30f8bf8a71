"""Duplicates found while importing, side by side: skip, merge (per field) or import anyway.

review_duplicates(window, plan) shows the dialog and gives the decisions for
commit_import, or None when the person cancels (then nothing is imported). Tests
monkeypatch it so that no modal dialog ever blocks them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from papershelf.formats.markup import to_plain
from papershelf.formats.records import Record
from papershelf.gui.duplicates import FieldTable
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.services.duplicates import Candidate
from papershelf.services.import_report import Decision
from papershelf.services.importing import ImportPlan
from papershelf.services.merging import FieldChoice, compare

if TYPE_CHECKING:
    from papershelf.gui.main_window import MainWindow

# The actions a person picks per candidate, as (decision, button text).
ACTIONS = (("skip", "Skip"), ("merge", "Merge"), ("keep", "Import Anyway"))


def review_duplicates(window: MainWindow, plan: ImportPlan) -> dict[int, str | Decision] | None:
    """Ask what to do with each duplicate of plan; None when the person cancels."""
    dialog = ImportReviewDialog(plan, window.controller.lib, window)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.decisions()
    finally:
        dialog.deleteLater()


class ImportReviewDialog(QDialog):
    """Candidates on the left; the existing and incoming fields side by side on the right.

    Each candidate is skipped unless the person picks Merge (with the bold values) or
    Import Anyway (a separate entry; the two are remembered as different papers).
    """

    def __init__(self, plan: ImportPlan, lib: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Possible Duplicates")
        self.resize(1000, 600)
        self.plan, self.lib = plan, lib
        self.candidates: list[Candidate] = list(plan.candidates)
        self.choices_made: list[str] = ["skip"] * len(self.candidates)
        self.picks: list[dict[str, str] | None] = [None] * len(self.candidates)
        self.shown = -1
        self.candidate_list = QListWidget(self)
        self.where = QLabel(self)
        self.where.setWordWrap(True)
        self.fields = FieldTable(self, ("Already there (left)", "Incoming (right)"))
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        for number, (action, text) in enumerate(ACTIONS):
            button = QRadioButton(text, self)
            self.group.addButton(button, number)
            self.buttons[action] = button
        self._lay_out()
        for item_text in map(self._label, self.candidates):
            self.candidate_list.addItem(QListWidgetItem(item_text))
        self.candidate_list.currentRowChanged.connect(self._show)
        self.group.idClicked.connect(self._act)
        if self.candidates:
            self.candidate_list.setCurrentRow(0)

    def _lay_out(self) -> None:
        """Candidates | where, fields, actions; Import / Cancel below."""
        split = QSplitter(self)
        split.addWidget(self.candidate_list)
        right = QWidget(self)
        box = QVBoxLayout(right)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.where)
        box.addWidget(
            QLabel("For a merge, click a value to keep it; bold values go into the entry.", self)
        )
        box.addWidget(self.fields, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel("This record:", self))
        for button in self.buttons.values():
            row.addWidget(button)
        row.addStretch(1)
        box.addLayout(row)
        split.addWidget(right)
        split.setSizes([300, 700])
        done = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        done.button(QDialogButtonBox.StandardButton.Ok).setText("Import")
        done.accepted.connect(self.accept)
        done.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self._intro(), self))
        layout.addWidget(split, 1)
        layout.addWidget(done)

    def _intro(self) -> str:
        """How many records look like papers already there."""
        found = len(self.candidates)
        return (
            f"{found} of the {self.plan.count} record(s) to import look like papers "
            "already in the library or earlier in the import. Each is skipped unless you "
            "choose otherwise."
        )

    def _label(self, candidate: Candidate) -> str:
        """The incoming title, and why it looks like a duplicate."""
        title = to_plain(candidate.record.title) or "(untitled)"
        return f"{title}\n{candidate.reason} · {candidate.score:.0f}%"

    # --- one candidate -------------------------------------------------------------------
    def existing(self, candidate: Candidate) -> Record:
        """What the candidate duplicates: the library entry, else the earlier record."""
        if candidate.existing_id is not None:
            record = load_record(self.lib, candidate.existing_id)
            if record is not None:
                return record
        if candidate.earlier_index is not None:
            return self.plan.record(candidate.earlier_index)
        return Record()

    def _where(self, candidate: Candidate) -> str:
        """Which two records are side by side."""
        source = candidate.file or "the import"
        line = candidate.record.source_line
        incoming = f"{source}, line {line}" if line else source
        if candidate.existing_id is not None:
            old = self.existing(candidate)
            left = f"the library's entry {old.key}" if old.key else "a library entry"
        else:
            left = "an earlier record of this import"
        return f"Left: {left}.  Right: the record from {incoming}."

    def _show(self, row: int) -> None:
        """Keep the picks of the candidate shown, then show the one at row."""
        self._remember()
        if not 0 <= row < len(self.candidates):
            self.shown = -1
            self.fields.clear_choices()
            return
        candidate = self.candidates[row]
        self.shown = row
        self.where.setText(self._where(candidate))
        self.fields.show_choices(self._choices(candidate), self.picks[row])
        self.buttons[self.choices_made[row]].setChecked(True)

    def _remember(self) -> None:
        """Keep the field picks of the candidate shown."""
        if 0 <= self.shown < len(self.candidates):
            self.picks[self.shown] = self.fields.chosen()

    def _act(self, number: int) -> None:
        """The person picked an action for the candidate shown."""
        if 0 <= self.shown < len(self.candidates):
            self.choices_made[self.shown] = ACTIONS[number][0]

    # --- the result ----------------------------------------------------------------------
    def decisions(self) -> dict[int, str | Decision]:
        """What to do with each candidate, by its index in the import (for commit_import)."""
        self._remember()
        result: dict[int, str | Decision] = {}
        for number, candidate in enumerate(self.candidates):
            action = self.choices_made[number]
            if action == "merge":
                picks = self.picks[number]
                if picks is None:  # never shown: the default sides
                    picks = {c.name: c.default for c in self._choices(candidate)}
                result[candidate.index] = Decision.merge(picks)
            else:
                result[candidate.index] = action
        return result

    def _choices(self, candidate: Candidate) -> list[FieldChoice]:
        """The candidate's fields side by side."""
        return compare(self.existing(candidate), candidate.record)
