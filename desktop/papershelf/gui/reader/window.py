"""A reader window: one PDF of an entry, its pages, find, zoom, links, and annotations.

Every action has a key (see ACTIONS); annotations are library rows changed through undo
steps on the library's undo stack, so Ctrl+Z here and in the main window undo the same
history. The system viewer stays one key away (Ctrl+Shift+O). The position (page, zoom)
is remembered per file (and per member on a shared library). A PDF that cannot be shown
says why, in the window, in one line.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QSpinBox,
    QTabWidget,
    QToolBar,
    QWidget,
)

from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.formats.pdf.values import EXACT_FRAMES, DocumentInfo, Link
from papershelf.formats.pdf.worker import PdfWorker
from papershelf.gui.actions import ActionSpec, make_action, redo_shortcuts
from papershelf.gui.features import attachments_ui
from papershelf.gui.reader.annotating import Annotator
from papershelf.gui.reader.find import FindRun
from papershelf.gui.reader.jobs import ReaderJobs
from papershelf.gui.reader.outline import OutlineTree
from papershelf.gui.reader.pages import PagesView
from papershelf.gui.reader.panel import AnnotationsPanel
from papershelf.gui.reader.positions import remember_position, saved_positions
from papershelf.gui.reader.thumbnails import PageThumbnails
from papershelf.gui.settings import Settings
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.attachments import AttachmentRow
from papershelf.library.positions_sql import Position
from papershelf.services import annotations as service
from papershelf.services.changes import ServiceError

if TYPE_CHECKING:
    from papershelf.gui.controller import LibraryController

ACTIONS = {
    "find": ActionSpec(N("&Find…"), QKeySequence.StandardKey.Find, N("Find words in this PDF")),
    "find_next": ActionSpec(N("Find &Next"), "F3"),
    "find_previous": ActionSpec(N("Find Pre&vious"), "Shift+F3"),
    "zoom_in": ActionSpec(N("Zoom &In"), "Ctrl+="),
    "zoom_out": ActionSpec(N("Zoom &Out"), "Ctrl+-"),
    "fit_width": ActionSpec(N("Fit &Width"), "Ctrl+1"),
    "fit_page": ActionSpec(N("Fit &Page"), "Ctrl+2"),
    "go_to_page": ActionSpec(N("&Go to Page…"), "Ctrl+G"),
    "back": ActionSpec(N("&Back"), "Alt+Left", N("Back to where a link was followed from")),
    "forward": ActionSpec(N("&Forward"), "Alt+Right"),
    "copy": ActionSpec(N("&Copy"), QKeySequence.StandardKey.Copy, N("Copy the selected words")),
    "highlight": ActionSpec(N("&Highlight"), "H", N("Highlight the selected words")),
    "underline": ActionSpec(N("&Underline"), "U", N("Underline the selected words")),
    "strikeout": ActionSpec(N("&Strike Out"), "Shift+S", N("Strike the selected words out")),
    "note": ActionSpec(N("Sticky &Note"), "N", N("A note at the selected words; type it below")),
    "area": ActionSpec(
        N("&Area"), "A", N("Drag a rectangle over a figure, a table or an equation")
    ),
    "comment": ActionSpec(N("Co&mment"), "C", N("Comment on the selected annotation")),
    "save_pdf": ActionSpec(N("&Save Annotations to PDF"), "Ctrl+S", N("Write them into the file")),
    "to_notes": ActionSpec(
        N("Annotations to &Notes"), "Ctrl+Shift+N", N("Add the quotes and comments to the notes")
    ),
    "system": ActionSpec(N("Open in System &Viewer"), "Ctrl+Shift+O"),
    "close": ActionSpec(N("&Close"), "Ctrl+W"),
    "shortcuts": ActionSpec(N("&Keyboard Shortcuts"), "F1", N("Every key of the reader")),
    "rotate_right": ActionSpec(N("Rotate &Clockwise"), "Ctrl+]"),
    "rotate_left": ActionSpec(N("Rotate &Anticlockwise"), "Ctrl+["),
    "dark": ActionSpec(
        N("&Dark Pages"), "Ctrl+Shift+D", N("Light text on dark pages (remembered)")
    ),
}
# Keys the pages handle themselves (not actions), for F1's list.
PAGE_KEYS = (
    (N("Next page"), "PgDown"), (N("Previous page"), "PgUp"), (N("Down a screen"), "Space"),
    (N("Up a screen"), "Shift+Space"), (N("First page"), "Home"), (N("Last page"), "End"),
    (N("Zoom about the mouse"), "Ctrl+Wheel"), (N("Select words"), N("Drag")),
    (N("Follow a link"), N("Click")), (N("Leave the area tool"), "Esc"),
    (N("Delete the selected annotation"), N("Del (in the panel)")),
    (N("Save the comment"), N("Ctrl+Enter (in the comment)")),
)  # fmt: skip
DARK_KEY = "reader/dark"


class ReaderWindow(QMainWindow):
    """One PDF of one entry, read and annotated."""

    closed = Signal(int)  # the attachment's id, when the window closes

    def __init__(
        self,
        controller: LibraryController,
        settings: Settings,
        entry_id: int,
        attachment: AttachmentRow,
        worker: PdfWorker,
        title: str = "",
    ) -> None:
        super().__init__()
        self.setObjectName("readerWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.controller, self.settings = controller, settings
        self.entry_id, self.attachment = entry_id, attachment
        self.path = Path(attachment.path)
        self.setWindowTitle(
            translate("reader.window", "{title} — Reader").format(title=title or self.path.name)
        )
        self.jobs = ReaderJobs(worker, self.path, self)
        self.view = PagesView(self.jobs, self)
        self.panel = AnnotationsPanel(self)
        self.outline = OutlineTree(self)
        self.thumbnails = PageThumbnails(self.jobs, self)
        self.finder = FindRun(self.view, self)
        self.annotator = Annotator(self)
        self.history: list[tuple[int, float]] = []
        self.future: list[tuple[int, float]] = []
        self.problem = ""
        self.actions_by_name: dict[str, QAction] = {}
        self.setCentralWidget(self.view)
        self._build_panel()
        self._build_actions()
        self._build_toolbar()
        self._connect()
        self.resize(1100, 900)
        self.jobs.start()

    # --- opening ------------------------------------------------------------------------
    def open_document(self) -> bool:
        """Read the PDF's pages and go where the person left it; False (the reason shown in
        the window) when it cannot be shown."""
        info = self._read_info()
        if info is None:
            return False
        self.info = info
        self.view.set_document(info, 1.0)
        self.view.set_scale(self.view.fit_width_scale())  # before any page is asked for
        self.view.exact_frames_wanted = len(info.pages) > EXACT_FRAMES
        self.page_box.blockSignals(True)
        self.page_box.setRange(1, len(info.pages))
        self.page_box.blockSignals(False)
        self._restore_position(info)
        self.view.ask_now()  # the worker draws what shows while the rest is built
        self.page_total.setText(f"of {len(info.pages)}")
        self.outline.show_items(info.outline)
        self.thumbnails.set_pages(len(info.pages))
        self.annotator.reload_annotations()
        if self.settings.text(DARK_KEY):
            self.toggle_dark()
        return True

    def _read_info(self) -> DocumentInfo | None:
        """The document's pages, asking for the password of an encrypted one (three tries);
        None when it cannot be shown (the window says why)."""
        for _attempt in range(4):
            try:
                return self.jobs.info()
            except PdfError as error:
                message = str(error)
                if "password" not in message or _attempt == 3:
                    break
                password = self.ask_password(message)
                if password is None:
                    break
                self.jobs.password = password
        self._refuse(message)
        return None

    def ask_password(self, why: str) -> str | None:
        """The password the person types for this PDF (None: they cancelled)."""
        text, ok = QInputDialog.getText(
            self,
            translate("reader.window", "Password"),
            translate("reader.window", "{file} {why}. Password:").format(
                file=self.path.name, why=why
            ),
            QLineEdit.EchoMode.Password,
        )
        return text if ok else None

    def read_file_annotations(self) -> None:
        """Take in the annotations the file holds that the library lacks (Acrobat's, Okular's…):
        read in the background, stored when they come."""
        if self.controller.read_only or self.problem:
            return
        known = service.file_ids(self.controller.lib, self.entry_id)
        self.jobs.file_annotations(self.entry_id, self.attachment.id, known)

    def _file_annotations_read(self, records: object) -> None:
        """The file's new annotations came: store them (not an undo step: they are the file's)."""
        if not records or self.controller.read_only:
            return
        try:
            self.controller.run(lambda lib: service.add_records(lib, records)[1])  # type: ignore[arg-type]
        except ServiceError as error:
            kept = translate("reader.window", "Annotations in the file could not be kept: {reason}")
            self.statusBar().showMessage(kept.format(reason=error))

    def _refuse(self, message: str) -> None:
        """Show why the PDF cannot be shown instead of pages."""
        problem = translate("reader.window", "This PDF could not be shown: {file} {why}.")
        self.problem = problem.format(file=self.path.name, why=message)
        label = QLabel(self.problem, self)
        label.setObjectName("readerProblem")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        self.setCentralWidget(label)

    def _restore_position(self, info: DocumentInfo) -> None:
        """The page and zoom of last time (the member's own on a shared library), else page 1
        at fit width."""
        lib = self.controller.lib
        saved = saved_positions(self.settings, lib, [self.attachment]).get(self.attachment.id)
        self.view.set_scale(self.view.fit_width_scale())
        if saved is None:
            return
        self.view.set_scale(saved.scale)
        self.view.restore_position(min(saved.page, len(info.pages) - 1), saved.fraction)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Remember the position, stop the background thread."""
        if not self.problem and self.view.page_count:
            page, fraction = self.view.position()
            position = Position(page, round(fraction, 4), round(self.view.scale, 4))
            remember_position(self.settings, self.controller.lib, self.attachment, position)
        self.jobs.stop()
        self.closed.emit(self.attachment.id)
        super().closeEvent(event)

    # --- building -----------------------------------------------------------------------
    def _build_panel(self) -> None:
        """The annotations panel, docked on the right."""
        dock = QDockWidget(translate("reader.window", "Annotations"), self)
        dock.setObjectName("readerAnnotationsDock")
        self.tabs = QTabWidget(dock)
        self.tabs.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its tab bar takes the keys
        self.tabs.addTab(self.panel, translate("reader.window", "Annotations"))
        self.tabs.addTab(self.outline, translate("reader.window", "Contents"))
        self.tabs.addTab(self.thumbnails, translate("reader.window", "Pages"))
        self.tabs.currentChanged.connect(self._tab_shown)
        dock.setWidget(self.tabs)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        dock.setTitleBarWidget(QWidget(dock))  # the panel's heading names it
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)

    def _build_actions(self) -> None:
        """Every action, with its key, on the window."""
        handlers = {
            "find": self.focus_find, "find_next": lambda: self.finder.step(True),
            "find_previous": lambda: self.finder.step(False), "zoom_in": self.view.zoom_in,
            "zoom_out": self.view.zoom_out,
            "fit_width": lambda: self.view.set_scale(self.view.fit_width_scale()),
            "fit_page": lambda: self.view.set_scale(self.view.fit_page_scale()),
            "go_to_page": self.focus_page_box, "back": self.back, "forward": self.forward,
            "copy": self.copy, "highlight": lambda: self.annotator.mark("highlight"),
            "underline": lambda: self.annotator.mark("underline"),
            "strikeout": lambda: self.annotator.mark("strikeout"),
            "comment": self.panel.edit_comment,
            "note": lambda: self.annotator.mark("note"), "area": self._area_tool_toggled,
            "save_pdf": self.annotator.save_to_pdf, "to_notes": self.annotator.annotations_to_notes,
            "system": self.open_in_system_viewer, "close": self.close,
            "shortcuts": self.show_shortcuts, "dark": self.toggle_dark,
            "rotate_right": lambda: self.view.rotate(90),
            "rotate_left": lambda: self.view.rotate(-90),
        }  # fmt: skip
        for name, spec in ACTIONS.items():
            action = make_action(self, spec, handlers[name])
            self.addAction(action)
            self.actions_by_name[name] = action
        self.actions_by_name["dark"].setCheckable(True)
        self.actions_by_name["area"].setCheckable(True)
        self.actions_by_name["zoom_in"].setShortcuts(
            [QKeySequence("Ctrl+="), QKeySequence("Ctrl++")]
        )
        undo = self.controller.undo_stack.createUndoAction(
            self, translate("reader.window", "&Undo")
        )
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        redo = self.controller.undo_stack.createRedoAction(
            self, translate("reader.window", "&Redo")
        )
        redo.setShortcuts(redo_shortcuts())
        self.addActions([undo, redo])
        self.actions_by_name.update(undo=undo, redo=redo)

    def _build_toolbar(self) -> None:
        """Page box, zoom, find box, colour, and the annotation and link actions."""
        bar = QToolBar(translate("reader.window", "Reader"), self)
        bar.setObjectName("readerToolbar")
        bar.setMovable(False)
        self.addToolBar(bar)
        self.page_box = QSpinBox(bar)
        self.page_box.setObjectName("readerPage")
        self.page_box.setKeyboardTracking(False)
        self.page_box.setAccessibleName(self.tr("Page"))
        self.page_total = QLabel("", bar)
        self.find_box = QLineEdit(bar)
        self.find_box.setObjectName("readerFind")
        self.find_box.setPlaceholderText(translate("reader.window", "Find in PDF (Ctrl+F)"))
        self.find_box.setClearButtonEnabled(True)
        self.find_box.setAccessibleName(self.tr("Find in PDF"))
        self.find_box.setMinimumWidth(150)  # the toolbar overflows before the box shrinks
        self.find_box.setMaximumWidth(220)
        self.find_status = QLabel("", bar)
        self.colour_box = QComboBox(bar)
        self.colour_box.setObjectName("readerColour")
        for name, value in service.COLOURS.items():
            self.colour_box.addItem(name.capitalize(), value)
        bar.addWidget(QLabel(translate("reader.window", " Page "), bar))
        bar.addWidget(self.page_box)
        bar.addWidget(self.page_total)
        bar.addSeparator()
        names = ("back", "forward", "zoom_out", "zoom_in", "fit_width", "fit_page", "dark")
        bar.addActions([self.actions_by_name[n] for n in names])
        bar.addSeparator()
        bar.addWidget(self.find_box)
        bar.addWidget(self.find_status)
        bar.addSeparator()
        bar.addWidget(self.colour_box)
        marks = ("highlight", "underline", "area", "save_pdf")
        bar.addActions([self.actions_by_name[n] for n in marks])

    def _connect(self) -> None:
        """Signals between the parts and from the library."""
        self.view.page_changed.connect(lambda page: self._show_page(page))
        self.view.link_clicked.connect(self.follow)
        self.page_box.valueChanged.connect(lambda value: self.view.go_to(value - 1))
        self.find_box.returnPressed.connect(self._find_entered)
        self.finder.changed.connect(lambda: self.find_status.setText(self.finder.summary()))
        self.colour_box.currentIndexChanged.connect(self.annotator.colour_chosen)
        self.panel.jump_requested.connect(self.annotator.jump_to)
        self.outline.jump_requested.connect(lambda page: self.view.go_to(page))
        self.thumbnails.jump_requested.connect(lambda page: self.view.go_to(page))
        self.panel.comment_edited.connect(self.annotator.set_comment)
        self.panel.delete_requested.connect(self.annotator.delete_annotation)
        self.panel.tags_edited.connect(self.annotator.set_tags)
        self.panel.public_edited.connect(self.annotator.set_public)
        self.panel.only_mine.toggled.connect(self.annotator.show_only_mine)
        self.view.area_drawn.connect(self.annotator.mark_area)
        self.view.area_tool_left.connect(self.actions_by_name["area"].trigger)
        self.controller.changed.connect(self.annotator.library_changed)
        self.jobs.failed.connect(self._page_failed)
        self.jobs.file_annotations_ready.connect(self._file_annotations_read)

    # --- reading ------------------------------------------------------------------------
    def _tab_shown(self, index: int) -> None:
        """The Pages tab asks for its pictures when first shown."""
        if self.tabs.widget(index) is self.thumbnails:
            self.thumbnails.ask()
            self.thumbnails.show_current(self.view.current_page())

    def _show_page(self, page: int) -> None:
        """Keep the page box in step with scrolling (without scrolling again)."""
        self.page_box.blockSignals(True)
        self.page_box.setValue(page + 1)
        self.page_box.blockSignals(False)

    def _area_tool_toggled(self) -> None:
        """A: drags draw areas (the action checked) or select words again."""
        self.view.set_area_mode(self.actions_by_name["area"].isChecked())

    def focus_page_box(self) -> None:
        """Ctrl+G: type a page number, Enter goes there."""
        self.page_box.setFocus()
        self.page_box.selectAll()

    def focus_find(self) -> None:
        """Ctrl+F: the find box, its text selected."""
        self.find_box.setFocus()
        self.find_box.selectAll()

    def _find_entered(self) -> None:
        """Enter in the find box: search (again: the next hit)."""
        words = self.find_box.text()
        if " ".join(words.split()) == self.finder.words and self.finder.hits:
            self.finder.step(True)
        else:
            self.finder.search(words)

    def follow(self, link: Link) -> None:
        """Go to a link's page (Back returns); a web link opens only once confirmed."""
        if link.page is not None:
            self.history.append(self.view.position())
            self.future.clear()
            self.view.go_to(link.page, link.top)
            return
        if link.uri and self._confirm_uri(link.uri):
            attachments_ui.open_with_system(QUrl(link.uri))

    def _confirm_uri(self, uri: str) -> bool:
        """Whether the person agrees to open a web address from the PDF."""
        answer = QMessageBox.question(
            self,
            translate("reader.window", "Open Link"),
            translate(
                "reader.window", "Open this address from the PDF in your browser?\n\n{address}"
            ).format(address=uri),
        )
        return answer == QMessageBox.StandardButton.Yes

    def back(self) -> None:
        """Alt+Left: where the last link was followed from."""
        if self.history:
            self.future.append(self.view.position())
            self.view.restore_position(*self.history.pop())

    def forward(self) -> None:
        """Alt+Right: where Back came from."""
        if self.future:
            self.history.append(self.view.position())
            self.view.restore_position(*self.future.pop())

    def copy(self) -> None:
        """Ctrl+C: the selected words, mended (ligatures, hyphens at line ends)."""
        text = self.view.selected_text()
        if text:
            QGuiApplication.clipboard().setText(text)

    def toggle_dark(self) -> None:
        """Ctrl+Shift+D: pages light on dark, or back; kept for the next reader."""
        dark = not self.view.dark
        self.view.set_dark(dark)
        self.actions_by_name["dark"].setChecked(dark)
        self.settings.set_text(DARK_KEY, "1" if dark else "")

    def show_shortcuts(self) -> QWidget:
        """F1: every key of the reader, with a filter box."""
        from papershelf.gui.dialogs.shortcuts_dialog import ShortcutsDialog, action_text

        reader = translate("reader.window", "Reader")
        rows = [
            (action_text(action.text()).split(" ", 1)[0] if name in ("undo", "redo")
             else action_text(action.text()),
             ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText)
                       for k in action.shortcuts()), reader)
            for name, action in self.actions_by_name.items()
        ]  # fmt: skip
        rows += [(translate("", what), translate("", keys), reader) for what, keys in PAGE_KEYS]
        dialog = ShortcutsDialog(rows, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        dialog.filter_edit.setFocus()
        return dialog

    def open_in_system_viewer(self) -> None:
        """Ctrl+Shift+O: the same file in the desktop's PDF viewer."""
        attachments_ui.open_with_system(QUrl.fromLocalFile(str(self.path)))

    def _page_failed(self, page: int, message: str) -> None:
        """A page (or the file's annotations, page -1) could not be read: say so."""
        if page < 0:
            text = translate(
                "reader.window", "The annotations in {file} could not be read: it {why}."
            ).format(file=self.path.name, why=message)
        else:
            text = translate("reader.window", "Page {page} could not be shown: {why}.").format(
                page=page + 1, why=message
            )
        self.statusBar().showMessage(text)
