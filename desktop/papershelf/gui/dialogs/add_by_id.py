"""Paper › Add by Identifier…: paste DOIs and arXiv ids, look them up off the main thread, add.

The lookups run on a `LookupJob` (network only, no database); the records found are added on
the main thread in one transaction, as one undo step. The dialog stays open with one line per
identifier (added as KEY, already in the library, or why not), so a person can fix a typo and
add again. Nothing is sent anywhere until the person presses Add.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from papershelf.formats.identifiers import Identifier, Unrecognised, parse_identifiers
from papershelf.gui.controller import LibraryController
from papershelf.gui.tasks import Task, TaskContext, runner
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.services.importing import ImportReport
from papershelf.services.metadata.adding import Outcome, add_resolved, resolve_text
from papershelf.services.metadata.client import LookupSettings, MetadataClient, ResponseCache
from papershelf.services.metadata.resolve import Resolved

PROMPT = N(
    "DOIs and arXiv ids, one per line or separated by spaces — bare, "
    "doi:…, https://doi.org/…, arXiv:…, or arxiv.org links. They are looked up at "
    "Crossref, doi.org and arXiv when you press Add."
)


def look_up(
    text: str, settings: LookupSettings | None, context: TaskContext
) -> list[Resolved | Unrecognised]:
    """Resolve every identifier of a text (network only), on a task; a cancel stops it
    between identifiers and cuts the request under way short."""
    client = MetadataClient(settings, cache=ResponseCache.default())
    client.cancelled = context.cancel_event

    def progress(done: int, total: int, current: str) -> None:
        """Report, and stop between identifiers once cancelled."""
        context.progress(done, total, current)
        context.check()

    try:
        return resolve_text(client, text, progress)
    finally:
        client.close()


def describe(text: str) -> str:
    """What the text holds, as the dialog says it while a person types."""
    pieces = parse_identifiers(text)
    dois = sum(1 for p in pieces if isinstance(p, Identifier) and p.kind == "doi")
    arxiv = sum(1 for p in pieces if isinstance(p, Identifier) and p.kind == "arxiv")
    unknown = len(pieces) - dois - arxiv
    parts = [
        translate("add_by_id", "%n DOIs", None, dois) if dois else "",
        translate("add_by_id", "%n arXiv ids", None, arxiv) if arxiv else "",
        translate("add_by_id", "%n not recognised", None, unknown) if unknown else "",
    ]
    said = ", ".join(part for part in parts if part)
    return said or translate("add_by_id", "Nothing to look up yet.")


class AddByIdentifierDialog(QDialog):
    """Identifiers in, one line per identifier out; the additions are one undo step."""

    summarised = Signal(str)  # what a run of lookups added, for the window's status bar

    def __init__(
        self, controller: LibraryController, parent: QWidget | None = None,
        on_added: Callable[[ImportReport], None] | None = None,
        settings: LookupSettings | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.controller = controller
        self.on_added = on_added
        self.lookup_settings = settings
        self.job: Task | None = None  # the lookups under way (gui/tasks)
        self.setWindowTitle(translate("add_by_id", "Add by Identifier"))
        self.setObjectName("addByIdentifierDialog")
        self.input = QPlainTextEdit(self)
        self.input.setObjectName("identifiers")
        self.input.setAccessibleName(self.tr("DOIs and arXiv ids, one per line"))
        self.input.setPlaceholderText("10.1038/srep16696\narXiv:1605.08386")
        self.summary = QLabel(describe(""), self)
        self.progress = QProgressBar(self)
        self.progress.setVisible(False)
        self.results = QListWidget(self)
        self.results.setAccessibleName(self.tr("What each identifier found"))
        self.results.setObjectName("outcomes")
        self.results.setWordWrap(True)  # a reason is a sentence: wrap it, never scroll sideways
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setVisible(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.add_button = QPushButton(translate("add_by_id", "&Add"), self)
        self.add_button.setObjectName("addButton")
        self.add_button.setDefault(True)
        self.buttons.addButton(self.add_button, QDialogButtonBox.ButtonRole.ActionRole)
        self._lay_out()
        self.input.textChanged.connect(self._text_changed)
        self.add_button.clicked.connect(self.start)
        self.buttons.rejected.connect(self.reject)
        self._paste_clipboard_identifiers()
        self._text_changed()

    def _lay_out(self) -> None:
        """Prompt, input, what it holds, progress, outcomes, buttons."""
        layout = QVBoxLayout(self)
        prompt = QLabel(translate("", PROMPT), self)
        prompt.setWordWrap(True)
        layout.addWidget(prompt)
        layout.addWidget(self.input, 2)
        layout.addWidget(self.summary)
        layout.addWidget(self.progress)
        layout.addWidget(self.results, 1)
        layout.addWidget(self.buttons)
        self.resize(520, 380)

    def _paste_clipboard_identifiers(self) -> None:
        """Start with the clipboard's text when it holds identifiers and nothing else."""
        text = QGuiApplication.clipboard().text()
        pieces = parse_identifiers(text) if len(text) < 20_000 else []
        if pieces and all(isinstance(p, Identifier) for p in pieces):
            self.input.setPlainText(text.strip())

    def _text_changed(self) -> None:
        """Say what the text holds; Add only when it holds an identifier."""
        text = self.input.toPlainText()
        self.summary.setText(describe(text))
        has_ids = any(isinstance(p, Identifier) for p in parse_identifiers(text))
        self.add_button.setEnabled(has_ids and self.job is None)

    def start(self) -> None:
        """Look the identifiers up on a worker; the Close button becomes Cancel."""
        if self.controller.read_only:
            self._show(
                [
                    Outcome(
                        "",
                        "failed",
                        translate("add_by_id", "this window is read-only; nothing was added"),
                    )
                ]
            )
            return
        self.add_button.setEnabled(False)
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.job = runner().run(
            partial(look_up, self.input.toPlainText(), self.lookup_settings),
            on_progress=self._progressed, on_success=self._looked_up,
            on_finished=self._job_ended, failures=(),  # an error here is a bug: the crash dialog
        )  # fmt: skip

    def _progressed(self, done: int, total: int, current: str) -> None:
        """Move the bar; name the identifier just looked up."""
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        looked = translate("add_by_id", "Looked up {done} of {total}: {current}")
        self.progress.setFormat(looked.format(done=done, total=total, current=current[:50]))

    def _looked_up(self, results: list[Resolved]) -> None:
        """Add what was found (one transaction, one undo step) and list the outcomes."""
        outcomes, report = add_resolved(self.controller.lib, list(results))
        self.controller.record_imports([report])
        self._show(outcomes)
        if report.added and self.on_added is not None:
            self.on_added(report)
        added = sum(1 for o in outcomes if o.status == "added")
        summary = translate("add_by_id", "%n added; {what}", None, added)
        self.summary.setText(summary.format(what=describe(self.input.toPlainText())))
        self.summarised.emit(self.summary.text())

    def _job_ended(self) -> None:
        """The worker is gone: a cancelled run says so; Add is possible again."""
        if self.job is not None and self.job.cancelled and not self.results.count():
            self._show(
                [Outcome("", "failed", translate("add_by_id", "cancelled; nothing was added"))]
            )
        self.job = None
        self.progress.setVisible(False)
        self._text_changed()

    def _show(self, outcomes: list[Outcome]) -> None:
        """One line per identifier, failures marked."""
        self.results.clear()
        for outcome in outcomes:
            self.results.addItem(QListWidgetItem(str(outcome).lstrip(": ")))
        self.results.setVisible(True)

    def reject(self) -> None:
        """Close, or cancel the lookups under way first."""
        if self.job is not None:
            self.job.cancel()
            self.job.wait()
        super().reject()
