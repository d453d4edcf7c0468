"""Reading a card set's files: only regular files inside its folder.

A card set is something people send each other.  A link in it to a file elsewhere (a private
key, say) is refused before it is opened, so no diagnostic ever shows a line of it; anything
but a regular file (a FIFO would make the reader wait forever, a device never end) is refused
without waiting on it.
"""

from __future__ import annotations

import os
import stat

from .diagnostics import ERROR, CardsmithError, at

MAX_BYTES = 4 * 1024 * 1024
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)


def _file_error(path: str, message: str, line: int = 1, col: int = 1) -> CardsmithError:
    return CardsmithError(at(path, None, line, col, line, col, ERROR, "E-FILE", message))


def inside(path, folder) -> bool:
    """Is ``path``, its links followed, a file inside ``folder``?"""
    real, top = os.path.realpath(path), os.path.realpath(folder)
    return real.startswith(top.rstrip(os.sep) + os.sep)


def read_bytes(path, folder=None, limit: int = MAX_BYTES, too_large: str = "E-FILE") -> bytes:
    """The bytes of a file (at most ``limit``: more is the ``too_large`` diagnostic).  With
    ``folder``, only a file inside it is read: a link to a file elsewhere is refused before it
    is opened (nothing of it is shown), and so is anything but a regular file (a FIFO would
    hang the reader, a device never end)."""
    p = str(path)
    if folder is not None and not inside(path, folder):
        raise _file_error(
            p,
            "a link to a file outside the card set's folder: only files inside it are read",
        )
    try:
        # (O_NONBLOCK: opening a FIFO must not wait for a writer; it is refused below.  A
        # file the user names themselves may be a pipe: ``<(zcat corpus.yaml.gz)``)
        fd = os.open(p, os.O_RDONLY | _BINARY | (_NONBLOCK if folder is not None else 0))
    except OSError as exc:
        raise _file_error(p, f"cannot read the file: {exc.strerror or exc}") from None
    try:
        if folder is not None and not stat.S_ISREG(os.fstat(fd).st_mode):
            raise _file_error(p, "not a regular file (a FIFO, a device or a folder): not read")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            raw = fh.read(limit + 1)
    except OSError as exc:
        raise _file_error(p, f"cannot read the file: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(raw) > limit:
        raise CardsmithError(
            at(
                p,
                None,
                1,
                1,
                1,
                1,
                ERROR,
                too_large,
                f"the file is larger than {limit // (1024 * 1024)} MiB",
            )
        )
    return raw


def read_text(path, folder=None, limit: int = MAX_BYTES, too_large: str = "E-FILE") -> str:
    """A file's text (see :func:`read_bytes`); text that is not UTF-8 is E-FILE, at the line
    and column of its first bad byte."""
    raw = read_bytes(path, folder, limit, too_large)
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise _file_error(
            str(path), f"the file is not UTF-8 text (byte {exc.start})", line, col
        ) from None
