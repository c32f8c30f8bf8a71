"""Writing projects in the window (issue 35): File › Link Writing Project…, a sidebar
entry per project with its counts, a project view (cited / missing / uncited), a file
watcher per project, and the citation picker.

- `watcher`: QFileSystemWatcher over one project's files (and their folders, so a file an
  editor or LaTeX replaces is seen), debounced.
- `view`: the project's window: three lists and what a style will warn about.
- `ui`: ProjectsUi, which the main window creates once: the menu action, the sidebar rows,
  the watchers, the kept .bib files.
- `picker`: the citation picker window (search as you type, multi-select, a format).
- `push_ui`, `editor_settings`: Push Citation to Editor (the selected papers' citation into
  a running TeXstudio, Texmaker, Emacs, Vim, Neovim or LyX) and its settings dialog.
"""
