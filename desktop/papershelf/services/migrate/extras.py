"""What other reference managers keep in the files they export, beyond the entries: one
step the import engine runs for each file once its entries are stored (inside the
import's transaction, so in its one undo step).

JabRef's groups, special fields, comments and file directory (jabref.py), BibDesk's links,
URLs and groups (bibdesk.py), Mendeley's tags and folders (mendeley.py) in a .bib file;
EndNote's files and tags in its XML (endnote.py). A file with nothing of theirs costs one
query (any_field_named) and nothing more.
"""

from __future__ import annotations

from papershelf.formats.records import Block
from papershelf.library.db import Library
from papershelf.library.entry_records import iter_records
from papershelf.library.extra_fields_sql import any_field_named
from papershelf.services.import_report import ImportReport
from papershelf.services.migrate.bibdesk import apply_bibdesk
from papershelf.services.migrate.endnote import apply_endnote
from papershelf.services.migrate.jabref import MARK_FIELDS, apply_jabref
from papershelf.services.migrate.mendeley import apply_mendeley

MARK_PREFIXES = ("comment-", "bdsk-", "mendeley-")
_BLOCK_SIGNS = ("jabref-meta:", "bibdesk ")


def apply_file_extras(
    lib: Library, file: str, blocks: list[Block], added: list[int], report: ImportReport
) -> None:
    """Bring what the file's program kept beyond the entries, for the entries it added."""
    endnote = file.lower().endswith(".xml")
    if not endnote and not _worth_a_look(lib, blocks, added):
        return
    records = dict(iter_records(lib, added))
    apply_jabref(lib, file, blocks, records, report)
    if endnote:
        apply_endnote(lib, file, records, report)
        return
    apply_bibdesk(lib, file, blocks, records, report)
    apply_mendeley(lib, file, records, report)


def _worth_a_look(lib: Library, blocks: list[Block], added: list[int]) -> bool:
    """Whether the file's blocks or its entries' fields hold anything to bring."""
    if any(sign in block.raw[:40].lower() for block in blocks for sign in _BLOCK_SIGNS):
        return True
    return any_field_named(lib, added, MARK_FIELDS, MARK_PREFIXES)
