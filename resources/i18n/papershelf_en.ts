<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
