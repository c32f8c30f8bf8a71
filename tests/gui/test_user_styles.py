"""Added citation styles: checked with a reason for a bad file, then copied and listed."""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.gui.dialogs.user_styles import StyleFileError, add_user_style, check_style
from papershelf.services.citations import available_styles, find_style

STYLE = Path(__file__).resolve().parents[1] / "data" / "shelf-test-style.csl"
DEPENDENT = """<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" version="1.0" default-locale="en-US">
  <info>
    <title>Journal of Examples</title>
    <link href="http://www.zotero.org/styles/journal-of-examples" rel="self"/>
    <link href="http://www.zotero.org/styles/apa" rel="independent-parent"/>
  </info>
</style>
"""


def test_an_added_style_is_copied_and_listed_by_its_title(tmp_path: Path) -> None:
    folder = tmp_path / "styles"
    added = add_user_style(STYLE, folder)
    assert added.title == "Shelf Test Style" and not added.bundled
    assert added.path.parent == folder and added.path.read_bytes() == STYLE.read_bytes()
    assert [s.title for s in available_styles(folder) if not s.bundled] == ["Shelf Test Style"]
    assert find_style(added.id, folder) == added


def test_adding_the_same_style_again_replaces_it(tmp_path: Path) -> None:
    folder = tmp_path / "styles"
    first = add_user_style(STYLE, folder)
    again = add_user_style(STYLE, folder)
    assert again.path == first.path and len(list(folder.iterdir())) == 1


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("<style><broken", "its XML is broken"),
        ("<html><body>not a style</body></html>", "not a CSL style"),
        (DEPENDENT, "dependent style: it only points at the style “apa”"),
        (
            '<style xmlns="http://purl.org/net/xbiblio/csl"><info><title>T</title></info></style>',
            "neither a citation nor a bibliography",
        ),
        ('<style xmlns="http://purl.org/net/xbiblio/csl"><citation/></style>', "without a title"),
    ],
)
def test_a_file_that_is_no_usable_style_is_refused_with_the_reason(
    tmp_path: Path, text: str, reason: str
) -> None:
    bad = tmp_path / "bad.csl"
    bad.write_text(text)
    with pytest.raises(StyleFileError, match=reason):
        add_user_style(bad, tmp_path / "styles")
    assert not (tmp_path / "styles").exists() or not list((tmp_path / "styles").iterdir())


def test_a_style_citeproc_cannot_use_is_refused_before_it_is_copied(tmp_path: Path) -> None:
    bad = tmp_path / "no-layout-element.csl"
    text = (
        STYLE.read_text()
        .replace('<layout suffix=".">', "<group>")
        .replace("</layout>\n  </bibliography>", "</group>\n  </bibliography>")
    )
    bad.write_text(text)
    assert check_style(bad) == "Shelf Test Style"  # it looks like a style
    with pytest.raises(StyleFileError, match="cannot format a reference"):
        add_user_style(bad, tmp_path / "styles")
    assert not (tmp_path / "styles").exists()


def test_a_style_broken_after_it_was_added_is_no_longer_offered(tmp_path: Path) -> None:
    folder = tmp_path / "styles"
    added = add_user_style(STYLE, folder)
    added.path.write_text("<style")
    assert [s for s in available_styles(folder) if not s.bundled] == []
    with pytest.raises(StyleFileError):
        check_style(added.path)
