"""Remote changes as the views' Changes (services.live): what each table's notice means, and
the LiveFeed on the real server (marked postgresql) turning notifications into them."""

from __future__ import annotations

import queue
from collections.abc import Iterator

import pytest

from papershelf.library.postgresql.changes import LinkState, Notice, channel_name, parse
from papershelf.library.postgresql.listen import Backoff
from papershelf.services.changes import ALL_FIELDS, EVERYTHING, Changes
from papershelf.services.live import MISSED, LiveFeed, RemoteChanges, describe, describe_all


def notice(table: str, kind: str = "u", **extra: object) -> Notice:
    """A notice from backend 7."""
    return Notice(table, kind, 7, **extra)  # type: ignore[arg-type]


def test_entry_rows_become_added_removed_and_edited() -> None:
    ids = frozenset({1, 2})
    assert describe(notice("entry", "i", ids=ids)) == RemoteChanges(Changes(added=ids))
    assert describe(notice("entry", "d", ids=ids)) == RemoteChanges(Changes(removed=ids))
    edited = describe(notice("entry", ids=ids, fields=frozenset({"title", "tag_sort"})))
    assert edited == RemoteChanges(Changes.edit(ids, {"title", "tags"}))
    unknown = describe(notice("entry", ids=ids))  # too many rows to compare: any field
    assert unknown.changes.fields == ALL_FIELDS and not unknown.reload


def test_each_table_says_what_the_views_refresh() -> None:
    entries = frozenset({4})
    found = {
        table: describe(notice(table, ids=frozenset({9}), entries=entries)).changes
        for table in ("person", "entry_field", "tag", "entry_tag", "reading_list",
                      "list_membership", "saved_search", "attachment", "not_duplicate",
                      "auto_export")
    }  # fmt: skip
    assert found["person"] == Changes.edit(entries, {"authors_text"})
    assert found["entry_field"] == Changes.edit(entries, {"fields"})
    assert found["tag"] == found["entry_tag"] == Changes(entries, frozenset({"tags"}), tags=True)
    assert found["reading_list"] == Changes(lists=True)
    assert found["list_membership"].edited == entries and found["list_membership"].lists
    assert found["saved_search"] == Changes(saved=True)
    assert found["attachment"].attachments == {9} and found["attachment"].edited == entries
    assert found["not_duplicate"] == Changes(duplicates=True)
    assert found["auto_export"] == Changes(autoexport=True)
    assert describe(notice("bib_block")).changes.empty


def test_a_table_said_to_have_changed_entirely_reads_every_row_again() -> None:
    assert describe(notice("entry", everything=True)) == RemoteChanges(EVERYTHING, reload=True)
    tags = describe(notice("entry_tag", everything=True))
    assert tags.reload and tags.changes.tags
    saved = describe(notice("saved_search", everything=True))
    assert saved == RemoteChanges(Changes(saved=True))  # no rows show a saved search


def test_a_batch_is_one_description() -> None:
    batch = [notice("entry", "i", ids=frozenset({1})), notice("entry_tag", entries=frozenset({2})),
             notice("entry", "d", ids=frozenset({3}))]  # fmt: skip
    found = describe_all(batch)
    assert found.changes.added == {1} and found.changes.removed == {3}
    assert found.changes.edited == {2} and found.changes.tags and not found.reload


def test_payloads_parse_and_foreign_ones_are_dropped() -> None:
    text = '{"t":"entry","k":"u","p":42,"ids":[1,2],"f":["title"]}'
    expected = Notice("entry", "u", 42, frozenset({1, 2}), fields=frozenset({"title"}))
    assert parse(text, 5) == expected
    assert parse('{"t":"tag","k":"d","p":1,"all":true}', 1).everything  # type: ignore[union-attr]
    for junk in ("", "not json", "[1]", '{"k":"u"}', '{"t":"x","k":"u","ids":["a"]}'):
        assert parse(junk, 1) is None


def test_channel_names_fit_postgresql_identifiers() -> None:
    assert channel_name("public") == "papershelf public"
    assert len(channel_name("ü" * 63).encode()) <= 63


@pytest.mark.postgresql
def test_the_feed_delivers_changes_and_everything_after_a_reconnection(pg_url: str) -> None:
    psycopg = pytest.importorskip("psycopg")
    from tests.livepg import pg_library

    changes: queue.Queue[RemoteChanges] = queue.Queue()
    states: queue.Queue[LinkState] = queue.Queue()
    with pg_library(pg_url) as library:
        feed = LiveFeed(library.url, changes.put, states.put, backoff=Backoff(0.1)).start()
        try:
            assert states.get(timeout=5).kind == "connected"
            with psycopg.connect(library.url, autocommit=True) as other:
                other.execute("INSERT INTO entry (key) VALUES ('x') RETURNING id")
                (entry_id,) = other.execute("SELECT id FROM entry").fetchone()
                assert changes.get(timeout=5) == RemoteChanges(Changes(added=frozenset({entry_id})))
                assert feed.listener is not None
                other.execute("SELECT pg_terminate_backend(%s)", (feed.listener.backend_pid,))
                kinds = [states.get(timeout=5).kind for _ in range(2)]
                assert kinds == ["lost", "reconnected"]
                assert changes.get(timeout=5) == MISSED
        finally:
            feed.stop()


@pytest.fixture
def no_server_feed(tmp_path: object) -> Iterator[tuple[LiveFeed, queue.Queue[LinkState]]]:
    """A feed pointed at a socket folder no server listens in."""
    pytest.importorskip("psycopg")
    states: queue.Queue[LinkState] = queue.Queue()
    feed = LiveFeed(f"postgresql://x@/y?host={tmp_path}", lambda _: None, states.put,
                    backoff=Backoff(30, 1, 30)).start()  # fmt: skip
    yield feed, states
    feed.stop()


def test_retry_now_tries_again_at_once(
    no_server_feed: tuple[LiveFeed, queue.Queue[LinkState]],
) -> None:
    feed, states = no_server_feed
    assert states.get(timeout=5).attempt == 1
    feed.retry_now()
    assert states.get(timeout=3).attempt == 2  # not after the 30 s backoff
