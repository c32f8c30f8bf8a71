"""Where the suite's input files are: inside the checkout only, so a bare clone passes."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "tests" / "data"
# The app's own copy of the ICLR 2025 abstracts (resources/samples/SOURCE.md says where they
# come from): the list a new library opens onto, and the suite's real plain-text input.
SAMPLE = REPO / "resources" / "samples" / "iclr2025-abstracts.txt"
