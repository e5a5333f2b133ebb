"""Jambo: Rüdiger Dorn's two-player trading card game of African markets."""

from ..spec import GameSpec
from . import messages
from .bots import make_bot
from .rules import Jambo

GAME = Jambo(bots=make_bot)
SPEC = GameSpec(game=GAME, view=f"{__name__}.ui", messages=messages.MESSAGES)
