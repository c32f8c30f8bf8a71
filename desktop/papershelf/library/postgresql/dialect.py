"""Raw SQL written for SQLite (`?` parameters) as PostgreSQL runs it: what is left of the
run-time translation (issue 32), for plain text given to lib.execute on a server.

No module of papershelf gives the server plain text any more: every statement the library
runs there is library/sql.py's Sql, written for both engines with lib.backend.words where
they differ, and run as written. The tests' own raw statements (fixtures that insert rows
with `?`, SQLite's INSERT OR IGNORE...) still come through here; once they are Sql or
written per backend this module goes, but for explicit_id_table, which only reads an
INSERT (which table it gives ids to) for the server's id sequences.

Only what the library's statements need, done mechanically on the text: `?` -> `%s`
outside string literals, `%` -> `%%` (psycopg reads `%` everywhere), INSERT OR IGNORE ->
ON CONFLICT DO NOTHING, scalar max(a, b) / min(a, b) -> GREATEST / LEAST, `IS NOT ?` ->
IS DISTINCT FROM, LIKE (case-insensitive in SQLite; refused on a NOCASE column by
PostgreSQL 15) -> ILIKE under the default collation, datetime('now', 'localtime', ?) and
julianday(), json_each(?) of a bound array, `temp.` tables (pg_temp). `COLLATE NOCASE` runs
verbatim in comparisons (the schema defines a `nocase` collation), but a term
`x COLLATE NOCASE` of an ORDER BY becomes `lower(x COLLATE "C")`:
SQLite's NOCASE folds only A-Z and then compares bytes, and lower() under "C" folds only
A-Z and compares bytes too, so both backends give the same order (ICU's would put 'Ż' by
'Z' and '\\' before '3': `papershelf search --json` must print the same on both).
What cannot be translated (FTS5, rowid, PRAGMA) is written per backend (library/backend.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from papershelf.library.errors import LibraryError

_LITERAL = re.compile(r"'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"")
_MARK = "\x00{}\x00"
_MARKED = re.compile("\x00(\\d+)\x00")
_INSERT_REPLACE = re.compile(r"\bINSERT\s+OR\s+REPLACE\s+INTO\s+(\w+)\s*\(([^)]*)\)", re.IGNORECASE)
# Primary keys of the tables not made from the models (fulltext's), for INSERT OR REPLACE.
_OTHER_KEYS = {"fulltext_state": ("attachment_id",)}
_INSERT_IGNORE = re.compile(r"\bINSERT\s+OR\s+IGNORE\s+INTO\b", re.IGNORECASE)
# `a IS NOT b` / `a IS b` with b not NULL, TRUE or FALSE: SQLite's null-safe comparisons.
_KEYWORDS_AFTER_IS = r"(?!NULL\b|TRUE\b|FALSE\b|DISTINCT\b|NOT\b)"
_IS_NOT_PARAM = re.compile(rf"\bIS\s+NOT\s+{_KEYWORDS_AFTER_IS}", re.IGNORECASE)
_IS_PARAM = re.compile(rf"\bIS\s+{_KEYWORDS_AFTER_IS}", re.IGNORECASE)
_NOT_LIKE = re.compile(r"\bNOT\s+LIKE\b", re.IGNORECASE)
_LIKE = re.compile(r"(?<!NOT )\bLIKE\b", re.IGNORECASE)
_SCALAR = re.compile(r"\b(max|min)\(", re.IGNORECASE)
_NOW_OFFSET = re.compile(r"datetime\(\s*'now'\s*,\s*'localtime'\s*,\s*\?\s*\)", re.IGNORECASE)
_JULIANDAY = re.compile(r"\bjulianday\(([^()]*)\)", re.IGNORECASE)
_RETURNING = re.compile(r"\bRETURNING\b", re.IGNORECASE)
_EXPLICIT_ID = re.compile(
    r"^\s*INSERT\s+(?:OR\s+\w+\s+)?INTO\s+(\w+)\s*\(\s*id\s*[,)]", re.IGNORECASE
)
# SQLite takes 1 as "true": the search builder's empty condition `(1)` / `WHERE 1`.
_TRUE_PAREN = re.compile(r"(?<![\w.])\(\s*1\s*\)")
_WHERE_ONE = re.compile(r"\b(WHERE|AND|OR)\s+1\b(?!\s*[=<>!+*/-])", re.IGNORECASE)
_ORDER_BY = re.compile(r"\bORDER\s+BY\b", re.IGNORECASE)
_NOCASE_TERM = re.compile(r"((?:\w+\.)?\w+)\s+COLLATE\s+NOCASE\b", re.IGNORECASE)
# A JSON array bound as one parameter, read as rows (client_terms.IDS_SQL).
_JSON_EACH_PARAM = re.compile(r"\bjson_each\(\s*\?\s*\)", re.IGNORECASE)
# SQLite's TEMP schema (`IN temp.t`: the table's one column), the session's pg_temp here.
_IN_TEMP_TABLE = re.compile(r"\bIN\s+temp\.(\w+)", re.IGNORECASE)
_TEMP_SCHEMA = re.compile(r"(?<![\w.])temp\.(?=\w)", re.IGNORECASE)


class UntranslatableError(LibraryError):
    """A statement this translation cannot give the server (a programming error)."""


@lru_cache(maxsize=2048)
def translate(sql: str) -> str:
    """*sql* in SQLite's dialect with `?` parameters, as psycopg and PostgreSQL take it."""
    literals: list[str] = []

    def keep(match: re.Match[str]) -> str:
        literals.append(match.group(0))
        return _MARK.format(len(literals) - 1)

    code = _LITERAL.sub(keep, sql)
    code = _now_offset(code, literals)
    code = code.replace("%", "%%")
    code = _insert_or_ignore(code)
    code = _insert_or_replace(code)
    code = _IS_NOT_PARAM.sub("IS DISTINCT FROM ", code)
    code = _IS_PARAM.sub("IS NOT DISTINCT FROM ", code)
    code = _NOT_LIKE.sub('COLLATE "default" NOT ILIKE', code)
    code = _LIKE.sub('COLLATE "default" ILIKE', code)
    code = _IN_TEMP_TABLE.sub(r"IN (SELECT * FROM pg_temp.\1)", code)
    code = _TEMP_SCHEMA.sub("pg_temp.", code)
    code = _JSON_EACH_PARAM.sub("json_array_elements_text(CAST(? AS json))", code)
    code = _JULIANDAY.sub(r"(EXTRACT(EPOCH FROM \1) / 86400.0 + 2440587.5)", code)
    code = _scalar_extremes(code)
    code = _order_by_bytes(code)
    code = _subquery_aliases(code)
    code = _text_substr(code)
    code = _rewrite_calls(code, "json_group_array", _json_array)
    code = _rewrite_calls(code, "sum", _sum_of_truths)
    code = _rewrite_calls(code, "char", _characters)
    code = _rewrite_calls(code, "trim", _trim_these)
    code = _TRUE_PAREN.sub("(TRUE)", code)
    code = _WHERE_ONE.sub(r"\1 TRUE", code)
    code = code.replace("?", "%s")
    return _MARKED.sub(lambda m: literals[int(m.group(1))].replace("%", "%%"), code)


def _now_offset(code: str, literals: list[str]) -> str:
    """datetime('now', 'localtime', ?) (with its literals marked) -> local time plus an interval."""
    if "datetime(" not in code.lower():
        return code
    restored = _MARKED.sub(lambda m: literals[int(m.group(1))], code)
    if not _NOW_OFFSET.search(restored):
        return code
    literals.clear()
    restored = _NOW_OFFSET.sub("(LOCALTIMESTAMP(0) + CAST(? AS interval))", restored)

    def keep(match: re.Match[str]) -> str:
        literals.append(match.group(0))
        return _MARK.format(len(literals) - 1)

    return _LITERAL.sub(keep, restored)


def _order_by_bytes(code: str) -> str:
    """Each ORDER BY's `x COLLATE NOCASE` terms -> `lower(x COLLATE "C")` (SQLite's order)."""
    if "NOCASE" not in code.upper():
        return code
    out: list[str] = []
    pos = 0
    for match in _ORDER_BY.finditer(code):
        if match.start() < pos:
            continue
        end = _clause_end(code, match.end())
        clause = _NOCASE_TERM.sub(r'lower(\1 COLLATE "C")', code[match.end() : end])
        out += [code[pos : match.end()], clause]
        pos = end
    return "".join([*out, code[pos:]])


def _clause_end(code: str, start: int) -> int:
    """Where the clause that starts at *start* ends: the ')' closing its parentheses, or the end."""
    depth = 0
    for at in range(start, len(code)):
        if code[at] == "(":
            depth += 1
        elif code[at] == ")":
            if depth == 0:
                return at
            depth -= 1
    return len(code)


def _insert_or_ignore(code: str) -> str:
    """INSERT OR IGNORE INTO ... -> INSERT INTO ... ON CONFLICT DO NOTHING (before RETURNING)."""
    if not _INSERT_IGNORE.search(code):
        return code
    code = _INSERT_IGNORE.sub("INSERT INTO", code)
    returning = _RETURNING.search(code)
    if returning is None:
        return code.rstrip().rstrip(";") + " ON CONFLICT DO NOTHING"
    at = returning.start()
    return f"{code[:at].rstrip()} ON CONFLICT DO NOTHING {code[at:]}"


def _insert_or_replace(code: str) -> str:
    """INSERT OR REPLACE INTO t (cols) ... -> ON CONFLICT (t's key) DO UPDATE the named
    columns, and set every other column of a model table to its default (SQLite's REPLACE
    deletes the old row: nothing of it survives that the statement does not name)."""
    match = _INSERT_REPLACE.search(code)
    if match is None:
        return code
    table = match.group(1).lower()
    columns = [c.strip() for c in match.group(2).split(",")]
    key = _primary_keys().get(table) or _OTHER_KEYS.get(table)
    if key is None:
        raise UntranslatableError(f"INSERT OR REPLACE into {table}: its primary key is unknown")
    updates = ", ".join(
        [f"{c} = EXCLUDED.{c}" for c in columns if c not in key]
        + [f"{c} = DEFAULT" for c in _columns().get(table, ()) if c not in (*columns, *key)]
    )
    action = f"DO UPDATE SET {updates}" if updates else "DO NOTHING"
    code = (
        code[: match.start()]
        + f"INSERT INTO {match.group(1)} ({match.group(2)})"
        + code[match.end() :]
    )
    return f"{code.rstrip().rstrip(';')} ON CONFLICT ({', '.join(key)}) {action}"


def _scalar_extremes(code: str) -> str:
    """max(a, b, ...) / min(a, b, ...) with two or more arguments -> GREATEST / LEAST."""
    out: list[str] = []
    pos = 0
    for match in _SCALAR.finditer(code):
        if match.start() < pos:
            continue
        end = _closing_paren(code, match.end())
        if end is None or not _has_top_level_comma(code[match.end() : end]):
            continue
        name = "GREATEST" if match.group(1).lower() == "max" else "LEAST"
        inner = _scalar_extremes(code[match.end() : end])
        out.append(f"{code[pos : match.start()]}{name}({inner})")
        pos = end + 1
    out.append(code[pos:])
    return "".join(out)


_FROM_PAREN = re.compile(r"\b(?:FROM|JOIN)\s*\(", re.IGNORECASE)
_QUERY_START = re.compile(r"\s*(?:SELECT|WITH|VALUES)\b", re.IGNORECASE)
_NEXT_WORD = re.compile(r"\s*([A-Za-z_]\w*)?")
_NOT_ALIASES = {
    "where", "order", "group", "limit", "join", "left", "inner", "cross", "on", "union",
    "except", "intersect", "having", "window", "offset", "returning", "natural", "full",
    "right", "using",
}  # fmt: skip
_SUBSTR = re.compile(r"\bsubstr\(", re.IGNORECASE)


def _subquery_aliases(code: str) -> str:
    """`FROM (SELECT ...)` without a name gets one: PostgreSQL 15 requires it."""
    out: list[str] = []
    pos = 0
    made = 0
    for match in _FROM_PAREN.finditer(code):
        if match.start() < pos:
            continue
        end = _closing_paren(code, match.end())
        inner = code[match.end() : end] if end is not None else ""
        if end is None or not _QUERY_START.match(inner):
            continue
        word = _NEXT_WORD.match(code, end + 1)
        named = word is not None and word.group(1) and word.group(1).lower() not in _NOT_ALIASES
        alias = "" if named else f" AS _sub{made}"
        made += 0 if named else 1
        out.append(f"{code[pos : match.end()]}{_subquery_aliases(inner)}){alias}")
        pos = end + 1
    out.append(code[pos:])
    return "".join(out)


def _text_substr(code: str) -> str:
    """substr(x, ...) reads x as text (SQLite's dates are text; the server's are timestamps)."""
    out: list[str] = []
    pos = 0
    for match in _SUBSTR.finditer(code):
        end = _closing_paren(code, match.end())
        if end is None or match.start() < pos:
            continue
        inner = code[match.end() : end]
        comma = _top_level_comma(inner)
        if comma is None:
            continue
        first, rest = inner[:comma], inner[comma:]
        out.append(f"{code[pos : match.end()]}CAST({first} AS text){rest})")
        pos = end + 1
    out.append(code[pos:])
    return "".join(out)


def _rewrite_calls(code: str, name: str, rewrite: Callable[[str], str | None]) -> str:
    """Each call name(...) becomes rewrite(its arguments), unless that gives None."""
    out: list[str] = []
    pos = 0
    for match in re.finditer(rf"\b{name}\(", code, re.IGNORECASE):
        end = _closing_paren(code, match.end())
        if end is None or match.start() < pos:
            continue
        new = rewrite(code[match.end() : end])
        if new is None:
            continue
        out.append(f"{code[pos : match.start()]}{new}")
        pos = end + 1
    out.append(code[pos:])
    return "".join(out)


def _json_array(inner: str) -> str:
    """json_group_array(x): JSON text of the values, '[]' for none (as SQLite gives)."""
    return f"coalesce(CAST(json_agg({inner}) AS text), '[]')"


def _sum_of_truths(inner: str) -> str | None:
    """sum(a = b) counts where a comparison holds: SQLite sums truth values, PostgreSQL not."""
    if "(" in inner or not re.search(r"[^<>!]=", inner):
        return None
    return f"sum(CASE WHEN {inner} THEN 1 ELSE 0 END)"


def _characters(inner: str) -> str:
    """char(9, 10): the characters with those code points, as chr(9) || chr(10)."""
    return "(" + " || ".join(f"chr({code.strip()})" for code in inner.split(",")) + ")"


def _trim_these(inner: str) -> str | None:
    """trim(x, chars) -> btrim(x, chars); trim(x) is the same on both."""
    if _top_level_comma(inner) is None:
        return None
    return f"btrim({_trim_these_inner(inner)})"


def _trim_these_inner(inner: str) -> str:
    """The arguments of a two-argument trim, with calls inside them rewritten too."""
    return _rewrite_calls(inner, "trim", _trim_these)


def _top_level_comma(inner: str) -> int | None:
    """The index of the first comma of *inner* outside parentheses (None: there is none)."""
    depth = 0
    for index, char in enumerate(inner):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "," and depth == 0:
            return index
    return None


def _closing_paren(code: str, start: int) -> int | None:
    """The index of the parenthesis closing the one just before *start* (None: unbalanced)."""
    depth = 1
    for index in range(start, len(code)):
        if code[index] == "(":
            depth += 1
        elif code[index] == ")":
            depth -= 1
            if depth == 0:
                return index
    return None


def _has_top_level_comma(inner: str) -> bool:
    """Whether *inner* (a call's arguments) holds more than one argument."""
    return _top_level_comma(inner) is not None


@lru_cache(maxsize=512)
def explicit_id_table(sql: str) -> str | None:
    """The table an INSERT gives `id` values to itself (its id sequence must move past them)."""
    match = _EXPLICIT_ID.match(sql)
    if match is None or match.group(1).lower() not in _serial_tables():
        return None
    return match.group(1).lower()


def advance_sequence(table: str) -> str:
    """SQL that moves *table*'s id sequence past its largest id (never backwards)."""
    return (
        f"SELECT setval('{table}_id_seq', GREATEST((SELECT max(id) FROM {table}), "
        f"(SELECT last_value FROM {table}_id_seq)))"
    )


@lru_cache(maxsize=1)
def _primary_keys() -> dict[str, tuple[str, ...]]:
    """Each model table's primary key columns."""
    from papershelf.library.models import MODELS

    keys = {}
    for model in MODELS:
        meta = model._meta
        fields = meta.get_primary_keys()
        keys[meta.table_name] = tuple(f.column_name for f in fields)
    return keys


@lru_cache(maxsize=1)
def _columns() -> dict[str, tuple[str, ...]]:
    """Each model table's columns."""
    from papershelf.library.models import MODELS

    return {m._meta.table_name: tuple(f.column_name for f in m._meta.sorted_fields) for m in MODELS}


@lru_cache(maxsize=1)
def _serial_tables() -> frozenset[str]:
    """The tables whose id the server numbers (the models' AutoFields)."""
    from peewee import AutoField

    from papershelf.library.models import MODELS

    return frozenset(
        model._meta.table_name for model in MODELS if isinstance(model._meta.primary_key, AutoField)
    )
