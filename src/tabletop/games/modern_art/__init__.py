"""Modern Art: Reiner Knizia's auction game of paintings for 3-5 players."""

from ..spec import GameSpec
from . import messages
from .bots import make_bot
from .rules import ModernArt

GAME = ModernArt(bots=make_bot)
SPEC = GameSpec(game=GAME, view=f"{__name__}.ui", messages=messages.MESSAGES)
