"""Packaging, cheaply: the spec, the resource locator in a bundle layout, icons, desktop files.

Nothing here builds the bundle (`make package` and `make smoke` do, in CI after the tests).
The spec runs with stand-ins for PyInstaller's classes, so PyInstaller need not be installed.
"""

from __future__ import annotations

import importlib.util
import io
import json
import os
import shutil
import struct
import subprocess
import sys
import types
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path
from typing import Any, ClassVar

import pytest

import papershelf
from papershelf import APP_ID, __version__
from papershelf.cli import build_parser, run_command
from papershelf.cli.opening import with_implicit_open
from papershelf.cli.selftest import REQUIRED_RESOURCES
from papershelf.resources import resource_root, sample_list_path

REPO = Path(__file__).resolve().parents[1]
PACKAGING = REPO / "packaging"
LINUX = PACKAGING / "linux"
ICONS = REPO / "resources" / "icons"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


# --- the spec, run with stand-ins ------------------------------------------------------------
class Recorded:
    """A stand-in for one PyInstaller class: keeps its arguments."""

    made: ClassVar[list[Recorded]] = []

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs
        Recorded.made.append(self)


class FakeAnalysis(Recorded):
    """Analysis: what it 'collected' is set by the test."""

    collected: ClassVar[dict[str, list[tuple[str, str, str]]]] = {"binaries": [], "datas": []}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.binaries = list(self.collected["binaries"])
        self.datas = list(self.collected["datas"])
        self.pure: list[Any] = []
        self.scripts: list[Any] = []


class FakeExe(Recorded):
    """EXE."""


class FakeCollect(Recorded):
    """COLLECT."""


class FakeBundle(Recorded):
    """BUNDLE (macOS)."""


# Which libraries each binary links to, for the spec's pruning (instead of reading ELF files).
LINKS = {
    "/q/QtWidgets.abi3.so": ["libQt6Widgets.so.6", "libpyside6.abi3.so.6"],
    "/q/libQt6Widgets.so.6": ["libQt6Gui.so.6"],
    "/q/libQt6Gui.so.6": ["libglib-2.0.so.0", "libc.so.6"],
    "/q/libqxcb.so": ["libQt6Gui.so.6"],
    "/q/libqgtk3.so": ["libgio-2.0.so.0", "libglib-2.0.so.0"],
    "/q/libqtuiotouchplugin.so": ["libQt6Network.so.6"],
}
BINARIES = [
    ("PySide6/QtWidgets.abi3.so", "/q/QtWidgets.abi3.so", "EXTENSION"),
    ("PySide6/Qt/lib/libQt6Widgets.so.6", "/q/libQt6Widgets.so.6", "BINARY"),
    ("PySide6/Qt/lib/libQt6Gui.so.6", "/q/libQt6Gui.so.6", "BINARY"),
    ("PySide6/libpyside6.abi3.so.6", "/q/libpyside6.abi3.so.6", "BINARY"),
    ("PySide6/Qt/lib/libQt6Network.so.6", "/q/libQt6Network.so.6", "BINARY"),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", "/q/libqxcb.so", "BINARY"),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/q/libqgtk3.so", "BINARY"),
    ("PySide6/Qt/plugins/generic/libqtuiotouchplugin.so", "/q/libqtuiotouchplugin.so", "BINARY"),
    ("libglib-2.0.so.0", "/q/libglib-2.0.so.0", "BINARY"),
    ("libgio-2.0.so.0", "/q/libgio-2.0.so.0", "BINARY"),
    ("libpython3.11.so.1.0", "/q/libpython3.11.so.1.0", "BINARY"),
    ("pypdfium2_raw/libpdfium.so", "/q/libpdfium.so", "BINARY"),  # ctypes loads it: no link
]
DATAS = [
    ("PySide6/Qt/translations/qtbase_de.qm", "/q/qtbase_de.qm", "DATA"),  # a shipped language
    ("PySide6/Qt/translations/qtbase_fr.qm", "/q/qtbase_fr.qm", "DATA"),  # not shipped
    ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
    ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
    ("resources/samples/iclr2025-abstracts.txt", "/r/iclr2025-abstracts.txt", "DATA"),
]


def fake_data_files(package: str, includes: list[str] | None = None) -> list[tuple[str, str]]:
    """collect_data_files: what the installed package holds under the patterns given."""
    root = Path(importlib.import_module(package).__file__ or "").parent
    found = [path for pattern in includes or ["**/*"] for path in root.glob(pattern)]
    return [(str(p), str(Path(package) / p.parent.relative_to(root))) for p in found]


def fake_dynamic_libs(package: str) -> list[tuple[str, str]]:
    """collect_dynamic_libs: the shared libraries the installed package holds."""
    root = Path(importlib.import_module(package).__file__ or "").parent
    return [(str(p), package) for p in root.glob("*.so*")]


def fake_pyinstaller(monkeypatch: pytest.MonkeyPatch) -> None:
    """PyInstaller's helper modules the spec imports, answering from LINKS."""
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = lambda package: [f"{package}.cli.selftest"]  # type: ignore[attr-defined]
    hooks.collect_data_files = fake_data_files  # type: ignore[attr-defined]
    hooks.collect_dynamic_libs = fake_dynamic_libs  # type: ignore[attr-defined]
    bindepend = types.ModuleType("PyInstaller.depend.bindepend")
    bindepend.get_imports = lambda path: {(n, f"/q/{n}") for n in LINKS.get(path, [])}  # type: ignore[attr-defined]
    for name in ("PyInstaller", "PyInstaller.utils", "PyInstaller.depend"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setitem(sys.modules, "PyInstaller.depend.bindepend", bindepend)


def run_spec(monkeypatch: pytest.MonkeyPatch, platform: str) -> dict[str, Any]:
    """Execute packaging/papershelf.spec as PyInstaller would on *platform*; its globals."""
    fake_pyinstaller(monkeypatch)
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setattr(Recorded, "made", [])
    monkeypatch.setattr(FakeAnalysis, "collected", {"binaries": BINARIES, "datas": DATAS})
    names = {"Analysis": FakeAnalysis, "PYZ": Recorded, "EXE": FakeExe, "COLLECT": FakeCollect}
    spec_globals: dict[str, Any] = {
        **names,
        "BUNDLE": FakeBundle,
        "SPECPATH": str(PACKAGING),
        "__name__": "__main__",
    }
    source = (PACKAGING / "papershelf.spec").read_text(encoding="utf-8")
    exec(compile(source, "papershelf.spec", "exec"), spec_globals)
    return spec_globals


def made(kind: type[Recorded]) -> list[Recorded]:
    """The stand-ins of one kind the spec created."""
    return [item for item in Recorded.made if type(item) is kind]


def test_spec_builds_one_linux_folder_with_resources_and_without_unused_qt(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    run_spec(monkeypatch, "linux")
    (exe,) = made(FakeExe)
    (collect,) = made(FakeCollect)
    (analysis,) = made(FakeAnalysis)
    assert exe.kwargs["name"] == "papershelf" and exe.kwargs["strip"] is False
    assert collect.kwargs["name"] == "Papershelf" and not made(FakeBundle)
    assert (str(REPO / "resources"), "resources") in analysis.kwargs["datas"]
    assert (REPO / "resources" / "csl" / "apa.csl").is_file()  # the styles ride in resources/
    locales = {Path(source).name for source, dest in analysis.kwargs["datas"][1:]}
    assert "locales-en-US.xml" in locales and "locales.json" in locales  # citeproc-py reads them
    assert not any("schema" in dest for _, dest in analysis.kwargs["datas"])
    assert "version.json" in locales  # pypdfium2_raw reads it beside PDFium's library
    assert [Path(src).name for src, _dest in analysis.kwargs["binaries"]] == ["libpdfium.so"]
    excludes = set(analysis.kwargs["excludes"])
    assert {"tkinter", "PySide6.QtWebEngineCore", "PySide6.QtQml", "PySide6.QtNetwork"} <= excludes
    assert not {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"} & excludes


def test_spec_drops_unused_plugins_and_the_libraries_only_they_needed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    analysis = run_spec(monkeypatch, "linux")["a"]
    kept = {Path(dest).name for dest, _source, _kind in analysis.binaries}
    assert {"libqxcb.so", "libQt6Widgets.so.6", "libQt6Gui.so.6", "libglib-2.0.so.0"} <= kept
    assert {"libpyside6.abi3.so.6", "libpython3.11.so.1.0", "libpdfium.so"} <= kept
    assert not {"libqgtk3.so", "libgio-2.0.so.0", "libqtuiotouchplugin.so"} & kept
    assert "libQt6Network.so.6" not in kept  # only the dropped TUIO plugin linked it
    datas = {dest for dest, _source, _kind in analysis.datas}
    assert datas == {
        "libQt6Gui.so.6",
        "resources/samples/iclr2025-abstracts.txt",
        "PySide6/Qt/translations/qtbase_de.qm",
    }


def test_spec_on_windows_makes_a_windowed_app_and_a_console_twin(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    run_spec(monkeypatch, "win32")
    exes = {exe.kwargs["name"]: exe.kwargs for exe in made(FakeExe)}
    assert set(exes) == {"Papershelf", "papershelf-cli"}
    assert exes["Papershelf"]["console"] is False and exes["papershelf-cli"]["console"] is True
    assert all(Path(kw["icon"]) == ICONS / "papershelf.ico" for kw in exes.values())
    (collect,) = made(FakeCollect)
    assert len([arg for arg in collect.args if isinstance(arg, FakeExe)]) == 2


def test_spec_on_macos_bundles_an_app_with_the_package_version(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(papershelf, "__version__", "9.8.7")  # the spec must read it, not copy it
    run_spec(monkeypatch, "darwin")
    (bundle,) = made(FakeBundle)
    assert bundle.kwargs["name"] == "Papershelf.app"
    assert bundle.kwargs["version"] == "9.8.7"
    assert bundle.kwargs["info_plist"]["CFBundleShortVersionString"] == "9.8.7"
    assert bundle.kwargs["bundle_identifier"] == APP_ID
    assert Path(bundle.kwargs["icon"]) == ICONS / "papershelf.icns"
    (exe,) = made(FakeExe)
    assert exe.kwargs["argv_emulation"] is True


# --- resources in a bundle ------------------------------------------------------------------
def test_resources_are_found_in_a_pyinstaller_bundle_layout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sample = tmp_path / "resources" / "samples" / "iclr2025-abstracts.txt"
    sample.parent.mkdir(parents=True)
    sample.write_text("ICLR 2025 Papers\n\nAn abstract.\n", encoding="utf-8")
    monkeypatch.delenv("PAPERSHELF_RESOURCES", raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resource_root() == tmp_path / "resources"
    assert sample_list_path() == sample


def test_every_resource_the_self_test_needs_is_in_the_source_tree() -> None:
    for parts in REQUIRED_RESOURCES:
        assert (REPO / "resources").joinpath(*parts).is_file(), parts


# --- icons ----------------------------------------------------------------------------------
def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert data.startswith(PNG_SIGNATURE)
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def load_make_icons() -> types.ModuleType:
    """packaging/make_icons.py as a module (packaging/ is not a package)."""
    spec = importlib.util.spec_from_file_location("make_icons", PACKAGING / "make_icons.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_png_icons_have_the_size_their_name_says() -> None:
    for size in load_make_icons().PNG_SIZES:
        data = (ICONS / f"papershelf-{size}.png").read_bytes()
        assert png_size(data) == (size, size)


def test_windows_ico_holds_a_png_per_size() -> None:
    data = (ICONS / "papershelf.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        edge, _h, _c, _r, _p, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        width, _height = png_size(data[offset : offset + length])
        assert width == (edge or 256) and bits == 32
        sizes.append(width)
    assert sizes == list(load_make_icons().ICO_SIZES)


def test_macos_icns_lists_every_retina_size() -> None:
    data = (ICONS / "papershelf.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    chunks, at = {}, 8
    while at < len(data):
        kind, length = data[at : at + 4], struct.unpack(">I", data[at + 4 : at + 8])[0]
        chunks[kind] = data[at + 8 : at + length]
        at += length
    expected = load_make_icons().ICNS_TYPES
    assert set(chunks) == {b"TOC ", *expected}
    for kind, size in expected.items():
        assert png_size(chunks[kind]) == (size, size), kind


# --- Linux desktop entry and AppStream file -------------------------------------------------
def desktop_entry() -> ConfigParser:
    """The desktop entry's [Desktop Entry] group, parsed."""
    parser = ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(LINUX / f"{APP_ID}.desktop", encoding="utf-8")
    return parser


def test_desktop_entry_opens_bibtex_files_with_the_open_command() -> None:
    entry = desktop_entry()["Desktop Entry"]
    assert entry["Exec"] == "papershelf open %F"
    assert "text/x-bibtex" in entry["MimeType"].split(";")
    assert entry["Icon"] == APP_ID


def test_desktop_entry_is_valid() -> None:
    validate = shutil.which("desktop-file-validate")
    if validate is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    result = subprocess.run([validate, str(LINUX / f"{APP_ID}.desktop")], capture_output=True)
    assert result.returncode == 0 and not result.stdout, result.stdout


def test_appstream_file_names_this_app_and_version() -> None:
    root = ET.parse(LINUX / f"{APP_ID}.metainfo.xml").getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    releases = [release.get("version") for release in root.iter("release")]
    assert releases and releases[0] == __version__


def test_appstream_file_is_valid() -> None:
    appstreamcli = shutil.which("appstreamcli")
    if appstreamcli is None:
        pytest.skip("appstreamcli is not installed (apt-get install appstream)")
    path = LINUX / f"{APP_ID}.metainfo.xml"
    result = subprocess.run([appstreamcli, "validate", "--no-net", str(path)], capture_output=True)
    assert result.returncode == 0, result.stdout


# --- the commands the packaging uses ---------------------------------------------------------
@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["refs.bib"], ["open", "refs.bib"]),
        (["--library", "a.sqlite", "x/refs"], ["--library", "a.sqlite", "open", "x/refs"]),
        (["--library", "a.sqlite"], ["--library", "a.sqlite"]),
        (["search", "word.with.dots"], ["search", "word.with.dots"]),
        (["import", "refs.bib"], ["import", "refs.bib"]),
        ([], []),
    ],
)
def test_a_first_argument_that_looks_like_a_file_means_open(
    argv: list[str], expected: list[str]
) -> None:
    assert with_implicit_open(argv) == expected


def test_quit_after_paint_is_understood_before_and_after_open() -> None:
    before = build_parser().parse_args(["--quit-after-paint", "open", "a.bib"])
    after = build_parser().parse_args(with_implicit_open(["a.bib", "--quit-after-paint"]))
    for args in (before, after):
        assert args.command == "open" and args.quit_after_paint is True
        assert args.files == [Path("a.bib")]


def test_self_test_passes_from_source(tmp_path: Path) -> None:
    out = io.StringIO()
    args = build_parser().parse_args(["self-test", "--library", str(tmp_path / "mine.sqlite")])
    assert run_command(args, out) == 0
    assert "self-test: all checks passed" in out.getvalue() and "FAIL" not in out.getvalue()
    assert "mine.sqlite (0 entries)" in out.getvalue()  # the person's library: opened, not filled


def first_paint(*args: str | Path) -> dict[str, Any]:
    """Run the app from source with --quit-after-paint; the facts it printed."""
    env = os.environ | {"QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "papershelf", "--quit-after-paint", *map(str, args)],
        capture_output=True, text=True, timeout=120, env=env,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    facts: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return facts


def test_first_run_paints_the_sample_list_then_open_imports_a_file(tmp_path: Path) -> None:
    facts = first_paint()
    header = sample_list_path().read_text(encoding="utf-8").splitlines()[0]
    assert (facts["scope"], facts["list"]) == ("list", header)
    assert facts["rows"] == facts["entries"] > 0 and facts["has_icon"]

    notes = tmp_path / "to read.txt"
    notes.write_text("To read\n\n" + "\n\n".join(ABSTRACTS) + "\n", encoding="utf-8")
    opened = first_paint(notes)  # `papershelf FILE` is `papershelf open FILE`
    assert opened["entries"] == facts["entries"] + len(ABSTRACTS)


ABSTRACTS = [
    "We study how readers keep lists of papers and show that a small desktop tool helps. "
    "Our experiments with forty researchers suggest that sorting and tagging save time.",
    "A second abstract about reading habits: we measure how often people return to a paper "
    "they saved, and find that reading lists with notes are revisited twice as often.",
]
