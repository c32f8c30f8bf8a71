"""Build the one-folder app with PyInstaller (packaging/papershelf.spec), then report its size.

`make package` runs this; so does `python packaging/build.py` on macOS and Windows, from a
Python environment with `pip install -e '.[package]'`. On Linux it strips the shared libraries'
symbols and copies the desktop entry, the AppStream file and install.sh into
dist/Papershelf/linux/.
Over the size target it warns; with --enforce-size it also exits 1.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "papershelf.spec"
DIST = ROOT / "dist"
BUNDLE = DIST / "Papershelf"
LINUX_FILES = ROOT / "packaging" / "linux"
# Issue 18's limits for the app with everything the open issues add: on disk, and as the
# compressed download (a .tar.gz of the folder, measured here in a temporary file).
SIZE_TARGET_MB = 175
DOWNLOAD_TARGET_MB = 70


def compile_catalogs() -> None:
    """The translations: the pseudo-locale's catalog and a .qm per .ts (pyside6-lrelease),
    into resources/i18n/ where the spec collects them."""
    sys.path.insert(0, str(ROOT / "desktop"))
    from papershelf.i18n.build import compile_catalogs as compile_all

    print(f"compiled {len(compile_all())} catalogs")


def run_pyinstaller() -> None:
    """PyInstaller from this interpreter, into dist/ and build/, from a clean work folder."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level=WARN"]
    command += ["--distpath", str(DIST), "--workpath", str(ROOT / "build"), str(SPEC)]
    subprocess.run(command, check=True, cwd=ROOT)


def size_mb(path: Path) -> float:
    """The size of a file or folder in MB (1,000,000 bytes), symlinks not followed."""
    if path.is_symlink() or path.is_file():
        return path.lstat().st_size / 1e6
    return sum(f.lstat().st_size for f in path.rglob("*") if not f.is_dir()) / 1e6


def biggest(folder: Path, count: int = 10) -> list[tuple[float, str]]:
    """The largest entries directly in *folder*, largest first."""
    sizes = [(size_mb(child), child.name) for child in folder.iterdir()]
    return sorted(sizes, reverse=True)[:count]


def copy_linux_files() -> None:
    """Put the desktop entry, the metainfo and install.sh beside the binary."""
    target = BUNDLE / "linux"
    shutil.copytree(LINUX_FILES, target, dirs_exist_ok=True)
    os.chmod(target / "install.sh", 0o755)


def has_symbol_table(path: Path) -> bool:
    """True for an ELF shared library with a static symbol table or DWARF sections (Python
    built from source ships DWARF; PDFium and ICU's data library ship a .symtab)."""
    if ".so" not in path.name:
        return False  # never the launchers: PyInstaller appends their archive to them
    with path.open("rb") as file:
        if file.read(4) != b"\x7fELF":
            return False
    data = path.read_bytes()
    return b".symtab" in data or b".debug_info" in data


def strip_symbols(folder: Path) -> list[str]:
    """Remove what no program loading them needs from the bundle's shared libraries; their names.

    strip --strip-unneeded keeps the dynamic symbols (the ones dlopen, ctypes and the
    loader look up) and drops debug sections and the static symbol table: 0.9 MB of the
    compressed download. Never in a wheel's *.libs folder: PyInstaller's own strip rewrites
    those auditwheel-patched libraries (numpy's OpenBLAS), which then fail to load.
    """
    stripped = []
    for path in sorted(folder.rglob("*")):
        vendored = any(part.endswith(".libs") for part in path.parts)  # auditwheel's copies
        if path.is_file() and not path.is_symlink() and not vendored and has_symbol_table(path):
            subprocess.run(["strip", "--strip-unneeded", str(path)], check=True)
            stripped.append(path.name)
    return stripped


def report() -> bool:
    """Print the bundle's sizes on disk and compressed, its biggest parts; True if both fit."""
    total = size_mb(BUNDLE)
    print(f"{BUNDLE.relative_to(ROOT)}: {total:.1f} MB (target: under {SIZE_TARGET_MB} MB)")
    inside = BUNDLE / "_internal"
    for size, name in biggest(inside if inside.is_dir() else BUNDLE):
        print(f"  {size:7.1f} MB  {name}")
    if total > SIZE_TARGET_MB:
        print(f"WARNING: {total:.1f} MB is over the {SIZE_TARGET_MB} MB target", file=sys.stderr)
    download = compressed_mb(BUNDLE)
    print(f"as a .tar.gz download: {download:.1f} MB (target: under {DOWNLOAD_TARGET_MB} MB)")
    if download > DOWNLOAD_TARGET_MB:
        print(f"WARNING: the download is over {DOWNLOAD_TARGET_MB} MB", file=sys.stderr)
    return total <= SIZE_TARGET_MB and download <= DOWNLOAD_TARGET_MB


def compressed_mb(folder: Path) -> float:
    """The size of *folder* as a gzip-compressed tar archive, in MB (10^6 bytes)."""
    with tempfile.TemporaryDirectory() as scratch:
        archive = Path(scratch) / "bundle.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(folder, arcname=folder.name)
        return archive.stat().st_size / 1e6


def main(argv: list[str]) -> int:
    """Build, strip and add the Linux files, report; --enforce-size: exit 1 over the target."""
    began = time.perf_counter()
    compile_catalogs()
    run_pyinstaller()
    if sys.platform.startswith("linux"):
        stripped = strip_symbols(BUNDLE)
        print(f"stripped symbols from {len(stripped)} files: {', '.join(stripped[:4])}...")
        copy_linux_files()
    print(f"built in {time.perf_counter() - began:.0f} s")
    if not BUNDLE.is_dir():  # macOS keeps the folder too, beside Papershelf.app
        print(f"no {BUNDLE}", file=sys.stderr)
        return 1
    fits = report()
    return 1 if not fits and "--enforce-size" in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
