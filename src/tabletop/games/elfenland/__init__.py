"""Elfenland: travel the land of the elves with transport counters and travel cards, 2-6 players."""

from ..spec import GameSpec
from . import messages
from .bots import make_bot
from .rules import Elfenland

GAME = Elfenland(bots=make_bot)
SPEC = GameSpec(game=GAME, view=f"{__name__}.ui", messages=messages.MESSAGES)
