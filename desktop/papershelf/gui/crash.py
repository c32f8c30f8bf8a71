"""Bugs shown, not lost: an excepthook dialog, and a rotating log in the user's log folder.

The windowed Windows build has no console, so an uncaught exception used to vanish. Now
sys.excepthook and threading.excepthook write the traceback to papershelf.log (rotated at
1 MB, three old files kept) in platformdirs.user_log_dir("Papershelf") and show a dialog
that says what went wrong, where, and where the log is. A thread's error reaches the dialog
through a queued signal, so the dialog is always made on the GUI thread.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from papershelf import __version__
from papershelf.gui.translation import translate

LOG_NAME = "papershelf.log"
LOG_BYTES = 1_000_000  # one file's size before it rotates
LOG_BACKUPS = 3
LOGGER = "papershelf"


def log_dir() -> Path:
    """The folder of the log file (created when first written)."""
    from platformdirs import user_log_dir

    return Path(user_log_dir("Papershelf", appauthor=False))


def log_path() -> Path:
    """The current log file."""
    return log_dir() / LOG_NAME


def app_logger() -> logging.Logger:
    """Papershelf's logger, writing to the rotating log file (set up on first use)."""
    from logging.handlers import RotatingFileHandler  # 15 ms of start-up, only for a log line

    logger = logging.getLogger(LOGGER)
    wanted = str(log_path())
    if not any(getattr(h, "baseFilename", None) == wanted for h in logger.handlers):
        for old in [h for h in logger.handlers if isinstance(h, RotatingFileHandler)]:
            logger.removeHandler(old)  # the log folder moved (a test's home)
            old.close()
        log_dir().mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            wanted, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        logger.addHandler(handler)
        logger.setLevel(logging.INFO)
        logger.propagate = False
    return logger


def where(tb: TracebackType | None) -> str:
    """'file.py, line N, in function' of the innermost frame."""
    frames = traceback.extract_tb(tb)
    if not frames:
        return translate("crash", "an unknown place")
    last = frames[-1]
    place = translate("crash", "{file}, line {line}, in {function}")
    return place.format(file=Path(last.filename).name, line=last.lineno, function=last.name)


def record(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> str:
    """Write the traceback to the log (and stderr, for a console); return its text."""
    text = "".join(traceback.format_exception(kind, value, tb))
    try:
        app_logger().error("Uncaught error in Papershelf %s\n%s", __version__, text.rstrip())
    except OSError as exc:  # a full disk or an unwritable folder must not hide the error
        text += f"\n(the log could not be written: {exc})"
    if sys.__stderr__ is not None:
        sys.__stderr__.write(text)
    return text


class CrashReporter(QObject):
    """Lives on the GUI thread; shows one dialog at a time for errors from any thread."""

    crashed = Signal(str, str)  # summary, traceback

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.dialog: QMessageBox | None = None
        self.crashed.connect(self.show_dialog, Qt.ConnectionType.QueuedConnection)

    def report(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        """Log an uncaught exception and ask the GUI thread to show it."""
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        text = record(kind, value, tb)
        summary = f"{kind.__name__}: {value}" if str(value) else kind.__name__
        place = translate("crash", "Where: {place}").format(place=where(tb))
        self.crashed.emit(f"{summary}\n\n{place}", text)

    def report_thread(self, args: threading.ExceptHookArgs) -> None:
        """threading.excepthook: the same, for an error on another thread."""
        if args.exc_value is not None:
            self.report(args.exc_type, args.exc_value, args.exc_traceback)

    def show_dialog(self, summary: str, details: str) -> None:
        """Say what went wrong and where the log is; a second error while shown is only logged."""
        if self.dialog is not None and self.dialog.isVisible():
            return
        box = QMessageBox(QApplication.activeWindow())
        box.setIcon(QMessageBox.Icon.Critical)
        box.setWindowTitle(translate("crash", "Unexpected Error"))
        box.setText(translate("crash", "Papershelf hit an error it did not expect."))
        box.setInformativeText(
            translate(
                "crash",
                "{summary}\n\nYour library is safe: each change is saved as it is made. "
                "The details are in the log:\n{log}",
            ).format(summary=summary, log=log_path())
        )
        box.setDetailedText(details)
        folder = box.addButton(
            translate("crash", "Show Log Folder"), QMessageBox.ButtonRole.ActionRole
        )
        folder.clicked.disconnect()  # keep the box open after the folder is shown
        folder.clicked.connect(show_log_folder)
        box.addButton(QMessageBox.StandardButton.Close)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.destroyed.connect(self._forget_dialog)
        box.show()
        self.dialog = box

    def _forget_dialog(self) -> None:
        """The dialog was closed (and deleted): the next error gets a new one."""
        self.dialog = None


_reporter: CrashReporter | None = None


def install(parent: QWidget | QObject | None = None) -> CrashReporter:
    """Route uncaught exceptions (main thread and others) to the log and the dialog."""
    global _reporter
    if _reporter is None:
        _reporter = CrashReporter(parent or QApplication.instance())
    sys.excepthook = _reporter.report
    threading.excepthook = _reporter.report_thread
    return _reporter


def show_log_folder() -> bool:
    """Help › Show Log Folder: open the log's folder in the file manager."""
    folder = log_dir()
    folder.mkdir(parents=True, exist_ok=True)
    return QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
