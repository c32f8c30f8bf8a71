"""Real drags in offscreen tests: the mouse starts them, a stand-in window system drops them.

Offscreen Qt has no drag manager (its QDrag.exec returns at once, having dropped nothing).
`drag_with_mouse` presses and moves the mouse on a view's viewport like a person, so the
view's own mouse handling starts the drag through its own startDrag; `PlatformDrag` then
does what the window system does during QDrag.exec (as QGuiApplication's processDrag and
processDrop do): a drag-enter and a drag-move at the target point, then a fresh drop event
proposing the drag's plain action, each sent to the widget under the cursor. What the
target accepts, and the action it returns, is the view's real answer.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDrag, QDragEnterEvent, QDragMoveEvent, QDropEvent, QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QWidget
from pytest import MonkeyPatch

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


class PlatformDrag:
    """Stands in for the window system while a drag runs: drops at one point of one widget."""

    def __init__(
        self, target: QWidget, pos: QPoint, during: Callable[[], None] | None = None
    ) -> None:
        self.target, self.pos = target, pos
        self.during = during  # called after the drag-move, before the drop (what it shows)
        self.started = False
        self.accepted_move = Qt.DropAction.IgnoreAction
        self.result = Qt.DropAction.IgnoreAction

    def exec(self, drag: QDrag, actions: Qt.DropAction) -> Qt.DropAction:
        """Carry the drag to the target and drop it there; the action the target took."""
        self.started = True
        mime, pos = drag.mimeData(), QPointF(self.pos)
        enter = QDragEnterEvent(self.pos, actions, mime, LEFT, NONE)
        QApplication.sendEvent(self.target, enter)
        if not enter.isAccepted():
            return Qt.DropAction.IgnoreAction
        move = QDragMoveEvent(self.pos, actions, mime, LEFT, NONE)
        if enter.dropAction() & actions:  # processDrag: the action accepted on entering
            move.setDropAction(enter.dropAction())
            move.accept()
        QApplication.sendEvent(self.target, move)
        if not move.isAccepted():
            return Qt.DropAction.IgnoreAction
        self.accepted_move = move.dropAction()
        if self.during is not None:
            self.during()
        drop = QDropEvent(pos, actions, mime, LEFT, NONE)  # processDrop: a fresh event
        QApplication.sendEvent(self.target, drop)
        self.result = drop.dropAction() if drop.isAccepted() else Qt.DropAction.IgnoreAction
        return self.result


def _mouse_move(widget: QWidget, pos: QPoint) -> None:
    """A mouse move with the left button held (QTest.mouseMove sends no buttons)."""
    at, on_screen = QPointF(pos), QPointF(widget.mapToGlobal(pos))
    event = QMouseEvent(QEvent.Type.MouseMove, at, on_screen, Qt.MouseButton.NoButton, LEFT, NONE)
    QApplication.sendEvent(widget, event)


def drag_with_mouse(
    view: QAbstractItemView, start: QPoint, target: QWidget, end: QPoint,
    during: Callable[[], None] | None = None,
) -> PlatformDrag:  # fmt: skip
    """Press at *start* on the view's viewport, move past the drag distance, drop at *end*
    (calling *during* while the pointer is over *end*, before the drop)."""
    platform = PlatformDrag(target, end, during)
    viewport = view.viewport()
    with MonkeyPatch.context() as patch:
        patch.setattr(QDrag, "exec", lambda drag, actions, *_default: platform.exec(drag, actions))
        QTest.mousePress(viewport, LEFT, NONE, start)
        step = QPoint(0, QApplication.startDragDistance() * 2)
        _mouse_move(viewport, start + QPoint(0, 1))  # the view enters its dragging state
        _mouse_move(viewport, start - step if end.y() < start.y() else start + step)  # it drags
    return platform


def drop_files(target: QWidget, pos: QPoint, paths: list[Path]) -> Qt.DropAction:
    """Drop files dragged from a file manager on *target* at *pos*, as the window system does:
    a drag-enter and a drag-move there, then the drop, each sent to the widget under the
    cursor (its parents get what it ignores, as in a real drag). The action it took."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
    actions = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction | Qt.DropAction.LinkAction
    receiver = target.childAt(pos) or target
    at = receiver.mapFrom(target, pos)
    enter = QDragEnterEvent(at, actions, mime, LEFT, NONE)
    QApplication.sendEvent(receiver, enter)
    if not enter.isAccepted():
        return Qt.DropAction.IgnoreAction
    move = QDragMoveEvent(at, actions, mime, LEFT, NONE)
    move.setDropAction(enter.dropAction())
    move.accept()
    QApplication.sendEvent(receiver, move)
    if not move.isAccepted():
        return Qt.DropAction.IgnoreAction
    drop = QDropEvent(QPointF(at), actions, mime, LEFT, NONE)
    QApplication.sendEvent(receiver, drop)
    return drop.dropAction() if drop.isAccepted() else Qt.DropAction.IgnoreAction
