"""A file the desktop has no program for: said in the window, with Show in Folder offered.

On Linux `QDesktopServices.openUrl` hands a file to xdg-open and reports success even when
xdg-open then finds no program for its type (the failure reached stderr only), so the
desktop's default program for the file's type is asked for first (`xdg-mime query default`).
"""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMimeDatabase, Qt, QUrl
from PySide6.QtWidgets import QMainWindow, QMessageBox

from papershelf.gui.safe_text import message_html
from papershelf.gui.translation import translate
from papershelf.i18n import N

SHOW_IN_FOLDER = N("Show in &Folder")


def viewer_known(url: QUrl) -> bool:
    """Whether the desktop names a program for a local file's type (True where it cannot tell)."""
    if not url.isLocalFile() or not sys.platform.startswith("linux"):
        return True
    if Path(url.toLocalFile()).is_dir():
        return True
    query = shutil.which("xdg-mime")
    if query is None:  # no xdg-utils: openUrl itself says whether it could hand the file over
        return True
    import subprocess  # a file opened: not at start

    mime = QMimeDatabase().mimeTypeForFile(url.toLocalFile()).name()
    try:
        found = subprocess.run(
            [query, "query", "default", mime], capture_output=True, text=True, timeout=5,
            check=False,
        )  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return True
    return bool(found.stdout.strip())


def kind_of(path: Path) -> str:
    """'PDF files', 'DJVU files': the type as a person names it."""
    suffix = path.suffix.lstrip(".").upper()
    if not suffix:
        return translate("no_viewer", "files of this type")
    return translate("no_viewer", "{type} files").format(type=suffix)


def say_no_viewer(window: QMainWindow, path: Path, show_folder: Callable[[], object]) -> None:
    """The status bar and a message box say no program opens *path*; Show in Folder offered."""
    nothing = translate("no_viewer", "No program on this computer opens {kind}.").format(
        kind=kind_of(path)
    )
    window.statusBar().showMessage(nothing, 10000)
    box = QMessageBox(window)
    box.setObjectName("noViewer")
    box.setWindowTitle(translate("no_viewer", "Open File"))
    box.setIcon(QMessageBox.Icon.Information)
    text = translate(
        "no_viewer",
        "No program on this computer opens “{name}” ({kind}).\n\n"
        "Install a viewer for them, or open the file from its folder.",
    )
    box.setText(message_html(text.format(name=path.name, kind=kind_of(path))))
    folder = box.addButton(translate("", SHOW_IN_FOLDER), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(QMessageBox.StandardButton.Close)
    box.setDefaultButton(folder)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda _result: box.clickedButton() is folder and show_folder())
    box.open()
