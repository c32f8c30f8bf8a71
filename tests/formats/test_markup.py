"""Abstract and title markup: what a reader sees in the detail view and the list."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from papershelf.formats.text.markup import ALLOWED_TAGS, MAX_MARKUP_CHARS, to_html, to_plain
from tests.paths import SAMPLE

SMALL_CAPS = ("style", "font-variant:small-caps")
# Named, because ruff rightly flags look-alike characters written literally.
TIMES = "\N{MULTIPLICATION SIGN}"
ALPHA = "\N{GREEK SMALL LETTER ALPHA}"
EN_DASH = "\N{EN DASH}"


class _Reader(HTMLParser):
    """Collects the tags and the visible text of an HTML fragment, checking their nesting."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.open: list[str] = []
        self.text: list[str] = []
        self.nesting_ok = True

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))
        if tag != "br":
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open.pop() != tag:
            self.nesting_ok = False

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def read(fragment: str) -> _Reader:
    """Parse to_html's output."""
    reader = _Reader()
    reader.feed(fragment)
    reader.close()
    return reader


def visible(fragment: str) -> str:
    """The text a reader sees in an HTML fragment."""
    return "".join(read(fragment).text)


def assert_safe(fragment: str) -> None:
    """Only allowed tags, no attribute but the small-caps style, properly nested."""
    reader = read(fragment)
    for tag, attrs in reader.tags:
        assert tag in ALLOWED_TAGS, fragment
        assert attrs == ([SMALL_CAPS] if tag == "span" else []), fragment
    assert reader.nesting_ok and not reader.open, fragment


def sample_abstracts() -> list[str]:
    """Every abstract of the sample (paragraphs after the title line)."""
    assert SAMPLE.exists(), f"the sample is missing: {SAMPLE}"
    blocks = SAMPLE.read_text(encoding="utf-8").split("\n\n")
    return [block.strip() for block in blocks[1:] if block.strip()]


# --- the constructs authors use --------------------------------------------------------------


def test_markdown_bold_and_italic() -> None:
    assert to_html("we introduce **Metamizer**, a novel") == (
        "<p>we introduce <b>Metamizer</b>, a novel</p>"
    )
    assert to_html("*computation trees* and _exemplar_") == (
        "<p><i>computation trees</i> and <i>exemplar</i></p>"
    )
    assert to_html("***both***") == "<p><b><i>both</i></b></p>"


def test_bold_inside_a_word() -> None:
    html = to_html("deep **Koo**pman model with **N**eural **Pro**cess")
    assert html == "<p>deep <b>Koo</b>pman model with <b>N</b>eural <b>Pro</b>cess</p>"


def test_underscores_and_lone_stars_inside_text_stay() -> None:
    assert visible(to_html("snake_case_name and x_i")) == "snake_case_name and x_i"
    assert visible(to_html("2 * 3 * 4")) == "2 * 3 * 4"


def test_latex_text_commands() -> None:
    assert to_html(r"\emph{x}") == "<p><i>x</i></p>"
    assert to_html(r"\textit{not} \textbf{all}") == "<p><i>not</i> <b>all</b></p>"
    assert to_html(r"\texttt{foo\_bar}") == "<p><code>foo_bar</code></p>"
    assert to_html(r"\textsc{Bert}") == '<p><span style="font-variant:small-caps">Bert</span></p>'
    assert to_html(r"{\bf a} {\em b}") == "<p><b>a</b> <i>b</i></p>"


def test_nested_commands_and_braces() -> None:
    assert to_html(r"\textbf{a \emph{b {c}} d}") == "<p><b>a <i>b c</i> d</b></p>"
    assert to_plain(r"{BERT}: pre-training of {{deep}} transformers") == (
        "BERT: pre-training of deep transformers"
    )


def test_unknown_commands_keep_their_argument() -> None:
    assert to_plain(r"\foo{kept} and \unknown gone") == "kept and gone"
    assert to_plain(r"\href{https://x.org}{the link text}") == "the link text"


def test_math_becomes_unicode() -> None:
    assert visible(to_html(r"over a 20$\times$ speedup")) == f"over a 20{TIMES} speedup"
    assert visible(to_html(r"$\lambda$-returns")) == "λ-returns"
    assert visible(to_html(r"$10\times$ faster")) == f"10{TIMES} faster"
    assert visible(to_html(r"an $\alpha$-divergence")) == f"an {ALPHA}-divergence"
    assert visible(to_html(r"$O(n^2)$")) == "O(n²)"
    assert visible(to_html(r"$\mathcal{O}(n \log n)$")) == "O(n log n)"
    assert visible(to_html(r"across $7$ datasets")) == "across 7 datasets"


def test_math_variables_are_italic_and_scripts_use_unicode_or_tags() -> None:
    assert to_html("$x_i$") == "<p><i>x</i>ᵢ</p>"
    assert to_html("$x^{n+1}$") == "<p><i>x</i><sup><i>n</i>+1</sup></p>"
    assert to_plain("$x^{n+1}$ and $e^{-2}$ and $A^\\top$") == "xⁿ⁺¹ and e⁻² and Aᵀ"
    assert to_plain(r"$\sum_{i=1}^{n} w_{\text{max}}$") == "∑ᵢ₌₁ⁿ wₘₐₓ"
    assert to_plain(r"$x^{q}$") == "x^q"  # Unicode has no superscript q


def test_spaced_formulas_and_prices() -> None:
    assert to_plain(r"a $ \times $ b and $ x$") == f"a {TIMES} b and x"
    assert to_plain("costs $5 and $10, or $5 and $x$") == "costs $5 and $10, or $5 and x"
    assert to_plain("$ $ and $x$1") == "$ $ and $x$1"


def test_other_math_delimiters() -> None:
    assert to_plain(r"\(x^2\), \[y_1\] and $$z$$") == "x², y₁ and z"


def test_escapes_dashes_quotes_and_accents() -> None:
    assert to_plain(r"50% of 10\% \& A\_B cost \$5") == "50% of 10% & A_B cost $5"
    assert to_plain("pages 10--20 --- then ``this''") == f"pages 10{EN_DASH}20 — then “this”"
    assert to_plain("a~b") == "a\xa0b"
    assert to_plain(r"Schr{\"o}dinger, G\'{e}rard, Erd\H{o}s, \c{c}a, \ss") == (
        "Schrödinger, Gérard, Erdős, ça, ß"
    )
    assert to_plain(r"http://x.org/\~{}me") == "http://x.org/~me"


def test_percent_in_math_is_not_a_comment() -> None:
    assert to_plain("$50%$ of the $x$") == "50% of the x"


def test_urls_are_left_verbatim() -> None:
    text = r"see https://github.com/a_b/c_d*e and \url{https://x.org/a_b%20c}"
    assert to_plain(text) == "see https://github.com/a_b/c_d*e and https://x.org/a_b%20c"


def test_paragraphs_and_line_breaks() -> None:
    assert to_html("one\ntwo\n\n\nthree") == "<p>one two</p><p>three</p>"
    assert to_html(r"a\\b") == "<p>a<br>b</p>"
    assert to_html("") == ""


# --- broken and hostile input ----------------------------------------------------------------


def test_hostile_html_is_literal_text() -> None:
    text = '<img src="file:///etc/passwd"> <script>alert(1)</script> <a href="javascript:x">'
    html = to_html(text)
    assert "&lt;img" in html and "&lt;script&gt;" in html and "&lt;a href" in html
    assert "<img" not in html and "<script" not in html and "<a " not in html
    assert_safe(html)
    assert visible(html) == text
    assert to_plain(text) == text


def test_hostile_html_inside_markup_is_still_escaped() -> None:
    html = to_html(r'**<img src=x>** \emph{<script>} $<b>$ \textsc{"><b>}')
    assert "<img" not in html and "<script" not in html
    assert_safe(html)


def test_unpaired_markers_stay_literal() -> None:
    assert visible(to_html("**no partner and a lone *")) == "**no partner and a lone *"
    assert visible(to_html("costs $5 and $10 now")) == "costs $5 and $10 now"
    assert visible(to_html("a $ b")) == "a $ b"


def test_unclosed_command_runs_to_the_end_of_the_paragraph() -> None:
    html = to_html("\\emph{open and never closed\n\nnext")
    assert html == "<p><i>open and never closed</i></p><p>next</p>"
    assert to_plain(r"a \cite{never closed") == "a never closed"


def test_stray_braces_and_backslashes() -> None:
    assert to_plain("a } b { c") == "a } b { c"
    assert to_plain("ends with a backslash \\") == "ends with a backslash \\"
    assert to_plain("$\\frac{a$") == "a"


def test_pylatexenc_never_reads_files(tmp_path: Path) -> None:
    secret = tmp_path / "secret.tex"
    secret.write_text("TOPSECRET", encoding="utf-8")
    assert "TOPSECRET" not in to_plain(f"$\\input{{{secret}}}$ $\\include{{{secret}}}$")


def test_control_characters_and_surrogates_are_dropped() -> None:
    assert to_plain("a\x00b\x1bc\ud800d") == "abc\ufffdd"


@pytest.mark.parametrize(
    "unit",
    ["*$\\{}_", "**a $b \\emph{c ", "{", "}", "\\", "$a", "*_", "\\(", "`", "{\\bf\\it ",
     "$x^{y^{z^{", "https://", "\\'e", "$\\alpha_{1}$ "],
)  # fmt: skip
def test_a_megabyte_of_adversarial_markup_gives_safe_html(unit: str) -> None:
    # How long it takes is measured in bench/worst_case_bench.py (markup_worst_s).
    text = unit * (1_000_000 // len(unit))
    html = to_html(text)
    plain = to_plain(text)
    assert html.startswith("<p>") and plain
    assert_safe(html)


def test_deeply_nested_braces_do_not_overflow() -> None:
    depth = MAX_MARKUP_CHARS // 4
    text = "{" * depth + r"\emph{x}" + "}" * depth
    assert to_plain(text) == "x"
    assert_safe(to_html(text))


def test_text_past_the_markup_limit_is_shown_literally() -> None:
    head = "**bold**\n\n" + "x" * MAX_MARKUP_CHARS
    html = to_html(head + "\n\n**not formatted**")
    assert html.startswith("<p><b>bold</b></p>")
    assert html.endswith("<p>**not formatted**</p>")


MARKUP_ALPHABET = "*$\\{}<>&\"' \naexzQ19_^~%#`-"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet=st.sampled_from(MARKUP_ALPHABET) | st.characters(), max_size=80))
def test_any_input_gives_safe_well_formed_html(text: str) -> None:
    html = to_html(text, highlight=["a", "x", "span", "amp"])
    assert_safe(html)
    assert "\\emph" not in visible(html)
    to_plain(text)


WORD_ALPHABET = "*$\\{}<>& \naexzQ19"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=WORD_ALPHABET, max_size=60))
def test_words_outside_markup_are_never_lost(text: str) -> None:
    # Command names (\xyz) are markup; every other run of letters and digits must survive.
    outside = re.sub(r"\\(?:[A-Za-z]+|.)", " ", text, flags=re.DOTALL)
    shown = visible(to_html(text))
    plain = to_plain(text)
    for word in re.findall(r"[A-Za-z0-9]+", outside):
        assert word in shown.replace("\n", " "), (text, shown)
        assert word in plain, (text, plain)


# --- the sample -----------------------------------------------------------------------


def test_sample_abstracts_show_no_markup() -> None:
    abstracts = sample_abstracts()
    assert len(abstracts) > 10
    for abstract in abstracts:
        html = to_html(abstract)
        assert_safe(html)
        for shown in (visible(html), to_plain(abstract)):
            assert "**" not in shown and "$" not in shown
            assert "\\emph" not in shown and "\\textit" not in shown and "\\times" not in shown


def test_sample_constructs_render() -> None:
    html = to_html("\n\n".join(sample_abstracts()))
    assert "<b>Metamizer</b>" in html
    assert "<i>irregular time</i>" in html
    assert "<i>not</i>" in html
    assert "<i>computation trees</i>" in html
    assert "<b>Koo</b>pman" in html
    assert f"over a 20{TIMES} speedup" in html
    assert "across 7 real-world datasets" in html


# --- plain text ------------------------------------------------------------------------------


def test_plain_strips_markup_and_collapses_whitespace() -> None:
    text = "  **Bold**   and \\emph{it}\n$\\lambda$ \n\n next   para  "
    assert to_plain(text) == "Bold and it λ next para"


def test_plain_keeps_html_as_text() -> None:
    assert to_plain("<script>alert('x')</script> & <b>") == "<script>alert('x')</script> & <b>"


def test_plain_of_titles() -> None:
    assert to_plain(r"{GPT}-4 Is $\mathbf{10}\times$ Better at {\"U}bersetzung") == (
        f"GPT-4 Is 10{TIMES} Better at Übersetzung"
    )


# --- search highlighting ---------------------------------------------------------------------


def test_highlight_marks_word_starts_case_insensitively() -> None:
    html = to_html("The Optimizer and optimization, not suboptimal.", highlight=["optim"])
    assert html == (
        "<p>The <mark>Optim</mark>izer and <mark>optim</mark>ization, not suboptimal.</p>"
    )


def test_highlight_ignores_accents_both_ways() -> None:
    html = to_html(r"Schrödinger, Schr{\"o}dinger", highlight=["schrodinger"])
    assert html == "<p><mark>Schrödinger</mark>, <mark>Schrödinger</mark></p>"
    assert "<mark>Schrodinger</mark>" in to_html("Schrodinger", highlight=["Schrödinger"])


def test_highlight_never_touches_tags_or_entities() -> None:
    assert to_html("**bold** text", highlight=["b"]) == "<p><b><mark>b</mark>old</b> text</p>"
    assert to_html("A & amplifier", highlight=["amp"]) == "<p>A &amp; <mark>amp</mark>lifier</p>"
    terms = ["span", "font", "p", "style"]
    html = to_html(r"\textsc{fonts} in a <span> paragraph", highlight=terms)
    assert_safe(html)
    assert visible(html) == "fonts in a <span> paragraph"


def test_highlight_across_markup_stays_well_formed() -> None:
    html = to_html("the **Koo**pman model", highlight=["koopman"])
    assert html == "<p>the <b><mark>Koo</mark></b><mark>pman</mark> model</p>"


def test_highlight_options() -> None:
    assert to_html("alpha beta", highlight="beta") == "<p>alpha <mark>beta</mark></p>"
    assert to_html("alpha beta", highlight=["", "  "]) == "<p>alpha beta</p>"
    assert to_html("alpha beta", highlight=["be", "al"]) == (
        "<p><mark>al</mark>pha <mark>be</mark>ta</p>"
    )
    assert "<mark>" in to_html("$\\alpha$-divergence", highlight=["diverg"])


@pytest.mark.parametrize("text", ["see \\href here", "$\\href$", "\\href", "a \\href{b} c"])
def test_a_command_missing_its_arguments_shows_without_crashing(text: str) -> None:
    # \href alone once sent the fallback back into pylatexenc without end (RecursionError).
    assert "\\href" not in visible(to_html(text))
    assert "\\href" not in to_plain(text)
