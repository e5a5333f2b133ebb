"""Elfengold: the Elfenland expansion with gold, items, an auction and magic, 2-6 players."""

from ...engine.core import Box
from ..spec import GameSpec
from . import messages

# The rules (Elfengold in rules.py), its computer players and its view are imported when first needed:
# the home page lists the games from this alone.
BOX = Box(
    id="elfengold",
    title_key="game.elfengold.title",
    summary_key="game.elfengold.summary",
    min_players=2,
    max_players=6,
    minutes=(60, 90),
)
SPEC = GameSpec(
    box=BOX,
    rules=f"{__name__}.rules:Elfengold",
    bots=f"{__name__}.bots",
    view=f"{__name__}.ui",
    messages=messages.MESSAGES,
    cover="tabletop.games.elfenland.art:gold_cover",  # Elfenland's land, with gold
)
