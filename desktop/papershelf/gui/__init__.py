"""The Qt desktop interface: a thin layer over papershelf.services."""
