"""The metadata-source registry: every service is one module listed once; the client, the
searches and the identifier resolution all read it, so a new service is asked everywhere by
adding its module (here a planted one, answered by httpx's mock transport)."""

from __future__ import annotations

import json

import httpx
import pytest

from papershelf.formats.identifiers import Identifier
from papershelf.formats.records import Record
from papershelf.services.metadata import sources
from papershelf.services.metadata.client import LookupSettings, MetadataClient, Unreachable
from papershelf.services.metadata.lookup import find_candidates
from papershelf.services.metadata.resolve import resolve
from papershelf.services.metadata.sources import Source, by_key, resolvers, searchers

ABSTRACT = " ".join(f"word{n} about planted services and registries" for n in range(8))


def test_the_registry_keeps_the_services_and_their_order() -> None:
    assert [s.key for s in sources.SOURCES] == ["s2", "openalex", "crossref", "doi", "arxiv"]
    assert [s.name for s in searchers()] == ["Semantic Scholar", "OpenAlex", "Crossref", "arXiv"]
    assert [s.name for s in resolvers("doi")] == ["Crossref", "doi.org"]
    assert [s.name for s in resolvers("arxiv")] == ["arXiv"]
    assert by_key("arxiv").interval == 3.0
    with pytest.raises(KeyError):
        by_key("nosuchservice")


def test_each_service_can_be_pointed_elsewhere_by_its_old_variable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for source in sources.SOURCES:
        monkeypatch.setenv(f"PAPERSHELF_{source.key.upper()}_URL", "http://127.0.0.1:9/x")
    settings = LookupSettings.from_environment()
    assert all(settings.base_url(s.key) == "http://127.0.0.1:9" for s in sources.SOURCES)


def _planted_search(client: MetadataClient, entry: Record) -> list[Record]:
    """A new service's search: one record from its /find endpoint."""
    answer = client.get("planted", "/find", {"title": entry.title})
    return [Record(title=answer.json()["title"], abstract=ABSTRACT)]


def _planted_resolve(client: MetadataClient, value: str) -> Record | None:
    """A new service's resolver: None for an id it does not know."""
    answer = client.get("planted", f"/id/{value}")
    return None if answer.status == 404 else Record(title=answer.json()["title"])


def _answer(request: httpx.Request) -> httpx.Response:
    """The planted service, as a mock transport."""
    if request.url.path == "/find":
        return httpx.Response(200, json={"title": "Found by the planted service"})
    if request.url.path == "/id/known":
        return httpx.Response(200, json={"title": "Resolved by the planted service"})
    return httpx.Response(404, content=json.dumps({}).encode())


@pytest.fixture
def planted(monkeypatch: pytest.MonkeyPatch) -> MetadataClient:
    """The registry with one more service (the only one), and a client that reaches it."""
    source = Source(
        "planted", "Planted", "https://planted.invalid", 0.0,
        search=_planted_search, resolves="planted-id", resolve=_planted_resolve,
    )  # fmt: skip
    monkeypatch.setattr(sources, "SOURCES", (source,))
    return MetadataClient(LookupSettings(), transport=httpx.MockTransport(_answer))


def test_a_new_module_is_searched_and_resolves_with_no_other_change(
    planted: MetadataClient,
) -> None:
    result = find_candidates(planted, Record(title="Anything", abstract=ABSTRACT))
    assert [c.record.title for c in result.candidates] == ["Found by the planted service"]
    assert result.candidates[0].sources == ["Planted"]
    found = resolve(planted, Identifier("planted-id", "known", "known"))
    assert found.record is not None and found.source == "Planted"
    missing = resolve(planted, Identifier("planted-id", "other", "other"))
    assert missing.error == "no such planted-id: Planted knows other"


def test_a_doi_nobody_knows_names_both_services() -> None:
    client = MetadataClient(
        LookupSettings(), transport=httpx.MockTransport(lambda r: httpx.Response(404))
    )
    found = resolve(client, Identifier("doi", "10.1/none", "10.1/none"))
    assert found.error == "no such DOI: neither Crossref nor doi.org knows 10.1/none"


def test_crossref_down_and_doi_org_down_names_crossref() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        """No connection at all."""
        raise httpx.ConnectError("refused", request=request)

    client = MetadataClient(LookupSettings(), transport=httpx.MockTransport(refuse))
    found = resolve(client, Identifier("doi", "10.1/x", "10.1/x"))
    assert "Crossref" in found.error and found.record is None
    assert isinstance(client.down.get("crossref"), Unreachable)
