"""The PDF worker's last few loaded pages: a page's tiles, text and links share one load.

A reader asks for a page's tiles, then its text and links, then the tiles of the pages
around it, so PDFium would parse the same page's content several times in a row (1-10 ms
each for a typeset page). Pages stay loaded here until KEEP newer ones were asked for, or
their document closes (PDFium closes a document's pages with it).
"""

from __future__ import annotations

import contextlib
from collections import OrderedDict
from typing import Any

KEEP = 4  # pages kept loaded: those on screen and one beyond


# (id(document), index) -> (document, page), the least recently used first
_LOADED: OrderedDict[tuple[int, int], tuple[Any, Any]] = OrderedDict()


def page(document: Any, index: int) -> Any:
    """Page *index* of *document*, loaded once and kept among the KEEP latest; the caller
    must not close it."""
    key = (id(document), index)
    held = _LOADED.get(key)
    if held is not None and held[0] is document:
        _LOADED.move_to_end(key)
        return held[1]
    loaded = document[index]
    _LOADED[key] = (document, loaded)  # the document held: its id is not reused
    while len(_LOADED) > KEEP:
        _key, (_document, old) = _LOADED.popitem(last=False)
        with contextlib.suppress(Exception):  # its document was closed, and closed it
            old.close()
    return loaded
