"""A big import in the window: the import pipeline's steps on gui/tasks' runner, with a review.

Files over SYNC_IMPORT_BYTES (together) are planned on a pool thread (services.import_pipeline:
read, duplicates found, nothing stored) under a progress dialog that can cancel; the
duplicate review (gui/dialogs/import_review) then opens, window-modal but not blocking, whenever the
plan has duplicates or an encoding that was guessed, as it does for a small file; what the
person decides is committed on the runner again, in one transaction, under the same dialog.
A file too big to keep in memory (STREAM_PLAN_BYTES) is reviewed from its duplicates alone
and read again to commit. Smaller imports take the same steps on the window's thread
(gui/features/import_ui).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QDialog, QWidget

from papershelf.gui.features.bibtex_ui import ImportProgress
from papershelf.gui.tasks import FAILURES, Task, TaskContext, runner
from papershelf.gui.translation import translate
from papershelf.library.db import Library

if TYPE_CHECKING:
    from papershelf.gui.dialogs.import_review import ImportReviewDialog
    from papershelf.services.import_pipeline import ImportPlan
    from papershelf.services.import_report import Decision, ImportReport

SYNC_IMPORT_BYTES = 256 * 1024  # smaller imports run on the window's thread, at once
IMPORTS = "imports"  # the task lane imports run in, one after another

Decisions = Mapping[int, "str | Decision"]


def readable(paths: Sequence[Path]) -> tuple[list[Path], list[str]]:
    """The paths that can be opened, and a message for each that cannot."""
    kept: list[Path] = []
    errors: list[str] = []
    for path in paths:
        try:
            with open(path, "rb"):
                kept.append(Path(path))
        except OSError as exc:
            errors.append(str(exc))
    return kept, errors


def _plan(paths: list[Path], context: TaskContext) -> ImportPlan:
    """On a pool thread: read the files and find their duplicates, storing nothing."""
    from papershelf.services.import_pipeline import plan_import

    return plan_import(context.lib, paths, progress=context.step)


def _commit(plan: ImportPlan, decisions: Decisions, context: TaskContext) -> ImportReport:
    """On a pool thread: import the plan as decided, in one transaction."""
    from papershelf.services.import_pipeline import commit_import

    return commit_import(context.lib, plan, decisions, progress=context.step)


def run_with_progress(
    parent: QWidget, name: str, work: Callable[[TaskContext], object], library: Library, *,
    on_success: Callable[[Any], None], on_failure: Callable[[str], None],
    on_cancelled: Callable[[], None], verb: str = "", title: str = "",
    failures: tuple[type[BaseException], ...] = FAILURES,
) -> Task:  # fmt: skip
    """Run an import's step on the runner (lane IMPORTS, bulk-work mode) under a progress
    dialog that can cancel it; one outcome is handed on: its result, why it failed, or,
    when it gave neither, that it was cancelled (nothing kept). The dialog closes first."""
    dialog = ImportProgress(parent, name, verb)
    if title:
        dialog.setWindowTitle(title)
    relay = _StepRelay(dialog, on_success, on_failure, on_cancelled)
    task = runner().run(
        work, library=library.target, bulk=True, lane=IMPORTS, on_success=relay.succeeded,
        on_failure=relay.failed, on_progress=relay.progressed, on_finished=relay.ended,
        failures=failures,
    )  # fmt: skip
    dialog.canceled.connect(task.cancel)
    return task


class _StepRelay(QObject):
    """A step's signals for its dialog and callbacks. A child of the dialog: once the dialog
    is gone (closed, or its window deleted) Qt delivers nothing more to it."""

    def __init__(
        self, dialog: ImportProgress, on_success: Callable[[Any], None],
        on_failure: Callable[[str], None], on_cancelled: Callable[[], None],
    ) -> None:  # fmt: skip
        super().__init__(dialog)
        self.dialog = dialog
        self._on_success, self._on_failure, self._on_cancelled = (
            on_success,
            on_failure,
            on_cancelled,
        )
        self._answered = False

    def progressed(self, done: int, total: int, _what: str) -> None:
        """Move the dialog's bar."""
        self.dialog.show_progress(done, total)

    def succeeded(self, value: object) -> None:
        """The step's result: close the dialog, go on."""
        self._answer()
        self._on_success(value)

    def failed(self, why: str) -> None:
        """The step failed: close the dialog, say why."""
        self._answer()
        self._on_failure(why)

    def ended(self) -> None:
        """The work ended; one that gave nothing was cancelled."""
        if not self._answered:
            self._answer()
            self._on_cancelled()

    def _answer(self) -> None:
        """Close the dialog (this relay goes with it); nothing else is handed on."""
        self._answered = True
        self.dialog.reset()
        self.dialog.deleteLater()


class BackgroundImport(QObject):
    """One big import: plan on the runner, review on this thread, commit on the runner."""

    reviewing = Signal(QDialog)  # the review dialog, just opened
    ended = Signal()  # after the outcome was handed on (imported, cancelled, or failed)

    def __init__(
        self, parent: QWidget, lib: Library, paths: Sequence[Path],
        on_done: Callable[[ImportReport, list[str]], None],
        on_cancelled: Callable[[str], None],
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self._parent, self._lib = parent, lib
        self._on_done, self._on_cancelled = on_done, on_cancelled
        self.paths, self.errors = readable(paths)
        self.task: Task | None = None  # the step running now

    def start(self) -> None:
        """Plan the files on the runner, under a progress dialog."""
        self._run(partial(_plan, self.paths), self._planned, translate("import_flow", "Reading"))

    def _run(
        self, work: Callable[[TaskContext], object], then: Callable[[Any], None], verb: str
    ) -> None:
        """Run one step on the runner; its progress in a dialog that can cancel it."""
        self.task = run_with_progress(
            self._parent, _import_name(self.paths), work, self._lib, on_success=then,
            on_failure=self._failed, on_cancelled=self._stopped, verb=verb,
        )  # fmt: skip

    def _stopped(self) -> None:
        """A step was cancelled: nothing was kept."""
        self._on_cancelled(translate("import_flow", "Import cancelled; nothing was kept"))
        self.ended.emit()

    def _planned(self, plan: ImportPlan) -> None:
        """The plan is ready: review it when it has something to decide, else commit."""
        if not (plan.candidates or plan.assumed):
            self._commit(plan, {})
            return
        from papershelf.gui.dialogs.import_review import ImportReviewDialog

        review = ImportReviewDialog(plan, self._lib, self._parent)
        review.finished.connect(partial(self._reviewed, review))
        review.open()  # window-modal; the window's event loop goes on
        self.reviewing.emit(review)

    def _reviewed(self, review: ImportReviewDialog, result: int) -> None:
        """The person decided (commit as decided) or cancelled (nothing is imported)."""
        review.deleteLater()
        if result != QDialog.DialogCode.Accepted:
            self._on_cancelled(translate("import_flow", "Import cancelled: nothing was imported"))
            self.ended.emit()
            return
        self._commit(review.plan, review.decisions())

    def _commit(self, plan: ImportPlan, decisions: Decisions) -> None:
        """Commit on the runner, under a progress dialog."""
        self._run(
            partial(_commit, plan, decisions),
            self._committed,
            translate("import_flow", "Importing"),
        )

    def _committed(self, report: ImportReport) -> None:
        """Hand on what the import did, with the files that could not be read."""
        self._on_done(report, [*self.errors, *(str(error) for error in report.failed)])
        self.ended.emit()

    def _failed(self, message: str) -> None:
        """A step failed (a file broke half-way, storage refused): nothing was kept; say why."""
        from papershelf.services.import_report import ImportReport

        self._on_done(ImportReport(), [*self.errors, message])
        self.ended.emit()


def _import_name(paths: Sequence[Path]) -> str:
    """What the progress dialog says it imports: the file's name, or how many files."""
    if len(paths) == 1:
        return paths[0].name
    count = len(paths)
    return translate("import_flow", "%n files", None, count)
