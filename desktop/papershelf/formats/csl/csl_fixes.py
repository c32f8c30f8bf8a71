"""What citeproc-py gets wrong for the bundled styles, mended: in the style as it is loaded,
in citeproc-py itself (nine methods replaced: PATCHES, which formats/csl/csl_patches applies after
checking the release and each method), or in its output. Each is a rule of the CSL 1.0.2
specification that citeproc-py 0.11 breaks:

- `initialize="false"` (Chicago, MLA): citeproc-py initialises given names whenever
  `initialize-with` is set, also inherited; its Name.get_option is wrapped so that a name
  element that says initialize="false" has no initialize-with.
- `page-range-format`: citeproc-py compares the two numbers of a range from the left
  whatever their lengths ('1–42' came out as '1–2' in minimal formats) and never expands an
  abbreviated end ('321–28'); its last-page rule is replaced by the specification's
  expanded, minimal, minimal-two and chicago(-15/-16) rules.
- `text-case` on a label ('(Eds.)' in APA): citeproc-py passes labels no language, and
  takes a missing language as not English, so title case was never applied ('(eds.)');
  TextCased.case is wrapped to read a missing language as the style's default (English).
- a group with a `choose` whose taken branch prints only fixed text: citeproc-py asks
  whether the choose calls a variable in any branch, not the one taken, so APA printed
  '(Publication)' for a thesis with no number; Group.process is replaced by one that
  asks the branch taken (the specification's group suppression).
- a localized date's delimiter (NLM/Vancouver's '2016 Jun 3'): citeproc-py joins the
  parts with the calling element's delimiter instead; the style is loaded with it copied.
- `disambiguate="true"` conditions: citeproc-py does not disambiguate and takes such a
  branch as always true (MLA cited every work with its title); the condition is false in
  the first pass the specification describes, and it stays false here.
- `punctuation-in-quote` (en-US locales): a comma or period after a closing quotation
  mark moves inside it ('"Title," in'), as American styles want.
- `second-field-align` (IEEE, Vancouver, Nature, ACM) and `display="left-margin"`:
  citeproc-py writes no block for the label, so '[1]' ran into the author; a space
  separates them.
- a doubled period where a field ends in one ('et al..', 'Inc..') is one period; trailing
  spaces (an entry that ends after a delimiter) are removed.

- substituted variables: a variable printed in place of the author (a book's editors, an
  untitled author's title) must be left out in the rest of the entry; citeproc-py only
  did so for a `text` with that very variable, so APA printed an authorless paper's title
  twice and a proceedings' editors twice. Substitute records the variables its chosen
  child printed (through text, names and macros), and text and names leave them out.

And for speed: citeproc-py compiled each XPath expression anew on every call and searched
the style for a macro each time one is used (APA calls macros ~140 times an entry); the
compiled expressions and each style's macros by name are kept.

Not mended (known): no disambiguation at all (two 'Smith 2020' stay alike, no 'a'/'b'
year suffixes) and no subsequent-author-substitute (MLA's '———').
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from citeproc import CitationStylesStyle, model
from lxml import etree

from papershelf.formats.csl.csl_patches import Patch, original

__all__ = ["PATCHES", "last_page", "mend_output", "mend_style"]

_CSL = "{http://purl.org/net/xbiblio/csl}"
NEVER = "papershelf-never"  # a variable no item has: a condition on it never holds


def mend_style(style: CitationStylesStyle) -> None:
    """Mend a style just loaded (see the module docstring)."""
    _mend_date_delimiters(style)
    _mend_disambiguate(style)


def _mend_date_delimiters(style: CitationStylesStyle) -> None:
    """Give a localized date call the delimiter of the style's own localized date:
    citeproc-py joins the parts with the calling element's (none: '2016Jun')."""
    delimiters = {
        date.get("form"): date.get("delimiter")
        for date in style.root.iterfind(f"{_CSL}locale/{_CSL}date")
        if date.get("delimiter") is not None
    }
    if not delimiters:
        return
    for date in style.root.iter(f"{_CSL}date"):
        form = date.get("form")
        if form in delimiters and date.get("delimiter") is None and date.get("variable"):
            date.set("delimiter", delimiters[form])


def _mend_disambiguate(style: CitationStylesStyle) -> None:
    """Make `disambiguate="true"` conditions false (see the module docstring)."""
    for element in style.root.iter(f"{_CSL}if", f"{_CSL}else-if"):
        if element.get("disambiguate") != "true":
            continue
        del element.attrib["disambiguate"]
        match = element.get("match", "all")
        others = set(element.attrib) - {"match"}
        if match == "none":
            if not others:
                del element.attrib["match"]  # 'none' of one false condition: always
        elif match == "all" or not others:
            element.set("variable", f"{element.get('variable', '')} {NEVER}".strip())


# --- citeproc-py's methods ----------------------------------------------------------------------

_original_name_option = original(model.Name, "get_option")


def _name_option(self: Any, name: str, context: Any = None, sort_options: Any = None) -> Any:
    """Name.get_option, with no initialize-with where the element says initialize="false"."""
    if name == "initialize-with" and self.get("initialize") == "false":
        return None
    return _original_name_option(self, name, context, sort_options)


def _format_last_page(self: Any, first: str, last: str) -> str:
    """FormatNumber._format_last_page by the specification (see last_page)."""
    return last_page(first, last, self.get_root().get_option("page-range-format"))


def last_page(first: str, last: str, range_format: str | None) -> str:
    """The end of a page range as page-range-format writes it ('321', '328' -> '28' in
    minimal-two); non-numeric pages are left as they are."""
    if not (first.isdigit() and last.isdigit()):
        return last
    if len(last) < len(first):
        last = first[: len(first) - len(last)] + last  # '321-28': the end abbreviated
    if int(last) <= int(first) or len(last) != len(first):
        return last
    kept = _kept_digits(first, last, range_format or "expanded")
    return last[len(last) - kept :]


def _kept_digits(first: str, last: str, range_format: str) -> int:
    """How many digits of last a format keeps."""
    common = next((i for i, (a, b) in enumerate(zip(first, last, strict=True)) if a != b), 0)
    changed = len(last) - common
    if range_format.startswith("chicago"):
        number = int(first)
        if number < 100 or number % 100 == 0:
            return len(last)
        if range_format != "chicago-16" and len(first) == 4 and changed >= 3:
            return len(last)  # chicago-15: 1496-1504 in full
        range_format = "minimal" if number % 100 < 10 else "minimal-two"
    if range_format == "minimal":
        return changed
    if range_format == "minimal-two":
        return max(changed, min(2, len(last)))
    return len(last)


_original_case = original(model.TextCased, "case")


def _case(self: Any, text: Any, language: str | None = None) -> Any:
    """TextCased.case, a missing language (a label's) read as English."""
    return _original_case(self, text, "en" if language is None else language)


def _group_process(self: Any, item: Any, context: Any = None, **kwargs: Any) -> Any:
    """Group.process as citeproc-py has it, but a choose calls a variable only when the
    branch it took calls one (the branches not taken call nothing)."""
    output = []
    variable_called = variable_rendered = False
    delimiter = self.get("delimiter", "")
    for child in self.iterchildren():
        chooses = isinstance(child, model.Choose)
        if not chooses:
            variable_called = variable_called or child.calls_variable()
        try:
            if chooses:
                text, calls = _render_choose(child, item, context, delimiter, kwargs)
                variable_called = variable_called or calls
            else:
                text = child.render(item, context=context, **kwargs)
                calls = child.calls_variable()
        except model.VariableError:
            variable_called = variable_called or chooses  # a branch that called and failed
            continue
        if text is not None:
            output.append(text)
            variable_rendered = variable_rendered or calls
    if output and (not variable_called or variable_rendered):
        return self.join(output)
    raise model.VariableError


def _render_choose(
    choose: Any, item: Any, context: Any, delimiter: str, kwargs: dict[str, Any]
) -> tuple[Any, bool]:
    """A choose's text (the first branch whose condition holds) and whether that branch
    calls a variable."""
    for branch in choose.getchildren():
        try:
            text = branch.render(item, context=context, delimiter=delimiter, **kwargs)
        except model.ConditionFailed:
            continue
        return text, bool(branch.calls_variable())
    return None, False


# --- substituted variables ----------------------------------------------------------------------

_HIDDEN = "papershelf-substituted"  # key in a layout's `repressed` (reset for each item)
_recording: list[set[str]] = []  # variables printed by the substitute children rendering now
_original_text_variable = original(model.Text, "_variable")
_original_names_process = original(model.Names, "process")


def _layout(element: Any) -> Any:
    """The layout element renders under, or None (a sort key's macro has none)."""
    try:
        return element.get_layout() if element is not None else None
    except IndexError:
        return None


def _hidden(element: Any) -> set[str]:
    """The variables substituted so far in the entry element renders in."""
    layout = _layout(element)
    return layout.repressed.get(_HIDDEN, set()) if layout is not None else set()


def _text_variable(self: Any, item: Any, context: Any) -> Any:
    """Text._variable, empty for a substituted variable; a printed one is recorded."""
    variable = self.get("variable")
    if variable in _hidden(context):
        return None
    text = _original_text_variable(self, item, context)
    if text and _recording:
        _recording[-1].add(variable)
    return text


def _names_process(
    self: Any, item: Any, names_context: Any = None, context: Any = None, **kwargs: Any
) -> Any:
    """Names.process, empty when every one of its variables the item has was substituted."""
    roles = self.get("variable", "").split()
    hidden = _hidden(context if context is not None else self)
    present = [role for role in roles if role in item.reference]
    if present and all(role in hidden for role in present):
        raise model.VariableError(present[0])
    text = _original_names_process(self, item, names_context, context, **kwargs)
    if text and _recording:
        _recording[-1].update(role for role in roles if role in item.reference)
    return text


def _substitute_render(self: Any, item: Any, context: Any = None, **kwargs: Any) -> Any:
    """Substitute.render, the variables of the child chosen left out of the rest."""
    for child in self.getchildren():
        _recording.append(set())
        try:
            text = _substitute_child(self, child, item, context, kwargs)
        except model.VariableError:
            text = None
        printed = _recording.pop()
        if _recording:
            _recording[-1].update(printed)
        if text:
            layout = _layout(context)
            if layout is not None:
                layout.repressed.setdefault(_HIDDEN, set()).update(printed)
            self.add_to_repressed_list(child, context)
            return text
    return None


def _substitute_child(
    substitute: Any, child: Any, item: Any, context: Any, kwargs: dict[str, Any]
) -> Any:
    """One substitute child rendered as citeproc-py does (a bare names takes its parent's)."""
    if isinstance(child, model.Names) and child.name is None:
        names = substitute.xpath_search("./parent::cs:names[1]")[0]
        return child.render(item, names_context=names, context=context, **kwargs)
    return child.render(item, context=context, **kwargs)


# --- speed --------------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _compiled(expression: str) -> etree.XPath:
    """An XPath expression compiled once (with the CSL and XML prefixes)."""
    return etree.XPath(expression, namespaces=model.SomewhatObjectifiedElement.nsmap)


def _xpath_search(self: Any, expression: str) -> Any:
    """CitationStylesElement.xpath_search through a compiled expression."""
    return _compiled(expression)(self)


_macros: dict[tuple[int, str], Any] = {}  # (id of a style's root, name) -> the macro


def _get_macro(self: Any, name: str) -> Any:
    """CitationStylesElement.get_macro, each style's macros found once (styles are cached
    and never change once mended, so their roots stay alive and their ids stay theirs)."""
    root = self.get_root()
    key = (id(root), name)
    macro = _macros.get(key)
    if macro is None or macro.getroottree().getroot() is not root:
        macro = _macros[key] = _xpath_search(root, f"cs:macro[@name='{name}'][1]")[0]
    return macro


_NONE_FOUND = "none found (searched citeproc-py's issues, Dec 2026)"
_DISAMBIGUATION = "citeproc-py/citeproc-py#215 (open: disambiguation, Sep 2026)"

# What formats/csl/csl_patches.apply replaces in citeproc-py (csl_render applies them once).
PATCHES = (
    Patch(model.CitationStylesElement, "xpath_search", _xpath_search,
          "speed: each XPath expression compiled once, not on every call", _NONE_FOUND),
    Patch(model.CitationStylesElement, "get_macro", _get_macro,
          "speed: each style's macros found once (APA calls ~140 an entry)", _NONE_FOUND),
    Patch(model.Text, "_variable", _text_variable,
          "substituted variables left out in the rest of the entry (CSL 1.0.2 substitute)",
          _NONE_FOUND),
    Patch(model.Names, "process", _names_process,
          "substituted names left out in the rest of the entry", _NONE_FOUND),
    Patch(model.Substitute, "render", _substitute_render,
          "records what the chosen substitute printed", _NONE_FOUND),
    Patch(model.Name, "get_option", _name_option,
          'initialize="false" keeps given names whole (Chicago, MLA)', _NONE_FOUND),
    Patch(model.Group, "process", _group_process,
          "group suppression asks the choose branch taken (APA's '(Publication)')",
          _NONE_FOUND),
    Patch(model.TextCased, "case", _case,
          "a label with no language is cased as the style's (APA's '(Eds.)')", _NONE_FOUND),
    Patch(model.FormatNumber, "_format_last_page", _format_last_page,
          "page-range-format by the specification, chicago-15/-16 included",
          "citeproc-py/citeproc-py#198 (merged Jul 2026, after 0.11.1)"),
)  # fmt: skip


# --- output -------------------------------------------------------------------------------------


_QUOTE_PUNCTUATION = re.compile(r"\u201d([.,])")
_LABEL = re.compile(r"^((?:\\?\[\d+\\?\]|\(\d+\)|\d+\.?)(?:</?[a-z]+>)*)(?=\S)")
_DOUBLE_PERIOD = re.compile(r"(?<![.\s])\.\.(?=\s|$|<|})")


def mend_output(style: CitationStylesStyle, fmt: str) -> Callable[[str], str]:
    """The post-processing a style's output needs (see the module docstring)."""
    american = _locale(style).startswith("en-US")

    def mend(text: str) -> str:
        """One piece of output, mended."""
        if american:
            text = _QUOTE_PUNCTUATION.sub("\\1\u201d", text)
        text = _DOUBLE_PERIOD.sub(".", text)
        return text.rstrip()

    return mend


def labeller(style: CitationStylesStyle) -> Callable[[str], str]:
    """A space after an entry's label, for styles that set labels apart."""
    if not _has_left_margin(style):
        return lambda text: text
    return lambda text: _LABEL.sub("\\1 ", text)


def _locale(style: CitationStylesStyle) -> str:
    """The style's default locale (en-US when it names none)."""
    return str(style.root.get("default-locale") or "en-US")


def _has_left_margin(style: CitationStylesStyle) -> bool:
    """Whether the bibliography puts a label in the left margin ('[1]', '1.')."""
    bibliography = style.root.find(f"{_CSL}bibliography")
    if bibliography is not None and bibliography.get("second-field-align"):
        return True
    return any(e.get("display") == "left-margin" for e in style.root.iter(f"{_CSL}*"))
