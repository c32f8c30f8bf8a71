"""Splitting long id lists for `IN (...)` clauses, and their parameter marks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

SQL_CHUNK = 900  # stays under SQLite's limit on bound parameters

T = TypeVar("T")


def in_chunks(values: Sequence[T], size: int = SQL_CHUNK) -> list[Sequence[T]]:
    """*values* split into runs short enough for one IN (...) clause."""
    return [values[i : i + size] for i in range(0, len(values), size)]


def marks(count: int) -> str:
    """'?, ?, ?' for *count* parameters."""
    return ", ".join("?" * count)
