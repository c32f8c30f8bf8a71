"""EndNote's XML export (File › Export › XML) as records.

An export is `<xml><records><record>…</record>…</records></xml>`; each record has its
`ref-type` (a number with the type's name), `contributors` (authors, secondary-authors
as editors, tertiary-authors as series editors, subsidiary-authors as translators),
`titles`, `periodical`, `dates`, `keywords`, `urls` (related and web addresses, and
`pdf-urls`: `internal-pdf://NUMBER/name.pdf` in the library's .Data/PDF folder, or
`file://` links to files elsewhere), `notes`, `research-notes`, `label`, and where the
EndNote version writes them `read-status` and `rating`. Text sits in `<style>` runs,
whose pieces are joined. Elements this reader has no BibTeX name for are kept as fields
under their own names.

What the pipeline cannot store on a record rides in fields the import turns into the
library's own values afterwards (services.migrate.endnote): keywords and the label as
tags, `readstatus` (read/unread) and `ranking` (rankN) in JabRef's special-field form.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from urllib.parse import unquote, urlsplit

from papershelf.formats.names import parse_names
from papershelf.formats.records import FormatError, Problem, ReadResult, Record
from papershelf.i18n import translate

# EndNote's reference type names -> BibTeX types (the number is used when a name is absent).
TYPES = {
    "journal article": "article", "magazine article": "article",
    "newspaper article": "article", "electronic article": "article", "book": "book",
    "edited book": "book", "electronic book": "book", "book section": "incollection",
    "electronic book section": "incollection", "conference proceedings": "inproceedings",
    "conference paper": "inproceedings", "thesis": "phdthesis", "report": "techreport",
    "web page": "online", "computer program": "software", "dataset": "dataset",
    "patent": "patent", "unpublished work": "unpublished", "manuscript": "unpublished",
    "generic": "misc",
}  # fmt: skip
TYPE_NUMBERS = {
    17: "article", 19: "article", 23: "article", 6: "book", 28: "book", 5: "incollection",
    10: "inproceedings", 47: "inproceedings", 32: "phdthesis", 27: "techreport",
    12: "online", 9: "software", 59: "dataset", 25: "patent", 34: "unpublished",
    36: "unpublished", 13: "misc",
}  # fmt: skip
# Simple elements -> BibTeX fields.
FIELDS = {
    "pages": "pages", "volume": "volume", "number": "number", "issue": "issue",
    "edition": "edition", "section": "chapter", "pub-location": "address",
    "publisher": "publisher", "language": "language", "accession-num": "accession-num",
    "call-num": "lccn", "abstract": "abstract", "notes": "note", "label": "endnote-label",
    "access-date": "urldate", "work-type": "type", "custom1": "custom1",
}  # fmt: skip
_SKIPPED = frozenset({"database", "source-app", "rec-number", "foreign-keys", "ref-type"})
_DOI = re.compile(r"10\.\d{4,9}/\S+")
_RATING = re.compile(r"\d+")


def read_text(text: str, file: str = "<text>") -> ReadResult:
    """Read an EndNote XML export already in memory; FormatError when it is not one."""
    try:
        root = ET.fromstring(text.removeprefix("\ufeff"))
    except ET.ParseError as exc:
        said = translate("endnote_xml", "not EndNote XML: {error}").format(error=exc)
        raise FormatError(file, exc.position[0], said) from None
    records = root.findall("./records/record") if root.tag == "xml" else []
    if root.tag != "xml" or root.find("records") is None:
        said = translate("endnote_xml", "not an EndNote XML export (no <xml><records>)")
        raise FormatError(file, 0, said)
    if records and all(r.find("ref-type") is None for r in records):
        raise FormatError(
            file, 0, translate("endnote_xml", "an EndNote XML of a form this Papershelf does "
            "not know (no ref-type): a newer EndNote? Export RIS from EndNote instead"),
        )  # fmt: skip
    result = ReadResult()
    for number, element in enumerate(records, start=1):
        try:
            result.records.append(_record(element, number))
        except ValueError as exc:
            said = translate("endnote_xml", "record {number} not read: {error}")
            result.problems.append(Problem(file, number, said.format(number=number, error=exc)))
    return result


def _text(element: ET.Element | None, lines: bool = False) -> str:
    """An element's text, its style runs joined; one line, or (lines) its lines kept."""
    if element is None:
        return ""
    raw = "".join(element.itertext()).replace("\r", "\n")
    if lines:
        kept = [" ".join(line.split()) for line in raw.split("\n")]
        return "\n".join(line for line in kept if line)
    return " ".join(raw.split())


def _record(element: ET.Element, number: int) -> Record:
    """One <record>."""
    kind = _type(element.find("ref-type"))
    record = Record(entry_type=kind, source_line=number)
    _people(record, element.find("contributors"))
    _titles(record, element, kind)
    _dates(record, element.find("dates"))
    _simple(record, element, kind)
    _urls(record, element.find("urls"))
    keywords = [_text(k) for k in element.findall("./keywords/keyword")]
    record.keywords = "; ".join(k for k in keywords if k)
    record.notes = _text(element.find("research-notes"), lines=True)
    _status(record, element)
    database = element.find("database")
    if database is not None and database.get("path"):
        record.fields.append(("endnote-library", str(database.get("path"))))
    return record


def _type(element: ET.Element | None) -> str:
    """The BibTeX type of a ref-type element."""
    if element is None:
        return "misc"
    name = (element.get("name") or "").strip().lower()
    if name in TYPES:
        return TYPES[name]
    number = _text(element)
    return TYPE_NUMBERS.get(int(number), "misc") if number.isdigit() else "misc"


def _people(record: Record, contributors: ET.Element | None) -> None:
    """Authors as the record's people; the other roles as name-list fields."""
    if contributors is None:
        return
    roles = {"authors": "author", "secondary-authors": "editor",
             "tertiary-authors": "serieseditor", "subsidiary-authors": "translator",
             "translated-authors": "translator"}  # fmt: skip
    for group in contributors:
        names = [_text(person) for person in group]
        text = " and ".join(name for name in names if name)
        if not text:
            continue
        field = roles.get(group.tag, group.tag)
        if field == "author":
            record.authors, _ = parse_names(text)
            record.authors_text = text
        else:
            record.fields.append((field, text))


def _titles(record: Record, element: ET.Element, kind: str) -> None:
    """Title, the venue (secondary title, else the periodical's name), series, short title."""
    record.title = _text(element.find("./titles/title"))
    venue = _text(element.find("./titles/secondary-title")) or _text(
        element.find("./periodical/full-title")
    )
    if venue:
        field = "journal" if kind == "article" else "booktitle"
        field = "series" if kind == "book" else field
        record.venue = venue
        record.fields.append((field, venue))
    for tag, field in (("tertiary-title", "series"), ("short-title", "shorttitle"),
                       ("alt-title", "shortjournal")):  # fmt: skip
        value = _text(element.find(f"./titles/{tag}"))
        if value and value != venue:
            record.fields.append((field, value))


def _dates(record: Record, dates: ET.Element | None) -> None:
    """The year, and the publication date as written."""
    if dates is None:
        return
    year = _text(dates.find("year"))
    found = re.search(r"\d{4}", year)
    if found:
        record.year = int(found.group(0))
    elif year:
        record.fields.append(("year", year))
    date = _text(dates.find("./pub-dates/date"))
    if date:
        record.fields.append(("date-written", date))


def _simple(record: Record, element: ET.Element, kind: str) -> None:
    """Every other element: known ones under their BibTeX names, the rest as they are."""
    handled = {"contributors", "titles", "periodical", "alt-periodical", "dates", "urls",
               "keywords", "research-notes", "read-status", "rating"}  # fmt: skip
    for child in element:
        tag = child.tag
        if tag in handled or tag in _SKIPPED:
            continue
        value = _text(child, lines=tag in ("abstract", "notes"))
        if not value:
            continue
        if tag == "abstract":
            record.abstract = value
        elif tag == "electronic-resource-num" and _DOI.search(value):
            record.doi = _DOI.search(value).group(0)  # type: ignore[union-attr]
        elif tag == "isbn":
            record.fields.append(("issn" if kind == "article" else "isbn", value))
        elif tag == "publisher" and kind in ("phdthesis", "techreport"):
            record.fields.append(("school" if kind == "phdthesis" else "institution", value))
        else:
            record.fields.append((FIELDS.get(tag, tag), value))


def _urls(record: Record, urls: ET.Element | None) -> None:
    """The first web address as the URL; PDF links as EndNote's own `endnote-file` fields."""
    if urls is None:
        return
    web = [_text(u) for kind in ("related-urls", "web-urls") for u in urls.findall(f"./{kind}/url")]
    web = [u for u in web if u]
    if web:
        record.url = web[0]
        record.fields += [("url-" + str(n), u) for n, u in enumerate(web[1:], start=2)]
    for url in urls.findall("./pdf-urls/url") + urls.findall("./text-urls/url"):
        value = _text(url)
        if value:
            record.fields.append(("endnote-file", value))


def _status(record: Record, element: ET.Element) -> None:
    """read-status and rating, in JabRef's special-field form (the import makes them the
    entry's status and rating)."""
    status = _text(element.find("read-status")).lower()
    if status in ("read", "1", "yes", "true"):
        record.fields.append(("readstatus", "read"))
    rating = _RATING.search(_text(element.find("rating")))
    if rating and 1 <= int(rating.group(0)) <= 5:
        record.fields.append(("ranking", f"rank{rating.group(0)}"))


def file_path(link: str) -> tuple[str, str]:
    """('internal', the path under the library's PDF folder) for internal-pdf:// links,
    ('file', an absolute path) for file:// links, ('', '') for anything else."""
    link = link.strip()
    if link.lower().startswith("internal-pdf://"):
        return "internal", unquote(link[len("internal-pdf://") :])
    if link.lower().startswith("file://"):
        return "file", unquote(urlsplit(link).path)
    if link.startswith("/"):
        return "file", link
    return "", ""


def library_path(text: str) -> str:
    """The EndNote library (.enl) an export's first record names ('' when none)."""
    try:
        root = ET.fromstring(text.removeprefix("\ufeff"))
    except ET.ParseError:
        return ""
    database = root.find("./records/record/database")
    return (database.get("path") or "") if database is not None else ""
