"""Computer players for Goblin Market: the random baseline and a sensible bidder."""

from __future__ import annotations

import math

from ...engine.bots import Bot, RandomBot
from .rules import score

CARDS_PER_AUCTION = 3  # a size card plus two cards on average


class SensibleBot(Bot):
    """Values a lot by what it does to its own top-three minus bottom-three score, and spends chips
    in proportion to how many auctions are left (chips are worth nothing at the end)."""

    level = "sensible"

    def choose(self, view, legal):
        me = view["seat"]
        mine = view["owned"][me]
        if view["phase"] == "taking":
            return max(legal, key=lambda action: self._gain_of(action, mine, view["lot"]))
        lot = view["lot"]
        base = score(mine)
        gains = [score(mine + [card]) - base for card in lot]
        best = max(score(mine + lot) - base, max(gains))
        worst = min(gains)
        if len(lot) > 1 and worst < 0:
            # Bidding may leave us second, made to pay for the card the winner does not want.
            best += worst / 2
        cap = self._cap(best, view["chips"][me], view["deck_count"], view["players"])
        bid = view["bidding"]["high_bid"] + 1
        if bid <= cap and ["bid", bid] in legal:
            return ["bid", bid]
        return ["pass"]

    @staticmethod
    def _gain_of(action, mine, lot):
        base = score(mine)
        if action == ["take_all"]:
            # A small preference for taking everything: the split hands cards to rivals.
            return score(mine + lot) - base + 0.1
        return score(mine + [action[1]]) - base

    @staticmethod
    def _cap(value, chips, deck_count, players):
        if value <= 0:
            return 0
        if deck_count == 0:
            return chips  # the last auction: chips are worthless afterwards
        auctions_left = 1 + deck_count / CARDS_PER_AUCTION
        chips_per_point = chips * players / (auctions_left * 2)
        return min(chips, math.ceil(value * max(1.0, chips_per_point)))


LEVELS = {"sensible": SensibleBot, "random": RandomBot}


def make_bot(level, seed):
    return LEVELS[level](seed)
