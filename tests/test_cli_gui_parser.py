"""The window's start parses its words with `open`'s parser only (cli.gui_parser): for every
start it takes, the same as the whole program's parser; anything else gets that parser."""

from __future__ import annotations

import pytest

from papershelf.cli import build_parser, gui_parser
from papershelf.cli.opening import opens_gui, with_implicit_open

STARTS = [
    [],
    ["--library", "lab.sqlite"],
    ["--library=lab.sqlite", "--wait", "5", "--lang", "de"],
    ["--lang=es", "--reverse", "open", "refs.bib", "notes.txt"],
    ["--quit-after-paint", "open", "--quit-after-paint"],
    ["open", "--library", "other.sqlite", "a.bib"],
    ["refs.bib"],  # `papershelf FILE`: open
    ["postgresql://me@db.lab/papers"],  # a server library to open
]
NOT_STARTS = [
    ["--help"],
    ["-h"],
    ["--version"],
    ["--lib", "lab.sqlite"],  # an abbreviation: the whole parser decides
    ["search", "transformer"],
    ["--library", "lab.sqlite", "export", "--format", "bibtex"],
    ["--wait", "5", "--bogus"],
]


@pytest.mark.parametrize("argv", STARTS)
def test_a_start_parses_as_the_whole_program_parses_it(argv: list[str]) -> None:
    words = with_implicit_open(argv)
    assert opens_gui(words)
    assert vars(gui_parser().parse_args(words)) == vars(build_parser().parse_args(words))


@pytest.mark.parametrize("argv", NOT_STARTS)
def test_a_command_help_or_unknown_option_gets_every_command(argv: list[str]) -> None:
    assert not opens_gui(with_implicit_open(argv))


def test_the_start_parser_knows_open_only() -> None:
    with pytest.raises(SystemExit):
        gui_parser().parse_args(["search", "transformer"])  # why a command needs the other
    assert build_parser().parse_args(["search", "transformer"]).command == "search"
