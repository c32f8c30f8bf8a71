"""The CLI in the pseudo-locale: every command's `--help` and the messages of real runs come
from the catalogs (argparse's own words, option names, metavars and example commands may stay)."""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.cli import build_parser
from papershelf.formats.text.markup import to_plain
from papershelf.formats.web.crossref import work_record
from papershelf.i18n import PSEUDO, use_language
from papershelf.i18n.catalog import _loaded
from tests.metadata_replay import crossref_pool, replay_server, serve_candidate_pools

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"
DATA = Path(__file__).resolve().parents[1] / "data"
LETTERS = re.compile(r"[^\W\d_]{2}")  # two letters in a row: a word
# argparse's own words (Python's gettext domain translates them, not Papershelf's catalogs)
ARGPARSE_OWN = ("positional arguments:", "options:", "show this help message and exit",
                "show program's version number and exit")  # fmt: skip


@pytest.fixture
def pseudo(pseudo_resources: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The CLI (in this process) speaking the pseudo-locale; English afterwards."""
    monkeypatch.setenv("PAPERSHELF_RESOURCES", str(pseudo_resources))
    _loaded.cache_clear()
    use_language(PSEUDO)
    yield
    use_language("en")
    _loaded.cache_clear()


def without_brackets(text: str) -> str:
    """*text* with every bracketed (pseudo-translated) part taken out, nested ones too."""
    kept, depth = [], 0
    for char in text:
        if char == "[":
            depth += 1
        elif char == "]" and depth:
            depth -= 1
        elif not depth:
            kept.append(char)
    return "".join(kept)


def parsers(parser: argparse.ArgumentParser) -> Iterator[argparse.ArgumentParser]:
    """*parser* and every subcommand's parser below it (an alias's once)."""
    yield parser
    seen: set[int] = set()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                if id(sub) not in seen:
                    seen.add(id(sub))
                    yield from parsers(sub)


def invocations(parser: argparse.ArgumentParser) -> list[str]:
    """What the help shows for each option and argument itself ('-o FILE, --output FILE')."""
    formatter = parser._get_formatter()
    found = []
    for action in parser._actions:
        found.append(formatter._format_action_invocation(action))
        if isinstance(action, argparse._SubParsersAction):
            found += [choice.metavar or choice.dest for choice in action._choices_actions]  # type: ignore[misc]
    return sorted(found, key=len, reverse=True)


def untranslated_help(parser: argparse.ArgumentParser) -> list[str]:
    """The lines of the parser's help with words of Papershelf's own outside the catalog's
    brackets (the usage, option names, metavars and example command lines left out)."""
    text = parser.format_help().split("\n\n", 1)[1]  # after the usage
    text = without_brackets(text)
    for own in ARGPARSE_OWN:
        text = text.replace(own, " ")
    for shown in invocations(parser):
        text = text.replace(shown, " ")
    found = []
    for line in text.splitlines():
        words = line.strip()
        if f"{words} ".startswith("papershelf "):
            continue  # an example command: what is typed, the same in every language
        if LETTERS.search(re.sub(r"\b[A-Z][A-Z_|:]+\b", "", words)):
            found.append(words)
    return found


def test_every_commands_help_is_translated(pseudo: None) -> None:
    """`papershelf CMD --help` for every command and subcommand: nothing of Papershelf's own
    outside the catalog (argparse's own words may stay)."""
    helps = {p.prog: untranslated_help(p) for p in parsers(build_parser())}
    assert {prog: lines for prog, lines in helps.items() if lines} == {}
    assert len(helps) > 60  # the walk reached every subcommand


def test_an_unwrapped_option_help_is_found(pseudo: None) -> None:
    """The check itself: an option whose help is not from the catalog is reported."""
    parser = argparse.ArgumentParser(prog="papershelf x", description="[Ðéšçŕîþţîöñ ~·]")
    parser.add_argument("--flag", help="not wrapped")
    parser.add_argument("--other", metavar="FILE", help="[ŵŕáþþéð ~·]")
    assert untranslated_help(parser) == ["not wrapped"]


def papershelf(
    home: Path, resources: Path, *words: str | Path, more_env: dict[str, str] | None = None
) -> tuple[int, str]:
    """`papershelf --lang en_XA WORDS` in a child process: its exit code and all it printed
    (*more_env*: further environment, e.g. the metadata services' addresses)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(
        PYTHONPATH=str(DESKTOP), PAPERSHELF_RESOURCES=str(resources), HOME=str(home),
        XDG_DATA_HOME=str(home / "data"), PAPERSHELF_SETTINGS=str(home / "s.ini"),
        PAPERSHELF_CACHE_DIR=str(home / "cache"), **(more_env or {}),
    )  # fmt: skip
    command = [sys.executable, "-m", "papershelf", "--lang", PSEUDO, *map(str, words)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout + done.stderr


def untranslated_lines(output: str) -> list[str]:
    """Printed lines with words outside the catalog's brackets (paths and keys are the
    library's and the disk's own: the caller takes them out first)."""
    lines = [line.removeprefix("papershelf: ") for line in output.splitlines()]  # the name
    return [line for line in lines if LETTERS.search(without_brackets(line))]


def library_data(home: Path, resources: Path, library: Path) -> list[str]:
    """The keys and titles of the library's entries (what `list show` and `plan` print of
    them is the library's own text), longest first so that no part of one is left."""
    _status, printed = papershelf(home, resources, "search", "--json", "--library", library)
    found = [text for entry in json.loads(printed) for text in (entry["key"], entry["title"])]
    return sorted(found, key=len, reverse=True)


@pytest.mark.slow
def test_real_runs_speak_only_the_catalogs_words(tmp_path: Path, pseudo_resources: Path) -> None:
    """An import with broken entries (and its dry run), a search with no hits and a bad
    query, an export, a missing reading list, an empty file and a .bib file named as the
    library; a reading list shown with its papers' statuses, its plan's report with a
    deadline and a pace, a pace refused and an annotation on an entry without a PDF (the
    services' own words): every message translated."""
    home, library = tmp_path / "home", tmp_path / "lib.sqlite"
    home.mkdir(exist_ok=True)
    bib = tmp_path / "refs.bib"
    shutil.copy(DATA / "malformed.bib", bib)
    out, empty = tmp_path / "out.bib", tmp_path / "empty.sqlite"
    empty.touch()
    runs = [
        ("import", bib, "--library", library),
        ("import", bib, "--dry-run", "--library", library),
        ("search", "zzzqqq", "(", "--library", library),
        ("export", "-o", out, "--library", library),
        ("export", "--list", "Nowhere", "-o", out, "--library", library),
        ("search", "x", "--library", empty),
        ("search", "x", "--library", bib),
        ("list", "add", "Q", "--all", "--library", library),
        ("status", "entry01", "entry02", "read", "--library", library),
        ("list", "show", "Q", "--library", library),
        ("plan", "Q", "--by", "2030-01-01", "--library", library),
        ("plan", "Q", "--pace", "0", "--library", library),
        ("annotate", "entry01", "--page", "1", "--text", "x", "--library", library),
    ]
    outputs = []
    for words in runs:
        status, output = papershelf(home, pseudo_resources, *words)
        assert status in (0, 1), output
        outputs.append(output)
    data = [str(bib), str(out), str(empty), str(tmp_path)]
    data += library_data(home, pseudo_resources, library)
    shown = []
    for output in outputs:
        for name in data:
            output = output.replace(name, "")
        shown.append(output)
    assert all("[" in output for output in shown), shown  # each run said something
    assert [untranslated_lines(output) for output in shown] == [[]] * len(runs)


# The services a lookup asks, named in its evidence: names, the same in every language.
SERVICE_NAMES = ("Crossref", "OpenAlex", "Semantic Scholar", "arXiv", "doi.org")


@pytest.mark.slow
def test_a_lookups_evidence_is_translated(tmp_path: Path, pseudo_resources: Path) -> None:
    """`papershelf lookup` against the recorded answers: each candidate's evidence (how
    alike the abstracts and titles are) comes from the catalogs, only the services' names
    stay as they are."""
    home, library = tmp_path / "home", tmp_path / "lib.sqlite"
    home.mkdir(exist_ok=True)
    works = json.loads(crossref_pool())["message"]["items"]
    known = [work_record(w) for w in works if w.get("DOI") == "10.1038/srep16696"]
    abstracts = tmp_path / "abstracts.txt"
    text = " ".join(to_plain(known[0].abstract).split())
    abstracts.write_text(f"Journal club\n\n{text}\n", encoding="utf-8")
    assert papershelf(home, pseudo_resources, "import", abstracts, "--library", library)[0] == 0
    with replay_server() as server:
        serve_candidate_pools(server)
        status, output = papershelf(
            home, pseudo_resources, "lookup", "--library", library,
            more_env=server.environment(),
        )  # fmt: skip
    assert status == 0, output
    evidence = [line for line in output.splitlines() if re.match(r"\s+\d+\. ", line)]
    assert evidence, output
    for name in SERVICE_NAMES:
        evidence = [line.replace(name, "") for line in evidence]
    assert untranslated_lines("\n".join(evidence)) == []
