"""The citation service: styles (bundled and added), formats, errors worded for a person."""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.services import citations
from papershelf.services.citations import CitationError
from papershelf.services.importing import import_file
from tests.paths import DATA, REPO

BUNDLED = {
    "apa", "ieee", "chicago-author-date", "nature", "acm-sig-proceedings",
    "nlm-citation-sequence", "harvard-cite-them-right", "modern-language-association",
}  # fmt: skip


@pytest.fixture
def ids(lib: Library) -> dict[str, int]:
    """The roundtrip file imported: entry id by key."""
    import_file(lib, DATA / "roundtrip.bib")
    return {str(key): int(i) for i, key in lib.execute("SELECT id, key FROM entry")}


def test_the_bundled_styles_are_listed_with_titles_and_short_names() -> None:
    styles = citations.available_styles()
    assert {s.id for s in styles} == BUNDLED
    by_short = {s.short: s for s in styles}
    assert by_short["apa"].title == "APA Style 7th edition"
    assert by_short["vancouver"].id == "nlm-citation-sequence"
    assert all(s.bundled and s.path.parent == REPO / "resources" / "csl" for s in styles)


def test_a_style_is_found_by_id_short_name_or_path() -> None:
    assert citations.find_style("IEEE").id == "ieee"
    assert citations.find_style("mla").id == "modern-language-association"
    path = REPO / "resources" / "csl" / "nature.csl"
    assert citations.find_style(str(path)).path == path
    with pytest.raises(CitationError, match="no citation style 'nosuch'"):
        citations.find_style("nosuch")


def test_an_added_style_is_listed_and_a_file_that_is_not_a_style_is_refused(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "csl"
    source = tmp_path / "my-style.csl"
    source.write_bytes((REPO / "resources" / "csl" / "ieee.csl").read_bytes())
    added = citations.add_style(source, folder)
    assert (added.id, added.bundled, added.path) == ("my-style", False, folder / "my-style.csl")
    assert citations.available_styles(folder)[-1] == added
    bad = tmp_path / "bad.csl"
    bad.write_text("<html>not a style</html>", encoding="utf-8")
    with pytest.raises(CitationError, match=r"bad\.csl: not a CSL style"):
        citations.add_style(bad, folder)
    citations.remove_style("my-style", folder)
    assert citations.available_styles(folder)[-1].bundled


def test_citations_in_author_date_and_numeric_styles(lib: Library, ids: dict[str, int]) -> None:
    chosen = [ids["vaswani2017attention"], ids["muller2020uber"]]
    assert citations.format_citation(lib, chosen, "apa") == (
        "(Müller et al., 2020; Vaswani et al., 2017)"
    )
    assert citations.format_citation(lib, chosen, "ieee") == "[1], [2]"


def test_bibliography_formats(lib: Library, ids: dict[str, int]) -> None:
    chosen = [ids["muller2020uber"]]
    html = citations.format_bibliography(lib, chosen, "apa", "html")
    assert html.startswith('<div class="csl-bib-body">\n  <div class="csl-entry">')
    assert "<i>Journal of Machine Learning Research</i>, <i>21</i>(4), 1–42." in html
    markdown = citations.format_bibliography(lib, chosen, "apa", "markdown")
    assert "*Journal of Machine Learning Research*, *21*(4), 1–42." in markdown
    rtf = citations.format_bibliography(lib, chosen, "apa", "rtf")
    assert rtf.startswith("{\\rtf1\\ansi")
    assert "M\\u252?ller" in rtf and "{\\i Journal of Machine Learning Research}" in rtf
    text = citations.format_bibliography(lib, chosen, "apa")
    assert text == (
        "Müller, J., Groß, H., & García, J. (2020). Über die Konvergenz stochastischer "
        "Gradientenverfahren. Journal of Machine Learning Research, 21(4), 1–42.\n"
    )


def test_clipboard_gets_html_and_plain_text(lib: Library, ids: dict[str, int]) -> None:
    html, text = citations.clipboard_texts(lib, [ids["knuth1984texbook"]], "apa")
    assert html.count('class="csl-entry"') == 1 and "<i>The TeXbook</i>" in html
    assert text == "Knuth, D. E. (1984). The TeXbook. Addison-Wesley.\n"


def test_every_bundled_style_formats_every_entry_type(lib: Library, ids: dict[str, int]) -> None:
    every = sorted(ids.values())
    for style in citations.available_styles():
        for fmt in citations.FORMATS:
            entries = citations.format_entries(lib, every, style.id, fmt)
            assert len(entries) == len(every), (style.id, fmt)
            assert all(entry.strip() for entry in entries), (style.id, fmt)


def test_an_unknown_format_is_refused(lib: Library) -> None:
    with pytest.raises(CitationError, match="unknown format 'pdf'"):
        citations.format_bibliography(lib, [1], "apa", "pdf")


def test_a_preview_shows_the_reference_and_what_the_type_lacks(
    lib: Library, ids: dict[str, int]
) -> None:
    shown = citations.preview(lib, ids["muller2020uber"], "apa")
    assert shown is not None and shown.missing == ()
    assert "<i>Journal of Machine Learning Research</i>" in shown.reference
    lacking = citations.preview(lib, ids["simonyan2015vgg"], "ieee", "text")
    assert lacking is not None and lacking.missing == ()  # its venue comes from its crossref
    assert "in 3rd International Conference on Learning Representations" in lacking.reference
    assert citations.preview(lib, 10**6, "apa") is None


def test_a_preview_names_the_required_fields_an_entry_lacks(lib: Library) -> None:
    from tests.factories import add, record

    (entry_id,) = add(lib, record("Lonely", key="lonely", year=None)).added
    shown = citations.preview(lib, entry_id, "apa", "text")
    assert shown is not None
    assert shown.missing == ("author", "journal", "year")
    # APA 9.12: no author, so the title moves to the author's place, once; no date: n.d.
    assert shown.reference == "Lonely. (n.d.)."


def test_editors_standing_in_for_authors_are_not_printed_twice(
    lib: Library, ids: dict[str, int]
) -> None:
    (apa,) = citations.format_entries(lib, [ids["iclr2015"]], "apa")
    assert apa == (
        "Bengio, Y., & LeCun, Y. (Eds.). (2015). 3rd International Conference on Learning "
        "Representations, ICLR 2015."
    )
