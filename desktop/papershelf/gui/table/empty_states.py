"""What an empty paper list says, for each kind of view: never a blank area."""

from __future__ import annotations

from papershelf.library.models import Status
from papershelf.library.queries import Scope, TagSelection

ADD_PAPERS_HINT = (
    "Add papers: Paper › New Entry… (Ctrl+N), Add by Identifier… (Ctrl+Shift+A), paste "
    "(Ctrl+V), File › Import… (Ctrl+O), or drag .bib, .ris, CSL-JSON, EndNote .xml, PDF or "
    ".txt files onto this window"
)
# The status bar's shorter form (a long message runs under the entry count on a small screen).
ADD_PAPERS_STATUS = (
    "Add papers: New Entry (Ctrl+N), Add by Identifier (Ctrl+Shift+A), paste (Ctrl+V), "
    "Import (Ctrl+O), or drop files here"
)


def _quoted(text: str, limit: int = 60) -> str:
    """*text* in single typographic quotes, shortened past *limit* characters."""
    text = " ".join(text.split())
    return f"‘{text if len(text) <= limit else text[: limit - 1] + '…'}’"


def _selection_text(selection: TagSelection) -> str:
    """An empty combination of sidebar tags."""
    joined = (" and " if selection.match_all else " or ").join(map(_quoted, selection.include))
    if selection.exclude and not selection.include:
        return "Every paper carries " + " or ".join(map(_quoted, selection.exclude)) + "."
    return f"No papers tagged {joined}" + (
        " without the excluded tags." if selection.exclude else "."
    )


def _scope_text(scope: Scope, list_name: str | None) -> str:
    """An empty view of the library (no search typed)."""
    value = scope.value
    if scope.kind == "tag":
        return f"No papers tagged {_quoted(str(value))}."
    if scope.kind == "tags" and isinstance(value, TagSelection):
        return _selection_text(value)
    if scope.kind == "list":
        name = _quoted(list_name) if list_name else "This reading list"
        return (
            f"{name} is empty.\n\nDrag papers onto it in the sidebar, or use Add to Reading List."
        )
    if scope.kind == "status" and isinstance(value, int):
        return f"No {Status(value).label.lower()} papers."
    if scope.kind == "recent":
        return f"No papers added in the last {value} days."
    if scope.kind == "unfiled":
        return "Every paper is in a reading list."
    if scope.kind == "missing":
        return "Every attached file is where it should be."
    return "No papers here."


def empty_text(scope: Scope, query: str, library_empty: bool, list_name: str | None = None) -> str:
    """What the paper list says when it shows no rows."""
    if query.strip():
        return f"No papers match {_quoted(query)}."
    if library_empty:
        return f"Your library is empty.\n\n{ADD_PAPERS_HINT}."
    return _scope_text(scope, list_name)
