"""BibTeX in the window: an import's progress dialog, export, clipboard, auto-export."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from peewee import DatabaseError
from PySide6.QtCore import (
    QObject,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QInputDialog,
    QLabel,
    QMessageBox,
    QProgressDialog,
    QWidget,
)

from papershelf.bulk_work import bulk_work
from papershelf.gui.dialogs.dialog_titles import title_width
from papershelf.gui.dialogs.file_dialogs import file_stem, remember_folder, start_folder
from papershelf.gui.safe_text import message_html, plain
from papershelf.gui.tasks import TaskContext, runner
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.db import Library
from papershelf.library.locations import LibraryTarget
from papershelf.services.changes import Changes, ServiceError

if TYPE_CHECKING:
    from papershelf.gui.features.import_ui import ImportUi
    from papershelf.gui.window_api import Panes, Workspace
    from papershelf.services.autoexport import Binding
    from papershelf.services.exporting import ExportScope

    class BibtexWindow(Workspace, Panes, Protocol):
        """The selection and view exported, the sidebar's lists; big imports report through
        the window's import feature."""

        @property
        def imports(self) -> ImportUi:
            """Shows a finished or cancelled import's report."""
            ...

# Auto-export, export, import and key services (and the BibTeX and RIS writers and readers
# under them) are loaded where they are first used: the window's first paint needs none.

AUTO_EXPORT_DELAY_MS = 400  # changes within this pause are written to bound files together
PROGRESS_STEPS = 1000  # the bar's resolution: a tenth of a percent
PROGRESS_WIDTH_CHARS = 52  # the progress dialog's fixed width, in average characters
FLAVOURS = {"BibTeX (.bib)": "bibtex", N("BibLaTeX (.bib, UTF-8)"): "biblatex", "RIS (.ris)": "ris"}
# A bound file: BibTeX for LaTeX, CSL-JSON for Pandoc and Quarto (issue 20), RIS.
BOUND_FILTER = N("BibTeX (*.bib);;CSL-JSON for Pandoc (*.json);;RIS (*.ris);;All files (*)")


class ImportProgress(QProgressDialog):
    """How far an import is, in percent (the importer counts bytes, not entries).

    One width, so it never jumps as its label changes; window-modal after half a second.
    Its slots belong to the dialog, so progress that arrives after it closed is dropped.
    """

    def __init__(self, window: QWidget, name: str, verb: str = "") -> None:
        super().__init__("", translate("bibtex_ui", "Cancel"), 0, PROGRESS_STEPS, window)
        self.setWindowTitle(translate("bibtex_ui", "Import"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setMinimumDuration(500)
        label = QLabel(self)
        label.setTextFormat(Qt.TextFormat.PlainText)
        self.setLabel(label)
        width = label.fontMetrics().averageCharWidth() * PROGRESS_WIDTH_CHARS
        self.setFixedWidth(max(width, title_width(self)))  # TitleFit would widen it once shown
        self.name = label.fontMetrics().elidedText(name, Qt.TextElideMode.ElideMiddle, width // 2)
        self.verb = verb or translate("bibtex_ui", "Importing")  # *verb*: already translated
        self.show_progress(0, 0)

    def show_progress(self, done: int, total: int) -> None:
        """Move the bar and say how far; it stays open until the import has finished."""
        share = min(1.0, done / total) if total > 0 else 0.0
        self.setValue(min(round(share * PROGRESS_STEPS), PROGRESS_STEPS - 1))
        label = translate("bibtex_ui", "{verb} {name}… {percent}")
        self.setLabelText(label.format(verb=self.verb, name=self.name, percent=f"{share:.0%}"))


EXPORTS = "exports"  # the task lane bound files are written in, one after another


def _write_binding(library: LibraryTarget, binding: Binding, _context: TaskContext) -> None:
    """Rewrite one bound file (only if its bytes change), with a connection of its own."""
    from papershelf.services.autoexport import run_binding

    run_binding(library, binding)


class BibtexUi(QObject):
    """Export dialogs, clipboard and auto-export for the main window."""

    export_failed = Signal(str)

    def __init__(self, window: BibtexWindow) -> None:
        super().__init__(window.frame)
        self.window = window.frame  # Qt's: dialogs' parent, the status bar
        self.host = window  # the window's roles this feature uses (window_api)
        self.controller = window.controller
        self._pending: dict[int, Binding] = {}
        self._timer = QTimer(self, singleShot=True, interval=AUTO_EXPORT_DELAY_MS)
        self._timer.timeout.connect(self._write_pending)
        self.controller.changed.connect(self.schedule_auto_export)
        self.export_failed.connect(lambda text: window.statusBar().showMessage(plain(text), 10000))

    # --- export ------------------------------------------------------------------------------
    def current_scope(self) -> tuple[ExportScope, str]:
        """What the table shows, as an export scope, and its name."""
        from papershelf.services.exporting import ExportScope

        model = self.host.model
        if model.effective_query.strip():
            return ExportScope.of_query(model.effective_query, model.effective_scope), translate(
                "bibtex_ui", "search results"
            )
        scope = model.scope
        if scope.kind == "list" and isinstance(scope.value, int):
            return ExportScope.of_list(scope.value), translate("bibtex_ui", "reading list")
        if scope.kind == "tag":
            tag = translate("bibtex_ui", "tag {tag}").format(tag=scope.value)
            return ExportScope.of_tag(str(scope.value)), tag
        if scope.kind == "all":
            return ExportScope(), translate("bibtex_ui", "library")
        return ExportScope.of_ids(model.ids), translate("bibtex_ui", "view")

    def export_dialog(self, selection_only: bool = False) -> None:
        """Ask for a format and a file, then write the view (or the selection) atomically."""
        from papershelf.services.exporting import ExportScope

        ids = self.host.table.selected_ids()
        selection = translate("bibtex_ui", "selection")
        scope, name = (
            (ExportScope.of_ids(ids), selection) if selection_only else self.current_scope()
        )
        settings = self.host.settings
        proposed = start_folder(settings, "export") / f"{self._file_stem(selection_only)}.bib"
        flavours = {translate("", shown): flavour for shown, flavour in FLAVOURS.items()}
        title = translate("bibtex_ui", "Export {scope}").format(scope=name)
        path, chosen = QFileDialog.getSaveFileName(
            self.window, title, str(proposed), ";;".join(flavours)
        )
        if path:
            remember_folder(settings, "export", path)
            self.export_to(Path(path), scope, flavours.get(chosen, "bibtex"))

    def _file_stem(self, selection_only: bool) -> str:
        """The export's proposed name: the list or tag shown, 'search', 'selection'."""
        model = self.host.model
        if selection_only:
            return "selection"
        if model.effective_query.strip():
            return "search"
        scope = model.scope
        if scope.kind == "list":
            lists = self.host.sidebar.model.lists
            return file_stem(next((i.name for i in lists if i.id == scope.value), ""))
        if scope.kind == "tag":
            return file_stem(str(scope.value))
        return "references"

    def export_to(self, path: Path, scope: ExportScope, flavour: str) -> None:
        """Write an export file; a failure leaves the old file as it was and says why."""
        from papershelf.services.exporting import export_file

        try:
            with bulk_work():
                result = export_file(self.controller.lib, scope, flavour, path)
        except (OSError, ValueError, ServiceError) as exc:
            failed = translate("bibtex_ui", "Export to {path} failed; the file was not changed.")
            self.host.show_error(f"{failed.format(path=path)}\n\n{exc}")
            return
        count = len(result.warnings)
        warned = translate("bibtex_ui", "; %n style warnings", None, count) if count else ""
        entries = result.entries
        exported = translate("bibtex_ui", "Exported %n entries to {path}", None, entries)
        message = exported.format(path=path) + warned
        self.window.statusBar().showMessage(plain(message), 8000)
        if result.warnings:
            self.show_style_warnings(result.warnings, path.name)

    def show_style_warnings(self, warnings: Sequence[str], where: str) -> None:
        """The export's style warnings in a dialog beside the window (double-click selects)."""
        from papershelf.gui.dialogs.style_warnings import StyleWarningsDialog

        dialog = StyleWarningsDialog(warnings, where, self.select_key, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def select_key(self, key: str) -> bool:
        """Select the entry with citation key *key*, showing all papers if the view hides it."""
        from papershelf.library.entry_records import load_record
        from papershelf.library.queries import Scope, ordered_ids

        lib = self.controller.lib
        found = [
            i for i in ordered_ids(lib, query=f'key:"{key}"', limit=20)
            if (record := load_record(lib, i)) is not None and record.key == key
        ]  # fmt: skip
        if not found:
            return False
        if self.host.model.row_of(found[0]) is None:
            self.host.show_scope(Scope())
        self.host.table.select_ids(found[:1])
        return True

    def copy_bibtex(self) -> None:
        """Ctrl+Shift+C: the selected entries' BibTeX on the clipboard."""
        ids = self.host.table.selected_ids()
        if ids:
            from papershelf.services.exporting import ExportScope, export_text

            with bulk_work():
                text = export_text(self.controller.lib, ExportScope.of_ids(ids), "bibtex")
            QApplication.clipboard().setText(text)
            count = len(ids)
            copied = translate("bibtex_ui", "Copied the BibTeX of %n entries", None, count)
            self.window.statusBar().showMessage(copied, 5000)

    def copy_cite(self) -> None:
        """Ctrl+K: \\cite{key1,key2} of the selected entries on the clipboard."""
        ids = self.host.table.selected_ids()
        if ids:
            from papershelf.services.exporting import cite_text

            text = cite_text(self.controller.lib, ids)
            QApplication.clipboard().setText(text)
            copied = translate("bibtex_ui", "Copied {text}").format(text=text)
            self.window.statusBar().showMessage(plain(copied), 5000)

    # --- auto-export -------------------------------------------------------------------------
    def bind_dialog(self, list_id: int | None) -> None:
        """Keep a reading list (None: the library) exported to a .bib (or CSL-JSON, RIS) file."""
        from papershelf.services.autoexport import FORMATS, format_for

        title, kinds = translate("bibtex_ui", "Keep Exported To"), translate("", BOUND_FILTER)
        path, _ = QFileDialog.getSaveFileName(
            self.window, title, str(Path.home() / "references.bib"), kinds
        )
        if not path:
            return
        offered = list(FORMATS)  # the one the file's name suggests comes first
        offered.sort(key=lambda name: name != format_for(path))
        flavour, ok = QInputDialog.getItem(
            self.window, translate("bibtex_ui", "Format"), translate("bibtex_ui", "Write as:"),
            offered, 0, False,
        )  # fmt: skip
        if ok:
            self.bind(Path(path), list_id, flavour)

    def bind(self, path: Path, list_id: int | None, flavour: str = "bibtex") -> Binding | None:
        """Bind and write the file once now."""
        from papershelf.services.autoexport import bind, unbind

        made: list[Binding] = []

        def do(lib: Library) -> Changes:
            made[:] = [bind(lib, path, list_id, flavour)]
            return Changes(autoexport=True)

        def undo(lib: Library) -> Changes:
            return unbind(lib, made[0].id)

        step = translate("bibtex_ui", "Keep exported to {name}").format(name=path.name)
        if not self.controller.operation(step, do, undo):
            return None
        self._queue(made[0])
        return made[0]

    def unbind_all(self, list_id: int | None) -> None:
        """Stop keeping a list's files updated."""
        from papershelf.services.autoexport import bindings, rebind

        for binding in bindings(self.controller.lib):
            if binding.list_id == list_id:
                step = translate("bibtex_ui", "Stop exporting to {name}")
                self.controller.operation(
                    step.format(name=binding.path.name),
                    partial(_unbind, binding=binding),
                    partial(rebind, binding=binding),
                )

    def schedule_auto_export(self, changes: Changes) -> None:
        """After a change: the bound files it touches are rewritten after a short pause."""
        from papershelf.services.autoexport import bindings_affected

        affected = bindings_affected(self.controller.lib, changes)
        if affected:
            self._mark_dirty(affected)
        for binding in affected:
            self._queue(binding)

    def _mark_dirty(self, affected: list[Binding]) -> None:
        """Mark the files stale until written: a quit or crash before then is caught up on."""
        from papershelf.services.autoexport import mark_dirty

        try:
            mark_dirty(self.controller.lib, affected)
        except DatabaseError as exc:
            why = translate("bibtex_ui", "Auto-export could not note its pending files: {reason}")
            self.export_failed.emit(why.format(reason=exc))

    def write_stale_files(self) -> None:
        """Write the bound files a run that ended early left stale (marked dirty)."""
        from papershelf.services.autoexport import dirty_bindings

        for binding in dirty_bindings(self.controller.lib):
            self._queue(binding)

    def _queue(self, binding: Binding) -> None:
        """Remember a file to write at the end of the pause."""
        self._pending[binding.id] = binding
        self._timer.start()

    def _write_pending(self) -> None:
        """Hand every waiting file to the worker; the window never waits for a write."""
        pending, self._pending = list(self._pending.values()), {}
        for binding in pending:
            runner().run(
                partial(_write_binding, self.controller.lib.target, binding), bulk=True,
                lane=EXPORTS, on_failure=partial(self._export_failed, binding.path),
            )  # fmt: skip

    def _export_failed(self, path: Path, message: str) -> None:
        """Say in the status bar that a bound file could not be written."""
        why = translate("bibtex_ui", "Auto-export to {path} failed: {reason}")
        self.export_failed.emit(why.format(path=path, reason=message))

    def wait_for_exports(self, msecs: int = 5000) -> bool:
        """Finish pending writes now (tests, and closing the window)."""
        if self._timer.isActive():
            self._timer.stop()
            self._write_pending()
        return runner().wait(msecs, lane=EXPORTS)


def _unbind(lib: Library, binding: Binding) -> Changes:
    """Stop writing one bound file."""
    from papershelf.services.autoexport import unbind

    return unbind(lib, binding.id)


def regenerate_keys_dialog(host: BibtexWindow) -> bool:
    """Show which keys the pattern would change for the selection; regenerate them on a yes."""
    from papershelf.services.keys import KeyChange, key_pattern, preview_regenerate, regenerate_keys

    window, controller = host.frame, host.controller
    ids = host.table.selected_ids()
    changes = preview_regenerate(controller.lib, ids)
    if not changes:
        already = translate("bibtex_ui", "Every selected key already follows the key pattern.")
        window.statusBar().showMessage(already, 6000)
        return False
    shown = "\n".join(f"{c.old}  →  {c.new}" for c in changes[:30])
    rest, count = len(changes) - 30, len(changes)
    more = "\n" + translate("bibtex_ui", "… and %n more", None, rest) if rest > 0 else ""
    question = translate(
        "bibtex_ui", "These %n citation keys will change (pattern {pattern}):", None, count
    ).format(pattern=key_pattern(controller.lib))
    update = translate("bibtex_ui", "LaTeX documents citing the old keys will need updating.")
    answer = QMessageBox.question(
        window, translate("bibtex_ui", "Regenerate Keys"),
        message_html(f"{question}\n\n{shown}{more}\n\n{update}"),
    )  # fmt: skip
    if answer != QMessageBox.StandardButton.Yes:
        return False
    back = [KeyChange(c.entry_id, c.new, c.old) for c in changes]
    return controller.operation(
        translate("bibtex_ui", "Regenerate %n keys", None, count),
        lambda lib: regenerate_keys(lib, changes),
        lambda lib: regenerate_keys(lib, back),
    )
