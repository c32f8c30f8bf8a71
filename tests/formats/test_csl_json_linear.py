"""Reading CSL-JSON takes time in proportion to the file (issue 30, item 15).

The line of each item was counted from the start of the file for every item: 40,000
items took 15 s and 200,000 over 300 s. Timing belongs in bench/, so this counts the
characters the line counting scans instead: no more than the file's length, once.
"""

from __future__ import annotations

import json

from papershelf.formats.csl import csl_json_read
from papershelf.formats.csl.csl_json_read import read_text


class ScanCounter(str):
    """A str that adds up how many characters its count() calls scan."""

    scanned = 0

    def count(self, sub: str, start: int | None = 0, end: int | None = None) -> int:  # type: ignore[override]
        """str.count, noting the length of the span scanned."""
        stop = len(self) if end is None else end
        ScanCounter.scanned += stop - (start or 0)
        return super().count(sub, start, end)


def test_line_counting_scans_the_file_once() -> None:
    items = [{"id": f"k{n}", "title": f"Paper {n}"} for n in range(2000)]
    text = ScanCounter(json.dumps(items, indent=2))
    ScanCounter.scanned = 0
    lines = csl_json_read._element_lines(text)
    assert len(lines) == 2000 and lines[:2] == [2, 6]
    assert ScanCounter.scanned <= len(text)


def test_each_item_still_knows_its_line() -> None:
    text = '[\n{"id": "a", "title": "A"},\n\n{"id": "b", "type": 5},\n  {"id": "c", "title": "C"}]'
    result = read_text(text, "f.json")
    assert [r.source_line for r in result.records] == [2, 5]
    assert [(p.line, p.reason) for p in result.problems] == [(4, "the item's type is not text")]
