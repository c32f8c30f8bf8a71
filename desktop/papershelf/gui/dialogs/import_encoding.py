"""A small bar in the import review for a file read in a guessed encoding: the encoding
used, a choice of others, and a line of the file as it reads, so the person can see."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QLabel, QWidget

from papershelf.formats.text.encoding import display
from papershelf.formats.text.markup import to_plain
from papershelf.gui.safe_text import plain
from papershelf.services.importing import PlannedFile

# The encodings offered, as Python names: the common ones of bibliographies.
CHOICES = (
    "utf-8", "cp1252", "iso8859-1", "iso8859-15", "iso8859-2", "cp1250", "cp1251",
    "koi8-r", "iso8859-7", "iso8859-9", "mac-roman", "gb18030", "big5", "cp932", "euc_jp",
    "cp949",
)  # fmt: skip
_SAMPLE_CHARS = 90


class EncodingBar(QWidget):
    """'refs.bib: not UTF-8 and declares no encoding. Read as [GBK ▾]', and below it a
    line of the file as read: 'e.g. “基于深度学习的图像识别方法研究”'."""

    chosen = Signal(object, str)  # the file's Path, the codec picked

    def __init__(self, planned: PlannedFile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = planned.path
        self.combo = QComboBox(self)
        self.combo.setToolTip(
            "The file does not say its encoding; this one was guessed. If the sample looks "
            "wrong, choose another: the file is read again before anything is imported."
        )
        for codec in dict.fromkeys([planned.codec, *CHOICES]):
            self.combo.addItem(display(codec), codec)
        self.sample = QLabel(self)
        self.sample.setTextFormat(Qt.TextFormat.PlainText)  # a line of the file, not markup
        self.sample.setWordWrap(True)
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        text = f"{plain(planned.path.name)}: not UTF-8 and declares no encoding. Read as"
        name = QLabel(text, self)
        name.setTextFormat(Qt.TextFormat.PlainText)  # a file name is not markup
        layout.addWidget(name, 0, 0)
        layout.addWidget(self.combo, 0, 1)
        layout.setColumnStretch(2, 1)
        layout.addWidget(self.sample, 1, 0, 1, 3)
        self.show_file(planned)
        self.combo.activated.connect(self._picked)

    def _picked(self, index: int) -> None:
        """The person picked another encoding."""
        self.chosen.emit(self.path, str(self.combo.itemData(index)))

    def show_file(self, planned: PlannedFile | None) -> None:
        """Show a line of the file as read (or why it could not be read)."""
        if planned is None or planned.result is None:
            reason = planned.error.reason if planned and planned.error else "not read"
            self.sample.setText(plain(reason))
            return
        self.sample.setText(plain(f"e.g. “{_sample(planned)}”"))

    @property
    def codec(self) -> str:
        """The encoding chosen (or guessed)."""
        return str(self.combo.currentData())


def _sample(planned: PlannedFile) -> str:
    """The first title or author list with non-ASCII letters, cut short."""
    records = planned.result.records if planned.result is not None else []
    texts = [text for r in records[:200] for text in (r.title, r.authors_text) if text]
    chosen = next((t for t in texts if not t.isascii()), texts[0] if texts else "")
    plain = to_plain(chosen)
    return plain if len(plain) <= _SAMPLE_CHARS else plain[: _SAMPLE_CHARS - 1] + "…"
