"""Citations (issue 20): CSL-JSON export and formatted references on real-10k, beside peers.

real-10k.bib (../shared/perf) is imported once; then, each best of RUNS in this process:
- the whole library exported as CSL-JSON, beside the BibTeX export of the same library
  (the peer: the same records read, a different writer) and beside
  `pandoc -f bibtex -t csljson` converting the .bib itself (Pandoc's own mapping);
- reference lists of 10, 100 and 1,000 entries in APA, IEEE and Chicago (citeproc-py),
  the time a Copy Reference of that many papers takes;
- pandoc --citeproc rendering a Markdown document citing 1,000 items of the export.

Without real-10k.bib the suite says it was skipped.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "desktop"))

from timing import least  # noqa: E402 (bench/, beside this file)

PERF = Path(os.environ.get("PAPERSHELF_PERF", HERE.parent.parent / "shared" / "perf"))
REAL_10K = PERF / "real-10k.bib"
RUNS = 3
STYLES = ("apa", "ieee", "chicago")
SIZES = (10, 100, 1000)


def best(action: Callable[[], object], runs: int = RUNS) -> float:
    """The best wall time of action over runs, in seconds."""
    return round(least(action, runs), 3)


def export_figures(work: Path, library: Path) -> dict[str, float]:
    """CSL-JSON export vs BibTeX export vs pandoc's own conversion, whole library."""
    from papershelf.bulk_work import bulk_work
    from papershelf.library.db import open_library
    from papershelf.services.exporting import ExportScope, export_file

    lib = open_library(library)
    bulk = bulk_work()  # as the CLI and the window run an export
    bulk.__enter__()
    figures = {
        "csl_json_export_10k_s": best(
            lambda: export_file(lib, ExportScope(), "csl-json", work / "refs.json")
        ),
        "bibtex_export_10k_s": best(
            lambda: export_file(lib, ExportScope(), "bibtex", work / "refs.bib")
        ),
    }
    bulk.__exit__(None, None, None)
    lib.close()
    if shutil.which("pandoc"):
        command = ["pandoc", "-f", "bibtex", "-t", "csljson", str(REAL_10K), "-o", "/dev/null"]
        figures["pandoc_bibtex_to_csljson_10k_s"] = best(
            lambda: subprocess.run(command, check=True, capture_output=True), runs=1
        )
    return figures


def format_figures(library: Path) -> dict[str, float]:
    """Reference lists of SIZES entries in each style."""
    from papershelf.library.db import open_library
    from papershelf.services.citations import format_bibliography

    lib = open_library(library)
    ids = [int(row[0]) for row in lib.execute("SELECT id FROM entry ORDER BY id")]
    figures: dict[str, float] = {}
    for style in STYLES:
        format_bibliography(lib, ids[:1], style, "html")  # the style parsed once
        for size in SIZES:
            runs = 1 if size >= 1000 else RUNS
            figures[f"{style}_{size}_s"] = best(
                lambda s=style, n=size: format_bibliography(lib, ids[:n], s, "html"), runs
            )
    lib.close()
    return figures


def pandoc_figures(work: Path) -> dict[str, float]:
    """pandoc --citeproc on 1,000 citations of the CSL-JSON export."""
    if not shutil.which("pandoc"):
        return {}
    items = json.loads((work / "refs.json").read_text(encoding="utf-8"))[:1000]
    refs = work / "refs-1000.json"
    refs.write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
    document = work / "doc.md"
    document.write_text("\n\n".join(f"[@{{{i['id']}}}]" for i in items), encoding="utf-8")
    command = ["pandoc", "--citeproc", f"--bibliography={refs}", str(document), "-o", "/dev/null"]
    return {"pandoc_citeproc_1000_s": best(lambda: subprocess.run(command, check=True), runs=1)}


def run(work: Path) -> dict[str, dict[str, float]]:
    """Every figure (none without real-10k.bib)."""
    if not REAL_10K.exists():
        print(f"citation_bench: {REAL_10K} is missing: skipped", file=sys.stderr)
        return {}
    from papershelf.library.db import open_library
    from papershelf.services.importing import import_file

    library = work / "real-10k-citations.sqlite"
    lib = open_library(library)
    import_file(lib, REAL_10K)
    lib.close()
    return {
        "citations_export": export_figures(work, library),
        "citations_format": format_figures(library),
        "citations_pandoc": pandoc_figures(work),
    }


def main() -> None:
    """Standalone: all figures as JSON."""
    with tempfile.TemporaryDirectory() as tmp:
        print(json.dumps(run(Path(tmp)), indent=2), flush=True)


if __name__ == "__main__":
    main()
