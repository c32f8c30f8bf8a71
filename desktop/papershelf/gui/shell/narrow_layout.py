"""The main window on a narrow screen (683–1000 px wide): the list keeps a fair share.

QSplitter takes a narrower window's width from the panes by their stretch factors until one
reaches its minimum; the list, stretching most, went down to 135–175 px while the sidebar
kept its 190 and the detail pane the minimum of a page it was not even showing. NarrowFit
gives the list at least LIST_SHARE of the width whenever the window is resized, taking the
room from the sidebar and the detail pane alike (never under their own minimums); a drag of
a splitter handle afterwards is the person's choice and stays. PageStack is a stacked widget
as large as the page it shows, not as its largest page.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, QTimer
from PySide6.QtWidgets import QSplitter, QStackedWidget, QWidget

LIST_SHARE = 0.4  # of the splitter's width, at least, for the list after a resize
SIDEBAR_FLOOR = 140  # px: the sidebar's names stay readable


class PageStack(QStackedWidget):
    """A stacked widget whose size hints are those of its current page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.currentChanged.connect(self.updateGeometry)

    def sizeHint(self) -> QSize:
        """The current page's size hint."""
        page = self.currentWidget()
        return page.sizeHint() if page is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        """The current page's minimum: a hidden wide page does not widen the pane."""
        page = self.currentWidget()
        return page.minimumSizeHint() if page is not None else super().minimumSizeHint()


def fair_sizes(sizes: list[int], minimums: list[int], list_index: int = 1) -> list[int]:
    """Splitter sizes that give the list (at *list_index*) LIST_SHARE of the total at least,
    the other panes shrunk in proportion to their sizes but not under their minimums."""
    total = sum(sizes)
    wanted = round(total * LIST_SHARE)
    if sizes[list_index] >= wanted:
        return sizes
    others = [i for i in range(len(sizes)) if i != list_index]
    spare = {i: max(0, sizes[i] - minimums[i]) for i in others}
    needed = min(wanted - sizes[list_index], sum(spare.values()))
    if needed <= 0:
        return sizes
    pool = sum(spare.values())
    fitted = list(sizes)
    for i in others:
        fitted[i] -= round(needed * spare[i] / pool)
    fitted[list_index] = total - sum(fitted[i] for i in others)
    return fitted


class NarrowFit(QObject):
    """Keeps the list of a three-pane splitter (sidebar, list, detail) at a fair share."""

    def __init__(self, splitter: QSplitter) -> None:
        super().__init__(splitter)
        self._splitter = splitter
        self._after_resize = QTimer(self)  # the splitter lays its panes out after the filter
        self._after_resize.setSingleShot(True)
        self._after_resize.setInterval(0)
        self._after_resize.timeout.connect(self.fit)
        splitter.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """After each resize of the splitter, or a pane's new minimum (the detail pane went
        from its empty page to a paper), give the list its share back."""
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self._after_resize.start()
        return False

    def fit(self) -> None:
        """Move room from the sidebar and the detail pane to a list squeezed under its share."""
        splitter = self._splitter
        sizes = splitter.sizes()
        if len(sizes) != 3 or not all(sizes):
            return
        minimums = [self._minimum(i) for i in range(3)]
        fitted = fair_sizes(sizes, minimums)
        if fitted != sizes:
            splitter.setSizes(fitted)

    def _minimum(self, index: int) -> int:
        """How narrow the pane at *index* may go."""
        widget = self._splitter.widget(index)
        if widget is None:
            return 0
        floor = max(widget.minimumSizeHint().width(), widget.minimumWidth())
        return max(floor, SIDEBAR_FLOOR) if index == 0 else floor
