"""The CLI speaks the chosen language: `--lang`, else the environment as GNU programs read it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

DESKTOP = Path(__file__).resolve().parents[2] / "desktop"


def papershelf_help(tmp_path: Path, *words: str, **env: str) -> str:
    """`papershelf [words] --help` in a child process with only *env*'s locale variables."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    clean.update(env, PYTHONPATH=str(DESKTOP), PAPERSHELF_SETTINGS=str(tmp_path / "s.ini"))
    command = [sys.executable, "-m", "papershelf", *words, "--help"]
    done = subprocess.run(command, env=clean, capture_output=True, text=True, check=True)
    return done.stdout


@pytest.mark.parametrize(
    ("words", "env", "expected"),
    [
        (("--lang", "de"), {"LANG": "es_ES.UTF-8"}, "Ohne Befehl öffnet es die App"),
        ((), {"LANG": "es_ES.UTF-8"}, "Sin ninguna orden, abre la aplicación"),
        ((), {"LANGUAGE": "zh_CN:de", "LANG": "de_DE.UTF-8"}, "不带命令时打开应用程序"),
        ((), {"LANGUAGE": "zh_CN", "LANG": "C"}, "With no command, it opens the app"),
    ],
)
def test_help_follows_flag_then_environment(
    tmp_path: Path, words: tuple[str, ...], env: dict[str, str], expected: str
) -> None:
    """The program's description in the language chosen."""
    assert expected in papershelf_help(tmp_path, *words, **env)


def test_preferences_choice_comes_before_the_environment(tmp_path: Path) -> None:
    """The language saved in Preferences wins over LANG; `--lang` over both."""
    (tmp_path / "s.ini").write_text("[ui]\nlanguage=de\n", encoding="utf-8")
    assert "Ohne Befehl" in papershelf_help(tmp_path, LANG="es_ES.UTF-8")
    assert "Sin ninguna orden" in papershelf_help(tmp_path, "--lang", "es", LANG="de_DE.UTF-8")


def test_pseudo_locale_finds_every_command_summary_translated(
    tmp_path: Path, compiled_catalogs: Path
) -> None:
    """`papershelf --lang en_XA --help`: the description and every command's summary come
    from the catalog (argparse's own headings may stay English)."""
    resources = tmp_path / "resources"
    resources.mkdir()
    (resources / "i18n").symlink_to(compiled_catalogs)
    shown = papershelf_help(tmp_path, "--lang", "en_XA", PAPERSHELF_RESOURCES=str(resources))
    listed = shown.split("  COMMAND\n", 1)[1].split("\n\n", 1)[0].splitlines()
    commands = [line for line in listed if line.startswith("    ") and line[4] != " "]
    assert len(commands) > 20  # one line per command, its summary wrapped below it
    assert [line for line in commands if "[" not in line] == []
    assert shown.split("\n\n")[1].startswith("[")  # the description
