"""User-level operations: each runs in one transaction and returns what it changed (no Qt)."""

from papershelf.services.changes import Changes, ServiceError

__all__ = ["Changes", "ServiceError"]
