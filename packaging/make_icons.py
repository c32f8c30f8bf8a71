"""Render resources/icons/papershelf.svg to the PNG sizes, the Windows .ico and the macOS .icns.

Run after editing the SVG: `.venv/bin/python packaging/make_icons.py`. The PNGs are drawn
by Qt's QSvgRenderer; .ico and .icns are written here in plain Python (both formats may
hold PNG images), so no Pillow, ImageMagick or macOS `iconutil` is needed.
"""

from __future__ import annotations

import os
import struct
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SVG = ICONS / "papershelf.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The PNG-holding ICNS types (macOS 10.7+): type -> pixel size, as iconutil writes them.
ICNS_TYPES = {
    b"ic11": 32,  # 16 pt @2x
    b"ic12": 64,  # 32 pt @2x
    b"ic07": 128,
    b"ic13": 256,  # 128 pt @2x
    b"ic08": 256,
    b"ic14": 512,  # 256 pt @2x
    b"ic09": 512,
    b"ic10": 1024,  # 512 pt @2x
}


def png_name(size: int) -> str:
    """The file name of one PNG size, e.g. papershelf-64.png."""
    return f"papershelf-{size}.png"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn at size x size pixels on a transparent background, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(svg)).render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, b"PNG")
    return bytes(data.data())


def ico_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG image per size (a width of 256 is written as 0)."""
    sizes = sorted(pngs)
    offset = 6 + 16 * len(sizes)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    entries = b""
    for size in sizes:
        edge = size % 256
        entries += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(pngs[size]), offset)
        offset += len(pngs[size])
    return header + entries + b"".join(pngs[size] for size in sizes)


def icns_bytes(pngs: Mapping[int, bytes]) -> bytes:
    """A macOS .icns with a table of contents and one PNG per ICNS type."""
    chunks = [(kind, pngs[size]) for kind, size in ICNS_TYPES.items()]
    toc = b"".join(kind + struct.pack(">I", len(data) + 8) for kind, data in chunks)
    body = _icns_chunk(b"TOC ", toc) + b"".join(_icns_chunk(k, d) for k, d in chunks)
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def _icns_chunk(kind: bytes, data: bytes) -> bytes:
    """One ICNS element: type, length including this 8-byte header, data."""
    return kind + struct.pack(">I", len(data) + 8) + data


def render_all(svg: Path, sizes: Iterable[int]) -> dict[int, bytes]:
    """PNG bytes for every size (Qt needs a QGuiApplication to paint)."""
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    return {size: render_png(svg, size) for size in sizes}


def main() -> None:
    """Write the PNGs, papershelf.ico and papershelf.icns next to the SVG."""
    pngs = render_all(SVG, {*PNG_SIZES, *ICNS_TYPES.values()})
    for size in PNG_SIZES:
        (ICONS / png_name(size)).write_bytes(pngs[size])
    (ICONS / "papershelf.ico").write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    (ICONS / "papershelf.icns").write_bytes(icns_bytes(pngs))
    print(f"wrote {len(PNG_SIZES)} PNGs, papershelf.ico and papershelf.icns to {ICONS}")


if __name__ == "__main__":
    main()
