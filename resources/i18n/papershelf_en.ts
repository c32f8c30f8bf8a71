<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name />
        <message numerus="yes">
            <source>%n marked unread ({member}'s own status)</source>
            <translation>
                <numerusform>%n marked unread ({member}'s own status)</numerusform>
                <numerusform>%n marked unread ({member}'s own status)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked unread (their own status)</source>
            <translation>
                <numerusform>%n marked unread (their own status)</numerusform>
                <numerusform>%n marked unread (their own status)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked reading ({member}'s own status)</source>
            <translation>
                <numerusform>%n marked reading ({member}'s own status)</numerusform>
                <numerusform>%n marked reading ({member}'s own status)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked reading (their own status)</source>
            <translation>
                <numerusform>%n marked reading (their own status)</numerusform>
                <numerusform>%n marked reading (their own status)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked read ({member}'s own status)</source>
            <translation>
                <numerusform>%n marked read ({member}'s own status)</numerusform>
                <numerusform>%n marked read ({member}'s own status)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n marked read (their own status)</source>
            <translation>
                <numerusform>%n marked read (their own status)</numerusform>
                <numerusform>%n marked read (their own status)</numerusform>
            </translation>
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
                <numerusform>1 arXiv id</numerusform>
                <numerusform>%n arXiv ids</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n not recognised</source>
            <translation>
                <numerusform>1 not recognised</numerusform>
                <numerusform>%n not recognised</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n added; {what}</source>
            <translation>
                <numerusform>1 added; {what}</numerusform>
                <numerusform>%n added; {what}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>attachments_ui</name>
        <message numerus="yes">
            <source>Attach %n files</source>
            <translation>
                <numerusform>Attach a file</numerusform>
                <numerusform>Attach %n files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attached %n files (copied into the library's folder).</source>
            <translation>
                <numerusform>Attached %n file (copied into the library's folder).</numerusform>
                <numerusform>Attached %n files (copied into the library's folder).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Attached %n files (linked).</source>
            <translation>
                <numerusform>Attached %n file (linked).</numerusform>
                <numerusform>Attached %n files (linked).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>backups_dialog</name>
        <message numerus="yes">
            <source>Replace the library with the backup of {taken} (%n entries)?

The library as it is now is backed up first.</source>
            <translation>
                <numerusform>Replace the library with the backup of {taken} (1 entry)?

The library as it is now is backed up first.</numerusform>
                <numerusform>Replace the library with the backup of {taken} (%n entries)?

The library as it is now is backed up first.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>bibliography_export</name>
        <message numerus="yes">
            <source>The %n selected papers</source>
            <translation>
                <numerusform>The selected paper</numerusform>
                <numerusform>The %n selected papers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>bibtex_ui</name>
        <message numerus="yes">
            <source>; %n style warnings</source>
            <translation>
                <numerusform>; %n style warning</numerusform>
                <numerusform>; %n style warnings</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %n entries to {path}</source>
            <translation>
                <numerusform>Exported %n entry to {path}</numerusform>
                <numerusform>Exported %n entries to {path}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied the BibTeX of %n entries</source>
            <translation>
                <numerusform>Copied the BibTeX of %n entry</numerusform>
                <numerusform>Copied the BibTeX of %n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>… and %n more</source>
            <translation>
                <numerusform>… and %n more</numerusform>
                <numerusform>… and %n more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>These %n citation keys will change (pattern {pattern}):</source>
            <translation>
                <numerusform>This citation key will change (pattern {pattern}):</numerusform>
                <numerusform>These %n citation keys will change (pattern {pattern}):</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Regenerate %n keys</source>
            <translation>
                <numerusform>Regenerate %n key</numerusform>
                <numerusform>Regenerate %n keys</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>citations_ui</name>
        <message numerus="yes">
            <source>Copied %n references in {style}</source>
            <translation>
                <numerusform>Copied 1 reference in {style}</numerusform>
                <numerusform>Copied %n references in {style}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Formatting %n references…</source>
            <translation>
                <numerusform>Formatting 1 reference…</numerusform>
                <numerusform>Formatting %n references…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Exported %n entries to {path}</source>
            <translation>
                <numerusform>Exported 1 entry to {path}</numerusform>
                <numerusform>Exported %n entries to {path}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>cli</name>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n entry</numerusform>
                <numerusform>%n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>deleted %n entries</source>
            <translation>
                <numerusform>deleted %n entry</numerusform>
                <numerusform>deleted %n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n keys would change (dry run: nothing changed)</source>
            <translation>
                <numerusform>%n key would change (dry run: nothing changed)</numerusform>
                <numerusform>%n keys would change (dry run: nothing changed)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n keys changed</source>
            <translation>
                <numerusform>%n key changed</numerusform>
                <numerusform>%n keys changed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> and %n more</source>
            <translation>
                <numerusform> and %n more</numerusform>
                <numerusform> and %n more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries (written)</source>
            <translation>
                <numerusform>{path}: %n entry (written)</numerusform>
                <numerusform>{path}: %n entries (written)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries (unchanged)</source>
            <translation>
                <numerusform>{path}: %n entry (unchanged)</numerusform>
                <numerusform>{path}: %n entries (unchanged)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>... and %n more style warnings</source>
            <translation>
                <numerusform>... and %n more style warning</numerusform>
                <numerusform>... and %n more style warnings</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n already in it)</source>
            <translation>
                <numerusform> (%n already in it)</numerusform>
                <numerusform> (%n already in it)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>reindexed %n entries in {seconds} s; the index checked</source>
            <translation>
                <numerusform>reindexed %n entry in {seconds} s; the index checked</numerusform>
                <numerusform>reindexed %n entries in {seconds} s; the index checked</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>reindexed %n entries in {seconds} s; the index FAILED its check</source>
            <translation>
                <numerusform>reindexed %n entry in {seconds} s; the index FAILED its check</numerusform>
                <numerusform>reindexed %n entries in {seconds} s; the index FAILED its check</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: page {page} does not exist (it has %n pages)</source>
            <translation>
                <numerusform>{path}: page {page} does not exist (it has %n page)</numerusform>
                <numerusform>{path}: page {page} does not exist (it has %n pages)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source> (%n already had it)</source>
            <translation>
                <numerusform> (%n already had it)</numerusform>
                <numerusform> (%n already had it)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>tagged {entries} with your private tag '{tag}' (%n already had it)</source>
            <translation>
                <numerusform>tagged {entries} with your private tag '{tag}' (%n already had it)</numerusform>
                <numerusform>tagged {entries} with your private tag '{tag}' (%n already had it)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n backups kept, {used} MB of a {budget} MB budget</source>
            <translation>
                <numerusform>%n backup kept, {used} MB of a {budget} MB budget</numerusform>
                <numerusform>%n backups kept, {used} MB of a {budget} MB budget</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n annotations</source>
            <translation>
                <numerusform>{path}: %n annotation</numerusform>
                <numerusform>{path}: %n annotations</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>... and %n more</source>
            <translation>
                <numerusform>... and %n more</numerusform>
                <numerusform>... and %n more</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries cited (written)</source>
            <translation>
                <numerusform>{path}: %n entry cited (written)</numerusform>
                <numerusform>{path}: %n entries cited (written)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n entries cited (unchanged)</source>
            <translation>
                <numerusform>{path}: %n entry cited (unchanged)</numerusform>
                <numerusform>{path}: %n entries cited (unchanged)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>library: {location} (%n entries)</source>
            <translation>
                <numerusform>library: {location} (%n entry)</numerusform>
                <numerusform>library: {location} (%n entries)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>only %n modules found: {names}</source>
            <translation>
                <numerusform>only %n module found: {names}</numerusform>
                <numerusform>only %n modules found: {names}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n modules</source>
            <translation>
                <numerusform>%n module</numerusform>
                <numerusform>%n modules</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{added} sample entries, %n match 'learning'</source>
            <translation>
                <numerusform>{added} sample entries, %n matches 'learning'</numerusform>
                <numerusform>{added} sample entries, %n match 'learning'</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>only %n styles: {ids}</source>
            <translation>
                <numerusform>only %n style: {ids}</numerusform>
                <numerusform>only %n styles: {ids}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n styles, e.g. {example}</source>
            <translation>
                <numerusform>%n style, e.g. {example}</numerusform>
                <numerusform>%n styles, e.g. {example}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>copied %n entries ({rows} rows in {tables} tables) from {source} to {destination} in {seconds} s</source>
            <translation>
                <numerusform>copied %n entry ({rows} rows in {tables} tables) from {source} to {destination} in {seconds} s</numerusform>
                <numerusform>copied %n entries ({rows} rows in {tables} tables) from {source} to {destination} in {seconds} s</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{table}: %n rows</source>
            <translation>
                <numerusform>{table}: %n row</numerusform>
                <numerusform>{table}: %n rows</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{path}: %n records, {duplicates} of them duplicates (dry run: nothing stored)</source>
            <translation>
                <numerusform>{path}: %n record, {duplicates} of them duplicates (dry run: nothing stored)</numerusform>
                <numerusform>{path}: %n records, {duplicates} of them duplicates (dry run: nothing stored)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>duplicates</name>
        <message numerus="yes">
            <source>%n possible duplicate pairs</source>
            <translation>
                <numerusform>1 possible duplicate pair</numerusform>
                <numerusform>%n possible duplicate pairs</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>empty_states</name>
        <message numerus="yes">
            <source>No papers added in the last %n days.</source>
            <translation>
                <numerusform>No papers added in the last day.</numerusform>
                <numerusform>No papers added in the last %n days.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>find_metadata</name>
        <message numerus="yes">
            <source>Apply metadata to %n entries</source>
            <translation>
                <numerusform>Apply metadata to 1 entry</numerusform>
                <numerusform>Apply metadata to %n entries</numerusform>
            </translation>
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
                <numerusform>%n page</numerusform>
                <numerusform>%n pages</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n without text (scanned?)</source>
            <translation>
                <numerusform>, %n without text (scanned?)</numerusform>
                <numerusform>, %n without text (scanned?)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n failed</source>
            <translation>
                <numerusform>, %n failed</numerusform>
                <numerusform>, %n failed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n too costly to read</source>
            <translation>
                <numerusform>, %n too costly to read</numerusform>
                <numerusform>, %n too costly to read</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>import_flow</name>
        <message numerus="yes">
            <source>%n files</source>
            <translation>
                <numerusform>%n file</numerusform>
                <numerusform>%n files</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>import_report</name>
        <message numerus="yes">
            <source>, %n merged into existing entries</source>
            <translation>
                <numerusform>, %n merged into existing entries</numerusform>
                <numerusform>, %n merged into existing entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n problems</source>
            <translation>
                <numerusform>, %n problem</numerusform>
                <numerusform>, %n problems</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>import_review</name>
        <message numerus="yes">
            <source>None of the %n records to import looks like a paper already in the library. Check the encoding above, then import.</source>
            <translation>
                <numerusform>The record to import does not look like a paper already in the library. Check the encoding above, then import.</numerusform>
                <numerusform>None of the %n records to import looks like a paper already in the library. Check the encoding above, then import.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{found} of the %n records to import look like papers already in the library or earlier in the import. Sure duplicates are skipped and possible ones imported, unless you choose otherwise.</source>
            <translation>
                <numerusform>{found} of the 1 record to import looks like a paper already in the library or earlier in the import. Sure duplicates are skipped and possible ones imported, unless you choose otherwise.</numerusform>
                <numerusform>{found} of the %n records to import look like papers already in the library or earlier in the import. Sure duplicates are skipped and possible ones imported, unless you choose otherwise.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>library</name>
        <message numerus="yes">
            <source>%n stored values held text that is not UTF-8 (lone surrogates) in {places}: replaced by �</source>
            <translation>
                <numerusform>%n stored value held text that is not UTF-8 (lone surrogates) in {places}: replaced by �</numerusform>
                <numerusform>%n stored values held text that is not UTF-8 (lone surrogates) in {places}: replaced by �</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n stored values held text that is not UTF-8 (lone surrogates) in {places}: shown with � (the file is read-only)</source>
            <translation>
                <numerusform>%n stored value held text that is not UTF-8 (lone surrogates) in {places}: shown with � (the file is read-only)</numerusform>
                <numerusform>%n stored values held text that is not UTF-8 (lone surrogates) in {places}: shown with � (the file is read-only)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>library_copy</name>
        <message numerus="yes">
            <source>the destination already holds %n entries; copy into a new, empty library</source>
            <translation>
                <numerusform>the destination already holds %n entry; copy into a new, empty library</numerusform>
                <numerusform>the destination already holds %n entries; copy into a new, empty library</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>list_picker</name>
        <message numerus="yes">
            <source>Put %n papers on the reading list:</source>
            <translation>
                <numerusform>Put 1 paper on the reading list:</numerusform>
                <numerusform>Put %n papers on the reading list:</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n papers</source>
            <translation>
                <numerusform>1 paper</numerusform>
                <numerusform>%n papers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>live_status</name>
        <message numerus="yes">
            <source>%n windows open ({names})</source>
            <translation>
                <numerusform>1 window open ({names})</numerusform>
                <numerusform>%n windows open ({names})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>main_window</name>
        <message numerus="yes">
            <source>over {shown} of %n entries</source>
            <translation>
                <numerusform>over {shown} of %n entry</numerusform>
                <numerusform>over {shown} of %n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n entry</numerusform>
                <numerusform>%n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n entries</source>
            <translation>
                <numerusform>{shown} of %n entry</numerusform>
                <numerusform>{shown} of %n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Deleted %n entries — Ctrl+Z brings them back.</source>
            <translation>
                <numerusform>Deleted %n entry — Ctrl+Z brings it back.</numerusform>
                <numerusform>Deleted %n entries — Ctrl+Z brings them back.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>open_failure</name>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>1 entry</numerusform>
                <numerusform>%n entries</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>organising</name>
        <message numerus="yes">
            <source>Add tag '{name}' to %n entries</source>
            <translation>
                <numerusform>Add tag '{name}' to 1 entry</numerusform>
                <numerusform>Add tag '{name}' to %n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove tag '{name}' from %n entries</source>
            <translation>
                <numerusform>Remove tag '{name}' from 1 entry</numerusform>
                <numerusform>Remove tag '{name}' from %n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Merge %n tags into '{target}'</source>
            <translation>
                <numerusform>Merge 1 tag into '{target}'</numerusform>
                <numerusform>Merge %n tags into '{target}'</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %n entries to '{name}'</source>
            <translation>
                <numerusform>Add 1 entry to '{name}'</numerusform>
                <numerusform>Add %n entries to '{name}'</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Remove %n entries from '{name}'</source>
            <translation>
                <numerusform>Remove 1 entry from '{name}'</numerusform>
                <numerusform>Remove %n entries from '{name}'</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries</source>
            <translation>
                <numerusform>Move 1 entry</numerusform>
                <numerusform>Move %n entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries up</source>
            <translation>
                <numerusform>Move 1 entry up</numerusform>
                <numerusform>Move %n entries up</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n entries down</source>
            <translation>
                <numerusform>Move 1 entry down</numerusform>
                <numerusform>Move %n entries down</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>pdf_import</name>
        <message numerus="yes">
            <source>%n PDFs</source>
            <translation>
                <numerusform>%n PDF</numerusform>
                <numerusform>%n PDFs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n attached to existing entries</source>
            <translation>
                <numerusform>, %n attached to existing entries</numerusform>
                <numerusform>, %n attached to existing entries</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n already in the library</source>
            <translation>
                <numerusform>, %n already in the library</numerusform>
                <numerusform>, %n already in the library</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>, %n not imported</source>
            <translation>
                <numerusform>, %n not imported</numerusform>
                <numerusform>, %n not imported</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>pdf_import_ui</name>
        <message numerus="yes">
            <source>Reading %n PDFs…</source>
            <translation>
                <numerusform>Reading %n PDF…</numerusform>
                <numerusform>Reading %n PDFs…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n of the papers have a DOI or arXiv id: look them up online to complete them?</source>
            <translation>
                <numerusform>%n of the papers has a DOI or arXiv id: look them up online to complete them?</numerusform>
                <numerusform>%n of the papers have a DOI or arXiv id: look them up online to complete them?</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Import %n PDFs</source>
            <translation>
                <numerusform>Import %n PDF</numerusform>
                <numerusform>Import %n PDFs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n lookups failed</source>
            <translation>
                <numerusform>%n lookup failed</numerusform>
                <numerusform>%n lookups failed</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>plans</name>
        <message numerus="yes">
            <source>%n days</source>
            <translation>
                <numerusform>%n day</numerusform>
                <numerusform>%n days</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n papers</source>
            <translation>
                <numerusform>%n paper</numerusform>
                <numerusform>%n papers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>projects.view</name>
        <message numerus="yes">
            <source>%n cited entries lack what the style needs (⚠).</source>
            <translation>
                <numerusform>1 cited entry lacks what the style needs (⚠).</numerusform>
                <numerusform>%n cited entries lack what the style needs (⚠).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>quick_tag</name>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>1 entry</numerusform>
                <numerusform>%n entries</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sidebar</name>
        <message numerus="yes">
            <source>Merge %n Tags into '{tag}'</source>
            <translation>
                <numerusform>Merge %n Tag into '{tag}'</numerusform>
                <numerusform>Merge %n Tags into '{tag}'</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sidebar_model</name>
        <message numerus="yes">
            <source>Added in the last %n days</source>
            <translation>
                <numerusform>Added in the last day</numerusform>
                <numerusform>Added in the last %n days</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>triage</name>
        <message numerus="yes">
            <source>New imports — unread papers added in the last %n days</source>
            <translation>
                <numerusform>New imports — unread papers added in the last day</numerusform>
                <numerusform>New imports — unread papers added in the last %n days</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;h2&gt;All caught up&lt;/h2&gt;&lt;p&gt;You went through %n papers: {read} read, {now} to read now, {skipped} skipped.&lt;/p&gt;&lt;p&gt;← goes back · Esc returns to the library&lt;/p&gt;</source>
            <translation>
                <numerusform>&lt;h2&gt;All caught up&lt;/h2&gt;&lt;p&gt;You went through 1 paper: {read} read, {now} to read now, {skipped} skipped.&lt;/p&gt;&lt;p&gt;← goes back · Esc returns to the library&lt;/p&gt;</numerusform>
                <numerusform>&lt;h2&gt;All caught up&lt;/h2&gt;&lt;p&gt;You went through %n papers: {read} read, {now} to read now, {skipped} skipped.&lt;/p&gt;&lt;p&gt;← goes back · Esc returns to the library&lt;/p&gt;</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>triage_card</name>
        <message numerus="yes">
            <source>{authors}, and %n more</source>
            <translation>
                <numerusform>{authors}, and 1 more</numerusform>
                <numerusform>{authors}, and %n more</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>triage_session</name>
        <message numerus="yes">
            <source>added in the last %n days</source>
            <translation>
                <numerusform>added in the last day</numerusform>
                <numerusform>added in the last %n days</numerusform>
            </translation>
        </message>
    </context>
</TS>
