"""Readers and writers of bibliography files; they work on plain records, never the database."""
