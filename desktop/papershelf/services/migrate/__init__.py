"""Bringing a library from another reference manager: Zotero's own database (zotero.py),
with the tags, reading lists, undo step and report every migration shares (organise.py,
report.py)."""
