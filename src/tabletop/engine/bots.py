"""Computer players. A bot sees only what its seat's view shows and the legal actions for it.

A bot answers through `think(view, legal, seconds)`, a generator that yields between slices of work
and returns the action, so that the page can run a long search a slice at a time and never freeze;
`choose(view, legal)` runs it to the end in one go. A simple bot writes only `choose`.
"""

from __future__ import annotations

import time

from .rng import Rng


class Bot:
    level = ""

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, view: dict, legal: list):
        return finish(self.think(view, legal))

    def think(self, view: dict, legal: list, seconds: float | None = None):
        """The answer as a generator; `seconds` caps the wall time a search may take."""
        return self.choose(view, legal)
        yield  # makes this a generator: a simple bot answers at once


class RandomBot(Bot):
    """The baseline: any legal action, all equally likely."""

    level = "random"

    def choose(self, view, legal):
        return self.rng.choice(legal)


def finish(thinking):
    """Runs a bot's thought to its answer."""
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value


def advance(thinking, seconds: float, clock=time.perf_counter) -> tuple[bool, object]:
    """Runs a thought for about `seconds` of work: (True, answer) once it has answered, else
    (False, None) and the thought can be advanced again later."""
    started = clock()
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return True, done.value
        if clock() - started >= seconds:
            return False, None


class EasyBot(Bot):
    """A gentler opponent for beginners and children: plays as `base` would, but now and then
    (`slip` of the time) makes a move a beginner might, any legal one."""

    level = "easy"
    slip = 0.3

    def __init__(self, base: Bot, seed: int = 0, slip: float | None = None):
        super().__init__(seed)
        self.base = base
        if slip is not None:
            self.slip = slip

    def choose(self, view, legal):
        if len(legal) > 1 and self.rng.random() < self.slip:
            return self.rng.choice(legal)
        return self.base.choose(view, legal)
