"""Citation styles a person adds in Preferences: checked, then kept in the styles folder.

services.citations keeps the folder (the CLI reads the same one) and copies the file; this
module says first, in a sentence, why a file cannot be used: it must be CSL XML (a <style>
in the CSL namespace) with a title and a citation or bibliography layout of its own (a
dependent style, a journal that only points at its parent, is refused with the parent's
name), and it must format a reference.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING
from xml.etree import ElementTree

if TYPE_CHECKING:
    from papershelf.services.citations import StyleInfo

STYLES_ENV = "PAPERSHELF_STYLES"  # another folder for the added styles (tests, portable use)
CSL_NS = "{http://purl.org/net/xbiblio/csl}"
MAX_STYLE_BYTES = 2 * 1024 * 1024  # the biggest CSL styles are ~200 kB


class StyleFileError(ValueError):
    """A .csl file that cannot be used, with the reason in words."""


def styles_folder() -> Path:
    """Where added styles live: PAPERSHELF_STYLES, else the folder the CLI reads too."""
    override = os.environ.get(STYLES_ENV)
    if override:
        return Path(override)
    from papershelf.services.citations import user_style_folder

    return user_style_folder()


def _parse(path: Path) -> ElementTree.Element:
    """The style's root element, or a StyleFileError saying why there is none."""
    try:
        if path.stat().st_size > MAX_STYLE_BYTES:
            raise StyleFileError(f"{path.name} is too big to be a CSL style.")
        return ElementTree.parse(path).getroot()
    except ElementTree.ParseError as exc:
        raise StyleFileError(f"{path.name} is not a CSL style: its XML is broken ({exc}).") from exc
    except OSError as exc:
        raise StyleFileError(f"{path.name} cannot be read: {exc.strerror or exc}.") from exc


def check_style(path: Path) -> str:
    """The title of the style in *path*; StyleFileError when it cannot format references."""
    root = _parse(path)
    if root.tag != CSL_NS + "style":
        raise StyleFileError(
            f"{path.name} is XML but not a CSL style (it has no <style> element in the CSL "
            "namespace)."
        )
    title = (root.findtext(f"{CSL_NS}info/{CSL_NS}title") or "").strip()
    if not title:
        raise StyleFileError(f"{path.name} is a CSL style without a title (<info><title>).")
    if root.find(CSL_NS + "citation") is None and root.find(CSL_NS + "bibliography") is None:
        raise StyleFileError(_no_layout_reason(path, root, title))
    return title


def _no_layout_reason(path: Path, root: ElementTree.Element, title: str) -> str:
    """Why a style without layouts cannot be used: a dependent style names its parent."""
    for link in root.iter(CSL_NS + "link"):
        if link.get("rel") == "independent-parent":
            parent = link.get("href", "").rstrip("/").rsplit("/", 1)[-1]
            return (
                f"“{title}” ({path.name}) is a dependent style: it only points at the style "
                f"“{parent}”. Add that style's .csl file instead."
            )
    return f"“{title}” ({path.name}) has neither a citation nor a bibliography layout."


def _try_formatting(path: Path, title: str) -> None:
    """Format one reference with the style: a file citeproc cannot use is refused now."""
    from papershelf.formats.records import PersonName, Record
    from papershelf.services.citations import CitationError, format_records

    doe = PersonName("Doe", "Jane", raw="Doe, Jane")
    journal = "Journal of Samples"
    sample = Record("article", "doe2026sample", "A sample", authors=[doe], year=2026,
                    venue=journal, fields=[("journal", journal)])  # fmt: skip
    try:
        format_records([sample], str(path.resolve()), "html")
    except CitationError as exc:
        raise StyleFileError(f"“{title}” ({path.name}) cannot format a reference: {exc}") from exc


def add_user_style(source: Path, folder: Path | None = None) -> StyleInfo:
    """Check *source*, format a reference with it, and copy it into the styles folder."""
    from papershelf.services.citations import CitationError, add_style

    title = check_style(source)
    _try_formatting(source, title)
    try:
        return add_style(source, folder or styles_folder())
    except (OSError, CitationError) as exc:
        raise StyleFileError(f"{source.name} could not be added: {exc}") from exc
