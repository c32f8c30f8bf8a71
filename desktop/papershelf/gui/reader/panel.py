"""The reader's side panel: the PDF's annotations by page, a click jumps to one, and the
selected one's comment (Ctrl+Enter saves it) and tags (Enter) are edited below, each saved
as an undo step; "Only mine" hides the annotations others wrote on a shared library. There
each says whose it is, and "Shared with the group" shows one of mine to every member (the
others' private ones are never read)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.annotations_sql import AnnotationRow
from papershelf.services.annotation_notes import KIND_WORDS

ROW_ROLE = Qt.ItemDataRole.UserRole + 1
QUOTE_LENGTH = 90
SOURCE_WORDS = {
    "file": N("from the file"),
    "zotero": N("from Zotero"),
}  # where it was not made here


def item_text(row: AnnotationRow, names: Mapping[str, str] | None = None) -> str:
    """'p. 3 · highlight — “the words…”' and the comment's first line under it; on a shared
    library (*names*: members' shown names by login) who made it and whether it is shared."""
    quote = " ".join(row.text.split())
    if len(quote) > QUOTE_LENGTH:
        quote = quote[: QUOTE_LENGTH - 1] + "…"
    head = translate("reader.panel", "p. {page} · {kind}").format(
        page=row.page, kind=KIND_WORDS.get(row.kind, row.kind)
    )
    if row.source in SOURCE_WORDS:
        head += f" ({translate('', SOURCE_WORDS[row.source])})"
    lines = [head, f"“{quote}”" if quote else ""]
    if row.comment:
        lines.append(f"✎ {row.comment.splitlines()[0]}")
    if row.tags:
        lines.append(" ".join(f"#{tag}" for tag in row.tags))
    lines.append(_byline(row, names))
    return "\n".join(line for line in lines if line)


def _byline(row: AnnotationRow, names: Mapping[str, str] | None) -> str:
    """'— Ann Lee · shared with the group' (a member's), '— author' (a file's), or ''."""
    if names is None or not row.member:
        return f"— {row.author}" if row.author else ""
    shown = "shared with the group" if row.public else "private"
    return f"— {names.get(row.member, row.member)} · {shown}"


class CommentEditor(QPlainTextEdit):
    """The selected annotation's comment; Ctrl+Enter saves it."""

    save_requested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Ctrl+Enter saves; every other key types."""
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.save_requested.emit()
            return
        super().keyPressEvent(event)


class AnnotationsPanel(QWidget):
    """The annotations of one PDF, sorted by page, with the selected one's comment."""

    jump_requested = Signal(object)  # AnnotationRow
    comment_edited = Signal(object, str)  # AnnotationRow, new comment
    delete_requested = Signal(object)  # AnnotationRow
    tags_edited = Signal(object, list)  # AnnotationRow, its new tags
    public_edited = Signal(object, bool)  # AnnotationRow, shown to every member or not

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("readerAnnotations")
        self.list = QListWidget(self)
        self.list.setObjectName("annotationList")
        self.list.setAccessibleName(self.tr("Annotations"))
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        self.heading = QLabel(translate("reader.panel", "Annotations"), self)
        self.editor = CommentEditor(self)
        self.editor.setObjectName("annotationComment")
        self.editor.setAccessibleName(self.tr("Comment"))
        self.editor.setPlaceholderText(
            self.tr("Comment on the selected annotation (Ctrl+Enter saves)")
        )
        self.editor.setMaximumHeight(110)
        self.editor.setEnabled(False)
        self.tags = QLineEdit(self)
        self.tags.setObjectName("annotationTags")
        self.tags.setPlaceholderText(self.tr("Tags, separated by commas (Enter saves)"))
        self.tags.setAccessibleName(self.tr("Tags of the annotation"))
        self.tags.setEnabled(False)
        self.public = QCheckBox(self.tr("Shared with the group"), self)
        self.public.setObjectName("annotationPublic")
        self.public.setToolTip(
            self.tr("Every member sees this annotation; unticked, only you do (the default)")
        )
        self.public.setEnabled(False)
        self.public.hide()  # a shared library's (show_rows with names)
        self.names: Mapping[str, str] | None = None  # members' shown names (a shared library)
        self.me = ""  # the connecting member (a shared library)
        self.only_mine = QCheckBox(self.tr("Only mine"), self)
        self.only_mine.setObjectName("annotationsOnlyMine")
        self.only_mine.setToolTip(self.tr("Hide the annotations others wrote"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        for widget in (
            self.heading, self.only_mine, self.list, self.editor, self.tags, self.public
        ):  # fmt: skip
            layout.addWidget(widget)
        self.list.itemClicked.connect(lambda item: self.jump_requested.emit(self._row(item)))
        self.list.currentItemChanged.connect(self._selected)
        self.editor.save_requested.connect(self._save)
        self.tags.returnPressed.connect(self._save_tags)
        self.public.clicked.connect(self._save_public)
        self.list.installEventFilter(self)

    def show_rows(
        self,
        rows: Sequence[AnnotationRow],
        select_id: int | None = None,
        names: Mapping[str, str] | None = None,
        me: str = "",
    ) -> None:
        """List *rows* by page (keeping the selected one selected); on a shared library
        (*names*) each says whose it is, and *me*'s own may be shared or hidden."""
        self.names, self.me = names, me
        self.public.setVisible(names is not None)
        current = self.current()
        wanted = select_id if select_id is not None else (current.id if current else None)
        self.list.blockSignals(True)
        self.list.clear()
        for row in sorted(rows, key=lambda r: (r.page, min((-b[3] for b in r.rects), default=0))):
            item = QListWidgetItem(item_text(row, names), self.list)
            item.setData(ROW_ROLE, row)
            item.setIcon(_swatch(row.colour))
            if row.id == wanted:
                self.list.setCurrentItem(item)
        self.list.blockSignals(False)
        count = len(rows)
        heading = translate("reader.panel", "Annotations ({count})").format(count=count)
        self.heading.setText(heading if count else translate("reader.panel", "No annotations yet"))
        self._selected(self.list.currentItem(), None)

    def current(self) -> AnnotationRow | None:
        """The selected annotation."""
        item = self.list.currentItem()
        return None if item is None else self._row(item)

    def select(self, annotation_id: int) -> None:
        """Select the annotation with this id."""
        for index in range(self.list.count()):
            item = self.list.item(index)
            if self._row(item).id == annotation_id:
                self.list.setCurrentItem(item)
                return

    def edit_comment(self) -> None:
        """Put the cursor in the selected annotation's comment."""
        if self.current() is not None:
            self.editor.setFocus()

    def eventFilter(self, watched: object, event: object) -> bool:
        """Delete in the list deletes the selected annotation."""
        pressed = isinstance(event, QKeyEvent) and event.type() == QKeyEvent.Type.KeyPress
        if watched is self.list and pressed and event.key() == Qt.Key.Key_Delete:  # type: ignore[attr-defined]
            row = self.current()
            if row is not None:
                self.delete_requested.emit(row)
                return True
        return False

    @staticmethod
    def _row(item: QListWidgetItem) -> AnnotationRow:
        """The row an item shows."""
        row: AnnotationRow = item.data(ROW_ROLE)
        return row

    def _selected(self, item: QListWidgetItem | None, _previous: object) -> None:
        """Show the selected annotation's comment in the editor."""
        row = None if item is None else self._row(item)
        self.editor.setEnabled(row is not None)
        self.editor.setPlainText("" if row is None else row.comment)
        self.tags.setEnabled(row is not None)
        self.tags.setText("" if row is None else ", ".join(row.tags))
        self.public.setChecked(row is not None and row.public)
        self.public.setEnabled(row is not None and row.member in ("", self.me))

    def _save(self) -> None:
        """Ask for the comment to be saved (if it changed)."""
        row = self.current()
        if row is not None and self.editor.toPlainText().strip() != row.comment:
            self.comment_edited.emit(row, self.editor.toPlainText())

    def _save_tags(self) -> None:
        """Ask for the tags typed to be saved (if they changed)."""
        row = self.current()
        tags = split_tags(self.tags.text())
        if row is not None and tuple(tags) != row.tags:
            self.tags_edited.emit(row, tags)

    def _save_public(self, public: bool) -> None:
        """Ask for the selected annotation to be shared with the group, or made private."""
        row = self.current()
        if row is not None and public != row.public:
            self.public_edited.emit(row, public)


def split_tags(text: str) -> list[str]:
    """The tags in a comma-separated line, trimmed, each once, in the order typed."""
    tags = [" ".join(part.split()) for part in text.split(",")]
    return list(dict.fromkeys(tag for tag in tags if tag))


def _swatch(colour: str) -> QIcon:
    """A small square of the annotation's colour."""
    pixmap = QPixmap(12, 12)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)
