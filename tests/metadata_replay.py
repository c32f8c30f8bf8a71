"""A local HTTP server that replays the real recorded API answers in tests/data/metadata.

Each recording's sidecar (`*.request.json`) names the request it answers; a request to this
server is answered by the recording with the same method and path and the same identifying
query parameters (paging, sorting, field lists and contact e-mails do not identify a request).
A redirect's Location is pointed at this server, as `PAPERSHELF_*_URL` does for the app.
A request no recording answers gets a bare 404 and is listed in `unanswered`.

`server.queue(path, status, headers)` makes the next request to a path get that status first
(a 429 or a 503 derived from a real answer: same request, the status a busy server sends).
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
