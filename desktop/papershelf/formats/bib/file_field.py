"""The `file` field of BibTeX (and RIS's L1 tag): attachment links as other tools write them.

Flavours, as read and as written:

- 'jabref':   'description:path:type', ':' ';' '\\' escaped with '\\' (':papers/a.pdf:PDF',
              'Full Text PDF:/home/me/a.pdf:application/pdf'; Zotero's own export too).
- 'mendeley': ':path:pdf', the drive colon escaped ('\\:', or '$\\backslash$:' as Mendeley
              Desktop writes it), the type the extension in lower case.
- 'plain':    Better BibTeX: the path alone ('/home/me/a.pdf', 'C:/Users/a.pdf').
- 'url':      RIS L1: 'file:///home/me/a.pdf' (or a path).

A `file` field holds several links separated by ';' (an escaped '\\;' is part of a path).
Each link keeps its exact text (`FileLink.text`), so a field whose links did not change is
written back byte for byte; a new or changed link is written in its field's flavour.
Relative paths are resolved against a base folder (the .bib file's) by `resolve`.
"""

from __future__ import annotations

import ntpath
import posixpath
import re
from dataclasses import dataclass
from pathlib import PurePosixPath, PureWindowsPath
from urllib.parse import quote, unquote, urlsplit

FLAVOURS = ("jabref", "mendeley", "plain", "url")
# The fields links live in: BibTeX's `file` (several, ';'-separated) and RIS's L1 (one each).
FILE_FIELD = "file"
RIS_FIELD = "ris-l1"
LINK_FIELDS = (FILE_FIELD, RIS_FIELD)
_MENDELEY_BACKSLASH = "$\\backslash$"
_DRIVE = re.compile(r"^[A-Za-z]:[\\/]")
_URL = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]+://")
# Kinds for JabRef's and Zotero's file types (anything else: the extension).
_TYPES = {
    "pdf": "pdf", "application/pdf": "pdf", "postscript": "ps", "word": "doc",
    "url": "url", "text/html": "html", "html": "html", "djvu": "djvu",
}  # fmt: skip
_JABREF_TYPES = {"pdf": "PDF", "ps": "PostScript", "doc": "Word", "html": "HTML", "url": "URL"}


@dataclass(frozen=True)
class FileLink:
    """One link as read: its exact text, the description, the path as written, the type."""

    text: str
    path: str
    description: str = ""
    type: str = ""
    flavour: str = "jabref"

    @property
    def kind(self) -> str:
        """'pdf', 'html', 'url', ... from the type written, else from the path's extension."""
        return kind_of(self.path, self.type)


def kind_of(path: str, written_type: str = "") -> str:
    """The kind of a file: its written type if known, else its extension ('file' if none)."""
    known = _TYPES.get(written_type.strip().lower())
    if known:
        return known
    if _URL.match(path) and not path.lower().startswith("file:"):
        return "url"
    suffix = PurePosixPath(path.replace("\\", "/")).suffix.lower().lstrip(".")
    return suffix or "file"


def split_field(value: str) -> list[str]:
    """The links of a `file` field, each exactly as written ('' pieces dropped)."""
    pieces, start, escaped = [], 0, False
    for index, char in enumerate(value):
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == ";":
            pieces.append(value[start:index])
            start = index + 1
    pieces.append(value[start:])
    return [piece for piece in pieces if piece.strip()]


def join_field(pieces: list[str]) -> str:
    """A `file` field's value from its links' texts."""
    return ";".join(pieces)


def parse_link(text: str, field: str = FILE_FIELD) -> FileLink:
    """One link of a `file` field (or an RIS L1 value) in whatever flavour it was written."""
    if field == RIS_FIELD:
        return FileLink(text, _from_url(text.strip()), flavour="url")
    mendeley = _MENDELEY_BACKSLASH in text
    parts = _split_colons(text.replace(_MENDELEY_BACKSLASH, "\\").strip())
    if len(parts) == 1 or (len(parts) == 2 and len(parts[0]) == 1 and parts[0].isalpha()):
        return FileLink(text, ":".join(parts), flavour="plain")
    if len(parts) == 2:
        return FileLink(text, parts[1], parts[0], flavour="jabref")
    description, path, kind = parts[0], ":".join(parts[1:-1]), parts[-1]
    lower_type = kind == kind.lower() and kind.lower() == kind_of(path)
    flavour = "mendeley" if mendeley or (not description and lower_type) else "jabref"
    return FileLink(text, path, description, kind, flavour)


def parse_field(value: str, field: str = FILE_FIELD) -> list[FileLink]:
    """Every link of a `file` field (or of one RIS L1 value)."""
    if field == RIS_FIELD:
        return [parse_link(value, field)] if value.strip() else []
    return [parse_link(piece, field) for piece in split_field(value)]


def _split_colons(text: str) -> list[str]:
    """text cut at unescaped ':', each part unescaped ('\\:' -> ':', '\\\\' -> '\\')."""
    parts, current, escaped = [], [], False
    for char in text:
        if escaped:
            current.append(char if char in ":;\\" else "\\" + char)
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == ":":
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
    if escaped:
        current.append("\\")
    parts.append("".join(current))
    return parts


def _from_url(text: str) -> str:
    """A local path from a 'file://' URL (other text as it is)."""
    if not text.lower().startswith("file:"):
        return text
    path = unquote(urlsplit(text).path)
    return path[1:] if re.match(r"^/[A-Za-z]:/", path) else path


def is_absolute(path: str) -> bool:
    """Whether a path as written is absolute (POSIX, a Windows drive or share) or a URL."""
    return path.startswith(("/", "\\\\")) or bool(_DRIVE.match(path) or _URL.match(path))


def resolve(path: str, base: str) -> str:
    """path as written, made absolute against the folder base when it is relative."""
    if is_absolute(path) or not base:
        return path
    if _DRIVE.match(base):
        return ntpath.normpath(str(PureWindowsPath(base) / path))
    return posixpath.normpath(str(PurePosixPath(base) / path.replace("\\", "/")))


def format_link(path: str, kind: str, flavour: str, description: str = "") -> str:
    """A new link's text in a flavour ('jabref' unless the field has another)."""
    if flavour == "plain":
        return path
    if flavour == "url":
        return path if _URL.match(path) else "file://" + quote(path)
    if flavour == "mendeley":
        return f":{_escape(path)}:{kind.lower()}"
    written_type = _JABREF_TYPES.get(kind, kind.upper())
    return f"{_escape(description)}:{_escape(path)}:{written_type}"


def _escape(text: str) -> str:
    """JabRef's escapes: '\\' ':' ';' each preceded by '\\'."""
    return text.replace("\\", "\\\\").replace(":", "\\:").replace(";", "\\;")
