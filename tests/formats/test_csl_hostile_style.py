"""A hostile .csl style cannot put markup into a bibliography (issue 30, item 13).

citeproc-py copies a style's own text (a <text value>, prefixes, suffixes, delimiters, its
locale terms) into the output as it is: tests/data/citations/hostile-style.csl (written for
this test, CC0, its comment says so) wrote `<script>` into HTML and Markdown and RTF
fields into RTF. Every output format must show that text as text.
"""

from __future__ import annotations

import re

import pytest

from papershelf.formats.csl.csl_render import render
from papershelf.services.citations import bibliography_document, bundled_folder
from tests.paths import DATA

STYLE = DATA / "citations" / "hostile-style.csl"
ITEMS = [
    {"id": "a", "type": "article-journal", "title": "Attention & <Friends>",
     "author": [{"family": "Smith", "given": "J"}, {"family": "Doe", "given": "A"}],
     "issued": {"date-parts": [[2020]]}},
    {"id": "b", "type": "book", "title": "Second", "author": [{"family": "Roe", "given": "B"}],
     "issued": {"date-parts": [[2021]]}},
]  # fmt: skip


def rendered(fmt: str) -> str:
    """The in-text citation and the bibliography document of ITEMS in *fmt*."""
    result = render(ITEMS, STYLE, fmt)
    return result.citation + "\n" + bibliography_document(result.entries, fmt)


def test_html_shows_the_style_text_as_text() -> None:
    html = rendered("html")
    tags = set(re.findall(r"<(/?[a-z]+)", html))
    assert tags <= {"div", "/div"}  # only the document's own csl-entry divisions
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&lt;img src=x onerror=alert(4)&gt;" in html
    assert "Attention &amp; &lt;Friends&gt;" in html  # the items' text, as before


def test_markdown_has_no_raw_html_and_no_link() -> None:
    markdown = rendered("markdown")
    assert not re.search(r"(?<!\\)<", markdown)
    assert not re.search(r"(?<!\\)\]\(", markdown)
    assert "\\<script\\>alert(1)\\</script\\>" in markdown


def test_rtf_has_no_field_or_group_from_the_style() -> None:
    rtf = rendered("rtf")
    body = rtf.split("\\f0\\fs24\n", 1)[1]
    assert "{\\field" not in rtf and "{\\rtlch" not in body
    assert "\\{\\\\field\\{\\\\*\\\\fldinst HYPERLINK" in rtf


@pytest.mark.parametrize("fmt", ["text"])
def test_plain_text_keeps_the_style_text_as_written(fmt: str) -> None:
    assert "<script>alert(5)</script> J Smith" in rendered(fmt)


def test_a_label_from_affixes_is_escaped_in_markdown_and_keeps_its_space() -> None:
    entries = render(ITEMS, bundled_folder() / "ieee.csl", "markdown").entries
    assert entries[0].startswith("\\[1\\] ")
