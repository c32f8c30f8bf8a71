"""A linear scanner that cuts BibTeX text into entries and blocks, exactly and strictly.

It reads the grammar BibTeX itself reads: '@type{key, name = value, ...}' (or with
parentheses), values as '{...}', '"..."', numbers, macro names and '#' concatenations,
braces counted the way BibTeX counts them ('\\{' is a brace too). Where bibtexparser is
lenient and silently wrong, it stops and says why, with the line:

- a missing ',' between fields (bibtexparser glues the next field into the value);
- an extra '}' that closes an entry early (bibtexparser turns the rest into a comment);
- unbalanced braces or quotes (a value that runs into the next entry);
- a missing key, a duplicated field, a '%' comment line inside an entry (bibtexparser
  makes it part of the next field's name; here it is left out and noted).

Every search is bounded by the next line that starts with '@type{', so one broken entry
costs no more than its own text and the scan stays linear.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from papershelf.formats.bib.bibtex_fast_paths import SIMPLE_FIELD, plain_pairs
from papershelf.formats.records import Block
from papershelf.i18n import translate

# BibTeX lets spaces and line breaks stand anywhere between '@', the type and the brace
# (btxdoc.bib's '@\n\nMaNuAl  (scribe,' is one entry).
_BLOCK_START = re.compile(r"@\s*([A-Za-z_][\w:+.-]*)\s*([{(])")
# A block's start on one line ('@' leads, so the search is fast); kept when at a line start.
_AT_BLOCK = re.compile(r"@[ \t]*[A-Za-z_][\w:+.-]*[ \t]*[{(]")
_SPACE = re.compile(r"\s*")
_NAME = re.compile(r"[^\s\"#%'(),={}]+")
_BARE = re.compile(r"[^\s\"#%'(),={}]+")
_KEY = {"}": re.compile(r"[^\s,{}\"#%=]*"), ")": re.compile(r"[^\s,{}()\"#%=]*")}
_BRACES = re.compile(r"[{}]")
_BRACES_QUOTES = re.compile(r'[{}"]')
_BRACES_PARENS = re.compile(r"[{}()]")
# Free text right after an entry that shows an extra '}' closed the entry early: it starts
# with a field assignment (after the comma or braces that ended the cut-off value, if any).
# Text that starts otherwise (a '%' comment) is comment text, whatever it holds further on.
_LEFTOVER_FIELD = re.compile(r"[\s,}]*[A-Za-z][\w:.+-]*\s*=\s*[{\"\w]")


def _not_closed(where: str) -> str:
    """'the entry is not closed before the end of the file', in the language spoken."""
    return translate("bibtex", "the entry is not closed before {where}").format(where=where)


class BibSyntaxError(Exception):
    """Why an entry or block cannot be read."""

    def __init__(self, reason: str) -> None:
        """Keep the reason, worded for a person."""
        super().__init__(reason)
        self.reason = reason


@dataclass
class ScannedEntry:
    """One '@type{key, ...}' as written: fields with their raw expressions, and any trouble."""

    entry_type: str
    key: str | None
    line: int
    fields: list[tuple[str, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # imported anyway, but worth telling
    error: str = ""  # not importable: the reason


@dataclass
class BlockProblem:
    """A non-entry block (@string, @preamble, @comment) that could not be read."""

    line: int
    reason: str


@dataclass
class Scan:
    """Everything in a BibTeX text, in file order."""

    items: list[ScannedEntry | Block] = field(default_factory=list)
    problems: list[BlockProblem] = field(default_factory=list)
    strings: dict[str, str] = field(default_factory=dict)


class _Lines:
    """Line numbers of text positions, counted incrementally (positions mostly increase)."""

    def __init__(self, text: str, first_line: int = 1) -> None:
        """Start counting at the top of text, which is line first_line of its file."""
        self.text = text
        self.pos = 0
        self.line = first_line

    def at(self, pos: int) -> int:
        """The 1-based line of pos."""
        if pos >= self.pos:
            self.line += self.text.count("\n", self.pos, pos)
        else:
            self.line -= self.text.count("\n", pos, self.pos)
        self.pos = pos
        return self.line


def _at_line_start(text: str, at: int) -> bool:
    """Whether only spaces and tabs stand between the start of at's line and at."""
    start = text.rfind("\n", 0, at) + 1
    return start == at or not text[start:at].strip(" \t")


def _commented_out(text: str, at: int) -> bool:
    """Whether at's line starts with '%': '%@article{...}' is an entry commented out (as
    JabRef, biber and people mean it), kept as text between entries, not read."""
    start = text.rfind("\n", 0, at) + 1
    return text[start:at].lstrip(" \t").startswith("%")


def has_block(text: str) -> bool:
    """Whether text holds at least one '@type{' (or '@type(') anywhere."""
    return _BLOCK_START.search(text) is not None


def scan(text: str, first_line: int = 1, more_follows: bool = False) -> Scan:
    """Cut text into entries and blocks; never raises on bad BibTeX.

    text may be one piece of a file cut just before a line-start '@type{' (see
    bibtex_stream): first_line is its first line's number in the file, and more_follows
    says that another piece comes after it, so that a problem names the next entry's line
    rather than the end of the file. Such cuts change nothing else, because every search
    already stops at the next line-start block.
    """
    return _Scanner(text, first_line, more_follows).run()


class _Scanner:
    """One pass over one text."""

    def __init__(self, text: str, first_line: int = 1, more_follows: bool = False) -> None:
        """Prepare a scan: where every line-start block begins bounds every search."""
        self.text = text
        self.more_follows = more_follows
        self.lines = _Lines(text, first_line)
        self.result = Scan()
        self.starts = [
            m.start() for m in _AT_BLOCK.finditer(text) if _at_line_start(text, m.start())
        ]

    def run(self) -> Scan:
        """Scan the whole text."""
        text = self.text
        pos = free = 0
        while True:
            at = text.find("@", pos)
            if at < 0:
                break
            match = _BLOCK_START.match(text, at)
            if match is None or _commented_out(text, at):
                pos = at + 1
                continue
            self._free_text(free, at)
            pos = free = self._block(match)
        self._free_text(free, len(text))
        return self.result

    def _limit(self, at: int) -> int:
        """Where the next line-start block after at begins (or the end of the text)."""
        index = bisect.bisect_right(self.starts, at)
        return self.starts[index] if index < len(self.starts) else len(self.text)

    def _block(self, match: re.Match[str]) -> int:
        """Read the block that match starts; return where scanning goes on."""
        kind = match.group(1).lower()
        close = "}" if match.group(2) == "{" else ")"
        at, body = match.start(), match.end()
        limit = self._limit(at)
        try:
            if kind in ("comment", "preamble", "string"):
                return self._library_block(kind, at, body, close, limit)
            return self._entry(kind, at, body, close, limit)
        except BibSyntaxError as problem:
            return self._failed(kind, at, limit, problem)

    def _failed(self, kind: str, at: int, limit: int, problem: BibSyntaxError) -> int:
        """Record a block that could not be read; scanning goes on at the next block."""
        line = self.lines.at(at)
        reason = problem.reason
        if kind in ("comment", "preamble", "string"):
            self.result.problems.append(BlockProblem(line, f"@{kind}: {reason}"))
        else:
            items = self.result.items
            if items and isinstance(items[-1], ScannedEntry) and items[-1].line == line:
                items[-1].error = reason
            else:
                items.append(ScannedEntry(kind, None, line, error=reason))
        self.lines.at(limit)
        return limit

    # --- library blocks ---------------------------------------------------------------------

    def _library_block(self, kind: str, at: int, body: int, close: str, limit: int) -> int:
        """@comment, @preamble or @string: kept as written (a @string's value is remembered)."""
        name = ""
        if kind == "comment":
            end = self._group_end(body - 1, close, limit)
        elif kind == "preamble":
            start = _SPACE.match(self.text, body).end()  # type: ignore[union-attr]
            end = self._closing(self._value(start, close, limit), close, limit)
        else:
            name, value_start, value_end = self._string_body(body, close, limit)
            end = self._closing(value_end, close, limit)
            self.result.strings[name.lower()] = self.text[value_start:value_end].strip()
        raw = self.text[at:end]
        self.result.items.append(Block(kind, raw, self.lines.at(at), name))
        return end

    def _string_body(self, pos: int, close: str, limit: int) -> tuple[str, int, int]:
        """A @string's name and where its value starts and ends."""
        pos = _SPACE.match(self.text, pos).end()  # type: ignore[union-attr]
        name = _NAME.match(self.text, pos)
        if name is None:
            raise BibSyntaxError(
                translate("bibtex", "no macro name on line {line}").format(line=self.lines.at(pos))
            )
        equals = _SPACE.match(self.text, name.end()).end()  # type: ignore[union-attr]
        if not self.text.startswith("=", equals):
            line = self.lines.at(equals)
            said = translate("bibtex", "no '=' after '{name}' on line {line}")
            raise BibSyntaxError(said.format(name=name.group(), line=line))
        start = _SPACE.match(self.text, equals + 1).end()  # type: ignore[union-attr]
        return name.group(), start, self._value(start, close, limit)

    def _closing(self, pos: int, close: str, limit: int) -> int:
        """Just past the block's closing delimiter, expected at pos after spaces."""
        pos = _SPACE.match(self.text, pos).end()  # type: ignore[union-attr]
        if pos >= limit or not self.text.startswith(close, pos):
            said = translate("bibtex", "expected '{close}' on line {line}")
            raise BibSyntaxError(said.format(close=close, line=self.lines.at(min(pos, limit))))
        return pos + 1

    def _group_end(self, opener: int, close: str, limit: int) -> int:
        """Just past the delimiter that closes the group opening at opener."""
        pattern = _BRACES if close == "}" else _BRACES_PARENS
        depth = 0
        for match in pattern.finditer(self.text, opener, limit):
            char = match.group()
            if char in "{(":
                depth += char == "{" or close == ")"
            else:
                depth -= char == "}" or close == ")"
            if depth == 0:
                return match.end()
        said = translate("bibtex", "unbalanced braces: not closed before {where}")
        raise BibSyntaxError(said.format(where=self._where(limit)))

    # --- entries ----------------------------------------------------------------------------

    def _entry(self, kind: str, at: int, body: int, close: str, limit: int) -> int:
        """Read one entry; return the position after it."""
        entry = ScannedEntry(kind, None, self.lines.at(at))
        self.result.items.append(entry)
        pos = self._key(entry, body, close, limit)
        return self._fields(entry, pos, close, limit)

    def _key(self, entry: ScannedEntry, pos: int, close: str, limit: int) -> int:
        """Read the key; return where the first field starts (or the closing delimiter)."""
        text = self.text
        pos = _SPACE.match(text, pos).end()  # type: ignore[union-attr]
        key = _KEY[close].match(text, pos)
        assert key is not None  # the pattern matches the empty string
        after = _SPACE.match(text, key.end()).end()  # type: ignore[union-attr]
        char = text[after : after + 1]
        if after >= limit:
            raise BibSyntaxError(_not_closed(self._where(limit)))
        if char == "=":
            entry.notes.append(translate("bibtex", "it has no key"))
            return pos  # what looked like the key is the first field's name
        if char not in (",", close):
            said = translate(
                "bibtex",
                "unexpected '{char}' after the key '{key}' on line {line} (a space in the key?)",
            )
            raise BibSyntaxError(said.format(char=char, key=key.group(), line=self.lines.at(after)))
        if key.group():
            entry.key = key.group()
        else:
            entry.notes.append(translate("bibtex", "it has no key"))
        return after + 1 if char == "," else after

    def _fields(self, entry: ScannedEntry, pos: int, close: str, limit: int) -> int:
        """Read 'name = value' pairs up to the closing delimiter; return the position after it."""
        if close == "}":
            end = self._plain_fields(entry, pos, limit)
            if end:
                return end
        return self._each_field(entry, pos, close, limit)

    def _plain_fields(self, entry: ScannedEntry, pos: int, limit: int) -> int:
        """The common entry, all plain fields of distinct names, read at once; the position
        after its '}', or 0 when it is anything else (then the fields are read one by one)."""
        text = self.text
        found = plain_pairs(text, pos, limit, flat=True) or plain_pairs(text, pos, limit)
        if found is None:
            return 0
        pairs, end = found
        fields = [(name.lower(), raw) for name, raw in pairs]
        if len({name for name, _ in fields}) != len(fields):
            return 0  # a repeated field: noted with its line by the slow way
        entry.fields = fields
        return end

    def _each_field(self, entry: ScannedEntry, pos: int, close: str, limit: int) -> int:
        """Read 'name = value' pairs one at a time (any syntax, with notes and errors)."""
        text = self.text
        seen: set[str] = set()
        simple = SIMPLE_FIELD.match if close == "}" else None
        while True:
            match = simple(text, pos) if simple else None
            if match is not None and match.end() < limit:
                self._add_field(entry, seen, match.group(1).lower(), match.group(2), match.start(2))
                pos = match.end() + 1
                if text[pos - 1] == "}":
                    return pos
                continue
            pos = self._skip_comments(entry, pos, limit)
            if pos >= limit:
                raise BibSyntaxError(_not_closed(self._where(limit)))
            if text.startswith(close, pos):
                return pos + 1
            name_match = _NAME.match(text, pos)
            if name_match is None:
                line = self.lines.at(pos)
                said = translate("bibtex", "unexpected '{char}' on line {line}")
                raise BibSyntaxError(said.format(char=text[pos], line=line))
            name = name_match.group().lower()
            equals = _SPACE.match(text, name_match.end()).end()  # type: ignore[union-attr]
            if not text.startswith("=", equals):
                line = self.lines.at(equals)
                said = translate(
                    "bibtex",
                    "'{name}' on line {line} is not followed by '=' (a missing comma before it?)",
                )
                raise BibSyntaxError(said.format(name=name_match.group(), line=line))
            start = _SPACE.match(text, equals + 1).end()  # type: ignore[union-attr]
            end = self._value(start, close, limit)
            self._add_field(entry, seen, name, text[start:end], start)
            pos = _SPACE.match(text, end).end()  # type: ignore[union-attr]
            if text.startswith(",", pos):
                pos += 1
            elif pos >= limit:
                said = translate(
                    "bibtex",
                    "the entry is not closed before {where}; are the braces of '{name}' "
                    "(line {line}) balanced?",
                )
                where = self._where(limit)
                raise BibSyntaxError(said.format(where=where, name=name, line=self.lines.at(start)))
            elif not text.startswith(close, pos):
                line = self.lines.at(end)
                said = translate("bibtex", "missing ',' after the field '{name}' (line {line})")
                raise BibSyntaxError(said.format(name=name, line=line))

    def _add_field(
        self, entry: ScannedEntry, seen: set[str], name: str, raw: str, pos: int
    ) -> None:
        """Keep a field, unless the entry already has one of that name (BibTeX keeps the first)."""
        if name in seen:
            line = self.lines.at(pos)
            said = translate(
                "bibtex", "field '{name}' appears again on line {line}; kept the first"
            )
            entry.notes.append(said.format(name=name, line=line))
            return
        seen.add(name)
        entry.fields.append((name, raw))

    def _skip_comments(self, entry: ScannedEntry, pos: int, limit: int) -> int:
        """Skip spaces and '%' comment lines between fields, noting each comment line."""
        text = self.text
        while True:
            pos = _SPACE.match(text, pos).end()  # type: ignore[union-attr]
            if pos >= limit or not text.startswith("%", pos):
                return pos
            line = self.lines.at(pos)
            said = translate(
                "bibtex",
                "line {line} is a '%' comment inside the entry, which BibTeX does not allow; it "
                "was left out",
            )
            entry.notes.append(said.format(line=line))
            end = text.find("\n", pos)
            pos = limit if end < 0 or end > limit else end

    # --- values -----------------------------------------------------------------------------

    def _value(self, pos: int, close: str, limit: int) -> int:
        """Where the value expression starting at pos ends ('{..}', '"..', 12, macro, '#')."""
        text = self.text
        while True:
            char = text[pos : pos + 1]
            if pos >= limit or char == "":
                said = translate("bibtex", "a value is missing on line {line}")
                raise BibSyntaxError(said.format(line=self.lines.at(pos)))
            if char == "{":
                pos = self._braced_end(pos, limit)
            elif char == '"':
                pos = self._quoted_end(pos, limit)
            else:
                bare = _BARE.match(text, pos)
                if bare is None:
                    line = self.lines.at(pos)
                    said = translate("bibtex", "unexpected '{char}' in a value on line {line}")
                    raise BibSyntaxError(said.format(char=char, line=line))
                pos = bare.end()
            after = _SPACE.match(text, pos).end()  # type: ignore[union-attr]
            if not text.startswith("#", after) or after >= limit:
                return pos
            pos = _SPACE.match(text, after + 1).end()  # type: ignore[union-attr]

    def _braced_end(self, pos: int, limit: int) -> int:
        """Just past the '}' matching the '{' at pos."""
        depth = 0
        for match in _BRACES.finditer(self.text, pos, limit):
            depth += 1 if match.group() == "{" else -1
            if depth == 0:
                return match.end()
        line = self.lines.at(pos)
        said = translate(
            "bibtex",
            "unbalanced braces: the value opened on line {line} is not closed before {where}",
        )
        raise BibSyntaxError(said.format(line=line, where=self._where(limit)))

    def _quoted_end(self, pos: int, limit: int) -> int:
        """Just past the '"' that closes the quoted value at pos (braces inside counted)."""
        depth = 0
        for match in _BRACES_QUOTES.finditer(self.text, pos + 1, limit):
            char = match.group()
            if char == "{":
                depth += 1
            elif char == "}":
                depth -= 1
                if depth < 0:
                    break
            elif depth == 0:
                return match.end()
        line = self.lines.at(pos)
        said = translate("bibtex", "the quoted value opened on line {line} has no closing '\"'")
        raise BibSyntaxError(said.format(line=line))

    def _where(self, limit: int) -> str:
        """'the next entry on line N' or 'the end of the file', for a search bounded by limit."""
        if limit >= len(self.text) and not self.more_follows:
            return translate("bibtex", "the end of the file")
        return translate("bibtex", "the next entry on line {line}").format(
            line=self.lines.at(limit)
        )

    # --- free text --------------------------------------------------------------------------

    def _free_text(self, start: int, end: int) -> None:
        """Text between blocks: kept as a 'text' block, unless it is an entry's lost tail."""
        raw = self.text[start:end].strip()
        if not raw:
            return
        items = self.result.items
        previous = items[-1] if items else None
        if isinstance(previous, ScannedEntry) and _is_lost_tail(raw):
            if not previous.error:
                line = self.lines.at(start - 1)
                said = translate(
                    "bibtex",
                    "an extra '}}' on line {line} closes the entry early; the fields after it "
                    "were not read",
                )
                previous.error = said.format(line=line)
            return
        first = _SPACE.match(self.text, start).end()  # type: ignore[union-attr]
        items.append(Block("text", raw, self.lines.at(first)))


def _is_lost_tail(raw: str) -> bool:
    """Whether text after an entry looks like fields cut off from it by an extra '}'.

    A stray ',' or '}' alone lost nothing (every field was read): it stays comment text.
    """
    return _LEFTOVER_FIELD.match(raw) is not None
