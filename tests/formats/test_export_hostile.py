"""BibTeX exports of hostile or unusual values parse in biber and come back (issue 30).

Item 10: a JabRef library in UTF-16 kept its '% Encoding: UTF-16LE' line in an export
written in UTF-8. Item 11: '@misc{key,}' was written '@misc{key}', a syntax error to
biber (so were a type of '@@@', a key with parentheses and a NUL in a value). Item 12: a
backslash typed as a character ('C:\\Users', '\\\\server', a final '\\') was lost through
an export and its re-import. Each export here goes through the real `biber --tool`.
"""

from __future__ import annotations

import random
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from papershelf.formats.bib import bibtex
from papershelf.formats.bib.bibtex_write import ExportError, write
from papershelf.formats.records import Record
from tests.paths import DATA

needs_biber = pytest.mark.skipif(not shutil.which("biber"), reason="biber missing")
FLAVOURS = ["bibtex", "biblatex"]
HOSTILE = [
    "}{ unbalanced", "a % b # c & d _ e ^ f ~ g $ h", "\x00nul\x1b[2J", "line\nbreak\ttab",
    '"quoted" @{x}', "$unclosed math", "C:\\Users\\me", "end\\", "\\\\server\\share",
    "x \\ y", "@misc{inner, title={x}}", "% not a comment", "{\\foo}", "\\emph{x}",
]  # fmt: skip


def biber_entries(tmp_path: Path, text: str) -> tuple[int, str]:
    """(entries biber wrote back, its errors) for a .bib holding *text*."""
    source = tmp_path / "export.bib"
    source.write_text(text, encoding="utf-8")
    out = tmp_path / "biber.bib"
    done = subprocess.run(
        ["biber", "--tool", "--output-file", str(out), str(source)],
        capture_output=True, text=True, timeout=120, cwd=tmp_path,
    )  # fmt: skip
    errors = "\n".join(line for line in done.stdout.splitlines() if "ERROR" in line)
    written = out.read_text(encoding="utf-8") if out.exists() else ""
    return sum(line.startswith("@") for line in written.splitlines()), errors


def hostile_records() -> list[Record]:
    """Records as hostile files, CSL items and people leave them."""
    records = [Record(entry_type="misc", key="empty"), Record(entry_type="@@@", key="badtype")]
    chooser = random.Random(30)
    for number, value in enumerate(HOSTILE):
        record = Record(entry_type=chooser.choice(["article", "misc", "book"]), key=f"h{number}")
        record.title = value
        record.fields.append(("note", HOSTILE[-number - 1]))
        records.append(record)
    return records


@needs_biber
@pytest.mark.parametrize("flavour", FLAVOURS)
def test_every_export_parses_in_biber(tmp_path: Path, flavour: str) -> None:
    records = hostile_records()
    for name in ["roundtrip.bib", "faithful.bib", "malformed.bib", "abbreviations.bib"]:
        records += bibtex.read(DATA / name).records
    unique = list({r.key.lower(): r for r in records if r.key and "(" not in r.key}.values())
    count, errors = biber_entries(tmp_path, write(unique, flavour=flavour))
    assert errors == ""
    assert count == len(unique)


@needs_biber
def test_an_entry_without_fields_keeps_its_comma(tmp_path: Path) -> None:
    text = write([Record(entry_type="misc", key="key")])
    assert text == "@misc{key,\n}\n"
    assert biber_entries(tmp_path, text) == (1, "")
    assert [r.key for r in bibtex.read_text(text).records] == ["key"]


def test_a_type_biber_cannot_read_is_written_as_misc() -> None:
    assert write([Record(entry_type="@@@", key="k")]).startswith("@misc{k,")


def test_a_key_with_parentheses_is_refused_by_name_for_biber() -> None:
    with pytest.raises(ExportError, match=r"'k\(1\)' has a parenthesis, which biber"):
        write([Record(entry_type="misc", key="k(1)")], flavour="biblatex")


def test_a_jabref_utf16_library_is_exported_declaring_utf8(tmp_path: Path) -> None:
    source = tmp_path / "jabref.bib"
    text = (
        "% This file was created with JabRef 2.10.\n% Encoding: UTF-16LE\n\n"
        "@article{nowak2019,\n  author = {Paweł Nowak},\n  title = {Wpływ zmian},\n"
        "  year = 2019\n}\n\n@comment{jabref-meta: databaseType:bibtex;}\n"
    )
    source.write_bytes(text.encode("utf-16-le"))
    read = bibtex.read(source)
    exported = write(read.records, read.blocks)
    assert "% Encoding: UTF-8\n" in exported and "UTF-16" not in exported
    again = tmp_path / "again.bib"
    again.write_bytes(exported.encode("utf-8"))
    back = bibtex.read(again)
    assert [r.title for r in back.records] == ["Wpływ zmian"]
    assert back.problems == []  # no 'declares …, but' note: the declaration is right


def test_an_emacs_declaration_is_rewritten_too() -> None:
    source = "% -*- mode: bibtex; coding: latin-1 -*-\n@misc{a, title = {Caf\\'e}}\n"
    read = bibtex.read_text(source)
    assert write(read.records, read.blocks).startswith("% -*- mode: bibtex; coding: utf-8 -*-")


# A backslash typed as a character: followed by a space, a digit, punctuation LaTeX gives
# no meaning, another backslash, the end, or a word that is no LaTeX command.
BACKSLASHED = (
    st.tuples(
        st.lists(
            st.one_of(
                st.sampled_from(
                    ["\\ ", "\\1", "\\\\ ", "\\Users ", "\\me ", "\\x ", "\\? ", "\\:"]
                ),
                st.text(st.sampled_from("abc XYZ:.-/é"), min_size=1, max_size=5),
            ),
            min_size=1,
            max_size=8,
        ),
        st.sampled_from(["", "\\"]),
    )
    .map(lambda parts: " ".join(("".join(parts[0]) + parts[1]).split()))
    .filter(lambda v: "\\" in v)
)


@settings(max_examples=200, deadline=None)
@given(value=BACKSLASHED, flavour=st.sampled_from(FLAVOURS))
def test_a_typed_backslash_comes_back(value: str, flavour: str) -> None:
    record = Record(entry_type="misc", key="k", title=value)
    record.fields.append(("note", value))
    back = bibtex.read_text(write([record], flavour=flavour)).records[0]
    assert back.title == value
    assert dict(back.fields)["note"] == value
