"""Several papers selected: the detail pane says how many and edits all of them at once.

Status, rating, tags and one field set to one value apply to every selected paper, each as
one undo step (the controller's multi-entry commands). Nothing here edits only the first.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.colours import no_colour
from papershelf.gui.detail.tag_editor import TagEditor
from papershelf.gui.translation import status_text, translate
from papershelf.gui.widgets import StarRating
from papershelf.library.models import Status
from papershelf.library.organising import status_rating_counts, tags_on

if TYPE_CHECKING:
    from papershelf.gui.window_api import LibraryAccess, Panes

    class EditedWindow(LibraryAccess, Panes, Protocol):
        """The controller that stores the edits; the detail pane that shows them."""


# The fields one value can sensibly be given for many papers at once: (label, field name).
SHARED_FIELDS = (
    ("Venue", "venue"),
    ("Year", "year"),
    ("Type", "entry_type"),
    ("Keywords", "keywords"),
    ("Authors", "authors_text"),
)


def papers(count: int) -> str:
    """'1 paper' or '12 papers'."""
    return f"{count:,} paper" + ("" if count == 1 else "s")


def status_summary(counts: Counter[Status]) -> str:
    """'All unread', or '2 unread, 1 read' in the statuses' order."""
    if len(counts) == 1:
        return f"All {next(iter(counts)).label.lower()}"
    return ", ".join(f"{counts[s]} {s.label.lower()}" for s in Status if counts[s])


class MultiEditPane(QWidget):
    """'N papers selected', then status, stars, tags and one field for all of them."""

    status_requested = Signal(int)
    rating_requested = Signal(int)
    field_requested = Signal(str, str)  # field name, value

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("multiEdit")
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setAutoFillBackground(True)
        self.heading = QLabel()
        heading_font = QFont(self.heading.font())
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.3)
        heading_font.setBold(True)
        self.heading.setFont(heading_font)
        self.hint = QLabel(
            translate(
                "multi_edit", "Changes here apply to every selected paper; Ctrl+Z undoes each."
            )
        )
        self.hint.setWordWrap(True)
        self.hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.status_label = QLabel()
        self.status_buttons = [
            QPushButton(translate("multi_edit", "Mark {status}").format(status=status_text(s)))
            for s in Status
        ]
        self.stars = StarRating()
        self.tags = TagEditor()
        self.partial_tags = QLabel()  # tags only some carry: typing one gives it to all
        self.partial_tags.setWordWrap(True)
        self.partial_tags.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.field_choice = QComboBox()
        for label, name in SHARED_FIELDS:
            self.field_choice.addItem(label, name)
        self.field_value = QLineEdit()
        self.field_value.setPlaceholderText(translate("multi_edit", "One value for all of them"))
        self.field_button = QPushButton(translate("multi_edit", "Set for All"))
        self._lay_out()
        self._connect()

    def _lay_out(self) -> None:
        """Heading and hint over a form: status, rating, tags, a field."""
        statuses = QHBoxLayout()
        statuses.setSpacing(4)
        for button in self.status_buttons:
            statuses.addWidget(button)
        field = QHBoxLayout()
        field.addWidget(self.field_choice)
        field.addWidget(self.field_value, 1)
        field.addWidget(self.field_button)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(translate("multi_edit", "Status"), self.status_label)
        form.addRow("", statuses)
        form.addRow(translate("multi_edit", "Rating"), self.stars)
        form.addRow(translate("multi_edit", "Tags"), self.tags)
        form.addRow("", self.partial_tags)
        form.addRow(translate("multi_edit", "Set"), field)
        column = QVBoxLayout(self)
        column.setContentsMargins(14, 12, 12, 12)
        column.addWidget(self.heading)
        column.addWidget(self.hint)
        column.addSpacing(8)
        column.addLayout(form)
        column.addStretch(1)

    def _connect(self) -> None:
        """Every control asks for a change of all the selected papers."""
        for status, button in zip(Status, self.status_buttons, strict=True):
            button.clicked.connect(lambda _c=False, s=status: self.status_requested.emit(int(s)))
        self.stars.rating_changed.connect(self.rating_requested)
        self.field_button.clicked.connect(self._set_field)
        self.field_value.returnPressed.connect(self._set_field)

    def show_selection(
        self, count: int, counts: dict[tuple[int, int], int], tags: list[tuple[str, str, int]]
    ) -> None:
        """What the selected papers have: their number, statuses, common rating, tags
        (name, colour, how many of them carry it): chips for those all carry, a line for
        the others (typing one gives it to all)."""
        self.heading.setText(f"{papers(count)} selected")
        statuses: Counter[Status] = Counter()
        for (status, _rating), n in counts.items():
            statuses[Status(status)] += n
        self.status_label.setText(status_summary(statuses))
        ratings = {rating for _status, rating in counts}
        self.stars.set_rating(ratings.pop() if len(ratings) == 1 else 0)  # mixed: none shown
        self.tags.set_tags([(name, color) for name, color, n in tags if n == count])  # on all
        partial = [f"{name} ({n} of {count})" for name, _color, n in tags if n < count]
        self.partial_tags.setText("On some of them: " + ", ".join(partial) if partial else "")
        self.partial_tags.setVisible(bool(partial))

    def _set_field(self) -> None:
        """Ask for the chosen field to be given the typed value in every paper."""
        self.field_requested.emit(str(self.field_choice.currentData()), self.field_value.text())
        self.field_value.clear()


class MultiEditUi:
    """Shows the pane for a selection of several papers and carries out what it asks."""

    def __init__(self, window: EditedWindow) -> None:
        self.window = window
        self.controller = window.controller
        self.pane = MultiEditPane()
        self.ids: list[int] = []
        window.detail.add_page(self.pane)
        self.pane.status_requested.connect(lambda s: self.controller.set_status(self.ids, s))
        self.pane.rating_requested.connect(lambda n: self.controller.set_rating(self.ids, n))
        self.pane.tags.tag_added.connect(lambda name: self.controller.add_tag(self.ids, name))
        self.pane.tags.tag_removed.connect(lambda name: self.controller.remove_tag(self.ids, name))
        self.pane.field_requested.connect(self.set_field)

    def show(self, ids: list[int]) -> bool:
        """Show the pane for *ids* when they are several; False for one paper or none."""
        self.ids = ids if len(ids) > 1 else []
        if not self.ids:
            return False
        lib = self.controller.lib
        no_color = no_colour()  # a tag without a colour of its own, as the sidebar paints it
        known = [(t.name, t.color or no_color) for t in self.window.sidebar.model.tags]
        colors = dict(known)
        on = tags_on(lib, ids)
        tags = [(n, colors.get(n, no_color), on[n]) for n in sorted(on, key=str.casefold)]
        self.pane.show_selection(len(ids), status_rating_counts(lib, ids), tags)
        self.pane.tags.set_known_tags(known)
        self.window.detail.show_page(self.pane)
        return True

    def set_field(self, name: str, value: str) -> None:
        """Give every selected paper the same value of one field, as one undo step."""
        label = next(text for text, field in SHARED_FIELDS if field == name)
        text = f"Set {label.lower()} of {papers(len(self.ids))}"
        self.controller.edit_entries(self.ids, {name: value.strip()}, text)
