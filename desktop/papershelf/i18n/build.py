"""Building the catalogs: pyside6-lupdate collects the texts, pyside6-lrelease compiles them.

`python -m papershelf.i18n.build update` (`make i18n`) refreshes resources/i18n/*.ts from
the code after texts were added or changed; translators then fill them (Qt Linguist or an
editor). `compile_catalogs` (packaging/build.py and the tests) writes the pseudo-locale's
catalog and a `.qm` beside each `.ts`.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from papershelf.i18n.catalog import catalog_path
from papershelf.i18n.choice import LANGUAGES, PSEUDO, SOURCE_LANGUAGE
from papershelf.i18n.pseudo import pseudo
from papershelf.resources import resource

PACKAGE = Path(__file__).resolve().parents[1]


def tool(name: str) -> str:
    """A PySide6 tool (`pyside6-lupdate`): beside this interpreter, else on PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise FileNotFoundError(f"{name} not found (pip install PySide6)")
    return found


def sources() -> list[str]:
    """Every module of the package that can hold user-visible text."""
    return sorted(str(path) for path in PACKAGE.rglob("*.py"))


# English is the source text, but its plurals need a catalog ("1 entry", "%n entries")
CATALOGS = (SOURCE_LANGUAGE, *LANGUAGES)


def update_catalogs(folder: Path | None = None) -> list[Path]:
    """Refresh each language's `.ts` from the code (new texts unfinished, gone ones dropped);
    English's holds only the plural texts."""
    targets = [catalog_path(code, folder) for code in CATALOGS]
    kept = {path: plural_translations(path) for path in targets if path.is_file()}
    command = [tool("pyside6-lupdate"), *sources(), "-locations", "none", "-no-obsolete"]
    command += ["-tr-function-alias", "QT_TR_NOOP+=N"]  # gui/actions.py's marker
    subprocess.run([*command, "-ts", *map(str, targets)], check=True, capture_output=True)
    for path in targets:
        mark_numerus(path, kept.get(path, {}))
    keep_plurals_only(targets[0])
    return targets


def _numerus_forms(language: str) -> int:
    """How many plural forms *language* has in Qt's catalogs."""
    return 1 if language.startswith("zh") else 2


Plurals = dict[tuple[str, str], list[str]]  # (context, source) -> finished plural forms


def plural_translations(path: Path) -> Plurals:
    """The finished plural translations of a catalog, before lupdate runs over it."""
    found: Plurals = {}
    for context in ET.parse(path).getroot().iter("context"):
        for message in context.iter("message"):
            node = message.find("translation")
            if message.get("numerus") == "yes" and node is not None and not node.get("type"):
                forms = [form.text or "" for form in node.findall("numerusform")]
                found[(context.findtext("name") or "", message.findtext("source") or "")] = forms
    return found


def mark_numerus(path: Path, kept: Plurals | None = None) -> None:
    """Make every message with `%n` a plural one (lupdate misses Python's 4-argument calls,
    and so takes the plural message it wrote last time for a new one): its forms come back
    from *kept*, the catalog's plurals before lupdate ran."""
    tree = ET.parse(path)
    language = tree.getroot().get("language", "en").replace("-", "_")
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            source, node = message.findtext("source") or "", message.find("translation")
            if "%n" not in source or node is None:
                continue
            if message.get("numerus") != "yes":
                message.set("numerus", "yes")
                single = node.text or ""
                node.text = None
                for _ in range(_numerus_forms(language)):
                    ET.SubElement(node, "numerusform").text = single
            forms = (kept or {}).get((context.findtext("name") or "", source))
            if forms is not None:
                for form, text in zip(node.findall("numerusform"), forms, strict=False):
                    form.text = text
                node.attrib.pop("type", None)
    write_ts(tree, path)


def keep_plurals_only(path: Path) -> None:
    """Drop every message but the plural ones (the English catalog's only need)."""
    tree = ET.parse(path)
    for context in list(tree.getroot().iter("context")):
        for message in context.findall("message"):
            if message.get("numerus") != "yes":
                context.remove(message)
        if not context.findall("message"):
            tree.getroot().remove(context)
    write_ts(tree, path)


def write_ts(tree: ET.ElementTree[ET.Element], path: Path) -> None:
    """Write a catalog as Qt Linguist does (XML declaration and DOCTYPE)."""
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{body}\n', "utf-8")


def write_pseudo(folder: Path | None = None) -> Path:
    """The pseudo-locale's catalog, every text of the first language's catalog made pseudo."""
    tree = ET.parse(catalog_path(LANGUAGES[0], folder))
    tree.getroot().set("language", PSEUDO)
    for message in tree.getroot().iter("message"):
        fake = pseudo(message.findtext("source") or "")
        node = message.find("translation")
        if node is None:
            node = ET.SubElement(message, "translation")
        node.attrib.pop("type", None)
        forms = node.findall("numerusform")
        for form in forms:
            form.text = fake
        if not forms:
            node.text = fake
    target = catalog_path(PSEUDO, folder)
    write_ts(tree, target)
    return target


def compile_catalogs(folder: Path | None = None) -> list[Path]:
    """The pseudo catalog, then a `.qm` beside every `.ts` (what the window loads)."""
    folder = folder or resource("i18n")
    write_pseudo(folder)
    compiled = []
    for code in (*CATALOGS, PSEUDO):
        source = catalog_path(code, folder)
        target = source.with_suffix(".qm")
        subprocess.run([tool("pyside6-lrelease"), "-silent", str(source), "-qm", str(target)],
                       check=True, capture_output=True)  # fmt: skip
        compiled.append(target)
    return compiled


def main(argv: list[str]) -> int:
    """`update`: refresh the .ts files from the code; `compile`: pseudo catalog and .qm files."""
    if argv[:1] == ["update"]:
        for path in update_catalogs():
            print(f"updated {path}")
        return 0
    if argv[:1] == ["compile"]:
        for path in compile_catalogs():
            print(f"compiled {path}")
        return 0
    print("usage: python -m papershelf.i18n.build update|compile", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
