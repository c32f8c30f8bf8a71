"""Reading BibTeX and BibLaTeX files into records, library blocks and per-entry problems.

The text is cut by bibtex_syntax's scanner (which keeps every field's raw expression and
knows each entry's line), then each entry becomes a Record: the columns the app shows
(title, authors, year, venue...) decoded to Unicode for display and search, every other
field decoded in `fields`, and every field's raw expression in `raw_fields`, so that an
export writes back exactly what was read. Nothing is dropped silently: an entry that
cannot be read is a Problem with its line; an entry with a missing key has key None
(the import gives it one, and says so), a repeated key is kept for the import to judge.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from papershelf.formats.bib.bibtex_fields import (
    COLUMN_FIELDS,
    VENUE_FIELDS,
    decode_value,
    resolve,
    year_of,
    year_of_date,
)
from papershelf.formats.bib.bibtex_people import authors, people
from papershelf.formats.bib.bibtex_syntax import Scan, ScannedEntry, has_block, scan
from papershelf.formats.records import Block, FormatError, PersonName, Problem, ReadResult, Record
from papershelf.formats.text import encoding
from papershelf.i18n import translate

# progress(done, total): called now and then while records are built; raise to cancel.
Progress = Callable[[int, int], None]
_PROGRESS_EVERY = 500


def read(path: Path, progress: Progress | None = None) -> ReadResult:
    """Read a .bib file; FormatError if it is missing, binary or not BibTeX at all."""
    return encoding.read_file(path, lambda text, name: read_text(text, name, progress))


def not_bibtex() -> str:
    """Why a text with no '@type{' block is refused."""
    return translate("bibtex", "not a BibTeX file (it has no @type{...} entries)")


def read_text(text: str, file: str = "<text>", progress: Progress | None = None) -> ReadResult:
    """Read BibTeX already in memory; *file* names it in problems."""
    if "\x00" in text:
        raise FormatError(file, 0, translate("encoding", "not a text file (it contains NUL bytes)"))
    text = text.removeprefix("\ufeff")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.strip():
        return ReadResult(problems=[Problem(file, 1, translate("encoding", "the file is empty"))])
    if not has_block(text):
        raise FormatError(file, 0, not_bibtex())
    builder = Builder(file)
    result = builder.feed(scan(text), progress)
    result.blocks += builder.finish()
    result.problems += builder.final_problems()
    result.problems.sort(key=lambda problem: problem.line)
    return result


class Builder:
    """Turns scanned text into records, one piece of a file after another.

    It carries what crosses pieces: the @string macros met so far (an entry sees the
    macros defined above it, as BibTeX does), the keys seen (a repeated key is a problem
    wherever it repeats), and the blocks still waiting for the entry they precede.
    """

    def __init__(self, file: str) -> None:
        """Start reading *file* (its name is used in problems)."""
        self.file = file
        self.strings: dict[str, str] = {}
        self.first_line: dict[str, int] = {}
        self.pending: list[Block] = []
        self.entries = 0

    def feed(self, scanned: Scan, progress: Progress | None = None) -> ReadResult:
        """The records, problems and placed blocks of one scanned piece, in file order."""
        result = ReadResult(strings=self.strings)
        result.problems = [Problem(self.file, p.line, p.reason) for p in scanned.problems]
        total = sum(isinstance(item, ScannedEntry) for item in scanned.items)
        done = 0
        for item in scanned.items:
            if isinstance(item, Block):
                self._block(item, scanned.strings)
                continue
            done += 1
            if progress is not None and done % _PROGRESS_EVERY == 0:
                progress(done, total)
            self._entry(item, result)
        if progress is not None:
            progress(total, total)
        self.entries += total
        return result

    def finish(self) -> list[Block]:
        """The blocks after the last entry, which no entry follows."""
        pending, self.pending = self.pending, []
        return pending

    def final_problems(self) -> list[Problem]:
        """What only the end of the file can tell: that it held no entries at all."""
        if self.entries:
            return []
        said = translate(
            "bibtex", "no entries found; its @string/@preamble/@comment blocks are kept"
        )
        return [Problem(self.file, 1, said)]

    def _block(self, block: Block, strings: Mapping[str, str]) -> None:
        """Keep a block until its entry comes; a @string's macro is defined from here on."""
        if block.kind == "string" and block.name.lower() in strings:
            self.strings[block.name.lower()] = strings[block.name.lower()]
        self.pending.append(block)

    def _entry(self, entry: ScannedEntry, result: ReadResult) -> None:
        """A record for a readable entry (placing the blocks before it); a problem otherwise."""
        file = self.file
        if entry.error:
            result.problems.append(Problem(file, entry.line, _broken(entry)))
            return
        if entry.key:
            result.blocks += [_anchor(block, entry.key) for block in self.pending]
            self.pending = []
        record, undefined = _record(entry, self.strings)
        _check_key(record, entry, self.first_line, result.problems, file)
        no_key = translate("bibtex", "it has no key")  # said by _check_key, in its own words
        for note in entry.notes:
            if note != no_key:
                said = translate("bibtex", "{entry}: {problem}")
                result.problems.append(
                    Problem(file, entry.line, said.format(entry=_name(entry), problem=note))
                )
        if undefined:
            names = ", ".join(sorted(set(undefined)))
            said = translate(
                "bibtex", "{entry}: undefined @string macro(s) {names}, shown as written"
            )
            reason = said.format(entry=_name(entry), names=names)
            result.problems.append(Problem(file, entry.line, reason))
        result.records.append(record)


def _anchor(block: Block, key: str) -> Block:
    """block, placed before the entry with key."""
    return Block(block.kind, block.raw, block.line, block.name, key)


def _name(entry: ScannedEntry) -> str:
    """How a problem names an entry: "entry 'smith2020'" or "@article entry"."""
    if entry.key:
        return translate("import_report", "entry '{key}'").format(key=entry.key)
    return translate("import_report", "@{type} entry").format(type=entry.entry_type)


def _broken(entry: ScannedEntry) -> str:
    """The reason given for an entry that was not imported."""
    said = translate("import_report", "{entry} not imported: {reason}")
    return said.format(entry=_name(entry), reason=entry.error)


def _check_key(
    record: Record,
    entry: ScannedEntry,
    first_line: dict[str, int],
    problems: list[Problem],
    file: str,
) -> None:
    """Remember where each key (BibTeX compares them ignoring case) is first used.

    A missing or repeated key is not a problem of the reading: the import decides (a
    repeat with the same content is the same entry; with other content it gets a new key)
    and its report says what it did, one line per entry.
    """
    if entry.key:
        first_line.setdefault(entry.key.lower(), entry.line)


def _record(entry: ScannedEntry, macros: Mapping[str, str]) -> tuple[Record, list[str]]:
    """One entry as a record, and the macro names it uses that no @string defines."""
    undefined: list[str] = []
    values: dict[str, str] = {}
    record_authors: list[PersonName] = []
    columns: dict[str, Any] = {}
    extra: list[tuple[str, str]] = []
    for name, raw in entry.fields:
        if raw[:1] == "{" and raw[-1:] == "}" and "#" not in raw:
            text = raw[1:-1]  # the common case, without building a Resolved
        else:
            resolved = resolve(raw, macros)
            undefined += resolved.undefined
            text = resolved.text
        if name == "author":
            value, record_authors = authors(text)
        else:
            value = _decoded(name, text)
        values[name] = value
        column = COLUMN_FIELDS.get(name)
        if column is not None:
            columns[column] = value
        elif name == "year" and (year := year_of(value)) is not None:
            columns["year"] = year
        else:
            extra.append((name, value))
    record = Record(
        entry_type=entry.entry_type, key=entry.key, source_line=entry.line,
        raw_fields=entry.fields, fields=extra, **columns,
    )  # fmt: skip
    _derive(record, values, record_authors)
    return record, undefined


# Decoded text values by field name and text: venues, publishers, series, months and
# editor lists recur across a bibliography (titles do not, and are not kept).
_DECODED: dict[tuple[str, str], str] = {}
_DECODED_LIMIT = 16384
_UNIQUE = frozenset({"title", "author", "abstract", "pages"})


def _decoded(name: str, text: str) -> str:
    """decode_value(name, text), from the cache for the values that recur."""
    if name in _UNIQUE:
        return decode_value(name, text)
    value = _DECODED.get((name, text))
    if value is None:
        value = decode_value(name, text)
        if len(_DECODED) >= _DECODED_LIMIT:
            _DECODED.clear()
        _DECODED[name, text] = value
    return value


def _derive(record: Record, values: dict[str, str], record_authors: list[PersonName]) -> None:
    """Columns computed from fields: people (the authors read already), venue, and the
    year of a biblatex date."""
    record.authors = record_authors
    editors = values.get("editor")
    if editors:
        record.editors = people(editors)
    record.venue = next((values[name] for name in VENUE_FIELDS if values.get(name)), "")
    if record.year is None and "year" not in values and values.get("date"):
        record.year = year_of_date(values["date"])
