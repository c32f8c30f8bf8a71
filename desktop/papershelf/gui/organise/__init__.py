"""The sidebar (tags, reading lists, saved searches) and the organising gestures."""
