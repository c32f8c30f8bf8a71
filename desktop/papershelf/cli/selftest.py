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
                print(f"{translate('cli', 'ok'):<5} {name}: {check(Path(tmp))}", file=out)
            except Exception as exc:  # a self-test reports every failure, whatever its kind
                failure = translate("cli", "FAIL")
                print(f"{failure:<5} {name}: {type(exc).__name__}: {exc}", file=out)
                failed += 1
    count = count_entries(lib)
    said = translate("cli", "library: {location} (%n entries)", None, count)
    print(f"{translate('cli', 'ok'):<5} " + said.format(location=lib.location), file=out)
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
        said = translate("cli", "missing under {root}: {files}")
        raise SelfTestError(said.format(root=resource_root(), files=", ".join(missing)))
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
    count = len(names)
    if count < 10:
        said = translate("cli", "only %n modules found: {names}", None, count)
        raise SelfTestError(said.format(names=names))
    return translate("cli", "%n modules", None, count)


def check_sqlite(_work: Path) -> str:
    """SQLite has the FTS5 full-text index search needs."""
    return sqlite_engine_check()


def check_sample(work: Path) -> str:
    """A new library takes the bundled sample list and finds its words."""
    lib = open_library(work / "sample.sqlite")
    try:
        report = seed_sample(lib)
        if not report.added or report.problems:
            said = translate("cli", "sample import: {summary}")
            raise SelfTestError(said.format(summary=report.summary()))
        hits = count_matches(lib, "learning")
    finally:
        lib.close()
    if not hits:
        raise SelfTestError(translate("cli", "searching the sample for 'learning' found nothing"))
    said = translate("cli", "{added} sample entries, %n match 'learning'", None, hits)
    return said.format(added=len(report.added))


def check_bibtex(_work: Path) -> str:
    """BibTeX with macros and accents reads; an edited title is encoded and reads back the same."""
    first = bibtex.read_text(BIBTEX_SAMPLE, "self-test.bib")
    first.records[0].title = EDITED_TITLE
    again = bibtex.read_text(bibtex.write(first.records, first.blocks), "written.bib")
    titles = [record.title for record in again.records]
    venue = again.records[0].venue if again.records else ""
    if first.problems or again.problems or titles != [EDITED_TITLE] or "Machine" not in venue:
        said = translate("cli", "read back {titles} in '{venue}', problems {problems}")
        raise SelfTestError(said.format(titles=titles, venue=venue, problems=again.problems))
    authors = ", ".join(person.display for person in again.records[0].authors)
    return translate("cli", "round trip kept '{title}' by {authors}").format(
        title=titles[0], authors=authors
    )


def check_https(_work: Path) -> str:
    """The HTTP client and TLS that metadata lookups use load (a bundle can lose ssl)."""
    import ssl  # here, not at the top: every CLI command loads this module

    import httpx

    context = httpx.create_ssl_context()
    if context.verify_mode != ssl.CERT_REQUIRED:
        raise SelfTestError(translate("cli", "TLS certificates would not be verified"))
    said = translate("cli", "httpx {version} over {openssl}, certificates verified")
    return said.format(version=httpx.__version__, openssl=ssl.OPENSSL_VERSION)


def check_postgresql(_work: Path) -> str:
    """The PostgreSQL driver a shared library needs loads, with its libpq (a bundle can lose
    psycopg's binary part, which psycopg imports by name only)."""
    import psycopg  # here, not at the top: only shared libraries need it

    impl = psycopg.pq.__impl__
    if impl not in ("binary", "c"):
        said = translate("cli", "psycopg runs on its slow {impl} part, not its binary one")
        raise SelfTestError(said.format(impl=repr(impl)))
    major, minor = divmod(psycopg.pq.version(), 10000)
    said = translate("cli", "psycopg {version} ({impl}) with libpq {libpq}")
    return said.format(version=psycopg.__version__, impl=impl, libpq=f"{major}.{minor}")


def check_citations(work: Path) -> str:
    """Every bundled CSL style formats the BibTeX sample (citeproc-py and its locales work)."""
    record = bibtex.read_text(BIBTEX_SAMPLE, "self-test.bib").records
    styles = available_styles(work)
    for style in styles:
        rendered = format_records(record, style.id, "html", work)
        if "Müller" not in rendered.entries[0]:
            said = translate("cli", "{style} gave {text}")
            raise SelfTestError(said.format(style=style.id, text=repr(rendered.entries[0])))
    count = len(styles)
    if count < len(SHORT_NAMES):
        said = translate("cli", "only %n styles: {ids}", None, count)
        raise SelfTestError(said.format(ids=[s.id for s in styles]))
    apa = format_records(record, "apa", "text", work).citation
    return translate("cli", "%n styles, e.g. {example}", None, count).format(example=apa)


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
