"""The detail pane: the reading page, the edit form, tags, attachments, related papers."""
