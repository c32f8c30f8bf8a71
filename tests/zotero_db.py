"""Zotero data folders for tests, built from Zotero's own schema (tests/data/zotero/schema).

`build_zotero(folder, schema)` makes folder/zotero.sqlite with the tables of Zotero 5
(userdata 107), 6 (121) or 7 (123) as Zotero's schema files create them (their source is in
tests/data/zotero/SOURCES.md), the global item types and fields a real Zotero 6 wrote,
and one small library in them: six regular items of six types, an item in the trash with
a note, a standalone note and a standalone file, child notes in Zotero's HTML, stored,
linked, base-relative and missing files and a web link, manual and automatic tags with a
colour, collections nested two deep with an empty one (and one in the trash where the
schema has deletedCollections), Extra lines with a Better BibTeX key, Zotero 7's own
citationKey field, better-bibtex.sqlite, and (Zotero 6 and 7) six annotations of six
kinds on a PDF. EXPECTED says what Zotero itself shows for it.

    python -m tests.zotero_db OUT_FOLDER 123     # a data folder to try by hand
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import sys
from pathlib import Path

from tests.paths import DATA

ZOTERO = DATA / "zotero"
SCHEMAS = {5: 107, 6: 121, 7: 123}
PDF = next((ZOTERO / "papis-zotero" / "storage").glob("*/*.pdf"))
# What Zotero shows for the library build_zotero makes (annotations: Zotero 6 and later).
EXPECTED = {
    "regular": 6, "trashed": 1, "standalone_files": 1, "standalone_notes": 1, "notes": 2,
    "files": 4, "missing": 1, "tags": 4, "collections": 4, "annotations": 6,
}  # fmt: skip


class _Writer:
    """Inserts items into a fresh Zotero database, looking ids up by name as Zotero does."""

    def __init__(self, db: sqlite3.Connection, schema: int) -> None:
        """A writer on db, a database of that userdata schema version."""
        self.db = db
        self.schema = schema
        self.next_id = 1

    def one(self, sql: str, params: tuple[object, ...]) -> int:
        """The first column of the first row."""
        return int(self.db.execute(sql, params).fetchone()[0])

    def item(self, kind: str, key: str, values: dict[str, str], modified: str = "") -> int:
        """A new item of type kind with field values; its itemID."""
        item_id, self.next_id = self.next_id, self.next_id + 1
        type_id = self.one("SELECT itemTypeID FROM itemTypesCombined WHERE typeName = ?", (kind,))
        stamp = modified or "2024-01-02 10:00:00"
        self.db.execute(
            "INSERT INTO items (itemID, itemTypeID, dateAdded, dateModified, libraryID, key) "
            "VALUES (?, ?, '2024-01-01 09:00:00', ?, 1, ?)",
            (item_id, type_id, stamp, key),
        )
        for name, value in values.items():
            self.value(item_id, name, value)
        return item_id

    def value(self, item_id: int, name: str, value: str) -> None:
        """Set one field of an item."""
        field_id = self.one("SELECT fieldID FROM fieldsCombined WHERE fieldName = ?", (name,))
        self.db.execute("INSERT OR IGNORE INTO itemDataValues (value) VALUES (?)", (value,))
        value_id = self.one("SELECT valueID FROM itemDataValues WHERE value = ?", (value,))
        self.db.execute(
            "INSERT OR REPLACE INTO itemData VALUES (?, ?, ?)", (item_id, field_id, value_id)
        )

    def creators(self, item_id: int, people: list[tuple[str, str, str, int]]) -> None:
        """(role, first, last, fieldMode) in order."""
        for order, (role, first, last, mode) in enumerate(people):
            self.db.execute(
                "INSERT OR IGNORE INTO creators (firstName, lastName, fieldMode) VALUES (?, ?, ?)",
                (first, last, mode),
            )
            creator = self.one(
                "SELECT creatorID FROM creators WHERE firstName = ? AND lastName = ? "
                "AND fieldMode = ?", (first, last, mode),
            )  # fmt: skip
            role_id = self.one(
                "SELECT creatorTypeID FROM creatorTypes WHERE creatorType = ?", (role,)
            )
            self.db.execute(
                "INSERT INTO itemCreators VALUES (?, ?, ?, ?)", (item_id, creator, role_id, order)
            )

    def tag(self, item_id: int, name: str, automatic: bool = False) -> None:
        """Tag an item (type 1: added automatically)."""
        self.db.execute("INSERT OR IGNORE INTO tags (name) VALUES (?)", (name,))
        tag_id = self.one("SELECT tagID FROM tags WHERE name = ?", (name,))
        self.db.execute("INSERT INTO itemTags VALUES (?, ?, ?)", (item_id, tag_id, int(automatic)))

    def note(self, parent: int | None, key: str, html: str) -> int:
        """A note under parent (or standalone)."""
        note_id = self.item("note", key, {})
        self.db.execute(
            "INSERT INTO itemNotes (itemID, parentItemID, note, title) VALUES (?, ?, ?, '')",
            (note_id, parent, html),
        )
        return note_id

    def attachment(
        self, parent: int | None, key: str, mode: int, path: str | None, title: str,
        url: str = "",
    ) -> int:  # fmt: skip
        """A file or link under parent (or standalone)."""
        values = {"title": title, **({"url": url} if url else {})}
        attachment_id = self.item("attachment", key, values)
        self.db.execute(
            "INSERT INTO itemAttachments (itemID, parentItemID, linkMode, contentType, path) "
            "VALUES (?, ?, ?, ?, ?)",
            (attachment_id, parent, mode, "application/pdf" if path else "text/html", path),
        )
        return attachment_id

    def annotation(self, on: int, key: str, kind: int, **values: object) -> None:
        """An annotation of type kind on the attachment on."""
        annotation_id = self.item("annotation", key, {})
        self.db.execute(
            "INSERT INTO itemAnnotations (itemID, parentItemID, type, authorName, text, comment, "
            "color, pageLabel, sortIndex, position, isExternal) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
            (annotation_id, on, kind, values.get("author", ""), values.get("text"),
             values.get("comment"), values.get("color", "#ffd400"), values.get("page", "1"),
             values.get("sort", "00000|000000|00000"), json.dumps(values.get("position", {})),
             0),
        )  # fmt: skip

    def collection(self, name: str, key: str, parent: int | None, items: list[int]) -> int:
        """A collection with these items, in order."""
        self.db.execute(
            "INSERT INTO collections (collectionName, parentCollectionID, libraryID, key) "
            "VALUES (?, ?, 1, ?)", (name, parent, key),
        )  # fmt: skip
        collection_id = self.one("SELECT collectionID FROM collections WHERE key = ?", (key,))
        for order, item_id in enumerate(items):
            self.db.execute(
                "INSERT INTO collectionItems VALUES (?, ?, ?)", (collection_id, item_id, order)
            )
        return collection_id


def empty_zotero(folder: Path, zotero: int = 7) -> Path:
    """folder/zotero.sqlite with Zotero version 5, 6 or 7's tables and nothing in them."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "zotero.sqlite"
    schema = SCHEMAS[zotero]
    db = sqlite3.connect(path)
    user_sql = (ZOTERO / "schema" / f"userdata-{schema}.sql").read_text(encoding="utf-8")
    global_sql = (ZOTERO / "schema" / "global-zotero6.sql").read_text(encoding="utf-8")
    # One transaction (each statement of a script alone would wait for the disk); the
    # userdata files hold no global tables.
    db.executescript(f"BEGIN;\n{user_sql}\n{global_sql}\nCOMMIT;")
    db.execute("INSERT INTO version VALUES ('userdata', ?)", (schema,))
    db.execute(
        "INSERT INTO libraries (libraryID, type, editable, filesEditable) VALUES (1, 'user', 1, 1)"
    )
    db.commit()
    db.close()
    return path


def build_zotero(folder: Path, zotero: int = 7, *, better_bibtex: bool = True) -> Path:
    """A Zotero data folder of Zotero version 5, 6 or 7 (see the module docstring)."""
    path = empty_zotero(folder, zotero)
    db = sqlite3.connect(path)
    _fill(_Writer(db, SCHEMAS[zotero]), folder)
    db.commit()
    db.close()
    if better_bibtex:
        _better_bibtex(folder / "better-bibtex.sqlite")
    return path


def write_items(database: Path, items: int, pdfs: int, pdf: Path) -> None:
    """Add items journal articles (the first pdfs of them with a stored copy of pdf), each
    with two or three authors, six fields, a tag and one of ten collections: a library at
    scale for the benchmark (bench/zotero_bench.py)."""
    db = sqlite3.connect(database)
    writer = _Writer(db, 123)
    writer.next_id = 1 + int(db.execute("SELECT coalesce(max(itemID), 0) FROM items").fetchone()[0])
    collections = [writer.collection(f"Topic {n}", f"TOPIC{n:03d}", None, []) for n in range(10)]
    for number in range(items):
        key = f"K{number:07d}"
        item = writer.item("journalArticle", key, {
            "title": f"A study of problem {number} in the theory of examples",
            "date": f"{1990 + number % 35}-03-00 {1990 + number % 35}",
            "publicationTitle": f"Journal of Examples {number % 40}", "volume": str(number % 90),
            "pages": f"{number % 300}-{number % 300 + 12}", "DOI": f"10.5555/example.{number}",
        })  # fmt: skip
        people = [("author", "Ann", f"Author{number % 997}", 0),
                  ("author", "Bo", f"Writer{number % 499}", 0)]  # fmt: skip
        writer.creators(item, people + ([("author", "Cy", "Third", 0)] if number % 3 else []))
        writer.tag(item, f"topic-{number % 25}")
        db.execute(
            "INSERT INTO collectionItems VALUES (?, ?, ?)",
            (collections[number % 10], item, number),
        )
        if number < pdfs:
            writer.attachment(item, f"P{number:07d}", 0, "storage:paper.pdf", "Full Text PDF")
            _stored(database.parent, f"P{number:07d}", "paper.pdf", pdf)
    db.commit()
    db.close()


def add_annotation(database: Path, on: str, key: str, kind: int, **values: object) -> None:
    """Add an annotation of type kind (and _Writer.annotation's values) to the attachment
    whose key is on, in a database build_zotero made."""
    db = sqlite3.connect(database)
    writer = _Writer(db, 123)
    writer.next_id = 1 + int(db.execute("SELECT max(itemID) FROM items").fetchone()[0])
    writer.annotation(writer.one("SELECT itemID FROM items WHERE key = ?", (on,)), key, kind,
                      **values)  # fmt: skip
    if values.get("external"):
        db.execute("UPDATE itemAnnotations SET isExternal = 1 WHERE itemID = ?",
                   (writer.next_id - 1,))  # fmt: skip
    db.commit()
    db.close()


def _fill(w: _Writer, folder: Path) -> None:
    """The library EXPECTED describes."""
    article = w.item("journalArticle", "AAAA1111", {
        "title": "Attention Is All You Need", "date": "2017-06-12 2017-06-12",
        "publicationTitle": "Advances in Neural Information Processing Systems",
        "volume": "30", "pages": "5998-6008", "DOI": "10.48550/arXiv.1706.03762",
        "extra": "Citation Key: vaswani2017attention\noriginal-date: 2017\n"
                 "tex.eprinttype: arxiv\nRead on the train.",
    })  # fmt: skip
    w.creators(article, [("author", "Ashish", "Vaswani", 0), ("author", "Noam", "Shazeer", 0),
                         ("editor", "Isabelle", "Guyon", 0)])  # fmt: skip
    w.tag(article, "transformers")
    w.tag(article, "nlp/attention")
    w.tag(article, "auto tag", automatic=True)
    w.note(article, "NOTE1111", '<div data-schema-version="8"><h1>Summary</h1><p>Uses '
           "<strong>self-attention</strong> and <em>no</em> recurrence.</p><ul><li>8 heads</li>"
           "<li>BLEU 28.4</li></ul></div>")  # fmt: skip
    pdf = w.attachment(article, "PDF11111", 0, "storage:vaswani.pdf", "Full Text PDF")
    _stored(folder, "PDF11111", "vaswani.pdf")
    book = w.item("book", "BBBB2222", {
        "title": "Deep Learning", "date": "2016-00-00 2016", "publisher": "MIT Press",
        "place": "Cambridge, MA", "ISBN": "978-0262035613",
        **({"citationKey": "goodfellow2016deep"} if w.schema >= 123 else {}),
    })  # fmt: skip
    w.creators(book, [("author", "Ian", "Goodfellow", 0), ("author", "Yoshua", "Bengio", 0),
                      ("author", "", "Deep Learning Study Group", 1)])  # fmt: skip
    w.tag(book, "textbook")
    w.attachment(book, "LINK2222", 2, "/nonexistent/papershelf-test/deep.pdf", "Gone PDF")
    w.attachment(book, "BASE2222", 2, "attachments:books/deep-learning.pdf", "Base PDF")
    thesis = w.item("thesis", "CCCC3333", {
        "title": "Sparse Models of Reading", "date": "2020-09-00 September 2020",
        "thesisType": "Master's thesis", "university": "MIT",
    })  # fmt: skip
    w.creators(thesis, [("author", "Jane", "Smith", 0)])
    w.note(thesis, "NOTE3333", "<p>Chapter 3 has the proof &amp; the code.</p>")
    paper = w.item("conferencePaper", "DDDD4444", {
        "title": "BERT: Pre-training of Deep Bidirectional Transformers",
        "date": "2019-06-00 June 2019", "proceedingsTitle": "Proceedings of NAACL-HLT",
        "conferenceName": "NAACL 2019",
    })  # fmt: skip
    w.creators(paper, [("author", "Jacob", "Devlin", 0)])
    w.tag(paper, "transformers")
    w.attachment(
        paper, "URL44444", 3, None, "ACL Anthology", url="https://aclanthology.org/N19-1423"
    )
    magazine = w.item("magazineArticle", "EEEE5555", {
        "title": "The Chatbot Boom", "date": "2023-02-00", "publicationTitle": "Wired",
    })  # fmt: skip
    w.creators(magazine, [("author", "Will", "Knight", 0)])
    w.item("webpage", "WWWW6666", {
        "title": "The Illustrated Transformer", "url": "https://jalammar.github.io/",
        "websiteTitle": "Jay Alammar's blog", "accessDate": "2024-01-05 10:11:12",
    })  # fmt: skip
    trashed = w.item("journalArticle", "TTTT9999", {"title": "A Paper I Threw Away"})
    w.note(trashed, "NOTE9999", "<p>gone</p>")
    w.db.execute("INSERT INTO deletedItems (itemID) VALUES (?)", (trashed,))
    w.note(None, "NOTE0000", "<p>A loose thought</p>")
    w.attachment(None, "FFFF0000", 0, "storage:scan.pdf", "Loose paper scan")
    _stored(folder, "FFFF0000", "scan.pdf")
    _collections(w, article, book, thesis, paper)
    w.db.execute(
        "INSERT INTO syncedSettings (setting, libraryID, value) VALUES ('tagColors', 1, ?)",
        (json.dumps([{"name": "transformers", "color": "#FF6666"}]),),
    )
    if w.schema >= 121:
        _annotations(w, pdf)


def _stored(folder: Path, key: str, name: str, pdf: Path = PDF) -> None:
    """A real PDF in storage/KEY/name."""
    target = folder / "storage" / key
    target.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(pdf, target / name)


def _collections(w: _Writer, article: int, book: int, thesis: int, paper: int) -> None:
    """Reading (two items) > Transformers (two), Empty, Thesis; a trashed one in Zotero 7."""
    reading = w.collection("Reading", "COLL0001", None, [book, article])
    w.collection("Transformers", "COLL0002", reading, [article, paper])
    w.collection("Empty", "COLL0003", None, [])
    w.collection("Thesis", "COLL0004", None, [thesis])
    if w.schema >= 123:
        old = w.collection("Old", "COLL0005", None, [article])
        w.db.execute("INSERT INTO deletedCollections (collectionID) VALUES (?)", (old,))


def _annotations(w: _Writer, pdf: int) -> None:
    """A highlight, a note, an image, an ink, an underline (by a named author, over two
    lines) and a text annotation on the article's PDF."""
    w.annotation(
        pdf,
        "ANNO0001",
        1,
        text="Attention is all you need",
        comment="the claim",
        position={"pageIndex": 0, "rects": [[100.5, 600.0, 300.25, 612.0]]},
    )
    w.annotation(
        pdf,
        "ANNO0002",
        2,
        comment="check eq. 1",
        color="#5fb236",
        position={"pageIndex": 1, "rects": [[50, 700, 72, 722]]},
    )
    w.annotation(pdf, "ANNO0003", 3, position={"pageIndex": 2, "rects": [[10, 10, 200, 150]]})
    w.annotation(
        pdf,
        "ANNO0004",
        4,
        position={"pageIndex": 2, "width": 2, "paths": [[10, 10, 20, 25, 30, 15]]},
    )
    w.annotation(
        pdf,
        "ANNO0005",
        5,
        text="the Transformer, based solely on attention",
        author="Ada Lovelace",
        color="#2EA8E5",
        page="2",
        position={"pageIndex": 0, "rects": [[300, 500, 90, 512], [90, 488.5, 250, 500.5]]},
    )
    w.annotation(
        pdf,
        "ANNO0006",
        6,
        comment="typed on the page",
        position={"pageIndex": 0, "fontSize": 14, "rotation": 0, "rects": [[20, 20, 120, 40]]},
    )


def _better_bibtex(path: Path) -> None:
    """better-bibtex.sqlite with Better BibTeX's citationkey table (its own schema)."""
    db = sqlite3.connect(path)
    db.executescript(
        "CREATE TABLE citationkey (itemID NOT NULL PRIMARY KEY, itemKey NOT NULL, "
        "libraryID NOT NULL, citationKey NOT NULL CHECK (citationKey <> ''), "
        "pinned CHECK (pinned in (0, 1)), UNIQUE (libraryID, itemKey));"
    )
    db.executemany(
        "INSERT INTO citationkey VALUES (?, ?, 1, ?, 0)",
        [(1, "AAAA1111", "vaswani2017attention"), (8, "BBBB2222", "goodfellow2016deep"),
         (11, "CCCC3333", "smith-thesis-2020")],
    )  # fmt: skip
    db.commit()
    db.close()


if __name__ == "__main__":
    print(build_zotero(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 7))
