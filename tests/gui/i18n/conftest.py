"""Catalog fixtures: the shipped `.ts` files compiled once per run into a scratch folder; the
app in German at 1x and 1.5x text."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont
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


SCALES = (1.0, 1.5)


@pytest.fixture(params=SCALES, ids=lambda scale: f"{scale}x")
def german(
    request: pytest.FixtureRequest, qapp: QApplication, compiled_catalogs: Path
) -> Iterator[float]:
    """The app in German with its text at the scale given; English and 1x afterwards."""
    before, font = QLocale(), QFont(qapp.font())
    install_language(qapp, "de", compiled_catalogs)
    scaled = QFont(font)
    scaled.setPointSizeF(font.pointSizeF() * request.param)
    qapp.setFont(scaled)
    yield request.param
    qapp.setFont(font)
    install_language(qapp, "en", compiled_catalogs)
    QLocale.setDefault(before)
