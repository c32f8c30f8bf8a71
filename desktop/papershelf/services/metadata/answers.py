"""What the metadata services answered: the answer itself, the week-long disk cache of answers,
and the failures a lookup reports (one sentence for a person)."""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from papershelf.formats.text.unicode_repair import repaired_json
from papershelf.i18n import translate

CACHE_SECONDS = 7 * 24 * 3600
# A JSON escape of a surrogate ("\\ud83d"): whether an answer may need repair, found cheaply.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


class LookupFailed(Exception):  # noqa: N818 (reads as what happened, as ImportCancelled)
    """A lookup could not be answered; the message says why, for a person."""


class Unreachable(LookupFailed):
    """The service could not be reached at all (offline, blocked, or a wrong address)."""


@dataclass(frozen=True)
class Response:
    """What a service answered (after redirects): status, content type and text."""

    status: int
    content_type: str
    text: str
    url: str
    notes: list[str] | None = field(default=None, compare=False, repr=False)  # the client's

    def json(self) -> object:
        """The body as JSON, lone surrogates replaced (said in `notes`); LookupFailed if it
        is not JSON."""
        host = urlsplit(self.url).netloc
        try:
            data = json.loads(self.text)
            fixed = repaired_json(data)
        except (ValueError, RecursionError):
            said = translate("metadata", "{host} sent an answer that is not JSON")
            raise LookupFailed(said.format(host=host)) from None
        if self.notes is not None and _SURROGATE_ESCAPE.search(self.text) and fixed != data:
            said = translate(
                "metadata",
                "{host}'s answer held an unpaired surrogate (half of a UTF-16 character), "
                "replaced by \ufffd",
            )
            self.notes.append(said.format(host=host))
        return fixed


class ResponseCache:
    """Answers kept on disk for a week, one small JSON file per request."""

    def __init__(self, folder: Path, seconds: float = CACHE_SECONDS) -> None:
        self.folder = folder
        self.seconds = seconds

    @classmethod
    def default(cls) -> ResponseCache:
        """The cache in the user's cache folder (`PAPERSHELF_CACHE_DIR` chooses another)."""
        chosen = os.environ.get("PAPERSHELF_CACHE_DIR")
        if chosen:
            return cls(Path(chosen) / "lookups")
        from platformdirs import user_cache_path

        return cls(user_cache_path("Papershelf") / "lookups")

    def _path(self, key: str) -> Path:
        """The file of one request."""
        return self.folder / f"{hashlib.sha256(key.encode()).hexdigest()}.json"

    def get(self, key: str) -> Response | None:
        """The stored answer to a request, unless it is older than a week or unreadable."""
        path = self._path(key)
        try:
            stored = json.loads(path.read_text(encoding="utf-8"))
            if time.time() - float(stored["time"]) > self.seconds:
                return None
            return Response(int(stored["status"]), stored["type"], stored["text"], stored["url"])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def put(self, key: str, response: Response) -> None:
        """Keep an answer (atomically; a cache that cannot be written is skipped quietly)."""
        stored = {"time": time.time(), "status": response.status, "type": response.content_type,
                  "text": response.text, "url": response.url}  # fmt: skip
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile(
                "w", encoding="utf-8", dir=self.folder, suffix=".tmp", delete=False
            ) as handle:
                json.dump(stored, handle)
            os.replace(handle.name, self._path(key))
        except OSError:
            return
