"""Which language a run speaks: `--lang`, Preferences, then the environment as GNU reads it."""

from __future__ import annotations

from pathlib import Path

import pytest

from papershelf.i18n import choose_language, language_from_argv, system_languages
from papershelf.settings_file import preferred_language


def test_gnu_order_lc_all_then_lc_messages_then_lang() -> None:
    """LC_ALL wins over LC_MESSAGES, which wins over LANG; encodings and modifiers go."""
    env = {"LANG": "es_ES.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8", "LC_ALL": "de_AT.UTF-8@euro"}
    assert system_languages(env) == ["de_AT"]
    del env["LC_ALL"]
    assert system_languages(env) == ["zh_CN"]


def test_language_list_comes_first_unless_the_locale_is_c() -> None:
    """LANGUAGE's list is read before the locale, and ignored under C (as gettext does)."""
    assert system_languages({"LANGUAGE": "fr:es", "LANG": "de_DE.UTF-8"}) == ["fr", "es", "de_DE"]
    assert system_languages({"LANGUAGE": "es", "LANG": "C.UTF-8"}) == []
    assert choose_language(environ={"LANGUAGE": "fr:es", "LANG": "de_DE.UTF-8"}) == "es"


@pytest.mark.parametrize(
    ("name", "expected"),
    [("de_AT", "de"), ("zh", "zh_CN"), ("zh-CN", "zh_CN"), ("es_MX", "es"), ("en_GB", "en"),
     ("fr", "en"), ("en_XA", "en_XA")],
)  # fmt: skip
def test_regional_names_find_their_language(name: str, expected: str) -> None:
    """A regional variant takes its language's catalog; one without a catalog, English."""
    assert choose_language(name, environ={}) == expected


def test_flag_beats_preferences_beats_environment() -> None:
    """`--lang` over Preferences over the environment."""
    env = {"LANG": "es_ES.UTF-8"}
    assert choose_language("zh_CN", "de", env) == "zh_CN"
    assert choose_language(None, "de", env) == "de"
    assert choose_language(None, None, env) == "es"
    assert choose_language("xx", None, env) == "es"  # a language without a catalog is passed


def test_lang_option_is_found_before_argparse_runs() -> None:
    """Both spellings, anywhere before `--`."""
    assert language_from_argv(["search", "x", "--lang", "de"]) == "de"
    assert language_from_argv(["--lang=zh_CN", "list"]) == "zh_CN"
    assert language_from_argv(["search", "--", "--lang", "de"]) is None


def test_preferences_language_is_read_without_qt(tmp_path: Path) -> None:
    """The CLI reads the language Preferences saved in QSettings' ini file."""
    ini = tmp_path / "papershelf.ini"
    ini.write_text("[General]\nx=1\n\n[ui]\nlanguage=zh_CN\n", encoding="utf-8")
    assert preferred_language(ini) == "zh_CN"
    assert preferred_language(tmp_path / "missing.ini") is None
    ini.write_text("[ui\nlanguage", encoding="utf-8")
    assert preferred_language(ini) is None
