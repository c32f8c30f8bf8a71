"""The one HTTP client for scholarly metadata services: polite, patient, cached, and quiet.

Nothing here runs unless the user asked for a lookup. Every request:
- goes to the service's base URL (a setting; `PAPERSHELF_<SERVICE>_URL` replaces its scheme,
  host and port, the API paths stay as the real services have them);
- carries a User-Agent naming Papershelf and its version, and the user's contact e-mail
  (Crossref's polite pool) or API key (Semantic Scholar) where they gave one;
- waits its turn: at most one request per service interval (arXiv asks for 3 s, Semantic
  Scholar's unauthenticated limit is about 1 request/s); a base URL the user set (a mirror,
  a proxy) is not throttled by the client;
- is not sent to a service that could not be reached earlier in the same run;
- is retried on 429 and 5xx after the server's `Retry-After` (or 1, 2, 4 s), and on a
  timeout once; a refused connection is not retried (offline is offline);
- is answered from the disk cache when the same request was answered in the last week;
- is bounded (services.metadata.bounded): over by its deadline (`REQUEST_SECONDS`, and the
  whole lookup's `budget`) however slowly the server sends, at most `MAX_BYTES` of answer
  after decompression, redirected only within the service (doi.org: to the agencies).
Failures come out as `LookupFailed` with one sentence for a person.
"""

from __future__ import annotations

import email.utils
import json
import os
import threading
import time
from collections.abc import Callable, Collection, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from urllib.parse import urlencode, urlsplit

import httpx

from papershelf import __version__
from papershelf.i18n import translate
from papershelf.services.metadata.answers import (
    LookupFailed,
    Response,
    ResponseCache,
    Unreachable,
)  # fmt: skip
from papershelf.services.metadata.bounded import (
    MAX_BYTES,
    MAX_REDIRECTS,
    REDIRECTS,
    BoundedTransport,
    Deadline,
    TooBig,
    read_capped,
    redirect_target,
    uses_proxy,
)  # fmt: skip

__all__ = [
    "LookupFailed", "LookupSettings", "MetadataClient", "Response", "ResponseCache",
    "Unreachable",
]  # fmt: skip

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
ATTEMPTS = 4
LONGEST_WAIT = 60.0  # a Retry-After beyond this is reported, not waited for
TIMEOUT = httpx.Timeout(20.0, connect=10.0)
REQUEST_SECONDS = 20.0  # one request, redirects included, however slowly it is answered


@dataclass(frozen=True)
class LookupSettings:
    """What the user set for lookups: a contact e-mail, an API key, other base URLs."""

    email: str = ""
    s2_api_key: str = ""
    base_urls: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def from_environment(cls, email: str = "", s2_api_key: str = "") -> LookupSettings:
        """Settings with each `PAPERSHELF_<SERVICE>_URL` variable applied."""
        urls = {}
        for service in _base_urls():
            value = os.environ.get(f"PAPERSHELF_{service.upper()}_URL", "").strip()
            if value:
                urls[service] = _origin(value)
        return cls(
            email=email or os.environ.get("PAPERSHELF_CONTACT_EMAIL", ""),
            s2_api_key=s2_api_key or os.environ.get("PAPERSHELF_S2_API_KEY", ""),
            base_urls=urls,
        )

    def base_url(self, service: str) -> str:
        """The scheme, host and port requests to this service go to."""
        return self.base_urls.get(service) or _base_urls()[service]


def _base_urls() -> dict[str, str]:
    """Each service's public base URL, by key (the registry in metadata/sources)."""
    from papershelf.services.metadata.sources import SOURCES  # its modules import this one

    return {source.key: source.base_url for source in SOURCES}


def _origin(url: str) -> str:
    """Only the scheme, host and port of a URL ('http://127.0.0.1:8080')."""
    parts = urlsplit(url if "://" in url else f"http://{url}")
    return f"{parts.scheme}://{parts.netloc}"


class MetadataClient:
    """GET (and POST) requests to the metadata services, with the manners described above."""

    def __init__(
        self, settings: LookupSettings | None = None, *, cache: ResponseCache | None = None,
        transport: httpx.BaseTransport | None = None, intervals: Mapping[str, float] | None = None,
        sleep: Callable[[float], None] = time.sleep, clock: Callable[[], float] = time.monotonic,
        request_seconds: float = REQUEST_SECONDS, max_bytes: int = MAX_BYTES,
    ) -> None:  # fmt: skip
        self.settings = settings or LookupSettings.from_environment()
        self.cache = cache
        self.intervals = self._intervals() if intervals is None else dict(intervals)
        self.down: dict[str, Unreachable] = {}  # services that could not be reached this run
        self.sleep = sleep
        self.clock = clock
        self.cancelled = threading.Event()
        self.request_seconds, self.max_bytes = request_seconds, max_bytes
        self.deadline = Deadline()  # real time (`clock` paces the turns)
        self._budget_until: float | None = None  # the whole lookup's end (`budget`)
        self._last: dict[str, float] = {}
        self.notes: list[str] = []  # what was mended in answers (Response.json), to be said
        if transport is None and not uses_proxy():
            transport = BoundedTransport(self.deadline)
        self._http = httpx.Client(
            timeout=TIMEOUT, follow_redirects=False, transport=transport,
            headers={"User-Agent": self.user_agent(), "Accept-Encoding": "gzip, deflate"},
        )  # fmt: skip

    @contextmanager
    def budget(self, seconds: float) -> Iterator[None]:
        """Every request (retries, waits and fallbacks too) inside ends within *seconds*."""
        outer = self._budget_until
        until = time.monotonic() + seconds
        self._budget_until = until if outer is None else min(outer, until)
        try:
            yield
        finally:
            self._budget_until = outer

    def _intervals(self) -> dict[str, float]:
        """The public services' intervals; a mirror or proxy set by the user has its own rules."""
        from papershelf.services.metadata.sources import SOURCES  # its modules import this one

        return {
            source.key: source.interval for source in SOURCES
            if self.settings.base_url(source.key) == source.base_url
        }  # fmt: skip

    def user_agent(self) -> str:
        """'Papershelf/0.5 (https://…; mailto:…)' as Crossref's etiquette asks."""
        contact = f"; mailto:{self.settings.email}" if self.settings.email else ""
        return f"Papershelf/{__version__} (reading-list manager{contact})"

    def close(self) -> None:
        """Close the connections."""
        self._http.close()

    def __enter__(self) -> MetadataClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def get(
        self, service: str, path: str, params: Mapping[str, str] | None = None,
        accept: str = "application/json", also: Collection[int] = (),
    ) -> Response:  # fmt: skip
        """One GET; a 404 (and the statuses in `also`) is returned for the caller to read,
        other errors raise LookupFailed."""
        url = self.url(service, path, params)
        return self._cached("GET", service, url, accept, None, frozenset(also))

    def post(self, service: str, path: str, params: Mapping[str, str], body: object) -> Response:
        """One POST with a JSON body (Semantic Scholar's batch lookup)."""
        url = self.url(service, path, params)
        return self._cached("POST", service, url, "application/json", json.dumps(body), frozenset())

    def url(self, service: str, path: str, params: Mapping[str, str] | None = None) -> str:
        """The full URL of a request to a service."""
        query = f"?{urlencode(params)}" if params else ""
        return f"{self.settings.base_url(service)}{path}{query}"

    def _cached(
        self, method: str, service: str, url: str, accept: str, body: str | None,
        also: frozenset[int],
    ) -> Response:  # fmt: skip
        """The answer from the cache, or from the service (then kept if it is final)."""
        key = f"{method} {url} {accept} {body or ''}"
        if self.cache is not None:
            hit = self.cache.get(key)
            if hit is not None:
                return replace(hit, notes=self.notes)
        response = self._request(method, service, url, accept, body, also)
        if self.cache is not None and response.status in (200, 404):
            self.cache.put(key, response)
        return replace(response, notes=self.notes)

    def _request(
        self, method: str, service: str, url: str, accept: str, body: str | None,
        also: frozenset[int],
    ) -> Response:  # fmt: skip
        """Send with retries; the final answer, or LookupFailed saying why."""
        from papershelf.services.metadata.sources import by_key  # its modules import this one

        name = by_key(service).name
        if service in self.down:  # not reached a moment ago: say so again without waiting
            raise self.down[service]
        for attempt in range(ATTEMPTS):
            self._wait_turn(service)
            try:
                answer = self._send(
                    method, service, url, self._headers(service, accept, body), body
                )
            except httpx.TimeoutException:
                if attempt == 0 and not self._over_budget():
                    continue
                said = translate("metadata", "{name} did not answer in time; try again later")
                raise LookupFailed(said.format(name=name)) from None
            except TooBig:
                said = translate("metadata", "{name} sent an answer over {megabytes} MB; not read")
                raise LookupFailed(
                    said.format(name=name, megabytes=self.max_bytes // 2**20)
                ) from None
            except httpx.DecodingError as exc:
                said = translate("metadata", "{name} sent {exc}")
                raise LookupFailed(said.format(name=name, exc=exc)) from None
            except httpx.InvalidURL:
                said = translate("metadata", "{name} redirected to an address that is not valid")
                raise LookupFailed(said.format(name=name)) from None
            except httpx.TransportError as exc:
                reason = _reason(exc)
                said = translate("metadata", "cannot reach {name} ({reason}); are you offline?")
                self.down[service] = Unreachable(said.format(name=name, reason=reason))
                raise self.down[service] from None
            if answer.status_code in RETRY_STATUSES and attempt < ATTEMPTS - 1:
                self._pause(name, answer, attempt)
                continue
            return self._final(name, answer, also)
        said = translate("metadata", "{name} is busy; try again later")
        raise LookupFailed(said.format(name=name))

    def _send(
        self, method: str, service: str, url: str, headers: dict[str, str], body: str | None
    ) -> _Answer:
        """One request and the redirects allowed, within the request's deadline."""
        until = time.monotonic() + self.request_seconds
        if self._budget_until is not None:
            until = min(until, self._budget_until)
        self.deadline.set(until)
        try:
            return self._follow(method, service, url, headers, body)
        finally:
            self.deadline.set(None)

    def _follow(
        self, method: str, service: str, url: str, headers: dict[str, str], body: str | None
    ) -> _Answer:
        """The answer at the end of the allowed redirects (LookupFailed on any other)."""
        from papershelf.services.metadata.sources import by_key  # its modules import this one

        name, seen = by_key(service).name, {url}
        for _hop in range(MAX_REDIRECTS + 1):
            answer = self._fetch(method, url, headers, body)
            if answer.status not in REDIRECTS or not answer.location:
                return answer
            url = self._next_hop(name, service, url, answer.location, seen)
            if answer.status == 303 or (answer.status in (301, 302) and method == "POST"):
                method, body = "GET", None
        said = translate("metadata", "{name} redirected more than {most} times; not followed")
        raise LookupFailed(said.format(name=name, most=MAX_REDIRECTS))

    def _next_hop(self, name: str, service: str, url: str, location: str, seen: set[str]) -> str:
        """Where a redirect may go next (LookupFailed: another site, or a loop)."""
        base = self.settings.base_url(service)
        agencies = service == "doi" and base == _base_urls()["doi"]  # the real doi.org only
        target = redirect_target(url, location, base, agencies)
        if target is None:
            where = urlsplit(location).netloc or location[:60]
            said = translate(
                "metadata", "{name} redirected to another site ({where}); not followed"
            )
            raise LookupFailed(said.format(name=name, where=where))
        if target in seen:
            said = translate("metadata", "{name} redirected in a loop; not followed")
            raise LookupFailed(said.format(name=name))
        seen.add(target)
        return target

    def _fetch(self, method: str, url: str, headers: dict[str, str], body: str | None) -> _Answer:
        """One HTTP exchange, its body read up to the cap."""
        request = self._http.build_request(method, url, headers=headers, content=body)
        answer = self._http.send(request, stream=True)
        try:
            content = read_capped(answer, self.deadline, self.max_bytes)
        finally:
            answer.close()
        return _Answer(answer.status_code, answer.headers, content, str(answer.url))

    def _over_budget(self) -> bool:
        """Whether the lookup's budget (if any) is spent."""
        return self._budget_until is not None and time.monotonic() >= self._budget_until

    def _headers(self, service: str, accept: str, body: str | None) -> dict[str, str]:
        """Accept, the JSON content type of a body, and the Semantic Scholar key if any."""
        headers = {"Accept": accept}
        if body is not None:
            headers["Content-Type"] = "application/json"
        if service == "s2" and self.settings.s2_api_key:
            headers["x-api-key"] = self.settings.s2_api_key
        return headers

    def _wait_turn(self, service: str) -> None:
        """Sleep until the service's interval since the last request has passed."""
        interval = self.intervals.get(service, 0.0)
        last = self._last.get(service)
        if last is not None and interval > 0:
            wait = last + interval - self.clock()
            if wait > 0:
                self._sleep(wait)
        self._last[service] = self.clock()

    def _pause(self, name: str, answer: _Answer, attempt: int) -> None:
        """Wait as the server asked (Retry-After), or 1, 2, 4 s; too long a wait is an error."""
        wait = retry_after(answer.headers.get("Retry-After"))
        wait = float(2**attempt) if wait is None else wait
        if wait > LONGEST_WAIT:
            said = translate(
                "metadata", "{name} asks to wait {seconds} s before the next request; try later"
            )
            raise LookupFailed(said.format(name=name, seconds=f"{wait:.0f}"))
        if self._budget_until is not None and time.monotonic() + wait >= self._budget_until:
            said = translate("metadata", "{name} is busy; try again later")
            raise LookupFailed(said.format(name=name))
        self._sleep(wait)

    def _sleep(self, seconds: float) -> None:
        """Sleep, unless the lookup was cancelled meanwhile."""
        if self.cancelled.is_set():
            raise LookupFailed("cancelled")
        self.sleep(seconds)

    def _final(self, name: str, answer: _Answer, also: frozenset[int]) -> Response:
        """A 2xx, a 404 or a status in `also` as a Response; anything else as LookupFailed."""
        response = Response(
            answer.status_code, answer.headers.get("Content-Type", ""), answer.text, answer.url
        )
        if (
            200 <= answer.status_code < 300
            or answer.status_code == 404
            or answer.status_code in also
        ):
            return response
        if answer.status_code == 429:
            said = translate(
                "metadata", "{name} refuses more requests for now (rate limit); try later"
            )
            raise LookupFailed(said.format(name=name))
        if answer.status_code in (401, 403):
            status = answer.status_code
            said = translate("metadata", "{name} refused the request ({status}); check the API key")
            raise LookupFailed(said.format(name=name, status=status))
        detail = " ".join(answer.text.split())[:120]
        if detail:
            said = translate("metadata", "{name} answered {status}: {detail}")
            raise LookupFailed(said.format(name=name, status=answer.status_code, detail=detail))
        said = translate("metadata", "{name} answered {status}")
        raise LookupFailed(said.format(name=name, status=answer.status_code))


@dataclass(frozen=True)
class _Answer:
    """What one HTTP exchange brought: status, headers, the body (capped) and the URL."""

    status_code: int
    headers: httpx.Headers
    content: bytes
    url: str

    @property
    def status(self) -> int:
        """The status code."""
        return self.status_code

    @property
    def location(self) -> str:
        """Where a redirect points ('' if nowhere)."""
        return self.headers.get("Location", "")

    @property
    def text(self) -> str:
        """The body as text, in its declared charset (UTF-8 if none); bad bytes as U+FFFD."""
        charset = "utf-8"
        for part in self.headers.get("Content-Type", "").split(";")[1:]:
            key, _eq, value = part.partition("=")
            if key.strip().lower() == "charset" and value.strip():
                charset = value.strip().strip('"')
        try:
            return self.content.decode(charset, "replace")
        except LookupError:
            return self.content.decode("utf-8", "replace")


def retry_after(value: str | None) -> float | None:
    """Seconds to wait from a Retry-After header (seconds or an HTTP date); None if absent."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _reason(exc: httpx.TransportError) -> str:
    """A short reason for a failed connection."""
    text = str(exc).strip() or type(exc).__name__
    return text.split("]")[-1].strip() if "]" in text else text
