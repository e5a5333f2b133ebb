"""Goblin Market's hint: the strong player's move and the suits it builds (engine/hints.py).

The reasons, in the words of gm.reason.* (messages.py), read by ui.hint_reason:
- taking cards: the suits they build among the player's three largest and the points they add
  ("builds Moons and Knots: +2 points");
- a bid: what the lot would build and what it is worth in chips to the player (the sensible
  player's appraisal, which the search's playouts bid by), or the rival it keeps the lot from;
- a pass: the lot is worth less than the price, or staying out pays friendship chips;
- and, where the search weighed other moves, how many more points at the end the move came to in
  its playouts than the next best move (its measure: the player's final score).
"""

from __future__ import annotations

from ...engine.hints import Hinting, reason
from .bots import (
    Prospects,
    StrongBot,
    appraise,
    expected_friendship,
    friendship_table,
    score_of_counts,
    with_cards,
)
from .cards import SUIT_INDEXES, SUITS
from .rules import BIDDING, score, suit_counts

CLEAR = 0.1  # points: a smaller difference at the end is not worth naming
CLEAR_SHARE = 0.01  # a win share: ditto


def built_suits(counts, cards) -> list[str]:
    """The suits of `cards` that count for the owner (among its three largest) once it has them."""
    after = with_cards(counts, cards)
    top = sorted(range(len(SUITS)), key=lambda index: (-after[index], index))[:3]
    found = []
    for card in cards:
        for index in SUIT_INDEXES[card]:
            if index in top and SUITS[index] not in found:
                found.append(SUITS[index])
    return sorted(found, key=SUITS.index)


def taking_reason(counts, cards) -> dict:
    change = score_of_counts(with_cards(counts, cards)) - score_of_counts(counts)
    suits = built_suits(counts, cards)
    if change > 0 and suits:
        return reason("gm.reason.builds", suits=suits, points=change)
    if change == 0:
        return reason("gm.reason.no_cost", suits=suits)
    return reason("gm.reason.least_cost", points=-change)


def best_taking(counts, lot) -> list:
    """The cards of the lot that build most: the whole lot or its best card."""
    best, best_gain = list(lot), score_of_counts(with_cards(counts, lot))
    for card in lot:
        gain = score_of_counts(with_cards(counts, [card]))
        if gain > best_gain:
            best, best_gain = [card], gain
    return best


class HintBot(Hinting, StrongBot):
    """The strong player, measuring each playout's final score for the reason."""

    def measure(self, state, seat):
        return (float(score(state.owned[seat])),)

    def explain(self, view, legal, action):
        me = view["seat"]
        counts = suit_counts(view["owned"][me])
        lot = view["lot"]
        found = []
        if action[0] == "take_all":
            found.append(taking_reason(counts, lot))
        elif action[0] == "take":
            found.append(taking_reason(counts, [action[1]]))
        elif view["phase"] == BIDDING:
            found.append(self._bidding_reason(view, action, counts, lot))
        found.append(self._against_next(action))
        return found

    def _bidding_reason(self, view, action, counts, lot):
        me = view["seat"]
        prospects = Prospects(view["owned"], lot)
        worth = appraise(me, prospects, view["chips"], lot, view["deck_count"], view["players"])
        gain = prospects.gains[me]
        if action[0] == "bid":
            if gain > 0:
                suits = built_suits(counts, best_taking(counts, lot))
                return reason("gm.reason.lot_builds", suits=suits, points=gain, worth=max(0, round(worth)))
            rival = max(
                (seat for seat in range(view["players"]) if seat != me),
                key=lambda seat: (prospects.gains[seat], -seat),
            )
            if prospects.gains[rival] > 0:
                return reason("gm.reason.keeps_from", seat=rival, points=prospects.gains[rival])
            return None
        # A pass.
        price = view["bidding"]["high_bid"] + 1
        if view["bids"][me] == 0:
            chips = expected_friendship(friendship_table(view["owned"][me]), price - 1, view["deck_count"])
            if chips >= 1:
                return reason("gm.reason.friendship", chips=round(chips))
        if gain <= 0:
            return reason("gm.reason.lot_adds_nothing")
        if worth < price:
            return reason("gm.reason.worth_less", worth=max(0, round(worth)), price=price)
        # Worth the price by the appraisal, yet the playouts found the chips better kept.
        return reason("gm.reason.too_dear", price=price)

    def _against_next(self, action):
        """How the move did in the playouts against the next best move: points at the end, or, where
        the points are alike, how much more often it won."""
        mine, other = self.searched(action), self.runner_up(action)
        if mine is None or other is None:
            return None
        value, measure = mine
        other_action, other_value, other_measure = other
        if measure is not None and other_measure is not None and measure[0] - other_measure[0] >= CLEAR:
            return reason("gm.reason.more_points", points=measure[0] - other_measure[0], other=other_action)
        if value - other_value >= CLEAR_SHARE:
            return reason("gm.reason.ahead_more", other=other_action)
        return None


def make_hint(seed):
    return HintBot(seed)
