"""Adding papers by DOI and arXiv id against a server replaying real recorded API answers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.formats.identifiers import Identifier, Unrecognised, parse_identifiers
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.services.metadata.adding import add_identifiers
from papershelf.services.metadata.client import (
    LookupFailed,
    LookupSettings,
    MetadataClient,
    ResponseCache,
    retry_after,
)
from papershelf.services.metadata.resolve import resolve
from tests.metadata_replay import ReplayServer, replay_server


@pytest.fixture
def server() -> Iterator[ReplayServer]:
    """The replay server."""
    with replay_server() as state:
        yield state


def client_for(
    server: ReplayServer, tmp_path: Path, sleeps: list[float] | None = None
) -> MetadataClient:
    """A client sending every service's requests to the replay server, no pauses between them."""
    settings = LookupSettings(email="reader@example.org", base_urls=dict.fromkeys(
        ("crossref", "doi", "arxiv", "s2", "openalex"), server.origin))  # fmt: skip
    record = sleeps.append if sleeps is not None else (lambda seconds: None)
    return MetadataClient(
        settings, cache=ResponseCache(tmp_path / "cache"), intervals={}, sleep=record
    )


# --- identifiers ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("10.1038/srep16696", "doi", "10.1038/srep16696"),
        ("doi:10.1038/srep16696", "doi", "10.1038/srep16696"),
        ("DOI: 10.1038/srep16696", "doi", "10.1038/srep16696"),
        ("https://doi.org/10.1016%2Fj.xgen.2025.100814", "doi", "10.1016/j.xgen.2025.100814"),
        ("http://dx.doi.org/10.1126/science.169.3946.635.", "doi", "10.1126/science.169.3946.635"),
        ("(10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0)", "doi",
         "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0"),
        ("10.48550/arXiv.2304.05376", "doi", "10.48550/arXiv.2304.05376"),
        ("1605.08386", "arxiv", "1605.08386"),
        ("arXiv:2104.12255v1", "arxiv", "2104.12255v1"),
        ("https://arxiv.org/abs/2104.12255v1", "arxiv", "2104.12255v1"),
        ("https://arxiv.org/pdf/1605.08386.pdf", "arxiv", "1605.08386"),
        ("astro-ph/0601001", "arxiv", "astro-ph/0601001"),
        ("math.GT/0309136v2", "arxiv", "math.GT/0309136v2"),
    ],
)  # fmt: skip
def test_identifiers_are_read_in_the_forms_people_paste(text: str, kind: str, value: str) -> None:
    """Bare, prefixed and linked DOIs and arXiv ids give the identifier itself."""
    found = parse_identifiers(text)
    assert found == [Identifier(kind, value, found[0].text)] if found else False


def test_several_identifiers_split_and_repeats_once() -> None:
    """One per line or separated by spaces/commas; the same DOI twice (any case) counts once."""
    found = parse_identifiers("10.1038/srep16696\n1605.08386, abc  10.1038/SREP16696; 0000")
    assert [str(item) for item in found] == ["10.1038/srep16696", "arXiv:1605.08386", "abc", "0000"]
    assert [type(item) for item in found][2:] == [Unrecognised, Unrecognised]


# --- resolving --------------------------------------------------------------------------------


def test_a_crossref_doi_gives_a_complete_record(server: ReplayServer, tmp_path: Path) -> None:
    """Authors as parsed people, title, journal, year, volume, pages, DOI, URL and the abstract."""
    with client_for(server, tmp_path) as client:
        result = resolve(client, Identifier("doi", "10.1038/srep16696", "10.1038/srep16696"))
    record = result.record
    assert result.source == "Crossref" and record is not None
    assert record.entry_type == "article"
    assert record.title.startswith("Single-molecule FRET studies on alpha-synuclein")
    assert (record.authors[0].family, record.authors[0].given) == ("Tosatto", "Laura")
    assert record.authors_text.startswith("Tosatto, Laura and Horrocks, Mathew H.")
    assert (record.venue, record.year) == ("Scientific Reports", 2015)
    assert record.doi == "10.1038/srep16696"
    assert record.url == "https://doi.org/10.1038/srep16696"
    assert ("journal", "Scientific Reports") in record.fields and ("volume", "5") in record.fields
    assert record.abstract.startswith("Oligomers of alpha-synuclein are toxic")
    assert "jats" not in record.abstract and "Abstract" not in record.abstract[:20]
    assert server.seen[0].headers["User-Agent"].startswith("Papershelf/")
    assert "mailto:reader@example.org" in server.seen[0].headers["User-Agent"]


def test_jats_sections_and_italics_become_markup(server: ReplayServer, tmp_path: Path) -> None:
    """A structured abstract: bold run-in heads, italics as \\emph; the year is the issued one."""
    doi = "10.1136/jclinpath-2020-206745"
    with client_for(server, tmp_path) as client:
        record = resolve(client, Identifier("doi", doi, doi)).record
    assert record is not None
    assert record.title.startswith("Construction of a reference material panel for detecting "
                                   "KRAS/NRAS/EGFR/BRAF/MET mutations")  # fmt: skip
    assert record.abstract.startswith(r"\textbf{Background.} The absence of high-quality")
    assert r"(\emph{KRAS})/neuroblastoma" in record.abstract
    assert "\n\n\\textbf{Objective.} This study" in record.abstract
    assert r"10\% concentration" in record.abstract  # a literal % is not a comment
    assert record.year == 2020  # issued online in 2020, in print in 2021
    assert ("pages", "314--320") in record.fields


def test_a_proceedings_doi_is_an_inproceedings_without_abstract(
    server: ReplayServer, tmp_path: Path
) -> None:
    """Crossref's proceedings-article: @inproceedings with the proceedings as booktitle."""
    doi = "10.1109/icdcsw.2003.1203662"
    with client_for(server, tmp_path) as client:
        record = resolve(client, Identifier("doi", doi, doi)).record
    assert record is not None and record.entry_type == "inproceedings"
    assert any(name == "booktitle" for name, _ in record.fields)
    assert record.abstract == "" and record.authors


def test_a_doi_crossref_lacks_goes_to_doi_org(server: ReplayServer, tmp_path: Path) -> None:
    """Crossref's 404, then content negotiation at doi.org (redirected), read as BibTeX."""
    doi = "10.1126/science.169.3946.635"
    server.queue(f"/works/{doi}", 404)  # the recorded Crossref 404, for this DOI
    with client_for(server, tmp_path) as client:
        result = resolve(client, Identifier("doi", doi, doi))
    assert result.source == "doi.org" and result.record is not None
    record = result.record
    assert record.title.startswith("The Structure of Ordinary Water")
    assert record.authors[0].family == "Frank" and record.year == 1970
    assert record.doi == doi and record.key is None
    accepts = [s.headers.get("Accept") for s in server.seen if s.path.startswith("/10.1126")]
    assert accepts == ["application/x-bibtex"]


def test_an_unknown_doi_says_so(server: ReplayServer, tmp_path: Path) -> None:
    """Crossref's recorded 404, and none at doi.org either: one sentence, no exception."""
    doi = "10.1371/notarealdoi"
    with client_for(server, tmp_path) as client:
        result = resolve(client, Identifier("doi", doi, doi))
    assert result.record is None
    assert result.error == f"no such DOI: neither Crossref nor doi.org knows {doi}"


@pytest.mark.parametrize(
    ("arxiv_id", "title", "year"),
    [
        ("1605.08386", "Heat-bath random walks with Markov bases", 2016),
        ("2104.12255v1", None, 2021),
        ("astro-ph/0601001", None, 2006),
    ],
)
def test_arxiv_ids_give_preprint_records(
    server: ReplayServer, tmp_path: Path, arxiv_id: str, title: str | None, year: int
) -> None:
    """New, versioned and old-style ids: @misc with eprint as asked, authors, abstract."""
    with client_for(server, tmp_path) as client:
        record = resolve(client, Identifier("arxiv", arxiv_id, arxiv_id)).record
    assert record is not None
    assert record.year == year and record.authors and record.abstract
    assert ("eprint", arxiv_id) in record.fields and ("archiveprefix", "arXiv") in record.fields
    assert record.url == f"https://arxiv.org/abs/{arxiv_id}"
    if title:
        assert record.title == title
    assert server.seen[-1].query["id_list"] == arxiv_id


def test_arxiv_errors_and_empty_answers_are_reasons(server: ReplayServer, tmp_path: Path) -> None:
    """A malformed id (400 with an error entry) and an unknown one (no entry)."""
    with client_for(server, tmp_path) as client:
        bad = resolve(client, Identifier("arxiv", "abc", "abc"))
        unknown = resolve(client, Identifier("arxiv", "0000.0000", "0000.0000"))
    assert bad.error == "arXiv: incorrect id format for abc"
    assert unknown.error == "arXiv has no paper with id 0000.0000"


# --- manners: retries, rate limits, cache, offline ----------------------------------------------


def test_a_429_is_retried_after_retry_after(server: ReplayServer, tmp_path: Path) -> None:
    """The server's Retry-After is waited for, then the real answer is used."""
    server.queue("/works/10.1038/srep16696", 429, {"Retry-After": "2"})
    sleeps: list[float] = []
    with client_for(server, tmp_path, sleeps) as client:
        result = resolve(client, Identifier("doi", "10.1038/srep16696", "x"))
    assert result.record is not None and sleeps == [2.0]
    assert len([s for s in server.seen if s.path == "/works/10.1038/srep16696"]) == 2


def test_a_retry_after_too_long_is_reported(server: ReplayServer, tmp_path: Path) -> None:
    """A server asking for ten minutes' patience is not waited for in a lookup."""
    server.queue("/works/10.1038/srep16696", 503, {"Retry-After": "600"})
    with client_for(server, tmp_path) as client:
        result = resolve(client, Identifier("doi", "10.1038/srep16696", "x"))
    assert result.error == "Crossref asks to wait 600 s before the next request; try later"


def test_requests_to_one_service_keep_their_interval(server: ReplayServer, tmp_path: Path) -> None:
    """Two arXiv requests in a row: the second waits for the service's interval."""
    clock = iter([0.0, 0.5, 3.0]).__next__
    sleeps: list[float] = []
    settings = LookupSettings(base_urls={"arxiv": server.origin})
    client = MetadataClient(settings, intervals={"arxiv": 3.0}, sleep=sleeps.append, clock=clock)
    with client:
        resolve(client, Identifier("arxiv", "1605.08386", "x"))
        resolve(client, Identifier("arxiv", "2104.12255v1", "x"))
    assert sleeps == [2.5]


def test_answers_are_cached_a_week(server: ReplayServer, tmp_path: Path) -> None:
    """The same lookup again costs no request; an old answer is asked again."""
    with client_for(server, tmp_path) as client:
        resolve(client, Identifier("doi", "10.1038/srep16696", "x"))
        resolve(client, Identifier("doi", "10.1038/srep16696", "x"))
    assert len(server.seen) == 1
    expired = MetadataClient(
        client.settings, cache=ResponseCache(tmp_path / "cache", seconds=-1), intervals={}
    )
    with expired:
        resolve(expired, Identifier("doi", "10.1038/srep16696", "x"))
    assert len(server.seen) == 2


def test_offline_is_one_sentence_and_nothing_changes(tmp_path: Path, lib: Library) -> None:
    """A stopped server: each id says it cannot reach the service; the library is unchanged."""
    with replay_server() as stopped:
        origin = stopped.origin
    settings = LookupSettings(base_urls=dict.fromkeys(("crossref", "doi", "arxiv"), origin))
    with MetadataClient(settings, intervals={}) as client:
        outcomes, report = add_identifiers(lib, client, "10.1038/srep16696 1605.08386")
    assert [o.status for o in outcomes] == ["failed", "failed"]
    assert outcomes[0].detail.startswith("cannot reach Crossref (")
    assert outcomes[1].detail.startswith("cannot reach arXiv (")
    assert outcomes[1].detail.endswith("are you offline?")
    assert report.added == []


def test_retry_after_reads_seconds_and_dates() -> None:
    """Both forms HTTP allows."""
    assert retry_after("7") == 7.0
    assert retry_after("Wed, 21 Oct 2015 07:28:00 GMT") == 0.0
    assert retry_after(None) is None and retry_after("soon") is None


def test_a_body_that_is_not_json_is_a_reason(server: ReplayServer, tmp_path: Path) -> None:
    """Crossref answering with HTML (a proxy's page, say) is reported, not a traceback."""
    with client_for(server, tmp_path) as client:
        answer = client.get("openalex", "/works/https://doi.org/10.1046/j.1365-2699.2003.00795")
        with pytest.raises(LookupFailed, match="not JSON"):
            answer.json()


# --- adding -------------------------------------------------------------------------------------


def test_add_adds_what_was_found_and_reports_each_id(
    server: ReplayServer, tmp_path: Path, lib: Library
) -> None:
    """Two complete entries added with keys from the key pattern; the failures say why."""
    with client_for(server, tmp_path) as client:
        outcomes, report = add_identifiers(
            lib, client, "10.1038/srep16696 1605.08386 10.1371/notarealdoi abc"
        )
    assert [o.status for o in outcomes] == ["added", "added", "failed", "failed"]
    assert str(outcomes[3]) == "abc: not added: not a DOI or an arXiv id"
    records = [load_record(lib, entry_id) for entry_id in report.added]
    assert [r.key for r in records if r] == [outcomes[0].detail, outcomes[1].detail]
    assert records[0] is not None and records[0].authors_text.startswith("Tosatto, Laura")
    assert records[1] is not None and records[1].title == "Heat-bath random walks with Markov bases"
    with client_for(server, tmp_path) as client:
        again, _ = add_identifiers(lib, client, "https://doi.org/10.1038/srep16696")
    assert again[0].status == "duplicate" and again[0].detail == outcomes[0].detail
