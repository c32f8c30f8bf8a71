"""papershelf import FILE.pdf [--lookup] and reindex, run as a script on real PDFs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import open_library
from papershelf.services import attachments
from tests import pdfs
from tests.conftest import TypesetPdfs
from tests.factories import add, record
from tests.metadata_replay import ReplayServer, replay_server

RECORDED_DOI = "10.1038/srep16696"  # tests/data/metadata/crossref holds its answer


def papershelf(
    tmp_path: Path, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """Run the CLI on the test's library."""
    return subprocess.run(
        [sys.executable, "-m", "papershelf", *args, "--library", str(tmp_path / "lib.sqlite")],
        capture_output=True, text=True, timeout=300, check=False,
        env={**os.environ, "PAPERSHELF_CACHE_DIR": str(tmp_path / "cache"), **(env or {})},
    )  # fmt: skip


def found(tmp_path: Path, query: str) -> list[str]:
    """The keys `search --json` finds for *query*."""
    result = papershelf(tmp_path, "search", "--json", query)
    assert result.returncode == 0, result.stderr
    return [entry["key"] for entry in json.loads(result.stdout)]


@pytest.fixture
def server() -> Iterator[ReplayServer]:
    """The replay server of recorded API answers."""
    with replay_server() as state:
        yield state


def test_import_pdfs_reports_each_file_and_indexes_before_returning(
    tmp_path: Path, typeset_pdfs: TypesetPdfs
):
    renamed = tmp_path / "notes.pdf"
    renamed.write_text("plain notes", encoding="utf-8")
    files = [str(typeset_pdfs.get(n)) for n in ("doi", "arxiv", "long")] + [str(renamed)]
    result = papershelf(tmp_path, "import", *files)
    assert result.returncode == 1  # one file made no entry
    lines = result.stdout.splitlines()
    assert lines[0].endswith(
        f"doi_paper.pdf: added as lovelacesparse (DOI {pdfs.DOI}; title and authors "
        "inferred from the first page)"
    )
    assert f"arXiv {pdfs.ARXIV}" in lines[1]
    assert lines[-1] == "full text: 3 PDFs read (304 pages)"
    assert "notes.pdf: not imported: is not a PDF" in result.stderr
    assert found(tmp_path, f'fulltext:"{pdfs.page_sentence(7)}"') == ["franklinreport"]
    assert found(tmp_path, "seagulls") == ["franklinreport"]


def test_import_lookup_resolves_the_doi_found_in_the_pdf(
    tmp_path: Path, typeset_pdfs: TypesetPdfs, server: ReplayServer
):
    paper = pdfs.doi_paper(tmp_path / "tex", doi=RECORDED_DOI, name="fret")
    result = papershelf(tmp_path, "import", "--lookup", str(paper), env=server.environment())
    assert result.returncode == 0, result.stderr
    assert "added as" in result.stdout
    entry = json.loads(papershelf(tmp_path, "search", "--json").stdout)[0]
    assert entry["title"].startswith("Single-molecule FRET studies")
    assert entry["doi"] == RECORDED_DOI


def test_import_without_lookup_asks_no_server(
    tmp_path: Path, typeset_pdfs: TypesetPdfs, server: ReplayServer
):
    paper = pdfs.doi_paper(tmp_path / "tex", doi=RECORDED_DOI, name="fret")
    result = papershelf(tmp_path, "import", str(paper), env=server.environment())
    assert result.returncode == 0, result.stderr
    assert server.seen == []
    entry = json.loads(papershelf(tmp_path, "search", "--json").stdout)[0]
    assert (entry["title"], entry["doi"]) == (
        "Sparse Graph Learning for Reading Lists",
        RECORDED_DOI,
    )


def test_reindex_reads_pending_pdfs_and_lists_those_it_cannot(
    tmp_path: Path, typeset_pdfs: TypesetPdfs
):
    lib = open_library(tmp_path / "lib.sqlite")
    entry_id = add(lib, record("A report", 2026)).added[0]
    attachments.attach(lib, entry_id, typeset_pdfs.get("long"), copy=False)
    attachments.attach(lib, entry_id, typeset_pdfs.get("encrypted"), copy=False)
    lib.close()
    result = papershelf(tmp_path, "reindex")
    assert result.returncode == 0, result.stderr
    assert "full text: 1 PDF read (300 pages), 1 failed" in result.stdout
    assert "encrypted.pdf: the PDF is encrypted with a password" in result.stderr
    assert found(tmp_path, f'fulltext:"{pdfs.page_sentence(299)}"') != []
    again = papershelf(tmp_path, "reindex")  # the failed one is retried, the rest is done
    assert "full text: 0 PDFs read (0 pages), 1 failed" in again.stdout
