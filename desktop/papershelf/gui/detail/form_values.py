"""The entry form's values apart from its widgets: an entry's values in the shape the boxes
give them back (whitespace as a box shows it), what stops them being saved, in words, and the
text Copy puts on the clipboard when a save was refused."""

from __future__ import annotations

import re
from typing import Any

from papershelf.library.queries import EntryDetails

KEY_FORBIDDEN = set(' \t\n,{}()"#%~\\=')
FIELD_NAME = re.compile(r"[A-Za-z][A-Za-z0-9_.:+-]*\Z")
# BibTeX fields that have their own box in the form; as extra rows they would be written twice.
OWN_BOX = {"title", "author", "year", "abstract", "doi", "url", "keywords"}
ONE_LINE_FIELDS = ("entry_type", "key", "title", "venue", "doi", "url", "keywords", "authors_text")
# The form's boxes as the person knows them, for the text Copy puts on the clipboard.
COPY_LABELS = (
    ("title", "Title"), ("authors_text", "Authors"), ("year", "Year"), ("venue", "Venue"),
    ("entry_type", "Type"), ("key", "Key"), ("doi", "DOI"), ("url", "URL"),
    ("keywords", "Keywords"), ("abstract", "Abstract"), ("notes", "Notes"),
)  # fmt: skip
Fields = list[tuple[str, str]]  # the other BibTeX fields: (name, value) rows, in order


def one_line(text: str) -> str:
    """Collapse runs of whitespace, as a one-line box shows them."""
    return " ".join(text.split())


def multi_line(text: str) -> str:
    """Text as a plain-text box gives it back (newlines unified, no-break spaces plain)."""
    return (
        text.replace("\r\n", "\n").replace("\r", "\n").replace("\u2029", "\n").replace("\xa0", " ")
    )


def form_values(entry: EntryDetails) -> dict[str, Any]:
    """An entry's editable values in the form's normalised shape."""
    values: dict[str, Any] = {name: one_line(getattr(entry, name)) for name in ONE_LINE_FIELDS}
    values["year"] = "" if entry.year is None else str(entry.year)
    values["abstract"] = multi_line(entry.abstract)
    values["notes"] = multi_line(entry.notes)
    values["fields"] = [(one_line(n), v) for n, v in entry.fields]
    return values


def field_problems(rows: Fields) -> list[str]:
    """What is wrong with the extra-field rows, in words."""
    problems: list[str] = []
    seen: set[str] = set()
    for name, _value in rows:
        lower = name.lower()
        if not name:
            problems.append("Every field needs a name.")
        elif not FIELD_NAME.match(name):
            problems.append(f"“{name}” is not a BibTeX field name (letters, digits, - _ . :).")
        elif lower in OWN_BOX:
            problems.append(f"“{name}” has its own box above.")
        elif lower in seen:
            problems.append(f"The field “{name}” appears twice.")
        seen.add(lower)
    return problems


def value_problems(values: dict[str, Any]) -> list[str]:
    """What would stop the form's values from being saved, in words."""
    problems: list[str] = []
    key = values["key"]
    if not key:
        problems.append("The citation key cannot be empty.")
    elif set(key) & KEY_FORBIDDEN:
        bad = "".join(sorted(set(key) & KEY_FORBIDDEN)).replace(" ", "space ")
        problems.append(f"The citation key cannot contain {bad}.")
    if values["year"] and not re.fullmatch(r"-?\d{1,4}", values["year"]):
        problems.append("The year must be a number.")
    return problems + field_problems(values["fields"])


def values_as_text(values: dict[str, Any]) -> str:
    """The form's values as readable text ("Title: ..." lines), to keep an unsaved edit."""
    lines = [f"{label}: {values[name]}" for name, label in COPY_LABELS if values.get(name)]
    lines += [f"{name}: {value}" for name, value in values.get("fields", [])]
    return "\n".join(lines) + "\n"
