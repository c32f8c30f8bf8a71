"""Raw values are sacred: what a .bib file gave goes back byte for byte (issue 14, 2-8).

tests/data/faithful.bib holds one small case for each way a value used to be changed on
the way out: undefined macros, preambles with spaces, a value that is one control
sequence, '_ # & %' in fields no style typesets, an accented dotless i, biblatex-only
types, a corporate author with commas, non-ASCII text.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from papershelf.formats.bib import bibtex
from papershelf.formats.bib.bibtex_write import entry_text
from papershelf.formats.records import Record
from papershelf.formats.text.latex import is_balanced
from papershelf.library.db import Library
from papershelf.services.entries import update_entry
from papershelf.services.exporting import ExportScope, export_file, export_text
from papershelf.services.importing import import_file
from papershelf.services.tags import add_tag
from tests.formats.test_bibtex_tools import _run, needs_bibtex
from tests.test_cli import papershelf

DATA = Path(__file__).resolve().parents[1] / "data"
FAITHFUL = DATA / "faithful.bib"
BIBTEX_NAMES = {"journal", "address", "school", "month", "year"}


@pytest.fixture
def imported(lib: Library) -> Library:
    """lib with faithful.bib imported."""
    import_file(lib, FAITHFUL)
    return lib


def exported(lib: Library, flavour: str = "bibtex") -> dict[str, Record]:
    """The library's export, read back: records by key."""
    back = bibtex.read_text(export_text(lib, ExportScope(), flavour))
    return {r.key or "": r for r in back.records}


def test_every_field_goes_back_byte_for_byte(imported: Library) -> None:
    original = {r.key: r for r in bibtex.read(FAITHFUL).records}
    back = exported(imported)
    assert back.keys() == original.keys()
    for key, record in original.items():
        fields = back[key].raw_fields
        assert fields[: len(record.raw_fields)] == record.raw_fields, key
        added = {name for name, _ in fields[len(record.raw_fields) :]}
        assert added <= BIBTEX_NAMES, key  # BibTeX's names for biblatex's fields, added
        assert back[key].entry_type == record.entry_type, key


def test_undefined_macros_stay_macros(imported: Library) -> None:
    text = export_text(imported, ExportScope())
    assert "  author = {William D. Harvey and} # GINSBERG,\n" in text
    assert "  journal = AIJ,\n" in text
    assert "  journal = IEEE_J_AC,\n" in text


def test_preambles_with_spaces_after_the_brace_are_read_and_kept(imported: Library) -> None:
    assert not [p for p in bibtex.read(FAITHFUL).problems if "preamble" in p.reason]
    text = export_text(imported, ExportScope())
    assert '\n@preamble{ "\\newcommand{\\noopsort}[1]{}" }\n\n' in text
    assert '@preamble{\n  "\\providecommand{\\MTeX}{MTeX}"\n}' in text


def test_a_value_that_is_one_control_sequence_is_kept(imported: Library) -> None:
    title, authors = imported.execute(
        "SELECT title, authors_text FROM entry WHERE key = 'mtex'"
    ).fetchone()
    assert (title, authors) == ("\\MTeX", "Thanh")  # an author is shown and sorted as its word
    assert dict(exported(imported)["mtex"].raw_fields) == {
        "title": '"{\\MTeX}"', "author": '"\\Thanh"', "year": "2000", "publisher": "{Publisher}"
    }  # fmt: skip


def test_fields_no_style_typesets_are_not_escaped(imported: Library) -> None:
    text = export_text(imported, ExportScope())
    for line in (
        "groups = {Ecology_and_Power}",
        "keywords = {search & planning, 50% rule, #tag, a_b}",
        "note = {Qiqqa ID: 1a2b_3c4d}",
    ):
        assert line in text


def test_edited_text_is_escaped_where_the_flavour_typesets_it(imported: Library) -> None:
    (entry,) = imported.execute("SELECT id FROM entry WHERE key = 'harvey1995'").fetchone()
    update_entry(imported, entry, {"title": "R&D at 50%: naïve"})
    raw = dict(exported(imported)["harvey1995"].raw_fields)
    assert raw["title"] == '{R\\&D at 50\\%: na{\\"\\i}ve}'
    assert raw["groups"] == "{Ecology_and_Power}"  # untouched fields stay as read


def test_the_export_is_utf8_and_gives_non_ascii_back_as_read(imported: Library, tmp_path: Path):
    export_file(imported, ExportScope(), "bibtex", tmp_path / "out.bib")
    text = (tmp_path / "out.bib").read_bytes().decode("utf-8")
    assert "author = {Müller, Jürgen and Øster, Åse}" in text
    assert "title = {Über die Straße — ça va}" in text


@pytest.mark.parametrize(
    ("raw", "written"),
    [
        ("{Garc{\\'\\i}a}", "{Garc{\\'{i}}a}"),
        ("{Garc\\'{\\i}a}", "{Garc\\'{i}a}"),
        ("{Garc\\'\\i a}", "{Garc\\'{i} a}"),
        ("{Garc\\' \\i a}", "{Garc\\'{i} a}"),
        ("{\\v{\\j}}", "{\\v{j}}"),
    ],
)
def test_biblatex_spells_an_accented_dotless_i_balanced(raw: str, written: str) -> None:
    (record,) = bibtex.read_text(f"@misc{{k, author = {raw}}}").records
    text = entry_text(record, "biblatex", {})
    assert f"author = {written}" in text
    assert is_balanced(text)


def test_biblatex_export_of_the_cases_is_balanced_and_typed(imported: Library) -> None:
    text = export_text(imported, ExportScope(), "biblatex")
    assert is_balanced(text)
    assert "author = {Garc{\\'{i}}a, Jos{\\'e}}" in text
    types = {key: r.entry_type for key, r in exported(imported, "biblatex").items()}
    assert types["springer"] == "xdata" and types["mendeley2020"] == "book_section"


def test_biblatex_types_survive_a_bibtex_export(imported: Library, tmp_path: Path) -> None:
    types = {key: r.entry_type for key, r in exported(imported).items()}
    assert {types[k] for k in ("springer", "bothsets", "web2020", "soft2020")} == {
        "xdata", "set", "online", "software"
    }  # fmt: skip
    assert (types["data2020"], types["mv2020"], types["mendeley2020"]) == (
        "dataset", "mvbook", "book_section"
    )  # fmt: skip
    result = export_file(imported, ExportScope(), "bibtex", tmp_path / "refs.bib")
    lacking = {w.split("'")[1] for w in result.warnings if "do not define this type" in w}
    assert lacking == {"web2020", "soft2020", "data2020", "mv2020", "mendeley2020"}


@needs_bibtex
def test_bibtex_warns_once_per_biblatex_type_and_never_fails(
    imported: Library, tmp_path: Path
) -> None:
    export_file(imported, ExportScope(), "bibtex", tmp_path / "refs.bib")
    (tmp_path / "doc.aux").write_text(
        "\\relax\n\\citation{web2020}\n\\citation{mv2020}\n\\citation{harvey1995}\n"
        "\\bibstyle{plain}\n\\bibdata{refs}\n"
    )
    run = _run(["bibtex", "doc"], tmp_path)
    assert "error message" not in run.stdout, run.stdout
    typed = re.findall(r'entry type for "([^"]+)" isn\'t style-file defined', run.stdout)
    assert sorted(typed) == ["mv2020", "web2020"]
    bbl = (tmp_path / "doc.bbl").read_text()
    assert bbl.count("\\bibitem") == 3  # xdata and set entries are not items


def test_cli_keeps_an_abbreviations_file_and_its_macros(tmp_path: Path) -> None:
    library = tmp_path / "a.sqlite"
    blocks = papershelf("import", DATA / "abbreviations.bib", "--library", library)
    assert blocks.returncode == 0 and "blocks are kept" in blocks.stdout
    papershelf("import", FAITHFUL, "--library", library)
    out = papershelf("export", "-o", tmp_path / "refs.bib", "--library", library)
    assert out.returncode == 0, out.stderr
    assert "entry 'web2020' (@online): BibTeX styles do not define this type" in out.stdout
    text = (tmp_path / "refs.bib").read_text(encoding="utf-8")
    assert '\n@string{IEEE_J_AC = "{IEEE} Trans. Automat. Contr."}\n' in text
    assert '@preamble{ "\\newcommand{\\noopsortb}[1]{}" }' in text
    assert "@comment{jabref-meta: databaseType:bibtex;}" in text
    assert "journal = IEEE_J_AC," in text


def test_export_help_promises_utf8() -> None:
    text = papershelf("export", "--help").stdout
    assert "ASCII" not in text and "UTF-8" in text


def test_tags_join_keywords_read_from_a_file_without_re_encoding_them(imported: Library) -> None:
    (entry,) = imported.execute("SELECT id FROM entry WHERE key = 'harvey1995'").fetchone()
    add_tag(imported, [entry], "to_read")
    raw = dict(exported(imported)["harvey1995"].raw_fields)
    assert raw["keywords"] == "{search & planning, 50% rule, #tag, a_b, to\\_read}"
    assert raw["groups"] == "{Ecology_and_Power}"
