"""The export's cheap checks (bibtex_recheck) give what decoding the value again gives, and an
export of a physics-shaped library is byte for byte what it was before they were added.

The golden file was written by the export of main at 612bbd7 (before bibtex_recheck) from
the same .bib with the same edits: every title with math, every accented author list and
the edge cases of math beside text go through the new checks, in both flavours.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from papershelf.formats.bib import bibtex_recheck
from papershelf.formats.bib.bibtex_fields import decode_value
from papershelf.formats.bib.bibtex_recheck import decoded_names, math_kept
from papershelf.formats.text.latex import decode_names
from papershelf.library.db import Library
from papershelf.services.entries import update_entry
from papershelf.services.exporting import ExportScope, export_text
from papershelf.services.importing import import_file

DATA = Path(__file__).resolve().parents[1] / "data"
PHYSICS = DATA / "export_physics" / "physics-shaped.bib"
GOLDEN = DATA / "export_physics" / "physics-shaped.golden.txt"
# Edits after the import: values that equal their raw text, or differ from it by a little.
EDITS = {
    "edge.math.2": {"title": "Spaces in math $a  b$ are squashed"},
    "edge.math.9": {"title": "Cafe\u0301 beside $\\gamma$ math"},
    "edge.math.7": {"title": "Text {Braced} beside $\\mathrm{CP}$ math"},
    "edge.math.1": {"authors_text": "P\u00e9rez, J. and Aleksi\u0107, A. and Ad\u011b{}n, B."},
}

_TEXT = st.sampled_from(
    ["Decay", " ", "of", "$", "${B}_{s}^{0}$", "\\ensuremath{\\mu}", "{", "}", "{x}", "%", "\\$",
     "$$", "\\url{a}", "\\ifmmode a\\else b\\fi{}", "\\text{ $c$ }", "--", "~", "``", "''", "#",
     "  ", "\n", "\t", "\xa0", "e\u0301", "é", "\ue100", "\\(", "\\)", "_", "^", "\\", "a{b"]
)  # fmt: skip
_NAME_PIECES = st.sampled_from(
    ["Aleksi", "{\\ifmmode \\acute{c}\\else \\'{c}\\fi{}}",
     "\\ifmmode \\check{e}\\else \\v{e}\\fi{}", "M{\\\"u}ller", "\\'Alvarez", "{\\O}", ", ",
     " and ", " AND ", "J.~A.", "{The Team}", " ",
     "\\Thanh{}", "$x$", "--", "Smith", ", Jr.", "{\\ss}", "\\v{S}koda", "  ", "\n", "{and}"]
)  # fmt: skip


def _golden_export(lib: Library) -> str:
    """The physics-shaped file imported into lib, edited, exported in both flavours."""
    import_file(lib, PHYSICS)
    ids = {key: entry_id for key, entry_id in lib.execute("SELECT key, id FROM entry")}
    for key, values in EDITS.items():
        update_entry(lib, ids[key], values)
    bibtex = export_text(lib, ExportScope(), "bibtex")
    return bibtex + "\n=====\n" + export_text(lib, ExportScope(), "biblatex")


def test_a_physics_shaped_export_is_byte_for_byte_what_it_was(lib: Library) -> None:
    assert _golden_export(lib) == GOLDEN.read_text(encoding="utf-8")


@settings(max_examples=600, deadline=None)
@given(st.lists(_TEXT, min_size=1, max_size=9).map("".join))
@example("Measurement of ${B}_{s}^{0}\\ensuremath{\\rightarrow}{\\ensuremath{\\mu}}^{+}$ decays")
@example("Spaces in math $a  b$")
@example("Nested $a \\text{b $c$ d}$ dollars")
def test_math_kept_only_when_decoding_keeps_the_text(text: str) -> None:
    if math_kept(text):
        assert decode_value("title", text) == text


def test_math_kept_takes_the_publishers_titles() -> None:
    assert math_kept("Decays of ${B}_{s}^{0}$ mesons at $\\sqrt{s}=13\\text{ }\\mathrm{TeV}$")
    assert not math_kept("No math here")
    assert not math_kept("Display math $$E$$ here")
    assert not math_kept("An {Accented} word beside $x$")


@settings(max_examples=600, deadline=None)
@given(st.lists(_NAME_PIECES, min_size=1, max_size=12).map("".join))
def test_decoded_names_are_decode_names(text: str) -> None:
    assert decoded_names(text) == decode_names(text)


def test_decoded_names_agree_on_real_and_physics_author_lists() -> None:
    lines = (DATA / "real-10k-names.txt").read_text(encoding="utf-8").splitlines()[1:]
    real = [" and ".join(lines[i : i + 40]) for i in range(0, len(lines), 40)]
    physics = [
        line.split("= {", 1)[1].rstrip("},")
        for line in PHYSICS.read_text(encoding="utf-8").splitlines()
        if line.startswith("  author = {")
    ]
    for names in [*real, *physics, *physics]:  # the second time from the memo
        assert decoded_names(names) == decode_names(names)


def test_the_memo_of_names_is_emptied_when_full(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bibtex_recheck, "_NAMES_LIMIT", 2)
    monkeypatch.setattr(bibtex_recheck, "_names", {})
    decoded_names('M{\\"u}ller, A. and Berg, B. and {\\O}berg, B. and {\\L}ada, C. and {\\AA}s, D.')
    # the plain name and the accented one (decoded as fast as looked up) are not kept
    assert list(bibtex_recheck._names) == ["{\\AA}s, D."]


_ACCENTS = st.builds(
    "{}{}{}".format,
    st.sampled_from(["\\'", "\\`", "\\^", '\\"', "\\~", "\\=", "\\.", "\\u", "\\v", "\\H", "\\c"]),
    st.sampled_from(["{a}", "{c}", "{E}", "{i}", "{o}", "{S}", "{z}", "{q}", "{g}"]),
    st.sampled_from(["", "bare"]),
).map(lambda a: a[: -len("bare")] if a.endswith("bare") else "{" + a + "}")
_APS = st.builds(
    "{3}\\ifmmode \\{0}{1}\\else {2}\\fi{{}}{4}".format,
    st.sampled_from(["acute", "check", "ddot", "hat", "grave", "tilde", "breve"]),
    st.sampled_from(["{c}", "{e}", "{a}"]),
    st.sampled_from(["\\'{c}", '\\"{e}', "\\v{a}", "\\^{o}", "\\H{a}", "\\~{n}"]),
    st.sampled_from(["{", ""]),
    st.sampled_from(["}", ""]),
)
_PLAIN = st.sampled_from(["Aleksi", "r", ", ", " and ", " AND ", "J. A.", " ", "  ", "", "and"])


@settings(max_examples=800, deadline=None)
@given(st.lists(st.one_of(_ACCENTS, _APS, _PLAIN, _NAME_PIECES), min_size=1, max_size=14))
@example(["Ga", "{\\ifmmode \\tilde{a}\\else \\~{a}\\fi{}}", "r, C. and ", "\\H{a}"])
@example(["{\\'c}", "ab and {\\'{E}}mile"])
@example(
    [
        "Ad\\ifmmode \\check{e}\\else \\v{e}\\fi{}n, J. and ",
        "\\ifmmode \\check{e}\\else \\v{e}\\fi{}",
    ]
)
def test_accented_lists_decode_as_decode_names_does(parts: list[str]) -> None:
    text = "".join(parts)
    assert decoded_names(text) == decode_names(text)


def test_an_aps_author_list_is_decoded_without_cutting_it_into_names(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(bibtex_recheck, "_names", {})
    text = "Asski, P. and Ga{\\ifmmode \\tilde{a}\\else \\~{a}\\fi{}}r, C. and \\v{S}koda, J."
    assert decoded_names(text) == "Asski, P. and Ga\u00e3r, C. and \u0160koda, J."
    assert bibtex_recheck._names == {}  # no name went through the memo of whole names
