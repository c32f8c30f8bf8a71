"""A writing project's window: what the document cites, what the library lacks, which
papers of its reading list it never cites, and what a style will warn about."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.safe_text import cell_text
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.services.projects.store import Project

if TYPE_CHECKING:
    from papershelf.services.projects.status import MissingKey, ProjectStatus

WARNING_MARK = "  ⚠"
CITED, MISSING, UNCITED = N("Cited"), N("Missing"), N("Uncited")


def missing_text(missing: MissingKey) -> str:
    """A missing key as the list shows it: the key, then what may be meant."""
    text = missing.key
    if missing.identifier:
        add = translate("projects.view", "add by identifier: {identifier}").format(
            identifier=missing.identifier
        )
        text += f" — {add}"
    if missing.suggestions:
        keys = ", ".join(s.key for s in missing.suggestions)
        text += " — " + translate("projects.view", "closest: {keys}").format(keys=keys)
    return text


class ProjectView(QWidget):
    """Cited, Missing and Uncited tabs for one project, refreshed as it changes."""

    unlink_requested = Signal(object)  # the Project
    write_requested = Signal(object)  # the Project
    add_requested = Signal(str)  # a missing key's DOI or arXiv id

    def __init__(self, project: Project, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("projectView")
        self.project = project
        self.setWindowTitle(
            translate("projects.view", "{name} — Writing project").format(name=project.name)
        )
        self.summary = QLabel(self)
        self.summary.setObjectName("projectSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        self.tabs = QTabWidget(self)
        self.cited = self._list("citedList")
        self.missing = self._list("missingList")
        self.uncited = self._list("uncitedList")
        self.missing.itemActivated.connect(self._add_missing)
        for widget, name in ((self.cited, CITED), (self.missing, MISSING),
                             (self.uncited, UNCITED)):  # fmt: skip
            self.tabs.addTab(widget, translate("", name))
        self.write_button = QPushButton(translate("projects.view", "Write .bib Now"), self)
        self.write_button.clicked.connect(lambda: self.write_requested.emit(self.project))
        self.write_button.setEnabled(project.bib is not None)
        unlink = QPushButton(translate("projects.view", "Unlink"), self)
        unlink.clicked.connect(lambda: self.unlink_requested.emit(self.project))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.write_button)
        buttons.addWidget(unlink)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)
        self.resize(560, 420)

    def _list(self, name: str) -> QListWidget:
        """One of the three lists."""
        widget = QListWidget(self)
        widget.setObjectName(name)
        widget.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        return widget

    def show_status(self, status: ProjectStatus) -> None:
        """Fill the lists and the summary from a fresh status."""
        self._fill(self.cited, list(status.cited), status.incomplete)
        self._fill(self.missing, [missing_text(m) for m in status.missing], {})
        for row, missing in enumerate(status.missing):
            item = self.missing.item(row)
            item.setData(Qt.ItemDataRole.UserRole, missing.identifier or "")
            if missing.identifier:
                tip = translate(
                    "projects.view", "Double-click or Enter: add {identifier} by identifier"
                )
                item.setToolTip(tip.format(identifier=missing.identifier))
        self._fill(self.uncited, list(status.uncited), {})
        counts = {CITED: status.cited, MISSING: status.missing, UNCITED: status.uncited}
        for tab, (name, rows) in enumerate(counts.items()):
            self.tabs.setTabText(tab, f"{translate('', name)} ({len(rows)})")
        self.summary.setText(summary_text(self.project, status))

    def _add_missing(self, item: QListWidgetItem) -> None:
        """A missing key that is a DOI or arXiv id: ask to add it by that identifier."""
        identifier = str(item.data(Qt.ItemDataRole.UserRole) or "")
        if identifier:
            self.add_requested.emit(identifier)

    def show_error(self, message: str) -> None:
        """The document cannot be read: say so, keep the last lists."""
        self.summary.setText(message)

    @staticmethod
    def _fill(widget: QListWidget, rows: list[str], warnings: dict[str, tuple[str, ...]]) -> None:
        """Replace a list's rows; rows a style will warn about get a mark and a tooltip."""
        widget.clear()
        for row in rows:
            item = QListWidgetItem(cell_text(row) + (WARNING_MARK if row in warnings else ""))
            item.setData(Qt.ItemDataRole.UserRole, row)
            if row in warnings:
                item.setToolTip("\n".join(warnings[row]))
            widget.addItem(item)


def summary_text(project: Project, status: ProjectStatus) -> str:
    """What the view says above its lists."""
    origin = {"aux": N("its .aux"), "bcf": N("its .bcf"), "sources": N("its sources")}
    read = translate("", origin.get(status.citations.origin, N("the document")))
    lines = [
        translate("projects.view", "{path} (read from {origin})").format(
            path=project.path, origin=read
        )
    ]
    if status.citations.cite_all:
        lines.append(translate("projects.view", "It cites everything (\\nocite{*} or @*)."))
    if project.bib is not None:
        kept = translate("projects.view", "Kept written with the cited entries: {path}")
        lines.append(kept.format(path=project.bib))
    if status.incomplete:
        count = len(status.incomplete)
        lines.append(
            translate(
                "projects.view", "%n cited entries lack what the style needs (⚠).", None, count
            )
        )
    return "\n".join(lines)
