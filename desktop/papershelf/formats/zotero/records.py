"""A Zotero item as a formats.records.Record: type, key, people, fields, notes and files.

The record remembers where it came from in two extra fields: `zotero-key` ('LIBRARY:KEY',
Zotero's library id and item key, which a second import of the same database finds it
by) and `zotero-modified` (the item's and its children's latest change, so that a second
import rewrites only what changed in Zotero since). Its citation key is Better BibTeX's:
Zotero 7's own citationKey field, else `Citation Key:` in Extra, else better-bibtex.sqlite.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from papershelf.formats.bib import file_field
from papershelf.formats.bib.bibtex_fields import MONTHS
from papershelf.formats.csl.csl_json_read import name_list
from papershelf.formats.records import PersonName, Record
from papershelf.formats.zotero import types
from papershelf.formats.zotero.extra import parse_extra
from papershelf.formats.zotero.items import ZoteroItem
from papershelf.i18n import translate

KEY_FIELD = "zotero-key"
MODIFIED_FIELD = "zotero-modified"
_SQL_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})")
_MONTH_NAMES = list(MONTHS.values())


@dataclass
class Converted:
    """An item's record, and what of it could not be brought (one reason each)."""

    record: Record
    left_out: list[str] = field(default_factory=list)
    files: int = 0  # attachments linked
    missing: int = 0  # of those, files not on disk


def zotero_id(library_id: int, key: str) -> str:
    """The value of an entry's zotero-key field: 'LIBRARY:KEY'."""
    return f"{library_id}:{key}"


def item_record(
    item: ZoteroItem, data_dir: Path, base_dir: Path | None, bbt_key: str = ""
) -> Converted:
    """The item as a record (see the module docstring)."""
    values = item.values
    kind = types.entry_type(item.kind, values)
    extra = parse_extra(values.get("extra", ""))
    record = Record(entry_type=kind, key=values.get("citationKey") or extra.key or bbt_key or None)
    record.title = values.get("title", "")
    record.doi = values.get("DOI", "")
    record.url = values.get("url", "")
    record.abstract = values.get("abstractNote", "")
    _read_date(record, values.get("date", ""))
    _read_fields(record, item, kind)
    _read_people(record, item)
    record.fields += extra.fields
    if extra.rest:
        record.fields.append(("note", extra.rest))
    record.notes = "\n\n".join(note for note in item.notes if note)
    converted = Converted(record)
    _read_files(converted, item, data_dir, base_dir)
    record.fields.append((KEY_FIELD, zotero_id(item.library_id, item.key)))
    record.fields.append((MODIFIED_FIELD, item.changed))
    return converted


def _read_date(record: Record, value: str) -> None:
    """Zotero's 'YYYY-MM-DD original' date as year, month and (with a day) date."""
    found = _SQL_DATE.match(value)
    if found is None:
        if value.strip():
            record.fields.append(("date", value.strip()))
        return
    year, month, day = found.groups()
    if year != "0000":
        record.year = int(year)
    if month != "00":
        record.fields.append(("month", _MONTH_NAMES[int(month) - 1]))
        if day != "00":
            record.fields.append(("date", f"{year}-{month}-{day}"))


def _read_fields(record: Record, item: ZoteroItem, kind: str) -> None:
    """Every other field under its BibTeX name; the venue as the record's venue too."""
    if item.kind in types.SUBTYPES:
        record.fields.append(("entrysubtype", types.SUBTYPES[item.kind]))
    if kind == "misc" and item.kind != "document":
        record.fields.append(("zotero-type", item.kind))
    taken: set[str] = set()
    for name, value in item.values.items():
        if name in types.OWN_FIELDS:
            continue
        target = types.field_name(name, kind)
        if target in taken:  # issue and seriesNumber both 'number': keep the first, name the rest
            target = name.lower()
        taken.add(target)
        if name == "accessDate":
            value = value[:10]
        record.fields.append((target, value))
        if target in ("journal", "booktitle") and not record.venue:
            record.venue = value


def _read_people(record: Record, item: ZoteroItem) -> None:
    """Authors as the record's people; each other role as a name-list field."""
    by_field: dict[str, list[PersonName]] = {}
    for role, first, last, mode in item.creators:
        if mode == 1 or not first:
            person = PersonName(family=last, raw="{" + last + "}" if " " in last else last)
        else:
            person = PersonName(family=last, given=first)
        if person.family or person.given:
            by_field.setdefault(types.role_field(role), []).append(person)
    authors = by_field.pop("author", [])
    if authors:
        record.authors = authors
        record.authors_text = _names(authors)
    for name, people in by_field.items():
        record.fields.append((name, _names(people)))


_PLAIN_PART = re.compile(r"[^\s,{}\\]+(?: [^\s,{}\\]+)*")


def _names(people: list[PersonName]) -> str:
    """People as a BibTeX name list: 'Family, Given' when BibTeX surely reads that back
    (one-word family name starting upper-case, no commas, braces or 'and'), else
    csl_json_read.name_list's careful form."""
    if all(_plain(person) for person in people):
        return " and ".join(f"{p.family}, {p.given}" if p.given else p.family for p in people)
    return name_list(people)


def _plain(person: PersonName) -> bool:
    """Whether 'Family, Given' is this person as BibTeX reads it."""
    family, given = person.family, person.given
    if not family or " " in family or not family[:1].isupper() or person.raw.startswith("{"):
        return False
    if not _PLAIN_PART.fullmatch(family) or (given and not _PLAIN_PART.fullmatch(given)):
        return False
    return " and " not in f" {given} ".lower()


def _read_files(
    converted: Converted, item: ZoteroItem, data_dir: Path, base_dir: Path | None
) -> None:
    """Files as a JabRef-style `file` field (absolute paths); a web link or a file whose
    place is unknown is left out with its reason. Files not on disk are linked (they may
    come back) and counted as missing."""
    links = []
    for attachment in item.attachments:
        path, why = attachment.location(data_dir, base_dir)
        name = attachment.title or Path(attachment.path).name
        if not path:
            said = translate("zotero", "attachment '{name}' not brought: {why}")
            converted.left_out.append(said.format(name=name, why=why))
            continue
        kind = file_field.kind_of(path, attachment.content_type)
        links.append(file_field.format_link(path, kind, "jabref", attachment.title))
        converted.files += 1
        if not Path(path).is_file():
            converted.missing += 1
            said = translate("zotero", "attachment '{name}' is missing: no file at {path}")
            converted.left_out.append(said.format(name=name, path=path))
    if links:
        converted.record.fields.append((file_field.FILE_FIELD, file_field.join_field(links)))
