"""Menu commands that open a dialog of their own: add, find metadata, duplicates, preferences.

Each takes the window, typed by what the commands use of it (`CommandWindow`). The dialogs
(and httpx, the parsers and fuzzy matching under some of them) are imported when first used:
the first paint does not need them.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox

from papershelf import __version__
from papershelf.gui.translation import translate
from papershelf.services.changes import ServiceError

if TYPE_CHECKING:
    from papershelf.gui.features.citations_ui import CitationsUi
    from papershelf.gui.features.import_ui import ImportUi
    from papershelf.gui.window_api import Frame, Workspace

    class CommandWindow(Workspace, Protocol):
        """The window the commands open their dialogs over: its roles, imports and citations."""

        @property
        def imports(self) -> ImportUi:
            """Shows what a dialog added (the report, the new rows selected)."""
            ...

        @property
        def citations(self) -> CitationsUi:
            """Told when the preferences change the citation style."""
            ...


def add_by_identifier(window: CommandWindow, text: str = "", start: bool = False) -> None:
    """Paper › Add by Identifier…: look DOIs and arXiv ids up and add the papers."""
    from papershelf.gui.dialogs.add_by_id import AddByIdentifierDialog  # httpx: only when used
    from papershelf.gui.dialogs.preferences import lookup_settings

    dialog = AddByIdentifierDialog(
        window.controller, window.frame, on_added=window.imports.show_imported,
        settings=lookup_settings(window.settings),
    )  # fmt: skip
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.summarised.connect(partial(_say_added, window))  # not an older message left over
    if text:
        dialog.input.setPlainText(text.strip())
    dialog.open()
    if start:
        dialog.start()


def _say_added(window: CommandWindow, summary: str) -> None:
    """The status bar says what Add by Identifier did."""
    said = translate("dialog_commands", "Add by Identifier: {summary}").format(summary=summary)
    window.statusBar().showMessage(said, 10000)


def open_shared_library(window: CommandWindow) -> None:
    """File › Open Shared Library…: a library on a PostgreSQL server, in a new window."""
    from papershelf.gui.dialogs.shared_library import ask_and_open

    ask_and_open(window.frame)


def show_preferences(window: CommandWindow) -> None:
    """File › Preferences…: the citation style and the lookup settings."""
    from papershelf.gui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(window.settings, window.frame, window.controller)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.accepted.connect(window.citations.style_changed)
    dialog.open()


def ask_your_name(host: CommandWindow) -> None:
    """File › Your Name in This Library…: the name the others see you by (services/people)."""
    from papershelf.services.people import own_display_name, set_display_name

    window, lib = host.frame, host.controller.lib
    current = own_display_name(lib)
    name, ok = QInputDialog.getText(
        window, translate("dialog_commands", "Your Name"),
        translate("dialog_commands", "The name others see you by in this library:"),
        QLineEdit.EchoMode.Normal, current,
    )  # fmt: skip
    name = " ".join(name.split())
    if not ok or name == current:
        return
    try:
        host.controller.run(lambda lib: set_display_name(lib, name))
    except ServiceError as exc:
        host.show_error(str(exc))
        return
    seen = translate("dialog_commands", "Others now see you as {name}.")
    window.statusBar().showMessage(seen.format(name=own_display_name(lib)), 8000)


def paste_entries(window: CommandWindow) -> None:
    """Edit › Paste as New Entries: the clipboard's BibTeX, RIS, ids or abstracts."""
    from papershelf.gui.features import pasting

    pasting.paste_entries(window)


def new_entry(window: CommandWindow) -> None:
    """Paper › New Entry: a form for one entry of a chosen type."""
    from papershelf.gui.dialogs.new_entry import NewEntryDialog

    if window.controller.read_only:
        window.show_error(
            translate("dialog_commands", "This window is read-only: nothing can be added here.")
        )
        return
    dialog = NewEntryDialog(window.controller, window.frame, on_added=window.imports.show_imported)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def find_metadata(window: CommandWindow) -> None:
    """Paper › Find Metadata…: the real paper behind each selected entry."""
    from papershelf.gui.dialogs.find_metadata import FindMetadataDialog  # httpx: only when used

    ids = window.table.selected_ids()
    if not ids:
        select = translate("dialog_commands", "Select the papers to look up first.")
        window.statusBar().showMessage(select, 6000)
        return
    if window.controller.read_only:
        window.show_error(
            translate("dialog_commands", "This window is read-only: nothing can be changed here.")
        )
        return
    from papershelf.gui.dialogs.preferences import lookup_settings

    dialog = FindMetadataDialog(
        window.controller, ids, window.frame, lookup_settings(window.settings)
    )
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def show_duplicates(window: CommandWindow) -> None:
    """The duplicates dialog: merge pairs or keep both."""
    from papershelf.gui.dialogs.duplicates import DuplicatesDialog

    DuplicatesDialog(window.controller, window.frame).exec()


def show_about(host: Frame) -> None:
    """Version, licence and where the sample data comes from."""
    window = host.frame
    about = translate(
        "dialog_commands",
        "<h3>Papershelf {version}</h3><p>A reading-list manager for researchers.</p>"
        "<p>Licensed under the GNU GPL v3 or later.</p><p>The sample reading list holds "
        "ICLR 2025 abstracts, via OpenReview.</p>",
    )
    title = translate("dialog_commands", "About Papershelf")
    QMessageBox.about(window, title, about.format(version=__version__))
