"""Issue 38's physics bibliography: its shape generated (physics_data.py), imported and
exported beside bibtexparser's bare parse and in-place write in the same run.

collab_bench's import and export figures (best of its ROUNDS, ours and bibtexparser's
alternated) with the file's shape, at SIZE entries (`PHYSICS_SIZE` overrides it; the real
bibliography has 134,405). `bench/export_compare.py --physics N` sets the export of an
older commit beside this one on the same data.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import collab_bench  # noqa: E402

SIZE = int(os.environ.get("PHYSICS_SIZE", "50000"))


def run(work: Path) -> dict[str, dict[str, float]]:
    """Import and export figures on SIZE physics-shaped entries."""
    return collab_bench.run(work, SIZE, "physics")


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as tmp:
        print(json.dumps(run(Path(tmp)), indent=2), flush=True)
