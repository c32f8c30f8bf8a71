"""Zotero item types, fields and creator roles as BibTeX/BibLaTeX types and fields.

Types follow Zotero's own BibTeX export (bookSection -> incollection, report -> techreport,
manuscript -> unpublished, letters, films and the like -> misc, a thesis whose type says
"master" -> mastersthesis) and, where Papershelf knows the BibLaTeX type, Better
BibLaTeX's (webpage, blogPost, forumPost -> online; computerProgram -> software; dataset;
patent). Magazine and newspaper articles keep what they are in `entrysubtype`, as Better
BibLaTeX writes it; a type that becomes `misc` keeps its Zotero name in `zotero-type`.

Fields follow the same exports' field maps (place -> address, publicationTitle -> journal
or booktitle, issue -> number, abstractNote -> abstract, rights -> copyright, ...); a
field neither names is kept under its own name in lower case, so nothing is dropped.
"""

from __future__ import annotations

# Zotero type -> BibTeX/BibLaTeX type (anything not here: misc).
ENTRY_TYPES = {
    "journalArticle": "article", "magazineArticle": "article", "newspaperArticle": "article",
    "book": "book", "bookSection": "incollection", "thesis": "phdthesis",
    "conferencePaper": "inproceedings", "report": "techreport", "manuscript": "unpublished",
    "webpage": "online", "blogPost": "online", "forumPost": "online",
    "computerProgram": "software", "dataset": "dataset", "patent": "patent",
    "encyclopediaArticle": "incollection", "dictionaryEntry": "incollection",
    "preprint": "misc",
}  # fmt: skip
SUBTYPES = {"magazineArticle": "magazine", "newspaperArticle": "newspaper"}

# Zotero fields whose BibTeX name is another (the venue fields are chosen by type below).
FIELD_NAMES = {
    "abstractNote": "abstract", "place": "address", "issue": "number",
    "reportNumber": "number", "patentNumber": "number", "billNumber": "number",
    "ISBN": "isbn", "ISSN": "issn", "DOI": "doi", "rights": "copyright",
    "shortTitle": "shorttitle", "journalAbbreviation": "shortjournal", "numPages": "pagetotal",
    "conferenceName": "eventtitle", "accessDate": "urldate", "callNumber": "lccn",
    "thesisType": "type", "reportType": "type", "manuscriptType": "type",
    "letterType": "type", "websiteType": "type", "presentationType": "type", "genre": "type",
    "university": "school", "versionNumber": "version", "company": "organization",
    "seriesTitle": "series", "bookTitle": "booktitle", "proceedingsTitle": "booktitle",
    "encyclopediaTitle": "booktitle", "dictionaryTitle": "booktitle",
    "websiteTitle": "organization", "blogTitle": "organization", "forumTitle": "organization",
    "programTitle": "booktitle", "repository": "publisher", "archiveID": "eprint",
}  # fmt: skip
# Types whose publicationTitle is a book or proceedings (booktitle), not a journal.
_BOOKISH = {"incollection", "inproceedings", "inbook"}
# Zotero fields read into a record's columns or handled on their own.
OWN_FIELDS = frozenset({"title", "date", "DOI", "url", "abstractNote", "extra", "citationKey"})

# Creator roles -> the BibTeX name-list field they go in ('author' is the record's people).
ROLE_FIELDS = {
    "author": "author", "editor": "editor", "bookAuthor": "bookauthor",
    "translator": "translator", "seriesEditor": "editor", "contributor": "contributor",
    "inventor": "author", "programmer": "author", "artist": "author", "director": "author",
    "interviewee": "author", "podcaster": "author", "sponsor": "author",
    "cartographer": "author", "composer": "author", "presenter": "author",
    "performer": "author", "recipient": "recipient", "reviewedAuthor": "reviewedauthor",
    "interviewer": "interviewer", "commenter": "commentator", "wordsBy": "lyricist",
    "cosponsor": "contributor", "counsel": "contributor", "attorneyAgent": "contributor",
    "guest": "contributor", "castMember": "contributor", "producer": "contributor",
    "scriptwriter": "contributor",
}  # fmt: skip


def entry_type(zotero_type: str, values: dict[str, str]) -> str:
    """The BibTeX type of a Zotero item of zotero_type with these field values."""
    kind = ENTRY_TYPES.get(zotero_type, "misc")
    if kind == "phdthesis" and "master" in values.get("thesisType", "").lower():
        return "mastersthesis"
    return kind


def field_name(zotero_field: str, kind: str) -> str:
    """The BibTeX field a Zotero field of an entry of BibTeX type kind goes in."""
    if zotero_field == "publicationTitle":
        return "booktitle" if kind in _BOOKISH else "journal"
    if zotero_field in ("publisher", "institution") and kind in ("phdthesis", "mastersthesis"):
        return "school"
    if zotero_field == "publisher" and kind == "techreport":
        return "institution"
    return FIELD_NAMES.get(zotero_field, zotero_field.lower())


def role_field(role: str) -> str:
    """The BibTeX name-list field for a Zotero creator role."""
    return ROLE_FIELDS.get(role, role.lower())
