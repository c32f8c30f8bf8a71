"""Round trips that check values: what goes in comes out (issue 13, item 10).

Random Unicode, braces, backslashes, '%', '#', '@', macros and quotes, through:
- the library: a record imported (or a value edited), then read back, field by field;
- a BibTeX (and BibLaTeX) export and its re-import: the decoded values come back;
- a .bib file's raw values (macros, concatenations, quotes, nested braces) through the
  library and an export, byte for byte;
- a RIS export and its re-import.
Examples are drawn deterministically (the "ci" profile in tests/conftest.py).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from papershelf.formats import ris
from papershelf.formats.bib import bibtex
from papershelf.formats.records import Record
from papershelf.library.db import Library, open_library
from papershelf.library.entry_records import load_records
from papershelf.services.entries import update_entry
from papershelf.services.exporting import ExportScope, export_text
from papershelf.services.importing import import_file, import_records

SETTINGS = settings(
    max_examples=60, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)  # fmt: skip
# Characters BibTeX and LaTeX treat specially, and some that are only Unicode.
SPECIAL = [*"{}\\%#&_$^~@\"',=()", "é", "ß", "Ω", "中", "😀", "\xa0", "ı", "—"]
TEXT = st.text(
    st.one_of(
        st.characters(codec="utf-8", exclude_categories=("Cs", "Cc", "Zl", "Zp")),
        st.sampled_from(SPECIAL),
    ),
    max_size=30,
)
# Text as a field holds it: one line, single spaces, no edge spaces.
LINE = TEXT.map(lambda s: " ".join(s.split()))
# Text a person types as text. A backslash command, '$math$' and paired braces typed into
# a field are LaTeX by design (kept as typed, so '\\emph{x}' stays emphasis): the raw
# values below carry those, byte for byte; a lone brace is text.
TYPED = st.text(
    st.one_of(
        st.characters(
            codec="utf-8",
            exclude_categories=("Cs", "Cc", "Zl", "Zp"),
            exclude_characters="\\${}",
        ),
        st.sampled_from([c for c in SPECIAL if c not in "\\${}"]),
    ),
    max_size=30,
).map(lambda s: " ".join(s.split()))
# A URL or DOI (taken as written; a lone brace in one is written percent-encoded).
LOCATOR = LINE.map(lambda s: s.replace("{", "").replace("}", ""))
LONE_BRACE = st.tuples(TYPED, st.sampled_from("{}"), TYPED).map("".join)
KEYS = st.from_regex(r"[a-z][a-z0-9:_-]{0,12}", fullmatch=True)
NAME = st.text(st.characters(categories=("L",)), min_size=1, max_size=8)
PERSON = st.tuples(NAME, NAME).map(", ".join)
AUTHORS = st.lists(PERSON, min_size=1, max_size=3).map(" and ".join)
FIELD_NAMES = ["note", "publisher", "journal", "booktitle", "series", "groups"]
# RIS has a tag for these (a field without one, like JabRef's groups, is not written; one
# tag, T2, holds the journal or the booktitle).
RIS_FIELDS = ["note", "publisher", "journal", "series"]


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Library]:
    """A library that lives for one test function (hypothesis runs examples in it)."""
    lib = open_library(tmp_path / "props.sqlite")
    yield lib
    lib.close()


def _clear(lib: Library) -> None:
    """Empty the library between examples."""
    lib.execute("DELETE FROM entry")


@st.composite
def records(
    draw: st.DrawFn, text: st.SearchStrategy[str] = LINE, field_names: list[str] = FIELD_NAMES
) -> Record:
    """A record as Papershelf itself makes one (no raw BibTeX): random text in every field."""
    names = draw(st.lists(st.sampled_from(field_names), unique=True, max_size=3))
    return Record(
        entry_type="article",
        key=draw(KEYS),
        title=draw(text.filter(str.strip)),
        authors_text=draw(AUTHORS),
        abstract=draw(text),
        doi=draw(LOCATOR),
        url=draw(LOCATOR),
        keywords=draw(text),
        year=draw(st.none() | st.integers(1000, 2999)),
        fields=[(name, draw(_field_text(name, text).filter(str.strip))) for name in names],
    )


def _field_text(name: str, text: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """What a field may hold: a tool's field (JabRef's groups) is taken as written, and BibTeX
    has no way to write a lone brace as written, so it holds none."""
    return LOCATOR if name == "groups" else text


def _nfc(values: dict[str, object]) -> dict[str, object]:
    """values in Unicode's composed form (NFC), as decoding LaTeX gives text."""
    return {
        n: unicodedata.normalize("NFC", v) if isinstance(v, str) else v for n, v in values.items()
    }


def _exported(values: dict[str, object], flavour: str) -> dict[str, object]:
    """values as an export gives them back: a typed abstract comes back as the LaTeX it was
    written as (abstracts are stored as LaTeX, which the detail view renders), and the
    BibLaTeX flavour writes a new journal as journaltitle and a new year as date."""
    values.pop("abstract")
    if flavour == "biblatex":
        if "journal" in values:
            values["journaltitle"] = values.pop("journal")
        if values["year"] is not None:
            values["date"] = str(values["year"])
    return values


def _values(record: Record) -> dict[str, object]:
    """What a person sees of a record: its text columns and fields."""
    columns = ("title", "authors_text", "abstract", "doi", "url", "keywords", "year")
    values: dict[str, object] = {name: getattr(record, name) for name in columns}
    values.update(record.fields)
    return values


def _stored(lib: Library) -> Record:
    """The library's only entry, read back."""
    ids = [int(row[0]) for row in lib.execute("SELECT id FROM entry")]
    assert len(ids) == 1
    return load_records(lib, ids)[ids[0]]


@SETTINGS
@given(record=records())
def test_what_is_stored_is_read_back(library: Library, record: Record) -> None:
    _clear(library)
    import_records(library, [record])
    assert _values(_stored(library)) == _values(record)


@SETTINGS
@given(title=TEXT.filter(str.strip), note=TEXT, notes=TEXT)
def test_what_is_edited_is_read_back(library: Library, title: str, note: str, notes: str) -> None:
    _clear(library)
    import_records(library, [Record(key="k", title="T")])
    (entry,) = (int(row[0]) for row in library.execute("SELECT id FROM entry"))
    update_entry(library, entry, {"title": title, "notes": notes, "fields": [("note", note)]})
    stored = _stored(library)
    assert (stored.title, stored.notes, dict(stored.fields).get("note", "")) == (
        title, notes, note
    )  # fmt: skip


@pytest.mark.parametrize("flavour", ["bibtex", "biblatex"])
def test_an_export_re_imports_to_the_same_values(library: Library, flavour: str) -> None:
    @SETTINGS
    @given(record=records(TYPED | LONE_BRACE))
    def check(record: Record) -> None:
        _clear(library)
        import_records(library, [record])
        (back,) = bibtex.read_text(export_text(library, ExportScope(), flavour)).records
        assert back.key == record.key
        assert _exported(_values(back), "bibtex") == _exported(_nfc(_values(record)), flavour)

    check()


# A raw BibTeX value as files hold them: braced (nested braces, backslashes, '%'), quoted,
# a number, a macro (defined or not), or parts joined by '#'.
BRACE_FREE = st.text(
    st.characters(codec="utf-8", exclude_categories=("Cs", "Cc"), exclude_characters="{}@")
    | st.sampled_from(list('\\%#&_$^~"')),
    max_size=15,
)


@st.composite
def braced(draw: st.DrawFn, depth: int = 0) -> str:
    """'{...}' with balanced braces inside."""
    parts = [draw(BRACE_FREE)]
    if depth < 2:
        parts += draw(st.lists(braced(depth + 1), max_size=2))
    parts.append(draw(BRACE_FREE))
    return "{" + "".join(parts) + "}"


QUOTED = braced().map(lambda b: '"' + b[1:-1].replace('"', "") + '"')
MACRO = st.sampled_from(["jan", "aij", "IEEE_J_AC", "acm", "mymacro"])
PART = st.one_of(braced(), QUOTED, MACRO, st.integers(0, 3000).map(str))
RAW = st.lists(PART, min_size=1, max_size=3).map(" # ".join)


@SETTINGS
@given(raws=st.lists(RAW, min_size=1, max_size=4))
def test_raw_values_go_through_library_and_export_byte_for_byte(
    library: Library, tmp_path: Path, raws: list[str]
) -> None:
    _clear(library)
    library.execute("DELETE FROM import_source")
    names = ["title", "note", "publisher", "keywords"][: len(raws)]
    body = ",\n".join(f"  {name} = {raw}" for name, raw in zip(names, raws, strict=False))
    path = tmp_path / "one.bib"
    path.write_text(f'@string{{acm = "ACM"}}\n\n@article{{k,\n{body}\n}}\n', encoding="utf-8")
    (record,) = bibtex.read(path).records
    assert record.raw_fields == list(zip(names, raws, strict=False))
    import_file(library, path)
    for flavour in ("bibtex", "biblatex"):
        (back,) = bibtex.read_text(export_text(library, ExportScope(), flavour)).records
        expected = record.raw_fields if flavour == "bibtex" else _biblatex_raw(record.raw_fields)
        assert back.raw_fields == expected


def _biblatex_raw(fields: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """Raw values as the BibLaTeX flavour writes them: a lone '%' escaped for biber."""
    return [(n, re.sub(r"(?<!\\)%", r"\\%", v)) for n, v in fields]


@SETTINGS
@given(record=records(LINE, RIS_FIELDS))
def test_a_ris_export_re_imports_to_the_same_values(record: Record) -> None:
    (back,) = ris.read_text(ris.write([record])).records
    assert back.key == record.key
    assert _ris_values(back) == _ris_values(record)


def _ris_values(record: Record) -> dict[str, object]:
    """What RIS keeps of a record's values: one venue, and the keywords as a list (a KW line
    each; ';' or ',' alone is no keyword, as hypothesis found)."""
    values = _one_venue(_values(record))
    words = str(values.get("keywords") or "")
    values["keywords"] = [k.strip() for k in re.split(r"[;,]", words) if k.strip()]
    return values


def _one_venue(values: dict[str, object]) -> dict[str, object]:
    """values with the journal or booktitle as 'venue': RIS has one tag (T2) for both, read
    back by the entry's type."""
    for name in ("journal", "booktitle"):
        if name in values:
            values["venue"] = values.pop(name)
    return values
