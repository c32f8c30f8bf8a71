"""Catalog fixtures: the shipped `.ts` files compiled once per run into a scratch folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from papershelf.gui.translation import install_language
from papershelf.i18n import PSEUDO
from tests.catalogs import compiled_copy


@pytest.fixture(scope="session")
def compiled_catalogs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of resources/i18n with the pseudo catalog and every `.qm` built by lrelease."""
    return compiled_copy(tmp_path_factory.mktemp("i18n"))


@pytest.fixture
def pseudo(qapp: QApplication, compiled_catalogs: Path) -> Iterator[None]:
    """The app in the pseudo-locale; English afterwards."""
    before = QLocale()
    install_language(qapp, PSEUDO, compiled_catalogs)
    yield
    install_language(qapp, "en", compiled_catalogs)
    QLocale.setDefault(before)
