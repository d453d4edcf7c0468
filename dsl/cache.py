"""A small on-disk cache for what is slow to rebuild: a game's parser, and the ASTs of texts it
has read.  Every key includes a digest of the card language's own source (its grammar files
and the Python that reads them), so a change to cardsmith never serves a stale entry.

An entry is a pickle, and unpickling runs code: so the cache only ever loads what this user's
cardsmith wrote.  It lives in a private folder (a real folder owned by the user, mode 0700:
``$CARDSMITH_CACHE``, else ``$XDG_CACHE_HOME/cardsmith`` (``~/.cache``), else one of the user's
own in the system's temporary folder); every entry is signed with an HMAC under a secret key
kept in that folder (mode 0600), and one whose signature does not match is a miss, never
unpickled.  The folder is kept under :data:`MAX_BYTES`, the least recently used entries going
first.  When no private folder can be had, nothing is cached.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import pickle
import secrets
import stat
import tempfile
from pathlib import Path

_HERE = Path(__file__).resolve().parent
_DIGEST: str | None = None

MAGIC = b"cardsmith-cache 2\n"
MAX_BYTES = 256 * 1024 * 1024  # the folder's size cap (entries are ~1 MB parsers, small texts)
_KEY_FILE = "key"
_SUFFIX = ".entry"
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)

_KEYS: dict[str, bytes] = {}  # folder -> its signing key (read once per process)


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


def candidates() -> list[tuple[str, bool]]:
    """The folders the cache may live in, in order, each with whether it is cardsmith's own
    (a folder cardsmith names may be made private; one the user names must already be)."""
    uid = os.getuid() if hasattr(os, "getuid") else "user"
    out = []
    if os.environ.get("CARDSMITH_CACHE"):
        out.append((os.environ["CARDSMITH_CACHE"], False))
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(str(Path.home()), ".cache")
    out.append((os.path.join(base, "cardsmith"), True))
    out.append((os.path.join(tempfile.gettempdir(), f"cardsmith-cache-{uid}"), True))
    return out


def private(path: str, ours: bool) -> bool:
    """Is ``path`` (made if missing) a real folder of this user that no one else may enter?
    A folder cardsmith names (``ours``) and this user owns is made so."""
    try:
        os.makedirs(path, mode=0o700, exist_ok=True)
        st = os.lstat(path)
    except OSError:
        return False
    if not stat.S_ISDIR(st.st_mode):  # (a link may point anywhere: refused)
        return False
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return False
    if os.name == "posix" and st.st_mode & 0o077:
        if not ours:
            return False
        try:
            os.chmod(path, 0o700)
        except OSError:
            return False
    return os.access(path, os.W_OK | os.X_OK)


def folder() -> str | None:
    """The private cache folder (None: nothing is cached)."""
    return next((p for p, ours in candidates() if private(p, ours)), None)


def _owned_file(fd: int) -> bool:
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):
        return False
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return False
    return not (os.name == "posix" and st.st_mode & 0o077)


def _read_owned(path: str, limit: int | None = None) -> bytes | None:
    """The bytes of a regular file this user owns and alone may read (not through a link)."""
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _BINARY)
    except OSError:
        return None
    try:
        if not _owned_file(fd):
            return None
        with os.fdopen(fd, "rb", closefd=False) as fh:
            return fh.read() if limit is None else fh.read(limit)
    except OSError:
        return None
    finally:
        os.close(fd)


def secret(base: str) -> bytes | None:
    """The folder's signing key: 32 random bytes in a file only this user may read, made the
    first time (None when it cannot be had)."""
    known = _KEYS.get(base)
    if known is not None:
        return known
    path = os.path.join(base, _KEY_FILE)
    data = _read_owned(path, 64)
    if data is None:
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _BINARY, 0o600)
        except FileExistsError:
            data = _read_owned(path, 64)  # (another process made it just now)
        except OSError:
            return None
        else:
            data = secrets.token_bytes(32)
            try:
                os.write(fd, data)
            finally:
                os.close(fd)
    if data is None or len(data) != 32:
        return None
    _KEYS[base] = data
    return data


def _signature(secret_key: bytes, name: str, payload: bytes) -> bytes:
    return hmac.new(secret_key, name.encode() + b"\0" + payload, hashlib.sha256).digest()


def _entry_path(base: str, name: str) -> str:
    return os.path.join(base, name + _SUFFIX)


def load(name: str):
    """The object saved as ``name``, or None: a missing, unsigned, damaged or foreign entry is a
    miss (and a bad one is removed)."""
    base = folder()
    if base is None:
        return None
    path = _entry_path(base, name)
    data = _read_owned(path)
    if data is None:
        return None
    secret_key = secret(base)
    head, mac, payload = (
        data[: len(MAGIC)],
        data[len(MAGIC) : len(MAGIC) + 32],
        data[len(MAGIC) + 32 :],
    )
    if (
        secret_key is None
        or head != MAGIC
        or not hmac.compare_digest(mac, _signature(secret_key, name, payload))
    ):
        _remove(path)
        return None
    try:
        obj = pickle.loads(payload)
    except Exception:  # noqa: BLE001 - an entry of an older cardsmith: a miss
        _remove(path)
        return None
    try:
        os.utime(path)  # (recently used: kept longest)
    except OSError:
        pass
    return obj


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
    secret_key = secret(base)
    if secret_key is None:
        return
    path = _entry_path(base, name)
    tmp = None
    try:
        payload = _dumps(obj)
        fd, tmp = tempfile.mkstemp(dir=base, prefix=".", suffix=".tmp")  # (mode 0600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(MAGIC + _signature(secret_key, name, payload) + payload)
        os.replace(tmp, path)
        tmp = None
    except (OSError, pickle.PicklingError, TypeError, AttributeError, RecursionError):
        pass
    finally:
        if tmp is not None:
            _remove(tmp)
    trim(base)


def trim(base: str, cap: int | None = None) -> None:
    """Remove the least recently used files (entries, entries of an older cardsmith, left-over
    temporary files) until the folder holds at most ``cap`` bytes."""
    cap = MAX_BYTES if cap is None else cap
    entries = []
    try:
        with os.scandir(base) as it:
            for e in it:
                if e.name == _KEY_FILE or not e.is_file(follow_symlinks=False):
                    continue
                try:
                    st = e.stat(follow_symlinks=False)
                except OSError:
                    continue
                entries.append((st.st_mtime, st.st_size, e.path))
    except OSError:
        return
    total = sum(size for _, size, _ in entries)
    for _, size, path in sorted(entries):
        if total <= cap:
            break
        _remove(path)
        total -= size


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
