"""Tests for writing BibTeX: raw values kept where unchanged, edits encoded, flavours, safety."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from papershelf.formats.bib import bibtex
from papershelf.formats.bib.bibtex_write import ExportError
from papershelf.formats.records import PersonName, ReadResult, Record
from papershelf.formats.text.latex import is_balanced

SOURCE = """@string{jmlr = "Journal of Machine Learning Research"}

@article{muller2020,
  author = {M{\\"u}ller, J{\\"o}rg and {Google Brain}},
  title = {{\\"U}ber {BERT}},
  journal = jmlr,
  year = 2020,
  month = jan,
  pages = "1--10",
  s2id = {abc123},
  note = {Version } # {2}
}
"""


def read(text: str = SOURCE) -> ReadResult:
    """Read text, which must have no problems."""
    result = bibtex.read_text(text)
    assert result.problems == []
    return result


def fields_of(text: str) -> dict[str, str]:
    """The raw fields of the single entry in text, read back."""
    result = bibtex.read_text(text)
    return dict(result.records[-1].raw_fields)


def test_an_unchanged_entry_is_written_back_as_read() -> None:
    result = read()
    assert bibtex.write(result.records, result.blocks) == SOURCE


def test_layout_is_two_spaces_name_equals_value() -> None:
    text = bibtex.write([Record(entry_type="misc", key="k", title="T", year=2020)])
    assert text == "@misc{k,\n  title = {T},\n  year = {2020}\n}\n"


def test_an_entry_without_fields_keeps_its_comma() -> None:
    assert bibtex.write([Record(entry_type="misc", key="k")]) == "@misc{k,\n}\n"  # biber


def test_an_edited_title_is_encoded_and_the_rest_stays_raw() -> None:
    result = read()
    record = replace(result.records[0], title="Über BERT and GPT-4 for naïve Bayes")
    raw = fields_of(bibtex.write([record], result.blocks))
    assert raw["title"] == '{{\\"U}ber {BERT} and {GPT}-4 for na{\\"\\i}ve Bayes}'
    assert raw["journal"] == "jmlr"
    assert raw["note"] == "{Version } # {2}"
    assert raw["pages"] == '"1--10"'


def test_biblatex_flavour_writes_edits_as_utf8() -> None:
    result = read()
    record = replace(result.records[0], title="Über BERT, revised", authors_text="Müller, Jörg")
    raw = fields_of(bibtex.write([record], result.blocks, "biblatex"))
    assert raw["title"] == "{Über {BERT}, revised}"
    assert raw["author"] == "{Müller, Jörg}"


def test_edited_authors_are_encoded_with_corporate_braces_kept() -> None:
    result = read()
    record = replace(result.records[0], authors_text="Müller, Jörg and {Google DeepMind}")
    raw = fields_of(bibtex.write([record], result.blocks))
    assert raw["author"] == '{M{\\"u}ller, J{\\"o}rg and {Google DeepMind}}'


def test_fields_keep_their_order_and_new_ones_follow_in_a_fixed_order() -> None:
    result = read()
    record = result.records[0]
    record = replace(
        record,
        doi="10.1/x",
        abstract="An abstract.",
        fields=[*record.fields, ("zzz", "custom"), ("volume", "3"), ("aaa", "other")],
    )
    names = list(fields_of(bibtex.write([record], result.blocks)))
    assert names == [
        "author", "title", "journal", "year", "month", "pages", "s2id", "note",
        "volume", "doi", "abstract", "zzz", "aaa",
    ]  # fmt: skip


def test_a_removed_field_is_left_out() -> None:
    result = read()
    record = result.records[0]
    record = replace(record, fields=[f for f in record.fields if f[0] != "s2id"], year=None)
    raw = fields_of(bibtex.write([record], result.blocks))
    assert "s2id" not in raw
    assert "year" not in raw


def test_a_macro_is_expanded_when_its_string_is_not_exported() -> None:
    record = read().records[0]
    raw = fields_of(bibtex.write([record]))
    assert raw["journal"] == "{Journal of Machine Learning Research}"
    assert raw["month"] == "jan"  # month macros are defined by every style


def test_an_edited_month_becomes_a_month_macro() -> None:
    result = read()
    record = result.records[0]
    record = replace(record, fields=[(n, "March" if n == "month" else v) for n, v in record.fields])
    assert fields_of(bibtex.write([record], result.blocks))["month"] == "mar"


def test_a_record_from_elsewhere_gets_every_field_encoded() -> None:
    record = Record(
        entry_type="article",
        key="new2024",
        title="Learning with T5 & GPT: 50% faster",
        authors=[PersonName("Schrödinger", "Erwin"), PersonName("Google Brain")],
        year=2024,
        venue="Journal of Tests",
        doi="10.1000/a_b{c",
        url="https://x.org/a%20b~c",
        keywords="a, b",
        abstract="We show **strong** results with *new* methods in $O(n_1)$ for snake_case.",
    )
    text = bibtex.write([record])
    assert text == (
        "@article{new2024,\n"
        '  author = {Schr{\\"o}dinger, Erwin and {Google Brain}},\n'
        "  title = {Learning with {T5} \\& {GPT}: 50\\% faster},\n"
        "  journal = {Journal of Tests},\n"
        "  year = {2024},\n"
        "  doi = {10.1000/a_b%7Bc},\n"
        "  url = {https://x.org/a%20b~c},\n"
        "  keywords = {a, b},\n"
        "  abstract = {We show \\textbf{strong} results with \\emph{new} methods in $O(n_1)$ "
        "for snake\\_case.}\n"
        "}\n"
    )


def test_biblatex_flavour_writes_new_dates_and_journaltitles() -> None:
    record = Record(
        entry_type="article", key="k", title="T", year=2024, venue="J", fields=[("month", "May")]
    )
    raw = fields_of(bibtex.write([record], flavour="biblatex"))
    assert raw == {"title": "{T}", "journaltitle": "{J}", "date": "{2024-05}"}


def test_venue_goes_to_booktitle_for_papers_in_proceedings() -> None:
    record = Record(entry_type="inproceedings", key="k", title="T", venue="Proc. X")
    assert fields_of(bibtex.write([record]))["booktitle"] == "{Proc. X}"


def test_plaintext_venue_does_not_overwrite_the_booktitle_field() -> None:
    record = Record(
        entry_type="inproceedings", key="k", title="T", venue="ICLR",
        fields=[("booktitle", "International Conference on Learning Representations")],
    )  # fmt: skip
    raw = fields_of(bibtex.write([record]))
    assert raw["booktitle"] == "{International Conference on Learning Representations}"


def test_unbalanced_braces_never_reach_the_file() -> None:
    record = Record(
        entry_type="misc", key="k", title="Sets {a, b and c} }",
        fields=[("note", "open { brace"), ("howpublished", "\\{ x")],
    )  # fmt: skip
    text = bibtex.write([record])
    for _, value in bibtex.read_text(text).records[0].raw_fields:
        assert is_balanced(value)
    assert bibtex.read_text(text).problems == []


def test_a_raw_value_with_unbalanced_braces_is_rewritten_from_its_decoded_value() -> None:
    record = Record(
        entry_type="misc", key="k", title="T", fields=[("note", "a { b")],
        raw_fields=[("title", "{T}"), ("note", "{a \\{ b}")],
    )  # fmt: skip
    raw = fields_of(bibtex.write([record]))
    assert raw["note"] == "{a \\textbraceleft{} b}"


def test_raw_values_go_back_unescaped() -> None:
    text = (
        "@misc{k, title = {50% of R&D for C# in a_b}, url = {http://x.org/a%20b_c},\n"
        "  groups = {Ecology_and_Power}, bibsource = {dblp computer science bibliography},\n"
        "  keywords = {a & b, #tag}, note = {ID: abc_def}}"
    )
    result = read(text)
    raw = fields_of(bibtex.write(result.records))
    assert raw == dict(result.records[0].raw_fields)
    assert raw["groups"] == "{Ecology_and_Power}" and raw["note"] == "{ID: abc_def}"
    biblatex = fields_of(bibtex.write(result.records, flavour="biblatex"))
    assert biblatex["title"] == "{50\\% of R&D for C# in a_b}"  # biber needs the '%' escaped
    assert biblatex["url"] == "{http://x.org/a%20b_c}" and biblatex["groups"] == raw["groups"]


def test_edited_text_is_escaped_only_where_it_is_typeset() -> None:
    record = Record(key="k", title="R&D: 50%", fields=[("groups", "a_b"), ("note", "x_y")])
    raw = fields_of(bibtex.write([record]))
    assert raw["title"] == "{R\\&D: 50\\%}"
    assert raw["note"] == "{x\\_y}"
    assert raw["groups"] == "{a_b}"  # JabRef looks the group up by this name


def test_output_is_deterministic_and_clean() -> None:
    result = read()
    first = bibtex.write(result.records, result.blocks)
    assert first == bibtex.write(result.records, result.blocks)
    assert "% WARNING" not in first
    assert not first.startswith("\ufeff")


@pytest.mark.parametrize(
    ("keys", "message"),
    [
        (["Smith2020", "smith2020"], "used twice"),
        (["a", None], "no citation key"),
        (["has space"], "cannot read"),
        (["a,b"], "cannot read"),
        (["a{b}"], "cannot read"),
    ],
)
def test_unusable_keys_are_refused(keys: list[str | None], message: str) -> None:
    records = [Record(key=key, title="T") for key in keys]
    with pytest.raises(ExportError, match=message):
        bibtex.write(records)


def test_a_field_name_bibtex_cannot_read_is_refused() -> None:
    with pytest.raises(ExportError, match="field name"):
        bibtex.write([Record(key="k", fields=[("my field", "x")])])


def test_unknown_flavour_is_refused() -> None:
    with pytest.raises(ValueError, match="flavour"):
        bibtex.write([], flavour="ris")


def test_a_crossrefd_entry_follows_the_entries_that_use_it() -> None:
    parent = Record(entry_type="proceedings", key="conf", title="Proc.", year=2015)
    child = Record(entry_type="inproceedings", key="paper", fields=[("crossref", "conf")])
    other = Record(entry_type="misc", key="other", title="O")
    text = bibtex.write([parent, other, child])
    assert [r.key for r in bibtex.read_text(text).records] == ["other", "paper", "conf"]


def test_blocks_go_back_where_they_were() -> None:
    source = (
        "Intro text.\n\n@string{x = {X}}\n\n@misc{a, title = {A}}\n\n% before b\n\n"
        "@misc{b, note = x}\n\n@comment{the end}\n"
    )
    result = read(source)
    assert bibtex.write(result.records, result.blocks) == (
        "Intro text.\n\n@string{x = {X}}\n\n@misc{a,\n  title = {A}\n}\n\n% before b\n\n"
        "@misc{b,\n  note = x\n}\n\n@comment{the end}\n"
    )
    selection = bibtex.write([result.records[0]], result.blocks)
    assert selection.index("@string") < selection.index("@misc{a")
    assert selection.index("% before b") > selection.index("@misc{a")


def test_biblatex_flavour_turns_free_text_into_comments() -> None:
    result = read("Intro text\nsecond line\n\n@misc{a, title = {A}}\n")
    text = bibtex.write(result.records, result.blocks, "biblatex")
    assert text.startswith("% Intro text\n% second line\n\n@misc{a,")


def test_bibtex_flavour_maps_biblatex_types_and_fields() -> None:
    result = read(
        "@online{o, title = {Docs}, date = {2024-03-01}, url = {https://x.org}}\n"
        "@article{a, title = {T}, journaltitle = {J}, date = {2022}, location = {Berlin}}\n"
        "@thesis{t, title = {T}, institution = {Uni}, year = 2020}\n"
    )
    text = bibtex.write(result.records)
    back = bibtex.read_text(text).records
    assert [r.entry_type for r in back] == ["online", "article", "thesis"]
    assert back[0].raw_fields[-2:] == [("year", "{2024}"), ("month", "mar")]
    assert dict(back[1].raw_fields)["journal"] == "{J}"
    assert dict(back[1].raw_fields)["address"] == "{Berlin}"
    assert dict(back[2].raw_fields)["school"] == "{Uni}"
    assert back[0].raw_fields[:3] == result.records[0].raw_fields
    biblatex = bibtex.read_text(bibtex.write(result.records, flavour="biblatex")).records
    assert [r.raw_fields for r in biblatex] == [r.raw_fields for r in result.records]
    assert [r.entry_type for r in biblatex] == ["online", "article", "thesis"]


def test_biblatex_flavour_writes_month_names_as_macros() -> None:
    result = read("@misc{k, month = {May}, year = 2020}")
    assert fields_of(bibtex.write(result.records, flavour="biblatex"))["month"] == "may"
    assert fields_of(bibtex.write(result.records))["month"] == "{May}"


def test_biblatex_flavour_spells_accented_dotless_i_as_i() -> None:
    result = read("@misc{k, author = {Garc\\'{\\i}a, Jos\\'e}}")
    raw = fields_of(bibtex.write(result.records, flavour="biblatex"))
    assert raw["author"] == "{Garc\\'{i}a, Jos\\'e}"


def test_an_edited_year_moves_a_biblatex_date() -> None:
    result = read("@article{k, date = {2022-03-14}}")
    record = replace(result.records[0], year=2023)
    assert fields_of(bibtex.write([record], flavour="biblatex")) == {"date": "{2023}"}


def test_editors_and_authors_from_parsed_names_are_written() -> None:
    record = Record(
        key="k", entry_type="book", authors=[PersonName("Beethoven", "Ludwig", "van")],
        editors=[PersonName("King", "Martin Luther", jr="Jr.")],
    )  # fmt: skip
    raw = fields_of(bibtex.write([record]))
    assert raw["author"] == "{van Beethoven, Ludwig}"
    assert raw["editor"] == "{King, Jr., Martin Luther}"


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["title", "note", "editor", "abstract", "url", "month", "year"]),
    st.text(alphabet=st.sampled_from(list('aZ1 {}()\\$%&#_^~,"=@-é\n')), max_size=40),
    st.sampled_from(["bibtex", "biblatex"]),
)
def test_any_typed_value_gives_a_file_that_reads_back_cleanly(
    name: str, value: str, flavour: str
) -> None:
    record = Record(entry_type="misc", key="k")
    if name in ("title", "abstract", "url"):
        setattr(record, name, value)
    else:
        record.fields = [(name, value)]
    text = bibtex.write([record], flavour=flavour)
    result = bibtex.read_text(text)
    assert result.problems == []
    assert all(is_balanced(raw) for _, raw in result.records[0].raw_fields)


@pytest.mark.parametrize("name", ["title", "abstract", "url", "note", "author"])
def test_a_line_starting_with_an_at_sign_cannot_start_an_entry(name: str) -> None:
    value = "x\n@misc(y\n  @a{b} z"
    record = Record(entry_type="misc", key="k", authors_text=value if name == "author" else "")
    if name in ("title", "abstract", "url"):
        setattr(record, name, value)
    elif name == "note":
        record.fields = [("note", value)]
    result = bibtex.read_text(bibtex.write([record]))
    assert result.problems == []
    assert [r.key for r in result.records] == ["k"]


def test_abstract_paragraphs_survive_encoding() -> None:
    record = Record(key="k", abstract="First **para**\ngoes on.\n\n  Second para.")
    raw = fields_of(bibtex.write([record]))
    assert raw["abstract"] == "{First \\textbf{para} goes on.\n\nSecond para.}"


def test_every_key_the_reader_accepts_can_be_written() -> None:
    result = read("@misc{o'connor:2018(a)/b+c.d-e_f~g, title = {T}}")
    assert bibtex.read_text(bibtex.write(result.records)).records[0].key == (
        "o'connor:2018(a)/b+c.d-e_f~g"
    )
