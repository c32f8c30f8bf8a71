"""Pushing a citation into an editor: stand-in editor commands record what is sent, and a
real Neovim server (`nvim --headless --listen SOCKET`) gets two papers' citation."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.services.projects import editors
from papershelf.services.projects.editors import (
    EditorError,
    editor_commands,
    editor_servers,
    push_citation,
    push_papers,
    set_editor_command,
    set_editor_server,
)
from tests.factories import add, record
from tests.neovim import headless_neovim, needs_nvim, nvim_expr


def recorder(path: Path) -> list[str]:
    """A stand-in editor: writes its last argument to path."""
    script = "import pathlib, sys; pathlib.Path(sys.argv[1]).write_text(sys.argv[-1])"
    return [sys.executable, "-c", script, str(path), "{citation}"]


def test_a_configured_command_gets_the_citation(lib: Library, tmp_path: Path) -> None:
    sent = tmp_path / "sent.txt"
    set_editor_command(lib, "texstudio", recorder(sent))
    argv = push_citation("texstudio", "\\cite{a,b}", editor_commands(lib))
    assert sent.read_text() == "\\cite{a,b}" and argv[-1] == "\\cite{a,b}"
    set_editor_command(lib, "texstudio", None)
    assert editor_commands(lib)["texstudio"] == ["texstudio", "--insert-cite", "{citation}"]
    with pytest.raises(EditorError, match="unknown editor 'word'"):
        set_editor_command(lib, "word", ["word"])


def test_default_commands_are_shaped_as_jabref_sends_them() -> None:
    seen: list[list[str]] = []

    def fake(argv: list[str], **_kwargs: object) -> subprocess.CompletedProcess[str]:
        seen.append(argv)
        return subprocess.CompletedProcess(argv, 0, "", "")

    push_citation("emacs", "\\cite{a}", run=fake)
    push_citation("vim", "\\cite{a}", server="THESIS", run=fake)
    push_citation("texmaker", "\\cite{a}", run=fake)
    assert seen[0] == [
        "emacsclient", "--eval",
        '(with-current-buffer (window-buffer (selected-window)) (insert "\\\\cite{a}"))',
    ]  # fmt: skip
    assert seen[1] == [
        "vim", "--servername", "THESIS", "--remote-send", "<C-\\><C-N>a\\cite{a}<Esc>",
    ]  # fmt: skip
    assert seen[2] == ["texmaker", "-insert", "\\cite{a}"]


def test_neovim_gets_its_server_address_and_vim_key_notation(
    lib: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[list[str]] = []

    def fake(argv: list[str], **_kwargs: object) -> subprocess.CompletedProcess[str]:
        seen.append(argv)
        return subprocess.CompletedProcess(argv, 0, "", "")

    monkeypatch.delenv("NVIM", raising=False)
    with pytest.raises(EditorError, match=r"^Neovim has no server address"):
        push_citation("neovim", "\\cite{a}", run=fake)
    monkeypatch.setenv("NVIM", "/run/user/1000/nvim.123.0")  # inside Neovim's terminal
    push_citation("neovim", "\\cite{a}", run=fake)
    set_editor_server(lib, "neovim", "/tmp/thesis.sock")
    assert editor_servers(lib) == {"neovim": "/tmp/thesis.sock"}
    ids = add(lib, record("A", key="a<b"), record("B", key="c")).added
    assert push_papers(lib, "neovim", ids, run=fake) == "\\cite{a<b,c}"
    assert seen == [
        ["nvim", "--server", "/run/user/1000/nvim.123.0", "--remote-send",
         "<C-\\><C-N>a\\cite{a}<Esc>"],
        ["nvim", "--server", "/tmp/thesis.sock", "--remote-send",
         "<C-\\><C-N>a\\cite{a<lt>b,c}<Esc>"],
    ]  # fmt: skip
    set_editor_server(lib, "neovim", "")
    assert editor_servers(lib) == {}
    with pytest.raises(EditorError, match="unknown editor 'word'"):
        set_editor_server(lib, "word", "x")


def test_a_configured_command_keeps_braces_that_are_no_placeholder(tmp_path: Path) -> None:
    sent = tmp_path / "sent.txt"
    script = "import pathlib, sys; pathlib.Path(sys.argv[1]).write_text(sys.argv[2])"
    commands = {"emacs": [sys.executable, "-c", script, str(sent), "(progn {x} {elisp})"]}
    push_citation("emacs", "\\cite{a}", commands)
    assert sent.read_text() == '(progn {x} "\\\\cite{a}")'


def test_editor_missing_or_not_running_is_one_line(lib: Library) -> None:
    set_editor_command(lib, "texstudio", ["no-such-editor-anywhere", "{citation}"])
    with pytest.raises(EditorError, match=r"^TeXstudio is not installed \(no-such-editor"):
        push_citation("texstudio", "\\cite{a}", editor_commands(lib))
    refusing = [sys.executable, "-c", "import sys; sys.exit('E247: no registered server')"]
    set_editor_command(lib, "vim", refusing)
    with pytest.raises(EditorError, match="Vim is not running or refused the citation"):
        push_citation("vim", "\\cite{a}", editor_commands(lib))


def test_lyx_gets_its_pipe_command(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pipe = tmp_path / "lyxpipe.in"
    monkeypatch.setattr(editors, "LYX_PIPES", (str(pipe),))
    with pytest.raises(EditorError, match="LyX is not running"):
        push_citation("lyx", "\\cite{a,b}")
    pipe.write_text("")
    assert push_citation("lyx", "[@a; @b]") == ["LYXCMD:papershelf:citation-insert:a,b"]
    assert pipe.read_text() == "LYXCMD:papershelf:citation-insert:a,b\n"


VIM = shutil.which("vim")


@pytest.mark.skipif(
    VIM is None or "+clientserver" not in subprocess.run(
        [VIM or "vim", "--version"], capture_output=True, text=True, check=False
    ).stdout,
    reason="no Vim with +clientserver here (Debian's vim is built without it)",
)  # fmt: skip
def test_real_vim_without_a_server_says_it_is_not_running() -> None:
    with pytest.raises(EditorError, match="Vim is not running"):
        push_citation("vim", "\\cite{a}", server="PAPERSHELF-NO-SUCH-SERVER")


@pytest.fixture
def neovim(tmp_path: Path) -> Iterator[Path]:
    """A headless Neovim listening on a socket; the socket."""
    with headless_neovim(tmp_path) as socket:
        yield socket


@needs_nvim
def test_real_neovim_gets_the_two_papers_citation(lib: Library, neovim: Path) -> None:
    ids = add(lib, record("Pension funds", key="adams2001"),
              record("Pension reform", key="brigge2002")).added  # fmt: skip
    set_editor_server(lib, "neovim", str(neovim))
    assert push_papers(lib, "neovim", ids) == "\\cite{adams2001,brigge2002}"
    assert nvim_expr(neovim, "getline(1)") == "\\cite{adams2001,brigge2002}"
    assert nvim_expr(neovim, "mode()") == "n"  # left as it was found: normal mode
    push_papers(lib, "neovim", ids[1:], "pandoc")
    assert nvim_expr(neovim, "getline(1)") == "\\cite{adams2001,brigge2002}[@brigge2002]"


@needs_nvim
def test_real_neovim_not_running_is_one_line(lib: Library, tmp_path: Path) -> None:
    ids = add(lib, record("Pension funds", key="adams2001")).added
    dead = tmp_path / "gone.sock"
    with pytest.raises(EditorError) as raised:
        push_papers(lib, "neovim", ids, server=str(dead))
    said = str(raised.value)
    assert said.startswith("Neovim is not running or refused the citation (E247:")
    assert str(dead) in said and "\n" not in said
