"""Finding the real paper behind an abstract: every recorded abstract finds its own record first.

The replay server answers each service's searches with a pool of that service's real recorded
answers (tests/metadata_replay.py, `serve_candidate_pools`): the searches carry inferred titles
no recording was made for, so every search sees every recorded paper of its service, and the
ranking has to pick the right one by the evidence.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.formats.records import Record
from papershelf.formats.text.markup import to_plain
from papershelf.formats.web.arxiv_atom import read_feed
from papershelf.formats.web.crossref import work_record
from papershelf.formats.web.scholar_json import openalex_record, s2_record
from papershelf.library.db import Library
from papershelf.library.entry_records import load_record
from papershelf.services.deleting import revert_entries
from papershelf.services.importing import import_file
from papershelf.services.metadata.applying import apply_records
from papershelf.services.metadata.client import LookupSettings, MetadataClient
from papershelf.services.metadata.lookup import (
    APPLY_AT,
    abstract_similarity,
    find_candidates,
)
from tests.metadata_replay import (
    ReplayServer,
    arxiv_pool,
    crossref_pool,
    openalex_pool,
    replay_server,
    serve_candidate_pools,
)

RECORDINGS = Path(__file__).parents[1] / "data" / "metadata"


def recorded_papers() -> list[tuple[str, Record]]:
    """Every recorded paper of the four services that carries an abstract, by service."""
    papers = [("arXiv", r) for r in read_feed(arxiv_pool()).records]
    papers += [
        ("Crossref", work_record(w)) for w in json.loads(crossref_pool())["message"]["items"]
    ]
    papers += [("OpenAlex", openalex_record(w)) for w in json.loads(openalex_pool())["results"]]
    batch = json.loads((RECORDINGS / "semanticscholar/paper_batch_full_fields.json").read_text())
    papers += [("Semantic Scholar", s2_record(p)) for p in batch if p]
    return [(s, r) for s, r in papers if len(to_plain(r.abstract).split()) >= 20]


PAPERS = recorded_papers()


@pytest.fixture(scope="module")
def server() -> Iterator[ReplayServer]:
    """The replay server answering searches from the pools."""
    with replay_server() as state:
        serve_candidate_pools(state)
        yield state


def client_for(server: ReplayServer) -> MetadataClient:
    """A client for the replay server, with no pauses between requests."""
    urls = dict.fromkeys(("crossref", "doi", "arxiv", "s2", "openalex"), server.origin)
    return MetadataClient(LookupSettings(base_urls=urls), intervals={})


def entry_from_abstract(lib: Library, tmp_path: Path, abstract: str) -> int:
    """An entry made by the project's own abstract-list importer from one abstract."""
    text = " ".join(to_plain(abstract).split())
    path = tmp_path / "abstracts.txt"
    path.write_text(f"Papers to identify\n\n{text}\n", encoding="utf-8")
    report = import_file(lib, path)
    [entry_id] = report.added
    return entry_id


def same_paper(a: Record, b: Record) -> bool:
    """The same paper: same DOI, or same title."""
    return bool(a.doi and a.doi.lower() == b.doi.lower()) or a.title == b.title


def test_the_pools_hold_papers_of_every_service() -> None:
    """The test below covers each service's recordings with abstracts."""
    services = {service for service, _record in PAPERS}
    assert services == {"arXiv", "Crossref", "OpenAlex", "Semantic Scholar"}
    assert len(PAPERS) >= 20


@pytest.mark.parametrize(("service", "paper"), PAPERS, ids=[p.title[:40] for _s, p in PAPERS])
def test_an_abstract_finds_its_own_record_first(
    server: ReplayServer, lib: Library, tmp_path: Path, service: str, paper: Record
) -> None:
    """An entry holding only the recorded abstract (title inferred) gets that paper first."""
    entry_id = entry_from_abstract(lib, tmp_path, paper.abstract)
    entry = load_record(lib, entry_id)
    assert entry is not None and entry.title_inferred
    with client_for(server) as client:
        result = find_candidates(client, entry)
    best = result.best
    assert best is not None and same_paper(best.record, paper), result.candidates[:2]
    assert best.applicable and best.abstract is not None and best.abstract >= APPLY_AT
    assert best.evidence.startswith(f"abstract {best.abstract:.0f}%")
    assert service in best.sources


def test_an_unrelated_abstract_gets_no_automatic_match(
    server: ReplayServer, lib: Library, tmp_path: Path, sample_path: Path
) -> None:
    """A sample ICLR abstract: candidates, maybe, but none to apply."""
    paragraphs = sample_path.read_text(encoding="utf-8").split("\n\n")
    abstract = max(paragraphs, key=len)
    entry = load_record(lib, entry_from_abstract(lib, tmp_path, abstract))
    assert entry is not None
    with client_for(server) as client:
        result = find_candidates(client, entry)
    assert result.candidates and not any(c.applicable for c in result.candidates)
    assert max(c.abstract or 0 for c in result.candidates) < 70


def test_applying_fills_the_entry_and_undoes_in_one_step(
    server: ReplayServer, lib: Library, tmp_path: Path
) -> None:
    """The real title, authors, venue and type; the entry's key and abstract stay; undo."""
    paper = next(p for s, p in PAPERS if p.doi == "10.1038/srep16696")
    entry_id = entry_from_abstract(lib, tmp_path, paper.abstract)
    entry = load_record(lib, entry_id)
    assert entry is not None
    with client_for(server) as client:
        best = find_candidates(client, entry).best
    assert best is not None
    _changes, before = apply_records(lib, [(entry_id, best.record, None)])
    applied = load_record(lib, entry_id)
    assert applied is not None and not applied.title_inferred
    assert applied.title == paper.title and applied.entry_type == "article"
    assert applied.authors_text.startswith("Tosatto, Laura")
    assert (applied.venue, applied.year, applied.doi) == ("Scientific Reports", 2015, paper.doi)
    assert applied.abstract == entry.abstract
    assert applied.key == "tosatto2015singlemolecule"  # made again: the old one came from a guess
    revert_entries(lib, before)
    assert load_record(lib, entry_id) == entry


def test_similarity_is_symmetric_and_needs_enough_words() -> None:
    """The one definition: folded, markup-free token sets; short texts are not judged."""
    a = r"We study \emph{Müller} flows in graphs with many edges " * 3
    b = "we study muller FLOWS in graphs with many edges " * 3
    assert abstract_similarity(a, b) == 100.0 == abstract_similarity(b, a)
    assert abstract_similarity("too short", "too short") is None
