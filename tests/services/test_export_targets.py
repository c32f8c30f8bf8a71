"""The export service refuses targets that would destroy the library or never end (the
window's Export… and Keep Exported To… use it as the CLI does), and writes through links."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.services.autoexport import bind, bindings
from papershelf.services.export_files import (
    LEFTOVER_GRACE_SECONDS,
    ExportTargetError,
    check_target,
    remove_leftovers,
)
from papershelf.services.exporting import ExportScope, export_file


@pytest.mark.sqlite_only(reason="the library file and its -wal as export targets")
def test_the_library_and_its_files_are_refused(lib: Library) -> None:
    before = lib.path.read_bytes()
    for target in (lib.path, lib.path.with_name(lib.path.name + "-wal")):
        with pytest.raises(ExportTargetError, match="is the library"):
            export_file(lib, ExportScope(), "bibtex", target)
        with pytest.raises(ExportTargetError, match="is the library"):
            bind(lib, target)
    assert lib.path.read_bytes() == before and bindings(lib) == []


def test_a_folder_and_a_fifo_are_refused(lib: Library, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.bib"
    os.mkfifo(fifo)
    with pytest.raises(ExportTargetError, match="FIFO"):
        export_file(lib, ExportScope(), "bibtex", fifo)
    with pytest.raises(ExportTargetError, match="folder"):
        check_target(tmp_path, lib.file)


def test_a_new_file_and_a_link_to_a_file_are_allowed(lib: Library, tmp_path: Path) -> None:
    real = tmp_path / "real.bib"
    link = tmp_path / "link.bib"
    link.symlink_to(real)
    assert check_target(tmp_path / "new.bib", lib.file) == (tmp_path / "new.bib").resolve()
    assert check_target(link, lib.file) == real.resolve()
    export_file(lib, ExportScope(), "ris", link)
    assert link.is_symlink() and real.exists()


def test_only_old_leftovers_of_ours_are_removed(tmp_path: Path) -> None:
    ours = tmp_path / ".refs.bib.papershelf.abcd1234.tmp"
    young = tmp_path / ".refs.bib.papershelf.efgh5678.tmp"
    theirs = tmp_path / ".refs.bib.tmp"
    for path in (ours, young, theirs):
        path.write_text("x")
    now = time.time()
    old = now - LEFTOVER_GRACE_SECONDS - 1
    os.utime(ours, (old, old))
    os.utime(theirs, (old, old))
    assert remove_leftovers(tmp_path, "refs.bib", now=now) == [ours]
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")) == sorted(
        [young.name, theirs.name]
    )
