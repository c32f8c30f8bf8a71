"""Citation styles a person adds (.csl files): checked, copied into the app's data folder, listed.

A style file is read before it is kept: it must be CSL XML (a <style> in the CSL namespace)
with a title and a bibliography or citation layout of its own. A dependent style (a journal
that only points at its parent style) has no layout and is refused with the parent's name.
The copy is written beside its final name and renamed, so a failed copy leaves no half file.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from xml.etree import ElementTree

STYLES_ENV = "PAPERSHELF_STYLES"  # another folder for the added styles (tests, portable use)
CSL_NS = "{http://purl.org/net/xbiblio/csl}"
USER_PREFIX = "file:"  # a user style's id: this prefix and its file name in the folder
MAX_STYLE_BYTES = 2 * 1024 * 1024  # the biggest CSL styles are ~200 kB


class StyleFileError(ValueError):
    """A .csl file that cannot be used, with the reason in words."""


@dataclass(frozen=True)
class UserStyle:
    """An added style: its file in the styles folder and the title it gives itself."""

    path: Path
    title: str

    @property
    def style_id(self) -> str:
        """The id the settings remember ('file:my-journal.csl')."""
        return USER_PREFIX + self.path.name


def styles_folder() -> Path:
    """Where added styles live: PAPERSHELF_STYLES, else 'styles' in the user data folder."""
    override = os.environ.get(STYLES_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_path

    return user_data_path("Papershelf", appauthor=False) / "styles"


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


def read_style(path: Path) -> UserStyle:
    """The style in *path*, checked; StyleFileError when it cannot format references."""
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
    return UserStyle(path, title)


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


def user_styles(folder: Path | None = None) -> list[UserStyle]:
    """The added styles that can still be read, by title."""
    folder = folder or styles_folder()
    found = []
    for path in sorted(folder.glob("*.csl")) if folder.is_dir() else []:
        try:
            found.append(read_style(path))
        except StyleFileError:
            continue  # a file broken since it was added is not offered
    return sorted(found, key=lambda style: style.title.casefold())


def _file_name(title: str, taken: set[str]) -> str:
    """A file name from the style's title, unlike any in *taken*."""
    stem = re.sub(r"[^a-z0-9]+", "-", title.casefold()).strip("-")[:60] or "style"
    name, number = f"{stem}.csl", 2
    while name in taken:
        name, number = f"{stem}-{number}.csl", number + 1
    return name


def add_user_style(source: Path, folder: Path | None = None) -> UserStyle:
    """Check *source* and copy it into the styles folder; a style of the same title is replaced."""
    style = read_style(source)
    folder = folder or styles_folder()
    same = [s for s in user_styles(folder) if s.title == style.title]
    taken = {p.name for p in folder.glob("*.csl")} if folder.is_dir() else set()
    name = same[0].path.name if same else _file_name(style.title, taken)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _copy_atomically(source, folder / name)
    except OSError as exc:
        raise StyleFileError(f"{source.name} could not be copied to {folder}: {exc}") from exc
    return UserStyle(folder / name, style.title)


def _copy_atomically(source: Path, target: Path) -> None:
    """Copy to a temporary file beside *target*, then rename it over."""
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=".adding-", suffix=".csl")
    os.close(handle)
    try:
        shutil.copyfile(source, temporary)
        os.replace(temporary, target)
    except OSError:
        Path(temporary).unlink(missing_ok=True)
        raise


def user_style_path(style_id: str, folder: Path | None = None) -> Path | None:
    """The file of a user style's id, or None for a bundled style's id."""
    if not style_id.startswith(USER_PREFIX):
        return None
    return (folder or styles_folder()) / Path(style_id[len(USER_PREFIX) :]).name
