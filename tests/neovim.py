"""A real Neovim for the push-to-editor tests: `nvim --headless --listen SOCKET` with a
clean configuration, and what its buffer holds, asked with `--remote-expr`."""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

NVIM = shutil.which("nvim")
needs_nvim = pytest.mark.skipif(NVIM is None, reason="Neovim (nvim) is not installed")


def nvim_expr(socket: Path, expression: str) -> str:
    """What a running Neovim answers to --remote-expr (0.7 prints it on stderr)."""
    done = subprocess.run(
        [str(NVIM), "--server", str(socket), "--remote-expr", expression],
        capture_output=True, text=True, timeout=10, check=True, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    return (done.stdout + done.stderr).strip()


@contextmanager
def headless_neovim(folder: Path) -> Iterator[Path]:
    """A headless Neovim (no user configuration, no shada, no swap file) listening on a
    socket in folder while the block runs; the socket."""
    socket = folder / "nvim.sock"
    server = subprocess.Popen(
        [str(NVIM), "--headless", "-u", "NONE", "-i", "NONE", "-n", "--listen", str(socket)],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 10
        while not socket.exists() and server.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert socket.exists(), "nvim did not start listening"
        yield socket
    finally:
        server.terminate()
        server.wait(timeout=10)
