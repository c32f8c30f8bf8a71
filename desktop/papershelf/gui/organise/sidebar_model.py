"""The sidebar's tree: library views, reading lists with progress, nested tags, saved searches."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from papershelf.gui.organise.sidebar_counts import (
    RECENT_DAYS,
    SECTIONS,
    CountsReader,
    Numbers,
    library_counts,
    read_missing,
)
from papershelf.gui.safe_text import cell_text, tooltip_html
from papershelf.gui.table.dragdrop import ENTRY_IDS_MIME, entry_ids_from
from papershelf.gui.translation import status_text, translate
from papershelf.library.attachments import any_attachments
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.organising import (
    ListInfo,
    TagInfo,
    list_infos,
    list_outline,
    tag_counts,
    tag_outline,
)
from papershelf.library.queries import Scope

SCOPE_ROLE = Qt.ItemDataRole.UserRole + 1
COUNT_ROLE = Qt.ItemDataRole.UserRole + 2
COLOR_ROLE = Qt.ItemDataRole.UserRole + 3
PROGRESS_ROLE = Qt.ItemDataRole.UserRole + 4
KIND_ROLE = Qt.ItemDataRole.UserRole + 5
TAG_ROLE = Qt.ItemDataRole.UserRole + 6
LIST_ROLE = Qt.ItemDataRole.UserRole + 7
KEY_ROLE = Qt.ItemDataRole.UserRole + 8
EXCLUDED_ROLE = Qt.ItemDataRole.UserRole + 9
AnyIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()


@dataclass(eq=False)
class Node:
    """One row of the sidebar: a section heading or something that can be shown."""

    kind: str  # section | view | list | tag | saved
    key: str  # stable identity, kept across refreshes
    label: str
    count: str = ""
    scope: Scope | None = None
    color: str | None = None
    progress: float | None = None
    tag: str | None = None
    list_id: int | None = None
    tooltip: str = ""
    parent: Node | None = None
    children: list[Node] = field(default_factory=list)

    def add(self, child: Node) -> Node:
        """Append a child and return it."""
        child.parent = self
        self.children.append(child)
        return child

    def row(self) -> int:
        """This node's row under its parent."""
        return self.parent.children.index(self) if self.parent else 0

    def shape(self) -> tuple[Any, ...]:
        """The keys under this node: a count change keeps them, a new tag does not."""
        return (self.key, tuple(child.shape() for child in self.children))


class SidebarModel(QAbstractItemModel):
    """Sections of scopes with live counts; reading lists and tags accept dropped entries."""

    entries_dropped = Signal(str, object, list)  # "list" | "tag", list id or tag name, ids
    counted = Signal()  # numbers read in the background were shown

    def __init__(self, lib: Library, parent: Any = None, *, count_later: bool = False) -> None:
        """*count_later*: show the names alone now, the counts once count_first() has them."""
        super().__init__(parent)
        self._lib = lib
        self._root = Node("root", "root", "")
        self.tag_order = "name"
        self.tag_filter = ""
        self.saved: list[tuple[int, str, str]] = []  # (id, name, query) from saved searches
        self.projects: list[tuple[str, str, str, str]] = []  # writing projects (gui/projects)
        self.excluded: set[str] = set()  # tag names shown struck out
        self.tags: list[TagInfo] = []  # the tag tree as last read (also for tag completion)
        self.lists: list[ListInfo] = []
        self._library_counts: dict[str, int] = {}
        self._missing: int | None = None  # papers with a missing file (None: no files at all)
        self.uncounted: set[str] = set()  # sections whose counts are not read yet (shown blank)
        self._asks = 0  # reads asked for so far: each read's stamp, a later one wins
        self._shown_stamp = dict.fromkeys(SECTIONS, 0)  # the stamp of each section's numbers
        self._reader = CountsReader(lib, self)
        self._held = count_later  # until count_first(): nothing is read (the window paints)
        if count_later:
            self._outline()
        else:
            self.refresh()

    # --- building -----------------------------------------------------------------------
    SECTIONS = SECTIONS

    def refresh(self, sections: Iterable[str] = SECTIONS) -> None:
        """Re-read the counts of *sections*; rows update in place while the tree keeps its shape."""
        self._read(set(sections))
        self._show()

    def count_first(self) -> None:
        """Read every count on the task runner (the window has painted its first rows)."""
        self._held = False
        self.count_later()

    def count_later(self, sections: Iterable[str] = SECTIONS) -> None:
        """Read the counts of *sections* on the task runner; show them when they come, unless
        a section was read again since (then its answer is of an older library). Before
        count_first() nothing is asked: that first count reads every section."""
        if self._held:
            return
        wanted = frozenset(sections)
        for part in (wanted - {"files"}, wanted & {"files"}):  # the counts, then the disk's
            if part:
                self._asks += 1
                stamp = self._asks
                self._reader.request(part, self.tag_order, partial(self._arrived, stamp=stamp))

    def wait_for_counts(self, msecs: int = 30000) -> bool:
        """Block until the counts asked for are read (tests, benchmarks); False on a timeout."""
        return self._reader.wait(msecs)

    def _arrived(self, numbers: Numbers, stamp: int) -> None:
        """Show the numbers of each section not read again since they were asked for."""
        shown = self._shown_stamp
        self._take(
            numbers, {section for section in numbers.sections if shown[section] < stamp}, stamp
        )
        self._show()
        self.counted.emit()

    def _outline(self) -> None:
        """The lists' and tags' names without counts (cheap at any size): shown blank."""
        self.lists = list_outline(self._lib)
        self.tags = tag_outline(self._lib)
        self._missing = 0 if any_attachments(self._lib) else None
        self.uncounted = set(SECTIONS)
        self._root = self._build()

    def _show(self) -> None:
        """Show the numbers last read: in place, or a new tree when rows came or went."""
        root = self._build()
        if root.shape() == self._root.shape():
            self._copy_values(self._root, root)
            return
        self.beginResetModel()
        self._root = root
        self.endResetModel()

    def _copy_values(self, old: Node, new: Node) -> None:
        """Take counts, colours and progress from a fresh tree of the same shape."""
        for old_child, new_child in zip(old.children, new.children, strict=True):
            changed = (old_child.count, old_child.color, old_child.progress, old_child.label) != (
                new_child.count,
                new_child.color,
                new_child.progress,
                new_child.label,
            )
            if changed:
                old_child.count, old_child.color = new_child.count, new_child.color
                old_child.progress, old_child.label = new_child.progress, new_child.label
                old_child.tooltip, old_child.scope = new_child.tooltip, new_child.scope
                index = self.createIndex(old_child.row(), 0, old_child)
                self.dataChanged.emit(index, index)
            self._copy_values(old_child, new_child)

    def _read(self, sections: set[str]) -> None:
        """Ask the library for the numbers behind the given sections, on this thread.

        Missing files looks at every attached file on disk (~7 ms per 1,000), so it is read
        only when attachments or entries changed ("files"); the window's coming back to the
        front asks count_later for it."""
        numbers = Numbers(frozenset(sections))
        if "library" in sections:
            numbers.library = library_counts(self._lib)
        if "lists" in sections:
            numbers.lists = list_infos(self._lib)
        if "tags" in sections:
            numbers.tags = tag_counts(self._lib, self.tag_order)
        if "files" in sections:
            numbers.missing = read_missing(self._lib)
        self._asks += 1
        self._take(numbers, sections, self._asks)

    def _take(self, numbers: Numbers, sections: set[str], stamp: int) -> None:
        """Keep the numbers of *sections*, read as asked at *stamp* (older answers lose)."""
        sections = sections & numbers.sections
        if "library" in sections:
            self._library_counts = numbers.library
        if "lists" in sections:
            self.lists = numbers.lists
        if "tags" in sections:
            self.tags = numbers.tags
        if "files" in sections:
            self._missing = numbers.missing
        for section in sections:
            self._shown_stamp[section] = stamp
        self.uncounted -= sections

    def _build(self) -> Node:
        """A fresh tree from the numbers last read."""
        root = Node("root", "root", "")
        self._library_section(
            root.add(Node("section", "section:library", translate("sidebar_model", "Library")))
        )
        section = root.add(
            Node("section", "section:lists", translate("sidebar_model", "Reading lists"))
        )
        for info in self.lists:
            section.add(self._list_node(info, "lists" not in self.uncounted))
        tags = root.add(Node("section", "section:tags", translate("sidebar_model", "Tags")))
        self._tag_nodes(tags, self.tags)
        if self.saved:
            saved = root.add(
                Node("section", "section:saved", translate("sidebar_model", "Saved searches"))
            )
            for saved_id, name, query in self.saved:
                scope = Scope("saved", saved_id)
                saved.add(Node("saved", f"saved:{saved_id}", name, scope=scope, tooltip=query))
        if self.projects:
            section = root.add(
                Node("section", "section:projects", translate("sidebar_model", "Writing projects"))
            )
            for key, name, count, tip in self.projects:
                section.add(Node("project", key, name, count, tooltip=tip))
        return root

    def _library_section(self, section: Node) -> None:
        """All entries, each status, recently added, unfiled."""
        counts = self._library_counts
        section.add(
            Node(
                "view",
                "all",
                translate("sidebar_model", "All entries"),
                self._count_text("library", counts.get("all", 0)),
                Scope(),
            )
        )
        for status in Status:
            count = self._count_text("library", counts.get(f"status:{int(status)}", 0))
            scope = Scope("status", int(status))
            section.add(Node("view", f"status:{int(status)}", status_text(status), count, scope))
        recent = self._count_text("library", counts.get("recent", 0))
        tip = translate("sidebar_model", "Added in the last %n days", None, RECENT_DAYS)
        scope = Scope("recent", RECENT_DAYS)
        section.add(
            Node(
                "view",
                "recent",
                translate("sidebar_model", "Recently added"),
                recent,
                scope,
                tooltip=tip,
            )
        )
        unfiled = self._count_text("library", counts.get("unfiled", 0))
        tip = translate("sidebar_model", "In no reading list")
        section.add(
            Node(
                "view",
                "unfiled",
                translate("sidebar_model", "Unfiled"),
                unfiled,
                Scope("unfiled"),
                tooltip=tip,
            )
        )
        if self._missing is not None:
            missing, tip = (
                self._count_text("files", self._missing),
                translate("sidebar_model", "Papers with an attached file not found"),
            )
            scope = Scope("missing")
            section.add(
                Node(
                    "view",
                    "missing",
                    translate("sidebar_model", "Missing files"),
                    missing,
                    scope,
                    tooltip=tip,
                )
            )

    def _count_text(self, section: str, count: int) -> str:
        """A count as shown: blank while its section's counts are being read."""
        return "" if section in self.uncounted else str(count)

    @staticmethod
    def _list_node(info: ListInfo, counted: bool = True) -> Node:
        """A reading list with read/total and its progress (blank until *counted*)."""
        tip = f"{info.read} of {info.total} read, {info.reading} reading" if counted else ""
        if info.description:
            tip = f"{info.description}\n{tip}".strip()
        return Node(
            "list",
            f"list:{info.id}",
            info.name,
            f"{info.read}/{info.total}" if counted else "",
            Scope("list", info.id),
            progress=info.progress if counted else None,
            list_id=info.id,
            tooltip=tip,
        )

    def _tag_nodes(self, section: Node, tags: list[TagInfo]) -> None:
        """Tags as a tree (parents before children), filtered by the tag filter text."""
        visible = self._visible_tags(tags)
        parents: dict[str, Node] = {}
        for info in tags:
            if info.name.casefold() not in visible:
                continue
            parent = parents.get((info.parent or "").casefold(), section)
            node = parent.add(
                Node(
                    "tag",
                    f"tag:{info.name.casefold()}",
                    info.label,
                    self._count_text("tags", info.count),
                    Scope("tag", info.name),
                    color=info.color,
                    tag=info.name,
                    tooltip=info.name,
                )
            )
            parents[info.name.casefold()] = node

    def _visible_tags(self, tags: list[TagInfo]) -> set[str]:
        """Names (folded) that pass the filter, with their ancestors so the tree holds."""
        needle = self.tag_filter.strip().casefold()
        if not needle:
            return {t.name.casefold() for t in tags}
        visible: set[str] = set()
        for info in tags:
            if needle in info.name.casefold():
                parts = info.name.casefold().split("/")
                visible.update("/".join(parts[: i + 1]) for i in range(len(parts)))
        return visible

    def set_tag_filter(self, text: str) -> None:
        """Show only tags whose name contains *text*."""
        self.tag_filter = text
        self.refresh(())

    def set_tag_order(self, order: str) -> None:
        """Sort tags by 'name' or 'count'."""
        self.tag_order = order
        self._read({"tags"})
        self.beginResetModel()
        self._root = self._build()
        self.endResetModel()

    def set_excluded(self, names: set[str]) -> None:
        """Which tags are excluded from the results (painted struck out)."""
        self.excluded = set(names)

    def set_saved(self, saved: list[tuple[int, str, str]]) -> None:
        """The saved searches to list (id, name, query)."""
        self.saved = saved
        self.refresh(())

    def set_projects(self, projects: list[tuple[str, str, str, str]]) -> None:
        """The writing projects to list (key, name, count, tooltip)."""
        self.projects = projects
        self.refresh(())

    # --- finding ------------------------------------------------------------------------
    def index_of_key(self, key: str) -> QModelIndex:
        """The index of the node with *key*, or an invalid index."""
        stack = list(self._root.children)
        while stack:
            node = stack.pop()
            if node.key == key:
                return self.createIndex(node.row(), 0, node)
            stack.extend(node.children)
        return QModelIndex()

    def node(self, index: AnyIndex) -> Node:
        """The node behind an index (the root for an invalid one)."""
        if not index.isValid():
            return self._root
        node = index.internalPointer()
        assert isinstance(node, Node)
        return node

    # --- Qt model interface ------------------------------------------------------------
    def index(self, row: int, column: int, parent: AnyIndex = ROOT) -> QModelIndex:
        """The index of a child row."""
        owner = self.node(parent)
        if column != 0 or not 0 <= row < len(owner.children):
            return QModelIndex()
        return self.createIndex(row, 0, owner.children[row])

    def parent(self, index: AnyIndex = ROOT) -> QModelIndex:  # type: ignore[override]
        """The parent of an index (invalid at the top)."""
        if not index.isValid():
            return QModelIndex()
        up = self.node(index).parent
        if up is None or up is self._root:
            return QModelIndex()
        return self.createIndex(up.row(), 0, up)

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        """Children of a node."""
        if parent.isValid() and parent.column() != 0:
            return 0
        return len(self.node(parent).children)

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        """One column; counts are painted by the delegate."""
        return 1

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        """Sections are headings; lists and tags take dropped entries."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        node = self.node(index)
        if node.kind == "section":
            return Qt.ItemFlag.ItemIsEnabled
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if node.kind in ("list", "tag"):
            flags |= Qt.ItemFlag.ItemIsDropEnabled
        return flags

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Label, count, colour, progress and scope of a row."""
        if not index.isValid():
            return None
        node = self.node(index)
        values = {
            Qt.ItemDataRole.DisplayRole: cell_text(node.label),
            Qt.ItemDataRole.ToolTipRole: tooltip_html(node.tooltip) if node.tooltip else None,
            SCOPE_ROLE: node.scope,
            COUNT_ROLE: node.count,
            COLOR_ROLE: node.color,
            PROGRESS_ROLE: node.progress,
            KIND_ROLE: node.kind,
            TAG_ROLE: node.tag,
            LIST_ROLE: node.list_id,
            KEY_ROLE: node.key,
            EXCLUDED_ROLE: node.tag is not None and node.tag in self.excluded,
        }
        return values.get(role)

    # --- drops ---------------------------------------------------------------------------
    def mimeTypes(self) -> list[str]:
        """Entry ids dragged from the table."""
        return [ENTRY_IDS_MIME]

    def supportedDropActions(self) -> Qt.DropAction:
        """Dropping entries links them; nothing is moved out of the table."""
        return Qt.DropAction.CopyAction | Qt.DropAction.MoveAction | Qt.DropAction.LinkAction

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        """Entries may be dropped onto a reading list or a tag."""
        return bool(entry_ids_from(data)) and self.node(parent).kind in ("list", "tag")

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: AnyIndex
    ) -> bool:
        """Announce entries dropped onto a list or tag; the window saves it (undoably)."""
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        node = self.node(parent)
        target = node.list_id if node.kind == "list" else node.tag
        self.entries_dropped.emit(node.kind, target, entry_ids_from(data))
        return False  # nothing for the view to remove from the source
