"""The detail pane's reference switch: the paper as the chosen style lists it, and what it lacks."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QPalette, QTextDocument
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from papershelf.gui.detail.reference_html import safe_reference_html
from papershelf.gui.translation import translate
from papershelf.i18n import N

SWITCH_TIP = N("Show this paper as a formatted reference in the citation style (Preferences)")


def missing_text(style_name: str, missing: Sequence[str]) -> str:
    """'Missing for APA 7: publisher, volume', or '' when nothing the style uses is missing."""
    return f"Missing for {style_name}: {', '.join(missing)}" if missing else ""


class ReferencePreview(QWidget):
    """A small switch ('▸ Reference · APA 7'); open, the formatted reference below it."""

    toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("referencePreview")
        self.switch = QToolButton(self)
        self.switch.setObjectName("referenceSwitch")
        self.switch.setCheckable(True)
        self.switch.setAutoRaise(True)
        self.switch.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.switch.setArrowType(Qt.ArrowType.RightArrow)
        self.switch.setToolTip(translate("", SWITCH_TIP))
        self.reference = self._label("referenceText", Qt.TextFormat.RichText)
        self.missing = self._label("referenceMissing", Qt.TextFormat.PlainText)
        self.missing.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 0, 10, 4)
        layout.setSpacing(2)
        layout.addWidget(self.switch, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.reference)
        layout.addWidget(self.missing)
        self.switch.toggled.connect(self._on_toggled)
        self.set_style_name("")
        self._on_toggled(False)

    def _label(self, name: str, text_format: Qt.TextFormat) -> QLabel:
        """A wrapping, selectable label of the open preview (no links, nothing loaded)."""
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextFormat(text_format)
        label.setWordWrap(True)
        label.setOpenExternalLinks(False)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setContentsMargins(6, 0, 0, 0)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        return label

    def set_style_name(self, name: str) -> None:
        """Name the style on the switch ('Reference · APA 7')."""
        self.switch.setText(
            translate("reference_preview", "Reference · {name}").format(name=name)
            if name
            else translate("reference_preview", "Reference")
        )

    def is_open(self) -> bool:
        """Whether the formatted reference is on show."""
        return self.switch.isChecked()

    def set_open(self, shown: bool) -> None:
        """Open or close the preview as the switch would."""
        self.switch.setChecked(shown)

    def show_reference(self, html: str, missing: str) -> None:
        """Show a reference (formatting tags only) and the line saying what the style lacks."""
        self.reference.setText(safe_reference_html(html))
        self.reference.setVisible(self.is_open())
        self.missing.setText(missing)
        self.missing.setVisible(self.is_open() and bool(missing))

    def show_problem(self, message: str) -> None:
        """Say why there is no reference (a style that cannot be read) in place of one."""
        self.reference.setText("")
        self.reference.hide()
        self.missing.setText(message)
        self.missing.setVisible(self.is_open())

    def reference_text(self) -> str:
        """The reference as the reader sees it, without markup."""
        page = QTextDocument()
        page.setHtml(self.reference.text())
        return page.toPlainText()

    def _on_toggled(self, shown: bool) -> None:
        """Turn the arrow, show or hide the reference, and tell whoever fills it."""
        self.switch.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.reference.setVisible(shown)
        self.missing.setVisible(shown and bool(self.missing.text()))
        self.toggled.emit(shown)
