"""Modern Art: Reiner Knizia's auction game of paintings for 3-5 players."""

from ..spec import GameSpec
from . import messages
from .rules import ModernArt

GAME = ModernArt(bots=f"{__name__}.bots")
SPEC = GameSpec(game=GAME, view=f"{__name__}.ui", messages=messages.MESSAGES, cover=f"{__name__}.art:cover")
