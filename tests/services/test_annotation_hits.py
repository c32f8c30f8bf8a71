"""services.annotation_hits (both backends): which of an entry's annotations a search
matched, and whether in the marked words or the comment, with the words found marked."""

from __future__ import annotations

from papershelf.library.db import Library
from papershelf.library.fulltext import MARK_CLOSE, MARK_OPEN
from papershelf.services import annotations as service
from papershelf.services.annotation_hits import annotation_hits, search_words
from tests.factories import add, record

RECT = (72.0, 700.0, 200.0, 712.0)


def _paper(lib: Library) -> int:
    """An entry with a highlight on page 2 (with a comment) and a note on page 5."""
    entry_id = add(lib, record("Sparse Kernels", 2001, key="noether2001")).added[0]
    service.add(lib, entry_id, None, 2, "highlight", [RECT], "Graph kernels are sparse",
                comment="Check the proof of lemma 3")  # fmt: skip
    service.add(lib, entry_id, None, 5, "note", [RECT], "", comment="Sparse again, see p. 2")
    return entry_id


def test_plain_words_and_annotation_filters_are_the_words_looked_for():
    assert search_words('kernels annotation:"are sparse" year:2001') == [
        "kernels",
        "are sparse",
    ]
    assert search_words("-annotation:proof year:2001") == []


def test_a_hit_in_the_marked_words_is_marked_there(lib: Library):
    entry_id = _paper(lib)
    [hit] = annotation_hits(lib, entry_id, "kernels")
    assert (hit.page, hit.kind, hit.in_comment) == (2, "highlight", False)
    assert hit.snippet == f"Graph {MARK_OPEN}kernels{MARK_CLOSE} are sparse"
    assert hit.author == lib.user_name()


def test_a_hit_in_a_comment_says_so_and_every_matching_annotation_comes_by_page(lib: Library):
    entry_id = _paper(lib)
    [proof] = annotation_hits(lib, entry_id, 'annotation:"the proof"')
    assert proof.in_comment and MARK_OPEN + "the proof" + MARK_CLOSE in proof.snippet
    both = annotation_hits(lib, entry_id, "SPARSE")
    assert [(h.page, h.in_comment) for h in both] == [(2, False), (5, True)]


def test_words_in_no_annotation_or_no_words_find_nothing(lib: Library):
    entry_id = _paper(lib)
    assert annotation_hits(lib, entry_id, "zebra") == []
    assert annotation_hits(lib, entry_id, "kernels zebra") == []  # every word, in one
    assert annotation_hits(lib, entry_id, "year:2001") == []
    assert annotation_hits(lib, entry_id, "") == []
