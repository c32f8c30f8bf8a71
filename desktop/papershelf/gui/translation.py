"""The window's language: Qt translators for Papershelf's catalog and Qt's own, the locale
that formats dates and numbers, and the layout direction (right-to-left mirrors the window)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from papershelf.i18n import PSEUDO, N
from papershelf.i18n.catalog import catalog_path, translate_into
from papershelf.i18n.choice import SOURCE_LANGUAGE
from papershelf.library.models import Status

_installed: list[QTranslator] = []  # kept alive: Qt holds only a pointer to each
STATUS_WORDS = (N("Unread"), N("Reading"), N("Read"))  # by Status value, as Status.label


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """QCoreApplication.translate (lupdate finds `translate("context", "text")` calls).

    A plural no installed catalog answered takes English's forms from papershelf_en.ts,
    read without compiling: a source checkout before `make i18n`, and the tests, say
    "1 entry", not "1 entries".
    """
    result = QCoreApplication.translate(context, text, disambiguation, n)
    if n >= 0 and result == text.replace("%n", str(n)):
        return translate_into(SOURCE_LANGUAGE, context, text, disambiguation, n)
    return result


def locale_for(language: str) -> QLocale:
    """The QLocale a catalog code formats with (the pseudo-locale formats as English)."""
    return QLocale(QLocale.Language.English) if language == PSEUDO else QLocale(language)


def install_language(app: QCoreApplication, language: str, folder: Path | None = None) -> list[str]:
    """Install the translators for *language* (Papershelf's from *folder*, default the
    resources) replacing any before, and make its locale the default; the catalogs loaded."""
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    QLocale.setDefault(locale_for(language))
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    ours = str(catalog_path(language, folder).parent)
    loaded = []
    for name, where in ((f"qtbase_{language}", qt_folder), (f"papershelf_{language}", ours)):
        translator = QTranslator(app)
        if translator.load(name, where) and app.installTranslator(translator):
            _installed.append(translator)
            loaded.append(name)
    return loaded


def set_direction(app: QApplication, language: str, reverse: bool = False) -> None:
    """Lay the window out right to left for an RTL language, or when asked (`--reverse`)."""
    rtl = reverse or locale_for(language).textDirection() == Qt.LayoutDirection.RightToLeft
    app.setLayoutDirection(
        Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
    )


def status_text(status: Status) -> str:
    """A reading status as the window shows it, in the current language."""
    return translate("", STATUS_WORDS[int(status)])
