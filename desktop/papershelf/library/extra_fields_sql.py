"""Whether entries just imported carry fields another reference manager left for us
(JabRef's special fields and groups, BibDesk's bdsk-, Mendeley's mendeley- fields), so an
import looks at them only when there is something to bring."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from papershelf.library.db import Library


def any_field_named(
    lib: Library, ids: Sequence[int], names: Iterable[str], prefixes: Iterable[str]
) -> bool:
    """Whether an entry with an id from min(ids) to max(ids) has a field with one of names
    or starting with one of prefixes (names and prefixes in lower case)."""
    if not ids:
        return False
    names, prefixes = list(names), list(prefixes)
    tests = []
    if names:
        tests.append(f"lower(name) IN ({', '.join('?' * len(names))})")
    tests += ["lower(name) LIKE ?"] * len(prefixes)
    if not tests:
        return False
    sql = (
        "SELECT 1 FROM entry_field WHERE entry_id BETWEEN ? AND ? "
        f"AND ({' OR '.join(tests)}) LIMIT 1"
    )
    params: list[object] = [min(ids), max(ids), *names, *(p + "%" for p in prefixes)]
    return lib.execute(sql, params).fetchone() is not None
