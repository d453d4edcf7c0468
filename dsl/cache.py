"""A small on-disk cache for what is slow to rebuild: a game's parser, and the ASTs of texts it
has read.  Every key includes a digest of the card language's own source (its grammar files
and the Python that reads them), so a change to cardsmith never serves a stale entry.

The cache lives in ``$CARDSMITH_CACHE``, else ``$XDG_CACHE_HOME/cardsmith`` (``~/.cache``),
else the system's temporary folder; when none is writable, nothing is cached.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from pathlib import Path

_HERE = Path(__file__).resolve().parent
_DIGEST: str | None = None


def source_digest() -> str:
    """A digest of the card language's source: grammar/*.lark, dsl/*.py, constructs/*.py."""
    global _DIGEST
    if _DIGEST is None:
        h = hashlib.sha256()
        for folder, pattern in (
            (_HERE.parent / "grammar", "*.lark"),
            (_HERE, "*.py"),
            (_HERE.parent / "constructs", "*.py"),
        ):
            for f in sorted(folder.glob(pattern)):
                h.update(f.name.encode())
                h.update(f.read_bytes())
        try:
            import lark

            h.update(lark.__version__.encode())
        except ImportError:  # pragma: no cover
            pass
        _DIGEST = h.hexdigest()
    return _DIGEST


def key(*parts: str) -> str:
    h = hashlib.sha256(source_digest().encode())
    for p in parts:
        h.update(b"\0" + p.encode())
    return h.hexdigest()[:32]


def folder() -> str | None:
    for base in (
        os.environ.get("CARDSMITH_CACHE"),
        os.path.join(
            os.environ.get("XDG_CACHE_HOME") or os.path.join(str(Path.home()), ".cache"),
            "cardsmith",
        ),
        os.path.join(tempfile.gettempdir(), "cardsmith-cache"),
    ):
        if not base:
            continue
        try:
            os.makedirs(base, exist_ok=True)
            if os.access(base, os.W_OK):
                return base
        except OSError:
            continue
    return None


def load(name: str):
    base = folder()
    if base is None:
        return None
    path = os.path.join(base, name)
    try:
        with open(path, "rb") as fh:
            return pickle.load(fh)
    except FileNotFoundError:
        return None
    except Exception:  # noqa: BLE001 - a damaged cache entry is just a miss
        return None


def _dumps(obj) -> bytes:
    """Pickle ``obj``; of a dict, leave out the values too deeply nested to pickle."""
    try:
        return pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    except RecursionError:
        if not isinstance(obj, dict):
            raise
    kept = {}
    for k, v in obj.items():
        try:
            pickle.dumps(v, protocol=pickle.HIGHEST_PROTOCOL)
        except RecursionError:
            continue
        kept[k] = v
    return pickle.dumps(kept, protocol=pickle.HIGHEST_PROTOCOL)


def save(name: str, obj) -> None:
    base = folder()
    if base is None:
        return
    path = os.path.join(base, name)
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        data = _dumps(obj)
        with open(tmp, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
    except (OSError, pickle.PicklingError, TypeError, AttributeError, RecursionError):
        try:
            os.unlink(tmp)
        except OSError:
            pass
