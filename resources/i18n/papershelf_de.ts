<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name />
        <message>
            <source>&amp;Import…</source>
            <translation>&amp;Importieren…</translation>
        </message>
        <message>
            <source>Import abstract lists into the library</source>
            <translation>Abstract-Listen in die Bibliothek importieren</translation>
        </message>
        <message>
            <source>Import from &amp;Zotero…</source>
            <translation>Aus &amp;Zotero importieren…</translation>
        </message>
        <message>
            <source>Bring your Zotero library: items, notes, files, tags and collections (Zotero may stay open)</source>
            <translation>Ihre Zotero-Bibliothek übernehmen: Einträge, Notizen, Dateien, Schlagwörter und Sammlungen (Zotero darf geöffnet bleiben)</translation>
        </message>
        <message>
            <source>&amp;Open Shared Library…</source>
            <translation>Gemeinsame Bibliothek ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>Open a library on a PostgreSQL server in a new window</source>
            <translation>Eine Bibliothek auf einem PostgreSQL-Server in einem neuen Fenster öffnen</translation>
        </message>
        <message>
            <source>&amp;New Entry…</source>
            <translation>&amp;Neuer Eintrag…</translation>
        </message>
        <message>
            <source>Add a paper by typing its fields</source>
            <translation>Einen Artikel durch Eingabe seiner Felder hinzufügen</translation>
        </message>
        <message>
            <source>Add by &amp;Identifier…</source>
            <translation>Über &amp;Kennung hinzufügen…</translation>
        </message>
        <message>
            <source>Add papers by DOI or arXiv id, looked up online</source>
            <translation>Artikel über DOI oder arXiv-ID hinzufügen (online nachgeschlagen)</translation>
        </message>
        <message>
            <source>Find &amp;Metadata…</source>
            <translation>&amp;Metadaten suchen…</translation>
        </message>
        <message>
            <source>Look the selected papers up online and complete them</source>
            <translation>Die ausgewählten Artikel online nachschlagen und vervollständigen</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Exportieren…</translation>
        </message>
        <message>
            <source>Export what the list shows as BibTeX, BibLaTeX or RIS</source>
            <translation>Die angezeigte Liste als BibTeX, BibLaTeX oder RIS exportieren</translation>
        </message>
        <message>
            <source>Export &amp;Selection…</source>
            <translation>&amp;Auswahl exportieren…</translation>
        </message>
        <message>
            <source>&amp;Keep Library Exported To…</source>
            <translation>Bibliothek &amp;laufend exportieren nach…</translation>
        </message>
        <message>
            <source>Rewrite a .bib or CSL-JSON file on every change</source>
            <translation>Eine .bib- oder CSL-JSON-Datei bei jeder Änderung neu schreiben</translation>
        </message>
        <message>
            <source>Copy &amp;BibTeX</source>
            <translation>&amp;BibTeX kopieren</translation>
        </message>
        <message>
            <source>Copy the selected entries as BibTeX</source>
            <translation>Die ausgewählten Einträge als BibTeX kopieren</translation>
        </message>
        <message>
            <source>Copy \cite{…}</source>
            <translation>\cite{…} kopieren</translation>
        </message>
        <message>
            <source>Copy \cite{keys} of the selected entries</source>
            <translation>\cite{keys} der ausgewählten Einträge kopieren</translation>
        </message>
        <message>
            <source>Copy Refere&amp;nce</source>
            <translation>&amp;Literaturangabe kopieren</translation>
        </message>
        <message>
            <source>Copy the selected papers as a reference list in the chosen style (for Word and text)</source>
            <translation>Die ausgewählten Artikel als Literaturverzeichnis im gewählten Zitierstil kopieren (für Word und Text)</translation>
        </message>
        <message>
            <source>Copy &amp;Citation</source>
            <translation>&amp;Zitat kopieren</translation>
        </message>
        <message>
            <source>Copy the in-text citation, e.g. (Vaswani et al., 2017)</source>
            <translation>Den Kurzbeleg im Text kopieren, z. B. (Vaswani et al., 2017)</translation>
        </message>
        <message>
            <source>Export &amp;Bibliography…</source>
            <translation>Literatur&amp;verzeichnis exportieren…</translation>
        </message>
        <message>
            <source>A formatted reference list (HTML, Markdown, RTF, text) or CSL-JSON for Pandoc</source>
            <translation>Ein formatiertes Literaturverzeichnis (HTML, Markdown, RTF, Text) oder CSL-JSON für Pandoc</translation>
        </message>
        <message>
            <source>&amp;Paste as New Entries</source>
            <translation>Als neue Einträge ein&amp;fügen</translation>
        </message>
        <message>
            <source>Add the BibTeX, RIS, DOIs, arXiv ids or abstracts on the clipboard</source>
            <translation>BibTeX, RIS, DOIs, arXiv-IDs oder Abstracts aus der Zwischenablage hinzufügen</translation>
        </message>
        <message>
            <source>Find &amp;Duplicates…</source>
            <translation>&amp;Dubletten suchen…</translation>
        </message>
        <message>
            <source>Merge papers that are in twice</source>
            <translation>Doppelt vorhandene Artikel zusammenführen</translation>
        </message>
        <message>
            <source>Re&amp;generate Citation Keys…</source>
            <translation>Zitierschlüssel neu &amp;erzeugen…</translation>
        </message>
        <message>
            <source>Apply the key pattern again</source>
            <translation>Das Schlüsselmuster erneut anwenden</translation>
        </message>
        <message>
            <source>Your &amp;Name in This Library…</source>
            <translation>Ihr &amp;Name in dieser Bibliothek…</translation>
        </message>
        <message>
            <source>The name others see you by in a shared library</source>
            <translation>Der Name, unter dem andere Sie in einer gemeinsamen Bibliothek sehen</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>The citation style; a contact e-mail and keys for lookups</source>
            <translation>Zitierstil; Kontakt-E-Mail und Schlüssel für Abfragen</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Edit Entry</source>
            <translation>Eintrag &amp;bearbeiten</translation>
        </message>
        <message>
            <source>Edit every field of the selected entry</source>
            <translation>Alle Felder des ausgewählten Eintrags bearbeiten</translation>
        </message>
        <message>
            <source>&amp;Find</source>
            <translation>&amp;Suchen</translation>
        </message>
        <message>
            <source>The papers of the chosen view; Ctrl+T tags, Ctrl+L puts on a reading list</source>
            <translation>Die Artikel der gewählten Ansicht; Strg+T vergibt Schlagwörter, Strg+L fügt zu einer Leseliste hinzu</translation>
        </message>
        <message>
            <source>Search the library</source>
            <translation>Die Bibliothek durchsuchen</translation>
        </message>
        <message>
            <source>Library, reading lists and tags</source>
            <translation>Bibliothek, Leselisten und Schlagwörter</translation>
        </message>
        <message>
            <source>Paper details</source>
            <translation>Artikeldetails</translation>
        </message>
        <message>
            <source>Related papers</source>
            <translation>Ähnliche Artikel</translation>
        </message>
        <message>
            <source>&amp;Detail Pane</source>
            <translation>&amp;Detailbereich</translation>
        </message>
        <message>
            <source>Show or hide the reading pane</source>
            <translation>Den Lesebereich ein- oder ausblenden</translation>
        </message>
        <message>
            <source>Ne&amp;xt Pane</source>
            <translation>&amp;Nächster Bereich</translation>
        </message>
        <message>
            <source>Sidebar, search, list, detail pane in turn</source>
            <translation>Seitenleiste, Suche, Liste und Detailbereich der Reihe nach</translation>
        </message>
        <message>
            <source>Pre&amp;vious Pane</source>
            <translation>&amp;Vorheriger Bereich</translation>
        </message>
        <message>
            <source>&amp;About Papershelf</source>
            <translation>Ü&amp;ber Papershelf</translation>
        </message>
        <message>
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <source>Every key, with a filter</source>
            <translation>Alle Tasten, mit Filter</translation>
        </message>
        <message>
            <source>Show &amp;Log Folder</source>
            <translation>&amp;Protokollordner anzeigen</translation>
        </message>
        <message>
            <source>Open the folder where Papershelf writes what went wrong</source>
            <translation>Den Ordner öffnen, in dem Papershelf Fehler protokolliert</translation>
        </message>
        <message>
            <source>&amp;Larger Text</source>
            <translation>&amp;Größerer Text</translation>
        </message>
        <message>
            <source>Make the reading text larger</source>
            <translation>Den Lesetext vergrößern</translation>
        </message>
        <message>
            <source>S&amp;maller Text</source>
            <translation>&amp;Kleinerer Text</translation>
        </message>
        <message>
            <source>Make the reading text smaller</source>
            <translation>Den Lesetext verkleinern</translation>
        </message>
        <message>
            <source>&amp;Actual Text Size</source>
            <translation>&amp;Normale Textgröße</translation>
        </message>
        <message>
            <source>The reading text at its normal size</source>
            <translation>Der Lesetext in normaler Größe</translation>
        </message>
        <message>
            <source>&amp;Save Search…</source>
            <translation>Suche &amp;speichern…</translation>
        </message>
        <message>
            <source>Keep this search as a smart list</source>
            <translation>Diese Suche als intelligente Liste behalten</translation>
        </message>
        <message>
            <source>&amp;Tag…</source>
            <translation>&amp;Schlagwort…</translation>
        </message>
        <message>
            <source>Add or remove tags on the selected entries</source>
            <translation>Schlagwörter der ausgewählten Einträge hinzufügen oder entfernen</translation>
        </message>
        <message>
            <source>Add to Reading &amp;List…</source>
            <translation>Zur L&amp;eseliste hinzufügen…</translation>
        </message>
        <message>
            <source>Put the selected papers on a reading list (as a drop)</source>
            <translation>Die ausgewählten Artikel zu einer Leseliste hinzufügen (wie beim Ziehen auf die Liste)</translation>
        </message>
        <message>
            <source>Edit Tags in Detail</source>
            <translation>Schlagwörter im Detailbereich bearbeiten</translation>
        </message>
        <message>
            <source>Read Ne&amp;xt</source>
            <translation>Als &amp;Nächstes lesen</translation>
        </message>
        <message>
            <source>The first unread paper of this reading list</source>
            <translation>Der erste ungelesene Artikel dieser Leseliste</translation>
        </message>
        <message>
            <source>Move U&amp;p in List</source>
            <translation>In der Liste nach &amp;oben</translation>
        </message>
        <message>
            <source>Move Do&amp;wn in List</source>
            <translation>In der Liste nach &amp;unten</translation>
        </message>
        <message>
            <source>&amp;Attach File…</source>
            <translation>Datei &amp;anhängen…</translation>
        </message>
        <message>
            <source>Keep a file (a PDF, notes…) with the paper</source>
            <translation>Eine Datei (PDF, Notizen…) beim Artikel ablegen</translation>
        </message>
        <message>
            <source>&amp;Open File</source>
            <translation>Datei ö&amp;ffnen</translation>
        </message>
        <message>
            <source>Open the paper's first attached file (O in the list too)</source>
            <translation>Die erste angehängte Datei des Artikels öffnen (auch O in der Liste)</translation>
        </message>
        <message>
            <source>Show File in &amp;Folder</source>
            <translation>Datei im &amp;Ordner zeigen</translation>
        </message>
        <message>
            <source>The folder of the first file</source>
            <translation>Der Ordner der ersten Datei</translation>
        </message>
        <message>
            <source>&amp;Delete</source>
            <translation>&amp;Löschen</translation>
        </message>
        <message>
            <source>Delete the selected entries</source>
            <translation>Die ausgewählten Einträge löschen</translation>
        </message>
        <message>
            <source>Mark &amp;Unread</source>
            <translation>Als &amp;ungelesen markieren</translation>
        </message>
        <message>
            <source>Mark &amp;Reading</source>
            <translation>Als &amp;in Lektüre markieren</translation>
        </message>
        <message>
            <source>Mark Re&amp;ad</source>
            <translation>Als &amp;gelesen markieren</translation>
        </message>
        <message>
            <source>&amp;Triage Unread Papers</source>
            <translation>Ungelesene Artikel &amp;sichten</translation>
        </message>
        <message>
            <source>Unread papers of this view, one abstract at a time</source>
            <translation>Ungelesene Artikel dieser Ansicht, ein Abstract nach dem anderen</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>&amp;Statistik</translation>
        </message>
        <message>
            <source>Charts of what you added and read</source>
            <translation>Diagramme dazu, was Sie hinzugefügt und gelesen haben</translation>
        </message>
        <message>
            <source>Reading &amp;Plan</source>
            <translation>&amp;Leseplan</translation>
        </message>
        <message>
            <source>A list's goal, when you will finish it, this week's papers</source>
            <translation>Das Ziel einer Liste, wann Sie sie abschließen, die Artikel dieser Woche</translation>
        </message>
        <message>
            <source>Assi&amp;gned to Me</source>
            <translation>Mir &amp;zugewiesen</translation>
        </message>
        <message>
            <source>The papers assigned to you to read (journal clubs)</source>
            <translation>Die Artikel, die Ihnen zum Lesen zugewiesen sind (Journal Clubs)</translation>
        </message>
        <message>
            <source>Find &amp;Similar Papers</source>
            <translation>Ä&amp;hnliche Artikel finden</translation>
        </message>
        <message>
            <source>Papers like the selected ones (a related: search)</source>
            <translation>Artikel wie die ausgewählten (eine related:-Suche)</translation>
        </message>
        <message>
            <source>No Rating</source>
            <translation>Keine Bewertung</translation>
        </message>
        <message>
            <source>Papershelf keeps the papers you mean to read. With no command, it opens the app.</source>
            <translation>Papershelf verwahrt die Artikel, die Sie lesen wollen. Ohne Befehl öffnet es die App.</translation>
        </message>
        <message>
            <source>Nothing leaves your computer until you ask for a lookup (Add by Identifier, Find Metadata, or PDFs dropped on the list when the box below is ticked). Crossref answers faster to requests that carry a contact e-mail; a Semantic Scholar API key raises its rate limit.</source>
            <translation>Nichts verlässt Ihren Computer, bevor Sie eine Abfrage anstoßen (Über Kennung hinzufügen, Metadaten suchen oder auf die Liste gezogene PDFs, wenn das Kästchen unten angekreuzt ist). Crossref antwortet schneller auf Anfragen mit Kontakt-E-Mail; ein Semantic-Scholar-API-Schlüssel hebt dessen Abfragegrenze an.</translation>
        </message>
        <message>
            <source>Copy Reference, Copy Citation, Export Bibliography and the detail pane's Reference switch use this style. Add any .csl file, e.g. from the Zotero Style Repository.</source>
            <translation>„Literaturangabe kopieren“, „Zitat kopieren“, „Literaturverzeichnis exportieren“ und der Schalter „Literaturangabe“ im Detailbereich verwenden diesen Stil. Fügen Sie beliebige .csl-Dateien hinzu, z. B. aus dem Zotero Style Repository.</translation>
        </message>
        <message>
            <source>CSL styles (*.csl);;All files (*)</source>
            <translation>CSL-Stile (*.csl);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Files you attach (drop them on a paper) stay where they are, or are copied into a folder of the library's, one sub-folder per citation key, named by the pattern and renamed when the key or title changes. These settings belong to this library.</source>
            <translation>Angehängte Dateien (auf einen Artikel gezogen) bleiben, wo sie sind, oder werden in einen Ordner der Bibliothek kopiert, ein Unterordner je Zitierschlüssel, nach dem Muster benannt und umbenannt, wenn sich Schlüssel oder Titel ändern. Diese Einstellungen gehören zu dieser Bibliothek.</translation>
        </message>
        <message>
            <source>Select a paper to read it here</source>
            <translation>Wählen Sie einen Artikel, um ihn hier zu lesen</translation>
        </message>
        <message>
            <source>Cannot be read just now; they come back with the library</source>
            <translation>Gerade nicht lesbar; sie kommen mit der Bibliothek zurück</translation>
        </message>
        <message>
            <source>Type to filter; Esc clears</source>
            <translation>Tippen zum Filtern; Esc leert</translation>
        </message>
        <message>
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>Files</source>
            <translation>Datei</translation>
        </message>
        <message>
            <source>Authors</source>
            <translation>Autoren</translation>
        </message>
        <message>
            <source>Year</source>
            <translation>Jahr</translation>
        </message>
        <message>
            <source>Venue</source>
            <translation>Quelle</translation>
        </message>
        <message>
            <source>Progress</source>
            <translation>Fortschritt</translation>
        </message>
        <message>
            <source>Read by</source>
            <translation>Gelesen von</translation>
        </message>
        <message>
            <source>Readers</source>
            <translation>Leser</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Bewertung</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Schlagwörter</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Hinzugefügt</translation>
        </message>
        <message>
            <source>Month</source>
            <translation>Monat</translation>
        </message>
        <message>
            <source>Papers</source>
            <translation>Artikel</translation>
        </message>
        <message>
            <source>{title}: nothing to show yet.</source>
            <translation>{title}: noch nichts anzuzeigen.</translation>
        </message>
        <message>
            <source> (and {n} more)</source>
            <translation> (und {n} weitere)</translation>
        </message>
        <message>
            <source>List Note</source>
            <translation>Listennotiz</translation>
        </message>
        <message>
            <source>Unread</source>
            <translation>Ungelesen</translation>
        </message>
        <message>
            <source>Reading</source>
            <translation>Wird gelesen</translation>
        </message>
        <message>
            <source>Read</source>
            <translation>Gelesen</translation>
        </message>
        <message>
            <source>Cite-as-you-Write Ser&amp;ver</source>
            <translation>Cite-as-you-Write-Ser&amp;ver</translation>
        </message>
        <message>
            <source>Answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 for editor plugins</source>
            <translation>Cite-as-you-write-URLs von Better BibTeX auf 127.0.0.1 für Editor-Plug-ins beantworten</translation>
        </message>
        <message>
            <source>Link &amp;Writing Project…</source>
            <translation>Schreib&amp;projekt verknüpfen…</translation>
        </message>
        <message>
            <source>Link a LaTeX or Markdown document: see what it cites and keep its .bib current</source>
            <translation>Ein LaTeX- oder Markdown-Dokument verknüpfen: sehen, was es zitiert, und seine .bib aktuell halten</translation>
        </message>
        <message>
            <source>Pick &amp;Citation…</source>
            <translation>&amp;Zitat auswählen…</translation>
        </message>
        <message>
            <source>Search papers to cite and copy \cite{…}, [@…] or a formatted citation</source>
            <translation>Zu zitierende Artikel suchen und \cite{…}, [@…] oder ein formatiertes Zitat kopieren</translation>
        </message>
        <message>
            <source>&amp;Read PDF</source>
            <translation>PDF &amp;lesen</translation>
        </message>
        <message>
            <source>Read the paper's PDF in Papershelf, with highlights and notes</source>
            <translation>Die PDF des Artikels in Papershelf lesen, mit Hervorhebungen und Notizen</translation>
        </message>
        <message>
            <source>Show this paper as a formatted reference in the citation style (Preferences)</source>
            <translation>Diesen Artikel als formatierte Literaturangabe im Zitierstil zeigen (Einstellungen)</translation>
        </message>
        <message>
            <source>Add tag…</source>
            <translation>Schlagwort hinzufügen…</translation>
        </message>
        <message>
            <source>Statistics as Numbers</source>
            <translation>Statistik in Zahlen</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Diagramme</translation>
        </message>
        <message>
            <source>Remove this tag from the paper</source>
            <translation>Dieses Schlagwort vom Artikel entfernen</translation>
        </message>
        <message>
            <source>No paper left to triage</source>
            <translation>Kein Artikel mehr zu sichten</translation>
        </message>
        <message>
            <source>Triage: {title}</source>
            <translation>Sichtung: {title}</translation>
        </message>
        <message>
            <source>Pages of {title}</source>
            <translation>Seiten von {title}</translation>
        </message>
        <message>
            <source>Page {page} of {count}</source>
            <translation>Seite {page} von {count}</translation>
        </message>
        <message>
            <source>Suggested tags: {keyed}</source>
            <translation>Vorgeschlagene Schlagwörter: {keyed}</translation>
        </message>
        <message>
            <source>Add to Reading List</source>
            <translation>Zur Leseliste hinzufügen</translation>
        </message>
        <message>
            <source>1 paper</source>
            <translation>1 Artikel</translation>
        </message>
        <message>
            <source>{n} papers</source>
            <translation>{n} Artikel</translation>
        </message>
        <message>
            <source>Put {papers} on the reading list:</source>
            <translation>{papers} auf die Leseliste setzen:</translation>
        </message>
        <message>
            <source>Type to filter, or a new list's name</source>
            <translation>Tippen, um zu filtern, oder Name einer neuen Liste</translation>
        </message>
        <message>
            <source>Reading list name</source>
            <translation>Name der Leseliste</translation>
        </message>
        <message>
            <source>Reading lists</source>
            <translation>Leselisten</translation>
        </message>
        <message>
            <source>Select the papers to put on a list first.</source>
            <translation>Wählen Sie zuerst die Artikel aus, die auf eine Liste sollen.</translation>
        </message>
    </context>
    <context>
        <name>Accessibility</name>
        <message>
            <source>Not rated</source>
            <translation>Nicht bewertet</translation>
        </message>
        <message>
            <source>{n} of 5 stars</source>
            <translation>{n} von 5 Sternen</translation>
        </message>
        <message>
            <source>No files</source>
            <translation>Keine Dateien</translation>
        </message>
        <message>
            <source>Backups</source>
            <translation>Sicherungen</translation>
        </message>
        <message>
            <source>Entry type</source>
            <translation>Eintragstyp</translation>
        </message>
        <message>
            <source>Incoming records that may be duplicates</source>
            <translation>Eingehende Datensätze, die Duplikate sein könnten</translation>
        </message>
        <message>
            <source>Fields of the entry there and the record</source>
            <translation>Felder des vorhandenen Eintrags und des Datensatzes</translation>
        </message>
    </context>
    <context>
        <name>AddByIdentifierDialog</name>
        <message>
            <source>DOIs and arXiv ids, one per line</source>
            <translation>DOIs und arXiv-IDs, eine pro Zeile</translation>
        </message>
        <message>
            <source>What each identifier found</source>
            <translation>Was jede Kennung gefunden hat</translation>
        </message>
    </context>
    <context>
        <name>AnnotationsPanel</name>
        <message>
            <source>Annotations</source>
            <translation>Anmerkungen</translation>
        </message>
        <message>
            <source>Comment</source>
            <translation>Kommentar</translation>
        </message>
        <message>
            <source>Comment on the selected annotation (Ctrl+Enter saves)</source>
            <translation>Kommentar zur gewählten Anmerkung (Strg+Eingabe speichert)</translation>
        </message>
        <message>
            <source>Tags, separated by commas (Enter saves)</source>
            <translation>Schlagwörter, durch Kommas getrennt (Eingabe speichert)</translation>
        </message>
        <message>
            <source>Tags of the annotation</source>
            <translation>Schlagwörter der Anmerkung</translation>
        </message>
        <message>
            <source>Only mine</source>
            <translation>Nur meine</translation>
        </message>
        <message>
            <source>Hide the annotations others wrote</source>
            <translation>Von anderen verfasste Anmerkungen ausblenden</translation>
        </message>
    </context>
    <context>
        <name>Annotator</name>
        <message>
            <source>Select words first (drag over them).</source>
            <translation>Wählen Sie zuerst Wörter aus (darüber ziehen).</translation>
        </message>
        <message>
            <source>{kind} on p. {page}</source>
            <translation>{kind} auf S. {page}</translation>
        </message>
        <message>
            <source>Comment on p. {page}</source>
            <translation>Kommentar auf S. {page}</translation>
        </message>
        <message>
            <source>Tags on p. {page}</source>
            <translation>Schlagwörter auf S. {page}</translation>
        </message>
        <message>
            <source>This PDF has no annotations yet.</source>
            <translation>Diese PDF hat noch keine Anmerkungen.</translation>
        </message>
        <message>
            <source>The annotations were added to the paper's notes.</source>
            <translation>Die Anmerkungen wurden zu den Notizen des Artikels hinzugefügt.</translation>
        </message>
    </context>
    <context>
        <name>CitationPicker</name>
        <message>
            <source>Search to cite</source>
            <translation>Zum Zitieren suchen</translation>
        </message>
        <message>
            <source>Papers found</source>
            <translation>Gefundene Artikel</translation>
        </message>
    </context>
    <context>
        <name>DailyBackup</name>
        <message>
            <source>The daily backup was not taken: {why}</source>
            <translation>Die tägliche Sicherung wurde nicht angelegt: {why}</translation>
        </message>
    </context>
    <context>
        <name>DuplicatesDialog</name>
        <message>
            <source>Possible duplicate pairs</source>
            <translation>Mögliche Dublettenpaare</translation>
        </message>
        <message>
            <source>Fields of the two entries</source>
            <translation>Felder der beiden Einträge</translation>
        </message>
    </context>
    <context>
        <name>FindMetadataDialog</name>
        <message>
            <source>Papers to look up</source>
            <translation>Nachzuschlagende Artikel</translation>
        </message>
        <message>
            <source>Fields found</source>
            <translation>Gefundene Felder</translation>
        </message>
    </context>
    <context>
        <name>GoalEditor</name>
        <message>
            <source>No goal</source>
            <translation>Kein Ziel</translation>
        </message>
        <message>
            <source>Finish by</source>
            <translation>Fertig bis</translation>
        </message>
        <message>
            <source>Papers a week</source>
            <translation>Artikel pro Woche</translation>
        </message>
        <message>
            <source>Goal</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>Deadline</source>
            <translation>Frist</translation>
        </message>
        <message>
            <source> a week</source>
            <translation> pro Woche</translation>
        </message>
        <message>
            <source>Goal:</source>
            <translation>Ziel:</translation>
        </message>
    </context>
    <context>
        <name>KeptEdit</name>
        <message>
            <source>{who} deleted “{title}”.</source>
            <translation>„{title}“ wurde von {who} gelöscht.</translation>
        </message>
        <message>
            <source>{who} deleted this paper while you were editing it. What you typed is still here: Re-create the paper with it, or Copy it.</source>
            <translation>Dieser Artikel wurde von {who} gelöscht, während Sie ihn bearbeitet haben. Was Sie eingegeben haben, ist noch da: Legen Sie den Artikel damit neu an oder kopieren Sie es.</translation>
        </message>
        <message>
            <source>This paper was deleted: Re-create it, or Copy what you typed.</source>
            <translation>Dieser Artikel wurde gelöscht: Legen Sie ihn neu an oder kopieren Sie, was Sie eingegeben haben.</translation>
        </message>
        <message>
            <source>Re-create entry</source>
            <translation>Eintrag neu anlegen</translation>
        </message>
        <message>
            <source>The paper is back, with what you typed (Ctrl+Z takes it away again).</source>
            <translation>Der Artikel ist wieder da, mit Ihren Eingaben (Strg+Z entfernt ihn wieder).</translation>
        </message>
        <message>
            <source>Someone else</source>
            <translation>jemand anderem</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ihnen</translation>
        </message>
    </context>
    <context>
        <name>PlanUi</name>
        <message>
            <source>about %1 to read</source>
            <translation>etwa %1 Lesezeit</translation>
        </message>
        <message>
            <source>at your pace the list is done on %1</source>
            <translation>in Ihrem Tempo ist die Liste am %1 fertig</translation>
        </message>
        <message>
            <source>1 day</source>
            <translation>1 Tag</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 Tage</translation>
        </message>
        <message>
            <source>%1 after its deadline</source>
            <translation>%1 nach der Frist</translation>
        </message>
        <message>
            <source>Read next: %1.</source>
            <translation>Als Nächstes lesen: %1.</translation>
        </message>
    </context>
    <context>
        <name>PlanView</name>
        <message>
            <source>Reading plan</source>
            <translation>Leseplan</translation>
        </message>
        <message>
            <source>Plan for</source>
            <translation>Plan für</translation>
        </message>
        <message>
            <source>papers left</source>
            <translation>verbleibende Artikel</translation>
        </message>
        <message>
            <source>of reading left</source>
            <translation>verbleibende Lesezeit</translation>
        </message>
        <message>
            <source>your pace, papers a week</source>
            <translation>Ihr Tempo, Artikel pro Woche</translation>
        </message>
        <message>
            <source>finish at your pace</source>
            <translation>fertig in Ihrem Tempo</translation>
        </message>
        <message>
            <source>Progress against the goal</source>
            <translation>Fortschritt gegenüber dem Ziel</translation>
        </message>
        <message>
            <source>papers read since the goal was set</source>
            <translation>gelesene Artikel seit Festlegung des Ziels</translation>
        </message>
        <message>
            <source>Pace per week</source>
            <translation>Tempo pro Woche</translation>
        </message>
        <message>
            <source>papers read, the last 8 weeks</source>
            <translation>gelesene Artikel, letzte 8 Wochen</translation>
        </message>
        <message>
            <source>Weekly queue</source>
            <translation>Warteschlange nach Wochen</translation>
        </message>
        <message>
            <source>Time</source>
            <translation>Zeit</translation>
        </message>
        <message>
            <source>Plan for:</source>
            <translation>Plan für:</translation>
        </message>
        <message>
            <source>Unread (whole library)</source>
            <translation>Ungelesen (ganze Bibliothek)</translation>
        </message>
        <message>
            <source>read</source>
            <translation>gelesen</translation>
        </message>
        <message>
            <source>goal</source>
            <translation>Ziel</translation>
        </message>
        <message>
            <source>at your pace</source>
            <translation>in Ihrem Tempo</translation>
        </message>
        <message>
            <source>deadline</source>
            <translation>Frist</translation>
        </message>
        <message>
            <source>Nothing to read in this plan</source>
            <translation>In diesem Plan gibt es nichts zu lesen</translation>
        </message>
        <message>
            <source>Nothing read lately</source>
            <translation>In letzter Zeit nichts gelesen</translation>
        </message>
        <message>
            <source>Set Reading Goal</source>
            <translation>Leseziel festlegen</translation>
        </message>
        <message>
            <source>Everything in this plan has been read.</source>
            <translation>Alles in diesem Plan ist gelesen.</translation>
        </message>
        <message>
            <source>No pace yet: papers marked read in the last weeks teach it. %1 left.</source>
            <translation>Noch kein Tempo: Es ergibt sich aus den Artikeln, die in den letzten Wochen als gelesen markiert wurden. %1 übrig.</translation>
        </message>
        <message>
            <source>At your pace you finish on %1</source>
            <translation>In Ihrem Tempo sind Sie am %1 fertig</translation>
        </message>
        <message>
            <source>, %1 after the deadline</source>
            <translation>, %1 nach der Frist</translation>
        </message>
        <message>
            <source>, %1 before the deadline</source>
            <translation>, %1 vor der Frist</translation>
        </message>
        <message>
            <source>, on the deadline</source>
            <translation>, genau zur Frist</translation>
        </message>
        <message>
            <source>At the goal's pace, on %1.</source>
            <translation>Im Tempo des Ziels am %1.</translation>
        </message>
        <message>
            <source>On track with the goal</source>
            <translation>Auf Kurs zum Ziel</translation>
        </message>
        <message>
            <source>%1 ahead of the goal</source>
            <translation>Dem Ziel %1 voraus</translation>
        </message>
        <message>
            <source>%1 behind the goal</source>
            <translation>%1 hinter dem Ziel zurück</translation>
        </message>
        <message>
            <source>1 paper</source>
            <translation>1 Artikel</translation>
        </message>
        <message>
            <source>%1 papers</source>
            <translation>%1 Artikel</translation>
        </message>
        <message>
            <source>1 day</source>
            <translation>1 Tag</translation>
        </message>
        <message>
            <source>%1 days</source>
            <translation>%1 Tage</translation>
        </message>
        <message>
            <source>Week of %1</source>
            <translation>Woche vom %1</translation>
        </message>
        <message>
            <source>Nothing left to read</source>
            <translation>Nichts mehr zu lesen</translation>
        </message>
    </context>
    <context>
        <name>PlanWindow</name>
        <message>
            <source>Reading Plan</source>
            <translation>Leseplan</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>ReaderWindow</name>
        <message>
            <source>Page</source>
            <translation>Seite</translation>
        </message>
        <message>
            <source>Find in PDF</source>
            <translation>In der PDF suchen</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <source>Filter shortcuts</source>
            <translation>Tastenkürzel filtern</translation>
        </message>
        <message>
            <source>Keyboard shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
    </context>
    <context>
        <name>TriageView</name>
        <message>
            <source>about %1 to read</source>
            <translation>etwa %1 Lesezeit</translation>
        </message>
    </context>
    <context>
        <name>attachments_view</name>
        <message>
            <source>Double-click to open; right-click for more. Drop files here to attach.</source>
            <translation>Doppelklick öffnet; Rechtsklick für mehr. Dateien hierher ziehen, um sie anzuhängen.</translation>
        </message>
    </context>
    <context>
        <name>cli</name>
        <message>
            <source>the library file to use (created if missing), or a shared library's postgresql://user@host/dbname URL</source>
            <translation>die zu verwendende Bibliotheksdatei (wird bei Bedarf angelegt) oder die postgresql://user@host/dbname-URL einer gemeinsamen Bibliothek</translation>
        </message>
        <message>
            <source>the language to speak (de, es, zh_CN, en...); default: Preferences, then the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)</source>
            <translation>die Sprache (de, es, zh_CN, en …); Vorgabe: die Einstellungen, dann die des Systems (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)</translation>
        </message>
        <message>
            <source>lay the window out right to left (as RTL languages)</source>
            <translation>das Fenster von rechts nach links anordnen (wie für RTL-Sprachen)</translation>
        </message>
        <message>
            <source>papershelf: interrupted</source>
            <translation>papershelf: abgebrochen</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n Eintrag</numerusform>
                <numerusform>%n Einträge</numerusform>
            </translation>
        </message>
        <message>
            <source>delete the entries a search finds (backed up first)</source>
            <translation>die von einer Suche gefundenen Einträge löschen (vorher gesichert)</translation>
        </message>
        <message numerus="yes">
            <source>deleted %n entries</source>
            <translation>
                <numerusform>%n Eintrag gelöscht</numerusform>
                <numerusform>%n Einträge gelöscht</numerusform>
            </translation>
        </message>
        <message>
            <source>the citation key pattern; regenerate keys</source>
            <translation>das Muster der Zitierschlüssel; Schlüssel neu erzeugen</translation>
        </message>
        <message numerus="yes">
            <source>%n keys would change (dry run: nothing changed)</source>
            <translation>
                <numerusform>%n Schlüssel würde sich ändern (Probelauf: nichts geändert)</numerusform>
                <numerusform>%n Schlüssel würden sich ändern (Probelauf: nichts geändert)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n keys changed</source>
            <translation>
                <numerusform>%n Schlüssel geändert</numerusform>
                <numerusform>%n Schlüssel geändert</numerusform>
            </translation>
        </message>
        <message>
            <source>add papers by DOI or arXiv id</source>
            <translation>Artikel über DOI oder arXiv-ID hinzufügen</translation>
        </message>
        <message>
            <source>highlight words on a page of an entry's PDF</source>
            <translation>Wörter auf einer Seite der PDF eines Eintrags hervorheben</translation>
        </message>
        <message>
            <source>an entry's (or a list's) annotations</source>
            <translation>die Anmerkungen eines Eintrags (oder einer Liste)</translation>
        </message>
        <message>
            <source>attach files to an entry</source>
            <translation>Dateien an einen Eintrag anhängen</translation>
        </message>
        <message>
            <source>keep .bib files up to date</source>
            <translation>.bib-Dateien aktuell halten</translation>
        </message>
        <message>
            <source>print formatted references in a citation style</source>
            <translation>formatierte Literaturangaben in einem Zitierstil ausgeben</translation>
        </message>
        <message>
            <source>write entries as BibTeX, BibLaTeX, RIS, CSL-JSON or a reference list</source>
            <translation>Einträge als BibTeX, BibLaTeX, RIS, CSL-JSON oder Literaturverzeichnis schreiben</translation>
        </message>
        <message>
            <source>import BibTeX, RIS, CSL-JSON, plain-text abstract lists, PDFs or a Zotero library</source>
            <translation>BibTeX, RIS, CSL-JSON, Abstract-Listen als Text, PDFs oder eine Zotero-Bibliothek importieren</translation>
        </message>
        <message>
            <source>copy a whole library (file or server), or dump it for comparison</source>
            <translation>eine ganze Bibliothek kopieren (Datei oder Server) oder zum Vergleich ausgeben</translation>
        </message>
        <message>
            <source>put entries in a reading list, take them out, show it</source>
            <translation>Einträge in eine Leseliste aufnehmen, herausnehmen, sie zeigen</translation>
        </message>
        <message>
            <source>print the reading lists with their progress</source>
            <translation>die Leselisten mit ihrem Fortschritt ausgeben</translation>
        </message>
        <message>
            <source>find the real paper behind entries</source>
            <translation>den echten Artikel hinter Einträgen finden</translation>
        </message>
        <message>
            <source>rebuild the search index, index pending PDFs</source>
            <translation>den Suchindex neu aufbauen, ausstehende PDFs indizieren</translation>
        </message>
        <message>
            <source>open the app and import files into the library</source>
            <translation>die App öffnen und Dateien in die Bibliothek importieren</translation>
        </message>
        <message>
            <source>choose papers and print their citation (\cite{…}, [@…])</source>
            <translation>Artikel auswählen und ihr Zitat ausgeben (\cite{…}, [@…])</translation>
        </message>
        <message>
            <source>the commands that push a citation into editors</source>
            <translation>die Befehle, die ein Zitat an Editoren übergeben</translation>
        </message>
        <message>
            <source>link a LaTeX or Markdown document; what it cites</source>
            <translation>ein LaTeX- oder Markdown-Dokument verknüpfen; was es zitiert</translation>
        </message>
        <message>
            <source>print the entries most like one entry</source>
            <translation>die einem Eintrag ähnlichsten Einträge ausgeben</translation>
        </message>
        <message>
            <source>draw one page of a PDF as a PNG image</source>
            <translation>eine Seite einer PDF als PNG-Bild zeichnen</translation>
        </message>
        <message>
            <source>list, add, edit or run saved searches</source>
            <translation>gespeicherte Suchen auflisten, anlegen, bearbeiten oder ausführen</translation>
        </message>
        <message>
            <source>print the entries that match a query</source>
            <translation>die zu einer Suchanfrage passenden Einträge ausgeben</translation>
        </message>
        <message>
            <source>check that this installation works</source>
            <translation>prüfen, ob diese Installation funktioniert</translation>
        </message>
        <message>
            <source>answer Better BibTeX's cite-as-you-write URLs on 127.0.0.1 (for editor plugins)</source>
            <translation>Cite-as-you-write-URLs von Better BibTeX auf 127.0.0.1 beantworten (für Editor-Plug-ins)</translation>
        </message>
        <message>
            <source>print reading statistics</source>
            <translation>Lesestatistik ausgeben</translation>
        </message>
        <message>
            <source>suggest tags for an entry</source>
            <translation>Schlagwörter für einen Eintrag vorschlagen</translation>
        </message>
        <message>
            <source>add, remove, rename, recolour or delete a tag</source>
            <translation>ein Schlagwort hinzufügen, entfernen, umbenennen, umfärben oder löschen</translation>
        </message>
        <message>
            <source>print the tags with their colours and counts</source>
            <translation>die Schlagwörter mit Farben und Anzahlen ausgeben</translation>
        </message>
        <message>
            <source>a journal club's sessions, or schedule one</source>
            <translation>die Sitzungen eines Journal Clubs, oder eine neue ansetzen</translation>
        </message>
        <message>
            <source>give a paper to a member to read by a date</source>
            <translation>einem Mitglied einen Artikel zuweisen, der bis zu einem Datum zu lesen ist</translation>
        </message>
        <message>
            <source>the papers assigned to you, soonest due first</source>
            <translation>die Ihnen zugewiesenen Artikel, die am frühesten fälligen zuerst</translation>
        </message>
        <message>
            <source>show or set the name others see you by</source>
            <translation>den Namen anzeigen oder festlegen, unter dem andere Sie sehen</translation>
        </message>
        <message>
            <source>set a reading list's goal; print its forecast</source>
            <translation>das Ziel einer Leseliste festlegen; ihre Prognose ausgeben</translation>
        </message>
        <message>
            <source>set your reading status of papers</source>
            <translation>Ihren Lesestatus von Artikeln festlegen</translation>
        </message>
        <message>
            <source>who has read the papers a search finds</source>
            <translation>wer die Artikel gelesen hat, die eine Suche findet</translation>
        </message>
        <message>
            <source>your own note on a paper (a shared library)</source>
            <translation>Ihre eigene Notiz zu einem Artikel (gemeinsame Bibliothek)</translation>
        </message>
        <message>
            <source>the name other members see for you</source>
            <translation>der Name, unter dem andere Mitglieder Sie sehen</translation>
        </message>
        <message>
            <source>back the library up now (compressed), or list backups</source>
            <translation>die Bibliothek jetzt sichern (komprimiert) oder die Sicherungen auflisten</translation>
        </message>
    </context>
    <context>
        <name>detail_form</name>
        <message>
            <source>Field</source>
            <translation>Feld</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <source>Add field</source>
            <translation>Feld hinzufügen</translation>
        </message>
        <message>
            <source>Add a BibTeX field, such as pages or publisher</source>
            <translation>Ein BibTeX-Feld hinzufügen, etwa pages oder publisher</translation>
        </message>
        <message>
            <source>Remove field</source>
            <translation>Feld entfernen</translation>
        </message>
        <message>
            <source>Remove the selected fields</source>
            <translation>Die ausgewählten Felder entfernen</translation>
        </message>
        <message>
            <source>&amp;Retry</source>
            <translation>&amp;Erneut versuchen</translation>
        </message>
        <message>
            <source>Try to save the changes again</source>
            <translation>Erneut versuchen, die Änderungen zu speichern</translation>
        </message>
        <message>
            <source>&amp;Copy Text</source>
            <translation>Text &amp;kopieren</translation>
        </message>
        <message>
            <source>Copy every field of the form, as typed, to the clipboard</source>
            <translation>Alle Felder des Formulars so, wie eingegeben, in die Zwischenablage kopieren</translation>
        </message>
        <message>
            <source>Re-&amp;create</source>
            <translation>Neu &amp;anlegen</translation>
        </message>
        <message>
            <source>Add the paper again, with what the form holds</source>
            <translation>Den Artikel mit dem Inhalt des Formulars erneut hinzufügen</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <source>Save the changes (Ctrl+S)</source>
            <translation>Die Änderungen speichern (Strg+S)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Discard the changes (Esc)</source>
            <translation>Die Änderungen verwerfen (Esc)</translation>
        </message>
        <message>
            <source>Journal, conference or publisher</source>
            <translation>Zeitschrift, Konferenz oder Verlag</translation>
        </message>
        <message>
            <source>comma, separated, words</source>
            <translation>durch, Kommas, getrennte, Wörter</translation>
        </message>
        <message>
            <source>Your thoughts on the paper</source>
            <translation>Ihre Gedanken zum Artikel</translation>
        </message>
        <message>
            <source>&amp;Title</source>
            <translation>&amp;Titel</translation>
        </message>
        <message>
            <source>&amp;Authors</source>
            <translation>&amp;Autoren</translation>
        </message>
        <message>
            <source>One name a line: Family, Given</source>
            <translation>Ein Name pro Zeile: Nachname, Vorname</translation>
        </message>
        <message>
            <source>&amp;Year</source>
            <translation>&amp;Jahr</translation>
        </message>
        <message>
            <source>&amp;Venue</source>
            <translation>&amp;Quelle</translation>
        </message>
        <message>
            <source>T&amp;ype</source>
            <translation>T&amp;yp</translation>
        </message>
        <message>
            <source>&amp;Key</source>
            <translation>&amp;Zitierschlüssel</translation>
        </message>
        <message>
            <source>&amp;DOI</source>
            <translation>&amp;DOI</translation>
        </message>
        <message>
            <source>&amp;URL</source>
            <translation>&amp;URL</translation>
        </message>
        <message>
            <source>Key&amp;words</source>
            <translation>Stich&amp;wörter</translation>
        </message>
        <message>
            <source>A&amp;bstract</source>
            <translation>A&amp;bstract</translation>
        </message>
        <message>
            <source>**bold**, *italic* and $\LaTeX$ are shown formatted</source>
            <translation>**fett**, *kursiv* und $\LaTeX$ werden formatiert angezeigt</translation>
        </message>
        <message>
            <source>&amp;Notes</source>
            <translation>&amp;Notizen</translation>
        </message>
        <message>
            <source>Other &amp;fields</source>
            <translation>Weitere &amp;Felder</translation>
        </message>
    </context>
    <context>
        <name>detail_view</name>
        <message>
            <source>Edit</source>
            <translation>Bearbeiten</translation>
        </message>
        <message>
            <source>Edit every field of this paper (F2)</source>
            <translation>Alle Felder dieses Artikels bearbeiten (F2)</translation>
        </message>
    </context>
    <context>
        <name>fulltext_ui</name>
        <message>
            <source>Stop</source>
            <translation>Anhalten</translation>
        </message>
        <message>
            <source>Stop reading PDFs (what was read is kept; the rest is read later)</source>
            <translation>Das Lesen der PDFs anhalten (Gelesenes bleibt erhalten; der Rest wird später gelesen)</translation>
        </message>
    </context>
    <context>
        <name>language_box</name>
        <message>
            <source>System language</source>
            <translation>Systemsprache</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <source>Papershelf speaks it from its next start.</source>
            <translation>Papershelf verwendet sie ab dem nächsten Start.</translation>
        </message>
    </context>
    <context>
        <name>live_watcher</name>
        <message>
            <source>&amp;Retry</source>
            <translation>&amp;Erneut versuchen</translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message>
            <source>Search</source>
            <translation>Suche</translation>
        </message>
        <message>
            <source>{selected} of {shown} selected</source>
            <translation>{selected} von {shown} ausgewählt</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n Eintrag</numerusform>
                <numerusform>%n Einträge</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n entries</source>
            <translation>
                <numerusform>{shown} von %n Eintrag</numerusform>
                <numerusform>{shown} von %n Einträgen</numerusform>
            </translation>
        </message>
        <message>
            <source>Moving works inside a reading list.</source>
            <translation>Verschieben geht nur innerhalb einer Leseliste.</translation>
        </message>
        <message numerus="yes">
            <source>Deleted %n entries — Ctrl+Z brings them back.</source>
            <translation>
                <numerusform>%n Eintrag gelöscht – Strg+Z holt ihn zurück.</numerusform>
                <numerusform>%n Einträge gelöscht – Strg+Z holt sie zurück.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>multi_edit</name>
        <message>
            <source>Changes here apply to every selected paper; Ctrl+Z undoes each.</source>
            <translation>Änderungen hier gelten für jeden ausgewählten Artikel; Strg+Z macht jede rückgängig.</translation>
        </message>
        <message>
            <source>Mark {status}</source>
            <translation>Als „{status}“ markieren</translation>
        </message>
        <message>
            <source>One value for all of them</source>
            <translation>Ein Wert für alle</translation>
        </message>
        <message>
            <source>Set for All</source>
            <translation>Für alle setzen</translation>
        </message>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>Rating</source>
            <translation>Bewertung</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Schlagwörter</translation>
        </message>
        <message>
            <source>Set</source>
            <translation>Setzen</translation>
        </message>
    </context>
    <context>
        <name>organise_ui</name>
        <message>
            <source>Add Tag…</source>
            <translation>Schlagwort hinzufügen…</translation>
        </message>
        <message>
            <source>Remove Tag</source>
            <translation>Schlagwort entfernen</translation>
        </message>
        <message>
            <source>Add to Reading List</source>
            <translation>Zur Leseliste hinzufügen</translation>
        </message>
        <message>
            <source>New Reading List…</source>
            <translation>Neue Leseliste…</translation>
        </message>
        <message>
            <source>Remove from This List</source>
            <translation>Aus dieser Liste entfernen</translation>
        </message>
        <message>
            <source>Edit List Note…</source>
            <translation>Listennotiz bearbeiten…</translation>
        </message>
        <message>
            <source>New Tag</source>
            <translation>Neues Schlagwort</translation>
        </message>
        <message>
            <source>Name (use / to nest, e.g. ml/rl):</source>
            <translation>Name (/ zum Verschachteln, z. B. ml/rl):</translation>
        </message>
        <message>
            <source>Merge Tags</source>
            <translation>Schlagwörter zusammenführen</translation>
        </message>
        <message>
            <source>New Reading List</source>
            <translation>Neue Leseliste</translation>
        </message>
        <message>
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <source>Describe Reading List</source>
            <translation>Leseliste beschreiben</translation>
        </message>
        <message>
            <source>List Note</source>
            <translation>Listennotiz</translation>
        </message>
        <message>
            <source>Why is it in this list?</source>
            <translation>Warum steht er in dieser Liste?</translation>
        </message>
        <message>
            <source>Type a search first, then save it.</source>
            <translation>Geben Sie zuerst eine Suche ein und speichern Sie sie dann.</translation>
        </message>
        <message>
            <source>Save Search</source>
            <translation>Suche speichern</translation>
        </message>
        <message>
            <source>Name of the saved search:</source>
            <translation>Name der gespeicherten Suche:</translation>
        </message>
        <message>
            <source>Rename Saved Search</source>
            <translation>Gespeicherte Suche umbenennen</translation>
        </message>
        <message>
            <source>New name:</source>
            <translation>Neuer Name:</translation>
        </message>
        <message>
            <source>Edit Saved Search</source>
            <translation>Gespeicherte Suche bearbeiten</translation>
        </message>
        <message>
            <source>Query:</source>
            <translation>Suchanfrage:</translation>
        </message>
        <message>
            <source>Choose a reading list first.</source>
            <translation>Wählen Sie zuerst eine Leseliste.</translation>
        </message>
        <message>
            <source>Everything in this list has been read.</source>
            <translation>Alles in dieser Liste ist gelesen.</translation>
        </message>
    </context>
    <context>
        <name>preferences</name>
        <message>
            <source>Preferences</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>you@university.edu (optional)</source>
            <translation>sie@universitaet.de (optional)</translation>
        </message>
        <message>
            <source>optional</source>
            <translation>optional</translation>
        </message>
        <message>
            <source>&amp;Add Style File…</source>
            <translation>Stildatei &amp;hinzufügen…</translation>
        </message>
        <message>
            <source>Look up the DOI or arXiv id of PDFs dropped on the list</source>
            <translation>DOI oder arXiv-ID von auf die Liste gezogenen PDFs nachschlagen</translation>
        </message>
        <message>
            <source>Reading a paper's PDF marks an unread paper Reading</source>
            <translation>Das Lesen der PDF eines ungelesenen Artikels markiert ihn als „In Lektüre“</translation>
        </message>
        <message>
            <source>Looking papers up online</source>
            <translation>Artikel online nachschlagen</translation>
        </message>
        <message>
            <source>Contact &amp;e-mail:</source>
            <translation>Kontakt-&amp;E-Mail:</translation>
        </message>
        <message>
            <source>Semantic Scholar API &amp;key:</source>
            <translation>Semantic-Scholar-API-&amp;Schlüssel:</translation>
        </message>
        <message>
            <source>Attached files</source>
            <translation>Angehängte Dateien</translation>
        </message>
        <message>
            <source>&amp;Link files where they are</source>
            <translation>Dateien am Ort &amp;verknüpfen</translation>
        </message>
        <message>
            <source>&amp;Copy files into the library's folder</source>
            <translation>Dateien in den Ordner der Bibliothek &amp;kopieren</translation>
        </message>
        <message>
            <source>C&amp;hoose…</source>
            <translation>&amp;Wählen…</translation>
        </message>
        <message>
            <source>&amp;Folder:</source>
            <translation>&amp;Ordner:</translation>
        </message>
        <message>
            <source>Fields as in key patterns: [auth] [year] [title] ...</source>
            <translation>Felder wie in Schlüsselmustern: [auth] [year] [title] …</translation>
        </message>
        <message>
            <source>&amp;Names:</source>
            <translation>&amp;Namen:</translation>
        </message>
        <message>
            <source>Folder for Copies</source>
            <translation>Ordner für Kopien</translation>
        </message>
        <message>
            <source>Citations</source>
            <translation>Zitieren</translation>
        </message>
        <message>
            <source>Citation &amp;style:</source>
            <translation>&amp;Zitierstil:</translation>
        </message>
        <message>
            <source>{label} (added)</source>
            <translation>{label} (hinzugefügt)</translation>
        </message>
        <message>
            <source>Add Citation Style</source>
            <translation>Zitierstil hinzufügen</translation>
        </message>
    </context>
    <context>
        <name>reference_preview</name>
        <message>
            <source>Reference · {name}</source>
            <translation>Literaturangabe · {name}</translation>
        </message>
        <message>
            <source>Reference</source>
            <translation>Literaturangabe</translation>
        </message>
    </context>
    <context>
        <name>related_panel</name>
        <message>
            <source>{percent} alike</source>
            <translation>{percent} ähnlich</translation>
        </message>
        <message>
            <source> — shared: {words}</source>
            <translation> – gemeinsam: {words}</translation>
        </message>
        <message>
            <source>Related paper: {title}, {alike}</source>
            <translation>Ähnlicher Artikel: {title}, {alike}</translation>
        </message>
        <message>
            <source>Suggested:</source>
            <translation>Vorschläge:</translation>
        </message>
        <message>
            <source>Add the tag '{name}' ({why})</source>
            <translation>Das Schlagwort „{name}“ hinzufügen ({why})</translation>
        </message>
        <message>
            <source>RELATED PAPERS</source>
            <translation>ÄHNLICHE ARTIKEL</translation>
        </message>
        <message>
            <source>Nothing alike yet</source>
            <translation>Noch nichts Ähnliches</translation>
        </message>
    </context>
    <context>
        <name>search_box</name>
        <message>
            <source>Search: words, "phrases", tag:ml, year:&gt;=2022, -word…  (Ctrl+F)</source>
            <translation>Suche: Wörter, "Phrasen", tag:ml, year:&gt;=2022, -wort…  (Strg+F)</translation>
        </message>
        <message>
            <source>How to search</source>
            <translation>So suchen Sie</translation>
        </message>
    </context>
    <context>
        <name>shortcuts_dialog</name>
        <message>
            <source>Keyboard Shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <source>Filter: an action or a key (e.g. “tag”, “Ctrl+T”)</source>
            <translation>Filter: eine Aktion oder eine Taste (z. B. „Schlagwort“, „Strg+T“)</translation>
        </message>
    </context>
    <context>
        <name>sidebar</name>
        <message>
            <source>Filter tags…</source>
            <translation>Schlagwörter filtern…</translation>
        </message>
        <message>
            <source>With all of these tags  ⇄</source>
            <translation>Mit allen diesen Schlagwörtern  ⇄</translation>
        </message>
        <message>
            <source>Showing papers with all of the selected tags: click to switch to any</source>
            <translation>Zeigt Artikel mit allen ausgewählten Schlagwörtern: Klicken schaltet auf „mit einem davon“ um</translation>
        </message>
        <message>
            <source>With any of these tags  ⇄</source>
            <translation>Mit einem dieser Schlagwörter  ⇄</translation>
        </message>
        <message>
            <source>Showing papers with any of the selected tags: click to switch to all</source>
            <translation>Zeigt Artikel mit einem der ausgewählten Schlagwörter: Klicken schaltet auf „mit allen“ um</translation>
        </message>
        <message>
            <source>Rename…</source>
            <translation>Umbenennen…</translation>
        </message>
        <message>
            <source>Change Colour…</source>
            <translation>Farbe ändern…</translation>
        </message>
        <message>
            <source>Include Again</source>
            <translation>Wieder einschließen</translation>
        </message>
        <message>
            <source>Exclude from Results</source>
            <translation>Aus den Ergebnissen ausschließen</translation>
        </message>
        <message>
            <source>Delete Tag</source>
            <translation>Schlagwort löschen</translation>
        </message>
        <message>
            <source>New Tag…</source>
            <translation>Neues Schlagwort…</translation>
        </message>
        <message>
            <source>Read Next</source>
            <translation>Als Nächstes lesen</translation>
        </message>
        <message>
            <source>Edit Description…</source>
            <translation>Beschreibung bearbeiten…</translation>
        </message>
        <message>
            <source>Keep Exported To…</source>
            <translation>Laufend exportieren nach…</translation>
        </message>
        <message>
            <source>Stop Keeping Exported</source>
            <translation>Laufenden Export beenden</translation>
        </message>
        <message>
            <source>Delete List</source>
            <translation>Liste löschen</translation>
        </message>
        <message>
            <source>New Reading List…</source>
            <translation>Neue Leseliste…</translation>
        </message>
        <message>
            <source>Sort Tags by Name</source>
            <translation>Schlagwörter nach Name sortieren</translation>
        </message>
        <message>
            <source>Sort Tags by Count</source>
            <translation>Schlagwörter nach Anzahl sortieren</translation>
        </message>
        <message numerus="yes">
            <source>Merge %n Tags into '{tag}'</source>
            <translation>
                <numerusform>%n Schlagwort in „{tag}“ zusammenführen</numerusform>
                <numerusform>%n Schlagwörter in „{tag}“ zusammenführen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sidebar_model</name>
        <message>
            <source>Library</source>
            <translation>Bibliothek</translation>
        </message>
        <message>
            <source>Reading lists</source>
            <translation>Leselisten</translation>
        </message>
        <message>
            <source>Tags</source>
            <translation>Schlagwörter</translation>
        </message>
        <message>
            <source>Saved searches</source>
            <translation>Gespeicherte Suchen</translation>
        </message>
        <message>
            <source>Writing projects</source>
            <translation>Schreibprojekte</translation>
        </message>
        <message>
            <source>All entries</source>
            <translation>Alle Einträge</translation>
        </message>
        <message numerus="yes">
            <source>Added in the last %n days</source>
            <translation>
                <numerusform>Am letzten Tag hinzugefügt</numerusform>
                <numerusform>In den letzten %n Tagen hinzugefügt</numerusform>
            </translation>
        </message>
        <message>
            <source>Recently added</source>
            <translation>Kürzlich hinzugefügt</translation>
        </message>
        <message>
            <source>In no reading list</source>
            <translation>In keiner Leseliste</translation>
        </message>
        <message>
            <source>Unfiled</source>
            <translation>Ohne Liste</translation>
        </message>
        <message>
            <source>Papers with an attached file not found</source>
            <translation>Artikel, deren angehängte Datei fehlt</translation>
        </message>
        <message>
            <source>Missing files</source>
            <translation>Fehlende Dateien</translation>
        </message>
    </context>
    <context>
        <name>stats_view</name>
        <message>
            <source>Other</source>
            <translation>Sonstige</translation>
        </message>
        <message>
            <source>Reading statistics</source>
            <translation>Lesestatistik</translation>
        </message>
        <message>
            <source>Added and read per month</source>
            <translation>Hinzugefügt und gelesen pro Monat</translation>
        </message>
        <message>
            <source>Backlog</source>
            <translation>Rückstand</translation>
        </message>
        <message>
            <source>papers not read yet, at the end of each month</source>
            <translation>noch nicht gelesene Artikel, jeweils am Monatsende</translation>
        </message>
        <message>
            <source>Time from added to read</source>
            <translation>Zeit vom Hinzufügen bis zum Lesen</translation>
        </message>
        <message>
            <source>read papers that know when</source>
            <translation>gelesene Artikel mit bekanntem Datum</translation>
        </message>
        <message>
            <source>By venue</source>
            <translation>Nach Quelle</translation>
        </message>
        <message>
            <source>green: read</source>
            <translation>grün: gelesen</translation>
        </message>
        <message>
            <source>By publication year</source>
            <translation>Nach Erscheinungsjahr</translation>
        </message>
        <message>
            <source>By tag</source>
            <translation>Nach Schlagwort</translation>
        </message>
        <message>
            <source>No tags yet</source>
            <translation>Noch keine Schlagwörter</translation>
        </message>
        <message>
            <source>Reading Statistics</source>
            <translation>Lesestatistik</translation>
        </message>
        <message>
            <source>Export PNG…</source>
            <translation>Als PNG exportieren…</translation>
        </message>
        <message>
            <source>Show &amp;Numbers…</source>
            <translation>&amp;Zahlen anzeigen…</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Export statistics</source>
            <translation>Statistik exportieren</translation>
        </message>
        <message>
            <source>PNG image (*.png)</source>
            <translation>PNG-Bild (*.png)</translation>
        </message>
    </context>
    <context>
        <name>table_cells</name>
        <message>
            <source>p. {page}</source>
            <translation>S. {page}</translation>
        </message>
        <message>
            <source>p. {page} of {total}</source>
            <translation>S. {page} von {total}</translation>
        </message>
    </context>
    <context>
        <name>tag_editor</name>
        <message>
            <source>Type to find a tag; Enter or comma adds it, Backspace removes the last</source>
            <translation>Tippen, um ein Schlagwort zu finden; Eingabe oder Komma fügt es hinzu, Rücktaste entfernt das letzte</translation>
        </message>
    </context>
    <context>
        <name>widgets</name>
        <message>
            <source>{rating} of {most} stars</source>
            <translation>{rating} von {most} Sternen</translation>
        </message>
        <message>
            <source>Not rated</source>
            <translation>Nicht bewertet</translation>
        </message>
        <message>
            <source>{rating} — click a star or press 0-5</source>
            <translation>{rating} – auf einen Stern klicken oder 0–5 drücken</translation>
        </message>
        <message>
            <source>Mark as {status}</source>
            <translation>Als „{status}“ markieren</translation>
        </message>
    </context>
    <context>
        <name>window_menus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Paper</source>
            <translation>A&amp;rtikel</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <source>&amp;Columns</source>
            <translation>&amp;Spalten</translation>
        </message>
        <message>
            <source>Ra&amp;ting</source>
            <translation>&amp;Bewertung</translation>
        </message>
    </context>
</TS>
