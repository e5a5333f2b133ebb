"""Computer players for Goblin Market: random, easy, sensible and strong.

The sensible player weighs a lot in chips: the points it adds to its own top-three minus
bottom-three score, at an exchange rate that spends its chips (and what the goblins and friendship
will still give it) over the auctions left, less the goblin gifts a card in a new suit ends and the
friendship payout a first bid gives up, plus a share of what the lot would add to a rival close to
it. It raises to the amount that pays the others least friendship. Its decisions read plain lists,
so that the strong player's playouts can run it on a sampled state without building views.
"""

from __future__ import annotations

import math

from ...engine.bots import Bot, EasyBot, RandomBot
from ...engine.search import SearchBot
from .cards import CARDS, SUIT_INDEXES
from .rules import BIDDING, FINAL_AUCTION_AT, suit_counts
from .sampling import sample_state

CARDS_PER_AUCTION = 3  # a size card plus two cards on average
INCOME_PER_AUCTION = 2.5  # goblin gifts and friendship a player takes in an auction, on average
POINTS_PER_AUCTION = 2.6  # score points all players together gain in an auction, on average
GIFT_CHANCE = 0.5  # each suit is on four of the eight goblin cards
GIFT_WEIGHT = 0.5  # a suit given up now would often have been given up later anyway
JUMP_LIMIT = 4  # the highest raise above the minimum worth weighing for the friendship digit
RANKS = {card.id: card.rank for card in CARDS.values() if card.rank is not None}
RIVAL_CHIP_WEIGHT = 0.5  # a chip a rival gets from friendship, against a chip of one's own
DENIAL = 0.3  # a point kept from a rival, against a point of one's own
DENIAL_MARGIN = 3  # rivals further behind than this are not worth denying
FRIENDSHIP_WEIGHT = 1.0  # how much of the payout staying out would likely bring a first bid gives up


def auctions_left(deck_count: int) -> float:
    """About how many auctions are still to come, this one included."""
    if deck_count <= FINAL_AUCTION_AT:
        return 1.0 if deck_count == 0 else 2.0
    return 1 + deck_count / CARDS_PER_AUCTION


def score_of_counts(counts) -> int:
    ordered = sorted(counts)
    return ordered[3] + ordered[4] + ordered[5] - ordered[0] - ordered[1] - ordered[2]


def with_cards(counts, cards) -> list[int]:
    counts = list(counts)
    for card in cards:
        for index in SUIT_INDEXES[card]:
            counts[index] += 1
    return counts


def new_suits(counts, cards) -> int:
    """How many suits the cards bring that the owner has none of (each ends a goblin gift)."""
    suits = {index for card in cards for index in SUIT_INDEXES[card] if counts[index] == 0}
    return len(suits)


def chips_per_point(chips: int, deck_count: int, players: int) -> float:
    """What a point of score is worth in chips to a player with `chips`: everything it holds and
    will still receive, over the points it may expect to buy in the auctions left."""
    left = auctions_left(deck_count)
    if deck_count == 0:
        return float(chips)  # the last auction: chips are worth nothing afterwards
    wealth = chips + INCOME_PER_AUCTION * (left - 1)
    return max(1.0, wealth / (left * POINTS_PER_AUCTION / players))


def gift_cost(counts, cards, deck_count: int) -> float:
    """The goblin gifts, in chips, that owning `cards` would end (none matter after the last auction)."""
    if deck_count == 0:
        return 0.0
    reveals = auctions_left(deck_count) - 1  # this auction's goblin card and the later ones but the last
    return new_suits(counts, cards) * GIFT_CHANCE * GIFT_WEIGHT * max(reveals, 0.0)


def friendship_table(cards) -> list[int]:
    """The friendship payout of `cards` for each last digit of the price (the rule of
    rules.friendship_payout, tabled once so that weighing many prices is a look-up)."""
    table = [0] * 10
    for card in cards:
        rank = RANKS[card]
        table[rank] += 3
        table[(rank + 1) % 10] += 2
        table[(rank + 2) % 10] += 1
    return table


def expected_friendship(table, high_bid: int, deck_count: int) -> float:
    """Chips staying out of this auction would likely bring, for prices just above the high bid."""
    if deck_count == 0:
        return 0.0  # the last auction's payouts come when chips are worth nothing
    low = high_bid + 1 if high_bid else 2
    return sum(table[price % 10] for price in range(low, low + 4)) / 4


def taking_value(counts, cards, deck_count: int, rate: float) -> float:
    """Cards' worth in chips: their points at `rate`, less the goblin gifts they end."""
    return (score_of_counts(with_cards(counts, cards)) - score_of_counts(counts)) * rate - gift_cost(
        counts, cards, deck_count
    )


def sensible_take(me, owned, lot, may_take_all):
    """The winner's or a picker's choice: the card that adds most to the score, or the whole lot.
    The price is the same either way, and measured in self-play, taking every card that does not
    cost points beats keeping suits free for gifts, so gifts only break ties between single cards."""
    counts = suit_counts(owned[me])
    base = score_of_counts(counts)
    best, best_value = None, -math.inf
    if may_take_all:
        # A small preference for taking everything: the split hands cards to rivals.
        best, best_value = ["take_all"], score_of_counts(with_cards(counts, lot)) - base + 0.1
    for card in lot:
        value = score_of_counts(with_cards(counts, [card])) - base - 0.01 * new_suits(counts, [card])
        if value > best_value:
            best, best_value = ["take", card], value
    return best


class Prospects:
    """What a lot would do for each seat: suit counts, score now, and the most points the lot
    (whole or one card of it) would add. Worked out once an auction for all seats."""

    __slots__ = ("counts", "scores", "gains")

    def __init__(self, owned, lot):
        self.counts = [suit_counts(cards) for cards in owned]
        self.scores = [score_of_counts(counts) for counts in self.counts]
        self.gains = []
        for counts, now in zip(self.counts, self.scores, strict=True):
            gain = score_of_counts(with_cards(counts, lot))
            for card in lot:
                gain = max(gain, score_of_counts(with_cards(counts, [card])))
            self.gains.append(gain - now)

    def rival_gain(self, me) -> int:
        """The most the lot would add to a rival at most DENIAL_MARGIN points behind `me`."""
        floor = self.scores[me] - DENIAL_MARGIN
        return max(
            [gain for seat, gain in enumerate(self.gains) if seat != me and self.scores[seat] >= floor] + [0]
        )


def appraise(me, prospects, chips, lot, deck_count, players) -> float:
    """The most chips this lot is worth to `me`, before the friendship a first bid gives up: its
    points at the seat's exchange rate, less the gifts it ends, less the risk of being made to buy
    the card a split leaves, plus a share of what it would add to a rival not far behind (a lot
    kept from a rival is worth something even when it adds little to us)."""
    counts = prospects.counts[me]
    rate = chips_per_point(chips[me], deck_count, players)
    singles = [taking_value(counts, [card], deck_count, rate) for card in lot]
    best = max(taking_value(counts, lot, deck_count, rate), max(singles))
    worst = min(singles)
    if len(lot) > 1 and worst < 0:
        best += worst / 2  # bidding may leave us second, made to pay for the card nobody wants
    return best + DENIAL * rate * prospects.rival_gain(me)


def sensible_bid(me, worth, tables, chips, high_bid, bids, deck_count):
    """A bid (the amount) or None to pass, for a lot worth `worth` chips (see `appraise`), with
    each seat's friendship table."""
    if bids[me] == 0:
        worth -= FRIENDSHIP_WEIGHT * expected_friendship(tables[me], high_bid, deck_count)
    most = min(chips[me], math.floor(worth))
    lowest = high_bid + 1
    if most < lowest:
        return None
    if deck_count == 0:
        return lowest  # the last auction: friendship chips are worth nothing now
    # Among the raises up to a few above the minimum, the one that costs least: the extra chips
    # paid plus the friendship it hands to those who have stayed out so far.
    staying_out = [table for seat, table in enumerate(tables) if seat != me and bids[seat] == 0]
    return min(
        range(lowest, min(most, lowest + JUMP_LIMIT) + 1),
        key=lambda amount: amount - lowest + RIVAL_CHIP_WEIGHT * sum(t[amount % 10] for t in staying_out),
    )


class SensibleBot(Bot):
    """Weighs lots in chips it means to spend by the end, counting goblin gifts and friendship."""

    level = "sensible"

    def choose(self, view, legal):
        me, owned = view["seat"], view["owned"]
        if view["phase"] != BIDDING:
            action = sensible_take(me, owned, view["lot"], not view["pickers"])
        else:
            prospects = Prospects(owned, view["lot"])
            worth = appraise(me, prospects, view["chips"], view["lot"], view["deck_count"], view["players"])
            tables = [friendship_table(cards) for cards in owned]
            high_bid, deck_count = view["bidding"]["high_bid"], view["deck_count"]
            amount = sensible_bid(me, worth, tables, view["chips"], high_bid, view["bids"], deck_count)
            action = ["pass"] if amount is None else ["bid", amount]
        return action if action in legal else legal[0]


class GoblinEasyBot(EasyBot):
    """The sensible player with slips a beginner makes: now and then it passes a lot it wanted or
    raises by one on a lot it did not (a slip to any amount would throw all its chips away)."""

    def choose(self, view, legal):
        if len(legal) > 1 and self.rng.random() < self.slip:
            # While bidding, legal[:2] is passing and the least raise.
            return self.rng.choice(legal[:2] if view["phase"] == BIDDING else legal)
        return self.base.choose(view, legal)


def make_easy(seed):
    return GoblinEasyBot(SensibleBot(seed), seed)


class StrongBot(SearchBot):
    """Flat Monte Carlo over deck orders: each candidate (pass, the sensible bid, the minimum
    raise, a few jumps, everything on the last lots; or each way of taking) is played out to the
    end by sensible players reading the sampled state directly."""

    level = "strong"
    # A playout costs about as much as the auctions it has left, so a move's budget is set in
    # playouts times auctions: few long playouts early, many short ones at the end (CPython here,
    # about 0.4 s of CPU a move at most; the page's search runs during the pace's pause too). Against
    # 700 and 260 (0.15 s at most), 78 % [69, 85] of 100 four-player games against 69 % [59, 77].
    playout_auctions = 1750
    most_playouts = 650
    own_seconds = 0.5  # and a cap: the page's 1.15 s of Pyodide's wall time, about twice as slow
    min_samples = 4
    max_candidates = 6

    def think(self, view, legal, seconds=None):
        left = auctions_left(view["deck_count"])
        self.playouts = min(self.most_playouts, int(self.playout_auctions / left))
        return (yield from super().think(view, legal, seconds))

    def sample(self, view, rng):
        return sample_state(view, rng)

    def policy(self, seat, seed):
        return SensibleBot(seed)

    def candidates(self, view, legal):
        if view["phase"] != BIDDING:
            return list(legal)
        high_bid = view["bidding"]["high_bid"]
        most = view["chips"][view["seat"]]
        preferred = self.fallback(view, legal)
        amounts = [preferred[1] if preferred[0] == "bid" else None, high_bid + 1, high_bid + 2, high_bid + 4]
        if view["deck_count"] <= FINAL_AUCTION_AT:
            amounts.append(most)  # near the end chips are worth little afterwards
        chosen = [["pass"]]
        for amount in amounts:
            if amount is not None and high_bid < amount <= most and ["bid", amount] not in chosen:
                chosen.append(["bid", amount])
        return chosen[: self.max_candidates]

    def rollout_action(self, state, seat, players, seed):
        """The sensible player's choice read straight from the sampled state. Within one auction's
        bidding nobody's cards or chips change, so each seat's appraisal and the friendship tables
        are worked out once an auction (kept in `players`, which lasts one playout)."""
        if state.phase != BIDDING:
            return sensible_take(seat, state.owned, state.lot, not state.pickers)
        memo = players.get("auction")
        if memo is None or memo[0] != state.auction:
            tables = [friendship_table(cards) for cards in state.owned]
            memo = players["auction"] = (state.auction, tables, Prospects(state.owned, state.lot), {})
        _, tables, prospects, worths = memo
        deck_count, chips = len(state.deck), state.chips
        worth = worths.get(seat)
        if worth is None:
            worth = worths[seat] = appraise(seat, prospects, chips, state.lot, deck_count, state.players)
        amount = sensible_bid(seat, worth, tables, chips, state.bidding.high_bid, state.bids, deck_count)
        return ["pass"] if amount is None else ["bid", amount]


LEVELS = {"sensible": SensibleBot, "easy": make_easy, "strong": StrongBot, "random": RandomBot}


def make_bot(level, seed):
    return LEVELS[level](seed)
