"""Modern Art's hint: the strong player's move and what the painting is worth to the players this
round (engine/hints.py).

A painting's worth this round is its expected sale value when the round ends: the chances of its
artist finishing first, second or third (projected from the paintings on the table, the hand and
the cards still to come), times the board's value for each place. The search values the paintings
bought so at the end of its playouts, and its players bid by it; the hint names it.

The reasons, in the words of ma.reason.* (messages.py), read by ui.hint_reason:
- auctioning a painting: what one of that artist is worth this round, or that it ends the round;
- a bid, an offer, buying: the lot's worth this round against the price; passing or declining: the
  price above the worth to the player; a fixed price: the lot's worth and what a rival will pay;
- and, where the search weighed other moves, how much richer (money and paintings at their worth)
  than the best rival the move left the player at the end of its playouts, against the next best.
"""

from __future__ import annotations

from ...engine.hints import Hinting, reason
from .bots import QuickSensible, SensibleBot, StrongBot
from .cards import ARTIST_INDEX, FIFTH

CLEAR_MONEY = 1.0  # a smaller difference is not worth naming


class HintBot(Hinting, StrongBot):
    """The strong player; each playout measures the player's lead in wealth (money and the paintings
    bought at their expected worth) over its best rival where the playout stops."""

    def measure(self, state, seat):
        judge = QuickSensible(0, self._projections)
        judge._setup_from(state, seat)
        values = judge.values(state.counts)
        worth = [
            money + sum(values[card // 5] for card in cards)
            for money, cards in zip(state.money, state.bought, strict=True)
        ]
        best_rival = max(value for other, value in enumerate(worth) if other != seat)
        return (float(worth[seat] - best_rival),)

    def explain(self, view, legal, action):
        judge = SensibleBot(0)
        judge._setup(view)
        counts = view["counts"]
        values = judge.values(counts)
        kind = action[0]
        found = []
        if kind == "play":
            artist = ARTIST_INDEX[action[1]]
            after = list(counts)
            after[artist] += 1
            if after[artist] >= FIFTH or sum(view["hand_counts"]) == 1:
                found.append(reason("ma.reason.ends_round", artist=action[1]))
            else:
                worth = judge.values(after)[artist]
                found.append(reason("ma.reason.worth", artist=action[1], value=round(worth)))
        elif view.get("auction"):
            auction = view["auction"]
            lot = sum(values[ARTIST_INDEX[artist]] for artist, _ in auction["cards"])
            artist = auction["artist"]
            paintings = len(auction["cards"])
            if kind in ("bid", "sealed"):
                found.append(reason("ma.reason.lot_worth", artist=artist, value=round(lot), count=paintings,
                                    price=action[1]))
            elif kind == "buy":
                found.append(reason("ma.reason.lot_worth", artist=artist, value=round(lot), count=paintings,
                                    price=auction["price"]))
            elif kind in ("pass", "decline") and view["phase"] != "double":
                price = auction.get("price") if kind == "decline" else view["bidding"]["high_bid"] + 1
                me = view["seat"]
                if lot < price:
                    key = "ma.reason.too_dear"
                elif me in (auction["auctioneer"], auction.get("partner")):
                    key = "ma.reason.let_sell"  # a rival's price comes to the auctioneer
                else:
                    key = "ma.reason.pays_rival"  # the price goes to a rival, the auctioneer
                found.append(reason(key, artist=artist, value=round(lot), count=paintings, price=price,
                                    seat=auction["auctioneer"]))
            elif kind == "price":
                found.append(reason("ma.reason.price", artist=artist, value=round(lot), count=paintings))
            elif kind == "add":
                worth = values[ARTIST_INDEX[artist]]
                found.append(reason("ma.reason.worth", artist=artist, value=round(worth)))
        found.append(self._against_next(action))
        return found

    def _against_next(self, action):
        mine, other = self.searched(action), self.runner_up(action)
        if mine is None or other is None or mine[1] is None or other[2] is None:
            return None
        gain = mine[1][0] - other[2][0]
        if gain < CLEAR_MONEY:
            return None
        return reason("ma.reason.richer", money=round(gain), other=other[0])


def make_hint(seed):
    return HintBot(seed)
