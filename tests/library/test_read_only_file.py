"""A library file this process may not write opens as a read-only Library (issue 13.2)."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from papershelf.library.db import open_library

# Root may write a chmod 444 file; without these capabilities it may not, as anyone else.
DROP_OVERRIDE = [
    "setpriv", "--bounding-set=-dac_override,-dac_read_search",
    "--inh-caps=-dac_override,-dac_read_search",
]  # fmt: skip
OPEN_AND_TELL = (
    "import json, sys; from papershelf.library.db import open_library; "
    "lib = open_library(sys.argv[1]); "
    "count = lib.execute('SELECT count(*) FROM entry').fetchone()[0]; "
    "lib.close(); print(json.dumps({'read_only': bool(lib.read_only), 'entries': count}))"
)


def as_someone_who_may_not_write() -> list[str]:
    """The command prefix that runs Python without root's override of file permissions."""
    if os.geteuid() != 0:
        return []
    if shutil.which("setpriv") is None:
        pytest.skip("running as root without setpriv: cannot drop the permission override")
    return DROP_OVERRIDE


def opened_elsewhere(path: Path) -> dict[str, object]:
    """Open *path* in a process that may not write it; what it found."""
    done = subprocess.run(
        [*as_someone_who_may_not_write(), sys.executable, "-c", OPEN_AND_TELL, str(path)],
        capture_output=True, text=True, timeout=60,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2] / "desktop")},
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    return json.loads(done.stdout)


def test_a_file_the_process_cannot_write_opens_read_only(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite"
    lib = open_library(path)
    lib.execute("INSERT INTO entry (key, title) VALUES ('k1', 'A title')")
    lib.close()
    path.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    before = path.read_bytes()
    assert opened_elsewhere(path) == {"read_only": True, "entries": 1}
    assert path.read_bytes() == before  # closing wrote nothing (no checkpoint attempted)


def test_a_writable_file_opens_writable(tmp_path: Path) -> None:
    path = tmp_path / "lib.sqlite"
    open_library(path).close()
    assert opened_elsewhere(path) == {"read_only": False, "entries": 0}
    lib = open_library(path)
    assert not lib.read_only
    lib.close()
