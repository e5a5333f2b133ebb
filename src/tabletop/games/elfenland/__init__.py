"""Elfenland: travel the land of the elves with transport counters and travel cards, 2-6 players."""

from ..spec import GameSpec
from . import messages
from .rules import Elfenland

GAME = Elfenland(bots=f"{__name__}.bots")
SPEC = GameSpec(game=GAME, view=f"{__name__}.ui", messages=messages.MESSAGES, cover=f"{__name__}.art:cover")
