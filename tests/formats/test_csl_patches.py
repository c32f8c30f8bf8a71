"""citeproc-py's replaced methods: applied once, from one place, after the release and every
replaced method are checked; a mismatch is one sentence naming what is wrong."""

from __future__ import annotations

import pytest
from citeproc import model

from papershelf.formats.csl import csl_patches
from papershelf.formats.csl.csl_fixes import PATCHES
from papershelf.formats.csl.csl_patches import CiteprocMismatchError, Patch, check_release, original
from papershelf.formats.csl.csl_render import load_style
from papershelf.resources import resource


def test_every_patch_names_why_and_where_upstream() -> None:
    assert len(PATCHES) == 9
    assert len({(p.owner, p.name) for p in PATCHES}) == 9
    for patch in PATCHES:
        assert patch.why and patch.upstream
        assert patch.upstream.startswith(("citeproc-py/citeproc-py#", "none found"))


def test_loading_a_style_applies_every_patch() -> None:
    load_style(next(resource("csl").glob("*.csl")))
    for patch in PATCHES:
        assert getattr(patch.owner, patch.name) is patch.replacement, patch.describe()


@pytest.mark.parametrize("release", ["0.11.0", "0.11.1", "0.11"])
def test_the_supported_releases_pass(release: str) -> None:
    check_release(release)


@pytest.mark.parametrize("release", ["0.12.0", "0.10.7", "0.110.1", "1.0", ""])
def test_another_release_is_refused_in_one_sentence(release: str) -> None:
    with pytest.raises(CiteprocMismatchError, match=r"^citeproc-py .* is installed, but"):
        check_release(release)


def test_a_method_citeproc_no_longer_has_is_named() -> None:
    with pytest.raises(CiteprocMismatchError, match=r"no Name\.gone_option"):
        original(model.Name, "gone_option")


def test_nothing_is_replaced_when_one_method_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    class Owner:
        """A stand-in for a citeproc-py class."""

        def kept(self) -> str:
            """The method that exists."""
            return "original"

    def replacement(self: object) -> str:
        """What would replace it."""
        return "replaced"

    monkeypatch.setattr(csl_patches, "_applied", set())
    patches = [Patch(Owner, "kept", replacement, "why", "none found"),
               Patch(Owner, "missing", replacement, "why", "none found")]  # fmt: skip
    with pytest.raises(CiteprocMismatchError, match=r"Owner\.missing"):
        csl_patches.apply(patches)
    assert Owner().kept() == "original"
    csl_patches.apply(patches[:1])
    assert Owner().kept() == "replaced"
    csl_patches.apply(patches[:1])  # a second call changes nothing
    assert Owner().kept() == "replaced"
