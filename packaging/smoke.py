"""Smoke checks of the BUILT app (dist/Papershelf/papershelf), never of the source tree.

`make smoke` (after `make package`) runs them; `python packaging/smoke.py --help` says more.
Each check runs the binary on a brand-new home folder (HOME, XDG_*, APPDATA pointed into a
temporary directory; PAPERSHELF_* and PYTHON* removed), so it sees what a new user sees:

- gui: opens the app offscreen with no library; the first paint must show the sample
  reading list, from resources inside the bundle, with the app icon. Then
  `papershelf open papers.bib` (the desktop entry's command) must import the .bib.
- cli: --version, self-test, the first-run sample, `import papers.bib`, `export` to
  BibTeX, the exported file's entries, keys and accents, and a re-import of it.
- install (Linux): linux/install.sh into a temporary prefix; the installed command runs.

A step whose command does not exist yet in this build (BibTeX import, `export`) is reported
as NOT YET and does not fail the run unless --strict is given; a command that exists but
misbehaves always fails. Only the Python standard library is used here.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SMOKE_BIB = ROOT / "packaging" / "smoke" / "papers.bib"
CROSSREF_WORK = ROOT / "packaging" / "smoke" / "crossref-work.json"  # /works/10.1038/srep16696
CROSSREF_DOI = "10.1038/srep16696"
SMOKE_KEYS = ("vaswani2017attention", "muller2020uber", "hardt2016sharp")
SMOKE_TITLE = "Über die Konvergenz stochastischer Gradientenverfahren"
SAMPLE = ROOT / "resources" / "samples" / "iclr2025-abstracts.txt"
TIMEOUT = 120  # seconds for one run of the app; a hang is a failure, not a stuck CI
ENTRY = re.compile(r"^@(\w+)\s*[{(]\s*([^,\s]+)\s*,", re.MULTILINE)
NOT_ENTRIES = {"string", "preamble", "comment"}


class SmokeError(Exception):
    """A step of a smoke check found the app misbehaving."""


class MissingCommandError(Exception):
    """A step needs a command this build does not have yet."""


@dataclass
class Run:
    """What one run of the packaged app did."""

    args: list[str]
    code: int
    out: str
    err: str

    def describe(self) -> str:
        """The command and its output, for a failure message."""
        shown = " ".join(self.args)
        return (
            f"`papershelf {shown}` exited {self.code}\n--- stdout\n{self.out}--- stderr\n{self.err}"
        )


@dataclass
class Smoke:
    """The packaged binary, a fresh home folder for it, and the steps' results."""

    binary: Path
    home: Path
    strict: bool = False
    results: list[tuple[str, str, str]] = field(default_factory=list)

    def env(self) -> dict[str, str]:
        """The environment of a new user: everything under self.home, nothing from the source."""
        keep = {k: v for k, v in os.environ.items() if not k.startswith(("PAPERSHELF_", "PYTHON"))}
        homes = {"HOME": "", "USERPROFILE": "", "APPDATA": "AppData/Roaming"}
        homes |= {"LOCALAPPDATA": "AppData/Local", "XDG_DATA_HOME": ".local/share"}
        homes |= {"XDG_CONFIG_HOME": ".config", "XDG_CACHE_HOME": ".cache"}
        homes |= {"XDG_STATE_HOME": ".local/state"}
        paths = {name: str(self.home / sub) for name, sub in homes.items()}
        return keep | paths | {"QT_QPA_PLATFORM": "offscreen"}

    def run(self, *args: str | Path, extra_env: dict[str, str] | None = None) -> Run:
        """Run the packaged app with *args* in the fresh home; a Python traceback fails."""
        words = [str(a) for a in args]
        done = subprocess.run(
            [str(self.binary), *words], capture_output=True, text=True, encoding="utf-8",
            env=self.env() | (extra_env or {}), cwd=self.home, timeout=TIMEOUT, check=False,
        )  # fmt: skip
        run = Run(words, done.returncode, done.stdout, done.stderr)
        if "Traceback (most recent call last)" in run.err:
            raise SmokeError(f"a Python traceback:\n{run.describe()}")
        return run

    def ok(self, run: Run) -> Run:
        """*run*, which must have exited 0."""
        if run.code != 0:
            raise SmokeError(run.describe())
        return run

    def step(self, name: str, action: Callable[[], str]) -> bool:
        """Run one step, print its verdict line; True if it passed."""
        try:
            verdict, detail = "ok", action()
        except MissingCommandError as exc:
            verdict, detail = ("FAIL" if self.strict else "NOT YET"), str(exc)
        except SmokeError as exc:
            verdict, detail = "FAIL", str(exc)
        except Exception as exc:  # a hang, bad JSON, a missing file: the app misbehaved too
            verdict, detail = "FAIL", f"{type(exc).__name__}: {exc}"
        self.results.append((verdict, name, detail))
        print(f"{verdict:8} {name}: {detail}", flush=True)
        return verdict == "ok"


# --- what the app must show --------------------------------------------------------------
def source_version() -> str:
    """The version written in desktop/papershelf/__init__.py (the built app must say it)."""
    text = (ROOT / "desktop" / "papershelf" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE)
    assert found, "no __version__ in papershelf/__init__.py"
    return found.group(1)


def sample_list_name() -> str:
    """The reading list a first run opens on: the sample file's header line."""
    return SAMPLE.read_text(encoding="utf-8").lstrip().splitlines()[0].strip()


def inside_bundle(smoke: Smoke, path: str) -> bool:
    """True when *path* lies in the built app's folder (or .app), not in the source tree."""
    bundle = smoke.binary.resolve().parent
    if bundle.name == "MacOS":
        bundle = bundle.parent.parent
    return Path(path).resolve().is_relative_to(bundle)


def bibtex_entries(text: str) -> list[tuple[str, str]]:
    """(type, key) of each entry in BibTeX text, @string/@preamble/@comment left out."""
    found = [(t.lower(), key) for t, key in ENTRY.findall(text)]
    return [entry for entry in found if entry[0] not in NOT_ENTRIES]


def first_paint(smoke: Smoke, *args: str | Path) -> dict[str, object]:
    """Open the GUI offscreen with --quit-after-paint; the facts it printed."""
    run = smoke.ok(smoke.run("--quit-after-paint", *args))
    lines = [line for line in run.out.splitlines() if line.startswith("{")]
    if not lines:
        raise SmokeError(f"no first-paint report\n{run.describe()}")
    facts: dict[str, object] = json.loads(lines[-1])
    return facts


def entries(smoke: Smoke, *library: str | Path) -> list[dict[str, object]]:
    """Every entry of a library, through `papershelf search --json`."""
    found: list[dict[str, object]] = json.loads(
        smoke.ok(smoke.run("search", "--json", *library)).out
    )
    return found


# --- the steps ------------------------------------------------------------------------------
def step_first_window(smoke: Smoke) -> str:
    """No library yet: the window opens on the sample reading list, as `make run` does."""
    facts = first_paint(smoke)
    expected = {"scope": "list", "list": sample_list_name(), "version": source_version()}
    wrong = {k: facts.get(k) for k, v in expected.items() if facts.get(k) != v}
    if wrong or not facts.get("has_icon") or not facts.get("rows"):
        raise SmokeError(f"expected {expected}, a window icon and rows; got {facts}")
    if facts["rows"] != facts["entries"] or not inside_bundle(smoke, str(facts["resources"])):
        raise SmokeError(f"rows/entries differ or resources outside the bundle: {facts}")
    return f"{facts['rows']} rows of '{facts['list']}' painted; resources in the bundle"


def bib_import_missing(run: Run) -> bool:
    """True when the app refused the .bib because it has no BibTeX reader wired yet."""
    return run.code == 1 and "cannot import '.bib'" in run.err


def step_open_file(smoke: Smoke) -> str:
    """`papershelf open papers.bib` (the desktop entry's Exec) imports it into the library."""
    before = len(entries(smoke))
    facts = first_paint(smoke, "open", SMOKE_BIB)
    after = len(entries(smoke))
    if after == before + len(SMOKE_KEYS) and facts["entries"] == after:
        return f"the window opened and imported {after - before} entries"
    probe = smoke.run("import", SMOKE_BIB, "--library", smoke.home / "probe.sqlite")
    if after == before and bib_import_missing(probe):
        raise MissingCommandError("the window opened, but this build cannot import .bib files yet")
    raise SmokeError(f"expected {before} + {len(SMOKE_KEYS)} entries, found {after}: {facts}")


def step_version(smoke: Smoke) -> str:
    """--version says the version written in the source."""
    out = smoke.ok(smoke.run("--version")).out.strip()
    if out != f"Papershelf {source_version()}":
        raise SmokeError(f"--version printed {out!r}, expected 'Papershelf {source_version()}'")
    return out


def step_self_test(smoke: Smoke) -> str:
    """The app's own checks pass, reading resources from inside the bundle."""
    out = smoke.ok(smoke.run("self-test")).out
    found = re.search(r"^ok\s+resources: (.+)$", out, re.MULTILINE)
    if "self-test: all checks passed" not in out or not found:
        raise SmokeError(f"unexpected self-test output:\n{out}")
    if not inside_bundle(smoke, found.group(1)):
        raise SmokeError(f"resources read from outside the bundle: {found.group(1)}")
    return out.strip().splitlines()[-1]


def step_first_run_sample(smoke: Smoke) -> str:
    """A first command on no library creates it with the sample reading list."""
    found = entries(smoke)
    lists = json.loads(smoke.ok(smoke.run("lists", "--json")).out)
    sample = [item for item in lists if item.get("name") == sample_list_name()]
    if not found or not sample or sample[0].get("count") != len(found):
        raise SmokeError(f"{len(found)} entries, lists {lists}")
    return f"{len(found)} entries in '{sample_list_name()}'"


def step_import_bib(smoke: Smoke) -> str:
    """`papershelf import papers.bib` adds its three entries, keys and accents intact."""
    run = smoke.run("import", SMOKE_BIB)
    if bib_import_missing(run):
        raise MissingCommandError(f"`import` refuses .bib files: {run.err.strip()}")
    smoke.ok(run)
    if f"{len(SMOKE_KEYS)} added" not in run.out:
        raise SmokeError(f"expected '{len(SMOKE_KEYS)} added'\n{run.describe()}")
    found = {str(e.get("key")): e for e in entries(smoke)}
    missing = [key for key in SMOKE_KEYS if key not in found]
    if missing or found.get("muller2020uber", {}).get("title") != SMOKE_TITLE:
        raise SmokeError(f"keys missing {missing} or title wrong: {found.get('muller2020uber')}")
    return run.out.strip().splitlines()[0]


def export_command(smoke: Smoke, target: Path) -> list[str]:
    """The export command line for this build, read from `export --help`."""
    help_run = smoke.run("export", "--help")
    if help_run.code == 2 and "invalid choice" in help_run.err:
        raise MissingCommandError("this build has no `export` command")
    text = smoke.ok(help_run).out
    words = ["export"]
    if "--format" in text:
        words += ["--format", "bibtex"]
    if "--output" in text:
        return [*words, "--output", str(target)]
    if re.search(r"(^|\s)-o[\s,]", text):
        return [*words, "-o", str(target)]
    if re.search(r"^usage:.*\b(FILE|OUTPUT|PATH)\b", text, re.MULTILINE):
        return [*words, str(target)]  # the file as a positional argument
    return words  # BibTeX on stdout


def step_export(smoke: Smoke) -> str:
    """`papershelf export` writes BibTeX with every entry, the .bib's keys and its accents."""
    target = smoke.home / "exported.bib"
    words = export_command(smoke, target)
    run = smoke.ok(smoke.run(*words))
    text = target.read_text(encoding="utf-8") if target.exists() else run.out
    expected = len(entries(smoke))
    found = bibtex_entries(text)
    keys = {key for _type, key in found}
    missing = [key for key in SMOKE_KEYS if key not in keys]
    if len(found) != expected or missing or not re.search(r'M(ü|\{\\"u\}|\\"\{u\})ller', text):
        raise SmokeError(f"{len(found)} of {expected} entries, missing {missing}:\n{text[:2000]}")
    if text.count("{") != text.count("}"):
        raise SmokeError("unbalanced braces in the exported file")
    target.write_text(text, encoding="utf-8")
    return f"`papershelf {' '.join(words[:3])}…` wrote {len(found)} entries"


def step_reimport_export(smoke: Smoke) -> str:
    """The exported file imports into a new library with every entry."""
    exported = smoke.home / "exported.bib"
    if not exported.exists():
        raise MissingCommandError("nothing exported to re-import")
    second = smoke.home / "second.sqlite"
    smoke.ok(smoke.run("import", exported, "--library", second))
    expected, found = len(entries(smoke)), len(entries(smoke, "--library", second))
    if found != expected:
        raise SmokeError(f"the re-import holds {found} entries, the library {expected}")
    return f"{found} entries read back"


class CrossrefStandIn(BaseHTTPRequestHandler):
    """Answers GET /works/10.1038/srep16696 with Crossref's recorded answer, 404 otherwise."""

    def do_GET(self) -> None:
        """Send the recorded work, or a 404 for any other path."""
        known = self.path.split("?")[0] == f"/works/{CROSSREF_DOI}"
        body = CROSSREF_WORK.read_bytes() if known else b"Resource not found."
        self.send_response(200 if known else 404)
        self.send_header("Content-Type", "application/json" if known else "text/plain")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *_args: object) -> None:
        """Keep the smoke log to the verdict lines."""


def step_add_by_doi(smoke: Smoke) -> str:
    """`papershelf add DOI` looks it up over HTTP (httpx, ssl bundled) and stores the paper."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), CrossrefStandIn)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}"
        env = {"PAPERSHELF_CROSSREF_URL": url, "PAPERSHELF_CACHE_DIR": str(smoke.home / "cache")}
        library = smoke.home / "added.sqlite"
        run = smoke.ok(smoke.run("add", CROSSREF_DOI, "--library", library, extra_env=env))
    finally:
        server.shutdown()
        server.server_close()
    found = entries(smoke, "--library", library)
    title = str(found[0].get("title", "")) if len(found) == 1 else ""
    if not title.startswith("Single-molecule FRET studies"):
        raise SmokeError(f"expected the paper of {CROSSREF_DOI}, found {found}\n{run.describe()}")
    return f"added '{title[:40]}…' from a local Crossref stand-in"


def step_shared_library(smoke: Smoke) -> str:
    """The bundle opens a library on PostgreSQL (psycopg and libpq bundled): a new schema on
    the server named by PAPERSHELF_TEST_PG becomes a library, imports and lists the .bib."""
    server = os.environ.get("PAPERSHELF_TEST_PG")
    if not server:
        raise MissingCommandError("no PostgreSQL server named (PAPERSHELF_TEST_PG)")
    import psycopg  # the build's own driver, only to make and drop the scratch schema

    schema = f"smoke_{os.getpid()}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
    try:
        glue = "&" if "?" in server else "?"
        url = f"{server}{glue}options=-csearch_path%3D{schema}"
        smoke.ok(smoke.run("import", SMOKE_BIB, "--library", url))
        found = entries(smoke, "--library", url)
    finally:
        with psycopg.connect(server, autocommit=True) as admin:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")
    if len(found) != 3:
        raise SmokeError(f"the shared library holds {len(found)} entries, expected 3")
    return f"3 entries imported into and read back from {schema} on the server"


def step_install(smoke: Smoke) -> str:
    """linux/install.sh installs into a prefix; the installed command runs."""
    script = smoke.binary.parent / "linux" / "install.sh"
    prefix = smoke.home / "prefix"
    env = smoke.env() | {"PREFIX": str(prefix)}
    done = subprocess.run(
        [str(script)], capture_output=True, text=True, env=env, timeout=TIMEOUT, check=False
    )
    if done.returncode != 0:
        raise SmokeError(f"install.sh exited {done.returncode}: {done.stdout}{done.stderr}")
    installed = prefix / "bin" / "papershelf"
    version = subprocess.run(
        [str(installed), "--version"], capture_output=True, text=True, env=env, timeout=TIMEOUT
    )
    desktop = prefix / "share" / "applications" / "io.github.papershelf.Papershelf.desktop"
    icon = prefix / "share" / "icons" / "hicolor" / "256x256" / "apps"
    if version.stdout.strip() != f"Papershelf {source_version()}" or not desktop.exists():
        raise SmokeError(f"installed app said {version.stdout!r}{version.stderr}")
    if not (icon / "io.github.papershelf.Papershelf.png").exists():
        raise SmokeError(f"no icon in {icon}")
    return f"installed in a prefix; {version.stdout.strip()}"


CHECKS: dict[str, list[Callable[[Smoke], str]]] = {
    "gui": [step_first_window, step_open_file],
    "cli": [
        step_version,
        step_self_test,
        step_first_run_sample,
        step_import_bib,
        step_export,
        step_reimport_export,
        step_add_by_doi,
        step_shared_library,
    ],
    "install": [step_install],
}


def default_binary() -> Path:
    """Where `make package` puts the app on this platform (the console twin on Windows)."""
    if sys.platform == "darwin":
        return ROOT / "dist" / "Papershelf.app" / "Contents" / "MacOS" / "papershelf"
    if sys.platform == "win32":
        return ROOT / "dist" / "Papershelf" / "papershelf-cli.exe"
    return ROOT / "dist" / "Papershelf" / "papershelf"


def run_check(name: str, binary: Path, strict: bool) -> list[tuple[str, str, str]]:
    """One check's steps in order, in its own fresh home; stops at the first failure."""
    print(f"== {name} ({binary})", flush=True)
    with tempfile.TemporaryDirectory(prefix=f"papershelf-smoke-{name}-") as tmp:
        smoke = Smoke(binary, Path(tmp), strict)
        for action in CHECKS[name]:
            label = (action.__name__.removeprefix("step_")).replace("_", " ")
            passed = smoke.step(f"{name}: {label}", partial(action, smoke))
            if not passed and smoke.results[-1][0] == "FAIL":
                break
    return smoke.results


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """--app PATH, --only CHECK..., --strict."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", type=Path, default=default_binary(), help="the built binary")
    parser.add_argument("--only", nargs="+", choices=list(CHECKS), help="checks to run")
    parser.add_argument("--strict", action="store_true", help="a NOT YET step fails the run")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the checks; exit 1 if any step failed (or, with --strict, was not possible yet)."""
    args = parse_args(argv)
    if not args.app.exists():
        print(f"smoke: no built app at {args.app}; run `make package` first", file=sys.stderr)
        return 1
    names = args.only or [n for n in CHECKS if n != "install" or sys.platform == "linux"]
    app = args.app.resolve()
    results = [r for name in names for r in run_check(name, app, args.strict)]
    counts = {v: sum(1 for r in results if r[0] == v) for v in ("ok", "FAIL", "NOT YET")}
    # the usual closing line of a test run: a NOT YET step counts as skipped
    print(f"smoke: {counts['ok']} passed, {counts['FAIL']} failed, {counts['NOT YET']} skipped")
    return 1 if counts["FAIL"] else 0


if __name__ == "__main__":
    sys.exit(main())
