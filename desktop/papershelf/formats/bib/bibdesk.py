"""BibDesk's additions to a .bib file: `Bdsk-File-N` links and its groups (`Bdsk-Url-N` links
stay plain fields, exported as read).

- `Bdsk-File-N` holds a base64 binary property list: a dictionary with `relativePath`
  (from the .bib file's folder) and `aliasData` (a Mac alias record), written as it is
  (older BibDesk) or wrapped by NSKeyedArchiver (`$objects`, `$top`); newer ones hold a
  `bookmark` instead of the alias. An alias record (version 2) keeps the file's POSIX path
  in its tagged extras (tag 18, the path from the volume's root, and tag 19, where the
  volume is mounted), which is the file's place when the relative path fails.
- `@comment{BibDesk Static Groups{PLIST}}`: an array of {group name, keys} where keys are
  the members' citation keys, comma-separated.
- `@comment{BibDesk Smart Groups{PLIST}}`: an array of {group name, conditions,
  conjunction}: each condition a {key (a field: Author, Title, BibTeX Type...), comparison,
  value}; comparison 0 contains, 1 does not contain, 2 is, 3 is not, 4 starts with, 5 ends
  with (BDSKCondition.h); conjunction 0 all, 1 any.
"""

from __future__ import annotations

import base64
import binascii
import plistlib
import re
import struct
from dataclasses import dataclass, field
from typing import Any

from papershelf.formats.records import Block
from papershelf.i18n import translate

_GROUP_BLOCK = re.compile(
    r"^@comment\s*\{\s*BibDesk (Static|Smart) Groups\s*\{(.*)\}\s*\}\s*$", re.IGNORECASE | re.DOTALL
)
FILE_FIELD = re.compile(r"^bdsk-file-(\d+)$", re.IGNORECASE)
_ALIAS_FIXED = 150  # bytes before an alias record's tagged extras
_POSIX_PATH, _VOLUME_MOUNT = 18, 19


@dataclass(frozen=True)
class BdskFile:
    """Where a Bdsk-File-N field says the file is."""

    relative_path: str = ""
    alias_path: str = ""  # absolute, from the alias record ('' when it has none)


def file_link(value: str) -> BdskFile | None:
    """The link a Bdsk-File-N value holds; None when it is not a readable property list."""
    try:
        data = plistlib.loads(base64.b64decode("".join(value.split()), validate=True))
    except (binascii.Error, ValueError, plistlib.InvalidFileException):
        return None
    if not isinstance(data, dict):
        return None
    if "$objects" in data:
        data = _unarchived(data)
    relative = data.get("relativePath")
    alias = data.get("aliasData")
    return BdskFile(
        relative if isinstance(relative, str) else "",
        alias_path(alias) if isinstance(alias, bytes) else "",
    )


def _unarchived(archive: dict[str, Any]) -> dict[str, Any]:
    """The root dictionary of an NSKeyedArchiver archive, its values resolved one level."""
    objects = archive.get("$objects")
    top = archive.get("$top")
    if not isinstance(objects, list) or not isinstance(top, dict):
        return {}
    root = _at(objects, top.get("root"))
    if not isinstance(root, dict):
        return {}
    keys = [_at(objects, uid) for uid in root.get("NS.keys", [])]
    values = [_at(objects, uid) for uid in root.get("NS.objects", [])]
    found = {}
    for key, value in zip(keys, values, strict=False):
        if isinstance(value, dict) and "NS.data" in value:
            value = value["NS.data"]
        if isinstance(key, str):
            found[key] = value
    return found


def _at(objects: list[Any], uid: Any) -> Any:
    """The archived object a UID points at (None for anything else)."""
    if isinstance(uid, plistlib.UID) and 0 <= uid.data < len(objects):
        return objects[uid.data]
    return None


def alias_path(data: bytes) -> str:
    """The absolute POSIX path in a version 2 alias record ('' when it holds none)."""
    if len(data) < _ALIAS_FIXED or struct.unpack(">H", data[6:8])[0] != 2:
        return ""
    found: dict[int, bytes] = {}
    at = _ALIAS_FIXED
    while at + 4 <= len(data):
        tag, length = struct.unpack(">hH", data[at : at + 4])
        if tag == -1:
            break
        found[tag] = data[at + 4 : at + 4 + length]
        at += 4 + length + (length & 1)
    path = found.get(_POSIX_PATH, b"").decode("utf-8", "replace")
    if not path:
        return ""
    mount = found.get(_VOLUME_MOUNT, b"/").decode("utf-8", "replace") or "/"
    return mount.rstrip("/") + "/" + path.lstrip("/")


@dataclass
class BibdeskGroup:
    """A static group (its members' keys) or a smart one (its conditions), and its line."""

    name: str
    line: int
    keys: list[str] = field(default_factory=list)
    conditions: list[dict[str, Any]] = field(default_factory=list)
    any_of: bool = False  # smart: any condition (else all)
    smart: bool = False


def read_groups(blocks: list[Block]) -> tuple[list[BibdeskGroup], list[tuple[int, str]]]:
    """BibDesk's static and smart groups among a file's blocks, and (line, why) for each
    groups block that cannot be read."""
    groups: list[BibdeskGroup] = []
    problems: list[tuple[int, str]] = []
    for block in blocks:
        found = _GROUP_BLOCK.match(block.raw.strip()) if block.kind == "comment" else None
        if found is None:
            continue
        smart = found.group(1).lower() == "smart"
        try:
            items = plistlib.loads(found.group(2).strip().encode("utf-8"))
        except (ValueError, plistlib.InvalidFileException) as exc:
            said = translate("migrate", "BibDesk's groups could not be read ({why})")
            problems.append((block.line, said.format(why=exc)))
            continue
        for item in items if isinstance(items, list) else []:
            if isinstance(item, dict) and str(item.get("group name", "")).strip():
                groups.append(_group(item, block.line, smart))
    return groups, problems


def _group(item: dict[str, Any], line: int, smart: bool) -> BibdeskGroup:
    """One group from its property list dictionary."""
    name = str(item["group name"]).strip()
    if not smart:
        keys = [k.strip() for k in str(item.get("keys", "")).split(",") if k.strip()]
        return BibdeskGroup(name, line, keys=keys)
    conditions = [c for c in item.get("conditions", []) if isinstance(c, dict)]
    return BibdeskGroup(name, line, conditions=conditions,
                        any_of=item.get("conjunction") == 1, smart=True)  # fmt: skip


# BibDesk's field names -> Papershelf's search fields ('' searches every field).
_TEXT = {
    "author": "author", "editor": "author", "title": "title", "abstract": "abstract",
    "journal": "venue", "booktitle": "venue", "keywords": "keywords", "annote": "notes",
    "note": "notes", "any field": "", "all fields": "",
}  # fmt: skip
_EXACT = {"bibtex type": "type", "pubtype": "type", "year": "year", "cite key": "key", "doi": "doi"}


def smart_query(group: BibdeskGroup) -> tuple[str, str]:
    """(a Papershelf query for a smart group, '') or ('', why it is not expressible)."""
    terms = []
    for condition in group.conditions:
        term, why = _condition(condition)
        if why:
            return "", why
        terms.append(term)
    if not terms:
        return "", translate("migrate", "it has no conditions")
    return (" OR " if group.any_of else " AND ").join(terms), ""


def _condition(condition: dict[str, Any]) -> tuple[str, str]:
    """One condition as a search term, or why it cannot be one."""
    key = str(condition.get("key", "")).strip().lower()
    value = str(condition.get("value", "")).strip()
    comparison = condition.get("comparison")
    word = f'"{value}"' if re.search(r"[\s:]", value) else value
    if not value:
        return "", translate("migrate", "its condition on '{key}' has no value").format(key=key)
    if key in _EXACT and comparison in (0, 2, 1, 3):
        term = f"{_EXACT[key]}:{word}"
    elif key in _TEXT and comparison in (0, 1):
        term = f"{_TEXT[key]}:{word}" if _TEXT[key] else word
    else:
        said = translate(
            "migrate", "its condition '{key}' (comparison {comparison}) has no Papershelf search"
        )
        return "", said.format(key=key, comparison=comparison)
    return (f"NOT {term}" if comparison in (1, 3) else term), ""
