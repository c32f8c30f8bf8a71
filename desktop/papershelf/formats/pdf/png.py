"""An RGB image as PNG bytes, written with zlib alone (the app carries no imaging library)."""

from __future__ import annotations

import zlib


def png_bytes(width: int, height: int, stride: int, rgb: bytes) -> bytes:
    """PNG bytes of *height* rows of *width* RGB pixels, each row *stride* bytes long."""
    row_bytes = width * 3
    rows = b"".join(b"\x00" + rgb[row * stride : row * stride + row_bytes] for row in range(height))
    header = width.to_bytes(4, "big") + height.to_bytes(4, "big") + b"\x08\x02\x00\x00\x00"
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(rows, 6))
        + _chunk(b"IEND", b"")
    )


def _chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk: length, type, data, CRC."""
    body = kind + data
    return len(data).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")
