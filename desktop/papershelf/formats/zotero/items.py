"""A Zotero database's rows grouped into items, with their notes, files and collections.

What counts follows Zotero's own view: a *regular item* is any item that is not a note,
an attachment or an annotation; an item in the trash (deletedItems) is left out and
counted, and so is everything under it. A note or file with no parent is *standalone*:
a standalone file becomes an entry of its own (titled as in Zotero), a standalone note is
counted and not brought. Annotations are grouped under the file they are on.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from papershelf.formats.zotero.annotations import ZoteroAnnotation, annotation_of
from papershelf.formats.zotero.notes import note_markup
from papershelf.i18n import translate

NOT_REGULAR = frozenset({"note", "attachment", "annotation"})
# itemAttachments.linkMode: stored in storage/KEY/ (0: a file, 1: a saved web page),
# 2: a link to a file elsewhere, 3: a link to a web page, 4: an image inside a note.
LINKED_URL = 3


@dataclass
class ZoteroAttachment:
    """A file (or link) under an item, as Zotero keeps it."""

    item_id: int
    key: str
    link_mode: int
    content_type: str
    path: str  # 'storage:name', 'attachments:relative/path', or an absolute path
    title: str = ""
    url: str = ""

    def location(self, data_dir: Path, base_dir: Path | None) -> tuple[str, str]:
        """(the file's absolute path, '') or ('', why there is no file to link)."""
        if self.link_mode == LINKED_URL:
            url = self.url or translate("zotero", "no address")
            return "", translate("zotero", "a link to a web page ({url}), not a file").format(
                url=url
            )
        if not self.path:
            return "", translate("zotero", "Zotero keeps no path for it")
        if self.path.startswith("storage:"):
            return str(data_dir / "storage" / self.key / self.path[len("storage:") :]), ""
        if self.path.startswith("attachments:"):
            if base_dir is None:
                return "", translate(
                    "zotero", "its path is relative to Zotero's base directory, which was not "
                    "given (--zotero-base)",
                )  # fmt: skip
            return str(base_dir / self.path[len("attachments:") :]), ""
        return self.path, ""


@dataclass
class ZoteroItem:
    """A regular item with everything under it."""

    item_id: int
    key: str
    library_id: int
    kind: str  # Zotero's item type name
    date_added: str = ""
    date_modified: str = ""
    values: dict[str, str] = field(default_factory=dict)  # Zotero field name -> value
    creators: list[tuple[str, str, str, int]] = field(
        default_factory=list
    )  # role, first, last, mode
    tags: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # note markup
    attachments: list[ZoteroAttachment] = field(default_factory=list)
    changed: str = ""  # the latest dateModified of the item and its children


@dataclass
class ZoteroCollection:
    """A collection: its name, parent, and the regular items directly in it, in order."""

    collection_id: int
    key: str
    name: str
    parent_id: int | None
    library_id: int
    item_ids: list[int] = field(default_factory=list)


@dataclass
class ZoteroLibrary:
    """Everything brought from one Zotero database, and what was left out, counted."""

    schema: int = 0
    items: list[ZoteroItem] = field(default_factory=list)
    standalone_files: list[ZoteroItem] = field(default_factory=list)
    standalone_notes: int = 0
    trashed: int = 0  # regular items in the trash
    collections: list[ZoteroCollection] = field(default_factory=list)
    tag_colors: dict[str, str] = field(default_factory=dict)  # tag name -> '#rrggbb'
    annotations: list[ZoteroAnnotation] = field(default_factory=list)
    keys: dict[int, str] = field(default_factory=dict)  # itemID -> Zotero key

    def collection_path(self, collection: ZoteroCollection) -> list[str]:
        """The names from the top collection down to this one."""
        by_id = {c.collection_id: c for c in self.collections}
        names: list[str] = []
        seen: set[int] = set()
        current: ZoteroCollection | None = collection
        while current is not None and current.collection_id not in seen:
            seen.add(current.collection_id)
            names.append(current.name)
            current = by_id.get(current.parent_id) if current.parent_id is not None else None
        return names[::-1]


def assemble(rows: Any) -> ZoteroLibrary:
    """Group zotero_sql.ZoteroRows into a ZoteroLibrary."""
    library = ZoteroLibrary(schema=rows.schema)
    kinds = {int(r[0]): str(r[3]) for r in rows.items}
    library.keys = {int(r[0]): str(r[1]) for r in rows.items}
    parents = _parents(rows)
    trashed = _trashed(rows.deleted, parents)
    values = _values(rows.values)
    items: dict[int, ZoteroItem] = {}
    for item_id, key, lib_id, kind, added, modified in rows.items:
        if kind in NOT_REGULAR:
            continue
        if item_id in rows.deleted:
            library.trashed += 1
            continue
        item = ZoteroItem(int(item_id), str(key), int(lib_id), str(kind), str(added or ""),
                          str(modified or ""), values.get(int(item_id), {}))  # fmt: skip
        item.changed = item.date_modified
        items[item.item_id] = item
    _add_children(library, rows, items, values, trashed, kinds)
    _add_people_and_tags(rows, items)
    library.items = list(items.values())
    library.collections = _collections(rows, items)
    library.tag_colors = _tag_colors(rows.tag_colors)
    return library


def _parents(rows: Any) -> dict[int, int | None]:
    """Each note's, file's and annotation's parent item."""
    found: dict[int, int | None] = {}
    for item_id, parent, *_ in rows.notes:
        found[int(item_id)] = parent
    for item_id, parent, *_ in rows.attachments:
        found[int(item_id)] = parent
    for row in rows.annotations:
        found[int(row[0])] = row[1]
    return found


def _trashed(deleted: set[int], parents: dict[int, int | None]) -> set[int]:
    """The items in the trash and everything under them."""
    out = set(deleted)
    for item_id in parents:
        chain: set[int] = set()
        current: int | None = item_id
        while current is not None and current not in chain:
            if current in deleted:
                out.add(item_id)
                break
            chain.add(current)
            current = parents.get(current)
    return out


def _values(rows: list[tuple[int, str, str]]) -> dict[int, dict[str, str]]:
    """Field values by item."""
    found: dict[int, dict[str, str]] = defaultdict(dict)
    for item_id, name, value in rows:
        if value is not None and str(value).strip():
            found[int(item_id)][str(name)] = str(value)
    return found


def _add_children(
    library: ZoteroLibrary, rows: Any, items: dict[int, ZoteroItem],
    values: dict[int, dict[str, str]], trashed: set[int], kinds: dict[int, str],
) -> None:  # fmt: skip
    """Notes, files and annotations under the items (or standalone, or trashed)."""
    modified = {int(r[0]): str(r[5] or "") for r in rows.items}
    for item_id, parent, html in rows.notes:
        if item_id in trashed or kinds.get(int(item_id)) != "note":
            continue
        if parent in items:
            items[parent].notes.append(note_markup(str(html or "")))
            _touch(items[parent], modified.get(int(item_id), ""))
        elif parent is None:
            library.standalone_notes += 1
    for item_id, parent, mode, content_type, path in rows.attachments:
        if item_id in trashed or mode == 4:  # images inside notes go with their note
            continue
        extra = values.get(int(item_id), {})
        attachment = ZoteroAttachment(
            int(item_id), library.keys.get(int(item_id), ""), int(mode or 0),
            str(content_type or ""), str(path or ""), extra.get("title", ""),
            extra.get("url", ""),
        )  # fmt: skip
        if parent in items:
            items[parent].attachments.append(attachment)
            _touch(items[parent], modified.get(int(item_id), ""))
        elif parent is None:
            library.standalone_files.append(_standalone(attachment, rows, int(item_id)))
    added = {int(r[0]): str(r[4] or "") for r in rows.items}
    for row in rows.annotations:
        item_id = int(row[0])
        if item_id not in trashed:
            dates = (added.get(item_id, ""), modified.get(item_id, ""))
            on = library.keys.get(row[1], "")
            library.annotations.append(annotation_of(row, library.keys.get(item_id, ""), on, dates))


def _touch(item: ZoteroItem, stamp: str) -> None:
    """Note a child's modification time as the item's latest change."""
    item.changed = max(item.changed, stamp)


def _standalone(attachment: ZoteroAttachment, rows: Any, item_id: int) -> ZoteroItem:
    """A file without a parent as an item of its own (type 'document', its title)."""
    row = next(r for r in rows.items if int(r[0]) == item_id)
    title = attachment.title or Path(attachment.path.split(":", 1)[-1]).stem
    item = ZoteroItem(item_id, str(row[1]), int(row[2]), "document", str(row[4] or ""),
                      str(row[5] or ""), {"title": title})  # fmt: skip
    item.attachments.append(attachment)
    item.changed = item.date_modified
    return item


def _add_people_and_tags(rows: Any, items: dict[int, ZoteroItem]) -> None:
    """Creators (in order, with their roles) and tags of the items."""
    for item_id, first, last, mode, role, _ in rows.creators:
        if item_id in items:
            items[item_id].creators.append((str(role), str(first or ""), str(last or ""),
                                            int(mode or 0)))  # fmt: skip
    for item_id, name, _ in rows.tags:
        if item_id in items and str(name).strip():
            items[item_id].tags.append(str(name))


def _collections(rows: Any, items: dict[int, ZoteroItem]) -> list[ZoteroCollection]:
    """The collections not in the trash, with the regular items directly in each."""
    deleted = rows.deleted_collections
    found = {
        int(cid): ZoteroCollection(int(cid), str(key), str(name), parent, int(lib_id or 0))
        for cid, name, parent, key, lib_id in rows.collections
        if int(cid) not in deleted
    }
    for cid, item_id, _ in rows.members:
        if cid in found and item_id in items:
            found[cid].item_ids.append(int(item_id))
    return list(found.values())


def _tag_colors(settings: list[tuple[int, str]]) -> dict[str, str]:
    """Tag name -> colour from the synced 'tagColors' settings (a JSON list of
    {name, color}); unreadable values are ignored."""
    colors: dict[str, str] = {}
    for _, value in settings:
        try:
            entries = json.loads(value) if isinstance(value, str) else []
        except ValueError:
            continue
        for entry in entries if isinstance(entries, list) else []:
            if isinstance(entry, dict) and entry.get("name") and entry.get("color"):
                colors.setdefault(str(entry["name"]), str(entry["color"]).lower())
    return colors
