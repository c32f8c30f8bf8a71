"""What the paper table shows: its columns, the data roles the delegates read, and each cell's
text, tooltip, font and colour for a loaded row (the TableCells part of PaperTableModel)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QIcon
from PySide6.QtWidgets import QApplication, QStyle

from papershelf.gui.colours import themed
from papershelf.gui.safe_text import cell_text, tooltip_html
from papershelf.gui.table.table_extras import RowExtras
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.models import Status
from papershelf.library.queries import Row

# The roles data() answers: every other role Qt asks for is skipped before the row lookup.
ANSWERED_ROLES = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.EditRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.FontRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.DecorationRole,
        Qt.ItemDataRole.AccessibleTextRole,
        Qt.ItemDataRole.UserRole + 1,
        Qt.ItemDataRole.UserRole + 2,
        Qt.ItemDataRole.UserRole + 3,
        Qt.ItemDataRole.UserRole + 4,
    }
)
ENTRY_ID_ROLE = Qt.ItemDataRole.UserRole + 1
TAGS_ROLE = Qt.ItemDataRole.UserRole + 2
RATING_ROLE = Qt.ItemDataRole.UserRole + 3
STATUS_ROLE = Qt.ItemDataRole.UserRole + 4


LIST_NOTE_SORT = "list_note"  # sorting by the note column shows the list in its own order


@dataclass(frozen=True)
class Column:
    """One column of the table: its id, header and the sort key it uses in SQL."""

    name: str
    header: str
    sort_key: str
    width: int
    shown: bool = True  # shown until the person hides it (View > Columns)


COLUMNS: tuple[Column, ...] = (
    Column("title", N("Title"), "title", 320),
    Column("files", N("Files"), "files", 44),  # attachments: an icon, a count past one
    Column("authors", N("Authors"), "authors", 120),
    Column("year", N("Year"), "year", 48),
    Column("venue", N("Venue"), "venue", 64),
    Column("status", N("Status"), "status", 84),
    Column("rating", N("Rating"), "rating", 86),
    Column("tags", N("Tags"), "tags", 110),
    Column("added", N("Added"), "added", 98, shown=False),
    # Why a paper is in the reading list shown; the window hides it where no note applies.
    Column("list_note", N("List Note"), LIST_NOTE_SORT, 220),
    # Read outside the entry row (gui/table/table_extras), so not sorted by: their sort_key is "".
    Column("progress", N("Progress"), "", 90, shown=False),  # the reader's page of the PDF
    Column("read_by", N("Read by"), "", 140, shown=False),  # shared libraries only
    Column("readers", N("Readers"), "", 64, shown=False),  # shared libraries only
)
COLUMN_INDEX = {c.name: i for i, c in enumerate(COLUMNS)}
# live colours (gui/colours.py): each is rewritten in place when the colour scheme changes
STATUS_COLORS = {status: themed(f"status.{status.name.lower()}") for status in Status}


def progress_text(page: int, total: int) -> str:
    """'p. 7 of 12' (the reader's page of the PDF); 'p. 7' before its pages are counted."""
    if not page:
        return ""
    if not total:
        return translate("table_cells", "p. {page}").format(page=page)
    return translate("table_cells", "p. {page} of {total}").format(page=page, total=total)


def files_tooltip(files: int, missing: int) -> str:
    """'2 attached files (1 missing) — O opens the first'."""
    count = "1 attached file" if files == 1 else f"{files} attached files"
    lost = "" if not missing else (" (missing)" if files == 1 else f" ({missing} missing)")
    return tooltip_html(f"{count}{lost} — O or Ctrl+Enter opens the first")


def files_icon(missing: bool) -> QIcon:
    """The Files column's icon: a file, or a warning sign when one is missing."""
    icon = _FILE_ICONS.get(missing)
    if icon is None:
        pixmap = QStyle.StandardPixmap.SP_MessageBoxWarning if missing else _FILE_PIXMAP
        icon = _FILE_ICONS[missing] = QApplication.style().standardIcon(pixmap)
    return icon


_FILE_PIXMAP = QStyle.StandardPixmap.SP_FileIcon
_FILE_ICONS: dict[bool, QIcon] = {}

# The roles as plain ints, read once: every painted cell is asked for several roles, and
# each `Qt.ItemDataRole.X` in the test chain was an enum attribute lookup (Python code in
# 3.11: a third of data()'s time while a search result paints).
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_EDIT = int(Qt.ItemDataRole.EditRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_DECORATION = int(Qt.ItemDataRole.DecorationRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_SPOKEN = int(Qt.ItemDataRole.AccessibleTextRole)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_STATUS_LABELS = {int(status): status.label for status in Status}  # translated when shown
_STATUS_QCOLORS = {int(status): color for status, color in STATUS_COLORS.items()}


def spoken_cell(row: Row, column: str) -> str | None:
    """What a screen reader says for a painted cell (stars, file icons); None: its text."""
    if column == "rating":
        if not row.rating:
            return QCoreApplication.translate("Accessibility", "Not rated")
        return QCoreApplication.translate("Accessibility", "{n} of 5 stars").format(n=row.rating)
    if column == "files":
        if not row.files:
            return QCoreApplication.translate("Accessibility", "No files")
        count = "1 attached file" if row.files == 1 else f"{row.files} attached files"
        return count + (f", {row.missing} missing" if row.missing else "")
    return None


class TableCells:
    """A table model's cells: what one loaded Row shows in each column, for each role. The
    model keeps the display titles (markup stripped), the list notes and the italic font."""

    _titles: dict[int, str]  # display titles by entry id, markup stripped once
    list_notes: dict[int, str]  # the reading list's notes, when one is shown
    _italic: QFont | None  # the font of inferred titles, made on first use
    extras: RowExtras  # reading progress and readers of the cached rows

    def _cell(self, row: Row, column: str, role: int) -> Any:
        """One cell's value for one role."""
        if role == _DISPLAY:
            return self._display(row, column)
        if role == ENTRY_ID_ROLE:
            return row.id
        if role == TAGS_ROLE:
            return row.tags
        if role == RATING_ROLE or (role == _EDIT and column == "rating"):
            return row.rating
        if role == STATUS_ROLE or (role == _EDIT and column == "status"):
            return row.status
        if role == _TOOLTIP:
            return self._tooltip(row, column)
        if role == _FONT and column == "title" and row.title_inferred:
            if self._italic is None:
                self._italic = QFont()
                self._italic.setItalic(True)
            return self._italic
        if role == _FOREGROUND:
            return _STATUS_QCOLORS.get(row.status) if column == "status" else None
        if role == _DECORATION and column == "files" and row.files:
            return files_icon(bool(row.missing))
        if role == _ALIGNMENT and column in ("year", "added", "readers"):
            return _RIGHT
        if role == _SPOKEN:
            return spoken_cell(row, column)
        return None

    def _display(self, row: Row, column: str) -> Any:
        """The text shown in a cell."""
        if column == "title":
            return self._titles.get(row.id, row.title)
        if column == "authors":
            return cell_text(row.authors)
        if column == "year":
            return "" if row.year is None else str(row.year)
        if column == "venue":
            return cell_text(row.venue)
        if column == "status":
            return translate("", _STATUS_LABELS.get(row.status, ""))
        if column == "rating":
            return "★" * row.rating
        if column == "tags":
            return ", ".join(name for name, _ in row.tags)
        if column == "added":
            return row.date_added[:10]
        if column == "list_note":
            return self.list_notes.get(row.id, "")
        if column == "files":
            return str(row.files) if row.files > 1 else ""
        return self._extra_display(row.id, column)

    def _extra_display(self, entry_id: int, column: str) -> str | None:
        """The text of a column read beside the rows (table_extras): '' where nothing is known."""
        if column == "progress":
            return progress_text(*self.extras.pages.get(entry_id, (0, 0)))
        if column == "read_by":
            return ", ".join(self.extras.readers.get(entry_id, ()))
        if column == "readers":
            names = self.extras.readers.get(entry_id)
            return "" if names is None else str(len(names))
        return None

    def _tooltip(self, row: Row, column: str) -> str | None:
        """Hover text (escaped: never markup): the full title, and a word on inferred titles."""
        if column in ("title", "list_note") and row.id in self.list_notes:
            title = self._titles.get(row.id, row.title)
            return tooltip_html(f"{title}\n\nList note: {self.list_notes[row.id]}")
        if column == "title":
            title = self._titles.get(row.id, row.title)
            inferred = "\n(title inferred from the abstract)" if row.title_inferred else ""
            return tooltip_html(title + inferred)
        if column == "tags" and row.tags:
            return tooltip_html(", ".join(name for name, _ in row.tags))
        if column == "files" and row.files:
            return files_tooltip(row.files, row.missing)
        return None
