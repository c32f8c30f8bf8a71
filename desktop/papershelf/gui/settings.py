"""The GUI's remembered state (window, splitters, columns), declared once with defaults."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from papershelf.settings_file import settings_path


class Settings:
    """Typed access to the ini file; each key is named once here."""

    WINDOW_GEOMETRY = "window/geometry"
    MAIN_SPLITTER = "window/main_splitter"
    TABLE_HEADER = "table/header"
    LOOKUP_EMAIL = "lookup/email"  # sent to Crossref (its polite pool) with each lookup
    LOOKUP_S2_KEY = "lookup/semantic_scholar_key"
    LOOKUP_PDFS = "lookup/pdfs"  # 1: look up the DOI or arXiv id of PDFs made into entries
    READING_SPLITTER = "window/reading_splitter"  # the reading page over related papers
    READING_ZOOM = "reading/zoom"  # text size steps of the reading page
    CITATION_STYLE = "citations/style"  # the CSL style Copy Reference and the preview use
    SHOW_REFERENCE = "reading/show_reference"  # the detail pane's formatted-reference switch
    READER_MARKS_READING = "reader/marks_reading"  # 1 (default): Read PDF sets Unread to Reading
    LANGUAGE = "ui/language"  # a catalog code (de, es, zh_CN...); unset: the system's language

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or settings_path()
        self._qsettings = QSettings(str(self.path), QSettings.Format.IniFormat)

    def bytes(self, key: str) -> QByteArray | None:
        """A saved blob (geometry, splitter or header state), or None."""
        value = self._qsettings.value(key)
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def set_bytes(self, key: str, value: QByteArray) -> None:
        """Remember a blob."""
        self._qsettings.setValue(key, value)

    def text(self, key: str, default: str = "") -> str:
        """A saved text value, or default."""
        value = self._qsettings.value(key, default)
        return value if isinstance(value, str) else default

    def set_text(self, key: str, value: str) -> None:
        """Remember a text value (an empty one is forgotten)."""
        if value:
            self._qsettings.setValue(key, value)
        else:
            self._qsettings.remove(key)

    def integer(self, key: str, default: int = 0) -> int:
        """A saved whole number, or *default* when unset or not a number."""
        value = self._qsettings.value(key, default)
        try:
            return int(value) if isinstance(value, int | str) else default
        except ValueError:
            return default

    def set_integer(self, key: str, value: int) -> None:
        """Remember a whole number."""
        self._qsettings.setValue(key, int(value))

    def sync(self) -> None:
        """Write to disk now."""
        self._qsettings.sync()
