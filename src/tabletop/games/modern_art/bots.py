"""Computer players for Modern Art: the random baseline, a sensible dealer, an easy one that slips
now and then, and a strong one that searches sampled positions (StrongBot, below).

The sensible bot reads only its seat's view. It projects how many paintings of each artist will
have been played when the round ends (the counts on the table, its own hand, and the cards the others
hold, estimated from their hand sizes and the cards not yet seen), turns that into the chance of each
artist finishing first, second or third, and values a painting as its expected sale price. It bids up
to a share of that value that leaves it ahead of the seller, sells with an eye to what its own
purchases are worth, and ends a round when that helps it more than its rivals. It asks fixed prices
a rival will pay, and buys its own painting only of an artist that will surely sell.
"""

from __future__ import annotations

import math

from ...engine.bots import Bot, EasyBot, RandomBot
from ...engine.rng import derive_seed
from ...engine.search import SearchBot
from .cards import ARTIST_INDEX, ARTIST_TOTALS, ARTISTS, FIFTH, ROUNDS, TILES, TYPE_INDEX, pair
from .rules import NAME_PRICE, ONCE_BIDDING, OPEN_BIDDING, PLAY, SEALED_BIDDING, rank_artists
from .sampling import sample_state

ARTIST_COUNT = len(ARTIST_TOTALS)
# What share of a lot's value it tends to fetch, by the auction type that sells it.
FETCHES = {"open": 0.8, "sealed": 0.75, "once_around": 0.7, "fixed_price": 0.7}
# A fixed price asks this share of what a rival would bid at most: rivals' estimates of a lot differ
# from the auctioneer's (each knows its own hand), so asking their whole limit would often come back.
FIXED_PRICE_SHARE = 0.85
# For an artist that may not sell, less: a painting that comes back may be worth nothing.
FIXED_PRICE_SHARE_UNSURE = 0.7
# The auctioneer buys its own painting only when the artist is at least this likely to sell.
OWN_BUY_SURE = 0.85
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

    def __init__(self, seed=0, cache=None):
        super().__init__(seed)
        self._cache = {} if cache is None else cache  # projections, shared by a search's players

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
        key = self._key(counts, mine)
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
        if len(self._cache) > 20000:
            self._cache.clear()
        self._cache[key] = result
        self._cache[("top_three", *key)] = [sum(chances[a]) for a in range(ARTIST_COUNT)]
        return result

    def top_three_chance(self, counts):
        """For each artist, the chance that it ends this round among the three that sell."""
        self.values(counts)
        return self._cache[("top_three", *self._key(counts, self.mine))]

    def _key(self, counts, mine):
        view = self.view
        return (
            view["round"], tuple(counts), tuple(mine), self.others_cards, tuple(self.columns),
            view["deck_count"], tuple(view["played_total"]),
        )  # fmt: skip

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
        return self._decide(legal)

    def _decide(self, legal):
        view = self.view
        phase = view["phase"]
        if phase == "play":
            return self._choose_play(legal)
        if phase == "double":
            return self._choose_add(legal)
        lot = self._lot_value()
        cap = self._cap(lot)
        auction = view["auction"]
        high = view["bidding"]["high_bid"]
        if phase == "open":  # live: asked whenever it may raise (at the table, a pass is silence)
            if high >= cap or ["bid", high + 1] not in legal:
                return ["pass"] if ["pass"] in legal else legal[0]
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
            return ["price", self._fixed_price(lot, legal[0][1])]
        # fixed_price: buy or decline
        if ["buy"] in legal and auction["price"] <= cap:
            return ["buy"]
        return ["decline"]

    def _lot_value(self):
        auction = self.view["auction"]
        values = self.values(self.view["counts"])
        return sum(values[ARTIST_INDEX[artist]] for artist, _ in auction["cards"])

    def _rival_cap(self, lot):
        """The most a rival pays for a lot it values at `lot` (see _cap)."""
        return lot * (self.players - 1) / self.players * 0.95

    def _fixed_price(self, lot, low):
        """A price a rival will pay: a little under what it would bid at most, so that the painting
        sells and the money comes to me instead of going from me to the bank. (Asking more than
        that made almost every fixed-price painting come back to its auctioneer.)"""
        chance = self.top_three_chance(self.view["counts"])[ARTIST_INDEX[self.view["auction"]["artist"]]]
        share = FIXED_PRICE_SHARE if chance >= OWN_BUY_SURE else FIXED_PRICE_SHARE_UNSURE
        return max(low, min(self.money, int(self._rival_cap(lot) * share)))

    def _cap(self, lot):
        """The most this seat will pay for the lot on offer."""
        auction = self.view["auction"]
        if self.me == auction["auctioneer"] and auction["partner"] is None:
            # Buying pays the bank and letting it go pays me, so it is worth it only for a painting
            # that will surely sell: one that may end out of the top three loses the whole price.
            chance = self.top_three_chance(self.view["counts"])[ARTIST_INDEX[auction["artist"]]]
            limit = lot / 2 if chance >= OWN_BUY_SURE else 0
        elif self.me in (auction["auctioneer"], auction["partner"]):
            limit = lot * 2 / 3  # half of the price comes back to one of us
        else:
            limit = self._rival_cap(lot)
        return max(0, min(self.money, int(limit)))

    def _choose_play(self, legal):
        scores = self.play_scores(legal)
        return max(zip(legal, scores, strict=True), key=lambda scored: scored[1])[0]

    def play_scores(self, legal):
        """How good auctioning each of the `legal` paintings is for me (higher is better)."""
        counts = self.view["counts"]
        scores = []
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
            scores.append(score + TYPE_INDEX[kind] * 0.01)  # a fixed order among equals
        return scores

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


# --- the strong player ---------------------------------------------------------------------------


class QuickSensible(SensibleBot):
    """The sensible player for playouts: it reads the sampled state (the strong bot's imagination)
    through a small view with only what it uses, and never lists every bid amount, which makes a
    playout several times faster than through `State.view` and `legal_actions`."""

    def act(self, state, seat):
        self._setup_from(state, seat)
        phase = state.phase
        view = self.view
        if phase in (OPEN_BIDDING, ONCE_BIDDING):
            high = view["bidding"]["high_bid"]
            legal = [["pass"]] + ([["bid", high + 1]] if high < state.money[seat] else [])
        elif phase == NAME_PRICE:
            legal = [["price", state._lowest_price(seat)]]
        elif phase == SEALED_BIDDING:
            legal = []
        else:
            legal = state.legal_actions(seat)
        return self._decide(legal)

    def _setup_from(self, state, seat):
        """What `_setup` reads from a view, straight from the state's own fields."""
        self.view = quick_view(state, seat)
        self.me = seat
        self.players = state.players
        self.money = state.money[seat]
        mine = [0] * ARTIST_COUNT
        for card in state.hands[seat]:
            mine[card // 5] += 1
        self.mine = mine
        self.others_cards = sum(len(cards) for cards in state.hands) - len(state.hands[seat])
        self.columns = self.view["column_totals"]
        self.holdings = [[card // 5 for card in cards] for cards in state.bought]


def quick_view(state, seat):
    """The parts of `seat`'s view that the sensible player's choices read, straight from the state
    (the rest of what `_setup` reads, QuickSensible takes from the state's own fields)."""
    offer = state.offer
    auction = bidding = None
    if offer:
        auction = {
            "artist": ARTISTS[offer[0] // 5],
            "cards": [pair(card) for card in offer],
            "auctioneer": state.auctioneer,
            "partner": state.partner,
            "price": state.price,
        }
        bidding = {"high_bid": state.high_bid}
    return {
        "seat": seat,
        "round": state.round,
        "phase": state.phase,
        "hand": [pair(card) for card in state.hands[seat]],
        "column_totals": [sum(column) for column in zip(*state.board, strict=True)],
        "counts": state.counts,
        "deck_count": len(state.deck),
        "played_total": state.played_total,
        "auction": auction,
        "bidding": bidding,
    }


# Lot shares tried as bids, fixed prices and sealed offers: a few levels, not every amount.
BID_SHARES = (0.3, 0.5, 0.65, 0.8, 0.95)
PRICE_SHARES = (0.35, 0.45, 0.55, 0.65, 0.8)


class StrongBot(SearchBot):
    """Determinised flat Monte Carlo, shaped to Modern Art. The others' hands are sampled from the
    unseen paintings (their money is known from the payments), each candidate is played out by quick
    sensible players to the end of the round or a horizon, and the position is then valued as money
    plus what the paintings bought this round are expected to sell for. Candidates: the few paintings
    the sensible player rates best to auction, and bids, offers and prices at a few shares of what
    the lot is worth this round (from the sensible player's projection of the round's end)."""

    # The budget is counted in work, not playouts: a playout step is one unit and choosing which
    # painting to auction one more per painting weighed, so that a move costs about the same time
    # whatever the phase (whole playouts of the same length differ several times over in cost).
    work = 1700
    min_samples = 3
    max_samples = 40
    max_candidates = 6
    horizon = 30

    def __init__(self, seed=0):
        super().__init__(seed)
        self._projections = {}  # the sensible players' projections, shared by all the playouts
        self._work = 0

    def wants_sample(self, samples, candidates):
        """Samples are added while work is left (see `work`), between min_samples and max_samples."""
        if samples == 0:
            self._work = 0
        return samples < self.max_samples and (samples < self.min_samples or self._work < self.work)

    def sample(self, view, rng):
        return sample_state(view, rng)

    def policy(self, seat, seed):
        return QuickSensible(seed)

    def rollout_action(self, state, seat, players, seed):
        player = players.get(seat)
        if player is None:
            player = players[seat] = QuickSensible(derive_seed(seed, seat), self._projections)
        # The work a step costs: one, and one per painting weighed when choosing what to auction.
        self._work += 1 + (len(set(state.hands[seat])) if state.phase == PLAY else 0)
        return player.act(state, seat)

    def playout_start(self, state):
        return state.round

    def playout_ends(self, state, start, steps):
        """At the round's end (its paintings are sold then) or the horizon."""
        return state.round != start or steps >= self.horizon

    def estimate(self, state, seat):
        """Money plus the paintings bought this round at their expected sale value (as `seat`
        projects them), turned into a chance of winning: the fewer rounds left, the more a lead counts."""
        judge = QuickSensible(0, self._projections)
        judge._setup_from(state, seat)
        values = judge.values(state.counts)
        worth = [
            money + sum(values[card // 5] for card in cards)
            for money, cards in zip(state.money, state.bought, strict=True)
        ]
        spread = 12 + 14 * (ROUNDS - state.round)
        return wealth_value(worth, seat, spread)

    def candidates(self, view, legal):
        return plausible_actions(view, legal, self.seed, self.max_candidates)


def plausible_actions(view, legal, seed, most):
    """The moves worth weighing: the `most` paintings the sensible player rates best to auction; a
    few bids, offers or prices at shares of what the lot is worth this round, with the sensible
    player's own; or every choice where there are only a few (add or decline, buy or decline)."""
    phase = view["phase"]
    if phase in ("double", "fixed_price"):
        return list(legal)
    judge = SensibleBot(seed)
    preferred = judge.choose(view, legal)
    if phase == "play":
        scores = judge.play_scores(legal)
        order = sorted(range(len(legal)), key=lambda index: -scores[index])
        return [legal[index] for index in order[:most]]
    lot = judge._lot_value()
    money = view["money"][view["seat"]]
    chosen = [preferred]
    if phase == "sealed":
        amounts = [0] + [int(lot * share) for share in BID_SHARES]
        chosen += [["sealed", min(money, amount)] for amount in amounts]
    elif phase == "price":
        low = legal[0][1]
        chosen += [["price", max(low, min(money, int(lot * share)))] for share in PRICE_SHARES]
    else:  # open or once around
        high = view["bidding"]["high_bid"]
        chosen += [action for action in legal if action[0] != "bid"]
        amounts = [high + 1] + [int(lot * share) for share in BID_SHARES]
        chosen += [["bid", amount] for amount in amounts if high < amount <= money]
    unique = []
    for action in chosen:
        if action not in unique:
            unique.append(action)
    return unique


def wealth_value(worth, seat, spread):
    """A seat's chance of ending richest from everyone's expected wealth, softened by `spread`,
    mixed as `search.playout_value` mixes a win and the rivals beaten."""
    top = max(worth)
    weights = [math.exp((value - top) / spread) for value in worth]
    win = weights[seat] / sum(weights)
    others = [value for other, value in enumerate(worth) if other != seat]
    beaten = sum(1.0 / (1.0 + math.exp((value - worth[seat]) / spread)) for value in others) / len(others)
    return 0.85 * win + 0.15 * beaten


class EasyModernArt(EasyBot):
    """A sensible player that now and then slips the way a beginner would: another painting, or a
    bid, offer or price at another share of the lot's worth. A slip to any amount would be silly
    (offering all one's money for a painting worth 20), so it slips among the plausible moves."""

    def choose(self, view, legal):
        if len(legal) > 1 and self.rng.random() < self.slip:
            return self.rng.choice(plausible_actions(view, legal, self.rng.below(1 << 30), 4))
        return self.base.choose(view, legal)

    def __init__(self, seed=0):
        super().__init__(SensibleBot(seed), seed)


LEVELS = {"sensible": SensibleBot, "easy": EasyModernArt, "strong": StrongBot, "random": RandomBot}


def make_bot(level, seed):
    return LEVELS[level](seed)
