"""Attachments: attach, detach, relink, managed copies that follow keys and titles, undo,
and the `file` fields of imported files (JabRef, Mendeley, Better BibTeX) round trip."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import Library, open_library
from papershelf.library.queries import get_entry, ordered_ids
from papershelf.library.search import parse
from papershelf.library.sqlite import migrations
from papershelf.services import attachments
from papershelf.services.autoexport import bind, bindings_affected, run_binding
from papershelf.services.changes import ServiceError
from papershelf.services.deleting import (
    delete_entries,
    restore_entries,
    revert_entries,
    snapshot_entries,
)
from papershelf.services.entries import entry_values, update_entry
from papershelf.services.exporting import ExportScope, export_text
from papershelf.services.importing import import_file
from papershelf.services.keys import preview_regenerate, regenerate_keys
from papershelf.services.merging import merge_entries
from papershelf.services.metadata.applying import apply_records
from tests.factories import add, record
from tests.paths import DATA

FLAVOURS_BIB = DATA / "attachments" / "three-flavours.bib"


def _pdf(folder: Path, name: str = "paper.pdf", text: bytes = b"%PDF-1.4 test\n") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(text)
    return path


def _entry(lib: Library, **extra: object) -> int:
    values: dict[str, object] = {
        "authors": "Vaswani, Ashish and Shazeer, Noam",
        "key": "vaswani2017",
    }
    values.update(extra)
    return add(lib, record("Attention is all you need", 2017, **values)).added[0]  # type: ignore[arg-type]


def _file_field(lib: Library, entry_id: int) -> str | None:
    row = lib.execute(
        "SELECT value FROM entry_field WHERE entry_id = ? AND name = 'file'", [entry_id]
    ).fetchone()
    return None if row is None else str(row[0])


def test_attach_links_a_file_where_it_is(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib)
    pdf = _pdf(tmp_path / "downloads", "1706.03762v7.pdf")
    changes = attachments.attach(lib, entry_id, pdf, copy=False)
    (row,) = attachments.attachments_of(lib, entry_id)
    assert changes.attachments == {row.id} and changes.edited == {entry_id}
    assert (row.path, row.name, row.kind, row.managed) == (
        str(pdf),
        "1706.03762v7.pdf",
        "pdf",
        False,
    )
    assert attachments.is_present(row)
    assert _file_field(lib, entry_id) == f":{pdf}:PDF"  # JabRef's syntax by default


def test_detach_forgets_the_attachment_and_keeps_the_file(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib)
    pdf = _pdf(tmp_path)
    attachments.attach(lib, entry_id, pdf, copy=False)
    rows = attachments.attachments_of(lib, entry_id)
    attachments.detach(lib, [rows[0].id])
    assert attachments.attachments_of(lib, entry_id) == [] and pdf.exists()
    assert _file_field(lib, entry_id) is None
    attachments.restore(lib, rows)  # undo
    assert attachments.attachments_of(lib, entry_id) == rows
    assert _file_field(lib, entry_id) == f":{pdf}:PDF"


def test_attaching_what_is_not_a_readable_file_is_refused(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib)
    with pytest.raises(ServiceError, match="no such file"):
        attachments.attach(lib, entry_id, tmp_path / "nothing.pdf")
    with pytest.raises(ServiceError, match="not a file"):
        attachments.attach(lib, entry_id, tmp_path)
    with pytest.raises(ServiceError, match="not in the library"):
        attachments.attach(lib, entry_id + 99, _pdf(tmp_path))
    assert attachments.attachments_of(lib, entry_id) == []


def test_copy_goes_into_a_key_folder_named_by_the_pattern(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib)
    pdf = _pdf(tmp_path / "downloads", "1706.03762v7.pdf")
    attachments.attach(lib, entry_id, pdf, copy=True)
    attachments.attach(lib, entry_id, pdf, copy=True)
    first, second = attachments.attachments_of(lib, entry_id)
    folder = lib.folder / "files" / "vaswani2017"
    assert Path(first.path) == folder / "Vaswani 2017 - Attention Is All You Need.pdf"
    assert Path(second.path) == folder / "Vaswani 2017 - Attention Is All You Need (2).pdf"
    assert first.managed and first.name == "1706.03762v7.pdf" and pdf.exists()
    assert Path(first.path).read_bytes() == pdf.read_bytes()


def test_the_copy_setting_and_folder_are_library_settings(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib)
    assert not attachments.copy_mode(lib)
    attachments.set_copy_mode(lib, True)
    attachments.set_managed_folder(lib, tmp_path / "managed")
    attachments.set_name_pattern(lib, "[year] [title:lower]")
    attachments.attach(lib, entry_id, _pdf(tmp_path, "x.PDF"))
    (row,) = attachments.attachments_of(lib, entry_id)
    assert (
        Path(row.path)
        == tmp_path / "managed" / "vaswani2017" / "2017 attention is all you need.PDF"
    )
    with pytest.raises(ServiceError, match="file name pattern"):
        attachments.set_name_pattern(lib, "[nonsense]")


def test_renaming_a_key_renames_the_managed_file_and_undo_renames_it_back(
    lib: Library, tmp_path: Path
) -> None:
    entry_id = _entry(lib)
    attachments.attach(lib, entry_id, _pdf(tmp_path), copy=True)
    (before,) = attachments.attachments_of(lib, entry_id)
    old_values = entry_values(lib, entry_id, ["key"])
    changes = update_entry(lib, entry_id, {"key": "attention"})
    (after,) = attachments.attachments_of(lib, entry_id)
    files = lib.folder / "files"
    assert Path(after.path) == files / "attention" / Path(before.path).name
    assert Path(after.path).exists() and not Path(before.path).exists()
    assert not (files / "vaswani2017").exists()  # the empty key folder goes
    assert after.id in changes.attachments
    assert _file_field(lib, entry_id) == f":{after.path}:PDF"
    update_entry(lib, entry_id, old_values)  # undo
    (back,) = attachments.attachments_of(lib, entry_id)
    assert back.path == before.path and Path(before.path).exists()
    assert not (files / "attention").exists()


def test_a_new_title_renames_the_file_and_linked_files_never_move(
    lib: Library, tmp_path: Path
) -> None:
    entry_id = _entry(lib)
    linked = _pdf(tmp_path, "linked.pdf")
    attachments.attach(lib, entry_id, linked, copy=False)
    attachments.attach(lib, entry_id, _pdf(tmp_path, "copied.pdf"), copy=True)
    update_entry(lib, entry_id, {"title": "Transformers"})
    first, second = attachments.attachments_of(lib, entry_id)
    assert first.path == str(linked)
    assert Path(second.path).name == "Vaswani 2017 - Transformers.pdf"


def test_regenerating_keys_moves_managed_files_and_back(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib, key="custom")
    attachments.attach(lib, entry_id, _pdf(tmp_path), copy=True)
    changes = preview_regenerate(lib, [entry_id])
    regenerate_keys(lib, changes)
    (row,) = attachments.attachments_of(lib, entry_id)
    assert Path(row.path).parent.name == "vaswani2017attention" and Path(row.path).exists()
    regenerate_keys(lib, [c.reversed() for c in changes])
    (row,) = attachments.attachments_of(lib, entry_id)
    assert Path(row.path).parent.name == "custom" and Path(row.path).exists()


def test_a_failed_move_leaves_library_and_disk_as_they_were(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib)
    attachments.attach(lib, entry_id, _pdf(tmp_path), copy=True)
    (row,) = attachments.attachments_of(lib, entry_id)
    blocker = lib.folder / "files" / "attention"
    blocker.write_text("a file where the key folder would go")
    with pytest.raises(ServiceError, match="cannot be moved"):
        update_entry(lib, entry_id, {"key": "attention"})
    assert get_entry(lib, entry_id).key == "vaswani2017"  # type: ignore[union-attr]
    assert attachments.attachments_of(lib, entry_id) == [row] and Path(row.path).exists()


def test_relink_points_a_missing_attachment_at_the_found_file(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib)
    pdf = _pdf(tmp_path / "old")
    attachments.attach(lib, entry_id, pdf, copy=False)
    (row,) = attachments.attachments_of(lib, entry_id)
    moved = tmp_path / "new" / "paper.pdf"
    moved.parent.mkdir()
    shutil.move(pdf, moved)
    assert not attachments.is_present(row)
    attachments.relink(lib, row.id, moved)
    (found,) = attachments.attachments_of(lib, entry_id)
    assert found.path == str(moved) and found.name == "paper.pdf" and attachments.is_present(found)
    assert _file_field(lib, entry_id) == f":{moved}:PDF"


def test_deleting_an_entry_and_undoing_brings_its_attachments_back(
    lib: Library, tmp_path: Path
) -> None:
    entry_id = _entry(lib)
    attachments.attach(lib, entry_id, _pdf(tmp_path), copy=False)
    rows = attachments.attachments_of(lib, entry_id)
    snapshot = snapshot_entries(lib, [entry_id])
    delete_entries(lib, [entry_id])
    assert attachments.attachments_of(lib, entry_id) == []
    restore_entries(lib, snapshot)
    assert attachments.attachments_of(lib, entry_id) == rows


# --- imported `file` fields -----------------------------------------------------------------


@pytest.fixture
def flavours_bib(tmp_path: Path) -> Path:
    """The three-flavours .bib in a folder with the files its relative paths name."""
    folder = tmp_path / "bib"
    folder.mkdir()
    target = folder / FLAVOURS_BIB.name
    shutil.copy(FLAVOURS_BIB, target)
    for name in ("jabref.pdf", "supp;lement.zip", "bbt one.pdf", "notes.html"):
        _pdf(folder / "papers", name)
    _pdf(tmp_path / "elsewhere", "secret.pdf")
    return target


def _by_key(lib: Library, key: str) -> list[attachments.AttachmentRow]:
    (entry_id,) = lib.execute("SELECT id FROM entry WHERE key = ?", [key]).fetchone()
    return attachments.attachments_of(lib, int(entry_id))


@pytest.fixture
def own_lib(tmp_path: Path) -> Iterator[Library]:
    """A library in a folder of its own (tmp_path/library), so tmp_path is outside it."""
    library = open_library(tmp_path / "library" / "test.sqlite")
    yield library
    library.close()


def test_file_fields_of_every_flavour_become_attachments(
    own_lib: Library, flavours_bib: Path
) -> None:
    lib = own_lib
    import_file(lib, flavours_bib)
    papers = flavours_bib.parent / "papers"
    jabref = _by_key(lib, "jabref2020")
    assert [(r.path, r.name, r.kind, r.flavour) for r in jabref] == [
        (str(papers / "jabref.pdf"), "jabref.pdf", "pdf", "jabref"),
        (str(papers / "supp;lement.zip"), "supp;lement.zip", "zip", "jabref"),
    ]
    assert all(attachments.is_present(r) and r.trusted for r in jabref)
    (mendeley,) = _by_key(lib, "mendeley2019")
    assert mendeley.path == "C:/Users/jan/Documents/Mendeley Desktop/Kowalski - 2019 - Kept.pdf"
    assert mendeley.flavour == "mendeley" and not attachments.is_present(mendeley)
    bbt = _by_key(lib, "bbt2021")
    assert [(r.name, r.kind, r.flavour) for r in bbt] == [
        ("bbt one.pdf", "pdf", "plain"), ("notes.html", "html", "plain"),
    ]  # fmt: skip
    (outside,) = _by_key(lib, "outside2022")
    assert attachments.is_present(outside) and not outside.trusted  # shown, not followed


def test_an_import_finds_the_folders_it_trusts_once_for_its_file(
    own_lib: Library, flavours_bib: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from papershelf.services import attachment_links

    folders: list[str] = []
    allowed = attachment_links._allowed_folders

    def counted(lib: Library, source_folder: str) -> list[Path]:
        folders.append(source_folder)
        return allowed(lib, source_folder)

    monkeypatch.setattr(attachment_links, "_allowed_folders", counted)
    import_file(own_lib, flavours_bib)
    assert folders == [str(flavours_bib.parent)]  # not once per entry with links
    linked = own_lib.execute("SELECT count(DISTINCT entry_id) FROM attachment").fetchone()[0]
    assert linked > 1


def test_an_imported_bib_exports_its_file_fields_unchanged(
    lib: Library, flavours_bib: Path
) -> None:
    import_file(lib, flavours_bib)
    exported = export_text(lib, ExportScope("all"))
    original = flavours_bib.read_text()
    for line in original.splitlines():
        if line.strip().startswith("file = "):
            assert line in exported.splitlines()


def test_a_new_attachment_follows_the_entry_flavour(lib: Library, flavours_bib: Path) -> None:
    import_file(lib, flavours_bib)
    (entry_id,) = lib.execute("SELECT id FROM entry WHERE key = 'bbt2021'").fetchone()
    extra = _pdf(flavours_bib.parent, "third.pdf")
    attachments.attach(lib, entry_id, extra, copy=False)
    assert _file_field(lib, entry_id) == f"papers/bbt one.pdf;papers/notes.html;{extra}"
    exported = export_text(lib, ExportScope("all"))
    assert f"file = {{papers/bbt one.pdf;papers/notes.html;{extra}}}" in exported


def test_undoing_a_fields_edit_that_dropped_a_copy_brings_the_very_row_back(
    lib: Library, tmp_path: Path
) -> None:
    entry_id = _entry(lib)
    attachments.attach(lib, entry_id, _pdf(tmp_path), copy=True)
    rows = attachments.attachments_of(lib, entry_id)
    before = entry_values(lib, entry_id, ["fields"])
    update_entry(lib, entry_id, {"fields": []})  # the person deleted the file field
    assert attachments.attachments_of(lib, entry_id) == []
    update_entry(lib, entry_id, before)  # undo
    assert attachments.attachments_of(lib, entry_id) == rows  # same id, still managed
    assert _file_field(lib, entry_id) == attachments.link_text(rows[0])


def test_editing_the_file_field_updates_the_attachments(lib: Library, flavours_bib: Path) -> None:
    import_file(lib, flavours_bib)
    (entry_id,) = lib.execute("SELECT id FROM entry WHERE key = 'jabref2020'").fetchone()
    first, _ = attachments.attachments_of(lib, entry_id)
    fields = entry_values(lib, entry_id, ["fields"])
    edited = [(n, ":papers/jabref.pdf:PDF" if n == "file" else v) for n, v in fields["fields"]]
    update_entry(lib, entry_id, {"fields": edited})
    assert attachments.attachments_of(lib, entry_id) == [first]  # the same row, the same id
    update_entry(lib, entry_id, fields)  # undo
    assert len(attachments.attachments_of(lib, entry_id)) == 2


# The schema version that added attachments (numbers move when other work is merged first).
ATTACHMENTS_VERSION = next(
    v for v, step in migrations.MIGRATIONS.items() if step is migrations.add_attachments
)


def test_an_older_library_gains_attachments_from_its_file_fields(
    tmp_path: Path, flavours_bib: Path
) -> None:
    path = tmp_path / "library" / "old.sqlite"
    old = open_library(path)
    import_file(old, flavours_bib)
    bare = _entry(old)
    old.execute("DROP TABLE attachment")
    old.execute(f"PRAGMA user_version = {ATTACHMENTS_VERSION - 1}")
    old.close()
    lib = open_library(path)
    try:
        assert lib.execute("PRAGMA user_version").fetchone()[0] == migrations.SCHEMA_VERSION
        papers = flavours_bib.parent / "papers"
        assert [(r.path, r.trusted) for r in _by_key(lib, "jabref2020")] == [
            (str(papers / "jabref.pdf"), True), (str(papers / "supp;lement.zip"), True),
        ]  # fmt: skip
        assert [r.flavour for r in _by_key(lib, "mendeley2019")] == ["mendeley"]
        assert [r.name for r in _by_key(lib, "bbt2021")] == ["bbt one.pdf", "notes.html"]
        assert not _by_key(lib, "outside2022")[0].trusted
        exported = export_text(lib, ExportScope("all")).splitlines()
        for line in flavours_bib.read_text().splitlines():
            if line.strip().startswith("file = "):
                assert line in exported
        attachments.attach(lib, bare, _pdf(tmp_path), copy=False)
        assert len(attachments.attachments_of(lib, bare)) == 1
    finally:
        lib.close()


# --- merging --------------------------------------------------------------------------------


def test_merging_two_entries_keeps_the_files_of_both_and_undo_splits_them(
    lib: Library, tmp_path: Path
) -> None:
    keep = _entry(lib)
    other = add(lib, record("Attention is all you need (preprint)", 2017, key="other")).added[0]
    attachments.attach(lib, keep, _pdf(tmp_path, "published.pdf"), copy=False)
    attachments.attach(lib, other, _pdf(tmp_path, "preprint.pdf"), copy=False)
    snapshot = snapshot_entries(lib, [keep, other])
    merge_entries(lib, keep, other)
    rows = attachments.attachments_of(lib, keep)
    assert [r.name for r in rows] == ["published.pdf", "preprint.pdf"]
    assert (
        _file_field(lib, keep)
        == f":{tmp_path / 'published.pdf'}:PDF;:{tmp_path / 'preprint.pdf'}:PDF"
    )
    revert_entries(lib, snapshot)
    assert [r.name for r in attachments.attachments_of(lib, keep)] == ["published.pdf"]
    assert [r.name for r in attachments.attachments_of(lib, other)] == ["preprint.pdf"]


def test_a_merge_that_takes_the_other_title_renames_the_copy_and_undo_renames_it_back(
    lib: Library, tmp_path: Path
) -> None:
    keep = _entry(lib)
    other = add(lib, record("Transformers", 2017, key="other")).added[0]
    attachments.attach(lib, keep, _pdf(tmp_path), copy=True)
    (before,) = attachments.attachments_of(lib, keep)
    snapshot = snapshot_entries(lib, [keep, other])
    merge_entries(lib, keep, other, {"title": "other"})
    (after,) = attachments.attachments_of(lib, keep)
    assert Path(after.path).name == "Vaswani 2017 - Transformers.pdf" and Path(after.path).exists()
    revert_entries(lib, snapshot)
    assert attachments.attachments_of(lib, keep) == [before] and Path(before.path).exists()
    assert not Path(after.path).exists()


def test_a_lookup_that_finds_the_title_renames_the_copy_and_undo_renames_it_back(
    lib: Library, tmp_path: Path
) -> None:
    entry_id = _entry(lib)
    attachments.attach(lib, entry_id, _pdf(tmp_path), copy=True)
    (before,) = attachments.attachments_of(lib, entry_id)
    found = record("Attention Is All You Need: The Journal Version", 2017, authors="Vaswani, A.")
    _, snapshot = apply_records(lib, [(entry_id, found, {"title": "other"})])
    (after,) = attachments.attachments_of(lib, entry_id)
    assert "The Journal Version" in Path(after.path).name and Path(after.path).exists()
    revert_entries(lib, snapshot)
    assert attachments.attachments_of(lib, entry_id) == [before] and Path(before.path).exists()


def test_an_imported_duplicate_merged_in_adds_its_file(lib: Library, tmp_path: Path) -> None:
    keep = _entry(lib, doi="10.48550/arXiv.1706.03762")
    attachments.attach(lib, keep, _pdf(tmp_path, "mine.pdf"), copy=False)
    folder = tmp_path / "bib"
    _pdf(folder, "theirs.pdf")
    bib = folder / "dup.bib"
    bib.write_text(
        "@article{dup, title = {Attention is all you need}, year = {2017},\n"
        "  doi = {10.48550/arXiv.1706.03762}, file = {:theirs.pdf:PDF}}\n"
    )
    report = import_file(lib, bib, on_duplicate="merge")
    assert report.merged == [keep]
    rows = attachments.attachments_of(lib, keep)
    assert [(r.name, r.path) for r in rows] == [
        ("mine.pdf", str(tmp_path / "mine.pdf")), ("theirs.pdf", str(folder / "theirs.pdf")),
    ]  # fmt: skip


# --- searching ------------------------------------------------------------------------------


def test_the_query_language_finds_entries_by_their_attachments(
    lib: Library, tmp_path: Path
) -> None:
    none = _entry(lib, key="none2017")
    present = add(lib, record("With a file", 2018, key="present")).added[0]
    missing = add(lib, record("With a lost file", 2019, key="missing")).added[0]
    html = add(lib, record("With a page", 2020, key="page")).added[0]
    attachments.attach(lib, present, _pdf(tmp_path, "here.pdf"), copy=False)
    lost = _pdf(tmp_path, "lost.pdf")
    attachments.attach(lib, missing, lost, copy=False)
    attachments.attach(lib, html, _pdf(tmp_path, "page.html"), copy=False)
    lost.unlink()

    def found(query: str) -> set[int]:
        return set(ordered_ids(lib, query=query))

    assert found("attachments:none") == {none}
    assert found("attachments:any") == {present, missing, html}
    assert found("attachments:missing") == {missing}
    assert found("attachments:pdf") == {present, missing}
    assert found("files:html -attachments:missing") == {html}
    assert found("attachments:none OR attachments:missing") == {none, missing}
    lost.write_bytes(b"%PDF back")  # presence is read from the disk, never stored
    assert found("attachments:missing") == set()


def test_a_bad_attachments_value_is_a_hint(lib: Library) -> None:
    parsed = parse("attachments:what?")
    assert parsed.node is None and any("attachments:" in hint for hint in parsed.hints)


def test_ris_l1_links_become_attachments_and_go_back_as_they_came(
    own_lib: Library, tmp_path: Path
) -> None:
    folder = tmp_path / "ris"
    pdf = _pdf(folder / "My Papers", "a b.pdf")
    ris = folder / "zotero.ris"
    text = (
        "TY  - JOUR\nTI  - Linked in RIS\nPY  - 2020\n"
        f"L1  - file://{pdf.as_posix().replace(' ', '%20')}\nL1  - My Papers/relative.pdf\nER  - \n"
    )
    ris.write_text(text)
    import_file(own_lib, ris)
    (entry_id,) = own_lib.execute("SELECT id FROM entry").fetchone()
    first, second = attachments.attachments_of(own_lib, entry_id)
    assert (first.path, first.name, first.flavour, first.trusted) == (
        str(pdf),
        "a b.pdf",
        "url",
        True,
    )
    assert second.path == str(folder / "My Papers" / "relative.pdf") and second.field == "ris-l1"
    exported = export_text(own_lib, ExportScope("all"), "ris")
    assert [line for line in exported.splitlines() if line.startswith("L1")] == [
        line for line in text.splitlines() if line.startswith("L1")
    ]


def test_a_bibtex_file_field_goes_into_a_ris_export_as_l1(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib)
    pdf = _pdf(tmp_path, "paper one.pdf")
    attachments.attach(lib, entry_id, pdf, copy=False)
    exported = export_text(lib, ExportScope("all"), "ris")
    assert f"L1  - file://{pdf.as_posix().replace(' ', '%20')}" in exported.splitlines()


def test_a_file_linked_twice_is_listed_once(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib)
    pdf, other = _pdf(tmp_path), _pdf(tmp_path, "other.pdf")
    attachments.attach(lib, entry_id, pdf, copy=False)
    with pytest.raises(ServiceError, match="already attached"):
        attachments.attach(lib, entry_id, pdf, copy=False)
    attachments.attach_files(lib, entry_id, [pdf, other, other], copy=False)
    assert [r.name for r in attachments.attachments_of(lib, entry_id)] == ["paper.pdf", "other.pdf"]


def test_copies_follow_the_key_into_a_newly_chosen_folder(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib)
    attachments.attach(lib, entry_id, _pdf(tmp_path), copy=True)
    attachments.set_managed_folder(lib, tmp_path / "elsewhere")
    update_entry(lib, entry_id, {"key": "moved"})
    (row,) = attachments.attachments_of(lib, entry_id)
    assert Path(row.path).parent == tmp_path / "elsewhere" / "moved" and Path(row.path).exists()


def test_attaching_rewrites_an_auto_exported_bib(lib: Library, tmp_path: Path) -> None:
    entry_id = _entry(lib)
    binding = bind(lib, tmp_path / "kept.bib")
    pdf = _pdf(tmp_path)
    changes = attachments.attach(lib, entry_id, pdf, copy=False)
    assert bindings_affected(lib, changes) == [binding]
    run_binding(lib, binding)
    assert f"file = {{:{pdf}:PDF}}" in (tmp_path / "kept.bib").read_text()
