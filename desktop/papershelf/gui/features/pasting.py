"""Edit › Paste as New Entries (Ctrl+V on the list): whatever the clipboard holds, imported.

BibTeX, RIS and abstract lists go through the same import as a file (duplicate review, the
report, one undo step), read from a temporary file named "clipboard" so report lines say
where the text came from. DOIs and arXiv ids open Add by Identifier with the lookups started:
pasting them is asking for them.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QGuiApplication

from papershelf.formats.pasted import SUFFIXES, pasted_kind
from papershelf.gui.dialog_commands import add_by_identifier

if TYPE_CHECKING:
    from papershelf.gui.dialog_commands import CommandWindow


def paste_entries(window: CommandWindow) -> None:
    """Import the clipboard's text as new entries."""
    text = QGuiApplication.clipboard().text()
    kind = pasted_kind(text)
    if not kind:
        window.statusBar().showMessage("Nothing to paste: the clipboard holds no text.", 6000)
        return
    if kind == "identifiers":
        add_by_identifier(window, text, start=True)
        return
    folder = Path(tempfile.mkdtemp(prefix="papershelf-paste-"))
    path = folder / f"clipboard{SUFFIXES[kind]}"
    path.write_text(text, encoding="utf-8")
    if window.imports.import_paths([path]) is not None:  # done: a background import reads it
        shutil.rmtree(folder, ignore_errors=True)
