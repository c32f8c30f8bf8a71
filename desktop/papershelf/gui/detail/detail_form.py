"""The detail view's edit form: every field of one entry, and only the changes a person made
(the values it reads and checks, apart from its widgets: form_values)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import (
    QKeySequence,
    QPalette,
    QRegularExpressionValidator,
    QShortcut,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import (
    QAbstractItemDelegate,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from papershelf.formats.names import from_name_lines, name_lines
from papershelf.gui.colours import colour
from papershelf.gui.detail.edit_origin import EditOrigin
from papershelf.gui.detail.form_values import (
    Fields,
    form_values,
    multi_line,
    one_line,
    value_problems,
    values_as_text,
)
from papershelf.gui.safe_text import has_absurd_word
from papershelf.gui.translation import translate
from papershelf.gui.widgets import NameLines, WrappingLine, plain_box
from papershelf.library.queries import EntryDetails

BIBTEX_TYPES = (
    "article", "book", "booklet", "inbook", "incollection", "inproceedings", "conference",
    "manual", "mastersthesis", "phdthesis", "proceedings", "techreport", "unpublished", "misc",
)  # fmt: skip
WRAP_ANYWHERE = QTextOption.WrapMode.WrapAnywhere
WRAP_AT_WORDS = QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere  # a text box's usual way
FAILURE_STYLE = (
    "QFrame#saveFailure { background: rgba(208, 69, 58, 0.12); "
    "border: 1px solid rgba(208, 69, 58, 0.55); border-radius: 4px; }"
)
# How the form reads a field's box and fills it.
Binding = tuple[Callable[[], Any], Callable[[Any], None]]


class FieldTable(QWidget):
    """The entry's other BibTeX fields as an editable two-column table, in order."""

    changed = Signal()
    VISIBLE_ROWS = 8

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, 2, self)
        self.table.setHorizontalHeaderLabels(
            [translate("detail_form", "Field"), translate("detail_form", "Value")]
        )
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setColumnWidth(0, 120)
        self.table.setTabKeyNavigation(False)
        self.table.setWordWrap(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAccessibleName("Other BibTeX fields")
        self.table.itemChanged.connect(self.changed)
        self.add_button = QPushButton(translate("detail_form", "Add field"), self)
        self.add_button.setToolTip(
            translate("detail_form", "Add a BibTeX field, such as pages or publisher")
        )
        self.remove_button = QPushButton(translate("detail_form", "Remove field"), self)
        self.remove_button.setToolTip(translate("detail_form", "Remove the selected fields"))
        self.add_button.clicked.connect(self.add_row)
        self.remove_button.clicked.connect(self.remove_selected)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self._lay_out()

    def _lay_out(self) -> None:
        """Table above, add and remove buttons below on the right."""
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)
        self._update_buttons()

    def rows(self) -> Fields:
        """(name, value) for every row that is not blank, top to bottom."""
        pairs = [(one_line(self._text(row, 0)), self._text(row, 1)) for row in range(self._count())]
        return [(name, value) for name, value in pairs if name or value]

    def set_rows(self, rows: Fields) -> None:
        """Show *rows* in order."""
        self.table.blockSignals(True)
        self.table.setRowCount(0)
        for name, value in rows:
            self._append(name, value)
        self.table.blockSignals(False)
        self._fit()
        self.changed.emit()

    def add_row(self) -> None:
        """Append an empty row and start typing its name."""
        row = self._append("", "")
        self._fit()
        self.table.setCurrentCell(row, 0)
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self.table.editItem(self.table.item(row, 0))  # type: ignore[arg-type]

    def remove_selected(self) -> None:
        """Remove the selected rows (or the current one)."""
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        if not rows and self.table.currentRow() >= 0:
            rows = {self.table.currentRow()}
        for row in sorted(rows, reverse=True):
            self.table.removeRow(row)
        self._fit()
        self.changed.emit()

    def commit_editing(self) -> None:
        """Keep what is typed in a cell still open (Ctrl+S pressed before Return)."""
        editor = QApplication.focusWidget()
        editing = self.table.state() == QAbstractItemView.State.EditingState
        if editing and editor is not None and self.table.isAncestorOf(editor):
            self.table.commitData(editor)
            self.table.closeEditor(editor, QAbstractItemDelegate.EndEditHint.NoHint)

    def _append(self, name: str, value: str) -> int:
        """Add one row at the end; returns its number."""
        row = self._count()
        self.table.insertRow(row)
        self.table.setItem(row, 0, QTableWidgetItem(name))
        self.table.setItem(row, 1, QTableWidgetItem(value))
        return row

    def _count(self) -> int:
        """Number of rows, blank ones included."""
        return self.table.rowCount()

    def _text(self, row: int, column: int) -> str:
        """The text of one cell ('' for a missing item)."""
        item = self.table.item(row, column)
        return item.text() if item is not None else ""

    def _fit(self) -> None:
        """Grow with the rows up to VISIBLE_ROWS, so the form scrolls rather than the table."""
        shown = max(2, min(self._count(), self.VISIBLE_ROWS))
        row_height = self.table.verticalHeader().defaultSectionSize()
        frame = 2 * self.table.frameWidth()
        self.table.setFixedHeight(
            self.table.horizontalHeader().sizeHint().height() + shown * row_height + frame
        )
        self._update_buttons()

    def _update_buttons(self) -> None:
        """Remove only makes sense with a row to remove."""
        self.remove_button.setEnabled(self._count() > 0 and self.table.currentRow() >= 0)


class SaveFailure(QFrame):
    """Under the form when a save was refused: why, and Retry or Copy the typed text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("saveFailure")
        self.setStyleSheet(FAILURE_STYLE)
        self.label = QLabel(self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.retry_button = QPushButton(translate("detail_form", "&Retry"), self)
        self.retry_button.setToolTip(translate("detail_form", "Try to save the changes again"))
        self.copy_button = QPushButton(translate("detail_form", "&Copy Text"), self)
        self.copy_button.setToolTip(
            translate("detail_form", "Copy every field of the form, as typed, to the clipboard")
        )
        self.recreate_button = QPushButton(translate("detail_form", "Re-&create"), self)
        self.recreate_button.setToolTip(
            translate("detail_form", "Add the paper again, with what the form holds")
        )
        self.recreate_button.hide()  # only for a paper deleted while it was being edited
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.retry_button)
        buttons.addWidget(self.recreate_button)
        buttons.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.addWidget(self.label)
        layout.addLayout(buttons)
        self.hide()

    def show_reason(self, reason: str) -> None:
        """Say the changes are not saved, and why."""
        self.label.setText(f"{reason} Your changes are still here: Retry, or Copy them.")
        self.retry_button.show()
        self.recreate_button.hide()
        self.show()

    def show_deleted(self, text: str) -> None:
        """Say the paper itself is gone: Re-create it or Copy the typed values (no Retry)."""
        self.label.setText(text)
        self.retry_button.hide()
        self.recreate_button.show()
        self.show()


def line_binding(box: QLineEdit) -> Binding:
    """Read a one-line box with its whitespace collapsed; fill it with text."""
    return (lambda: one_line(box.text())), box.setText


def combo_binding(box: QComboBox) -> Binding:
    """Read an editable combo box's text; fill it with text."""
    return (lambda: one_line(box.currentText())), box.setCurrentText


def text_binding(box: QPlainTextEdit, normalise: Callable[[str], str]) -> Binding:
    """Read a plain-text box through *normalise*; fill it with text."""
    return (lambda: normalise(box.toPlainText())), lambda text: fill_box(box, text)


def fill_box(box: QPlainTextEdit, text: str) -> None:
    """Put *text* in a box; an absurdly long word wraps anywhere, as wrapping it at word
    boundaries takes time that grows with the square of its length (minutes for 400k)."""
    anywhere = has_absurd_word(text)
    box.clear()  # first: a new wrap mode lays out the text already there again
    box.setWordWrapMode(WRAP_ANYWHERE if anywhere else WRAP_AT_WORDS)
    box.setPlainText(text)


def names_binding(box: QPlainTextEdit) -> Binding:
    """Read an author list from its one-name-a-line box; fill the box a name a line."""
    return (lambda: from_name_lines(box.toPlainText())), (lambda t: box.setPlainText(name_lines(t)))


class EntryForm(QWidget):
    """Boxes for every field; Save (Ctrl+S, Ctrl+Return) reports the changes, Esc cancels."""

    submitted = Signal(dict)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._loaded: dict[str, Any] = {}
        self.origin = EditOrigin()  # what a save's edits started from (version, values)
        self._make_boxes()
        self._bindings = self._make_bindings()
        self._lay_out()
        self._add_shortcuts()
        self._connect_changes()

    def _make_boxes(self) -> None:
        """Create one input per field."""
        self.type_box = QComboBox()
        self.type_box.setEditable(True)
        self.type_box.addItems(BIBTEX_TYPES)
        self.type_box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        type_text = self.type_box.lineEdit()  # the box is named by its label; its text is not
        if type_text is not None:
            type_text.setAccessibleName(translate("Accessibility", "Entry type"))
        self.key_box = QLineEdit()
        self.title_box = WrappingLine(2, "Title")
        self.authors_box = NameLines(3, "Authors")
        self.year_box = QLineEdit()
        self.year_box.setValidator(QRegularExpressionValidator(QRegularExpression(r"-?\d{0,4}")))
        self.year_box.setMaximumWidth(self.year_box.fontMetrics().horizontalAdvance("00000") + 24)
        self.venue_box, self.doi_box, self.url_box = QLineEdit(), QLineEdit(), QLineEdit()
        self.keywords_box = QLineEdit()
        self.abstract_box = plain_box(12, "Abstract")
        self.notes_box = plain_box(6, "Notes")
        self.field_table = FieldTable()
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        warning = self.problem_label.palette()
        warning.setColor(QPalette.ColorRole.WindowText, colour("problem"))
        self.problem_label.setPalette(warning)
        self.save_button = QPushButton(translate("detail_form", "Save"))
        self.save_button.setDefault(True)
        self.save_button.setToolTip(translate("detail_form", "Save the changes (Ctrl+S)"))
        self.cancel_button = QPushButton(translate("detail_form", "Cancel"))
        self.cancel_button.setToolTip(translate("detail_form", "Discard the changes (Esc)"))
        self.failure = SaveFailure()
        self.failure.retry_button.clicked.connect(self.submit)
        self.failure.copy_button.clicked.connect(self.copy_values)
        self._placeholders()

    def _placeholders(self) -> None:
        """Greyed examples that show the expected form of each value."""
        self.key_box.setPlaceholderText("vaswani2017attention")
        self.authors_box.setPlaceholderText("Vaswani, Ashish\nShazeer, Noam\n…")
        self.year_box.setPlaceholderText("2025")
        self.venue_box.setPlaceholderText(
            translate("detail_form", "Journal, conference or publisher")
        )
        self.doi_box.setPlaceholderText("10.1000/xyz123")
        self.url_box.setPlaceholderText("https://…")
        self.keywords_box.setPlaceholderText(translate("detail_form", "comma, separated, words"))
        self.notes_box.setPlaceholderText(translate("detail_form", "Your thoughts on the paper"))

    def _make_bindings(self) -> dict[str, Binding]:
        """For each field name: how to read its box (normalised) and fill it."""
        lines = {
            "key": self.key_box, "year": self.year_box,
            "venue": self.venue_box, "doi": self.doi_box, "url": self.url_box,
            "keywords": self.keywords_box,
        }  # fmt: skip
        bindings = {name: line_binding(box) for name, box in lines.items()}
        bindings["entry_type"] = combo_binding(self.type_box)
        bindings["title"] = text_binding(self.title_box, one_line)
        bindings["authors_text"] = names_binding(self.authors_box)
        bindings["abstract"] = text_binding(self.abstract_box, multi_line)
        bindings["notes"] = text_binding(self.notes_box, multi_line)
        bindings["fields"] = (self.field_table.rows, self.field_table.set_rows)
        return bindings

    def _lay_out(self) -> None:
        """The form in a scroll area; problems and the buttons stay in view below it."""
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from box to box, not via the pane
        scroll.setWidget(self._form_widget())
        buttons = QHBoxLayout()
        buttons.addWidget(self.problem_label, 1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll, 1)
        layout.addLayout(buttons)
        self._scroll = scroll
        buttons.setContentsMargins(12, 6, 12, 10)

    def _form_widget(self) -> QWidget:
        """The labelled boxes, top to bottom in the order a citation reads."""
        widget = QWidget()
        form = QFormLayout(widget)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setContentsMargins(16, 14, 16, 14)
        form.addRow(self.failure)  # on top, scrolled into view: a squeezed pane cannot cut it
        form.addRow(translate("detail_form", "&Title"), self.title_box)
        form.addRow(
            translate("detail_form", "&Authors"),
            self._with_hint(
                self.authors_box, translate("detail_form", "One name a line: Family, Given")
            ),
        )
        form.addRow(translate("detail_form", "&Year"), self.year_box)
        form.addRow(translate("detail_form", "&Venue"), self.venue_box)
        form.addRow(translate("detail_form", "T&ype"), self.type_box)
        form.addRow(translate("detail_form", "&Key"), self.key_box)
        form.addRow(translate("detail_form", "&DOI"), self.doi_box)
        form.addRow(translate("detail_form", "&URL"), self.url_box)
        form.addRow(translate("detail_form", "Key&words"), self.keywords_box)
        form.addRow(
            translate("detail_form", "A&bstract"),
            self._with_hint(
                self.abstract_box,
                translate("detail_form", "**bold**, *italic* and $\\LaTeX$ are shown formatted"),
            ),
        )
        form.addRow(translate("detail_form", "&Notes"), self.notes_box)
        form.addRow(translate("detail_form", "Other &fields"), self.field_table)
        return widget

    def _with_hint(self, box: QWidget, hint: str) -> QWidget:
        """A box with a small muted line of help under it."""
        label = QLabel(hint)
        label.setWordWrap(True)
        label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 0.9)
        label.setFont(font)
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(box)
        layout.addWidget(label)
        return holder

    def _add_shortcuts(self) -> None:
        """Ctrl+S and Ctrl+Return save, Esc cancels, while focus is inside the form."""
        keys = (
            QKeySequence.StandardKey.Save,
            QKeySequence("Ctrl+Return"),
            QKeySequence("Ctrl+Enter"),
        )
        for key in keys:
            shortcut = QShortcut(key, self, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(self.submit)
        escape = QShortcut(
            QKeySequence("Esc"), self, context=Qt.ShortcutContext.WidgetWithChildrenShortcut
        )
        escape.activated.connect(self.cancelled)
        self.save_button.clicked.connect(self.submit)
        self.cancel_button.clicked.connect(self.cancelled)

    def _connect_changes(self) -> None:
        """Re-check the values whenever any box changes."""
        for box in (self.key_box, self.year_box):
            box.textChanged.connect(self._check)
        self.field_table.changed.connect(self._check)

    def load(self, entry: EntryDetails) -> None:
        """Fill every box from *entry*; later changes are measured against it."""
        self._loaded = form_values(entry)
        self.origin.load(entry)
        for name, (_read, fill) in self._bindings.items():
            fill(self._loaded[name])
        self.failure.hide()
        self._check()

    def refresh(self, entry: EntryDetails) -> None:
        """Take fresh values of the same entry, keeping every box the person has changed."""
        fresh = form_values(entry)
        touched = [
            n for n, (read, _fill) in self._bindings.items() if read() != self._loaded.get(n)
        ]
        for name, (_read, fill) in self._bindings.items():
            if name not in touched:
                fill(fresh[name])
        self.origin.refresh(entry, touched)
        self._loaded = {**fresh, **{n: self._loaded[n] for n in touched}}
        self._check()

    def values(self) -> dict[str, Any]:
        """What the boxes hold now, normalised."""
        return {name: read() for name, (read, _fill) in self._bindings.items()}

    def changes(self) -> dict[str, Any]:
        """Only the fields that differ from the loaded entry, as update_entry takes them."""
        current = self.values()
        changed = {
            name: value for name, value in current.items() if value != self._loaded.get(name)
        }
        if "year" in changed:
            changed["year"] = int(changed["year"]) if changed["year"] else None
        return changed

    def problems(self) -> list[str]:
        """Reasons the values cannot be saved yet."""
        return value_problems(self.values())

    def focus_first(self) -> None:
        """Put the cursor in the title, where most edits start."""
        self.title_box.setFocus(Qt.FocusReason.OtherFocusReason)
        self.title_box.moveCursor(QTextCursor.MoveOperation.End)

    def submit(self) -> None:
        """Report the changes unless a value is invalid (then the problem is shown)."""
        self.field_table.commit_editing()
        if self._check():
            self.submitted.emit(self.changes())

    def show_failure(self, reason: str) -> None:
        """The last save was refused: keep every box as typed, say why, offer Retry and Copy."""
        self.failure.show_reason(reason)
        self._scroll.verticalScrollBar().setValue(0)  # the note is the form's first row

    def show_deleted(self, text: str) -> None:
        """The paper was deleted while being edited: keep every box, offer Re-create and Copy."""
        self.failure.show_deleted(text)
        self._scroll.verticalScrollBar().setValue(0)

    def copy_values(self) -> None:
        """Put every field, as typed, on the clipboard (so a refused edit is never lost)."""
        QApplication.clipboard().setText(values_as_text(self.values()))

    def _check(self) -> bool:
        """Show the first problem, if any, and allow saving only without one."""
        problems = self.problems()
        self.problem_label.setText(problems[0] if problems else "")
        self.problem_label.setToolTip("\n".join(problems))
        self.save_button.setEnabled(not problems)
        return not problems
