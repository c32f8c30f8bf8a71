"""Duplicates found while importing, side by side: skip, merge (per field) or import anyway;
and, for a file whose encoding was guessed, a choice of another before anything is stored.

review_duplicates(window, plan) shows the dialog and gives the decisions for
commit_import, or None when the person cancels (then nothing is imported). Choosing
another encoding reads the files again into the same plan (ImportPlan.replace_with), so
the caller commits what the person saw. Tests monkeypatch it so that no modal dialog
ever blocks them.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
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

from papershelf.bulk_work import bulk_work
from papershelf.formats.records import Record
from papershelf.formats.text.markup import to_plain
from papershelf.gui.dialogs.duplicates import FieldTable
from papershelf.gui.dialogs.import_encoding import EncodingBar
from papershelf.gui.safe_text import cell_text, plain
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.services.duplicates import Candidate
from papershelf.services.import_report import Decision
from papershelf.services.importing import ImportPlan, PlannedFile, plan_import
from papershelf.services.merging import FieldChoice, compare

if TYPE_CHECKING:
    from papershelf.gui.window_api import Host

# The actions a person picks per candidate, as (decision, button text).
SURE, POSSIBLE = N("sure: {reason}"), N("possible: {reason}")
ACTIONS = (("skip", N("Skip")), ("merge", N("Merge")), ("keep", N("Import Anyway")))


def review_duplicates(window: Host, plan: ImportPlan) -> dict[int, str | Decision] | None:
    """Ask what to do with each duplicate of plan; None when the person cancels."""
    dialog = ImportReviewDialog(plan, window.controller.lib, window.frame)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return dialog.decisions()
    finally:
        dialog.deleteLater()


class ImportReviewDialog(QDialog):
    """Candidates on the left; the existing and incoming fields side by side on the right.

    A sure duplicate is skipped and a possible one imported unless the person picks
    otherwise: Skip, Merge (with the bold values) or Import Anyway (a separate entry; the
    two are remembered as different papers). Above them, a file read in a guessed
    encoding has a small encoding choice that reads the files again.
    """

    def __init__(self, plan: ImportPlan, lib: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("import_review", "Possible Duplicates"))
        self.resize(1000, 600)
        self.plan, self.lib = plan, lib
        self.candidates: list[Candidate] = []
        self.choices_made: list[str] = []
        self.picks: list[dict[str, str] | None] = []
        self.shown = -1
        self.codecs: dict[Path, str] = {}
        self.encodings = [EncodingBar(f, self) for f in plan.assumed]
        for bar in self.encodings:
            bar.chosen.connect(self._reread)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.candidate_list = QListWidget(self)
        self.candidate_list.setAccessibleName(
            QCoreApplication.translate("Accessibility", "Incoming records that may be duplicates")
        )
        self.split = QSplitter(self)
        self.where = QLabel(self)
        self.where.setTextFormat(Qt.TextFormat.PlainText)  # file names are not markup
        self.where.setWordWrap(True)
        self.fields = FieldTable(self, (N("Already there (left)"), N("Incoming (right)")))
        self.fields.setAccessibleName(
            QCoreApplication.translate("Accessibility", "Fields of the entry there and the record")
        )
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        for number, (action, text) in enumerate(ACTIONS):
            button = QRadioButton(translate("", text), self)
            self.group.addButton(button, number)
            self.buttons[action] = button
        self._lay_out()
        self.candidate_list.currentRowChanged.connect(self._show)
        self.group.idClicked.connect(self._act)
        self._fill()

    def _fill(self) -> None:
        """Show the plan's candidates, each with its default action."""
        self.candidates = list(self.plan.candidates)
        self.choices_made = ["skip" if c.sure else "keep" for c in self.candidates]
        self.picks = [None] * len(self.candidates)
        self.shown = -1
        self.candidate_list.blockSignals(True)
        self.candidate_list.clear()
        for item_text in map(self._label, self.candidates):
            self.candidate_list.addItem(QListWidgetItem(item_text))
        self.candidate_list.blockSignals(False)
        self.intro.setText(self._intro())
        self.split.setVisible(bool(self.candidates))
        title = "Possible Duplicates" if self.candidates else "Import"
        self.setWindowTitle(translate("import_review", title))
        if not self.candidates:
            self.resize(self.width(), self.minimumSizeHint().height())
        if self.candidates:
            self.candidate_list.setCurrentRow(0)
        else:
            self.where.setText("")
            self.fields.clear_choices()

    def _reread(self, path: Path, codec: str) -> None:
        """Read the files again, path in codec, and show what that gives."""
        self.codecs[path] = codec
        paths = [f.path for f in self.plan.files]
        with bulk_work():
            self.plan.replace_with(plan_import(self.lib, paths, codecs=self.codecs))
        for bar in self.encodings:
            bar.show_file(_planned(self.plan, bar.path))
        self._fill()

    def _lay_out(self) -> None:
        """Candidates | where, fields, actions; Import / Cancel below."""
        split = self.split
        split.addWidget(self.candidate_list)
        right = QWidget(self)
        box = QVBoxLayout(right)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.where)
        hint = QLabel(
            translate(
                "import_review",
                "For a merge, click a value to keep it; bold values go into the entry.",
            ),
            self,
        )
        hint.setWordWrap(True)  # German is a third longer
        box.addWidget(hint)
        box.addWidget(self.fields, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel(translate("import_review", "This record:"), self))
        for button in self.buttons.values():
            row.addWidget(button)
        row.addStretch(1)
        box.addLayout(row)
        split.addWidget(right)
        split.setSizes([300, 700])
        done = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        done.button(QDialogButtonBox.StandardButton.Ok).setText(
            translate("import_review", "Import")
        )
        done.accepted.connect(self.accept)
        done.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for bar in self.encodings:
            layout.addWidget(bar)
        layout.addWidget(self.intro)
        layout.addWidget(split, 1)
        layout.addWidget(done)

    def _intro(self) -> str:
        """How many records look like papers already there, and what happens to them."""
        found, records = len(self.candidates), self.plan.count
        if not self.plan.count:
            return translate(
                "import_review",
                "Nothing to import could be read: choose another encoding, or cancel.",
            )
        kept = (
            " "
            + translate(
                "import_review",
                "The file is too big to keep in memory: a duplicate of an earlier record of "
                "it is shown without that record.",
            )
            if self.plan.streamed
            else ""
        )
        if not found:
            return translate(
                "import_review",
                "None of the %n records to import looks like a paper already in the "
                "library. Check the encoding above, then import.",
                None,
                records,
            )
        return (
            translate(
                "import_review",
                "{found} of the %n records to import look like papers already in the library "
                "or earlier in the import. Sure duplicates are skipped and possible ones "
                "imported, unless you choose otherwise.",
                None,
                records,
            ).format(found=found)
            + kept
        )

    def _label(self, candidate: Candidate) -> str:
        """The incoming title, and why it looks like a duplicate."""
        title = cell_text(to_plain(candidate.record.title)) or translate(
            "import_review", "(untitled)"
        )
        how = SURE if candidate.sure else POSSIBLE
        reason = translate("", how).format(reason=candidate.reason)
        return f"{title}\n{reason} · {candidate.score:.0f}%"

    # --- one candidate -------------------------------------------------------------------
    def existing(self, candidate: Candidate) -> Record:
        """What the candidate duplicates: the library entry, else the earlier record."""
        if candidate.existing_id is not None:
            record = load_record(self.lib, candidate.existing_id)
            if record is not None:
                return record
        if candidate.earlier_index is not None:
            try:
                return self.plan.record(candidate.earlier_index)
            except IndexError:  # a file too big to keep: its earlier records were not kept
                return Record()
        return Record()

    def _where(self, candidate: Candidate) -> str:
        """Which two records are side by side."""
        source = candidate.file or translate("import_review", "the import")
        line = candidate.record.source_line
        incoming = source
        if line:
            incoming = translate("import_review", "{file}, line {line}").format(
                file=source, line=line
            )
        if candidate.existing_id is not None:
            old = self.existing(candidate)
            left = translate("import_review", "a library entry")
            if old.key:
                left = translate("import_review", "the library's entry {key}").format(key=old.key)
        elif self.plan.streamed and candidate.earlier_index is not None:
            left = translate(
                "import_review", "record {number} of this import (not kept to show)"
            ).format(number=candidate.earlier_index + 1)
        else:
            left = translate("import_review", "an earlier record of this import")
        return translate(
            "import_review", "Left: {left}.  Right: the record from {incoming}."
        ).format(left=left, incoming=incoming)

    def _show(self, row: int) -> None:
        """Keep the picks of the candidate shown, then show the one at row."""
        self._remember()
        if not 0 <= row < len(self.candidates):
            self.shown = -1
            self.fields.clear_choices()
            return
        candidate = self.candidates[row]
        self.shown = row
        self.where.setText(plain(self._where(candidate)))
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


def _planned(plan: ImportPlan, path: Path) -> PlannedFile | None:
    """The plan's file at path."""
    return next((f for f in plan.files if f.path == path), None)
