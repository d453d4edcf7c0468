"""The parser cache loads only what this user's cardsmith wrote: a private folder, signed
entries, anything else a miss (never unpickled); its size is bounded."""

from __future__ import annotations

import os
import pickle
import stat

import pytest
from cardsmith.dsl import cache

pytestmark = pytest.mark.skipif(os.name != "posix", reason="owners and modes are POSIX")


class Planted:
    """A pickle that, when loaded, writes a file: what a stranger would plant."""

    def __init__(self, marker):
        self.marker = str(marker)

    def __reduce__(self):
        return (open, (self.marker, "w"))


@pytest.fixture
def store(tmp_path, monkeypatch):
    """A cache folder of this test's own (named by $CARDSMITH_CACHE)."""
    base = tmp_path / "cache"
    monkeypatch.setenv("CARDSMITH_CACHE", str(base))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.setattr(cache.tempfile, "gettempdir", lambda: str(tmp_path / "tmp"))
    return base


def test_what_was_saved_is_loaded(store):
    cache.save("texts-a", {"Draw a card.": ("ast", 1)})
    assert cache.load("texts-a") == {"Draw a card.": ("ast", 1)}


def test_the_folder_and_its_key_are_private(store):
    cache.save("texts-a", [1])
    assert stat.S_IMODE(os.stat(store).st_mode) == 0o700
    assert stat.S_IMODE(os.stat(store / "key").st_mode) == 0o600
    for f in store.iterdir():
        assert stat.S_IMODE(f.stat().st_mode) & 0o077 == 0


def test_a_planted_pickle_is_a_miss_and_never_runs(store, tmp_path):
    cache.save("parser-x", "mine")  # (the folder and its key exist)
    marker = tmp_path / "ran"
    for name in os.listdir(store):
        if name != "key":
            (store / name).write_bytes(pickle.dumps(Planted(marker)))
    assert cache.load("parser-x") is None
    assert not marker.exists()


def test_an_entry_signed_with_another_key_is_a_miss(store, tmp_path):
    cache.save("parser-x", "mine")
    entry = next(p for p in store.iterdir() if p.name != "key")
    forged = tmp_path / "forged"
    payload = pickle.dumps(Planted(tmp_path / "ran"))
    mac = cache._signature(b"k" * 32, "parser-x", payload)
    forged.write_bytes(cache.MAGIC + mac + payload)
    os.chmod(forged, 0o600)
    os.replace(forged, entry)
    assert cache.load("parser-x") is None
    assert not (tmp_path / "ran").exists()
    assert not entry.exists()  # (a bad entry is removed)


def test_an_entry_under_another_name_is_a_miss(store):
    cache.save("parser-x", "mine")
    entry = next(p for p in store.iterdir() if p.name != "key")
    os.replace(entry, store / ("parser-y" + cache._SUFFIX))
    assert cache.load("parser-y") is None


def test_a_damaged_entry_is_a_miss(store):
    cache.save("parser-x", list(range(100)))
    entry = next(p for p in store.iterdir() if p.name != "key")
    entry.write_bytes(entry.read_bytes()[:-7])
    assert cache.load("parser-x") is None


def test_a_folder_someone_else_can_write_is_not_used(store, tmp_path):
    store.mkdir(mode=0o777)
    os.chmod(store, 0o777)  # (a folder the user named: not made private behind their back)
    cache.save("texts-a", [1])
    assert not any(store.iterdir())
    assert cache.folder() == str(tmp_path / "xdg" / "cardsmith")
    assert cache.load("texts-a") == [1]


def test_cardsmiths_own_folder_is_made_private(store, tmp_path, monkeypatch):
    monkeypatch.delenv("CARDSMITH_CACHE")
    own = tmp_path / "xdg" / "cardsmith"
    own.mkdir(parents=True, mode=0o755)
    os.chmod(own, 0o755)
    assert cache.folder() == str(own)
    assert stat.S_IMODE(os.stat(own).st_mode) == 0o700


def test_a_folder_of_another_user_is_not_used(store, monkeypatch):
    real = os.getuid()
    monkeypatch.setattr(cache.os, "getuid", lambda: real + 1)
    assert cache.folder() is None
    cache.save("texts-a", [1])
    assert cache.load("texts-a") is None


def test_a_link_is_not_a_cache_folder(store, tmp_path):
    target = tmp_path / "elsewhere"
    target.mkdir(mode=0o700)
    store.symlink_to(target)
    assert cache.folder() != str(store)
    cache.save("texts-a", [1])
    assert not any(target.iterdir())


def test_a_key_someone_else_could_read_is_not_used(store):
    cache.save("texts-a", [1])
    os.chmod(store / "key", 0o644)
    cache._KEYS.clear()
    assert cache.load("texts-a") is None


def test_the_least_recently_used_entries_go_first_over_the_cap(store):
    for i in range(5):
        cache.save(f"texts-{i}", b"x" * 1000)
        os.utime(store / f"texts-{i}{cache._SUFFIX}", (1000 + i, 1000 + i))
    os.utime(store / f"texts-0{cache._SUFFIX}")  # (used just now)
    cache.trim(str(store), cap=3500)
    left = sorted(p.name for p in store.iterdir() if p.name != "key")
    assert left == [f"texts-{i}{cache._SUFFIX}" for i in (0, 3, 4)]


def test_saving_keeps_the_folder_under_its_cap(store, monkeypatch):
    monkeypatch.setattr(cache, "MAX_BYTES", 5000)
    for i in range(20):
        cache.save(f"texts-{i}", b"y" * 1000)
    total = sum(p.stat().st_size for p in store.iterdir() if p.name != "key")
    assert total <= 5000
    assert cache.load("texts-19") == b"y" * 1000
