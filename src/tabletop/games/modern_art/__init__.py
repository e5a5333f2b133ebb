"""Modern Art: Reiner Knizia's auction game of paintings for 3-5 players."""

from ...engine.core import Box
from ..spec import GameSpec
from . import messages

# The rules (ModernArt in rules.py), its computer players and its view are imported when first needed:
# the home page lists the games from this alone.
BOX = Box(
    id="modern_art",
    title_key="game.modern_art.title",
    summary_key="game.modern_art.summary",
    min_players=3,
    max_players=5,
    minutes=(45, 60),
)
SPEC = GameSpec(
    box=BOX,
    rules=f"{__name__}.rules:ModernArt",
    bots=f"{__name__}.bots",
    view=f"{__name__}.ui",
    messages=messages.MESSAGES,
    cover=f"{__name__}.art:cover",
)
