"""Which language to speak: `--lang`, then Preferences, then the environment (as GNU reads it)."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence

from papershelf.settings_file import preferred_language

# The catalogs shipped (resources/i18n/papershelf_<code>.ts), English being the source text.
LANGUAGES = ("de", "es", "zh_CN")
PSEUDO = "en_XA"  # accented, 40 % longer, bracketed: made from the catalogs for testing
SOURCE_LANGUAGE = "en"
_C_LOCALES = {"", "C", "POSIX"}


def _locale_name(value: str) -> str:
    """`de_DE.UTF-8@euro` -> `de_DE`; `C.UTF-8` -> `C`."""
    return value.split(".", 1)[0].split("@", 1)[0].strip()


def system_languages(environ: Mapping[str, str] | None = None) -> list[str]:
    """The languages the environment asks for, most wanted first, as gettext reads them.

    The locale is the first set of LC_ALL, LC_MESSAGES, LANG; LANGUAGE (a colon-separated
    list) comes before it, but only when that locale is not C/POSIX (GNU gettext's rule).
    """
    env = os.environ if environ is None else environ
    locale = next((env[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(k)), "")
    locale = _locale_name(locale)
    if locale in _C_LOCALES:
        return []
    wanted = [_locale_name(part) for part in env.get("LANGUAGE", "").split(":")]
    return [name for name in [*wanted, locale] if name and name not in _C_LOCALES]


def _match(name: str, available: Sequence[str]) -> str | None:
    """The catalog for *name*: exact (`zh_CN`), else its language (`de_AT` -> `de`,
    `zh` -> `zh_CN`), else English itself; None when none fits."""
    name = name.replace("-", "_")
    if name in available or name in (SOURCE_LANGUAGE, PSEUDO):
        return name
    base = name.split("_", 1)[0].lower()
    if base == SOURCE_LANGUAGE:
        return SOURCE_LANGUAGE
    return next((code for code in available if code.split("_", 1)[0] == base), None)


def choose_language(
    flag: str | None = None,
    preference: str | None = None,
    environ: Mapping[str, str] | None = None,
    available: Sequence[str] = LANGUAGES,
) -> str:
    """The language to speak: the first of `--lang`, Preferences, the environment that has a
    catalog; English when none does."""
    for name in [flag or "", preference or "", *system_languages(environ)]:
        found = _match(name, available) if name else None
        if found is not None:
            return found
    return SOURCE_LANGUAGE


def language_from_argv(argv: Sequence[str]) -> str | None:
    """The value of `--lang X` / `--lang=X` on a command line, before argparse has run
    (the parser's own help must already be in that language)."""
    for index, word in enumerate(argv):
        if word == "--":
            return None
        if word.startswith("--lang="):
            return word.split("=", 1)[1]
        if word == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
    return None


def startup_language(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> str:
    """The language of this run: `--lang` on *argv*, Preferences' choice, the environment."""
    return choose_language(language_from_argv(argv), preferred_language(), environ)
