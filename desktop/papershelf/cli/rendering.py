"""papershelf render FILE --page N -o out.png: one page of a PDF as a PNG, as the reader
draws it (PDFium in a worker process, so a hostile PDF gets a one-line refusal)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, TextIO

from papershelf.cli.common import UserError
from papershelf.formats.pdf.geometry import POINTS_PER_INCH
from papershelf.formats.pdf.pdf_text import PdfError
from papershelf.formats.pdf.png import png_bytes
from papershelf.formats.pdf.worker import PdfWorker
from papershelf.i18n import translate

DEFAULT_DPI = 150.0
MAX_DPI = 1200.0


def register(commands: Any, library: argparse.ArgumentParser) -> None:
    """papershelf render FILE --page N -o out.png [--dpi D] [--password P]"""
    sub = commands.add_parser(
        "render", parents=[library],
        help=translate("cli", "draw one page of a PDF as a PNG image"),
        description=translate("cli", "Draw page N of the PDF FILE as the reader shows it, into "
        "a PNG. A PDF that cannot be drawn (damaged, encrypted, or taking over 20 s) is refused "
        "in one line."),
    )  # fmt: skip
    sub.add_argument("file", type=Path, metavar="FILE", help=translate("cli", "the PDF"))
    sub.add_argument(
        "--page", type=int, default=1, metavar="N", help=translate("cli", "the page (from 1)")
    )
    sub.add_argument("-o", "--output", type=Path, required=True, metavar="PNG")
    sub.add_argument(
        "--dpi", type=float, default=DEFAULT_DPI, help=translate("cli", "pixels per inch (150)")
    )
    sub.add_argument(
        "--password", default=None, help=translate("cli", "the PDF's password, if it has one")
    )
    sub.set_defaults(standalone=run_render)


def run_render(args: argparse.Namespace, out: TextIO) -> int:
    """Render the page and write the PNG; say its size."""
    if not 1 <= args.dpi <= MAX_DPI:
        said = translate("cli", "--dpi must be between 1 and {most}")
        raise UserError(said.format(most=f"{MAX_DPI:.0f}"))
    worker = PdfWorker()
    try:
        bitmap = _render(worker, args.file, args.page, args.dpi / POINTS_PER_INCH, args.password)
    finally:
        worker.close()
    data = png_bytes(bitmap.width, bitmap.height, bitmap.stride, bitmap.data)
    try:
        args.output.write_bytes(data)
    except OSError as error:
        said = translate("cli", "{path}: cannot write ({why})")
        raise UserError(said.format(path=args.output, why=error.strerror or error)) from error
    said = translate("cli", "{path}: page {page}, {width}×{height} pixels")
    shown = said.format(path=args.output, page=args.page, width=bitmap.width, height=bitmap.height)
    print(shown, file=out)
    return 0


def _render(worker: PdfWorker, path: Path, page: int, scale: float, password: str | None) -> Any:
    """The page's bitmap; UserError naming the file when it cannot be drawn."""
    try:
        pages = len(worker.call("info", path, password=password).pages)
        if not 1 <= page <= pages:
            said = translate(
                "cli", "{path}: page {page} does not exist (it has %n pages)", None, pages
            )
            raise UserError(said.format(path=path, page=page))
        return worker.call("render", path, page - 1, scale, password=password)
    except PdfError as error:
        raise UserError(f"{path}: {error}") from error
