"""The AT-SPI test's two sides: the app (venv) and the screen reader's walker (system Python)."""
