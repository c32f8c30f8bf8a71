"""Auto-export: bindings kept in the library, which changes touch them, rewriting files."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.services.autoexport import (
    bind,
    bindings,
    bindings_affected,
    rebind,
    run_binding,
    unbind,
)
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.deleting import delete_entries
from papershelf.services.entries import set_rating, update_entry
from papershelf.services.lists import add_to_list, delete_list, find_list, remove_from_list
from papershelf.services.tags import add_tag
from tests.factories import add, record


@pytest.fixture
def bound(lib: Library, tmp_path: Path) -> tuple[list[int], int, Path]:
    """Two entries in list 'Thesis', one outside it; the list bound to thesis.bib."""
    ids = add(
        lib, record("In One", key="in1"), record("In Two", key="in2"), list_name="Thesis"
    ).added
    ids += add(lib, record("Outside", key="out1")).added
    list_id = find_list(lib, "Thesis")
    assert list_id is not None
    bind(lib, tmp_path / "thesis.bib", list_id)
    return ids, list_id, tmp_path / "thesis.bib"


def test_bindings_are_kept_in_the_library(lib: Library, tmp_path: Path) -> None:
    whole = bind(lib, tmp_path / "all.bib", None, "biblatex")
    assert bindings(lib) == [whole] and whole.path.is_absolute()
    with pytest.raises(ServiceError, match="already kept up to date"):
        bind(lib, tmp_path / "all.bib")
    with pytest.raises(ServiceError, match="unknown export format"):
        bind(lib, tmp_path / "x.bib", flavour="word")
    assert unbind(lib, whole.id).autoexport and bindings(lib) == []
    rebind(lib, whole)
    assert bindings(lib) == [whole]


def test_which_changes_touch_a_list_binding(
    lib: Library, bound: tuple[list[int], int, Path]
) -> None:
    ids, list_id, _ = bound
    (binding,) = bindings(lib)
    assert bindings_affected(lib, update_entry(lib, ids[0], {"title": "New"})) == [binding]
    assert bindings_affected(lib, update_entry(lib, ids[2], {"title": "New"})) == []
    assert bindings_affected(lib, add_tag(lib, [ids[1]], "cite")) == [binding]
    assert bindings_affected(lib, set_rating(lib, [ids[0]], 5)) == []
    assert bindings_affected(lib, remove_from_list(lib, list_id, [ids[1]])) == [binding]
    assert bindings_affected(lib, add_to_list(lib, list_id, [ids[2]])) == [binding]
    assert bindings_affected(lib, delete_entries(lib, [ids[2]])) == [binding]
    assert bindings_affected(lib, Changes()) == []


def test_a_whole_library_binding_follows_every_exported_field(lib: Library, tmp_path: Path) -> None:
    (entry,) = add(lib, record("Paper")).added
    whole = bind(lib, tmp_path / "all.bib")
    assert bindings_affected(lib, update_entry(lib, entry, {"doi": "10.1/x"})) == [whole]
    assert bindings_affected(lib, update_entry(lib, entry, {"notes": "mine"})) == []


def test_tagging_an_entry_of_a_bound_list_shows_in_the_file(
    lib: Library, bound: tuple[list[int], int, Path]
) -> None:
    ids, _, path = bound
    (binding,) = bindings(lib)
    first = run_binding(lib, binding)
    assert first is not None and first.written and first.entries == 2
    assert "in1" in path.read_text() and "out1" not in path.read_text()
    for affected in bindings_affected(lib, add_tag(lib, [ids[0]], "to-cite")):
        assert run_binding(lib, affected).written  # type: ignore[union-attr]
    assert "to-cite" in path.read_text()
    again = run_binding(lib, binding)
    assert again is not None and not again.written


def test_run_binding_reads_through_its_own_connection_in_another_thread(
    lib: Library, bound: tuple[list[int], int, Path]
) -> None:
    ids, _, path = bound
    (binding,) = bindings(lib)
    update_entry(lib, ids[0], {"title": "Written From A Worker"})
    results: list[object] = []
    worker = threading.Thread(target=lambda: results.append(run_binding(lib.target, binding)))
    with lib.atomic():  # the app is in the middle of another write meanwhile
        update_entry(lib, ids[1], {"title": "Not Committed Yet"})
        worker.start()
        worker.join(timeout=30)
    assert results and results[0] is not None
    text = path.read_text()
    assert "Written From A Worker" in text and "Not Committed Yet" not in text


def test_a_binding_whose_list_is_gone_writes_nothing(
    lib: Library, bound: tuple[list[int], int, Path]
) -> None:
    _, list_id, path = bound
    delete_list(lib, list_id)
    (binding,) = bindings(lib)
    assert run_binding(lib, binding) is None and not path.exists()


def test_a_json_file_is_kept_as_csl_json_and_follows_edits(lib: Library, tmp_path: Path) -> None:
    ids = add(lib, record("Deep Nets", key="deep2020", authors="Doe, Jane")).added
    binding = bind(lib, tmp_path / "refs.json")
    assert binding.flavour == "csl-json"
    assert bind(lib, tmp_path / "refs.ris").flavour == "ris"
    assert bind(lib, tmp_path / "refs.txt").flavour == "bibtex"
    with pytest.raises(ServiceError, match="unknown export format 'html'"):
        bind(lib, tmp_path / "refs.html", flavour="html")  # a reference list needs a style
    run_binding(lib, binding)
    items = json.loads((tmp_path / "refs.json").read_text(encoding="utf-8"))
    assert [(i["id"], i["title"], i["author"]) for i in items] == [
        ("deep2020", "Deep Nets", [{"family": "Doe", "given": "Jane"}])
    ]
    assert binding in bindings_affected(lib, update_entry(lib, ids[0], {"title": "Deeper"}))
    run_binding(lib, binding)
    assert json.loads((tmp_path / "refs.json").read_text(encoding="utf-8"))[0]["title"] == (
        "Deeper"
    )
