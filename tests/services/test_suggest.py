"""Tag suggestions: from the tags of similar papers and from the words of the paper itself."""

from __future__ import annotations

from papershelf.library.db import Library
from papershelf.library.queries import entry_ids_by_key
from papershelf.services.related import build_index
from papershelf.services.suggest import suggest_tags
from papershelf.services.tags import add_tag
from tests.factories import add, record
from tests.services.test_related import ABSTRACTS


def _tagged(lib: Library) -> dict[str, int]:
    """The hand-written abstracts, tagged by topic except 'design' and 'offline'."""
    add(lib, *(record(t, key=k, abstract=a) for k, (t, a) in ABSTRACTS.items()))
    ids = entry_ids_by_key(lib, list(ABSTRACTS))
    add_tag(lib, [ids["fold"]], "bio/proteins")
    add_tag(lib, [ids["ppo"]], "rl")
    add_tag(lib, [ids["gnn"], ids["pde"]], "to-cite")
    return ids


def test_neighbours_lend_their_tags(lib: Library) -> None:
    ids = _tagged(lib)
    index = build_index(lib)
    assert suggest_tags(lib, index, ids["design"])[0].name == "bio/proteins"
    assert suggest_tags(lib, index, ids["offline"])[0].name == "rl"


def test_tags_already_there_are_not_suggested_and_at_most_five(lib: Library) -> None:
    ids = _tagged(lib)
    found = suggest_tags(lib, build_index(lib), ids["fold"])
    assert "bio/proteins" not in [s.name for s in found]
    assert 0 < len(found) <= 5


def test_a_key_phrase_that_names_a_tag_suggests_it(lib: Library) -> None:
    ids = _tagged(lib)
    add_tag(lib, [ids["fold"]], "physics/navier-stokes")
    found = suggest_tags(lib, build_index(lib), ids["pde"])
    assert "physics/navier-stokes" in [s.name for s in found if not s.new]


def test_an_untagged_library_gets_new_tags_from_key_phrases(lib: Library) -> None:
    add(lib, *(record(t, key=k, abstract=a) for k, (t, a) in ABSTRACTS.items()))
    ids = entry_ids_by_key(lib, ["pde"])
    found = suggest_tags(lib, build_index(lib), ids["pde"])
    assert found and all(s.new and s.reason == "phrase" for s in found)
    assert any("navier" in s.name or "operator" in s.name or "fluid" in s.name for s in found)


def test_an_absurdly_long_word_is_never_offered_as_a_tag(lib: Library) -> None:
    """A pasted hash or a 400k-letter word is rare, so it scored as the best new tag."""
    long_word = "".join(chr(ord("a") + i % 26) for i in range(5000))
    abstracts = {k: (t, a) for k, (t, a) in ABSTRACTS.items()}
    abstracts["pde"] = (abstracts["pde"][0], long_word)  # the whole abstract
    add(lib, *(record(t, key=k, abstract=a) for k, (t, a) in abstracts.items()))
    ids = entry_ids_by_key(lib, ["pde"])
    found = suggest_tags(lib, build_index(lib), ids["pde"])
    assert found and all(len(s.name) <= 40 for s in found)
