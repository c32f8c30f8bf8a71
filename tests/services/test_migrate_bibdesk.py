"""A BibDesk library: Bdsk-File-N links (both property list forms BibDesk writes, with an
alias record), Bdsk-Url-N, static groups as lists and smart groups as saved searches."""

from __future__ import annotations

import base64
import plistlib
import shutil
import struct
from pathlib import Path

from papershelf.formats.bib.bibdesk import alias_path, file_link
from papershelf.library.db import Library
from papershelf.library.organising import list_infos
from papershelf.services.attachments import attachments_of
from papershelf.services.exporting import ExportScope, export_text
from papershelf.services.importing import ImportUndo, import_file
from papershelf.services.saved_searches import saved_ids, saved_searches
from tests.zotero_db import PDF


def alias_record(mount: str, path: str) -> bytes:
    """A version 2 alias record as macOS writes it: 150 fixed bytes, then tagged extras
    (18: the POSIX path from the volume's root, 19: where the volume is mounted)."""
    fixed = bytearray(150)
    fixed[4:8] = struct.pack(">HH", 0, 2)
    extras = b""
    for tag, text in ((18, path), (19, mount)):
        data = text.encode()
        extras += struct.pack(">hH", tag, len(data)) + data + (b"\0" if len(data) % 2 else b"")
    record = bytes(fixed) + extras + struct.pack(">hH", -1, 0)
    return record[:4] + struct.pack(">H", len(record)) + record[6:]


def plain_link(relative: str, alias: bytes) -> str:
    """Bdsk-File-N as older BibDesk writes it: a binary plist dictionary, base64."""
    data = plistlib.dumps({"relativePath": relative, "aliasData": alias}, fmt=plistlib.FMT_BINARY)
    return base64.b64encode(data).decode()


def archived_link(relative: str, alias: bytes) -> str:
    """Bdsk-File-N as BibDesk 1.5 and later write it: an NSKeyedArchiver archive."""
    uid = plistlib.UID
    archive = {
        "$version": 100000, "$archiver": "NSKeyedArchiver", "$top": {"root": uid(1)},
        "$objects": [
            "$null",
            {"NS.keys": [uid(2), uid(3)], "NS.objects": [uid(4), uid(5)], "$class": uid(7)},
            "relativePath", "aliasData", relative, {"NS.data": alias, "$class": uid(6)},
            {"$classname": "NSMutableData", "$classes": ["NSMutableData", "NSData", "NSObject"]},
            {"$classname": "NSDictionary", "$classes": ["NSDictionary", "NSObject"]},
        ],
    }  # fmt: skip
    return base64.b64encode(plistlib.dumps(archive, fmt=plistlib.FMT_BINARY)).decode()


def groups_block(kind: str, groups: list[dict[str, object]]) -> str:
    """@comment{BibDesk KIND Groups{...}} as BibDesk writes it (an XML property list)."""
    return f"@comment{{BibDesk {kind} Groups{{\n{plistlib.dumps(groups).decode()}}}}}\n"


def bibdesk_library(tmp_path: Path) -> Path:
    """refs.bib with three papers: one found by its relative path, one only by its alias,
    one whose file is gone; static and smart groups."""
    folder = tmp_path / "Papers"
    (folder / "pdfs").mkdir(parents=True)
    shutil.copyfile(PDF, folder / "pdfs" / "knuth.pdf")
    elsewhere = tmp_path / "Moved" / "lamport.pdf"
    elsewhere.parent.mkdir()
    shutil.copyfile(PDF, elsewhere)
    alias = alias_record("/", str(elsewhere).lstrip("/"))
    text = f"""%% This BibTeX bibliography file was created using BibDesk.

@article{{knuth1984,
\tauthor = {{Knuth, Donald E.}},
\tjournal = {{The Computer Journal}},
\ttitle = {{Literate Programming}},
\tyear = {{1984}},
\tbdsk-file-1 = {{{archived_link("pdfs/knuth.pdf", alias_record("/", "nowhere/knuth.pdf"))}}},
\tbdsk-url-1 = {{https://doi.org/10.1093/comjnl/27.2.97}}}}

@book{{lamport1994,
\tauthor = {{Lamport, Leslie}},
\tpublisher = {{Addison-Wesley}},
\ttitle = {{LaTeX: A Document Preparation System}},
\tyear = {{1994}},
\tBdsk-File-1 = {{{plain_link("old/lamport.pdf", alias)}}}}}

@misc{{gone2000,
\tauthor = {{Gone, Ann}},
\ttitle = {{A Paper Whose File Is Gone}},
\tyear = {{2000}},
\tbdsk-file-1 = {{{plain_link("pdfs/gone.pdf", b"")}}}}}

"""
    text += groups_block("Static", [
        {"group name": "Typesetting", "keys": "knuth1984,lamport1994"},
        {"group name": "Nothing yet", "keys": ""},
    ])  # fmt: skip
    text += groups_block("Smart", [
        {"group name": "Knuth's articles", "conjunction": 0, "conditions": [
            {"key": "Author", "comparison": 0, "value": "Knuth", "version": "1"},
            {"key": "BibTeX Type", "comparison": 2, "value": "article", "version": "1"}]},
        {"group name": "Before 1990", "conjunction": 0, "conditions": [
            {"key": "Year", "comparison": 6, "value": "1990", "version": "1"}]},
    ])  # fmt: skip
    bib = folder / "refs.bib"
    bib.write_text(text, encoding="utf-8")
    return bib


def entry_id(lib: Library, key: str) -> int:
    """The id of the entry with this key."""
    row = lib.execute("SELECT id FROM entry WHERE key = ?", [key]).fetchone()
    assert row is not None, key
    return int(row[0])


def test_links_decode_in_both_forms() -> None:
    alias = alias_record("/Volumes/Data", "Papers/x.pdf")
    assert alias_path(alias) == "/Volumes/Data/Papers/x.pdf"
    for encode in (plain_link, archived_link):
        link = file_link(encode("pdfs/x.pdf", alias))
        assert link is not None
        assert (link.relative_path, link.alias_path) == ("pdfs/x.pdf", "/Volumes/Data/Papers/x.pdf")
    assert file_link("not base64 at all!") is None


def test_files_urls_and_groups_arrive(lib: Library, tmp_path: Path) -> None:
    bib = bibdesk_library(tmp_path)
    report = import_file(lib, bib)
    knuth = [Path(r.path) for r in attachments_of(lib, entry_id(lib, "knuth1984"))]
    assert knuth == [bib.parent / "pdfs" / "knuth.pdf"]
    lamport = [Path(r.path) for r in attachments_of(lib, entry_id(lib, "lamport1994"))]
    assert lamport == [tmp_path / "Moved" / "lamport.pdf"]  # found through its alias
    assert attachments_of(lib, entry_id(lib, "gone2000")) == []
    assert any("entry 'gone2000': Bdsk-File-1 is missing" in line for line in report.lines())
    exported = export_text(lib, ExportScope(), "bibtex")  # the link goes back out as read
    assert "bdsk-url-1 = {https://doi.org/10.1093/comjnl/27.2.97}" in exported
    assert "\turl = " not in exported and "  url = " not in exported
    assert {i.name: i.total for i in list_infos(lib)} == {"Typesetting": 2, "Nothing yet": 0}
    saved = {s.name: s for s in saved_searches(lib)}
    assert saved["Knuth's articles"].query == "author:Knuth AND type:article"
    assert saved_ids(lib, saved["Knuth's articles"]) == [entry_id(lib, "knuth1984")]
    assert any("smart group 'Before 1990' not brought" in line for line in report.lines())


def test_one_undo_step(lib: Library, tmp_path: Path) -> None:
    report = import_file(lib, bibdesk_library(tmp_path))
    ImportUndo(report).undo(lib)
    assert list_infos(lib) == [] and saved_searches(lib) == []
