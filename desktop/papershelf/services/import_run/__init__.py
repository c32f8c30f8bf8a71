"""The import engine: each record checked for duplicates, given a key and stored, in order.

One Importer (importer.py) runs one import (one or more files) inside the caller's
transaction. Keys and duplicates are kept in memory for the whole import, so the records of
a piece can be checked while the BatchWriter's helper thread stores the piece before;
everything that needs the database again (merges, blocks, lists, not-duplicate marks)
waits for finish() (finishing.py). A dry run (plan) does the same checks and stores nothing.

What grows with the file is kept small (issue 38): keys as 64-bit hashes (hashed.py), ids as
runs (services.id_runs), the sketches of records for later duplicate checks on disk
(services.duplicate_spill), a record's content as one hash (seen.py); a duplicate's key
travels in its Ref.

Inside one file a key names one entry: a key repeated with the same content is that
entry again (not imported, with a report line), a key repeated with other content is
another entry (imported under a new key, with a report line), and records with keys of
their own are never duplicates of each other (services.duplicates).
"""

from papershelf.services.import_run.importer import Importer
from papershelf.services.import_run.state import FileState, Options

__all__ = ["FileState", "Importer", "Options"]
