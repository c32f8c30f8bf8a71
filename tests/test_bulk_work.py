"""Bulk-work mode: the collector off and a short switch interval while imports and exports run,
put back as they were when the last run ends; entered by the CLI and the window, never by the
services (the import contract in pyproject.toml keeps them from importing it)."""

from __future__ import annotations

import gc
import sys
import threading
from pathlib import Path

import pytest

from papershelf import bulk_work as bulk_module
from papershelf.bulk_work import bulk_work, in_bulk_work
from papershelf.cli import build_parser
from papershelf.library.db import Library
from papershelf.services.exporting import ExportScope, export_file
from papershelf.services.importing import import_file
from tests.paths import SAMPLE


def test_runs_nest_and_the_settings_come_back_after_the_last() -> None:
    assert gc.isenabled() and not in_bulk_work()
    interval = sys.getswitchinterval()
    with bulk_work():
        assert not gc.isenabled() and in_bulk_work()
        assert sys.getswitchinterval() < interval
        with bulk_work():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled() and not in_bulk_work()
    assert sys.getswitchinterval() == interval


def test_overlapping_runs_on_threads_end_when_the_last_ends() -> None:
    first, second = bulk_work(), bulk_work()
    first.__enter__()
    second.__enter__()
    first.__exit__(None, None, None)  # the import ends first, the export runs on
    assert not gc.isenabled()
    second.__exit__(None, None, None)
    assert gc.isenabled()


def test_a_run_on_another_thread_keeps_the_collector_off_until_it_ends() -> None:
    started, release = threading.Event(), threading.Event()

    def worker() -> None:
        """A bulk run that waits to be let go."""
        with bulk_work():
            started.set()
            release.wait(10)

    thread = threading.Thread(target=worker)
    thread.start()
    assert started.wait(10)
    assert not gc.isenabled()
    release.set()
    thread.join(10)
    assert gc.isenabled()


def test_a_collector_someone_turned_off_stays_off() -> None:
    gc.disable()
    try:
        with bulk_work():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_failed_run_puts_everything_back() -> None:
    interval = sys.getswitchinterval()
    with pytest.raises(OSError), bulk_work():
        raise OSError(28, "No space left on device")
    assert gc.isenabled() and sys.getswitchinterval() == interval


def test_the_services_leave_the_interpreter_alone(lib: Library, tmp_path: Path) -> None:
    seen: list[bool] = []
    import_file(lib, SAMPLE, progress=lambda done, total: seen.append(gc.isenabled()))
    export_file(lib, ExportScope(), "bibtex", tmp_path / "out.bib")
    assert seen and all(seen)
    assert gc.isenabled() and not in_bulk_work()


@pytest.mark.parametrize(
    ("command", "bulk"), [("import", True), ("export", True), ("search", False)]
)
def test_the_cli_runs_imports_and_exports_in_bulk_work(command: str, bulk: bool) -> None:
    argv = {
        "import": ["import", "x.bib"],
        "export": ["export", "-o", "x.bib"],
        "search": ["search", "x"],
    }
    args = build_parser().parse_args(argv[command])
    assert getattr(args, "bulk", False) is bulk


def test_the_cli_import_enters_it(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from papershelf.cli import importing, run_command

    seen: list[bool] = []
    real = importing.import_file

    def watched(*args: object, **kwargs: object) -> object:
        """import_file, noting whether bulk work was on."""
        seen.append(in_bulk_work())
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(importing, "import_file", watched)
    library = tmp_path / "cli.sqlite"
    args = build_parser().parse_args(["--library", str(library), "import", str(SAMPLE)])
    assert run_command(args) == 0
    assert seen == [True]
    assert not in_bulk_work() and bulk_module.gc.isenabled()
