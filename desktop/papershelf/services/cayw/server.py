"""The cite-as-you-write HTTP server: 127.0.0.1 only, started on request, stopped with
its owner. Each request is answered in its own thread through a library connection of
that thread's own (db.open_worker), closed after it; the picker runs wherever the Endpoint's
pick callback puts it (the GUI's main thread)."""

from __future__ import annotations

import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from papershelf.library.db import open_worker
from papershelf.library.locations import LibraryTarget
from papershelf.services.cayw.answers import Answer, Endpoint, answer

BBT_PORT = 23119  # Better BibTeX's (Zotero's connector port)
OWN_PORT = 23120  # ours, when Zotero holds BBT's
HOST = "127.0.0.1"


class CaywServer(ThreadingHTTPServer):
    """The server: the library it reads and the endpoint's callbacks."""

    daemon_threads = True

    def __init__(self, target: LibraryTarget, endpoint: Endpoint, port: int) -> None:
        self.target, self.endpoint = target, endpoint
        super().__init__((HOST, port), _Handler)

    @property
    def port(self) -> int:
        """The port it listens on."""
        return int(self.server_address[1])

    def serve_in_background(self) -> threading.Thread:
        """Serve on a daemon thread (stop with shutdown())."""
        thread = threading.Thread(target=self.serve_forever, name="cayw", daemon=True)
        thread.start()
        return thread


class _Handler(BaseHTTPRequestHandler):
    """GET only; every answer from services/cayw/answers."""

    server: CaywServer
    server_version = "Papershelf-CAYW"

    def do_GET(self) -> None:
        """Answer through a connection of this thread's own."""
        lib = open_worker(self.server.target)
        try:
            headers = {k.lower(): v for k, v in self.headers.items()}
            reply = answer(lib, self.server.endpoint, self.path, self.client_address[0], headers)
        finally:
            lib.close_worker()
        self._send(reply)

    def _send(self, reply: Answer) -> None:
        """Write the answer."""
        body = reply.body.encode("utf-8")
        self.send_response(reply.status)
        self.send_header("Content-Type", reply.content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the server's owner says what it serves."""


def free_port(preferred: tuple[int, ...] = (BBT_PORT, OWN_PORT)) -> int:
    """The first preferred port nothing listens on (Better BibTeX's unless Zotero has it)."""
    for port in preferred:
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            try:
                probe.bind((HOST, port))
            except OSError:
                continue
            return port
    return 0  # any free port


def start_server(target: LibraryTarget, endpoint: Endpoint, port: int | None = None) -> CaywServer:
    """Listen on 127.0.0.1 (port None: BBT's if free, else ours) and serve in the background."""
    server = CaywServer(target, endpoint, free_port() if port is None else port)
    server.serve_in_background()
    return server
