"""What a screen reader is told (issue 37): accessible roles, values and actions for the
custom-painted widgets, the status bar as a live region, the charts' numbers as tables.

`install()` once, before the first window (MainWindow calls it): Qt then asks
`interfaces.accessible_for` for each widget's accessible interface when an assistive
technology (AT-SPI, UI Automation, NSAccessibility) or a test asks for one.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface

# The classes with interfaces of their own, by Qt's class name (the factory's first argument):
# interfaces.py and the widgets' modules load only when an assistive technology asks.
CUSTOM = frozenset(
    {"RelatedRow", "TagChip", "TriageCard", "TriageView", "PagesView"}
    | {"MonthlyBars", "LineChart", "BarList"}
)
_installed: list[bool] = []


def install() -> None:
    """Register the custom widgets' accessible interfaces with Qt (once per process)."""
    if not _installed:
        QAccessible.installFactory(accessible_for)
        _installed.append(True)


def accessible_for(class_name: str, target: QObject) -> QAccessibleInterface | None:
    """Our interface for a custom widget; None (Qt makes its own) for every other object."""
    if class_name not in CUSTOM:
        return None
    from papershelf.gui.accessibility.interfaces import interface_for

    return interface_for(target)
