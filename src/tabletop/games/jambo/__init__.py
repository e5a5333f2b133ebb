"""Jambo: Rüdiger Dorn's two-player trading card game of African markets."""

from ...engine.core import Box
from ..spec import GameSpec
from . import messages

# The rules (Jambo in rules.py), its computer players and its view are imported when first needed:
# the home page lists the games from this alone.
BOX = Box(
    id="jambo",
    title_key="game.jambo.title",
    summary_key="game.jambo.summary",
    min_players=2,
    max_players=2,
    minutes=(30, 45),
)
SPEC = GameSpec(
    box=BOX,
    rules=f"{__name__}.rules:Jambo",
    bots=f"{__name__}.bots",
    view=f"{__name__}.ui",
    messages=messages.MESSAGES,
    cover=f"{__name__}.art:cover",
)
