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
        <name>cli</name>
        <message numerus="yes">
            <source>%n entries</source>
            <translation>
                <numerusform>%n entry</numerusform>
                <numerusform>%n entries</numerusform>
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
        <name>main_window</name>
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
</TS>
