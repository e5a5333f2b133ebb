"""Elfenland: travel the land of the elves with transport counters and travel cards, 2-6 players."""

from .rules import Elfenland

GAME = Elfenland()
