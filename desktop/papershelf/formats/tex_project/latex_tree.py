"""A LaTeX document's sources read whole: the main file and every file it includes.

`\\input`/`\\include` names are relative to the main file's folder (where LaTeX runs);
`\\subfile` to the including file's; `\\import{dir}{file}` to dir, `\\subimport{dir}{file}`
to the including file's folder joined with dir. A name without a suffix gets `.tex`. A
file that is missing or was read already is skipped (so an include loop ends).
"""

from __future__ import annotations

from pathlib import Path

from papershelf.formats.tex_project import latex_source
from papershelf.formats.tex_project.citations import Citations, unique, unique_paths, with_suffix

MAX_FILES = 2000  # a thesis has dozens; this bounds a pathological include tree


def read_sources(main: Path) -> Citations:
    """What main and the files it includes cite, and the .bib files they name."""
    root = main.parent
    keys: list[str] = []
    bibs: list[Path] = []
    files: list[Path] = []
    queue = [main]
    while queue and len(files) < MAX_FILES:
        path = queue.pop(0)
        if path in files or not path.is_file():
            continue
        files.append(path)
        text = latex_source.strip_comments(path.read_text(encoding="utf-8", errors="replace"))
        keys += latex_source.cited_keys(text)
        bibs += [root / with_suffix(name, ".bib") for name in latex_source.bibliography_names(text)]
        found = [_resolve(root, path, inc) for inc in latex_source.includes(text)]
        queue[:0] = [f for f in found if f is not None]  # depth first: the document's order
    return Citations(unique(keys), "*" in keys, unique_paths(bibs), tuple(files), "sources")


def _resolve(root: Path, including: Path, include: latex_source.Include) -> Path | None:
    """The file an include names, or None when it names no .tex file that exists."""
    name = include.name
    if include.command in {"subfile", "subimport", "subinputfrom", "subincludefrom"}:
        base = including.parent / include.folder
    elif include.folder:
        base = Path(include.folder).expanduser()
        base = base if base.is_absolute() else root / base
    else:
        base = root
    candidate = base / with_suffix(name, ".tex")
    if candidate.is_file():
        return candidate
    plain = base / name
    return plain if plain.is_file() and plain.suffix in {".tex", ".ltx"} else None
