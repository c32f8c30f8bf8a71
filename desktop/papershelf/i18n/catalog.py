"""The CLI's side of the catalogs: Qt Linguist `.ts` files read with the standard library.

The window loads the same catalogs compiled (`.qm`, through QTranslator); the CLI never
imports Qt, so it reads the `.ts` source, which the app ships beside the `.qm` files.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path

from papershelf.i18n.choice import SOURCE_LANGUAGE
from papershelf.resources import resource

Key = tuple[str, str, str]  # context, source text, disambiguation ("" when none)

# The language chosen, also for the processes spawned after (a PDF worker reads the file
# and says what is wrong with it): they start from the environment, not from the parser.
SPOKEN = "PAPERSHELF_SPOKEN_LANGUAGE"
_current = {"language": os.environ.get(SPOKEN, SOURCE_LANGUAGE)}


def catalog_path(language: str, folder: Path | None = None) -> Path:
    """Where the catalog of *language* lives (`papershelf_de.ts`)."""
    return (folder or resource("i18n")) / f"papershelf_{language}.ts"


def plural_index(language: str, count: int) -> int:
    """Which numerus form a count takes: Chinese has one, the others singular and plural."""
    if language.startswith("zh"):
        return 0
    return 0 if count == 1 else 1


def _forms(message: ET.Element) -> list[str]:
    """A message's finished translations (one, or one per numerus form); [] if unfinished."""
    node = message.find("translation")
    if node is None or node.get("type") in ("unfinished", "vanished", "obsolete"):
        return []
    forms = [form.text or "" for form in node.findall("numerusform")]
    return forms if forms else [node.text or ""]


def read_catalog(path: Path) -> dict[Key, list[str]]:
    """Every finished translation in a `.ts` file, by context, source and disambiguation."""
    found: dict[Key, list[str]] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            forms = _forms(message)
            if forms and all(forms):
                key = (name, message.findtext("source") or "", message.findtext("comment") or "")
                found[key] = forms
    return found


@lru_cache(maxsize=4)
def _loaded(language: str) -> dict[Key, list[str]]:
    """The catalog of *language*, read once (English's: its plurals); empty when missing."""
    path = catalog_path(language)
    if not path.is_file():
        return {}
    return read_catalog(path)


def use_language(language: str) -> None:
    """Speak *language* from now on (a code `choose_language` returned), here and in the
    worker processes started after."""
    _current["language"] = language
    os.environ[SPOKEN] = language


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Speak *language* inside the block (English for a `--json` text), the one before after."""
    before = _current["language"]
    _current["language"] = language
    try:
        yield
    finally:
        _current["language"] = before


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """*text* in the current language (itself when untranslated); `%n` becomes *n*, as
    QCoreApplication.translate does, so the CLI and the window share one catalog."""
    return translate_into(_current["language"], context, text, disambiguation, n)


def translate_into(
    language: str, context: str, text: str, disambiguation: str | None = None, n: int = -1
) -> str:
    """*text* in *language* (itself when untranslated), `%n` replaced by *n*."""
    forms = _loaded(language).get((context, text, disambiguation or ""))
    result = forms[min(plural_index(language, n), len(forms) - 1)] if forms else text
    return result.replace("%n", str(n)) if n >= 0 else result
