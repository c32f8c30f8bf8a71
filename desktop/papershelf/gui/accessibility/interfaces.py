"""Accessible interfaces of the custom-painted widgets: a role, a value and actions each.

Qt gives a plain QWidget the role "client" (AT-SPI: filler) and nothing to read or do. A
related paper is a button (Press opens it; its name says how alike), a tag chip a button
whose action removes the tag, a chart a chart whose description carries its numbers, and
the triage card a document named for the paper. (The stars need no interface here: they
are a QAbstractSlider, which Qt already reports as a slider with a value. A Python value
interface cannot be handed to Qt: PySide6's interface_cast crashes when Qt calls it.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget
from shiboken6 import Shiboken

from papershelf.gui.accessibility.chart_text import chart_summary

if TYPE_CHECKING:  # each widget's module is loaded already when Qt asks for its interface
    from papershelf.gui.detail.related_panel import RelatedRow
    from papershelf.gui.detail.tag_editor import TagChip
    from papershelf.gui.features.triage import TriageView
    from papershelf.gui.features.triage_card import TriageCard
    from papershelf.gui.plans.charts import Chart
    from papershelf.gui.reader.pages import PagesView

Role = QAccessible.Role
CONTEXT = "Accessibility"
PRESS = QAccessibleWidget.pressAction()
REMOVE_TAG = str(QT_TRANSLATE_NOOP(CONTEXT, "Remove"))


def tr(text: str) -> str:
    """*text* in the user's language."""
    return QCoreApplication.translate(CONTEXT, text)


class RelatedAccessible(QAccessibleWidget):
    """A related paper: a button that opens it; its name says how alike it is (its bar)."""

    def __init__(self, row: RelatedRow) -> None:
        super().__init__(row, Role.Button, "")
        self.row = row

    def text(self, kind: QAccessible.Text) -> str:
        """Description: year, venue and what the two papers share (the row's second line)."""
        if kind == QAccessible.Text.Description:
            return self.row.meta
        return super().text(kind)

    def actionNames(self) -> list[str]:
        """Press opens the paper."""
        return [PRESS]

    def doAction(self, name: str) -> None:
        """Open the paper."""
        if name == PRESS:
            self.row.clicked.emit(self.row.entry_id)

    def keyBindingsForAction(self, name: str) -> list[str]:
        """No key of its own (Tab reaches it in the detail pane)."""
        return []


class ChipAccessible(QAccessibleWidget):
    """A tag chip: a button whose action removes the tag, as its cross does."""

    def __init__(self, chip: TagChip) -> None:
        super().__init__(chip, Role.Button, "")
        self.chip = chip

    def actionNames(self) -> list[str]:
        """Remove the tag."""
        return [tr(REMOVE_TAG)]

    def localizedActionDescription(self, name: str) -> str:
        """What Remove does."""
        return tr("Remove this tag from the paper")

    def doAction(self, name: str) -> None:
        """Ask for the tag's removal (the editor decides, as for a click on the cross)."""
        if name == tr(REMOVE_TAG):
            self.chip.remove_clicked.emit(self.chip.name)

    def keyBindingsForAction(self, name: str) -> list[str]:
        """Backspace twice in the tag box removes the last chip."""
        return ["Backspace"]


class ChartAccessible(QAccessibleWidget):
    """A chart: its title as the name, its numbers as the description."""

    def __init__(self, chart: Chart) -> None:
        super().__init__(chart, Role.Chart, "")
        self.chart = chart

    def text(self, kind: QAccessible.Text) -> str:
        """Name: the title; description: what it shows, in numbers."""
        if kind == QAccessible.Text.Name:
            return self.chart.accessibleName() or self.chart.title
        if kind == QAccessible.Text.Description:
            return chart_summary(self.chart)
        return super().text(kind)


class TriageCardAccessible(QAccessibleWidget):
    """The triage card: a document named for the paper on show."""

    def __init__(self, card: TriageCard) -> None:
        super().__init__(card, Role.Document, "")
        self.card = card

    def text(self, kind: QAccessible.Text) -> str:
        """Name: the paper's title; description: what the keys do."""
        if kind == QAccessible.Text.Name:
            entry = self.card.entry
            title = entry.title if entry is not None else tr("No paper left to triage")
            return tr("Triage: {title}").format(title=title)
        if kind == QAccessible.Text.Description:
            return suggestions_text(self.card.suggested)
        return super().text(kind)


class TriageViewAccessible(QAccessibleWidget):
    """Triage mode, a page read with single keys: named for the paper, its keys described."""

    def __init__(self, view: TriageView) -> None:
        super().__init__(view, Role.Document, "")
        self.view = view

    def text(self, kind: QAccessible.Text) -> str:
        """Name: the paper on show; description: the keys and the suggested tags."""
        if kind == QAccessible.Text.Name:
            return TriageCardAccessible(self.view.card).text(kind)
        if kind == QAccessible.Text.Description:
            from papershelf.gui.features.triage import LEGEND

            keys = ", ".join(f"{key} {word}" for key, word in LEGEND)
            return " ".join(filter(None, [keys, suggestions_text(self.view.card.suggested)]))
        return super().text(kind)


class PagesAccessible(QAccessibleWidget):
    """The reader's pages: a document named for the PDF, the page shown as its description."""

    def __init__(self, view: PagesView) -> None:
        super().__init__(view, Role.Document, "")
        self.view = view

    def text(self, kind: QAccessible.Text) -> str:
        """Name: the reader window's title; description: 'Page 3 of 12'."""
        if kind == QAccessible.Text.Name:
            return tr("Pages of {title}").format(title=self.view.window().windowTitle())
        if kind == QAccessible.Text.Description and self.view.page_count:
            page, count = self.view.current_page() + 1, self.view.page_count
            return tr("Page {page} of {count}").format(page=page, count=count)
        return super().text(kind)


def suggestions_text(names: list[str]) -> str:
    """'Suggested tags: Ctrl+1 pde, Ctrl+2 graphs' (what triage's keys take)."""
    if not names:
        return ""
    keyed = ", ".join(f"Ctrl+{number} {name}" for number, name in enumerate(names, 1))
    return tr("Suggested tags: {keyed}").format(keyed=keyed)


FACTORIES: dict[str, Callable[[Any], QAccessibleInterface]] = {
    "RelatedRow": RelatedAccessible,
    "TagChip": ChipAccessible,
    "TriageCard": TriageCardAccessible,
    "TriageView": TriageViewAccessible,
    "PagesView": PagesAccessible,
    "MonthlyBars": ChartAccessible,
    "LineChart": ChartAccessible,
    "BarList": ChartAccessible,
}


# Qt's accessibility cache owns each interface and deletes it with its widget; PySide6 would
# free a Python-made one as soon as Python drops it, under the cache. So each is kept here
# until Qt has deleted it (its wrapper is then invalid, and dropped at the next prune).
_KEPT: list[QAccessibleInterface] = []
PRUNE_AT = 256


def keep(interface: QAccessibleInterface) -> QAccessibleInterface:
    """Hold *interface* for Qt; forget those Qt has deleted meanwhile."""
    if len(_KEPT) >= PRUNE_AT:
        _KEPT[:] = [kept for kept in _KEPT if Shiboken.isValid(kept)]
    _KEPT.append(interface)
    return interface


def interface_for(target: QObject) -> QAccessibleInterface | None:
    """The interface for one of our custom widgets; None lets Qt make its own."""
    make = FACTORIES.get(type(target).__name__)
    return keep(make(target)) if make is not None else None
