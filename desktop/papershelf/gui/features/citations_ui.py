"""Formatted references in the window: Copy Reference, Copy Citation, the preview, the export.

Every reference is formatted by services.citations in the style chosen in Preferences;
this module only picks the papers, puts the text where it goes and says what happened.
The clipboard gets HTML (italics, small caps: what Word and Google Docs paste) and plain
text (what a text editor pastes) in one QMimeData.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QMimeData, QObject, Qt
from PySide6.QtWidgets import QApplication

from papershelf.bulk_work import bulk_work
from papershelf.gui.detail.reference_html import clipboard_html
from papershelf.gui.detail.reference_preview import missing_text
from papershelf.gui.features.citation_styles import StyleChoice, current_choice
from papershelf.gui.safe_text import plain
from papershelf.gui.settings import Settings
from papershelf.gui.tasks import FAILURES, Task, TaskContext, runner
from papershelf.gui.translation import translate
from papershelf.services.changes import ServiceError

if TYPE_CHECKING:
    from papershelf.gui.dialogs.bibliography_export import BibliographyExportDialog, ExportChoice
    from papershelf.gui.features.bibtex_ui import BibtexUi
    from papershelf.gui.window_api import Panes, Workspace
    from papershelf.library.db import Library
    from papershelf.services.exporting import ExportResult

    class CitingWindow(Workspace, Panes, Protocol):
        """The selection cited, the pane's preview; the scope an export offers (BibTeX's)."""

        @property
        def bibtex(self) -> BibtexUi:
            """Knows the scope on show, offered to a bibliography export."""
            ...

# The formatter (services.citations, citeproc under it) and the export dialog are loaded
# when first used: the window's first paint needs neither.

STATUS_MS = 5000
SYNC_LIMIT = 10  # more papers are formatted on a worker (~35 ms each, twice: HTML and text)


def reference_mime(html_entries: list[str], text: str) -> QMimeData:
    """The clipboard's content: the references as HTML and as plain text at once."""
    data = QMimeData()
    data.setHtml(clipboard_html(html_entries))
    data.setText(text)
    return data


class CitationsUi(QObject):
    """Copy Reference and Copy Citation, the detail pane's reference, Export Bibliography."""

    def __init__(self, window: CitingWindow) -> None:
        super().__init__(window.frame)
        self.window = window
        self.controller = window.controller
        self.settings = window.settings
        self.preview = window.detail.reference_preview
        self.job: Task | None = None  # formatting many papers, off this thread (gui/tasks)
        self._job_done: Callable[[Any], None] | None = None

    def install(self) -> None:
        """Open the preview as it was left; fill it whenever it opens or another paper shows."""
        self.preview.toggled.connect(self._preview_toggled)
        self.window.detail.entry_shown.connect(self.refresh_preview)
        self.preview.set_open(bool(self.settings.integer(Settings.SHOW_REFERENCE)))

    def style(self) -> StyleChoice:
        """The style chosen in Preferences."""
        return current_choice(self.settings)

    def _say(self, message: str) -> None:
        """A short note in the status bar."""
        self.window.statusBar().showMessage(plain(message), STATUS_MS)

    def _selection(self, hint: str) -> list[int]:
        """The selected papers' ids; none: the *hint* in the status bar."""
        ids = self.window.table.selected_ids()
        if not ids:
            self._say(hint)
        return ids

    # --- the clipboard -----------------------------------------------------------------------
    def copy_reference(self) -> bool:
        """Edit › Copy Reference: the selection as a reference list, HTML and text at once."""
        ids = self._selection(translate("citations_ui", "Select the papers to copy first."))
        if not ids:
            return False
        style = self.style()
        return self._run(
            partial(reference_texts, ids=ids, style=style.key), len(ids),
            partial(self._copied_references, count=len(ids), style=style.label),
            translate("citations_ui", "The references could not be formatted: "),
        )  # fmt: skip

    def _copied_references(self, texts: tuple[list[str], str], count: int, style: str) -> None:
        """The references are formatted: on the clipboard with them."""
        QApplication.clipboard().setMimeData(reference_mime(*texts))
        copied = translate("citations_ui", "Copied %n references in {style}", None, count)
        self._say(copied.format(style=style))

    def copy_citation(self) -> bool:
        """Edit › Copy Citation: the in-text citation of the selection, e.g. (Vaswani, 2017)."""
        ids = self._selection(translate("citations_ui", "Select the papers to cite first."))
        if not ids:
            return False
        work = partial(citation_texts, ids=ids, style=self.style().key)
        return self._run(
            work,
            len(ids),
            self._copied_citation,
            translate("citations_ui", "The citation could not be formatted: "),
        )

    def _copied_citation(self, texts: tuple[str, str]) -> None:
        """The citation is formatted: on the clipboard with it."""
        html, text = texts
        QApplication.clipboard().setMimeData(reference_mime([html], text))
        self._say(translate("citations_ui", "Copied {citation}").format(citation=text))

    # --- formatting, at once or on a worker -------------------------------------------------
    def _run(self, work: Work, count: int, done: Callable[[Any], None], failure: str) -> bool:
        """Do *work* now for a few papers, else on a worker; *done* gets its result, a failure
        is shown after the words *failure*."""
        if count <= SYNC_LIMIT:
            try:
                result = work(self.controller.lib)
            except FAILURES as exc:
                self.window.show_error(f"{failure}{exc}")
                return False
            done(result)
            return True
        if self.job is not None:
            self._say(
                translate(
                    "citations_ui", "Still formatting the last references; try again in a moment."
                )
            )
            return False
        self._job_done = done
        self.job = runner().run(
            partial(_on_worker, work), library=self.controller.lib.target,
            on_success=self._job_succeeded, on_failure=partial(self._job_failed, failure=failure),
            on_finished=self._job_finished,
        )  # fmt: skip
        self.window.statusBar().showMessage(
            translate("citations_ui", "Formatting %n references…", None, count)
        )
        return True

    def _job_succeeded(self, result: object) -> None:
        """Back on the window's thread: hand the result on."""
        if self._job_done is not None:
            self._job_done(result)

    def _job_failed(self, message: str, failure: str) -> None:
        """Back on the window's thread: say why nothing was copied or written."""
        self.window.statusBar().clearMessage()
        self.window.show_error(f"{failure}{message}")

    def _job_finished(self) -> None:
        """The worker is done: the next job may start, the preview may format again."""
        if self.job is not None:
            self.job.wait()
            self.job, self._job_done = None, None
        self.refresh_preview()

    def wait_for_job(self, msecs: int = 30000) -> bool:
        """Let a running job finish (closing the window, tests)."""
        return self.job is None or self.job.wait(msecs)

    # --- the preview ------------------------------------------------------------------------
    def _preview_toggled(self, shown: bool) -> None:
        """Remember the switch; fill the preview when it opens."""
        self.settings.set_integer(Settings.SHOW_REFERENCE, int(shown))
        if shown:
            self.refresh_preview()

    def refresh_preview(self) -> None:
        """Format the paper on show in the chosen style (only while the preview is open)."""
        entry = self.window.detail.entry()
        if entry is None or not self.preview.is_open():
            return
        from papershelf.services.citations import preview

        style = self.style()
        self.preview.set_style_name(style.label)
        if self.job is not None:  # the formatter is busy for a while: follow when it is done
            self.preview.show_problem(
                translate("citations_ui", "Formatting references… the preview follows.")
            )
            return
        try:
            shown = preview(self.controller.lib, entry.id, style.key, "html")
        except ServiceError as exc:
            problem = translate("citations_ui", "No reference in {style}: {reason}")
            self.preview.show_problem(problem.format(style=style.label, reason=exc))
            return
        if shown is not None:
            self.preview.show_reference(shown.reference, missing_text(style.label, shown.missing))

    def style_changed(self) -> None:
        """Preferences closed with OK: the preview follows the style chosen there."""
        self.refresh_preview()

    # --- export -----------------------------------------------------------------------------
    def export_dialog(self) -> BibliographyExportDialog:
        """File › Export Bibliography…: choose scope, format and style, then the file."""
        from papershelf.gui.dialogs.bibliography_export import BibliographyExportDialog

        dialog = BibliographyExportDialog(
            self.window.bibtex.current_scope(), self.window.table.selected_ids(),
            self.style().key, self.window.frame,
        )  # fmt: skip
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._export_chosen(dialog.choice()))
        dialog.open()
        return dialog

    def _export_chosen(self, choice: ExportChoice) -> None:
        """Ask for the file, then write it."""
        from papershelf.gui.dialogs.bibliography_export import ask_target

        path = ask_target(self.window.frame, choice)
        if path is not None:
            self.export_to(path, choice)

    def export_to(self, path: Path, choice: ExportChoice) -> bool:
        """Write the file atomically (many entries: on a worker); a failure keeps the old one."""
        from papershelf.services.exporting import scope_ids

        count = len(scope_ids(self.controller.lib, choice.scope))
        work = partial(export_bibliography, path=path, choice=choice)
        failed = translate("citations_ui", "Export to {path} failed; the file was not changed.\n\n")
        return self._run(work, count, self._exported, failed.format(path=path))

    def _exported(self, result: ExportResult) -> None:
        """Say what was written."""
        entries = result.entries
        exported = translate("citations_ui", "Exported %n entries to {path}", None, entries)
        self._say(exported.format(path=result.path))


def reference_texts(lib: Library, ids: list[int], style: str) -> tuple[list[str], str]:
    """The entries of *ids* as HTML references and as one plain-text reference list."""
    from papershelf.services.citations import format_entries

    html = format_entries(lib, ids, style, "html")
    return html, "\n".join(format_entries(lib, ids, style, "text"))


def citation_texts(lib: Library, ids: list[int], style: str) -> tuple[str, str]:
    """The in-text citation of *ids* together, as HTML and as plain text."""
    from papershelf.services.citations import format_citation

    return format_citation(lib, ids, style, "html"), format_citation(lib, ids, style, "text")


def export_bibliography(lib: Library, path: Path, choice: ExportChoice) -> ExportResult:
    """Write the chosen entries in the chosen format (and style) to *path*, atomically."""
    from papershelf.services.exporting import export_file

    style = choice.style if choice.output.styled else None
    with bulk_work():
        return export_file(
            lib, choice.scope, choice.output.id, path, style, include_files=choice.include_files
        )


# Formatting many papers, on a connection of the worker's own (citeproc-py takes ~10 ms an
# entry); few are formatted at once instead: a worker's start-up would cost more than it saves.
Work = Callable[["Library"], Any]


def _on_worker(work: Work, context: TaskContext) -> Any:
    """Run *work* on the task's own connection."""
    return work(context.lib)
