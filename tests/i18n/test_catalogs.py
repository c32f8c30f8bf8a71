"""The catalogs: the CLI's reader, the pseudo-locale, lrelease's build, and completeness."""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from papershelf.i18n import LANGUAGES, PSEUDO, translate, use_language
from papershelf.i18n.build import CATALOGS, update_catalogs
from papershelf.i18n.catalog import read_catalog
from papershelf.i18n.pseudo import pseudo
from papershelf.resources import resource

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context><name>cli</name>
<message><source>Save</source><translation>Speichern</translation></message>
<message><source>Draft</source><translation type="unfinished">Entwurf</translation></message>
<message numerus="yes"><source>%n papers</source><translation>
<numerusform>%n Artikel</numerusform><numerusform>%n Artikeln</numerusform></translation>
</message></context></TS>
"""


@pytest.fixture
def language() -> Iterator[None]:
    """Put the CLI back into English after the test."""
    yield
    use_language("en")


def test_reader_keeps_finished_translations_only(tmp_path: Path) -> None:
    """Unfinished translations are not used; plural forms are kept in order."""
    path = tmp_path / "papershelf_de.ts"
    path.write_text(TS, encoding="utf-8")
    found = read_catalog(path)
    assert found[("cli", "Save", "")] == ["Speichern"]
    assert ("cli", "Draft", "") not in found
    assert found[("cli", "%n papers", "")] == ["%n Artikel", "%n Artikeln"]


def test_pseudo_keeps_placeholders_and_grows_40_percent() -> None:
    """Accented, bracketed, 40 % longer; %1, {name}, markup and the mnemonic survive."""
    text = "&Open {count} files in %1 <b>now</b>"
    fake = pseudo(text)
    assert fake.startswith("[") and fake.endswith("]")
    assert "{count}" in fake and "%1" in fake and "<b>" in fake and "&O" in fake
    assert "Öpéñ" not in fake and "péñ" in fake  # the mnemonic's letter is left alone
    assert len(fake) >= 1.4 * len(text)


def test_cli_translates_with_plural_forms(language: None) -> None:
    """The CLI's translate: the German catalog's forms by count; English is the source."""
    use_language("de")
    catalog = read_catalog(resource("i18n", "papershelf_de.ts"))
    plural = next(((c, s) for c, s, _ in catalog if "%n" in s), None)
    assert plural is not None, "the German catalog has no plural message"
    context, source = plural
    assert translate(context, source, None, 1) == catalog[(context, source, "")][0].replace(
        "%n", "1"
    )
    assert translate(context, source, None, 5) == catalog[(context, source, "")][1].replace(
        "%n", "5"
    )
    use_language("en")
    assert translate("cli", "%n entries", None, 1) == "1 entry"
    assert translate("cli", "%n entries", None, 5) == "5 entries"


def test_lrelease_builds_every_catalog_and_the_pseudo_one(compiled_catalogs: Path) -> None:
    """A `.qm` for each language and the pseudo-locale, whose every text is pseudo."""
    for code in (*CATALOGS, PSEUDO):
        assert (compiled_catalogs / f"papershelf_{code}.qm").stat().st_size > 100
    fake = read_catalog(compiled_catalogs / f"papershelf_{PSEUDO}.ts")
    template = read_catalog(compiled_catalogs / f"papershelf_{LANGUAGES[0]}.ts")
    assert set(fake) >= set(template)
    assert all(forms[0].startswith("[") for forms in fake.values())


def _sources(path: Path) -> set[tuple[str, str]]:
    """The (context, source) of every message of a catalog."""
    root = ET.parse(path).getroot()
    return {
        (ctx.findtext("name") or "", msg.findtext("source") or "")
        for ctx in root.iter("context")
        for msg in ctx.iter("message")
    }


@pytest.mark.slow
def test_catalogs_are_current_with_the_code(tmp_path: Path) -> None:
    """lupdate over the code finds exactly the texts the shipped catalogs hold (`make i18n`
    refreshes them)."""
    for code in CATALOGS:
        shutil.copy(resource("i18n", f"papershelf_{code}.ts"), tmp_path)
    for path in update_catalogs(tmp_path):
        shipped = resource("i18n", path.name)
        assert _sources(path) == _sources(shipped), path.name
        assert read_catalog(path) == read_catalog(shipped), path.name  # no translation lost


@pytest.mark.parametrize("code", CATALOGS)
def test_each_language_is_complete(code: str) -> None:
    """Every text of German, Spanish and Chinese is translated, its placeholders kept (and
    every plural of English's)."""
    path = resource("i18n", f"papershelf_{code}.ts")
    done = read_catalog(path)
    everything = _sources(path)
    missing = sorted(s for c, s in everything if (c, s, "") not in done)
    assert not missing, f"{len(missing)} untranslated in {path.name}: {missing[:5]}"
    for (_context, source, _), forms in done.items():
        wanted = sorted(re.findall(r"%\d|\{\w*\}|%n", source))
        for index, form in enumerate(forms):
            kept = sorted(re.findall(r"%\d|\{\w*\}|%n", form))
            if index == 0 and len(forms) > 1 and "%n" not in form:  # "one day" may say it
                kept = sorted([*kept, "%n"])
            assert kept == wanted, (source, form)
