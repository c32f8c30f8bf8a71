"""Attachments on screen: the detail pane's list of files, and files dropped from outside.

FileList shows an entry's files (name, kind, folder; a missing one says so), and asks
(signals) for them to be opened, shown in their folder, located or removed: the window's
AttachmentsUi does it. FileDrops lets any widget take files dragged from a file manager.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QDropEvent, QIcon, QKeyEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFileIconProvider,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QStyle,
    QWidget,
)

from papershelf.gui.safe_text import cell_text
from papershelf.gui.translation import translate
from papershelf.library.attachments import AttachmentRow
from papershelf.library.file_presence import file_present

ATTACHMENT_ROLE = Qt.ItemDataRole.UserRole + 1
ROW_LIMIT = 4  # rows shown before the list scrolls
# Dropped files of these kinds are bibliographies to import, never attachments.
BIBLIOGRAPHY_SUFFIXES = frozenset({".bib", ".bibtex", ".ris"})


def dropped_files(event: QDropEvent) -> list[Path]:
    """The local files a drag carries (none for other drags)."""
    mime = event.mimeData()
    if not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]


def attachable(paths: Sequence[Path]) -> bool:
    """Whether dropped files are to be attached: some, none a bibliography to import."""
    return bool(paths) and not any(p.suffix.lower() in BIBLIOGRAPHY_SUFFIXES for p in paths)


class FileDrops(QObject):
    """Files dropped on a widget go to a handler: accepts(paths, pos) says whether it takes
    them there (then the drop is a copy), dropped(paths, pos) gets them."""

    def __init__(
        self, widget: QWidget, accepts: Callable[[list[Path], QPoint], bool],
        dropped: Callable[[list[Path], QPoint], None],
    ) -> None:  # fmt: skip
        super().__init__(widget)
        self._accepts, self._dropped = accepts, dropped
        widget.setAcceptDrops(True)
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Take drag and drop events that carry files this handler accepts."""
        kinds = (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop)
        if event.type() not in kinds or not isinstance(event, QDropEvent):
            return False
        paths = dropped_files(event)
        pos = event.position().toPoint()
        if not paths or not self._accepts(paths, pos):
            return False  # the widget (or its parent) handles it as before
        event.setDropAction(Qt.DropAction.CopyAction)
        event.accept()
        if event.type() == QEvent.Type.Drop:
            self._dropped(paths, pos)
        return True


def file_icon(row: AttachmentRow, present: bool) -> QIcon:
    """The system's icon for the file's type; a warning sign when the file is missing."""
    style = QApplication.style()
    if not present:
        return style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
    if row.kind == "url":
        return style.standardIcon(QStyle.StandardPixmap.SP_DriveNetIcon)
    return QFileIconProvider().icon(QFileIconProvider.IconType.File)


def shown_name(row: AttachmentRow) -> str:
    """The file's name as it is on disk now (a managed copy is renamed by the library's
    pattern, a located file may have another name); a web link's name as stored."""
    if row.kind == "url" or "://" in row.path:
        return row.name or row.path
    return Path(row.path).name or row.name


def row_tooltip(row: AttachmentRow) -> str:
    """The full path, and the name the file had when it was attached if that differs."""
    name = shown_name(row)
    attached = translate("attachments_view", "(attached as {name})")
    origin = "\n" + attached.format(name=row.name) if row.name and row.name != name else ""
    return cell_text(row.path) + origin


def row_text(row: AttachmentRow, present: bool) -> str:
    """'name.pdf · PDF, in ~/papers', '… PDF, a copy in the library's folder' or
    '… PDF, missing — was in ~/papers' (name: the file's name on disk)."""
    folder = str(Path(row.path).parent) if row.kind != "url" else row.path
    home = str(Path.home())
    if folder.startswith(home + "/"):
        folder = "~" + folder[len(home) :]
    kind = row.kind.upper() if row.kind != "file" else translate("attachments_view", "file")
    if not present:
        where = translate("attachments_view", "missing — was in {folder}").format(folder=folder)
    elif row.managed:
        where = translate("attachments_view", "a copy in the library's folder")
    else:
        where = translate("attachments_view", "in {folder}").format(folder=folder)
    return cell_text(f"{shown_name(row)}  ·  {kind}, {where}")


class FileList(QListWidget):
    """The files of the entry on show; double-click or Enter opens one, the menu does more."""

    open_requested = Signal(object)  # AttachmentRow
    folder_requested = Signal(object)
    locate_requested = Signal(object)
    remove_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("attachmentList")
        self.setAccessibleName(translate("attachments_view", "Attached files"))
        self.setFrameShape(QListWidget.Shape.NoFrame)
        self.setBackgroundRole(QPalette.ColorRole.Base)
        self.setTextElideMode(Qt.TextElideMode.ElideRight)  # name, kind, "missing" stay
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.setIconSize(QSize(16, 16))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # rows elide
        self.setToolTip(
            translate(
                "attachments_view",
                "Double-click to open; right-click for more. Drop files here to attach.",
            )
        )
        self.itemActivated.connect(self._activated)
        self.customContextMenuRequested.connect(self._menu)
        self.hide()

    def show_files(self, rows: Sequence[AttachmentRow]) -> None:
        """List rows (hidden when there are none)."""
        self.clear()
        for row in rows:
            present = bool(file_present(row.path))
            item = QListWidgetItem(file_icon(row, present), row_text(row, present))
            item.setData(ATTACHMENT_ROLE, row)
            item.setToolTip(row_tooltip(row))
            if not present:
                item.setForeground(self.palette().color(QPalette.ColorRole.PlaceholderText))
            self.addItem(item)
        self._fit_rows()
        shown = min(len(rows), ROW_LIMIT)
        height = shown * self._row_height() + 2 * self.frameWidth() + 2
        self.setFixedHeight(height if shown else 0)
        self.setVisible(bool(rows))

    def _fit_rows(self) -> None:
        """Each row as wide as the list, so a long name or folder is elided, not scrolled."""
        size = QSize(self.viewport().width(), self._row_height())
        for index in range(self.count()):
            self.item(index).setSizeHint(size)

    def _row_height(self) -> int:
        """One row: the taller of the text and the icon, and a little air."""
        return max(self.fontMetrics().height(), self.iconSize().height()) + 6

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Rows follow the list's width."""
        super().resizeEvent(event)
        self._fit_rows()

    def rows(self) -> list[AttachmentRow]:
        """The attachments listed, in order."""
        return [self.item(i).data(ATTACHMENT_ROLE) for i in range(self.count())]

    def current_row(self) -> AttachmentRow | None:
        """The attachment selected (the first one when none is)."""
        item = self.currentItem() or self.item(0)
        return None if item is None else item.data(ATTACHMENT_ROLE)

    def _activated(self, item: QListWidgetItem) -> None:
        """Double-click or Enter: open it (a missing one: the window offers Locate…)."""
        self.open_requested.emit(item.data(ATTACHMENT_ROLE))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Delete removes the selected attachment (its file stays)."""
        row = self.current_row()
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and row is not None:
            self.remove_requested.emit(row)
            return
        super().keyPressEvent(event)

    def _menu(self, pos: QPoint) -> None:
        """Open, Show in Folder, Locate…, Remove Attachment."""
        item = self.itemAt(pos)
        if item is None:
            return
        self.context_menu(item.data(ATTACHMENT_ROLE)).exec(self.viewport().mapToGlobal(pos))

    def context_menu(self, row: AttachmentRow) -> QMenu:
        """The menu of one attachment (a missing one offers Locate… first)."""
        menu = QMenu(self)
        present = bool(file_present(row.path))
        if present:
            menu.addAction(
                translate("attachments_view", "&Open"), lambda: self.open_requested.emit(row)
            )
            menu.addAction(
                translate("attachments_view", "Show in &Folder"),
                lambda: self.folder_requested.emit(row),
            )
        menu.addAction(
            translate("attachments_view", "&Locate…"), lambda: self.locate_requested.emit(row)
        )
        menu.addSeparator()
        menu.addAction(
            translate("attachments_view", "&Remove Attachment"),
            lambda: self.remove_requested.emit(row),
        )
        return menu
