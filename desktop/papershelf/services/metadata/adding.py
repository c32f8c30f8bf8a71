"""Add papers by DOI or arXiv id: resolve each one, then import them all as one step.

    outcomes, report = add_identifiers(lib, client, "10.1038/srep16696 1605.08386")

Each piece of the text gets one `Outcome` (added as KEY, already in the library as KEY, or
why not); the records found go through the same import as a file (keys from the key pattern,
duplicates checked), in one transaction, so the GUI can undo them as one step with the
returned report. Pieces that failed do not stop the others.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from papershelf.formats.identifiers import Identifier, Unrecognised, parse_identifiers
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.services.importing import ImportReport, import_records
from papershelf.services.metadata.client import MetadataClient
from papershelf.services.metadata.resolve import Resolved, resolve

__all__ = ["Outcome", "add_identifiers", "resolve_text"]

# progress(done, total, identifier just looked up)
LookupProgress = Callable[[int, int, str], None]


@dataclass(frozen=True)
class Outcome:
    """What became of one piece of the input."""

    text: str
    status: str  # "added", "duplicate" or "failed"
    detail: str  # the key, or the reason
    notes: tuple[str, ...] = ()  # what was mended in the answer it came from

    @property
    def failed(self) -> bool:
        """True when nothing was added or found for this piece."""
        return self.status == "failed"

    def __str__(self) -> str:
        """'10.1038/srep16696: added as tosatto2015single' (and what was mended, if any)."""
        if self.status == "added":
            mended = f" ({'; '.join(self.notes)})" if self.notes else ""
            said = translate("metadata", "{text}: added as {detail}").format(
                text=self.text, detail=self.detail
            )
            return said + mended
        if self.status == "duplicate":
            return translate("metadata", "{text}: already in the library as {detail}").format(
                text=self.text, detail=self.detail
            )
        return translate("metadata", "{text}: not added: {detail}").format(
            text=self.text, detail=self.detail
        )


def resolve_text(
    client: MetadataClient, text: str, progress: LookupProgress | None = None
) -> list[Resolved | Unrecognised]:
    """Every identifier in the text looked up, in order; unrecognised pieces as they are."""
    pieces = parse_identifiers(text)
    results: list[Resolved | Unrecognised] = []
    for done, piece in enumerate(pieces, start=1):
        results.append(resolve(client, piece) if isinstance(piece, Identifier) else piece)
        if progress is not None:
            progress(done, len(pieces), str(piece))
    return results


def add_resolved(
    lib: Library, results: list[Resolved | Unrecognised], list_name: str | None = None
) -> tuple[list[Outcome], ImportReport]:
    """Import the records found (one transaction) and say what became of each piece."""
    found = [r for r in results if isinstance(r, Resolved) and r.record is not None]
    records = [r.record for r in found if r.record is not None]
    report = import_records(lib, records, list_name, file="", on_duplicate="skip")
    skipped = {id(s.record): s.existing_key for s in report.skipped}
    added = iter(report.added)
    keys: dict[int, Outcome] = {}
    for result in found:
        text = result.identifier.text
        if id(result.record) in skipped:
            keys[id(result)] = Outcome(text, "duplicate", skipped[id(result.record)])
        else:
            keys[id(result)] = Outcome(text, "added", _key(lib, next(added)), result.notes)
    return [keys.get(id(r)) or _failure(r) for r in results], report


def add_identifiers(
    lib: Library, client: MetadataClient, text: str, list_name: str | None = None,
    progress: LookupProgress | None = None,
) -> tuple[list[Outcome], ImportReport]:  # fmt: skip
    """Look up every identifier in the text and add what was found."""
    return add_resolved(lib, resolve_text(client, text, progress), list_name)


def _key(lib: Library, entry_id: int) -> str:
    """The key an added entry was given."""
    record = load_record(lib, entry_id)
    return record.key or "" if record is not None else ""


def _failure(result: Resolved | Unrecognised) -> Outcome:
    """The outcome of a piece that gave no record."""
    if isinstance(result, Unrecognised):
        return Outcome(result.text, "failed", translate("metadata", "not a DOI or an arXiv id"))
    return Outcome(result.identifier.text, "failed", result.error)
