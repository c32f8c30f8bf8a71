"""The same library gives the same answers on both backends (issue 19's acceptance): real
.bib files imported through the CLI into a SQLite file and into a PostgreSQL schema, then
`papershelf search --json` (no query: every entry) prints the same bytes on both, in the
order entries were added and in every --sort order, both ways.

The CLI runs in this process so that the import's clock can be frozen (both imports stamp
their entries with the same date added).
"""

from __future__ import annotations

from collections.abc import Iterator
from io import StringIO
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from papershelf.library.queries import SORT_SQL
from papershelf.services import import_writer
from papershelf.services.import_run import importer as run_importer
from tests.backends import server_schema

pytestmark = pytest.mark.postgresql

DATA = Path(__file__).resolve().parent / "data"
FILES = [
    DATA / "faithful.bib",
    DATA / "roundtrip.bib",
    DATA / "abbreviations.bib",
    DATA / "malformed.bib",
    DATA / "import" / "dblp.bib",
    DATA / "import" / "tugboat-columns.bib",
    DATA / "import" / "repeated-keys.bib",
    DATA / "encodings" / "emacs-latin2-unix.bib",
    DATA / "encodings" / "undeclared-latin2.bib",
]
SORTS = sorted(k for k in SORT_SQL if k not in ("position", "relevance"))
STAMP = "2024-02-29 13:14:15"


def cli(library: str, *args: str) -> str:
    """Run one papershelf command on *library* in this process; its output (it must succeed)."""
    out = StringIO()
    code = run_command(build_parser().parse_args(["--library", library, *args]), out)
    assert code == 0, out.getvalue()
    return out.getvalue()


@pytest.fixture
def libraries(
    pg_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[str, str]]:
    """A SQLite library and a PostgreSQL one, each with FILES imported (same clock)."""
    monkeypatch.setattr(import_writer, "now", lambda: STAMP)
    monkeypatch.setattr(run_importer, "now", lambda: STAMP)
    for server in server_schema(pg_url):
        targets = (str(tmp_path / "lab.sqlite"), server)
        for target in targets:
            for bib in FILES:
                cli(target, "import", str(bib))
        yield targets


def test_search_json_without_a_query_is_the_same_on_both_backends(
    libraries: tuple[str, str],
) -> None:
    local, server = libraries
    printed = cli(local, "search", "--json")
    assert printed.count('"key"') >= 40  # the files' entries are there
    assert cli(server, "search", "--json") == printed


@pytest.mark.parametrize("sort", SORTS)
def test_every_sort_order_is_the_same_on_both_backends(
    libraries: tuple[str, str], sort: str
) -> None:
    local, server = libraries
    for extra in ([], ["--desc"]):
        printed = cli(local, "search", "--json", "--sort", sort, *extra)
        assert cli(server, "search", "--json", "--sort", sort, *extra) == printed, extra
