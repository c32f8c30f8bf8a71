"""Which papers a triage pass goes through, where it is, and what was decided (no widgets)."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from papershelf.gui.translation import translate
from papershelf.library.db import Library
from papershelf.library.queries import Scope, Sort, TagSelection, ordered_ids
from papershelf.services.changes import ServiceError
from papershelf.services.lists import list_snapshot

RECENT_DAYS = 14  # "new imports": entries added in the last two weeks
REMEMBERED_IDS = 5000  # a longer pass remembers only the paper it was at


def unread_query(query: str) -> str:
    """*query* narrowed to unread papers."""
    return f"({query}) status:unread" if query.strip() else "status:unread"


def describe(lib: Library, scope: Scope, query: str) -> str:
    """Where a pass looks, in words: 'Unread in “To read”', 'Unread papers matching “gnn”'."""
    if scope.kind == "list" and isinstance(scope.value, int):
        try:
            name = list_snapshot(lib, scope.value).name
            place = translate("triage_session", "in “{list}”").format(list=name)
        except ServiceError:
            place = translate("triage_session", "in a reading list")
    elif scope.kind == "tag":
        place = translate("triage_session", "tagged “{tag}”").format(tag=scope.value)
    elif scope.kind == "tags" and isinstance(scope.value, TagSelection):
        place = translate("triage_session", "with the chosen tags")
    elif scope.kind == "recent":
        days = int(str(scope.value))
        place = translate("triage_session", "added in the last %n days", None, days)
    elif scope.kind == "unfiled":
        place = translate("triage_session", "in no reading list")
    elif scope.kind == "missing":
        place = translate("triage_session", "with a missing file")
    else:
        place = translate("triage_session", "in the library")
    if query.strip():
        matching = translate("triage_session", "Unread papers {place} matching “{query}”")
        return matching.format(place=place, query=query.strip())
    return translate("triage_session", "Unread papers {place}").format(place=place)


@dataclass(frozen=True)
class TriageScope:
    """A pass over the unread papers of a view: its scope, search and order."""

    scope: Scope = field(default_factory=Scope)
    query: str = ""
    sort: Sort = field(default_factory=Sort)

    @classmethod
    def new_imports(cls) -> TriageScope:
        """The papers added lately, newest first."""
        return cls(Scope("recent", RECENT_DAYS), "", Sort("added", descending=True))

    def ids(self, lib: Library) -> list[int]:
        """The unread papers of the view, in the view's order."""
        return ordered_ids(lib, self.scope, unread_query(self.query), self.sort)

    def key(self, lib: Library) -> str:
        """A settings key for this pass over this library."""
        text = f"{lib.location}|{self.scope.kind}|{self.scope.value!r}|{self.query.strip()}"
        return "triage/" + hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


@dataclass
class TriageSession:
    """The papers of a pass in order, the one on show, and the decision taken on each."""

    ids: list[int]
    index: int = 0
    decided: dict[int, str] = field(default_factory=dict)  # id -> 'read', 'reading', 'skipped'

    @property
    def current(self) -> int | None:
        """The paper on show; None when the pass is finished."""
        return self.ids[self.index] if 0 <= self.index < len(self.ids) else None

    @property
    def finished(self) -> bool:
        """Whether every paper has been passed."""
        return self.index >= len(self.ids)

    @property
    def remaining(self) -> int:
        """Papers from the current one to the end."""
        return max(0, len(self.ids) - self.index)

    def decide(self, decision: str) -> None:
        """Note what was done with the current paper and move on."""
        if self.current is not None:
            self.decided[self.current] = decision
        self.index = min(self.index + 1, len(self.ids))

    def back(self) -> bool:
        """Go to the previous paper; False at the first."""
        if self.index == 0:
            return False
        self.index -= 1
        return True

    def drop(self, gone: set[int]) -> None:
        """Forget papers deleted from the library, staying on the same one if it is left."""
        current = self.current
        before = sum(1 for i in self.ids[: self.index] if i in gone)
        self.ids = [i for i in self.ids if i not in gone]
        self.index = self.ids.index(current) if current in self.ids else max(0, self.index - before)

    def tally(self) -> dict[str, int]:
        """How many papers got each decision."""
        counts = {"read": 0, "reading": 0, "skipped": 0}
        for decision in self.decided.values():
            counts[decision] = counts.get(decision, 0) + 1
        return counts

    def to_json(self) -> str:
        """The pass as remembered between visits (a long one keeps only where it was)."""
        data: dict[str, Any] = {"current": self.current, "index": self.index}
        if len(self.ids) <= REMEMBERED_IDS:
            data["ids"] = self.ids
            data["decided"] = {str(k): v for k, v in self.decided.items()}
        return json.dumps(data)

    @classmethod
    def resume(cls, saved: str | None, fresh: list[int]) -> TriageSession:
        """Carry on a remembered pass: its papers still here, then the unread ones new to it."""
        try:
            data = json.loads(saved) if saved else {}
        except ValueError:
            data = {}
        if "ids" not in data:
            current = data.get("current")
            return cls(fresh, fresh.index(current) if current in fresh else 0)
        return cls._merged(data, fresh)

    @classmethod
    def _merged(cls, data: dict[str, Any], fresh: list[int]) -> TriageSession:
        """The remembered list (minus papers that are gone) with newcomers at the end."""
        unread = set(fresh)
        decided = {int(k): str(v) for k, v in dict(data.get("decided", {})).items()}
        kept = [int(i) for i in data["ids"] if int(i) in unread or int(i) in decided]
        newcomers = [i for i in fresh if i not in set(kept)]
        session = cls(kept + newcomers, 0, decided)
        current = data.get("current")
        if current in session.ids:
            session.index = session.ids.index(current)
        else:
            session.index = min(int(data.get("index", 0)), len(session.ids))
        return session
