"""Computer players. A bot sees only what its seat's view shows and the legal actions for it."""

from __future__ import annotations

from .rng import Rng


class Bot:
    level = ""

    def __init__(self, seed: int = 0):
        self.rng = Rng(seed)

    def choose(self, view: dict, legal: list):
        raise NotImplementedError


class RandomBot(Bot):
    """The baseline: any legal action, all equally likely."""

    level = "random"

    def choose(self, view, legal):
        return self.rng.choice(legal)
