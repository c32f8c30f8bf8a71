"""The sketches an import keeps of its records, kept on disk rather than in memory.

An import that looks nothing up (the keyed records of a first import of a .bib file into
an empty library: services.duplicates) keeps a sketch of every record in case a later one
(another file's, or one without a key) must be compared with them. In memory that was
~850 bytes a record, 850 MB for a million-entry file (issue 38); here a record costs
nothing in memory: its sketch and Ref go, CHUNK at a time, marshalled and compressed into
an unnamed temporary file, and come back in order when they are filed.
"""

from __future__ import annotations

import marshal
import tempfile
import zlib
from collections.abc import Iterator
from typing import IO, TYPE_CHECKING, Any

from papershelf.services.duplicate_identity import Sketch

if TYPE_CHECKING:
    from papershelf.services.duplicates import Ref

CHUNK = 2048  # sketches written at a time (~0.5 MB before compression)
_HEAD = 4  # the length of a compressed chunk, before it (bytes, little-endian)


class SketchSpill:
    """Sketches with their Refs, in the order added; drain() hands them back and forgets them."""

    def __init__(self) -> None:
        """Nothing kept yet; the temporary file is made when the first chunk is written."""
        self.recent: list[tuple[Any, ...]] = []  # the chunk being filled
        self.file: IO[bytes] | None = None
        self.count = 0

    def __len__(self) -> int:
        """How many sketches are kept."""
        return self.count

    def append(self, item: tuple[Sketch, Ref]) -> None:
        """Keep a sketch and its Ref."""
        sketch, ref = item
        self.recent.append((tuple(sketch), ref.entry_id, ref.index, ref.file, ref.keyed, ref.key))
        self.count += 1
        if len(self.recent) >= CHUNK:
            self._write()

    def drain(self) -> Iterator[tuple[Sketch, Ref]]:
        """Every sketch kept, in order (each chunk read as it is needed); then none are."""
        from papershelf.services.duplicates import Ref

        file, recent = self.file, self.recent
        self.file, self.recent, self.count = None, [], 0
        chunks = _chunks(file) if file is not None else iter(())
        for chunk in _then(chunks, recent):
            for sketch, entry_id, index, number, keyed, key in chunk:
                yield Sketch(*sketch), Ref(entry_id, index, number, keyed, key)
        if file is not None:
            file.close()

    def close(self) -> None:
        """Forget every sketch (the temporary file goes)."""
        if self.file is not None:
            self.file.close()
        self.file, self.recent, self.count = None, [], 0

    def _write(self) -> None:
        """Write the chunk being filled to the temporary file."""
        if self.file is None:
            # Closed by drain() or close() (or with the index): not a `with` block's life.
            self.file = tempfile.TemporaryFile(prefix="papershelf-import-")  # noqa: SIM115
        data = zlib.compress(marshal.dumps(self.recent), 1)
        self.file.write(len(data).to_bytes(_HEAD, "little") + data)
        self.recent = []


def _then(chunks: Iterator[list[Any]], last: list[Any]) -> Iterator[list[Any]]:
    """The chunks read back, then the one still in memory."""
    yield from chunks
    yield last


def _chunks(file: IO[bytes]) -> Iterator[list[Any]]:
    """The chunks written to file, from its start."""
    file.flush()
    file.seek(0)
    while head := file.read(_HEAD):
        data = file.read(int.from_bytes(head, "little"))
        yield marshal.loads(zlib.decompress(data))
