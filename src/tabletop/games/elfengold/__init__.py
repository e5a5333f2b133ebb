"""Elfengold: the Elfenland expansion with gold, items, an auction and magic, 2-6 players."""

from .rules import Elfengold

GAME = Elfengold()
