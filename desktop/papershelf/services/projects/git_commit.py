"""A kept file in a git working tree (an Overleaf project cloned with git), committed after
each rewrite when its project asks for it. Only that file is committed (`git commit
--only`), whatever else is staged; nothing is ever pushed."""

from __future__ import annotations

import subprocess
from pathlib import Path

from papershelf.i18n import translate
from papershelf.services.changes import ServiceError

TIMEOUT_S = 30


class GitError(ServiceError):
    """The file could not be committed (no git, not a working tree, git refused)."""


def commit_file(path: Path, message: str) -> bool:
    """Commit path alone in its working tree; False when it had nothing new to commit."""
    folder, name = str(path.parent), path.name
    _git(
        folder,
        "rev-parse",
        "--show-toplevel",
        why=translate("projects", "{parent} is not in a git working tree").format(
            parent=path.parent
        ),
    )
    _git(folder, "add", "--", name)
    staged = _run(folder, "diff", "--cached", "--quiet", "--", name)
    if staged.returncode == 0:
        return False
    _git(folder, "commit", "--quiet", "--only", "-m", message, "--", name)
    return True


def _git(folder: str, *args: str, why: str = "") -> subprocess.CompletedProcess[str]:
    """Run git; GitError (why, else what git said) when it fails."""
    done = _run(folder, *args)
    if done.returncode != 0:
        said = (done.stderr or done.stdout).strip().splitlines()
        raise GitError(
            why
            or translate("projects", "git {command} failed: {reason}").format(
                command=args[0], reason=said[-1] if said else done.returncode
            )
        )
    return done


def _run(folder: str, *args: str) -> subprocess.CompletedProcess[str]:
    """git -C folder args…, its output captured."""
    try:
        return subprocess.run(
            ["git", "-C", folder, *args], capture_output=True, text=True, timeout=TIMEOUT_S,
            check=False, stdin=subprocess.DEVNULL,
        )  # fmt: skip
    except FileNotFoundError as exc:
        raise GitError(translate("projects", "git is not installed")) from exc
    except subprocess.TimeoutExpired as exc:
        said = translate("projects", "git did not finish within {seconds} s")
        raise GitError(said.format(seconds=TIMEOUT_S)) from exc
