"""The registry of games: id -> its spec (games/spec.py) and id -> its rules.

A game is added here and nowhere else; its package declares its rules, bots, view and messages.
"""

from .elfengold import SPEC as _elfengold
from .elfenland import SPEC as _elfenland
from .goblin_market import SPEC as _goblin_market
from .jambo import SPEC as _jambo
from .modern_art import SPEC as _modern_art

SPECS = {spec.id: spec for spec in (_goblin_market, _modern_art, _jambo, _elfenland, _elfengold)}
GAMES = {game_id: spec.game for game_id, spec in SPECS.items()}
