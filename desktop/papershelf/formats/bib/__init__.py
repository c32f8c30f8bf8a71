"""BibTeX and BibLaTeX (.bib): the facade (bibtex), scanner, reader, writer, fields, keys, the file
field, JabRef's and BibDesk's additions, the data model."""
