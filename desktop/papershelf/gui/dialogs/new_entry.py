"""Paper › New Entry (Ctrl+N): pick a type, fill its fields, checked as you type.

The form shows the type's required fields first (bold, with *), then its optional ones, from
`formats.datamodel`. Values typed stay when the type changes. A value that cannot be right
(a year of three digits, a DOI without '10.') blocks Add and says why next to the form;
required fields left empty are a warning, as in JabRef: the entry is added, and the message
says what a bibliography style will complain about. The entry goes through the same import
as a file (key from the key pattern when none is given), as one undo step.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from papershelf.formats.bib.datamodel import TYPES, EntryType, check_value, missing_required
from papershelf.formats.names import parse_names
from papershelf.formats.records import Record
from papershelf.gui.controller import LibraryController
from papershelf.gui.translation import translate
from papershelf.services.importing import ImportReport, import_records

LONG_FIELDS = frozenset({"abstract", "note"})
AUTHOR_EXAMPLE = "Vaswani, Ashish and Shazeer, Noam"  # BibTeX syntax: the same in every language
COLUMNS = {"title", "abstract", "doi", "url", "keywords"}  # Record attributes, not fields
DOI_RESOLVERS = ("https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/",
                 "doi:")  # fmt: skip


def bare_doi(text: str) -> str:
    """A DOI as typed or pasted, without a resolver's address ('https://doi.org/10.1/x')."""
    doi = text.strip()
    for prefix in DOI_RESOLVERS:
        if doi.lower().startswith(prefix):
            return doi[len(prefix) :].strip()
    return doi


VENUES = ("journal", "booktitle")


def record_from(entry_type: str, key: str, values: dict[str, str]) -> Record:
    """A record of this type from the form's values (empty ones left out)."""
    filled = {name: value.strip() for name, value in values.items() if value.strip()}
    record = Record(entry_type=entry_type, key=key.strip() or None)
    for name in COLUMNS & filled.keys():
        setattr(record, name, filled[name])
    record.authors_text = filled.get("author", "")
    record.authors = parse_names(record.authors_text)[0]
    year = filled.get("year") or filled.get("date", "")[:4]
    record.year = int(year) if year.isdigit() else None
    record.venue = next((filled[v] for v in VENUES if v in filled), "")
    skip = COLUMNS | {"author", "year"}
    record.fields = [(n, v) for n, v in filled.items() if n not in skip]
    record.editors = parse_names(filled.get("editor", ""))[0]
    return record


class NewEntryDialog(QDialog):
    """A type, its fields, live checks; Add imports the entry as one undo step."""

    def __init__(
        self, controller: LibraryController, parent: QWidget | None = None,
        on_added: Callable[[ImportReport], None] | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.controller = controller
        self.on_added = on_added
        self.values: dict[str, str] = {}
        self.boxes: dict[str, QLineEdit | QPlainTextEdit] = {}
        self.setWindowTitle(translate("new_entry", "New Entry"))
        self.setObjectName("newEntryDialog")
        self.type_box = QComboBox(self)
        self.type_box.setObjectName("entryType")
        for entry_type in TYPES.values():
            suffix = " — BibLaTeX" if entry_type.biblatex_only else ""
            self.type_box.addItem(
                f"{entry_type.label} (@{entry_type.name}){suffix}", entry_type.name
            )
        self.key_box = QLineEdit(self)
        self.key_box.setPlaceholderText(
            translate("new_entry", "made from the key pattern when left empty")
        )
        self.fields_area = QScrollArea(self)
        self.fields_area.setWidgetResizable(True)
        self.fields_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to its fields
        self.problems = QLabel(self)
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.TextFormat.PlainText)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.add_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.add_button.setText(translate("new_entry", "&Add"))
        self._lay_out()
        self.type_box.currentIndexChanged.connect(self._type_changed)
        self.buttons.accepted.connect(self.add)
        self.buttons.rejected.connect(self.reject)
        self._type_changed()

    def _lay_out(self) -> None:
        """Type and key on top, the fields scrolling, problems and buttons below."""
        layout = QVBoxLayout(self)
        top = QFormLayout()
        top.addRow(translate("new_entry", "&Type:"), self.type_box)
        top.addRow(translate("new_entry", "&Key:"), self.key_box)
        layout.addLayout(top)
        layout.addWidget(self.fields_area, 1)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.resize(560, 560)

    @property
    def entry_type(self) -> EntryType:
        """The type chosen."""
        return TYPES[str(self.type_box.currentData())]

    def _type_changed(self) -> None:
        """Build the chosen type's fields, keeping what was typed."""
        self._collect()
        form_widget = QWidget(self)
        form = QFormLayout(form_widget)
        self.boxes = {}
        required = {n for group in self.entry_type.required for n in group.split("/")}
        for name in self.entry_type.fields():
            box = self._box(name)
            label = QLabel(f"<b>{name}*</b>" if name in required else name, form_widget)
            label.setBuddy(box)
            form.addRow(label, box)
            self.boxes[name] = box
        self.fields_area.setWidget(form_widget)
        self._check()

    def _box(self, name: str) -> QLineEdit | QPlainTextEdit:
        """An editor for one field, holding the value typed earlier, checked on every change."""
        box: QLineEdit | QPlainTextEdit
        if name in LONG_FIELDS:
            box = QPlainTextEdit(self.values.get(name, ""))
            box.setTabChangesFocus(True)
            box.setFixedHeight(90)
        else:
            box = QLineEdit(self.values.get(name, ""))
            if name == "author":
                box.setPlaceholderText(AUTHOR_EXAMPLE)
        box.setObjectName(f"field-{name}")
        box.textChanged.connect(self._check)
        return box

    def _collect(self) -> None:
        """Keep the values of the boxes shown."""
        for name, box in self.boxes.items():
            text = box.toPlainText() if isinstance(box, QPlainTextEdit) else box.text()
            self.values[name] = text

    def problem_lines(self) -> tuple[list[str], list[str]]:
        """(errors that block Add, warnings about missing required fields)."""
        self._collect()
        shown = {n: v for n, v in self.values.items() if n in self.boxes}
        errors = [f"{name}: {why}" for name, v in shown.items() if (why := check_value(name, v))]
        if not any(v.strip() for v in shown.values()):
            errors.append(translate("new_entry", "Fill in at least a title or an author."))
        missing = missing_required(self.entry_type, shown)
        warnings = []
        if missing:
            each = [translate("new_entry", "no {field}").format(field=name) for name in missing]
            warning = translate("new_entry", "A style will warn: {missing}.")
            warnings.append(warning.format(missing=", ".join(each)))
        return errors, warnings

    def _check(self) -> None:
        """Say what is wrong; Add only when nothing blocks it."""
        errors, warnings = self.problem_lines()
        self.problems.setText("\n".join(errors + warnings))
        self.add_button.setEnabled(not errors)

    def add(self) -> None:
        """Import the entry (one undo step), select it, close."""
        errors, _warnings = self.problem_lines()
        if errors or self.controller.read_only:
            return
        shown = {n: v for n, v in self.values.items() if n in self.boxes}
        if "doi" in shown:
            shown["doi"] = bare_doi(shown["doi"])  # as Add by Identifier stores it
        record = record_from(self.entry_type.name, self.key_box.text(), shown)
        imported = [import_records(self.controller.lib, [record])]
        report = self.controller.record_imports(imported, translate("new_entry", "New entry"))
        if report.added and self.on_added is not None:
            self.on_added(report)
        self.accept()
