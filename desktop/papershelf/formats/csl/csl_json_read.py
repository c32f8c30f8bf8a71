"""Reading CSL-JSON (Zotero's, Pandoc's, ours) into plain records: csl_json's mapping, inverted.

An item becomes a record of the BibTeX type its `custom.bibtex-type` names (our own
export) or else the type Pandoc's BibTeX writer gives its CSL type; every variable goes
back to the BibTeX field it came from (`custom.bibtex-names` says which when the default
would be wrong), `custom.bibtex-fields` are restored as they were, and variables BibTeX
has no field for are kept as fields of their own name. Rich text becomes LaTeX (a
nocase span is a brace group again), date-parts become year, month and day (or a
biblatex date for ranges and days). Each item that cannot be read is a problem with its
line; the others are read.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from papershelf.formats.bib.bibtex_fields import MONTHS
from papershelf.formats.csl.csl_json import (
    ARTICLES,
    BOOKISH,
    DATE_VARIABLES,
    DEFAULT_GENRES,
    NAME_VARIABLES,
    PLAIN_VARIABLES,
    RICH_FIELDS,
    default_publisher_field,
    stable_rich,
)
from papershelf.formats.csl.csl_markup import MARKUP_TAG, plain_of_rich, rich_to_latex
from papershelf.formats.names import parse_name
from papershelf.formats.records import FormatError, PersonName, Problem, ReadResult, Record
from papershelf.formats.text import encoding
from papershelf.formats.text.latex import squash
from papershelf.i18n import translate

__all__ = ["item_to_record", "read", "read_text"]

BIBTEX_TYPES = {
    "article": "article", "article-journal": "article", "article-magazine": "article",
    "article-newspaper": "article", "book": "book", "pamphlet": "booklet",
    "paper-conference": "inproceedings", "report": "techreport", "manuscript": "unpublished",
    "speech": "unpublished", "webpage": "online", "post": "online", "post-weblog": "online",
    "dataset": "dataset", "software": "software", "patent": "patent", "document": "misc",
    "entry-encyclopedia": "incollection", "entry-dictionary": "incollection",
}  # fmt: skip
_VARIABLE_FIELDS: dict[str, str] = {}
for _field, _variable in PLAIN_VARIABLES.items():
    _VARIABLE_FIELDS.setdefault(_variable, _field)
_FIELD_OF_NAMES = {variable: field for field, variable in NAME_VARIABLES.items()}
_FIELD_OF_DATES = {variable: field for field, variable in DATE_VARIABLES.items()}
_MONTH_MACROS = list(MONTHS)
_RANGE_DASH = re.compile(r"(?<=\w)(\s*)-{1,2}(\s*)(?=\w)")
# Variables read into the record's columns or handled on their own.
_HANDLED = frozenset(
    "id type title author issued page issue number collection-number genre publisher DOI "
    "URL abstract keyword container-title custom citation-key".split()
)


def read(path: Path) -> ReadResult:
    """Read a .json file of CSL items; FormatError when it is not CSL-JSON at all."""
    return encoding.read_file(path, read_text)


def read_text(text: str, file: str = "<text>") -> ReadResult:
    """Read CSL-JSON already in memory (an array of items, or one item)."""
    result = ReadResult()
    for line, item in _items(text.removeprefix("\ufeff"), file):
        problem = _problem(item)
        if problem:
            result.problems.append(Problem(file, line, problem))
            continue
        record = item_to_record(item)
        record.source_line = line
        result.records.append(record)
    return result


def _items(text: str, file: str) -> list[tuple[int, Any]]:
    """(line, value) of each element of the top-level array (or the one object)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        said = translate("csl_json", "not a JSON file ({error})").format(error=exc.msg)
        raise FormatError(file, exc.lineno, said) from exc
    except RecursionError:  # '[[[[...' a hundred thousand deep: no bibliography nests so
        said = translate("csl_json", "not CSL-JSON (arrays or objects nested too deeply)")
        raise FormatError(file, 1, said) from None
    if isinstance(data, dict):
        return [(1, data)]
    if not isinstance(data, list):
        raise FormatError(
            file, 1, translate("csl_json", "not CSL-JSON (expected an array of items)")
        )
    return list(zip(_element_lines(text), data, strict=False))


def _element_lines(text: str) -> list[int]:
    """The line each element of the top-level JSON array starts on (the lines counted from
    one element to the next: counting from the start each time made a large file's read
    quadratic, 200,000 items over 300 s)."""
    decoder = json.JSONDecoder()
    lines: list[int] = []
    pos = text.index("[") + 1
    line, counted = 1, 0
    while True:
        pos = _skip(text, pos)
        if pos >= len(text) or text[pos] == "]":
            return lines
        line += text.count("\n", counted, pos)
        counted = pos
        lines.append(line)
        _, pos = decoder.raw_decode(text, pos)


def _skip(text: str, pos: int) -> int:
    """pos moved past whitespace and one comma."""
    while pos < len(text) and (text[pos].isspace() or text[pos] == ","):
        pos += 1
    return pos


def _problem(item: Any) -> str:
    """Why an element is not a CSL item we can read ('' when it is)."""
    if not isinstance(item, dict):
        return translate("csl_json", "not a CSL item (expected an object)")
    if not isinstance(item.get("type", ""), str):
        return translate("csl_json", "the item's type is not text")
    if not any(item.get(name) for name in ("title", "author", "editor", "id")):
        return translate("csl_json", "the item has no id, title, author or editor")
    return ""


def item_to_record(item: dict[str, Any]) -> Record:
    """One CSL item as a record (see the module docstring)."""
    custom = _object(item.get("custom"))
    names = _object(custom.get("bibtex-names"))
    kind = str(custom.get("bibtex-type") or bibtex_type(item))
    record = Record(entry_type=kind, key=_key(item))
    _read_title(record, item, names)
    subtype = str(item.get("type", "")).removeprefix("article-")
    if kind in ARTICLES and subtype in ("magazine", "newspaper"):
        record.fields.append(("entrysubtype", subtype))
    _read_people(record, item)
    _read_issued(record, item)
    _read_numbers(record, item, kind, names)
    _read_publisher(record, item, kind, names)
    _read_rest(record, item, names)
    _read_custom(record, custom)
    return record


def _object(value: Any) -> dict[str, Any]:
    """value when it is a JSON object, else an empty one."""
    return value if isinstance(value, dict) else {}


def bibtex_type(item: dict[str, Any]) -> str:
    """The BibTeX type of a CSL type (Pandoc's BibTeX writer's choice)."""
    kind = str(item.get("type", ""))
    if kind == "chapter":
        return "incollection" if item.get("editor") else "inbook"
    if kind == "thesis":
        return "mastersthesis" if "master" in str(item.get("genre", "")).lower() else "phdthesis"
    return BIBTEX_TYPES.get(kind, "misc")


def _key(item: dict[str, Any]) -> str | None:
    """The citation key: the item's id (or citation-key) when it has one."""
    value = item.get("citation-key") or item.get("id")
    return str(value).strip() or None if value is not None else None


def _text(value: Any) -> str:
    """A variable's value as text (numbers too)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    return value.strip() if isinstance(value, str) else ""


def _set_rich(record: Record, field: str, rich: str) -> str:
    """Add a title-like field from rich text; its raw LaTeX too when it has markup.
    Returns the plain text."""
    plain = squash(plain_of_rich(rich))
    if MARKUP_TAG.search(rich) and stable_rich(field, rich, plain):
        record.raw_fields.append((field, "{" + rich_to_latex(rich) + "}"))
    return plain


def _read_title(record: Record, item: dict[str, Any], names: dict[str, Any]) -> None:
    """title and container-title."""
    title = _text(item.get("title"))
    if title:
        record.title = _set_rich(record, "title", title)
    container = _text(item.get("container-title"))
    if container:
        field = names.get("container-title") or _container_field(record.entry_type)
        record.venue = _set_rich(record, field, container)
        record.fields.append((field, record.venue))


def _container_field(kind: str) -> str:
    """journal for articles and the like, booktitle for parts of books."""
    return "booktitle" if kind in BOOKISH and kind not in ("book", "proceedings") else "journal"


def _read_people(record: Record, item: dict[str, Any]) -> None:
    """author (the record's people) and the other name lists (fields)."""
    for variable, value in item.items():
        if not isinstance(value, list) or not value or not all(isinstance(n, dict) for n in value):
            continue
        people = [_person(name) for name in value]
        people = [person for person in people if person.family or person.given]
        if not people:
            continue
        if variable == "author":
            record.authors = people
            record.authors_text = name_list(people)
        else:
            record.fields.append((_FIELD_OF_NAMES.get(variable, variable), name_list(people)))


def name_list(people: list[PersonName]) -> str:
    """People as a BibTeX name list that BibTeX splits back into the same parts: a part
    holding a comma or ' and ', or a family name whose first word is lower-case ('van
    Vliet' kept as one family name), is braced."""
    return " and ".join(_bibtex_name(person) for person in people)


def _bibtex_name(person: PersonName) -> str:
    """One person, 'von Family, Jr, Given': as it is when BibTeX reads that back into the
    same parts, else with the family name (and the others) braced."""
    plain = _written(person, braced=False)
    if _same(parse_name(plain), person):
        return plain
    return _written(person, braced=True)


def _same(read: PersonName, person: PersonName) -> bool:
    """Whether a name read back has person's parts."""
    parts = (read.family, read.given, read.von, read.jr)
    return parts == (person.family, person.given, person.von, person.jr)


def _written(person: PersonName, braced: bool) -> str:
    """A person as BibTeX text, the family name braced when asked (or when it must be)."""
    if (braced and " " in person.family) or "," in person.family:
        family = "{" + person.family + "}"
    else:
        family = _braced(person.family, lower_start=not person.von)
    parts = [" ".join(p for p in (_and_kept(person.von), family) if p)]
    if person.jr:
        parts.append(_braced(person.jr))
    if person.given or person.jr:
        parts.append(_braced(person.given))
    if len(parts) == 1 and not person.given and not person.von and " " in person.family:
        return "{" + person.family + "}"
    return ", ".join(parts)


def _and_kept(part: str) -> str:
    """A name part with the word 'and' braced, so that BibTeX does not split the list there."""
    return re.sub(r"(?<= )and(?= )", "{and}", part) if " and " in part else part


def _braced(part: str, lower_start: bool = False) -> str:
    """part in braces when BibTeX would read it as more than one part."""
    risky = "," in part or " and " in part.lower()
    if lower_start and " " in part and part[:1].islower():
        risky = True
    return "{" + part + "}" if risky else part


def _person(name: dict[str, Any]) -> PersonName:
    """A CSL name as a person (a literal name as one braced family name)."""
    literal = _text(name.get("literal"))
    if literal:
        return PersonName(family=literal, raw="{" + literal + "}")
    particle = " ".join(
        p for p in (_text(name.get("dropping-particle")), _text(name.get("non-dropping-particle")))
        if p
    )  # fmt: skip
    return PersonName(
        family=_text(name.get("family")), given=_text(name.get("given")), von=particle,
        jr=_text(name.get("suffix")),
    )  # fmt: skip


def _read_issued(record: Record, item: dict[str, Any]) -> None:
    """issued as year (and month, or a biblatex date); the other dates as ISO fields."""
    issued = item.get("issued")
    if isinstance(issued, dict):
        _issued_fields(record, issued)
    for variable, field in _FIELD_OF_DATES.items():
        value = item.get(variable)
        if isinstance(value, dict):
            text = iso_date(value)
            if text:
                record.fields.append((field, text))


def _issued_fields(record: Record, issued: dict[str, Any]) -> None:
    """The record's year column and month (or date) fields from a CSL date."""
    parts = _parts(issued)
    if not parts:
        literal = _text(issued.get("literal")) or _text(issued.get("raw"))
        if literal:
            record.fields.append(("year", literal))
        return
    record.year = parts[0][0]
    if len(parts) > 1 or len(parts[0]) > 2:
        record.fields.append(("date", iso_date(issued)))
    elif len(parts[0]) == 2:
        record.fields.append(("month", MONTHS[_MONTH_MACROS[parts[0][1] - 1]]))
        record.raw_fields.append(("month", _MONTH_MACROS[parts[0][1] - 1]))


def _parts(date: dict[str, Any]) -> list[list[int]]:
    """A CSL date's date-parts as lists of ints (year, month 1-12, day), [] if unusable."""
    raw = date.get("date-parts")
    if not isinstance(raw, list) or not raw:
        return []
    parts: list[list[int]] = []
    for entry in raw[:2]:
        if not isinstance(entry, list) or not entry:
            return []
        try:
            numbers = [int(str(x)) for x in entry[:3]]
        except ValueError:
            return []
        if len(numbers) > 1 and not 1 <= numbers[1] <= 12:
            numbers = numbers[:1]
        parts.append(numbers)
    return parts


def iso_date(date: dict[str, Any]) -> str:
    """A CSL date as ISO text ('2020-05-01', '2019/2020'), or its literal."""
    parts = _parts(date)
    if not parts:
        return _text(date.get("literal")) or _text(date.get("raw"))
    return "/".join("-".join(f"{n:04d}" if i == 0 else f"{n:02d}" for i, n in enumerate(p))
                    for p in parts)  # fmt: skip


def _read_numbers(record: Record, item: dict[str, Any], kind: str, names: dict[str, Any]) -> None:
    """page, issue/number/collection-number and genre."""
    page = _text(item.get("page"))
    if page:
        record.fields.append(("pages", _RANGE_DASH.sub("\\1\u2013\\2", page)))
    issue = _text(item.get("issue"))
    if issue:
        record.fields.append((names.get("issue") or ("number" if kind in ARTICLES else "issue"),
                              issue))  # fmt: skip
    for variable in ("collection-number", "number"):
        value = _text(item.get(variable))
        if value and not any(name == "number" for name, _ in record.fields):
            record.fields.append(("number", value))
        elif value:
            record.fields.append((variable, value))
    genre = _text(item.get("genre"))
    if genre and genre != DEFAULT_GENRES.get(kind):
        record.fields.append(("type", genre))


def _read_publisher(record: Record, item: dict[str, Any], kind: str, names: dict[str, Any]) -> None:
    """publisher, split back into the fields it was joined from."""
    publisher = _text(item.get("publisher"))
    if not publisher:
        return
    fields = names.get("publisher")
    parts = publisher.split("; ", len(fields) - 1) if isinstance(fields, list) and fields else []
    if isinstance(fields, list) and len(fields) == len(parts):
        record.fields += [(str(f), p) for f, p in zip(fields, parts, strict=True)]
    else:
        record.fields.append((default_publisher_field(kind), publisher))


def _read_rest(record: Record, item: dict[str, Any], names: dict[str, Any]) -> None:
    """DOI, URL, abstract, keywords, and every other variable (by its BibTeX name)."""
    record.doi = _text(item.get("DOI"))
    record.url = _text(item.get("URL"))
    record.abstract = _text(item.get("abstract"))
    record.keywords = _text(item.get("keyword"))
    for variable, value in item.items():
        text = _text(value)
        if variable in _HANDLED or variable in _FIELD_OF_DATES or not text:
            continue
        field = str(names.get(variable) or _VARIABLE_FIELDS.get(variable) or variable.lower())
        if field in RICH_FIELDS:
            text = _set_rich(record, field, text)
        record.fields.append((field, text))


def _read_custom(record: Record, custom: dict[str, Any]) -> None:
    """The BibTeX fields CSL had no variable for, as they were."""
    fields = custom.get("bibtex-fields")
    if isinstance(fields, dict):
        have = {name for name, _ in record.fields}
        record.fields += [(str(n), _text(v)) for n, v in fields.items() if n not in have]
