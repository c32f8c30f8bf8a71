"""A library holding a bit of everything a copy must keep, built through the services.

Real .bib files from tests/data (non-ASCII in several encodings, @string/@preamble/@comment
blocks, crossrefs, three attachment link flavours), a 1,500-author collaboration made of real
names, nested tags with colours, reading lists with a dragged order and notes, saved
searches, attachments, deleted entries (gaps in the ids), custom keys, statuses, ratings,
not-duplicate marks, settings, an auto-export binding, annotations, a journal club's
sessions, an assignment and a second member's own reading state and place in a PDF.
"""

from __future__ import annotations

from pathlib import Path

from papershelf.library import members_sql, positions_sql
from papershelf.library.db import Library
from papershelf.library.models import Status
from papershelf.library.positions_sql import Position
from papershelf.library.queries import ordered_ids
from papershelf.library.settings import put_setting
from papershelf.services.annotations import AnnotationRecord, add_records
from papershelf.services.annotations import add as add_annotation
from papershelf.services.attachments import attach
from papershelf.services.autoexport import bind
from papershelf.services.clubs import assign, schedule
from papershelf.services.deleting import delete_entries
from papershelf.services.duplicates import mark_not_duplicate
from papershelf.services.entries import set_rating, set_status, update_entry
from papershelf.services.importing import import_file
from papershelf.services.lists import (
    add_to_list,
    create_list,
    find_list,
    move_entries,
    set_list_note,
)
from papershelf.services.saved_searches import create_saved
from papershelf.services.tags import add_tag, recolor_tag

DATA = Path(__file__).parent / "data"
BIBS = (
    "roundtrip.bib", "faithful.bib", "abbreviations.bib", "import/dblp.bib",
    "import/commented.bib", "import/tugboat-columns.bib", "citations/types.bib",
    "attachments/three-flavours.bib", "encodings/jabref-latin2.bib",
    "encodings/undeclared-shift-jis.bib", "encodings/utf16le-no-bom.bib",
)  # fmt: skip
AUTHORS = 1500


def collaboration_bib(folder: Path, authors: int = AUTHORS) -> Path:
    """A .bib of one paper by *authors* real people (non-ASCII names among them)."""
    lines = (DATA / "real-10k-names.txt").read_text(encoding="utf-8").splitlines()
    names = [line for line in lines if line and not line.startswith("#")][:authors]
    path = folder / "collaboration.bib"
    path.write_text(
        "@article{atlas2012,\n  title = {Observation of a new particle in the search for the "
        "Standard Model Higgs boson},\n  author = {" + " and ".join(names) + "},\n"
        "  journal = {Phys. Lett. B},\n  year = 2012,\n  volume = 716,\n  pages = {1--29}\n}\n",
        encoding="utf-8",
    )
    return path


def build(lib: Library, folder: Path) -> None:
    """Fill *lib* (a new library) with the rich content described above."""
    for name in BIBS:
        import_file(lib, DATA / name)
    import_file(lib, collaboration_bib(folder))
    ids = ordered_ids(lib)
    _organise(lib, ids)
    _annotate(lib, ids, folder)
    delete_entries(lib, [ids[3], ids[7], ids[-2]])


def _organise(lib: Library, ids: list[int]) -> None:
    """Nested tags with colours, lists in a dragged order with notes, saved searches."""
    add_tag(lib, ids[:10], "ml")
    add_tag(lib, ids[2:6], "ml/rl")
    add_tag(lib, ids[5:15], "Ökologie/Wälder")
    add_tag(lib, ids[20:22], "to read")
    recolor_tag(lib, "ml", "#ff0000")
    recolor_tag(lib, "Ökologie/Wälder", "#00aa55")
    create_list(lib, "Journal club", "Thursdays, room 3")
    club = find_list(lib, "Journal club")
    create_list(lib, "Grant")
    grant = find_list(lib, "Grant")
    assert club is not None and grant is not None
    add_to_list(lib, club, ids[:12])
    for _ in range(6):  # repeated drags make positions between positions (fractions)
        move_entries(lib, club, [ids[11]], ids[1])
        move_entries(lib, club, [ids[1]], ids[11])
    set_list_note(lib, club, ids[4], "présente la semaine prochaine — Zoë")
    add_to_list(lib, grant, ids[8:30])
    move_entries(lib, grant, [ids[20], ids[25]], ids[10])  # thirds: no float32 holds them
    create_saved(lib, "Recent ML", "year:>2015 tag:ml")
    create_saved(lib, "Unread in club", "status:unread", scope=f"list:{club}")
    _club_and_members(lib, ids)


def _club_and_members(lib: Library, ids: list[int]) -> None:
    """A club with sessions, an assignment, and a second member's own state (schema 10)."""
    create_list(lib, "Reading group")
    group = find_list(lib, "Reading group")
    assert group is not None
    add_to_list(lib, group, ids[12:15])
    schedule(lib, group, ids[13], "2027-01-14", "bea")
    schedule(lib, group, ids[12], "2027-01-21", "Zoë")
    assign(lib, ids[14], "bea", "2027-02-01")
    members_sql.set_display_name(lib, "bea", "Béa Łukasz")
    members_sql.write_own(lib, ids[12:14], "bea", {"status": 2, "rating": 3, "public_notes": "vu"})


def _annotate(lib: Library, ids: list[int], folder: Path) -> None:
    """Statuses, ratings, custom keys, notes, attachments, marks, settings, a binding."""
    set_status(lib, ids[:5], Status.READ)
    set_status(lib, ids[5:9], Status.READING)
    set_rating(lib, ids[2:7], 4)
    update_entry(lib, ids[0], {"key": "Ünïcode:key/2024", "notes": "ça marche\nline two"})
    update_entry(lib, ids[1], {"key": "custom-key"})
    pdf = folder / "paper.pdf"
    pdf.write_bytes(b"%PDF-1.4\n% not really a PDF\n")
    attach(lib, ids[6], pdf, copy=False)
    changes = attach(lib, ids[6], folder / "paper.pdf", copy=True)
    _mark_pages(lib, ids[6], min(changes.attachments))
    mark_not_duplicate(lib, ids[10], ids[12])
    put_setting(lib, "key_pattern", "[auth][year]")
    bind(lib, folder / "export" / "club.bib", find_list(lib, "Journal club"))


def _mark_pages(lib: Library, entry_id: int, attachment_id: int) -> None:
    """Annotations made here and read from a file, with non-ASCII comments and tags."""
    box = (72.0, 700.5, 300.25, 712.0)
    add_annotation(lib, entry_id, attachment_id, 2, "highlight", [box, box], "Größe", "¿por qué?",
                   "#ff6666", ["to check", "ø"])  # fmt: skip
    record = AnnotationRecord(entry_id, 1, "note", (box,), "", "from Okular", author="ada",
                              file_id="okular-1", created="2025-01-02T03:04:05")  # fmt: skip
    add_records(lib, [record])
    positions_sql.save(lib, attachment_id, "bea", Position(3, 0.25, 1.5))  # schema 11
