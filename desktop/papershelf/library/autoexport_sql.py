"""Auto-export bindings' rows (services/autoexport.py), through peewee's query builder on
the library's own connection (auto-export also runs on a worker thread's connection)."""

from __future__ import annotations

from papershelf.library.db import Library
from papershelf.library.models import AutoExport

BindingRow = tuple[int, int | None, str, str]  # id, list_id, path, flavour


def binding_rows(lib: Library) -> list[BindingRow]:
    """Every binding's row, in the order they were made."""
    columns = (AutoExport.id, AutoExport.list_id, AutoExport.path, AutoExport.flavour)
    query = AutoExport.select(*columns).order_by(AutoExport.id).tuples()
    return list(query.execute(lib.db))


def path_bound(lib: Library, path: str) -> bool:
    """Whether a binding already writes the file *path*."""
    query = AutoExport.select(AutoExport.id).where(AutoExport.path == path).limit(1)
    return bool(list(query.tuples().execute(lib.db)))


def insert_binding(lib: Library, list_id: int | None, path: str, flavour: str) -> int:
    """Add a binding (its path free); its id."""
    query = AutoExport.insert(list_id=list_id, path=path, flavour=flavour)
    return int(query.execute(lib.db) or 0)


def put_binding(lib: Library, row: BindingRow) -> None:
    """Add a binding again under its old id."""
    binding_id, list_id, path, flavour = row
    AutoExport.insert(id=binding_id, list_id=list_id, path=path, flavour=flavour).execute(lib.db)


def delete_binding(lib: Library, binding_id: int) -> None:
    """Forget a binding (its file stays)."""
    AutoExport.delete().where(AutoExport.id == binding_id).execute(lib.db)
