"""The value every citation reader returns."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path


@dataclass(frozen=True)
class Citations:
    """What a document cites: keys in first-cited order (each once), whether it cites the
    whole bibliography (`\\nocite{*}`, `@*`), the bibliography files it names, the files
    read to learn it, and where the keys came from ('aux', 'bcf', 'sources', 'markdown')."""

    keys: tuple[str, ...] = ()
    cite_all: bool = False
    bibliographies: tuple[Path, ...] = ()
    files: tuple[Path, ...] = ()
    origin: str = ""
    notes: tuple[str, ...] = field(default=())

    def merged(self, other: Citations, origin: str) -> Citations:
        """Both documents' citations in one (self's keys first)."""
        return Citations(
            unique([*self.keys, *other.keys]),
            self.cite_all or other.cite_all,
            unique_paths([*self.bibliographies, *other.bibliographies]),
            unique_paths([*self.files, *other.files]),
            origin,
            (*self.notes, *other.notes),
        )


def unique(keys: Iterable[str]) -> tuple[str, ...]:
    """keys without repeats, in first-seen order ('*' is not a key: Citations.cite_all)."""
    return tuple(dict.fromkeys(key for key in keys if key and key != "*"))


def unique_paths(paths: Iterable[Path]) -> tuple[Path, ...]:
    """paths without repeats, in first-seen order."""
    return tuple(dict.fromkeys(paths))


def with_suffix(name: str, suffix: str) -> str:
    """name with suffix added when it has none ('refs' -> 'refs.bib'; 'a.bib' stays)."""
    return name if Path(name).suffix else name + suffix
