"""Metadata from scholarly services (Crossref, doi.org, arXiv, …): the client and the lookups.

Qt-free: the CLI calls these directly, the GUI on a worker thread. Nothing here runs unless the
user asked for a lookup.
"""
