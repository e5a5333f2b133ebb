"""A small seeded generator whose sequence is fixed by this file alone.

Python's `random` module is not promised to give the same shuffles on every version, and a save is
only a seed plus the actions, so the games draw from this SplitMix64 generator instead: the same
seed shuffles the same way under CPython 3.11 and under Pyodide's 3.14.
"""

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


class Rng:
    """Deterministic generator; its whole state is one integer, so copying a game state is cheap."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = _mix(int(seed) & _MASK)

    def copy(self) -> "Rng":
        other = Rng.__new__(Rng)
        other.state = self.state
        return other

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        return _mix(self.state)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK + 1) % n
        while True:
            value = self.next64()
            if value <= limit:
                return value % n

    def choice(self, items):
        return items[self.below(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher–Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)


def derive_seed(*parts: int) -> int:
    """A new seed from several integers (a game seed and a step number, say)."""
    value = 0
    for part in parts:
        value = _mix(((value ^ (int(part) & _MASK)) + _GOLDEN) & _MASK)
    return value
