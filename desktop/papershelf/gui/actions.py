"""Every action of the window, defined once (text, shortcut, tip) and reused in menus."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from papershelf.i18n import N

Shortcut = str | QKeySequence.StandardKey | None
CONTEXT = ""  # N() marks a text at module level, context "" (papershelf.i18n.N)


@dataclass(frozen=True)
class ActionSpec:
    """What an action says and which key runs it."""

    text: str
    shortcut: Shortcut = None
    tip: str = ""


def make_action(parent: QWidget, spec: ActionSpec, handler: Callable[[], object]) -> QAction:
    """A QAction from its spec, connected to *handler*."""
    action = QAction(QCoreApplication.translate(CONTEXT, spec.text), parent)
    if isinstance(spec.shortcut, QKeySequence.StandardKey) or spec.shortcut:
        action.setShortcut(QKeySequence(spec.shortcut))
    if spec.tip:
        tip = QCoreApplication.translate(CONTEXT, spec.tip)
        action.setStatusTip(tip)
        action.setToolTip(tip)
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
    N("&Import…"), QKeySequence.StandardKey.Open, N("Import abstract lists into the library")
)
IMPORT_ZOTERO = ActionSpec(
    N("Import from &Zotero…"),
    None,
    N(
        "Bring your Zotero library: items, notes, files, tags and collections "
        "(Zotero may stay open)"
    ),
)
OPEN_SHARED_LIBRARY = ActionSpec(
    N("&Open Shared Library…"), None, N("Open a library on a PostgreSQL server in a new window")
)
NEW_ENTRY = ActionSpec(
    N("&New Entry…"), QKeySequence.StandardKey.New, N("Add a paper by typing its fields")
)
ADD_BY_ID = ActionSpec(
    N("Add by &Identifier…"), "Ctrl+Shift+A", N("Add papers by DOI or arXiv id, looked up online")
)
FIND_METADATA = ActionSpec(
    N("Find &Metadata…"), "Ctrl+Shift+M", N("Look the selected papers up online and complete them")
)
EXPORT = ActionSpec(
    N("&Export…"), "Ctrl+E", N("Export what the list shows as BibTeX, BibLaTeX or RIS")
)
EXPORT_SELECTION = ActionSpec(N("Export &Selection…"), "Ctrl+Shift+E")
AUTO_EXPORT_LIBRARY = ActionSpec(
    N("&Keep Library Exported To…"), None, N("Rewrite a .bib or CSL-JSON file on every change")
)
COPY_BIBTEX = ActionSpec(
    N("Copy &BibTeX"), "Ctrl+Shift+C", N("Copy the selected entries as BibTeX")
)
COPY_CITE = ActionSpec(
    N("Copy \\cite{…}"), "Ctrl+K", N("Copy \\cite{keys} of the selected entries")
)
# Formatted references (issue 20). Ctrl+Shift+C is Copy BibTeX, so Zotero's key is taken:
# B for bibliography; K beside Ctrl+K's \cite{…}.
COPY_REFERENCE = ActionSpec(
    N("Copy Refere&nce"),
    "Ctrl+Shift+B",
    N("Copy the selected papers as a reference list in the chosen style (for Word and text)"),
)
COPY_CITATION = ActionSpec(
    N("Copy &Citation"), "Ctrl+Shift+K", N("Copy the in-text citation, e.g. (Vaswani et al., 2017)")
)
EXPORT_BIBLIOGRAPHY = ActionSpec(
    N("Export &Bibliography…"),
    None,
    N("A formatted reference list (HTML, Markdown, RTF, text) or CSL-JSON for Pandoc"),
)
PASTE_ENTRIES = ActionSpec(
    N("&Paste as New Entries"),
    QKeySequence.StandardKey.Paste,
    N("Add the BibTeX, RIS, DOIs, arXiv ids or abstracts on the clipboard"),
)
DUPLICATES = ActionSpec(N("Find &Duplicates…"), "Ctrl+Shift+D", N("Merge papers that are in twice"))
REGENERATE_KEYS = ActionSpec(
    N("Re&generate Citation Keys…"), None, N("Apply the key pattern again")
)
YOUR_NAME = ActionSpec(
    N("Your &Name in This Library…"), None, N("The name others see you by in a shared library")
)
PREFERENCES = ActionSpec(
    N("&Preferences…"), "Ctrl+,", N("The citation style; a contact e-mail and keys for lookups")
)
QUIT = ActionSpec(N("&Quit"), QKeySequence.StandardKey.Quit)
EDIT_ENTRY = ActionSpec(N("&Edit Entry"), "F2", N("Edit every field of the selected entry"))
FIND = ActionSpec(N("&Find"), QKeySequence.StandardKey.Find, N("Search the library"))
SHOW_DETAILS = ActionSpec(N("&Detail Pane"), "Ctrl+D", N("Show or hide the reading pane"))
NEXT_PANE = ActionSpec(N("Ne&xt Pane"), "F6", N("Sidebar, search, list, detail pane in turn"))
PREVIOUS_PANE = ActionSpec(N("Pre&vious Pane"), "Shift+F6")
ABOUT = ActionSpec(N("&About Papershelf"))
SHORTCUTS = ActionSpec(
    N("&Keyboard Shortcuts"), QKeySequence.StandardKey.HelpContents, N("Every key, with a filter")
)
SHOW_LOG_FOLDER = ActionSpec(
    N("Show &Log Folder"), None, N("Open the folder where Papershelf writes what went wrong")
)
ZOOM_IN = ActionSpec(N("&Larger Text"), "Ctrl+=", N("Make the reading text larger"))
ZOOM_OUT = ActionSpec(N("S&maller Text"), "Ctrl+-", N("Make the reading text smaller"))
# Ctrl+0 clears a paper's rating (RATING_ACTIONS), so the normal size has no key of its own.
ZOOM_RESET = ActionSpec(N("&Actual Text Size"), None, N("The reading text at its normal size"))
SAVE_SEARCH = ActionSpec(N("&Save Search…"), "Ctrl+Shift+S", N("Keep this search as a smart list"))
QUICK_TAG = ActionSpec(N("&Tag…"), "Ctrl+T", N("Add or remove tags on the selected entries"))
# The keyboard's drop onto a reading list (issue 37); Ctrl+T is the drop onto a tag.
ADD_TO_LIST = ActionSpec(
    N("Add to Reading &List…"), "Ctrl+L", N("Put the selected papers on a reading list (as a drop)")
)
FOCUS_TAGS = ActionSpec(N("Edit Tags in Detail"), "Ctrl+Shift+T")
READ_NEXT = ActionSpec(
    N("Read Ne&xt"), "Ctrl+Shift+N", N("The first unread paper of this reading list")
)
MOVE_UP = ActionSpec(N("Move U&p in List"), "Alt+Up")
MOVE_DOWN = ActionSpec(N("Move Do&wn in List"), "Alt+Down")
# Attachments (issue 18). Opening works from the list (O, Ctrl+Enter) and the detail pane.
ATTACH_FILE = ActionSpec(N("&Attach File…"), None, N("Keep a file (a PDF, notes…) with the paper"))
OPEN_FILE = ActionSpec(
    N("&Open File"), "Ctrl+Return", N("Open the paper's first attached file (O in the list too)")
)
SHOW_FILE_IN_FOLDER = ActionSpec(N("Show File in &Folder"), None, N("The folder of the first file"))
DELETE_ENTRIES = ActionSpec(
    N("&Delete"), QKeySequence.StandardKey.Delete, N("Delete the selected entries")
)
STATUS_ACTIONS = (
    ActionSpec(N("Mark &Unread"), "Alt+1"),
    ActionSpec(N("Mark &Reading"), "Alt+2"),
    ActionSpec(N("Mark Re&ad"), "Alt+3"),
)
# Reading aids (issue 9): triage, statistics, papers like the selection.
TRIAGE = ActionSpec(
    N("&Triage Unread Papers"),
    "Ctrl+Shift+R",
    N("Unread papers of this view, one abstract at a time"),
)
STATISTICS = ActionSpec(N("&Statistics"), "Ctrl+Shift+I", N("Charts of what you added and read"))
READING_PLAN = ActionSpec(
    N("Reading &Plan"),
    "Ctrl+Shift+G",
    N("A list's goal, when you will finish it, this week's papers"),
)
ASSIGNED_TO_ME = ActionSpec(
    N("Assi&gned to Me"),
    "Ctrl+Shift+J",
    N("The papers assigned to you to read (journal clubs)"),
)
FIND_SIMILAR = ActionSpec(
    N("Find &Similar Papers"),
    "Ctrl+Shift+L",
    N("Papers like the selected ones (a related: search)"),
)
RATING_ACTIONS = tuple(
    ActionSpec(N("No Rating") if n == 0 else "★" * n, f"Ctrl+{n}") for n in range(6)
)
