"""New tags and lists take one past the largest id on both backends, even with two writers."""

from __future__ import annotations

import threading
import time

from papershelf.library import lists_sql, tags_sql
from papershelf.library.db import Library, open_library


def test_a_deleted_last_tag_and_list_leave_their_ids_to_the_next_ones(lib: Library) -> None:
    first = tags_sql.insert_tag(lib, "a", "#111111")
    second = tags_sql.insert_tag(lib, "b", "#222222")
    assert second == first + 1
    tags_sql.delete_tags(lib, [second])
    assert tags_sql.insert_tag(lib, "c", "#333333") == second  # as SQLite numbers rows
    made = lists_sql.insert_list(lib, "Queue")
    lib.execute("DELETE FROM reading_list WHERE id = ?", [made])
    assert lists_sql.insert_list(lib, "Queue again") == made


def test_two_writers_making_tags_at_once_get_two_ids_and_no_error(lib: Library) -> None:
    other = open_library(lib.target)
    got: dict[str, object] = {}

    def second_writer() -> None:
        """Make a tag while the first writer's transaction holds the next id."""
        try:
            with other.atomic():
                got["b"] = tags_sql.insert_tag(other, "b", "#222222")
        except Exception as exc:
            got["error"] = exc
        finally:
            other.close()

    with lib.atomic():
        got["a"] = tags_sql.insert_tag(lib, "a", "#111111")
        worker = threading.Thread(target=second_writer)
        worker.start()
        time.sleep(0.5)  # the second writer reads the same largest id, then waits for ours
    worker.join(10)
    other.close()  # its connection on this thread (open_library's checks): one per thread
    assert "error" not in got and not worker.is_alive()
    assert got["a"] != got["b"]
    assert sorted(tags_sql.tag_ids(lib)) == sorted([got["a"], got["b"]])
    assert tags_sql.insert_tag(lib, "c", "#333333") > max(got["a"], got["b"])  # type: ignore[call-overload]
