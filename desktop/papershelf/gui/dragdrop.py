"""Entries dragged between views travel as a list of ids in one MIME type."""

from __future__ import annotations

import json

from PySide6.QtCore import QMimeData, Qt
from PySide6.QtGui import QDropEvent

ENTRY_IDS_MIME = "application/x-papershelf-entry-ids"


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
