"""Many CLI writers on one library at once: each waits its turn, none dies with a traceback,
and every change a writer says it committed is in the library at the end."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_cli import papershelf

WRITERS = 20
HOLD_WRITE_LOCK = (
    "import sqlite3, sys, time; c = sqlite3.connect(sys.argv[1], isolation_level=None); "
    "c.execute('BEGIN IMMEDIATE'); print('holding', flush=True); time.sleep(60)"
)


def command(n: int, tmp_path: Path) -> list[str]:
    """Writer n's command: a tag, a list, or an import of its own entries."""
    if n % 3 == 0:
        return ["tag", "add", f"writer{n}", "--all"]
    if n % 3 == 1:
        return ["list", "add", f"List {n}", "--all"]
    bib = tmp_path / f"writer{n}.bib"
    bib.write_text(
        "".join(
            f"@article{{w{n}e{i}, title={{Writer {n} paper {i} on topic {i * n}}}, "
            f"author={{Doe{n}, Jane}}, year={2000 + i % 25}}}\n"
            for i in range(150)
        )
    )
    return ["import", str(bib)]


def start(args: list[str], library: Path) -> subprocess.Popen[str]:
    """`python -m papershelf ARGS --library LIBRARY` started in the background."""
    return subprocess.Popen(
        [sys.executable, "-m", "papershelf", *args, "--library", str(library)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ),
    )  # fmt: skip


def committed(library: Path) -> dict[str, set[str]]:
    """What the library holds at the end: tags, lists and entry keys (integrity checked)."""
    conn = sqlite3.connect(library)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        tagged = conn.execute(
            "SELECT t.name, e.key FROM entry_tag et JOIN tag t ON t.id = et.tag_id "
            "JOIN entry e ON e.id = et.entry_id"
        ).fetchall()
        listed = conn.execute(
            "SELECT l.name, e.key FROM list_membership m JOIN reading_list l "
            "ON l.id = m.reading_list_id JOIN entry e ON e.id = m.entry_id"
        ).fetchall()
        keys = {k for (k,) in conn.execute("SELECT key FROM entry")}
    finally:
        conn.close()
    found: dict[str, set[str]] = {"": keys}
    for name, key in tagged + listed:
        found.setdefault(name, set()).add(key)
    return found


@pytest.mark.slow
def test_twenty_concurrent_writers_lose_nothing(library: Path, tmp_path: Path) -> None:
    before = committed(library)[""]
    commands = [command(n, tmp_path) for n in range(WRITERS)]
    processes = [start(args, library) for args in commands]
    log = []
    for n, (args, process) in enumerate(zip(commands, processes, strict=True)):
        out, err = process.communicate(timeout=180)
        log.append((n, args, process.returncode, out, err))
    at_end = committed(library)
    succeeded = 0
    for n, args, code, out, err in log:
        assert "Traceback" not in err, f"writer {n} {args}: {err}"
        errors = [line for line in err.splitlines() if not line.startswith("papershelf: waiting")]
        if code != 0:  # it waited, then said why in one line; nothing of it is there
            assert len(errors) == 1 and errors[0].startswith("papershelf: "), (n, err)
            continue
        succeeded += 1
        assert not errors, (n, err)
        if args[0] == "tag":
            assert before <= at_end[f"writer{n}"], f"writer {n} said: {out}"
        elif args[0] == "list":
            assert before <= at_end[f"List {n}"], f"writer {n} said: {out}"
        else:
            assert "150 added" in out
            assert {f"w{n}e{i}" for i in range(150)} <= at_end[""], f"writer {n} said: {out}"
    print(f"{succeeded} of {WRITERS} writers committed; the rest said why")
    assert succeeded == WRITERS  # 30 s is plenty for 20 short writes: none should give up


def test_a_writer_that_cannot_get_the_lock_waits_then_says_who_holds_it(library: Path) -> None:
    with subprocess.Popen(  # leaving it closes its pipe and waits (warnings are errors)
        [sys.executable, "-c", HOLD_WRITE_LOCK, str(library)], stdout=subprocess.PIPE, text=True
    ) as holder:
        try:
            assert holder.stdout is not None and holder.stdout.readline().strip() == "holding"
            result = papershelf("tag", "add", "late", "--all", "--wait", "2", "--library", library)
        finally:
            holder.kill()
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert "Traceback" not in result.stderr
    assert lines[0].startswith("papershelf: waiting up to 1 s for PID") or lines[0].startswith(
        "papershelf: waiting up to 2 s for PID"
    )
    assert f"PID {holder.pid} (" in lines[0] and "--wait SECONDS" in lines[0]
    assert len(lines) == 2 and lines[1].startswith("papershelf: ")
    assert "still busy after 2 s" in lines[1] and f"PID {holder.pid}" in lines[1]
    assert "late" not in committed(library)  # nothing of it was written


def test_the_wait_is_given_before_or_after_the_command(library: Path) -> None:
    before = papershelf("--wait", "5", "tag", "add", "early", "--all", "--library", library)
    after = papershelf("tag", "add", "late", "--all", "--wait", "0.5", "--library", library)
    assert before.returncode == 0 and after.returncode == 0, before.stderr + after.stderr
    bad = papershelf("tag", "add", "x", "--all", "--wait", "soon", "--library", library)
    assert bad.returncode == 2 and "not a number of seconds: 'soon'" in bad.stderr
    tags = json.loads(papershelf("tags", "--json", "--library", library).stdout)
    assert {t["name"] for t in tags} == {"early", "late"}
