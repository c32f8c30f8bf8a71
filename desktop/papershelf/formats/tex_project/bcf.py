"""biblatex's control file (`.bcf`, XML written by LaTeX for biber): the keys cited in each
refsection (`<bcf:citekey>`, `*` for `\\nocite{*}`) and the data sources
(`<bcf:datasource type="file">refs.bib</bcf:datasource>`)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from papershelf.formats.tex_project.citations import Citations, unique
from papershelf.i18n import translate

_NS = "{https://sourceforge.net/projects/biblatex}"


class BcfError(ValueError):
    """The file is not a biblatex control file that can be read."""


def _unreadable(path: Path, exc: Exception) -> BcfError:
    """The error for a .bcf that cannot be parsed or read."""
    said = translate("tex_project", "{name}: not a readable biblatex control file ({error})")
    return BcfError(said.format(name=path.name, error=exc))


def read_bcf(path: Path) -> Citations:
    """The keys every section of the .bcf at path cites, and its file data sources."""
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as exc:
        raise _unreadable(path, exc) from exc
    keys = [(element.text or "").strip() for element in root.iter(f"{_NS}citekey")]
    sources = [
        (element.text or "").strip()
        for element in root.iter(f"{_NS}datasource")
        if element.get("type", "file") == "file"
    ]
    bibs = tuple(dict.fromkeys(path.parent / name for name in sources if name))
    return Citations(unique(keys), "*" in keys, bibs, (path,), "bcf")


def keys_by_section(path: Path) -> dict[int, tuple[str, ...]]:
    """The keys each refsection of the .bcf cites, by section number."""
    try:
        root = ET.parse(path).getroot()
    except (ET.ParseError, OSError) as exc:
        raise _unreadable(path, exc) from exc
    sections: dict[int, tuple[str, ...]] = {}
    for section in root.iter(f"{_NS}section"):
        keys = [(e.text or "").strip() for e in section.iter(f"{_NS}citekey")]
        number = int(section.get("number", "0"))
        sections[number] = unique([*sections.get(number, ()), *keys])
    return sections
