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
            <source>Documents (*.tex *.ltx *.md *.markdown *.qmd *.Rmd);;All files (*)</source>
            <translation>Dokumente (*.tex *.ltx *.md *.markdown *.qmd *.Rmd);;Alle Dateien (*)</translation>
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
            <source>DOIs and arXiv ids, one per line or separated by spaces — bare, doi:…, https://doi.org/…, arXiv:…, or arxiv.org links. They are looked up at Crossref, doi.org and arXiv when you press Add.</source>
            <translation>DOIs und arXiv-IDs, eine pro Zeile oder durch Leerzeichen getrennt – ohne Präfix, doi:…, https://doi.org/…, arXiv:… oder arxiv.org-Links. Sie werden bei Crossref, doi.org und arXiv nachgeschlagen, sobald Sie auf Hinzufügen klicken.</translation>
        </message>
        <message>
            <source>&amp;Restore from Backup…</source>
            <translation>Aus &amp;Sicherung wiederherstellen…</translation>
        </message>
        <message>
            <source>Rich Text (Word)</source>
            <translation>Rich Text (Word)</translation>
        </message>
        <message>
            <source>Plain text</source>
            <translation>Reiner Text</translation>
        </message>
        <message>
            <source>title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <source>authors</source>
            <translation>Autoren</translation>
        </message>
        <message>
            <source>year</source>
            <translation>Jahr</translation>
        </message>
        <message>
            <source>venue</source>
            <translation>Quelle</translation>
        </message>
        <message>
            <source>abstract</source>
            <translation>Abstract</translation>
        </message>
        <message>
            <source>keywords</source>
            <translation>Stichwörter</translation>
        </message>
        <message>
            <source>notes</source>
            <translation>Notizen</translation>
        </message>
        <message>
            <source>status</source>
            <translation>Status</translation>
        </message>
        <message>
            <source>rating</source>
            <translation>Bewertung</translation>
        </message>
        <message>
            <source>type</source>
            <translation>Typ</translation>
        </message>
        <message>
            <source>citation key</source>
            <translation>Zitierschlüssel</translation>
        </message>
        <message>
            <source>other fields</source>
            <translation>weitere Felder</translation>
        </message>
        <message>
            <source>name</source>
            <translation>Name</translation>
        </message>
        <message>
            <source>query</source>
            <translation>Suchanfrage</translation>
        </message>
        <message>
            <source>colour</source>
            <translation>Farbe</translation>
        </message>
        <message>
            <source>description</source>
            <translation>Beschreibung</translation>
        </message>
        <message>
            <source>(empty)</source>
            <translation>(leer)</translation>
        </message>
        <message>
            <source>(not there)</source>
            <translation>(nicht vorhanden)</translation>
        </message>
        <message>
            <source>someone else</source>
            <translation>jemand anderes</translation>
        </message>
        <message>
            <source>Someone else changed {fields} while you edited; your other changes are saved. Yours for these are still in the form: Retry to choose again.</source>
            <translation>Jemand anderes hat {fields} geändert, während Sie bearbeitet haben; Ihre übrigen Änderungen sind gespeichert. Ihre Werte dafür stehen noch im Formular: Klicken Sie auf Erneut versuchen, um neu zu wählen.</translation>
        </message>
        <message>
            <source>Keep (left)</source>
            <translation>Behalten (links)</translation>
        </message>
        <message>
            <source>Other (right)</source>
            <translation>Anderer (rechts)</translation>
        </message>
        <message>
            <source>Evidence: {evidence}</source>
            <translation>Beleg: {evidence}</translation>
        </message>
        <message>
            <source>Evidence: {evidence} — not sure: tick the fields to take</source>
            <translation>Beleg: {evidence} – nicht sicher: Haken Sie die zu übernehmenden Felder an</translation>
        </message>
        <message>
            <source>sure: {reason}</source>
            <translation>sicher: {reason}</translation>
        </message>
        <message>
            <source>possible: {reason}</source>
            <translation>möglich: {reason}</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>Überspringen</translation>
        </message>
        <message>
            <source>Merge</source>
            <translation>Zusammenführen</translation>
        </message>
        <message>
            <source>Import Anyway</source>
            <translation>Trotzdem importieren</translation>
        </message>
        <message>
            <source>Already there (left)</source>
            <translation>Bereits vorhanden (links)</translation>
        </message>
        <message>
            <source>Incoming (right)</source>
            <translation>Neu (rechts)</translation>
        </message>
        <message>
            <source>Show in &amp;Folder</source>
            <translation>Im &amp;Ordner anzeigen</translation>
        </message>
        <message>
            <source>Open a Backup…</source>
            <translation>Eine Sicherung öffnen…</translation>
        </message>
        <message>
            <source>Create a New Library…</source>
            <translation>Neue Bibliothek anlegen…</translation>
        </message>
        <message>
            <source>Try Again</source>
            <translation>Erneut versuchen</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Beenden</translation>
        </message>
        <message>
            <source>daily</source>
            <translation>täglich</translation>
        </message>
        <message>
            <source>manual</source>
            <translation>manuell</translation>
        </message>
        <message>
            <source>before delete</source>
            <translation>vor dem Löschen</translation>
        </message>
        <message>
            <source>before new keys</source>
            <translation>vor neuen Schlüsseln</translation>
        </message>
        <message>
            <source>before merge</source>
            <translation>vor dem Zusammenführen</translation>
        </message>
        <message>
            <source>before tag delete</source>
            <translation>vor dem Löschen eines Schlagworts</translation>
        </message>
        <message>
            <source>before tag merge</source>
            <translation>vor dem Zusammenführen von Schlagwörtern</translation>
        </message>
        <message>
            <source>before restore</source>
            <translation>vor der Wiederherstellung</translation>
        </message>
        <message>
            <source>Make It a Library</source>
            <translation>Zur Bibliothek machen</translation>
        </message>
        <message>
            <source>Papershelf never asks for a password and never stores one: libpq reads it from ~/.pgpass, the PGPASSWORD variable or a service in pg_service.conf.</source>
            <translation>Papershelf fragt nie nach einem Passwort und speichert keines: libpq liest es aus ~/.pgpass, der Variablen PGPASSWORD oder einem Dienst in pg_service.conf.</translation>
        </message>
        <message>
            <source>Leave the password out of the URL: put it in ~/.pgpass instead.</source>
            <translation>Lassen Sie das Passwort aus der URL weg: Tragen Sie es stattdessen in ~/.pgpass ein.</translation>
        </message>
        <message>
            <source>&amp;Server:</source>
            <translation>&amp;Server:</translation>
        </message>
        <message>
            <source>&amp;Port:</source>
            <translation>&amp;Port:</translation>
        </message>
        <message>
            <source>&amp;Database:</source>
            <translation>&amp;Datenbank:</translation>
        </message>
        <message>
            <source>&amp;User:</source>
            <translation>&amp;Benutzer:</translation>
        </message>
        <message>
            <source>&amp;Encryption (SSL mode):</source>
            <translation>&amp;Verschlüsselung (SSL-Modus):</translation>
        </message>
        <message>
            <source>Or paste a &amp;URL:</source>
            <translation>Oder eine &amp;URL einfügen:</translation>
        </message>
        <message>
            <source>Zotero database (zotero.sqlite zotero.sqlite.bak *.sqlite);;All files (*)</source>
            <translation>Zotero-Datenbank (zotero.sqlite zotero.sqlite.bak *.sqlite);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>no server is running there</source>
            <translation>dort läuft kein Server</translation>
        </message>
        <message>
            <source>no answer</source>
            <translation>keine Antwort</translation>
        </message>
        <message>
            <source>unknown server name</source>
            <translation>unbekannter Servername</translation>
        </message>
        <message>
            <source>another Papershelf window writes it</source>
            <translation>ein anderes Papershelf-Fenster schreibt darin</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>wird gelesen</translation>
        </message>
        <message>
            <source>read</source>
            <translation>gelesen</translation>
        </message>
        <message>
            <source>skip</source>
            <translation>überspringen</translation>
        </message>
        <message>
            <source>rate</source>
            <translation>bewerten</translation>
        </message>
        <message>
            <source>tag</source>
            <translation>Schlagwort</translation>
        </message>
        <message>
            <source>list</source>
            <translation>Liste</translation>
        </message>
        <message>
            <source>open link</source>
            <translation>Link öffnen</translation>
        </message>
        <message>
            <source>back</source>
            <translation>zurück</translation>
        </message>
        <message>
            <source>undo</source>
            <translation>rückgängig</translation>
        </message>
        <message>
            <source>leave</source>
            <translation>verlassen</translation>
        </message>
        <message>
            <source>This view</source>
            <translation>Diese Ansicht</translation>
        </message>
        <message>
            <source>New imports</source>
            <translation>Neue Importe</translation>
        </message>
        <message>
            <source>You marked it read</source>
            <translation>Sie haben ihn als gelesen markiert</translation>
        </message>
        <message>
            <source>You marked it to read now</source>
            <translation>Sie haben ihn zum Jetzt-Lesen markiert</translation>
        </message>
        <message>
            <source>You skipped it</source>
            <translation>Sie haben ihn übersprungen</translation>
        </message>
        <message>
            <source>Cited</source>
            <translation>Zitiert</translation>
        </message>
        <message>
            <source>Missing</source>
            <translation>Fehlend</translation>
        </message>
        <message>
            <source>Uncited</source>
            <translation>Nicht zitiert</translation>
        </message>
        <message>
            <source>its .aux</source>
            <translation>seiner .aux</translation>
        </message>
        <message>
            <source>its .bcf</source>
            <translation>seiner .bcf</translation>
        </message>
        <message>
            <source>its sources</source>
            <translation>seinen Quellen</translation>
        </message>
        <message>
            <source>the document</source>
            <translation>dem Dokument</translation>
        </message>
        <message>
            <source>Highlight</source>
            <translation>Hervorhebung</translation>
        </message>
        <message>
            <source>Underline</source>
            <translation>Unterstreichung</translation>
        </message>
        <message>
            <source>Strike out</source>
            <translation>Durchstreichung</translation>
        </message>
        <message>
            <source>Note</source>
            <translation>Notiz</translation>
        </message>
        <message>
            <source>Area</source>
            <translation>Bereich</translation>
        </message>
        <message>
            <source>from the file</source>
            <translation>aus der Datei</translation>
        </message>
        <message>
            <source>from Zotero</source>
            <translation>aus Zotero</translation>
        </message>
        <message>
            <source>&amp;Find…</source>
            <translation>&amp;Suchen…</translation>
        </message>
        <message>
            <source>Find words in this PDF</source>
            <translation>Wörter in dieser PDF suchen</translation>
        </message>
        <message>
            <source>Find &amp;Next</source>
            <translation>&amp;Weitersuchen</translation>
        </message>
        <message>
            <source>Find Pre&amp;vious</source>
            <translation>&amp;Rückwärts suchen</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>Ver&amp;größern</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <source>Fit &amp;Width</source>
            <translation>An &amp;Breite anpassen</translation>
        </message>
        <message>
            <source>Fit &amp;Page</source>
            <translation>An &amp;Seite anpassen</translation>
        </message>
        <message>
            <source>&amp;Go to Page…</source>
            <translation>&amp;Gehe zu Seite…</translation>
        </message>
        <message>
            <source>&amp;Back</source>
            <translation>&amp;Zurück</translation>
        </message>
        <message>
            <source>Back to where a link was followed from</source>
            <translation>Zurück zur Stelle, von der aus ein Link verfolgt wurde</translation>
        </message>
        <message>
            <source>&amp;Forward</source>
            <translation>&amp;Vorwärts</translation>
        </message>
        <message>
            <source>&amp;Copy</source>
            <translation>&amp;Kopieren</translation>
        </message>
        <message>
            <source>Copy the selected words</source>
            <translation>Die markierten Wörter kopieren</translation>
        </message>
        <message>
            <source>&amp;Highlight</source>
            <translation>&amp;Hervorheben</translation>
        </message>
        <message>
            <source>Highlight the selected words</source>
            <translation>Die markierten Wörter hervorheben</translation>
        </message>
        <message>
            <source>&amp;Underline</source>
            <translation>&amp;Unterstreichen</translation>
        </message>
        <message>
            <source>Underline the selected words</source>
            <translation>Die markierten Wörter unterstreichen</translation>
        </message>
        <message>
            <source>&amp;Strike Out</source>
            <translation>&amp;Durchstreichen</translation>
        </message>
        <message>
            <source>Strike the selected words out</source>
            <translation>Die markierten Wörter durchstreichen</translation>
        </message>
        <message>
            <source>Sticky &amp;Note</source>
            <translation>Haft&amp;notiz</translation>
        </message>
        <message>
            <source>A note at the selected words; type it below</source>
            <translation>Eine Notiz an den markierten Wörtern; tippen Sie sie unten ein</translation>
        </message>
        <message>
            <source>&amp;Area</source>
            <translation>&amp;Bereich</translation>
        </message>
        <message>
            <source>Drag a rectangle over a figure, a table or an equation</source>
            <translation>Ein Rechteck über eine Abbildung, eine Tabelle oder eine Formel ziehen</translation>
        </message>
        <message>
            <source>Co&amp;mment</source>
            <translation>&amp;Kommentar</translation>
        </message>
        <message>
            <source>Comment on the selected annotation</source>
            <translation>Die gewählte Anmerkung kommentieren</translation>
        </message>
        <message>
            <source>&amp;Save Annotations to PDF</source>
            <translation>Anmerkungen in PDF &amp;speichern</translation>
        </message>
        <message>
            <source>Write them into the file</source>
            <translation>Sie in die Datei schreiben</translation>
        </message>
        <message>
            <source>Annotations to &amp;Notes</source>
            <translation>Anmerkungen in die &amp;Notizen</translation>
        </message>
        <message>
            <source>Add the quotes and comments to the notes</source>
            <translation>Die Zitate und Kommentare den Notizen hinzufügen</translation>
        </message>
        <message>
            <source>Open in System &amp;Viewer</source>
            <translation>Im System-&amp;Betrachter öffnen</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>Schl&amp;ießen</translation>
        </message>
        <message>
            <source>Every key of the reader</source>
            <translation>Alle Tasten des Lesefensters</translation>
        </message>
        <message>
            <source>Rotate &amp;Clockwise</source>
            <translation>Im &amp;Uhrzeigersinn drehen</translation>
        </message>
        <message>
            <source>Rotate &amp;Anticlockwise</source>
            <translation>&amp;Gegen den Uhrzeigersinn drehen</translation>
        </message>
        <message>
            <source>&amp;Dark Pages</source>
            <translation>&amp;Dunkle Seiten</translation>
        </message>
        <message>
            <source>Light text on dark pages (remembered)</source>
            <translation>Heller Text auf dunklen Seiten (wird gemerkt)</translation>
        </message>
        <message>
            <source>Next page</source>
            <translation>Nächste Seite</translation>
        </message>
        <message>
            <source>Previous page</source>
            <translation>Vorherige Seite</translation>
        </message>
        <message>
            <source>Down a screen</source>
            <translation>Einen Bildschirm nach unten</translation>
        </message>
        <message>
            <source>Up a screen</source>
            <translation>Einen Bildschirm nach oben</translation>
        </message>
        <message>
            <source>First page</source>
            <translation>Erste Seite</translation>
        </message>
        <message>
            <source>Last page</source>
            <translation>Letzte Seite</translation>
        </message>
        <message>
            <source>Zoom about the mouse</source>
            <translation>Um den Mauszeiger zoomen</translation>
        </message>
        <message>
            <source>Select words</source>
            <translation>Wörter markieren</translation>
        </message>
        <message>
            <source>Drag</source>
            <translation>Ziehen</translation>
        </message>
        <message>
            <source>Follow a link</source>
            <translation>Einem Link folgen</translation>
        </message>
        <message>
            <source>Click</source>
            <translation>Klicken</translation>
        </message>
        <message>
            <source>Leave the area tool</source>
            <translation>Das Bereichswerkzeug verlassen</translation>
        </message>
        <message>
            <source>Delete the selected annotation</source>
            <translation>Die gewählte Anmerkung löschen</translation>
        </message>
        <message>
            <source>Del (in the panel)</source>
            <translation>Entf (in der Leiste)</translation>
        </message>
        <message>
            <source>Save the comment</source>
            <translation>Den Kommentar speichern</translation>
        </message>
        <message>
            <source>Ctrl+Enter (in the comment)</source>
            <translation>Strg+Eingabe (im Kommentar)</translation>
        </message>
        <message>
            <source>open the app on your library</source>
            <translation>die App mit Ihrer Bibliothek öffnen</translation>
        </message>
        <message>
            <source>open (or create) another library</source>
            <translation>eine andere Bibliothek öffnen (oder anlegen)</translation>
        </message>
        <message>
            <source>a shared library</source>
            <translation>eine gemeinsame Bibliothek</translation>
        </message>
        <message>
            <source>complete entries made from abstracts</source>
            <translation>aus Abstracts erstellte Einträge vervollständigen</translation>
        </message>
        <message>
            <source>for pandoc --citeproc</source>
            <translation>für pandoc --citeproc</translation>
        </message>
        <message>
            <source>what a LaTeX project cites, and lacks</source>
            <translation>was ein LaTeX-Projekt zitiert und was ihm fehlt</translation>
        </message>
        <message>
            <source>its highlights</source>
            <translation>seine Hervorhebungen</translation>
        </message>
        <message>
            <source>onto a server</source>
            <translation>auf einen Server</translation>
        </message>
        <message>
            <source>The library is chosen by --library, else the PAPERSHELF_LIBRARY variable, else the
default file in your user data folder (created with a sample reading list on first run).
A shared library's password comes from ~/.pgpass, PGPASSWORD or a pg_service.conf
service, never from Papershelf (docs/shared-library.md).</source>
            <translation>Die Bibliothek wird mit --library gewählt, sonst mit der Variable PAPERSHELF_LIBRARY, sonst
ist es die Standarddatei in Ihrem Benutzerdatenordner (beim ersten Start mit einer
Beispiel-Leseliste angelegt). Das Passwort einer gemeinsamen Bibliothek kommt aus ~/.pgpass,
PGPASSWORD oder einem pg_service.conf-Dienst, nie von Papershelf (docs/shared-library.md).</translation>
        </message>
        <message>
            <source>the disk is full ({error}); the unfinished change was not saved</source>
            <translation>der Datenträger ist voll ({error}); die unvollständige Änderung wurde nicht gespeichert</translation>
        </message>
        <message>
            <source>the library is read-only ({error}); the change was not saved</source>
            <translation>die Bibliothek ist schreibgeschützt ({error}); die Änderung wurde nicht gespeichert</translation>
        </message>
        <message>
            <source>cannot open the library file ({error}); is its folder writable?</source>
            <translation>die Bibliotheksdatei lässt sich nicht öffnen ({error}); ist ihr Ordner beschreibbar?</translation>
        </message>
        <message>
            <source>not allowed to write to the library ({error}); the change was not saved</source>
            <translation>keine Berechtigung, in die Bibliothek zu schreiben ({error}); die Änderung wurde nicht gespeichert</translation>
        </message>
        <message>
            <source>this library is open read-only here ({error}); the change was not saved</source>
            <translation>diese Bibliothek ist hier nur lesend geöffnet ({error}); die Änderung wurde nicht gespeichert</translation>
        </message>
        <message>
            <source>another program is writing to the library ({error}); try again later</source>
            <translation>ein anderes Programm schreibt gerade in die Bibliothek ({error}); versuchen Sie es später erneut</translation>
        </message>
        <message>
            <source>the library file is damaged ({error}); restore a backup</source>
            <translation>die Bibliotheksdatei ist beschädigt ({error}); stellen Sie eine Sicherung wieder her</translation>
        </message>
        <message>
            <source>the disk reported an error ({error}); the change was not saved</source>
            <translation>der Datenträger meldete einen Fehler ({error}); die Änderung wurde nicht gespeichert</translation>
        </message>
        <message>
            <source>year: expects 2023, 2020..2024 or &gt;=2022</source>
            <translation>year: erwartet 2023, 2020..2024 oder &gt;=2022</translation>
        </message>
        <message>
            <source>rating: expects a number of stars, e.g. rating:&gt;=4</source>
            <translation>rating: erwartet eine Anzahl Sterne, z. B. rating:&gt;=4</translation>
        </message>
        <message>
            <source>readers: expects a number of members who have read it, e.g. readers:&gt;=2</source>
            <translation>readers: erwartet eine Anzahl Mitglieder, die es gelesen haben, z. B. readers:&gt;=2</translation>
        </message>
        <message>
            <source>query language:
  graph neural        entries with words starting 'graph' and 'neural' (any field)
  "exact phrase"      these words in this order; "graph neur"* ends with a prefix
  title:diffusion     also author: abstract: venue: notes: keywords:
  key:vaswani2017 doi:10.48550 type:inproceedings
  tag:ml              tagged ml or anything below it (ml/rl)
  list:"To read"      in that reading list
  year:2023  year:2020..2024  year:&gt;=2022  rating:&gt;=4  status:unread|reading
  added:&lt;30d  added:2026-01..2026-06
  related:vaswani2017  papers like that one (related:a,b: like both)
  attachments:none  attachments:missing (files not found)  attachments:pdf
  fulltext:"a sentence"  in the text of an attached PDF (plain words search it too,
                      ranked below the papers whose own fields match)
  annotation:"words"  in the words you highlighted in its PDF, or your comments on them
  -word  NOT word  a OR b  (a OR b) c
Accents and case are ignored; with words, results come best match first.</source>
            <translation>Suchsprache:
  graph neural        Einträge mit Wörtern, die mit „graph“ und „neural“ beginnen (jedes Feld)
  "exact phrase"      diese Wörter in dieser Reihenfolge; "graph neur"* endet mit einem Präfix
  title:diffusion     ebenso author: abstract: venue: notes: keywords:
  key:vaswani2017 doi:10.48550 type:inproceedings
  tag:ml              mit ml oder einem Schlagwort darunter (ml/rl)
  list:"To read"      in dieser Leseliste
  year:2023  year:2020..2024  year:&gt;=2022  rating:&gt;=4  status:unread|reading
  added:&lt;30d  added:2026-01..2026-06
  related:vaswani2017  Artikel wie dieser (related:a,b: wie beide)
  attachments:none  attachments:missing (Dateien nicht gefunden)  attachments:pdf
  fulltext:"a sentence"  im Text eines angehängten PDFs (einfache Wörter suchen auch dort,
                      eingereiht nach den Artikeln, deren eigene Felder passen)
  annotation:"words"  in den Wörtern, die Sie im PDF hervorgehoben haben, oder Ihren Kommentaren dazu
  -word  NOT word  a OR b  (a OR b) c
Akzente und Groß-/Kleinschreibung werden ignoriert; mit Wörtern kommen die besten Treffer zuerst.</translation>
        </message>
        <message>
            <source>the same DOI</source>
            <translation>dieselbe DOI</translation>
        </message>
        <message>
            <source>the same arXiv id</source>
            <translation>dieselbe arXiv-ID</translation>
        </message>
        <message>
            <source>the same key, title and year</source>
            <translation>derselbe Schlüssel, Titel und dasselbe Jahr</translation>
        </message>
        <message>
            <source>the same title, year and authors</source>
            <translation>derselbe Titel, dasselbe Jahr und dieselben Autoren</translation>
        </message>
        <message>
            <source>the same title and year</source>
            <translation>derselbe Titel und dasselbe Jahr</translation>
        </message>
        <message>
            <source>the same abstract</source>
            <translation>dasselbe Abstract</translation>
        </message>
        <message>
            <source>a nearly identical title and year</source>
            <translation>ein fast gleicher Titel und dasselbe Jahr</translation>
        </message>
        <message>
            <source>A pattern is text and [fields]: [auth] [authN] [authEtAl] [authors] [authorsN] [year] [title] [shorttitle] [veryshorttitle] [firstpage] [lastpage], each with modifiers {modifiers}. Default: {default} (vaswani2017attention).</source>
            <translation>Ein Muster besteht aus Text und [Feldern]: [auth] [authN] [authEtAl] [authors] [authorsN] [year] [title] [shorttitle] [veryshorttitle] [firstpage] [lastpage], jeweils mit den Modifikatoren {modifiers}. Standard: {default} (vaswani2017attention).</translation>
        </message>
        <message>
            <source>the part of the library it searches: tag:NAME, list:NAME, status:unread|reading|read, recent:DAYS, unfiled (default: everything)</source>
            <translation>der Teil der Bibliothek, den sie durchsucht: tag:NAME, list:NAME, status:unread|reading|read, recent:DAYS, unfiled (Standard: alles)</translation>
        </message>
        <message>
            <source>your own private tag, seen by you only (a shared library; find: mytag:TAG)</source>
            <translation>Ihr eigenes privates Schlagwort, nur für Sie sichtbar (gemeinsame Bibliothek; suchen: mytag:TAG)</translation>
        </message>
        <message>
            <source>search words choosing the entries to tag</source>
            <translation>Suchwörter, die die zu verschlagwortenden Einträge auswählen</translation>
        </message>
        <message>
            <source>tag every entry of the library (no QUERY)</source>
            <translation>jeden Eintrag der Bibliothek verschlagworten (kein QUERY)</translation>
        </message>
        <message>
            <source>search words choosing the entries to untag</source>
            <translation>Suchwörter, die die Einträge auswählen, von denen das Schlagwort entfernt wird</translation>
        </message>
        <message>
            <source>untag every entry of the library (no QUERY)</source>
            <translation>das Schlagwort von jedem Eintrag der Bibliothek entfernen (kein QUERY)</translation>
        </message>
        <message>
            <source>search words choosing the entries to delete</source>
            <translation>Suchwörter, die die zu löschenden Einträge auswählen</translation>
        </message>
        <message>
            <source>delete every entry of the library (no QUERY)</source>
            <translation>jeden Eintrag der Bibliothek löschen (kein QUERY)</translation>
        </message>
        <message>
            <source>search words choosing the entries to give new keys</source>
            <translation>Suchwörter, die die Einträge auswählen, die neue Schlüssel erhalten</translation>
        </message>
        <message>
            <source>give every entry of the library a new key (no QUERY)</source>
            <translation>jedem Eintrag der Bibliothek einen neuen Schlüssel geben (kein QUERY)</translation>
        </message>
        <message>
            <source>search words choosing the entries to add</source>
            <translation>Suchwörter, die die hinzuzufügenden Einträge auswählen</translation>
        </message>
        <message>
            <source>add every entry of the library (no QUERY)</source>
            <translation>jeden Eintrag der Bibliothek hinzufügen (kein QUERY)</translation>
        </message>
        <message>
            <source>search words choosing the entries to take out</source>
            <translation>Suchwörter, die die herauszunehmenden Einträge auswählen</translation>
        </message>
        <message>
            <source>take out every entry of the library (no QUERY)</source>
            <translation>jeden Eintrag der Bibliothek herausnehmen (kein QUERY)</translation>
        </message>
        <message>
            <source>this would delete {listed}; nothing was changed: pass --yes to delete them without being asked (standard input is not a terminal)</source>
            <translation>dies würde {listed} löschen; nichts wurde geändert: geben Sie --yes an, um sie ohne Rückfrage zu löschen (die Standardeingabe ist kein Terminal)</translation>
        </message>
        <message>
            <source>papershelf: this will delete {listed}</source>
            <translation>papershelf: dies löscht {listed}</translation>
        </message>
        <message>
            <source>Delete them?</source>
            <translation>Löschen?</translation>
        </message>
        <message numerus="yes">
            <source>%n marked unread ({member}'s own status)</source>
            <translation>
                <numerusform>%n als ungelesen markiert (eigener Status von {member})</numerusform>
                <numerusform>%n als ungelesen markiert (eigener Status von {member})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked unread (their own status)</source>
            <translation>
                <numerusform>%n als ungelesen markiert (eigener Status)</numerusform>
                <numerusform>%n als ungelesen markiert (eigener Status)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked reading ({member}'s own status)</source>
            <translation>
                <numerusform>%n als in Lektüre markiert (eigener Status von {member})</numerusform>
                <numerusform>%n als in Lektüre markiert (eigener Status von {member})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked reading (their own status)</source>
            <translation>
                <numerusform>%n als in Lektüre markiert (eigener Status)</numerusform>
                <numerusform>%n als in Lektüre markiert (eigener Status)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked read ({member}'s own status)</source>
            <translation>
                <numerusform>%n als gelesen markiert (eigener Status von {member})</numerusform>
                <numerusform>%n als gelesen markiert (eigener Status von {member})</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked read (their own status)</source>
            <translation>
                <numerusform>%n als gelesen markiert (eigener Status)</numerusform>
                <numerusform>%n als gelesen markiert (eigener Status)</numerusform>
            </translation>
        </message>
        <message>
            <source>cannot import a FIFO (named pipe); to import from a pipe use '-' (standard input)</source>
            <translation>eine FIFO (benannte Pipe) kann nicht importiert werden; um aus einer Pipe zu importieren, verwenden Sie '-' (Standardeingabe)</translation>
        </message>
        <message>
            <source>cannot import a device</source>
            <translation>ein Gerät kann nicht importiert werden</translation>
        </message>
        <message>
            <source>cannot import a socket</source>
            <translation>ein Socket kann nicht importiert werden</translation>
        </message>
        <message>
            <source>Bibliographies and PDFs (*.bib *.bibtex *.ris *.json *.xml *.txt *.text *.md *.pdf);;BibTeX (*.bib *.bibtex);;RIS (*.ris);;CSL-JSON (*.json);;EndNote XML (*.xml);;PDFs (*.pdf);;Abstract lists (*.txt *.text *.md);;All files (*)</source>
            <translation>Literaturlisten und PDFs (*.bib *.bibtex *.ris *.json *.xml *.txt *.text *.md *.pdf);;BibTeX (*.bib *.bibtex);;RIS (*.ris);;CSL-JSON (*.json);;EndNote XML (*.xml);;PDFs (*.pdf);;Abstract-Listen (*.txt *.text *.md);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>BibLaTeX (.bib, UTF-8)</source>
            <translation>BibLaTeX (.bib, UTF-8)</translation>
        </message>
        <message>
            <source>BibTeX (*.bib);;CSL-JSON for Pandoc (*.json);;RIS (*.ris);;All files (*)</source>
            <translation>BibTeX (*.bib);;CSL-JSON für Pandoc (*.json);;RIS (*.ris);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>Add papers: Paper › New Entry… (Ctrl+N), Add by Identifier… (Ctrl+Shift+A), paste (Ctrl+V), File › Import… (Ctrl+O), or drag .bib, .ris, CSL-JSON, EndNote .xml, PDF or .txt files onto this window</source>
            <translation>Artikel hinzufügen: Artikel › Neuer Eintrag… (Strg+N), Über Kennung hinzufügen… (Strg+Umschalt+A), Einfügen (Strg+V), Datei › Importieren… (Strg+O) oder .bib-, .ris-, CSL-JSON-, EndNote-.xml-, PDF- oder .txt-Dateien auf dieses Fenster ziehen</translation>
        </message>
        <message>
            <source>Add papers: New Entry (Ctrl+N), Add by Identifier (Ctrl+Shift+A), paste (Ctrl+V), Import (Ctrl+O), or drop files here</source>
            <translation>Artikel hinzufügen: Neuer Eintrag (Strg+N), Über Kennung hinzufügen (Strg+Umschalt+A), Einfügen (Strg+V), Importieren (Strg+O) oder Dateien hier ablegen</translation>
        </message>
        <message>
            <source>No unread papers.</source>
            <translation>Keine ungelesenen Artikel.</translation>
        </message>
        <message>
            <source>No reading papers.</source>
            <translation>Keine Artikel, die gerade gelesen werden.</translation>
        </message>
        <message>
            <source>No read papers.</source>
            <translation>Keine gelesenen Artikel.</translation>
        </message>
        <message>
            <source>Journal article</source>
            <translation>Zeitschriftenartikel</translation>
        </message>
        <message>
            <source>Conference paper</source>
            <translation>Konferenzbeitrag</translation>
        </message>
        <message>
            <source>Book</source>
            <translation>Buch</translation>
        </message>
        <message>
            <source>Book chapter</source>
            <translation>Buchkapitel</translation>
        </message>
        <message>
            <source>PhD thesis</source>
            <translation>Dissertation</translation>
        </message>
        <message>
            <source>Master's thesis</source>
            <translation>Masterarbeit</translation>
        </message>
        <message>
            <source>Technical report</source>
            <translation>Technischer Bericht</translation>
        </message>
        <message>
            <source>Unpublished</source>
            <translation>Unveröffentlicht</translation>
        </message>
        <message>
            <source>Manual</source>
            <translation>Handbuch</translation>
        </message>
        <message>
            <source>Proceedings</source>
            <translation>Tagungsband</translation>
        </message>
        <message>
            <source>Booklet</source>
            <translation>Broschüre</translation>
        </message>
        <message>
            <source>Miscellaneous</source>
            <translation>Sonstiges</translation>
        </message>
        <message>
            <source>Web page</source>
            <translation>Webseite</translation>
        </message>
        <message>
            <source>a folder</source>
            <translation>ein Ordner</translation>
        </message>
        <message>
            <source>a FIFO (named pipe)</source>
            <translation>ein FIFO (benannte Pipe)</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>ein Socket</translation>
        </message>
        <message>
            <source>a device</source>
            <translation>ein Gerät</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>keine reguläre Datei</translation>
        </message>
        <message>
            <source>derived data (search index, tag sort, statistics)</source>
            <translation>abgeleitete Daten (Suchindex, Sortierung nach Schlagwörtern, Statistik)</translation>
        </message>
        <message>
            <source>the file is read-only: this user may not write it</source>
            <translation>die Datei ist schreibgeschützt: dieser Benutzer darf sie nicht schreiben</translation>
        </message>
        <message>
            <source>a library on a server, not a file: this applies only to a library file</source>
            <translation>eine Bibliothek auf einem Server, keine Datei: das gilt nur für eine Bibliotheksdatei</translation>
        </message>
        <message>
            <source>made by a newer Papershelf (schema {version}, this one reads up to {known}); read-only: update Papershelf to change it</source>
            <translation>von einem neueren Papershelf angelegt (Schema {version}, dieses liest bis {known}); schreibgeschützt: aktualisieren Sie Papershelf, um sie zu ändern</translation>
        </message>
        <message>
            <source>this role may only read the library (no INSERT, UPDATE or DELETE on its tables)</source>
            <translation>diese Rolle darf die Bibliothek nur lesen (kein INSERT, UPDATE oder DELETE auf ihren Tabellen)</translation>
        </message>
        <message>
            <source>another process has this file open by another name (a hard link); writing through two names would damage it</source>
            <translation>ein anderer Prozess hat diese Datei unter einem anderen Namen geöffnet (ein harter Link); über zwei Namen zu schreiben würde sie beschädigen</translation>
        </message>
        <message>
            <source>The library is busy: another program (such as an import from the command line) is writing to it.</source>
            <translation>Die Bibliothek ist belegt: ein anderes Programm (etwa ein Import über die Kommandozeile) schreibt gerade in sie.</translation>
        </message>
        <message>
            <source>The library file is read-only: this window cannot write to it.</source>
            <translation>Die Bibliotheksdatei ist schreibgeschützt: dieses Fenster kann nicht in sie schreiben.</translation>
        </message>
        <message>
            <source>The connection to the library's server was lost (it restarted, or the network went away); saving again connects anew.</source>
            <translation>Die Verbindung zum Server der Bibliothek ist abgebrochen (er wurde neu gestartet, oder das Netzwerk ist weg); erneutes Speichern verbindet neu.</translation>
        </message>
        <message>
            <source>The disk holding the library is full or failing.</source>
            <translation>Der Datenträger der Bibliothek ist voll oder fehlerhaft.</translation>
        </message>
        <message>
            <source>The library file is damaged.</source>
            <translation>Die Bibliotheksdatei ist beschädigt.</translation>
        </message>
        <message>
            <source>Nothing was saved.</source>
            <translation>Es wurde nichts gespeichert.</translation>
        </message>
        <message>
            <source>Nothing was changed.</source>
            <translation>Es wurde nichts geändert.</translation>
        </message>
        <message>
            <source>schema {version} is older than this Papershelf's ({known}) and this role may not upgrade it; read-only: an administrator (the tables' owner) must open it once with this Papershelf to upgrade it</source>
            <translation>Schema {version} ist älter als das dieses Papershelf ({known}), und diese Rolle darf es nicht aktualisieren; schreibgeschützt: ein Administrator (der Eigentümer der Tabellen) muss die Bibliothek einmal mit diesem Papershelf öffnen, um sie zu aktualisieren</translation>
        </message>
        <message>
            <source>is Mendeley Desktop's own database, encrypted since Mendeley 1.19 so that no other program can read it: in Mendeley choose File &gt; Export... &gt; BibTeX and import that file</source>
            <translation>ist die eigene Datenbank von Mendeley Desktop, seit Mendeley 1.19 verschlüsselt, damit kein anderes Programm sie lesen kann: wählen Sie in Mendeley Datei &gt; Exportieren... &gt; BibTeX und importieren Sie diese Datei</translation>
        </message>
        <message>
            <source>Zotero seems to be running (zotero.sqlite-wal is not empty): what it changed since its last checkpoint may be missing; close Zotero and import again to bring it</source>
            <translation>Zotero scheint zu laufen (zotero.sqlite-wal ist nicht leer): was es seit seinem letzten Checkpoint geändert hat, fehlt vielleicht; schließen Sie Zotero und importieren Sie erneut, um es zu übernehmen</translation>
        </message>
        <message>
            <source>could not be shown: the PDF renderer stopped on it (the file may be damaged)</source>
            <translation>konnte nicht angezeigt werden: der PDF-Renderer ist daran abgebrochen (die Datei ist vielleicht beschädigt)</translation>
        </message>
        <message>
            <source>added: expects 30d, 2026-01, 2026-01..2026-06 or &gt;=2026-03-15</source>
            <translation>added: erwartet 30d, 2026-01, 2026-01..2026-06 oder &gt;=2026-03-15</translation>
        </message>
        <message>
            <source>attachments: is none, any, missing or a kind of file (pdf, html, ...)</source>
            <translation>attachments: ist none, any, missing oder eine Dateiart (pdf, html, ...)</translation>
        </message>
        <message>
            <source>notes:idea</source>
            <translation>notes:Idee</translation>
        </message>
        <message>
            <source>keywords:graphs</source>
            <translation>keywords:Graphen</translation>
        </message>
        <message>
            <source>list:"To read"</source>
            <translation>list:"Zu lesen"</translation>
        </message>
        <message>
            <source>fulltext:"a sentence in the PDF"</source>
            <translation>fulltext:"ein Satz im PDF"</translation>
        </message>
        <message>
            <source>annotation:"words you highlighted or commented"</source>
            <translation>annotation:"markierte oder kommentierte Wörter"</translation>
        </message>
        <message>
            <source>mytag:thesis</source>
            <translation>mytag:Dissertation</translation>
        </message>
        <message>
            <source>same day</source>
            <translation>am selben Tag</translation>
        </message>
        <message>
            <source>within a week</source>
            <translation>innerhalb einer Woche</translation>
        </message>
        <message>
            <source>within a month</source>
            <translation>innerhalb eines Monats</translation>
        </message>
        <message>
            <source>1–3 months</source>
            <translation>1–3 Monate</translation>
        </message>
        <message>
            <source>3–12 months</source>
            <translation>3–12 Monate</translation>
        </message>
        <message>
            <source>over a year</source>
            <translation>über ein Jahr</translation>
        </message>
        <message>
            <source>No venue</source>
            <translation>Kein Erscheinungsort</translation>
        </message>
        <message>
            <source>No year</source>
            <translation>Kein Jahr</translation>
        </message>
        <message>
            <source>Push Citation to Edi&amp;tor</source>
            <translation>Zitat an Edi&amp;tor senden</translation>
        </message>
        <message>
            <source>&amp;TeXstudio</source>
            <translation>&amp;TeXstudio</translation>
        </message>
        <message>
            <source>Te&amp;xmaker</source>
            <translation>Te&amp;xmaker</translation>
        </message>
        <message>
            <source>E&amp;macs</source>
            <translation>E&amp;macs</translation>
        </message>
        <message>
            <source>&amp;Vim</source>
            <translation>&amp;Vim</translation>
        </message>
        <message>
            <source>&amp;Neovim</source>
            <translation>&amp;Neovim</translation>
        </message>
        <message>
            <source>&amp;LyX</source>
            <translation>&amp;LyX</translation>
        </message>
        <message>
            <source>&amp;Push Citation</source>
            <translation>Zitat &amp;senden</translation>
        </message>
        <message>
            <source>Insert \cite{…} of the selected papers into the editor chosen in Editor Settings</source>
            <translation>\cite{…} der ausgewählten Artikel in den in den Editor-Einstellungen gewählten Editor einfügen</translation>
        </message>
        <message>
            <source>&amp;Push Citation to {editor}</source>
            <translation>Zitat an {editor} &amp;senden</translation>
        </message>
        <message>
            <source>Editor &amp;Settings…</source>
            <translation>Editor-&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>Which editor to push to, Vim's and Neovim's servers, each editor's command</source>
            <translation>An welchen Editor gesendet wird, die Server von Vim und Neovim, der Befehl jedes Editors</translation>
        </message>
        <message>
            <source>(its pipe: ~/.lyx/lyxpipe.in)</source>
            <translation>(seine Pipe: ~/.lyx/lyxpipe.in)</translation>
        </message>
        <message>
            <source>DOI</source>
            <translation>DOI</translation>
        </message>
        <message>
            <source>arXiv id</source>
            <translation>arXiv-ID</translation>
        </message>
        <message>
            <source>Jan</source>
            <translation>Jan.</translation>
        </message>
        <message>
            <source>Feb</source>
            <translation>Feb.</translation>
        </message>
        <message>
            <source>Mar</source>
            <translation>März</translation>
        </message>
        <message>
            <source>Apr</source>
            <translation>Apr.</translation>
        </message>
        <message>
            <source>May</source>
            <translation>Mai</translation>
        </message>
        <message>
            <source>Jun</source>
            <translation>Juni</translation>
        </message>
        <message>
            <source>Jul</source>
            <translation>Juli</translation>
        </message>
        <message>
            <source>Aug</source>
            <translation>Aug.</translation>
        </message>
        <message>
            <source>Sep</source>
            <translation>Sept.</translation>
        </message>
        <message>
            <source>Oct</source>
            <translation>Okt.</translation>
        </message>
        <message>
            <source>Nov</source>
            <translation>Nov.</translation>
        </message>
        <message>
            <source>Dec</source>
            <translation>Dez.</translation>
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
            <source>Shared with the group</source>
            <translation>Mit der Gruppe geteilt</translation>
        </message>
        <message>
            <source>Every member sees this annotation; unticked, only you do (the default)</source>
            <translation>Alle Mitglieder sehen diese Anmerkung; ohne Haken nur Sie (Standard)</translation>
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
            <source>Share the annotation on p. {page}</source>
            <translation>Anmerkung auf S. {page} teilen</translation>
        </message>
        <message>
            <source>Make the annotation on p. {page} private</source>
            <translation>Anmerkung auf S. {page} privat machen</translation>
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
        <name>MyNotesPanel</name>
        <message>
            <source>&lt;b&gt;My notes (private)&lt;/b&gt; — only you see these</source>
            <translation>&lt;b&gt;Meine Notizen (privat)&lt;/b&gt; — nur Sie sehen sie</translation>
        </message>
        <message>
            <source>My notes (private)</source>
            <translation>Meine Notizen (privat)</translation>
        </message>
        <message>
            <source>A note only you see</source>
            <translation>Eine Notiz, die nur Sie sehen</translation>
        </message>
        <message>
            <source>&lt;b&gt;My note for the group&lt;/b&gt; — every member sees it</source>
            <translation>&lt;b&gt;Meine Notiz für die Gruppe&lt;/b&gt; — alle Mitglieder sehen sie</translation>
        </message>
        <message>
            <source>My note for the group</source>
            <translation>Meine Notiz für die Gruppe</translation>
        </message>
        <message>
            <source>A note shown beside your reading</source>
            <translation>Eine Notiz, die neben Ihrem Lesestand gezeigt wird</translation>
        </message>
        <message>
            <source>My tags (private)</source>
            <translation>Meine Schlagwörter (privat)</translation>
        </message>
        <message>
            <source>private, separated by commas; find them: mytag:NAME</source>
            <translation>privat, durch Kommas getrennt; finden: mytag:NAME</translation>
        </message>
        <message>
            <source>My tags:</source>
            <translation>Meine Schlagwörter:</translation>
        </message>
        <message>
            <source>Edit my private note</source>
            <translation>Meine private Notiz bearbeiten</translation>
        </message>
        <message>
            <source>Edit my note for the group</source>
            <translation>Meine Notiz für die Gruppe bearbeiten</translation>
        </message>
        <message>
            <source>Edit my private tags</source>
            <translation>Meine privaten Schlagwörter bearbeiten</translation>
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
        <name>abstracts</name>
        <message>
            <source>no abstracts found after the header line</source>
            <translation>nach der Kopfzeile keine Abstracts gefunden</translation>
        </message>
        <message>
            <source>no abstracts found</source>
            <translation>keine Abstracts gefunden</translation>
        </message>
        <message>
            <source>the file is larger than {size} MB; not an abstract list</source>
            <translation>die Datei ist größer als {size} MB; keine Liste von Abstracts</translation>
        </message>
        <message>
            <source>skipped a line with no words (a separator?), not an abstract</source>
            <translation>eine Zeile ohne Wörter übersprungen (ein Trenner?), kein Abstract</translation>
        </message>
        <message>
            <source>skipped '{text}': a single word is not an abstract</source>
            <translation>'{text}' übersprungen: ein einzelnes Wort ist kein Abstract</translation>
        </message>
    </context>
    <context>
        <name>add_by_id</name>
        <message numerus="yes">
            <source>%n DOIs</source>
            <translation>
                <numerusform>1 DOI</numerusform>
                <numerusform>%n DOIs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n arXiv ids</source>
            <translation>
                <numerusform>1 arXiv-ID</numerusform>
                <numerusform>%n arXiv-IDs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not recognised</source>
            <translation>
                <numerusform>1 nicht erkannt</numerusform>
                <numerusform>%n nicht erkannt</numerusform>
            </translation>
        </message>
        <message>
            <source>Nothing to look up yet.</source>
            <translation>Noch nichts nachzuschlagen.</translation>
        </message>
        <message>
            <source>Add by Identifier</source>
            <translation>Über Kennung hinzufügen</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>&amp;Hinzufügen</translation>
        </message>
        <message>
            <source>this window is read-only; nothing was added</source>
            <translation>dieses Fenster ist schreibgeschützt; nichts wurde hinzugefügt</translation>
        </message>
        <message>
            <source>Looked up {done} of {total}: {current}</source>
            <translation>{done} von {total} nachgeschlagen: {current}</translation>
        </message>
        <message numerus="yes">
            <source>%n added; {what}</source>
            <translation>
                <numerusform>1 hinzugefügt; {what}</numerusform>
                <numerusform>%n hinzugefügt; {what}</numerusform>
            </translation>
        </message>
        <message>
            <source>cancelled; nothing was added</source>
            <translation>abgebrochen; nichts wurde hinzugefügt</translation>
        </message>
    </context>
    <context>
        <name>annotation_text</name>
        <message>
            <source>this entry has no PDF attached</source>
            <translation>an diesem Eintrag hängt kein PDF</translation>
        </message>
        <message>
            <source>its PDF is missing: {path}</source>
            <translation>sein PDF fehlt: {path}</translation>
        </message>
        <message>
            <source>page {page} does not exist (the PDF has {pages} pages)</source>
            <translation>Seite {page} gibt es nicht (das PDF hat {pages} Seiten)</translation>
        </message>
        <message>
            <source>page {page} does not have the words "{shown}"</source>
            <translation>Seite {page} enthält die Wörter „{shown}“ nicht</translation>
        </message>
        <message>
            <source>an area needs a width and a height (x0 y0 x1 y1, in points)</source>
            <translation>ein Bereich braucht eine Breite und eine Höhe (x0 y0 x1 y1, in Punkt)</translation>
        </message>
    </context>
    <context>
        <name>annotations</name>
        <message>
            <source>unknown colour {text!r} (use {names}, or #rrggbb)</source>
            <translation>unbekannte Farbe {text!r} (verwenden Sie {names} oder #rrggbb)</translation>
        </message>
        <message>
            <source>unknown source {source!r} (use {names})</source>
            <translation>unbekannte Quelle {source!r} (verwenden Sie {names})</translation>
        </message>
        <message>
            <source>annotation {id} is already there</source>
            <translation>Anmerkung {id} ist schon vorhanden</translation>
        </message>
        <message>
            <source>only the member who made an annotation can share or hide it</source>
            <translation>nur das Mitglied, das eine Anmerkung gemacht hat, kann sie teilen oder verbergen</translation>
        </message>
        <message>
            <source>unknown annotation kind {kind!r} (use {names})</source>
            <translation>unbekannte Art von Anmerkung {kind!r} (verwenden Sie {names})</translation>
        </message>
        <message>
            <source>page {page} does not exist (pages count from 1)</source>
            <translation>Seite {page} gibt es nicht (Seiten zählen ab 1)</translation>
        </message>
        <message>
            <source>an annotation needs a place on its page</source>
            <translation>eine Anmerkung braucht eine Stelle auf ihrer Seite</translation>
        </message>
        <message>
            <source>annotation {annotation_id} is not in the library</source>
            <translation>Anmerkung {annotation_id} ist nicht in der Bibliothek</translation>
        </message>
    </context>
    <context>
        <name>attachment_links</name>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>Eintrag {entry_id} ist nicht in der Bibliothek</translation>
        </message>
    </context>
    <context>
        <name>attachments</name>
        <message>
            <source>{names}: already attached to this paper</source>
            <translation>{names}: hängt schon an diesem Artikel</translation>
        </message>
        <message>
            <source>attachment {id} is already there</source>
            <translation>Anhang {id} ist schon vorhanden</translation>
        </message>
        <message>
            <source>attachment {attachment_id} is not in the library</source>
            <translation>Anhang {attachment_id} ist nicht in der Bibliothek</translation>
        </message>
        <message>
            <source>{path}: no such file</source>
            <translation>{path}: diese Datei gibt es nicht</translation>
        </message>
        <message>
            <source>{path}: not a file (a folder cannot be attached)</source>
            <translation>{path}: keine Datei (ein Ordner kann nicht angehängt werden)</translation>
        </message>
        <message>
            <source>{path}: this user may not read it</source>
            <translation>{path}: dieser Benutzer darf sie nicht lesen</translation>
        </message>
    </context>
    <context>
        <name>attachments_ui</name>
        <message numerus="yes">
            <source>Attach %n files</source>
            <translation>
                <numerusform>%n Datei anhängen</numerusform>
                <numerusform>%n Dateien anhängen</numerusform>
            </translation>
        </message>
        <message>
            <source>Remove attachment '{name}'</source>
            <translation>Anhang „{name}“ entfernen</translation>
        </message>
        <message>
            <source>Select the paper to attach files to.</source>
            <translation>Wählen Sie den Artikel aus, an den Dateien angehängt werden sollen.</translation>
        </message>
        <message>
            <source>Attach Files</source>
            <translation>Dateien anhängen</translation>
        </message>
        <message numerus="yes">
            <source>Attached %n files (copied into the library's folder).</source>
            <translation>
                <numerusform>%n Datei angehängt (in den Ordner der Bibliothek kopiert).</numerusform>
                <numerusform>%n Dateien angehängt (in den Ordner der Bibliothek kopiert).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attached %n files (linked).</source>
            <translation>
                <numerusform>%n Datei angehängt (verknüpft).</numerusform>
                <numerusform>%n Dateien angehängt (verknüpft).</numerusform>
            </translation>
        </message>
        <message>
            <source>This paper has no attached file.</source>
            <translation>Dieser Artikel hat keine angehängte Datei.</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>Datei öffnen</translation>
        </message>
        <message>
            <source>“{name}” is at {path}, outside the library's folders. It came from an imported file. Open it?</source>
            <translation>„{name}“ liegt unter {path}, außerhalb der Ordner der Bibliothek. Der Pfad stammt aus einer importierten Datei. Öffnen?</translation>
        </message>
        <message>
            <source>File Missing</source>
            <translation>Datei fehlt</translation>
        </message>
        <message>
            <source>“{name}” is not at {path} any more.</source>
            <translation>„{name}“ liegt nicht mehr unter {path}.</translation>
        </message>
        <message>
            <source>&amp;Locate…</source>
            <translation>&amp;Suchen…</translation>
        </message>
        <message>
            <source>Locate “{name}”</source>
            <translation>„{name}“ suchen</translation>
        </message>
        <message>
            <source>Locate '{name}'</source>
            <translation>„{name}“ neu verknüpfen</translation>
        </message>
        <message>
            <source>Removed “{name}” from the paper (the file stays) — Ctrl+Z brings it back.</source>
            <translation>„{name}“ vom Artikel entfernt (die Datei bleibt) – Strg+Z macht es rückgängig.</translation>
        </message>
    </context>
    <context>
        <name>attachments_view</name>
        <message>
            <source>Double-click to open; right-click for more. Drop files here to attach.</source>
            <translation>Doppelklick öffnet; Rechtsklick für mehr. Dateien hierher ziehen, um sie anzuhängen.</translation>
        </message>
        <message>
            <source>(attached as {name})</source>
            <translation>(angehängt als {name})</translation>
        </message>
        <message>
            <source>file</source>
            <translation>Datei</translation>
        </message>
        <message>
            <source>missing — was in {folder}</source>
            <translation>fehlt – lag in {folder}</translation>
        </message>
        <message>
            <source>a copy in the library's folder</source>
            <translation>eine Kopie im Ordner der Bibliothek</translation>
        </message>
        <message>
            <source>in {folder}</source>
            <translation>in {folder}</translation>
        </message>
        <message>
            <source>Attached files</source>
            <translation>Angehängte Dateien</translation>
        </message>
        <message>
            <source>&amp;Open</source>
            <translation>Ö&amp;ffnen</translation>
        </message>
        <message>
            <source>Show in &amp;Folder</source>
            <translation>Im &amp;Ordner anzeigen</translation>
        </message>
        <message>
            <source>&amp;Locate…</source>
            <translation>&amp;Suchen…</translation>
        </message>
        <message>
            <source>&amp;Remove Attachment</source>
            <translation>Anhang &amp;entfernen</translation>
        </message>
    </context>
    <context>
        <name>autoexport</name>
        <message>
            <source>unknown export format {flavour!r} (use {names})</source>
            <translation>unbekanntes Exportformat {flavour!r} (verwenden Sie {names})</translation>
        </message>
        <message>
            <source>that reading list is no longer in the library</source>
            <translation>diese Leseliste ist nicht mehr in der Bibliothek</translation>
        </message>
        <message>
            <source>{target} is already kept up to date by another binding</source>
            <translation>{target} wird schon von einer anderen Verknüpfung aktuell gehalten</translation>
        </message>
    </context>
    <context>
        <name>backups</name>
        <message>
            <source>the backup could not be written ({why})</source>
            <translation>die Sicherung konnte nicht geschrieben werden ({why})</translation>
        </message>
        <message>
            <source>{name}: not a usable backup (it cannot be decompressed: {why})</source>
            <translation>{name}: keine brauchbare Sicherung (sie lässt sich nicht entpacken: {why})</translation>
        </message>
        <message>
            <source>{path}: damaged ({why}); no backup was taken</source>
            <translation>{path}: beschädigt ({why}); es wurde keine Sicherung angelegt</translation>
        </message>
        <message>
            <source>{name}: not a usable backup ({why})</source>
            <translation>{name}: keine brauchbare Sicherung ({why})</translation>
        </message>
        <message>
            <source>{name}: not a usable backup (damaged or not a library)</source>
            <translation>{name}: keine brauchbare Sicherung (beschädigt oder keine Bibliothek)</translation>
        </message>
    </context>
    <context>
        <name>backups_dialog</name>
        <message>
            <source>Restore from Backup</source>
            <translation>Aus Sicherung wiederherstellen</translation>
        </message>
        <message>
            <source>Restore…</source>
            <translation>Wiederherstellen…</translation>
        </message>
        <message>
            <source>Backups of this library (the current state is backed up first):</source>
            <translation>Sicherungen dieser Bibliothek (der aktuelle Stand wird zuerst gesichert):</translation>
        </message>
        <message numerus="yes">
            <source>Replace the library with the backup of {taken} (%n entries)?

The library as it is now is backed up first.</source>
            <translation>
                <numerusform>Die Bibliothek durch die Sicherung vom {taken} (1 Eintrag) ersetzen?

Die Bibliothek wird im jetzigen Zustand zuerst gesichert.</numerusform>
                <numerusform>Die Bibliothek durch die Sicherung vom {taken} (%n Einträge) ersetzen?

Die Bibliothek wird im jetzigen Zustand zuerst gesichert.</numerusform>
            </translation>
        </message>
        <message>
            <source>Restored the backup of {taken}.</source>
            <translation>Die Sicherung vom {taken} wurde wiederhergestellt.</translation>
        </message>
        <message>
            <source>This library has no backups yet.</source>
            <translation>Diese Bibliothek hat noch keine Sicherungen.</translation>
        </message>
    </context>
    <context>
        <name>bibliography_export</name>
        <message>
            <source>Export Bibliography</source>
            <translation>Literaturverzeichnis exportieren</translation>
        </message>
        <message>
            <source>What the list shows ({view})</source>
            <translation>Was die Liste zeigt ({view})</translation>
        </message>
        <message>
            <source>Include attachment &amp;file paths</source>
            <translation>&amp;Dateipfade der Anhänge einschließen</translation>
        </message>
        <message>
            <source>Write where the attached files are on this computer. Off by default: a file you share should not tell others where you keep your papers.</source>
            <translation>Schreibt, wo die angehängten Dateien auf diesem Computer liegen. Standardmäßig aus: Eine Datei, die Sie weitergeben, soll anderen nicht verraten, wo Sie Ihre Artikel aufbewahren.</translation>
        </message>
        <message>
            <source>&amp;Format:</source>
            <translation>&amp;Format:</translation>
        </message>
        <message>
            <source>&amp;Style:</source>
            <translation>&amp;Stil:</translation>
        </message>
        <message>
            <source>&amp;Export…</source>
            <translation>&amp;Exportieren…</translation>
        </message>
        <message>
            <source>selection</source>
            <translation>Auswahl</translation>
        </message>
        <message>
            <source>The selected papers (none selected)</source>
            <translation>Die ausgewählten Artikel (keiner ausgewählt)</translation>
        </message>
        <message numerus="yes">
            <source>The %n selected papers</source>
            <translation>
                <numerusform>Der ausgewählte Artikel</numerusform>
                <numerusform>Die %n ausgewählten Artikel</numerusform>
            </translation>
        </message>
        <message>
            <source>Export {scope}</source>
            <translation>{scope} exportieren</translation>
        </message>
    </context>
    <context>
        <name>bibtex</name>
        <message>
            <source>the entry is not closed before {where}</source>
            <translation>der Eintrag ist nicht geschlossen vor {where}</translation>
        </message>
        <message>
            <source>no macro name on line {line}</source>
            <translation>kein Makroname in Zeile {line}</translation>
        </message>
        <message>
            <source>no '=' after '{name}' on line {line}</source>
            <translation>kein '=' nach '{name}' in Zeile {line}</translation>
        </message>
        <message>
            <source>expected '{close}' on line {line}</source>
            <translation>'{close}' erwartet in Zeile {line}</translation>
        </message>
        <message>
            <source>unbalanced braces: not closed before {where}</source>
            <translation>unausgeglichene Klammern: nicht geschlossen vor {where}</translation>
        </message>
        <message>
            <source>not a BibTeX file (it has no @type{...} entries)</source>
            <translation>keine BibTeX-Datei (sie hat keine @type{...}-Einträge)</translation>
        </message>
        <message>
            <source>no entries found; its @string/@preamble/@comment blocks are kept</source>
            <translation>keine Einträge gefunden; ihre @string-/@preamble-/@comment-Blöcke bleiben erhalten</translation>
        </message>
        <message>
            <source>it has no key</source>
            <translation>er hat keinen Schlüssel</translation>
        </message>
        <message>
            <source>{entry}: {problem}</source>
            <translation>{entry}: {problem}</translation>
        </message>
        <message>
            <source>{entry}: undefined @string macro(s) {names}, shown as written</source>
            <translation>{entry}: undefinierte @string-Makros {names}, so gezeigt, wie sie geschrieben sind</translation>
        </message>
        <message>
            <source>unexpected '{char}' after the key '{key}' on line {line} (a space in the key?)</source>
            <translation>unerwartetes '{char}' nach dem Schlüssel '{key}' in Zeile {line} (ein Leerzeichen im Schlüssel?)</translation>
        </message>
        <message>
            <source>unexpected '{char}' on line {line}</source>
            <translation>unerwartetes '{char}' in Zeile {line}</translation>
        </message>
        <message>
            <source>'{name}' on line {line} is not followed by '=' (a missing comma before it?)</source>
            <translation>auf '{name}' in Zeile {line} folgt kein '=' (fehlt davor ein Komma?)</translation>
        </message>
        <message>
            <source>the entry is not closed before {where}; are the braces of '{name}' (line {line}) balanced?</source>
            <translation>der Eintrag ist nicht geschlossen vor {where}; sind die Klammern von '{name}' (Zeile {line}) ausgeglichen?</translation>
        </message>
        <message>
            <source>missing ',' after the field '{name}' (line {line})</source>
            <translation>',' fehlt nach dem Feld '{name}' (Zeile {line})</translation>
        </message>
        <message>
            <source>field '{name}' appears again on line {line}; kept the first</source>
            <translation>Feld '{name}' kommt in Zeile {line} noch einmal vor; das erste wurde behalten</translation>
        </message>
        <message>
            <source>line {line} is a '%' comment inside the entry, which BibTeX does not allow; it was left out</source>
            <translation>Zeile {line} ist ein '%'-Kommentar innerhalb des Eintrags, was BibTeX nicht erlaubt; sie wurde ausgelassen</translation>
        </message>
        <message>
            <source>a value is missing on line {line}</source>
            <translation>in Zeile {line} fehlt ein Wert</translation>
        </message>
        <message>
            <source>unexpected '{char}' in a value on line {line}</source>
            <translation>unerwartetes '{char}' in einem Wert in Zeile {line}</translation>
        </message>
        <message>
            <source>unbalanced braces: the value opened on line {line} is not closed before {where}</source>
            <translation>unausgeglichene Klammern: der in Zeile {line} geöffnete Wert ist nicht geschlossen vor {where}</translation>
        </message>
        <message>
            <source>the quoted value opened on line {line} has no closing '"'</source>
            <translation>dem in Zeile {line} geöffneten Wert in Anführungszeichen fehlt das schließende '"'</translation>
        </message>
        <message>
            <source>the end of the file</source>
            <translation>dem Ende der Datei</translation>
        </message>
        <message>
            <source>the next entry on line {line}</source>
            <translation>dem nächsten Eintrag in Zeile {line}</translation>
        </message>
        <message>
            <source>an extra '}}' on line {line} closes the entry early; the fields after it were not read</source>
            <translation>ein überzähliges '}}' in Zeile {line} schließt den Eintrag zu früh; die Felder danach wurden nicht gelesen</translation>
        </message>
        <message>
            <source>an entry has no citation key: '{title}'</source>
            <translation>ein Eintrag hat keinen Zitierschlüssel: '{title}'</translation>
        </message>
        <message>
            <source>the citation key '{key}' has a character BibTeX cannot read</source>
            <translation>der Zitierschlüssel '{key}' enthält ein Zeichen, das BibTeX nicht lesen kann</translation>
        </message>
        <message>
            <source>the citation key '{key}' has a parenthesis, which biber cannot read</source>
            <translation>der Zitierschlüssel '{key}' enthält eine Klammer, die biber nicht lesen kann</translation>
        </message>
        <message>
            <source>the citation key '{key}' is used twice (also as '{first}')</source>
            <translation>der Zitierschlüssel '{key}' wird zweimal verwendet (auch als '{first}')</translation>
        </message>
        <message>
            <source>'{name}' cannot be a BibTeX field name</source>
            <translation>'{name}' kann kein BibTeX-Feldname sein</translation>
        </message>
        <message>
            <source>entry '{key}' (@{type})</source>
            <translation>Eintrag '{key}' (@{type})</translation>
        </message>
        <message>
            <source>{entry}: BibTeX styles do not define this type; they format it as @misc</source>
            <translation>{entry}: BibTeX-Stile definieren diesen Typ nicht; sie setzen ihn als @misc</translation>
        </message>
        <message>
            <source>{entry}: no {fields}; the style will warn</source>
            <translation>{entry}: kein {fields}; der Stil wird warnen</translation>
        </message>
    </context>
    <context>
        <name>bibtex_ui</name>
        <message>
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importieren</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importiere</translation>
        </message>
        <message>
            <source>{verb} {name}… {percent}</source>
            <translation>{verb} {name}… {percent}</translation>
        </message>
        <message>
            <source>search results</source>
            <translation>Suchergebnisse</translation>
        </message>
        <message>
            <source>reading list</source>
            <translation>Leseliste</translation>
        </message>
        <message>
            <source>tag {tag}</source>
            <translation>Schlagwort {tag}</translation>
        </message>
        <message>
            <source>library</source>
            <translation>Bibliothek</translation>
        </message>
        <message>
            <source>view</source>
            <translation>Ansicht</translation>
        </message>
        <message>
            <source>selection</source>
            <translation>Auswahl</translation>
        </message>
        <message>
            <source>Export {scope}</source>
            <translation>{scope} exportieren</translation>
        </message>
        <message>
            <source>Export to {path} failed; the file was not changed.</source>
            <translation>Export nach {path} fehlgeschlagen; die Datei wurde nicht verändert.</translation>
        </message>
        <message numerus="yes">
            <source>; %n style warnings</source>
            <translation>
                <numerusform>; %n Stilwarnung</numerusform>
                <numerusform>; %n Stilwarnungen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %n entries to {path}</source>
            <translation>
                <numerusform>%n Eintrag nach {path} exportiert</numerusform>
                <numerusform>%n Einträge nach {path} exportiert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the BibTeX of %n entries</source>
            <translation>
                <numerusform>BibTeX von %n Eintrag kopiert</numerusform>
                <numerusform>BibTeX von %n Einträgen kopiert</numerusform>
            </translation>
        </message>
        <message>
            <source>Copied {text}</source>
            <translation>{text} kopiert</translation>
        </message>
        <message>
            <source>Keep Exported To</source>
            <translation>Laufend exportieren nach</translation>
        </message>
        <message>
            <source>Format</source>
            <translation>Format</translation>
        </message>
        <message>
            <source>Write as:</source>
            <translation>Schreiben als:</translation>
        </message>
        <message>
            <source>Keep exported to {name}</source>
            <translation>Laufend exportieren nach {name}</translation>
        </message>
        <message>
            <source>Stop exporting to {name}</source>
            <translation>Export nach {name} beenden</translation>
        </message>
        <message>
            <source>Auto-export could not note its pending files: {reason}</source>
            <translation>Der automatische Export konnte seine ausstehenden Dateien nicht vermerken: {reason}</translation>
        </message>
        <message>
            <source>Auto-export to {path} failed: {reason}</source>
            <translation>Automatischer Export nach {path} fehlgeschlagen: {reason}</translation>
        </message>
        <message>
            <source>Every selected key already follows the key pattern.</source>
            <translation>Jeder ausgewählte Schlüssel folgt bereits dem Schlüsselmuster.</translation>
        </message>
        <message numerus="yes">
            <source>… and %n more</source>
            <translation>
                <numerusform>… und %n weiterer</numerusform>
                <numerusform>… und %n weitere</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>These %n citation keys will change (pattern {pattern}):</source>
            <translation>
                <numerusform>Dieser Zitierschlüssel ändert sich (Muster {pattern}):</numerusform>
                <numerusform>Diese %n Zitierschlüssel ändern sich (Muster {pattern}):</numerusform>
            </translation>
        </message>
        <message>
            <source>LaTeX documents citing the old keys will need updating.</source>
            <translation>LaTeX-Dokumente, die die alten Schlüssel zitieren, müssen angepasst werden.</translation>
        </message>
        <message>
            <source>Regenerate Keys</source>
            <translation>Schlüssel neu erzeugen</translation>
        </message>
        <message numerus="yes">
            <source>Regenerate %n keys</source>
            <translation>
                <numerusform>%n Schlüssel neu erzeugen</numerusform>
                <numerusform>%n Schlüssel neu erzeugen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>citations</name>
        <message>
            <source>there is no citation style '{style}' (try {known}, or a .csl file)</source>
            <translation>es gibt keinen Zitierstil '{style}' (versuchen Sie {known} oder eine .csl-Datei)</translation>
        </message>
        <message>
            <source>{path}: no such style file</source>
            <translation>{path}: diese Stildatei gibt es nicht</translation>
        </message>
        <message>
            <source>there is no added style '{style_id}'</source>
            <translation>es gibt keinen hinzugefügten Stil '{style_id}'</translation>
        </message>
        <message>
            <source>unknown format '{fmt}' (use {names})</source>
            <translation>unbekanntes Format '{fmt}' (verwenden Sie {names})</translation>
        </message>
        <message>
            <source>the style '{title}' cannot format these entries ({exc})</source>
            <translation>der Stil '{title}' kann diese Einträge nicht formatieren ({exc})</translation>
        </message>
    </context>
    <context>
        <name>citations_ui</name>
        <message>
            <source>Select the papers to copy first.</source>
            <translation>Wählen Sie zuerst die zu kopierenden Artikel aus.</translation>
        </message>
        <message>
            <source>The references could not be formatted: </source>
            <translation>Die Literaturangaben konnten nicht formatiert werden: </translation>
        </message>
        <message numerus="yes">
            <source>Copied %n references in {style}</source>
            <translation>
                <numerusform>1 Literaturangabe in {style} kopiert</numerusform>
                <numerusform>%n Literaturangaben in {style} kopiert</numerusform>
            </translation>
        </message>
        <message>
            <source>Select the papers to cite first.</source>
            <translation>Wählen Sie zuerst die zu zitierenden Artikel aus.</translation>
        </message>
        <message>
            <source>The citation could not be formatted: </source>
            <translation>Der Kurzbeleg konnte nicht formatiert werden: </translation>
        </message>
        <message>
            <source>Copied {citation}</source>
            <translation>{citation} kopiert</translation>
        </message>
        <message>
            <source>Still formatting the last references; try again in a moment.</source>
            <translation>Die letzten Literaturangaben werden noch formatiert; versuchen Sie es gleich noch einmal.</translation>
        </message>
        <message numerus="yes">
            <source>Formatting %n references…</source>
            <translation>
                <numerusform>1 Literaturangabe wird formatiert…</numerusform>
                <numerusform>%n Literaturangaben werden formatiert…</numerusform>
            </translation>
        </message>
        <message>
            <source>Formatting references… the preview follows.</source>
            <translation>Literaturangaben werden formatiert… die Vorschau folgt.</translation>
        </message>
        <message>
            <source>No reference in {style}: {reason}</source>
            <translation>Keine Literaturangabe in {style}: {reason}</translation>
        </message>
        <message>
            <source>Export to {path} failed; the file was not changed.

</source>
            <translation>Export nach {path} fehlgeschlagen; die Datei wurde nicht verändert.

</translation>
        </message>
        <message numerus="yes">
            <source>Exported %n entries to {path}</source>
            <translation>
                <numerusform>1 Eintrag nach {path} exportiert</numerusform>
                <numerusform>%n Einträge nach {path} exportiert</numerusform>
            </translation>
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
            <source>Keep a note of your own on a paper of a shared library: private, or with --public shown to every member beside who has read it. Without TEXT, print your notes and private tags of the paper.</source>
            <translation>Eine eigene Notiz zu einem Paper einer gemeinsamen Bibliothek: privat oder mit --public für alle Mitglieder neben der Angabe sichtbar, wer es gelesen hat. Ohne TEXT werden Ihre Notizen und privaten Schlagwörter zum Paper ausgegeben.</translation>
        </message>
        <message>
            <source>the note ('' removes it); without it, your notes are printed</source>
            <translation>die Notiz ('' entfernt sie); ohne sie werden Ihre Notizen ausgegeben</translation>
        </message>
        <message>
            <source>seen by you only (the default)</source>
            <translation>nur für Sie sichtbar (Standard)</translation>
        </message>
        <message>
            <source>the name other members see for you</source>
            <translation>der Name, unter dem andere Mitglieder Sie sehen</translation>
        </message>
        <message>
            <source>back the library up now (compressed), or list backups</source>
            <translation>die Bibliothek jetzt sichern (komprimiert) oder die Sicherungen auflisten</translation>
        </message>
        <message>
            <source>examples:</source>
            <translation>Beispiele:</translation>
        </message>
        <message numerus="yes">
            <source> and %n more</source>
            <translation>
                <numerusform> und %n weiterer</numerusform>
                <numerusform> und %n weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing was changed (answered {answer})</source>
            <translation>nichts wurde geändert (Antwort: {answer})</translation>
        </message>
        <message>
            <source>Delete every entry the search words find (as `papershelf search` finds them), with its tags and list places; key:k1 means the key k1 only (key:k1* every key starting with k1). It says how many and which entries it will delete and asks first (--yes: without asking; needed when standard input is not a terminal). The library is backed up first, into its backups folder (File › Restore from Backup… in the app brings it back).</source>
            <translation>Löscht jeden Eintrag, den die Suchwörter finden (wie `papershelf search` sie findet), mit seinen Schlagwörtern und Listenplätzen; key:k1 bedeutet nur den Schlüssel k1 (key:k1* jeden Schlüssel, der mit k1 beginnt). Der Befehl sagt, wie viele und welche Einträge er löschen wird, und fragt vorher (--yes: ohne zu fragen; nötig, wenn die Standardeingabe kein Terminal ist). Die Bibliothek wird zuerst in ihren Sicherungsordner gesichert (Datei › Aus Sicherung wiederherstellen… in der App holt sie zurück).</translation>
        </message>
        <message>
            <source>delete without showing the entries and asking</source>
            <translation>löschen, ohne die Einträge zu zeigen und zu fragen</translation>
        </message>
        <message>
            <source>Citation keys are made once, when an entry arrives without one, and then kept. These commands show or set the pattern new keys follow, and remake the keys of chosen entries.</source>
            <translation>Zitierschlüssel werden einmal erzeugt, wenn ein Eintrag ohne Schlüssel ankommt, und dann beibehalten. Diese Befehle zeigen oder setzen das Muster für neue Schlüssel und erzeugen die Schlüssel ausgewählter Einträge neu.</translation>
        </message>
        <message>
            <source>show or set the key pattern</source>
            <translation>das Schlüsselmuster anzeigen oder setzen</translation>
        </message>
        <message>
            <source>the new pattern</source>
            <translation>das neue Muster</translation>
        </message>
        <message>
            <source>go back to the default pattern</source>
            <translation>zum Standardmuster zurückkehren</translation>
        </message>
        <message>
            <source>remake the keys of the entries a search finds</source>
            <translation>die Schlüssel der von einer Suche gefundenen Einträge neu erzeugen</translation>
        </message>
        <message>
            <source>Give the chosen entries new keys from the pattern (keys that already fit it stay). With --dry-run, only print what would change.</source>
            <translation>Gibt den ausgewählten Einträgen neue Schlüssel nach dem Muster (Schlüssel, die schon passen, bleiben). Mit --dry-run wird nur ausgegeben, was sich ändern würde.</translation>
        </message>
        <message>
            <source>use P instead of the library's</source>
            <translation>P statt des Musters der Bibliothek verwenden</translation>
        </message>
        <message>
            <source>change nothing, only print</source>
            <translation>nichts ändern, nur ausgeben</translation>
        </message>
        <message>
            <source>Look up each DOI (bare, doi:…, https://doi.org/…) at Crossref, or at doi.org where Crossref does not hold it, and each arXiv id (1605.08386, 2104.12255v1, astro-ph/0601001, arXiv:…, arxiv.org links) at arXiv, and add the papers found. Prints one line per id; exits 1 if any id could not be added, after adding the others. Answers are cached for a week. PAPERSHELF_CROSSREF_URL, PAPERSHELF_DOI_URL and PAPERSHELF_ARXIV_URL send the requests elsewhere (a mirror, a proxy); PAPERSHELF_CONTACT_EMAIL is sent to Crossref as its etiquette asks.</source>
            <translation>Schlägt jede DOI (pur, doi:…, https://doi.org/…) bei Crossref nach, oder bei doi.org, wo Crossref sie nicht führt, und jede arXiv-ID (1605.08386, 2104.12255v1, astro-ph/0601001, arXiv:…, arxiv.org-Links) bei arXiv, und fügt die gefundenen Artikel hinzu. Gibt eine Zeile pro ID aus; endet mit 1, wenn eine ID nicht hinzugefügt werden konnte, nachdem die anderen hinzugefügt wurden. Antworten werden eine Woche zwischengespeichert. PAPERSHELF_CROSSREF_URL, PAPERSHELF_DOI_URL und PAPERSHELF_ARXIV_URL leiten die Anfragen anderswohin (ein Spiegel, ein Proxy); PAPERSHELF_CONTACT_EMAIL wird an Crossref gesendet, wie dessen Etikette es verlangt.</translation>
        </message>
        <message>
            <source>DOIs and arXiv ids ('-': read stdin)</source>
            <translation>DOIs und arXiv-IDs ('-': von der Standardeingabe lesen)</translation>
        </message>
        <message>
            <source>reading list to add to</source>
            <translation>Leseliste, zu der hinzugefügt wird</translation>
        </message>
        <message>
            <source>papershelf: no DOI or arXiv id given</source>
            <translation>papershelf: keine DOI oder arXiv-ID angegeben</translation>
        </message>
        <message>
            <source>looking up {done}/{total}: {current}</source>
            <translation>schlage nach {done}/{total}: {current}</translation>
        </message>
        <message>
            <source>Find WORDS on page N of the entry's PDF (white space, hyphens at line ends and ligatures do not matter) and highlight them in the library. The PDF is not changed: `papershelf annotations KEY --write-pdf` writes annotations into it.</source>
            <translation>Findet WORDS auf Seite N des PDFs des Eintrags (Leerraum, Trennstriche am Zeilenende und Ligaturen spielen keine Rolle) und hebt sie in der Bibliothek hervor. Das PDF wird nicht verändert: `papershelf annotations KEY --write-pdf` schreibt Anmerkungen hinein.</translation>
        </message>
        <message>
            <source>the entry's citation key</source>
            <translation>der Zitierschlüssel des Eintrags</translation>
        </message>
        <message>
            <source>the page (from 1)</source>
            <translation>die Seite (ab 1)</translation>
        </message>
        <message>
            <source>words on that page</source>
            <translation>Wörter auf dieser Seite</translation>
        </message>
        <message>
            <source>a rectangle of the page in points (its words quoted)</source>
            <translation>ein Rechteck der Seite in Punkt (seine Wörter zitiert)</translation>
        </message>
        <message>
            <source>a tag on the annotation (again for more)</source>
            <translation>ein Schlagwort an der Anmerkung (für weitere wiederholen)</translation>
        </message>
        <message>
            <source>{colours} or #rrggbb (yellow)</source>
            <translation>{colours} oder #rrggbb (yellow)</translation>
        </message>
        <message>
            <source>a comment on the words</source>
            <translation>ein Kommentar zu den Wörtern</translation>
        </message>
        <message>
            <source>a shared library's members all see it (else only you do)</source>
            <translation>alle Mitglieder einer gemeinsamen Bibliothek sehen sie (sonst nur Sie)</translation>
        </message>
        <message>
            <source>Print the annotations of the entry KEY (or of a reading list, a tag or a search) as JSON or as Markdown quotes with page numbers and [@key, p. N] citations, which pandoc --citeproc renders with the list's CSL-JSON export.</source>
            <translation>Gibt die Anmerkungen des Eintrags KEY (oder einer Leseliste, eines Schlagworts oder einer Suche) als JSON oder als Markdown-Zitate mit Seitenzahlen und [@key, p. N]-Zitationen aus, die pandoc --citeproc mit dem CSL-JSON-Export der Liste setzt.</translation>
        </message>
        <message>
            <source>only the annotations this library's user made</source>
            <translation>nur die Anmerkungen, die der Benutzer dieser Bibliothek gemacht hat</translation>
        </message>
        <message>
            <source>write to FILE</source>
            <translation>in FILE schreiben</translation>
        </message>
        <message>
            <source>first read the annotations the entry's PDF holds</source>
            <translation>zuerst die Anmerkungen lesen, die das PDF des Eintrags enthält</translation>
        </message>
        <message>
            <source>write its annotations into its PDF (backed up first)</source>
            <translation>seine Anmerkungen in sein PDF schreiben (vorher gesichert)</translation>
        </message>
        <message>
            <source>{key}'s PDF {error}</source>
            <translation>PDF von {key}: {error}</translation>
        </message>
        <message>
            <source>name either an entry KEY or one of --list, --tag, --query</source>
            <translation>nennen Sie entweder einen Eintrag KEY oder eines von --list, --tag, --query</translation>
        </message>
        <message>
            <source>--read-pdf and --write-pdf take one entry KEY</source>
            <translation>--read-pdf und --write-pdf nehmen einen Eintrag KEY</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n annotations</source>
            <translation>
                <numerusform>{path}: %n Anmerkung</numerusform>
                <numerusform>{path}: %n Anmerkungen</numerusform>
            </translation>
        </message>
        <message>
            <source>{key}: no new annotations read from {path}</source>
            <translation>{key}: keine neuen Anmerkungen aus {path} gelesen</translation>
        </message>
        <message>
            <source>{key}: new annotations read from {path}</source>
            <translation>{key}: neue Anmerkungen aus {path} gelesen</translation>
        </message>
        <message>
            <source>{key}: {added} added, {updated} updated, {removed} removed in {path} (the file as it was: {backup})</source>
            <translation>{key}: {added} hinzugefügt, {updated} aktualisiert, {removed} entfernt in {path} (die Datei, wie sie war: {backup})</translation>
        </message>
        <message>
            <source>Attach each FILE to the entry KEY: linked where it is, or copied into the library's managed folder (files/ beside the library unless set in the app's Preferences), as the library's setting says unless --copy or --link is given.</source>
            <translation>Hängt jede FILE an den Eintrag KEY an: verknüpft, wo sie liegt, oder in den verwalteten Ordner der Bibliothek kopiert (files/ neben der Bibliothek, sofern nicht in den Einstellungen der App anders festgelegt), wie es die Einstellung der Bibliothek sagt, außer --copy oder --link ist angegeben.</translation>
        </message>
        <message>
            <source>files to attach</source>
            <translation>anzuhängende Dateien</translation>
        </message>
        <message>
            <source>copy the files into the managed folder</source>
            <translation>die Dateien in den verwalteten Ordner kopieren</translation>
        </message>
        <message>
            <source>link the files where they are</source>
            <translation>die Dateien dort verknüpfen, wo sie liegen</translation>
        </message>
        <message>
            <source>{key}: {name} copied to {path}</source>
            <translation>{key}: {name} kopiert nach {path}</translation>
        </message>
        <message>
            <source>{key}: {name} linked at {path}</source>
            <translation>{key}: {name} verknüpft unter {path}</translation>
        </message>
        <message>
            <source>Bind a reading list (or the whole library) to a file that is rewritten whenever its entries change: by the app as you work, and by the commands that change entries (import, keys regenerate), or now with 'autoexport run'.</source>
            <translation>Bindet eine Leseliste (oder die ganze Bibliothek) an eine Datei, die neu geschrieben wird, sobald sich ihre Einträge ändern: von der App während Sie arbeiten und von den Befehlen, die Einträge ändern (import, keys regenerate), oder sofort mit 'autoexport run'.</translation>
        </message>
        <message>
            <source>bind a file, and write it now</source>
            <translation>eine Datei binden und jetzt schreiben</translation>
        </message>
        <message>
            <source>bibtex, biblatex, ris or csl-json (default: csl-json for a .json file, ris for .ris, else bibtex)</source>
            <translation>bibtex, biblatex, ris oder csl-json (Standard: csl-json für eine .json-Datei, ris für .ris, sonst bibtex)</translation>
        </message>
        <message>
            <source>stop keeping a file</source>
            <translation>eine Datei nicht mehr pflegen</translation>
        </message>
        <message>
            <source>print the bound files</source>
            <translation>die gebundenen Dateien ausgeben</translation>
        </message>
        <message>
            <source>rewrite every bound file now</source>
            <translation>jede gebundene Datei jetzt neu schreiben</translation>
        </message>
        <message>
            <source>{path} is not kept up to date</source>
            <translation>{path} wird nicht aktuell gehalten</translation>
        </message>
        <message>
            <source>{path}: no longer kept up to date (the file stays)</source>
            <translation>{path}: wird nicht mehr aktuell gehalten (die Datei bleibt)</translation>
        </message>
        <message>
            <source>Print the entries a query finds (all entries when there is none) as a reference list in a CSL citation style, to paste into Word, Google Docs or Markdown; or, with --in-text, their in-text citation ('(Vaswani et al., 2017)', '[1]'). Styles: {styles}, any style id --list-styles shows, or a .csl file. Example: papershelf cite key:vaswani2017attention --style ieee</source>
            <translation>Gibt die von einer Suche gefundenen Einträge (alle Einträge, wenn keine angegeben ist) als Literaturverzeichnis in einem CSL-Zitierstil aus, zum Einfügen in Word, Google Docs oder Markdown; oder mit --in-text ihre Zitation im Text ('(Vaswani et al., 2017)', '[1]'). Stile: {styles}, jede Stil-ID, die --list-styles zeigt, oder eine .csl-Datei. Beispiel: papershelf cite key:vaswani2017attention --style ieee</translation>
        </message>
        <message>
            <source>a citation style (default: apa)</source>
            <translation>ein Zitierstil (Standard: apa)</translation>
        </message>
        <message>
            <source>text (default), html, markdown or rtf</source>
            <translation>text (Standard), html, markdown oder rtf</translation>
        </message>
        <message>
            <source>print the in-text citation</source>
            <translation>die Zitation im Text ausgeben</translation>
        </message>
        <message>
            <source>list the styles that can be used and stop</source>
            <translation>die verwendbaren Stile auflisten und beenden</translation>
        </message>
        <message>
            <source>no entry matches '{query}'</source>
            <translation>kein Eintrag passt zu '{query}'</translation>
        </message>
        <message>
            <source>the library is empty</source>
            <translation>die Bibliothek ist leer</translation>
        </message>
        <message>
            <source>Write the whole library (or a reading list in its order, a tag with the tags below it, or what a search finds) to a file, replaced atomically: a failed export leaves the old file as it was. Entries come in the list's order, else by citation key; the same library always gives the same bytes.</source>
            <translation>Schreibt die ganze Bibliothek (oder eine Leseliste in ihrer Reihenfolge, ein Schlagwort mit den Schlagwörtern darunter oder die Treffer einer Suche) in eine Datei, die atomar ersetzt wird: ein fehlgeschlagener Export lässt die alte Datei unverändert. Die Einträge kommen in der Reihenfolge der Liste, sonst nach Zitierschlüssel; dieselbe Bibliothek ergibt immer dieselben Bytes.</translation>
        </message>
        <message>
            <source>a reading list</source>
            <translation>eine Leseliste</translation>
        </message>
        <message>
            <source>a tag (and the tags below it)</source>
            <translation>ein Schlagwort (und die Schlagwörter darunter)</translation>
        </message>
        <message>
            <source>a search, as `papershelf search` takes it</source>
            <translation>eine Suche, wie `papershelf search` sie nimmt</translation>
        </message>
        <message>
            <source>what a LaTeX or Markdown document cites (and the crossref/xdata/set parents)</source>
            <translation>was ein LaTeX- oder Markdown-Dokument zitiert (und die crossref/xdata/set-Elterneinträge)</translation>
        </message>
        <message>
            <source>bibtex (default) or biblatex, both UTF-8: values read from a .bib go back as they were read, new or edited text gets the LaTeX escapes the flavour needs; ris; csl-json (for pandoc --citeproc, Quarto, Zotero: each item's id is its citation key); or a reference list in --style: html, markdown, rtf or text</source>
            <translation>bibtex (Standard) oder biblatex, beide UTF-8: aus einer .bib gelesene Werte gehen so zurück, wie sie gelesen wurden, neuer oder bearbeiteter Text erhält die LaTeX-Maskierungen, die die Variante braucht; ris; csl-json (für pandoc --citeproc, Quarto, Zotero: die id jedes Eintrags ist sein Zitierschlüssel); oder ein Literaturverzeichnis im --style: html, markdown, rtf oder text</translation>
        </message>
        <message>
            <source>the citation style of a reference list (default apa; see `papershelf cite --list-styles`)</source>
            <translation>der Zitierstil eines Literaturverzeichnisses (Standard apa; siehe `papershelf cite --list-styles`)</translation>
        </message>
        <message>
            <source>csl-json: include the attachments' local file paths (left out by default: a shared file should not tell where your papers are kept)</source>
            <translation>csl-json: die lokalen Dateipfade der Anhänge aufnehmen (standardmäßig weggelassen: eine weitergegebene Datei soll nicht verraten, wo Ihre Artikel liegen)</translation>
        </message>
        <message>
            <source>the file to write ('-': stdout)</source>
            <translation>die zu schreibende Datei ('-': Standardausgabe)</translation>
        </message>
        <message>
            <source>there is no reading list called '{name}'</source>
            <translation>es gibt keine Leseliste namens '{name}'</translation>
        </message>
        <message>
            <source>there is no tag called '{name}'</source>
            <translation>es gibt kein Schlagwort namens '{name}'</translation>
        </message>
        <message>
            <source>cannot export: {why}</source>
            <translation>Export nicht möglich: {why}</translation>
        </message>
        <message>
            <source>{path}: cannot write ({why})</source>
            <translation>{path}: kann nicht geschrieben werden ({why})</translation>
        </message>
        <message>
            <source>{path}: its reading list was deleted; not written</source>
            <translation>{path}: seine Leseliste wurde gelöscht; nicht geschrieben</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries (written)</source>
            <translation>
                <numerusform>{path}: %n Eintrag (geschrieben)</numerusform>
                <numerusform>{path}: %n Einträge (geschrieben)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries (unchanged)</source>
            <translation>
                <numerusform>{path}: %n Eintrag (unverändert)</numerusform>
                <numerusform>{path}: %n Einträge (unverändert)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>... and %n more style warnings</source>
            <translation>
                <numerusform>... und %n weitere Stilwarnung</numerusform>
                <numerusform>... und %n weitere Stilwarnungen</numerusform>
            </translation>
        </message>
        <message>
            <source>Import files into the library: BibTeX/BibLaTeX (.bib, .bibtex), RIS (.ris), CSL-JSON (.json: Zotero's, Pandoc's, Papershelf's own export), EndNote XML (.xml), plain-text abstract lists (.txt: a header line, then one abstract per paragraph) and PDFs (.pdf: one entry each with the PDF attached, its DOI or arXiv id kept, title and authors inferred from the PDF unless --lookup; its text is indexed for search before the command returns) and Zotero's own library (its data folder or zotero.sqlite: items, notes, files, tags, collections; read without disturbing a running Zotero). Each file is imported whole or not at all; entries that cannot be read are listed with their line. A paper the library surely has (the same DOI or arXiv id, or the same title, year, authors, venue and pages) is a duplicate: skipped by default; one that only may be (a similar title, the same abstract) is imported and listed as a 'possible duplicate'. Entries of one file with keys of their own are never duplicates of each other.</source>
            <translation>Importiert Dateien in die Bibliothek: BibTeX/BibLaTeX (.bib, .bibtex), RIS (.ris), CSL-JSON (.json: der Export von Zotero, Pandoc oder Papershelf selbst), EndNote XML (.xml), Abstract-Listen als Text (.txt: eine Kopfzeile, dann ein Abstract pro Absatz) und PDFs (.pdf: je ein Eintrag mit angehängtem PDF, seine DOI oder arXiv-ID übernommen, Titel und Autoren aus dem PDF erschlossen, außer mit --lookup; sein Text wird für die Suche indexiert, bevor der Befehl endet) sowie Zoteros eigene Bibliothek (ihr Datenordner oder zotero.sqlite: Einträge, Notizen, Dateien, Schlagwörter, Sammlungen; gelesen, ohne ein laufendes Zotero zu stören). Jede Datei wird ganz oder gar nicht importiert; unlesbare Einträge werden mit ihrer Zeile aufgeführt. Ein Artikel, den die Bibliothek sicher schon hat (dieselbe DOI oder arXiv-ID oder derselbe Titel, dasselbe Jahr, dieselben Autoren, derselbe Ort und dieselben Seiten), ist eine Dublette: standardmäßig übersprungen; einer, der es nur sein könnte (ein ähnlicher Titel, dasselbe Abstract), wird importiert und als 'mögliche Dublette' aufgeführt. Einträge einer Datei mit eigenen Schlüsseln sind nie Dubletten voneinander.</translation>
        </message>
        <message>
            <source>files to import ('-': standard input, its format told from its content; a folder: the PDFs in it and its subfolders; Zotero's data folder: its library)</source>
            <translation>zu importierende Dateien ('-': Standardeingabe, ihr Format am Inhalt erkannt; ein Ordner: die PDFs darin und in seinen Unterordnern; Zoteros Datenordner: dessen Bibliothek)</translation>
        </message>
        <message>
            <source>reading list to put the entries in (default: the file's header line)</source>
            <translation>Leseliste, in die die Einträge kommen (Standard: die Kopfzeile der Datei)</translation>
        </message>
        <message>
            <source>skip a sure duplicate (default), merge it into the entry it duplicates (filling in the fields that entry lacks), or keep it as an entry of its own; a possible duplicate is always imported and listed</source>
            <translation>eine sichere Dublette überspringen (Standard), sie mit dem Eintrag zusammenführen, den sie doppelt (die Felder ergänzen, die diesem fehlen), oder sie als eigenen Eintrag behalten; eine mögliche Dublette wird immer importiert und aufgeführt</translation>
        </message>
        <message>
            <source>look the DOI or arXiv id found in each PDF up online (Crossref, DataCite, arXiv) for its full record; without it nothing leaves this computer</source>
            <translation>die in jedem PDF gefundene DOI oder arXiv-ID online nachschlagen (Crossref, DataCite, arXiv), um den vollständigen Datensatz zu erhalten; ohne diese Option verlässt nichts diesen Computer</translation>
        </message>
        <message>
            <source>store nothing: read the bibliographies and print what the import would find (duplicates, keys it would change, problems), as the window's review shows it</source>
            <translation>nichts speichern: die Bibliografien lesen und ausgeben, was der Import finden würde (Duplikate, Schlüssel, die er ändern würde, Probleme), wie es die Prüfung im Fenster zeigt</translation>
        </message>
        <message>
            <source>total: {summary}</source>
            <translation>gesamt: {summary}</translation>
        </message>
        <message>
            <source>{path}: not planned (--dry-run reads bibliographies only)</source>
            <translation>{path}: nicht geplant (--dry-run liest nur Bibliografien)</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n records, {duplicates} of them duplicates (dry run: nothing stored)</source>
            <translation>
                <numerusform>{path}: %n Datensatz, davon {duplicates} Duplikate (Probelauf: nichts gespeichert)</numerusform>
                <numerusform>{path}: %n Datensätze, davon {duplicates} Duplikate (Probelauf: nichts gespeichert)</numerusform>
            </translation>
        </message>
        <message>
            <source>importing {name}: {share}%</source>
            <translation>importiere {name}: {share} %</translation>
        </message>
        <message>
            <source>{summary} into '{list}'</source>
            <translation>{summary} in '{list}'</translation>
        </message>
        <message>
            <source>Move a library between a file and a PostgreSQL server, or dump it. A library is a file path or a postgresql://user@host/dbname URL (passwords come from ~/.pgpass or PGPASSWORD, never the command line).</source>
            <translation>Bewegt eine Bibliothek zwischen einer Datei und einem PostgreSQL-Server oder gibt sie aus. Eine Bibliothek ist ein Dateipfad oder eine postgresql://user@host/dbname-URL (Passwörter kommen aus ~/.pgpass oder PGPASSWORD, nie von der Befehlszeile).</translation>
        </message>
        <message>
            <source>copy every entry, tag, list, search and setting into a new library</source>
            <translation>jeden Eintrag, jedes Schlagwort, jede Liste, Suche und Einstellung in eine neue Bibliothek kopieren</translation>
        </message>
        <message>
            <source>Copy the whole library SRC into DST, a new (or empty) library, keeping every id, raw BibTeX field, tag colour, list order and note, saved search, key and attachment record; the search index is rebuilt at DST. One transaction: if the copy fails or is interrupted, DST is left empty. DST must hold nothing yet. Progress goes to stderr. PDF text is not copied: it is read again from the attached files.</source>
            <translation>Kopiert die ganze Bibliothek SRC nach DST, eine neue (oder leere) Bibliothek, und behält jede ID, jedes BibTeX-Rohfeld, jede Schlagwortfarbe, Listenreihenfolge und Notiz, gespeicherte Suche, jeden Schlüssel und Anhangsdatensatz; der Suchindex wird in DST neu aufgebaut. Eine Transaktion: schlägt die Kopie fehl oder wird sie unterbrochen, bleibt DST leer. DST darf noch nichts enthalten. Der Fortschritt geht auf stderr. PDF-Text wird nicht kopiert: er wird aus den angehängten Dateien neu gelesen.</translation>
        </message>
        <message>
            <source>the library to copy (file or URL)</source>
            <translation>die zu kopierende Bibliothek (Datei oder URL)</translation>
        </message>
        <message>
            <source>the new library (file or URL)</source>
            <translation>die neue Bibliothek (Datei oder URL)</translation>
        </message>
        <message>
            <source>write every row of a library as sorted JSON lines</source>
            <translation>jede Zeile einer Bibliothek als sortierte JSON-Zeilen schreiben</translation>
        </message>
        <message>
            <source>Write every user-data row of LIB as one JSON line each, sorted by table and primary key, with values written the same way for a file and a server: two libraries with the same content dump to the same bytes (compare with cmp or diff). The search index and other derived data are left out.</source>
            <translation>Schreibt jede Benutzerdatenzeile von LIB als je eine JSON-Zeile, sortiert nach Tabelle und Primärschlüssel, mit Werten, die für eine Datei und einen Server gleich geschrieben werden: zwei Bibliotheken mit gleichem Inhalt ergeben dieselben Bytes (mit cmp oder diff vergleichen). Der Suchindex und andere abgeleitete Daten werden weggelassen.</translation>
        </message>
        <message>
            <source>the library (file or URL)</source>
            <translation>die Bibliothek (Datei oder URL)</translation>
        </message>
        <message>
            <source>the file to write (default stdout)</source>
            <translation>die zu schreibende Datei (Standard: Standardausgabe)</translation>
        </message>
        <message>
            <source>SRC and DST are the same library</source>
            <translation>SRC und DST sind dieselbe Bibliothek</translation>
        </message>
        <message>
            <source>papershelf: interrupted; nothing was copied to {library}</source>
            <translation>papershelf: abgebrochen; nichts wurde nach {library} kopiert</translation>
        </message>
        <message>
            <source>repaired: {what}</source>
            <translation>repariert: {what}</translation>
        </message>
        <message numerus="yes">
            <source>copied %n entries ({rows} rows in {tables} tables) from {source} to {destination} in {seconds} s</source>
            <translation>
                <numerusform>%n Eintrag kopiert ({rows} Zeilen in {tables} Tabellen) von {source} nach {destination} in {seconds} s</numerusform>
                <numerusform>%n Einträge kopiert ({rows} Zeilen in {tables} Tabellen) von {source} nach {destination} in {seconds} s</numerusform>
            </translation>
        </message>
        <message>
            <source>rebuilding {what}</source>
            <translation>{what} wird neu aufgebaut</translation>
        </message>
        <message numerus="yes">
            <source>{table}: %n rows</source>
            <translation>
                <numerusform>{table}: %n Zeile</numerusform>
                <numerusform>{table}: %n Zeilen</numerusform>
            </translation>
        </message>
        <message>
            <source>{table}: {share}% ({done} of {total} rows)</source>
            <translation>{table}: {share} % ({done} von {total} Zeilen)</translation>
        </message>
        <message>
            <source>wrote the dump of {library} to {path}</source>
            <translation>den Auszug von {library} nach {path} geschrieben</translation>
        </message>
        <message>
            <source>Reading lists are ordered queues of entries. Entries are chosen by search words, as `papershelf search` finds them.</source>
            <translation>Leselisten sind geordnete Warteschlangen von Einträgen. Einträge werden mit Suchwörtern ausgewählt, wie `papershelf search` sie findet.</translation>
        </message>
        <message>
            <source>append the entries a search finds to a list</source>
            <translation>die von einer Suche gefundenen Einträge an eine Liste anhängen</translation>
        </message>
        <message>
            <source>Append the entries the search words find to the end of a reading list (created if it is new); entries already in it keep their place.</source>
            <translation>Hängt die von den Suchwörtern gefundenen Einträge ans Ende einer Leseliste an (die bei Bedarf angelegt wird); Einträge, die schon darin sind, behalten ihren Platz.</translation>
        </message>
        <message>
            <source>take the entries a search finds out of a list</source>
            <translation>die von einer Suche gefundenen Einträge aus einer Liste nehmen</translation>
        </message>
        <message>
            <source>print a list in its order</source>
            <translation>eine Liste in ihrer Reihenfolge ausgeben</translation>
        </message>
        <message>
            <source>print a JSON array</source>
            <translation>ein JSON-Array ausgeben</translation>
        </message>
        <message>
            <source>added {entries} to new list '{name}'</source>
            <translation>{entries} zur neuen Liste '{name}' hinzugefügt</translation>
        </message>
        <message>
            <source>added {entries} to '{name}'</source>
            <translation>{entries} zu '{name}' hinzugefügt</translation>
        </message>
        <message numerus="yes">
            <source> (%n already in it)</source>
            <translation>
                <numerusform> (%n war schon darin)</numerusform>
                <numerusform> (%n waren schon darin)</numerusform>
            </translation>
        </message>
        <message>
            <source>removed {entries} from '{name}'</source>
            <translation>{entries} aus '{name}' entfernt</translation>
        </message>
        <message>
            <source>{read}/{total} read</source>
            <translation>{read}/{total} gelesen</translation>
        </message>
        <message>
            <source>Search Semantic Scholar, OpenAlex, Crossref and arXiv for each entry (QUERY in the search language; without one, every entry with an inferred title or no authors) and list its best candidates with the evidence: how closely the candidate's abstract matches the entry's (a token-set ratio of the two abstracts as plain, case- and accent-folded text), and the title's. With --apply, a candidate whose abstract matches at least 95%% replaces the entry's title, authors, venue, year, DOI and the like (the entry keeps its abstract, notes and key), all in one step.</source>
            <translation>Durchsucht Semantic Scholar, OpenAlex, Crossref und arXiv nach jedem Eintrag (QUERY in der Suchsprache; ohne sie jeder Eintrag mit erschlossenem Titel oder ohne Autoren) und listet seine besten Kandidaten mit den Belegen auf: wie genau das Abstract des Kandidaten dem des Eintrags entspricht (ein Token-Set-Verhältnis der beiden Abstracts als reiner Text ohne Groß-/Kleinschreibung und Akzente) und wie genau der Titel. Mit --apply ersetzt ein Kandidat, dessen Abstract zu mindestens 95%% übereinstimmt, Titel, Autoren, Erscheinungsort, Jahr, DOI und dergleichen des Eintrags (der Eintrag behält Abstract, Notizen und Schlüssel), alles in einem Schritt.</translation>
        </message>
        <message>
            <source>which entries (default: see above)</source>
            <translation>welche Einträge (Standard: siehe oben)</translation>
        </message>
        <message>
            <source>apply candidates that match ≥ 95%%</source>
            <translation>Kandidaten übernehmen, die zu ≥ 95%% übereinstimmen</translation>
        </message>
        <message>
            <source>papershelf: no entry to look up</source>
            <translation>papershelf: kein Eintrag zum Nachschlagen</translation>
        </message>
        <message>
            <source>applied {applied} of {looked} (abstracts matching ≥ 95%)</source>
            <translation>{applied} von {looked} übernommen (Abstracts mit ≥ 95 % Übereinstimmung)</translation>
        </message>
        <message>
            <source> (inferred title)</source>
            <translation> (erschlossener Titel)</translation>
        </message>
        <message>
            <source>n.d.</source>
            <translation>o. J.</translation>
        </message>
        <message>
            <source>no candidate found</source>
            <translation>kein Kandidat gefunden</translation>
        </message>
        <message>
            <source>Rebuild the index that search uses from every entry of the library, then read the text of every attached PDF not read yet (and retry those that could not be read before) into the full-text index. Only PDFs you attached or agreed to open are read. A PDF stopped for taking too much time or memory is not read again unless you ask (--retry-over-budget). The index follows every change by itself; run this if search ever seems to miss entries it should find.</source>
            <translation>Baut den Index, den die Suche verwendet, aus jedem Eintrag der Bibliothek neu auf und liest dann den Text jedes noch nicht gelesenen angehängten PDFs (und versucht erneut die, die vorher nicht gelesen werden konnten) in den Volltextindex. Nur PDFs, die Sie angehängt oder zu öffnen erlaubt haben, werden gelesen. Ein PDF, das wegen zu viel Zeit oder Speicher angehalten wurde, wird nicht erneut gelesen, außer Sie verlangen es (--retry-over-budget). Der Index folgt jeder Änderung von selbst; führen Sie dies aus, wenn die Suche einmal Einträge zu übersehen scheint, die sie finden sollte.</translation>
        </message>
        <message>
            <source>read again the PDFs stopped before for taking too much time or memory</source>
            <translation>die PDFs erneut lesen, die zuvor wegen zu viel Zeit oder Speicher angehalten wurden</translation>
        </message>
        <message numerus="yes">
            <source>reindexed %n entries in {seconds} s; the index checked</source>
            <translation>
                <numerusform>%n Eintrag in {seconds} s neu indexiert; der Index ist geprüft</numerusform>
                <numerusform>%n Einträge in {seconds} s neu indexiert; der Index ist geprüft</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>reindexed %n entries in {seconds} s; the index FAILED its check</source>
            <translation>
                <numerusform>%n Eintrag in {seconds} s neu indexiert; der Index hat die Prüfung NICHT bestanden</numerusform>
                <numerusform>%n Einträge in {seconds} s neu indexiert; der Index hat die Prüfung NICHT bestanden</numerusform>
            </translation>
        </message>
        <message>
            <source>Open the app, then import each FILE (as File › Import would). 'papershelf FILE...' does the same when the first FILE has a dot or a slash.</source>
            <translation>Öffnet die App und importiert dann jede FILE (wie Datei › Importieren). 'papershelf FILE...' tut dasselbe, wenn die erste FILE einen Punkt oder Schrägstrich enthält.</translation>
        </message>
        <message>
            <source>files to import</source>
            <translation>zu importierende Dateien</translation>
        </message>
        <message>
            <source>'open' starts the app: run it as 'papershelf open FILE...'</source>
            <translation>'open' startet die App: führen Sie es als 'papershelf open FILE...' aus</translation>
        </message>
        <message>
            <source>Search, choose, and print the citation of the chosen papers on stdout. Without search words the picker window opens.</source>
            <translation>Suchen, auswählen und die Zitation der ausgewählten Artikel auf der Standardausgabe ausgeben. Ohne Suchwörter öffnet sich das Auswahlfenster.</translation>
        </message>
        <message>
            <source>search words (as `search` takes)</source>
            <translation>Suchwörter (wie `search` sie nimmt)</translation>
        </message>
        <message>
            <source>cite (default: \cite{a,b}), citep, citet, autocite, biblatex, pandoc ([@a; @b]), mmd, keys (a,b), json, formatted-citation, formatted-bibliography</source>
            <translation>cite (Standard: \cite{a,b}), citep, citet, autocite, biblatex, pandoc ([@a; @b]), mmd, keys (a,b), json, formatted-citation, formatted-bibliography</translation>
        </message>
        <message>
            <source>CSL style of formatted citations</source>
            <translation>CSL-Stil formatierter Zitationen</translation>
        </message>
        <message>
            <source>every match, without asking</source>
            <translation>jeder Treffer, ohne zu fragen</translation>
        </message>
        <message>
            <source>matches listed (default 20)</source>
            <translation>aufgelistete Treffer (Standard 20)</translation>
        </message>
        <message>
            <source>also insert it into a running editor: {editors}</source>
            <translation>sie auch in einen laufenden Editor einfügen: {editors}</translation>
        </message>
        <message>
            <source>Print each editor's push command ({citation}, {keys}, {elisp} and {server} are filled in), or set one: --set emacs 'emacsclient -s thesis --eval …'.</source>
            <translation>Gibt den Einfügebefehl jedes Editors aus ({citation}, {keys}, {elisp} und {server} werden ausgefüllt) oder setzt einen: --set emacs 'emacsclient -s thesis --eval …'.</translation>
        </message>
        <message>
            <source>its default command again</source>
            <translation>wieder sein Standardbefehl</translation>
        </message>
        <message>
            <source>papershelf: nothing chosen</source>
            <translation>papershelf: nichts ausgewählt</translation>
        </message>
        <message>
            <source>nothing matches '{words}'</source>
            <translation>nichts passt zu '{words}'</translation>
        </message>
        <message>
            <source>numbers to cite (e.g. 1 3), Enter for none:</source>
            <translation>zu zitierende Nummern (z. B. 1 3), Eingabe für keine:</translation>
        </message>
        <message>
            <source>A writing project is a LaTeX document (its main .tex or its folder) or a Markdown / Quarto document. Papershelf reads what it cites (the .aux or .bcf of the last build, else the sources) and holds that against the library.</source>
            <translation>Ein Schreibprojekt ist ein LaTeX-Dokument (seine Haupt-.tex oder sein Ordner) oder ein Markdown-/Quarto-Dokument. Papershelf liest, was es zitiert (die .aux oder .bcf des letzten Laufs, sonst die Quellen), und gleicht das mit der Bibliothek ab.</translation>
        </message>
        <message>
            <source>link a document (and keep a .bib of its citations)</source>
            <translation>ein Dokument verknüpfen (und eine .bib seiner Zitationen pflegen)</translation>
        </message>
        <message>
            <source>Link a document. With --bib FILE, FILE is kept written with the cited entries (rewritten when the library or the citations change); --bib named keeps the first .bib the document names (\bibliography, \addbibresource, YAML) — that file is then overwritten.</source>
            <translation>Verknüpft ein Dokument. Mit --bib FILE wird FILE mit den zitierten Einträgen aktuell gehalten (neu geschrieben, wenn sich die Bibliothek oder die Zitationen ändern); --bib named pflegt die erste .bib, die das Dokument nennt (\bibliography, \addbibresource, YAML) — diese Datei wird dann überschrieben.</translation>
        </message>
        <message>
            <source>the project's reading list</source>
            <translation>die Leseliste des Projekts</translation>
        </message>
        <message>
            <source>a file to keep written</source>
            <translation>eine Datei, die aktuell gehalten wird</translation>
        </message>
        <message>
            <source>commit the kept file in its git working tree (e.g. an Overleaf clone) after each rewrite; never pushes</source>
            <translation>die gepflegte Datei nach jedem Neuschreiben in ihrem Git-Arbeitsverzeichnis committen (z. B. einem Overleaf-Klon); pusht nie</translation>
        </message>
        <message>
            <source>of the kept file (default: by its name, else bibtex)</source>
            <translation>der gepflegten Datei (Standard: nach ihrem Namen, sonst bibtex)</translation>
        </message>
        <message>
            <source>cited, missing and uncited entries of a document</source>
            <translation>zitierte, fehlende und nicht zitierte Einträge eines Dokuments</translation>
        </message>
        <message>
            <source>Works on any document, linked or not. --json prints an object with 'cited', 'missing' and 'uncited' key lists (and suggestions, identifiers, warnings).</source>
            <translation>Funktioniert mit jedem Dokument, verknüpft oder nicht. --json gibt ein Objekt mit den Schlüssellisten 'cited', 'missing' und 'uncited' aus (und Vorschlägen, Kennungen, Warnungen).</translation>
        </message>
        <message>
            <source>the list to find uncited papers in (default: the linked one)</source>
            <translation>die Liste, in der nicht zitierte Artikel gesucht werden (Standard: die verknüpfte)</translation>
        </message>
        <message>
            <source>print a JSON object</source>
            <translation>ein JSON-Objekt ausgeben</translation>
        </message>
        <message>
            <source>print the linked projects</source>
            <translation>die verknüpften Projekte ausgeben</translation>
        </message>
        <message>
            <source>unlink a project</source>
            <translation>die Verknüpfung eines Projekts lösen</translation>
        </message>
        <message>
            <source>write a project's kept file now</source>
            <translation>die gepflegte Datei eines Projekts jetzt schreiben</translation>
        </message>
        <message>
            <source>linked {path}</source>
            <translation>{path} verknüpft</translation>
        </message>
        <message>
            <source>{path}: names no bibliography file; give one with --bib FILE</source>
            <translation>{path}: nennt keine Literaturdatei; geben Sie eine mit --bib FILE an</translation>
        </message>
        <message>
            <source>{cited} cited, {missing} missing, {uncited} uncited (read from {origin})</source>
            <translation>{cited} zitiert, {missing} fehlend, {uncited} nicht zitiert (gelesen aus {origin})</translation>
        </message>
        <message>
            <source>the document cites everything (\nocite{*} or @*)</source>
            <translation>das Dokument zitiert alles (\nocite{*} oder @*)</translation>
        </message>
        <message>
            <source>missing</source>
            <translation>fehlend</translation>
        </message>
        <message>
            <source>uncited</source>
            <translation>nicht zitiert</translation>
        </message>
        <message>
            <source>style warnings</source>
            <translation>Stilwarnungen</translation>
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation>
                <numerusform>... und %n weiterer</numerusform>
                <numerusform>... und %n weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>no writing projects linked (papershelf project add PATH)</source>
            <translation>keine Schreibprojekte verknüpft (papershelf project add PATH)</translation>
        </message>
        <message>
            <source>unlinked {path}</source>
            <translation>Verknüpfung von {path} gelöst</translation>
        </message>
        <message>
            <source>{path} is not a linked writing project</source>
            <translation>{path} ist kein verknüpftes Schreibprojekt</translation>
        </message>
        <message>
            <source>papershelf: writing project {name}: {error}</source>
            <translation>papershelf: Schreibprojekt {name}: {error}</translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries cited (written)</source>
            <translation>
                <numerusform>{path}: %n zitierter Eintrag (geschrieben)</numerusform>
                <numerusform>{path}: %n zitierte Einträge (geschrieben)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries cited (unchanged)</source>
            <translation>
                <numerusform>{path}: %n zitierter Eintrag (unverändert)</numerusform>
                <numerusform>{path}: %n zitierte Einträge (unverändert)</numerusform>
            </translation>
        </message>
        <message>
            <source>Print the entries whose title, abstract and keywords are most like those of the entry KEY, most alike first. The score (0 to 1) is an entry's full-text match for KEY's most telling words, as a share of KEY's own.</source>
            <translation>Gibt die Einträge aus, deren Titel, Abstract und Schlüsselwörter denen des Eintrags KEY am ähnlichsten sind, die ähnlichsten zuerst. Die Punktzahl (0 bis 1) ist die Volltextübereinstimmung eines Eintrags mit den aussagekräftigsten Wörtern von KEY, als Anteil der von KEY selbst.</translation>
        </message>
        <message>
            <source>the citation key of the entry</source>
            <translation>der Zitierschlüssel des Eintrags</translation>
        </message>
        <message>
            <source>at most N entries</source>
            <translation>höchstens N Einträge</translation>
        </message>
        <message>
            <source>no entry has the key {key}</source>
            <translation>kein Eintrag hat den Schlüssel {key}</translation>
        </message>
        <message>
            <source>Draw page N of the PDF FILE as the reader shows it, into a PNG. A PDF that cannot be drawn (damaged, encrypted, or taking over 20 s) is refused in one line.</source>
            <translation>Zeichnet Seite N des PDFs FILE so, wie der Leser sie zeigt, in eine PNG-Datei. Ein PDF, das sich nicht zeichnen lässt (beschädigt, verschlüsselt oder über 20 s), wird mit einer Zeile abgelehnt.</translation>
        </message>
        <message>
            <source>the PDF</source>
            <translation>das PDF</translation>
        </message>
        <message>
            <source>pixels per inch (150)</source>
            <translation>Pixel pro Zoll (150)</translation>
        </message>
        <message>
            <source>the PDF's password, if it has one</source>
            <translation>das Passwort des PDFs, falls es eines hat</translation>
        </message>
        <message>
            <source>--dpi must be between 1 and {most}</source>
            <translation>--dpi muss zwischen 1 und {most} liegen</translation>
        </message>
        <message>
            <source>{path}: page {page}, {width}×{height} pixels</source>
            <translation>{path}: Seite {page}, {width}×{height} Pixel</translation>
        </message>
        <message numerus="yes">
            <source>{path}: page {page} does not exist (it has %n pages)</source>
            <translation>
                <numerusform>{path}: Seite {page} gibt es nicht (es hat %n Seite)</numerusform>
                <numerusform>{path}: Seite {page} gibt es nicht (es hat %n Seiten)</numerusform>
            </translation>
        </message>
        <message>
            <source>In a shell, quote a query that has -word in it:</source>
            <translation>In einer Shell eine Suche mit -Wort darin in Anführungszeichen setzen:</translation>
        </message>
        <message>
            <source>Print the entries that match QUERY (all entries when there is none): best match first when it has words, else in the order they were added.</source>
            <translation>Gibt die zu QUERY passenden Einträge aus (alle Einträge, wenn keine angegeben ist): mit Wörtern die besten Treffer zuerst, sonst in der Reihenfolge, in der sie hinzugefügt wurden.</translation>
        </message>
        <message>
            <source>a query (see below); several words are joined</source>
            <translation>eine Suche (siehe unten); mehrere Wörter werden verbunden</translation>
        </message>
        <message>
            <source>Saved searches are queries kept under a name; the app shows them as smart lists that follow every change. With no action, print them.</source>
            <translation>Gespeicherte Suchen sind unter einem Namen aufbewahrte Suchanfragen; die App zeigt sie als intelligente Listen, die jeder Änderung folgen. Ohne Aktion werden sie ausgegeben.</translation>
        </message>
        <message>
            <source>save a query under a name</source>
            <translation>eine Suche unter einem Namen speichern</translation>
        </message>
        <message>
            <source>the query (words are joined)</source>
            <translation>die Suche (Wörter werden verbunden)</translation>
        </message>
        <message>
            <source>change a saved search's query</source>
            <translation>die Suchanfrage einer gespeicherten Suche ändern</translation>
        </message>
        <message>
            <source>{scope}; unchanged if not given</source>
            <translation>{scope}; unverändert, wenn nicht angegeben</translation>
        </message>
        <message>
            <source>rename a saved search</source>
            <translation>eine gespeicherte Suche umbenennen</translation>
        </message>
        <message>
            <source>forget a saved search</source>
            <translation>eine gespeicherte Suche vergessen</translation>
        </message>
        <message>
            <source>print what a saved search finds</source>
            <translation>ausgeben, was eine gespeicherte Suche findet</translation>
        </message>
        <message>
            <source>print a JSON array of entries</source>
            <translation>ein JSON-Array der Einträge ausgeben</translation>
        </message>
        <message>
            <source>print at most N entries</source>
            <translation>höchstens N Einträge ausgeben</translation>
        </message>
        <message>
            <source>cannot read the scope '{scope}' ({help})</source>
            <translation>der Bereich '{scope}' ist nicht lesbar ({help})</translation>
        </message>
        <message>
            <source>there is no saved search called '{name}'</source>
            <translation>es gibt keine gespeicherte Suche namens '{name}'</translation>
        </message>
        <message>
            <source>saved '{name}': {query}</source>
            <translation>'{name}' gespeichert: {query}</translation>
        </message>
        <message>
            <source>'{name}' now searches: {query}</source>
            <translation>'{name}' sucht jetzt: {query}</translation>
        </message>
        <message>
            <source>renamed '{old}' to '{new}'</source>
            <translation>'{old}' in '{new}' umbenannt</translation>
        </message>
        <message>
            <source>deleted the saved search '{name}'</source>
            <translation>die gespeicherte Suche '{name}' gelöscht</translation>
        </message>
        <message>
            <source>order by KEY (relevance, added, title, authors, year, ...); --desc reverses it</source>
            <translation>nach KEY sortieren (relevance, added, title, authors, year, ...); --desc kehrt die Reihenfolge um</translation>
        </message>
        <message>
            <source>sort descending</source>
            <translation>absteigend sortieren</translation>
        </message>
        <message>
            <source>papershelf: query: {hint}</source>
            <translation>papershelf: Suche: {hint}</translation>
        </message>
        <message>
            <source>Check resources, modules, SQLite full-text search, the sample import and BibTeX in a scratch library; exit 1 if any check fails. Your library is not changed.</source>
            <translation>Prüft Ressourcen, Module, die SQLite-Volltextsuche, den Beispielimport und BibTeX in einer Wegwerf-Bibliothek; endet mit 1, wenn eine Prüfung fehlschlägt. Ihre Bibliothek wird nicht verändert.</translation>
        </message>
        <message>
            <source>FAIL</source>
            <translation>FEHLER</translation>
        </message>
        <message numerus="yes">
            <source>library: {location} (%n entries)</source>
            <translation>
                <numerusform>Bibliothek: {location} (%n Eintrag)</numerusform>
                <numerusform>Bibliothek: {location} (%n Einträge)</numerusform>
            </translation>
        </message>
        <message>
            <source>self-test: {failed} of {checks} checks failed</source>
            <translation>Selbsttest: {failed} von {checks} Prüfungen fehlgeschlagen</translation>
        </message>
        <message>
            <source>self-test: all checks passed</source>
            <translation>Selbsttest: alle Prüfungen bestanden</translation>
        </message>
        <message>
            <source>missing under {root}: {files}</source>
            <translation>fehlt unter {root}: {files}</translation>
        </message>
        <message numerus="yes">
            <source>only %n modules found: {names}</source>
            <translation>
                <numerusform>nur %n Modul gefunden: {names}</numerusform>
                <numerusform>nur %n Module gefunden: {names}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n modules</source>
            <translation>
                <numerusform>%n Modul</numerusform>
                <numerusform>%n Module</numerusform>
            </translation>
        </message>
        <message>
            <source>sample import: {summary}</source>
            <translation>Import des Beispiels: {summary}</translation>
        </message>
        <message>
            <source>searching the sample for 'learning' found nothing</source>
            <translation>die Suche nach 'learning' im Beispiel fand nichts</translation>
        </message>
        <message numerus="yes">
            <source>{added} sample entries, %n match 'learning'</source>
            <translation>
                <numerusform>{added} Beispieleinträge, %n passt zu 'learning'</numerusform>
                <numerusform>{added} Beispieleinträge, %n passen zu 'learning'</numerusform>
            </translation>
        </message>
        <message>
            <source>read back {titles} in '{venue}', problems {problems}</source>
            <translation>zurückgelesen: {titles} in '{venue}', Probleme {problems}</translation>
        </message>
        <message>
            <source>round trip kept '{title}' by {authors}</source>
            <translation>der Hin- und Rückweg erhielt '{title}' von {authors}</translation>
        </message>
        <message>
            <source>TLS certificates would not be verified</source>
            <translation>TLS-Zertifikate würden nicht geprüft</translation>
        </message>
        <message>
            <source>httpx {version} over {openssl}, certificates verified</source>
            <translation>httpx {version} über {openssl}, Zertifikate geprüft</translation>
        </message>
        <message>
            <source>psycopg runs on its slow {impl} part, not its binary one</source>
            <translation>psycopg läuft mit seinem langsamen Teil {impl}, nicht mit dem binären</translation>
        </message>
        <message>
            <source>psycopg {version} ({impl}) with libpq {libpq}</source>
            <translation>psycopg {version} ({impl}) mit libpq {libpq}</translation>
        </message>
        <message>
            <source>{style} gave {text}</source>
            <translation>{style} ergab {text}</translation>
        </message>
        <message numerus="yes">
            <source>only %n styles: {ids}</source>
            <translation>
                <numerusform>nur %n Stil: {ids}</numerusform>
                <numerusform>nur %n Stile: {ids}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n styles, e.g. {example}</source>
            <translation>
                <numerusform>%n Stil, z. B. {example}</numerusform>
                <numerusform>%n Stile, z. B. {example}</numerusform>
            </translation>
        </message>
        <message>
            <source>Serve /better-bibtex/cayw (the picker) and /better-bibtex/export/… (pull export) on 127.0.0.1 only: on Better BibTeX's port 23119 when Zotero is not using it, else on 23120. Other computers are refused. Runs until Ctrl+C.</source>
            <translation>Stellt /better-bibtex/cayw (die Auswahl) und /better-bibtex/export/… (Pull-Export) nur auf 127.0.0.1 bereit: auf Better BibTeX' Port 23119, wenn Zotero ihn nicht verwendet, sonst auf 23120. Andere Computer werden abgewiesen. Läuft bis Strg+C.</translation>
        </message>
        <message>
            <source>listen on this port instead</source>
            <translation>stattdessen auf diesem Port lauschen</translation>
        </message>
        <message>
            <source>require a random token (printed) in ?token= or an X-Papershelf-Token header</source>
            <translation>ein zufälliges Token (wird ausgegeben) in ?token= oder einem X-Papershelf-Token-Header verlangen</translation>
        </message>
        <message>
            <source>cannot listen on port {port}: {why}</source>
            <translation>kann nicht auf Port {port} lauschen: {why}</translation>
        </message>
        <message>
            <source>cite as you write: {url}</source>
            <translation>zitieren beim Schreiben: {url}</translation>
        </message>
        <message>
            <source>token: {token}</source>
            <translation>Token: {token}</translation>
        </message>
        <message>
            <source>Print how many papers were added and read per month, the backlog, how long papers wait to be read, and the papers per venue, year and tag.</source>
            <translation>Gibt aus, wie viele Artikel pro Monat hinzugefügt und gelesen wurden, den Rückstand, wie lange Artikel auf das Lesen warten, und die Artikel nach Erscheinungsort, Jahr und Schlagwort.</translation>
        </message>
        <message>
            <source>print every figure as JSON</source>
            <translation>jede Zahl als JSON ausgeben</translation>
        </message>
        <message>
            <source>{count} read</source>
            <translation>{count} gelesen</translation>
        </message>
        <message>
            <source>{total} papers: {read} read, {reading} reading, {unread} unread (backlog {backlog})</source>
            <translation>{total} Artikel: {read} gelesen, {reading} in Lektüre, {unread} ungelesen (Rückstand {backlog})</translation>
        </message>
        <message>
            <source>median time from added to read: {days} days</source>
            <translation>mittlere Zeit vom Hinzufügen bis zum Lesen: {days} Tage</translation>
        </message>
        <message>
            <source>added</source>
            <translation>hinzugef.</translation>
        </message>
        <message>
            <source>read</source>
            <translation>gelesen</translation>
        </message>
        <message>
            <source>backlog</source>
            <translation>Rückstand</translation>
        </message>
        <message>
            <source>month</source>
            <translation>Monat</translation>
        </message>
        <message>
            <source>venues</source>
            <translation>Erscheinungsorte</translation>
        </message>
        <message>
            <source>tags</source>
            <translation>Schlagwörter</translation>
        </message>
        <message>
            <source>years</source>
            <translation>Jahre</translation>
        </message>
        <message>
            <source>Suggest up to 5 tags for the entry KEY: the tags of the entries most like it, and key phrases of its title and abstract (marked 'new' when no entry has that tag yet). Add one with: papershelf tag add TAG key:KEY</source>
            <translation>Schlägt bis zu 5 Schlagwörter für den Eintrag KEY vor: die Schlagwörter der ähnlichsten Einträge und Schlüsselphrasen aus Titel und Abstract (mit 'new' markiert, wenn noch kein Eintrag dieses Schlagwort hat). Eines hinzufügen mit: papershelf tag add TAG key:KEY</translation>
        </message>
        <message>
            <source>{reason}, new</source>
            <translation>{reason}, neu</translation>
        </message>
        <message>
            <source>give either search words or --all, not both</source>
            <translation>geben Sie entweder Suchwörter oder --all an, nicht beides</translation>
        </message>
        <message>
            <source>Put a tag on the entries a search finds, take it off, or manage the tag. Tags nest with '/': 'ml/rl' is below 'ml'.</source>
            <translation>Ein Schlagwort an die von einer Suche gefundenen Einträge setzen, es entfernen oder das Schlagwort verwalten. Schlagwörter verschachteln sich mit '/': 'ml/rl' liegt unter 'ml'.</translation>
        </message>
        <message>
            <source>rename a tag (and the tags below it)</source>
            <translation>ein Schlagwort umbenennen (und die Schlagwörter darunter)</translation>
        </message>
        <message>
            <source>Rename a tag; the tags below it move along ('ml' -&gt; 'ai' turns 'ml/rl' into 'ai/rl'). Renaming onto an existing tag needs --merge.</source>
            <translation>Benennt ein Schlagwort um; die Schlagwörter darunter ziehen mit ('ml' -&gt; 'ai' macht aus 'ml/rl' 'ai/rl'). Das Umbenennen auf ein vorhandenes Schlagwort braucht --merge.</translation>
        </message>
        <message>
            <source>merge into NEW if it exists</source>
            <translation>mit NEW zusammenführen, falls es existiert</translation>
        </message>
        <message>
            <source>give a tag a colour</source>
            <translation>einem Schlagwort eine Farbe geben</translation>
        </message>
        <message>
            <source>a colour as #rrggbb</source>
            <translation>eine Farbe als #rrggbb</translation>
        </message>
        <message>
            <source>delete a tag (its entries stay)</source>
            <translation>ein Schlagwort löschen (seine Einträge bleiben)</translation>
        </message>
        <message>
            <source>tag the entries a search finds</source>
            <translation>die von einer Suche gefundenen Einträge verschlagworten</translation>
        </message>
        <message>
            <source>Tag every entry the search words find (as `papershelf search` finds them); the tag is created if it is new.</source>
            <translation>Versieht jeden Eintrag, den die Suchwörter finden (wie `papershelf search` sie findet), mit dem Schlagwort; das Schlagwort wird angelegt, wenn es neu ist.</translation>
        </message>
        <message>
            <source>take a tag off the entries a search finds</source>
            <translation>ein Schlagwort von den von einer Suche gefundenen Einträgen entfernen</translation>
        </message>
        <message>
            <source>Print every tag with its colour and how many entries carry it (a parent counts the entries of the tags below it too).</source>
            <translation>Gibt jedes Schlagwort mit seiner Farbe aus und wie viele Einträge es tragen (ein übergeordnetes zählt auch die Einträge der Schlagwörter darunter).</translation>
        </message>
        <message>
            <source>order of each level</source>
            <translation>Reihenfolge jeder Ebene</translation>
        </message>
        <message>
            <source>your private tags (a shared library)</source>
            <translation>Ihre privaten Schlagwörter (gemeinsame Bibliothek)</translation>
        </message>
        <message>
            <source>tagged {entries} with '{name}'</source>
            <translation>{entries} mit '{name}' verschlagwortet</translation>
        </message>
        <message numerus="yes">
            <source> (%n already had it)</source>
            <translation>
                <numerusform> (%n hatte es schon)</numerusform>
                <numerusform> (%n hatten es schon)</numerusform>
            </translation>
        </message>
        <message>
            <source>removed your private tag '{tag}' from {entries}</source>
            <translation>dein privates Schlagwort '{tag}' von {entries} entfernt</translation>
        </message>
        <message>
            <source>removed '{name}' from {entries}</source>
            <translation>'{name}' von {entries} entfernt</translation>
        </message>
        <message>
            <source>tagged {entries} with your private tag '{tag}'</source>
            <translation>{entries} mit deinem privaten Schlagwort '{tag}' versehen</translation>
        </message>
        <message numerus="yes">
            <source>tagged {entries} with your private tag '{tag}' (%n already had it)</source>
            <translation>
                <numerusform>{entries} mit deinem privaten Schlagwort '{tag}' versehen (%n hatte es schon)</numerusform>
                <numerusform>{entries} mit deinem privaten Schlagwort '{tag}' versehen (%n hatten es schon)</numerusform>
            </translation>
        </message>
        <message>
            <source>{error}; add --merge to merge '{old}' into it</source>
            <translation>{error}; fügen Sie --merge hinzu, um '{old}' damit zusammenzuführen</translation>
        </message>
        <message>
            <source>renamed (merging where needed) '{old}' to '{new}' on {entries}</source>
            <translation>'{old}' in '{new}' umbenannt (wo nötig zusammengeführt), an {entries}</translation>
        </message>
        <message>
            <source>renamed '{old}' to '{new}' on {entries}</source>
            <translation>'{old}' in '{new}' umbenannt, an {entries}</translation>
        </message>
        <message>
            <source>'{name}' is now {colour}</source>
            <translation>'{name}' ist jetzt {colour}</translation>
        </message>
        <message>
            <source>deleted the tag '{name}' (it was on {entries})</source>
            <translation>das Schlagwort '{name}' gelöscht (es war an {entries})</translation>
        </message>
        <message>
            <source>you have no private tags</source>
            <translation>du hast keine privaten Schlagwörter</translation>
        </message>
        <message>
            <source>Show a list's sessions (date, presenter, who has read the paper) and its next session, or give one of its papers a session: the list then sorts by date.</source>
            <translation>Zeigt die Sitzungen einer Liste (Datum, Vortragende, wer den Artikel gelesen hat) und ihre nächste Sitzung, oder gibt einem ihrer Artikel eine Sitzung: die Liste sortiert sich dann nach Datum.</translation>
        </message>
        <message>
            <source>the reading list</source>
            <translation>die Leseliste</translation>
        </message>
        <message>
            <source>a session (YYYY-MM-DD)</source>
            <translation>eine Sitzung (JJJJ-MM-TT)</translation>
        </message>
        <message>
            <source>who presents (a member's role)</source>
            <translation>wer vorträgt (die Rolle eines Mitglieds)</translation>
        </message>
        <message>
            <source>take a paper's session off</source>
            <translation>die Sitzung eines Artikels entfernen</translation>
        </message>
        <message>
            <source>print the sessions as JSON</source>
            <translation>die Sitzungen als JSON ausgeben</translation>
        </message>
        <message>
            <source>the paper's citation key</source>
            <translation>der Zitierschlüssel des Artikels</translation>
        </message>
        <message>
            <source>the member's database role</source>
            <translation>die Datenbankrolle des Mitglieds</translation>
        </message>
        <message>
            <source>the due date (YYYY-MM-DD)</source>
            <translation>das Fälligkeitsdatum (JJJJ-MM-TT)</translation>
        </message>
        <message>
            <source>take the assignment back</source>
            <translation>die Zuweisung zurücknehmen</translation>
        </message>
        <message>
            <source>print a JSON list</source>
            <translation>eine JSON-Liste ausgeben</translation>
        </message>
        <message>
            <source>next</source>
            <translation>nächste</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>noch niemand</translation>
        </message>
        <message>
            <source>presenter {presenter}; read by {readers}</source>
            <translation>Vortrag: {presenter}; gelesen von {readers}</translation>
        </message>
        <message>
            <source>no sessions yet: --schedule KEY YYYY-MM-DD makes the list a club</source>
            <translation>noch keine Sitzungen: --schedule KEY YYYY-MM-DD macht die Liste zu einem Lesekreis</translation>
        </message>
        <message>
            <source>{key} is no longer assigned to {member}</source>
            <translation>{key} ist {member} nicht mehr zugewiesen</translation>
        </message>
        <message>
            <source>{key} assigned to {member} by {due}</source>
            <translation>{key} {member} bis {due} zugewiesen</translation>
        </message>
        <message>
            <source>{key} assigned to {member}</source>
            <translation>{key} {member} zugewiesen</translation>
        </message>
        <message>
            <source>nothing is assigned to you</source>
            <translation>Ihnen ist nichts zugewiesen</translation>
        </message>
        <message>
            <source>Print the name this library shows for you (in other people's windows: who has it open, who changed or deleted a paper), or set it. Without a name set, your login is shown.</source>
            <translation>Gibt den Namen aus, den diese Bibliothek für Sie zeigt (in den Fenstern anderer: wer sie geöffnet hat, wer einen Artikel geändert oder gelöscht hat), oder setzt ihn. Ohne gesetzten Namen wird Ihr Login gezeigt.</translation>
        </message>
        <message>
            <source>the name to go by, e.g. 'Ana Lopez'</source>
            <translation>der zu verwendende Name, z. B. 'Ana Lopez'</translation>
        </message>
        <message>
            <source>go by your login again</source>
            <translation>wieder Ihr Login verwenden</translation>
        </message>
        <message>
            <source>(no user name)</source>
            <translation>(kein Benutzername)</translation>
        </message>
        <message>
            <source>A reading list (or, with --unread, the library's unread papers) can have a goal: a deadline (--by 2027-03-01) or a pace (--pace 5/week). Without a new goal, print when the list is done at your pace (learned from the last weeks' read dates), whether you are ahead or behind, and the papers of the coming weeks.</source>
            <translation>Eine Leseliste (oder mit --unread die ungelesenen Artikel der Bibliothek) kann ein Ziel haben: eine Frist (--by 2027-03-01) oder ein Tempo (--pace 5/week). Ohne neues Ziel wird ausgegeben, wann die Liste in Ihrem Tempo fertig ist (gelernt aus den Lesedaten der letzten Wochen), ob Sie voraus oder im Rückstand sind, und die Artikel der kommenden Wochen.</translation>
        </message>
        <message>
            <source>the library's unread papers</source>
            <translation>die ungelesenen Artikel der Bibliothek</translation>
        </message>
        <message>
            <source>the goal: read it all by DATE (YYYY-MM-DD)</source>
            <translation>das Ziel: alles bis DATE lesen (JJJJ-MM-TT)</translation>
        </message>
        <message>
            <source>the goal: read N papers a week</source>
            <translation>das Ziel: N Artikel pro Woche lesen</translation>
        </message>
        <message>
            <source>remove the goal</source>
            <translation>das Ziel entfernen</translation>
        </message>
        <message>
            <source>forecast as of DATE (default: today)</source>
            <translation>Prognose zum DATE (Standard: heute)</translation>
        </message>
        <message>
            <source>print the forecast as JSON</source>
            <translation>die Prognose als JSON ausgeben</translation>
        </message>
        <message>
            <source>name a reading list, or give --unread (not both)</source>
            <translation>nennen Sie eine Leseliste oder geben Sie --unread an (nicht beides)</translation>
        </message>
        <message>
            <source>Mark papers unread, reading or read. On a shared library the status is your own: other members keep theirs (--me says so explicitly).</source>
            <translation>Markiert Artikel als ungelesen, in Lektüre oder gelesen. In einer gemeinsamen Bibliothek ist der Status Ihr eigener: andere Mitglieder behalten ihren (--me sagt das ausdrücklich).</translation>
        </message>
        <message>
            <source>citation keys</source>
            <translation>Zitierschlüssel</translation>
        </message>
        <message>
            <source>unread, reading or read</source>
            <translation>unread, reading oder read</translation>
        </message>
        <message>
            <source>your own status (always, on a shared library)</source>
            <translation>Ihr eigener Status (in einer gemeinsamen Bibliothek immer)</translation>
        </message>
        <message>
            <source>For each paper the search words find: the members who have read it and your own status. Fields readby:NAME and readers:&gt;=N filter by them.</source>
            <translation>Für jeden Artikel, den die Suchwörter finden: die Mitglieder, die ihn gelesen haben, und Ihr eigener Status. Die Felder readby:NAME und readers:&gt;=N filtern danach.</translation>
        </message>
        <message>
            <source>search words, e.g. key:vaswani2017 or list:"Club"</source>
            <translation>Suchwörter, z. B. key:vaswani2017 oder list:"Club"</translation>
        </message>
        <message>
            <source>show it to every member</source>
            <translation>sie jedem Mitglied zeigen</translation>
        </message>
        <message>
            <source>Show who you are on a shared library, or set the name shown for you.</source>
            <translation>Zeigt, wer Sie in einer gemeinsamen Bibliothek sind, oder setzt den für Sie gezeigten Namen.</translation>
        </message>
        <message>
            <source>your display name ('' shows your database role)</source>
            <translation>Ihr Anzeigename ('' zeigt Ihre Datenbankrolle)</translation>
        </message>
        <message>
            <source>no entry with the key {key}</source>
            <translation>kein Eintrag mit dem Schlüssel {key}</translation>
        </message>
        <message>
            <source>no paper matches</source>
            <translation>kein Artikel passt</translation>
        </message>
        <message>
            <source>your note on {key} is kept (shown to every member)</source>
            <translation>Ihre Notiz zu {key} ist gespeichert (für jedes Mitglied sichtbar)</translation>
        </message>
        <message>
            <source>your note on {key} is kept (private)</source>
            <translation>Ihre Notiz zu {key} ist gespeichert (privat)</translation>
        </message>
        <message>
            <source>(none)</source>
            <translation>(keine)</translation>
        </message>
        <message>
            <source>{key}, your private note: {note}</source>
            <translation>{key}, deine private Notiz: {note}</translation>
        </message>
        <message>
            <source>{key}, your note shown to every member: {note}</source>
            <translation>{key}, deine Notiz für alle Mitglieder: {note}</translation>
        </message>
        <message>
            <source>{key}, your private tags: {tags}</source>
            <translation>{key}, deine privaten Schlagwörter: {tags}</translation>
        </message>
        <message>
            <source>you are {me}, shown as {shown}</source>
            <translation>Sie sind {me}, angezeigt als {shown}</translation>
        </message>
        <message>
            <source>you are {me}</source>
            <translation>Sie sind {me}</translation>
        </message>
        <message>
            <source>Copy the library, check the copy and compress it into the backups folder beside the library, as the app's daily backup does. Of the backups, the newest --keep are kept (10 unless set), and of those only as many as fit in --budget MB of disk (2048 unless set; the newest is always kept).</source>
            <translation>Kopiert die Bibliothek, prüft die Kopie und komprimiert sie in den Sicherungsordner neben der Bibliothek, wie es die tägliche Sicherung der App tut. Von den Sicherungen werden die neuesten --keep behalten (10, wenn nicht gesetzt), und davon nur so viele, wie in --budget MB Speicherplatz passen (2048, wenn nicht gesetzt; die neueste wird immer behalten).</translation>
        </message>
        <message>
            <source>list the backups, newest first</source>
            <translation>die Sicherungen auflisten, neueste zuerst</translation>
        </message>
        <message>
            <source>keep at most N backups from now on</source>
            <translation>ab jetzt höchstens N Sicherungen behalten</translation>
        </message>
        <message>
            <source>let backups take at most MB of disk</source>
            <translation>Sicherungen höchstens MB Speicherplatz belegen lassen</translation>
        </message>
        <message numerus="yes">
            <source>%n backups kept, {used} MB of a {budget} MB budget</source>
            <translation>
                <numerusform>%n Sicherung behalten, {used} MB von {budget} MB Budget</numerusform>
                <numerusform>%n Sicherungen behalten, {used} MB von {budget} MB Budget</numerusform>
            </translation>
        </message>
        <message>
            <source>cannot back up the library first ({why}); nothing was changed</source>
            <translation>die Bibliothek lässt sich vorher nicht sichern ({why}); nichts wurde geändert</translation>
        </message>
        <message>
            <source>the library could not be used ({error})</source>
            <translation>die Bibliothek konnte nicht verwendet werden ({error})</translation>
        </message>
        <message>
            <source>{folder}: no PDFs in this folder</source>
            <translation>{folder}: keine PDFs in diesem Ordner</translation>
        </message>
        <message>
            <source>Zotero's base directory for linked files (Settings &gt; Advanced &gt; Files and Folders): linked files stored relative to it are found there (default: as Zotero's own preferences say)</source>
            <translation>Zoteros Basisverzeichnis für verknüpfte Dateien (Einstellungen &gt; Erweitert &gt; Dateien und Ordner): relativ dazu gespeicherte verknüpfte Dateien werden dort gefunden (Standard: wie Zoteros eigene Einstellungen sagen)</translation>
        </message>
        <message>
            <source>for a folder of PDFs: its subfolders become reading lists ('Parent / Child') or nested tags ('parent/child')</source>
            <translation>für einen Ordner mit PDFs: seine Unterordner werden zu Leselisten ('Eltern / Kind') oder verschachtelten Schlagwörtern ('eltern/kind')</translation>
        </message>
        <message>
            <source>not a number of seconds: {text}</source>
            <translation>keine Anzahl Sekunden: {text}</translation>
        </message>
        <message>
            <source>give 0 to 86400 seconds, not {text}</source>
            <translation>geben Sie 0 bis 86400 Sekunden an, nicht {text}</translation>
        </message>
        <message>
            <source>how long to wait for another process writing the library (default {seconds}; 0: do not wait)</source>
            <translation>wie lange auf einen anderen Prozess gewartet wird, der in die Bibliothek schreibt (Standard {seconds}; 0: nicht warten)</translation>
        </message>
        <message>
            <source>papershelf: {message} (--wait SECONDS to change)</source>
            <translation>papershelf: {message} (mit --wait SECONDS änderbar)</translation>
        </message>
        <message>
            <source>this command shows a window: run it as `papershelf ...`</source>
            <translation>dieser Befehl zeigt ein Fenster: führen Sie ihn als `papershelf ...` aus</translation>
        </message>
        <message>
            <source>full text: {summary}</source>
            <translation>Volltext: {summary}</translation>
        </message>
        <message>
            <source>reading {done}/{total}: {name}</source>
            <translation>lese {done}/{total}: {name}</translation>
        </message>
        <message>
            <source>the editor's server for this push: Neovim's address (nvim --listen ADDRESS), Vim's --servername (default: the one set with `editors --server`)</source>
            <translation>der Server des Editors für dieses Senden: die Adresse von Neovim (nvim --listen ADRESSE), der --servername von Vim (Standard: der mit `editors --server` gesetzte)</translation>
        </message>
        <message>
            <source>push to this server: neovim /run/user/1000/thesis.sock (as started with nvim --listen), vim THESIS (its --servername); '' for the default</source>
            <translation>an diesen Server senden: neovim /run/user/1000/thesis.sock (wie mit nvim --listen gestartet), vim THESIS (sein --servername); '' für den Standard</translation>
        </message>
        <message>
            <source>server: {server}</source>
            <translation>Server: {server}</translation>
        </message>
        <message>
            <source>no date</source>
            <translation>kein Datum</translation>
        </message>
        <message>
            <source>{plan}: {read} of {total} read; goal: {goal}</source>
            <translation>{plan}: {read} von {total} gelesen; Ziel: {goal}</translation>
        </message>
        <message>
            <source>You are {standing}.</source>
            <translation>Sie liegen {standing}.</translation>
        </message>
        <message>
            <source>week of {day} ({time})</source>
            <translation>Woche ab {day} ({time})</translation>
        </message>
        <message>
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <source>read by {names}; you: {status}</source>
            <translation>gelesen von {names}; Sie: {status}</translation>
        </message>
        <message>
            <source>unread</source>
            <translation>ungelesen</translation>
        </message>
        <message>
            <source>reading</source>
            <translation>wird gelesen</translation>
        </message>
    </context>
    <context>
        <name>clubs</name>
        <message>
            <source>{text!r} is not a date: write it as YYYY-MM-DD</source>
            <translation>{text!r} ist kein Datum: schreiben Sie es als JJJJ-MM-TT</translation>
        </message>
        <message>
            <source>only a paper of the list can have a session in it</source>
            <translation>nur ein Artikel der Liste kann darin eine Sitzung haben</translation>
        </message>
        <message>
            <source>that paper has no session in this list</source>
            <translation>dieser Artikel hat keine Sitzung in dieser Liste</translation>
        </message>
        <message>
            <source>say who the paper is assigned to</source>
            <translation>geben Sie an, wem der Artikel zugewiesen ist</translation>
        </message>
        <message>
            <source>that paper is not assigned to {member}</source>
            <translation>dieser Artikel ist {member} nicht zugewiesen</translation>
        </message>
    </context>
    <context>
        <name>conflict_dialog</name>
        <message>
            <source>{name}, at {time}</source>
            <translation>{name}, um {time}</translation>
        </message>
        <message>
            <source>Keep mine</source>
            <translation>Meinen behalten</translation>
        </message>
        <message>
            <source>Take theirs</source>
            <translation>Den anderen übernehmen</translation>
        </message>
        <message>
            <source>Take {name}’s</source>
            <translation>Den von {name} übernehmen</translation>
        </message>
        <message>
            <source>Yours:</source>
            <translation>Ihrer:</translation>
        </message>
        <message>
            <source>{who}:</source>
            <translation>{who}:</translation>
        </message>
        <message>
            <source>Use a merged value:</source>
            <translation>Einen zusammengeführten Wert verwenden:</translation>
        </message>
        <message>
            <source>Someone Else Changed This Paper</source>
            <translation>Jemand anderes hat diesen Artikel geändert</translation>
        </message>
        <message>
            <source>&amp;Save Choices</source>
            <translation>Auswahl &amp;speichern</translation>
        </message>
        <message>
            <source>While you edited “{title}”, {people} changed {fields} too. Your other changes are saved. Choose what each field keeps; the value you do not keep stays on show here until you close this.</source>
            <translation>Während Sie „{title}“ bearbeitet haben, hat {people} ebenfalls {fields} geändert. Ihre übrigen Änderungen sind gespeichert. Wählen Sie, was jedes Feld behält; der Wert, den Sie nicht behalten, bleibt hier sichtbar, bis Sie dieses Fenster schließen.</translation>
        </message>
    </context>
    <context>
        <name>conflicts</name>
        <message>
            <source>someone else</source>
            <translation>jemand anderem</translation>
        </message>
        <message>
            <source>{field} (changed by {who} at {when})</source>
            <translation>{field} (geändert von {who} am {when})</translation>
        </message>
        <message>
            <source>{field} (changed by {who})</source>
            <translation>{field} (geändert von {who})</translation>
        </message>
        <message>
            <source>changed meanwhile by someone else, so yours was not written: {fields}</source>
            <translation>inzwischen von jemand anderem geändert, daher wurde Ihre Änderung nicht geschrieben: {fields}</translation>
        </message>
    </context>
    <context>
        <name>crash</name>
        <message>
            <source>an unknown place</source>
            <translation>einer unbekannten Stelle</translation>
        </message>
        <message>
            <source>{file}, line {line}, in {function}</source>
            <translation>{file}, Zeile {line}, in {function}</translation>
        </message>
        <message>
            <source>Where: {place}</source>
            <translation>Wo: {place}</translation>
        </message>
        <message>
            <source>Unexpected Error</source>
            <translation>Unerwarteter Fehler</translation>
        </message>
        <message>
            <source>Papershelf hit an error it did not expect.</source>
            <translation>Papershelf ist auf einen unerwarteten Fehler gestoßen.</translation>
        </message>
        <message>
            <source>{summary}

Your library is safe: each change is saved as it is made. The details are in the log:
{log}</source>
            <translation>{summary}

Ihre Bibliothek ist sicher: Jede Änderung wird sofort gespeichert. Die Einzelheiten stehen im Protokoll:
{log}</translation>
        </message>
        <message>
            <source>Show Log Folder</source>
            <translation>Protokollordner anzeigen</translation>
        </message>
    </context>
    <context>
        <name>csl_json</name>
        <message>
            <source>not a JSON file ({error})</source>
            <translation>keine JSON-Datei ({error})</translation>
        </message>
        <message>
            <source>not CSL-JSON (arrays or objects nested too deeply)</source>
            <translation>kein CSL-JSON (Arrays oder Objekte zu tief verschachtelt)</translation>
        </message>
        <message>
            <source>not CSL-JSON (expected an array of items)</source>
            <translation>kein CSL-JSON (erwartet wurde ein Array von Items)</translation>
        </message>
        <message>
            <source>not a CSL item (expected an object)</source>
            <translation>kein CSL-Item (erwartet wurde ein Objekt)</translation>
        </message>
        <message>
            <source>the item's type is not text</source>
            <translation>der Typ des Items ist kein Text</translation>
        </message>
        <message>
            <source>the item has no id, title, author or editor</source>
            <translation>das Item hat weder id noch Titel, Autor oder Herausgeber</translation>
        </message>
    </context>
    <context>
        <name>csl_render</name>
        <message>
            <source>{name}: not a CSL style ({error})</source>
            <translation>{name}: kein CSL-Stil ({error})</translation>
        </message>
        <message>
            <source>{name}: not a CSL style (no &lt;style&gt; element)</source>
            <translation>{name}: kein CSL-Stil (kein &lt;style&gt;-Element)</translation>
        </message>
        <message>
            <source>{path}: cannot read ({error})</source>
            <translation>{path}: kann nicht gelesen werden ({error})</translation>
        </message>
    </context>
    <context>
        <name>db_errors</name>
        <message>
            <source>The library refused the change ({why}). {outcome}</source>
            <translation>Die Bibliothek hat die Änderung abgelehnt ({why}). {outcome}</translation>
        </message>
    </context>
    <context>
        <name>deleting</name>
        <message>
            <source>cannot bring the entries back: the key {taken} is used by another entry</source>
            <translation>die Einträge können nicht zurückgeholt werden: der Schlüssel {taken} gehört zu einem anderen Eintrag</translation>
        </message>
        <message>
            <source>cannot bring the entries back: other entries have taken their place</source>
            <translation>die Einträge können nicht zurückgeholt werden: andere Einträge haben ihren Platz eingenommen</translation>
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
        <name>dialog_commands</name>
        <message>
            <source>Add by Identifier: {summary}</source>
            <translation>Über Kennung hinzufügen: {summary}</translation>
        </message>
        <message>
            <source>Your Name</source>
            <translation>Ihr Name</translation>
        </message>
        <message>
            <source>The name others see you by in this library:</source>
            <translation>Der Name, unter dem andere Sie in dieser Bibliothek sehen:</translation>
        </message>
        <message>
            <source>Others now see you as {name}.</source>
            <translation>Andere sehen Sie jetzt als {name}.</translation>
        </message>
        <message>
            <source>This window is read-only: nothing can be added here.</source>
            <translation>Dieses Fenster ist schreibgeschützt: Hier kann nichts hinzugefügt werden.</translation>
        </message>
        <message>
            <source>Select the papers to look up first.</source>
            <translation>Wählen Sie zuerst die Artikel aus, die nachgeschlagen werden sollen.</translation>
        </message>
        <message>
            <source>This window is read-only: nothing can be changed here.</source>
            <translation>Dieses Fenster ist schreibgeschützt: Hier kann nichts geändert werden.</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Papershelf {version}&lt;/h3&gt;&lt;p&gt;A reading-list manager for researchers.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL v3 or later.&lt;/p&gt;&lt;p&gt;The sample reading list holds ICLR 2025 abstracts, via OpenReview.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Papershelf {version}&lt;/h3&gt;&lt;p&gt;Eine Leselisten-Verwaltung für Forschende.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU GPL v3 oder später.&lt;/p&gt;&lt;p&gt;Die Beispiel-Leseliste enthält Abstracts der ICLR 2025, über OpenReview.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About Papershelf</source>
            <translation>Über Papershelf</translation>
        </message>
    </context>
    <context>
        <name>duplicates</name>
        <message>
            <source>Field</source>
            <translation>Feld</translation>
        </message>
        <message>
            <source>Duplicates</source>
            <translation>Dubletten</translation>
        </message>
        <message>
            <source>Merge into the Left One</source>
            <translation>In den linken zusammenführen</translation>
        </message>
        <message>
            <source>Not Duplicates</source>
            <translation>Keine Dubletten</translation>
        </message>
        <message>
            <source>Click a value to keep it; bold values go into the merged entry.</source>
            <translation>Klicken Sie auf einen Wert, um ihn zu behalten; fett gedruckte Werte kommen in den zusammengeführten Eintrag.</translation>
        </message>
        <message>
            <source>No duplicates found.</source>
            <translation>Keine Dubletten gefunden.</translation>
        </message>
        <message numerus="yes">
            <source>%n possible duplicate pairs</source>
            <translation>
                <numerusform>1 mögliches Dublettenpaar</numerusform>
                <numerusform>%n mögliche Dublettenpaare</numerusform>
            </translation>
        </message>
        <message>
            <source>(gone)</source>
            <translation>(nicht mehr vorhanden)</translation>
        </message>
        <message>
            <source>Merge duplicates</source>
            <translation>Dubletten zusammenführen</translation>
        </message>
        <message>
            <source>Mark as not duplicates</source>
            <translation>Als keine Dubletten markieren</translation>
        </message>
        <message>
            <source>an entry cannot be a duplicate of itself</source>
            <translation>ein Eintrag kann keine Dublette von sich selbst sein</translation>
        </message>
    </context>
    <context>
        <name>editors</name>
        <message>
            <source>nothing to cite: the papers have no keys</source>
            <translation>nichts zu zitieren: die Artikel haben keine Schlüssel</translation>
        </message>
        <message>
            <source>{name} has no server address: start it as a server (Neovim: nvim --listen ADDRESS) and set that address</source>
            <translation>{name} hat keine Serveradresse: als Server starten (Neovim: nvim --listen ADRESSE) und diese Adresse eintragen</translation>
        </message>
        <message>
            <source>unknown editor '{editor}' (use {known})</source>
            <translation>unbekannter Editor '{editor}' (möglich: {known})</translation>
        </message>
        <message>
            <source>{name} is not installed ({program} not found)</source>
            <translation>{name} ist nicht installiert ({program} nicht gefunden)</translation>
        </message>
        <message>
            <source>{name} did not answer within {seconds} s</source>
            <translation>{name} hat nicht innerhalb von {seconds} s geantwortet</translation>
        </message>
        <message>
            <source>{name} is not running or refused the citation ({reason})</source>
            <translation>{name} läuft nicht oder hat das Zitat abgelehnt ({reason})</translation>
        </message>
        <message>
            <source>LyX is not running ({pipe}: {reason})</source>
            <translation>LyX läuft nicht ({pipe}: {reason})</translation>
        </message>
        <message>
            <source>LyX is not running (no lyxpipe.in; set its LyXServer pipe)</source>
            <translation>LyX läuft nicht (keine lyxpipe.in; LyXServer-Pipe in LyX einstellen)</translation>
        </message>
    </context>
    <context>
        <name>empty_states</name>
        <message>
            <source>Every paper carries {tags}.</source>
            <translation>Jeder Artikel trägt {tags}.</translation>
        </message>
        <message>
            <source> or </source>
            <translation> oder </translation>
        </message>
        <message>
            <source> and </source>
            <translation> und </translation>
        </message>
        <message>
            <source>No papers tagged {tags} without the excluded tags.</source>
            <translation>Keine Artikel mit dem Schlagwort {tags} ohne die ausgeschlossenen Schlagwörter.</translation>
        </message>
        <message>
            <source>No papers tagged {tags}.</source>
            <translation>Keine Artikel mit dem Schlagwort {tags}.</translation>
        </message>
        <message>
            <source>This reading list</source>
            <translation>Diese Leseliste</translation>
        </message>
        <message>
            <source>{name} is empty.

Drag papers onto it in the sidebar, or use Add to Reading List.</source>
            <translation>{name} ist leer.

Ziehen Sie Artikel in der Seitenleiste darauf oder verwenden Sie „Zur Leseliste hinzufügen“.</translation>
        </message>
        <message numerus="yes">
            <source>No papers added in the last %n days.</source>
            <translation>
                <numerusform>Keine Artikel am letzten Tag hinzugefügt.</numerusform>
                <numerusform>Keine Artikel in den letzten %n Tagen hinzugefügt.</numerusform>
            </translation>
        </message>
        <message>
            <source>Every paper is in a reading list.</source>
            <translation>Jeder Artikel ist in einer Leseliste.</translation>
        </message>
        <message>
            <source>Every attached file is where it should be.</source>
            <translation>Jede angehängte Datei ist dort, wo sie sein soll.</translation>
        </message>
        <message>
            <source>No papers here.</source>
            <translation>Hier sind keine Artikel.</translation>
        </message>
        <message>
            <source>No papers match {query}.</source>
            <translation>Keine Artikel passen zu {query}.</translation>
        </message>
        <message>
            <source>Your library is empty.</source>
            <translation>Ihre Bibliothek ist leer.</translation>
        </message>
    </context>
    <context>
        <name>encoding</name>
        <message>
            <source>not a text file (it contains NUL bytes)</source>
            <translation>keine Textdatei (sie enthält NUL-Bytes)</translation>
        </message>
        <message>
            <source>the file is empty</source>
            <translation>die Datei ist leer</translation>
        </message>
        <message>
            <source>this is a folder, not a file</source>
            <translation>das ist ein Ordner, keine Datei</translation>
        </message>
        <message>
            <source>no byte order mark; read as {encoding} (from its NUL bytes)</source>
            <translation>keine Bytereihenfolge-Markierung; als {encoding} gelesen (nach ihren NUL-Bytes)</translation>
        </message>
        <message>
            <source>no such encoding: {encoding}</source>
            <translation>keine solche Kodierung: {encoding}</translation>
        </message>
        <message>
            <source>not a text file (it contains binary data)</source>
            <translation>keine Textdatei (sie enthält Binärdaten)</translation>
        </message>
        <message>
            <source>not UTF-8 (first at line {line}) and declares no encoding; read as {encoding} (detected)</source>
            <translation>nicht UTF-8 (zuerst in Zeile {line}) und keine Kodierung angegeben; als {encoding} gelesen (erkannt)</translation>
        </message>
        <message>
            <source>removed {count} NUL or control character(s) (the first on line {line})</source>
            <translation>{count} NUL- oder Steuerzeichen entfernt (das erste in Zeile {line})</translation>
        </message>
        <message>
            <source>byte {position} is not {encoding}, the encoding it was read in; save it as UTF-8</source>
            <translation>Byte {position} ist nicht {encoding}, die Kodierung, in der gelesen wurde; speichern Sie die Datei als UTF-8</translation>
        </message>
        <message>
            <source>the file is larger than {size} MB</source>
            <translation>die Datei ist größer als {size} MB</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>keine solche Datei</translation>
        </message>
        <message>
            <source>permission denied: the file cannot be read</source>
            <translation>Zugriff verweigert: die Datei kann nicht gelesen werden</translation>
        </message>
        <message>
            <source>the file cannot be read ({why})</source>
            <translation>die Datei kann nicht gelesen werden ({why})</translation>
        </message>
        <message>
            <source>the file cannot be read as {encoding}</source>
            <translation>die Datei kann nicht als {encoding} gelesen werden</translation>
        </message>
        <message>
            <source>mixes encodings: {utf8} line(s) read as UTF-8, {others} (the first at line {line}) as {encoding} (detected); check those lines</source>
            <translation>mischt Kodierungen: {utf8} Zeile(n) als UTF-8 gelesen, {others} (die erste in Zeile {line}) als {encoding} (erkannt); prüfen Sie diese Zeilen</translation>
        </message>
        <message>
            <source>not a text file (broken {encoding})</source>
            <translation>keine Textdatei (fehlerhaftes {encoding})</translation>
        </message>
        <message>
            <source>declares {declared}, but the bytes are UTF-8; read as UTF-8</source>
            <translation>gibt {declared} an, aber die Bytes sind UTF-8; als UTF-8 gelesen</translation>
        </message>
        <message>
            <source>declares {declared}, but line {line} is not; read as {encoding} (detected)</source>
            <translation>gibt {declared} an, aber Zeile {line} ist es nicht; als {encoding} gelesen (erkannt)</translation>
        </message>
        <message>
            <source>declares {declared}, but line {line} is not; read as Latin-1</source>
            <translation>gibt {declared} an, aber Zeile {line} ist es nicht; als Latin-1 gelesen</translation>
        </message>
        <message>
            <source>not UTF-8 and no encoding could be told; read as Latin-1</source>
            <translation>nicht UTF-8, und keine Kodierung ließ sich erkennen; als Latin-1 gelesen</translation>
        </message>
        <message>
            <source>an unpaired surrogate (half of a UTF-16 character) in {fields} was replaced by �</source>
            <translation>ein ungepaartes Surrogat (ein halbes UTF-16-Zeichen) in {fields} wurde durch � ersetzt</translation>
        </message>
        <message>
            <source>a NUL character (U+0000) in {fields} was removed</source>
            <translation>ein NUL-Zeichen (U+0000) in {fields} wurde entfernt</translation>
        </message>
    </context>
    <context>
        <name>endnote_xml</name>
        <message>
            <source>not EndNote XML: {error}</source>
            <translation>kein EndNote-XML: {error}</translation>
        </message>
        <message>
            <source>not an EndNote XML export (no &lt;xml&gt;&lt;records&gt;)</source>
            <translation>kein EndNote-XML-Export (kein &lt;xml&gt;&lt;records&gt;)</translation>
        </message>
        <message>
            <source>an EndNote XML of a form this Papershelf does not know (no ref-type): a newer EndNote? Export RIS from EndNote instead</source>
            <translation>ein EndNote-XML in einer Form, die dieses Papershelf nicht kennt (kein ref-type): ein neueres EndNote? Exportieren Sie stattdessen RIS aus EndNote</translation>
        </message>
        <message>
            <source>record {number} not read: {error}</source>
            <translation>Datensatz {number} nicht gelesen: {error}</translation>
        </message>
    </context>
    <context>
        <name>entries</name>
        <message>
            <source>the year must be a number, not {value!r}</source>
            <translation>das Jahr muss eine Zahl sein, nicht {value!r}</translation>
        </message>
        <message>
            <source>{year} is not a year</source>
            <translation>{year} ist kein Jahr</translation>
        </message>
        <message>
            <source>a rating goes from 0 to 5 stars</source>
            <translation>eine Bewertung reicht von 0 bis 5 Sternen</translation>
        </message>
        <message>
            <source>the citation key cannot be empty</source>
            <translation>der Zitierschlüssel darf nicht leer sein</translation>
        </message>
        <message>
            <source>a citation key cannot contain {characters!r}</source>
            <translation>ein Zitierschlüssel darf {characters!r} nicht enthalten</translation>
        </message>
        <message>
            <source>the key {key} is already used by another entry</source>
            <translation>der Schlüssel {key} gehört schon zu einem anderen Eintrag</translation>
        </message>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>Eintrag {entry_id} ist nicht in der Bibliothek</translation>
        </message>
        <message>
            <source>cannot edit {fields}</source>
            <translation>{fields} kann nicht bearbeitet werden</translation>
        </message>
    </context>
    <context>
        <name>entry_merge</name>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>Eintrag {entry_id} ist nicht in der Bibliothek</translation>
        </message>
    </context>
    <context>
        <name>export_files</name>
        <message>
            <source>{path}: is {kind}, not a file an export can replace</source>
            <translation>{path}: ist {kind}, keine Datei, die ein Export ersetzen kann</translation>
        </message>
        <message>
            <source>{path}: is the library file (or one of its own files or backups); choose another file for the export</source>
            <translation>{path}: ist die Bibliotheksdatei (oder eine ihrer eigenen Dateien oder Sicherungen); wählen Sie eine andere Datei für den Export</translation>
        </message>
    </context>
    <context>
        <name>exporting</name>
        <message>
            <source>cannot export {kind!r} {value!r}</source>
            <translation>{kind!r} {value!r} kann nicht exportiert werden</translation>
        </message>
        <message>
            <source>unknown export format {flavour!r} (use {names})</source>
            <translation>unbekanntes Exportformat {flavour!r} (verwenden Sie {names})</translation>
        </message>
    </context>
    <context>
        <name>find_metadata</name>
        <message>
            <source>looking up…</source>
            <translation>wird nachgeschlagen…</translation>
        </message>
        <message>
            <source>no candidate (a service failed)</source>
            <translation>kein Kandidat (ein Dienst ist ausgefallen)</translation>
        </message>
        <message>
            <source>no candidate</source>
            <translation>kein Kandidat</translation>
        </message>
        <message>
            <source>{evidence} — sure match</source>
            <translation>{evidence} – sichere Übereinstimmung</translation>
        </message>
        <message>
            <source>Find Metadata</source>
            <translation>Metadaten suchen</translation>
        </message>
        <message>
            <source>Field</source>
            <translation>Feld</translation>
        </message>
        <message>
            <source>This entry</source>
            <translation>Dieser Eintrag</translation>
        </message>
        <message>
            <source>Found (checked: take it)</source>
            <translation>Gefunden (angehakt: übernehmen)</translation>
        </message>
        <message>
            <source>&amp;Apply to This Entry</source>
            <translation>Auf diesen Eintrag &amp;anwenden</translation>
        </message>
        <message>
            <source>Apply All &amp;Sure Matches</source>
            <translation>Alle &amp;sicheren Treffer anwenden</translation>
        </message>
        <message>
            <source>&amp;Merge Instead</source>
            <translation>Stattdessen &amp;zusammenführen</translation>
        </message>
        <message>
            <source>&amp;Candidate:</source>
            <translation>&amp;Kandidat:</translation>
        </message>
        <message>
            <source>{done} (Ctrl+Z in the window undoes it).</source>
            <translation>{done} (Strg+Z im Fenster macht es rückgängig).</translation>
        </message>
        <message>
            <source>Looking up…</source>
            <translation>Wird nachgeschlagen…</translation>
        </message>
        <message>
            <source>No candidate. {failures}</source>
            <translation>Kein Kandidat. {failures}</translation>
        </message>
        <message>
            <source>Merge this entry into {key} (one undo step)</source>
            <translation>Diesen Eintrag in {key} zusammenführen (ein Rückgängig-Schritt)</translation>
        </message>
        <message>
            <source>This paper is already in your library as {key} (“{title}”). Applying would make a second copy: merge this entry into {key} instead.</source>
            <translation>Dieser Artikel ist bereits als {key} („{title}“) in Ihrer Bibliothek. Anwenden würde eine zweite Kopie erzeugen: Führen Sie diesen Eintrag stattdessen in {key} zusammen.</translation>
        </message>
        <message>
            <source>The key changes: {old} → {new} (made from the found authors and title).</source>
            <translation>Der Schlüssel ändert sich: {old} → {new} (aus den gefundenen Autoren und dem Titel gebildet).</translation>
        </message>
        <message>
            <source>Apply All &amp;Sure Matches ({count})</source>
            <translation>Alle &amp;sicheren Treffer anwenden ({count})</translation>
        </message>
        <message>
            <source>Apply metadata</source>
            <translation>Metadaten anwenden</translation>
        </message>
        <message numerus="yes">
            <source>Apply metadata to %n entries</source>
            <translation>
                <numerusform>Metadaten auf 1 Eintrag anwenden</numerusform>
                <numerusform>Metadaten auf %n Einträge anwenden</numerusform>
            </translation>
        </message>
        <message>
            <source>Merge into {key}</source>
            <translation>In {key} zusammenführen</translation>
        </message>
        <message>
            <source>Merged into {key}</source>
            <translation>In {key} zusammengeführt</translation>
        </message>
        <message>
            <source>Applied</source>
            <translation>Angewendet</translation>
        </message>
    </context>
    <context>
        <name>fulltext</name>
        <message numerus="yes">
            <source>%n PDFs</source>
            <translation>
                <numerusform>%n PDF</numerusform>
                <numerusform>%n PDFs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n pages</source>
            <translation>
                <numerusform>%n Seite</numerusform>
                <numerusform>%n Seiten</numerusform>
            </translation>
        </message>
        <message>
            <source>{pdfs} read ({pages})</source>
            <translation>{pdfs} gelesen ({pages})</translation>
        </message>
        <message>
            <source>, stopped before the end</source>
            <translation>, vor dem Ende angehalten</translation>
        </message>
        <message numerus="yes">
            <source>, %n without text (scanned?)</source>
            <translation>
                <numerusform>, %n ohne Text (gescannt?)</numerusform>
                <numerusform>, %n ohne Text (gescannt?)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n failed</source>
            <translation>
                <numerusform>, %n fehlgeschlagen</numerusform>
                <numerusform>, %n fehlgeschlagen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n too costly to read</source>
            <translation>
                <numerusform>, %n zu aufwendig zum Lesen</numerusform>
                <numerusform>, %n zu aufwendig zum Lesen</numerusform>
            </translation>
        </message>
        <message>
            <source>removed from the library while it was read</source>
            <translation>aus der Bibliothek entfernt, während es gelesen wurde</translation>
        </message>
        <message>
            <source>no text layer (a scan?); not searchable</source>
            <translation>keine Textebene (ein Scan?); nicht durchsuchbar</translation>
        </message>
        <message>
            <source>only the first {pages:,} of {total:,} pages were indexed</source>
            <translation>nur die ersten {pages:,} von {total:,} Seiten wurden indiziert</translation>
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
        <message>
            <source>Reading PDF {file} of {files}: {name}, page {page} of {pages}</source>
            <translation>Lese PDF {file} von {files}: {name}, Seite {page} von {pages}</translation>
        </message>
        <message>
            <source>PDF text: {summary}</source>
            <translation>PDF-Text: {summary}</translation>
        </message>
    </context>
    <context>
        <name>import_flow</name>
        <message>
            <source>Reading</source>
            <translation>Lese</translation>
        </message>
        <message>
            <source>Import cancelled; nothing was kept</source>
            <translation>Import abgebrochen; nichts wurde übernommen</translation>
        </message>
        <message>
            <source>Import cancelled: nothing was imported</source>
            <translation>Import abgebrochen: nichts wurde importiert</translation>
        </message>
        <message>
            <source>Importing</source>
            <translation>Importiere</translation>
        </message>
        <message numerus="yes">
            <source>%n files</source>
            <translation>
                <numerusform>%n Datei</numerusform>
                <numerusform>%n Dateien</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>import_report</name>
        <message>
            <source>entry '{key}'</source>
            <translation>Eintrag '{key}'</translation>
        </message>
        <message>
            <source>@{type} entry</source>
            <translation>@{type}-Eintrag</translation>
        </message>
        <message>
            <source>{entry} not imported: {reason}</source>
            <translation>{entry} nicht importiert: {reason}</translation>
        </message>
        <message>
            <source>it has no key</source>
            <translation>er hat keinen Schlüssel</translation>
        </message>
        <message>
            <source>{entry} imported as '{key}': {reason}</source>
            <translation>{entry} als '{key}' importiert: {reason}</translation>
        </message>
        <message>
            <source>possible duplicate: entry '{key}' may be the same paper as '{other}' ({reason}); imported, for review</source>
            <translation>mögliche Dublette: Eintrag '{key}' ist vielleicht derselbe Artikel wie '{other}' ({reason}); importiert, zur Prüfung</translation>
        </message>
        <message>
            <source>{added} added, {skipped} skipped as duplicates</source>
            <translation>{added} hinzugefügt, {skipped} als Dubletten übersprungen</translation>
        </message>
        <message numerus="yes">
            <source>, %n merged into existing entries</source>
            <translation>
                <numerusform>, %n mit vorhandenem Eintrag zusammengeführt</numerusform>
                <numerusform>, %n mit vorhandenen Einträgen zusammengeführt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n problems</source>
            <translation>
                <numerusform>, %n Problem</numerusform>
                <numerusform>, %n Probleme</numerusform>
            </translation>
        </message>
        <message>
            <source>it repeats the entry on line {line} exactly</source>
            <translation>er wiederholt den Eintrag in Zeile {line} genau</translation>
        </message>
        <message>
            <source>merged into '{key}' ({why})</source>
            <translation>mit '{key}' zusammengeführt ({why})</translation>
        </message>
        <message>
            <source>already in the library as '{key}' ({why})</source>
            <translation>bereits als '{key}' in der Bibliothek ({why})</translation>
        </message>
        <message>
            <source>the same paper as '{key}', imported before it ({why})</source>
            <translation>derselbe Artikel wie '{key}', der davor importiert wurde ({why})</translation>
        </message>
        <message>
            <source>it is not a valid key</source>
            <translation>er ist kein gültiger Schlüssel</translation>
        </message>
        <message>
            <source>the entry on line {line} has the same key and other content</source>
            <translation>der Eintrag in Zeile {line} hat denselben Schlüssel und anderen Inhalt</translation>
        </message>
        <message>
            <source>the library already has an entry with this key</source>
            <translation>die Bibliothek hat bereits einen Eintrag mit diesem Schlüssel</translation>
        </message>
        <message>
            <source>an entry imported before it has the same key</source>
            <translation>ein davor importierter Eintrag hat denselben Schlüssel</translation>
        </message>
        <message>
            <source>cannot import '{suffix}' files (known: {known})</source>
            <translation>'{suffix}'-Dateien können nicht importiert werden (bekannt: {known})</translation>
        </message>
    </context>
    <context>
        <name>import_review</name>
        <message>
            <source>Possible Duplicates</source>
            <translation>Mögliche Dubletten</translation>
        </message>
        <message>
            <source>For a merge, click a value to keep it; bold values go into the entry.</source>
            <translation>Klicken Sie zum Zusammenführen auf einen Wert, um ihn zu behalten; fett gedruckte Werte kommen in den Eintrag.</translation>
        </message>
        <message>
            <source>This record:</source>
            <translation>Dieser Datensatz:</translation>
        </message>
        <message>
            <source>Import</source>
            <translation>Importieren</translation>
        </message>
        <message>
            <source>Nothing to import could be read: choose another encoding, or cancel.</source>
            <translation>Es konnte nichts zum Importieren gelesen werden: Wählen Sie eine andere Kodierung oder brechen Sie ab.</translation>
        </message>
        <message>
            <source>The file is too big to keep in memory: a duplicate of an earlier record of it is shown without that record.</source>
            <translation>Die Datei ist zu groß, um sie im Speicher zu halten: Ein Duplikat eines früheren Eintrags daraus wird ohne diesen Eintrag angezeigt.</translation>
        </message>
        <message numerus="yes">
            <source>None of the %n records to import looks like a paper already in the library. Check the encoding above, then import.</source>
            <translation>
                <numerusform>Der zu importierende Datensatz sieht nicht wie ein Artikel aus, der schon in der Bibliothek ist. Prüfen Sie oben die Kodierung und importieren Sie dann.</numerusform>
                <numerusform>Keiner der %n zu importierenden Datensätze sieht wie ein Artikel aus, der schon in der Bibliothek ist. Prüfen Sie oben die Kodierung und importieren Sie dann.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{found} of the %n records to import look like papers already in the library or earlier in the import. Sure duplicates are skipped and possible ones imported, unless you choose otherwise.</source>
            <translation>
                <numerusform>{found} von 1 zu importierenden Datensatz sieht wie ein Artikel aus, der schon in der Bibliothek oder weiter vorn im Import ist. Sichere Dubletten werden übersprungen und mögliche importiert, sofern Sie nichts anderes wählen.</numerusform>
                <numerusform>{found} der %n zu importierenden Datensätze sehen wie Artikel aus, die schon in der Bibliothek oder weiter vorn im Import sind. Sichere Dubletten werden übersprungen und mögliche importiert, sofern Sie nichts anderes wählen.</numerusform>
            </translation>
        </message>
        <message>
            <source>(untitled)</source>
            <translation>(ohne Titel)</translation>
        </message>
        <message>
            <source>the import</source>
            <translation>dem Import</translation>
        </message>
        <message>
            <source>{file}, line {line}</source>
            <translation>{file}, Zeile {line}</translation>
        </message>
        <message>
            <source>a library entry</source>
            <translation>ein Eintrag der Bibliothek</translation>
        </message>
        <message>
            <source>the library's entry {key}</source>
            <translation>der Eintrag {key} der Bibliothek</translation>
        </message>
        <message>
            <source>record {number} of this import (not kept to show)</source>
            <translation>Eintrag {number} dieses Imports (zum Anzeigen nicht behalten)</translation>
        </message>
        <message>
            <source>an earlier record of this import</source>
            <translation>ein früherer Datensatz dieses Imports</translation>
        </message>
        <message>
            <source>Left: {left}.  Right: the record from {incoming}.</source>
            <translation>Links: {left}.  Rechts: der Datensatz aus {incoming}.</translation>
        </message>
    </context>
    <context>
        <name>import_run</name>
        <message>
            <source>which was not imported: the library has it as '{other}'</source>
            <translation>der nicht importiert wurde: die Bibliothek hat ihn als '{other}'</translation>
        </message>
        <message>
            <source>which is not in the file or library</source>
            <translation>der weder in der Datei noch in der Bibliothek ist</translation>
        </message>
        <message>
            <source>entry '{key}' has crossref '{parent}', {why}</source>
            <translation>Eintrag '{key}' hat crossref '{parent}', {why}</translation>
        </message>
    </context>
    <context>
        <name>import_ui</name>
        <message>
            <source>Import</source>
            <translation>Importieren</translation>
        </message>
        <message>
            <source>This window is read-only: the library is open in another window.</source>
            <translation>Dieses Fenster ist schreibgeschützt: Die Bibliothek ist in einem anderen Fenster geöffnet.</translation>
        </message>
        <message>
            <source>No PDFs in {names}</source>
            <translation>Keine PDFs in {names}</translation>
        </message>
        <message>
            <source>Import cancelled: nothing was imported</source>
            <translation>Import abgebrochen: nichts wurde importiert</translation>
        </message>
        <message>
            <source>Import: {summary}</source>
            <translation>Import: {summary}</translation>
        </message>
        <message>
            <source>Import finished: {summary}.</source>
            <translation>Import abgeschlossen: {summary}.</translation>
        </message>
    </context>
    <context>
        <name>insights</name>
        <message>
            <source>Leave &amp;Triage</source>
            <translation>&amp;Sichten verlassen</translation>
        </message>
        <message>
            <source>Select a paper to find papers like it.</source>
            <translation>Wählen Sie einen Artikel, um ähnliche Artikel zu finden.</translation>
        </message>
    </context>
    <context>
        <name>key_patterns</name>
        <message>
            <source>the key pattern {pattern} has no [field] in it</source>
            <translation>das Schlüsselmuster {pattern} enthält kein [Feld]</translation>
        </message>
        <message>
            <source>unbalanced '[' or ']' in the key pattern {pattern}</source>
            <translation>unausgeglichene '[' oder ']' im Schlüsselmuster {pattern}</translation>
        </message>
        <message>
            <source>[{token}] is not a key pattern field</source>
            <translation>[{token}] ist kein Feld für Schlüsselmuster</translation>
        </message>
        <message>
            <source>':{modifier}' is not a key pattern modifier ({known})</source>
            <translation>':{modifier}' ist kein Modifikator für Schlüsselmuster ({known})</translation>
        </message>
    </context>
    <context>
        <name>keys</name>
        <message>
            <source>the key of entry {entry_id} changed meanwhile</source>
            <translation>der Schlüssel von Eintrag {entry_id} wurde inzwischen geändert</translation>
        </message>
        <message>
            <source>the key {new} is already used by another entry</source>
            <translation>der Schlüssel {new} gehört schon zu einem anderen Eintrag</translation>
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
        <name>library</name>
        <message>
            <source>{path}: cannot be read ({why})</source>
            <translation>{path}: kann nicht gelesen werden ({why})</translation>
        </message>
        <message>
            <source>{path}: an empty file, not a library; name a new file to create a library, or delete this one first</source>
            <translation>{path}: eine leere Datei, keine Bibliothek; nennen Sie eine neue Datei, um eine Bibliothek anzulegen, oder löschen Sie diese zuerst</translation>
        </message>
        <message>
            <source>{path}: cannot create the folder ({why})</source>
            <translation>{path}: der Ordner kann nicht angelegt werden ({why})</translation>
        </message>
        <message>
            <source>{path}: not a Papershelf library (not an SQLite database)</source>
            <translation>{path}: keine Papershelf-Bibliothek (keine SQLite-Datenbank)</translation>
        </message>
        <message>
            <source>{path}: damaged, {why}; the file was left as it is</source>
            <translation>{path}: beschädigt, {why}; die Datei wurde so belassen, wie sie ist</translation>
        </message>
        <message>
            <source>{path}: cannot be read as a library ({why})</source>
            <translation>{path}: kann nicht als Bibliothek gelesen werden ({why})</translation>
        </message>
        <message>
            <source>{path}: not a Papershelf library (an unrelated SQLite database)</source>
            <translation>{path}: keine Papershelf-Bibliothek (eine fremde SQLite-Datenbank)</translation>
        </message>
        <message>
            <source>{path}: not a Papershelf library</source>
            <translation>{path}: keine Papershelf-Bibliothek</translation>
        </message>
        <message>
            <source>{path}: damaged ({why}); the file was left as it is</source>
            <translation>{path}: beschädigt ({why}); die Datei wurde so belassen, wie sie ist</translation>
        </message>
        <message>
            <source>{path}: made by a newer Papershelf (schema {version}, this one reads up to {newest}); update Papershelf to open it</source>
            <translation>{path}: von einem neueren Papershelf erstellt (Schema {version}, dieses liest bis {newest}); aktualisieren Sie Papershelf, um sie zu öffnen</translation>
        </message>
        <message>
            <source>it is damaged: {why}</source>
            <translation>sie ist beschädigt: {why}</translation>
        </message>
        <message>
            <source>{path}: damaged ({why}); it is read-only now and nothing more is written to it: restore a backup, or copy out what you need</source>
            <translation>{path}: beschädigt ({why}); sie ist jetzt schreibgeschützt, und es wird nichts mehr hineingeschrieben: stellen Sie eine Sicherung wieder her oder kopieren Sie heraus, was Sie brauchen</translation>
        </message>
        <message>
            <source>{path}: still busy after {seconds} s: {holder} is writing to it; nothing was changed, try again when it has finished</source>
            <translation>{path}: nach {seconds} s noch belegt: {holder} schreibt hinein; nichts wurde geändert, versuchen Sie es erneut, wenn es fertig ist</translation>
        </message>
        <message>
            <source>waiting up to {seconds} s for {holder}, which is writing to the library</source>
            <translation>warte bis zu {seconds} s auf {holder}, das in die Bibliothek schreibt</translation>
        </message>
        <message>
            <source>{path}: cannot be written ({why}); nothing was changed</source>
            <translation>{path}: kann nicht geschrieben werden ({why}); es wurde nichts geändert</translation>
        </message>
        <message>
            <source>{path}: no library there</source>
            <translation>{path}: dort ist keine Bibliothek</translation>
        </message>
        <message>
            <source>{location}: no library there (the database is empty)</source>
            <translation>{location}: dort ist keine Bibliothek (die Datenbank ist leer)</translation>
        </message>
        <message>
            <source>{path}: cannot be opened as a library ({why})</source>
            <translation>{path}: kann nicht als Bibliothek geöffnet werden ({why})</translation>
        </message>
        <message>
            <source>{location}: not an open library of this version</source>
            <translation>{location}: keine geöffnete Bibliothek dieser Version</translation>
        </message>
        <message>
            <source>entry {id} is not in the library</source>
            <translation>Eintrag {id} ist nicht in der Bibliothek</translation>
        </message>
        <message>
            <source>another process</source>
            <translation>ein anderer Prozess</translation>
        </message>
        <message>
            <source>truncated (shorter than an SQLite header)</source>
            <translation>abgeschnitten (kürzer als ein SQLite-Header)</translation>
        </message>
        <message>
            <source>truncated ({size} of {expected} bytes)</source>
            <translation>abgeschnitten ({size} von {expected} Bytes)</translation>
        </message>
        <message>
            <source>{location}: cannot connect ({why})</source>
            <translation>{location}: keine Verbindung möglich ({why})</translation>
        </message>
        <message>
            <source>{location}: {why} (damage checks apply to library files)</source>
            <translation>{location}: {why} (Schadensprüfungen gelten für Bibliotheksdateien)</translation>
        </message>
        <message>
            <source>{location}: the connection to the server was lost ({why}); the last change was not saved</source>
            <translation>{location}: die Verbindung zum Server ist abgebrochen ({why}); die letzte Änderung wurde nicht gespeichert</translation>
        </message>
        <message>
            <source>the server refused the write</source>
            <translation>der Server hat das Schreiben abgelehnt</translation>
        </message>
        <message>
            <source>{path}: read-only ({why}); nothing was changed</source>
            <translation>{path}: schreibgeschützt ({why}); es wurde nichts geändert</translation>
        </message>
        <message>
            <source>{location}: this role may not write ({why}); nothing was changed</source>
            <translation>{location}: diese Rolle darf nicht schreiben ({why}); es wurde nichts geändert</translation>
        </message>
        <message>
            <source>{path}: busy ({why}); nothing was changed: try again</source>
            <translation>{path}: belegt ({why}); es wurde nichts geändert: versuchen Sie es erneut</translation>
        </message>
        <message>
            <source>{location}: the connection to the server was lost ({why}); the last change may not have been saved</source>
            <translation>{location}: die Verbindung zum Server ist abgebrochen ({why}); die letzte Änderung wurde vielleicht nicht gespeichert</translation>
        </message>
        <message>
            <source>schema version {version} has no PostgreSQL form yet (migrations_pg); this Papershelf cannot upgrade a server library to it</source>
            <translation>Schemaversion {version} hat noch keine PostgreSQL-Form (migrations_pg); dieses Papershelf kann eine Server-Bibliothek nicht darauf aktualisieren</translation>
        </message>
        <message numerus="yes">
            <source>%n stored values held text that is not UTF-8 (lone surrogates) in {places}: replaced by �</source>
            <translation>
                <numerusform>%n gespeicherter Wert enthielt Text, der kein UTF-8 ist (einzelne Surrogate), in {places}: durch � ersetzt</numerusform>
                <numerusform>%n gespeicherte Werte enthielten Text, der kein UTF-8 ist (einzelne Surrogate), in {places}: durch � ersetzt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stored values held text that is not UTF-8 (lone surrogates) in {places}: shown with � (the file is read-only)</source>
            <translation>
                <numerusform>%n gespeicherter Wert enthielt Text, der kein UTF-8 ist (einzelne Surrogate), in {places}: mit � angezeigt (die Datei ist schreibgeschützt)</numerusform>
                <numerusform>%n gespeicherte Werte enthielten Text, der kein UTF-8 ist (einzelne Surrogate), in {places}: mit � angezeigt (die Datei ist schreibgeschützt)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>library_copy</name>
        <message>
            <source>{count} NUL character(s) removed</source>
            <translation>{count} NUL-Zeichen entfernt</translation>
        </message>
        <message>
            <source>unpaired surrogate(s) replaced by U+FFFD</source>
            <translation>ungepaarte Surrogate durch U+FFFD ersetzt</translation>
        </message>
        <message>
            <source>{value} is beyond what the server's column holds; left empty</source>
            <translation>{value} übersteigt, was die Spalte des Servers fasst; leer gelassen</translation>
        </message>
        <message>
            <source>{value} is beyond what the server's column holds; left 0</source>
            <translation>{value} übersteigt, was die Spalte des Servers fasst; auf 0 gesetzt</translation>
        </message>
        <message>
            <source>entry '{key}': {column}: {what}</source>
            <translation>Eintrag '{key}': {column}: {what}</translation>
        </message>
        <message>
            <source>{table} ({row}): {column}: {what}</source>
            <translation>{table} ({row}): {column}: {what}</translation>
        </message>
        <message>
            <source>the destination is read-only ({why}); nothing was copied</source>
            <translation>das Ziel ist schreibgeschützt ({why}); es wurde nichts kopiert</translation>
        </message>
        <message>
            <source>the copy failed, nothing was copied ({why})</source>
            <translation>das Kopieren ist fehlgeschlagen, es wurde nichts kopiert ({why})</translation>
        </message>
        <message numerus="yes">
            <source>the destination already holds %n entries; copy into a new, empty library</source>
            <translation>
                <numerusform>das Ziel enthält bereits %n Eintrag; kopieren Sie in eine neue, leere Bibliothek</numerusform>
                <numerusform>das Ziel enthält bereits %n Einträge; kopieren Sie in eine neue, leere Bibliothek</numerusform>
            </translation>
        </message>
        <message>
            <source>the destination is not empty (it holds rows in {tables}); copy into a new, empty library</source>
            <translation>das Ziel ist nicht leer (es enthält Zeilen in {tables}); kopieren Sie in eine neue, leere Bibliothek</translation>
        </message>
    </context>
    <context>
        <name>list_picker</name>
        <message>
            <source>Add to Reading List</source>
            <translation>Zur Leseliste hinzufügen</translation>
        </message>
        <message numerus="yes">
            <source>Put %n papers on the reading list:</source>
            <translation>
                <numerusform>1 Artikel auf die Leseliste setzen:</numerusform>
                <numerusform>%n Artikel auf die Leseliste setzen:</numerusform>
            </translation>
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
        <message numerus="yes">
            <source>%n papers</source>
            <translation>
                <numerusform>1 Artikel</numerusform>
                <numerusform>%n Artikel</numerusform>
            </translation>
        </message>
        <message>
            <source>Select the papers to put on a list first.</source>
            <translation>Wählen Sie zuerst die Artikel aus, die auf eine Liste sollen.</translation>
        </message>
    </context>
    <context>
        <name>lists</name>
        <message>
            <source>a reading list needs a name</source>
            <translation>eine Leseliste braucht einen Namen</translation>
        </message>
        <message>
            <source>a reading list name can be at most {most} characters long</source>
            <translation>der Name einer Leseliste darf höchstens {most} Zeichen lang sein</translation>
        </message>
        <message>
            <source>that reading list is no longer in the library</source>
            <translation>diese Leseliste ist nicht mehr in der Bibliothek</translation>
        </message>
        <message>
            <source>entries can only be moved next to an entry of the same list</source>
            <translation>Einträge lassen sich nur neben einen Eintrag derselben Liste verschieben</translation>
        </message>
        <message>
            <source>that entry is not in this reading list</source>
            <translation>dieser Eintrag ist nicht in dieser Leseliste</translation>
        </message>
        <message>
            <source>a reading list called '{name}' already exists</source>
            <translation>eine Leseliste namens '{name}' gibt es schon</translation>
        </message>
    </context>
    <context>
        <name>live_status</name>
        <message>
            <source>Connecting to {library}…</source>
            <translation>Verbindung zu {library} wird hergestellt…</translation>
        </message>
        <message>
            <source>Live: {library}</source>
            <translation>Live: {library}</translation>
        </message>
        <message>
            <source>Live: {library} (reconnected; views refreshed)</source>
            <translation>Live: {library} (wieder verbunden; Ansichten aktualisiert)</translation>
        </message>
        <message>
            <source>Offline: {library}; retrying in {wait}</source>
            <translation>Offline: {library}; neuer Versuch in {wait}</translation>
        </message>
        <message>
            <source>The server {library} cannot be reached ({reason}). This window is read-only until it is back; trying again in {wait}.</source>
            <translation>Der Server {library} ist nicht erreichbar ({reason}). Dieses Fenster ist schreibgeschützt, bis er wieder da ist; neuer Versuch in {wait}.</translation>
        </message>
        <message>
            <source>Changes other people make to this library appear here as they save them.</source>
            <translation>Änderungen anderer an dieser Bibliothek erscheinen hier, sobald sie gespeichert werden.</translation>
        </message>
        <message numerus="yes">
            <source>%n windows open ({names})</source>
            <translation>
                <numerusform>1 Fenster geöffnet ({names})</numerusform>
                <numerusform>%n Fenster geöffnet ({names})</numerusform>
            </translation>
        </message>
        <message>
            <source>a moment</source>
            <translation>einem Moment</translation>
        </message>
        <message>
            <source>{seconds} s</source>
            <translation>{seconds} s</translation>
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
            <source>over {shown} of %n entries</source>
            <translation>
                <numerusform>über {shown} von %n Eintrag</numerusform>
                <numerusform>über {shown} von %n Einträgen</numerusform>
            </translation>
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
        <name>managed_files</name>
        <message>
            <source>{source}: cannot be copied to {folder} ({strerror})</source>
            <translation>{source}: kann nicht nach {folder} kopiert werden ({strerror})</translation>
        </message>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>Eintrag {entry_id} ist nicht in der Bibliothek</translation>
        </message>
        <message>
            <source>{current}: cannot be moved to {target} ({strerror})</source>
            <translation>{current}: kann nicht nach {target} verschoben werden ({strerror})</translation>
        </message>
        <message>
            <source>{now}: cannot be moved back to {target} ({strerror})</source>
            <translation>{now}: kann nicht nach {target} zurückverschoben werden ({strerror})</translation>
        </message>
    </context>
    <context>
        <name>members</name>
        <message>
            <source>private notes are for a shared library; a file's notes are yours</source>
            <translation>private Notizen gibt es in einer gemeinsamen Bibliothek; die Notizen einer Datei gehören Ihnen</translation>
        </message>
    </context>
    <context>
        <name>members_ui</name>
        <message>
            <source>&lt;b&gt;Read by&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;Gelesen von&lt;/b&gt; {names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Reading:&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;Liest gerade:&lt;/b&gt; {names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Rated:&lt;/b&gt; {names}</source>
            <translation>&lt;b&gt;Bewertet:&lt;/b&gt; {names}</translation>
        </message>
        <message>
            <source>&lt;b&gt;Read by&lt;/b&gt; nobody yet</source>
            <translation>&lt;b&gt;Gelesen von&lt;/b&gt; noch niemandem</translation>
        </message>
        <message>
            <source>today</source>
            <translation>heute</translation>
        </message>
        <message>
            <source>nobody yet</source>
            <translation>noch niemandem</translation>
        </message>
        <message>
            <source>{club} — next session {when}: “{title}”, presented by {presenter} · read by {readers}</source>
            <translation>{club} – nächste Sitzung {when}: „{title}“, vorgestellt von {presenter} · gelesen von {readers}</translation>
        </message>
        <message>
            <source>{club} — next session {when}: “{title}” · read by {readers}</source>
            <translation>{club} – nächste Sitzung {when}: „{title}“ · gelesen von {readers}</translation>
        </message>
        <message>
            <source>Journal Club</source>
            <translation>Journal Club</translation>
        </message>
    </context>
    <context>
        <name>merging</name>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>Eintrag {entry_id} ist nicht in der Bibliothek</translation>
        </message>
        <message>
            <source>a merge choice is 'keep' or 'other', not {choice!r}</source>
            <translation>eine Wahl beim Zusammenführen ist 'keep' oder 'other', nicht {choice!r}</translation>
        </message>
        <message>
            <source>an entry cannot be merged with itself</source>
            <translation>ein Eintrag kann nicht mit sich selbst zusammengeführt werden</translation>
        </message>
    </context>
    <context>
        <name>metadata</name>
        <message>
            <source>{text}: added as {detail}</source>
            <translation>{text}: hinzugefügt als {detail}</translation>
        </message>
        <message>
            <source>{text}: already in the library as {detail}</source>
            <translation>{text}: schon in der Bibliothek als {detail}</translation>
        </message>
        <message>
            <source>{text}: not added: {detail}</source>
            <translation>{text}: nicht hinzugefügt: {detail}</translation>
        </message>
        <message>
            <source>not a DOI or an arXiv id</source>
            <translation>weder eine DOI noch eine arXiv-ID</translation>
        </message>
        <message>
            <source>entry {entry_id} is not in the library</source>
            <translation>Eintrag {entry_id} ist nicht in der Bibliothek</translation>
        </message>
        <message>
            <source>an answer in an encoding not asked for ({encoding})</source>
            <translation>eine Antwort in einer nicht angefragten Kodierung ({encoding})</translation>
        </message>
        <message>
            <source>a damaged compressed answer ({error})</source>
            <translation>eine beschädigte komprimierte Antwort ({error})</translation>
        </message>
        <message>
            <source>{host} sent an answer that is not JSON</source>
            <translation>{host} hat eine Antwort gesendet, die kein JSON ist</translation>
        </message>
        <message>
            <source>{host}'s answer held an unpaired surrogate (half of a UTF-16 character), replaced by �</source>
            <translation>die Antwort von {host} enthielt ein ungepaartes Surrogat (ein halbes UTF-16-Zeichen), ersetzt durch �</translation>
        </message>
        <message>
            <source>{name} did not answer in time; try again later</source>
            <translation>{name} hat nicht rechtzeitig geantwortet; versuchen Sie es später noch einmal</translation>
        </message>
        <message>
            <source>{name} sent an answer over {megabytes} MB; not read</source>
            <translation>{name} hat eine Antwort über {megabytes} MB gesendet; nicht gelesen</translation>
        </message>
        <message>
            <source>{name} sent {exc}</source>
            <translation>{name} hat gesendet: {exc}</translation>
        </message>
        <message>
            <source>{name} redirected to an address that is not valid</source>
            <translation>{name} hat auf eine ungültige Adresse umgeleitet</translation>
        </message>
        <message>
            <source>cannot reach {name} ({reason}); are you offline?</source>
            <translation>{name} ist nicht erreichbar ({reason}); sind Sie offline?</translation>
        </message>
        <message>
            <source>{name} is busy; try again later</source>
            <translation>{name} ist ausgelastet; versuchen Sie es später noch einmal</translation>
        </message>
        <message>
            <source>{name} redirected more than {most} times; not followed</source>
            <translation>{name} hat mehr als {most}-mal umgeleitet; nicht gefolgt</translation>
        </message>
        <message>
            <source>{name} redirected to another site ({where}); not followed</source>
            <translation>{name} hat auf eine andere Website umgeleitet ({where}); nicht gefolgt</translation>
        </message>
        <message>
            <source>{name} redirected in a loop; not followed</source>
            <translation>{name} hat im Kreis umgeleitet; nicht gefolgt</translation>
        </message>
        <message>
            <source>{name} asks to wait {seconds} s before the next request; try later</source>
            <translation>{name} bittet, vor der nächsten Anfrage {seconds} s zu warten; versuchen Sie es später</translation>
        </message>
        <message>
            <source>{name} refuses more requests for now (rate limit); try later</source>
            <translation>{name} lehnt vorerst weitere Anfragen ab (Ratenbegrenzung); versuchen Sie es später</translation>
        </message>
        <message>
            <source>{name} refused the request ({status}); check the API key</source>
            <translation>{name} hat die Anfrage abgelehnt ({status}); prüfen Sie den API-Schlüssel</translation>
        </message>
        <message>
            <source>{name} answered {status}: {detail}</source>
            <translation>{name} hat mit {status} geantwortet: {detail}</translation>
        </message>
        <message>
            <source>{name} answered {status}</source>
            <translation>{name} hat mit {status} geantwortet</translation>
        </message>
        <message>
            <source>no abstract</source>
            <translation>keine Zusammenfassung</translation>
        </message>
        <message>
            <source>abstract {percent}%</source>
            <translation>Zusammenfassung {percent} %</translation>
        </message>
        <message>
            <source>title {percent}%</source>
            <translation>Titel {percent} %</translation>
        </message>
        <message>
            <source>no such {kind}: {nobody} knows {value}</source>
            <translation>{kind} unbekannt: {nobody} kennt {value}</translation>
        </message>
        <message>
            <source>neither {first} nor {second}</source>
            <translation>weder {first} noch {second}</translation>
        </message>
        <message>
            <source>no service</source>
            <translation>kein Dienst</translation>
        </message>
        <message>
            <source>arXiv sent no feed</source>
            <translation>arXiv hat keinen Feed gesendet</translation>
        </message>
        <message>
            <source>arXiv answered {status} with no feed</source>
            <translation>arXiv hat mit {status} ohne Feed geantwortet</translation>
        </message>
        <message>
            <source>arXiv has no paper with id {arxiv_id}</source>
            <translation>arXiv hat keinen Artikel mit der ID {arxiv_id}</translation>
        </message>
        <message>
            <source>Crossref sent an answer without a work in it</source>
            <translation>Crossref hat eine Antwort ohne Werk gesendet</translation>
        </message>
        <message>
            <source>doi.org sent no BibTeX for {doi}</source>
            <translation>doi.org hat kein BibTeX für {doi} gesendet</translation>
        </message>
        <message>
            <source>no entry in it</source>
            <translation>kein Eintrag darin</translation>
        </message>
        <message>
            <source>doi.org's BibTeX for {doi} could not be read ({reasons})</source>
            <translation>das BibTeX von doi.org für {doi} konnte nicht gelesen werden ({reasons})</translation>
        </message>
    </context>
    <context>
        <name>migrate</name>
        <message>
            <source>BibDesk's groups could not be read ({why})</source>
            <translation>die Gruppen von BibDesk konnten nicht gelesen werden ({why})</translation>
        </message>
        <message>
            <source>it has no conditions</source>
            <translation>sie hat keine Bedingungen</translation>
        </message>
        <message>
            <source>its condition on '{key}' has no value</source>
            <translation>ihre Bedingung für '{key}' hat keinen Wert</translation>
        </message>
        <message>
            <source>its condition '{key}' (comparison {comparison}) has no Papershelf search</source>
            <translation>für ihre Bedingung '{key}' (Vergleich {comparison}) gibt es keine Papershelf-Suche</translation>
        </message>
        <message>
            <source>it matches a regular expression</source>
            <translation>sie sucht mit einem regulären Ausdruck</translation>
        </message>
        <message>
            <source>JabRef's {kind} has no counterpart in Papershelf</source>
            <translation>JabRefs {kind} hat in Papershelf keine Entsprechung</translation>
        </message>
        <message>
            <source>Papershelf cannot search the field '{field}'</source>
            <translation>Papershelf kann das Feld '{field}' nicht durchsuchen</translation>
        </message>
        <message>
            <source>its search has brackets</source>
            <translation>ihre Suche enthält Klammern</translation>
        </message>
        <message>
            <source>its search '{search}' could not be read</source>
            <translation>ihre Suche '{search}' konnte nicht gelesen werden</translation>
        </message>
        <message>
            <source>its search uses a regular expression</source>
            <translation>ihre Suche verwendet einen regulären Ausdruck</translation>
        </message>
        <message>
            <source>its search is empty</source>
            <translation>ihre Suche ist leer</translation>
        </message>
        <message>
            <source>a saved search has its name</source>
            <translation>eine gespeicherte Suche trägt ihren Namen</translation>
        </message>
        <message>
            <source>smart group '{name}' not brought: {why}</source>
            <translation>intelligente Gruppe '{name}' nicht übernommen: {why}</translation>
        </message>
        <message>
            <source>entry '{key}': {link} could not be read</source>
            <translation>Eintrag '{key}': {link} konnte nicht gelesen werden</translation>
        </message>
        <message>
            <source>no path</source>
            <translation>kein Pfad</translation>
        </message>
        <message>
            <source>entry '{key}': {link} is not a file link</source>
            <translation>Eintrag '{key}': {link} ist kein Dateilink</translation>
        </message>
        <message>
            <source>group '{name}' not brought: {why}</source>
            <translation>Gruppe '{name}' nicht übernommen: {why}</translation>
        </message>
        <message>
            <source>tag '{name}' not brought: {why}</source>
            <translation>Schlagwort '{name}' nicht übernommen: {why}</translation>
        </message>
        <message>
            <source>collection '{name}' not brought: {why}</source>
            <translation>Sammlung '{name}' nicht übernommen: {why}</translation>
        </message>
        <message>
            <source>{found} items: {added} added</source>
            <translation>{found} Objekte: {added} hinzugefügt</translation>
        </message>
        <message>
            <source>, {updated} updated, {unchanged} unchanged</source>
            <translation>, {updated} aktualisiert, {unchanged} unverändert</translation>
        </message>
        <message>
            <source>, {skipped} skipped as duplicates</source>
            <translation>, {skipped} als Dubletten übersprungen</translation>
        </message>
        <message>
            <source>; {notes} notes, {files} files ({missing} missing)</source>
            <translation>; {notes} Notizen, {files} Dateien ({missing} fehlen)</translation>
        </message>
        <message>
            <source>, {tags} tags, {lists} lists</source>
            <translation>, {tags} Schlagwörter, {lists} Leselisten</translation>
        </message>
        <message>
            <source>, {annotations} annotations</source>
            <translation>, {annotations} Anmerkungen</translation>
        </message>
        <message>
            <source>; {trashed} in the trash skipped</source>
            <translation>; {trashed} im Papierkorb übersprungen</translation>
        </message>
        <message>
            <source>not imported yet: {what}</source>
            <translation>noch nicht importiert: {what}</translation>
        </message>
        <message>
            <source>ITEM {key}: {why}</source>
            <translation>OBJEKT {key}: {why}</translation>
        </message>
        <message>
            <source>entry '{key}': {link} is missing: no file at {path}</source>
            <translation>Eintrag '{key}': {link} fehlt: keine Datei unter {path}</translation>
        </message>
        <message>
            <source>entry '{key}': {link} not attached: {why}</source>
            <translation>Eintrag '{key}': {link} nicht angehängt: {why}</translation>
        </message>
        <message>
            <source>standalone notes not brought</source>
            <translation>nicht übernommene eigenständige Notizen</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: the reader has no {kind} annotations</source>
            <translation>{kind}-Anmerkung {key} nicht übernommen: der Reader kennt keine {kind}-Anmerkungen</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: it is in the PDF itself (the reader reads it from there)</source>
            <translation>{kind}-Anmerkung {key} nicht übernommen: sie steht im PDF selbst (der Reader liest sie von dort)</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: it has no PDF page (an EPUB or web page annotation?)</source>
            <translation>{kind}-Anmerkung {key} nicht übernommen: sie hat keine PDF-Seite (eine Anmerkung in einem EPUB oder einer Webseite?)</translation>
        </message>
        <message>
            <source>{kind} annotation {key} not brought: its position has no rectangle</source>
            <translation>{kind}-Anmerkung {key} nicht übernommen: ihre Position hat kein Rechteck</translation>
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
        <name>new_entry</name>
        <message>
            <source>New Entry</source>
            <translation>Neuer Eintrag</translation>
        </message>
        <message>
            <source>made from the key pattern when left empty</source>
            <translation>wird aus dem Schlüsselmuster gebildet, wenn leer</translation>
        </message>
        <message>
            <source>&amp;Add</source>
            <translation>&amp;Hinzufügen</translation>
        </message>
        <message>
            <source>&amp;Type:</source>
            <translation>&amp;Typ:</translation>
        </message>
        <message>
            <source>&amp;Key:</source>
            <translation>&amp;Schlüssel:</translation>
        </message>
        <message>
            <source>Fill in at least a title or an author.</source>
            <translation>Geben Sie mindestens einen Titel oder einen Autor an.</translation>
        </message>
        <message>
            <source>no {field}</source>
            <translation>kein {field}</translation>
        </message>
        <message>
            <source>A style will warn: {missing}.</source>
            <translation>Ein Zitierstil wird warnen: {missing}.</translation>
        </message>
        <message>
            <source>New entry</source>
            <translation>Neuer Eintrag</translation>
        </message>
    </context>
    <context>
        <name>no_viewer</name>
        <message>
            <source>files of this type</source>
            <translation>Dateien dieses Typs</translation>
        </message>
        <message>
            <source>{type} files</source>
            <translation>{type}-Dateien</translation>
        </message>
        <message>
            <source>No program on this computer opens {kind}.</source>
            <translation>Kein Programm auf diesem Computer öffnet {kind}.</translation>
        </message>
        <message>
            <source>Open File</source>
            <translation>Datei öffnen</translation>
        </message>
        <message>
            <source>No program on this computer opens “{name}” ({kind}).

Install a viewer for them, or open the file from its folder.</source>
            <translation>Kein Programm auf diesem Computer öffnet „{name}“ ({kind}).

Installieren Sie ein Anzeigeprogramm dafür oder öffnen Sie die Datei aus ihrem Ordner.</translation>
        </message>
    </context>
    <context>
        <name>open_failure</name>
        <message>
            <source>The library cannot be opened.

{reason}</source>
            <translation>Die Bibliothek kann nicht geöffnet werden.

{reason}</translation>
        </message>
        <message>
            <source>The file has not been changed. What would you like to do?</source>
            <translation>Die Datei wurde nicht verändert. Was möchten Sie tun?</translation>
        </message>
        <message>
            <source>unreadable</source>
            <translation>nicht lesbar</translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>1 Eintrag</numerusform>
                <numerusform>%n Einträge</numerusform>
            </translation>
        </message>
        <message>
            <source>Open a Backup</source>
            <translation>Eine Sicherung öffnen</translation>
        </message>
        <message>
            <source>Backups:</source>
            <translation>Sicherungen:</translation>
        </message>
        <message>
            <source>Libraries (*.sqlite)</source>
            <translation>Bibliotheken (*.sqlite)</translation>
        </message>
        <message>
            <source>The shared library {library} cannot be opened.

{reason}</source>
            <translation>Die gemeinsame Bibliothek {library} kann nicht geöffnet werden.

{reason}</translation>
        </message>
        <message>
            <source>Nothing was changed on the server. Check the host, database and user; the password comes from ~/.pgpass, PGPASSWORD or a service file.</source>
            <translation>Auf dem Server wurde nichts verändert. Prüfen Sie Host, Datenbank und Benutzer; das Passwort kommt aus ~/.pgpass, PGPASSWORD oder einer Dienstdatei.</translation>
        </message>
        <message>
            <source>{path} is an empty file, not a Papershelf library.</source>
            <translation>{path} ist eine leere Datei, keine Papershelf-Bibliothek.</translation>
        </message>
        <message>
            <source>Make it a new, empty library? Nothing else is changed.</source>
            <translation>Eine neue, leere Bibliothek daraus machen? Sonst wird nichts verändert.</translation>
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
        <name>organising</name>
        <message numerus="yes">
            <source>Add tag '{name}' to %n entries</source>
            <translation>
                <numerusform>Schlagwort „{name}“ zu 1 Eintrag hinzufügen</numerusform>
                <numerusform>Schlagwort „{name}“ zu %n Einträgen hinzufügen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag '{name}' from %n entries</source>
            <translation>
                <numerusform>Schlagwort „{name}“ von 1 Eintrag entfernen</numerusform>
                <numerusform>Schlagwort „{name}“ von %n Einträgen entfernen</numerusform>
            </translation>
        </message>
        <message>
            <source>Create tag '{name}'</source>
            <translation>Schlagwort „{name}“ anlegen</translation>
        </message>
        <message>
            <source>Merge tag '{old}' into '{new}'</source>
            <translation>Schlagwort „{old}“ in „{new}“ zusammenführen</translation>
        </message>
        <message>
            <source>Rename tag '{old}' to '{new}'</source>
            <translation>Schlagwort „{old}“ in „{new}“ umbenennen</translation>
        </message>
        <message>
            <source>Change colour of tag '{name}'</source>
            <translation>Farbe des Schlagworts „{name}“ ändern</translation>
        </message>
        <message>
            <source>Delete tag '{name}'</source>
            <translation>Schlagwort „{name}“ löschen</translation>
        </message>
        <message numerus="yes">
            <source>Merge %n tags into '{target}'</source>
            <translation>
                <numerusform>1 Schlagwort in „{target}“ zusammenführen</numerusform>
                <numerusform>%n Schlagwörter in „{target}“ zusammenführen</numerusform>
            </translation>
        </message>
        <message>
            <source>Create reading list '{name}'</source>
            <translation>Leseliste „{name}“ anlegen</translation>
        </message>
        <message>
            <source>Rename reading list '{old}' to '{new}'</source>
            <translation>Leseliste „{old}“ in „{new}“ umbenennen</translation>
        </message>
        <message>
            <source>Describe reading list '{name}'</source>
            <translation>Leseliste „{name}“ beschreiben</translation>
        </message>
        <message>
            <source>Delete reading list '{name}'</source>
            <translation>Leseliste „{name}“ löschen</translation>
        </message>
        <message numerus="yes">
            <source>Add %n entries to '{name}'</source>
            <translation>
                <numerusform>1 Eintrag zu „{name}“ hinzufügen</numerusform>
                <numerusform>%n Einträge zu „{name}“ hinzufügen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %n entries from '{name}'</source>
            <translation>
                <numerusform>1 Eintrag aus „{name}“ entfernen</numerusform>
                <numerusform>%n Einträge aus „{name}“ entfernen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries</source>
            <translation>
                <numerusform>1 Eintrag verschieben</numerusform>
                <numerusform>%n Einträge verschieben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries up</source>
            <translation>
                <numerusform>1 Eintrag nach oben verschieben</numerusform>
                <numerusform>%n Einträge nach oben verschieben</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries down</source>
            <translation>
                <numerusform>1 Eintrag nach unten verschieben</numerusform>
                <numerusform>%n Einträge nach unten verschieben</numerusform>
            </translation>
        </message>
        <message>
            <source>Edit list note</source>
            <translation>Listennotiz bearbeiten</translation>
        </message>
        <message>
            <source>Save search '{name}'</source>
            <translation>Suche „{name}“ speichern</translation>
        </message>
        <message>
            <source>that saved search is gone</source>
            <translation>diese gespeicherte Suche gibt es nicht mehr</translation>
        </message>
        <message>
            <source>Rename saved search '{old}' to '{new}'</source>
            <translation>Gespeicherte Suche „{old}“ in „{new}“ umbenennen</translation>
        </message>
        <message>
            <source>Edit saved search '{name}'</source>
            <translation>Gespeicherte Suche „{name}“ bearbeiten</translation>
        </message>
        <message>
            <source>Delete saved search '{name}'</source>
            <translation>Gespeicherte Suche „{name}“ löschen</translation>
        </message>
    </context>
    <context>
        <name>pdf</name>
        <message>
            <source>is encrypted with a password</source>
            <translation>ist mit einem Passwort verschlüsselt</translation>
        </message>
        <message>
            <source>is damaged or cut short ({error})</source>
            <translation>ist beschädigt oder abgeschnitten ({error})</translation>
        </message>
        <message>
            <source>is {kind}, not a file; it is not read</source>
            <translation>ist {kind}, keine Datei; sie wird nicht gelesen</translation>
        </message>
        <message>
            <source>cannot be read: {error}</source>
            <translation>kann nicht gelesen werden: {error}</translation>
        </message>
        <message>
            <source>is empty (0 bytes)</source>
            <translation>ist leer (0 Byte)</translation>
        </message>
        <message>
            <source>is not a PDF (it does not start with '%PDF-')</source>
            <translation>ist kein PDF (es beginnt nicht mit '%PDF-')</translation>
        </message>
        <message>
            <source>is encrypted with a password; its text cannot be read</source>
            <translation>ist mit einem Passwort verschlüsselt; sein Text kann nicht gelesen werden</translation>
        </message>
        <message>
            <source>is damaged: no pages could be found</source>
            <translation>ist beschädigt: es wurden keine Seiten gefunden</translation>
        </message>
        <message>
            <source>is damaged or cut short and cannot be shown</source>
            <translation>ist beschädigt oder abgeschnitten und kann nicht angezeigt werden</translation>
        </message>
        <message>
            <source>cannot be shown ({why})</source>
            <translation>kann nicht angezeigt werden ({why})</translation>
        </message>
        <message>
            <source>is encrypted (AES) and cannot be read without a password</source>
            <translation>ist verschlüsselt (AES) und kann ohne Passwort nicht gelesen werden</translation>
        </message>
        <message>
            <source>is damaged: its objects refer to each other in a loop</source>
            <translation>ist beschädigt: seine Objekte verweisen im Kreis aufeinander</translation>
        </message>
        <message>
            <source>could not be shown: tile {column},{row} is outside the page</source>
            <translation>konnte nicht angezeigt werden: Kachel {column},{row} liegt außerhalb der Seite</translation>
        </message>
        <message>
            <source>could not be shown: the renderer took longer than {seconds} s, and was stopped</source>
            <translation>konnte nicht angezeigt werden: der Renderer brauchte länger als {seconds} s und wurde beendet</translation>
        </message>
        <message>
            <source>could not be shown ({why})</source>
            <translation>konnte nicht angezeigt werden ({why})</translation>
        </message>
        <message>
            <source>cannot be written: the file is not there</source>
            <translation>kann nicht geschrieben werden: die Datei ist nicht da</translation>
        </message>
        <message>
            <source>is on a read-only disk or folder: the annotations stay in the library, the file is unchanged</source>
            <translation>liegt auf einem schreibgeschützten Datenträger oder Ordner: die Anmerkungen bleiben in der Bibliothek, die Datei bleibt unverändert</translation>
        </message>
    </context>
    <context>
        <name>pdf_hits</name>
        <message>
            <source>In the PDF, page {page}:</source>
            <translation>In der PDF, Seite {page}:</translation>
        </message>
        <message>
            <source>no text layer (a scan?)</source>
            <translation>keine Textebene (ein Scan?)</translation>
        </message>
        <message>
            <source>A PDF cannot be searched: {reason}</source>
            <translation>Eine PDF kann nicht durchsucht werden: {reason}</translation>
        </message>
        <message>
            <source>In a comment, page {page} ({about}):</source>
            <translation>In einem Kommentar, Seite {page} ({about}):</translation>
        </message>
        <message>
            <source>In an annotation, page {page} ({about}):</source>
            <translation>In einer Anmerkung, Seite {page} ({about}):</translation>
        </message>
    </context>
    <context>
        <name>pdf_import</name>
        <message>
            <source>DOI {doi}</source>
            <translation>DOI {doi}</translation>
        </message>
        <message>
            <source>arXiv {arxiv}</source>
            <translation>arXiv {arxiv}</translation>
        </message>
        <message>
            <source>{problem}; title from the file name, not searchable</source>
            <translation>{problem}; Titel aus dem Dateinamen, nicht durchsuchbar</translation>
        </message>
        <message>
            <source>{problem}; not searchable</source>
            <translation>{problem}; nicht durchsuchbar</translation>
        </message>
        <message>
            <source>no text layer (a scan?): title from the file name, not searchable</source>
            <translation>keine Textebene (ein Scan?): Titel aus dem Dateinamen, nicht durchsuchbar</translation>
        </message>
        <message>
            <source>title and authors inferred from the first page</source>
            <translation>Titel und Autoren aus der ersten Seite erschlossen</translation>
        </message>
        <message>
            <source>title and authors inferred from the PDF's metadata</source>
            <translation>Titel und Autoren aus den Metadaten des PDFs erschlossen</translation>
        </message>
        <message>
            <source>title from the file name</source>
            <translation>Titel aus dem Dateinamen</translation>
        </message>
        <message>
            <source>lookup of {value} failed ({error}); title and authors inferred</source>
            <translation>Abfrage von {value} fehlgeschlagen ({error}); Titel und Autoren erschlossen</translation>
        </message>
        <message>
            <source>Lookup of {value} failed ({error}); title and authors inferred from the PDF.</source>
            <translation>Abfrage von {value} fehlgeschlagen ({error}); Titel und Autoren aus dem PDF erschlossen.</translation>
        </message>
        <message>
            <source>{path}: not imported: {reasons}</source>
            <translation>{path}: nicht importiert: {reasons}</translation>
        </message>
        <message>
            <source>{path}: already in the library, attached to {key}</source>
            <translation>{path}: schon in der Bibliothek, hängt an {key}</translation>
        </message>
        <message>
            <source>{path}: added as {key}</source>
            <translation>{path}: hinzugefügt als {key}</translation>
        </message>
        <message>
            <source>{path}: attached to the existing entry {key}</source>
            <translation>{path}: an den vorhandenen Eintrag {key} angehängt</translation>
        </message>
        <message numerus="yes">
            <source>%n PDFs</source>
            <translation>
                <numerusform>%n PDF</numerusform>
                <numerusform>%n PDFs</numerusform>
            </translation>
        </message>
        <message>
            <source>{pdfs}: {added} added</source>
            <translation>{pdfs}: {added} hinzugefügt</translation>
        </message>
        <message numerus="yes">
            <source>, %n attached to existing entries</source>
            <translation>
                <numerusform>, %n an vorhandene Einträge angehängt</numerusform>
                <numerusform>, %n an vorhandene Einträge angehängt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n already in the library</source>
            <translation>
                <numerusform>, %n schon in der Bibliothek</numerusform>
                <numerusform>, %n schon in der Bibliothek</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n not imported</source>
            <translation>
                <numerusform>, %n nicht importiert</numerusform>
                <numerusform>, %n nicht importiert</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>pdf_import_ui</name>
        <message numerus="yes">
            <source>Reading %n PDFs…</source>
            <translation>
                <numerusform>Lese %n PDF…</numerusform>
                <numerusform>Lese %n PDFs…</numerusform>
            </translation>
        </message>
        <message>
            <source>Reading PDF {done} of {total}: {name}</source>
            <translation>Lese PDF {done} von {total}: {name}</translation>
        </message>
        <message>
            <source>The PDFs were not imported: {problem}</source>
            <translation>Die PDFs wurden nicht importiert: {problem}</translation>
        </message>
        <message>
            <source>Import PDFs</source>
            <translation>PDFs importieren</translation>
        </message>
        <message>
            <source>Look Up Online…</source>
            <translation>Online nachschlagen…</translation>
        </message>
        <message>
            <source>Not Now</source>
            <translation>Nicht jetzt</translation>
        </message>
        <message numerus="yes">
            <source>%n of the papers have a DOI or arXiv id: look them up online to complete them?</source>
            <translation>
                <numerusform>%n der Artikel hat eine DOI oder arXiv-ID: online nachschlagen, um sie zu vervollständigen?</numerusform>
                <numerusform>%n der Artikel haben eine DOI oder arXiv-ID: online nachschlagen, um sie zu vervollständigen?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import %n PDFs</source>
            <translation>
                <numerusform>%n PDF importieren</numerusform>
                <numerusform>%n PDFs importieren</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lookups failed</source>
            <translation>
                <numerusform>%n Abfrage fehlgeschlagen</numerusform>
                <numerusform>%n Abfragen fehlgeschlagen</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>pdf_worker</name>
        <message>
            <source>a page took more than {seconds} s</source>
            <translation>eine Seite brauchte mehr als {seconds} s</translation>
        </message>
        <message>
            <source>reading took more than {seconds} s</source>
            <translation>das Lesen brauchte mehr als {seconds} s</translation>
        </message>
        <message>
            <source>it needs more than {megabytes} MB</source>
            <translation>es braucht mehr als {megabytes} MB</translation>
        </message>
        <message>
            <source>the PDF {problem}</source>
            <translation>das PDF {problem}</translation>
        </message>
        <message>
            <source>is too costly to read ({why}); it is not read again unless asked</source>
            <translation>ist zu aufwendig zum Lesen ({why}); es wird nur auf Wunsch erneut gelesen</translation>
        </message>
        <message>
            <source>its first pages took more than {seconds} s</source>
            <translation>seine ersten Seiten brauchten mehr als {seconds} s</translation>
        </message>
    </context>
    <context>
        <name>people</name>
        <message>
            <source>This computer gives no user name to attach a display name to.</source>
            <translation>Dieser Computer nennt keinen Benutzernamen, dem ein Anzeigename zugeordnet werden könnte.</translation>
        </message>
        <message>
            <source>A display name has at most {most} characters.</source>
            <translation>Ein Anzeigename hat höchstens {most} Zeichen.</translation>
        </message>
    </context>
    <context>
        <name>plans</name>
        <message>
            <source>{minutes} min</source>
            <translation>{minutes} Min.</translation>
        </message>
        <message>
            <source>{hours} h</source>
            <translation>{hours} Std.</translation>
        </message>
        <message>
            <source>{hours} h {minutes} min</source>
            <translation>{hours} Std. {minutes} Min.</translation>
        </message>
        <message>
            <source>that reading list is no longer there</source>
            <translation>diese Leseliste gibt es nicht mehr</translation>
        </message>
        <message>
            <source>'{text}' is not a date (write it as YYYY-MM-DD)</source>
            <translation>'{text}' ist kein Datum (schreiben Sie es als JJJJ-MM-TT)</translation>
        </message>
        <message>
            <source>'{text}' is not a pace (write it as N/week, e.g. 5/week)</source>
            <translation>'{text}' ist kein Tempo (schreiben Sie es als N/week, z. B. 5/week)</translation>
        </message>
        <message>
            <source>a pace must be more than 0 and at most {most} a week</source>
            <translation>ein Tempo muss größer als 0 und höchstens {most} pro Woche sein</translation>
        </message>
        <message>
            <source>{day} {month}</source>
            <translation>{day}. {month}</translation>
        </message>
        <message>
            <source>{day} {month} {year}</source>
            <translation>{day}. {month} {year}</translation>
        </message>
        <message numerus="yes">
            <source>%n days</source>
            <translation>
                <numerusform>%n Tag</numerusform>
                <numerusform>%n Tage</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n papers</source>
            <translation>
                <numerusform>%n Artikel</numerusform>
                <numerusform>%n Artikel</numerusform>
            </translation>
        </message>
        <message>
            <source>{count} papers</source>
            <translation>{count} Artikel</translation>
        </message>
        <message>
            <source>, {days} after the deadline</source>
            <translation>, {days} nach der Frist</translation>
        </message>
        <message>
            <source>, {days} before the deadline</source>
            <translation>, {days} vor der Frist</translation>
        </message>
        <message>
            <source>, on the deadline</source>
            <translation>, genau zur Frist</translation>
        </message>
        <message>
            <source>Everything in “{name}” has been read.</source>
            <translation>Alles in „{name}“ ist gelesen.</translation>
        </message>
        <message>
            <source>{papers} left, about {time} of reading.</source>
            <translation>Noch {papers}, etwa {time} Lesezeit.</translation>
        </message>
        <message>
            <source>No pace yet: papers marked read in the last weeks teach it.</source>
            <translation>Noch kein Tempo: Artikel, die in den letzten Wochen als gelesen markiert wurden, ergeben es.</translation>
        </message>
        <message>
            <source>At your pace ({papers}, {time} a week) you finish on {day}{deadline}.</source>
            <translation>In Ihrem Tempo ({papers}, {time} pro Woche) sind Sie am {day} fertig{deadline}.</translation>
        </message>
        <message>
            <source>At the goal's {count} a week, on {day}.</source>
            <translation>Mit den {count} pro Woche des Ziels am {day}.</translation>
        </message>
        <message>
            <source>on track with the goal</source>
            <translation>gut im Plan für das Ziel</translation>
        </message>
        <message>
            <source>{papers} ahead of the goal</source>
            <translation>{papers} vor dem Ziel</translation>
        </message>
        <message>
            <source>{papers} behind the goal</source>
            <translation>{papers} hinter dem Ziel</translation>
        </message>
        <message>
            <source>no goal</source>
            <translation>kein Ziel</translation>
        </message>
        <message>
            <source>by {day}</source>
            <translation>bis {day}</translation>
        </message>
        <message>
            <source>{count} papers a week</source>
            <translation>{count} Artikel pro Woche</translation>
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
        <name>private_state</name>
        <message>
            <source>private notes and tags are for a shared library; on a file your notes and tags are yours</source>
            <translation>private Notizen und Schlagwörter gibt es in einer gemeinsamen Bibliothek; in einer Datei gehören Ihre Notizen und Schlagwörter Ihnen</translation>
        </message>
    </context>
    <context>
        <name>projects</name>
        <message>
            <source>no such citation format {fmt!r} (use {names})</source>
            <translation>kein solches Zitierformat {fmt!r} (verwenden Sie {names})</translation>
        </message>
        <message>
            <source>{parent} is not in a git working tree</source>
            <translation>{parent} liegt in keinem Git-Arbeitsverzeichnis</translation>
        </message>
        <message>
            <source>git {command} failed: {reason}</source>
            <translation>git {command} fehlgeschlagen: {reason}</translation>
        </message>
        <message>
            <source>git is not installed</source>
            <translation>git ist nicht installiert</translation>
        </message>
        <message>
            <source>git did not finish within {seconds} s</source>
            <translation>git wurde nicht innerhalb von {seconds} s fertig</translation>
        </message>
        <message>
            <source>{path}: no file is kept for this project</source>
            <translation>{path}: für dieses Projekt wird keine Datei gepflegt</translation>
        </message>
        <message>
            <source>that reading list is no longer in the library</source>
            <translation>diese Leseliste ist nicht mehr in der Bibliothek</translation>
        </message>
        <message>
            <source>unknown export format {flavour!r} (use {names})</source>
            <translation>unbekanntes Exportformat {flavour!r} (verwenden Sie {names})</translation>
        </message>
        <message>
            <source>a git commit needs a kept file (--bib)</source>
            <translation>ein Git-Commit braucht eine gepflegte Datei (--bib)</translation>
        </message>
        <message>
            <source>{path} is not a linked writing project</source>
            <translation>{path} ist kein verknüpftes Schreibprojekt</translation>
        </message>
    </context>
    <context>
        <name>projects.cayw_ui</name>
        <message>
            <source>Cannot start the server: {reason}</source>
            <translation>Der Server kann nicht gestartet werden: {reason}</translation>
        </message>
        <message>
            <source>Cite as you write: {address}</source>
            <translation>Zitieren beim Schreiben: {address}</translation>
        </message>
    </context>
    <context>
        <name>projects.editor_settings</name>
        <message>
            <source>Push to Editor</source>
            <translation>An Editor senden</translation>
        </message>
        <message>
            <source>as started: nvim --listen ADDRESS (or $NVIM)</source>
            <translation>wie gestartet: nvim --listen ADRESSE (oder $NVIM)</translation>
        </message>
        <message>
            <source>Push to:</source>
            <translation>Senden an:</translation>
        </message>
        <message>
            <source>Neovim server address:</source>
            <translation>Serveradresse von Neovim:</translation>
        </message>
        <message>
            <source>Vim server name:</source>
            <translation>Servername von Vim:</translation>
        </message>
        <message>
            <source>Each command may use {citation}, {keys}, {elisp}, {keystrokes} and {server}; leave it blank for the default shown.</source>
            <translation>Jeder Befehl kann {citation}, {keys}, {elisp}, {keystrokes} und {server} verwenden; leer lassen für den angezeigten Standard.</translation>
        </message>
        <message>
            <source>{editor} command:</source>
            <translation>Befehl für {editor}:</translation>
        </message>
        <message>
            <source>{editor} command: {reason}</source>
            <translation>Befehl für {editor}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>projects.picker</name>
        <message>
            <source>Cite</source>
            <translation>Zitieren</translation>
        </message>
        <message>
            <source>Search to cite: words, key:, author:…</source>
            <translation>Zum Zitieren suchen: Wörter, key:, author:…</translation>
        </message>
    </context>
    <context>
        <name>projects.push_ui</name>
        <message>
            <source>Select the papers to cite first</source>
            <translation>Zuerst die zu zitierenden Artikel auswählen</translation>
        </message>
        <message>
            <source>Pushed {citation} to {editor}</source>
            <translation>{citation} an {editor} gesendet</translation>
        </message>
    </context>
    <context>
        <name>projects.standalone</name>
        <message>
            <source>Papershelf — Cite</source>
            <translation>Papershelf – Zitieren</translation>
        </message>
    </context>
    <context>
        <name>projects.ui</name>
        <message>
            <source>Link Writing Project</source>
            <translation>Schreibprojekt verknüpfen</translation>
        </message>
        <message>
            <source>Keep a .bib of the cited entries (Cancel: none)</source>
            <translation>Eine .bib der zitierten Einträge führen (Abbrechen: keine)</translation>
        </message>
        <message>
            <source>Cannot link {file}: {reason}</source>
            <translation>{file} kann nicht verknüpft werden: {reason}</translation>
        </message>
        <message>
            <source>Linked {path}</source>
            <translation>{path} verknüpft</translation>
        </message>
        <message>
            <source>Cannot write {path}: {reason}</source>
            <translation>{path} kann nicht geschrieben werden: {reason}</translation>
        </message>
        <message>
            <source>{path}
{cited} cited in the library, {missing} missing, {uncited} in its list never cited</source>
            <translation>{path}
{cited} zitiert aus der Bibliothek, {missing} fehlend, {uncited} in seiner Liste nie zitiert</translation>
        </message>
    </context>
    <context>
        <name>projects.view</name>
        <message>
            <source>add by identifier: {identifier}</source>
            <translation>über Kennung hinzufügen: {identifier}</translation>
        </message>
        <message>
            <source>closest: {keys}</source>
            <translation>am ähnlichsten: {keys}</translation>
        </message>
        <message>
            <source>{name} — Writing project</source>
            <translation>{name} – Schreibprojekt</translation>
        </message>
        <message>
            <source>Write .bib Now</source>
            <translation>.bib jetzt schreiben</translation>
        </message>
        <message>
            <source>Unlink</source>
            <translation>Verknüpfung lösen</translation>
        </message>
        <message>
            <source>Double-click or Enter: add {identifier} by identifier</source>
            <translation>Doppelklick oder Eingabe: {identifier} über Kennung hinzufügen</translation>
        </message>
        <message>
            <source>{path} (read from {origin})</source>
            <translation>{path} (gelesen aus {origin})</translation>
        </message>
        <message>
            <source>It cites everything (\nocite{*} or @*).</source>
            <translation>Es zitiert alles (\nocite{*} oder @*).</translation>
        </message>
        <message>
            <source>Kept written with the cited entries: {path}</source>
            <translation>Wird mit den zitierten Einträgen geschrieben: {path}</translation>
        </message>
        <message numerus="yes">
            <source>%n cited entries lack what the style needs (⚠).</source>
            <translation>
                <numerusform>1 zitierter Eintrag hat nicht alles, was der Stil braucht (⚠).</numerusform>
                <numerusform>%n zitierten Einträgen fehlt, was der Stil braucht (⚠).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>quick_tag</name>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>1 Eintrag</numerusform>
                <numerusform>%n Einträge</numerusform>
            </translation>
        </message>
        <message>
            <source>On {on} of the {selected} selected; {total} in all</source>
            <translation>An {on} der {selected} ausgewählten; {total} insgesamt</translation>
        </message>
        <message>
            <source>Add</source>
            <translation>Hinzufügen</translation>
        </message>
        <message>
            <source>Enter adds the tag</source>
            <translation>Eingabe fügt das Schlagwort hinzu</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Entfernen</translation>
        </message>
        <message>
            <source>Enter removes the tag (Shift+Enter does once)</source>
            <translation>Eingabe entfernt das Schlagwort (Umschalt+Eingabe einmalig)</translation>
        </message>
        <message>
            <source>Filter or create a tag…</source>
            <translation>Schlagwort filtern oder anlegen…</translation>
        </message>
        <message>
            <source>Remove a tag from {entries}</source>
            <translation>Ein Schlagwort von {entries} entfernen</translation>
        </message>
        <message>
            <source>Enter removes · Shift+Enter adds · Esc closes</source>
            <translation>Eingabe entfernt · Umschalt+Eingabe fügt hinzu · Esc schließt</translation>
        </message>
        <message>
            <source>Tag {entries}</source>
            <translation>{entries} verschlagworten</translation>
        </message>
        <message>
            <source>Enter adds · Shift+Enter removes · Esc closes</source>
            <translation>Eingabe fügt hinzu · Umschalt+Eingabe entfernt · Esc schließt</translation>
        </message>
        <message>
            <source>A new tag for the {entries}</source>
            <translation>Ein neues Schlagwort für die {entries}</translation>
        </message>
    </context>
    <context>
        <name>read_only</name>
        <message>
            <source>This library is open in another Papershelf window (PID {pid}); this window is read-only.</source>
            <translation>Diese Bibliothek ist in einem anderen Papershelf-Fenster geöffnet (PID {pid}); dieses Fenster ist schreibgeschützt.</translation>
        </message>
        <message>
            <source>{library} is open read-only ({reason}); this window can only read it.</source>
            <translation>{library} ist schreibgeschützt geöffnet ({reason}); dieses Fenster kann sie nur lesen.</translation>
        </message>
        <message>
            <source>This library file is damaged ({reason}); this window is read-only so nothing more is written to it. Restore a backup (File › Restore from Backup), or copy out what you need.</source>
            <translation>Diese Bibliotheksdatei ist beschädigt ({reason}); dieses Fenster ist schreibgeschützt, damit nichts mehr hineingeschrieben wird. Stellen Sie eine Sicherung wieder her (Datei › Aus Sicherung wiederherstellen) oder kopieren Sie heraus, was Sie brauchen.</translation>
        </message>
    </context>
    <context>
        <name>reader.annotating</name>
        <message>
            <source>Save Annotations to PDF</source>
            <translation>Anmerkungen in PDF speichern</translation>
        </message>
        <message>
            <source>Saved into {file}: {added} added, {updated} updated, {removed} removed; the file as it was is kept at {backup}</source>
            <translation>In {file} gespeichert: {added} hinzugefügt, {updated} aktualisiert, {removed} entfernt; die Datei im vorigen Zustand liegt unter {backup}</translation>
        </message>
    </context>
    <context>
        <name>reader.commands</name>
        <message>
            <source>Delete annotation</source>
            <translation>Anmerkung löschen</translation>
        </message>
    </context>
    <context>
        <name>reader.find</name>
        <message>
            <source>not found</source>
            <translation>nicht gefunden</translation>
        </message>
        <message>
            <source>searching…</source>
            <translation>suche…</translation>
        </message>
        <message>
            <source>{number} of {total}</source>
            <translation>{number} von {total}</translation>
        </message>
    </context>
    <context>
        <name>reader.launcher</name>
        <message>
            <source>Cannot read this paper: {reason}.</source>
            <translation>Dieser Artikel kann nicht gelesen werden: {reason}.</translation>
        </message>
    </context>
    <context>
        <name>reader.outline</name>
        <message>
            <source>Contents</source>
            <translation>Inhalt</translation>
        </message>
        <message>
            <source>Page</source>
            <translation>Seite</translation>
        </message>
    </context>
    <context>
        <name>reader.panel</name>
        <message>
            <source>p. {page} · {kind}</source>
            <translation>S. {page} · {kind}</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>Anmerkungen</translation>
        </message>
        <message>
            <source>Annotations ({count})</source>
            <translation>Anmerkungen ({count})</translation>
        </message>
        <message>
            <source>No annotations yet</source>
            <translation>Noch keine Anmerkungen</translation>
        </message>
    </context>
    <context>
        <name>reader.window</name>
        <message>
            <source>{title} — Reader</source>
            <translation>{title} – Lesefenster</translation>
        </message>
        <message>
            <source>Password</source>
            <translation>Passwort</translation>
        </message>
        <message>
            <source>{file} {why}. Password:</source>
            <translation>{file} {why}. Passwort:</translation>
        </message>
        <message>
            <source>Annotations in the file could not be kept: {reason}</source>
            <translation>Die Anmerkungen in der Datei konnten nicht übernommen werden: {reason}</translation>
        </message>
        <message>
            <source>This PDF could not be shown: {file} {why}.</source>
            <translation>Diese PDF konnte nicht angezeigt werden: {file} {why}.</translation>
        </message>
        <message>
            <source>Annotations</source>
            <translation>Anmerkungen</translation>
        </message>
        <message>
            <source>Contents</source>
            <translation>Inhalt</translation>
        </message>
        <message>
            <source>Pages</source>
            <translation>Seiten</translation>
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
            <source>Reader</source>
            <translation>Lesefenster</translation>
        </message>
        <message>
            <source>Find in PDF (Ctrl+F)</source>
            <translation>In der PDF suchen (Strg+F)</translation>
        </message>
        <message>
            <source> Page </source>
            <translation> Seite </translation>
        </message>
        <message>
            <source>Open Link</source>
            <translation>Link öffnen</translation>
        </message>
        <message>
            <source>Open this address from the PDF in your browser?

{address}</source>
            <translation>Diese Adresse aus der PDF im Browser öffnen?

{address}</translation>
        </message>
        <message>
            <source>The annotations in {file} could not be read: it {why}.</source>
            <translation>Die Anmerkungen in {file} konnten nicht gelesen werden: {why}.</translation>
        </message>
        <message>
            <source>Page {page} could not be shown: {why}.</source>
            <translation>Seite {page} konnte nicht angezeigt werden: {why}.</translation>
        </message>
    </context>
    <context>
        <name>reading_page</name>
        <message>
            <source>Untitled</source>
            <translation>Ohne Titel</translation>
        </message>
        <message>
            <source>Title inferred from the abstract — Edit to correct it</source>
            <translation>Titel aus der Zusammenfassung erschlossen — zum Korrigieren „Bearbeiten“</translation>
        </message>
        <message>
            <source>Title inferred from its PDF — Edit to correct it</source>
            <translation>Titel aus dem PDF erschlossen — zum Korrigieren „Bearbeiten“</translation>
        </message>
        <message>
            <source>No authors</source>
            <translation>Keine Autoren</translation>
        </message>
        <message>
            <source>and {count} more</source>
            <translation>und {count} weitere</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>Keine Zusammenfassung.</translation>
        </message>
        <message>
            <source>NOTES</source>
            <translation>NOTIZEN</translation>
        </message>
        <message>
            <source>No notes yet — Edit to add your thoughts.</source>
            <translation>Noch keine Notizen — mit „Bearbeiten“ Gedanken ergänzen.</translation>
        </message>
        <message>
            <source>Lists</source>
            <translation>Listen</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Schlüssel</translation>
        </message>
        <message>
            <source>Keywords</source>
            <translation>Stichwörter</translation>
        </message>
        <message>
            <source>Editors</source>
            <translation>Herausgeber</translation>
        </message>
        <message>
            <source>Added</source>
            <translation>Hinzugefügt</translation>
        </message>
        <message>
            <source>Read on</source>
            <translation>Gelesen am</translation>
        </message>
        <message>
            <source>DETAILS</source>
            <translation>DETAILS</translation>
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
        <name>ris</name>
        <message>
            <source>not a text file (it contains NUL bytes)</source>
            <translation>keine Textdatei (sie enthält NUL-Bytes)</translation>
        </message>
        <message>
            <source>not a RIS file (it has no 'TY  - ' line)</source>
            <translation>keine RIS-Datei (sie hat keine Zeile 'TY  - ')</translation>
        </message>
        <message>
            <source>text outside a record was ignored: '{text}'</source>
            <translation>Text außerhalb eines Datensatzes wurde ignoriert: '{text}'</translation>
        </message>
        <message>
            <source>the record has no 'ER' line</source>
            <translation>der Datensatz hat keine 'ER'-Zeile</translation>
        </message>
        <message>
            <source>the record could not be read (malformed tag lines: {error})</source>
            <translation>der Datensatz konnte nicht gelesen werden (fehlerhafte Tag-Zeilen: {error})</translation>
        </message>
        <message>
            <source>the record could not be read</source>
            <translation>der Datensatz konnte nicht gelesen werden</translation>
        </message>
        <message>
            <source>the record is empty (only its type)</source>
            <translation>der Datensatz ist leer (nur sein Typ)</translation>
        </message>
    </context>
    <context>
        <name>saved_searches</name>
        <message>
            <source>a saved search needs a name</source>
            <translation>eine gespeicherte Suche braucht einen Namen</translation>
        </message>
        <message>
            <source>a saved search's name can be at most {most} characters</source>
            <translation>der Name einer gespeicherten Suche darf höchstens {most} Zeichen haben</translation>
        </message>
        <message>
            <source>saved search {number} is not in the library</source>
            <translation>die gespeicherte Suche {number} ist nicht in der Bibliothek</translation>
        </message>
        <message>
            <source>a saved search called '{name}' already exists</source>
            <translation>eine gespeicherte Suche namens '{name}' gibt es schon</translation>
        </message>
        <message>
            <source>a saved search needs a query or a scope</source>
            <translation>eine gespeicherte Suche braucht eine Suchanfrage oder einen Bereich</translation>
        </message>
    </context>
    <context>
        <name>search</name>
        <message>
            <source>unmatched ')' ignored</source>
            <translation>überzählige ')' ignoriert</translation>
        </message>
        <message>
            <source>OR needs a term on each side</source>
            <translation>OR braucht auf jeder Seite einen Begriff</translation>
        </message>
        <message>
            <source>AND needs a term on each side</source>
            <translation>AND braucht auf jeder Seite einen Begriff</translation>
        </message>
        <message>
            <source>nothing to exclude after '-' or NOT</source>
            <translation>nichts auszuschließen nach '-' oder NOT</translation>
        </message>
        <message>
            <source>only the first {count} terms are used</source>
            <translation>nur die ersten {count} Begriffe werden verwendet</translation>
        </message>
        <message>
            <source>parentheses nested too deeply; the inner ones were ignored</source>
            <translation>Klammern zu tief verschachtelt; die inneren wurden ignoriert</translation>
        </message>
        <message>
            <source>missing closing parenthesis</source>
            <translation>schließende Klammer fehlt</translation>
        </message>
        <message>
            <source>'{text}' has no letters or digits; ignored</source>
            <translation>'{text}' hat keine Buchstaben oder Ziffern; ignoriert</translation>
        </message>
        <message>
            <source>missing closing quote</source>
            <translation>schließendes Anführungszeichen fehlt</translation>
        </message>
        <message>
            <source>empty quotes ignored</source>
            <translation>leere Anführungszeichen ignoriert</translation>
        </message>
        <message>
            <source>{field}: needs a value, e.g. {example}</source>
            <translation>{field}: braucht einen Wert, z. B. {example}</translation>
        </message>
        <message>
            <source>fulltext: needs words, e.g. fulltext:"a sentence"</source>
            <translation>fulltext: braucht Wörter, z. B. fulltext:"ein Satz"</translation>
        </message>
        <message>
            <source>annotation: needs words, e.g. annotation:"a highlighted phrase"</source>
            <translation>annotation: braucht Wörter, z. B. annotation:"eine markierte Wendung"</translation>
        </message>
        <message>
            <source>a lone '-' was ignored (write -word to exclude a word)</source>
            <translation>ein einzelnes '-' wurde ignoriert (schreiben Sie -wort, um ein Wort auszuschließen)</translation>
        </message>
        <message>
            <source>unknown field '{field}:'; searched as text</source>
            <translation>unbekanntes Feld '{field}:'; als Text gesucht</translation>
        </message>
        <message>
            <source>status: is unread, reading or read</source>
            <translation>status: ist unread, reading oder read</translation>
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
        <name>shared_library</name>
        <message>
            <source>A shared library's URL starts with postgresql:// (or postgres://).</source>
            <translation>Die URL einer gemeinsamen Bibliothek beginnt mit postgresql:// (oder postgres://).</translation>
        </message>
        <message>
            <source>This URL cannot be read ({reason}).</source>
            <translation>Diese URL kann nicht gelesen werden ({reason}).</translation>
        </message>
        <message>
            <source>Open Shared Library</source>
            <translation>Gemeinsame Bibliothek öffnen</translation>
        </message>
        <message>
            <source>db.lab.example (empty: this computer)</source>
            <translation>db.labor.example (leer: dieser Computer)</translation>
        </message>
        <message>
            <source>your login name on this computer</source>
            <translation>Ihr Anmeldename auf diesem Computer</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <source>A library on a PostgreSQL server, shared with your lab:</source>
            <translation>Eine Bibliothek auf einem PostgreSQL-Server, gemeinsam mit Ihrer Arbeitsgruppe:</translation>
        </message>
        <message>
            <source>Name the database (or paste a URL).</source>
            <translation>Geben Sie die Datenbank an (oder fügen Sie eine URL ein).</translation>
        </message>
        <message>
            <source>Opens {library}</source>
            <translation>Öffnet {library}</translation>
        </message>
        <message>
            <source>Papershelf could not start a new window for {library}.</source>
            <translation>Papershelf konnte kein neues Fenster für {library} starten.</translation>
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
        <name>tags</name>
        <message>
            <source>'{text}' is not a colour; write it as #rrggbb, e.g. #2563eb</source>
            <translation>'{text}' ist keine Farbe; schreiben Sie sie als #rrggbb, z. B. #2563eb</translation>
        </message>
        <message>
            <source>a tag needs a name</source>
            <translation>ein Schlagwort braucht einen Namen</translation>
        </message>
        <message>
            <source>a tag name can be at most {most} characters long</source>
            <translation>ein Schlagwortname darf höchstens {most} Zeichen lang sein</translation>
        </message>
        <message>
            <source>there is no tag called '{name}'</source>
            <translation>es gibt kein Schlagwort namens '{name}'</translation>
        </message>
        <message>
            <source>the tag '{name}' was deleted meanwhile</source>
            <translation>das Schlagwort '{name}' wurde inzwischen gelöscht</translation>
        </message>
        <message>
            <source>cannot put the tags back: a name is taken now ({exc})</source>
            <translation>die Schlagwörter können nicht wiederhergestellt werden: ein Name ist jetzt vergeben ({exc})</translation>
        </message>
        <message>
            <source>a tag called '{name}' already exists</source>
            <translation>ein Schlagwort namens '{name}' gibt es schon</translation>
        </message>
        <message>
            <source>'{text}' has an empty level; levels of a tag are separated by one '/', e.g. ml/rl</source>
            <translation>'{text}' hat eine leere Ebene; die Ebenen eines Schlagworts werden durch ein '/' getrennt, z. B. ml/rl</translation>
        </message>
    </context>
    <context>
        <name>tex_project</name>
        <message>
            <source>{name}: not a readable biblatex control file ({error})</source>
            <translation>{name}: keine lesbare biblatex-Steuerdatei ({error})</translation>
        </message>
        <message>
            <source>{path}: not a LaTeX (.tex) or Markdown (.md, .qmd) document</source>
            <translation>{path}: kein LaTeX- (.tex) oder Markdown-Dokument (.md, .qmd)</translation>
        </message>
        <message>
            <source>{path}: no such file or folder</source>
            <translation>{path}: keine solche Datei und kein solcher Ordner</translation>
        </message>
        <message>
            <source>{path}: no LaTeX or Markdown document in this folder</source>
            <translation>{path}: kein LaTeX- oder Markdown-Dokument in diesem Ordner</translation>
        </message>
        <message>
            <source>{path}: cannot read ({error})</source>
            <translation>{path}: kann nicht gelesen werden ({error})</translation>
        </message>
    </context>
    <context>
        <name>triage</name>
        <message>
            <source>Go through the unread papers of the view you came from, or the new imports</source>
            <translation>Die ungelesenen Artikel der vorherigen Ansicht oder die neuen Importe durchgehen</translation>
        </message>
        <message>
            <source>Back to Library  (Esc)</source>
            <translation>Zurück zur Bibliothek  (Esc)</translation>
        </message>
        <message numerus="yes">
            <source>New imports — unread papers added in the last %n days</source>
            <translation>
                <numerusform>Neue Importe – ungelesene Artikel, hinzugefügt am letzten Tag</numerusform>
                <numerusform>Neue Importe – ungelesene Artikel, hinzugefügt in den letzten %n Tagen</numerusform>
            </translation>
        </message>
        <message>
            <source>{number} of {total}  ·  {left} left</source>
            <translation>{number} von {total}  ·  {left} übrig</translation>
        </message>
        <message>
            <source>Nothing to triage</source>
            <translation>Nichts zu sichten</translation>
        </message>
        <message>
            <source>&lt;h2&gt;Nothing to triage here&lt;/h2&gt;&lt;p&gt;Every paper of this view has been read or started.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Hier gibt es nichts zu sichten&lt;/h2&gt;&lt;p&gt;Jeder Artikel dieser Ansicht ist gelesen oder angefangen.&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <source>&lt;h2&gt;All caught up&lt;/h2&gt;&lt;p&gt;You went through %n papers: {read} read, {now} to read now, {skipped} skipped.&lt;/p&gt;&lt;p&gt;← goes back · Esc returns to the library&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;h2&gt;Alles erledigt&lt;/h2&gt;&lt;p&gt;Sie haben 1 Artikel durchgesehen: {read} gelesen, {now} jetzt zu lesen, {skipped} übersprungen.&lt;/p&gt;&lt;p&gt;← geht zurück · Esc kehrt zur Bibliothek zurück&lt;/p&gt;</numerusform>
                <numerusform>&lt;h2&gt;Alles erledigt&lt;/h2&gt;&lt;p&gt;Sie haben %n Artikel durchgesehen: {read} gelesen, {now} jetzt zu lesen, {skipped} übersprungen.&lt;/p&gt;&lt;p&gt;← geht zurück · Esc kehrt zur Bibliothek zurück&lt;/p&gt;</numerusform>
            </translation>
        </message>
        <message>
            <source>Marked read — Ctrl+Z undoes it</source>
            <translation>Als gelesen markiert – Strg+Z macht es rückgängig</translation>
        </message>
        <message>
            <source>Marked reading — Ctrl+Z undoes it</source>
            <translation>Als „wird gelesen“ markiert – Strg+Z macht es rückgängig</translation>
        </message>
        <message>
            <source>No reading lists yet</source>
            <translation>Noch keine Leselisten</translation>
        </message>
    </context>
    <context>
        <name>triage_card</name>
        <message numerus="yes">
            <source>{authors}, and %n more</source>
            <translation>
                <numerusform>{authors} und 1 weitere</numerusform>
                <numerusform>{authors} und %n weitere</numerusform>
            </translation>
        </message>
        <message>
            <source>Untitled</source>
            <translation>Ohne Titel</translation>
        </message>
        <message>
            <source>No abstract.</source>
            <translation>Kein Abstract.</translation>
        </message>
        <message>
            <source>Suggested tags</source>
            <translation>Vorgeschlagene Schlagwörter</translation>
        </message>
        <message>
            <source>Add the tag '{name}' (Ctrl+{number})</source>
            <translation>Das Schlagwort „{name}“ hinzufügen (Strg+{number})</translation>
        </message>
    </context>
    <context>
        <name>triage_session</name>
        <message>
            <source>in “{list}”</source>
            <translation>in „{list}“</translation>
        </message>
        <message>
            <source>in a reading list</source>
            <translation>in einer Leseliste</translation>
        </message>
        <message>
            <source>tagged “{tag}”</source>
            <translation>mit dem Schlagwort „{tag}“</translation>
        </message>
        <message>
            <source>with the chosen tags</source>
            <translation>mit den gewählten Schlagwörtern</translation>
        </message>
        <message numerus="yes">
            <source>added in the last %n days</source>
            <translation>
                <numerusform>am letzten Tag hinzugefügt</numerusform>
                <numerusform>in den letzten %n Tagen hinzugefügt</numerusform>
            </translation>
        </message>
        <message>
            <source>in no reading list</source>
            <translation>in keiner Leseliste</translation>
        </message>
        <message>
            <source>with a missing file</source>
            <translation>mit fehlender Datei</translation>
        </message>
        <message>
            <source>in the library</source>
            <translation>in der Bibliothek</translation>
        </message>
        <message>
            <source>Unread papers {place} matching “{query}”</source>
            <translation>Ungelesene Artikel {place}, die zu „{query}“ passen</translation>
        </message>
        <message>
            <source>Unread papers {place}</source>
            <translation>Ungelesene Artikel {place}</translation>
        </message>
    </context>
    <context>
        <name>web</name>
        <message>
            <source>{service} sent {kind}, not an object</source>
            <translation>{service} hat {kind} gesendet, kein Objekt</translation>
        </message>
        <message>
            <source>{service} sent an answer that could not be read ({why})</source>
            <translation>{service} hat eine Antwort gesendet, die nicht gelesen werden konnte ({why})</translation>
        </message>
        <message>
            <source>not an Atom feed ({error})</source>
            <translation>kein Atom-Feed ({error})</translation>
        </message>
        <message>
            <source>not an Atom feed</source>
            <translation>kein Atom-Feed</translation>
        </message>
        <message>
            <source>the arXiv API reported an error</source>
            <translation>die arXiv-API hat einen Fehler gemeldet</translation>
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
    <context>
        <name>zotero</name>
        <message>
            <source>no address</source>
            <translation>keine Adresse</translation>
        </message>
        <message>
            <source>a link to a web page ({url}), not a file</source>
            <translation>ein Link auf eine Webseite ({url}), keine Datei</translation>
        </message>
        <message>
            <source>Zotero keeps no path for it</source>
            <translation>Zotero speichert keinen Pfad dafür</translation>
        </message>
        <message>
            <source>its path is relative to Zotero's base directory, which was not given (--zotero-base)</source>
            <translation>sein Pfad ist relativ zum Basisverzeichnis von Zotero, das nicht angegeben wurde (--zotero-base)</translation>
        </message>
        <message>
            <source>attachment '{name}' not brought: {why}</source>
            <translation>Anhang '{name}' nicht übernommen: {why}</translation>
        </message>
        <message>
            <source>attachment '{name}' is missing: no file at {path}</source>
            <translation>Anhang '{name}' fehlt: keine Datei unter {path}</translation>
        </message>
        <message>
            <source>no such file</source>
            <translation>keine solche Datei</translation>
        </message>
        <message>
            <source>cannot be opened: {why}</source>
            <translation>kann nicht geöffnet werden: {why}</translation>
        </message>
        <message>
            <source>is not a SQLite database ({why})</source>
            <translation>ist keine SQLite-Datenbank ({why})</translation>
        </message>
        <message>
            <source>is damaged or not Zotero's ({why})</source>
            <translation>ist beschädigt oder nicht von Zotero ({why})</translation>
        </message>
        <message>
            <source>is not a Zotero database (no items table)</source>
            <translation>ist keine Zotero-Datenbank (keine Tabelle items)</translation>
        </message>
        <message>
            <source>is a Zotero 4 (or older) database: open it once in a current Zotero, then import</source>
            <translation>ist eine Datenbank von Zotero 4 (oder älter): öffnen Sie sie einmal in einem aktuellen Zotero und importieren Sie dann</translation>
        </message>
        <message>
            <source>has a Zotero schema this Papershelf cannot read ({table} lacks {columns}): a newer Zotero than it knows?</source>
            <translation>hat ein Zotero-Schema, das dieses Papershelf nicht lesen kann ({table} fehlt {columns}): ein neueres Zotero, als es kennt?</translation>
        </message>
        <message>
            <source>is damaged ({why})</source>
            <translation>ist beschädigt ({why})</translation>
        </message>
    </context>
    <context>
        <name>zotero_ui</name>
        <message>
            <source>Import from Zotero</source>
            <translation>Aus Zotero importieren</translation>
        </message>
        <message>
            <source>Cannot import from Zotero: {reason}</source>
            <translation>Import aus Zotero nicht möglich: {reason}</translation>
        </message>
        <message>
            <source>Zotero library</source>
            <translation>Zotero-Bibliothek</translation>
        </message>
        <message>
            <source>Import from Zotero cancelled; nothing was kept</source>
            <translation>Import aus Zotero abgebrochen; nichts wurde behalten</translation>
        </message>
        <message>
            <source>Imported from Zotero: {summary}.</source>
            <translation>Aus Zotero importiert: {summary}.</translation>
        </message>
    </context>
</TS>
