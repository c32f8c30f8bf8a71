"""Peewee models of a Papershelf library; bound to a database when a library is opened."""

from __future__ import annotations

from datetime import datetime
from enum import IntEnum
from typing import Any

from peewee import (
    SQL,
    AutoField,
    BigIntegerField,
    BooleanField,
    CompositeKey,
    DatabaseProxy,
    DateTimeField,
    FloatField,
    ForeignKeyField,
    IntegerField,
    Model,
    TextField,
)

from papershelf.library import raw_bibtex

database_proxy = DatabaseProxy()


class Status(IntEnum):
    """Where a person is with a paper."""

    UNREAD = 0
    READING = 1
    READ = 2

    @property
    def label(self) -> str:
        """The word shown for this status."""
        return self.name.capitalize()

    @classmethod
    def parse(cls, text: str) -> Status:
        """Read a status from its name ('unread', 'reading', 'read'); ValueError otherwise."""
        try:
            return cls[text.strip().upper()]
        except KeyError:
            raise ValueError(f"unknown status {text!r} (use unread, reading or read)") from None


def text_field(default: str = "", **kwargs: Any) -> TextField:
    """A text column with its default in the schema too, so raw SQL inserts get it."""
    return TextField(default=default, constraints=[SQL(f"DEFAULT '{default}'")], **kwargs)


class RawFieldsField(TextField):
    """entry_bibtex.raw_fields: JSON text, which SQLite stores packed (library/raw_bibtex.py);
    peewee's reads (copies, dumps) give the text on either backend."""

    def python_value(self, value: Any) -> Any:
        """The JSON text of the stored value."""
        return None if value is None else raw_bibtex.text_of(value)


def int_field(default: int = 0, **kwargs: Any) -> IntegerField:
    """An integer column with its default in the schema too."""
    return IntegerField(default=default, constraints=[SQL(f"DEFAULT {default}")], **kwargs)


def now() -> datetime:
    """The current local time without microseconds, as stored in the library."""
    return datetime.now().replace(microsecond=0)


class BaseModel(Model):
    """Base of every table: bound to the open library's database."""

    class Meta:
        database = database_proxy
        legacy_table_names = False


class Entry(BaseModel):
    """One paper: the columns the app shows, sorts and searches on."""

    id = AutoField()
    key = TextField(unique=True, collation="NOCASE")
    entry_type = text_field("misc")
    title = text_field("", index=True, collation="NOCASE")
    title_inferred = BooleanField(default=False, constraints=[SQL("DEFAULT 0")])
    authors_text = text_field("")
    author_sort = text_field("", index=True, collation="NOCASE")
    year = IntegerField(null=True, index=True)
    venue = text_field("", index=True, collation="NOCASE")
    abstract = text_field("")
    doi = text_field("", index=True)
    url = text_field("")
    keywords = text_field("")
    notes = text_field("")
    status = int_field(int(Status.UNREAD), index=True)
    rating = int_field(0, index=True)
    date_added = DateTimeField(
        default=now, index=True, constraints=[SQL("DEFAULT CURRENT_TIMESTAMP")]
    )
    date_modified = DateTimeField(default=now, constraints=[SQL("DEFAULT CURRENT_TIMESTAMP")])
    read_on = DateTimeField(null=True)
    # Normalised identity used to spot the same paper imported twice.
    fingerprint = text_field("", index=True)
    # The first of the entry's tag names, for sorting by tags; triggers keep it (tag_order).
    tag_sort = text_field("", index=True, collation="NOCASE")
    # Optimistic concurrency (schema v8): +1 on every change of the entry, and who made the
    # last one when (the OS user on a file, the role on a server); see library/versions.py.
    version = int_field(1)
    changed_by = text_field("")
    changed_at = DateTimeField(null=True)
    # Duplicate lookup keys (schema v11, library/match_keys.py): 64-bit hashes of the
    # normalised DOI, arXiv id, title with year and its two blocking keys, each with a
    # partial index; match_stale = 1 until the import computes them (triggers set it again
    # when a column they are made of changes).
    match_doi = BigIntegerField(null=True)
    match_arxiv = BigIntegerField(null=True)
    match_title = BigIntegerField(null=True)
    match_head = BigIntegerField(null=True)
    match_tail = BigIntegerField(null=True)
    match_stale = int_field(1)


class Person(BaseModel):
    """An author or editor of an entry, in order, parsed."""

    # No index of its own: the primary key starts with entry_id.
    entry = ForeignKeyField(Entry, backref="people", on_delete="CASCADE", index=False)
    role = text_field("author")
    position = IntegerField()
    family = text_field("")
    given = text_field("")
    von = text_field("")
    jr = text_field("")
    raw = text_field("")

    class Meta:
        # No surrogate id: rewriting an entry's people (and undoing it) gives identical rows.
        # WITHOUT ROWID: the primary key is the table, one B-tree instead of two (schema v5).
        primary_key = CompositeKey("entry", "role", "position")
        without_rowid = True


class EntryField(BaseModel):
    """A BibTeX field the app has no column for, kept in file order with its exact value.

    No index of its own on entry_id: the primary key's starts with it (a second one cost
    9 MB of a 100k library, issue 38)."""

    entry = ForeignKeyField(Entry, backref="extra_fields", on_delete="CASCADE", index=False)
    position = IntegerField()
    name = TextField()
    value = text_field("")

    class Meta:
        primary_key = CompositeKey("entry", "position")


class Tag(BaseModel):
    """A label with a colour; names are unique regardless of case."""

    id = AutoField()
    name = TextField(unique=True, collation="NOCASE")
    color = text_field("#5b8def")
    version = int_field(1)  # +1 on every rename or recolour (schema v8)


class EntryTag(BaseModel):
    """Which entry carries which tag."""

    entry = ForeignKeyField(Entry, on_delete="CASCADE")
    tag = ForeignKeyField(Tag, on_delete="CASCADE", index=True)

    class Meta:
        primary_key = CompositeKey("entry", "tag")


class ReadingList(BaseModel):
    """A named, ordered queue of entries."""

    id = AutoField()
    name = TextField(unique=True, collation="NOCASE")
    description = text_field("")
    created = DateTimeField(default=now, constraints=[SQL("DEFAULT CURRENT_TIMESTAMP")])
    version = int_field(1)  # +1 on every rename or new description (schema v8)


class ListMembership(BaseModel):
    """An entry's place in a reading list, with a note on why it is there."""

    reading_list = ForeignKeyField(ReadingList, on_delete="CASCADE")
    entry = ForeignKeyField(Entry, on_delete="CASCADE", index=True)
    position = FloatField()
    note = text_field("")

    class Meta:
        primary_key = CompositeKey("reading_list", "entry")


class SavedSearch(BaseModel):
    """A query kept under a name, shown as a smart list; scope is the sidebar part ('tag:3')."""

    id = AutoField()
    name = TextField(unique=True, collation="NOCASE")
    query = text_field("")
    scope = text_field("")
    version = int_field(1)  # +1 on every rename or new query (schema v8)


class ImportSource(BaseModel):
    """A BibTeX file entries were imported from; its library blocks are kept with it."""

    id = AutoField()
    path = text_field("")
    imported = DateTimeField(default=now, constraints=[SQL("DEFAULT CURRENT_TIMESTAMP")])


class BibBlock(BaseModel):
    """An @string, @preamble, @comment or free-text block of an imported file, in file order.

    before_entry is the entry the block stood before (None: after the last one). It is not
    a foreign key: a comment outlives its entry's deletion, so that undoing it puts it back.
    """

    source = ForeignKeyField(ImportSource, on_delete="CASCADE")
    position = IntegerField()
    kind = TextField()
    name = text_field("")
    raw = text_field("")
    line = int_field(0)
    before_entry = IntegerField(null=True)

    class Meta:
        primary_key = CompositeKey("source", "position")


class EntryBibtex(BaseModel):
    """An entry's BibTeX fields exactly as its file had them, and the file it came from.

    raw_fields is a JSON list of [name, raw expression] pairs in file order (every field,
    columns included): one row per entry, because a row per field made imports 5x slower
    to store. The writer puts a raw value back wherever it still decodes to the entry's
    current value, so edits never need to touch this row. Read it through
    raw_bibtex.fields_of (SQLite stores it packed).
    """

    entry = ForeignKeyField(Entry, primary_key=True, on_delete="CASCADE")
    source = ForeignKeyField(ImportSource, null=True, on_delete="SET NULL", index=True)
    raw_fields = RawFieldsField(default="[]", constraints=[SQL("DEFAULT '[]'")])


class NotDuplicate(BaseModel):
    """Two entries a person said are different papers (first < second), never offered again."""

    first = ForeignKeyField(Entry, on_delete="CASCADE")
    second = ForeignKeyField(Entry, on_delete="CASCADE", index=True)

    class Meta:
        primary_key = CompositeKey("first", "second")


class Setting(BaseModel):
    """A library-wide setting the CLI and the app share (the citation key pattern)."""

    name = TextField(primary_key=True)
    value = text_field("")


class AutoExport(BaseModel):
    """A reading list (or, with no list, the whole library) kept written to a .bib file.

    list_id is not a foreign key: a binding outlives its list's deletion and works again
    when undo brings the list back under the same id.
    """

    id = AutoField()
    list_id = IntegerField(null=True)
    path = TextField(unique=True)
    flavour = text_field("bibtex")


class Attachment(BaseModel):
    """A file kept with an entry: where it is, the name it had, and how its field wrote it.

    path is absolute (a relative one from a .bib is resolved against the file's folder when
    it is read). managed: the file is the library's own copy in the managed folder, moved
    when the entry's key or title changes. trusted: the path may be opened without asking
    (False for an imported path outside the library's, the managed and the .bib's folder).
    field, flavour and field_text say how the link was written ('file' or 'ris-l1';
    formats.file_field's flavours; the link's text as read, written back while path is
    unchanged, '' for a link made here).
    """

    id = AutoField()
    entry = ForeignKeyField(Entry, backref="attachments", on_delete="CASCADE", index=True)
    position = IntegerField()
    path = TextField()
    name = text_field("")
    kind = text_field("file")
    managed = BooleanField(default=False, constraints=[SQL("DEFAULT 0")])
    trusted = BooleanField(default=True, constraints=[SQL("DEFAULT 1")])
    field = text_field("file")
    flavour = text_field("jabref")
    field_text = text_field("")


class Annotation(BaseModel):
    """A mark a person made in an entry's PDF: a highlight, underline, strike-out, sticky note
    or area on a page, with the words it marks, a comment, colour, tags and who made it.

    rects: JSON [[left, bottom, right, top], ...] in PDF points, one a marked line. tags:
    JSON list of names. source: 'library' (made here), 'file' (read from the PDF) or
    'zotero' (brought by a Zotero import). file_id: its /NM id in the PDF (written out under it,
    read back under it, so nothing is duplicated). created/modified: ISO 8601 text.
    attachment: the PDF it was made in (NULL once that file is detached: the words stay).
    On a shared library (schema 11) an annotation is its member's (member: the login that
    stored it; author is the name the PDF gives) and private unless public is 1.
    """

    id = AutoField()
    entry = ForeignKeyField(Entry, on_delete="CASCADE", index=True)
    attachment = ForeignKeyField(Attachment, null=True, on_delete="SET NULL", index=True)
    page = IntegerField()
    kind = text_field("highlight")
    rects = text_field("[]")
    text = text_field("")
    comment = text_field("")
    colour = text_field("#ffd400")
    tags = text_field("[]")
    author = text_field("")
    source = text_field("library")
    file_id = text_field("")
    created = text_field("")
    modified = text_field("")
    public = int_field(0)  # schema 11: 1 shows it to every member of a shared library
    member = text_field("")  # schema 11: who stored it on a shared library ('' on a file)


class Member(BaseModel):
    """A person using a shared library: their database role and the name shown for them
    (schema v10; '' shows the role)."""

    role = TextField(primary_key=True)
    display_name = text_field("")


class MemberState(BaseModel):
    """One member's own reading state of one entry on a shared library (schema v10): status,
    rating, read date, private notes and private tags (JSON list), and notes they made public.

    On a SQLite library (one person) the entry's own columns hold the state and this table
    stays empty.
    """

    entry = ForeignKeyField(Entry, on_delete="CASCADE", index=True)
    member = TextField()
    status = int_field(int(Status.UNREAD))
    rating = int_field(0)
    read_on = DateTimeField(null=True)
    notes = text_field("")  # private
    public_notes = text_field("")  # shown to every member in the detail pane
    tags = text_field("[]")  # private tag names
    changed_at = DateTimeField(null=True)
    version = int_field(1)

    class Meta:
        primary_key = CompositeKey("entry", "member")
        indexes = ((("member", "status"), False),)


class ClubSession(BaseModel):
    """A journal club's session: the paper of a list discussed on a date, presented by a
    member (schema v10). A list with any sessions is a club."""

    reading_list = ForeignKeyField(ReadingList, on_delete="CASCADE")
    entry = ForeignKeyField(Entry, on_delete="CASCADE", index=True)
    session_date = TextField()  # ISO date, YYYY-MM-DD
    presenter = text_field("")  # a member's role

    class Meta:
        primary_key = CompositeKey("reading_list", "entry")


class Assignment(BaseModel):
    """A paper given to a member to read by a due date (schema v10)."""

    entry = ForeignKeyField(Entry, on_delete="CASCADE", index=True)
    member = TextField(index=True)
    due = text_field("")  # ISO date, '' for none
    assigned_by = text_field("")
    created = DateTimeField(default=now, constraints=[SQL("DEFAULT CURRENT_TIMESTAMP")])

    class Meta:
        primary_key = CompositeKey("entry", "member")


class ReadingPosition(BaseModel):
    """Where a member left a PDF in the reader on a shared library (schema v11): the page
    (0-based), the part of it scrolled past and the zoom. A file's reader keeps its positions
    in the computer's settings instead, and this table stays empty there."""

    attachment = ForeignKeyField(Attachment, on_delete="CASCADE")
    member = TextField()
    entry = ForeignKeyField(Entry, on_delete="CASCADE", index=True)  # the attachment's entry
    page = int_field(0)
    fraction = FloatField(default=0.0, constraints=[SQL("DEFAULT 0")])
    scale = FloatField(default=1.0, constraints=[SQL("DEFAULT 1")])
    changed_at = DateTimeField(null=True)

    class Meta:
        primary_key = CompositeKey("attachment", "member")


# The tables schema version 10 added (per-person state, journal clubs, assignments).
V10_MODELS: list[type[BaseModel]] = [Member, MemberState, ClubSession, Assignment]
# The tables schema version 11 added (each member's reader positions).
V11_MODELS: list[type[BaseModel]] = [ReadingPosition]

MODELS: list[type[BaseModel]] = [
    Entry,
    Person,
    EntryField,
    Tag,
    EntryTag,
    ReadingList,
    ListMembership,
    SavedSearch,
    ImportSource,
    BibBlock,
    EntryBibtex,
    NotDuplicate,
    Setting,
    AutoExport,
    Attachment,
    Annotation,
    *V10_MODELS,
    *V11_MODELS,
]
# The tables schema version 3 added (the migration creates them in an older library).
V3_MODELS: list[type[BaseModel]] = [
    ImportSource, BibBlock, EntryBibtex, NotDuplicate, Setting, AutoExport
]  # fmt: skip
