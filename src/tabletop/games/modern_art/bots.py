"""Computer players for Modern Art: the random baseline and a sensible dealer.

The sensible bot reads only its seat's view. It projects how many paintings of each artist will
have been played when the round ends (the counts on the table, its own hand, and the cards the others
hold, estimated from their hand sizes and the cards not yet seen), turns that into the chance of each
artist finishing first, second or third, and values a painting as its expected sale price. It bids up
to a share of that value that leaves it ahead of the seller, sells with an eye to what its own
purchases are worth, and ends a round when that helps it more than its rivals.
"""

from __future__ import annotations

import math

from ...engine.bots import Bot, RandomBot
from .cards import ARTIST_INDEX, ARTIST_TOTALS, FIFTH, TILES, TYPE_INDEX
from .rules import rank_artists

ARTIST_COUNT = len(ARTIST_TOTALS)
# What share of a lot's value it tends to fetch, by the auction type that sells it.
FETCHES = {"open": 0.8, "sealed": 0.75, "once_around": 0.7, "fixed_price": 0.7}
TYPE_PREFERENCE = {"open": 4, "sealed": 3, "once_around": 2, "fixed_price": 1}


def _beats(x: float) -> float:
    """Chance that one artist ends ahead of another, from the projected difference in standard units."""
    if x > 12:
        return 1.0
    if x < -12:
        return 0.0
    return 1.0 / (1.0 + math.exp(-1.7 * x))


def project(counts, mine, others_cards, deck_count, played_total):
    """Expected final count of each artist this round and its uncertainty."""
    unseen = [max(0, ARTIST_TOTALS[a] - played_total[a] - mine[a]) for a in range(ARTIST_COUNT)]
    pool = others_cards + deck_count
    share = others_cards / pool if pool else 0.0
    rest = [mine[a] + unseen[a] * share for a in range(ARTIST_COUNT)]
    time = 1.0
    for a in range(ARTIST_COUNT):
        if rest[a] > 0:
            time = min(time, max(0.0, FIFTH - counts[a]) / rest[a])
    final = [counts[a] + time * rest[a] for a in range(ARTIST_COUNT)]
    spread = [0.35 + 0.4 * math.sqrt(time * rest[a]) for a in range(ARTIST_COUNT)]
    return final, spread


def rank_chances(final, spread):
    """For each artist the chances of finishing 1st, 2nd and 3rd (pairwise duels, taken as independent)."""
    ahead = [[0.0] * ARTIST_COUNT for _ in range(ARTIST_COUNT)]  # ahead[b][a]: b finishes ahead of a
    for a in range(ARTIST_COUNT):
        for b in range(a + 1, ARTIST_COUNT):
            # a is earlier on the board and wins equal counts.
            p = _beats((final[b] - final[a] - 0.3) / math.sqrt(spread[a] ** 2 + spread[b] ** 2))
            ahead[b][a] = p
            ahead[a][b] = 1.0 - p
    chances = []
    for a in range(ARTIST_COUNT):
        d0, d1, d2 = 1.0, 0.0, 0.0  # chance that exactly 0, 1, 2 other artists finish ahead
        for b in range(ARTIST_COUNT):
            if b != a:
                p = ahead[b][a]
                q = 1.0 - p
                d0, d1, d2 = d0 * q, d1 * q + d0 * p, d2 * q + d1 * p
        chances.append((d0, d1, d2))
    return chances


def exact_values(counts, columns):
    """Sale value of a painting per artist if the round ended with these counts."""
    top = rank_artists(counts)
    return [columns[a] + TILES[top.index(a)] if a in top else 0 for a in range(ARTIST_COUNT)]


class SensibleBot(Bot):
    level = "sensible"

    def __init__(self, seed=0):
        super().__init__(seed)
        self._cache = {}

    # --- reading the view ---

    def _setup(self, view):
        self.view = view
        self.me = view["seat"]
        self.players = view["players"]
        self.money = view["money"][self.me]
        self.mine = [0] * ARTIST_COUNT
        for artist, _ in view["hand"]:
            self.mine[ARTIST_INDEX[artist]] += 1
        self.others_cards = sum(view["hand_counts"]) - view["hand_counts"][self.me]
        self.columns = view["column_totals"]
        self.holdings = [[ARTIST_INDEX[artist] for artist, _ in cards] for cards in view["bought"]]

    def values(self, counts, mine=None):
        """Expected sale value of one painting of each artist at the end of this round."""
        mine = self.mine if mine is None else mine
        key = (self.view["round"], tuple(counts), tuple(mine), self.others_cards, tuple(self.columns))
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        final, spread = project(
            counts, mine, self.others_cards, self.view["deck_count"], self.view["played_total"]
        )
        chances = rank_chances(final, spread)
        result = [
            sum(chances[a][k] * (self.columns[a] + TILES[k]) for k in range(len(TILES)))
            if counts[a] or final[a] > 0.5
            else 0.0
            for a in range(ARTIST_COUNT)
        ]
        if len(self._cache) > 2000:
            self._cache.clear()
        self._cache[key] = result
        return result

    def _relative(self, per_seat):
        """My gain minus the average gain of the others."""
        others = [per_seat[s] for s in range(self.players) if s != self.me]
        return per_seat[self.me] - sum(others) / len(others)

    def _holdings_value(self, values):
        return [sum(values[a] for a in cards) for cards in self.holdings]

    def _end_now_score(self, counts):
        """How much better than continuing it is for me (against the others) to end the round now."""
        now = self._holdings_value(exact_values(counts, self.columns))
        later = self._holdings_value(self.values(self.view["counts"]))
        return self._relative([now[s] - later[s] for s in range(self.players)])

    def _sale_score(self, counts, artist, paintings, fetch):
        """Selling `paintings` of `artist` with these counts: price received, buyer's surplus, and
        the change in what everyone's purchases are worth."""
        before = self._holdings_value(self.values(self.view["counts"]))
        mine = self.mine[:]
        mine[artist] = max(0, mine[artist] - paintings)
        values = self.values(counts, mine)
        after = self._holdings_value(values)
        lot = values[artist] * paintings
        price = fetch * lot
        surplus = (lot - price) / (self.players - 1)
        return price - surplus + self._relative([after[s] - before[s] for s in range(self.players)])

    # --- choosing ---

    def choose(self, view, legal):
        self._setup(view)
        phase = view["phase"]
        if phase == "play":
            return self._choose_play(legal)
        if phase == "double":
            return self._choose_add(legal)
        lot = self._lot_value()
        cap = self._cap(lot)
        auction = view["auction"]
        high = view["bidding"]["high_bid"]
        if phase == "open":
            if high >= cap or ["bid", high + 1] not in legal:
                return ["pass"]
            step = max(1, int(lot // 8))
            return ["bid", min(cap, high + step)]
        if phase == "once_around":
            if high >= cap or ["bid", high + 1] not in legal:
                return ["pass"]
            if self.me == auction["auctioneer"]:
                return ["bid", high + 1]
            return ["bid", max(high + 1, int(cap * 0.85))]
        if phase == "sealed":
            return ["sealed", max(0, min(self.money, int(cap * 0.85)))]
        if phase == "price":
            price = int(lot * 0.75)
            low = legal[0][1]
            return ["price", max(low, min(self.money, price))]
        # fixed_price: buy or decline
        if ["buy"] in legal and auction["price"] <= cap:
            return ["buy"]
        return ["decline"]

    def _lot_value(self):
        auction = self.view["auction"]
        values = self.values(self.view["counts"])
        return sum(values[ARTIST_INDEX[artist]] for artist, _ in auction["cards"])

    def _cap(self, lot):
        """The most this seat will pay for the lot on offer."""
        auction = self.view["auction"]
        if self.me == auction["auctioneer"] and auction["partner"] is None:
            limit = lot / 2  # buying pays the bank; letting it go pays me
        elif self.me in (auction["auctioneer"], auction["partner"]):
            limit = lot * 2 / 3  # half of the price comes back to one of us
        else:
            limit = lot * (self.players - 1) / self.players * 0.95
        return max(0, min(self.money, int(limit)))

    def _choose_play(self, legal):
        counts = self.view["counts"]
        best, best_score = legal[0], -1e9
        for action in legal:
            artist, kind = ARTIST_INDEX[action[1]], action[2]
            after = counts[:]
            after[artist] += 1
            if after[artist] >= FIFTH or self.others_cards + sum(self.mine) == 1:
                score = self._end_now_score(after)
            elif kind == "double":
                seconds = [k for a, k in self.view["hand"] if ARTIST_INDEX[a] == artist and k != "double"]
                if seconds:
                    after[artist] += 1
                    if after[artist] >= FIFTH:
                        score = self._end_now_score(after)
                    else:
                        fetch = max(FETCHES[k] for k in seconds)
                        score = self._sale_score(after, artist, 2, fetch)
                else:
                    score = self._sale_score(after, artist, 1, 0.6)
            else:
                score = self._sale_score(after, artist, 1, FETCHES[kind])
            score += TYPE_INDEX[kind] * 0.01  # a fixed order among equals
            if score > best_score:
                best, best_score = action, score
        return best

    def _choose_add(self, legal):
        adds = [action for action in legal if action[0] == "add"]
        if not adds:
            return ["decline"]
        auction = self.view["auction"]
        artist = ARTIST_INDEX[auction["artist"]]
        counts = self.view["counts"]
        after = counts[:]
        after[artist] += 1
        kind = max(adds, key=lambda action: TYPE_PREFERENCE[action[1]])[1]
        if after[artist] >= FIFTH:
            return ["add", kind] if self._end_now_score(after) > 0 else ["decline"]
        if self.me == auction["auctioneer"]:
            return ["add", kind]
        # Adding makes me the auctioneer of both paintings for half the price: worth it when the
        # artist sells well or when my own purchases of the artist gain from it.
        score = self._sale_score(after, artist, 2, FETCHES[kind]) / 2
        return ["add", kind] if score >= 5 else ["decline"]


LEVELS = {"sensible": SensibleBot, "random": RandomBot}


def make_bot(level, seed):
    return LEVELS[level](seed)
