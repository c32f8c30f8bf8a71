"""Export before and after a change, alternated in one run, beside bibtexparser's in-place write.

`python bench/export_compare.py [--physics N] [--baseline COMMIT] [--rounds R]`: the library
is real-10k (`../shared/perf/real-10k.bib`) or, with `--physics N`, N entries of the physics
bibliography's shape (`physics_data.py`), imported once by this tree's code. Then, R rounds,
each measure in a new process: the baseline commit's export (its `desktop/` taken from git
history with `git archive`), this tree's export, bibtexparser's in-place write of the same
.bib (parsed first, untimed). Each export is timed inside its process (wall and CPU seconds
of `export_file`, as bibtex_bench times it), with its peak RSS (VmHWM). The two exports'
files are compared byte for byte (`identical`: a change to the export's speed must not
change a byte). The figures are each side's least time of its rounds, the ratios now /
bibtexparser's write, and the load average before and after.
"""

from __future__ import annotations

import filecmp
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from bibtex_bench import REAL_10K  # noqa: E402
from memory import peak_rss_mb  # noqa: E402

SOURCE = HERE.parent / "desktop"
BASELINE = "612bbd7"  # main before formats/bib/bibtex_recheck.py (issue 38)
ROUNDS = 2


def _child_export(library: str, target: str) -> dict[str, float]:
    """The whole library exported (bibtex flavour) to target, as the CLI runs it."""
    from papershelf.bulk_work import bulk_work
    from papershelf.library.db import open_library
    from papershelf.services.exporting import ExportScope, export_file

    lib = open_library(library)
    began, cpu = time.perf_counter(), time.process_time()
    with bulk_work():
        export_file(lib, ExportScope(), "bibtex", Path(target))
    return {"seconds": time.perf_counter() - began, "cpu_s": time.process_time() - cpu}


def _child_write(bib: str, target: str) -> dict[str, float]:
    """bibtexparser's in-place write of bib's entries (parse_file first, not timed)."""
    import bibtexparser
    from bibtexparser.middlewares import default_unparse_stack

    parsed = bibtexparser.parse_file(bib)
    stack = default_unparse_stack(allow_inplace_modification=True)
    began, cpu = time.perf_counter(), time.process_time()
    bibtexparser.write_file(target, parsed, unparse_stack=stack)
    return {"seconds": time.perf_counter() - began, "cpu_s": time.process_time() - cpu}


def _measure(source: Path, kind: str, *args: Path) -> dict[str, float]:
    """One measure in a new process with source's papershelf first on the path."""
    env = {**os.environ, "PYTHONPATH": f"{source}{os.pathsep}{HERE}"}
    command = [sys.executable, str(Path(__file__)), "--child", kind, *map(str, args)]
    out = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def baseline_source(work: Path, commit: str) -> Path:
    """The baseline commit's desktop/ folder, extracted from git history into work."""
    archive = subprocess.run(
        ["git", "-C", str(HERE.parent), "archive", commit, "desktop"],
        capture_output=True, check=True,
    )  # fmt: skip
    subprocess.run(["tar", "-x", "-C", str(work)], input=archive.stdout, check=True)
    return work / "desktop"


def _import(bib: Path, library: Path) -> None:
    """bib imported into a new library by this tree's CLI."""
    env = {**os.environ, "PYTHONPATH": str(SOURCE), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "papershelf", "--library", str(library), "import", str(bib)]
    subprocess.run(command, capture_output=True, check=True, env=env)


def _least(runs: list[dict[str, float]]) -> dict[str, float]:
    """The least wall and CPU time of the runs, and the highest peak RSS."""
    return {key: (max if key == "rss_mb" else min)(r[key] for r in runs) for key in runs[0]}


def compare(bib: Path, work: Path, commit: str, rounds: int) -> dict[str, float]:
    """Before, now and bibtexparser's write, alternated, with ratios to the write."""
    library = work / "library.sqlite"
    _import(bib, library)
    old_source = baseline_source(work, commit)
    load_before = os.getloadavg()
    before, now, write = [], [], []
    for _ in range(rounds):
        before.append(_measure(old_source, "export", library, work / "before.bib"))
        now.append(_measure(SOURCE, "export", library, work / "now.bib"))
        write.append(_measure(SOURCE, "write", bib, work / "bibtexparser.bib"))
    figures = {"entries_file_mb": bib.stat().st_size / 1e6}
    for name, runs in (("before", before), ("now", now), ("bibtexparser_write", write)):
        figures |= {f"{name}_{key}": value for key, value in _least(runs).items()}
    for side in ("before", "now"):
        for key in ("seconds", "cpu_s"):
            figures[f"{side}_{key}_ratio_to_write"] = (
                figures[f"{side}_{key}"] / figures[f"bibtexparser_write_{key}"]
            )
    identical = filecmp.cmp(work / "before.bib", work / "now.bib", shallow=False)
    return figures | {
        "identical": float(identical), "load_before": load_before[0],
        "load_after": os.getloadavg()[0],
    }  # fmt: skip


def main() -> None:
    """Standalone: print the figures as JSON (or, with --child, run one measure)."""
    if sys.argv[1:2] == ["--child"]:
        child = {"export": _child_export, "write": _child_write}[sys.argv[2]]
        figures = child(*sys.argv[3:])
        print(json.dumps(figures | {"rss_mb": peak_rss_mb()}), flush=True)
        return
    args = dict(zip(sys.argv[1::2], sys.argv[2::2], strict=False))
    commit, rounds = args.get("--baseline", BASELINE), int(args.get("--rounds", ROUNDS))
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        if "--physics" in args:
            import datagen

            size = int(args["--physics"])
            bib = datagen.collaboration_bib(work / "physics.bib", size, variant="physics")
        else:
            bib = REAL_10K
        print(json.dumps(compare(bib, work, commit, rounds), indent=2), flush=True)


if __name__ == "__main__":
    main()
