"""The BibTeX and BibLaTeX data model: each entry type's required and optional fields.

Classic types follow BibTeX's own documentation (btxdoc, "Entry Types"); the BibLaTeX-only
types follow the biblatex manual (§2.1.1, "Regular Types"). "author/editor" means either
one will do (a book has an author or an editor); "year/date" likewise. The New Entry form
shows a type's required fields first, then its optional ones, and the checks below say what
a style would complain about.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from papershelf.formats.fields import CHECKS

__all__ = ["TYPES", "EntryType", "check_value", "missing_required"]


@dataclass(frozen=True)
class EntryType:
    """One entry type: its name, a label for people, its required and optional fields."""

    name: str
    label: str
    required: tuple[str, ...]
    optional: tuple[str, ...]
    biblatex_only: bool = False

    def fields(self) -> tuple[str, ...]:
        """Every field of the form, required first, alternatives ('author/editor') split."""
        seen: list[str] = []
        for group in (*self.required, *self.optional):
            for name in group.split("/"):
                if name not in seen:
                    seen.append(name)
        return tuple(seen)


def _t(name: str, label: str, required: str, optional: str, biblatex: bool = False) -> EntryType:
    """An entry type from space-separated field lists."""
    return EntryType(name, label, tuple(required.split()), tuple(optional.split()), biblatex)


_COMMON = "doi url abstract keywords note"
TYPES: dict[str, EntryType] = {t.name: t for t in (
    _t("article", "Journal article", "author title journal year",
       f"volume number pages month {_COMMON}"),
    _t("inproceedings", "Conference paper", "author title booktitle year",
       f"editor volume number series pages address month organization publisher {_COMMON}"),
    _t("book", "Book", "author/editor title publisher year",
       f"volume number series address edition month isbn {_COMMON}"),
    _t("incollection", "Book chapter (in a collection)", "author title booktitle publisher year",
       f"editor volume number series type chapter pages address edition month {_COMMON}"),
    _t("inbook", "Book chapter", "author/editor title chapter/pages publisher year",
       f"volume number series type address edition month {_COMMON}"),
    _t("phdthesis", "PhD thesis", "author title school year", f"type address month {_COMMON}"),
    _t("mastersthesis", "Master's thesis", "author title school year",
       f"type address month {_COMMON}"),
    _t("techreport", "Technical report", "author title institution year",
       f"type number address month {_COMMON}"),
    _t("proceedings", "Proceedings", "title year",
       f"editor volume number series address month organization publisher {_COMMON}"),
    _t("manual", "Manual", "title", f"author organization address edition month year {_COMMON}"),
    _t("booklet", "Booklet", "title", f"author howpublished address month year {_COMMON}"),
    _t("unpublished", "Unpublished", "author title note", "month year doi url abstract keywords"),
    _t("misc", "Miscellaneous (preprint, other)", "",
       f"author title howpublished month year eprint archiveprefix primaryclass {_COMMON}"),
    _t("online", "Web page or online resource", "author/editor title year/date url",
       "organization urldate month abstract keywords note", biblatex=True),
    _t("software", "Software", "author/editor title year/date",
       "version organization url urldate doi abstract keywords note", biblatex=True),
    _t("dataset", "Data set", "author/editor title year/date",
       "version organization url urldate doi abstract keywords note", biblatex=True),
    _t("report", "Report", "author title type institution year/date",
       f"number address month {_COMMON}", biblatex=True),
    _t("thesis", "Thesis", "author title type institution year/date",
       f"address month {_COMMON}", biblatex=True),
)}  # fmt: skip

_YEAR = re.compile(r"\d{4}")
_DATE = re.compile(r"\d{4}(-\d{2}(-\d{2})?)?(/(\d{4}(-\d{2}(-\d{2})?)?)?)?")
_DOI = re.compile(r"10\.\d{4,9}/\S+")
_PAGES = re.compile(r"[\w.]+(\s*(-{1,3}|–)\s*[\w.]+)?(\s*,\s*[\w.]+(\s*(-{1,3}|–)\s*[\w.]+)?)*\+?")
_URL = re.compile(r"(https?|ftp)://\S+")


def check_value(name: str, value: str) -> str:
    """Why a field's value would not work ('' when it is fine or empty)."""
    value = value.strip()
    check = CHECKS.get(name, "")  # the field table's check column (formats/fields.py)
    if not value or not check:
        return ""
    if check == "year" and not _YEAR.fullmatch(value):
        return "a year has four digits, e.g. 2024"
    if check == "date" and not _DATE.fullmatch(value):
        return "a date is written YYYY, YYYY-MM or YYYY-MM-DD"
    if check == "doi" and not _DOI.fullmatch(_bare_doi(value)):
        return "a DOI starts with 10. and a slash, e.g. 10.1038/srep16696"
    if check == "pages" and not _PAGES.fullmatch(value):
        return "pages are a number or a range, e.g. 12--34"
    if check == "url" and not _URL.fullmatch(value):
        return "a URL starts with https:// or http://"
    return ""


def _bare_doi(value: str) -> str:
    """A DOI without its doi: or doi.org prefix."""
    return re.sub(r"^(https?://(dx\.)?doi\.org/|doi:\s*)", "", value, flags=re.IGNORECASE)


def missing_required(entry_type: EntryType, values: dict[str, str]) -> list[str]:
    """The required fields (or alternatives, 'author or editor') that have no value."""
    missing = []
    for group in entry_type.required:
        if "/" not in group:  # the usual group: one field (an export checks every entry)
            if not values.get(group, "").strip():
                missing.append(group)
            continue
        names = group.split("/")
        if not any(values.get(name, "").strip() for name in names):
            missing.append(" or ".join(names))
    return missing
