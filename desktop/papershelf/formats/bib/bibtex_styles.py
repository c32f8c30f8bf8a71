"""What a bibliography style will warn about in an entry: its type, its missing fields.

An export writes every entry as it is (its type, its fields); this module only tells, so
that the user hears before LaTeX does. The fields each type requires are the data model's
(formats/bib/datamodel.py, which the New Entry form checks too). A field may be given under
either name ('journal' or 'journaltitle', 'year' or 'date'): the export adds the BibTeX
name from the biblatex one when it is missing.
"""

from __future__ import annotations

from collections.abc import Mapping

from papershelf.formats.bib.datamodel import TYPES, missing_required
from papershelf.formats.records import Record
from papershelf.i18n import translate

# The entry types every standard BibTeX style defines.
BIBTEX_TYPES = frozenset(
    "article book booklet conference inbook incollection inproceedings manual mastersthesis "
    "misc phdthesis proceedings techreport unpublished".split()
)
# biblatex types that are never cited (data containers), so no style ever formats them.
NEVER_CITED = frozenset({"xdata", "set"})
# biblatex's names for fields BibTeX styles read under another name (the BibTeX flavour
# adds the BibTeX name when it is missing), so either satisfies a style.
_SAME_FIELD = (("journaltitle", "journal"), ("date", "year"), ("institution", "school"))


def style_warnings(record: Record, present: Mapping[str, str], flavour: str) -> list[str]:
    """What the flavour's styles will say about record, whose fields are present (by name).

    An empty list when nothing: a type the style defines, every required field there.
    """
    entry_type = (record.entry_type or "misc").lower()
    if entry_type in NEVER_CITED:
        return []
    warnings: list[str] = []
    if flavour == "bibtex" and entry_type not in BIBTEX_TYPES:
        said = translate(
            "bibtex", "{entry}: BibTeX styles do not define this type; they format it as @misc"
        )
        warnings.append(said.format(entry=_entry_name(record, entry_type)))
    if _has(present, "crossref"):
        return warnings  # the parent fills the fields in (and the export checks it too)
    model = TYPES.get("inproceedings" if entry_type == "conference" else entry_type)
    missing = missing_required(model, _with_bibtex_names(present)) if model else []
    if missing:
        said = translate("bibtex", "{entry}: no {fields}; the style will warn")
        entry = _entry_name(record, entry_type)
        warnings.append(said.format(entry=entry, fields=", ".join(missing)))

    return warnings


def _entry_name(record: Record, entry_type: str) -> str:
    """How a warning names the entry (translated only for the few entries that warn)."""
    return translate("bibtex", "entry '{key}' (@{type})").format(key=record.key, type=entry_type)


def _has(present: Mapping[str, str], name: str) -> bool:
    """Whether the field has a non-blank value."""
    return bool(present.get(name, "").strip())


def _with_bibtex_names(present: Mapping[str, str]) -> dict[str, str]:
    """present, with each biblatex field also under its BibTeX name when that one is blank."""
    values = dict(present)
    for biblatex, classic in _SAME_FIELD:
        if not values.get(classic, "").strip() and values.get(biblatex, "").strip():
            values[classic] = values[biblatex]
    return values
