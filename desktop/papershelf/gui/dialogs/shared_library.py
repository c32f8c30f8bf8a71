"""File › Open Shared Library…: a library on a PostgreSQL server, named by its parts or a URL.

The dialog builds a postgresql:// URL and never holds a password: libpq finds it in
~/.pgpass, PGPASSWORD or a pg_service.conf service (docs/shared-library.md). The library
opens in a new Papershelf window of its own process (`papershelf --library URL`), as a
second library file would: one process holds one library (the models are bound to it).
"""

from __future__ import annotations

import sys
from urllib.parse import parse_qs, quote, urlsplit

from PySide6.QtCore import QProcess, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from papershelf.gui.safe_text import message_html
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.locations import display_name, is_server_url

DEFAULT_PORT = 5432
# libpq's sslmode values; "prefer" is its default (TLS when the server offers it).
SSL_MODES = ("prefer", "require", "verify-ca", "verify-full", "disable", "allow")
PASSWORD_NOTE = N(
    "Papershelf never asks for a password and never stores one: libpq reads it from "
    "~/.pgpass, the PGPASSWORD variable or a service in pg_service.conf."
)
NO_PASSWORD_IN_URL = N("Leave the password out of the URL: put it in ~/.pgpass instead.")
# The form's rows: label, then the field's attribute.
ROWS = (
    (N("&Server:"), "host"),
    (N("&Port:"), "port"),
    (N("&Database:"), "database"),
    (N("&User:"), "user"),
    (N("&Encryption (SSL mode):"), "sslmode"),
    (N("Or paste a &URL:"), "pasted"),
)


def build_url(host: str, port: int, database: str, user: str, sslmode: str) -> str:
    """The postgresql:// URL of these parts (a host starting with '/' is a socket folder)."""
    host, database, user = host.strip(), database.strip(), user.strip()
    query = [f"sslmode={sslmode}"] if sslmode != SSL_MODES[0] else []
    if host.startswith("/"):
        query.insert(0, f"host={quote(host, safe='/')}")
        host = ""
    elif ":" in host:
        host = f"[{host}]"  # an IPv6 address
    netloc = f"{quote(user, safe='')}@" if user else ""
    netloc += host + (f":{port}" if port != DEFAULT_PORT else "")
    suffix = "?" + "&".join(query) if query else ""
    return f"postgresql://{netloc}/{quote(database, safe='')}{suffix}"


def url_problem(url: str) -> str | None:
    """Why *url* cannot be opened as given (None: it can)."""
    if not is_server_url(url):
        return translate(
            "shared_library", "A shared library's URL starts with postgresql:// (or postgres://)."
        )
    try:
        parts = urlsplit(url.strip())
        has_password = parts.password is not None or "password" in parse_qs(parts.query)
        _ = parts.port  # ValueError for a port that is not a number
    except ValueError as exc:
        return translate("shared_library", "This URL cannot be read ({reason}).").format(reason=exc)
    return translate("", NO_PASSWORD_IN_URL) if has_password else None


class SharedLibraryDialog(QDialog):
    """Asks for a server, port, database, user and TLS mode, or a pasted URL; url() builds it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("shared_library", "Open Shared Library"))
        self.host = QLineEdit(self)
        self.host.setPlaceholderText(
            translate("shared_library", "db.lab.example (empty: this computer)")
        )
        self.port = QSpinBox(self)
        self.port.setRange(1, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.database = QLineEdit(self)
        self.database.setPlaceholderText("papers")
        self.user = QLineEdit(self)
        self.user.setPlaceholderText(
            translate("shared_library", "your login name on this computer")
        )
        self.sslmode = QComboBox(self)
        self.sslmode.addItems(SSL_MODES)
        self.pasted = QLineEdit(self)
        self.pasted.setPlaceholderText("postgresql://user@host/db?sslmode=require")
        self.preview = QLabel(self)
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        self.preview.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.preview.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.open_button = self.buttons.addButton(
            translate("shared_library", "Open"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        for edit in (self.host, self.database, self.user, self.pasted):
            edit.textChanged.connect(self._update)
        self.port.valueChanged.connect(self._update)
        self.sslmode.currentIndexChanged.connect(self._update)
        self._update()

    def _lay_out(self) -> None:
        """The fields in a form, the URL below them, the password note, the buttons."""
        form = QFormLayout()
        for label, name in ROWS:
            form.addRow(translate("", label), getattr(self, name))
        note = QLabel(translate("", PASSWORD_NOTE), self)
        note.setWordWrap(True)
        intro = QLabel(
            translate("shared_library", "A library on a PostgreSQL server, shared with your lab:"),
            self,
        )
        intro.setWordWrap(True)  # German is a third longer
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.preview)
        layout.addWidget(note)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 80)

    def url(self) -> str:
        """The URL to open: the pasted one if any, else the one the fields make."""
        pasted = self.pasted.text().strip()
        if pasted:
            return pasted
        return build_url(
            self.host.text(), self.port.value(), self.database.text(), self.user.text(),
            self.sslmode.currentText(),
        )  # fmt: skip

    def problem(self) -> str | None:
        """Why Open is not possible yet (None: it is)."""
        if not self.pasted.text().strip() and not self.database.text().strip():
            return translate("shared_library", "Name the database (or paste a URL).")
        return url_problem(self.url())

    def _update(self) -> None:
        """Fields greyed while a URL is pasted; the URL (or what is missing) shown; Open enabled."""
        pasting = bool(self.pasted.text().strip())
        for field in (self.host, self.port, self.database, self.user, self.sslmode):
            field.setEnabled(not pasting)
        problem = self.problem()
        self.open_button.setEnabled(problem is None)
        opens = translate("shared_library", "Opens {library}").format(
            library=display_name(self.url())
        )
        self.preview.setText(problem or opens)


def papershelf_command(url: str) -> tuple[str, list[str]]:
    """The program and arguments that open *url* in a new Papershelf window."""
    if getattr(sys, "frozen", False):  # the packaged app: its binary is Papershelf itself
        return sys.executable, ["--library", url]
    return sys.executable, ["-m", "papershelf", "--library", url]


def start_process(program: str, arguments: list[str]) -> bool:
    """Start a process that outlives this one; whether it started."""
    started, _pid = QProcess.startDetached(program, arguments)
    return bool(started)


def open_in_new_window(url: str, parent: QWidget | None = None) -> bool:
    """Open the shared library in a new Papershelf window; say so if it cannot start."""
    if start_process(*papershelf_command(url)):
        return True
    QMessageBox.warning(
        parent,
        translate("shared_library", "Open Shared Library"),
        message_html(
            translate(
                "shared_library", "Papershelf could not start a new window for {library}."
            ).format(library=display_name(url))
        ),
    )
    return False


def ask_and_open(parent: QWidget | None = None) -> SharedLibraryDialog:
    """File › Open Shared Library…: the dialog (not blocking); Open opens the library."""
    dialog = SharedLibraryDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.accepted.connect(lambda: open_in_new_window(dialog.url(), parent))
    dialog.open()
    return dialog
