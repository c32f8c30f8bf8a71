"""The one place citeproc-py's methods are replaced, checked before anything is touched.

formats/csl/csl_fixes.py says what citeproc-py gets wrong and holds the replacements, each as a
`Patch` naming the method, why, and the upstream issue or pull request. `apply` replaces them
once (formats/csl/csl_render calls it before the first style is loaded), after checking that the
installed citeproc-py is a version the fixes were written against and that every method they
replace is still there: a citeproc-py that moved a method fails here with one sentence
naming it, not later inside a bibliography. pyproject.toml pins the same upper bound; lift
both together once the fixes are checked against the new release (tests/formats/test_csl_*).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, version
from typing import Any

# The citeproc-py releases the fixes were written and tested against ("0.11" is 0.11.x).
SUPPORTED_RELEASES = ("0.11",)


class CiteprocMismatchError(RuntimeError):
    """The installed citeproc-py is not one the fixes were made for."""


@dataclass(frozen=True)
class Patch:
    """One citeproc-py method replaced: where, by what, why, and the upstream report."""

    owner: type
    name: str
    replacement: Callable[..., Any]
    why: str
    upstream: str  # the upstream issue or pull request, or "none found" with the date searched

    def describe(self) -> str:
        """'Name.get_option' for messages."""
        return f"{self.owner.__name__}.{self.name}"


_applied: set[tuple[type, str]] = set()
_lock = threading.Lock()


def installed_release() -> str:
    """citeproc-py's installed version ('' when it is not installed as a distribution)."""
    try:
        return version("citeproc-py")
    except PackageNotFoundError:
        return ""


def check_release(found: str | None = None) -> None:
    """CiteprocMismatchError unless the installed citeproc-py is a supported release."""
    found = installed_release() if found is None else found
    if not any(found == r or found.startswith(f"{r}.") for r in SUPPORTED_RELEASES):
        raise CiteprocMismatchError(
            f"citeproc-py {found or '(unknown version)'} is installed, but Papershelf's CSL "
            f"fixes were made for {', '.join(SUPPORTED_RELEASES)}.x (formats/csl/csl_fixes.py)"
        )


def original(owner: type, name: str) -> Callable[..., Any]:
    """A citeproc-py method a replacement calls, checked to exist."""
    found = getattr(owner, name, None)
    if not callable(found):
        raise CiteprocMismatchError(
            f"citeproc-py has no {owner.__name__}.{name}, which Papershelf's CSL fixes replace"
        )
    return found


def apply(patches: Sequence[Patch]) -> None:
    """Check the release and every method, then replace each once (later calls do nothing)."""
    with _lock:
        pending = [p for p in patches if (p.owner, p.name) not in _applied]
        if not pending:
            return
        check_release()
        for patch in pending:
            original(patch.owner, patch.name)
        for patch in pending:
            setattr(patch.owner, patch.name, patch.replacement)
            _applied.add((patch.owner, patch.name))
