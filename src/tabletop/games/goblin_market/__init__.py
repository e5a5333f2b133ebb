"""Goblin Market: a Decktet auction game for 3-6 players."""

from ..spec import GameSpec
from . import messages
from .rules import GoblinMarket

GAME = GoblinMarket(bots=f"{__name__}.bots")
SPEC = GameSpec(game=GAME, view=f"{__name__}.ui", messages=messages.MESSAGES, cover=f"{__name__}.art:cover")
