"""Opening the library a run asks for, filling a brand-new default library with the sample list."""

from __future__ import annotations

from papershelf.formats.records import FormatError, Problem
from papershelf.library.db import (
    Library,
    Waiting,
    chosen_library_path,
    default_library_path,
    open_library,
)
from papershelf.library.locations import LibraryTarget
from papershelf.resources import sample_list_path
from papershelf.services.import_report import ImportReport


def seed_sample(lib: Library) -> ImportReport:
    """Import the bundled sample reading list (ICLR 2025 abstracts) into *lib*.

    A missing or broken sample (a damaged install) leaves the library empty and says why.
    The importer loads here, not at start-up: only a brand-new default library needs it.
    """
    from papershelf.services.importing import import_file

    try:
        return import_file(lib, sample_list_path())
    except FormatError as exc:
        return ImportReport(problems=[Problem(exc.file, exc.line, exc.reason)])


def open_for_run(
    argument: LibraryTarget | None, *, adopt_empty: bool = False, waiting: Waiting | None = None
) -> tuple[Library, ImportReport | None]:
    """Open the library named by --library or PAPERSHELF_LIBRARY (a file, or a postgresql://
    URL passed on as a string), else the default one.

    A named library that does not exist is created empty; a named file that exists but is
    empty is refused (EmptyLibraryFileError) unless *adopt_empty*. A new (or empty) default
    library gets the sample list. Returns the library and, when it was just filled, the
    sample's report. *waiting*: how long writes wait for another process's write lock.
    """
    target = chosen_library_path(argument)
    if target is not None:
        return open_library(target, adopt_empty=adopt_empty, waiting=waiting), None
    default = default_library_path()
    is_new = not default.exists() or default.stat().st_size == 0
    lib = open_library(default, adopt_empty=True, waiting=waiting)  # our own file
    return lib, seed_sample(lib) if is_new else None
