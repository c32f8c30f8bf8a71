"""Plain records: what a reader produces and a writer consumes, free of any database."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple


class PersonName(NamedTuple):
    """One author or editor, parsed, with the text it was read from.

    A named tuple: an import stores millions of them (a physics collaboration has 3,000
    authors) and hands them to SQLite as JSON, which writes a tuple as an array directly.
    """

    family: str
    given: str = ""
    von: str = ""
    jr: str = ""
    raw: str = ""

    @property
    def display(self) -> str:
        """The name as a reader writes it: 'Ashish Vaswani'."""
        parts = [self.given, self.von, self.family]
        name = " ".join(p for p in parts if p)
        return f"{name}, {self.jr}" if self.jr else name


@dataclass
class Record:
    """One bibliography entry as read from a file, before it meets a library."""

    entry_type: str = "misc"
    key: str | None = None
    title: str = ""
    title_inferred: bool = False
    authors: list[PersonName] = field(default_factory=list)
    authors_text: str = ""
    year: int | None = None
    venue: str = ""
    abstract: str = ""
    doi: str = ""
    url: str = ""
    keywords: str = ""
    notes: str = ""
    # Every other BibTeX field (booktitle, journal, pages, ...) in file order.
    fields: list[tuple[str, str]] = field(default_factory=list)
    source_line: int = 0
    # Editors parsed from the 'editor' field (which stays in `fields`), for display.
    editors: list[PersonName] = field(default_factory=list)
    # Every field of the entry as read, in file order, with its raw BibTeX expression
    # exactly as written ('{...}', '"..."', '2020', 'jan', 'a # " " # b'). A writer puts
    # back the raw value of every field whose decoded value was not changed since.
    raw_fields: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class Problem:
    """Something a reader could not use, and where it was."""

    file: str
    line: int
    reason: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.reason}"


@dataclass(frozen=True)
class Block:
    """A part of a BibTeX file that is not an entry, kept so that an export can write it back.

    kind is 'string' (an @string macro, named by `name`), 'preamble', 'comment' (an
    @comment block) or 'text' (free text between entries, which BibTeX ignores). `raw` is
    the block exactly as written; `before_key` is the key of the entry that followed it in
    the file (None when no entry followed), so that a writer can put it back in place.
    """

    kind: str
    raw: str
    line: int = 0
    name: str = ""
    before_key: str | None = None


@dataclass
class ReadResult:
    """What a reader returns: the records it could read, the problems it met, and a name."""

    records: list[Record] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    collection: str = ""
    # Library-level BibTeX blocks (@string, @preamble, @comment, free text) in file order.
    blocks: list[Block] = field(default_factory=list)
    # @string macros: lower-cased name -> raw BibTeX expression as written.
    strings: dict[str, str] = field(default_factory=dict)


class FormatError(Exception):
    """A whole file could not be read (not text, wrong format); nothing from it is usable."""

    def __init__(self, file: str, line: int, reason: str) -> None:
        super().__init__(f"{file}:{line}: {reason}" if line else f"{file}: {reason}")
        self.file = file
        self.line = line
        self.reason = reason
