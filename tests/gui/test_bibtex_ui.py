"""BibTeX in the window: import with progress, export, the clipboard, files kept up to date."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog
from pytestqt.qtbot import QtBot

from papershelf.gui.main_window import MainWindow
from papershelf.library.queries import count_entries
from papershelf.services.lists import find_list
from tests.gui.test_organising import undo_redo

DATA = Path(__file__).resolve().parents[1] / "data"


def test_importing_a_bib_file_is_one_undo_step(window: MainWindow) -> None:
    before = count_entries(window.controller.lib)

    def import_it() -> None:
        report = window.imports.import_paths([DATA / "roundtrip.bib"])
        assert report is not None and report.added

    undo_redo(window, import_it)
    assert count_entries(window.controller.lib) > before


def test_a_big_import_runs_on_a_worker_and_can_be_cancelled(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    big = tmp_path / "big.bib"
    entry = (
        "@article{{k{0},\n  title = {{Paper number {0} on graphs}},\n"
        "  author = {{Doe, Jane}},\n  year = {{2020}},\n}}\n\n"
    )
    big.write_text("".join(entry.format(i) for i in range(3000)))
    monkeypatch.setattr("papershelf.gui.features.import_flow.SYNC_IMPORT_BYTES", 1000)
    before = count_entries(window.controller.lib)
    assert window.imports.import_paths([big]) is None  # it returned at once: the window stays live
    job = window.imports.background
    assert job is not None
    with qtbot.waitSignal(job.ended, timeout=30000):
        pass
    assert count_entries(window.controller.lib) == before + 3000
    window.menus.undo_action.trigger()
    assert count_entries(window.controller.lib) == before
    window.imports.import_paths([big])
    job = window.imports.background
    assert job is not None and job.task is not None
    job.task.cancel()
    with qtbot.waitSignal(job.ended, timeout=30000):
        pass
    assert window.statusBar().currentMessage() == "Import cancelled; nothing was kept"
    assert count_entries(window.controller.lib) == before  # nothing half-imported


def test_export_writes_the_view(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.bib"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), "BibTeX (.bib)")
    )
    window.bibtex.export_dialog()
    text = target.read_text()
    assert text.count("@") == 19
    first = target.read_bytes()
    window.bibtex.export_dialog()
    assert target.read_bytes() == first  # the same library gives the same bytes


def test_clipboard_bibtex_and_cite(window: MainWindow) -> None:
    ids = [window.model.entry_id(r) for r in range(2)]
    window.table.select_ids(ids)
    window.bibtex.copy_cite()
    cite = QApplication.clipboard().text()
    lib = window.controller.lib
    keys = [lib.execute("SELECT key FROM entry WHERE id = ?", [i]).fetchone()[0] for i in ids]
    assert cite == "\\cite{" + ",".join(keys) + "}"
    window.bibtex.copy_bibtex()
    copied = QApplication.clipboard().text()
    assert copied.count("@") == 2 and all(k in copied for k in keys)


def test_a_bound_list_file_follows_a_tag_within_two_seconds(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    target = tmp_path / "thesis.bib"
    list_id = find_list(window.controller.lib, "ICLR 2025 Papers")
    binding = window.bibtex.bind(target, list_id)
    assert binding is not None
    qtbot.waitUntil(target.exists, timeout=2000)
    entry = window.model.entry_id(0)
    window.controller.add_tag([entry], "chapter-two")
    # The window did not wait for the file: the write comes after the edit returned
    # (bench/worst_case_bench.py measures the edit: tag_with_bound_file_ms).
    assert "chapter-two" not in target.read_text()
    qtbot.waitUntil(lambda: "chapter-two" in target.read_text(), timeout=2000)


def test_regenerating_keys_shows_them_first_and_undoes(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from papershelf.gui.features.bibtex_ui import regenerate_keys_dialog

    lib = window.controller.lib
    entry = window.model.entry_id(0)
    window.controller.edit_entry(entry, {"key": "tmp-key", "authors_text": "Wandel, Nils"})
    window.table.select_ids([entry])
    shown: list[str] = []

    def answer(parent: object, title: str, text: str, *a: object) -> QMessageBox.StandardButton:
        shown.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    undo_redo(window, lambda: regenerate_keys_dialog(window))
    key = lib.execute("SELECT key FROM entry WHERE id = ?", [entry]).fetchone()[0]
    assert key.startswith("wandel2025") and "tmp-key  →  " + key in shown[0]


def test_a_bound_file_left_stale_is_written_when_the_window_opens(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from papershelf.gui.application import open_window
    from papershelf.gui.settings import Settings
    from papershelf.library.db import open_library
    from papershelf.services.autoexport import bind, is_dirty, mark_dirty, run_binding
    from papershelf.services.importing import import_file

    path = tmp_path / "lib.sqlite"
    lib = open_library(path)
    refs = tmp_path / "refs.bib"
    binding = bind(lib, refs)
    run_binding(lib, binding)
    mark_dirty(lib, [binding])  # a change committed, then the app was killed before writing
    import_file(lib, DATA / "roundtrip.bib")
    lib.close()
    assert "@" not in refs.read_text()
    window = open_window(path, Settings(tmp_path / "s.ini"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: "@" in refs.read_text(), timeout=10000)
    assert window.bibtex.wait_for_exports()
    assert not is_dirty(window.controller.lib, binding.id)
    window.safety.release()  # type: ignore[attr-defined]
    window.close()


def test_a_change_marks_its_bound_files_until_they_are_written(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    from papershelf.services.autoexport import is_dirty

    refs = tmp_path / "refs.bib"
    binding = window.bibtex.bind(refs, None)
    assert binding is not None and window.bibtex.wait_for_exports()
    window.table.selectRow(0)
    window.controller.set_rating(window.table.selected_ids(), 3)  # not exported: no mark
    assert not is_dirty(window.controller.lib, binding.id)
    window.controller.edit_entry(window.table.selected_ids()[0], {"title": "Changed title"})
    assert is_dirty(window.controller.lib, binding.id)  # marked as soon as it is committed
    assert window.bibtex.wait_for_exports()
    assert not is_dirty(window.controller.lib, binding.id) and "Changed title" in refs.read_text()
