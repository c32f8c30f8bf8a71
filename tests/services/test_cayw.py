"""The cite-as-you-write endpoint driven over HTTP with httpx, requests shaped as Better
BibTeX's documentation and editor plugins send them (issue 35)."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import httpx
import pytest

from papershelf.library.db import Library
from papershelf.services.cayw.answers import Endpoint, answer
from papershelf.services.cayw.server import BBT_PORT, CaywServer, free_port, start_server
from papershelf.services.lists import add_to_list, create_list, find_list
from papershelf.services.tags import add_tag
from tests.factories import add, record


@pytest.fixture
def ids(lib: Library) -> list[int]:
    """Two papers in list 'Chapter 2' (the second tagged 'thesis'), one outside it."""
    added = add(
        lib,
        record("Pension funds and their risks", key="adams2001", year=2001),
        record("Public pension reform", key="brigge2002", year=2002),
        record("Unrelated", key="other2020"),
    ).added
    create_list(lib, "Chapter 2")
    list_id = find_list(lib, "Chapter 2")
    assert list_id is not None
    add_to_list(lib, list_id, added[:2])
    add_tag(lib, [added[1]], "thesis")
    return added


class Picker:
    """A stand-in for the person at the picker: answers with the ids it was told."""

    def __init__(self) -> None:
        self.chosen: list[int] = []
        self.asked: list[dict[str, str]] = []

    def __call__(self, options: dict[str, str]) -> list[int]:
        self.asked.append(options)
        return list(self.chosen)


@pytest.fixture
def served(lib: Library, ids: list[int]) -> Iterator[tuple[httpx.Client, Picker, list[str]]]:
    """The server on a free port, an httpx client on it, the picker, the pushes made."""
    picker, pushed = Picker(), []
    endpoint = Endpoint(picker, push=lambda editor, text: pushed.append(f"{editor}:{text}"))
    server: CaywServer = start_server(lib.target, endpoint, port=0)
    client = httpx.Client(base_url=f"http://127.0.0.1:{server.port}", timeout=10)
    try:
        yield client, picker, pushed
    finally:
        client.close()
        server.shutdown()
        server.server_close()


def test_probe_answers_ready_without_a_picker(
    served: tuple[httpx.Client, Picker, list[str]],
) -> None:
    client, picker, _ = served
    reply = client.get("/better-bibtex/cayw", params={"probe": "true"})
    assert (reply.status_code, reply.text) == (200, "ready")
    assert reply.headers["content-type"].startswith("text/plain") and picker.asked == []


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("format=latex", "\\cite{adams2001,brigge2002}"),
        ("format=cite", "\\cite{adams2001,brigge2002}"),
        ("format=latex&command=citep", "\\citep{adams2001,brigge2002}"),
        ("format=citep", "\\citep{adams2001,brigge2002}"),
        ("format=biblatex", "\\autocite{adams2001,brigge2002}"),
        ("format=biblatex&command=textcite", "\\textcite{adams2001,brigge2002}"),
        ("format=pandoc", "@adams2001; @brigge2002"),
        ("format=pandoc&brackets=1", "[@adams2001; @brigge2002]"),
        ("format=mmd", "[#adams2001][][#brigge2002][]"),
        ("format=playground&keyprefix=<&keypostfix=>&separator=;", "<adams2001>;<brigge2002>"),
    ],
)
def test_cayw_formats_as_better_bibtex_writes_them(
    served: tuple[httpx.Client, Picker, list[str]], ids: list[int], query: str, expected: str
) -> None:
    client, picker, _ = served
    picker.chosen = ids[:2]
    reply = client.get(f"/better-bibtex/cayw?{query}")
    assert (reply.status_code, reply.text) == (200, expected)
    assert reply.headers["content-type"] == "text/html; charset=utf-8"


def test_json_formatted_and_nothing_picked(
    served: tuple[httpx.Client, Picker, list[str]], ids: list[int]
) -> None:
    client, picker, _ = served
    picker.chosen = [ids[1]]
    items = client.get("/better-bibtex/cayw?format=json").json()
    assert [(i["citationKey"], i["title"], i["id"]) for i in items] == [
        ("brigge2002", "Public pension reform", ids[1])
    ]
    cited = client.get("/better-bibtex/cayw?format=formatted-citation").text
    assert cited == "(Public Pension Reform, 2002)"  # APA, no author: the title
    bibliography = client.get("/better-bibtex/cayw?format=formatted-bibliography").text
    assert "Public pension reform" in bibliography
    picker.chosen = []
    assert client.get("/better-bibtex/cayw?format=pandoc").text == ""


def test_errors_in_better_bibtex_shapes(
    served: tuple[httpx.Client, Picker, list[str]], ids: list[int]
) -> None:
    client, picker, pushed = served
    picker.chosen = ids[:1]
    reply = client.get("/better-bibtex/cayw?format=nonsense")
    assert reply.status_code == 500 and "No such formatter" in reply.text
    assert client.get("/better-bibtex/cayw?format=scannable-cite").status_code == 500
    assert client.get("/nothing/here").status_code == 404
    reply = client.get("/better-bibtex/cayw?format=latex&texstudio=true&minimize=true")
    assert reply.text == "\\cite{adams2001}" and pushed == ["texstudio:\\cite{adams2001}"]


def test_pull_export_of_a_list_the_library_and_a_tag(
    served: tuple[httpx.Client, Picker, list[str]],
) -> None:
    client, _, _ = served
    reply = client.get("/better-bibtex/export/collection?/1/Chapter%202.biblatex")
    assert reply.status_code == 200
    assert "@article{adams2001," in reply.text and "other2020" not in reply.text
    assert client.get("/better-bibtex/collection?/0/Chapter 2.bibtex").text.count("@") == 2
    # BBT's pull-export page: `.bib` is BibLaTeX, options follow as &name=value
    options = "&exportNotes=true&useJournalAbbreviation=false"
    biblatex = client.get(f"/better-bibtex/collection?/0/Chapter%202.bib{options}")
    assert biblatex.status_code == 200 and "date = {2001}" in biblatex.text
    bibtex = client.get(f"/better-bibtex/collection?/0/Chapter%202.bibtex{options}")
    assert "year = {2001}" in bibtex.text and "date = " not in bibtex.text
    items = client.get("/better-bibtex/export/library?/1/library.csljson").json()
    assert sorted(i["id"] for i in items) == ["adams2001", "brigge2002", "other2020"]
    tagged = client.get("/better-bibtex/export/tag?/thesis.bibtex").text
    assert "brigge2002" in tagged and "adams2001" not in tagged
    assert client.get("/better-bibtex/export/collection?/1/Nope.bibtex").status_code == 404
    assert client.get("/better-bibtex/export/collection?/1/Chapter 2.docx").status_code == 404


def test_non_loopback_clients_and_missing_tokens_are_refused(lib: Library, ids: list[int]) -> None:
    endpoint = Endpoint(lambda options: ids[:1])
    refused = answer(lib, endpoint, "/better-bibtex/cayw?probe=1", "192.168.1.20", {})
    assert refused.status == 403
    rebound = {"host": "evil.example:23119"}
    assert answer(lib, endpoint, "/better-bibtex/cayw?probe=1", "127.0.0.1", rebound).status == 403
    for host in ("localhost:23119", "127.0.0.1:23119", "[::1]:23119", "LOCALHOST"):
        assert (
            answer(lib, endpoint, "/better-bibtex/cayw?probe=1", "127.0.0.1", {"host": host}).body
            == "ready"
        )
    assert answer(lib, endpoint, "/better-bibtex/cayw?probe=1", "::1", {}).body == "ready"
    guarded = Endpoint(lambda options: ids[:1], token="s3cret")
    assert answer(lib, guarded, "/better-bibtex/cayw?probe=1", "127.0.0.1", {}).status == 401
    ok = answer(lib, guarded, "/better-bibtex/cayw?probe=1&token=s3cret", "127.0.0.1", {})
    header = answer(lib, guarded, "/better-bibtex/cayw?probe=1", "127.0.0.1",
                    {"x-papershelf-token": "s3cret"})  # fmt: skip
    assert ok.body == header.body == "ready"


def test_server_listens_on_loopback_only(lib: Library, ids: list[int]) -> None:
    server = start_server(lib.target, Endpoint(lambda options: []), port=0)
    try:
        assert server.server_address[0] == "127.0.0.1"
    finally:
        server.shutdown()
        server.server_close()


def test_better_bibtexs_port_unless_zotero_holds_it() -> None:
    assert BBT_PORT == 23119  # Zotero's connector port, where the plugins look first
    with socket.socket() as zotero, socket.socket() as other:
        zotero.bind(("127.0.0.1", 0))
        zotero.listen()
        held = zotero.getsockname()[1]
        other.bind(("127.0.0.1", 0))
        spare = other.getsockname()[1]
        other.close()
        assert free_port((held, spare)) == spare  # Zotero runs: a port of our own
        assert free_port((held,)) == 0  # none of them: any free port
        zotero.close()
        assert free_port((held, spare)) == held  # Zotero quit: Better BibTeX's port
