"""Take the README's Find Metadata screenshot against the replayed real API answers.

Run from the repository root:
    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/take_metadata.py
The services are a local server replaying the recorded answers in tests/data/metadata (no
network); the entries are made by the abstract-list importer from three recorded abstracts.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from tests.metadata_replay import crossref_pool, replay_server, serve_candidate_pools  # noqa: E402


def main() -> None:
    """Open the dialog on three entries made from recorded abstracts; save it once all are in."""
    with replay_server() as server:
        serve_candidate_pools(server)
        os.environ.update(server.environment())
        os.environ["PAPERSHELF_CACHE_DIR"] = tempfile.mkdtemp()
        app = QApplication([])
        from papershelf.formats.text.markup import to_plain
        from papershelf.formats.web.crossref import work_record
        from papershelf.gui.controller import LibraryController
        from papershelf.gui.dialog_commands import find_metadata
        from papershelf.gui.dialogs.find_metadata import FindMetadataDialog
        from papershelf.gui.main_window import MainWindow
        from papershelf.gui.settings import Settings
        from papershelf.library.db import open_library
        from papershelf.services.importing import import_file

        folder = Path(tempfile.mkdtemp())
        lib = open_library(folder / "club.sqlite")
        works = json.loads(crossref_pool())["message"]["items"]
        records = [work_record(w) for w in works if w.get("abstract")][:3]
        texts = [" ".join(to_plain(r.abstract).split()) for r in records]
        path = folder / "club.txt"
        path.write_text("Journal club\n\n" + "\n\n".join(texts) + "\n", encoding="utf-8")
        added = import_file(lib, path).added
        window = MainWindow(LibraryController(lib), Settings(folder / "settings.ini"))
        window.show()
        window.table.select_ids(added)
        find_metadata(window)
        dialog = window.findChild(FindMetadataDialog)
        assert dialog is not None

        def save_when_done() -> None:
            if len(dialog.results) < len(added):
                QTimer.singleShot(200, save_when_done)
                return
            dialog.grab().save(str(HERE / "find-metadata.png"))
            app.quit()

        QTimer.singleShot(200, save_when_done)
        app.exec()


if __name__ == "__main__":
    main()
