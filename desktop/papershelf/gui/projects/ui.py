"""Writing projects for one main window: the menu action, a sidebar row per project with
its counts, a watcher per project, its view, and the .bib kept for it.

When a project's files change (a `\\cite` typed and saved, a LaTeX run), its citations are
read again, its row and view updated, and its kept file rewritten (only if its bytes
change); when the library changes in a way an export would show, every kept file is.
The kept files are small (only what is cited), so they are written on the main thread.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMenu

from papershelf.gui.actions import ActionSpec, make_action
from papershelf.gui.dialog_commands import add_by_identifier
from papershelf.gui.organise.sidebar_model import KEY_ROLE, KIND_ROLE
from papershelf.gui.projects.cayw_ui import CaywUi
from papershelf.gui.projects.push_ui import PushUi
from papershelf.gui.projects.view import ProjectView
from papershelf.gui.projects.watcher import ProjectWatcher
from papershelf.gui.safe_text import plain
from papershelf.gui.translation import translate
from papershelf.i18n import N
from papershelf.library.db_errors import STORAGE_ERRORS
from papershelf.services.changes import Changes, ServiceError
from papershelf.services.projects.store import Project, link_project, projects, unlink_project

if TYPE_CHECKING:
    from papershelf.gui.dialog_commands import CommandWindow
    from papershelf.gui.projects.picker import CitationPicker
    from papershelf.gui.window_api import Panes
    from papershelf.services.projects.status import ProjectStatus

    class ProjectsWindow(CommandWindow, Panes, Protocol):
        """The sidebar's projects, the list a new project cites from; Add by Identifier."""


LINK_PROJECT = ActionSpec(
    N("Link &Writing Project…"), None,
    N("Link a LaTeX or Markdown document: see what it cites and keep its .bib current"),
)  # fmt: skip
PICK_CITATION = ActionSpec(
    N("Pick &Citation…"), "Ctrl+Shift+P",
    N("Search papers to cite and copy \\cite{…}, [@…] or a formatted citation"),
)  # fmt: skip
DOCUMENTS = N("Documents (*.tex *.ltx *.md *.markdown *.qmd *.Rmd);;All files (*)")
KEY_PREFIX = "project:"
_REFUSALS: tuple[type[Exception], ...] = (ServiceError, *STORAGE_ERRORS)
_WRITE_FAILURES: tuple[type[Exception], ...] = (OSError, *_REFUSALS)


class ProjectsUi(QObject):
    """The writing projects of one window."""

    def __init__(self, window: ProjectsWindow) -> None:
        super().__init__(window.frame)
        self.window = window.frame  # Qt's: dialogs' parent, the status bar
        self.host = window  # the window's roles this feature uses (window_api)
        self.lib = window.controller.lib
        self.link_action = make_action(window.frame, LINK_PROJECT, self.link_dialog)
        self.pick_action = make_action(window.frame, PICK_CITATION, self.show_picker)
        self.picker: CitationPicker | None = None
        self.cayw = CaywUi(window)
        self.push = PushUi(window)  # the selected papers' citation into a running editor
        self.watchers: dict[Path, ProjectWatcher] = {}
        self.statuses: dict[Path, ProjectStatus | str] = {}
        self.views: dict[Path, ProjectView] = {}
        window.controller.changed.connect(self.library_changed)
        selection = window.sidebar.tree.selectionModel()
        selection.selectionChanged.connect(self._on_sidebar_selection)
        self.reload()

    def fill_file_menu(self, menu: QMenu) -> None:
        """Link Writing Project…, Pick Citation…, Push Citation to Editor and the server
        switch in the File menu."""
        menu.addAction(self.link_action)
        menu.addAction(self.pick_action)
        self.push.fill_menu(menu)
        menu.addAction(self.cayw.action)

    def show_picker(self) -> CitationPicker:
        """Open the citation picker (Ctrl+Shift+P); its choice goes to the clipboard."""
        if self.picker is None:
            from papershelf.gui.projects.picker import CitationPicker  # citeproc: when used

            self.picker = CitationPicker(self.lib, self.window)
            self.picker.picked.connect(
                lambda text: self.window.statusBar().showMessage(plain(f"Copied {text}"), 5000)
            )
        self.picker.search.selectAll()
        self.picker.show()
        self.picker.raise_()
        self.picker.search.setFocus()
        return self.picker

    # --- linking --------------------------------------------------------------------------
    def link_dialog(self) -> None:
        """Choose a document, then (optionally) the file to keep written with its cites."""
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            translate("projects.ui", "Link Writing Project"),
            "",
            translate("", DOCUMENTS),
        )
        if not path:
            return
        keep = translate("projects.ui", "Keep a .bib of the cited entries (Cancel: none)")
        bib, _ = QFileDialog.getSaveFileName(
            self.window, keep, str(Path(path).with_name(Path(path).stem + "-cited.bib")),
            "BibTeX (*.bib);;CSL-JSON (*.json)",
        )  # fmt: skip
        self.link(Path(path), Path(bib) if bib else None)

    def link(self, path: Path, bib: Path | None = None) -> Project | None:
        """Link the document (with the reading list shown in the sidebar, if one is)."""
        scope = self.host.sidebar.current_scope()
        list_id = scope.value if scope is not None and scope.kind == "list" else None
        try:
            project = link_project(
                self.lib, path, list_id if isinstance(list_id, int) else None, bib
            )
        except _REFUSALS as exc:
            self.host.show_error(
                translate("projects.ui", "Cannot link {file}: {reason}").format(
                    file=path.name, reason=exc
                )
            )
            return None
        self.reload()
        linked = translate("projects.ui", "Linked {path}").format(path=project.path)
        self.window.statusBar().showMessage(plain(linked), 5000)
        return project

    def unlink(self, project: Project) -> None:
        """Forget a project (its files stay)."""
        try:
            unlink_project(self.lib, project.path)
        except _REFUSALS as exc:
            self.host.show_error(str(exc))
            return
        view = self.views.pop(project.path, None)
        if view is not None:
            view.close()
        self.reload()

    # --- refreshing -----------------------------------------------------------------------
    def reload(self) -> None:
        """Watch every linked project, read each, show the rows."""
        linked = {project.path: project for project in projects(self.lib)}
        for path in set(self.watchers) - set(linked):
            self.watchers.pop(path).deleteLater()
            self.statuses.pop(path, None)
        for project in linked.values():
            if project.path not in self.watchers:
                watcher = ProjectWatcher(self)
                watcher.changed.connect(lambda p=project.path: self.document_changed(p))
                self.watchers[project.path] = watcher
            self.refresh(project, write=True)
        self._show_rows()

    def document_changed(self, path: Path) -> None:
        """A project's files changed: read it again; when what it cites changed, show it and
        rewrite its kept file (a change to another file of its folder, such as the kept file
        itself or a LaTeX log, changes nothing)."""
        project = next((p for p in projects(self.lib) if p.path == path), None)
        if project is None:
            return
        before = self.statuses.get(path)
        self.refresh(project, write=False)
        after = self.statuses.get(path)
        if _cites(before) != _cites(after):
            if project.bib is not None and _readable(after):
                self.write(project)
            self._show_rows()

    def library_changed(self, changes: Changes) -> None:
        """The library changed: statuses again, kept files where an export would differ."""
        linked = projects(self.lib)
        if not linked:
            return  # nothing to load or read
        from papershelf.services.projects.keeping import projects_affected, touches_projects

        if not touches_projects(changes):
            return  # a rating, a status, a note: nothing a project shows
        affected = {p.path for p in projects_affected(self.lib, changes)}
        for project in linked:
            self.refresh(project, write=project.path in affected)
        self._show_rows()

    def refresh(self, project: Project, write: bool) -> None:
        """Read one project, update its watcher and view, write its kept file."""
        from papershelf.services.projects.status import project_status  # exporting, at need

        try:
            status: ProjectStatus | str = project_status(self.lib, project.path, project.list_id)
        except ServiceError as exc:
            status = str(exc)
        self.statuses[project.path] = status
        view = self.views.get(project.path)
        if isinstance(status, str):
            self.watchers[project.path].watch([project.path])
            if view is not None:
                view.show_error(status)
            return
        self.watchers[project.path].watch(status.citations.files)
        if view is not None:
            view.show_status(status)
        if write and project.bib is not None:
            self.write(project)

    def write(self, project: Project) -> None:
        """Write the project's kept file; a failure is said in the status bar."""
        from papershelf.services.projects.keeping import write_project_file

        try:
            write_project_file(self.lib, project)
        except _WRITE_FAILURES as exc:
            cannot = translate("projects.ui", "Cannot write {path}: {reason}").format(
                path=project.bib, reason=exc
            )
            self.window.statusBar().showMessage(plain(cannot), 10000)

    def _show_rows(self) -> None:
        """The sidebar's Writing projects rows."""
        rows = [self._row(project) for project in projects(self.lib)]
        self.host.sidebar.model.set_projects(rows)

    def _row(self, project: Project) -> tuple[str, str, str, str]:
        """(key, name, count, tooltip) of a project's sidebar row."""
        key = f"{KEY_PREFIX}{project.path}"
        status = self.statuses.get(project.path)
        if status is None or isinstance(status, str):
            return key, project.name, "!", status or str(project.path)
        cited, missing = len(status.cited), len(status.missing)
        count = f"{cited}/{cited + missing}" if missing else str(cited)
        tip = translate(
            "projects.ui",
            "{path}\n{cited} cited in the library, {missing} missing, "
            "{uncited} in its list never cited",
        ).format(path=project.path, cited=cited, missing=missing, uncited=len(status.uncited))
        return key, project.name, count, tip

    # --- the view -------------------------------------------------------------------------
    def _on_sidebar_selection(self) -> None:
        """A project's row chosen: open its view."""
        for index in self.host.sidebar.tree.selectionModel().selectedIndexes():
            if index.data(KIND_ROLE) == "project":
                self.show_project(Path(str(index.data(KEY_ROLE))[len(KEY_PREFIX) :]))

    def show_project(self, path: Path) -> ProjectView | None:
        """Open (or raise) the view of the project at path."""
        project = next((p for p in projects(self.lib) if p.path == path), None)
        if project is None:
            return None
        view = self.views.get(path)
        if view is None:
            view = ProjectView(project, self.window)
            view.unlink_requested.connect(self.unlink)
            view.write_requested.connect(self.write)
            view.add_requested.connect(partial(add_by_identifier, self.host))
            self.views[path] = view
        status = self.statuses.get(path)
        if isinstance(status, str):
            view.show_error(status)
        elif status is not None:
            view.show_status(status)
        view.show()
        view.raise_()
        return view


def _readable(status: ProjectStatus | str | None) -> bool:
    """Whether a status was read (not the reason it could not be)."""
    return status is not None and not isinstance(status, str)


def _cites(status: ProjectStatus | str | None) -> object:
    """What a status says the document cites (or why it cannot be read), to compare."""
    if status is None or isinstance(status, str):
        return status
    citations = status.citations
    return citations.keys, citations.cite_all, citations.files
