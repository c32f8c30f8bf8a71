"""The hostile-input campaign of issue 30, network half: every metadata service's answers.

Each service of the registry (Crossref, OpenAlex, Semantic Scholar, arXiv, doi.org's BibTeX)
is reached as `add` and Find Metadata reach it: the real client (size cap, redirects,
retries), the service's own request and answer code, then the answer readers, against a
mock transport that answers every request with a recorded answer of that service
(tests/data/metadata) mutated in its structure or in its bytes, with any status, content
type or redirect. For each: no exception (every failure is one line for that service),
bounded time (hypothesis' deadline) and memory (tracemalloc, as the file campaign), what
was added reads back (listed, searched, exported in every format), and the app starts on
the library it left. Slow; `make fuzz` runs it with the file campaign.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from hypothesis import given
from hypothesis import strategies as st

from papershelf.formats.records import Record
from papershelf.library.db import Library, open_library
from papershelf.services.importing import import_records
from papershelf.services.metadata import sources
from papershelf.services.metadata.adding import add_identifiers
from papershelf.services.metadata.client import LookupSettings, MetadataClient
from papershelf.services.metadata.lookup import find_candidates
from tests.backends import BACKENDS, server_schema
from tests.fuzz.test_hostile_campaign import (
    CAMPAIGN,
    JSON_VALUES,
    XML_NASTY,
    _paths,
    assert_window_starts,
    bounded,
    mutated_bytes,
    read_back,
)
from tests.paths import DATA

pytestmark = pytest.mark.slow
METADATA = DATA / "metadata"


def _bodies(folder: str, *patterns: str) -> list[bytes]:
    """The recorded answer bodies in tests/data/metadata/*folder* (requests left out)."""
    paths = sorted({p for pattern in patterns for p in (METADATA / folder).glob(pattern)})
    return [p.read_bytes() for p in paths if not p.name.endswith(".request.json")]


# Per service: its recorded answers, whether they are JSON, and what it is asked.
SERVICES: dict[str, tuple[list[bytes], bool, list[str]]] = {
    "crossref": (_bodies("crossref", "*.json"), True, ["search", "10.1038/nature14539"]),
    "openalex": (_bodies("openalex", "*.json", "*.html"), True, ["search"]),
    "s2": (_bodies("semanticscholar", "*.json"), True, ["search"]),
    "arxiv": (_bodies("arxiv", "*.xml"), False, ["search", "arXiv:1706.03762"]),
    "doi": (_bodies("crossref-bibtex", "*.bib", "*.html", "*.txt"), False, ["10.48550/x.1"]),
}
BYTES_NASTY = [
    *XML_NASTY, b"@article{", b"}", b"file = {:/etc/passwd:PDF}", b"\\", b'"', b"\xed\xa0\xbd",
    b"\\ud83d", b"[" * 40, b"1e999", b"null",
]  # fmt: skip
STATUSES = [200] * 8 + [204, 301, 302, 400, 404, 429, 500]
CONTENT_TYPES = ["application/json", "text/xml", "application/x-bibtex", "text/html", ""]
LOCATIONS = ["/elsewhere", "https://evil.invalid/x", "http://127.0.0.1:9/", "", "//x"]
ENTRY = Record(
    title="Attention is all you need", authors_text="Vaswani, Ashish", year=2017,
    abstract="The dominant sequence transduction models are based on recurrent networks.",
)  # fmt: skip


@st.composite
def mutated_json(draw: st.DrawFn, seeds: list[bytes]) -> bytes:
    """A recorded JSON answer with a few values replaced by JSON of any shape, as sent."""
    answer = copy.deepcopy(json.loads(draw(st.sampled_from([s for s in seeds if s[:1] in b"{["]))))
    for _ in range(draw(st.integers(1, 4))):
        place = draw(st.sampled_from(list(_paths(answer))))
        value = draw(JSON_VALUES)
        if not place:
            answer = value
            continue
        holder = answer
        for step in place[:-1]:
            holder = holder[step]
        holder[place[-1]] = value
    return json.dumps(answer).encode()


def answers(service: str) -> st.SearchStrategy[bytes]:
    """What a hostile *service* may send: its answers as recorded (so that some reads get
    far, and store something), mutated, or any bytes."""
    seeds, is_json, _ = SERVICES[service]
    mutated = mutated_bytes(seeds, BYTES_NASTY) | st.binary(max_size=500)
    return st.sampled_from(seeds) | (mutated_json(seeds) if is_json else mutated) | mutated


class HostileServer:
    """A mock transport: each request gets a body, status, type and redirect drawn anew."""

    def __init__(self, data: st.DataObject, service: str) -> None:
        """Draw from *data* the answers of *service*."""
        self.data, self.service = data, service

    def __call__(self, request: httpx.Request) -> httpx.Response:
        """One hostile answer to *request*."""
        draw = self.data.draw
        status = draw(st.sampled_from(STATUSES))
        headers = {"content-type": draw(st.sampled_from(CONTENT_TYPES))}
        if status in (301, 302):
            headers["location"] = draw(st.sampled_from(LOCATIONS))
        if status == 429:
            headers["retry-after"] = draw(st.sampled_from(["1", "99999", "soon", "-3"]))
        return httpx.Response(status, headers=headers, content=draw(answers(self.service)))


def one_line(text: str) -> bool:
    """Whether *text* is one clear line, no traceback in it."""
    return bool(text.strip()) and "\n" not in text.strip() and "Traceback" not in text


def ask(lib: Library, client: MetadataClient, question: str) -> None:
    """Ask as the app does: a search (Find Metadata) or an identifier's `add`; whatever is
    found is stored, every failure is one line."""
    if question == "search":
        result = find_candidates(client, ENTRY)
        assert all(one_line(failure) for failure in result.failures), result.failures
        records = [candidate.record for candidate in result.candidates]
        for record in records:
            record.key = None
        import_records(lib, records)
        return
    outcomes, report = add_identifiers(lib, client, question)
    assert all(one_line(str(outcome)) for outcome in outcomes), outcomes
    assert all(str(problem).strip() for problem in report.problems)


@pytest.fixture(params=BACKENDS)
def target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Where the library is: a new SQLite file, then a new schema on the test server."""
    if request.param == "sqlite":
        yield str(tmp_path / "services.sqlite")
        return
    url = os.environ.get("PAPERSHELF_TEST_PG")
    if not url:
        pytest.skip("PAPERSHELF_TEST_PG is not set")
    yield from server_schema(url)


@pytest.mark.parametrize("service", sorted(SERVICES))
def test_any_answer_of_a_metadata_service_is_read_or_refused_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, target: str, service: str
) -> None:
    monkeypatch.setattr(sources, "SOURCES", (sources.by_key(service),))  # the only one asked
    lib = open_library(target)

    @CAMPAIGN
    @given(data=st.data(), question=st.sampled_from(SERVICES[service][2]))
    def check(data: st.DataObject, question: str) -> None:
        transport = httpx.MockTransport(HostileServer(data, service))
        settings = LookupSettings()
        with MetadataClient(
            settings, transport=transport, intervals={}, sleep=lambda _: None
        ) as client:
            bounded(lambda: ask(lib, client, question))

    try:
        check()
        read_back(lib)
    finally:
        lib.close()
    assert_window_starts(target, tmp_path)
