"""Fixtures shared by every test: an isolated home, a fresh library, the sample abstracts,
and the PostgreSQL server named by PAPERSHELF_TEST_PG (its tests skip, saying so, without one)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from papershelf.i18n import catalog
from papershelf.library.db import Library, open_library
from papershelf.services.importing import import_file
from tests.backends import mark_items, schema_url
from tests.paths import SAMPLE

# The suite is a gate: property tests draw the same examples every run ("ci"), so a rare
# find cannot fail one run and pass the next. HYPOTHESIS_PROFILE=explore draws new ones
# (bench/fuzz_campaign.py explores for minutes); a find becomes a plain regression test.
settings.register_profile("ci", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point every user folder at a temporary one so no test touches a real library."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("PAPERSHELF_SETTINGS", str(home / "papershelf.ini"))
    monkeypatch.delenv("PAPERSHELF_LIBRARY", raising=False)
    return home


@pytest.fixture(autouse=True)
def language_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test starts in English, whatever language the one before spoke
    (i18n.use_language also sets the worker processes' environment, which a test's CLI
    children and spawned PDF workers would inherit)."""
    monkeypatch.setitem(catalog._current, "language", catalog.SOURCE_LANGUAGE)
    monkeypatch.setenv(catalog.SPOKEN, catalog.SOURCE_LANGUAGE)


@pytest.fixture
def lib(tmp_path: Path) -> Iterator[Library]:
    """A new, empty library in a temporary folder."""
    library = open_library(tmp_path / "test.sqlite")
    yield library
    library.close()


# A libpq connection string to a PostgreSQL server the tests may use and clear (`.ci/run`
# starts a throwaway cluster and sets it; the README says how to start one by hand).
TEST_PG = "PAPERSHELF_TEST_PG"
NO_SERVER = (
    f"{TEST_PG} is not set: the PostgreSQL half of the suite needs a server "
    "(.ci/run starts one; README, 'Tests on PostgreSQL')"
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip the tests marked `postgresql` when no server is named, with the reason; with one,
    SQLite-only tests skip on PostgreSQL and the pending ones are strict xfails there."""
    if os.environ.get(TEST_PG):
        mark_items(items)
        return
    for item in items:
        if "postgresql" in item.keywords:
            item.add_marker(pytest.mark.skip(reason=NO_SERVER))


@pytest.fixture
def pg_url() -> str:
    """The test server's connection string (tests using it are marked `postgresql`)."""
    url = os.environ.get(TEST_PG)
    if not url:
        pytest.skip(NO_SERVER)
    return url


@pytest.fixture
def server_url(pg_url: str) -> Iterator[str]:
    """A URL naming a new, empty schema of the test server (dropped after the test)."""
    psycopg = pytest.importorskip("psycopg")
    schema = f"scratch_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{schema}"')
    try:
        yield schema_url(pg_url, schema)
    finally:
        with psycopg.connect(pg_url, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA "{schema}" CASCADE')


@pytest.fixture
def sample_path() -> Path:
    """The ICLR 2025 abstracts file (the app's own copy in resources/samples)."""
    assert SAMPLE.exists(), f"the sample is missing: {SAMPLE}"
    return SAMPLE


@pytest.fixture
def library(tmp_path: Path, sample_path: Path) -> Path:
    """A closed library file holding the sample list (19 entries), for other processes to open.

    Modules that need another library file define their own `library`."""
    path = tmp_path / "shared.sqlite"
    lib = open_library(path)
    import_file(lib, sample_path)
    lib.close()
    return path


class TypesetPdfs:
    """The suite's real PDFs (tests/pdfs.py), each typeset once per session when first asked."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._made: dict[str, Path] = {}

    def get(self, name: str) -> Path:
        """The PDF called *name*: doi, arxiv, metadata, two_column, long, cyrillic, scanned,
        linked, encrypted, damaged."""
        if name not in self._made:
            self._made[name] = self._make(name)
        return self._made[name]

    def _make(self, name: str) -> Path:
        """Typeset (or derive) one PDF."""
        from tests import pdfs

        builders = {
            "doi": pdfs.doi_paper,
            "arxiv": pdfs.arxiv_paper,
            "metadata": pdfs.metadata_paper,
            "two_column": pdfs.two_column_paper,
            "long": pdfs.long_document,
            "cyrillic": pdfs.cyrillic_paper,
            "scanned": pdfs.scanned_paper,
            "linked": pdfs.linked_paper,
        }
        if name == "encrypted":
            return pdfs.encrypted_copy(self.get("doi"), self.folder / "encrypted.pdf")
        if name == "damaged":
            return pdfs.damaged_copy(self.get("long"), self.folder / "damaged.pdf")
        return builders[name](self.folder)


@pytest.fixture(scope="session")
def typeset_pdfs(tmp_path_factory: pytest.TempPathFactory) -> TypesetPdfs:
    """Real PDFs made by pdflatex in this run; the test is skipped where pdflatex is missing."""
    from tests.pdfs import PDFLATEX

    if PDFLATEX is None:
        pytest.skip("pdflatex is not installed (CI installs TeX Live)")
    return TypesetPdfs(tmp_path_factory.mktemp("pdfs"))
