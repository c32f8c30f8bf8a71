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
    </context>
</TS>
