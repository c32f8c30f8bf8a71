"""One AT-SPI session: the accessibility bus, the app and the walker, inside `dbus-run-session`.

Run by tests/gui/test_atspi.py as `xvfb-run -a dbus-run-session -- python session.py ...`:
starts the AT-SPI bus (at-spi-bus-launcher; the registry daemon starts on its first call),
then app_side.py from the venv with Qt's AT-SPI bridge on, and walker.py in the system
Python, and waits for both. Usage: session.py LIBRARY SETTINGS FOLDER WALKER_PYTHON.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
TIMEOUT = 400  # seconds for the whole walk


def main() -> int:
    """Start the bus, the app and the walker; the walker's exit status (or the app's)."""
    library, settings, folder, walker_python = sys.argv[1:5]
    bus = subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], start_new_session=True)
    time.sleep(1.0)  # the bus registers its address on the session bus
    env = {**os.environ, "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1", "QT_QPA_PLATFORM": "xcb"}
    with Path(folder, "app.log").open("wb") as app_log:
        app = subprocess.Popen(
            [sys.executable, str(HERE / "app_side.py"), library, settings, folder],
            env=env, stdout=app_log, stderr=subprocess.STDOUT,
        )  # fmt: skip
    walker_env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    try:
        with Path(folder, "walker.log").open("wb") as walker_log:
            walked = subprocess.run(
                [walker_python, str(HERE / "walker.py"), folder], env=walker_env,
                timeout=TIMEOUT, stdout=walker_log, stderr=subprocess.STDOUT,
            )  # fmt: skip
        status = app.wait(timeout=30)
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
        os.killpg(bus.pid, signal.SIGTERM)  # the launcher and the dbus-daemon it started
        bus.wait(10)
    return walked.returncode or status


if __name__ == "__main__":
    sys.exit(main())
