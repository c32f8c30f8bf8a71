"""Names vulture (the dead-code check in `make lint`) cannot see used, each with who uses it.

vulture reads the source and counts a name as used when any module mentions it; code that
Qt, peewee, citeproc-py, pylatexenc, the standard library or pytest calls by name is invisible
to it. Each line below names such a callee and says why it is alive. vulture matches by name
only, so `_.x` stands for every `x`. Add a line only for a framework callback or a kept
reference; dead code is deleted, not listed (CONTRIBUTING.md, "Lint gates").
"""

from types import SimpleNamespace

_ = SimpleNamespace()

# --- Qt virtual methods: the C++ side calls the Python override ---------------------------
_.mouseMoveEvent  # QWidget: TagChip, StarRating hover
_.mouseReleaseEvent  # QWidget: TagChip, RelatedRow clicks
_.enterEvent  # QWidget: TagChip, StarRating hover
_.leaveEvent  # QWidget: TagChip, StarRating hover
_.editorEvent  # QStyledItemDelegate: rating and status cells take clicks
_.createEditor  # QStyledItemDelegate: rating and status cells open no editor
_.columnCount  # QAbstractItemModel: PaperTableModel, SidebarModel
_.headerData  # QAbstractItemModel: PaperTableModel's column titles
_.mimeTypes  # QAbstractItemModel: drag and drop of rows (dragdrop, SidebarModel)
_.supportedDragActions  # QAbstractItemModel: drag and drop of rows
_.supportedDropActions  # QAbstractItemModel: drops on rows and sidebar items
_.startDrag  # QAbstractItemView: PaperTable's drag image
_.expandingDirections  # QLayout: FlowLayout
_.loadResource  # QTextBrowser: ReadingBrowser's images
_.keyBindingsForAction  # QAccessibleActionInterface: gui/accessibility's chips and rows
_.localizedActionDescription  # QAccessibleActionInterface: what a tag chip's Remove does

# --- Python callbacks named by a base class ------------------------------------------------
_.handle_starttag  # html.parser.HTMLParser: jats, reference_html, test_markup
_.handle_endtag  # html.parser.HTMLParser
_.handle_data  # html.parser.HTMLParser
_.do_GET  # http.server.BaseHTTPRequestHandler: the replay server, packaging/smoke.py
_.do_POST  # http.server.BaseHTTPRequestHandler: the replay server
_.log_message  # http.server.BaseHTTPRequestHandler: silenced
_.optionxform  # configparser: keys keep their case (tests/test_packaging.py)
_.read_input_file  # pylatexenc's LatexNodes2Text: \input reads no file (latex_engine)
_.fn  # its parameter, named as pylatexenc passes it
_.set_header  # rispy's writer: RIS export writes no header (formats/ris.py)
_.get_macro  # citeproc-py's CitationStylesElement, replaced by formats/csl/csl_fixes.py
# citeproc-py's formatter interface (formats/csl/csl_output.py): looked up by name per style.
_.preformat
_.Italic
_.Oblique
_.Bold
_.Light
_.Underline
_.Superscript
_.Subscript
_.SmallCaps

# --- peewee: model declarations and the psycopg 3 adapter it calls (library/) ---------
_.Meta  # peewee reads a model's options from its inner Meta class
_.legacy_table_names  # Meta option
_.author_sort  # Entry's column, read and written in SQL text
_.date_modified  # Entry's column (SQL text) and EntryDetails' field for the detail pane
_.before_entry  # BibBlock's column, read in SQL text
_.match_doi  # Entry's duplicate lookup keys: SQL text of library/match_keys.py, identities.py
_.match_arxiv
_.match_title
_.match_head
_.match_tail
_.match_stale
_.txn_idle  # peewee's Psycopg3Adapter reads these class attributes
_.txn_inerror
_.txn_unknown
_.json_type  # set for peewee's JSON fields
_.jsonb_type
_.check_driver  # peewee's adapter interface
_.python_value  # peewee's Field hook: RawFieldsField reads packed raw BibTeX back as text
_.get_binary_type
_.server_side_cursor
_.psycopg2_adapter  # peewee's PostgresqlDatabase picks one of these
_.psycopg3_adapter
_._set_server_version  # peewee's PostgresqlDatabase calls it on connect
_.fetchmany  # library/db.py's Rows protocol mirrors DB-API cursors

# --- kept references: a Python object that must live as long as its owner -----------------
_._activation  # attachments_ui: the event filter is garbage-collected otherwise

# --- pytest: hooks, autouse fixtures and fixtures requested for their effect -----------
_.pytest_collection_modifyitems  # tests/conftest.py hook
_.config  # the hook's parameter, named as pytest passes it
_.no_modifier_left_held  # autouse fixture (tests/gui/conftest.py)
_.no_reader_prestart  # autouse fixture (tests/gui/conftest.py)
_.language_kept  # autouse fixture (tests/conftest.py)
_.clipboard_emptied  # autouse fixture (tests/gui/test_citations_ui.py)
_.pools  # fixture requested for its effect (tests/gui/test_find_metadata.py)
_.german  # fixture requested for its effect (tests/gui/i18n/test_german_fit.py)
_.features  # QStyleOptionViewItem field set for Qt to read (test_find_metadata.py)
_.pure  # PyInstaller's Analysis fields faked in tests/test_packaging.py
_.collect_submodules
_.collect_data_files
_.get_imports

# --- dead in library/, left to the backend seam (issue 32): library/ is being moved into
# library/sqlite/ and library/postgresql/ by another engineer at the same time, so these are
# deleted there, not here, to keep the move free of conflicts. Delete each line with its code.
_.entries_with_links  # library/attachments.py: no caller
_.write_dump  # library/dumping.py: no caller
_.is_under  # library/organising.py: no caller
_.uninstall  # library/pg_changes.py: no caller
_.reading_lists  # library/queries.py: no caller
_.bump  # library/versions.py: no caller (bump_entries and bump_entries_past are used)

# --- added with the importers, the CAYW server and the hostile-network tests ---------------
_.daemon_threads  # socketserver.ThreadingMixIn: CaywServer's and the tests' request threads
_.protocol_version  # http.server.BaseHTTPRequestHandler: the hostile server speaks HTTP/1.1
_.page_label  # formats/zotero/annotations: Zotero's page label, kept on the record as read
_.collect_dynamic_libs  # tests/test_packaging: the faked PyInstaller helper the spec calls
# tests/services/test_hostile_network.Hostile answers a path with the method named after it
_._huge
_._bomb
_._drip
_._drip_headers
_._away
_._loop_back
_._hop
_.session_date  # ClubSession: a column the SQL of library/clubs_sql.py reads and writes
_.create_module  # bench/old_layout._Alias: importlib's Loader protocol calls it by name
_.exec_module  # bench/old_layout._Alias: importlib's Loader protocol
_.find_spec  # bench/old_layout._Finder: importlib's MetaPathFinder protocol
