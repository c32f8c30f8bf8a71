"""Writing projects (issue 35): LaTeX and Markdown documents linked to the library.

- `store`: the linked projects, kept as JSON in the library's `setting` table (so the CLI
  and the app share them; no table of their own, no schema change).
- `status`: a document's citations against the library: cited, cited but missing (with
  the closest library entries), list members never cited, entries a style will warn about.
- `cited_export`: only the cited entries (and the crossref / xdata / entryset parents they
  need) written as BibTeX, BibLaTeX or CSL-JSON through services/exporting; a linked
  project's own .bib kept current.

The citations themselves are read by formats/tex_project.
"""
