"""What other reference managers keep in the files they export, beyond the entries: one
step the import engine runs for each file once its entries are stored (inside the
import's transaction, so in its one undo step).

JabRef's groups, special fields, comments and file directory (jabref.py), BibDesk's links,
URLs and groups (bibdesk.py), Mendeley's tags and folders (mendeley.py) in a .bib file;
EndNote's files and tags in its XML (endnote.py). A file with nothing of theirs costs one
look at its blocks and nothing more (the engine notes records with marked fields while it
reads them: services.migrate.marks).
"""

from __future__ import annotations

from collections.abc import Sequence

from papershelf.formats.records import Block
from papershelf.library.db import Library
from papershelf.library.entry_records import iter_records
from papershelf.services.import_report import ImportReport
from papershelf.services.migrate.bibdesk import apply_bibdesk
from papershelf.services.migrate.endnote import apply_endnote
from papershelf.services.migrate.jabref import apply_jabref
from papershelf.services.migrate.mendeley import apply_mendeley

_BLOCK_SIGNS = ("jabref-meta:", "bibdesk ")


def apply_file_extras(
    lib: Library, file: str, blocks: list[Block], added: Sequence[int], report: ImportReport,
    marked: bool = True,
) -> None:  # fmt: skip
    """Bring what the file's program kept beyond the entries, for the entries it added
    (marked: whether a record carried one of services.migrate.marks' fields)."""
    endnote = file.lower().endswith(".xml")
    if not endnote and not marked and not _has_blocks(blocks):
        return
    records = dict(iter_records(lib, added))
    apply_jabref(lib, file, blocks, records, report)
    if endnote:
        apply_endnote(lib, file, records, report)
        return
    apply_bibdesk(lib, file, blocks, records, report)
    apply_mendeley(lib, file, records, report)


def _has_blocks(blocks: list[Block]) -> bool:
    """Whether the file has JabRef's or BibDesk's comment blocks."""
    return any(sign in block.raw[:40].lower() for block in blocks for sign in _BLOCK_SIGNS)
