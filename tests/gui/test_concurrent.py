"""Two windows, or a window and the CLI, on one library: one writer, and every change shown."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from papershelf.gui.application import open_window
from papershelf.gui.main_window import MainWindow
from papershelf.gui.settings import Settings
from papershelf.library.db import open_library
from papershelf.library.lock import LibraryLock, lock_path, read_holder
from tests.snapshots import dump

HOLD_LOCK = (
    "import sys, time; from pathlib import Path; from papershelf.library.lock import LibraryLock; "
    "assert LibraryLock(Path(sys.argv[1])).acquire() is None; print('locked', flush=True); "
    "time.sleep(60)"
)


@pytest.fixture
def other_writer(library: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process that holds the library's writer lock, as a first window does."""
    with subprocess.Popen(  # leaving it closes its pipe and waits (warnings are errors)
        [sys.executable, "-c", HOLD_LOCK, str(library)], stdout=subprocess.PIPE, text=True
    ) as process:
        assert process.stdout is not None and process.stdout.readline().strip() == "locked"
        yield process
        process.kill()


def opened(qtbot: QtBot, library: Path, tmp_path: Path, name: str) -> MainWindow:
    """A window on *library*, as `papershelf --library` opens it, shown."""
    window = open_window(library, Settings(tmp_path / f"{name}.ini"))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def close(window: MainWindow) -> None:
    """Close a window as run_gui does: release its lock, close its library."""
    window.safety.release()  # type: ignore[attr-defined]
    window.close()


def test_first_window_takes_the_lock_and_gives_it_back(
    qtbot: QtBot, library: Path, tmp_path: Path
) -> None:
    window = opened(qtbot, library, tmp_path, "a")
    holder = read_holder(lock_path(library.resolve()))
    assert holder is not None and holder.pid == os.getpid()
    assert not window.safety.read_only  # type: ignore[attr-defined]
    close(window)
    assert not lock_path(library.resolve()).exists()


def test_second_instance_opens_read_only_and_never_writes(
    qtbot: QtBot, library: Path, tmp_path: Path, other_writer: subprocess.Popen[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    before = library.read_bytes()
    window = opened(qtbot, library, tmp_path, "b")
    banner = window.safety.banner  # type: ignore[attr-defined]
    assert banner is not None and banner.isVisible()
    assert f"(PID {other_writer.pid})" in banner.label.text()
    assert "this window is read-only" in banner.label.text()
    assert not window.menus.delete_action.isEnabled() and not window.menus.undo_action.isEnabled()
    messages: list[str] = []
    monkeypatch.setattr(window, "show_error", messages.append)
    window.controller.failed.disconnect()
    window.controller.failed.connect(messages.append)
    first = window.model.entry_id(0)
    assert not window.controller.delete_entries([first])
    assert not window.controller.add_tag([first], "mine")
    assert window.imports.import_paths([tmp_path / "nothing.bib"]) is None
    assert any("read-only" in message for message in messages)
    assert messages and "another Papershelf window" in messages[0]
    shown = window.model.total
    close(window)
    window.controller.lib.close()
    assert shown == 19
    assert library.read_bytes() == before  # not one byte written, not even a checkpoint
    assert read_holder(lock_path(library.resolve())).pid == other_writer.pid  # type: ignore[union-attr]


def test_a_stale_lock_is_taken_over(qtbot: QtBot, library: Path, tmp_path: Path) -> None:
    with subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(library)],
                          stdout=subprocess.PIPE, text=True) as process:  # fmt: skip
        assert process.stdout is not None and process.stdout.readline().strip() == "locked"
        process.kill()  # a crash: the lock file stays behind
    assert lock_path(library.resolve()).exists()
    window = opened(qtbot, library, tmp_path, "c")
    assert not window.safety.read_only  # type: ignore[attr-defined]
    assert window.controller.add_tag([window.model.entry_id(0)], "mine")
    close(window)


def test_two_windows_in_one_process(qtbot: QtBot, library: Path, tmp_path: Path) -> None:
    first = opened(qtbot, library, tmp_path, "a")
    second = opened(qtbot, library, tmp_path, "b")
    assert not first.safety.read_only  # type: ignore[attr-defined]
    assert second.safety.read_only  # type: ignore[attr-defined]
    assert LibraryLock(library).acquire() is not None
    close(second)
    assert lock_path(library.resolve()).exists()  # still the first window's
    close(first)


def test_cli_writes_show_in_an_open_window(qtbot: QtBot, library: Path, tmp_path: Path) -> None:
    window = opened(qtbot, library, tmp_path, "a")
    lib = window.controller.lib
    before = dump(lib)
    bib = tmp_path / "more.bib"
    bib.write_text("@article{new2025, title={A Paper Written Elsewhere}, year=2025}\n")
    done = subprocess.run(
        [sys.executable, "-m", "papershelf", "import", str(bib), "--library", str(library)],
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    tagged = subprocess.run(
        [sys.executable, "-m", "papershelf", "tag", "add", "elsewhere", "key:new2025",
         "--library", str(library)], capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert tagged.returncode == 0, tagged.stderr
    # How soon it shows is measured in bench/worst_case_bench.py (external_write_shown_s).
    qtbot.waitUntil(lambda: window.model.total == 20, timeout=5000)
    assert "20 entries" in window.count_label.text()
    new_id = lib.execute("SELECT id FROM entry WHERE key = 'new2025'").fetchone()[0]
    assert window.model.row_of(new_id) is not None
    qtbot.waitUntil(lambda: "elsewhere" in [t.name for t in window.sidebar.model.tags])
    assert len(dump(lib)["entry"]) == len(before["entry"]) + 1
    close(window)


WRITE_AS_A_WINDOW = """
import sys
from papershelf.library.db import open_library
from papershelf.library.lock import LibraryLock
from papershelf.services.tags import add_tag
lib = open_library(sys.argv[1])
assert LibraryLock(lib.path).acquire() is None
ids = [int(i) for (i,) in lib.execute("SELECT id FROM entry")]
print("writing", flush=True)
sys.stdin.readline()
for n in range(20):
    add_tag(lib, ids, f"first{n}")
lib.close()
print("done", flush=True)
"""


def test_a_window_through_a_hard_link_is_read_only(
    qtbot: QtBot, library: Path, tmp_path: Path
) -> None:
    alias = tmp_path / "alias.sqlite"
    os.link(library, alias)
    first = subprocess.Popen(
        [sys.executable, "-c", WRITE_AS_A_WINDOW, str(library)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert first.stdin is not None and first.stdout is not None
    assert first.stdout.readline().strip() == "writing"
    window = opened(qtbot, alias, tmp_path, "alias")
    assert window.safety.read_only  # type: ignore[attr-defined]
    banner = window.safety.banner  # type: ignore[attr-defined]
    assert banner is not None and f"(PID {first.pid})" in banner.label.text()
    messages: list[str] = []
    window.controller.failed.disconnect()
    window.controller.failed.connect(messages.append)
    first.stdin.write("go\n")
    first.stdin.flush()
    ids = [window.model.entry_id(row) for row in range(window.model.total)]
    for n in range(20):  # both write what they can, at the same time
        assert not window.controller.add_tag(ids, f"second{n}")
    assert len(messages) == 20
    assert first.stdout.readline().strip() == "done" and first.wait(timeout=60) == 0
    first.stdin.close()
    first.stdout.close()
    close(window)
    window.controller.lib.close()
    lib = open_library(library)
    try:
        assert lib.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        names = {name for (name,) in lib.execute("SELECT name FROM tag")}
    finally:
        lib.close()
    assert names == {f"first{n}" for n in range(20)}


def test_two_windows_in_one_process_through_a_hard_link(
    qtbot: QtBot, library: Path, tmp_path: Path
) -> None:
    alias = tmp_path / "alias.sqlite"
    os.link(library, alias)
    first = opened(qtbot, library, tmp_path, "a")
    second = opened(qtbot, alias, tmp_path, "b")
    assert not first.safety.read_only  # type: ignore[attr-defined]
    assert second.safety.read_only  # type: ignore[attr-defined]
    second.controller.failed.disconnect()
    assert not second.controller.add_tag([second.model.entry_id(0)], "theirs")
    assert first.controller.add_tag([first.model.entry_id(0)], "mine")
    close(second)
    second.controller.lib.close()
    close(first)
    first.controller.lib.close()
