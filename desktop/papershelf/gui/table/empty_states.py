"""What an empty paper list says, for each kind of view: never a blank area."""

from __future__ import annotations

from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.models import Status
from papershelf.library.queries import Scope, TagSelection

ADD_PAPERS_HINT = N(
    "Add papers: Paper › New Entry… (Ctrl+N), Add by Identifier… (Ctrl+Shift+A), paste "
    "(Ctrl+V), File › Import… (Ctrl+O), or drag .bib, .ris, CSL-JSON, EndNote .xml, PDF or "
    ".txt files onto this window"
)
# The status bar's shorter form (a long message runs under the entry count on a small screen).
ADD_PAPERS_STATUS = N(
    "Add papers: New Entry (Ctrl+N), Add by Identifier (Ctrl+Shift+A), paste (Ctrl+V), "
    "Import (Ctrl+O), or drop files here"
)
# An empty status view, by Status value.
NO_STATUS_PAPERS = (N("No unread papers."), N("No reading papers."), N("No read papers."))


def add_papers_status() -> str:
    """The status bar's hint how papers get in, in the current language."""
    return translate("", ADD_PAPERS_STATUS) + "."


def _quoted(text: str, limit: int = 60) -> str:
    """*text* in single typographic quotes, shortened past *limit* characters."""
    text = " ".join(text.split())
    return f"‘{text if len(text) <= limit else text[: limit - 1] + '…'}’"


def _selection_text(selection: TagSelection) -> str:
    """An empty combination of sidebar tags."""
    either = translate("empty_states", " or ")  # between tag names
    if selection.exclude and not selection.include:
        tags = either.join(map(_quoted, selection.exclude))
        return translate("empty_states", "Every paper carries {tags}.").format(tags=tags)
    both = translate("empty_states", " and ")  # between tag names
    tags = (both if selection.match_all else either).join(map(_quoted, selection.include))
    if selection.exclude:
        text = translate("empty_states", "No papers tagged {tags} without the excluded tags.")
    else:
        text = translate("empty_states", "No papers tagged {tags}.")
    return text.format(tags=tags)


def _scope_text(scope: Scope, list_name: str | None) -> str:
    """An empty view of the library (no search typed)."""
    value = scope.value
    if scope.kind == "tag":
        return translate("empty_states", "No papers tagged {tags}.").format(
            tags=_quoted(str(value))
        )
    if scope.kind == "tags" and isinstance(value, TagSelection):
        return _selection_text(value)
    if scope.kind == "list":
        name = _quoted(list_name) if list_name else translate("empty_states", "This reading list")
        return translate(
            "empty_states",
            "{name} is empty.\n\nDrag papers onto it in the sidebar, or use Add to Reading List.",
        ).format(name=name)
    if scope.kind == "status" and isinstance(value, int):
        return translate("", NO_STATUS_PAPERS[int(Status(value))])
    if scope.kind == "recent":
        days = int(value) if isinstance(value, int | str) and str(value).isdigit() else 0
        return translate("empty_states", "No papers added in the last %n days.", None, days)
    if scope.kind == "unfiled":
        return translate("empty_states", "Every paper is in a reading list.")
    if scope.kind == "missing":
        return translate("empty_states", "Every attached file is where it should be.")
    return translate("empty_states", "No papers here.")


def empty_text(scope: Scope, query: str, library_empty: bool, list_name: str | None = None) -> str:
    """What the paper list says when it shows no rows."""
    if query.strip():
        return translate("empty_states", "No papers match {query}.").format(query=_quoted(query))
    if library_empty:
        empty = translate("empty_states", "Your library is empty.")
        return f"{empty}\n\n{translate('', ADD_PAPERS_HINT)}."
    return _scope_text(scope, list_name)
