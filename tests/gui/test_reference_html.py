"""Formatted references shown and pasted keep formatting tags only (gui/detail/reference_html)."""

from __future__ import annotations

from papershelf.gui.detail.reference_html import clipboard_html, safe_reference_html, safe_style


def test_italics_small_caps_and_entities_survive() -> None:
    markup = (
        "Vaswani, A. (2017). Attention &amp; more. <i>NeurIPS</i>, "
        '<span style="font-variant:small-caps;">Proc.</span> 1–10.'
    )
    assert safe_reference_html(markup) == (
        "Vaswani, A. (2017). Attention &amp; more. <i>NeurIPS</i>, "
        '<span style="font-variant:small-caps">Proc.</span> 1–10.'
    )


def test_images_links_and_scripts_in_a_title_do_not_become_markup() -> None:
    markup = (
        'A <img src="file:///etc/passwd"> title <a href="http://x">link</a>'
        '<script>alert(1)</script> <b onclick="x()">bold</b>'
    )
    assert safe_reference_html(markup) == "A  title link <b>bold</b>"


def test_a_style_keeps_only_font_properties() -> None:
    assert safe_style("font-style:italic; background:url(http://x); color:red") == (
        "font-style:italic"
    )
    assert safe_style('font-weight:bold;font-variant:small-caps"><img') == "font-weight:bold"


def test_unclosed_tags_are_closed_and_stray_ends_dropped() -> None:
    assert safe_reference_html("<i>open <b>both</i> after</b> end") == (
        "<i>open <b>both</b></i> after end"
    )
    assert safe_reference_html("<i>never closed") == "<i>never closed</i>"


def test_the_clipboard_document_has_one_paragraph_per_reference() -> None:
    page = clipboard_html(["One <i>A</i>.", "Two <i>B</i>."])
    assert page.count("<p>") == 2 and "<i>A</i>" in page and page.startswith("<html>")
