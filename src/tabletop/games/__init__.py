"""The registry of games: id -> game object."""

from .elfengold import GAME as _elfengold
from .elfenland import GAME as _elfenland
from .goblin_market import GAME as _goblin_market
from .jambo import GAME as _jambo
from .modern_art import GAME as _modern_art

GAMES = {game.id: game for game in (_goblin_market, _modern_art, _jambo, _elfenland, _elfengold)}
