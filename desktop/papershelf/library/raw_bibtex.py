"""Each entry's raw BibTeX fields (entry_bibtex.raw_fields) as stored and as read back.

The raw fields are a JSON list of [name, raw expression] pairs: the whole entry as its file
had it, so on SQLite they were the largest table of a library (28% of a 100k library,
issue 38). SQLite stores them as a zstd frame (a BLOB, `pack`); PostgreSQL keeps the JSON
text, which it compresses itself (TOAST). Every reader goes through `text_of` or
`fields_of`, which take either form, so rows written before schema 13 (or copied in from
a server) read the same.

zstd (python-zstandard, BSD-3-Clause) at level 3 rather than zlib: on the 100k library's
rows it stores them in 55% of their size in a quarter of zlib's time (1.5 s for 100,000
rows against 5.5 s at zlib's level 1, which stores them in 54%); reading one back costs
2 microseconds a row.
"""

from __future__ import annotations

import json
import threading
from typing import Any

import zstandard

LEVEL = 3
# Smaller rows gain nothing from a frame (its header is ~10 bytes): they stay text.
SMALLEST_PACKED = 64
# A compressor and decompressor each thread (the objects are not safe across threads).
_LOCAL = threading.local()


def _compressor() -> zstandard.ZstdCompressor:
    """This thread's compressor."""
    found = getattr(_LOCAL, "compressor", None)
    if found is None:
        found = _LOCAL.compressor = zstandard.ZstdCompressor(level=LEVEL)
    return found


def _decompressor() -> zstandard.ZstdDecompressor:
    """This thread's decompressor."""
    found = getattr(_LOCAL, "decompressor", None)
    if found is None:
        found = _LOCAL.decompressor = zstandard.ZstdDecompressor()
    return found


def pack(text: str | None) -> bytes | str | None:
    """The JSON text as SQLite stores it: a zstd frame, or the text itself when short.

    Lone surrogates (which an older version could store) pass through intact."""
    if text is None or isinstance(text, bytes) or len(text) < SMALLEST_PACKED:
        return text
    return _compressor().compress(text.encode("utf-8", "surrogatepass"))


def pack_bytes(data: bytes) -> bytes:
    """The stored bytes of a text value as a zstd frame (the migration packs text as SQLite
    holds it, so a value that does not decode, from an older version, packs all the same)."""
    return _compressor().compress(bytes(data))


def text_of(stored: str | bytes | memoryview | None) -> str:
    """The JSON text of a stored raw_fields value (packed or not; '' for none)."""
    if stored is None:
        return ""
    if isinstance(stored, str):
        return stored
    data = _decompressor().decompress(bytes(stored))
    return data.decode("utf-8", "replace")


def fields_of(stored: str | bytes | memoryview | None) -> list[Any]:
    """The [name, raw] pairs of a stored raw_fields value ([] for none or empty)."""
    text = text_of(stored)
    return json.loads(text) if text else []
