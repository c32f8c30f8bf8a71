"""Asking before a destructive command: what it will delete, then yes or no (or --yes)."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TextIO

from papershelf.cli.common import UserError, visible
from papershelf.i18n import N, translate
from papershelf.library.db import Library
from papershelf.library.export_sql import keys_of

SHOWN_KEYS = 10  # the keys named before asking; the rest are counted


def entries_phrase(count: int) -> str:
    """'1 entry' / 'N entries'."""
    return translate("cli", "%n entries", None, count)


def what_goes(lib: Library, ids: Sequence[int]) -> str:
    """'3 entries: k1, k2, k3' (the first SHOWN_KEYS keys, the others counted)."""
    keys = keys_of(lib, ids)
    named = [visible(keys.get(i, f"#{i}")) for i in ids[:SHOWN_KEYS]]
    left = len(ids) - SHOWN_KEYS
    more = translate("cli", " and %n more", None, left) if left > 0 else ""
    return f"{entries_phrase(len(ids))}: {', '.join(named)}{more}"


# What each confirmed command says: not asked (no terminal), the warning, the question.
REFUSED = {
    "delete": N(
        "this would delete {listed}; nothing was changed: pass --yes to delete them without "
        "being asked (standard input is not a terminal)"
    ),
}
WARNING = {"delete": N("papershelf: this will delete {listed}")}
QUESTION = {"delete": N("Delete them?")}


def confirm(
    lib: Library, ids: Sequence[int], verb: str, stdin: TextIO | None = None,
    err: TextIO | None = None,
) -> None:  # fmt: skip
    """Say what *verb* will remove and ask; UserError when the answer is not yes, or when
    no one can answer (standard input is not a terminal): then --yes is needed."""
    stdin = stdin or sys.stdin
    err = err or sys.stderr
    listed = what_goes(lib, ids)
    if stdin is None or not stdin.isatty():
        said = translate("", REFUSED[verb])
        raise UserError(said.format(listed=listed))
    print(translate("", WARNING[verb]).format(listed=listed), file=err)
    print(translate("", QUESTION[verb]) + " [y/N] ", end="", file=err, flush=True)
    answer = stdin.readline().strip().lower()
    if answer not in ("y", "yes"):
        said = translate("cli", "nothing was changed (answered {answer})")
        raise UserError(said.format(answer=repr(answer or "no")))
