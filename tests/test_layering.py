"""The layers hold: the core (library, formats, services, cli) never imports Qt, so scripts
can use it; and SQL lives in papershelf.library only (no other layer runs a statement or
writes one, checked with `ast`: a docstring starting "Select the row..." is no violation, a
statement built in an f-string is one)."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import papershelf

CORE = ("library", "formats", "services", "cli")
PACKAGE = Path(papershelf.__file__).parent


def core_modules() -> list[str]:
    """Every module of the Qt-free layers, plus the CLI and the entry point."""
    names = ["papershelf.app", "papershelf.resources"]
    for layer in CORE:
        for path in sorted((PACKAGE / layer).rglob("*.py")):  # subpackages too (library/sqlite)
            parts = path.relative_to(PACKAGE).with_suffix("").parts
            names.append(
                ".".join(["papershelf", *(parts[:-1] if parts[-1] == "__init__" else parts)])
            )
    return names


BLOCKER = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6" or name.startswith("PySide6."):
            raise ImportError("the core must not import " + name)
sys.meta_path.insert(0, Block())
import importlib
for name in sys.argv[1:]:
    importlib.import_module(name)
print("imported", len(sys.argv) - 1)
"""


def test_core_modules_import_without_pyside6() -> None:
    modules = core_modules()
    assert len(modules) > 10
    result = subprocess.run(
        [sys.executable, "-c", BLOCKER, *modules], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert f"imported {len(modules)}" in result.stdout


def test_blocker_really_blocks_qt() -> None:
    result = subprocess.run(
        [sys.executable, "-c", BLOCKER, "papershelf.gui.table.table_model"],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode != 0
    assert "must not import PySide6" in result.stderr


# Calls that run SQL on a connection or cursor (sqlite3, peewee, psycopg): only the library.
RUNNERS = frozenset({"execute", "executemany", "execute_sql", "executescript", "connection"})
# peewee's query methods: called on a model (papershelf.library.models) they are SQL too.
MODEL_QUERIES = frozenset({
    "select", "get", "get_or_none", "get_by_id", "get_or_create", "create", "insert",
    "insert_many", "insert_from", "replace", "replace_many", "update", "delete",
    "delete_by_id", "raw", "bulk_create", "bulk_update", "create_table", "drop_table",
})  # fmt: skip
# A string literal (or an f-string's first part) that starts a statement. Keywords in capitals,
# as every statement in the code base is written, and followed by what a statement needs, so
# "Select the rows..." or "Delete a tag" in a message is not taken for SQL.
STATEMENT = re.compile(
    r"\s*(?:SELECT\s+(?:DISTINCT\s+)?[\w*(]"
    r"|INSERT\s+(?:OR\s+[A-Z]+\s+)?INTO\s"
    r"|REPLACE\s+INTO\s"
    r"|UPDATE\s+[\w.]+\s+SET\s"
    r"|DELETE\s+FROM\s"
    r"|CREATE\s+(?:TEMP\s+|TEMPORARY\s+|UNIQUE\s+|VIRTUAL\s+)?(?:TABLE|VIEW|TRIGGER|INDEX)\s"
    r"|DROP\s+(?:TABLE|VIEW|TRIGGER|INDEX)\s"
    r"|WITH\s+(?:RECURSIVE\s+)?\w+(?:\s*\([^)]*\))?\s+AS\s*\("
    r"|PRAGMA\s+\w)"
)


@dataclass(frozen=True)
class Violation:
    """One place outside the library that runs or writes SQL."""

    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string constants that are docstrings (of modules, classes, functions)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _leading_text(node: ast.AST) -> str | None:
    """The text a string literal (or an f-string) starts with; None for anything else."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and node.values:
        first = node.values[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value
    return None


def _model_names(tree: ast.AST) -> tuple[set[str], set[str]]:
    """The names a module imports from papershelf.library.models (models, Status, now...),
    and the names it gives that module itself (`from papershelf.library import models`)."""
    names: set[str] = set()
    modules: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "papershelf.library.models":
            names |= {alias.asname or alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module == "papershelf.library":
            modules |= {
                alias.asname or alias.name for alias in node.names if alias.name == "models"
            }  # fmt: skip
        elif isinstance(node, ast.Import):
            modules |= {
                alias.asname for alias in node.names
                if alias.name == "papershelf.library.models" and alias.asname
            }  # fmt: skip
    return names, modules


def _model_query(node: ast.Call, models: tuple[set[str], set[str]]) -> str | None:
    """'Model.method' when *node* calls a query method on an imported model, else None."""
    names, modules = models
    func = node.func
    if not isinstance(func, ast.Attribute) or func.attr not in MODEL_QUERIES:
        return None
    owner = func.value
    if isinstance(owner, ast.Name) and owner.id in names:
        return f"{owner.id}.{func.attr}"
    if (
        isinstance(owner, ast.Attribute) and isinstance(owner.value, ast.Name)
        and owner.value.id in modules
    ):  # fmt: skip
        return f"{owner.value.id}.{owner.attr}.{func.attr}"
    return None


def violations_in(source: str, name: str) -> list[Violation]:
    """Every SQL call, model query and statement literal in one module's *source*."""
    tree = ast.parse(source, filename=name)
    docstrings = _docstrings(tree)
    models = _model_names(tree)
    inside_fstrings = {
        id(part) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr)
        for part in node.values
    }  # fmt: skip
    found: list[Violation] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr in RUNNERS:
                found.append(Violation(name, node.lineno, f"calls .{node.func.attr}()"))
            elif (query := _model_query(node, models)) is not None:
                found.append(Violation(name, node.lineno, f"queries a model: {query}()"))
            continue
        if id(node) in docstrings or id(node) in inside_fstrings:
            continue
        text = _leading_text(node)
        if text is not None and STATEMENT.match(text):
            found.append(Violation(name, node.lineno, f"SQL statement {text.strip()[:40]!r}"))
    return found


def package_violations() -> list[Violation]:
    """Every violation in the package outside papershelf/library."""
    found: list[Violation] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] == "library":
            continue
        found += violations_in(path.read_text(encoding="utf-8"), str(relative))
    return found


def test_no_sql_outside_the_library() -> None:
    found = package_violations()
    assert not found, "SQL outside papershelf.library:\n" + "\n".join(map(str, found))


def test_the_library_really_holds_sql() -> None:
    """The scanner finds what it looks for where SQL does live (so it is not blind)."""
    library = PACKAGE / "library"
    found = [
        v for path in sorted(library.glob("*.py"))
        for v in violations_in(path.read_text(encoding="utf-8"), path.name)
    ]  # fmt: skip
    assert any("SQL statement" in v.what for v in found)
    assert any("calls .execute" in v.what for v in found)


PLANTED = '''
"""Select the papers; Delete a tag; SELECT words in a docstring are prose."""
def f(lib, ids, table):
    """UPDATE entry SET nothing: a docstring, not a statement."""
    title = "Delete tag 'x'"
    lib.execute("SELECT 1")
    lib.db.execute_sql(sql)
    cursor.executemany(query, rows)
    conn.executescript(script)
    conn = lib.db.connection()
    query = "INSERT OR IGNORE INTO entry_tag (entry_id, tag_id) VALUES (?, ?)"
    marks = f"DELETE FROM {table} WHERE id IN ({ids})"
    other = "  update tag set name = ?"
    pragma = "PRAGMA data_version"
    return title


from papershelf.library.models import ReadingList as Lists, Status
def g(scope):
    shown = Lists.get_or_none(id=scope.value)
    unread = Status.UNREAD.name.lower()
    return shown, unread, scope.select(0)
from papershelf.library import models
rows = models.Entry.select()
'''


def test_planted_violations_are_found() -> None:
    found = violations_in(PLANTED, "planted.py")
    lines = sorted(v.line for v in found)
    # the 5 calls (and the SELECT in the first), the INSERT, the f-string DELETE and the
    # PRAGMA; no docstring, no message, and not the lower-case update (no statement in this
    # code base is written so).
    # then the model query (an alias, too), not Status's attribute nor select() on another
    # object.
    assert lines == [6, 6, 7, 8, 9, 10, 11, 12, 14, 20, 24], found
    assert any(v.line == 20 and v.what == "queries a model: Lists.get_or_none()" for v in found)
    assert any(v.line == 24 and v.what == "queries a model: models.Entry.select()" for v in found)
    assert any("INSERT OR IGNORE" in v.what for v in found)
    assert any("DELETE FROM" in v.what for v in found)


def test_a_planted_module_fails_the_package_check(tmp_path: Path, monkeypatch) -> None:
    """Planting one statement in a copy of a service module makes the real check fail."""
    fake = tmp_path / "papershelf"
    (fake / "services").mkdir(parents=True)
    (fake / "library").mkdir()
    (fake / "library" / "ok.py").write_text('Q = "SELECT id FROM entry"\n')
    (fake / "services" / "clean.py").write_text('"""Nothing here."""\nX = "Select a paper"\n')
    monkeypatch.setattr(f"{__name__}.PACKAGE", fake)
    assert package_violations() == []
    (fake / "services" / "bad.py").write_text("def f(lib):\n    lib.execute('DELETE FROM tag')\n")
    found = package_violations()
    assert [str(v) for v in found] == [
        "services/bad.py:2: calls .execute()",
        "services/bad.py:2: SQL statement 'DELETE FROM tag'",
    ]


# --- the engine stays inside the library ---------------------------------------------------
# A Library's `db` is its engine (SQLite's LibraryDatabase or a PostgreSQL one): the other
# layers ask the Library (lib.close_worker(), lib.needs_check, lib.set_read_only(...)), so
# they never learn which engine they have.


def _dotted(node: ast.AST) -> str | None:
    """'a.b.c' for a chain of names and attributes, else None."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and (owner := _dotted(node.value)) is not None:
        return f"{owner}.{node.attr}"
    return None


def engine_reaches_in(source: str, name: str) -> list[Violation]:
    """Every `.db` read (or getattr(x, "db")) in one module's *source*; the module
    papershelf.library.db named in full is not one."""
    found: list[Violation] = []
    for node in ast.walk(ast.parse(source, filename=name)):
        if isinstance(node, ast.Attribute) and node.attr == "db":
            if _dotted(node.value) != "papershelf.library":
                found.append(Violation(name, node.lineno, "reaches .db"))
        elif (
            isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "setattr", "hasattr") and len(node.args) > 1
            and isinstance(node.args[1], ast.Constant) and node.args[1].value == "db"
        ):  # fmt: skip
            found.append(Violation(name, node.lineno, f"reaches .db through {node.func.id}()"))
    return found


def package_engine_reaches() -> list[Violation]:
    """Every `.db` reach in the package outside papershelf/library."""
    found: list[Violation] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE)
        if relative.parts[0] != "library":
            found += engine_reaches_in(path.read_text(encoding="utf-8"), str(relative))
    return found


def test_nothing_outside_the_library_reaches_a_librarys_db() -> None:
    found = package_engine_reaches()
    assert not found, "a Library's engine reached outside papershelf.library:\n" + "\n".join(
        map(str, found)
    )


PLANTED_ENGINE = """
import papershelf.library.db
from papershelf.library.db import Library, open_worker
def f(lib, window):
    lib.db.close()
    if window.controller.lib.db.unchecked:
        window.controller.lib.db.unchecked = False
    engine = getattr(lib, "db")
    lib.close_worker()
    return papershelf.library.db.open_library, lib.dbname, lib.needs_check, engine
"""


def test_planted_engine_reaches_are_found() -> None:
    """lib.db in a chain, as an assignment target and through getattr are found; the module
    papershelf.library.db, a `dbname` attribute and the Library's own methods are not."""
    found = engine_reaches_in(PLANTED_ENGINE, "planted.py")
    assert [v.line for v in sorted(found, key=lambda v: v.line)] == [5, 6, 7, 8], found


def test_a_planted_engine_reach_fails_the_package_check(tmp_path: Path, monkeypatch) -> None:
    """lib.db in a copy of a GUI module makes the real check fail; inside the library it may."""
    fake = tmp_path / "papershelf"
    (fake / "gui").mkdir(parents=True)
    (fake / "library").mkdir()
    (fake / "library" / "db.py").write_text("def f(lib):\n    return lib.db.is_closed()\n")
    (fake / "gui" / "probe.py").write_text("def f(lib):\n    return lib.is_closed()\n")
    monkeypatch.setattr(f"{__name__}.PACKAGE", fake)
    assert package_engine_reaches() == []
    (fake / "gui" / "probe.py").write_text("def f(lib):\n    return lib.db.is_closed()\n")
    assert [str(v) for v in package_engine_reaches()] == ["gui/probe.py:2: reaches .db"]


# --- the backend is chosen once --------------------------------------------------------------
# A library's engine is chosen when it opens (db.open_library, open_worker and their server
# halves) and kept as Library.backend (library/backend.py); everything else calls that object.
# Only the two backend packages and those open functions may ask which engine they have.
BACKEND_PACKAGES = ("library/sqlite/", "library/postgresql/")
OPEN_FUNCTIONS = ("library/db.py", frozenset({
    "open_library", "open_worker", "_open_server", "_open_server_worker", "_server_backend",
}))  # fmt: skip
ENGINE_NAMES = frozenset({"sqlite", "postgresql"})


def _asks_the_engine(node: ast.AST) -> str | None:
    """What *node* does to learn which engine it has (None: nothing of the kind)."""
    if isinstance(node, ast.Attribute) and node.attr in ("dialect", "_on_server"):
        return f"reads .{node.attr}"
    if isinstance(node, ast.Name) and node.id == "_on_server":
        return "calls _on_server"
    if (
        isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
        and node.func.id in ("getattr", "hasattr") and len(node.args) > 1
        and isinstance(node.args[1], ast.Constant) and node.args[1].value == "dialect"
    ):  # fmt: skip
        return f"reads .dialect through {node.func.id}()"
    if isinstance(node, ast.Compare):
        sides = [node.left, *node.comparators]
        named = [
            e
            for s in sides
            for e in (s.elts if isinstance(s, ast.Tuple | ast.List | ast.Set) else [s])
        ]
        if any(isinstance(s, ast.Constant) and s.value in ENGINE_NAMES for s in named):
            return "compares with an engine's name"
        url = any(isinstance(s, ast.Attribute) and s.attr == "url" for s in sides)
        none = any(isinstance(s, ast.Constant) and s.value is None for s in sides)
        if url and none and any(isinstance(op, ast.Is | ast.IsNot) for op in node.ops):
            return "tells the engine by .url is None"
    return None


def _allowed_lines(tree: ast.AST, name: str) -> set[int]:
    """The lines of the open functions, where the engine is chosen (in library/db.py only)."""
    module, functions = OPEN_FUNCTIONS
    if name != module:
        return set()
    return {
        line for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef) and node.name in functions
        for line in range(node.lineno, (node.end_lineno or node.lineno) + 1)
    }  # fmt: skip


def backend_checks_in(source: str, name: str) -> list[Violation]:
    """Every place one module's *source* asks which engine a library has, outside the open
    functions."""
    tree = ast.parse(source, filename=name)
    allowed = _allowed_lines(tree, name)
    found = [
        Violation(name, node.lineno, what) for node in ast.walk(tree)
        if (what := _asks_the_engine(node)) is not None and node.lineno not in allowed
    ]  # fmt: skip
    return sorted(set(found), key=lambda v: (v.line, v.what))


def package_backend_checks() -> list[Violation]:
    """Every backend check in the package outside the backend packages and the open functions."""
    found: list[Violation] = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if not relative.startswith(BACKEND_PACKAGES):
            found += backend_checks_in(path.read_text(encoding="utf-8"), relative)
    return found


def test_the_backend_is_asked_only_where_it_is_chosen() -> None:
    found = package_backend_checks()
    assert not found, (
        "a backend check outside library/sqlite, library/postgresql and the "
        "open functions (call lib.backend instead):\n" + "\n".join(map(str, found))
    )


PLANTED_BACKEND_CHECKS = """
def f(lib, db, backend):
    if lib.dialect == "postgresql":
        return 1
    if getattr(db, "dialect", "sqlite") != "postgresql":
        return 2
    if _on_server(db) or fts._on_server(lib.db):
        return 3
    if lib.url is None:
        return 4
    if backend.name in ("sqlite",):
        return 5
    where = lib.url if lib.url else lib.path
    return lib.backend.reindex(lib), where, lib.file is None, url is not None
"""


def test_planted_backend_checks_are_found() -> None:
    """.dialect (read and through getattr), _on_server, `.url is None` and a comparison
    with an engine's name are found; a call on lib.backend, `.file is None` and a bare
    `url` name are not."""
    found = backend_checks_in(PLANTED_BACKEND_CHECKS, "planted.py")
    assert sorted({v.line for v in found}) == [3, 5, 7, 9, 11], found
    assert any(v.line == 5 and "getattr" in v.what for v in found)


def test_a_planted_backend_check_fails_the_package_check(tmp_path: Path, monkeypatch) -> None:
    """A check in a service fails; the same in a backend package or db's open function does
    not, nor elsewhere in db.py's Library."""
    fake = tmp_path / "papershelf"
    for folder in ("services", "library/sqlite", "library/postgresql"):
        (fake / folder).mkdir(parents=True)
    check = 'def f(lib):\n    return lib.dialect == "sqlite"\n'
    (fake / "library" / "sqlite" / "backend.py").write_text(check)
    (fake / "library" / "postgresql" / "backend.py").write_text(check)
    (fake / "library" / "db.py").write_text(check.replace("def f", "def open_library"))
    monkeypatch.setattr(f"{__name__}.PACKAGE", fake)
    assert package_backend_checks() == []
    (fake / "library" / "db.py").write_text(check.replace("def f", "def name"))
    (fake / "services" / "search.py").write_text("def f(lib):\n    return lib.url is not None\n")
    assert [str(v) for v in package_backend_checks()] == [
        "library/db.py:2: compares with an engine's name",
        "library/db.py:2: reads .dialect",
        "services/search.py:2: tells the engine by .url is None",
    ]
