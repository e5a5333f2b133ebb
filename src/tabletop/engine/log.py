"""The log that game states share: copying a state must not copy a long game's log."""

from __future__ import annotations

from itertools import islice


class SharedLog:
    """The log as an append-only list that a state shares with the states made from it, so that copying
    a state does not copy its log (a long game keeps thousands of states for undo and replays).

    A log sees the first `size` entries of a list. Appending to a log whose list has grown past it (a
    sibling state appended first) gives it a list of its own. It reads like a list: len, iteration,
    indexing, `in` and ==; `log[:]` is a shared copy."""

    __slots__ = ("_entries", "_size")

    def __init__(self, entries=None):
        self._entries = list(entries or [])
        self._size = len(self._entries)

    def copy(self):
        other = SharedLog.__new__(SharedLog)
        other._entries = self._entries
        other._size = self._size
        return other

    def append(self, entry):
        if self._size != len(self._entries):
            self._entries = self._entries[: self._size]
        self._entries.append(entry)
        self._size += 1

    def __len__(self):
        return self._size

    def __iter__(self):
        return islice(self._entries, self._size)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self.copy() if index == slice(None) else self._entries[: self._size][index]
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError("log index out of range")
        return self._entries[index]

    def __contains__(self, entry):
        return any(item == entry for item in self)

    def __eq__(self, other):
        return list(self) == list(other)

    def __repr__(self):
        return f"SharedLog({list(self)!r})"
