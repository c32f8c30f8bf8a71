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
