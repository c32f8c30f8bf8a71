"""Microseconds per record of each stage of a BibTeX import, beside bibtexparser's bare parse.

Usage: import_stages.py FILE.bib [ROUNDS]

A tool for the next pass on issue 15's import, not a suite of `make bench`: a whole import
on this machine varies by 10-20% from one minute to the next, more than most single
changes move it. Here each stage runs alone over the same records in one process, best of
ROUNDS (default 3): reading (scan and records), the duplicate identity, the duplicate
index (match, then add), the repeated-key hash, and the batch rows (BatchWriter.add with
its JSON, nothing written). Prints one JSON line of figures.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from timing import least

ROUNDS = 3


def best(work: Callable[[], object], rounds: int) -> float:
    """The least CPU seconds of *rounds* runs of work."""
    return least(work, rounds, time.process_time)


def stages(bib: Path, rounds: int) -> dict[str, float]:
    """Each stage's microseconds per record of *bib*, and bibtexparser's for comparison."""
    import bibtexparser

    from papershelf.formats.bib import bibtex_stream
    from papershelf.services.duplicates import DuplicateIndex, Identity, Ref
    from papershelf.services.import_run import seen

    records: list[Any] = []

    def read() -> None:
        records.clear()
        for piece in bibtex_stream.read_pieces(bib):
            records.extend(piece.result.records)

    seconds = {"reading": best(read, rounds)}
    identities = [Identity.of(record) for record in records]
    seconds["identity"] = best(lambda: [Identity.of(record) for record in records], rounds)
    seconds["repeated_key_hash"] = best(
        lambda: [seen.content(record) for record in records if record.key], rounds
    )
    seconds["duplicate_index"] = best(lambda: _index(identities, DuplicateIndex, Ref), rounds)
    seconds["batch_rows"] = best(lambda: _rows(records, identities), rounds)
    text = bib.read_text(encoding="utf-8")
    seconds["bibtexparser_parse"] = best(
        lambda: bibtexparser.parse_string(text, parse_stack=[]), rounds
    )
    count = len(records)
    return {f"{name}_us": value * 1e6 / count for name, value in seconds.items()} | {
        "records": float(count)
    }


def _index(identities: list[Any], index_type: Any, ref_type: Any) -> None:
    """Every identity matched against those before it, then added (as an import does)."""
    index = index_type()
    for position, identity in enumerate(identities):
        index.match(identity, within=ref_type(None, position, 0, True))
        index.add(identity, ref_type(position + 1, position, 0, True))


def _rows(records: list[Any], identities: list[Any]) -> None:
    """Every record's batch rows made and packed as JSON (BatchInserter.write a no-op)."""
    from papershelf.library.db import open_library
    from papershelf.library.sqlite import import_batches
    from papershelf.services.import_writer import BatchWriter

    with tempfile.TemporaryDirectory() as folder:
        lib = open_library(Path(folder) / "stages.sqlite")
        write = import_batches.BatchInserter.write
        import_batches.BatchInserter.write = lambda self, params: None  # type: ignore[method-assign]
        try:
            with lib.atomic():
                writer = BatchWriter(lib)
                for number, (record, identity) in enumerate(zip(records, identities, strict=True)):
                    writer.add(record, f"k{number}", identity.fingerprint, None)
                writer.close()
        finally:
            import_batches.BatchInserter.write = write  # type: ignore[method-assign]
            lib.close()


def main() -> None:
    """Measure the file named on the command line."""
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else ROUNDS
    print(json.dumps({k: round(v, 1) for k, v in stages(Path(sys.argv[1]), rounds).items()}))


if __name__ == "__main__":
    main()
