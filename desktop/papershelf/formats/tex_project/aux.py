"""BibTeX's `.aux` file: the keys LaTeX wrote for BibTeX, and the .bib files it asked for.

`\\citation{a,b}` per cite (`*` for `\\nocite{*}`), `\\bibdata{refs,more}`, and
`\\@input{chapter.aux}` for each `\\include`d file, whose `.aux` is read in turn. biblatex's
BibTeX backend writes `\\abx@aux@cite{key}` (or `{section}{key}`) and a `-blx` data file,
which is its own, not the user's.
"""

from __future__ import annotations

import re
from pathlib import Path

from papershelf.formats.tex_project.citations import Citations, unique, with_suffix

_CITATION = re.compile(r"\\citation\{([^}]*)\}")
_BIBLATEX_CITE = re.compile(r"\\abx@aux@cite\{(?:[^}]*\}\{)?([^}]*)\}")
_BIBDATA = re.compile(r"\\bibdata\{([^}]*)\}")
_INPUT = re.compile(r"\\@input\{([^}]*)\}")


def read_aux(path: Path) -> Citations:
    """The citations of the .aux at path and the .aux files it inputs (each read once)."""
    keys: list[str] = []
    bibdata: list[str] = []
    files: list[Path] = []
    _read(path, keys, bibdata, files)
    folder = path.parent
    bibs = tuple(folder / with_suffix(name, ".bib") for name in bibdata)
    return Citations(unique(keys), "*" in keys, bibs, tuple(files), "aux")


def _read(path: Path, keys: list[str], bibdata: list[str], files: list[Path]) -> None:
    """Collect path's keys and data files, then those of the files it inputs."""
    if path in files or not path.is_file():
        return
    files.append(path)
    text = path.read_text(encoding="utf-8", errors="replace")
    for match in (*_CITATION.finditer(text), *_BIBLATEX_CITE.finditer(text)):
        keys += [key.strip() for key in match.group(1).split(",")]
    for match in _BIBDATA.finditer(text):
        names = [name.strip() for name in match.group(1).split(",")]
        bibdata += [name for name in names if name and not name.endswith("-blx")]
    for match in _INPUT.finditer(text):
        _read(path.parent / match.group(1).strip(), keys, bibdata, files)
