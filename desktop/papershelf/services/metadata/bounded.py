"""Network answers with limits a hostile server cannot stretch: time, size and where they go.

Every request the metadata client sends has a deadline (`Deadline`): each socket read and
connect waits at most until then, so a server that sends one byte every few seconds, in
its headers or its body, is cut off at the deadline, not after the per-read timeout times
the answer's length. A body is read as it comes and decompressed here, at most `MAX_BYTES`
of it (decompressed: a gzip bomb stops at the cap, never expands whole in memory). Only
gzip and deflate are asked for. Redirects are followed by the client itself, only within
the service's own host (doi.org's content negotiation may hop to the registration
agencies' hosts), at most `MAX_REDIRECTS` and never around a loop (`redirect_target`).
"""

from __future__ import annotations

import contextlib
import threading
import time
import urllib.request
import zlib
from collections.abc import Callable, Iterable, Iterator
from typing import Any
from urllib.parse import urljoin, urlsplit

import httpcore
import httpx

from papershelf.i18n import translate

__all__ = [
    "DOI_AGENCY_HOSTS", "MAX_BYTES", "MAX_REDIRECTS", "REDIRECTS", "BoundedTransport",
    "Deadline", "TooBig", "read_capped", "redirect_target", "uses_proxy",
]  # fmt: skip

MAX_BYTES = 16 * 1024 * 1024  # no metadata answer comes near this (a Crossref work: ~20 KB)
MAX_REDIRECTS = 5
REDIRECTS = frozenset({301, 302, 303, 307, 308})
# doi.org answers content negotiation by sending the request on to the DOI's registration
# agency (https://citation.doi.org/docs.html): Crossref, DataCite, mEDRA, JaLC.
DOI_AGENCY_HOSTS = frozenset({
    "api.crossref.org", "data.crossref.org", "api.datacite.org", "data.datacite.org",
    "data.medra.org", "api.japanlinkcenter.org", "data.jalc.org",
})  # fmt: skip
_CHUNK = 64 * 1024


class TooBig(Exception):  # noqa: N818 (reads as what happened)
    """An answer longer than the cap (after decompression)."""


class Deadline:
    """When the request being sent must be over, for the thread sending it."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._local = threading.local()

    def set(self, until: float | None) -> None:
        """Requests from this thread end by *until* (clock seconds; None: no deadline)."""
        self._local.until = until

    def left(self, timeout: float | None) -> float | None:
        """The timeout for one wait: *timeout*, shortened to what is left of the deadline."""
        until = getattr(self._local, "until", None)
        if until is None:
            return timeout
        remaining = until - self.clock()
        if remaining <= 0:
            raise httpcore.ReadTimeout("the deadline of the request has passed")
        return remaining if timeout is None else min(timeout, remaining)


class _Stream(httpcore.NetworkStream):
    """A connection whose every read and write waits no later than the deadline."""

    def __init__(self, inner: httpcore.NetworkStream, deadline: Deadline) -> None:
        self.inner, self.deadline = inner, deadline

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        """Read, waiting at most until the deadline."""
        return self.inner.read(max_bytes, self.deadline.left(timeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        """Write, waiting at most until the deadline."""
        self.inner.write(buffer, self.deadline.left(timeout))

    def close(self) -> None:
        """Close the connection."""
        self.inner.close()

    def start_tls(
        self, ssl_context: Any, server_hostname: str | None = None, timeout: float | None = None
    ) -> httpcore.NetworkStream:
        """TLS over this connection, still under the deadline."""
        inner = self.inner.start_tls(ssl_context, server_hostname, self.deadline.left(timeout))
        return _Stream(inner, self.deadline)

    def get_extra_info(self, info: str) -> Any:
        """What the connection says about itself."""
        return self.inner.get_extra_info(info)


class _Backend(httpcore.NetworkBackend):
    """httpcore's own socket backend, its connections wrapped in the deadline."""

    def __init__(self, deadline: Deadline) -> None:
        self.inner = httpcore.SyncBackend()
        self.deadline = deadline

    def connect_tcp(
        self, host: str, port: int, timeout: float | None = None,
        local_address: str | None = None, socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:  # fmt: skip
        """Connect, waiting at most until the deadline."""
        stream = self.inner.connect_tcp(
            host, port, self.deadline.left(timeout), local_address, socket_options
        )
        return _Stream(stream, self.deadline)

    def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Iterable[Any] | None = None
    ) -> httpcore.NetworkStream:
        """Connect to a local socket, waiting at most until the deadline."""
        stream = self.inner.connect_unix_socket(path, self.deadline.left(timeout), socket_options)
        return _Stream(stream, self.deadline)

    def sleep(self, seconds: float) -> None:
        """Sleep (httpcore's retries; none are configured)."""
        self.inner.sleep(seconds)


_ERRORS: tuple[tuple[type[Exception], type[httpx.TransportError]], ...] = (
    (httpcore.ConnectTimeout, httpx.ConnectTimeout),
    (httpcore.ReadTimeout, httpx.ReadTimeout),
    (httpcore.WriteTimeout, httpx.WriteTimeout),
    (httpcore.PoolTimeout, httpx.PoolTimeout),
    (httpcore.ConnectError, httpx.ConnectError),
    (httpcore.ReadError, httpx.ReadError),
    (httpcore.WriteError, httpx.WriteError),
    (httpcore.RemoteProtocolError, httpx.RemoteProtocolError),
    (httpcore.LocalProtocolError, httpx.LocalProtocolError),
    (httpcore.ProtocolError, httpx.RemoteProtocolError),
    (httpcore.NetworkError, httpx.NetworkError),
    (httpcore.UnsupportedProtocol, httpx.UnsupportedProtocol),
)


@contextlib.contextmanager
def _as_httpx(request: httpx.Request) -> Iterator[None]:
    """httpcore's exceptions as httpx's, so the client handles one kind."""
    try:
        yield
    except Exception as error:
        for theirs, ours in _ERRORS:
            if isinstance(error, theirs):
                raise ours(str(error) or type(error).__name__, request=request) from error
        raise


class _Body(httpx.SyncByteStream):
    """A response body from httpcore, its errors as httpx's."""

    def __init__(self, stream: Iterable[bytes], request: httpx.Request) -> None:
        self.stream, self.request = stream, request

    def __iter__(self) -> Iterator[bytes]:
        """The body's bytes as they arrive."""
        with _as_httpx(self.request):
            yield from self.stream

    def close(self) -> None:
        """Give the connection back."""
        close = getattr(self.stream, "close", None)
        if close is not None:
            close()


class BoundedTransport(httpx.BaseTransport):
    """An httpx transport on httpcore's pool whose connections keep to a `Deadline`."""

    def __init__(self, deadline: Deadline) -> None:
        self.deadline = deadline
        self._pool = httpcore.ConnectionPool(
            ssl_context=httpx.create_ssl_context(), network_backend=_Backend(deadline)
        )

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        """Send one request through the pool."""
        url = request.url
        core = httpcore.Request(
            method=request.method,
            url=httpcore.URL(
                scheme=url.raw_scheme, host=url.raw_host, port=url.port, target=url.raw_path
            ),
            headers=request.headers.raw, content=request.stream,
            extensions=request.extensions,
        )  # fmt: skip
        with _as_httpx(request):
            answer = self._pool.handle_request(core)
        return httpx.Response(
            status_code=answer.status, headers=answer.headers,
            stream=_Body(answer.stream, request),  # type: ignore[arg-type]
            extensions=answer.extensions,
        )  # fmt: skip

    def close(self) -> None:
        """Close every connection."""
        self._pool.close()


def uses_proxy() -> bool:
    """Whether the environment names a proxy (then httpx's own transport is used, which
    knows proxies; the deadline is then checked between the body's pieces only)."""
    return any(key in ("http", "https", "all") for key in urllib.request.getproxies())


def read_capped(answer: httpx.Response, deadline: Deadline, limit: int = MAX_BYTES) -> bytes:
    """The body of a streamed response, decompressed, at most *limit* bytes (else TooBig).
    An answer already in memory (a transport that builds it whole, as tests' mock transports
    do) is only measured."""
    if answer.is_stream_consumed:
        if len(answer.content) > limit:
            raise TooBig
        return answer.content
    encoding = answer.headers.get("Content-Encoding", "identity").strip().lower()
    decoder = _decoder(encoding)
    parts: list[bytes] = []
    size = 0
    for piece in answer.iter_raw(_CHUNK):
        deadline.left(None)  # a proxied answer: the deadline is checked at least here
        for data in decoder(piece, limit - size + 1):
            size += len(data)
            if size > limit:
                raise TooBig
            parts.append(data)
    return b"".join(parts)


Decoder = Callable[[bytes, int], Iterator[bytes]]


def _decoder(encoding: str) -> Decoder:
    """A function giving a raw piece's decompressed bytes, never more than asked at a time."""
    if encoding in ("", "identity"):
        return lambda data, _most: iter((data,))
    if encoding in ("gzip", "x-gzip", "deflate"):
        return _Inflater(encoding).feed
    raise httpx.DecodingError(
        translate("metadata", "an answer in an encoding not asked for ({encoding})").format(
            encoding=encoding[:20]
        )
    )


class _Inflater:
    """gzip or deflate decompressed in bounded steps (zlib's max_length)."""

    def __init__(self, encoding: str) -> None:
        self.inflate: Any = None if encoding == "deflate" else zlib.decompressobj(47)  # gzip

    def feed(self, data: bytes, most: int) -> Iterator[bytes]:
        """Decompress a piece, at most *most* bytes per step, until it is used up."""
        if self.inflate is None:  # deflate: zlib-wrapped as the standard says, or raw
            self.inflate = zlib.decompressobj(zlib.MAX_WBITS if _zlib_header(data) else -15)
        try:
            while data:
                out = self.inflate.decompress(data, max(most, 1))
                data = self.inflate.unconsumed_tail
                if out:
                    yield out
                elif not data:
                    break
        except zlib.error as error:
            raise httpx.DecodingError(
                translate("metadata", "a damaged compressed answer ({error})").format(error=error)
            ) from None


def _zlib_header(data: bytes) -> bool:
    """Whether data starts with a zlib header (deflate method, its check bits right)."""
    return len(data) >= 2 and (data[0] & 0x0F) == 8 and (data[0] << 8 | data[1]) % 31 == 0


def redirect_target(current: str, location: str, base: str, agency_hops: bool) -> str | None:
    """The URL a redirect leads to, if it may be followed: the service's own host (and
    port), or, from doi.org (*agency_hops*), a registration agency's host over https."""
    try:
        target = urljoin(current, location.strip())
        parts = urlsplit(target)
        hostname = parts.hostname or ""
    except ValueError:  # '[::1', a port that is not a number: no address to follow
        return None
    if parts.scheme not in ("http", "https") or not hostname:
        return None
    if parts.netloc.lower() == urlsplit(base).netloc.lower():
        return target
    if agency_hops and parts.scheme == "https" and hostname in DOI_AGENCY_HOSTS:
        return target
    return None
