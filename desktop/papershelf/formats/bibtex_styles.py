"""What a bibliography style will warn about in an entry: its type, its missing fields.

An export writes every entry as it is (its type, its fields); this module only tells, so
that the user hears before LaTeX does. BibTeX's standard styles (plain, alpha, abbrv,
unsrt) define 14 types and name the fields each one requires (btxdoc, section 3.1);
biblatex's data model requires about the same under its own names. A field may be given
under either name ('journal' or 'journaltitle', 'year' or 'date'): the export adds the
BibTeX name from the biblatex one when it is missing.
"""

from __future__ import annotations

from collections.abc import Mapping

from papershelf.formats.records import Record

# The entry types every standard BibTeX style defines.
BIBTEX_TYPES = frozenset(
    "article book booklet conference inbook incollection inproceedings manual mastersthesis "
    "misc phdthesis proceedings techreport unpublished".split()
)
# biblatex types that are never cited (data containers), so no style ever formats them.
NEVER_CITED = frozenset({"xdata", "set"})
# Each required field as its alternatives ('author|editor': either will do).
_PERSON, _YEAR = "author|editor", "year|date"
REQUIRED: Mapping[str, tuple[str, ...]] = {
    "article": ("author", "title", "journal|journaltitle", _YEAR),
    "book": (_PERSON, "title", "publisher", _YEAR),
    "booklet": ("title",),
    "conference": ("author", "title", "booktitle", _YEAR),
    "inbook": (_PERSON, "title", "chapter|pages", "publisher", _YEAR),
    "incollection": ("author", "title", "booktitle", "publisher", _YEAR),
    "inproceedings": ("author", "title", "booktitle", _YEAR),
    "manual": ("title",),
    "mastersthesis": ("author", "title", "school|institution", _YEAR),
    "phdthesis": ("author", "title", "school|institution", _YEAR),
    "proceedings": ("title", _YEAR),
    "techreport": ("author", "title", "institution", _YEAR),
    "unpublished": ("author", "title", "note"),
    # biblatex's own types, as its data model requires them
    "online": (_PERSON, "title", _YEAR, "url|doi|eprint"),
    "thesis": ("author", "title", "type", "institution|school", _YEAR),
    "report": ("author", "title", "type", "institution", _YEAR),
    "software": (_PERSON, "title", _YEAR),
    "dataset": (_PERSON, "title", _YEAR),
}


def style_warnings(record: Record, present: Mapping[str, str], flavour: str) -> list[str]:
    """What the flavour's styles will say about record, whose fields are present (by name).

    An empty list when nothing: a type the style defines, every required field there.
    """
    entry_type = (record.entry_type or "misc").lower()
    if entry_type in NEVER_CITED:
        return []
    name = f"entry '{record.key}' (@{entry_type})"
    warnings: list[str] = []
    if flavour == "bibtex" and entry_type not in BIBTEX_TYPES:
        warnings.append(f"{name}: BibTeX styles do not define this type; they format it as @misc")
    if _has(present, "crossref"):
        return warnings  # the parent fills the fields in (and the export checks it too)
    missing = [need for need in REQUIRED.get(entry_type, ()) if not _has(present, need)]
    if missing:
        fields = ", ".join(need.replace("|", " or ") for need in missing)
        warnings.append(f"{name}: no {fields}; the style will warn")
    return warnings


def _has(present: Mapping[str, str], need: str) -> bool:
    """Whether any of need's alternatives ('author|editor') has a non-blank value."""
    return any(present.get(name, "").strip() for name in need.split("|"))
