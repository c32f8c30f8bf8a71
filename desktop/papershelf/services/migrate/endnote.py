"""What an EndNote XML export holds beyond the records' fields: their files and tags.

For the entries the export added (inside the import's transaction): each `pdf-urls` link
becomes an attachment, `internal-pdf://N/name.pdf` found in the EndNote library's
`NAME.Data/PDF/` folder (where the export says the library is, else beside the XML file)
and `file://` links where they point; a file found nowhere is listed, not attached.
Keywords and the label become tags. (read-status and rating arrive in JabRef's
special-field form and are set by services.migrate.jabref.)
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

from papershelf.formats.endnote_xml import file_path
from papershelf.formats.records import Problem, Record
from papershelf.i18n import translate
from papershelf.library.db import Library
from papershelf.services import attachments
from papershelf.services.changes import ServiceError
from papershelf.services.import_report import ImportReport
from papershelf.services.migrate.organise import apply_tags
from papershelf.services.migrate.report import missing_file, not_attached


def apply_endnote(
    lib: Library, file: str, records: dict[int, Record], report: ImportReport
) -> None:
    """Attach the records' files and tag them with their keywords and label."""
    folder = Path(file).expanduser().absolute().parent
    tagged: dict[str, list[int]] = defaultdict(list)
    for entry_id, record in records.items():
        fields = dict(record.fields)
        for name, value in record.fields:
            if name == "endnote-file":
                _attach(lib, file, folder, entry_id, record, value, fields, report)
        keywords = [k.strip() for k in record.keywords.split(";") if k.strip()]
        label = fields.get("endnote-label", "").strip()
        for tag in dict.fromkeys([*keywords, *([label] if label else [])]):
            tagged[tag].append(entry_id)
    problems = apply_tags(lib, tagged, {}, report)
    report.problems += [Problem(file, 0, why) for why in problems]


def _attach(
    lib: Library, file: str, folder: Path, entry_id: int, record: Record, link: str,
    fields: dict[str, str], report: ImportReport,
) -> None:  # fmt: skip
    """Attach one pdf-urls link, or list why it could not be."""
    kind, path = file_path(link)
    if not kind:
        said = translate("migrate", "entry '{key}': {link} is not a file link")
        report.problems.append(Problem(file, 0, said.format(key=record.key, link=link)))
        return
    candidates = [Path(path)] if kind == "file" else _internal(path, fields, folder)
    found = next((c for c in candidates if c.is_file()), None)
    if found is None:
        shown = candidates[0] if candidates else path
        report.problems.append(Problem(file, 0, missing_file(record.key, link, shown)))
        return
    try:
        attachments.attach_files(lib, entry_id, [found], copy=False)
    except ServiceError as exc:
        report.problems.append(Problem(file, 0, not_attached(record.key, link, exc)))


def _internal(path: str, fields: dict[str, str], folder: Path) -> list[Path]:
    """Where an internal-pdf:// path may be: the library's .Data/PDF folder as the export
    names it, then a .Data folder beside the export."""
    library = fields.get("endnote-library", "")
    names = [Path(library)] if library else []
    places = [n.with_suffix(".Data") / "PDF" / path for n in names]
    places += [folder / (n.stem + ".Data") / "PDF" / path for n in names]
    places += [d / "PDF" / path for d in sorted(folder.glob("*.Data"))]
    return places
