"""Start-up loads only what the first paint needs; the rest loads, and works, when first used."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog

from papershelf.gui import actions
from papershelf.gui.main_window import MainWindow

# Modules the window loads on first use only (their dialogs, pages and services).
DEFERRED = (
    "papershelf.gui.duplicates",
    "papershelf.gui.import_review",
    "papershelf.gui.stats_view",
    "papershelf.gui.charts",
    "papershelf.gui.triage",
    "papershelf.gui.triage_card",
    "papershelf.services.exporting",
    "papershelf.services.autoexport",
)
SHOW_WINDOW = """
import json, sys
from pathlib import Path
from papershelf.gui.application import make_application, open_window
from papershelf.gui.settings import Settings
app = make_application()
window = open_window(sys.argv[1], Settings(Path(sys.argv[2])))
window.show()
app.processEvents()
print(json.dumps(sorted(m for m in sys.modules if m.startswith("papershelf."))))
window.close()
"""


def test_the_shown_window_has_not_loaded_dialogs_pages_or_export(tmp_path: Path) -> None:
    command = [sys.executable, "-c", SHOW_WINDOW, str(tmp_path / "lib.sqlite"), str(tmp_path / "s")]
    out = subprocess.run(command, capture_output=True, text=True, check=True, timeout=120).stdout
    loaded = set(json.loads(out.strip().splitlines()[-1]))
    assert "papershelf.gui.main_window" in loaded
    assert loaded.isdisjoint(DEFERRED), sorted(loaded & set(DEFERRED))


def _action(window: MainWindow, text: str) -> QAction:
    """The window's menu action with this text (the menus are how a person finds them)."""
    found = [a for a in window.findChildren(QAction) if a.text() == text]
    assert found, text
    return found[0]


def test_find_duplicates_opens_its_dialog(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QDialog, "exec", lambda self: shown.append(type(self).__name__) or 0)
    _action(window, actions.DUPLICATES.text).trigger()
    assert shown == ["DuplicatesDialog"]


def test_the_triage_page_is_made_when_first_entered(window: MainWindow) -> None:
    pages, insights = window.insights.pages, window.insights
    assert pages is not None and pages.count() == 1  # the library only, at start
    _action(window, actions.TRIAGE.text).trigger()
    assert insights.in_triage
    assert pages.count() == 2 and pages.currentWidget() is insights.triage
    insights.triage_action.trigger()  # now "Leave Triage"
    assert not insights.in_triage
    _action(window, actions.TRIAGE.text).trigger()  # again: the same page, not a new one
    assert insights.in_triage and pages.count() == 2
