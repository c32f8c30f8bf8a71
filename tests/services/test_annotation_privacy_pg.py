"""Private and public annotations on a shared library (issue 36, schema 11), on the real test
server with members who are login roles of their own: an annotation is its member's and
private unless shared; the others see only the shared ones, by their maker's shown name,
and their searches never find a private one's words. A file shows its reader every one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.postgresql import schema as schema_pg
from papershelf.library.queries import ordered_ids
from papershelf.library.search import parse
from papershelf.services import annotations as service
from papershelf.services import people
from papershelf.services.changes import ServiceError
from tests.backends import server_schema
from tests.factories import add, record
from tests.members_pg import members_of
from tests.test_cli_reading import cli

RECT = (72.0, 700.0, 200.0, 712.0)


@pytest.fixture
def url(pg_url: str) -> Iterator[str]:
    """A shared library with two papers (made by the server's own role)."""
    for target in server_schema(pg_url):
        lib = open_library(target)
        add(
            lib,
            record("Sparse kernels", key="first2020"),
            record("Dense kernels", key="second2021"),
        )
        lib.close()
        yield target


def _papers(lib: Library) -> list[int]:
    """The papers, oldest first."""
    return sorted(ordered_ids(lib))


def _found(lib: Library, query: str) -> list[int]:
    """The ids a search finds."""
    return sorted(ordered_ids(lib, query=parse(query)))


@pytest.mark.postgresql
def test_others_see_only_shared_annotations_by_their_makers_name(url: str) -> None:
    with members_of(url, 2) as (ann, bea):
        first, second = open_library(ann.url), open_library(bea.url)
        try:
            people.set_display_name(first, "Ann Lee")
            paper, other = _papers(first)
            mine, _ = service.add(first, paper, None, 1, "highlight", [RECT], "quasar", "tbd")
            shared, _ = service.add(
                first, other, None, 2, "note", [RECT], comment="pulsar", public=True
            )
            assert (mine.public, mine.member, shared.public) == (False, ann.role, True)
            assert [r.id for r in service.annotations_of_entries(first, [paper, other])] == [
                mine.id, shared.id,
            ]  # fmt: skip
            seen = service.annotations_of_entries(second, [paper, other])
            assert [(r.id, r.member) for r in seen] == [(shared.id, ann.role)]
            assert _found(second, "annotation:quasar") == []  # a private one's words
            assert _found(second, "quasar") == []
            assert _found(second, "annotation:pulsar") == [other]
            assert _found(first, "annotation:quasar") == [paper]
            with pytest.raises(ServiceError, match="only the member who made"):
                service.update(second, shared.id, public=False)
            service.update(first, mine.id, public=True)  # ann shares it
            assert _found(second, "annotation:quasar") == [paper]
            printed = cli(bea.url, "annotations", "first2020", "--format", "json")
            assert '"author": "Ann Lee"' in printed
        finally:
            first.close()
            second.close()


@pytest.mark.postgresql
def test_the_shell_prints_mine_and_never_anothers_private_ones(url: str) -> None:
    with members_of(url, 2) as (ann, bea):
        lib = open_library(ann.url)
        try:
            paper = _papers(lib)[0]
            service.add(lib, paper, None, 1, "highlight", [RECT], "kept to myself")
        finally:
            lib.close()
        assert "kept to myself" in cli(ann.url, "annotations", "first2020", "--mine")
        assert "kept to myself" not in cli(bea.url, "annotations", "first2020")


def test_a_file_shows_every_annotation(tmp_path: Path) -> None:
    lib = open_library(tmp_path / "one.sqlite")
    try:
        paper = add(lib, record("One reader", key="one2020")).added[0]
        row, _ = service.add(lib, paper, None, 1, "highlight", [RECT], "mine alone")
        assert (row.member, row.public) == ("", False)
        assert [r.id for r in service.annotations_of(lib, paper)] == [row.id]
        assert service.is_mine(lib, row)
        assert sorted(ordered_ids(lib, query=parse("annotation:alone"))) == [paper]
    finally:
        lib.close()


@pytest.fixture
def old_url(pg_url: str) -> Iterator[str]:
    """A server library taken back to schema 10 with an annotation made there."""
    import psycopg

    for target in server_schema(pg_url):
        lib = open_library(target)
        paper = add(lib, record("Annotated before")).added[0]
        service.add(lib, paper, None, 1, "highlight", [RECT], "seen by all then")
        lib.close()
        with psycopg.connect(target, autocommit=True) as conn:
            conn.execute("DROP TABLE reading_position CASCADE")
            conn.execute("ALTER TABLE annotation DROP COLUMN public, DROP COLUMN member")
            conn.execute(
                f"UPDATE {schema_pg.META_TABLE} SET value = '10' WHERE name = 'schema_version'"
            )
        yield target


@pytest.mark.postgresql
def test_annotations_made_before_the_upgrade_stay_shown_to_everyone(old_url: str) -> None:
    lib = open_library(old_url)  # the owner upgrades it
    try:
        (row,) = service.annotations_of(lib, _papers(lib)[0])
        assert (row.public, row.member) == (True, lib.user_name())
    finally:
        lib.close()
