"""Catalog fixtures: the shipped `.ts` files compiled once per run into a scratch folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.catalogs import compiled_copy


@pytest.fixture(scope="session")
def compiled_catalogs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of resources/i18n with the pseudo catalog and every `.qm` built by lrelease."""
    return compiled_copy(tmp_path_factory.mktemp("i18n"))
