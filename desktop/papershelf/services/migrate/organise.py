"""Tags and reading lists a migration brings, and the undo that takes them away again.

Every migration ends the same way: the entries are in (the import pipeline put them
there), then the other program's tags go on them (a new tag takes the colour it had
there) and its groups or collections become reading lists, in their order, empty ones
too. What they create is noted on the import's report, so that ImportUndo takes it away.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.changes import ServiceError
from papershelf.services.import_report import ImportReport
from papershelf.services.lists import append_to_list, clean_list_name, ensure_list, find_list
from papershelf.services.tags import add_tag, clean_color, create_tag, find_tag


def apply_tags(
    lib: Library, tagged: Mapping[str, Iterable[int]], colors: Mapping[str, str],
    report: ImportReport,
) -> list[str]:  # fmt: skip
    """Put each tag on its entries (a new one in its colour, when it has one, noted in
    report for undo); one line per tag that could not be made."""
    problems = []
    for name, ids in tagged.items():
        try:
            if find_tag(lib, name) is None:
                create_tag(lib, name, _color(colors.get(name)))
                report.created_tags.append(name)
            add_tag(lib, ids, name)
        except ServiceError as exc:
            said = translate("migrate", "tag '{name}' not brought: {why}")
            problems.append(said.format(name=name, why=exc))
    return problems


def _color(color: str | None) -> str | None:
    """A colour the tag can take, or None (the palette's)."""
    if not color:
        return None
    try:
        return clean_color(color)
    except ServiceError:
        return None


def fill_lists(
    lib: Library, lists: Iterable[tuple[str, list[int]]], report: ImportReport
) -> list[str]:
    """Make each (name, entry ids) a reading list (kept if it exists) with those entries
    appended in order; new lists are noted in report for undo. Lines for names refused."""
    problems = []
    for name, ids in lists:
        try:
            clean = clean_list_name(name)
        except ServiceError as exc:
            said = translate("migrate", "collection '{name}' not brought: {why}")
            problems.append(said.format(name=name, why=exc))
            continue
        existed = find_list(lib, clean) is not None
        list_id = ensure_list(lib, clean)
        if not existed:
            report.created_lists.append(list_id)
        append_to_list(lib, list_id, ids)
    return problems
