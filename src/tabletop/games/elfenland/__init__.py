"""Elfenland: travel the land of the elves with transport counters and travel cards, 2-6 players."""

from ...engine.core import Box
from ..spec import GameSpec
from . import messages

# The rules (Elfenland in rules.py), its computer players and its view are imported when first needed:
# the home page lists the games from this alone.
BOX = Box(
    id="elfenland",
    title_key="game.elfenland.title",
    summary_key="game.elfenland.summary",
    min_players=2,
    max_players=6,
    minutes=(45, 60),
)
SPEC = GameSpec(
    box=BOX,
    rules=f"{__name__}.rules:Elfenland",
    bots=f"{__name__}.bots",
    view=f"{__name__}.ui",
    messages=messages.MESSAGES,
    cover=f"{__name__}.art:cover",
)
