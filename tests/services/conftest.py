"""This suite runs on both backends: `lib` is a new library on SQLite, then on PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import Library
from tests.backends import BACKENDS, library_on


@pytest.fixture(params=BACKENDS)
def lib(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Library]:
    """A new, empty library on SQLite, then on PostgreSQL (skipped without a server)."""
    yield from library_on(request, tmp_path)
