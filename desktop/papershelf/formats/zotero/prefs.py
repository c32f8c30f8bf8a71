"""Zotero's preferences file (prefs.js in its profile folder): `user_pref("name", value);`
lines, where the base directory for linked files and a data folder moved away from its
default are kept (extensions.zotero.baseAttachmentPath, extensions.zotero.dataDir)."""

from __future__ import annotations

import json
import re

_PREF = re.compile(r'^\s*user_pref\(\s*"([^"]+)"\s*,\s*(.+?)\s*\)\s*;\s*$')
BASE_DIRECTORY = "extensions.zotero.baseAttachmentPath"
DATA_DIRECTORY = "extensions.zotero.dataDir"
USES_DATA_DIRECTORY = "extensions.zotero.useDataDir"


def read_prefs(text: str) -> dict[str, object]:
    """The preferences a prefs.js sets (values as JSON reads them; unreadable lines skipped)."""
    prefs: dict[str, object] = {}
    for line in text.splitlines():
        found = _PREF.match(line)
        if found is None:
            continue
        try:
            prefs[found.group(1)] = json.loads(found.group(2))
        except ValueError:
            continue
    return prefs
