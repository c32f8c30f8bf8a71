"""A writing project's path (its main file, or its folder) to what it cites.

A Markdown document (`.md`, `.qmd`, `.Rmd`...) is read as it is. A LaTeX document is read
from its build output when that is newer than every source file: the `.bcf` (biblatex)
or else the `.aux` (BibTeX) beside the main file, which also know the cites that custom
macros make. When a source changed since the last build (or there is no build yet), the
sources are read, and the keys the build output still holds are added to theirs, so a
`\\cite` just typed counts at once and one made by a macro is not lost; a cite just
removed counts until the next build.
"""

from __future__ import annotations

from pathlib import Path

from papershelf.formats.tex_project import latex_source
from papershelf.formats.tex_project.aux import read_aux
from papershelf.formats.tex_project.bcf import BcfError, read_bcf
from papershelf.formats.tex_project.citations import Citations, unique_paths
from papershelf.formats.tex_project.latex_tree import read_sources
from papershelf.formats.tex_project.markdown import read_markdown
from papershelf.i18n import translate

MARKDOWN_SUFFIXES = frozenset({".md", ".markdown", ".qmd", ".rmd", ".pandoc", ".txt"})
TEX_SUFFIXES = frozenset({".tex", ".ltx"})
_MAIN_NAMES = ("main", "thesis", "paper", "index", "document", "manuscript")


class ProjectError(ValueError):
    """The path is not a document Papershelf can read citations from."""


def is_markdown(path: Path) -> bool:
    """Whether path is a Markdown-like document (pandoc, Quarto, R Markdown)."""
    return path.suffix.lower() in MARKDOWN_SUFFIXES


def main_file(path: Path) -> Path:
    """The document's main file: path itself, or in a folder the .tex file with a
    `\\documentclass` and a document environment (main.tex first), else its Markdown file."""
    path = path.expanduser()
    if path.is_file():
        if path.suffix.lower() not in TEX_SUFFIXES and not is_markdown(path):
            said = translate(
                "tex_project", "{path}: not a LaTeX (.tex) or Markdown (.md, .qmd) document"
            )
            raise ProjectError(said.format(path=path))
        return path.absolute()
    if not path.is_dir():
        raise ProjectError(
            translate("tex_project", "{path}: no such file or folder").format(path=path)
        )
    found = _documents(path)
    if not found:
        said = translate("tex_project", "{path}: no LaTeX or Markdown document in this folder")
        raise ProjectError(said.format(path=path))
    return found[0].absolute()


def _documents(folder: Path) -> list[Path]:
    """A folder's documents, the likeliest main file first."""
    tex = [p for p in sorted(folder.glob("*.tex")) if _is_main(p)]
    markdown = [p for p in sorted(folder.iterdir()) if p.is_file() and is_markdown(p)]
    markdown = [p for p in markdown if p.suffix.lower() != ".txt"]

    def rank(path: Path) -> tuple[int, str]:
        stem = path.stem.lower()
        return (_MAIN_NAMES.index(stem) if stem in _MAIN_NAMES else len(_MAIN_NAMES), stem)

    return sorted(tex, key=rank) + sorted(markdown, key=rank)


def _is_main(path: Path) -> bool:
    """Whether a .tex file is a document's main file (not a part, not a subfile)."""
    text = path.read_text(encoding="utf-8", errors="replace")
    stripped = latex_source.strip_comments(text)
    return (
        latex_source.has_document(stripped) and latex_source.document_class(stripped) != "subfiles"
    )


def read_document(path: Path) -> Citations:
    """What the document at path (a file or a folder) cites; ProjectError when it is none."""
    main = main_file(path)
    try:
        if is_markdown(main):
            return read_markdown(main)
        return _read_latex(main)
    except OSError as exc:
        said = translate("tex_project", "{path}: cannot read ({error})")
        raise ProjectError(said.format(path=main, error=exc.strerror or exc)) from exc


def _read_latex(main: Path) -> Citations:
    """A LaTeX document's citations: its build output's when it is current, else its
    sources' with the build output's keys added."""
    sources = read_sources(main)
    build = _build_output(main)
    if build is None:
        return sources
    bibs = unique_paths([*sources.bibliographies, *build.bibliographies])
    files = unique_paths([*sources.files, *build.files])
    if _newest(build.files) >= _newest(sources.files):
        return Citations(build.keys, build.cite_all, bibs, files, build.origin)
    merged = sources.merged(build, "sources")
    return Citations(merged.keys, merged.cite_all, bibs, files, "sources")


def _build_output(main: Path) -> Citations | None:
    """The .bcf's citations (biblatex with biber), else the .aux's, else None."""
    bcf = main.with_suffix(".bcf")
    aux = main.with_suffix(".aux")
    if bcf.is_file():
        try:
            return read_bcf(bcf)
        except BcfError:
            pass  # half-written by a LaTeX run: the .aux or the sources say it
    return read_aux(aux) if aux.is_file() else None


def _newest(files: tuple[Path, ...]) -> float:
    """The latest modification time of files (0 when none exists)."""
    times = [path.stat().st_mtime for path in files if path.exists()]
    return max(times, default=0.0)
