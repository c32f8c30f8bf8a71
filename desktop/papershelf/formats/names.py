"""Person names: BibTeX 'and'-separated lists to ordered parsed names, and short forms."""

from __future__ import annotations

import re
from functools import cache
from types import ModuleType

from papershelf.formats.records import PersonName

OTHERS = "others"
# DBLP tells apart people of one name with a number: 'Wei Zhang 0001' (0001 to 0999).
_DBLP_NUMBER = re.compile(r"(?<=\S)\s+0\d{3}(?=\s*(?:,|$))")


def without_dblp_number(raw: str) -> str:
    """A name without DBLP's disambiguation number ('Wei Zhang 0001' -> 'Wei Zhang'); the
    number is not part of the family name (the raw value, kept for export, still has it)."""
    return _DBLP_NUMBER.sub("", raw, count=1) if raw[-1:].isdigit() or "," in raw else raw


def _unbrace(text: str) -> str:
    """Drop the grouping braces BibTeX uses to keep a corporate name whole."""
    return text.replace("{", "").replace("}", "").strip()


@cache
def _bibtexparser_names() -> ModuleType:
    """bibtexparser's name splitting, loaded on first use (the list view never needs it)."""
    from bibtexparser.middlewares import names

    return names


def parse_name(raw: str) -> PersonName:
    """Parse one BibTeX name ('Vaswani, Ashish', 'Ludwig van Beethoven', '{Google Brain}')."""
    raw = raw.strip()
    bare = without_dblp_number(raw)
    if bare != raw:
        return _with_raw(parse_name(bare), raw)
    names = _bibtexparser_names()
    try:
        parts = names.parse_single_name_into_parts(raw.rstrip(",").strip() or raw)
    except (names.InvalidNameError, IndexError, ValueError):
        return PersonName(family=_unbrace(raw), raw=raw)
    return PersonName(
        family=_unbrace(" ".join(parts.last)),
        given=_unbrace(" ".join(parts.first)),
        von=_unbrace(" ".join(parts.von)),
        jr=_unbrace(" ".join(parts.jr)),
        raw=raw,
    )


def _with_raw(person: PersonName, raw: str) -> PersonName:
    """person, remembering the text it was read from."""
    return PersonName(person.family, person.given, person.von, person.jr, raw)


def parse_names(text: str) -> tuple[list[PersonName], bool]:
    """Parse an author list; returns the people and whether it ended in 'and others'."""
    if not text.strip():
        return [], False
    people: list[PersonName] = []
    others = False
    for raw in _bibtexparser_names().split_multiple_persons_names(" ".join(text.split())):
        if raw.strip().lower() == OTHERS:
            others = True
        elif raw.strip():
            people.append(parse_name(raw))
    return people, others


_AND_SEPARATOR = re.compile(r"([ \t\n\r\f\v]+(?i:and)[ \t\n\r\f\v]+)")


def split_name_list(src: str) -> list[str]:
    """src cut at each ' and ' outside braces and math: names and separators alternately.

    Separators come back as their word alone ('and', 'AND'); a list with n names gives
    2n - 1 pieces. Braces are counted as BibTeX counts them (escaped ones too).
    """
    if _plain_ands(src):
        names = src.split(" and ")
        cuts = [" and "] * (2 * len(names) - 1)
        cuts[::2] = names
    else:
        cuts = _AND_SEPARATOR.split(src)
    if "$" not in src and ("{" not in src or _groups_hold_no_and(src)):
        cuts[1::2] = [separator.strip() for separator in cuts[1::2]]
        return cuts
    pieces = [cuts[0]]
    depth, math = _nesting(cuts[0], 0, False)
    for index in range(1, len(cuts), 2):
        name = cuts[index + 1]
        if depth or math:  # the ' and ' is inside a group or a formula: no cut
            pieces[-1] += cuts[index] + name
        else:
            pieces += [cuts[index].strip(), name]
        depth, math = _nesting(name, depth, math)
    return pieces


# ' and ' in every case but lower: where none is, and no white space but single spaces,
# each separator _AND_SEPARATOR finds is ' and ', found as str.split finds it (10x faster).
OTHER_ANDS = tuple(f" {a}{n}{d} " for a in "aA" for n in "nN" for d in "dD" if a + n + d != "and")


def _plain_ands(text: str) -> bool:
    """Whether text's separators are all ' and ' and it holds no other white space runs."""
    if "  " in text or "\t" in text or "\n" in text or "\r" in text or "\f" in text:
        return False
    return "\v" not in text and not any(other in text for other in OTHER_ANDS)


_INNERMOST_GROUP = re.compile(r"\{[^{}]*\}")
_GROUP_WITH_AND = re.compile(r"\{[^{}]*[ \t\n\r\f\v](?i:and)[ \t\n\r\f\v][^{}]*\}")


def _groups_hold_no_and(src: str) -> bool:
    """Whether src's braces balance and no group holds an ' and ' (then every one is a cut).

    Innermost groups are replaced by a placeholder, level by level, at the regex engine's
    speed: a 3,000-name list with a brace in every name costs no Python loop per name.
    """
    text = src
    while "{" in text or "}" in text:
        if _GROUP_WITH_AND.search(text):
            return False
        flatter = _INNERMOST_GROUP.sub("\x00", text)
        if flatter == text:  # a brace without its partner
            return False
        text = flatter
    return True


def _nesting(text: str, depth: int, math: bool) -> tuple[int, bool]:
    """The brace depth and whether inside $math$ after text, from depth and math before it."""
    if "{" in text or "}" in text:
        depth = max(0, depth + text.count("{") - text.count("}"))
    if "$" in text and (text.count("$") - text.count("\\$")) % 2:
        math = not math
    return depth, math


def name_lines(text: str) -> str:
    """An author list one name a line, for editing ('A and B' -> 'A\\nB')."""
    return "\n".join(" ".join(n.split()) for n in split_name_list(text)[::2] if n.strip())


def from_name_lines(text: str) -> str:
    """name_lines' inverse: the lines (each may hold ' and ' itself) as one 'A and B' list."""
    names = (_line_name(line.split()) for line in text.splitlines())
    return " and ".join(name for name in names if name)


def _line_name(words: list[str]) -> str:
    """A line's words as one name, an 'and' typed at either end dropped."""
    if words and words[0].lower() == "and":
        words = words[1:]
    if words and words[-1].lower() == "and":
        words = words[:-1]
    return " ".join(words)


def short_authors(families: list[str], others: bool = False) -> str:
    """The list view's form: 'Vaswani', 'Vaswani and Shazeer', 'Vaswani et al.'."""
    if not families:
        return ""
    if len(families) == 1 and not others:
        return families[0]
    if len(families) == 2 and not others:
        return f"{families[0]} and {families[1]}"
    return f"{families[0]} et al."


def format_names(people: list[PersonName]) -> str:
    """Write people back as a BibTeX author list ('Family, Given and ...')."""
    return " and ".join(_bibtex_name(p) for p in people)


def _bibtex_name(person: PersonName) -> str:
    """One person in 'von Family, Jr, Given' form, braced when it is a single literal."""
    family = " ".join(p for p in (person.von, person.family) if p)
    if not person.given and not person.jr:
        return family if " " not in person.family else "{" + person.family + "}"
    if person.jr:
        return f"{family}, {person.jr}, {person.given}"
    return f"{family}, {person.given}"
