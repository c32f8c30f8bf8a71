"""TeX Live's real .bib files, imported and exported: nothing lost, nothing changed.

Every .bib file TeX Live installs (its BibTeX databases and the examples in its package
documentation: about 190 files, 18,000 entries, from BibTeX's own xampl.bib to the
TUGboat bibliography) goes through tests/corpus.check_file: no entry lost without a
report line, every field exported byte for byte as written, the export re-imports to
the same library and exports to the same bytes, and BibTeX reports no more errors on the
export than on the file. The files are read where TeX Live installed them (never copied
here); without TeX Live the test says so and is skipped. CI installs texlive-publishers,
texlive-science and texlive-humanities for the larger set.

The files are checked two at a time in worker processes (each in its own folder and
library), so the whole corpus takes about a minute.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from tests.corpus import Findings, check_file, texlive_bib_files

FILES = texlive_bib_files()
ROOT = Path(os.path.commonpath([str(p) for p in FILES])) if FILES else Path()
# Files that are not BibTeX data, each with its reason (none so far: every file passes).
EXCLUDED: dict[str, str] = {}
CHECKED = [path for path in FILES if path.name not in EXCLUDED]


def _name(path: Path) -> str:
    """A file's name in test ids: its path below the common root."""
    return str(path.relative_to(ROOT)) if FILES else path.name


@pytest.fixture(scope="module")
def findings(tmp_path_factory: pytest.TempPathFactory) -> dict[Path, Findings]:
    """Every file's findings, computed in parallel worker processes."""
    work = tmp_path_factory.mktemp("corpus")
    folders = [work / f"{index:03d}" for index in range(len(CHECKED))]
    context = multiprocessing.get_context("spawn")  # no fork of a process that ran Qt
    with ProcessPoolExecutor(max_workers=min(2, os.cpu_count() or 1), mp_context=context) as pool:
        results = pool.map(check_file, CHECKED, folders, chunksize=1)
        return dict(zip(CHECKED, results, strict=True))


@pytest.mark.slow
def test_texlive_is_installed() -> None:
    if not FILES:
        pytest.skip("TeX Live is not installed (no kpsewhich or no .bib files): corpus not run")
    assert len(FILES) >= 30


@pytest.mark.slow
@pytest.mark.parametrize("path", CHECKED, ids=_name)
def test_a_texlive_file_goes_through_unchanged(path: Path, findings: dict[Path, Findings]) -> None:
    found = findings[path]
    assert found.lost == [], "entries lost without a report line"
    assert found.changed == [], "raw values changed by the export"
    assert found.drift == [], "the export does not re-import to the same library"
    assert found.bibtex == []
