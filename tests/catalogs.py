"""The shipped catalogs compiled by lrelease into a scratch folder (the tests' `.qm` files)."""

from __future__ import annotations

import shutil
from pathlib import Path

from papershelf.i18n.build import compile_catalogs
from papershelf.resources import resource


def compiled_copy(folder: Path) -> Path:
    """Copy resources/i18n's `.ts` files into *folder*, add the pseudo one, compile all."""
    for path in resource("i18n").glob("papershelf_*.ts"):
        shutil.copy(path, folder)
    compile_catalogs(folder)
    return folder
