"""Files the commands write (a game's log, a simulation's JSON, CSV and plot): each checked
before any work starts, and written whole or not at all.

``-`` is standard output.  A path is checked by making (and removing) a file beside it, so a
folder that does not exist or cannot be written is known before a long run, not after it; the
file itself is written to a temporary file in the same folder and renamed over the path, so an
interrupted run never leaves half a file.  A path that is not a regular file (``/dev/null``, a
FIFO) is written straight to.
"""

from __future__ import annotations

import os
import stat
import sys
import tempfile

STDOUT = "-"


class OutputError(Exception):
    """An output path that cannot be written; ``path``: the path as given."""

    def __init__(self, path: str, message: str):
        super().__init__(message)
        self.path, self.message = path, message


def _special(path: str) -> bool:
    """An existing path that is not a regular file (a device, a FIFO): written in place."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def check(path: str) -> None:
    """Raise :class:`OutputError` unless ``path`` can be written."""
    if path == STDOUT:
        return
    real = os.path.realpath(path)
    if os.path.isdir(real):
        raise OutputError(path, "is a folder, not a file")
    if _special(real):
        if not os.access(real, os.W_OK):
            raise OutputError(path, "cannot be written")
        return
    folder = os.path.dirname(real) or "."
    if not os.path.isdir(folder):
        raise OutputError(path, f"no folder {os.path.dirname(path) or folder} to write it in")
    if os.path.exists(real) and not os.access(real, os.W_OK):
        raise OutputError(path, "the file is read-only")
    try:
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".cardsmith-", suffix=".tmp")
    except OSError as exc:
        raise OutputError(path, f"cannot write in {folder}: {exc.strerror or exc}") from None
    os.close(fd)
    os.unlink(probe)


def write(path: str, data: str | bytes) -> None:
    """Write ``data`` to ``path`` whole (see the module's doc); ``-`` is standard output."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    if path == STDOUT:
        sys.stdout.flush()
        buffer = getattr(sys.stdout, "buffer", None)
        if buffer is None:  # (a text-only stream)
            sys.stdout.write(raw.decode("utf-8", "replace"))
        else:
            buffer.write(raw)
            buffer.flush()
        return
    real = os.path.realpath(path)
    if _special(real):
        with open(real, "wb") as fh:
            fh.write(raw)
        return
    folder = os.path.dirname(real) or "."
    try:
        mode = stat.S_IMODE(os.stat(real).st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{os.path.basename(real)}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(raw)
        os.chmod(tmp, mode)
        os.replace(tmp, real)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
