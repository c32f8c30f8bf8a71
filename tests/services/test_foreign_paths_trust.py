"""Whether a link from a .bib is trusted does not depend on the current folder.

Issue 30, item 15: a UNC path (`\\\\server\\share\\a.pdf`) or a drive path (`C:\\a.pdf`) is
absolute on Windows but, on POSIX, a relative name: resolved, it landed in the current
folder, so it was trusted when the import ran from inside the .bib's folder, and not from
anywhere else. Such a path lies in no folder of this system: never trusted here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.library.db import open_library
from papershelf.services.attachments import attachments_of
from papershelf.services.importing import import_file

LINKS = ["\\\\\\\\server\\\\share\\\\paper.pdf", "C\\:\\\\papers\\\\paper.pdf"]


@pytest.mark.parametrize("link", LINKS)
@pytest.mark.parametrize("run_in", ["bib folder", "elsewhere"])
def test_a_windows_path_is_never_trusted_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, link: str, run_in: str
) -> None:
    folder = tmp_path / "shared"
    folder.mkdir()
    (tmp_path / "elsewhere").mkdir()
    source = folder / "refs.bib"
    source.write_text(f"@article{{a, title = {{T}}, file = {{:{link}:PDF}}}}\n")
    monkeypatch.chdir(folder if run_in == "bib folder" else tmp_path / "elsewhere")
    lib = open_library(tmp_path / "lib.sqlite")
    try:
        import_file(lib, source)
        entry = lib.execute("SELECT id FROM entry").fetchone()[0]
        (row,) = attachments_of(lib, entry)
    finally:
        lib.close()
    assert row.path.endswith("paper.pdf") and not row.trusted
