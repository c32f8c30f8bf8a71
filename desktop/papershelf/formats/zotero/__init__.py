"""Zotero's own database as Papershelf records: items, people, notes, files, collections.

The rows come from library.zotero_sql (the only place that runs SQL on zotero.sqlite);
here they become plain values with no database in sight:

- types: Zotero item types and fields as BibTeX/BibLaTeX ones (Zotero's BibTeX export and
  Better BibLaTeX are the references), creator roles as name-list fields;
- extra: the `key: value` lines of Zotero's Extra field, Better BibTeX's citation key;
- notes: a note's HTML as the project's note markup;
- annotations: highlights, underlines, notes, image, ink and text annotations as records;
- items: the rows grouped into items, attachments, notes and collections, and each item
  as a formats.records.Record.
"""
