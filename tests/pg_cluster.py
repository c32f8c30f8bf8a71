"""A private, throwaway PostgreSQL cluster for the tests that restart or stop the server
(the shared test server must stay up for everyone else). As .ci/pg-cluster does: initdb into
a new folder, the server on a unix socket there (no TCP), run as `nobody` when we are root
(PostgreSQL refuses to run as root)."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

OS_USER = os.environ.get("PG_OS_USER", "nobody")


def server_bin() -> Path | None:
    """The newest installed server's bin folder (PG_BIN overrides), or None."""
    if os.environ.get("PG_BIN"):
        return Path(os.environ["PG_BIN"])
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin"), key=lambda p: int(p.parent.name))
    return found[-1] if found and (found[-1] / "initdb").exists() else None


class PrivateCluster:
    """One cluster in a temporary folder: start, restart, stop, start again, remove."""

    def __init__(self, bin_dir: Path) -> None:
        self.bin = bin_dir
        self.dir = Path(tempfile.mkdtemp(prefix="papershelf-pg."))
        self.dir.chmod(0o755)  # `nobody` must reach its socket and data
        if os.getuid() == 0:
            shutil.chown(self.dir, OS_USER)
        self.data = self.dir / "data"
        self.url = f"postgresql://papershelf@/lab?host={self.dir}"

    def _run(self, program: str, *args: str) -> None:
        """Run a server program as the cluster's owner."""
        command = [str(self.bin / program), *args]
        if os.getuid() == 0:
            command = ["runuser", "-u", OS_USER, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
        if done.returncode:
            log = self.dir / "server.log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise RuntimeError(f"{program} failed: {done.stderr or done.stdout}\n{tail}")

    def create(self) -> PrivateCluster:
        """initdb, start, and a database `lab`."""
        self._run(
            "initdb", "-D", str(self.data), "-U", "papershelf", "--auth=trust",
            "--encoding=UTF8", "--locale=C.UTF-8",
        )  # fmt: skip
        self.start()
        self._run("createdb", "-h", str(self.dir), "-U", "papershelf", "lab")
        return self

    def _ctl(self, *args: str) -> None:
        """pg_ctl on this cluster."""
        options = f"-c listen_addresses='' -k {self.dir} -c fsync=off"
        log = str(self.dir / "server.log")
        self._run("pg_ctl", "-D", str(self.data), "-l", log, "-w", "-o", options, *args)

    def start(self) -> None:
        """Start the server (it answers when this returns)."""
        self._ctl("start")

    def restart(self) -> None:
        """Restart as an admin would (-m fast: sessions are ended)."""
        self._ctl("-m", "fast", "restart")

    def stop(self) -> None:
        """Stop the server (the network is gone, as far as the app can tell)."""
        self._ctl("-m", "fast", "stop")

    def remove(self) -> None:
        """Stop the server if it runs and delete the folder."""
        if (self.data / "postmaster.pid").exists():
            self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)
