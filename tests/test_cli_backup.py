"""papershelf backup: a compressed backup taken now, listed, kept within the count and budget."""

from __future__ import annotations

from pathlib import Path

from papershelf.library.backups import list_backups
from tests.test_cli import papershelf


def test_backup_takes_lists_and_keeps_within_the_settings(
    tmp_path: Path, sample_path: Path
) -> None:
    library = tmp_path / "lib.sqlite"
    assert papershelf("import", sample_path, "--library", library).returncode == 0
    taken = papershelf("backup", "--library", library)
    assert taken.returncode == 0, taken.stderr
    [backup] = list_backups(library)
    assert (backup.reason, backup.entries) == ("manual", 19)
    assert taken.stdout.splitlines()[0].startswith(f"{backup.path} (")
    assert "1 backup kept" in taken.stdout and "of a 2048 MB budget" in taken.stdout
    again = papershelf("backup", "--keep", "1", "--budget", "300", "--library", library)
    assert again.returncode == 0, again.stderr
    assert "1 backup kept" in again.stdout and "of a 300 MB budget" in again.stdout
    listed = papershelf("backup", "--list", "--library", library)
    [newest] = list_backups(library)
    assert listed.stdout == f"{newest.label()}  {newest.path}\n"


def test_backup_of_a_library_on_a_server_is_one_line(tmp_path: Path) -> None:
    done = papershelf("backup", "--library", "postgresql://nobody@/none?host=/nonexistent")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
