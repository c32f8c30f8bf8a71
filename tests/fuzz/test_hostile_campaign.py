"""The hostile-input campaign of issue 30: every reader and every network answer parser.

Inputs are mutations of real files and recorded answers (tests/data: .bib, RIS, CSL-JSON,
EndNote XML, abstract lists, pasted text, the Crossref, OpenAlex, Semantic Scholar and arXiv
answers of tests/data/metadata, JATS markup, PDFs typeset by pdflatex) and random bytes,
text and JSON of any shape. For each: no exception but the reader's own refusal
(FormatError, AnswerError, FeedError, PdfError), bounded time (the hypothesis deadline, 60 s
under tracemalloc) and memory (tracemalloc's peak, 200 MB), and whatever was stored can be
read back: listed, searched and exported in every format, and the app still starts and
paints its window on what the inputs left behind. The services themselves (each one's
requests and answers through the real client, doi.org's BibTeX too) are fuzzed by
test_hostile_services.py.
Slow. `make test` runs a short pass (PAPERSHELF_FUZZ_EXAMPLES, 12 examples a test by default,
so CI's budget holds); `make fuzz` runs the whole campaign (150 a test, about ten minutes on
the shared machine); bench/fuzz_campaign.py runs the readers for longer.
"""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import tracemalloc
from collections.abc import Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st

from papershelf.formats.pasted import SUFFIXES, pasted_kind
from papershelf.formats.pdf.pdf_text import PdfError, identity_record, read_identity
from papershelf.formats.records import FormatError, Record
from papershelf.formats.web import jats
from papershelf.formats.web.answers import AnswerError
from papershelf.formats.web.arxiv_atom import FeedError, read_feed
from papershelf.formats.web.crossref import work_record
from papershelf.formats.web.scholar_json import openalex_record, s2_record
from papershelf.library.db import Library, open_library
from papershelf.library.entry_records import load_records
from papershelf.library.queries import ordered_ids
from papershelf.services.changes import ServiceError
from papershelf.services.exporting import FORMATS, ExportScope, export_text
from papershelf.services.importing import import_file, import_records
from tests.backends import BACKENDS, library_on
from tests.paths import DATA
from tests.pdfs import PDFLATEX, metadata_paper

pytestmark = pytest.mark.slow
EXAMPLES = int(os.environ.get("PAPERSHELF_FUZZ_EXAMPLES", "12"))  # `make fuzz`: 150
CAMPAIGN = settings(
    max_examples=EXAMPLES, deadline=timedelta(seconds=60), database=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],  # no shrinking: minutes on files
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                           HealthCheck.data_too_large],
)  # fmt: skip
IMPORTS = settings(CAMPAIGN, max_examples=max(4, EXAMPLES // 3))
MEMORY_LIMIT = 200 * 1024 * 1024  # bytes Python may hold at once for one input
METADATA = DATA / "metadata"


def _answers(folder: str, pattern: str, unwrap: Callable[[Any], Any]) -> list[Any]:
    """The recorded JSON answers in tests/data/metadata/*folder* (requests left out)."""
    found = []
    for path in sorted((METADATA / folder).glob(pattern)):
        if not path.name.endswith(".request.json"):
            found.append(unwrap(json.loads(path.read_text(encoding="utf-8"))))
    return found


JSON_SEEDS: dict[str, tuple[Callable[[Any], Record], list[Any]]] = {
    "crossref": (work_record, _answers("crossref", "works_10*.json", lambda d: d["message"])),
    "openalex": (openalex_record, _answers("openalex", "works_doi_10*.json", lambda d: d)),
    "s2": (s2_record, _answers("semanticscholar", "*.json", lambda d: d)),
}
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30)
    | st.sampled_from(["", "\x00", "<b>x</b>", "<script>x</script>", "1e23", "\\", "\ud83d"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                max_size=4),
    max_leaves=12,
)  # fmt: skip


@pytest.fixture(params=BACKENDS)
def library(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Library]:
    """A library the campaign stores what it read in, and reads back from: on SQLite, then
    on PostgreSQL (which refuses what SQLite keeps, a NUL for one)."""
    yield from library_on(request, tmp_path)


def bounded(work: Callable[[], Any]) -> Any:
    """work()'s result, failing the test when it held more than MEMORY_LIMIT at once."""
    tracemalloc.start()
    try:
        return work()
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        assert peak < MEMORY_LIMIT, f"{peak >> 20} MB held for one input"


def read_back(lib: Library) -> int:
    """Everything stored can be read again: listed, searched, loaded and exported; how many
    entries there are."""
    ids = ordered_ids(lib)
    ordered_ids(lib, query="a OR title:b OR tag:c")
    records = load_records(lib, ids[:500]) if ids else {}
    assert len(records) == len(ids[:500])
    for flavour in FORMATS:
        export_text(lib, ExportScope(), flavour)
    return len(ids)


def assert_window_starts(library: Path | str, home: Path) -> None:
    """The app opens its window on *library* and paints it (a process of its own, offscreen,
    as a person would start it), with no traceback."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "papershelf", "--library", str(library), "--quit-after-paint"],
        capture_output=True, text=True, timeout=120, env=env, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1])["painted"] is True


def _paths(value: Any, at: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON value (the value itself first), up to three list items."""
    yield at
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _paths(inner, (*at, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value[:3]):
            yield from _paths(inner, (*at, index))


@st.composite
def mutated_answer(draw: st.DrawFn, service: str) -> Any:
    """A recorded answer of *service* with a few values replaced by JSON of any shape."""
    answer = copy.deepcopy(draw(st.sampled_from(JSON_SEEDS[service][1])))
    for _ in range(draw(st.integers(1, 4))):
        places = list(_paths(answer))
        place = draw(st.sampled_from(places))
        value = draw(JSON_VALUES)
        if not place:
            answer = value
            continue
        holder = answer
        for step in place[:-1]:
            holder = holder[step]
        holder[place[-1]] = value
    return answer


def poisoned(value: Any) -> Any:
    """A JSON value with a NUL and a lone surrogate after every string: what no backend can
    store, in every place at once (each run tries it first, whatever it draws after)."""
    if isinstance(value, str):
        return f"{value}\x00\ud83d"
    if isinstance(value, dict):
        return {key: poisoned(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return [poisoned(inner) for inner in value]
    return value


@pytest.mark.parametrize("service", sorted(JSON_SEEDS))
def test_a_metadata_answer_of_any_shape_is_read_or_refused(library: Library, service: str) -> None:
    read = JSON_SEEDS[service][0]

    @CAMPAIGN
    @given(answer=mutated_answer(service))
    @example(answer=poisoned(JSON_SEEDS[service][1][0]))
    def check(answer: Any) -> None:
        try:
            record = bounded(lambda: read(answer))
        except AnswerError as refused:
            assert str(refused).strip() and "\n" not in str(refused)
            return
        record.key = None
        import_records(library, [record])

    check()
    read_back(library)


ARXIV = [p.read_bytes() for p in sorted((METADATA / "arxiv").glob("*.xml"))]
XML_NASTY = [
    b"<", b">", b"&", b"&amp;", b"&#0;", b"&#xd800;", b"<!DOCTYPE x [<!ENTITY a 'aaaa'>]>",
    b"<!ENTITY e SYSTEM 'file:///etc/passwd'>", b"&e;", b"]]>", b"<![CDATA[", b"\x00", b"\xff",
    b"</entry>", b"<entry>", b"<title>", b"</title>", b"<arxiv:doi>", b"xmlns:a='x'",
]  # fmt: skip


@st.composite
def mutated_bytes(draw: st.DrawFn, seeds: list[bytes], nasty: list[bytes]) -> bytes:
    """A real file's bytes with cuts, nasty pieces, random bytes and repeats."""
    data = draw(st.sampled_from(seeds))
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(data)))
        end = min(len(data), at + draw(st.integers(0, 400)))
        op = draw(st.sampled_from(["cut", "nasty", "random", "dup"]))
        if op == "cut":
            data = data[:at] + data[end:]
        elif op == "nasty":
            data = data[:at] + draw(st.sampled_from(nasty)) + data[at:]
        elif op == "random":
            data = data[:at] + draw(st.binary(max_size=40)) + data[at:]
        else:
            data = data[:end] + data[at:end] * draw(st.integers(1, 20)) + data[end:]
    return data


def test_an_arxiv_feed_of_any_bytes_is_read_or_refused(library: Library) -> None:
    @CAMPAIGN
    @given(data=mutated_bytes(ARXIV, XML_NASTY))
    def check(data: bytes) -> None:
        try:
            feed = bounded(lambda: read_feed(data))
        except FeedError as refused:
            assert str(refused).strip()
            return
        import_records(library, [Record(**{**r.__dict__, "key": None}) for r in feed.records])

    check()
    read_back(library)


@CAMPAIGN
@given(
    text=st.lists(
        st.sampled_from(["<i>", "</i>", "<sub>", "</sub>", "<jats:p>", "<mml:math>", "&amp;",
                         "&#0;", "&lt;", "<", ">", "&", "x", " ", "\x00", "<![CDATA[", "]]>",
                         "<!ENTITY a 'b'>", "&a;", "<script>", "é"]),
        max_size=60,
    ).map("".join)
)  # fmt: skip
def test_jats_markup_of_any_text_gives_text(text: str) -> None:
    assert isinstance(bounded(lambda: jats.to_markup(text)), str)
    assert isinstance(jats.to_plain_title(text), str)


FILE_SEEDS = {
    ".bib": [(DATA / n).read_bytes() for n in ("roundtrip.bib", "malformed.bib", "faithful.bib")]
    + [p.read_bytes() for p in sorted((DATA / "encodings").glob("*.bib"))],
    ".ris": [(DATA / "sample.ris").read_bytes()],
    ".json": [
        json.dumps(
            [
                {
                    "id": f"k{n}",
                    "type": "article-journal",
                    "title": f"Paper {n}",
                    "author": [{"family": "Doe", "given": "J"}],
                    "issued": {"date-parts": [[2020]]},
                }
                for n in range(5)
            ]
        ).encode()
    ],
    ".txt": [b"ICLR 2025 Papers\n\nFirst abstract, long enough to be one.\n\nSecond one.\n"],
    ".xml": [p.read_bytes() for p in sorted((DATA / "endnote").glob("*.xml"))],  # EndNote XML
}
FILE_NASTY = [
    b"\x00", b"\xff\xfe", b"\xef\xbb\xbf", b"\xe9", b"\xed\xa0\xbd", b"@", b"{", b"}",
    b"% Encoding: UTF-16LE\n", b"-*- coding: latin-1 -*-\n", b"TY  - ", b"ER  - ", b"[" * 50,
    b'{"id": 1e400}', b"\\", b"\r", "\ufeff".encode("utf-16-le"),
]  # fmt: skip


@pytest.mark.parametrize("suffix", sorted(FILE_SEEDS))
def test_an_import_of_any_bytes_is_read_or_refused_and_reads_back(
    tmp_path: Path, suffix: str
) -> None:
    target = tmp_path / f"input{suffix}"
    made = iter(range(10**6))
    stored: list[Path] = []  # libraries an input left entries in

    nasty = FILE_NASTY + (XML_NASTY if suffix == ".xml" else [])

    @IMPORTS
    @given(data=mutated_bytes(FILE_SEEDS[suffix], nasty) | st.binary(max_size=2000))
    def check(data: bytes) -> None:
        target.write_bytes(data)
        path = tmp_path / f"lib{next(made)}.sqlite"  # one each: keys stay few
        lib = open_library(path)
        try:
            try:
                report = bounded(lambda: import_file(lib, target))
            except (FormatError, ServiceError) as refused:
                assert str(refused).strip() and "Traceback" not in str(refused)
                return
            assert all(str(problem).strip() for problem in report.problems)
            if read_back(lib):
                stored.append(path)
        finally:
            lib.close()

    check()
    if stored:  # the app still starts on what the hostile input left behind
        assert_window_starts(stored[-1], tmp_path)


PASTED_SEEDS = [*FILE_SEEDS[".bib"][:2], *FILE_SEEDS[".ris"], *FILE_SEEDS[".txt"],
                b"10.1038/nature14539\narXiv:1706.03762\nhttps://doi.org/10.1/x\n"]  # fmt: skip


def test_pasted_text_of_any_kind_is_read_or_refused_and_reads_back(tmp_path: Path) -> None:
    """Edit > Paste as New Entries: the kind the text is taken for, then its import (as
    gui/features/pasting does it, from a file named clipboard.bib, .ris or .txt)."""
    path = tmp_path / "pasted.sqlite"
    lib = open_library(path)

    @IMPORTS
    @given(data=mutated_bytes(PASTED_SEEDS, FILE_NASTY) | st.binary(max_size=2000))
    def check(data: bytes) -> None:
        text = data.decode("utf-8", errors="replace")  # what a clipboard's text can be
        kind = bounded(lambda: pasted_kind(text))
        if kind in ("", "identifiers"):  # identifiers: the lookups of test_hostile_services
            assert kind or not text.strip()
            return
        clipboard = tmp_path / f"clipboard{SUFFIXES[kind]}"
        clipboard.write_text(text, encoding="utf-8")
        try:
            report = bounded(lambda: import_file(lib, clipboard))
        except (FormatError, ServiceError) as refused:
            assert str(refused).strip() and "Traceback" not in str(refused)
            return
        assert all(str(problem).strip() for problem in report.problems)

    try:
        check()
        read_back(lib)
    finally:
        lib.close()
    assert_window_starts(path, tmp_path)


PDF_NASTY = [
    b"%PDF-1.7\n", b"%%EOF", b"obj", b"endobj", b"stream\n", b"endstream", b"/Title (", b")",
    b"<<", b">>", b"/Length 999999999", b"trailer", b"xref\n0 1\n", b"\x00" * 16, b"\xfe\xff",
]  # fmt: skip


@pytest.mark.skipif(PDFLATEX is None, reason="pdflatex is not installed")
def test_a_pdf_of_any_bytes_is_read_or_refused_and_stored(tmp_path: Path) -> None:
    seed = metadata_paper(tmp_path).read_bytes()
    target = tmp_path / "input.pdf"
    lib = open_library(tmp_path / "pdfs.sqlite")

    @settings(CAMPAIGN, max_examples=max(4, EXAMPLES * 4 // 15))
    @given(data=mutated_bytes([seed], PDF_NASTY))
    def check(data: bytes) -> None:
        target.write_bytes(data)
        try:
            identity = bounded(lambda: read_identity(target))
        except PdfError as refused:
            assert str(refused).strip() and "\n" not in str(refused)
            return
        record = identity_record(identity, target)
        record.key = None
        import_records(lib, [record])

    try:
        check()
        read_back(lib)
    finally:
        lib.close()
    assert_window_starts(tmp_path / "pdfs.sqlite", tmp_path)
