"""The search language: typed text -> a query tree, with hints for what could not be read.

One parser serves the GUI's search box and the CLI. It never raises: unbalanced quotes and
parentheses, stray operators, unknown fields and bad values each give a short hint, and the
best reading of the rest still runs. `search_tokens` cuts the text into tokens;
`search_sql.plan()` turns the tree into SQL.

Grammar (operators in capitals; AND binds tighter than OR)::

    query   := or_expr
    or_expr := and_expr ("OR" and_expr)*
    and_expr:= unary (["AND"] unary)*          juxtaposition means AND
    unary   := ("-" | "NOT") unary | primary
    primary := "(" or_expr ")" | term
    term    := FIELD ":" [op] value            title: author: abstract: venue: notes:
             | '"' words '"' ["*"]             keywords: key: doi: type: tag: list:
             | word ["*"]                      year: rating: status: added: related:
                                               attachments:

A bare word matches words that start with it ("optim" finds "optimizers"; a trailing
plural is dropped, so "optimizers" finds "optimizer"), in any indexed field, accents and
case ignored. A quoted phrase matches those words in that order, exactly (a "*" after the
closing quote makes its last word a prefix).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date

from papershelf.i18n import N, translate
from papershelf.library.search_tokens import (
    FIELD_EXAMPLES,
    TEXT_FIELDS,
    Lexer,
    Token,
)
from papershelf.library.search_values import (
    FieldValueError,
    attachment_condition,
    date_bounds,
    number_bounds,
    statuses,
)

MAX_DEPTH = 16  # parentheses nested deeper are read as if they were not there
MAX_TERMS = 64  # terms beyond this are dropped: no one types more, and SQL stays small

_TOKEN_WORD = re.compile(r"[^\W_]+")
YEAR_PROBLEM = N("year: expects 2023, 2020..2024 or >=2022")
RATING_PROBLEM = N("rating: expects a number of stars, e.g. rating:>=4")
READERS_PROBLEM = N("readers: expects a number of members who have read it, e.g. readers:>=2")


# The syntax in a few lines: the CLI prints it under --help; the search box's help shows it.
QUERY_HELP = N("""query language:
  graph neural        entries with words starting 'graph' and 'neural' (any field)
  "exact phrase"      these words in this order; "graph neur"* ends with a prefix
  title:diffusion     also author: abstract: venue: notes: keywords:
  key:vaswani2017 doi:10.48550 type:inproceedings
  tag:ml              tagged ml or anything below it (ml/rl)
  list:"To read"      in that reading list
  year:2023  year:2020..2024  year:>=2022  rating:>=4  status:unread|reading
  added:<30d  added:2026-01..2026-06
  related:vaswani2017  papers like that one (related:a,b: like both)
  attachments:none  attachments:missing (files not found)  attachments:pdf
  fulltext:"a sentence"  in the text of an attached PDF (plain words search it too,
                      ranked below the papers whose own fields match)
  annotation:"words"  in the words you highlighted in its PDF, or your comments on them
  -word  NOT word  a OR b  (a OR b) c
Accents and case are ignored; with words, results come best match first.""")


# --- the query tree ---------------------------------------------------------------------


@dataclass(frozen=True)
class Text:
    """Words matched by the full-text index, in one column (None: any indexed column)."""

    text: str
    column: str | None = None
    phrase: bool = False  # quoted: these words in this order, the last a prefix only if *prefix*
    prefix: bool = True


@dataclass(frozen=True)
class Filter:
    """A condition on a field the index does not hold (tags, lists, numbers, dates, keys)."""

    field: str
    op: str  # 'prefix', 'exact', 'contains', 'bounds', 'in', 'tree'
    values: tuple[object, ...]


@dataclass(frozen=True)
class Not:
    """Entries that do not match *child*."""

    child: Node


@dataclass(frozen=True)
class And:
    """Entries that match every child."""

    children: tuple[Node, ...]


@dataclass(frozen=True)
class Or:
    """Entries that match at least one child."""

    children: tuple[Node, ...]


Node = Text | Filter | Not | And | Or


@dataclass(frozen=True)
class ParsedQuery:
    """The best reading of a query (None: everything matches) and hints about the rest."""

    text: str
    node: Node | None
    hints: tuple[str, ...] = ()

    @property
    def has_text(self) -> bool:
        """Whether a full-text term must match, so relevance can order the results."""
        return bool(positive_texts(self.node))


# --- building the tree -------------------------------------------------------------------


def has_word(text: str) -> bool:
    """Whether *text* holds a letter or digit, i.e. something the index can look for."""
    return any(unicodedata.category(char)[0] in "LN" for char in text)


class _Parser:
    """Recursive descent over the tokens; every dead end becomes a hint, never an error."""

    def __init__(
        self, tokens: list[Token], hints: list[str], typing: bool, today: date,
        exact_keys: bool = False,
    ) -> None:  # fmt: skip
        """Read *tokens*, adding hints to *hints*; *today* anchors relative dates."""
        self.exact_keys = exact_keys
        self.tokens = tokens
        self.hints = hints
        self.typing = typing
        self.today = today
        self.pos = 0
        self.depth = 0
        self.terms = 0

    def hint(self, text: str, at_end: bool = False) -> None:
        """Note a hint once; one about an unfinished end is kept quiet while typing."""
        if (at_end and self.typing) or text in self.hints:
            return
        self.hints.append(text)

    def peek(self) -> str | None:
        """The kind of the next token, or None at the end."""
        return self.tokens[self.pos].kind if self.pos < len(self.tokens) else None

    def take(self) -> Token:
        """The next token, consumed."""
        self.pos += 1
        return self.tokens[self.pos - 1]

    def query(self) -> Node | None:
        """The whole query; a stray ')' is skipped and reading goes on after it."""
        parts = [self.or_expr()]
        while self.pos < len(self.tokens):
            self.take()
            self.hint(translate("search", "unmatched ')' ignored"))
            parts.append(self.or_expr())
        return _and([p for p in parts if p is not None])

    def or_expr(self) -> Node | None:
        """and_expr (OR and_expr)*."""
        parts = [self.and_expr()]
        while self.peek() == "or":
            self.take()
            parts.append(self.and_expr())
        present = [p for p in parts if p is not None]
        if len(parts) > 1 and len(present) < len(parts):  # an OR with a side missing
            said = translate("search", "OR needs a term on each side")
            self.hint(said, at_end=parts[-1] is None)
        if len(present) > 1:
            return Or(tuple(present))
        return present[0] if present else None

    def and_expr(self) -> Node | None:
        """unary ([AND] unary)*, up to OR, ')' or the end."""
        parts: list[Node] = []
        while self.peek() not in (None, ")", "or"):
            if self.peek() == "and":
                self.take()
                if not parts or self.peek() in (None, ")", "or"):
                    said = translate("search", "AND needs a term on each side")
                    self.hint(said, at_end=self.peek() is None)
                continue
            node = self.unary()
            if node is not None:
                parts.append(node)
        return _and(parts)

    def unary(self) -> Node | None:
        """Any number of '-' / NOT, then a primary."""
        negations = 0
        while self.peek() in ("neg", "not"):
            negations += 1
            self.take()
        if negations and self.peek() in (None, ")", "or", "and"):  # '-AND', 'NOT )'...
            said = translate("search", "nothing to exclude after '-' or NOT")
            self.hint(said, at_end=self.peek() is None)
            return None
        node = self.primary()
        if node is None or negations % 2 == 0:
            return node
        return Not(node)

    def primary(self) -> Node | None:
        """A parenthesised group or a single term."""
        token = self.take()
        if token.kind == "(":
            return self.group()
        if token.kind in ("and", "or", "not", ")"):  # cannot happen after and_expr's checks
            return None
        if self.terms >= MAX_TERMS:
            self.hint(
                translate("search", "only the first {count} terms are used").format(count=MAX_TERMS)
            )
            return None
        node = self.term(token)
        self.terms += node is not None
        return node

    def group(self) -> Node | None:
        """'(' or_expr ')'; past MAX_DEPTH the parentheses are read as if absent."""
        if self.depth >= MAX_DEPTH:
            self.hint(
                translate("search", "parentheses nested too deeply; the inner ones were ignored")
            )
            return None
        self.depth += 1
        inner = self.or_expr()
        self.depth -= 1
        if self.peek() == ")":
            self.take()
        else:
            self.hint(translate("search", "missing closing parenthesis"), at_end=True)
        return inner

    def term(self, token: Token) -> Node | None:
        """A word, phrase or field term as a tree leaf (None when nothing is left of it)."""
        if token.kind == "field":
            return self.field_term(token)
        if token.kind == "phrase":
            return self.phrase(token.text, token, column=None)
        return self.word(token.text, column=None)

    def word(self, text: str, column: str | None) -> Node | None:
        """A bare word: matched as a prefix; one without letters or digits is skipped."""
        bare = text.rstrip("*")
        if not has_word(bare):
            if text.strip():
                said = translate("search", "'{text}' has no letters or digits; ignored")
                self.hint(said.format(text=text))
            return None
        return Text(bare, column, phrase=False, prefix=True)

    def phrase(self, text: str, token: Token, column: str | None) -> Node | None:
        """A quoted phrase; its last word is a prefix after a '*' or while still open."""
        if not token.closed:
            self.hint(translate("search", "missing closing quote"), at_end=True)
        if not has_word(text):
            if token.closed:
                self.hint(translate("search", "empty quotes ignored"))
            return None
        return Text(text, column, phrase=True, prefix=token.star or not token.closed)

    def field_term(self, token: Token) -> Node | None:
        """name:value, for text fields and filters alike."""
        value = token.text
        if not value.strip() and not token.quoted:
            said = translate("search", "{field}: needs a value, e.g. {example}")
            example = translate("", FIELD_EXAMPLES[token.name])
            self.hint(said.format(field=token.name, example=example), token.last)
            return None
        if token.name in TEXT_FIELDS:
            column = TEXT_FIELDS[token.name]
            if token.quoted:
                return self.phrase(value, token, column)
            return self.word(value, column)
        if not token.closed:
            self.hint(translate("search", "missing closing quote"), at_end=True)
        try:
            if token.name == "key":
                return _key_filter(value.strip(), token.quoted, self.exact_keys)
            return _filter(token.name, value.strip(), token.quoted, self.today)
        except FieldValueError as problem:
            self.hint(str(problem), at_end=token.last)
            return None


def _key_filter(value: str, quoted: bool, exact: bool) -> Filter:
    """key:VALUE: a prefix (key:k1* always, key:k1 unless *exact*) or, quoted, the exact key."""
    if quoted:
        return Filter("key", "exact", (value,))
    if value.endswith("*"):
        return Filter("key", "prefix", (value.rstrip("*"),))
    return Filter("key", "exact" if exact else "prefix", (value,))


def _filter(name: str, value: str, quoted: bool, today: date) -> Filter:
    """The filter a field term stands for; FieldValueError when its value cannot be read."""
    if name in ("key", "type"):
        return Filter(name, "exact" if quoted else "prefix", (value,))
    if name == "doi":
        return Filter(name, "contains", (_bare_doi(value),))
    if name == "tag":
        return Filter(name, "tree", (value.strip("/"),))
    if name in ("list", "related"):
        return Filter(name, "exact", (value,))
    if name == "fulltext":
        if not has_word(value):
            said = translate("search", 'fulltext: needs words, e.g. fulltext:"a sentence"')
            raise FieldValueError(said)
        return Filter(name, "phrase" if quoted else "prefix", (value,))
    if name == "annotation":
        return _annotation_filter(value, quoted)
    if name == "status":
        return Filter(name, "in", statuses(value))
    if name == "attachments":
        return Filter(name, "exact", (attachment_condition(value),))
    if name == "added":
        bounds = date_bounds(value, today)
        return Filter(name, "bounds", (bounds.low, bounds.high))
    if name in ("readby", "assigned"):  # a member, by role or display name (issue 36)
        return Filter(name, "exact", (value,))
    if name == "mytag":  # one of the connecting member's private tags (issue 36)
        return Filter(name, "exact", (" ".join(value.split()),))
    problem = {"year": YEAR_PROBLEM, "readers": READERS_PROBLEM}.get(name, RATING_PROBLEM)
    bounds = number_bounds(value, problem)
    return Filter(name, "bounds", (bounds.low, bounds.high))


def _annotation_filter(value: str, quoted: bool) -> Filter:
    """annotation:"a phrase" (these words together) or annotation:word (each word anywhere in
    one annotation's marked words or comment)."""
    words = value.split()
    if not words or not has_word(value):
        said = translate(
            "search", 'annotation: needs words, e.g. annotation:"a highlighted phrase"'
        )
        raise FieldValueError(said)
    return Filter("annotation", "contains", (" ".join(words),) if quoted else tuple(words))


def _bare_doi(value: str) -> str:
    """A DOI without its resolver prefix ('https://doi.org/10.1/x' -> '10.1/x')."""
    lowered = value.strip().lower()
    for prefix in ("https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "doi:"):
        if lowered.startswith(prefix):
            return value.strip()[len(prefix) :]
    return value.strip()


def _and(parts: list[Node]) -> Node | None:
    """AND of *parts*, flattened; a single part stands alone; none is None."""
    flat: list[Node] = []
    for part in parts:
        flat.extend(part.children if isinstance(part, And) else (part,))
    if len(flat) > 1:
        return And(tuple(flat))
    return flat[0] if flat else None


def parse(
    text: str, typing: bool = False, today: date | None = None, exact_keys: bool = False
) -> ParsedQuery:
    """Read *text* as a query; *typing*: it is being typed, so an unfinished end gets no hint;
    *exact_keys*: key:k1 means the key k1 only (key:k1* its prefix), as destructive commands
    read it."""
    hints: list[str] = []
    # FTS5 reads its query as a C string: a NUL would cut it short (and unbalance a quote).
    tokens = Lexer(text.replace("\x00", " "), hints, typing).run()
    node = _Parser(tokens, hints, typing, today or date.today(), exact_keys).query()
    return ParsedQuery(text, node, tuple(hints))


# --- what the views mark ------------------------------------------------------------------


def positive_texts(node: Node | None, negated: bool = False) -> list[Text]:
    """The text terms a match is found by (those under a NOT excluded), in query order."""
    if isinstance(node, Text):
        return [] if negated else [node]
    if isinstance(node, Not):
        return positive_texts(node.child, not negated)
    if isinstance(node, And | Or):
        return [t for child in node.children for t in positive_texts(child, negated)]
    return []


def singular(word: str) -> str:
    """A plural's singular stem ('optimizers' -> 'optimizer', 'studies' -> 'study')."""
    lower = word.lower()
    if len(word) > 4 and lower.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and lower.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    if len(word) > 3 and lower.endswith("s") and not lower.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def word_variants(text: str) -> list[str]:
    """The prefixes a bare word is looked up by: its singular, and a '-ies' plural's forms.

    'optimizers' -> ['optimizer'] (which covers both); 'studies' -> ['studies', 'study'];
    'policy' -> ['policy', 'policies'], since 'policy' is no prefix of 'policies'.
    """
    stem = singular(text)
    if stem != text and not text.lower().startswith(stem.lower()):
        return [text, stem]
    lower = stem.lower()
    if len(stem) > 3 and lower.endswith("y") and lower[-2] not in "aeiou":
        return [stem, stem[:-1] + "ies"]
    return [stem]


def match_terms(query: str | ParsedQuery) -> list[str]:
    """The words (as prefixes) a view should mark for *query*, without duplicates."""
    parsed = parse(query, typing=True) if isinstance(query, str) else query
    terms: list[str] = []
    for text in positive_texts(parsed.node):
        sources = [text.text] if text.phrase else word_variants(text.text)
        for source in sources:
            terms.extend(_TOKEN_WORD.findall(source))
    return list(dict.fromkeys(terms))


def words(query: str) -> list[str]:
    """The words to highlight for *query* (kept for callers of the first search box)."""
    return match_terms(query)


@dataclass(frozen=True)
class Condition:
    """A SQL boolean expression over the entry table aliased 'e', with its parameters."""

    sql: str = "TRUE"
    params: list[object] = field(default_factory=list)
