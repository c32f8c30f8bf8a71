"""papershelf project add|status|list|remove|write and export --cited-in (issue 35)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest

from papershelf.cli import build_parser, run_command
from tests.neovim import headless_neovim, needs_nvim, nvim_expr
from tests.paths import DATA

MUNICH = DATA / "writing" / "munich"


def run(*args: str | Path) -> tuple[int, str]:
    """A command's exit code and output, run in this process."""
    out = StringIO()
    code = run_command(build_parser().parse_args([str(a) for a in args]), out)
    return code, out.getvalue()


@pytest.fixture
def setup(tmp_path: Path) -> tuple[Path, Path]:
    """(library, project folder): the munich example, its .bib in the library minus
    2005_Heidemann, and list 'Chapter 2' with one cited and one uncited entry."""
    folder = tmp_path / "munich"
    shutil.copytree(MUNICH, folder)
    lib = tmp_path / "lib.sqlite"
    trimmed = tmp_path / "trimmed.bib"
    text = (folder / "example_DB.bib").read_text()
    trimmed.write_text(text[: text.index("@ARTICLE{2005_Heidemann")])
    extra = tmp_path / "extra.bib"
    extra.write_text("@book{hansen2010renten, title={Renten}, author={Hansen, Ole}, year=2010}\n")
    assert run("import", "--library", lib, trimmed)[0] == 0
    assert run("import", "--library", lib, extra, "--list", "Chapter 2")[0] == 0
    assert run("list", "add", "--library", lib, "Chapter 2", "key:2002_Bamberg")[0] == 0
    return lib, folder


def test_status_of_a_path_never_linked(setup: tuple[Path, Path]) -> None:
    lib, folder = setup
    code, out = run("project", "status", "--library", lib, folder, "--list", "Chapter 2")
    assert code == 0
    assert out.startswith("4 cited, 1 missing, 1 uncited (read from its sources)")
    assert "missing:\n  2005_Heidemann" in out and "uncited:\n  hansen2010renten" in out
    code, out = run("project", "status", "--library", lib, folder, "--json")
    shown = json.loads(out)
    assert shown["cited"] == ["2003_achleitner", "2002_Bamberg", "2004_Sartoris", "2006_Dt_Boer"]
    assert shown["missing"] == ["2005_Heidemann"] and shown["uncited"] == []


def test_add_keeps_the_bib_written_as_the_library_changes(
    setup: tuple[Path, Path], tmp_path: Path
) -> None:
    lib, folder = setup
    kept = folder / "cited.bib"
    code, out = run(
        "project", "add", "--library", lib, folder, "--list", "Chapter 2", "--bib", kept
    )
    assert code == 0 and "cited.bib: 4 entries cited (written)" in out
    assert "2005_Heidemann" not in kept.read_text()
    code, out = run("project", "status", "--library", lib, folder, "--json")
    assert json.loads(out)["uncited"] == ["hansen2010renten"]  # the linked list
    heidemann = tmp_path / "heidemann.bib"
    text = (folder / "example_DB.bib").read_text()
    heidemann.write_text(text[text.index("@ARTICLE{2005_Heidemann") :])
    code, out = run("import", "--library", lib, heidemann)
    assert code == 0 and "cited.bib: 5 entries cited (written)" in out
    assert "@article{2005_Heidemann" in kept.read_text().replace("@ARTICLE", "@article")
    before = kept.read_bytes()
    assert "(unchanged)" in run("project", "write", "--library", lib, folder)[1]
    assert kept.read_bytes() == before
    code, out = run("project", "list", "--library", lib, "--json")
    assert [p["bib"] for p in json.loads(out)] == [str(kept)]
    assert run("project", "remove", "--library", lib, folder) == (0, f"unlinked {folder}\n")
    assert "no writing projects linked" in run("project", "list", "--library", lib)[1]


def test_add_named_keeps_the_bib_the_document_names(setup: tuple[Path, Path]) -> None:
    lib, folder = setup
    code, out = run("project", "add", "--library", lib, folder, "--bib", "named")
    assert code == 0 and "example_DB.bib: 4 entries cited (written)" in out


def test_export_cited_in(setup: tuple[Path, Path], tmp_path: Path) -> None:
    lib, folder = setup
    out_file = tmp_path / "refs.json"
    code, out = run(
        "export", "--library", lib, "--cited-in", folder / "example_munich_Bibtex_style.tex",
        "--format", "csl-json", "-o", out_file,
    )  # fmt: skip
    assert code == 0 and "4 entries (written)" in out
    ids = sorted(item["id"] for item in json.loads(out_file.read_text()))
    assert ids == ["2002_Bamberg", "2003_achleitner", "2004_Sartoris", "2006_Dt_Boer"]


def test_bad_paths_and_names_are_one_line(
    setup: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    lib, folder = setup
    assert run("project", "status", "--library", lib, folder / "nope.tex")[0] == 1
    assert capsys.readouterr().err.strip().endswith("nope.tex: no such file or folder")
    assert run("project", "add", "--library", lib, folder, "--list", "Nope")[0] == 1
    assert "no reading list called 'Nope'" in capsys.readouterr().err
    assert run("project", "remove", "--library", lib, folder)[0] == 1
    assert "is not a linked writing project" in capsys.readouterr().err
    assert run("export", "--library", lib, "--cited-in", folder / "x.md", "-o", "-")[0] == 1
    assert "x.md: no such file or folder" in capsys.readouterr().err


def test_pick_prints_the_citation_of_the_chosen_matches(
    setup: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    lib, _folder = setup
    assert run("pick", "--library", lib, "Statistik") == (0, "\\cite{2002_Bamberg}\n")
    code, out = run("pick", "--library", lib, "Achleitner", "OR", "Bamberg", "--all",
                    "--format", "pandoc")  # fmt: skip
    assert code == 0 and sorted(out.strip()[1:-1].split("; ")) == [
        "@2002_Bamberg", "@2003_achleitner",
    ]  # fmt: skip
    monkeypatch.setattr("sys.stdin", StringIO("2\n"))
    code, out = run("pick", "--library", lib, "Achleitner", "OR", "Bamberg", "--format", "keys")
    listed = capsys.readouterr().err
    second = listed.splitlines()[1].split()[1]
    assert code == 0 and out == f"{second}\n"
    assert run("pick", "--library", lib, "nothing-like-this")[0] == 1
    assert "nothing matches" in capsys.readouterr().err


def test_editor_commands_are_set_and_used_by_pick_push(
    setup: tuple[Path, Path], tmp_path: Path
) -> None:
    lib, _folder = setup
    sent = tmp_path / "sent.txt"
    script = "import pathlib,sys; pathlib.Path(sys.argv[1]).write_text(sys.argv[2])"
    stand_in = f"{sys.executable} -c '{script}' {sent} {{citation}}"
    code, out = run("editors", "--library", lib, "--set", "texmaker", stand_in)
    assert code == 0 and f"texmaker: {sys.executable} -c" in out
    assert run("pick", "--library", lib, "Statistik", "--push", "texmaker")[0] == 0
    assert sent.read_text() == "\\cite{2002_Bamberg}"
    code, out = run("editors", "--library", lib, "--reset", "texmaker")
    assert "texmaker: texmaker -insert '{citation}'" in out
    assert run("editors", "--library", lib, "--set", "word", "winword")[0] == 1


@needs_nvim
def test_pick_push_into_a_real_neovim_at_its_server(
    setup: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    lib, _folder = setup
    monkeypatch.delenv("NVIM", raising=False)
    with headless_neovim(tmp_path) as socket:
        code, out = run("editors", "--library", lib, "--server", "neovim", socket)
        assert code == 0 and "neovim: nvim --server '{server}'" in out
        assert f"(server: {socket})" in out
        words = ("Statistik", "OR", "Renten", "--all")
        assert run("pick", "--library", lib, *words, "--push", "neovim")[0] == 0
        assert nvim_expr(socket, "getline(1)") in (
            "\\cite{2002_Bamberg,hansen2010renten}",
            "\\cite{hansen2010renten,2002_Bamberg}",
        )
    gone = tmp_path / "gone.sock"
    code, _out = run("pick", "--library", lib, *words, "--push", "neovim", "--server", gone)
    said = capsys.readouterr().err
    assert code == 1 and "Neovim is not running or refused the citation (E247:" in said
    assert "Traceback" not in said
    code, out = run("editors", "--library", lib, "--server", "neovim", "")
    assert code == 0 and "(server: ?)" in out  # unset, and no $NVIM to fall back on


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_git_commit_after_each_rewrite_never_a_push(
    setup: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    lib, folder = setup
    for variable in ("GIT_AUTHOR", "GIT_COMMITTER"):
        monkeypatch.setenv(f"{variable}_NAME", "Writer")
        monkeypatch.setenv(f"{variable}_EMAIL", "writer@example.org")
    subprocess.run(["git", "init", "-q", str(folder)], check=True)
    (folder / "notes.txt").write_text("staged, not ours to commit")
    subprocess.run(["git", "-C", str(folder), "add", "notes.txt"], check=True)
    kept = folder / "refs.bib"
    code, out = run("project", "add", "--library", lib, folder, "--bib", kept, "--git-commit")
    assert code == 0, out
    log = subprocess.run(["git", "-C", str(folder), "log", "--format=%s", "--name-only"],
                         capture_output=True, text=True, check=True).stdout  # fmt: skip
    assert log.split() == ["Papershelf:", "refs.bib", "(4", "cited)", "refs.bib"]
    status = subprocess.run(["git", "-C", str(folder), "status", "--porcelain"],
                            capture_output=True, text=True, check=True).stdout  # fmt: skip
    assert "A  notes.txt" in status  # still staged, not committed
    assert "(unchanged)" in run("project", "write", "--library", lib, folder)[1]
    assert run("project", "add", "--library", lib, folder, "--git-commit")[0] == 1
    assert "a git commit needs a kept file" in capsys.readouterr().err


def test_a_project_whose_document_went_away_does_not_fail_an_import(
    setup: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lib, folder = setup
    kept = tmp_path / "kept.bib"
    assert run("project", "add", "--library", lib, folder, "--bib", kept)[0] == 0
    shutil.rmtree(folder)
    more = tmp_path / "more.bib"
    more.write_text("@misc{new2024, title={New}}\n")
    code, _out = run("import", "--library", lib, more)
    assert code == 0
    assert "writing project munich:" in capsys.readouterr().err
