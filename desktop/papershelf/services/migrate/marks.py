"""The fields other reference managers leave on entries that services.migrate brings in:
the import engine notes a file whose records carry one, so the step after it runs only
then (a plain .bib file pays one set lookup per field, nothing more)."""

from __future__ import annotations

# JabRef's special fields and group memberships.
MARK_FIELDS = frozenset({
    "groups", "ranking", "readstatus", "priority", "relevance", "qualityassured", "printed",
})  # fmt: skip
# JabRef's comment-USER, BibDesk's bdsk-file-N and bdsk-url-N, Mendeley's mendeley-tags/groups.
MARK_PREFIXES = ("comment-", "bdsk-", "mendeley-")
