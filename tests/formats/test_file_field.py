"""The `file` field as JabRef, Mendeley, Better BibTeX and RIS write it: read, and written anew."""

from __future__ import annotations

import pytest

from papershelf.formats.bib.file_field import (
    format_link,
    join_field,
    parse_field,
    parse_link,
    resolve,
    split_field,
)


@pytest.mark.parametrize(
    ("text", "path", "kind", "flavour"),
    [
        (":papers/a.pdf:PDF", "papers/a.pdf", "pdf", "jabref"),
        ("Paper:/home/me/a b.pdf:PDF", "/home/me/a b.pdf", "pdf", "jabref"),
        (r":C\:/Users/me/a.pdf:pdf", "C:/Users/me/a.pdf", "pdf", "mendeley"),
        (r":C$\backslash$:/Users/me/a.pdf:pdf", "C:/Users/me/a.pdf", "pdf", "mendeley"),
        (r":C\:\\Users\\me\\a.pdf:PDF", r"C:\Users\me\a.pdf", "pdf", "jabref"),
        ("Full Text PDF:/z/storage/X/a.pdf:application/pdf", "/z/storage/X/a.pdf", "pdf", "jabref"),
        ("/home/me/Zotero/a.pdf", "/home/me/Zotero/a.pdf", "pdf", "plain"),
        ("C:/Users/me/notes.docx", "C:/Users/me/notes.docx", "docx", "plain"),
        (r":dir/odd\:name.djvu:", "dir/odd:name.djvu", "djvu", "jabref"),
    ],
)
def test_each_flavour_is_read(text: str, path: str, kind: str, flavour: str) -> None:
    link = parse_link(text)
    assert (link.path, link.kind, link.flavour, link.text) == (path, kind, flavour, text)


def test_several_links_split_at_unescaped_semicolons_and_join_back() -> None:
    value = r":a.pdf:PDF;:b\;c.pdf:PDF; /x/y.pdf"
    pieces = split_field(value)
    assert pieces == [":a.pdf:PDF", r":b\;c.pdf:PDF", " /x/y.pdf"]
    assert join_field(pieces) == value
    assert [link.path for link in parse_field(value)] == ["a.pdf", "b;c.pdf", "/x/y.pdf"]


def test_ris_links_are_file_urls() -> None:
    (link,) = parse_field("file:///home/me/My%20Paper.pdf", "ris-l1")
    assert (link.path, link.flavour) == ("/home/me/My Paper.pdf", "url")
    assert parse_link("file:///C:/Users/a.pdf", "ris-l1").path == "C:/Users/a.pdf"


def test_relative_paths_resolve_against_the_base_folder() -> None:
    assert resolve("papers/a.pdf", "/data/bib") == "/data/bib/papers/a.pdf"
    assert resolve("/abs/a.pdf", "/data/bib") == "/abs/a.pdf"
    assert resolve("C:/a.pdf", "/data/bib") == "C:/a.pdf"
    assert resolve("a.pdf", "") == "a.pdf"
    assert resolve("../other/a.pdf", "/data/bib") == "/data/other/a.pdf"


@pytest.mark.parametrize("flavour", ["jabref", "mendeley", "plain", "url"])
def test_new_links_read_back_to_their_path(flavour: str) -> None:
    path = "/home/me/odd: name; here.pdf" if flavour != "plain" else "/home/me/a.pdf"
    text = format_link(path, "pdf", flavour)
    field = "ris-l1" if flavour == "url" else "file"
    (link,) = parse_field(text, field)
    assert link.path == path and link.kind == "pdf"


def test_jabref_is_written_as_jabref_writes_it() -> None:
    assert format_link("/home/me/a.pdf", "pdf", "jabref") == r":/home/me/a.pdf:PDF"
    assert format_link("C:/a.pdf", "pdf", "mendeley") == r":C\:/a.pdf:pdf"
