"""The views' related papers and tag suggestions, asked of the library's full-text index.

There is nothing to build or keep up to date: the FTS5 index that the search uses is
current after every change (its triggers see to that), and a lookup reads it directly
(services/related.py: a few milliseconds at 100,000 entries). The service only tells the
views when a change may have altered what they show.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from papershelf.library.db import Library
from papershelf.services.changes import Changes
from papershelf.services.related import RelatedIndex, build_index
from papershelf.services.related_search import attach

if TYPE_CHECKING:
    from papershelf.services.related import Hit
    from papershelf.services.suggest import TagSuggestion

# Edits of these fields change what makes entries alike.
TEXT_FIELDS = frozenset({"title", "abstract", "keywords"})


class RelatedService(QObject):
    """Related papers and tag suggestions for the views, from one library."""

    ready = Signal()  # views may ask (emitted by start, for views that wait for it)
    updated = Signal()  # entries were added, removed or rewritten: views ask again

    def __init__(self, lib: Library, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lib = lib
        self._index = build_index(lib)
        attach(lib, self.index_now)

    @property
    def is_ready(self) -> bool:
        """Always: there is no index to wait for."""
        return True

    def start(self) -> None:
        """Tell the views they may ask (kept for the window's start-up sequence)."""
        self.ready.emit()

    def index_now(self) -> RelatedIndex:
        """The library's related papers."""
        return self._index

    def on_changes(self, changes: Changes) -> None:
        """Have the views ask again after entries came, went or had their words rewritten."""
        if changes.membership or (changes.edited and TEXT_FIELDS & changes.fields):
            self.updated.emit()

    # --- questions the views ask ----------------------------------------------------------
    def related(self, entry_id: int, limit: int = 8) -> list[Hit]:
        """The entries most like one entry, best first."""
        return self._index.related(entry_id, limit)

    def shared_words(self, one: int, other: int) -> list[str]:
        """The words that make two entries alike."""
        return self._index.shared_words(one, other)

    def suggestions(self, entry_id: int) -> list[TagSuggestion]:
        """Tags worth adding to an entry."""
        from papershelf.services.suggest import suggest_tags

        return suggest_tags(self.lib, self._index, entry_id)
