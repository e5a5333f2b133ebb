"""The registry of games: id -> game object."""

from .goblin_market import GAME as _goblin_market

GAMES = {game.id: game for game in (_goblin_market,)}
