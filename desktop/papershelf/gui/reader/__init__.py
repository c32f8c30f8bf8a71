"""The PDF reader: a window per PDF, pages rendered off the GUI thread, annotations that are
the library's (services.annotations) and undoable on the window's undo stack.

- `launcher`: Paper › Read PDF (Ctrl+R) opens the selected paper's PDF here; the one hook
  into the main window.
- `window`: the reader window: its actions and keys, toolbar, find bar, side panel.
- `positions`: where the reader left each PDF (this computer's settings), read without
  loading the reader.
- `pages`: the scrolling view of the pages: layout, painting, selection, links, zoom.
- `jobs`: one background thread asking the PDF worker process for bitmaps, text and links,
  with a bounded cache of rendered pages.
- `asks`: what the view asks the jobs for after a paint, in the order it is drawn, once.
- `painting`: a page's tiles, backdrop and marks painted (each pixel once, tiles copied).
- `panel`: the annotations side panel (sorted by page; click = jump; comment editor).
- `commands`: undo steps for annotations.
"""
