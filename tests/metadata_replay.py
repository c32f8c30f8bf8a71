"""A local HTTP server that replays the real recorded API answers in tests/data/metadata.

Each recording's sidecar (`*.request.json`) names the request it answers; a request to this
server is answered by the recording with the same method and path and the same identifying
query parameters (paging, sorting, field lists and contact e-mails do not identify a request).
A redirect's Location is pointed at this server, as `PAPERSHELF_*_URL` does for the app.
A request no recording answers gets a bare 404 and is listed in `unanswered`.

`server.queue(path, status, headers)` makes the next request to a path get that status first
(a 429 or a 503 derived from a real answer: same request, the status a busy server sends).
`server.route(path, …)` answers every request to a path with one answer, whatever its query:
for searches whose words the recordings cannot know (an inferred title), answered by pools
built from the recordings (see `candidate_pools`).
"""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qsl, unquote, urlsplit

RECORDINGS = Path(__file__).parent / "data" / "metadata"
# Query parameters that shape an answer's size or order, not which records it holds.
NOT_IDENTIFYING = frozenset({
    "mailto", "rows", "max_results", "start", "sortBy", "sortOrder", "fields", "limit",
    "offset", "select", "search_query",
})  # fmt: skip
SERVICES = ("CROSSREF", "DOI", "ARXIV", "S2", "OPENALEX")


@dataclass(frozen=True)
class Recording:
    """One recorded answer and the request it answers."""

    method: str
    path: str
    query: tuple[tuple[str, str], ...]
    status: int
    content_type: str
    location: str
    body: bytes


@dataclass
class Seen:
    """A request the server received."""

    method: str
    path: str
    query: dict[str, str]
    headers: dict[str, str]


def _key(path: str, query: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """The path (percent-escapes decoded) and the identifying query parameters."""
    params = sorted((k, v) for k, v in parse_qsl(query) if k not in NOT_IDENTIFYING and v)
    return unquote(path), tuple(params)


def load_recordings() -> list[Recording]:
    """Every recording with a sidecar."""
    found = []
    for sidecar in sorted(RECORDINGS.rglob("*.request.json")):
        meta = json.loads(sidecar.read_text(encoding="utf-8"))
        stem = sidecar.name[: -len(".request.json")]
        body = next(p for p in sidecar.parent.iterdir() if p.stem == stem and p != sidecar)
        parts = urlsplit(meta["url"])
        path, query = _key(parts.path, parts.query)
        status = meta.get("status") or 200
        found.append(Recording(
            meta.get("method", "GET"), path, query, int(status),
            meta.get("content_type") or "application/octet-stream",
            meta.get("response_location") or "", body.read_bytes(),
        ))  # fmt: skip
    return found


@dataclass
class ReplayServer:
    """The server's state: its recordings, what it was asked, and statuses queued per path."""

    recordings: list[Recording]
    seen: list[Seen] = field(default_factory=list)
    unanswered: list[str] = field(default_factory=list)
    queued: dict[str, list[tuple[int, dict[str, str]]]] = field(default_factory=dict)
    routes: dict[str, list[tuple[str, int, str, bytes]]] = field(default_factory=dict)
    origin: str = ""

    def find(self, method: str, path: str, query: str) -> Recording | None:
        """The recording that answers a request."""
        wanted = _key(path, query)
        for recording in self.recordings:
            if recording.method == method and (recording.path, recording.query) == wanted:
                return recording
        return None

    def queue(self, path: str, status: int, headers: dict[str, str] | None = None) -> None:
        """Answer the next request to this path with a status before the recording."""
        self.queued.setdefault(unquote(path), []).append((status, headers or {}))

    def route(self, path: str, status: int, content_type: str, body: bytes, when: str = "") -> None:
        """Answer every request to this path (that has the query parameter `when`, if given)."""
        self.routes.setdefault(unquote(path), []).append((when, status, content_type, body))

    def routed(self, path: str, query: str) -> tuple[int, str, bytes] | None:
        """The routed answer for a request, if a route takes it."""
        names = {name for name, _value in parse_qsl(query)}
        for when, status, kind, body in self.routes.get(unquote(path), []):
            if not when or when in names:
                return status, kind, body
        return None

    def environment(self) -> dict[str, str]:
        """PAPERSHELF_*_URL variables that point every service here."""
        return {f"PAPERSHELF_{name}_URL": self.origin for name in SERVICES}


def _handler(state: ReplayServer) -> type[BaseHTTPRequestHandler]:
    """A request handler class bound to one server state."""

    class Handler(BaseHTTPRequestHandler):
        """Answers from the recordings."""

        def log_message(self, format: str, *args: object) -> None:
            """Quiet."""

        def do_GET(self) -> None:
            """Replay."""
            self._answer("GET")

        def do_POST(self) -> None:
            """Replay (the body is read and not matched)."""
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self._answer("POST")

        def _answer(self, method: str) -> None:
            """Send the queued status, the recording, or a bare 404."""
            parts = urlsplit(self.path)
            state.seen.append(Seen(method, unquote(parts.path), dict(parse_qsl(parts.query)),
                                   dict(self.headers.items())))  # fmt: skip
            queued = state.queued.get(unquote(parts.path))
            if queued:
                status, headers = queued.pop(0)
                self._send(status, "text/plain", b"", headers)
                return
            routed = state.routed(parts.path, parts.query)
            if routed is not None:
                self._send(routed[0], routed[1], routed[2], {})
                return
            recording = state.find(method, parts.path, parts.query)
            if recording is None:
                state.unanswered.append(f"{method} {self.path}")
                self._send(404, "text/plain", b"no recording answers this request", {})
                return
            headers = {}
            if recording.location:
                moved = urlsplit(recording.location)
                headers["Location"] = f"{state.origin}{moved.path}"
            self._send(recording.status, recording.content_type, recording.body, headers)

        def _send(self, status: int, kind: str, body: bytes, headers: dict[str, str]) -> None:
            """One response."""
            self.send_response(status)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            for name, value in headers.items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(body)

    return Handler


@contextmanager
def replay_server() -> Iterator[ReplayServer]:
    """A running replay server on 127.0.0.1 (a free port), stopped afterwards."""
    state = ReplayServer(load_recordings())
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    state.origin = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()


def _recorded(relative: str) -> bytes:
    """The bytes of one recording."""
    return (RECORDINGS / relative).read_bytes()


def _json(relative: str) -> object:
    """One JSON recording, parsed."""
    return json.loads(_recorded(relative))


def arxiv_pool() -> bytes:
    """One Atom feed holding every <entry> of every recorded arXiv answer (derived)."""
    entries: list[bytes] = []
    for path in sorted((RECORDINGS / "arxiv").glob("*.xml")):
        body = path.read_bytes()
        if b"<title>Error</title>" in body:
            continue
        while b"<entry>" in body:
            start = body.index(b"<entry>")
            end = body.index(b"</entry>", start) + len(b"</entry>")
            entries.append(body[start:end])
            body = body[end:]
    head = _recorded("arxiv/id_list_1605.08386.xml")
    return head[: head.index(b"<entry>")] + b"\n".join(entries) + b"\n</feed>\n"


def crossref_pool() -> bytes:
    """A Crossref work-list of every recorded work and search item (derived)."""
    items = [_json(f"crossref/{name}")["message"] for name in (  # type: ignore[index]
        "works_10.1038_srep16696.json", "works_10.1136_jclinpath-2020-206745.json",
        "works_10.1109_icdcsw.2003.1203662.json", "works_10.1371_journal.pone.0033693.json",
        "works_10.1016_j.xgen.2025.100814.json")]  # fmt: skip
    for name in ("search_query_ecology_rows2.json",
                 "search_query.title_augmenting-llms-chemistry-tools.json"):  # fmt: skip
        items += _json(f"crossref/{name}")["message"]["items"]  # type: ignore[index]
    body = {"status": "ok", "message-type": "work-list",
            "message": {"total-results": len(items), "items": items}}  # fmt: skip
    return json.dumps(body).encode()


def openalex_pool() -> bytes:
    """OpenAlex results: every recorded work and search result (derived)."""
    works = [_json(f"openalex/{name}") for name in (
        "works_doi_10.1073_pnas.1414271111.json", "works_doi_10.1016_j.addr.2015.01.008.json",
        "works_doi_10.1016_j.xgen.2025.100814.json")]  # fmt: skip
    works += _json("openalex/works_filter_title.search_native-oxide-copper.json")["results"]  # type: ignore[index]
    return json.dumps({"meta": {"count": len(works)}, "results": works}).encode()


def s2_search_pool() -> bytes:
    """A Semantic Scholar search naming the papers of the recorded batch answer (derived)."""
    papers = [p for p in _json("semanticscholar/paper_batch_full_fields.json") if p]  # type: ignore[union-attr]
    data = [{"paperId": p["paperId"], "title": p["title"]} for p in papers]
    return json.dumps({"total": len(data), "offset": 0, "data": data}).encode()


def serve_candidate_pools(state: ReplayServer) -> None:
    """Answer every search of the four services from pools of their recorded answers."""
    state.route("/api/query", 200, "application/atom+xml", arxiv_pool())
    state.route("/works", 200, "application/json", crossref_pool(), when="query.title")
    state.route("/works", 200, "application/json", openalex_pool(), when="filter")
    state.route("/graph/v1/paper/search", 200, "application/json", s2_search_pool())
    state.route("/graph/v1/paper/search/match", 404, "application/json",
                _recorded("semanticscholar/search_match_no-match_404.json"))  # fmt: skip
