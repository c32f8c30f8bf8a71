"""Languages: which one to speak, and the CLI's messages from the same catalogs as the window.

The window installs Qt translators (`gui/translation.py`); the CLI, which never imports Qt,
reads the same `resources/i18n/papershelf_<lang>.ts` catalogs through `translate` here.
"""

from __future__ import annotations

from papershelf.i18n.catalog import speaking, translate, use_language
from papershelf.i18n.choice import (
    LANGUAGES,
    PSEUDO,
    choose_language,
    language_from_argv,
    startup_language,
    system_languages,
)


def N(text: str) -> str:
    """Mark a module-level *text* for the catalogs (lupdate reads N as QT_TR_NOOP: context
    ""); it is translated where it is shown, after the language is chosen."""
    return text


__all__ = [
    "LANGUAGES",
    "PSEUDO",
    "N",
    "choose_language",
    "language_from_argv",
    "speaking",
    "startup_language",
    "system_languages",
    "translate",
    "use_language",
]
