"""The window's dialogs, each opened by one command."""
