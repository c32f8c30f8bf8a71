"""A shared library's window is titled by the library's name (issue 31, defect 3): not the
connection string with its socket folder and user. Opened as the app opens it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from pytestqt.qtbot import QtBot

from papershelf.gui.shell.library_title import library_title
from tests.backends import server_schema
from tests.gui.shared_windows import Opener, fill, server_url, window_opener, with_password

psycopg = pytest.importorskip("psycopg")


@pytest.fixture
def opener(qtbot: QtBot, tmp_path: Path) -> Iterator[Opener]:
    """Opens windows as the app does; closes them after the test."""
    yield from window_opener(qtbot, tmp_path)


@pytest.fixture
def shared() -> Iterator[str]:
    """The sample library on the server, in a schema of its own (dropped after the test)."""
    for url in server_schema(server_url()):
        fill(url)
        yield url


@pytest.mark.postgresql
def test_a_shared_library_window_is_titled_by_the_library(shared: str, opener: Opener) -> None:
    window = opener(with_password(shared))  # as typed in Open Shared Library, password too
    database = urlsplit(shared).path.lstrip("/")
    schema = shared.rsplit("search_path%3D", 1)[1]
    assert window.windowTitle() == f"{database} ({schema})"


def test_titles_name_the_database_and_a_remote_host_only() -> None:
    assert library_title("postgresql://ann:pw@/lab?host=/run/postgresql") == "lab"
    assert library_title("postgresql://ann@db.example.org:5433/lab") == "lab on db.example.org"
    assert library_title("postgresql://ann@localhost/lab") == "lab"
    assert library_title(Path("/home/ann/papers.sqlite")) == "papers.sqlite"
