"""A killed `papershelf attach --copy` leaves no truncated file under the attachment's name.

Issue 30, item 15: the copy was written straight to its final name in the managed folder,
so a kill mid-copy left a truncated PDF there, looking whole. Now the bytes go to a marked
temporary name and are renamed once synced. The command runs as a subprocess, killed
(SIGKILL) as soon as anything appears in the managed folder.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.test_cli import papershelf

SIZE = 256 * 1024 * 1024  # big enough that the copy is caught under way


def files_under(folder: Path) -> list[Path]:
    """Every file below folder."""
    return [p for p in folder.rglob("*") if p.is_file()] if folder.exists() else []


@pytest.mark.slow
def test_a_killed_copy_leaves_no_truncated_attachment(tmp_path: Path) -> None:
    library = tmp_path / "lib.sqlite"
    source = tmp_path / "one.bib"
    source.write_text("@article{smith2020, title = {A study}, author = {Smith, J}, year = 2020}\n")
    assert papershelf("import", source, "--library", library).returncode == 0
    pdf = tmp_path / "big.pdf"
    with pdf.open("wb") as handle:
        handle.write(b"%PDF-1.4\n")
        handle.truncate(SIZE)
    managed = tmp_path / "files"
    command = [sys.executable, "-m", "papershelf", "attach", "smith2020", str(pdf), "--copy",
               "--library", str(library)]  # fmt: skip
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not files_under(managed) and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.001)
    os.kill(process.pid, signal.SIGKILL)
    process.wait(timeout=30)
    seen = files_under(managed)
    assert seen, "the copy was not caught under way"
    named = [p for p in seen if not p.name.startswith(".")]
    assert all(p.stat().st_size == SIZE for p in named), [(p, p.stat().st_size) for p in named]
    again = papershelf("attach", "smith2020", pdf, "--copy", "--library", library)
    assert again.returncode == 0, again.stderr
    whole = [p for p in files_under(managed) if not p.name.startswith(".")]
    assert len(whole) == 1 and whole[0].stat().st_size == SIZE
