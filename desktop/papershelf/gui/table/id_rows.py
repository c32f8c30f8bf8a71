"""A table model's rows as an ordered list of entry ids, replaced in place: rows appended, or
moved with selected and current entries keeping their selection (a sort; a big view's whole
list arriving after its first rows)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex

# Past this many entries Qt holds indexes of, their rows are looked up in one map of the
# whole list rather than by a scan of it per entry.
SCANNED = 16


class IdRows(QAbstractTableModel):
    """Rows that are entry ids in display order; the subclass reads them and paints cells."""

    _ids: list[int]
    _row_of: dict[int, int] | None  # entry id -> row, made when first needed

    def row_of(self, entry_id: int) -> int | None:
        """The row that shows *entry_id* (the model's, which keeps a map of them)."""
        raise NotImplementedError

    def _ids_moved(self) -> None:
        """The ids changed places: what was worked out from their rows is stale."""
        self._row_of = None

    def _show_ids(self, ids: list[int]) -> None:
        """Show *ids*: appended rows where the rows shown are their head, else moved rows."""
        shown = len(self._ids)
        if ids[:shown] != self._ids:
            self._move_to(ids)
        elif len(ids) > shown:
            self.beginInsertRows(QModelIndex(), shown, len(ids) - 1)
            self._ids = ids
            self._ids_moved()
            self.endInsertRows()

    def _move_to(self, ids: list[int], park: bool = False) -> None:
        """Show *ids* in place of the rows shown, in one layout change: selected and current
        entries keep their selection. *park*: the first rows of a view whose rest is read in
        the background; entries Qt holds indexes of (the selection, the current row) that
        are not among them wait after them until the rest comes."""
        self.layoutAboutToBeChanged.emit()
        old_persistent = self.persistentIndexList()
        old_ids = [self._ids[i.row()] if i.isValid() else None for i in old_persistent]
        if park:
            first = set(ids)
            ids = ids + [e for e in dict.fromkeys(old_ids) if e is not None and e not in first]
        self._ids = ids
        self._ids_moved()
        rows = self._rows_of(old_ids)
        new_persistent = [
            QModelIndex() if (row := rows.get(eid)) is None else self.index(row, i.column())
            for i, eid in zip(old_persistent, old_ids, strict=True)
        ]
        self.changePersistentIndexList(old_persistent, new_persistent)
        self.layoutChanged.emit()

    def _rows_of(self, entry_ids: list[int | None]) -> dict[int | None, int]:
        """The rows of a few entries (a selection) by list scans: no map of 100k rows."""
        wanted = {e for e in entry_ids if e is not None}
        if len(wanted) > SCANNED:
            return {e: r for e in wanted if (r := self.row_of(e)) is not None}
        found: dict[int | None, int] = {}
        for entry_id in wanted:
            try:
                found[entry_id] = self._ids.index(entry_id)  # one scan, at C speed
            except ValueError:
                continue  # no longer in the view
        return found
