"""Where a file dialog starts and what name it proposes.

Each kind of file ('import', 'export', 'attach') remembers the folder last used for it (in
the settings), so the second export goes where the first went. An export proposes a file
named after what it holds: the reading list or tag shown, 'search', 'selection', or the
library's own name.
"""

from __future__ import annotations

import re
from pathlib import Path

from papershelf.gui.settings import Settings

_UNSAFE = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')  # not in a file name on any of the platforms


def start_folder(settings: Settings, kind: str) -> Path:
    """The folder last used for *kind* of file, if it is still there; else the home folder."""
    remembered = settings.text(f"folders/{kind}")
    return Path(remembered) if remembered and Path(remembered).is_dir() else Path.home()


def remember_folder(settings: Settings, kind: str, chosen: str | Path) -> None:
    """Keep the folder of a file chosen for *kind* (nothing when the dialog was cancelled)."""
    if str(chosen):
        settings.set_text(f"folders/{kind}", str(Path(chosen).parent))


def file_stem(name: str, fallback: str = "references") -> str:
    """*name* fit for a file name ('ml/vision' -> 'ml-vision'); *fallback* if nothing is left."""
    stem = _UNSAFE.sub("-", " ".join(name.split())).strip(" .-")
    return stem[:80] or fallback
