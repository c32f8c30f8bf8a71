"""Read-only questions the views ask: ordered ids of a view, rows by page, one entry whole."""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import Literal, NamedTuple

from papershelf.formats.names import short_authors
from papershelf.library import client_terms, filter_walk, scope_sets
from papershelf.library.annotation_search import with_annotations
from papershelf.library.attachments import AttachmentRow, missing_entry_ids
from papershelf.library.attachments import counts as attachment_counts
from papershelf.library.attachments import rows_of as attachment_rows
from papershelf.library.backend import Words
from papershelf.library.chunks import in_chunks, marks
from papershelf.library.db import Library
from papershelf.library.members_sql import PERSONAL_DEFAULTS, own, own_compared, own_values
from papershelf.library.organising import UNFILED_CONDITION, tag_condition, tag_filter
from papershelf.library.search import Node, ParsedQuery, match_terms, parse
from papershelf.library.search_index import index_for
from papershelf.library.search_sql import View, plan, words_in_pages
from papershelf.library.sql import Sql

RELEVANCE = "relevance"
PAGE_SIZE = 60  # rows a first page of search results holds
# Ranking costs about 0.7 us a hit for each word of the query (bm25 reads every word's
# positions: 3-word queries over 5,000 hits take ~20 ms at 100k). Past this many hits times
# words, a first page comes back newest first (FirstPage.exact False) and ordered_ids
# ranks them all after a pause in the typing.
RANK_LIMIT = 8000

# Sort keys the list view offers -> the SQL that orders by them (entry aliased 'e'); those
# in CASE_BLIND sort as SQLite's NOCASE does, on both backends (Words.nocase_order).
CASE_BLIND = frozenset({"title", "authors", "venue", "tags", "key"})
SORT_SQL: dict[str, str] = {
    "title": "e.title",
    "authors": "e.author_sort",
    "year": "e.year",
    "venue": "e.venue",
    "status": "e.status",
    "rating": "e.rating",
    "tags": "e.tag_sort",  # the first tag's name (library/tag_order.py)
    "added": "e.date_added",
    "key": "e.key",
    # Papers with files, or without: one IN list built once (a count per paper took twice
    # as long at 100k, the slowest column).
    "files": "e.id IN (SELECT entry_id FROM attachment)",
    "position": "lm.position",
    # Best match first (bm25, title above abstract) while a text query is active; without
    # one, newest first. The SQL here is that fallback; search_sql.View does the ranking.
    RELEVANCE: "e.date_added",
}
# Keys whose order is a yes/no condition (SORT_SQL's), ties by id: a first page reads each
# half in id order, where one statement sorted every row of the library (0.5 s at 300k).
_TWO_WAY = {"files": SORT_SQL["files"]}
# The member's own columns the list sorts by: on a shared library a first page reads them
# value by value (_own_parts), each part by an index.
_OWN_SORTS = frozenset({"status", "rating"})
# Keys whose missing values ("" or NULL) go last whichever way the column is sorted.
_BLANKS_LAST = {
    "year": "e.year IS NULL",
    "venue": "e.venue = ''",
    "authors": "e.author_sort = ''",
    "tags": "e.tag_sort = ''",
}


@dataclass(frozen=True)
class TagSelection:
    """Several sidebar tags combined: all (or any) of *include*, none of *exclude*."""

    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    match_all: bool = True


# What a Scope's kind may be (a misspelt kind is a type error, not an empty view).
ScopeKind = Literal["all", "status", "list", "tag", "tags", "recent", "unfiled", "missing", "saved"]


@dataclass(frozen=True)
class Scope:
    """Which part of the library a view shows.

    Kinds: all; status (value: Status); list (reading list id); tag (a tag name, with the tags
    below it); tags (a TagSelection); recent (added in the last *value* days); unfiled (in no
    reading list); missing (an attachment's file is not found); saved (a saved search id —
    the caller turns it into a query).
    """

    kind: ScopeKind = "all"
    value: int | str | TagSelection | None = None


@dataclass(frozen=True)
class Sort:
    """A sort key from SORT_SQL and its direction."""

    key: str = "added"
    descending: bool = True


class Row(NamedTuple):
    """What the list view paints for one entry."""

    id: int
    key: str
    title: str
    title_inferred: bool
    authors: str
    year: int | None
    venue: str
    status: int
    rating: int
    tags: tuple[tuple[str, str], ...]
    date_added: str
    files: int = 0  # attachments
    missing: int = 0  # of them, files not found on disk


def _scope_sql(lib: Library, scope: Scope, per_row: bool = False) -> tuple[str, str, list[object]]:
    """The join and condition that restrict a query to *scope* (*per_row*: a tag scope
    asked of each entry in turn, organising.tag_condition's)."""
    if _is_tag_scope(scope):
        return ("", *_tag_scope_sql(scope, per_row))
    if scope.kind == "list":
        join = "JOIN list_membership lm ON lm.entry_id = e.id AND lm.reading_list_id = ?"
        return join, "TRUE", [scope.value]
    if scope.kind == "status":
        return "", f"{own(lib.backend.words, 'status')} = ?", [scope.value]
    if scope.kind == "recent":
        since = lib.backend.words.local_now_plus()
        return "", f"e.date_added >= {since}", [f"-{scope.value} days"]
    if scope.kind == "unfiled":
        return "", UNFILED_CONDITION, []
    if scope.kind == "missing":
        ids = client_terms.ids_json(missing_entry_ids(lib))  # files looked for here, not in SQL
        return "", f"e.id IN ({client_terms.ids_sql(lib.backend.words)})", [ids]
    return "", "TRUE", []


def _is_tag_scope(scope: Scope) -> bool:
    """Whether *scope* is a sidebar tag, or several tags combined."""
    return scope.kind == "tag" or (scope.kind == "tags" and isinstance(scope.value, TagSelection))


def _tag_scope_sql(scope: Scope, per_row: bool = False) -> tuple[str, list[object]]:
    """The condition (on e.id) of a tag scope, and its parameters."""
    if isinstance(scope.value, TagSelection):
        selection = scope.value
        return tag_filter(
            selection.include, selection.exclude, selection.match_all, per_row=per_row
        )
    return tag_condition(str(scope.value), per_row=per_row)


def _sort_key(sort: Sort, scope: Scope) -> str:
    """The SORT_SQL key *sort* stands for in *scope* (unknown keys: date added)."""
    key = sort.key if sort.key in SORT_SQL else "added"
    return "added" if key == "position" and scope.kind != "list" else key


def _order_sql(words: Words, sort: Sort, scope: Scope, blanks_first_term: bool = True) -> str:
    """ORDER BY for *sort*; ties broken by id so the order is stable.

    *blanks_first_term* False leaves out the term that puts blank values last (the caller
    reads the blank rows apart), so an index on the column can hand over the order.
    """
    key = _sort_key(sort, scope)
    direction = "DESC" if sort.descending else "ASC"
    parts = [f"{_BLANKS_LAST[key]}"] if key in _BLANKS_LAST and blanks_first_term else []
    term = words.nocase_order(SORT_SQL[key]) if key in CASE_BLIND else SORT_SQL[key]
    term = own(words, key) if key in PERSONAL_DEFAULTS else term  # my status, my rating
    parts.append(f"{term} {direction}")
    parts.append(f"e.id {direction}")
    return ", ".join(parts)


def _view(
    lib: Library, scope: Scope, parsed: ParsedQuery, sort: Sort, per_row: bool = False
) -> View:
    """The parts of a view's query: the parsed text's plan, the scope and the order
    (*per_row*: tag and list filters asked of each entry, for a walk: filter_walk)."""
    join, scope_cond, params = _scope_sql(lib, scope, per_row)
    order = None
    if sort.key != RELEVANCE:
        order = _order_sql(lib.backend.words, sort, scope)
    elif not parsed.has_text:
        order = _order_sql(lib.backend.words, Sort("added", sort.descending), scope)
    scope_set = None
    if parsed.has_text and _is_tag_scope(scope):  # one set reused keystroke after keystroke
        scope_set = scope_sets.table(lib, scope_cond, params)
        if scope_set is not None:
            scope_cond, params = f"e.id {lib.backend.words.in_temp_table(scope_set)}", []
    index = index_for(lib)
    return View(
        plan(client_terms.resolve(lib, parsed), index=index, per_row=per_row),
        join,
        scope_cond,
        list(params),
        order,
        scope_set,
        index=index,
    )


def _page_words(lib: Library, parsed: ParsedQuery, view: View) -> Node | None:
    """The text the query's plain words put to the PDFs' pages, when there are pages to
    search (None: the view is the entries' own text alone)."""
    if view.plan.match is None:
        return None
    words = words_in_pages(parsed)
    return words if words is not None and view.index.searches_pages(lib) else None


def _with_pages(lib: Library, parsed: ParsedQuery, view: View) -> tuple[View, View | None]:
    """The view to run and, in relevance order, the view of PDF-page hits to put after it.

    Plain words find entries by their own text first, best match first; entries found only
    in an attached PDF's pages come after those, best page first. In a column's order both
    kinds are sorted together."""
    words = _page_words(lib, parsed, view)
    if words is None:
        return view, None
    if not view.relevance:
        return view.or_pages(words), None
    return view, view.pages_only(words)


def ordered_ids(
    lib: Library,
    scope: Scope = Scope(),
    query: str | ParsedQuery = "",
    sort: Sort = Sort(),
    limit: int | None = None,
) -> list[int]:
    """The ids of the entries a view shows, filtered (query language) and sorted by SQL;
    with *limit*, only the first ones (what a window paints first)."""
    parsed = parse(query) if isinstance(query, str) else query
    base = _view(lib, scope, parsed, sort)
    view, pages = _with_pages(lib, parsed, base)
    view, notes = with_annotations(lib, parsed, base, view)
    if pages is not None or notes is not None:  # PDF pages', annotations' hits after the own
        return _ids_in_turn(lib, [v for v in (view, pages, notes) if v is not None], limit)
    key = _sort_key(sort, scope)
    if limit is not None and not parsed.has_text and filter_walk.walkable(view, key):
        view = _walked(lib, view, scope, parsed, sort, limit)
    if key in _TWO_WAY and limit is not None and not parsed.has_text:
        return _ids_in_turn(lib, _halves(view, _TWO_WAY[key], sort.descending), limit)
    if key in _OWN_SORTS and lib.backend.members and limit is not None and not parsed.has_text:
        return _ids_in_turn(lib, _own_parts(lib, view, key, sort.descending), limit)
    if sort.key == RELEVANCE or key not in _BLANKS_LAST or parsed.has_text:
        return _ids_of(lib, view, limit)
    # Blanks last, read apart: `ORDER BY blank, column` makes SQLite sort every row in a
    # temporary b-tree (90 ms at 100k); each half alone comes in the column's index order.
    order = _order_sql(lib.backend.words, sort, scope, blanks_first_term=False)
    blank = _BLANKS_LAST[key]
    where = view.scope_where
    filled = replace(view, scope_where=f"({where}) AND NOT ({blank})", order=order)
    blanks = replace(view, scope_where=f"({where}) AND ({blank})", order=order)
    return _ids_in_turn(lib, (filled, blanks), limit)


def _walked(
    lib: Library, view: View, scope: Scope, parsed: ParsedQuery, sort: Sort, limit: int
) -> View:
    """*view* read along its order's index when its filters are common (filter_walk)."""
    key = _sort_key(sort, scope)
    walk = filter_walk.along_order(lib, _view(lib, scope, parsed, sort, per_row=True), key)
    key_order = _order_sql(lib.backend.words, sort, scope, blanks_first_term=False)
    return walk if filter_walk.common(lib, walk, key_order, limit) else view


def _halves(view: View, condition: str, descending: bool) -> tuple[View, View]:
    """*view* ordered by *condition* then id, as two views in id order: without, then with
    (descending: with, then without). Each half comes in the primary key's order, unsorted."""
    direction = "DESC" if descending else "ASC"
    where = view.scope_where
    without = replace(
        view, scope_where=f"({where}) AND NOT ({condition})", order=f"e.id {direction}"
    )
    with_it = replace(view, scope_where=f"({where}) AND ({condition})", order=f"e.id {direction}")
    return (with_it, without) if descending else (without, with_it)


def _own_parts(lib: Library, view: View, key: str, descending: bool) -> Iterator[View]:
    """*view* in the member's own *key* order on a shared library, as views read in turn:
    the entries at the default (no member_state row, most of them: read in id order along
    the primary key and stopped at the page), one view per value the member gave above it
    (each in id order, the values asked only when the page needs them), and any below it.
    The order's own SQL is a lookup per entry: one statement read and sorted every entry
    even for a first page (1.1 s at 100k)."""
    words, default = lib.backend.words, int(PERSONAL_DEFAULTS[key])
    direction = "DESC" if descending else "ASC"

    def part(condition: str, order: str | None = f"e.id {direction}") -> View:
        """The entries of *view* for which *condition* holds, in *order* (None: the view's)."""
        where = f"({view.scope_where}) AND {condition}"
        return replace(view, scope_where=where, order=order or view.order)

    below = part(own_compared(words, key, "<", default), order=None)
    at = part(f"NOT {own_compared(words, key, '<>', default)}")

    def above() -> Iterator[View]:
        """One view per value above the default, in the sort's direction."""
        values = [v for v in own_values(lib, key) if v > default]
        for value in reversed(values) if descending else values:
            yield part(own_compared(words, key, "=", value))

    if descending:
        yield from above()
        yield from (at, below)
    else:
        yield from (below, at)
        yield from above()


def _ids_in_turn(lib: Library, views: Iterable[View], limit: int | None) -> list[int]:
    """The ids of each view after the last one's (each once), up to *limit* in all."""
    ids: list[int] = []
    seen: set[int] = set()
    for view in views:
        if limit is not None and len(ids) >= limit:
            break
        fresh = _ids_of(lib, view, None if limit is None else limit - len(ids))
        ids += [i for i in fresh if i not in seen]
        seen.update(fresh)
        if limit is not None and len(ids) >= limit:
            break  # before the next view is made: a lazy one may cost a statement
    return ids


def _ids_of(lib: Library, view: View, limit: int | None = None) -> list[int]:
    """The ids *view* selects, in its order (the first *limit* of them)."""
    sql, params = view.select(limit=limit)
    return [row[0] for row in lib.execute(Sql(sql), params)]


@dataclass(frozen=True)
class FirstPage:
    """The first ids of a search, fast enough for every keystroke.

    *exact*: the ids are the first page of ordered_ids() for the same arguments. When False
    (relevance asked, hits x words over RANK_LIMIT), they are the newest hits, unranked: show
    them, then swap in ordered_ids() (ranked) after a short pause in the typing. When the
    entries' own hits fill the page and PDF pages may add more, *total* is at least one
    more than the page, so the view asks for the full list (PDF hits included) after the
    pause: PDF pages are not searched at every keystroke.
    """

    ids: list[int]
    total: int
    exact: bool
    hints: tuple[str, ...] = ()
    terms: tuple[str, ...] = ()  # words to highlight (match_terms)
    counted: bool = True  # False: *total* is only a lower bound (first_page_ids' count_all)


def first_page_ids(
    lib: Library,
    query: str,
    scope: Scope = Scope(),
    sort: Sort = Sort(RELEVANCE),
    limit: int = PAGE_SIZE,
    typing: bool = True,
    count_all: bool = True,
) -> FirstPage:
    """The first *limit* ids of a search, the number of hits, hints and words to mark.

    *count_all* False: hits ranked best first are counted only as far as it takes to know
    whether they are few enough to rank now (RANK_LIMIT): counting every hit grows with the
    library (7 ms of CPU for a one-letter word at 100k, linear in its hits), so a window counts
    them with the whole list, on its task runner. The page is the same either way; the
    total is then exact only when the hits are few (FirstPage.counted).
    """
    parsed = parse(query, typing=typing)
    base = _view(lib, scope, parsed, sort)
    view, pages = _with_pages(lib, parsed, base)
    view, notes = with_annotations(lib, parsed, base, view)
    terms = tuple(match_terms(parsed))
    limit = max(limit, 1)
    if not parsed.has_text and pages is None and notes is None:  # filters alone (year:, tag:)
        ids = ordered_ids(lib, scope, parsed, sort, limit)
        total = len(ids) if len(ids) < limit else _count(lib, view)
        return FirstPage(ids, total, True, parsed.hints, terms)
    if not view.relevance:  # a column's order: one pass gives the page and the count
        sql, params = view.select(limit=limit, with_total=True)
        rows = lib.execute(Sql(sql), params).fetchall()
        total = int(rows[0][1]) if rows else 0
        return FirstPage([row[0] for row in rows], total, True, parsed.hints, terms)
    rankable = RANK_LIMIT // max(len(terms), 1)  # hits ranked for the first page, at most
    if count_all:
        total, counted = _count(lib, view), True
        ids = []
    else:  # the newest hits, as many as may be ranked and one more: one pass of the index
        ids, total, counted = _newest_hits(lib, view, limit, max(rankable, limit) + 1)
    exact = counted and total <= rankable
    if count_all or exact:
        sql, params = view.select(limit=limit, ranked=exact)
        ids = [row[0] for row in lib.execute(Sql(sql), params)]
    if pages is not None and len(ids) < limit:
        more, extra = _page_hits_after(lib, pages, limit - len(ids))
        ids, total = ids + more, total + extra
    elif pages is not None:  # the entries' own hits fill the page: PDF hits come after them,
        total = max(total, len(ids) + 1)  # with the full list (ordered_ids) after a pause
    if notes is not None:  # entries found by their annotations' words, last
        more, extra = _page_hits_after(lib, notes, limit - len(ids))
        shown = set(ids)
        ids, total = ids + [i for i in more if i not in shown], total + extra
    return FirstPage(ids, total, exact, parsed.hints, terms, counted)


def _newest_hits(lib: Library, view: View, limit: int, upto: int) -> tuple[list[int], int, bool]:
    """The first *limit* of a search's hits newest first, how many hits there are up to
    *upto*, and whether that is all of them (fewer than *upto*).

    One statement, stopped at *upto* rows and counted in SQL (8,000 rows brought into
    Python cost more than the count): a count and a page apart would each read the index,
    and a prefix of four letters or more makes FTS5 merge every word it begins, each time."""
    sql, params = view.select(limit=upto, ranked=False)
    sql = (
        f"WITH h(id) AS ({sql}) SELECT id, (SELECT count(*) FROM h) FROM h "
        f"ORDER BY id DESC LIMIT {int(limit)}"
    )  # newest first: the order of select(ranked=False)
    rows = lib.execute(Sql(sql), params).fetchall()
    found = int(rows[0][1]) if rows else 0
    return [row[0] for row in rows], found, found < upto


def _count(lib: Library, view: View) -> int:
    """How many entries *view* selects.

    A view of filters alone is counted apart from its first page: the page walks the
    order's index and stops at its limit, the count reads the filter's own index, where a
    count carried on each row (`count(*) OVER ()`) reads and sorts every match first
    (0.2-0.5 s for a year range at a million entries).
    """
    sql, params = view.count()
    return int(lib.execute(Sql(sql), params).fetchone()[0])


def _page_hits_after(lib: Library, pages: View, room: int) -> tuple[list[int], int]:
    """Up to *room* ids of the PDF-page hits (best page first), and how many there are."""
    sql, params = pages.select(limit=max(room, 0), with_total=True)
    rows = lib.execute(Sql(sql), params).fetchall()
    if rows:
        return [row[0] for row in rows], int(rows[0][1])
    sql, params = pages.count()
    return [], int(lib.execute(Sql(sql), params).fetchone()[0])


def count_matches(lib: Library, query: str, scope: Scope = Scope()) -> int:
    """How many entries of *scope* match *query* (PDF-page hits of plain words included)."""
    parsed = parse(query)
    base = _view(lib, scope, parsed, Sort(RELEVANCE))
    view, pages = _with_pages(lib, parsed, base)
    view, notes = with_annotations(lib, parsed, base, view)
    total = 0
    for part in (view, pages, notes):
        if part is not None:
            sql, params = part.count()
            total += int(lib.execute(Sql(sql), params).fetchone()[0])
    return total


def count_entries(lib: Library) -> int:
    """How many entries the library holds."""
    return int(lib.execute(Sql("SELECT count(*) FROM entry")).fetchone()[0])


def _authors_short(lib: Library, ids: list[int]) -> dict[int, str]:
    """Short author forms ('Vaswani et al.') of the given entries.

    Only each entry's first three authors are read (all the short form can show): a page
    with a 3,000-author paper costs what a page of ordinary ones does.
    """
    names = lib.backend.words.json_array_of("family")
    sql = (
        f"SELECT e.id, (SELECT {names} FROM (SELECT family FROM person "
        "WHERE entry_id = e.id AND role = 'author' ORDER BY position LIMIT 3) AS firsts) "
        f"FROM entry e WHERE e.id IN ({marks(len(ids))})"
    )
    found = ((entry_id, json.loads(names)) for entry_id, names in lib.execute(Sql(sql), ids))
    return {entry_id: short_authors(names) for entry_id, names in found if names}


def tags_of(lib: Library, ids: list[int]) -> dict[int, tuple[tuple[str, str], ...]]:
    """Each entry's tags as (name, colour) pairs, by name."""
    found: dict[int, list[tuple[str, str]]] = defaultdict(list)
    sql = (
        "SELECT et.entry_id, t.name, t.color FROM entry_tag et JOIN tag t ON t.id = et.tag_id "
        f"WHERE et.entry_id IN ({marks(len(ids))}) "
        f"ORDER BY {lib.backend.words.nocase_order('t.name')}"
    )
    for entry_id, name, color in lib.execute(Sql(sql), ids):
        found[entry_id].append((name, color))
    return {entry_id: tuple(pairs) for entry_id, pairs in found.items()}


def load_rows(lib: Library, ids: list[int]) -> dict[int, Row]:
    """The list view's rows for *ids*, in as few queries as the SQL limit allows."""
    rows: dict[int, Row] = {}
    for chunk in in_chunks(ids):
        rows.update(_load_chunk(lib, list(chunk)))
    return rows


def _load_chunk(lib: Library, ids: list[int]) -> dict[int, Row]:
    """Rows for at most SQL_CHUNK ids."""
    if not ids:
        return {}
    authors = _authors_short(lib, ids)
    tags = tags_of(lib, ids)
    files = attachment_counts(lib, ids)
    words = lib.backend.words  # status and rating: the member's own (members_sql)
    sql = (
        "SELECT e.id, e.key, e.title, e.title_inferred, e.year, e.venue, "
        f"{own(words, 'status')}, {own(words, 'rating')}, e.date_added "
        f"FROM entry e WHERE e.id IN ({marks(len(ids))})"
    )
    rows: dict[int, Row] = {}
    for eid, key, title, inferred, year, venue, status, rating, added in lib.execute(Sql(sql), ids):
        rows[eid] = Row(
            eid, key, title, bool(inferred), authors.get(eid, ""), year, venue,
            status, rating, tags.get(eid, ()), str(added or ""), *files.get(eid, (0, 0)),
        )  # fmt: skip
    return rows


@dataclass
class PersonData:
    """An author or editor as the detail view shows it."""

    family: str
    given: str = ""
    von: str = ""
    jr: str = ""

    @property
    def display(self) -> str:
        """'Given von Family, Jr'."""
        name = " ".join(p for p in (self.given, self.von, self.family) if p)
        return f"{name}, {self.jr}" if self.jr else name


@dataclass
class EntryDetails:
    """Everything about one entry, for the detail view and the CLI."""

    id: int
    key: str
    entry_type: str
    title: str
    title_inferred: bool
    authors_text: str
    year: int | None
    venue: str
    abstract: str
    doi: str
    url: str
    keywords: str
    notes: str
    status: int
    rating: int
    date_added: str
    date_modified: str
    read_on: str
    authors: list[PersonData] = field(default_factory=list)
    editors: list[PersonData] = field(default_factory=list)
    fields: list[tuple[str, str]] = field(default_factory=list)
    tags: list[tuple[str, str]] = field(default_factory=list)
    lists: list[str] = field(default_factory=list)
    files: list[AttachmentRow] = field(default_factory=list)
    version: int = 0  # the row's version when read (an edit form starts from it)


ENTRY_COLUMNS = (
    "id, key, entry_type, title, title_inferred, authors_text, year, venue, abstract, doi, url, "
    "keywords, notes, status, rating, date_added, date_modified, read_on"
)


def _own_columns(words: Words) -> str:
    """ENTRY_COLUMNS with the member's own status, rating and read date (members_sql)."""
    return ", ".join(
        own(words, name) if name in PERSONAL_DEFAULTS else name
        for name in ENTRY_COLUMNS.split(", ")
    )


def get_entry(lib: Library, entry_id: int) -> EntryDetails | None:
    """One entry with its people, extra fields, tags and lists; None if it is gone."""
    sql = f"SELECT {_own_columns(lib.backend.words)}, version FROM entry e WHERE id = ?"
    row = lib.execute(Sql(sql), [entry_id]).fetchone()
    if row is None:
        return None
    values = [*row[:4], bool(row[4]), *row[5:15], *(str(v or "") for v in row[15:18])]
    details = EntryDetails(*values)
    details.version = int(row[18])
    _fill_people(lib, details)
    details.fields = [
        (name, value)
        for name, value in lib.execute(
            Sql("SELECT name, value FROM entry_field WHERE entry_id = ? ORDER BY position"),
            [entry_id],
        )
    ]
    details.tags = list(tags_of(lib, [entry_id]).get(entry_id, ()))
    details.files = attachment_rows(lib, [entry_id]).get(entry_id, [])
    details.lists = [
        name
        for (name,) in lib.execute(
            Sql(
                "SELECT rl.name FROM list_membership lm JOIN reading_list rl "
                "ON rl.id = lm.reading_list_id WHERE lm.entry_id = ? ORDER BY rl.name"
            ),
            [entry_id],
        )
    ]
    return details


def _fill_people(lib: Library, details: EntryDetails) -> None:
    """Attach the entry's authors and editors in order."""
    sql = (
        "SELECT role, family, given, von, jr FROM person WHERE entry_id = ? ORDER BY role, position"
    )
    for role, family, given, von, jr in lib.execute(Sql(sql), [details.id]):
        person = PersonData(family, given, von, jr)
        (details.editors if role == "editor" else details.authors).append(person)


def entry_ids_by_key(lib: Library, keys: list[str]) -> dict[str, int]:
    """Map citation keys (any case) to entry ids."""
    found: dict[str, int] = {}
    for chunk in in_chunks(keys):
        sql = f"SELECT key, id FROM entry WHERE key IN ({marks(len(chunk))})"
        found.update({k.lower(): i for k, i in lib.execute(Sql(sql), list(chunk))})
    return found


def key_taken(lib: Library, key: str, except_id: int | None = None) -> bool:
    """Whether another entry already has *key* (BibTeX compares keys case-insensitively)."""
    distinct = lib.backend.words.distinct
    row = lib.execute(
        Sql(f"SELECT id FROM entry WHERE key = ? COLLATE NOCASE AND id {distinct} ?"),
        [key, except_id],
    ).fetchone()
    return row is not None


def reading_lists(lib: Library) -> list[tuple[int, str, int, int]]:
    """Every reading list as (id, name, entry count, read count), by name."""
    status = own(lib.backend.words, "status")  # the member's own, on a shared library
    sql = (
        "SELECT rl.id, rl.name, count(lm.entry_id), "
        f"coalesce(sum(CASE WHEN {status} = 2 THEN 1 ELSE 0 END), 0) "
        "FROM reading_list rl LEFT JOIN list_membership lm ON lm.reading_list_id = rl.id "
        "LEFT JOIN entry e ON e.id = lm.entry_id GROUP BY rl.id "
        f"ORDER BY {lib.backend.words.nocase_order('rl.name')}"
    )
    return [tuple(r) for r in lib.execute(Sql(sql))]


def ids_needing_metadata(lib: Library) -> list[int]:
    """Entries a metadata lookup is for: an inferred title or no authors (oldest first)."""
    sql = "SELECT id FROM entry WHERE title_inferred = 1 OR authors_text = '' ORDER BY id"
    return [row[0] for row in lib.execute(Sql(sql))]
