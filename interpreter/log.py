"""The structured game log (JSON lines) and its narration for people.

Every event, decision and random draw is one entry; entries that a person would want to read
carry a ``say`` text.  The same seed and the same decisions give the same log, byte for byte.
"""

from __future__ import annotations

import json


class Log:
    __slots__ = ("entries", "sink", "watch")

    def __init__(self):
        self.entries: list[dict] = []
        self.sink = None  # called with each narrated line as it happens
        self.watch = None  # called with each entry as it is added (a replay's check)

    def add(self, t: str, **data) -> None:
        entry = {"t": t}
        for k, v in data.items():
            if v is not None:
                entry[k] = v
        self.entries.append(entry)
        if self.watch is not None:
            self.watch(entry)
        if self.sink is not None and entry.get("say"):
            self.sink(entry["say"])

    def lines(self):
        for e in self.entries:
            yield json.dumps(e, sort_keys=True, separators=(",", ":"), ensure_ascii=False)

    def dump(self, path: str) -> None:
        """Write the log to ``path`` whole (``-``: standard output; see ``outputs.py``)."""
        from .outputs import write

        write(path, self.text())

    def text(self) -> str:
        return "\n".join(self.lines()) + "\n"

    def narration(self):
        for e in self.entries:
            say = e.get("say")
            if say:
                yield say
