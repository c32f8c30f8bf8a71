"""Tests for reading BibTeX: fields kept raw and decoded, names, macros, blocks, problems, bytes."""

from __future__ import annotations

from pathlib import Path

import bibtexparser
import pytest

from papershelf.formats.bib import bibtex
from papershelf.formats.records import Block, FormatError, PersonName, Record

DATA = Path(__file__).resolve().parents[1] / "data"
MALFORMED = DATA / "malformed.bib"


def one(text: str) -> Record:
    """The single record of a BibTeX text that must read without problems."""
    result = bibtex.read_text(text)
    assert result.problems == []
    assert len(result.records) == 1
    return result.records[0]


def reasons(text: str) -> list[str]:
    """The problems' reasons for a BibTeX text."""
    return [problem.reason for problem in bibtex.read_text(text).problems]


# --- fields, raw and decoded ----------------------------------------------------------------


def test_every_field_is_kept_raw_in_file_order() -> None:
    result = bibtex.read_text(
        '@string{jmlr = "JMLR"}\n@Article{k1,\n  Title = {{BERT}: Deep},\n  year = 2019,\n'
        '  month = jan,\n  note = "a " # jmlr # {b},\n  pages = "1--2"\n}\n'
    )
    assert result.problems == []
    (record,) = result.records
    assert record.raw_fields == [
        ("title", "{{BERT}: Deep}"),
        ("year", "2019"),
        ("month", "jan"),
        ("note", '"a " # jmlr # {b}'),
        ("pages", '"1--2"'),
    ]


def test_columns_hold_decoded_unicode() -> None:
    record = one(
        '@article{k,\n  author = {M{\\"u}ller, J{\\"o}rg and Gro{\\ss}, Hans},\n'
        '  title = {{\\"U}ber {BERT} \\& Co --- Fig.~1},\n'
        '  journal = {Zeitschrift f{\\"u}r Tests},\n'
        "  year = {2020},\n  keywords = {na\\\"ive, caf\\'e}\n}"
    )
    assert record.entry_type == "article"
    assert record.key == "k"
    assert record.title == "Über BERT & Co — Fig.\u00a01"
    assert record.authors_text == "Müller, Jörg and Groß, Hans"
    assert [p.family for p in record.authors] == ["Müller", "Groß"]
    assert record.year == 2020
    assert record.venue == "Zeitschrift für Tests"
    assert record.keywords == "naïve, café"
    assert ("journal", "Zeitschrift für Tests") in record.fields


def test_math_in_titles_stays_as_typed() -> None:
    record = one("@misc{k, title = {Bounds of $O(\\sqrt{n})$ for {$\\ell_1$} Regression}}")
    assert record.title == "Bounds of $O(\\sqrt{n})$ for $\\ell_1$ Regression"


def test_urls_dois_and_files_are_never_latex_decoded() -> None:
    record = one(
        "@misc{k, url = {https://x.org/a%20b/~me/file_name.pdf}, doi = {10.1000/a_b~c},\n"
        "  file = {:C\\:/papers/x.pdf:PDF}, bdsk-url-1 = {http://y.org/~u}}"
    )
    assert record.url == "https://x.org/a%20b/~me/file_name.pdf"
    assert record.doi == "10.1000/a_b~c"
    assert ("file", ":C\\:/papers/x.pdf:PDF") in record.fields
    assert ("bdsk-url-1", "http://y.org/~u") in record.fields


def test_percent_in_a_url_inside_a_text_field_survives() -> None:
    record = one("@misc{k, howpublished = {\\url{https://x.org/a%20b~c}}, note = {50% of it}}")
    assert dict(record.fields) == {"howpublished": "https://x.org/a%20b~c", "note": "50% of it"}


def test_noopsort_sorts_but_does_not_show() -> None:
    record = one(
        "@book{k, author = {{\\noopsort{Berg}}van den Berg, Hans}, title = {{\\noopsort{a}}Zeta}}"
    )
    assert record.title == "Zeta"
    assert record.authors[0].family == "Berg"
    assert record.authors[0].von == "van den"


def test_abstract_keeps_its_latex_for_the_markup_renderer() -> None:
    record = one(
        '@misc{k, abstract = {We show \\emph{strong} results in $O(n)$,\n    with {\\"o}.}}'
    )
    assert record.abstract == 'We show \\emph{strong} results in $O(n)$,\n    with {\\"o}.'


def test_non_numeric_year_stays_a_field() -> None:
    record = one("@misc{k, year = {2020a}}")
    assert record.year is None
    assert record.fields == [("year", "2020a")]


def test_biblatex_date_gives_the_year_and_stays_a_field() -> None:
    record = one("@article{k, date = {2022-03-14}, journaltitle = {JOSS}}")
    assert record.year == 2022
    assert record.venue == "JOSS"
    assert record.fields == [("date", "2022-03-14"), ("journaltitle", "JOSS")]


def test_booktitle_is_the_venue_of_a_paper_in_proceedings() -> None:
    record = one("@inproceedings{k, booktitle = {Proc. of {ICML}}}")
    assert record.venue == "Proc. of ICML"


# --- names ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("authors", "people"),
    [
        (
            "van der Aalst, Wil M. P. and Ludwig van Beethoven",
            [PersonName("Aalst", "Wil M. P.", "van der"), PersonName("Beethoven", "Ludwig", "van")],
        ),
        ("Smith, Jr., John", [PersonName("Smith", "John", jr="Jr.")]),
        (
            "{Google Brain} and {Barnes and Noble, Inc.}",
            [PersonName("Google Brain"), PersonName("Barnes and Noble, Inc.")],
        ),
        (
            "Smith, Alice and Jones, Bob and others",
            [PersonName("Smith", "Alice"), PersonName("Jones", "Bob")],
        ),
        ("Trailing, Comma,", [PersonName("Trailing", "Comma")]),
        ("{\\relax Ch}ristopher Manning", [PersonName("Manning", "Christopher")]),
        ("\\v{C}ech, Eduard", [PersonName("Čech", "Eduard")]),
    ],
)
def test_names_are_parsed_in_order(authors: str, people: list[PersonName]) -> None:
    record = one(f"@article{{k, author = {{{authors}}}}}")
    assert [(p.family, p.given, p.von, p.jr) for p in record.authors] == [
        (p.family, p.given, p.von, p.jr) for p in people
    ]


def test_and_others_stays_in_the_author_text() -> None:
    record = one("@article{k, author = {Smith, Alice and others}}")
    assert record.authors_text == "Smith, Alice and others"
    assert len(record.authors) == 1


def test_corporate_braces_survive_in_the_author_text() -> None:
    record = one('@article{k, author = {{R Core Team} and M{\\"u}ller, Hans}}')
    assert record.authors_text == "{R Core Team} and Müller, Hans"


def test_editors_are_parsed_and_the_field_kept() -> None:
    record = one("@incollection{k, editor = {Bengio, Yoshua and LeCun, Yann}}")
    assert [p.family for p in record.editors] == ["Bengio", "LeCun"]
    assert record.fields == [("editor", "Bengio, Yoshua and LeCun, Yann")]


def test_a_name_bibtexparser_cannot_parse_never_raises() -> None:
    record = one("@article{k, author = {Smith, A., B., C., D. and Jones,}}")
    assert [p.family for p in record.authors] == ["Smith, A., B., C., D.", "Jones"]


# --- macros ---------------------------------------------------------------------------------


def test_string_macros_resolve_for_display_with_concatenation() -> None:
    result = bibtex.read_text(
        '@string{acm = "ACM"}\n@string{acmpress = acm # " Press"}\n'
        "@book{k, publisher = acmpress, journal = {Comm. of the } # acm, month = may # {~1}}\n"
    )
    record = result.records[0]
    assert dict(record.fields) == {
        "publisher": "ACM Press",
        "journal": "Comm. of the ACM",
        "month": "May\u00a01",
    }
    assert record.raw_fields[0] == ("publisher", "acmpress")
    assert result.strings == {"acm": '"ACM"', "acmpress": 'acm # " Press"'}


def test_month_macros_are_predefined_and_can_be_overridden() -> None:
    assert dict(one("@misc{k, month = oct}").fields) == {"month": "October"}
    result = bibtex.read_text('@string{oct = "Okt."}\n@misc{k, month = oct}')
    assert dict(result.records[0].fields) == {"month": "Okt."}


def test_macro_names_ignore_case() -> None:
    result = bibtex.read_text('@STRING{JMLR = "J. Mach. Learn. Res."}\n@article{k, journal = jmlr}')
    assert result.records[0].venue == "J. Mach. Learn. Res."


def test_an_undefined_macro_is_reported_and_shown_as_written() -> None:
    result = bibtex.read_text("@article{k, journal = nosuchjournal}")
    assert result.records[0].venue == "nosuchjournal"
    assert "undefined @string macro(s) nosuchjournal" in result.problems[0].reason


# --- library blocks -------------------------------------------------------------------------


def test_library_blocks_are_kept_with_their_place() -> None:
    text = (
        "Free text at the top.\n\n"
        '@preamble{"\\providecommand{\\noopsort}[1]{}"}\n'
        '@string{me = "Me"}\n'
        "@comment{jabref-meta: x;}\n"
        "@misc{a, title = {A}}\n"
        "% a section comment\n"
        "@misc{b, title = {B}}\n"
        "Trailing text.\n"
    )
    result = bibtex.read_text(text)
    assert result.blocks == [
        Block("text", "Free text at the top.", 1, "", "a"),
        Block("preamble", '@preamble{"\\providecommand{\\noopsort}[1]{}"}', 3, "", "a"),
        Block("string", '@string{me = "Me"}', 4, "me", "a"),
        Block("comment", "@comment{jabref-meta: x;}", 5, "", "a"),
        Block("text", "% a section comment", 7, "", "b"),
        Block("text", "Trailing text.", 9, "", None),
    ]
    assert [r.key for r in result.records] == ["a", "b"]


def test_parenthesised_blocks_read_like_braced_ones() -> None:
    result = bibtex.read_text('@string(x = "X")\n@misc(k, title = {T (with parens)}, note = x)\n')
    assert dict(result.records[0].fields) == {"note": "X"}
    assert result.records[0].title == "T (with parens)"


def test_an_entry_without_fields_is_an_entry() -> None:
    assert one("@misc{lonely}").key == "lonely"


def test_source_lines_point_at_each_entry() -> None:
    result = bibtex.read_text("\n\n@misc{a, title = {A}}\n\n% x\n@misc{b,\n title = {B}}\n")
    assert [r.source_line for r in result.records] == [3, 6]


# --- problems -------------------------------------------------------------------------------


def test_malformed_file_imports_the_good_and_lists_the_bad_with_lines() -> None:
    result = bibtex.read(MALFORMED)
    assert len(result.records) == 47
    assert [(p.file, p.line) for p in result.problems] == [
        (str(MALFORMED), 80),
        (str(MALFORMED), 184),
        (str(MALFORMED), 282),
    ]
    text = MALFORMED.read_text().splitlines()
    assert [text[p.line - 1] for p in result.problems] == [
        "@article{entry12,",
        "@article{entry27,",
        "@article{entry41,",
    ]
    keys = {r.key for r in result.records}
    assert not keys & {"entry12", "entry27", "entry41"}
    assert "entry13" in keys and "entry28" in keys and "entry42" in keys


def test_missing_comma_is_reported_not_glued() -> None:
    (reason,) = reasons("@article{k,\n  title = {T}\n  year = {2020}\n}\n")
    assert "missing ',' after the field 'title' (line 2)" in reason


def test_extra_closing_brace_is_reported_not_turned_into_a_comment() -> None:
    result = bibtex.read_text("@article{k,\n  title = {T}},\n  year = {2020}\n}\n")
    assert result.records == []
    assert result.blocks == []
    assert "an extra '}' on line 2 closes the entry early" in result.problems[0].reason


@pytest.mark.parametrize("stray", [",", "}", ", see above", "}}\n"])
def test_a_stray_comma_or_brace_after_an_entry_loses_nothing(stray: str) -> None:
    # Found by the fuzz test: every field was read, so the entry is kept.
    result = bibtex.read_text(f"@article{{k,\n  title = {{T}},\n  year = 1900,\n}}\n{stray}")
    assert [r.key for r in result.records] == ["k"] and result.problems == []


def test_unbalanced_braces_do_not_swallow_the_next_entry() -> None:
    result = bibtex.read_text(
        "@article{bad,\n  title = {Open\n}\n\n@article{good, title = {Fine}}\n"
    )
    assert [r.key for r in result.records] == ["good"]
    assert result.problems[0].line == 1
    assert "not closed before the next entry on line 5" in result.problems[0].reason


def test_unclosed_quote_is_reported() -> None:
    (reason,) = reasons('@article{k, title = "Open}\n')
    assert "no closing '\"'" in reason or "not closed" in reason


def test_a_percent_line_inside_an_entry_is_left_out_and_noted() -> None:
    result = bibtex.read_text("@article{k,\n  % note to self\n  title = {T}\n}\n")
    assert result.records[0].raw_fields == [("title", "{T}")]
    assert "line 2 is a '%' comment inside the entry" in result.problems[0].reason


def test_a_missing_key_leaves_key_none_for_the_import() -> None:
    # The import gives it a key and says so, in one line (test_bibtex_import).
    for text in ("@article{\n  title = {T},\n  year = 2020\n}", "@article{, title = {T}}"):
        result = bibtex.read_text(text)
        assert result.records[0].key is None
        assert result.records[0].title == "T"
        assert result.problems == []


def test_a_repeated_key_is_kept_for_the_import_to_judge() -> None:
    # Same content: one entry; other content: a new key (services/test_import_rules).
    result = bibtex.read_text("@misc{Smith2020, title = {A}}\n\n@misc{smith2020, title = {B}}\n")
    assert [(r.key, r.title) for r in result.records] == [("Smith2020", "A"), ("smith2020", "B")]
    assert result.problems == []


def test_a_duplicated_field_keeps_the_first_value_and_says_so() -> None:
    result = bibtex.read_text("@misc{k,\n  title = {A},\n  title = {B}\n}")
    assert result.records[0].title == "A"
    assert result.records[0].raw_fields == [("title", "{A}")]
    assert "field 'title' appears again on line 3" in result.problems[0].reason


def test_a_space_in_the_key_is_a_problem() -> None:
    (reason,) = reasons("@article{my key, title = {T}}")
    assert "after the key 'my'" in reason


def test_problems_are_in_file_order() -> None:
    result = bibtex.read_text(
        "@misc{a, title = {A}}\n@misc{b, title = {B}, title = {B}}\n"
        "@misc{c,\n title = {C}\n year = 1}\n"
    )
    assert [p.line for p in result.problems] == [2, 3]


# --- files and bytes ------------------------------------------------------------------------


def test_utf8_with_bom_and_crlf(tmp_path: Path) -> None:
    path = tmp_path / "x.bib"
    path.write_bytes("\ufeff@misc{k,\r\n  title = {Über}\r\n}\r\n".encode())
    result = bibtex.read(path)
    assert result.problems == []
    assert result.records[0].title == "Über"
    assert result.records[0].raw_fields == [("title", "{Über}")]


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_with_bom(tmp_path: Path, codec: str) -> None:
    path = tmp_path / "x.bib"
    bom = b"\xff\xfe" if codec.endswith("le") else b"\xfe\xff"
    path.write_bytes(bom + "@misc{k, title = {Ça va}}\n".encode(codec))
    assert bibtex.read(path).records[0].title == "Ça va"


def test_windows_1252_is_read_with_a_note(tmp_path: Path) -> None:
    path = tmp_path / "x.bib"
    path.write_bytes("% first line\n@misc{k, title = {Café – naïve}}\n".encode("cp1252"))
    result = bibtex.read(path)
    assert result.records[0].title == "Café – naïve"
    assert [(p.line, p.reason) for p in result.problems] == [
        (2, "not UTF-8 (first at line 2) and declares no encoding; read as Windows-1252 (detected)")
    ]


def test_binary_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.bib"
    path.write_bytes(b"%PDF-1.7\n\x00\x01\x02@misc{k, title={T}}" * 10)
    with pytest.raises(FormatError, match="not a text file"):
        bibtex.read(path)


def test_binary_without_nul_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.bib"
    path.write_bytes(bytes(range(1, 32)) * 50 + b"@misc{k, title={T}}")
    with pytest.raises(FormatError, match="binary"):
        bibtex.read(path)


def test_plain_text_is_not_bibtex(tmp_path: Path) -> None:
    path = tmp_path / "notes.bib"
    path.write_text("Just some notes about papers, e.g. mail me at someone@example.org.\n")
    with pytest.raises(FormatError, match="not a BibTeX file"):
        bibtex.read(path)


def test_missing_file_and_folder_are_format_errors(tmp_path: Path) -> None:
    with pytest.raises(FormatError, match="no such file"):
        bibtex.read(tmp_path / "missing.bib")
    with pytest.raises(FormatError, match="folder"):
        bibtex.read(tmp_path)


def test_empty_file_is_a_problem_not_an_error() -> None:
    result = bibtex.read_text("  \n")
    assert result.records == []
    assert result.problems[0].reason == "the file is empty"


def test_progress_is_reported_and_can_cancel() -> None:
    text = "".join(f"@misc{{k{i}, title = {{T}}}}\n" for i in range(1200))
    seen: list[tuple[int, int]] = []
    bibtex.read_text(text, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(500, 1200), (1000, 1200), (1200, 1200)]

    def cancel(done: int, total: int) -> None:
        """Cancel at the first report, as a dialog's Cancel button would."""
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        bibtex.read_text(text, progress=cancel)


# --- agreement with bibtexparser on well-formed input ---------------------------------------


def test_raw_values_agree_with_bibtexparser_on_the_round_trip_sample() -> None:
    text = (DATA / "roundtrip.bib").read_text(encoding="utf-8")
    ours = bibtex.read_text(text).records
    theirs = bibtexparser.parse_string(text, parse_stack=[]).entries
    assert [(e.entry_type, e.key) for e in theirs] == [(r.entry_type, r.key) for r in ours]
    for entry, record in zip(theirs, ours, strict=True):
        assert [(f.key.lower(), f.value) for f in entry.fields] == record.raw_fields


# --- crossref -------------------------------------------------------------------------------


def test_crossref_fields_are_inherited_for_display_only() -> None:
    result = bibtex.read_text(
        "@inproceedings{child, title = {Adam}, pages = {1--15}, crossref = {conf}}\n"
        "@proceedings{conf, title = {Proc. of ICLR}, year = 2015, editor = {Bengio, Yoshua},\n"
        "  publisher = {OpenReview}}\n"
    )
    child, parent = result.records
    parents = {r.key.lower(): r for r in result.records if r.key}
    assert bibtex.inherited_fields(child, parents) == [
        ("booktitle", "Proc. of ICLR"),
        ("year", "2015"),
        ("editor", "Bengio, Yoshua"),
        ("publisher", "OpenReview"),
    ]
    shown = bibtex.with_inherited(child, parents)
    assert (shown.venue, shown.year) == ("Proc. of ICLR", 2015)
    assert child.year is None and child.venue == ""
    assert bibtex.inherited_fields(parent, parents) == []


def test_a_file_of_macros_only_says_it_has_no_entries() -> None:
    result = bibtex.read_text('@string{a = "A"}\n@comment{x}\n')
    assert result.records == []
    assert [b.kind for b in result.blocks] == ["string", "comment"]
    assert result.problems[0].reason.startswith("no entries found")


def test_comment_text_after_an_entry_is_not_taken_for_its_lost_fields() -> None:
    # din1505's leitbild.bib: a commented-out template entry, written after another entry
    text = (
        '@booklet{micro,\n  title = "Leitbild",\n  year = 2004\n}\n\n'
        '%%  @BOOKLET{,\n    key = "",\n    title = "",\n}\n%%%%%%%%\n\n'
        '@booklet{otto, title = "Grundsaetze"}\n'
    )
    result = bibtex.read_text(text)
    assert [r.key for r in result.records] == ["micro", "otto"]
    assert not [p for p in result.problems if "not imported" in p.reason]
    lost = bibtex.read_text("@misc{k, title = {T}},\n  year = 2020\n}\n@misc{j, title = {U}}\n")
    assert [r.key for r in lost.records] == ["j"]  # an extra '}' still loses the entry, said
