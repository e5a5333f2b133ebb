"""Elfengold: the Elfenland expansion with gold, items, an auction and magic, 2-6 players."""

from ..spec import GameSpec
from . import messages
from .rules import Elfengold

GAME = Elfengold(bots=f"{__name__}.bots")
SPEC = GameSpec(
    game=GAME,
    view=f"{__name__}.ui",
    messages=messages.MESSAGES,
    cover="tabletop.games.elfenland.art:gold_cover",  # Elfenland's land, with gold
)
