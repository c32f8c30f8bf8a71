"""Papershelf: a desktop reading-list manager for researchers."""

__version__ = "0.1.0"
# Reverse-DNS id: Linux desktop file, AppStream, Wayland app id, macOS bundle identifier.
APP_ID = "io.github.papershelf.Papershelf"
