"""PDFs on the command line: `papershelf import paper.pdf` and the PDF half of `reindex`.

import makes one entry per PDF (services.pdf_import), looks identifiers up only with
--lookup, and reads the text of the PDFs it attached before it returns; reindex reads every
PDF still pending (and retries those that failed; those over their budget only when asked).
Both report one line per file.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from papershelf.cli.common import end_status_line, status_line, visible
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services.fulltext import ExtractProgress, ExtractReport, Progress, extract_pending
from papershelf.services.pdf_import import PdfResult, ProbeProgress, add_pdfs, probe_pdfs


def import_pdfs(
    lib: Library, paths: Sequence[Path], lookup: bool, list_name: str | None, out: TextIO
) -> tuple[PdfResult, bool]:
    """Entries for *paths*, their text indexed; the result and whether a file made no entry
    (one whose text cannot be read still makes one, and is listed)."""
    if lookup:
        from papershelf.services.metadata.client import MetadataClient, ResponseCache

        with MetadataClient(cache=ResponseCache.default()) as client:
            probed = probe_pdfs(paths, client, _probe_progress())
    else:
        probed = probe_pdfs(paths, None, _probe_progress())
    result = add_pdfs(lib, probed, list_name=list_name)
    end_status_line()
    for outcome in result.outcomes:
        print(visible(str(outcome)), file=sys.stderr if outcome.status == "failed" else out)
    if len(result.outcomes) > 1:
        print(result.summary(), file=out)
    if not lookup and result.identified:
        print(_lookup_hint(len(result.identified)), file=out)
    report = extract(lib, out, result.entry_ids)
    result.changes |= report.changes
    return result, any(o.status == "failed" for o in result.outcomes)


def _lookup_hint(count: int) -> str:
    """What completes the entries read offline that hold a DOI or arXiv id."""
    they = "1 of them has" if count == 1 else f"{count} of them have"
    return (
        f"{they} a DOI or arXiv id: 'papershelf lookup' completes them online (nothing was "
        "sent now; 'import --lookup' looks up while importing)"
    )


def extract(lib: Library, out: TextIO, entry_ids: Sequence[int] = ()) -> ExtractReport:
    """Read pending PDFs' text (only *entry_ids*' if given), one line per file that needs one."""
    report = extract_pending(lib, entry_ids=entry_ids, progress=_extract_progress())
    end_status_line()
    for outcome in report.files:
        if outcome.message:
            target = sys.stderr if outcome.state in ("failed", "over_budget") else out
            print(visible(f"{outcome.path}: {outcome.message}"), file=target)
    if report.files:
        print(translate("cli", "full text: {summary}").format(summary=report.summary()), file=out)
    return report


def _probe_progress() -> ProbeProgress | None:
    """A progress line while files are read (None when stderr is no terminal)."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int, name: str) -> None:
        """Rewrite the line."""
        said = translate("cli", "reading {done}/{total}: {name}")
        status_line(said.format(done=done, total=total, name=visible(name[:60])))

    return show


def _extract_progress() -> Progress | None:
    """A progress line while text is extracted (None when stderr is no terminal)."""
    if not sys.stderr.isatty():
        return None

    def show(step: ExtractProgress) -> None:
        """Rewrite the line."""
        status_line(
            f"indexing PDF {step.files_done + 1}/{step.files}: {visible(step.name[:50])} "
            f"page {step.page}/{step.pages}"
        )

    return show
