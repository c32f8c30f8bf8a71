"""Entries dragged between views travel as a list of ids in one MIME type."""

from __future__ import annotations

import json
from collections.abc import Sequence

from PySide6.QtCore import QMimeData, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QDropEvent

ENTRY_IDS_MIME = "application/x-papershelf-entry-ids"
AnyIndex = QModelIndex | QPersistentModelIndex


def entry_ids_mime(ids: list[int]) -> QMimeData:
    """Drag data carrying entry ids."""
    mime = QMimeData()
    mime.setData(ENTRY_IDS_MIME, json.dumps(ids).encode())
    return mime


def entry_ids_from(mime: QMimeData) -> list[int]:
    """The entry ids a drag carries (none if it carries something else)."""
    if not mime.hasFormat(ENTRY_IDS_MIME):
        return []
    try:
        return [int(i) for i in json.loads(bytes(mime.data(ENTRY_IDS_MIME).data()).decode())]
    except (ValueError, TypeError):
        return []


def propose_move(event: QDropEvent, reorders: bool) -> None:
    """Rows dragged within the list they belong to move there (a plain drag proposes a copy)."""
    if reorders and event.possibleActions() & Qt.DropAction.MoveAction:
        event.setDropAction(Qt.DropAction.MoveAction)


class EntryRowsDrag:
    """A table model's drag and drop: rows leave as entry ids; a reading list's own rows come
    back in at a new place. The model gives dragged_ids, row_of, reorderable, request_reorder."""

    def dragged_ids(self, rows: Sequence[int]) -> list[int]:
        """The entry ids of *rows* (the model's)."""
        raise NotImplementedError

    def row_of(self, entry_id: int) -> int | None:
        """The row showing *entry_id* (the model's)."""
        raise NotImplementedError

    def reorderable(self) -> bool:
        """Whether dropped rows may be reordered now (the model's)."""
        raise NotImplementedError

    def request_reorder(self, ids: list[int], target_row: int) -> None:
        """Move *ids* before *target_row* (the model's)."""
        raise NotImplementedError

    def mimeTypes(self) -> list[str]:
        """Rows travel as entry ids."""
        return [ENTRY_IDS_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        """The dragged rows' entry ids, top to bottom."""
        return entry_ids_mime(self.dragged_ids(sorted({i.row() for i in indexes if i.isValid()})))

    def supportedDragActions(self) -> Qt.DropAction:
        """Rows are copied onto tags and lists, moved within a reading list."""
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction | Qt.DropAction.LinkAction

    def supportedDropActions(self) -> Qt.DropAction:
        """A reading list in its own order takes its rows back at a new place."""
        return Qt.DropAction.MoveAction

    def reorders(self, data: QMimeData) -> bool:
        """Whether *data* is rows of the reading list shown in its own order (a reorder)."""
        ids = entry_ids_from(data)
        return self.reorderable() and bool(ids) and all(self.row_of(i) is not None for i in ids)

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        """Only a reading list shown in its own order can be reordered by dropping."""
        return self.reorders(data)

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        """Ask for the dropped entries to move before the row dropped on (or to the end)."""
        if not self.reorders(data):
            return False
        self.request_reorder(entry_ids_from(data), parent.row() if parent.isValid() else row)
        return False  # the list is re-read from SQL; the view must not remove rows itself
