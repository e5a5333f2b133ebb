"""The registry of games: id -> its spec (games/spec.py) and id -> its rules.

A game is added here and nowhere else; its package declares its box, rules, bots, view and messages.
"""

from collections.abc import Mapping

from .elfengold import SPEC as _elfengold
from .elfenland import SPEC as _elfenland
from .goblin_market import SPEC as _goblin_market
from .jambo import SPEC as _jambo
from .modern_art import SPEC as _modern_art

SPECS = {spec.id: spec for spec in (_goblin_market, _modern_art, _jambo, _elfenland, _elfengold)}


class _Games(Mapping):
    """id -> the game's rules (a Game), each imported when first asked for (GameSpec.game)."""

    def __getitem__(self, game_id):
        return SPECS[game_id].game

    def __contains__(self, game_id):
        return game_id in SPECS

    def __iter__(self):
        return iter(SPECS)

    def __len__(self):
        return len(SPECS)


GAMES = _Games()
