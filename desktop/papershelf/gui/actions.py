"""Every action of the window, defined once (text, shortcut, tip) and reused in menus."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

Shortcut = str | QKeySequence.StandardKey | None


@dataclass(frozen=True)
class ActionSpec:
    """What an action says and which key runs it."""

    text: str
    shortcut: Shortcut = None
    tip: str = ""


def make_action(parent: QWidget, spec: ActionSpec, handler: Callable[[], object]) -> QAction:
    """A QAction from its spec, connected to *handler*."""
    action = QAction(spec.text, parent)
    if isinstance(spec.shortcut, QKeySequence.StandardKey) or spec.shortcut:
        action.setShortcut(QKeySequence(spec.shortcut))
    if spec.tip:
        action.setStatusTip(spec.tip)
        action.setToolTip(spec.tip)
    action.triggered.connect(lambda _checked=False: handler())
    return action


def unique_keys(keys: Iterable[QKeySequence]) -> list[QKeySequence]:
    """Key sequences in order, each once: Qt finds a key bound twice ambiguous and runs neither."""
    return list(dict.fromkeys(key for key in keys if not key.isEmpty()))


# Both habits on every platform: Ctrl+Shift+Z (Linux, macOS) and Ctrl+Y (Windows).
REDO_KEYS = ("Ctrl+Shift+Z", "Ctrl+Y")


def redo_shortcuts() -> list[QKeySequence]:
    """The platform's Redo keys and both common ones, each bound once."""
    platform = QKeySequence.keyBindings(QKeySequence.StandardKey.Redo)
    return unique_keys([*platform, *(QKeySequence(key) for key in REDO_KEYS)])


IMPORT = ActionSpec(
    "&Import…", QKeySequence.StandardKey.Open, "Import abstract lists into the library"
)
IMPORT_ZOTERO = ActionSpec(
    "Import from &Zotero…",
    None,
    "Bring your Zotero library: items, notes, files, tags and collections (Zotero may stay open)",
)
OPEN_SHARED_LIBRARY = ActionSpec(
    "&Open Shared Library…", None, "Open a library on a PostgreSQL server in a new window"
)
NEW_ENTRY = ActionSpec(
    "&New Entry…", QKeySequence.StandardKey.New, "Add a paper by typing its fields"
)
ADD_BY_ID = ActionSpec(
    "Add by &Identifier…", "Ctrl+Shift+A", "Add papers by DOI or arXiv id, looked up online"
)
FIND_METADATA = ActionSpec(
    "Find &Metadata…", "Ctrl+Shift+M", "Look the selected papers up online and complete them"
)
EXPORT = ActionSpec("&Export…", "Ctrl+E", "Export what the list shows as BibTeX, BibLaTeX or RIS")
EXPORT_SELECTION = ActionSpec("Export &Selection…", "Ctrl+Shift+E")
AUTO_EXPORT_LIBRARY = ActionSpec(
    "&Keep Library Exported To…", None, "Rewrite a .bib or CSL-JSON file on every change"
)
COPY_BIBTEX = ActionSpec("Copy &BibTeX", "Ctrl+Shift+C", "Copy the selected entries as BibTeX")
COPY_CITE = ActionSpec("Copy \\cite{…}", "Ctrl+K", "Copy \\cite{keys} of the selected entries")
# Formatted references (issue 20). Ctrl+Shift+C is Copy BibTeX, so Zotero's key is taken:
# B for bibliography; K beside Ctrl+K's \cite{…}.
COPY_REFERENCE = ActionSpec(
    "Copy Refere&nce",
    "Ctrl+Shift+B",
    "Copy the selected papers as a reference list in the chosen style (for Word and text)",
)
COPY_CITATION = ActionSpec(
    "Copy &Citation", "Ctrl+Shift+K", "Copy the in-text citation, e.g. (Vaswani et al., 2017)"
)
EXPORT_BIBLIOGRAPHY = ActionSpec(
    "Export &Bibliography…",
    None,
    "A formatted reference list (HTML, Markdown, RTF, text) or CSL-JSON for Pandoc",
)
PASTE_ENTRIES = ActionSpec(
    "&Paste as New Entries",
    QKeySequence.StandardKey.Paste,
    "Add the BibTeX, RIS, DOIs, arXiv ids or abstracts on the clipboard",
)
DUPLICATES = ActionSpec("Find &Duplicates…", "Ctrl+Shift+D", "Merge papers that are in twice")
REGENERATE_KEYS = ActionSpec("Re&generate Citation Keys…", None, "Apply the key pattern again")
PREFERENCES = ActionSpec(
    "&Preferences…", "Ctrl+,", "The citation style; a contact e-mail and keys for lookups"
)
QUIT = ActionSpec("&Quit", QKeySequence.StandardKey.Quit)
EDIT_ENTRY = ActionSpec("&Edit Entry", "F2", "Edit every field of the selected entry")
FIND = ActionSpec("&Find", QKeySequence.StandardKey.Find, "Search the library")
SHOW_DETAILS = ActionSpec("&Detail Pane", "Ctrl+D", "Show or hide the reading pane")
NEXT_PANE = ActionSpec("Ne&xt Pane", "F6", "Sidebar, search, list, detail pane in turn")
PREVIOUS_PANE = ActionSpec("Pre&vious Pane", "Shift+F6")
ABOUT = ActionSpec("&About Papershelf")
SHORTCUTS = ActionSpec(
    "&Keyboard Shortcuts", QKeySequence.StandardKey.HelpContents, "Every key, with a filter"
)
SHOW_LOG_FOLDER = ActionSpec(
    "Show &Log Folder", None, "Open the folder where Papershelf writes what went wrong"
)
ZOOM_IN = ActionSpec("&Larger Text", "Ctrl+=", "Make the reading text larger")
ZOOM_OUT = ActionSpec("S&maller Text", "Ctrl+-", "Make the reading text smaller")
# Ctrl+0 clears a paper's rating (RATING_ACTIONS), so the normal size has no key of its own.
ZOOM_RESET = ActionSpec("&Actual Text Size", None, "The reading text at its normal size")
SAVE_SEARCH = ActionSpec("&Save Search…", "Ctrl+Shift+S", "Keep this search as a smart list")
QUICK_TAG = ActionSpec("&Tag…", "Ctrl+T", "Add or remove tags on the selected entries")
# The keyboard's drop onto a reading list (issue 37); Ctrl+T is the drop onto a tag.
ADD_TO_LIST = ActionSpec(
    "Add to Reading &List…", "Ctrl+L", "Put the selected papers on a reading list (as a drop)"
)
FOCUS_TAGS = ActionSpec("Edit Tags in Detail", "Ctrl+Shift+T")
READ_NEXT = ActionSpec("Read Ne&xt", "Ctrl+Shift+N", "The first unread paper of this reading list")
MOVE_UP = ActionSpec("Move U&p in List", "Alt+Up")
MOVE_DOWN = ActionSpec("Move Do&wn in List", "Alt+Down")
# Attachments (issue 18). Opening works from the list (O, Ctrl+Enter) and the detail pane.
ATTACH_FILE = ActionSpec("&Attach File…", None, "Keep a file (a PDF, notes…) with the paper")
OPEN_FILE = ActionSpec(
    "&Open File", "Ctrl+Return", "Open the paper's first attached file (O in the list too)"
)
SHOW_FILE_IN_FOLDER = ActionSpec("Show File in &Folder", None, "The folder of the first file")
DELETE_ENTRIES = ActionSpec(
    "&Delete", QKeySequence.StandardKey.Delete, "Delete the selected entries"
)
STATUS_ACTIONS = (
    ActionSpec("Mark &Unread", "Alt+1"),
    ActionSpec("Mark &Reading", "Alt+2"),
    ActionSpec("Mark Re&ad", "Alt+3"),
)
# Reading aids (issue 9): triage, statistics, papers like the selection.
TRIAGE = ActionSpec(
    "&Triage Unread Papers", "Ctrl+Shift+R", "Unread papers of this view, one abstract at a time"
)
STATISTICS = ActionSpec("&Statistics", "Ctrl+Shift+I", "Charts of what you added and read")
FIND_SIMILAR = ActionSpec(
    "Find &Similar Papers", "Ctrl+Shift+L", "Papers like the selected ones (a related: search)"
)
RATING_ACTIONS = tuple(
    ActionSpec("No Rating" if n == 0 else "★" * n, f"Ctrl+{n}") for n in range(6)
)
