"""What a window shows in words: every widget's own texts, its menus' and its headers'."""

from __future__ import annotations

import re
from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QWidget,
)

LETTERS = re.compile(r"[^\W\d_]{2}")  # two letters in a row: words, not numbers or marks


def qt_standard_button(button: QAbstractButton) -> bool:
    """OK, Cancel...: Qt's own words (its qtbase catalog translates them), not Papershelf's."""
    box = button.parent()
    return isinstance(box, QDialogButtonBox) and box.standardButton(button) != (
        QDialogButtonBox.StandardButton.NoButton
    )


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for one widget's own words."""
    if widget.property("tag"):  # a tag chip: the library's own word, shown when ready
        return
    name = f"{type(widget).__name__}#{widget.objectName()}"
    if widget.isWindow():
        yield f"{name}.windowTitle", widget.windowTitle()
    if isinstance(widget, QLabel) and widget.textFormat() != Qt.TextFormat.RichText:
        yield f"{name}.text", widget.text()
    if isinstance(widget, QAbstractButton) and not qt_standard_button(widget):
        yield f"{name}.text", widget.text()
    if isinstance(widget, QGroupBox):
        yield f"{name}.title", widget.title()
    if isinstance(widget, QLineEdit):
        yield f"{name}.placeholder", widget.placeholderText()
    yield f"{name}.toolTip", widget.toolTip()


def menu_texts(menu: QMenu, where: str) -> Iterator[tuple[str, str]]:
    """Every action's text and tip in *menu* and its submenus."""
    for action in menu.actions():
        if action.menu() is not None:
            yield from menu_texts(action.menu(), f"{where}>{action.text()}")  # type: ignore[arg-type]
        yield f"{where}>action", action.text()
        if action.statusTip():
            yield f"{where}>{action.text()}.tip", action.statusTip()


def header_texts(view: QAbstractItemView) -> Iterator[tuple[str, str]]:
    """The column headers a table shows."""
    model = view.model()
    for column in range(model.columnCount()):
        yield "header", str(model.headerData(column, Qt.Orientation.Horizontal) or "")


def shown_words(top: QWidget) -> list[tuple[str, str]]:
    """Every (where, text) with words in it, in *top* and all its children."""
    found = list(widget_texts(top))
    for child in top.findChildren(QWidget):
        found += widget_texts(child)
        if isinstance(child, QMenu):
            found += menu_texts(child, child.title())
        if isinstance(child, QAbstractItemView) and hasattr(child, "horizontalHeader"):
            found += header_texts(child)
    return [(where, text) for where, text in found if LETTERS.search(text)]


def untranslated(words: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Those that did not come through the pseudo-locale's catalog (no bracketed part)."""
    return [(where, text) for where, text in words if "[" not in text]
