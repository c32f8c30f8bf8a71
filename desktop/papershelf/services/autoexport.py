"""Auto-export: a reading list (or the whole library) kept written to a .bib file (or a
BibLaTeX, RIS or CSL-JSON file: a .json file is CSL-JSON unless a format is given).

Bindings live in the library (table auto_export), so the CLI and the app share them. The
app calls bindings_affected(lib, changes) after each operation and, debounced, runs the
bindings it names on a worker thread; run_binding rewrites the file atomically, and only
when its bytes would change (so LaTeX tools watching it do not rebuild for nothing).

Threads (the rule): a connection belongs to the thread that opened it. run_binding takes
a Library or a path; given a path it opens its own connection (db.open_worker), reads in
one transaction (a consistent snapshot: WAL lets it read while the app writes), and
closes it. The GUI passes the path from its worker thread and never shares its Library.

Stale files (a run killed after the change was committed): a binding is marked dirty
before its file can go stale (the CLI marks every binding before a command writes; the app
marks the bindings a change affects as it queues them) and the mark is cleared once the
file is written. A dirty binding is written at the next opportunity: the next command that
refreshes bound files, `autoexport run`, or the app's start; `autoexport list` shows it.

Undo recipes: bind -> unbind(lib, binding.id) ... rebind(lib, binding); unbind -> rebind.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Set
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from papershelf.i18n import translate
from papershelf.library import autoexport_sql, lists_sql
from papershelf.library.db import Library, open_worker
from papershelf.library.db_errors import STORAGE_ERRORS
from papershelf.library.settings import get_setting, put_setting
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.export_files import check_target
from papershelf.services.exporting import ExportResult, ExportScope, export_file

# What a bound file can hold (a formatted reference list would need a style kept too).
FORMATS = ("bibtex", "biblatex", "ris", "csl-json")
_BY_SUFFIX = {".json": "csl-json", ".ris": "ris"}

# What an export writes of an entry (tags go into its keywords): a change to anything else
# (status, rating, notes, dates) leaves every bound file as it was.
EXPORTED_FIELDS = frozenset(
    "key entry_type title title_inferred authors_text year venue abstract doi url keywords "
    "fields tags".split()
)
DIRTY = "autoexport_dirty:"  # + binding id: a setting present while the file may be stale


@dataclass(frozen=True)
class Binding:
    """A file kept up to date: the reading list it holds (None: the whole library), format."""

    id: int
    list_id: int | None
    path: Path
    flavour: str

    @property
    def scope(self) -> ExportScope:
        """The entries the file holds."""
        return ExportScope() if self.list_id is None else ExportScope.of_list(self.list_id)


def bindings(lib: Library) -> list[Binding]:
    """Every binding, in the order they were made."""
    rows = autoexport_sql.binding_rows(lib)
    return [Binding(int(i), lst, Path(path), flavour) for i, lst, path, flavour in rows]


def format_for(path: Path | str) -> str:
    """The format a bound file gets by its name: CSL-JSON for .json, RIS for .ris, else
    BibTeX."""
    return _BY_SUFFIX.get(Path(path).suffix.lower(), "bibtex")


def bind(
    lib: Library, path: Path | str, list_id: int | None = None, flavour: str | None = None
) -> Binding:
    """Keep path written with list_id's entries (None: the whole library) in flavour (None:
    the one format_for gives its name)."""
    flavour = flavour or format_for(path)
    if flavour not in FORMATS:
        said = translate("autoexport", "unknown export format {flavour!r} (use {names})")
        raise ServiceError(said.format(flavour=flavour, names=", ".join(FORMATS)))
    target = Path(path).expanduser().absolute()
    check_target(target, lib.file)
    with lib.atomic():
        if list_id is not None and not _list_exists(lib, list_id):
            raise ServiceError(
                translate("autoexport", "that reading list is no longer in the library")
            )
        if autoexport_sql.path_bound(lib, str(target)):
            said = translate("autoexport", "{target} is already kept up to date by another binding")
            raise ServiceError(said.format(target=target))
        binding_id = autoexport_sql.insert_binding(lib, list_id, str(target), flavour)
        put_setting(lib, f"{DIRTY}{binding_id}", "1")  # stale until its first write
    return Binding(binding_id, list_id, target, flavour)


def _list_exists(lib: Library, list_id: int) -> bool:
    """Whether the reading list list_id exists."""
    return lists_sql.list_exists(lib, list_id)


def unbind(lib: Library, binding_id: int) -> Changes:
    """Stop keeping a file up to date (the file itself stays)."""
    with lib.atomic():
        autoexport_sql.delete_binding(lib, binding_id)
        put_setting(lib, f"{DIRTY}{binding_id}", None)
    return Changes(autoexport=True)


def rebind(lib: Library, binding: Binding) -> Changes:
    """Bring a binding back as it was (undo of unbind)."""
    with lib.atomic():
        autoexport_sql.put_binding(
            lib, (binding.id, binding.list_id, str(binding.path), binding.flavour)
        )
    return Changes(autoexport=True)


def bindings_affected(lib: Library, changes: Changes) -> list[Binding]:
    """The bindings whose file an operation's Changes may have changed.

    Entries added or removed, or bindings changed: all. A list's entries or order changed
    (Changes.lists, which does not say which list): every list binding. An exported field
    or tag of some entries changed: the whole-library bindings, and those of lists that
    hold one of the entries.
    """
    every = bindings(lib)
    if not every or changes.empty:
        return []
    if changes.membership or changes.autoexport:
        return every
    content = bool(changes.edited) and bool(changes.fields & EXPORTED_FIELDS)
    affected: list[Binding] = []
    for binding in every:
        if binding.list_id is None:
            hit = content
        else:
            hit = changes.lists or (
                content and _any_in_list(lib, binding.list_id, set(changes.edited))
            )
        if hit:
            affected.append(binding)
    return affected


def _any_in_list(lib: Library, list_id: int, ids: set[int]) -> bool:
    """Whether any of ids is in the list."""
    return lists_sql.any_member(lib, list_id, ids)


def run_binding(source: Library | Path | str, binding: Binding) -> ExportResult | None:
    """Write a binding's file (atomically, only if its bytes change); None if its list is gone.

    source is the library, or its path to read it through a connection of this thread's own.
    It reads in a read transaction (never taking the write lock); the binding's dirty mark
    is cleared once the file is written, in a write transaction of its own.
    """
    with connection_for(source) as lib:
        with lib.reading():
            gone = binding.list_id is not None and not _list_exists(lib, binding.list_id)
            result = (
                None if gone else export_file(lib, binding.scope, binding.flavour, binding.path)
            )
        clear_dirty(lib, [binding.id])
        return result


@contextmanager
def connection_for(source: Library | Path | str) -> Iterator[Library]:
    """source itself, or a connection of our own to the library at that path."""
    if isinstance(source, Library):
        yield source
        return
    lib = open_worker(source)
    try:
        yield lib
    finally:
        lib.close_worker()


# --- dirty marks -------------------------------------------------------------------------------


def is_dirty(lib: Library, binding_id: int) -> bool:
    """Whether the binding's file may be stale (marked, and not written since)."""
    return get_setting(lib, f"{DIRTY}{binding_id}") != ""


def dirty_bindings(lib: Library) -> list[Binding]:
    """The bindings whose files may be stale."""
    return [binding for binding in bindings(lib) if is_dirty(lib, binding.id)]


def mark_dirty(lib: Library, chosen: Iterable[Binding]) -> None:
    """Mark bindings as possibly stale, before their files are rewritten."""
    with lib.atomic():
        for binding in chosen:
            put_setting(lib, f"{DIRTY}{binding.id}", "1")


def clear_dirty(lib: Library, binding_ids: Iterable[int]) -> bool:
    """Clear the marks; False when the library refuses the write (read-only: they stay)."""
    try:
        with lib.atomic():
            for binding_id in binding_ids:
                put_setting(lib, f"{DIRTY}{binding_id}", None)
    except STORAGE_ERRORS:
        return False
    return True


def mark_before_change(lib: Library) -> set[int]:
    """Before a command writes: mark every binding; the ids that were already dirty."""
    every = bindings(lib)
    if not every:
        return set()
    earlier = {binding.id for binding in every if is_dirty(lib, binding.id)}
    mark_dirty(lib, every)
    return earlier


def bindings_to_refresh(lib: Library, changes: Changes, earlier: Set[int]) -> list[Binding]:
    """After the command: the bindings its changes touched and those dirty from before;
    the marks of the others (which the command did not touch) are cleared."""
    chosen = {binding.id for binding in bindings_affected(lib, changes)} | earlier
    every = bindings(lib)
    clear_dirty(lib, [b.id for b in every if b.id not in chosen and is_dirty(lib, b.id)])
    return [binding for binding in every if binding.id in chosen]
