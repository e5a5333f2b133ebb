"""Goblin Market: a Decktet auction game for 3-6 players."""

from ...engine.core import Box
from ..spec import GameSpec
from . import messages

# The rules (GoblinMarket in rules.py), its computer players and its view are imported when first needed:
# the home page lists the games from this alone.
BOX = Box(
    id="goblin_market",
    title_key="game.goblin_market.title",
    summary_key="game.goblin_market.summary",
    min_players=3,
    max_players=6,
    minutes=(20, 30),
)
SPEC = GameSpec(
    box=BOX,
    rules=f"{__name__}.rules:GoblinMarket",
    bots=f"{__name__}.bots",
    view=f"{__name__}.ui",
    messages=messages.MESSAGES,
    cover=f"{__name__}.art:cover",
)
