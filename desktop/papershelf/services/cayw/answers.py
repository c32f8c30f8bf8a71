"""Better BibTeX's cite-as-you-write and pull-export requests, answered from the library.

Only this computer's programs are answered: a client address outside 127.0.0.0/8 and ::1,
or a Host header that is not localhost / a loopback address (a web page that rebinds its
name to 127.0.0.1), gets 403.

`GET /better-bibtex/cayw?…` (BBT's documented parameters):
- `probe=1`: `ready` (text/plain), no picker shown;
- otherwise the picker is shown (the `pick` callback) and the chosen papers come back in
  `format` (latex, cite, citep, citet, biblatex, pandoc, mmd, json, formatted-citation,
  formatted-bibliography, playground; `command`, `brackets`, `style` and the playground's
  keyprefix/keypostfix/separator/citeprefix/citepostfix as BBT reads them), as
  `text/html; charset=utf-8`, empty when nothing was chosen;
- `texstudio=1` also pushes the citation to TeXstudio (the `push` callback; 500
  `TeXstudio not found` as BBT says when it cannot), `clipboard=1` also puts it on the
  clipboard, `minimize` is accepted (the picker closes itself);
- `scannable-cite` needs Zotero item URIs Papershelf does not have: 500, said plainly.

`GET /better-bibtex/export/collection?/<lib>/<list name or id>.<format>` (also the older
`/better-bibtex/collection?…`), `/better-bibtex/export/library?/<lib>/library.<format>`, and
Papershelf's own `/better-bibtex/export/tag?/<tag>.<format>`: the list, library or tag
exported as bibtex, biblatex (`bib` too, as BBT reads it) or csljson (`json`); options
after `&` are accepted; the library number is ignored (one library). A failure is BBT's
shape: a status and a text/plain line.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import parse_qsl, unquote

from papershelf.library import lists_sql
from papershelf.library.db import Library
from papershelf.services.changes import ServiceError
from papershelf.services.exporting import ExportScope, export_text
from papershelf.services.lists import find_list
from papershelf.services.projects.cite_formats import CAYW_FORMATS, citation_text, picked_entries
from papershelf.services.tags import find_tag

CAYW_PATH = "/better-bibtex/cayw"
EXPORT_PATHS = {
    "/better-bibtex/export/collection": "list",
    "/better-bibtex/collection": "list",
    "/better-bibtex/export/library": "library",
    "/better-bibtex/library": "library",
    "/better-bibtex/export/tag": "tag",
}
PULL_FORMATS = {"bibtex": "bibtex", "bib": "biblatex", "biblatex": "biblatex",
                "csljson": "csl-json", "json": "csl-json"}  # fmt: skip
HTML = "text/html; charset=utf-8"
TEXT = "text/plain; charset=utf-8"

Pick = Callable[[dict[str, str]], list[int]]  # the request's options -> chosen entry ids
Push = Callable[[str, str], None]  # (editor, citation): raises OSError when it cannot


@dataclass(frozen=True)
class Answer:
    """An HTTP answer: status, content type, body."""

    status: int
    content_type: str
    body: str


@dataclass
class Endpoint:
    """What the answers need besides the library: the picker, the editor push, the
    clipboard, and the token a request must bring (None: none asked)."""

    pick: Pick
    push: Push | None = None
    clipboard: Callable[[str], None] | None = None
    token: str | None = None
    served: list[str] = field(default_factory=list)  # paths answered (for the status line)


def is_loopback(address: str) -> bool:
    """Whether a client address is this machine's (127.0.0.0/8, ::1)."""
    try:
        return ipaddress.ip_address(address.split("%")[0]).is_loopback
    except ValueError:
        return False


def _local_host(host: str) -> bool:
    """Whether a Host header names this computer (or is absent, as from curl -0 …)."""
    name = host.rsplit(":", 1)[0] if host.count(":") == 1 or host.startswith("[") else host
    name = name.strip("[]").lower()
    return not name or name == "localhost" or is_loopback(name)


def answer(
    lib: Library, endpoint: Endpoint, target: str, client: str, headers: dict[str, str]
) -> Answer:
    """The answer to `GET target` from client (its address) with these headers."""
    if not is_loopback(client):
        return Answer(403, TEXT, "Papershelf answers only this computer's programs")
    if not _local_host(headers.get("host", "")):  # a web page's DNS rebinding
        return Answer(403, TEXT, "Papershelf answers only requests for localhost")
    path, _, query = target.partition("?")
    options = dict(parse_qsl(query, keep_blank_values=True))
    if endpoint.token and endpoint.token not in (
        options.get("token"),
        headers.get("x-papershelf-token"),
    ):
        return Answer(401, TEXT, "this endpoint needs its token (?token=… or X-Papershelf-Token)")
    endpoint.served.append(path)
    if path == CAYW_PATH:
        return _cayw(lib, endpoint, options)
    if path in EXPORT_PATHS:
        return _export(lib, EXPORT_PATHS[path], unquote(query.split("&")[0]))
    return Answer(404, TEXT, f"no such endpoint: {path}")


def _cayw(lib: Library, endpoint: Endpoint, options: dict[str, str]) -> Answer:
    """The picker path."""
    if options.get("probe"):
        return Answer(200, TEXT, "ready")
    fmt = options.get("format") or "latex"
    if fmt == "scannable-cite":
        return Answer(500, "application/text", "CAYW failed: scannable-cite needs Zotero item "
                      "URIs (RTF/ODF Scan), which Papershelf does not have")  # fmt: skip
    if fmt not in CAYW_FORMATS:
        return Answer(500, "application/text", f"CAYW failed: No such formatter {fmt!r}")
    try:
        ids = endpoint.pick(options)
        citation = citation_text(lib, picked_entries(lib, ids), fmt, options) if ids else ""
        if options.get("texstudio") and citation:
            if endpoint.push is None:
                return Answer(500, "application/text", "TeXstudio not found")
            endpoint.push("texstudio", citation)
    except OSError as exc:
        return Answer(500, "application/text", f"TeXstudio not found ({exc})")
    except ServiceError as exc:
        return Answer(500, "application/text", f"CAYW failed: {exc}")
    if options.get("clipboard") and citation and endpoint.clipboard is not None:
        endpoint.clipboard(citation)
    return Answer(200, HTML, citation)


def _export(lib: Library, kind: str, spec: str) -> Answer:
    """A pull export: '/1/Chapter 2.biblatex' (list), '/1/library.bibtex', '/tag.csljson'."""
    name, dot, suffix = spec.rpartition(".")
    flavour = PULL_FORMATS.get(suffix.lower()) if dot else None
    if flavour is None:
        known = ", ".join(sorted(PULL_FORMATS))
        return Answer(404, TEXT, f"Could not export bibliography: no format (use {known})")
    scope = _pull_scope(lib, kind, name)
    if scope is None:
        return Answer(404, TEXT, f"Could not export bibliography: {name.strip('/')} not found")
    body = export_text(lib, scope, flavour)
    kind_type = "application/json" if flavour == "csl-json" else "text/plain"
    return Answer(200, f"{kind_type}; charset=utf-8", body)


def _pull_scope(lib: Library, kind: str, name: str) -> ExportScope | None:
    """The scope a pull path names, or None when there is no such list or tag."""
    if kind == "library":
        return ExportScope()
    if kind == "tag":
        tag = name.strip("/")
        return ExportScope.of_tag(tag) if find_tag(lib, tag) is not None else None
    parts = name.strip("/").split("/", 1)
    list_name = parts[-1] if len(parts) == 2 or not parts[0].isdigit() else parts[0]
    list_id = find_list(lib, list_name)
    if list_id is None and list_name.isdigit():
        list_id = int(list_name) if _list_with_id(lib, int(list_name)) else None
    return None if list_id is None else ExportScope.of_list(list_id)


def _list_with_id(lib: Library, list_id: int) -> bool:
    """Whether a reading list has this id."""
    return lists_sql.list_exists(lib, list_id)
