"""What the bibliography styles will say about an export, one line each, to read and act on.

An export whose entries lack what a style needs said only '19 style warnings' in the status
bar. This non-modal dialog lists every warning; double-clicking one (or Enter) selects its
entry in the window, so it can be completed while the list stays open.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.safe_text import plain

KEY_ROLE = Qt.ItemDataRole.UserRole
_KEY = re.compile(r"entry '([^']+)'")  # how formats.bibtex_styles names an entry


def key_of(warning: str) -> str:
    """The citation key a warning is about ('' if it names none)."""
    found = _KEY.search(warning)
    return found.group(1) if found else ""


class StyleWarningsDialog(QDialog):
    """Every style warning of one export; a double-click selects the entry it is about."""

    def __init__(
        self, warnings: Sequence[str], where: str, select_key: Callable[[str], bool],
        parent: QWidget | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self.setObjectName("styleWarningsDialog")
        self.setWindowTitle("Style Warnings")
        self.select_key = select_key
        heading = QLabel(plain(
            f"{len(warnings)} things the bibliography styles will warn about in {where}. "
            "Double-click one to select its entry."
        ))  # fmt: skip
        heading.setWordWrap(True)
        self.list = QListWidget(self)
        for warning in warnings:
            item = QListWidgetItem(plain(warning))
            item.setData(KEY_ROLE, key_of(warning))
            self.list.addItem(item)
        self.list.itemActivated.connect(self._select)  # a double-click, or Enter
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(640, 360)

    def _select(self, item: QListWidgetItem) -> None:
        """Select the warning's entry in the window (say so if it is gone)."""
        key = str(item.data(KEY_ROLE) or "")
        if key and not self.select_key(key):
            item.setText(plain(f"{item.text()}  (no longer in the library)"))
