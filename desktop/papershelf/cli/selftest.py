"""papershelf self-test: check that this installation is whole, e.g. a packaged app's bundle.

Each check exercises what a frozen bundle can lose: resource files, modules imported late,
SQLite's FTS5, the sample import and a BibTeX round trip through the LaTeX decoder. All of
it runs in a scratch library in a temporary folder; the person's library is only opened.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

import papershelf
from papershelf.formats.bib import bibtex
from papershelf.i18n import translate
from papershelf.library.backend import sqlite_engine_check
from papershelf.library.db import Library, open_library
from papershelf.library.queries import count_entries, count_matches
from papershelf.resources import SAMPLE_LIST, resource, resource_root
from papershelf.services.citations import SHORT_NAMES, available_styles, format_records
from papershelf.services.first_run import seed_sample

REQUIRED_RESOURCES = (
    SAMPLE_LIST, ("icons", "papershelf.svg"), ("icons", "papershelf-256.png"),
    ("csl", "apa.csl"), ("csl", "ieee.csl"),
)  # fmt: skip
BIBTEX_SAMPLE = r"""@string{jmlr = "Journal of Machine Learning Research"}
@article{muller2020uber,
  author = {M{\"u}ller, J{\"o}rg and Gro{\ss}, Hans},
  title = {{\"U}ber die Konvergenz mit $O(\sqrt{n})$ Schritten},
  journal = jmlr,
  year = 2020
}
"""
EDITED_TITLE = "Größe und Öffnung: naïve Café-Modelle"  # written through the LaTeX encoder


class SelfTestError(Exception):
    """A check found this installation incomplete or broken."""


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf self-test"""
    sub = commands.add_parser(
        "self-test", parents=[library],
        help=translate("cli", "check that this installation works"),
        description=translate("cli", "Check resources, modules, SQLite full-text search, the "
        "sample import and BibTeX in a scratch library; exit 1 if any check fails. Your library "
        "is not changed."),
    )  # fmt: skip
    sub.set_defaults(handler=run_self_test)


def run_self_test(lib: Library, _args: argparse.Namespace, out: TextIO) -> int:
    """Run every check, one line each; exit 1 if any failed."""
    failed = 0
    with tempfile.TemporaryDirectory(prefix="papershelf-self-test-") as tmp:
        for name, check in CHECKS:
            try:
                print(f"ok    {name}: {check(Path(tmp))}", file=out)
            except Exception as exc:  # a self-test reports every failure, whatever its kind
                print(f"FAIL  {name}: {type(exc).__name__}: {exc}", file=out)
                failed += 1
    count = count_entries(lib)
    said = translate("cli", "library: {location} (%n entries)", None, count)
    print("ok    " + said.format(location=lib.location), file=out)
    if failed:
        verdict = translate("cli", "self-test: {failed} of {checks} checks failed")
    else:
        verdict = translate("cli", "self-test: all checks passed")
    print(verdict.format(failed=failed, checks=len(CHECKS)), file=out)
    return 1 if failed else 0


def check_resources(_work: Path) -> str:
    """The bundled files the app reads at run time are there."""
    missing = ["/".join(parts) for parts in REQUIRED_RESOURCES if not resource(*parts).is_file()]
    if missing:
        raise SelfTestError(f"missing under {resource_root()}: {', '.join(missing)}")
    return str(resource_root())


def check_modules(_work: Path) -> str:
    """Every module outside the GUI imports (a bundle can miss ones imported late)."""
    names = [
        info.name
        for info in pkgutil.walk_packages(papershelf.__path__, "papershelf.")
        if not info.name.startswith(("papershelf.gui", "papershelf.__main__"))  # that one runs
    ]
    for name in names:
        importlib.import_module(name)
    if len(names) < 10:
        raise SelfTestError(f"only {len(names)} modules found: {names}")
    return f"{len(names)} modules"


def check_sqlite(_work: Path) -> str:
    """SQLite has the FTS5 full-text index search needs."""
    return sqlite_engine_check()


def check_sample(work: Path) -> str:
    """A new library takes the bundled sample list and finds its words."""
    lib = open_library(work / "sample.sqlite")
    try:
        report = seed_sample(lib)
        if not report.added or report.problems:
            raise SelfTestError(f"sample import: {report.summary()}")
        hits = count_matches(lib, "learning")
    finally:
        lib.close()
    if not hits:
        raise SelfTestError("searching the sample for 'learning' found nothing")
    return f"{len(report.added)} sample entries, {hits} match 'learning'"


def check_bibtex(_work: Path) -> str:
    """BibTeX with macros and accents reads; an edited title is encoded and reads back the same."""
    first = bibtex.read_text(BIBTEX_SAMPLE, "self-test.bib")
    first.records[0].title = EDITED_TITLE
    again = bibtex.read_text(bibtex.write(first.records, first.blocks), "written.bib")
    titles = [record.title for record in again.records]
    venue = again.records[0].venue if again.records else ""
    if first.problems or again.problems or titles != [EDITED_TITLE] or "Machine" not in venue:
        raise SelfTestError(f"read back {titles} in '{venue}', problems {again.problems}")
    authors = ", ".join(person.display for person in again.records[0].authors)
    return f"round trip kept '{titles[0]}' by {authors}"


def check_https(_work: Path) -> str:
    """The HTTP client and TLS that metadata lookups use load (a bundle can lose ssl)."""
    import ssl  # here, not at the top: every CLI command loads this module

    import httpx

    context = httpx.create_ssl_context()
    if context.verify_mode != ssl.CERT_REQUIRED:
        raise SelfTestError("TLS certificates would not be verified")
    return f"httpx {httpx.__version__} over {ssl.OPENSSL_VERSION}, certificates verified"


def check_postgresql(_work: Path) -> str:
    """The PostgreSQL driver a shared library needs loads, with its libpq (a bundle can lose
    psycopg's binary part, which psycopg imports by name only)."""
    import psycopg  # here, not at the top: only shared libraries need it

    impl = psycopg.pq.__impl__
    if impl not in ("binary", "c"):
        raise SelfTestError(f"psycopg runs on its slow {impl!r} part, not its binary one")
    major, minor = divmod(psycopg.pq.version(), 10000)
    return f"psycopg {psycopg.__version__} ({impl}) with libpq {major}.{minor}"


def check_citations(work: Path) -> str:
    """Every bundled CSL style formats the BibTeX sample (citeproc-py and its locales work)."""
    record = bibtex.read_text(BIBTEX_SAMPLE, "self-test.bib").records
    styles = available_styles(work)
    for style in styles:
        rendered = format_records(record, style.id, "html", work)
        if "Müller" not in rendered.entries[0]:
            raise SelfTestError(f"{style.id} gave {rendered.entries[0]!r}")
    if len(styles) < len(SHORT_NAMES):
        raise SelfTestError(f"only {len(styles)} styles: {[s.id for s in styles]}")
    apa = format_records(record, "apa", "text", work).citation
    return f"{len(styles)} styles, e.g. {apa}"


CHECKS: tuple[tuple[str, Callable[[Path], str]], ...] = (
    ("resources", check_resources),
    ("modules", check_modules),
    ("sqlite", check_sqlite),
    ("sample", check_sample),
    ("bibtex", check_bibtex),
    ("https", check_https),
    ("postgresql", check_postgresql),
    ("citations", check_citations),
)
