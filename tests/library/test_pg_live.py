"""Live updates on PostgreSQL: the notify triggers (pg_changes) and the listener (pg_listen),
against the real server named by PAPERSHELF_TEST_PG, each test in a schema of its own."""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

psycopg = pytest.importorskip("psycopg")

from papershelf.library.models import MODELS, Entry, EntryTag, Tag  # noqa: E402
from papershelf.library.postgresql import changes as pg_changes  # noqa: E402
from papershelf.library.postgresql.changes import LinkState, Notice  # noqa: E402
from papershelf.library.postgresql.listen import Backoff, ChangeListener, session_pid  # noqa: E402
from tests.livepg import PgLibrary, pg_library  # noqa: E402

pytestmark = pytest.mark.postgresql
WAIT_S = 5.0  # the bound for a change to show in another window


class Heard:
    """What a listener reported: notices and states, in order, waited for with a deadline."""

    def __init__(self) -> None:
        self.notices: queue.Queue[Notice] = queue.Queue()
        self.states: queue.Queue[LinkState] = queue.Queue()

    def on_notices(self, notices: list[Notice]) -> None:
        """The listener's notice callback."""
        for notice in notices:
            self.notices.put(notice)

    def next(self, timeout: float = WAIT_S) -> Notice:
        """The next notice (fails the test after *timeout* s)."""
        try:
            return self.notices.get(timeout=timeout)
        except queue.Empty:
            pytest.fail(f"no notification within {timeout} s")

    def state(self, kind: str, timeout: float = WAIT_S) -> LinkState:
        """Wait for a state of *kind*, skipping others; fails after *timeout* s."""
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            try:
                state = self.states.get(timeout=left)
            except queue.Empty:
                break
            if state.kind == kind:
                return state
        pytest.fail(f"no '{kind}' state within {timeout} s")

    def nothing(self, within: float = 0.5) -> None:
        """Assert no notice arrives within *within* s."""
        with pytest.raises(queue.Empty):
            self.notices.get(timeout=within)


@pytest.fixture
def library(pg_url: str) -> Iterator[PgLibrary]:
    """A library's tables with the triggers, in a new schema."""
    with pg_library(pg_url) as made, made.db.bind_ctx(MODELS):
        yield made


@pytest.fixture
def listen(library: PgLibrary) -> Iterator[Callable[..., tuple[ChangeListener, Heard]]]:
    """Start listeners on the library (connected before the test goes on); stopped after."""
    started: list[ChangeListener] = []

    def start(**options: Any) -> tuple[ChangeListener, Heard]:
        heard = Heard()
        listener = ChangeListener(
            library.url, heard.on_notices, heard.states.put, backoff=Backoff(0.1, 2, 1), **options
        )
        started.append(listener.start())
        heard.state("connected")
        return listener, heard

    yield start
    for listener in started:
        listener.stop()
        assert not listener.running


def writer(library: PgLibrary) -> Any:
    """Another session's connection to the library (autocommit)."""
    return psycopg.connect(library.url, autocommit=True)


def test_an_edit_arrives_with_its_ids_and_columns(library: PgLibrary, listen: Any) -> None:
    first, second = Entry.create(key="a"), Entry.create(key="b")
    _, heard = listen()
    with writer(library) as other:
        other.execute("UPDATE entry SET title = 'New', year = 2024 WHERE id = %s", (second.id,))
        notice = heard.next()
    assert (notice.table, notice.kind, notice.ids) == ("entry", "u", frozenset({second.id}))
    assert notice.fields == frozenset({"title", "year"})
    assert notice.pid != 0 and first.id not in notice.ids


def test_added_tagged_renamed_and_deleted(library: PgLibrary, listen: Any) -> None:
    _, heard = listen()
    with library.db.atomic():
        one, two = Entry.create(key="one"), Entry.create(key="two")
    assert {heard.next().ids, heard.next().ids} == {frozenset({one.id}), frozenset({two.id})}
    tag = Tag.create(name="ml")
    assert heard.next().ids == {tag.id}
    pairs = [(one.id, tag.id), (two.id, tag.id)]
    EntryTag.insert_many(pairs, fields=[EntryTag.entry, EntryTag.tag]).execute()
    tagged = heard.next()
    assert (tagged.table, tagged.kind) == ("entry_tag", "i")
    assert tagged.entries == {one.id, two.id} and tagged.ids == {tag.id}
    Tag.update(name="ML").where(Tag.id == tag.id).execute()
    renamed = heard.next()
    assert (renamed.table, renamed.kind, renamed.entries) == ("tag", "u", {one.id, two.id})
    Entry.delete().where(Entry.id == one.id).execute()
    gone = [heard.next(), heard.next()]  # the entry, and its tag row (cascaded)
    assert {(n.table, n.kind) for n in gone} == {("entry", "d"), ("entry_tag", "d")}
    assert all(one.id in (n.ids | n.entries) for n in gone)


def test_a_rolled_back_transaction_sends_nothing(library: PgLibrary, listen: Any) -> None:
    _, heard = listen()
    with library.db.atomic() as transaction:
        Entry.create(key="never")
        Entry.update(title="x").execute()
        transaction.rollback()
    Entry.update(title="none").where(Entry.id == -1).execute()  # a statement that changes no row
    heard.nothing()
    kept = Entry.create(key="kept")
    assert heard.next().ids == {kept.id}  # the first notice is the committed one
    heard.nothing(0.2)


def test_a_long_payload_says_everything_in_the_table_changed(
    library: PgLibrary, listen: Any
) -> None:
    _, heard = listen()
    rows = [(900_000_000 + i, f"k{i}") for i in range(900)]  # under the row limit, ~9 KB of ids
    Entry.insert_many(rows, fields=[Entry.id, Entry.key]).execute()
    notice = heard.next()
    assert (notice.table, notice.kind, notice.everything, notice.ids) == (
        "entry", "i", True, frozenset()
    )  # fmt: skip
    Entry.insert_many([(f"m{i}",) for i in range(pg_changes.ROW_LIMIT + 1)], [Entry.key]).execute()
    assert heard.next().everything  # too many rows: not even gathered
    Entry.update(notes="n").where(Entry.id < 900_000_000).execute()  # 1,001 rows
    assert heard.next().everything
    small = Entry.create(key="small")
    assert heard.next() == Notice("entry", "i", session_pid(library.db) or 0, frozenset({small.id}))


def test_own_session_changes_are_left_out(library: PgLibrary, listen: Any) -> None:
    own = session_pid(library.db)
    assert own is not None
    _, heard = listen(own_pids=lambda: {own})
    Entry.create(key="mine")
    with writer(library) as other:
        other.execute("INSERT INTO entry (key) VALUES ('theirs')")
        notice = heard.next()
        assert notice.pid == other.info.backend_pid != own
    theirs = Entry.get(Entry.key == "theirs").id
    assert notice.ids == {theirs}
    heard.nothing(0.2)  # and nothing for "mine", before or after


def test_a_terminated_listener_reconnects_and_says_so(library: PgLibrary, listen: Any) -> None:
    listener, heard = listen()
    killed = listener.backend_pid
    with writer(library) as admin:
        admin.execute("SELECT pg_terminate_backend(%s)", (killed,))
    lost = heard.state("lost")
    assert lost.attempt == 1 and lost.retry_in == pytest.approx(0.1)
    assert "terminat" in lost.detail or "closed" in lost.detail
    heard.state("reconnected")
    assert listener.backend_pid not in (None, killed)
    entry = Entry.create(key="after")
    assert heard.next().ids == {entry.id}


def test_an_unreachable_server_is_retried_with_backoff(tmp_path: Any) -> None:
    heard = Heard()
    url = f"postgresql://nobody@/none?host={tmp_path}"  # no server listens on this socket
    listener = ChangeListener(url, heard.on_notices, heard.states.put, backoff=Backoff(0.2, 2, 1))
    listener.start()
    try:
        first, second = heard.state("lost"), heard.state("lost")
        assert (first.attempt, second.attempt) == (1, 2)
        assert (first.retry_in, second.retry_in) == (0.2, 0.4)
        assert str(tmp_path) in first.detail
        listener.backoff = Backoff(60, 1, 60)  # a long wait ...
        heard.state("lost")
        asked = time.monotonic()
        listener.retry_now()  # ... cut short by Retry
        heard.state("lost")
        assert time.monotonic() - asked < 2
    finally:
        listener.stop()
    assert heard.state("stopped").kind == "stopped"


def test_install_is_idempotent(library: PgLibrary, listen: Any) -> None:
    pg_changes.install(library.db)
    pg_changes.install(library.db)
    triggers = library.db.execute_sql(
        "SELECT count(*) FROM information_schema.triggers WHERE trigger_schema = %s",
        (library.schema,),
    ).fetchone()[0]
    assert triggers == 3 * len(pg_changes.WATCHED)
    _, heard = listen()
    Entry.create(key="once")
    heard.next()
    heard.nothing(0.3)  # one notice, not one per install


def test_other_schemas_are_not_heard(pg_url: str, library: PgLibrary, listen: Any) -> None:
    _, heard = listen()
    with pg_library(pg_url) as elsewhere, elsewhere.db.bind_ctx(MODELS):
        Entry.create(key="other library")
    heard.nothing()


def test_many_writers_each_change_arrives_once(library: PgLibrary, listen: Any) -> None:
    _, heard = listen()

    def write(n: int) -> None:
        with writer(library) as other:
            for i in range(10):
                other.execute("INSERT INTO entry (key) VALUES (%s)", (f"w{n}-{i}",))

    threads = [threading.Thread(target=write, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    ids = [next(iter(heard.next().ids)) for _ in range(40)]
    assert sorted(ids) == sorted(entry.id for entry in Entry.select(Entry.id))
    heard.nothing(0.2)


def test_the_windows_of_one_library_see_each_other(library: PgLibrary, listen: Any) -> None:
    first, heard = listen(heartbeat=0.2)
    assert first.state.people == ("papershelf",)
    second, _ = listen()
    assert second.state.people == ("papershelf", "papershelf")  # this one counts itself too
    assert heard.state("connected").people == ("papershelf", "papershelf")  # the first learns
    second.stop()
    assert heard.state("connected").people == ("papershelf",)


def test_a_bug_in_a_callback_stops_the_listener_saying_so(
    library: PgLibrary, monkeypatch: pytest.MonkeyPatch
) -> None:
    reported: list[BaseException | None] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: reported.append(args.exc_value))
    heard = Heard()

    def broken(_: list[Notice]) -> None:
        raise RuntimeError("a bug in the window")

    listener = ChangeListener(library.url, broken, heard.states.put).start()
    heard.state("connected")
    Entry.create(key="trigger")
    heard.state("stopped")  # no window goes on claiming to be live
    listener.stop()
    assert not listener.running
    assert [str(e) for e in reported] == ["a bug in the window"]  # the app's crash report
