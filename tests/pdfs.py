"""Real PDFs for the suite and the bench, typeset by pdflatex from LaTeX written here.

Each builder writes a .tex file and runs pdflatex on it in the folder given; the text is
deterministic pseudo-prose (`prose`), so a test knows which sentence sits on which page.
`PDFLATEX` is None when pdflatex is not installed: the fixtures then skip.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import zlib
from pathlib import Path

PDFLATEX = shutil.which("pdflatex")

WORDS = (
    "model graph learning sparse reading network data method result table figure "
    "training sample library measure error value signal paper search index field "
    "structure query answer system language memory process theory bound proof "
    "estimate kernel layer weight random vector matrix function approximate"
).split()

DOI = "10.5555/papershelf.2026.0042"
ARXIV = "2101.00001v2"


def prose(seed: int, sentences: int) -> str:
    """Deterministic sentences of plain words (no TeX specials), for filling pages."""
    rng = random.Random(seed)
    out = []
    for _ in range(sentences):
        words = [rng.choice(WORDS) for _ in range(rng.randint(8, 16))]
        out.append(" ".join(words).capitalize() + ".")
    return " ".join(out)


def page_sentence(page: int) -> str:
    """The one sentence that the long document prints on *page* only."""
    return f"The lighthouse keeper counted {page} seagulls before breakfast"


def typeset(folder: Path, name: str, tex: str) -> Path:
    """Run pdflatex on *tex* in *folder*; the PDF's path (raises with the log's tail)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.tex").write_text(tex, encoding="utf-8")
    assert PDFLATEX, "pdflatex is not installed"
    cmd = [PDFLATEX, "-interaction=nonstopmode", "-halt-on-error", f"{name}.tex"]
    run = subprocess.run(cmd, cwd=folder, capture_output=True, text=True, errors="replace")
    if run.returncode != 0:
        raise RuntimeError(f"pdflatex failed on {name}.tex:\n{run.stdout[-2000:]}")
    return folder / f"{name}.pdf"


def _article(body: str, preamble: str = "", options: str = "") -> str:
    """A whole LaTeX article around *body*."""
    return (
        f"\\documentclass[{options}]{{article}}\n"
        f"\\usepackage[utf8]{{inputenc}}\n{preamble}\n\\begin{{document}}\n{body}\n"
        "\\end{document}\n"
    )


def _title(title: str, authors: str) -> str:
    """A \\maketitle block (no date)."""
    return f"\\title{{{title}}}\n\\author{{{authors}}}\n\\date{{}}\n\\maketitle\n"


def doi_paper(folder: Path, seed: int = 1, doi: str = DOI, name: str = "doi_paper") -> Path:
    """A paper whose first page prints its DOI (no PDF metadata)."""
    body = _title("Sparse Graph Learning for Reading Lists", "Ada Lovelace \\and Alan Turing")
    body += f"\\noindent DOI: {doi}\n\n\\section{{Introduction}}\n{prose(seed, 40)}\n"
    return typeset(folder, name, _article(body))


def arxiv_paper(folder: Path, seed: int = 2) -> Path:
    """A preprint with arXiv's stamp printed sideways in the left margin of page 1."""
    stamp = f"arXiv:{ARXIV}  [cs.LG]  1 Jan 2021"
    preamble = (
        "\\usepackage{graphicx}\n\\usepackage{eso-pic}\n"
        "\\AddToShipoutPictureBG*{\\put(30,250){\\rotatebox{90}{\\Large\\sffamily "
        f"{stamp}}}}}}}"
    )
    body = _title("Attention Budgets in Long Documents", "Grace Hopper")
    body += f"\\section{{Method}}\n{prose(seed, 40)}\n"
    return typeset(folder, "arxiv_paper", _article(body, preamble))


def metadata_paper(folder: Path, seed: int = 3) -> Path:
    """A paper whose title and authors are only in its PDF metadata (hyperref)."""
    preamble = (
        "\\usepackage{hyperref}\n\\hypersetup{pdftitle={Quiet Metadata for Busy Readers},"
        "pdfauthor={Emmy Noether; Kurt Gödel}}"
    )
    body = f"{prose(seed, 30)}\n\n{prose(seed + 1, 30)}\n"
    return typeset(folder, "metadata_paper", _article(body, preamble))


TWO_COLUMN_LEFT = "The left column opens here"
TWO_COLUMN_RIGHT = "The right column opens here"


def two_column_paper(folder: Path, seed: int = 4) -> Path:
    """A two-column paper: ligatures (fi, ffi, fl), hyphenated words, a known column order."""
    body = _title("Two Columns of Efficient Affluence", "Marie Curie")
    left = f"{TWO_COLUMN_LEFT}. {prose(seed, 5)} Electroencephalography counterrevolutionaries "
    left += f"offer floating fine official waffles. {prose(seed + 1, 5)}"
    right = f"{TWO_COLUMN_RIGHT}. {prose(seed + 2, 30)}"
    body += f"\\section{{Start}}\n{left}\n\n\\newpage\n{right}\n"
    return typeset(folder, "two_column", _article(body, options="twocolumn"))


def long_document(folder: Path, pages: int = 300, name: str = "long_document") -> Path:
    """A *pages*-page report; page N carries `page_sentence(N)`."""
    chunks = [_title(f"A Report of {pages} Pages", "Rosalind Franklin")]
    chunks.append(f"{page_sentence(1)}. {prose(1, 8)}\n\\newpage\n")
    for page in range(2, pages + 1):
        chunks.append(f"{page_sentence(page)}. {prose(page, 12)}\n\\newpage\n")
    return typeset(folder, name, _article("".join(chunks), "\\pagestyle{plain}"))


CYRILLIC_SENTENCE = "Быстрая коричневая лиса прыгает через ленивую собаку"


def cyrillic_paper(folder: Path) -> Path:
    """A Russian paper (T2A fonts, with the cmap package so its text can be read back)."""
    tex = (
        "\\documentclass{article}\n\\usepackage{cmap}\n\\usepackage[T2A]{fontenc}\n"
        "\\usepackage[utf8]{inputenc}\n\\begin{document}\n"
        "\\title{Обучение на графах}\n\\author{Софья Ковалевская}\n\\date{}\n\\maketitle\n"
        f"\\section*{{Введение}}\n{CYRILLIC_SENTENCE}. Съешь же ещё этих мягких "
        "французских булок, да выпей чаю.\n\\end{document}\n"
    )
    return typeset(folder, "cyrillic", tex)


def _png(width: int, height: int, seed: int) -> bytes:
    """A grey-noise PNG (a stand-in for a scanned page), written by hand."""
    rng = random.Random(seed)
    row = lambda: b"\x00" + bytes(rng.randrange(256) for _ in range(width))  # noqa: E731
    rows = b"".join(row() for _ in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        """One PNG chunk: length, type, data, CRC."""
        body = kind + data
        return len(data).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")

    header = width.to_bytes(4, "big") + height.to_bytes(4, "big") + b"\x08\x00\x00\x00\x00"
    idat = zlib.compress(rows)
    chunks = chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")
    return b"\x89PNG\r\n\x1a\n" + chunks


def scanned_paper(folder: Path) -> Path:
    """An image-only PDF (two pages of pictures, no text layer), like a scan."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "scan.png").write_bytes(_png(64, 80, 7))
    body = "\\pagestyle{empty}\n\\noindent\\includegraphics[width=\\textwidth]{scan.png}\n"
    body += "\\newpage\n\\noindent\\includegraphics[width=\\textwidth]{scan.png}\n"
    return typeset(folder, "scanned", _article(body, "\\usepackage{graphicx}"))


def encrypted_copy(source: Path, target: Path, password: str = "secret") -> Path:
    """*source* encrypted with a user password (pypdf), so it cannot be read without it."""
    from pypdf import PdfReader, PdfWriter

    writer = PdfWriter(clone_from=PdfReader(source))
    writer.encrypt(user_password=password, owner_password=password + "-owner")
    with target.open("wb") as out:
        writer.write(out)
    return target


def damaged_copy(source: Path, target: Path) -> Path:
    """The first third of *source*: a header and objects, but no xref, no trailer, no end."""
    data = source.read_bytes()
    target.write_bytes(data[: len(data) // 3])
    return target


LINKED_TARGET = "The method section begins with this sentence"


def linked_paper(folder: Path, seed: int = 5) -> Path:
    """A three-page paper with hyperref: an outline, a link to a section, a link to a site."""
    preamble = "\\usepackage{hyperref}\n\\hypersetup{pdftitle={Links Between Pages}}"
    body = _title("Links Between Pages", "Lise Meitner")
    body += "\\section{Introduction}\\label{sec:intro}\n"
    body += f"As Section~\\ref{{sec:method}} shows, {prose(seed, 6)} "
    body += "See \\href{https://example.org/papershelf}{the project page}.\n\\newpage\n"
    body += f"\\section{{Results}}\n{prose(seed + 1, 20)}\n\\newpage\n"
    body += f"\\section{{Method}}\\label{{sec:method}}\n{LINKED_TARGET}. {prose(seed + 2, 10)}\n"
    typeset(folder, "linked", _article(body, preamble))  # writes the .aux and .out files
    return typeset(folder, "linked", _article(body, preamble))  # which this run reads
