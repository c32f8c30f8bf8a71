"""Issue 30, item 3: metadata lookups against a hostile local server stay bounded.

The server runs in a thread of the test on 127.0.0.1 and misbehaves on purpose: endless
bodies, a gzip bomb, one byte every 0.2 s (in the body and in the headers), redirects to
another host, in a loop, or on and on, and JSON with lone surrogates. Each of its loops is
bounded, so a client that does not give up still lets the test end (and fail).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
import tracemalloc
import zlib
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import httpx
import pytest

from papershelf.formats.identifiers import Identifier
from papershelf.library.db import Library
from papershelf.library.queries import get_entry, ordered_ids
from papershelf.services.attachments import attachments_of
from papershelf.services.metadata import sources
from papershelf.services.metadata.adding import add_identifiers
from papershelf.services.metadata.bounded import redirect_target
from papershelf.services.metadata.client import (
    LookupFailed,
    LookupSettings,
    MetadataClient,
    Response,
)
from papershelf.services.metadata.resolve import resolve
from tests.paths import REPO
from tests.peak_memory import Measured, run_papershelf

DRIP = 0.2  # seconds between two bytes of a trickling answer
WORK = {
    "status": "ok", "message-type": "work",
    "message": {"DOI": "10.5555/x", "type": "journal-article",
                "title": ["An innocent looking paper \ud83d"],
                "author": [{"family": "Doe\udc00", "given": "Jane"}]},
}  # fmt: skip


def _gzip_bomb(total: int) -> Iterator[bytes]:
    """*total* zero bytes gzip-compressed, a piece at a time (made as it is sent)."""
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    zeros = bytes(1 << 20)
    for _ in range(total >> 20):
        piece = packer.compress(zeros)
        if piece:
            yield piece
    yield packer.flush()


class Hostile(BaseHTTPRequestHandler):
    """Answers by path: each one a way a server can misbehave."""

    protocol_version = "HTTP/1.1"
    otherwise = "_json"  # how a path that names no misbehaviour is answered

    def log_message(self, *args: object) -> None:
        """Quiet."""

    def do_GET(self) -> None:
        """Misbehave as the path asks."""
        path = self.path.split("?")[0]
        if path.startswith(("/works/10.5555/linked", "/10.5555/linked")):
            path = "/linked"  # Crossref: no such work; doi.org: BibTeX naming files
        try:
            name = "_" + path.strip("/").split("/")[0].replace("-", "_")
            getattr(self, name, getattr(self, self.otherwise))()
        except (BrokenPipeError, ConnectionResetError):
            return

    def _start(self, headers: dict[str, str], status: int = 200) -> None:
        """A status line and headers."""
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()

    def _json(self) -> None:
        """A Crossref work whose title and author hold lone surrogates (JSON escapes)."""
        body = json.dumps(WORK).encode()
        self._start({"Content-Type": "application/json", "Content-Length": str(len(body))})
        self.wfile.write(body)

    def _huge(self) -> None:
        """An endless body (stops after 400 MB: the client should have left long before)."""
        self._start({"Content-Type": "application/json"})
        chunk = b" " * (1 << 20)
        for _ in range(400):
            self.wfile.write(chunk)

    def _bomb(self) -> None:
        """A gzip bomb: 2 GB of zeros in a few MB."""
        self._start({"Content-Type": "application/json", "Content-Encoding": "gzip"})
        for piece in _gzip_bomb(2 << 30):
            self.wfile.write(piece)

    def _drip(self) -> None:
        """Headers at once, then one body byte every DRIP seconds (at most 600)."""
        self._start({"Content-Type": "application/json", "Content-Length": "100000"})
        for _ in range(600):
            self.wfile.write(b" ")
            self.wfile.flush()
            time.sleep(DRIP)

    def _drip_headers(self) -> None:
        """The headers themselves one byte every DRIP seconds (never ending them)."""
        self.wfile.write(b"HTTP/1.1 200 OK\r\n")
        for _ in range(600):
            self.wfile.write(b"X")
            self.wfile.flush()
            time.sleep(DRIP)

    def _linked(self) -> None:
        """Crossref does not know the DOI; doi.org's BibTeX links a file of the reader's."""
        if self.path.startswith("/works/"):
            self._start({"Content-Length": "0"}, 404)
            return
        body = (
            b"@article{x, title = {Linked}, author = {Doe, Jane}, year = {2020},\n"
            b" file = {:/etc/passwd:PDF;Secret:/home/someone/private.pdf:PDF}}\n"
        )
        self._start({"Content-Type": "application/x-bibtex", "Content-Length": str(len(body))})
        self.wfile.write(body)

    def _away(self) -> None:
        """A redirect to another host."""
        self._start({"Location": "http://127.0.0.2:9/works/10.5555/x", "Content-Length": "0"}, 302)

    def _loop(self) -> None:
        """Two paths redirecting to each other."""
        target = "/loop-back" if self.path.startswith("/loop/") else "/loop/again"
        self._start({"Location": target, "Content-Length": "0"}, 301)

    def _loop_back(self) -> None:
        """The other half of the loop."""
        self._loop()

    def _chain(self) -> None:
        """A redirect to the next link of an endless chain."""
        number = int(self.path.rsplit("/", 1)[-1] or 0)
        self._start({"Location": f"/chain/{number + 1}", "Content-Length": "0"}, 307)

    def _hop(self) -> None:
        """One redirect within the host, to the work."""
        self._start({"Location": "/works/10.5555/x", "Content-Length": "0"}, 303)


@pytest.fixture(scope="module")
def hostile() -> Iterator[str]:
    """The hostile server's origin."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), Hostile)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def _client(origin: str, **options: float) -> MetadataClient:
    """A client sending every service to the hostile server, no pauses."""
    urls = dict.fromkeys(("crossref", "doi", "arxiv", "s2", "openalex"), origin)
    return MetadataClient(LookupSettings(base_urls=urls), intervals={}, **options)  # type: ignore[arg-type]


def _fails(client: MetadataClient, path: str) -> str:
    """The one-line reason a GET of path failed."""
    with client, pytest.raises(LookupFailed) as failure:
        client.get("crossref", path)
    message = str(failure.value)
    assert "\n" not in message and "Traceback" not in message
    return message


def test_an_endless_body_is_cut_at_the_cap(hostile: str) -> None:
    """400 MB offered, 1 MB allowed: one line, and no more is held than the cap."""
    tracemalloc.start()
    try:
        message = _fails(_client(hostile, max_bytes=1 << 20), "/huge")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert message == "Crossref sent an answer over 1 MB; not read"
    assert peak < 8 << 20


def test_a_gzip_bomb_is_cut_after_decompression(hostile: str) -> None:
    """2 GB of zeros in a few MB of gzip: decompressed in steps, stopped at the cap."""
    tracemalloc.start()
    try:
        message = _fails(_client(hostile, max_bytes=1 << 20), "/bomb")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert message == "Crossref sent an answer over 1 MB; not read"
    assert peak < 8 << 20


@pytest.mark.parametrize("path", ["/drip", "/drip-headers"])
def test_a_trickling_server_is_cut_at_the_deadline(hostile: str, path: str) -> None:
    """A byte every 0.2 s never times a read out; the request's deadline ends it (one retry)."""
    started = time.monotonic()
    message = _fails(_client(hostile, request_seconds=1.0), path)
    assert message == "Crossref did not answer in time; try again later"
    assert time.monotonic() - started < 2 * 1.0 + 2.0


def test_the_budget_of_a_lookup_ends_every_request_in_it(hostile: str) -> None:
    """resolve's budget bounds retries and fallbacks together."""
    with _client(hostile, request_seconds=30.0) as client, client.budget(1.0):
        started = time.monotonic()
        with pytest.raises(LookupFailed):
            client.get("crossref", "/drip")
    assert time.monotonic() - started < 3.0


@pytest.mark.parametrize(
    ("path", "message"),
    [
        ("/away", "Crossref redirected to another site (127.0.0.2:9); not followed"),
        ("/loop/start", "Crossref redirected in a loop; not followed"),
        ("/chain/0", "Crossref redirected more than 5 times; not followed"),
    ],
)
def test_redirects_stay_within_the_service(hostile: str, path: str, message: str) -> None:
    """Another host, a loop, an endless chain: each one line, none followed out."""
    assert _fails(_client(hostile), path) == message


def test_a_redirect_within_the_service_is_followed(hostile: str) -> None:
    """A 303 to the same host gives the work, its lone surrogates replaced."""
    with _client(hostile) as client:
        answer = client.get("crossref", "/hop")
    work = answer.json()
    assert isinstance(work, dict)
    assert work["message"]["title"] == ["An innocent looking paper \ufffd"]


def test_doi_org_may_hop_to_the_registration_agencies_only() -> None:
    """doi.org's content negotiation goes on to Crossref or DataCite over https; not elsewhere."""
    doi = "https://doi.org/10.1/x"
    agency = "https://api.crossref.org/v1/works/10.1%2Fx/transform"
    assert redirect_target(doi, agency, "https://doi.org", agency_hops=True) == agency
    assert redirect_target(doi, agency, "https://doi.org", agency_hops=False) is None
    assert redirect_target(doi, "https://evil.example/x", "https://doi.org", True) is None
    assert redirect_target(doi, "http://api.crossref.org/x", "https://doi.org", True) is None
    assert redirect_target(doi, "file:///etc/passwd", "https://doi.org", True) is None
    assert redirect_target(doi, "http://[::1", "https://doi.org", True) is None
    assert redirect_target(doi, "https://doi.org:port/x", "https://doi.org", True) is None


def test_a_crossref_answer_with_lone_surrogates_gives_a_storable_record(hostile: str) -> None:
    """The record found holds U+FFFD where the answer held half a surrogate pair."""
    with _client(hostile) as client:
        found = resolve(client, Identifier("doi", "10.5555/x", "10.5555/x"))
    assert found.record is not None
    assert found.record.title == "An innocent looking paper \ufffd"
    found.record.title.encode("utf-8")
    assert all(person.family.encode("utf-8") for person in found.record.authors)


def test_add_says_what_was_replaced_in_an_answer(hostile: str, lib: Library) -> None:
    """`add`'s line names the replacement, as an import's report does (the answer is mended
    as it is parsed, before any record exists, so the import itself sees nothing to say);
    an answer with a whole pair (an emoji) says nothing."""
    with _client(hostile) as client:
        outcomes, _report = add_identifiers(lib, client, "10.5555/x")
    (line,) = [str(outcome) for outcome in outcomes]
    host = hostile.split("://")[1]
    assert line.startswith("10.5555/x: added as ")
    assert line.endswith(
        f"({host}'s answer held an unpaired surrogate (half of a UTF-16 character), "
        "replaced by \ufffd)"
    )
    whole = Response(200, "application/json", '{"t": "\\ud83d\\ude00"}', "http://h/", notes=[])
    assert whole.json() == {"t": "\U0001f600"} and whole.notes == []


@pytest.fixture
def answering() -> Iterator[type[Hostile]]:
    """The server, whose answer to the services' own paths a test chooses."""
    yield Hostile
    Hostile.otherwise = "_json"


def test_file_fields_of_a_doi_org_answer_never_become_attachments(
    hostile: str, lib: Library
) -> None:
    """doi.org's BibTeX names /etc/passwd and a private PDF: the entry is added, no file."""
    with _client(hostile) as client:
        outcomes, _report = add_identifiers(lib, client, "10.5555/linked")
    assert [o.status for o in outcomes] == ["added"]
    (entry_id,) = ordered_ids(lib)
    assert attachments_of(lib, entry_id) == []
    entry = get_entry(lib, entry_id)
    assert entry is not None and "file" not in dict(entry.fields)


@pytest.mark.parametrize("body", [b"@", b"@misc{x, title = {a\x00b}}", b"@@@ {"])
def test_a_doi_org_answer_that_only_looks_like_bibtex_fails_in_one_line(
    lib: Library, monkeypatch: pytest.MonkeyPatch, body: bytes
) -> None:
    """An answer starting '@' that the BibTeX reader refuses whole (no entry, a NUL byte)
    is doi.org's failure, said in one line (found by tests/fuzz/test_hostile_services.py:
    the reader's FormatError went up through `add` as a traceback)."""
    monkeypatch.setattr(sources, "SOURCES", (sources.by_key("doi"),))
    answer = httpx.Response(200, headers={"content-type": "application/x-bibtex"}, content=body)
    transport = httpx.MockTransport(lambda request: answer)
    with MetadataClient(LookupSettings(), transport=transport, intervals={}) as client:
        outcomes, _report = add_identifiers(lib, client, "10.48550/x.1")
    (line,) = [str(outcome) for outcome in outcomes]
    assert line.startswith("10.48550/x.1: not added: doi.org's BibTeX for 10.48550/x.1 could")
    assert "\n" not in line and ordered_ids(lib) == []


def _add(origin: str, tmp_path: Path, doi: str) -> tuple[subprocess.CompletedProcess[str], float]:
    """`papershelf add DOI` in a subprocess with every service at *origin*; and its time."""
    env = {**os.environ, "PYTHONPATH": str(REPO / "desktop"), "PAPERSHELF_CACHE_DIR": str(tmp_path)}
    for service in ("CROSSREF", "DOI", "ARXIV", "S2", "OPENALEX"):
        env[f"PAPERSHELF_{service}_URL"] = origin
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "papershelf", "--library", str(tmp_path / "lib.sqlite"), "add", doi],
        env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    return done, time.monotonic() - started


def _add_measured(origin: str, tmp_path: Path, doi: str) -> Measured:
    """As _add, with the process's own peak memory (tests/peak_memory.py)."""
    env = {"PAPERSHELF_CACHE_DIR": str(tmp_path)}
    for service in ("CROSSREF", "DOI", "ARXIV", "S2", "OPENALEX"):
        env[f"PAPERSHELF_{service}_URL"] = origin
    args = ["--library", str(tmp_path / "lib.sqlite"), "add", doi]
    return run_papershelf(args, tmp_path, env, timeout=120)


@pytest.mark.slow
def test_add_against_a_trickling_server_ends_within_a_minute(
    hostile: str, answering: type[Hostile], tmp_path: Path
) -> None:
    """`add` with every service dripping one byte at a time: one line, exit 1, under 60 s."""
    answering.otherwise = "_drip"
    done, seconds = _add(hostile, tmp_path, "10.5555/x")
    assert seconds < 60, seconds
    assert done.returncode == 1
    assert "Traceback" not in done.stderr
    assert done.stderr.strip().splitlines() == [
        "10.5555/x: not added: Crossref did not answer in time; try again later"
    ]


@pytest.mark.slow
def test_add_against_a_gzip_bomb_stays_under_600_mb(
    hostile: str, answering: type[Hostile], tmp_path: Path
) -> None:
    """`add` answered by a 2 GB gzip bomb: one line, and the process peaks far below 600 MB
    (its own peak, its VmHWM: neither the test process nor the suite's other children count)."""
    answering.otherwise = "_bomb"
    code, stderr, seconds, peak_mb = _add_measured(hostile, tmp_path, "10.5555/x")
    assert code == 1, stderr
    assert "Traceback" not in stderr
    assert "sent an answer over 16 MB; not read" in stderr
    assert peak_mb < 600 and seconds < 60, (peak_mb, seconds)
