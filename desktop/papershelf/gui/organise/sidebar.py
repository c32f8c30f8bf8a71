"""The sidebar (the tagging view): library views, reading lists, nested coloured tags, searches."""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import Any

from PySide6.QtCore import (
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.colours import colour
from papershelf.gui.organise.sidebar_model import (
    COLOR_ROLE,
    COUNT_ROLE,
    EXCLUDED_ROLE,
    KEY_ROLE,
    KIND_ROLE,
    LIST_ROLE,
    PROGRESS_ROLE,
    SCOPE_ROLE,
    TAG_ROLE,
    SidebarModel,
)
from papershelf.gui.safe_text import menu_text
from papershelf.gui.translation import translate
from papershelf.library.db import Library
from papershelf.library.queries import Scope, TagSelection

AnyIndex = QModelIndex | QPersistentModelIndex


class SidebarDelegate(QStyledItemDelegate):
    """Paints headings, colour dots, counts, list progress bars and struck-out exclusions."""

    def __init__(self, sidebar: Sidebar) -> None:
        super().__init__(sidebar)
        self._sidebar = sidebar

    def sizeHint(self, option: QStyleOptionViewItem, index: AnyIndex) -> QSize:
        """A little air around each row; more above section headings."""
        size = super().sizeHint(option, index)
        extra = 14 if index.data(KIND_ROLE) == "section" else 8
        return QSize(size.width(), size.height() + extra)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: AnyIndex) -> None:
        """One row: background, marker, label, count."""
        kind = index.data(KIND_ROLE)
        rect: QRect = option.rect
        palette: QPalette = option.palette
        if kind == "section":
            self._paint_section(painter, rect, palette, index.data())
            return
        style = self._sidebar.tree.style()
        bare = QStyleOptionViewItem(option)
        self.initStyleOption(bare, index)
        bare.text = ""
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, bare, painter, self._sidebar.tree)
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        text = palette.color(
            QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        )
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left = rect.left() + 4
        if kind == "tag":
            left = self._paint_dot(painter, rect, left, index.data(COLOR_ROLE))
        count_width = self._paint_count(painter, rect, index, text, selected)
        label_rect = QRect(left, rect.top(), rect.right() - left - count_width - 6, rect.height())
        font = QFont(option.font)
        font.setStrikeOut(bool(index.data(EXCLUDED_ROLE)))
        painter.setFont(font)
        painter.setPen(text)
        elided = option.fontMetrics.elidedText(
            index.data(), Qt.TextElideMode.ElideRight, label_rect.width()
        )
        painter.drawText(label_rect, int(Qt.AlignmentFlag.AlignVCenter), elided)
        painter.restore()

    @staticmethod
    def _paint_section(painter: QPainter, rect: QRect, palette: QPalette, title: str) -> None:
        """A small, bold, muted heading with space above it."""
        painter.save()
        font = painter.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 0.82)
        font.setCapitalization(QFont.Capitalization.AllUppercase)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 106)
        painter.setFont(font)
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        area = rect.adjusted(4, 8, 0, 0)
        painter.drawText(
            area, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), title
        )
        painter.restore()

    @staticmethod
    def _paint_dot(painter: QPainter, rect: QRect, left: int, color: str | None) -> int:
        """The tag's colour as a dot (a ring for an implied parent); returns x after it."""
        size = 9
        top = rect.center().y() - size // 2 + 1
        painter.setPen(QColor(color) if color else colour("tag.none"))
        painter.setBrush(QColor(color) if color else Qt.BrushStyle.NoBrush)
        painter.drawEllipse(left, top, size, size)
        return left + size + 7

    def _paint_count(
        self, painter: QPainter, rect: QRect, index: AnyIndex, text: QColor, selected: bool
    ) -> int:
        """The count at the right (with a progress bar under it for lists); returns its width."""
        count = index.data(COUNT_ROLE) or ""
        if not count:
            return 0
        metrics = painter.fontMetrics()
        width = metrics.horizontalAdvance(count) + 8
        muted = QColor(text)
        muted.setAlphaF(1.0 if selected else 0.55)
        progress = index.data(PROGRESS_ROLE)
        if progress is not None:
            width = max(width, 40)
        area = QRect(rect.right() - width - 4, rect.top(), width, rect.height())
        if progress is not None:
            area = area.adjusted(0, -3, 0, -3)
            bar = QRect(area.left(), rect.bottom() - 5, width, 3)
            self._paint_progress(painter, bar, progress, text)
        painter.setPen(muted)
        painter.drawText(
            area, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), count
        )
        return width

    @staticmethod
    def _paint_progress(painter: QPainter, bar: QRect, progress: float, text: QColor) -> None:
        """A thin bar: the read part in green on a faint track."""
        track = QColor(text)
        track.setAlphaF(0.15)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(track)
        painter.drawRoundedRect(bar, 1.5, 1.5)
        if progress > 0:
            done = QRect(bar.left(), bar.top(), max(3, int(bar.width() * progress)), bar.height())
            painter.setBrush(colour("status.read"))
            painter.drawRoundedRect(done, 1.5, 1.5)


class SidebarTree(QTreeView):
    """The tree itself: Alt+click excludes a tag; a drop of entries lands on lists and tags."""

    exclude_toggled = Signal(str)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Alt+click on a tag toggles it between included and excluded."""
        index = self.indexAt(event.position().toPoint())
        if event.modifiers() & Qt.KeyboardModifier.AltModifier and index.data(KIND_ROLE) == "tag":
            self.exclude_toggled.emit(index.data(TAG_ROLE))
            return
        super().mousePressEvent(event)


class Sidebar(QWidget):
    """Library views, reading lists with progress, a filterable tree of tags, saved searches."""

    scope_selected = Signal(object)  # Scope
    entries_dropped = Signal(str, object, list)  # "list" | "tag", target, entry ids
    action_requested = Signal(str, object)  # e.g. ("rename_tag", name), ("new_list", None)

    def __init__(
        self, lib: Library, parent: QWidget | None = None, *, count_later: bool = False
    ) -> None:
        """*count_later*: the names now, the counts once model.count_later() has read them."""
        super().__init__(parent)
        self.setObjectName("sidebar")
        self.model = SidebarModel(lib, self, count_later=count_later)
        self.excluded: set[str] = set()
        self.match_all = True
        self.filter_box = QLineEdit(self)
        self.filter_box.setPlaceholderText(translate("sidebar", "Filter tags…"))
        self.filter_box.setClearButtonEnabled(True)
        self.tree = self._make_tree()
        self.match_button = QToolButton(self)
        self.match_button.setAutoRaise(True)
        # Never wider than the sidebar: shown, it widened the sidebar by 60 px at once.
        self.match_button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.match_button.clicked.connect(self.toggle_match)
        self._layout()
        self.filter_box.textChanged.connect(self._filter_tags)
        self.model.entries_dropped.connect(self.entries_dropped)
        self.select_scope(Scope())

    def _make_tree(self) -> SidebarTree:
        """The tree view: extended selection (Ctrl+click combines tags), drops accepted."""
        tree = SidebarTree(self)
        tree.setModel(self.model)
        tree.setHeaderHidden(True)
        tree.setIndentation(14)
        tree.setRootIsDecorated(False)
        tree.setItemsExpandable(True)
        tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        tree.setItemDelegate(SidebarDelegate(self))
        tree.setAcceptDrops(True)
        tree.setDropIndicatorShown(True)
        tree.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        tree.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        tree.setFrameShape(QTreeView.Shape.NoFrame)
        tree.customContextMenuRequested.connect(self._context_menu)
        tree.exclude_toggled.connect(self.toggle_excluded)
        tree.selectionModel().selectionChanged.connect(self._on_selection)
        self.model.modelReset.connect(self._after_reset)
        tree.expandAll()
        return tree

    def _layout(self) -> None:
        """Tree over the tag filter and the all/any toggle."""
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 4)
        box.setSpacing(4)
        box.addWidget(self.tree, 1)
        box.addWidget(self.filter_box)
        box.addWidget(self.match_button)
        self._update_match_button()

    # --- refreshing ---------------------------------------------------------------------
    def refresh(self, sections: Iterable[str] = SidebarModel.SECTIONS) -> None:
        """New counts (and new or removed lists and tags) for *sections*, keeping the choice."""
        self.model.refresh(sections)

    def _after_reset(self) -> None:
        """After the tree was rebuilt: expand it and put the selection back."""
        self.tree.expandAll()
        self._restore_selection()

    def _filter_tags(self, text: str) -> None:
        """Narrow the tag tree to names containing *text*."""
        self.model.set_tag_filter(text)

    # --- the current choice ------------------------------------------------------------
    def current_scope(self) -> Scope | None:
        """The scope the selection stands for (several tags combine)."""
        indexes = self.tree.selectionModel().selectedIndexes()
        tags = [i.data(TAG_ROLE) for i in indexes if i.data(KIND_ROLE) == "tag"]
        if len(tags) > 1 or (tags and tags[0] in self.excluded):
            include = tuple(t for t in tags if t not in self.excluded)
            exclude = tuple(t for t in tags if t in self.excluded)
            return Scope("tags", TagSelection(include, exclude, self.match_all))
        if indexes:
            scope = indexes[0].data(SCOPE_ROLE)
            return scope if isinstance(scope, Scope) else None
        return None

    def selected_keys(self) -> list[str]:
        """Keys of the selected rows (survive refreshes)."""
        return [i.data(KEY_ROLE) for i in self.tree.selectionModel().selectedIndexes()]

    def select_scope(self, scope: Scope) -> None:
        """Select the row that shows *scope* (All entries when there is none)."""
        for key in self._keys_for(scope):
            index = self.model.index_of_key(key)
            if index.isValid():
                self.tree.selectionModel().setCurrentIndex(
                    index, QItemSelectionModel.SelectionFlag.ClearAndSelect
                )
                return
        self.tree.selectionModel().setCurrentIndex(
            self.model.index_of_key("all"), QItemSelectionModel.SelectionFlag.ClearAndSelect
        )

    @staticmethod
    def _keys_for(scope: Scope) -> list[str]:
        """Sidebar keys that show *scope*."""
        if scope.kind == "all":
            return ["all"]
        if scope.kind == "tag":
            return [f"tag:{str(scope.value).casefold()}"]
        if scope.kind in ("recent", "unfiled", "missing"):
            return [scope.kind]
        return [f"{scope.kind}:{scope.value}"]

    def _restore_selection(self) -> None:
        """Re-select rows by key after a rebuild."""
        keys = getattr(self, "_last_keys", [])
        model = self.tree.selectionModel()
        model.blockSignals(True)
        model.clearSelection()
        for key in keys:
            index = self.model.index_of_key(key)
            if index.isValid():
                model.select(index, QItemSelectionModel.SelectionFlag.Select)
        model.blockSignals(False)
        self.tree.viewport().update()
        if not model.hasSelection():
            self.select_scope(Scope())

    def _on_selection(self) -> None:
        """Tell the window what to show."""
        self._last_keys = self.selected_keys()
        self._update_match_button()
        scope = self.current_scope()
        if scope is not None:
            self.scope_selected.emit(scope)

    # --- tag combinations ------------------------------------------------------------------
    def toggle_excluded(self, tag: str) -> None:
        """Include or exclude a tag (shown struck out); it joins the selection either way."""
        if tag in self.excluded:
            self.excluded.discard(tag)
        else:
            self.excluded.add(tag)
        index = self.model.index_of_key(f"tag:{tag.casefold()}")
        self.model.set_excluded(self.excluded)
        self.tree.viewport().update()
        selection = self.tree.selectionModel()
        if not any(i.data(KIND_ROLE) == "tag" for i in selection.selectedIndexes()):
            selection.clearSelection()
        selection.select(index, QItemSelectionModel.SelectionFlag.Select)
        self._on_selection()

    def toggle_match(self) -> None:
        """Switch several tags between 'all of them' and 'any of them'."""
        self.match_all = not self.match_all
        self._on_selection()

    def _update_match_button(self) -> None:
        """Show the all/any toggle only when two or more tags are combined."""
        indexes = self.tree.selectionModel().selectedIndexes() if hasattr(self, "tree") else []
        included = [
            i
            for i in indexes
            if i.data(KIND_ROLE) == "tag" and i.data(TAG_ROLE) not in self.excluded
        ]
        self.match_button.setVisible(len(included) > 1)
        if self.match_all:
            text = translate("sidebar", "With all of these tags  ⇄")
            tip = translate(
                "sidebar", "Showing papers with all of the selected tags: click to switch to any"
            )
        else:
            text = translate("sidebar", "With any of these tags  ⇄")
            tip = translate(
                "sidebar", "Showing papers with any of the selected tags: click to switch to all"
            )
        self.match_button.setText(text)
        self.match_button.setToolTip(tip)

    # --- menus ---------------------------------------------------------------------------
    def _context_menu(self, pos: QPoint) -> None:
        """Actions for the row under the pointer."""
        index = self.tree.indexAt(pos)
        menu = QMenu(self)
        kind = index.data(KIND_ROLE) if index.isValid() else None
        if kind == "tag":
            self._tag_menu(menu, index.data(TAG_ROLE))
        elif kind == "list":
            self._list_menu(menu, index.data(LIST_ROLE))
        elif kind == "saved":
            saved_id = index.data(SCOPE_ROLE).value
            for text, action in (
                ("Edit Query…", "edit_saved"),
                ("Rename…", "rename_saved"),
                ("Delete", "delete_saved"),
            ):
                menu.addAction(text, partial(self.action_requested.emit, action, saved_id))
        elif index.isValid() and index.data(KEY_ROLE) in ("section:tags", "section:lists"):
            self._section_menu(menu, index.data(KEY_ROLE))
        if not menu.isEmpty():
            menu.exec(self.tree.viewport().mapToGlobal(pos))

    def _tag_menu(self, menu: QMenu, tag: str) -> None:
        """Rename, recolour, exclude, merge, delete a tag."""
        emit = self.action_requested.emit
        menu.addAction(translate("sidebar", "Rename…"), lambda: emit("rename_tag", tag))
        menu.addAction(translate("sidebar", "Change Colour…"), lambda: emit("recolor_tag", tag))
        label = (
            translate("sidebar", "Include Again")
            if tag in self.excluded
            else translate("sidebar", "Exclude from Results")
        )
        menu.addAction(label, lambda: self.toggle_excluded(tag))
        chosen = [
            i.data(TAG_ROLE)
            for i in self.tree.selectionModel().selectedIndexes()
            if i.data(KIND_ROLE) == "tag"
        ]
        if len(chosen) > 1 and tag in chosen:
            menu.addAction(
                menu_text(merge_text(tag, chosen)),
                lambda: emit("merge_tags", (chosen, tag)),
            )
        menu.addSeparator()
        menu.addAction(translate("sidebar", "Delete Tag"), lambda: emit("delete_tag", tag))
        menu.addSeparator()
        menu.addAction(translate("sidebar", "New Tag…"), lambda: emit("new_tag", None))

    def _list_menu(self, menu: QMenu, list_id: int) -> None:
        """Read next, rename, describe, delete a reading list."""
        emit = self.action_requested.emit
        menu.addAction(translate("sidebar", "Read Next"), lambda: emit("read_next", list_id))
        menu.addAction(translate("sidebar", "Rename…"), lambda: emit("rename_list", list_id))
        menu.addAction(
            translate("sidebar", "Edit Description…"), lambda: emit("describe_list", list_id)
        )
        menu.addAction(
            translate("sidebar", "Keep Exported To…"), lambda: emit("bind_list", list_id)
        )
        menu.addAction(
            translate("sidebar", "Stop Keeping Exported"), lambda: emit("unbind_list", list_id)
        )
        menu.addSeparator()
        menu.addAction(translate("sidebar", "Delete List"), lambda: emit("delete_list", list_id))
        menu.addSeparator()
        menu.addAction(translate("sidebar", "New Reading List…"), lambda: emit("new_list", None))

    def _section_menu(self, menu: QMenu, key: str) -> None:
        """New list / new tag, and the tag order."""
        emit = self.action_requested.emit
        if key == "section:lists":
            menu.addAction(
                translate("sidebar", "New Reading List…"), lambda: emit("new_list", None)
            )
            return
        menu.addAction(translate("sidebar", "New Tag…"), lambda: emit("new_tag", None))
        menu.addSeparator()
        by_name = translate("sidebar", "Sort Tags by Name")
        by_count = translate("sidebar", "Sort Tags by Count")
        for order, text in (("name", by_name), ("count", by_count)):
            action = menu.addAction(text, partial(self.model.set_tag_order, order))
            action.setCheckable(True)
            action.setChecked(self.model.tag_order == order)

    def data_for(self, key: str) -> Any:
        """The model index of *key* (for tests and the window)."""
        return self.model.index_of_key(key)


def merge_text(tag: str, chosen: list[str]) -> str:
    """The menu item merging the chosen tags into *tag*."""
    count = len(chosen)
    return translate("sidebar", "Merge %n Tags into '{tag}'", None, count).format(tag=tag)
