"""BibTeX import and export throughput at 10,000 and 100,000 entries, beside bibtexparser.

Import: ../shared/perf/real-10k.bib, and a 100,000-entry file made by repeating it with
changed keys, titles, years, DOIs and abstracts (so that none is a duplicate of another),
each imported into a new library (parse, keys, duplicates, store, index, commit), beside
bibtexparser's own parse of the same file (parse_file, its default middlewares; and
parse_string with no middleware, 'bare') in the same run. Export: the imported library
written to a file (bibtex flavour), beside bibtexparser writing the same entries in place.

Every measure runs in a fresh process (peak RSS: its own VmHWM, see memory.py), best of
RUNS runs: the machine is shared, so the best run is the one least disturbed.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from memory import peak_rss_mb  # noqa: E402

SOURCE = HERE.parent / "desktop"
# ../shared/perf beside the checkout (PAPERSHELF_PERF overrides it).
PERF = Path(os.environ.get("PAPERSHELF_PERF", HERE.parent.parent / "shared" / "perf"))
REAL_10K = PERF / "real-10k.bib"
COPIES = 10
RUNS = 3

_ENTRY_HEAD = re.compile(r"^(@\w+\{)([^,\s]+),", re.M)
_TITLE = re.compile(r"^(\s*title\s*=\s*[{\"])", re.M | re.I)
_YEAR = re.compile(r"^(\s*year\s*=\s*[{\"]?)(\d{4})", re.M | re.I)
_DOI = re.compile(r"^(\s*doi\s*=\s*[{\"])", re.M | re.I)
_ABSTRACT = re.compile(r"^(\s*abstract\s*=\s*[{\"])", re.M | re.I)


def copy_of(text: str, number: int) -> str:
    """real-10k as copy number (1...): new keys, titles, years, DOIs and abstracts.

    Years move back a century per copy, so a copy's titles never share a duplicate-search
    block with another copy's; 'VN' is glued to a title's first word for the same reason.
    """
    text = _ENTRY_HEAD.sub(lambda m: f"{m.group(1)}{m.group(2)}v{number},", text)
    text = _TITLE.sub(lambda m: f"{m.group(1)}V{number}", text)
    text = _YEAR.sub(lambda m: f"{m.group(1)}{int(m.group(2)) - 100 * number}", text)
    text = _DOI.sub(lambda m: f"{m.group(1)}10.99999/v{number}.", text)
    return _ABSTRACT.sub(lambda m: f"{m.group(1)}Variant {number}. ", text)


def make_100k(path: Path) -> Path:
    """Write the 100,000-entry file (COPIES copies of real-10k, the first one as it is)."""
    text = REAL_10K.read_text(encoding="utf-8")
    with path.open("w", encoding="utf-8") as out:
        out.write(text)
        for number in range(1, COPIES):
            out.write("\n")
            out.write(copy_of(text, number))
    return path


# --- children: each measure in a process of its own -------------------------------------------


def _child_import(bib: str, library: str) -> dict[str, float]:
    """Import bib into a new library."""
    from papershelf.bulk_work import bulk_work
    from papershelf.library.db import open_library
    from papershelf.services.importing import import_file

    lib = open_library(library)
    began = time.perf_counter()
    with bulk_work():  # as the CLI and the window run an import
        report = import_file(lib, Path(bib))
    seconds = time.perf_counter() - began
    lib.close()
    return {"seconds": seconds, "entries": len(report.added), "skipped": len(report.skipped)}


def _child_parse(bib: str, bare: str) -> dict[str, float]:
    """bibtexparser's parse of bib (parse_file, or parse_string without middleware)."""
    import bibtexparser

    began = time.perf_counter()
    if bare == "bare":
        parsed = bibtexparser.parse_string(Path(bib).read_text(encoding="utf-8"), parse_stack=[])
    else:
        parsed = bibtexparser.parse_file(bib)
    return {"seconds": time.perf_counter() - began, "entries": len(parsed.entries)}


def _child_export(library: str, target: str) -> dict[str, float]:
    """Export the whole library (bibtex flavour) to target."""
    from papershelf.bulk_work import bulk_work
    from papershelf.library.db import open_library
    from papershelf.services.exporting import ExportScope, export_file

    lib = open_library(library)
    began = time.perf_counter()
    with bulk_work():  # as the CLI and the window run an export
        result = export_file(lib, ExportScope(), "bibtex", Path(target))
    seconds = time.perf_counter() - began
    lib.close()
    return {"seconds": seconds, "entries": result.entries}


def _child_write(bib: str, target: str) -> dict[str, float]:
    """bibtexparser writing the entries of bib (parsed first, not timed) in place."""
    import bibtexparser
    from bibtexparser.middlewares import default_unparse_stack

    parsed = bibtexparser.parse_file(bib)
    stack = default_unparse_stack(allow_inplace_modification=True)
    began = time.perf_counter()
    bibtexparser.write_file(target, parsed, unparse_stack=stack)
    return {"seconds": time.perf_counter() - began, "entries": len(parsed.entries)}


CHILDREN = {
    "import": _child_import,
    "parse": _child_parse,
    "export": _child_export,
    "write": _child_write,
}


def _child(name: str, *args: str) -> None:
    """Run one measure and print its figures (with peak RSS) as JSON."""
    figures = CHILDREN[name](*args)
    figures["rss_mb"] = peak_rss_mb()
    print(json.dumps(figures), flush=True)


def measure(name: str, *args: str | Path) -> dict[str, float]:
    """The best of RUNS runs of one measure, each in a new process (an import into a new
    library each time)."""
    runs = []
    for _ in range(RUNS):
        if name == "import":
            for suffix in ("", "-wal", "-shm"):
                Path(f"{args[1]}{suffix}").unlink(missing_ok=True)
        env = {**os.environ, "PYTHONPATH": str(SOURCE)}
        command = [sys.executable, str(Path(__file__)), "--child", name, *map(str, args)]
        out = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
        runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
    return min(runs, key=lambda r: r["seconds"])


def _size_figures(bib: Path, work: Path, size: int) -> dict[str, dict[str, float]]:
    """Import and export figures for one file."""
    library = work / f"bib-{size}.sqlite"
    ours = measure("import", bib, library)
    parse = measure("parse", bib, "default")
    bare = measure("parse", bib, "bare")
    imported = {
        "entries": ours["entries"],
        "import_s": ours["seconds"],
        "import_entries_per_s": ours["entries"] / ours["seconds"],
        "import_peak_rss_mb": ours["rss_mb"],
        "bibtexparser_parse_file_s": parse["seconds"],
        "bibtexparser_parse_bare_s": bare["seconds"],
        "bibtexparser_parse_rss_mb": parse["rss_mb"],
        "ratio_to_parse_file": ours["seconds"] / parse["seconds"],
        "ratio_to_bare_parse": ours["seconds"] / bare["seconds"],
    }
    exported = measure("export", library, work / f"out-{size}.bib")
    write = measure("write", bib, work / f"bp-{size}.bib")
    exports = {
        "export_s": exported["seconds"],
        "export_entries_per_s": exported["entries"] / exported["seconds"],
        "export_peak_rss_mb": exported["rss_mb"],
        "bibtexparser_write_s": write["seconds"],
        "ratio_to_bibtexparser_write": exported["seconds"] / write["seconds"],
    }
    return {f"bibtex_import_{size}": imported, f"bibtex_export_{size}": exports}


def run(work: Path) -> dict[str, dict[str, float]]:
    """Every figure at 10,000 and 100,000 entries."""
    if not REAL_10K.exists():
        return {"bibtex": {"skipped_no_real_10k": 1.0}}
    figures = _size_figures(REAL_10K, work, 10_000)
    figures |= _size_figures(make_100k(work / "real-100k.bib"), work, 100_000)
    return figures


def main() -> None:
    """Standalone: print the figures as JSON (or, with --child, run one measure)."""
    if len(sys.argv) > 2 and sys.argv[1] == "--child":
        _child(*sys.argv[2:])
        return
    with tempfile.TemporaryDirectory() as tmp:
        print(json.dumps(run(Path(tmp)), indent=2), flush=True)


if __name__ == "__main__":
    main()
