"""Exports checked by the real tools: latex + bibtex, and biblatex + biber (with its validator).

The library exported is the round-trip sample, some of its entries edited (so that encoded
values are checked too), records from RIS and records built from scratch. Every key is
cited. Skipped when the tools are not installed; CI installs them with
`apt-get install texlive-latex-base texlive-latex-recommended texlive-bibtex-extra biber`.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Collection, Iterable
from dataclasses import replace
from pathlib import Path

import pytest

from papershelf.formats import ris
from papershelf.formats.bib import bibtex
from papershelf.formats.records import Block, PersonName, Record

DATA = Path(__file__).resolve().parents[1] / "data"
# Fields of the sample that no data model knows: biber ignores them and its validator says so.
CUSTOM_FIELDS = {"s2id", "timestamp", "bdsk-url-1"}


def _have(*programs: str) -> bool:
    """Whether every program is on the PATH."""
    return all(shutil.which(program) for program in programs)


def _have_biblatex() -> bool:
    """Whether biber, biblatex and the packages biblatex loads are installed."""
    if not _have("pdflatex", "biber", "kpsewhich"):
        return False
    packages = ["biblatex.sty", "etoolbox.sty", "logreq.sty", "url.sty"]
    found = subprocess.run(["kpsewhich", *packages], capture_output=True, text=True)
    return len(found.stdout.split()) == len(packages)


needs_bibtex = pytest.mark.skipif(not _have("latex", "bibtex"), reason="latex/bibtex missing")
needs_biber = pytest.mark.skipif(not _have_biblatex(), reason="biber/biblatex missing")


def library() -> tuple[list[Record], list[Block]]:
    """The records and blocks to export: read, edited, from RIS and new."""
    sample = bibtex.read(DATA / "roundtrip.bib")
    records = [_edited(record) for record in sample.records]
    from_ris = ris.read(DATA / "sample.ris").records
    records += [replace(r, key=f"ris{i}") for i, r in enumerate(from_ris)]
    records += _new_records()
    return records, sample.blocks


def _edited(record: Record) -> Record:
    """Some entries as a person might have edited them."""
    if record.key == "devlin2019bert":
        return replace(
            record,
            title="BERT & GPT-4: 50% Better Pre-training for naïve Users in Zürich",
            abstract="We show **strong** gains on *GLUE*; see snake_case code and $x_1^2$ {.",
        )
    if record.key == "smith2021many":
        return replace(record, authors_text="Müller, Jörg and {Café Society} and others")
    if record.key == "muller2020uber":
        fields = [(n, "3" if n == "month" else v) for n, v in record.fields]
        return replace(record, year=2021, fields=[*fields, ("note", "Größere Fassung")])
    return record


def _new_records() -> list[Record]:
    """Records typed in by hand, with every column filled."""
    return [
        Record(
            entry_type="article", key="typed2024", title="Sets {a, b} and } braces",
            authors=[PersonName("Ødegaard", "Åse"), PersonName("Beethoven", "Ludwig", "van")],
            year=2024, venue="Journal of Typed Entries", doi="10.1000/typed_2024",
            url="https://example.org/~typed/a%20b_c.pdf", keywords="typing, testing",
            abstract="An abstract with 100% coverage & #hashtags.",
        ),
        Record(
            entry_type="inproceedings", key="typed2023", title="A Paper in Proceedings",
            authors_text="Doe, Jane", year=2023, venue="Proceedings of Tests",
        ),
    ]  # fmt: skip


def _cited_document(style: str, keys: list[str]) -> str:
    """A LaTeX document citing every key, for bibtex (style) or biblatex ('biblatex')."""
    cites = "\\cite{" + ",".join(keys) + "}"
    if style == "biblatex":
        return (
            "\\documentclass{article}\n\\usepackage[backend=biber]{biblatex}\n"
            "\\addbibresource{refs.bib}\n\\begin{document}\n" + cites + "\n"
            "\\printbibliography\n\\end{document}\n"
        )
    return (
        "\\documentclass{article}\n\\usepackage{url}\n\\begin{document}\n" + cites + "\n"
        f"\\bibliographystyle{{{style}}}\n\\bibliography{{refs}}\n\\end{{document}}\n"
    )


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """Run a TeX tool in cwd, never waiting for input."""
    return subprocess.run(
        args, cwd=cwd, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=180,
        errors="replace",
    )  # fmt: skip


def _latex(engine: str, cwd: Path) -> str:
    """Compile doc.tex once; its log."""
    _run([engine, "-interaction=nonstopmode", "doc.tex"], cwd)
    return (cwd / "doc.log").read_text(errors="replace")


def _latex_problems(log: str) -> list[str]:
    """Errors and warnings about citations and the bibliography in a final LaTeX log."""
    patterns = (
        r"^! .*", r".*Citation .* undefined.*", r".*There were undefined references.*",
        r".*Please rerun.*", r".*Empty bibliography.*", r".*Unicode character.*",
    )  # fmt: skip
    return [m.group() for p in patterns for m in re.finditer(p, log, re.M)]


# An entry keeps its biblatex type in the BibTeX flavour: BibTeX says once that its style
# lacks the type (and formats it as @misc). Nothing else may be warned about.
_TYPE_WARNING = re.compile(r"Warning--entry type for \"[^\"]*\" isn't style-file defined")


_EMPTY_FIELD = re.compile(r"Warning--empty \w+ in (\S+)")


def _bibtex_warnings(output: str, warned: Collection[str] = ()) -> list[str]:
    """BibTeX's warnings other than about a type its style lacks, or about an empty field of
    an entry in warned (the keys the export said a style would warn about)."""
    lines = [line for line in output.splitlines() if line.startswith("Warning--")]
    return [
        line
        for line in lines
        if not _TYPE_WARNING.fullmatch(line)
        and not ((empty := _EMPTY_FIELD.fullmatch(line)) and empty.group(1) in warned)
    ]


def warned_keys(warnings: Iterable[str]) -> set[str]:
    """The keys of the entries an export's style warnings name."""
    return {m.group(1) for w in warnings if (m := re.match(r"entry '([^']+)'", w))}


def assert_compiles_with_bibtex(
    folder: Path, keys: list[str], warned: Collection[str] = ()
) -> None:
    """latex, bibtex, latex twice on a document citing *keys* from folder/refs.bib: clean,
    but for the warnings the export predicted for the entries warned."""
    (folder / "doc.tex").write_text(_cited_document("plain", keys))
    _latex("latex", folder)
    run = _run(["bibtex", "doc"], folder)
    assert run.returncode == 0, run.stdout
    assert _bibtex_warnings(run.stdout, warned) == [], run.stdout
    assert "error" not in run.stdout.lower(), run.stdout
    empty = {m.group(1) for m in _EMPTY_FIELD.finditer(run.stdout)}
    assert empty <= set(warned)
    _latex("latex", folder)
    assert _latex_problems(_latex("latex", folder)) == []
    bbl = (folder / "doc.bbl").read_text(errors="replace")
    assert bbl.count("\\bibitem") == len(keys)


@needs_bibtex
@pytest.mark.slow
def test_bibtex_flavour_compiles_with_latex_and_bibtex_without_warnings(tmp_path: Path) -> None:
    records, blocks = library()
    (tmp_path / "refs.bib").write_text(bibtex.write(records, blocks, "bibtex"), encoding="utf-8")
    assert_compiles_with_bibtex(tmp_path, [r.key for r in records if r.key])


@needs_biber
@pytest.mark.slow
def test_biblatex_flavour_compiles_with_biber_without_warnings(tmp_path: Path) -> None:
    records, blocks = library()
    (tmp_path / "refs.bib").write_text(bibtex.write(records, blocks, "biblatex"), encoding="utf-8")
    keys = [r.key for r in records if r.key]
    (tmp_path / "doc.tex").write_text(_cited_document("biblatex", keys))
    _latex("pdflatex", tmp_path)
    run = _run(["biber", "--validate-datamodel", "doc"], tmp_path)
    assert run.returncode == 0, run.stdout
    assert "ERROR" not in run.stdout, run.stdout
    assert _unexpected_warnings(run.stdout, crossref_children=set()) == []
    _latex("pdflatex", tmp_path)
    assert _latex_problems(_latex("pdflatex", tmp_path)) == []


@needs_biber
@pytest.mark.slow
def test_biber_tool_validates_the_exported_data_model(tmp_path: Path) -> None:
    records, blocks = library()
    (tmp_path / "refs.bib").write_text(bibtex.write(records, blocks, "biblatex"), encoding="utf-8")
    run = _run(["biber", "--tool", "--validate-datamodel", "refs.bib"], tmp_path)
    assert run.returncode == 0, run.stdout
    assert "ERROR" not in run.stdout, run.stdout
    children = {r.key for r in records if any(n == "crossref" for n, _ in r.fields)}
    assert _unexpected_warnings(run.stdout, crossref_children=children) == []


def _unexpected_warnings(
    output: str, crossref_children: set[str | None], warned: Collection[str] = ()
) -> list[str]:
    """biber's warnings, except those about the sample's own custom fields, those the export
    predicted for the entries warned, and (in --tool mode, which does not resolve crossrefs)
    the fields crossref children inherit."""
    unexpected = []
    for line in output.splitlines():
        if not line.startswith("WARN"):
            continue
        custom = re.search(r"Field '([^']+)' invalid in data model", line)
        if custom and custom.group(1) in CUSTOM_FIELDS:
            continue
        entry = re.search(r"Entry '([^']+)'", line)
        mandatory = "Missing mandatory field" in line and entry is not None
        if mandatory and entry and entry.group(1) in crossref_children | set(warned):
            continue
        unexpected.append(line)
    return unexpected
