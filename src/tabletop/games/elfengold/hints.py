"""Elfengold's hint: the strong player's search over the tour planner's moves (Elfenland's
hints.PlannerHint: the next step of the planner's tour when travelling; its placements, passing and
blocks when planning), with Elfengold's own phases (engine/hints.py).

Its own reasons, in the words of eg.reason.* (messages.py), beside Elfenland's el.reason.*:
- a gold piece: the gold it doubles on the planner's tour;
- a bid or a pass in the auction: what the planner's tour gains with the item (the towns, the cards
  saved), and the gold the sensible player would pay for it (which the search's playouts bid by);
- the income: the gold of the journey, or the cards;
- taking the gold-card pile: its gold.
"""

from __future__ import annotations

from ...engine.hints import reason
from ..elfenland.data import TRANSPORTS
from ..elfenland.hints import PlannerHint, tour_placements
from ..elfenland.rules import pieces
from .bots import StrongBot
from .data import GOLD_CARD_VALUE, GOLD_PIECE

PLAN = "plan"


class HintBot(PlannerHint, StrongBot):
    """Elfengold's hint: the strong player over the planner's moves."""

    def plan_candidates(self, view, legal):
        chosen = super().plan_candidates(view, legal)
        best = self.gold_piece(view, legal)
        if best is not None and best not in chosen:
            chosen.insert(min(2, len(chosen)), best)
        return chosen

    @staticmethod
    def gold_piece(view, legal):
        """The gold piece on the road of the planner's tour that earns most (None without one)."""
        base, full, placements = tour_placements(view, legal)
        tour = full if placements else base
        best, most = None, 0
        for step in (tour or {}).get("steps", ()):
            action = ["place", GOLD_PIECE, step["road"]]
            if step["road"] is not None and action in legal and step["gold"] > most:
                best, most = action, step["gold"]
        return best

    def time_share(self, view):
        return 1.0  # a bid's search is short for a computer (many a round); a hint is asked for once

    def measure(self, state, seat):
        return (float(pieces(state.collected[seat])),)

    def explain(self, view, legal, action):
        if view["phase"] == PLAN and action[0] == "place" and action[1] == GOLD_PIECE:
            base, full, placements = tour_placements(view, legal)
            tour = full if placements else base
            gold = next((s["gold"] for s in (tour or {}).get("steps", ()) if s["road"] == action[2]), 0)
            return [reason("eg.reason.gold_piece", gold=gold) if gold else None, self.against_next(action)]
        return super().explain(view, legal, action)

    def game_reason(self, view, legal, action):
        verb = action[0]
        me = view["seat"]
        if view["phase"] == "auction":
            item = view["bidding"]["lot"]
            worth = max(0, round(self.sensible._item_value(view, item)))
            gain = self.draw_gain(view, item) if item in TRANSPORTS else None
            if verb == "bid":
                if gain is not None:
                    return gain
                return reason("eg.reason.item_worth", kind=item, gold=worth) if action[1] <= worth else None
            price = view["bidding"]["high_bid"] + 1
            return reason("eg.reason.item_dear", kind=item, gold=worth, price=price)
        if verb == "take_income":
            return reason("eg.reason.income", gold=view["earned"])
        if verb == "take_cards":
            return reason("eg.reason.cards_over_gold", gold=view["earned"])
        if verb == "take_gold_pile":
            return reason("eg.reason.gold_pile", gold=view["gold_pile"] * GOLD_CARD_VALUE)
        if verb == "draw_card" and action[1] == "face_up":
            kind = action[2]
            counters = (view["items"][me] + (view.get("secret_items") or [])).count(kind)
            if kind in TRANSPORTS and counters:
                return reason("eg.reason.card_for_counter", kind=kind)
        return super().game_reason(view, legal, action)


def make_hint(seed):
    return HintBot(seed)
