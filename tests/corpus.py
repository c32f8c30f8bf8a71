"""Checks one real .bib file end to end: import, export, re-import, and BibTeX on both.

What `check_file` finds, per file (tests/test_texlive_corpus.py asserts each is empty):
- lost: entries of the file neither in the library nor named by the import's report
  (a problem, a skipped duplicate or a new key at the entry's line);
- changed: fields of imported entries whose exported raw value is not, byte for byte, the
  value as written in the file;
- drift: differences between the library and the library the export re-imports to, and
  between the export and the re-imported library's export (the export is idempotent);
- bibtex: BibTeX's error count on the export, when above its count on the original.
"""

from __future__ import annotations

import gzip
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from papershelf.formats.bib.bibtex_syntax import ScannedEntry, scan
from papershelf.formats.records import Record
from papershelf.formats.text.encoding import decode, read_bytes
from papershelf.library.db import Library, open_library
from papershelf.library.entry_records import iter_records
from papershelf.services.exporting import ExportScope, export_file
from papershelf.services.import_report import ImportReport
from papershelf.services.importing import import_file

# BibTeX's names for biblatex fields, which the BibTeX flavour adds when they are missing.
BIBTEX_NAMES = frozenset({"journal", "address", "school", "month", "year"})
# Report lines the export's re-import gives as the file's import gave them: not drift.
# A BibDesk link to a file on its author's disk is reported missing by both imports alike; so
# is a crossref to a parent the file itself could not give (frankenstein.bib's beckett:dream
# has an unclosed quote, texlive-latex-extra).
_INFORMATIVE = re.compile(
    r"undefined @string macro|^no entries found|is missing: no file at"
    r"|which is not in the file or library"
)
_ERRORS = re.compile(r"\(There (?:were (\d+) error messages|was (1) error message)\)")


@dataclass
class Findings:
    """What went wrong with one file (nothing, when every list is empty)."""

    entries: int = 0
    lost: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)
    drift: list[str] = field(default_factory=list)
    bibtex: list[str] = field(default_factory=list)


def texlive_bib_files() -> list[Path]:
    """Every .bib (and Debian's .bib.gz) in TeX Live's distribution tree, docs included."""
    if shutil.which("kpsewhich") is None:
        return []
    run = subprocess.run(
        ["kpsewhich", "-var-value", "TEXMFDIST"], capture_output=True, text=True, check=False
    )
    root = Path(run.stdout.strip())
    if not run.stdout.strip() or not root.is_dir():
        return []
    found = {p.resolve() for p in root.glob("**/*.bib*") if p.name.endswith((".bib", ".bib.gz"))}
    found |= _linked_docs(root)
    return sorted(p for p in found if p.is_file())


def _linked_docs(root: Path) -> set[Path]:
    """The .bib files under the doc tree, which Debian links in from /usr/share/doc."""
    doc = root / "doc"
    if not doc.is_symlink():
        return set()
    target = doc.resolve()
    return {p.resolve() for p in target.glob("**/*.bib*") if p.name.endswith((".bib", ".bib.gz"))}


def check_file(source: Path, work: Path) -> Findings:
    """Import source into a new library in work, export, re-import, compare; the findings."""
    work.mkdir(parents=True, exist_ok=True)
    path = plain_copy(source, work)
    findings = Findings()
    scanned = _scanned_entries(path)
    findings.entries = len(scanned)
    first = open_library(work / "first.sqlite")
    try:
        report = import_file(first, path)
        records = _records_by_key(first)
        _check_lost(scanned, report, records, findings)
        export_file(first, ExportScope(), "bibtex", work / "export.bib")
        _check_raw(scanned, report, work / "export.bib", findings)
    finally:
        first.close()
    _check_idempotent(records, work, findings)
    _check_bibtex(path, work, findings)
    return findings


def plain_copy(source: Path, work: Path) -> Path:
    """source itself, or (compressed by Debian) its text unpacked into work."""
    if source.suffix != ".gz":
        return source
    target = work / source.name.removesuffix(".gz")
    target.write_bytes(gzip.decompress(source.read_bytes()))
    return target


def _scanned_entries(path: Path) -> list[ScannedEntry]:
    """Every entry of the file as the scanner cuts it (readable or not)."""
    text, _ = decode(read_bytes(path), str(path))
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return [item for item in scan(text).items if isinstance(item, ScannedEntry)]


def _records_by_key(lib: Library) -> dict[str, Record]:
    """The library's entries as records, by lower-cased key."""
    ids = [int(row[0]) for row in lib.execute("SELECT id FROM entry ORDER BY id")]
    return {(r.key or "").lower(): r for _, r in iter_records(lib, ids)}


def _reported_lines(report: ImportReport) -> set[int]:
    """The lines the import's report names (problems, skipped duplicates, new keys)."""
    lines = {p.line for p in report.problems}
    lines |= {s.record.source_line for s in report.skipped}
    return lines | {note.line for note in report.key_notes}


def _check_lost(
    scanned: list[ScannedEntry], report: ImportReport, records: dict[str, Record], out: Findings
) -> None:
    """Entries neither imported under their key nor named by the report at their line."""
    reported = _reported_lines(report)
    for entry in scanned:
        if entry.line in reported or (entry.key or "").lower() in records:
            continue
        out.lost.append(f"line {entry.line}: entry '{entry.key}' ({entry.entry_type})")


def _imported_keys(scanned: list[ScannedEntry], report: ImportReport) -> dict[str, ScannedEntry]:
    """The entries imported under their own key, by that key lower-cased."""
    renamed = {note.line for note in report.key_notes}
    skipped = {s.record.source_line for s in report.skipped}
    broken = {p.line for p in report.problems if "not imported" in p.reason}
    return {
        entry.key.lower(): entry
        for entry in scanned
        if entry.key and not entry.error and entry.line not in renamed | skipped | broken
    }


def _check_raw(
    scanned: list[ScannedEntry], report: ImportReport, export: Path, out: Findings
) -> None:
    """Every field of every imported entry exported byte for byte as the file wrote it."""
    written = {(e.key or "").lower(): e for e in _scanned_entries(export)}
    for key, entry in _imported_keys(scanned, report).items():
        found = written.get(key)
        if found is None:
            out.changed.append(f"line {entry.line}: '{entry.key}' is not in the export")
            continue
        exported = dict(found.fields)
        for name, raw in _first_of_each(entry.fields):
            if exported.get(name) != raw:
                out.changed.append(
                    f"line {entry.line}: '{entry.key}' {name}: {raw[:60]!r} -> "
                    f"{str(exported.get(name))[:60]!r}"
                )
        extra = set(exported) - {name for name, _ in entry.fields} - BIBTEX_NAMES
        if extra:
            out.changed.append(f"line {entry.line}: '{entry.key}' gained {sorted(extra)}")


def _first_of_each(fields: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """fields without repeats (BibTeX, and the reader, keep a field's first value)."""
    seen: set[str] = set()
    return [(n, v) for n, v in fields if not (n in seen or seen.add(n))]  # type: ignore[func-returns-value]


def _check_idempotent(records: dict[str, Record], work: Path, out: Findings) -> None:
    """The export re-imports to the same library, whose export is the same file."""
    second = open_library(work / "second.sqlite")
    try:
        report = import_file(second, work / "export.bib")
        again = _records_by_key(second)
        export_file(second, ExportScope(), "bibtex", work / "again.bib")
    finally:
        second.close()
    out.drift += [str(p) for p in report.problems if not _INFORMATIVE.search(p.reason)]
    out.drift += [str(s) for s in report.skipped]
    if again.keys() != records.keys():
        out.drift.append(f"keys differ: {sorted(set(records) ^ set(again))[:10]}")
    for key in records.keys() & again.keys():
        out.drift += _record_drift(key, records[key], again[key])
    if (work / "again.bib").read_bytes() != (work / "export.bib").read_bytes():
        out.drift.append("exporting the re-imported library gives other bytes")


def _record_drift(key: str, before: Record, after: Record) -> list[str]:
    """How a re-imported entry differs from the one exported (BibTeX names may be added)."""
    columns = ("entry_type", "title", "authors_text", "year", "abstract", "doi", "url")
    drift = [
        f"'{key}' {name}: {getattr(before, name)!r} -> {getattr(after, name)!r}"
        for name in columns
        if getattr(before, name) != getattr(after, name)
    ]
    fields = dict(after.fields)
    for name, value in before.fields:
        if fields.get(name) != value:
            drift.append(f"'{key}' {name}: {value[:60]!r} -> {str(fields.get(name))[:60]!r}")
    return drift


def _check_bibtex(original: Path, work: Path, out: Findings) -> None:
    """BibTeX (plain style, every entry cited) reports no more errors on the export."""
    if shutil.which("bibtex") is None:
        return
    before = bibtex_errors(original, work / "bibtex-original")
    after = bibtex_errors(work / "export.bib", work / "bibtex-export")
    if after > before:
        out.bibtex.append(f"BibTeX reports {after} errors on the export, {before} on the file")


def bibtex_errors(bib: Path, folder: Path) -> int:
    """How many errors BibTeX reports for bib with \\citation{*} (a fatal error counts 1000)."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "refs.bib"
    target.write_bytes(bib.read_bytes())
    (folder / "doc.aux").write_text("\\citation{*}\n\\bibstyle{plain}\n\\bibdata{refs}\n")
    run = subprocess.run(
        ["bibtex", "-terse", "doc"], cwd=folder, capture_output=True, timeout=300,
        stdin=subprocess.DEVNULL, check=False,
    )  # fmt: skip
    log = (folder / "doc.blg").read_text(errors="replace") if (folder / "doc.blg").exists() else ""
    match = _ERRORS.search(log)
    count = int(match.group(1) or match.group(2)) if match else 0
    fatal = run.returncode >= 3 or "(That was a fatal error)" in log
    return count + (1000 if fatal else 0)
