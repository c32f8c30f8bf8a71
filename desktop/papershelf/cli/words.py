"""The words the CLI prints for codes the library stores (a paper's reading status)."""

from __future__ import annotations

from papershelf.i18n import translate
from papershelf.library.models import Status


def status_word(status: int) -> str:
    """'unread', 'reading' or 'read' in the language spoken (`--json` keeps the codes)."""
    value = Status(status)
    if value is Status.UNREAD:
        return translate("cli", "unread")
    if value is Status.READING:
        return translate("cli", "reading")
    return translate("cli", "read")
