"""Catalog fixtures: the shipped `.ts` files compiled once per run into a scratch folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.resources import resource
from tests.catalogs import compiled_copy


@pytest.fixture(scope="session")
def compiled_catalogs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of resources/i18n with the pseudo catalog and every `.qm` built by lrelease."""
    return compiled_copy(tmp_path_factory.mktemp("i18n"))


@pytest.fixture
def pseudo_resources(tmp_path: Path, compiled_catalogs: Path) -> Path:
    """A resources folder like the shipped one, with the compiled catalogs and pseudo one."""
    folder = tmp_path / "resources"
    folder.mkdir()
    for item in resource().iterdir():
        if item.name != "i18n":
            (folder / item.name).symlink_to(item)
    (folder / "i18n").symlink_to(compiled_catalogs)
    return folder
