"""JabRef's library settings in a .bib file: `@Comment{jabref-meta: NAME:VALUE;}` blocks,
and the special fields JabRef writes on entries.

Read here: the group tree (`grouping:`, and JabRef 2's `groupstree:`), one group a line as
`LEVEL Type:name\\;context\\;...\\;;` with `\\;` between parameters:

- StaticGroup (JabRef 2: ExplicitGroup, whose parameters after the context are the
  member keys): members are the entries whose `groups` field names the group;
- KeywordGroup: name, context, field, term, case sensitive, regular expression, ...;
- SearchGroup: name, context, search expression, case sensitive, regular expression, ...;
- AutomaticKeywordGroup, AutomaticPersonsGroup, TexGroup: kept by kind and name only.

And the file directories: `fileDirectory:` (for everyone), `fileDirectory-USER:` and
`fileDirectory-USER-HOST:` (one person's, on one computer), relative to the .bib's folder.

Special fields (JabRef 3.6 and later, each a field of its own): ranking = rank1..rank5,
readstatus = read | skimmed, priority = prio1..prio3, relevance = relevant,
qualityassured = qualityAssured, printed = printed. Per-user comments are `comment-USER`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from papershelf.formats.records import Block
from papershelf.i18n import translate

_BLOCK = re.compile(r"^@comment\s*[{(]\s*jabref-meta:\s*(.*)[})]\s*$", re.IGNORECASE | re.DOTALL)
_GROUP_LINE = re.compile(r"^(\d+)\s+(\w+):(.*)$")
_ESCAPED = re.compile(r"\\(.)")
STATIC_KINDS = frozenset({"StaticGroup", "ExplicitGroup"})
RANKING = re.compile(r"^rank([1-5])$")


@dataclass
class JabrefGroup:
    """One group of the tree: its level (1 = top), kind, name, the names above it, its
    parameters after name and context, and the line of its block."""

    level: int
    kind: str
    name: str
    parents: tuple[str, ...] = ()
    params: tuple[str, ...] = ()
    line: int = 0

    @property
    def path(self) -> tuple[str, ...]:
        """The names from the top group down to this one."""
        return (*self.parents, self.name)


@dataclass
class JabrefMeta:
    """What a file's jabref-meta blocks say."""

    groups: list[JabrefGroup] = field(default_factory=list)
    file_directory: str = ""
    user_directories: dict[str, str] = field(default_factory=dict)  # 'USER' or 'USER-HOST'

    @property
    def found(self) -> bool:
        """Whether the file had any of it."""
        return bool(self.groups or self.file_directory or self.user_directories)


def read_meta(blocks: list[Block]) -> JabrefMeta:
    """The jabref-meta settings among a file's blocks."""
    meta = JabrefMeta()
    for block in blocks:
        found = _BLOCK.match(block.raw.strip()) if block.kind == "comment" else None
        if found is None:
            continue
        name, _, value = found.group(1).partition(":")
        value = value.strip()
        if name in ("grouping", "groupstree"):
            meta.groups += parse_groups(value, block.line)
        elif name == "fileDirectory":
            meta.file_directory = _unescape(value.rstrip(";"))
        elif name.startswith("fileDirectory-") and not name.startswith("fileDirectoryLatex"):
            meta.user_directories[name[len("fileDirectory-") :]] = _unescape(value.rstrip(";"))
    return meta


def parse_groups(text: str, line: int = 0) -> list[JabrefGroup]:
    """The groups of a `grouping:` value, each with the names of the groups above it
    (the AllEntriesGroup root is left out)."""
    groups: list[JabrefGroup] = []
    above: list[str] = []
    for number, raw in enumerate(_group_lines(text)):
        found = _GROUP_LINE.match(raw)
        if found is None:
            continue
        level, kind = int(found.group(1)), found.group(2)
        if kind == "AllEntriesGroup" or level < 1:
            continue
        params = split_params(found.group(3))
        if not params or not params[0]:
            continue
        del above[level - 1 :]
        groups.append(JabrefGroup(level, kind, params[0], tuple(above), tuple(params[2:]),
                                  line + number + 1))  # fmt: skip
        above.append(params[0])
    return groups


def _group_lines(text: str) -> list[str]:
    """The group lines of a value: each ends with an unescaped ';' (line breaks inside are
    JabRef's wrapping)."""
    lines: list[str] = []
    current: list[str] = []
    escaped = False
    for char in text:
        if char in "\r\n":
            continue
        current.append(char)
        if escaped:
            escaped = False
        elif char == "\\":
            escaped = True
        elif char == ";":
            lines.append("".join(current).strip())
            current = []
    return [line for line in lines if line]


def split_params(text: str) -> list[str]:
    """A group's parameters: cut at each `\\;` (the line's last ';' dropped), unescaped."""
    text = text[:-1] if text.endswith(";") and not text.endswith("\\;") else text
    parts: list[str] = []
    current: list[str] = []
    at = 0
    while at < len(text):
        char = text[at]
        if char == "\\" and at + 1 < len(text):
            if text[at + 1] == ";":
                parts.append("".join(current))
                current = []
            else:
                current.append(text[at + 1])
            at += 2
            continue
        current.append(char)
        at += 1
    parts.append("".join(current))
    while parts and parts[-1] == "":
        parts.pop()
    return parts


def _unescape(text: str) -> str:
    """A meta value with JabRef's backslash escapes removed ('\\\\' is one backslash)."""
    return _ESCAPED.sub(r"\1", text)


# JabRef field -> the Papershelf search field that searches the same text.
_SEARCH_FIELDS = {
    "author": "author", "editor": "author", "title": "title", "abstract": "abstract",
    "journal": "venue", "journaltitle": "venue", "booktitle": "venue", "keywords": "keywords",
    "note": "notes", "comment": "notes", "year": "year", "doi": "doi", "bibtexkey": "key",
    "citationkey": "key", "entrytype": "type", "anyfield": "", "any": "",
}  # fmt: skip
_TERM = re.compile(
    r'\s*(?:(\w+)\s*(==|!=|=~|=|contains|matches)\s*)?("[^"]*"|[^\s()"]+)\s*', re.IGNORECASE
)
_CONNECTIVES = {"and": "AND", "or": "OR", "not": "NOT"}


def group_query(group: JabrefGroup) -> tuple[str, str]:
    """(a Papershelf query finding what a keyword or search group finds, '') or ('', why
    it cannot be said in Papershelf's search language)."""
    if group.kind == "KeywordGroup":
        field, term = (*group.params, "", "")[:2]
        regex = len(group.params) > 3 and group.params[3] == "1"
        if regex:
            return "", translate("migrate", "it matches a regular expression")
        return _term(field, term)
    if group.kind == "SearchGroup":
        expression = group.params[0] if group.params else ""
        if len(group.params) > 2 and group.params[2] == "1":
            return "", translate("migrate", "it matches a regular expression")
        return search_query(expression)
    said = translate("migrate", "JabRef's {kind} has no counterpart in Papershelf")
    return "", said.format(kind=group.kind)


def _term(field: str, term: str, negate: bool = False) -> tuple[str, str]:
    """One field:term of the search language."""
    target = _SEARCH_FIELDS.get(field.lower())
    if target is None:
        return "", translate("migrate", "Papershelf cannot search the field '{field}'").format(
            field=field
        )
    word = term.strip('"')
    quoted = f'"{word}"' if " " in word or ":" in word else word
    text = f"{target}:{quoted}" if target else quoted
    return (f"NOT {text}" if negate else text), ""


def search_query(expression: str) -> tuple[str, str]:
    """JabRef's search expression (field = value, joined by and, or, not) in Papershelf's
    language; ('', why) for what it cannot say (brackets, regular expressions)."""
    if "(" in expression or ")" in expression:
        return "", translate("migrate", "its search has brackets")
    words, at = [], 0
    while at < len(expression):
        found = _TERM.match(expression, at)
        if found is None or found.end() == at:
            said = translate("migrate", "its search '{search}' could not be read")
            return "", said.format(search=expression)
        at = found.end()
        field, operator, value = found.groups()
        if field is None and value.lower() in _CONNECTIVES:
            words.append(_CONNECTIVES[value.lower()])
            continue
        if operator is not None and operator.lower() in ("=~", "matches"):
            return "", translate("migrate", "its search uses a regular expression")
        text, why = _term(field or "any", value, negate=operator == "!=")
        if why:
            return "", why
        words.append(text)
    return (" ".join(words), "") if words else ("", translate("migrate", "its search is empty"))


def group_names(value: str) -> list[str]:
    """The groups an entry's `groups` field names (comma-separated)."""
    return [name.strip() for name in value.split(",") if name.strip()]


@dataclass
class SpecialFields:
    """What JabRef's special fields of one entry say, in Papershelf's terms."""

    rating: int = 0  # 0: none
    status: str = ""  # 'read', 'reading' or ''
    tags: list[str] = field(default_factory=list)


# Special fields that are marks: field -> {value: tag name}.
_MARKS = {
    "priority": {"prio1": "priority/high", "prio2": "priority/medium", "prio3": "priority/low"},
    "relevance": {"relevant": "relevant"},
    "qualityassured": {"qualityassured": "quality assured"},
    "printed": {"printed": "printed"},
}
_STATUS = {"read": "read", "skimmed": "reading"}


def special_fields(fields: list[tuple[str, str]]) -> SpecialFields:
    """The special fields among an entry's fields."""
    found = SpecialFields()
    for name, value in fields:
        lowered, text = name.lower(), value.strip().lower()
        ranking = RANKING.match(text)
        if lowered == "ranking" and ranking:
            found.rating = int(ranking.group(1))
        elif lowered == "readstatus" and text in _STATUS:
            found.status = _STATUS[text]
        elif lowered in _MARKS and text in _MARKS[lowered]:
            found.tags.append(_MARKS[lowered][text])
    return found


def user_comments(fields: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """(user, comment) for each `comment-USER` field with text."""
    return [
        (name[len("comment-") :], value.strip())
        for name, value in fields
        if name.lower().startswith("comment-") and value.strip()
    ]
