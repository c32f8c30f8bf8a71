"""A parsed query as SQL: one text expression the results must match, plus SQL conditions.

The plan keeps the text parts as query-tree nodes; the backend's full-text index
(search_index.TextIndex: FTS5 on SQLite, tsvector on PostgreSQL) writes the SQL that asks
it. User text never reaches SQL except as bound parameters; column names come from our
own tables.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from papershelf.library.annotations_sql import search_condition as annotation_condition
from papershelf.library.backend import Words
from papershelf.library.client_terms import RESOLVED, ids_sql
from papershelf.library.members_sql import (
    PERSONAL_DEFAULTS,
    own,
    read_by_condition,
    readers_count_sql,
)
from papershelf.library.organising import tag_condition
from papershelf.library.private_sql import own_tag_condition
from papershelf.library.search import (
    And,
    Condition,
    Filter,
    Node,
    Not,
    Or,
    ParsedQuery,
    Text,
    positive_texts,
)
from papershelf.library.search_index import TextIndex, fulltext_node, index_for

# Filters on a column of the entry row itself (the others need only the entry's id).
_ENTRY_COLUMNS = {
    "key": "e.key",
    "doi": "e.doi",
    "type": "e.entry_type",
    "year": "e.year",
    "rating": "e.rating",
    "status": "e.status",
    "added": "e.date_added",
}


UNRANKED = "1e30"  # the score of an entry no text term ranks (smaller is better)


@dataclass(frozen=True)
class Plan:
    """How to run a query: *match* asks the index; *where* filters rows with SQL."""

    match: Node | None = None  # every result matches this text expression (None: no need)
    where: Condition = field(default_factory=Condition)
    rank_match: Node | None = None  # relevance orders by how well this expression matches
    needs_entry: bool = False  # *where* reads columns of the entry row, not just its id


def _text_only(node: Node) -> bool:
    """Whether every leaf under *node* is a text term."""
    if isinstance(node, Text):
        return True
    if isinstance(node, Not):
        return _text_only(node.child)
    if isinstance(node, And | Or):
        return all(_text_only(child) for child in node.children)
    return False


def _expressible(node: Node) -> bool:
    """Whether FTS5 can answer *node* alone (it has no unary NOT: 'a NOT b' needs an 'a')."""
    if isinstance(node, Text):
        return True
    if isinstance(node, Or):
        return all(_expressible(child) for child in node.children)
    if isinstance(node, And):
        positives = [c for c in node.children if not isinstance(c, Not)]
        negatives = [c.child for c in node.children if isinstance(c, Not)]
        return bool(positives) and all(map(_expressible, positives + negatives))
    return False


def _conjoined(positives: Sequence[Node], negatives: Sequence[Node]) -> Node:
    """'a AND b NOT c' as one node: the positives, then the negatives under NOT."""
    if len(positives) == 1 and not negatives:
        return positives[0]
    return And((*positives, *(Not(n) for n in negatives)))


def _in_index(node: Node, id_sql: str, index: TextIndex) -> Condition:
    """Entries whose indexed text matches *node*."""
    sql, params = index.ids(node)
    return Condition(f"{id_sql} IN ({sql})", params)


def _escape_like(text: str) -> str:
    """*text* with LIKE's wildcards taken literally (ESCAPE '\\')."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def _bounds_sql(column: str, low: object, high: object, high_open: bool) -> Condition:
    """column between low and high (None: open); *high_open*: high itself excluded."""
    parts: list[str] = []
    params: list[object] = []
    if low is not None:
        parts.append(f"{column} >= ?")
        params.append(low)
    if high is not None:
        parts.append(f"{column} {'<' if high_open else '<='} ?")
        params.append(high)
    return Condition(" AND ".join(parts) or "TRUE", params)


def filter_sql(
    term: Filter, id_sql: str, index: TextIndex | None = None, per_row: bool = False
) -> Condition:
    """The SQL condition of one filter (*index*: the library's, SQLite's by default;
    *per_row*: tag: and list: asked of each entry in turn, not as the set of their entries)."""
    value = term.values[0] if term.values else ""
    words = (index or index_for(None)).words
    if term.field == "tag":
        sql, params = tag_condition(str(value), id_sql, per_row)
        return Condition(sql, params)
    if term.field == "related":  # answered by client_terms.resolve, the ids bound as JSON
        _resolved(term)
        return Condition(f"{id_sql} IN ({ids_sql(words)})", [value])
    if term.field == "attachments":
        return _attachments_sql(term, id_sql, words)
    if term.field == "fulltext":
        sql, params = (index or index_for(None)).page_ids(fulltext_node(term))
        return Condition(f"{id_sql} IN ({sql})", params)
    if term.field == "annotation":
        sql, params = annotation_condition([str(v) for v in term.values], id_sql, words)
        return Condition(sql, params)
    if term.field == "list" and per_row:
        sql = (
            "EXISTS (SELECT 1 FROM list_membership lm JOIN reading_list rl ON rl.id = "
            f"lm.reading_list_id WHERE lm.entry_id = {id_sql} AND rl.name = ? COLLATE NOCASE)"
        )
        return Condition(sql, [value])
    if term.field == "list":
        sql = (
            f"{id_sql} IN (SELECT lm.entry_id FROM list_membership lm JOIN reading_list rl "
            "ON rl.id = lm.reading_list_id WHERE rl.name = ? COLLATE NOCASE)"
        )
        return Condition(sql, [value])
    if term.field in ("readby", "readers", "assigned"):
        return _readers_sql(term, id_sql)
    if term.field == "mytag":
        return Condition(*own_tag_condition(words, id_sql, str(value)))
    column = _ENTRY_COLUMNS[term.field]
    column = own(words, term.field) if term.field in PERSONAL_DEFAULTS else column  # mine
    if term.op == "bounds":
        return _bounds_sql(column, term.values[0], term.values[1], term.field == "added")
    if term.op == "in":
        return Condition(f"{column} IN ({', '.join('?' * len(term.values))})", list(term.values))
    if term.op == "exact":
        return Condition(f"{column} = ? COLLATE NOCASE", [value])
    pattern = _escape_like(str(value)) + "%"
    if term.op == "contains":
        pattern = "%" + pattern
    return Condition(f"{column} {words.like} ? ESCAPE '\\'", [pattern])


def _resolved(term: Filter) -> None:
    """Refuse a term only this computer can answer that client_terms.resolve has not answered."""
    if term.op != RESOLVED:
        raise ValueError(f"{term.field}: needs client_terms.resolve before the SQL is built")


def _readers_sql(term: Filter, id_sql: str) -> Condition:
    """readby:NAME (a member, by role or display name, has read it), readers:N (how many
    members have; a shared library's member_state) or assigned:NAME (given to them)."""
    if term.field in ("readby", "assigned"):
        table = "member_state" if term.field == "readby" else "assignment"
        sql, params = read_by_condition(id_sql, table)
        return Condition(sql, params(str(term.values[0])))
    return _bounds_sql(readers_count_sql(id_sql), term.values[0], term.values[1], False)


def _attachments_sql(term: Filter, id_sql: str, words: Words) -> Condition:
    """attachments:none / any / missing / present (resolved: missing files' ids) / a kind."""
    value = str(term.values[0])
    inner = f"SELECT 1 FROM attachment a WHERE a.entry_id = {id_sql}"
    if value == "none":
        return Condition(f"NOT EXISTS ({inner})")
    if value == "any":
        return Condition(f"EXISTS ({inner})")
    if value in ("missing", "present"):
        _resolved(term)
        negation = "" if value == "missing" else "NOT "
        ids = ids_sql(words)
        return Condition(f"EXISTS ({inner} AND a.id {negation}IN ({ids}))", [term.values[1]])
    return Condition(f"EXISTS ({inner} AND a.kind = ?)", [value])


def words_in_pages(parsed: ParsedQuery) -> Node | None:
    """The text a query's plain words put to the PDFs' pages too, or None.

    The words are the query's top-level text conjuncts (the plan's MATCH: words, phrases,
    OR, NOT), when none names a field; filters beside them (year:, tag:...) still apply.
    """
    node = parsed.node
    if node is None:
        return None
    conjuncts: list[Node] = list(node.children) if isinstance(node, And) else [node]
    texty = [c for c in conjuncts if _texts(c)]
    if not texty or not all(_text_only(c) and _expressible(c) for c in texty):
        return None
    if any(t.column is not None for c in texty for t in _texts(c)):
        return None
    positives = [c for c in texty if not isinstance(c, Not)]
    negatives = [c.child for c in texty if isinstance(c, Not)]
    if not positives:
        return None
    return _conjoined(positives, negatives)


def _texts(node: Node) -> list[Text]:
    """Every text term under *node*, negated ones included."""
    if isinstance(node, Text):
        return [node]
    if isinstance(node, Not):
        return _texts(node.child)
    if isinstance(node, And | Or):
        return [t for child in node.children for t in _texts(child)]
    return []


def page_match(parsed: ParsedQuery) -> Node | None:
    """What a view shows PDF pages for (search_index.page_hits): the plain words and every
    positive fulltext: term."""
    parts = [fulltext_node(f) for f in _positive_filters(parsed.node, "fulltext")]
    words = words_in_pages(parsed)
    if words is not None and parsed.node is not None and positive_texts(parsed.node):
        parts.insert(0, words)
    if not parts:
        return None
    return parts[0] if len(parts) == 1 else Or(tuple(parts))


def _positive_filters(node: Node | None, name: str, negated: bool = False) -> list[Filter]:
    """The filters on field *name* a match is found by (not those under a NOT)."""
    if isinstance(node, Filter):
        return [node] if node.field == name and not negated else []
    if isinstance(node, Not):
        return _positive_filters(node.child, name, not negated)
    if isinstance(node, And | Or):
        return [f for c in node.children for f in _positive_filters(c, name, negated)]
    return []


def needs_entry(node: Node | None) -> bool:
    """Whether conditions for *node* read entry columns (so the entry row must be joined)."""
    if isinstance(node, Filter):
        return node.field in _ENTRY_COLUMNS
    if isinstance(node, Not):
        return needs_entry(node.child)
    if isinstance(node, And | Or):
        return any(needs_entry(child) for child in node.children)
    return False


def condition(node: Node, id_sql: str, index: TextIndex, per_row: bool = False) -> Condition:
    """Any subtree as a SQL condition (text parts as index subqueries; *per_row*:
    filter_sql's)."""
    if isinstance(node, Text) or (_text_only(node) and _expressible(node)):
        return _in_index(node, id_sql, index)  # a Text is always expressible
    if isinstance(node, Filter):
        return filter_sql(node, id_sql, index, per_row)
    if isinstance(node, Not):
        inner = condition(node.child, id_sql, index, per_row)
        return Condition(f"NOT ({inner.sql})", inner.params)
    joiner = " AND " if isinstance(node, And) else " OR "
    parts = [condition(child, id_sql, index, per_row) for child in node.children]
    return _join(parts, joiner)


def _join(parts: list[Condition], joiner: str) -> Condition:
    """Conditions joined by AND or OR, each parenthesised."""
    if not parts:
        return Condition()
    sql = joiner.join(f"({p.sql})" for p in parts)
    return Condition(sql, [param for p in parts for param in p.params])


def plan(
    parsed: ParsedQuery, id_sql: str = "e.id", index: TextIndex | None = None,
    per_row: bool = False,
) -> Plan:  # fmt: skip
    """Split the top-level AND into one index match (its text parts) and SQL for the rest
    (*index*: the library's, whose SQL the filters' conditions may need; SQLite's if none;
    *per_row*: filter_sql's)."""
    node = parsed.node
    if node is None:
        return Plan()
    conjuncts: list[Node] = list(node.children) if isinstance(node, And) else [node]
    positives = [c for c in conjuncts if _text_only(c) and _expressible(c)]
    negatives = [
        c.child for c in conjuncts if isinstance(c, Not) and _text_only(c.child)
        and _expressible(c.child)
    ]  # fmt: skip
    rest = [c for c in conjuncts if c not in positives and not _negates(c, negatives)]
    match = None
    if positives:
        match = _conjoined(positives, negatives)
    else:
        rest = conjuncts
    chosen = index or index_for(None)
    where = _join([condition(c, id_sql, chosen, per_row) for c in rest], " AND ")
    return Plan(match, where, match or _rank_match(node), needs_entry(node))


def _negates(node: Node, negatives: list[Node]) -> bool:
    """Whether *node* is NOT of one of *negatives* (already in the MATCH)."""
    return isinstance(node, Not) and any(node.child is n for n in negatives)


def _rank_match(node: Node) -> Node | None:
    """Any positive text term, for ranking when no single match covers the whole query."""
    texts = positive_texts(node)
    if not texts:
        return None
    return Or(tuple(dict.fromkeys(texts)))


# An entry column other than the id ('e.title'): such SQL needs the entry row joined.
_READS_ENTRY = re.compile(r"\be\.(?!id\b)[A-Za-z_]")


def reads_entry(sql: str) -> bool:
    """Whether *sql* reads a column of the entry row (aliased e) other than its id."""
    return bool(_READS_ENTRY.search(sql))


@dataclass(frozen=True)
class View:
    """A view's query in parts (plan, scope, order), assembled into SELECTs on demand.

    When nothing but ids is needed, the index alone answers: a CTE named `e` with an `id`
    column stands in for the entry table, so scope conditions written against `e.id` work
    unchanged and no entry row (with its long abstract) is read.
    """

    plan: Plan
    scope_join: str = ""
    scope_where: str = "TRUE"
    scope_params: list[object] = field(default_factory=list)  # of the join or of the where
    order: str | None = None  # ORDER BY of a column sort; None orders by relevance
    scope_set: str | None = None  # the temp table scope_where reads, if the scope is one
    page_rank: Node | None = None  # entries with PDF pages matching this, best page first
    index: TextIndex = field(default_factory=lambda: index_for(None))  # the library's
    entry_hint: str = ""  # after `FROM entry e`: the index to read it by (Words.index_hint)

    @property
    def entry_needed(self) -> bool:
        """Whether the entry row must be joined (a filter, the scope or the sort reads it)."""
        sql = f"{self.scope_join} {self.scope_where} {self.order or ''} {self.plan.where.sql}"
        return self.plan.needs_entry or reads_entry(sql)

    @property
    def _filtered(self) -> bool:
        """Whether anything besides the MATCH narrows the results."""
        return bool(self.scope_join) or self.scope_where != "TRUE" or self.plan.where.sql != "TRUE"

    @property
    def relevance(self) -> bool:
        """Whether results are ordered by relevance (no column sort, text to rank by)."""
        return self.order is None and (
            self.plan.rank_match is not None or self.page_rank is not None
        )

    def _head(self, score: bool, columns: str) -> tuple[str, list[object], str]:
        """SELECT *columns* FROM ... (joins included), its parameters, the score expression."""
        if self.page_rank is not None:
            pages, params = self.index.ranked_pages(self.page_rank)
            sql = (
                f"WITH p(id, score) AS MATERIALIZED ({pages}) "
                f"SELECT {columns} FROM p JOIN entry e ON e.id = p.id"
            )
            return sql, params, "p.score"
        if self.plan.match is not None:
            alone = not (self._filtered or self.entry_needed)
            hits, params = self.index.hits(self.plan.match, score, alone)
            if self.entry_needed:
                sql = (
                    f"WITH m(id, score) AS ({hits}) "
                    f"SELECT {columns} FROM m JOIN entry e ON e.id = m.id"
                )
                return sql, params, "m.score"
            return f"WITH e(id, score) AS ({hits}) SELECT {columns} FROM e", params, "e.score"
        if score and self.plan.rank_match is not None:
            hits, params = self.index.hits(self.plan.rank_match, True, alone=True)
            sql = (
                f"WITH m(id, score) AS MATERIALIZED ({hits}) "
                f"SELECT {columns} FROM entry e LEFT JOIN m ON m.id = e.id"
            )
            # The unranked last: 1e30 fits PostgreSQL's real (ts_rank's type; 1e300 is out of its
            # range) as well as SQLite's double, and is far beyond any score either gives.
            return sql, params, f"coalesce(m.score, {UNRANKED})"
        hint = f" {self.entry_hint}" if self.entry_hint else ""
        return f"SELECT {columns} FROM entry e{hint}", [], ""

    def _body(self, score: bool, columns: str = "e.id") -> tuple[str, list[object], str]:
        """SELECT *columns* FROM ... WHERE ..., its parameters, and the score expression."""
        head, params, score_sql = self._head(score, columns)
        sql = f"{head} {self.scope_join} WHERE ({self.scope_where}) AND ({self.plan.where.sql})"
        return sql, [*params, *self.scope_params, *self.plan.where.params], score_sql

    def select(
        self, limit: int | None = None, ranked: bool = True, with_total: bool = False
    ) -> tuple[str, list[object]]:
        """SELECT of the ordered ids; *ranked* False: newest first instead of by relevance.

        *with_total*: each row also carries the number of matches (before the LIMIT), so one
        pass over the rows gives both a first page and the count.
        """
        by_relevance = self.relevance and ranked
        if not by_relevance and self.order is None and not with_total and self._set_only:
            return self._newest_in_set(limit)
        columns = "e.id, count(*) OVER ()" if with_total else "e.id"
        sql, params, score = self._body(by_relevance, columns)
        order = self.order or (f"{score}, e.id DESC" if by_relevance else "e.id DESC")
        sql += f" ORDER BY {order}"
        if limit is not None:
            sql += f" LIMIT {max(int(limit), 0)}"
        return sql, params

    @property
    def _set_only(self) -> bool:
        """Whether the MATCH and a scope's temp table of ids are all there is to the query."""
        plain = not (self.scope_join or self.entry_needed) and self.plan.where.sql == "TRUE"
        return self.scope_set is not None and self.plan.match is not None and plain

    def _newest_in_set(self, limit: int | None) -> tuple[str, list[object]]:
        """Newest hits inside the scope's set (the index's own way of reading them)."""
        assert self.plan.match is not None and self.scope_set is not None
        return self.index.newest_in_set(self.plan.match, self.scope_set, limit)

    def pages_only(self, words: Node) -> View:
        """The same view answered by PDF pages matching *words* instead of the entries' own
        text, best page first, less the entries the own text matches (those come first)."""
        assert self.plan.match is not None
        own, params = self.index.ids(self.plan.match)
        found = Condition(f"e.id NOT IN ({own})", params)
        where = _join([self.plan.where, found], " AND ")
        plan = Plan(None, where, None, self.plan.needs_entry)
        return replace(self, plan=plan, scope_set=None, page_rank=words)

    def or_pages(self, words: Node) -> View:
        """The same view with entries whose PDF pages match *words* in it too (for a
        column's order, where relevance does not put the pages' hits last)."""
        assert self.plan.match is not None
        own, params = self.index.ids(self.plan.match)
        pages, page_params = self.index.page_ids(words)
        found = Condition(f"e.id IN ({own}) OR e.id IN ({pages})", [*params, *page_params])
        where = _join([self.plan.where, found], " AND ")
        return replace(self, plan=Plan(None, where, None, self.plan.needs_entry), scope_set=None)

    def count(self, at_most: int | None = None) -> tuple[str, list[object]]:
        """SELECT count(*) of the matching entries (no more than *at_most*: an estimate
        that stops reading there)."""
        sql, params, _score = View(
            self.plan, self.scope_join, self.scope_where, self.scope_params,
            page_rank=self.page_rank, index=self.index,
        )._body(score=False)  # fmt: skip
        if at_most is not None:
            sql += f" LIMIT {max(int(at_most), 0)}"
        return f"SELECT count(*) FROM ({sql}) AS matched", params
