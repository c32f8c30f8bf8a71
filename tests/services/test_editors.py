"""Pushing a citation into an editor: stand-in editor commands record what is sent."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from papershelf.library.db import Library
from papershelf.services.projects import editors
from papershelf.services.projects.editors import (
    EditorError,
    editor_commands,
    push_citation,
    set_editor_command,
)


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
