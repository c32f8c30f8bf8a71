"""Where the settings file lives, and the one setting the CLI reads too: the language."""

from __future__ import annotations

import configparser
import os
from pathlib import Path

LANGUAGE_SECTION, LANGUAGE_KEY = "ui", "language"  # QSettings' ini form of "ui/language"


def settings_path() -> Path:
    """Where settings live: PAPERSHELF_SETTINGS, else papershelf.ini in the user config folder."""
    override = os.environ.get("PAPERSHELF_SETTINGS")
    if override:
        return Path(override)
    from platformdirs import user_config_path

    return user_config_path("Papershelf", appauthor=False) / "papershelf.ini"


def preferred_language(path: Path | None = None) -> str | None:
    """The language chosen in Preferences (None: follow the system), read without Qt."""
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(path or settings_path(), encoding="utf-8")
    except (OSError, configparser.Error):
        return None  # an unreadable settings file: the system's language, as with none
    value = parser.get(LANGUAGE_SECTION, LANGUAGE_KEY, fallback="").strip()
    return value or None
