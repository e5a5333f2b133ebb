"""Jambo: Rüdiger Dorn's two-player trading card game of African markets."""

from ..spec import GameSpec
from . import messages
from .rules import Jambo

GAME = Jambo(bots=f"{__name__}.bots")
SPEC = GameSpec(game=GAME, view=f"{__name__}.ui", messages=messages.MESSAGES, cover=f"{__name__}.art:cover")
