"""Feature modules: each wires one capability (import, BibTeX, citations, files, full text, triage,
reading together) into the window."""
