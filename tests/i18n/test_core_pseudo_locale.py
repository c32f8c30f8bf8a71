"""What the core says, in the pseudo-locale: the problems the readers find, the library's
refusals, `library copy`'s lines and a Zotero migration's report come from the catalogs, not
only the sentences around them (issue 37). Each run is the real CLI in a child process; a
broken file is made from the test data (a RIS export with text around its records, a
CSL-JSON array with items it cannot read, an EndNote export without its reference types, a
Zotero database without its storage folder)."""

from __future__ import annotations

import json
import lzma
import os
import re
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.formats.records import FormatError
from papershelf.i18n import PSEUDO, use_language
from papershelf.i18n.catalog import _loaded
from papershelf.services.pdf_worker import PdfWorker
from tests.i18n.test_cli_pseudo_locale import DATA, DESKTOP, untranslated_lines
from tests.library.test_read_only_file import as_someone_who_may_not_write

ZOTERO = DATA / "zotero" / "papis-zotero" / "zotero.sqlite.xz"
# A CSL-JSON array: a number, an item whose type is not text, one with nothing to name it
# by, and one good item (imported).
BAD_CSL_JSON = """[
  42,
  {"type": 7, "title": "A title"},
  {"type": "book"},
  {"id": "kept2024", "type": "book", "title": "Kept", "issued": {"date-parts": [[2024]]}}
]
"""


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A home folder of its own (settings, backups) for the runs."""
    folder = tmp_path / "home"
    folder.mkdir(exist_ok=True)
    return folder


def run(home: Path, resources: Path, *words: str | Path, prefix: Sequence[str] = ()) -> str:
    """`papershelf --lang en_XA WORDS` in a child process: all it printed, each path of the
    test's own folder (the disk's words, not ours) taken out."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(
        PYTHONPATH=str(DESKTOP), PAPERSHELF_RESOURCES=str(resources), HOME=str(home),
        XDG_DATA_HOME=str(home / "data"), PAPERSHELF_SETTINGS=str(home / "s.ini"),
    )  # fmt: skip
    command = [*prefix, sys.executable, "-m", "papershelf", "--lang", PSEUDO, *map(str, words)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    folder = re.escape(str(home.parent))  # a file name may have spaces: up to its suffix
    printed = re.sub(
        folder + r"[^\]~]*?\.(pdf|sqlite|json|ris|xml)\b", "", done.stdout + done.stderr
    )
    return re.sub(folder + r"[^\s\]]*", "", printed)


def broken_ris(folder: Path) -> Path:
    """The sample RIS export with a line before its first record, an empty record and a
    last record without its 'ER' line."""
    path = folder / "broken.ris"
    sample = (DATA / "sample.ris").read_text(encoding="utf-8")
    path.write_text(
        f"EXPORTED BY ZOTERO 7\n{sample}\nTY  - JOUR\nER  - \nTY  - JOUR\nTI  - Cut",
        encoding="utf-8",
    )
    return path


def endnote_without_types(folder: Path) -> Path:
    """EndNote's XML export with every record's `ref-type` taken out."""
    text = (DATA / "endnote" / "EndnoteXmlImporterTestArticle.xml").read_text(encoding="utf-8")
    path = folder / "no-types.xml"
    path.write_text(re.sub(r"<ref-type[^>]*>.*?</ref-type>", "", text, flags=re.S), "utf-8")
    return path


def zotero_without_storage(folder: Path) -> Path:
    """A real Zotero database whose storage folder (its PDFs) is not beside it."""
    path = folder / "zotero" / "zotero.sqlite"
    path.parent.mkdir()
    path.write_bytes(lzma.decompress(ZOTERO.read_bytes()))
    return path


@pytest.fixture
def library(tmp_path: Path, home: Path, pseudo_resources: Path) -> Path:
    """A library file of 26 entries (roundtrip.bib imported)."""
    path = tmp_path / "library.sqlite"
    run(home, pseudo_resources, "import", DATA / "roundtrip.bib", "--library", path)
    assert path.is_file()
    return path


# Words the runs print that are the library's data, not Papershelf's words: its tables and
# columns (library copy's progress and repairs), the query language's field names (the same
# in every language), and Python's JSON errors.
DATA_WORDS = {
    "entry", "person", "setting", "member", "annotation", "attachment", "assignment", "tag",
    "title", "rating", "year", "value", "delimiter", "papershelf", "fulltext", "list", "status",
}  # fmt: skip
ENGLISH = re.compile(r"(?<![\w'.])[a-z]{3,}(?![\w'])")  # a plain lower-case word


def shown(outputs: list[str]) -> list[list[str]]:
    """Each run's lines with words outside the catalog's brackets, and English words inside
    them (a reason or a line made by the core and put into a translated sentence); each run
    said something."""
    assert all("[" in output for output in outputs), outputs
    found = []
    for output in outputs:
        inside = [w for w in ENGLISH.findall(output) if w not in DATA_WORDS]
        found.append(untranslated_lines(output) + inside)
    return found


@pytest.mark.slow
def test_the_readers_problems_and_a_zotero_report_are_translated(
    tmp_path: Path, home: Path, pseudo_resources: Path
) -> None:
    """Broken RIS, CSL-JSON and EndNote files and a Zotero database whose files are gone:
    every problem and the migration's summary and item lines from the catalogs."""
    csl = tmp_path / "items.json"
    csl.write_text(BAD_CSL_JSON, encoding="utf-8")
    not_json = tmp_path / "cut.json"
    not_json.write_text(BAD_CSL_JSON[:60], encoding="utf-8")
    target = tmp_path / "new.sqlite"
    outputs = [
        run(home, pseudo_resources, "import", path, "--library", target)
        for path in (broken_ris(tmp_path), csl, not_json, endnote_without_types(tmp_path))
    ]
    zotero = zotero_without_storage(tmp_path)
    outputs.append(
        run(home, pseudo_resources, "import", zotero, "--library", tmp_path / "zotero.sqlite")
    )
    assert "ÎTÉM" in outputs[-1] and outputs[0].count("\n") >= 4  # the lines came
    assert shown(outputs) == [[]] * len(outputs)


@pytest.mark.slow
def test_a_damaged_read_only_or_busy_library_is_refused_in_the_catalogs_words(
    tmp_path: Path, home: Path, pseudo_resources: Path, library: Path
) -> None:
    """A library cut short, one this user may not write and one another process is writing:
    the refusal and its reason from the catalogs (the holder's command line is its own)."""
    items = tmp_path / "items.json"
    items.write_text(BAD_CSL_JSON, encoding="utf-8")
    cut = tmp_path / "cut.sqlite"
    cut.write_bytes(library.read_bytes()[: library.stat().st_size // 2])
    header_only = tmp_path / "header.sqlite"
    header_only.write_bytes(library.read_bytes()[:50])
    read_only = tmp_path / "read-only.sqlite"
    shutil.copy(library, read_only)
    read_only.chmod(0o444)
    prefix = as_someone_who_may_not_write()
    outputs = [
        run(home, pseudo_resources, "search", "x", "--library", path) for path in (cut, header_only)
    ]
    outputs.append(
        run(home, pseudo_resources, "import", items, "--library", read_only, prefix=prefix)
    )
    with writing(library):
        busy = run(home, pseudo_resources, "import", items, "--library", library, "--wait", "0.5")
    outputs.append(re.sub(r"PID \d+ \(.*?\)", "", busy))
    assert shown(outputs) == [[]] * len(outputs)


class writing:  # noqa: N801 (a context: `with writing(path)`)
    """Another process holding the library's write lock for the duration of the block."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.holder: subprocess.Popen[str] | None = None

    def __enter__(self) -> None:
        code = (
            "import sqlite3, sys; c = sqlite3.connect(sys.argv[1], isolation_level=None); "
            "c.execute('BEGIN IMMEDIATE'); print('held', flush=True); sys.stdin.read()"
        )
        self.holder = subprocess.Popen(
            [sys.executable, "-c", code, str(self.path)], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, text=True,
        )  # fmt: skip
        assert self.holder.stdout is not None and self.holder.stdout.readline() == "held\n"

    def __exit__(self, *exc: object) -> None:
        assert self.holder is not None
        self.holder.communicate(timeout=30)


@pytest.mark.slow
def test_library_copy_speaks_the_catalogs_words(
    tmp_path: Path, home: Path, pseudo_resources: Path, library: Path
) -> None:
    """A copy into a new file (its summary and progress) and one into a library that is not
    empty (the refusal)."""
    copied = run(home, pseudo_resources, "library", "copy", library, tmp_path / "copy.sqlite")
    refused = run(home, pseudo_resources, "library", "copy", library, tmp_path / "copy.sqlite")
    assert "26" in copied and "26" in refused
    assert shown([copied, refused]) == [[], []]


@pytest.mark.slow
def test_a_querys_hints_are_translated(home: Path, pseudo_resources: Path, library: Path) -> None:
    """A query with a bad year, a lone '-', an unknown field, an empty field, a bad status
    and an open quote: each hint (and its example) from the catalogs."""
    words = ["year:abc", "-", "nofield:x", "fulltext:", "list:", "status:bogus", '"open']
    output = run(home, pseudo_resources, "search", *words, "--library", library)
    assert output.count("\n") >= 6, output  # a hint for each
    assert shown([output]) == [[]]


@pytest.mark.slow
@pytest.mark.postgresql
def test_library_copy_names_its_repairs_in_the_catalogs_words(
    home: Path, pseudo_resources: Path, library: Path, server_url: str
) -> None:
    """A NUL in a title and a rating beyond 32 bits, mended on their way to the server: the
    repaired lines, the summary and the progress from the catalogs."""
    with sqlite3.connect(library) as conn:
        conn.execute("UPDATE entry SET title = 'Nul' || char(0) || 'title' WHERE id = 1")
        conn.execute("UPDATE entry SET rating = 5000000000 WHERE id = 2")
    output = run(home, pseudo_resources, "library", "copy", library, server_url)
    output = output.replace(server_url, "")
    assert "5000000000" in output  # the repairs were said
    assert shown([output]) == [[]]


@pytest.fixture
def pseudo(pseudo_resources: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """This process (and the workers it starts) in the pseudo-locale; English afterwards."""
    monkeypatch.setenv("PAPERSHELF_RESOURCES", str(pseudo_resources))
    _loaded.cache_clear()
    use_language(PSEUDO)
    yield
    use_language("en")
    _loaded.cache_clear()


def test_a_pdf_workers_problem_is_in_the_chosen_language(tmp_path: Path, pseudo: None) -> None:
    """The PDF is read in a worker process: it speaks the language chosen before it started."""
    fake = tmp_path / "fake.pdf"
    fake.write_text("not a PDF at all", encoding="utf-8")
    with PdfWorker() as worker, pytest.raises(PdfError) as raised:
        worker.identity(fake)
    assert untranslated_lines(str(raised.value)) == [], str(raised.value)


def test_an_unreadable_zotero_database_is_refused_in_the_catalogs_words(
    tmp_path: Path, pseudo: None
) -> None:
    """In this process: the Zotero reader's refusal of a file that is no database."""
    from papershelf.library.zotero_sql import read_zotero

    path = tmp_path / "zotero.sqlite"
    path.write_text(json.dumps({"not": "a database"}), encoding="utf-8")
    with pytest.raises(FormatError) as raised:
        read_zotero(path)
    assert untranslated_lines(str(raised.value).replace(str(path), "")) == []
