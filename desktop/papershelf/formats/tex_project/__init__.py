"""What a writing project cites, read from its files (no library, no Qt).

- `citations`: the `Citations` value every reader returns (keys in first-cited order,
  whether everything is cited, the bibliography files the document names, files read).
- `aux`: BibTeX's `.aux` (`\\citation`, `\\bibdata`, nested `\\@input`).
- `bcf`: biblatex's control file (citekeys per section, data sources).
- `latex_source`: one `.tex` file's text: comments and verbatim stripped, cite commands
  (plain, natbib, biblatex, multi-cites), includes, bibliography resources.
- `latex_tree`: a document's sources, includes followed.
- `markdown`: pandoc / Quarto / R Markdown citations and the YAML `bibliography`.
- `document`: a project path (a file or a folder) to its `Citations`.
"""
