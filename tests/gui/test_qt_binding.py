"""The Qt binding itself: a release that corrupts Python's reference counts must not ship."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QImage, QPainter


def test_void_qt_calls_keep_none_alive() -> None:
    # PySide6 6.12.0 decremented None's refcount on each void call: a crash after
    # a few thousand paints on Python 3.11 (where None is not immortal).
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    holder = QObject()
    before = sys.getrefcount(None)
    for _ in range(200):
        painter.setPen(Qt.PenStyle.NoPen)
        painter.save()
        painter.restore()
        holder.setObjectName("x")
    painter.end()
    assert sys.getrefcount(None) >= before - 5
