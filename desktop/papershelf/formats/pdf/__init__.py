"""PDFs for reading: pages rendered, text with boxes, search, links and annotations (no Qt).

- `geometry`: rectangles in PDF points and the page-to-pixel mapping of a rendered page.
- `engine`: PDFium (pypdfium2) in this process: rendering, text, search, outline.
- `values`: what the engine answers, as plain values (the GUI imports them, not PDFium).
- `loaded`: the worker's last few loaded pages, shared by a page's tiles, text and links.
- `worker`: the same engine in a separate process, so a PDF that crashes or hangs PDFium
  costs a message ("this PDF could not be shown"), never the app.
- `text`: a page's characters and boxes: hit testing, selections, mended copy text.
- `annotations`: annotations read from a PDF's /Annots (pypdf), and links.
- `writing`: annotations written into a PDF (pypdf) with stable /NM ids, after a backup.
- `png`: an RGB image as a PNG file (no imaging library).
- `layout`: a page's lines with their font sizes, boxes and weight (the worker's "lines").
- `title_page`: title, authors, year, abstract and venue read from those lines (no PDFium).
- `pdf_text`: a PDF's text page by page (pypdf), and the identifiers, title and authors in it.
- `inferred`: the record a PDF makes offline: its metadata checked against its title page.
"""
