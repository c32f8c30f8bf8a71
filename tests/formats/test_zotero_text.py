"""Zotero's note HTML as note markup, and the `key: value` lines of its Extra field."""

from __future__ import annotations

from papershelf.formats.text.markup import to_plain
from papershelf.formats.zotero.extra import parse_extra
from papershelf.formats.zotero.notes import note_markup


def test_a_zotero_7_note_becomes_paragraphs_with_emphasis() -> None:
    html = (
        '<div data-schema-version="9"><h2>Method</h2><p>We use <b>bold</b>, <i>italic</i>, '
        "H<sub>2</sub>O and x<sup>2</sup>.</p><ol><li>one</li><li>two</li></ol>"
        '<p>See <a href="https://example.org/x">the site</a> &amp; more.</p></div>'
    )
    assert note_markup(html) == (
        "**Method**\n\nWe use **bold**, *italic*, H\\textsubscript{2}O and "
        "x\\textsuperscript{2}.\n\n- one\n\n- two\n\n"
        "See the site (https://example.org/x) & more."
    )
    assert "H2O" in to_plain(note_markup(html))


def test_a_link_written_as_its_address_is_not_repeated() -> None:
    assert note_markup('<p><a href="https://a.org">https://a.org</a></p>') == "https://a.org"


def test_empty_and_odd_notes() -> None:
    assert note_markup("") == ""
    assert note_markup("<p></p><h1></h1>") == ""
    assert note_markup("plain text <unclosed") == "plain text <unclosed"  # nothing lost


def test_extra_lines_become_fields_and_the_key() -> None:
    extra = parse_extra(
        "Citation Key: knuth1984\noriginal-date: 1983\ntex.howpublished: typed\n"
        "PMID: 12345\nA sentence without a colon\nRead again: soon please"
    )
    assert extra.key == "knuth1984"
    assert extra.fields == [
        ("original-date", "1983"), ("howpublished", "typed"), ("pmid", "12345"),
        ("read-again", "soon please"),
    ]  # fmt: skip
    assert extra.rest == "A sentence without a colon"


def test_an_old_better_bibtex_key_line() -> None:
    assert parse_extra("bibtex: smith2020").key == "smith2020"
    assert parse_extra("").key == "" and parse_extra("").fields == []


def test_plain_name_lists_read_back_as_the_same_people() -> None:
    from papershelf.formats.names import parse_names
    from papershelf.formats.records import PersonName
    from papershelf.formats.zotero.records import _names

    people = [
        PersonName("Vaswani", "Ashish"), PersonName("Székelyhidi", "László"),
        PersonName("Lellis", "Camillo De"), PersonName("van Beethoven", "Ludwig"),
        PersonName("Smith", "Jr. and Co"), PersonName("Lund", "T.S."),
        PersonName("Deep Learning Study Group", raw="{Deep Learning Study Group}"),
        PersonName("Brandeis", ""), PersonName("d'Alembert", "Jean"),
    ]  # fmt: skip
    for person in people:
        (read,), _ = parse_names(_names([person]))
        assert (read.family, read.given) == (person.family, person.given), person
