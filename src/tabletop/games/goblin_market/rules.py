"""Goblin Market (P. D. Magnus), 3-6 players: the rules of shared/rules/goblin_market.md.

Forced steps (turning cards, a player who cannot outbid, the last card of a split) happen inside the
state, so every action a seat takes is a real choice:
  ["bid", n]    raise the high bid to n (n > high bid, n <= own chips)
  ["pass"]      leave this auction for good
  ["take_all"]  the winner takes the whole lot
  ["take", id]  the winner takes one card and splits the rest (also a later picker choosing a card)
"""

from __future__ import annotations

from ...engine.auction import SOLD, UNSOLD, RoundRobin
from ...engine.core import Game, Option, State, copy_rows, copy_slots, visible_log
from ...engine.log import SharedLog
from ...engine.ranking import rank
from ...engine.rng import Rng
from . import BOX
from .cards import AUCTION_DECK, CARDS, GOBLIN_DECK, SUIT_INDEXES, SUITS

STARTING_CHIPS = 10
LOT_SIZE = {"ace": 1, "numeral": 2, "crown": 3}
FINAL_AUCTION_AT = 3  # an auction deck this small (or smaller) is auctioned whole

BIDDING, TAKING, OVER = "bidding", "taking", "over"


# --- pure rule helpers (also used by the view and the bots) -------------------------------------


def suit_counts(cards) -> list[int]:
    counts = [0] * len(SUITS)
    for card in cards:
        for index in SUIT_INDEXES[card]:
            counts[index] += 1
    return counts


def score_parts(cards) -> tuple[int, int, list[int]]:
    """(sum of the three largest suit counts, sum of the three smallest, all six counts)."""
    counts = suit_counts(cards)
    ordered = sorted(counts, reverse=True)
    return sum(ordered[:3]), sum(ordered[3:]), counts


def score(cards) -> int:
    top, bottom, _ = score_parts(cards)
    return top - bottom


def friendship_payout(cards, price: int) -> int:
    """Chips a non-participant receives: 3 per card of rank d, 2 of rank d-1, 1 of rank d-2 (mod 10)."""
    digit = price % 10
    reward = {digit: 3, (digit - 1) % 10: 2, (digit - 2) % 10: 1}
    return sum(reward.get(CARDS[card].rank, 0) for card in cards)


def goblin_gift(cards, goblin_card: str) -> int:
    """One chip for each suit of the goblin card that the player owns no card of."""
    owned = set()
    for card in cards:
        owned.update(SUIT_INDEXES[card])
    return sum(1 for index in SUIT_INDEXES[goblin_card] if index not in owned)


# --- the game ----------------------------------------------------------------------------------

# How a state's fields are copied (State._copy): the lists one level deep, the cards each player
# owns two, the generator, the bidding and the log by their own copy; the rest is shared.
_COPIERS = {
    **dict.fromkeys(
        ("deck", "discard", "goblin_deck", "goblin_discard", "chips", "lot", "bids", "pickers"), list.copy
    ),
    **dict.fromkeys(("rng", "bidding", "log"), lambda value: None if value is None else value.copy()),
    "owned": copy_rows,
}


class GoblinMarketState(State):
    __slots__ = (
        *("game", "players", "last_goblin", "phase", "auction", "opener", "size_card", "price", "reveals"),
        *_COPIERS,
    )

    @classmethod
    def initial(cls, game, players, seed, options, *, deck=None, goblin_deck=None, chips=None, owned=None):
        """The opening position. Scenario tests may stack the decks (listed top card first) and set
        chips and owned cards; the cards left out of a stacked deck are simply not in play."""
        state = cls.__new__(cls)
        state.game = game
        state.players = players
        state.rng = Rng(seed)
        # Both decks are kept with their top card last, so drawing is a pop().
        state.deck = list(AUCTION_DECK)
        state.rng.shuffle(state.deck)
        state.goblin_deck = list(GOBLIN_DECK)
        state.rng.shuffle(state.goblin_deck)
        if deck is not None:
            state.deck = list(reversed(deck))
        if goblin_deck is not None:
            state.goblin_deck = list(reversed(goblin_deck))
        state.discard = []
        state.goblin_discard = []
        state.last_goblin = None
        state.chips = list(chips) if chips is not None else [STARTING_CHIPS] * players
        state.owned = [list(cards) for cards in owned] if owned is not None else [[] for _ in range(players)]
        state.phase = BIDDING
        state.auction = 0
        state.opener = options["opening_seat"]
        state.log = SharedLog()
        state.reveals = 0
        state._start_auction()
        return state

    def _copy(self):
        return copy_slots(self, _COPIERS)

    @property
    def high_bid(self):
        return self.bidding.high_bid

    @property
    def turn(self):
        """Who acts: the bidder whose turn it is, then the winner, then each picker of a split."""
        if self.phase == BIDDING:
            return self.bidding.turn
        return self.pickers[0] if self.pickers else self.bidding.high_bidder

    # --- the contract ---

    def actors(self):
        return [] if self.phase == OVER else [self.turn]

    def legal_actions(self, seat):
        if seat not in self.actors():
            return []
        if self.phase == BIDDING:
            return [["pass"]] + [["bid", n] for n in range(self.high_bid + 1, self.chips[seat] + 1)]
        actions = [["take", card] for card in self.lot]
        if not self.pickers:
            actions.insert(0, ["take_all"])
        return actions

    def is_legal(self, seat, action):
        if seat not in self.actors() or not isinstance(action, list) or not action:
            return False
        kind = action[0]
        if self.phase == BIDDING:
            if action == ["pass"]:
                return True
            return (
                kind == "bid"
                and len(action) == 2
                and type(action[1]) is int
                and self.high_bid < action[1] <= self.chips[seat]
            )
        if action == ["take_all"]:
            return not self.pickers
        return kind == "take" and len(action) == 2 and action[1] in self.lot

    def _apply(self, seat, action):
        kind = action[0]
        if kind == "bid":
            self.bids[seat] = action[1]
            self.bidding.bid(seat, action[1])
            self.log.append({"event": "bid", "seat": seat, "amount": action[1]})
            self._settle_bidding()
        elif kind == "pass":
            self.bidding.drop(seat)
            self.log.append({"event": "pass", "seat": seat, "forced": False})
            self._settle_bidding()
        elif kind == "take_all":
            self._pay(seat)
            self.owned[seat].extend(self.lot)
            self.log.append({"event": "take_all", "seat": seat, "cards": self.lot[:], "price": self.price})
            self.lot = []
            self._finish_sale()
        else:
            self._give_card(seat, action[1])
            self._continue_split()

    def result(self):
        if self.phase != OVER:
            return None
        rows = []
        for seat in range(self.players):
            top, bottom, counts = score_parts(self.owned[seat])
            rows.append(
                {
                    "seat": seat,
                    "score": top - bottom,
                    "top": top,
                    "bottom": bottom,
                    "suit_counts": counts,
                    "cards": len(self.owned[seat]),
                    "chips": self.chips[seat],
                }
            )
        return rank(rows, key=lambda row: (row["score"], row["top"]))

    def view(self, seat):
        """Everything here is public except the order of both decks, which no seat may see."""
        participants = [s for s in range(self.players) if self.bids[s] > 0]
        price_now = self.price if self.phase == TAKING else self.high_bid
        friendship = [
            friendship_payout(self.owned[s], price_now)
            if self.bids[s] == 0 and price_now > 0 and self.phase != OVER  # no sale after the end
            else None
            for s in range(self.players)
        ]
        return {
            "game": self.game.id,
            "seat": seat,
            "players": self.players,
            "phase": self.phase,
            "actors": self.actors(),
            "turn": None if self.phase == OVER else self.turn,
            "auction": self.auction,
            "opener": self.opener,
            "final_auction": self.size_card is None and self.auction > 0,
            "size_card": self.size_card,
            "lot": self.lot[:],
            "bidding": None if self.phase == OVER else self._bidding_view(seat),  # decided while taking
            "high_bid": self.high_bid,  # the high bid, then the price of the sale
            "price": self.price,
            "bids": self.bids[:],  # each seat's last bid: it decides the split and friendship
            "participants": participants,
            "pickers": self.pickers[:],
            "chips": self.chips[:],
            "owned": [cards[:] for cards in self.owned],
            "suit_counts": [suit_counts(cards) for cards in self.owned],
            "scores": [score(cards) for cards in self.owned],
            "friendship": friendship,
            "deck_count": len(self.deck),
            "discard": self.discard[:],
            "goblin_deck_count": len(self.goblin_deck),
            "goblin_discard": self.goblin_discard[:],
            "last_goblin": self.last_goblin,
            "log": visible_log(self.log, seat),
            "result": self.result(),
        }

    def _bidding_view(self, seat):
        max_bid = self.chips[seat] if seat is not None else None
        return self.bidding.view(lot=self.lot[:], seat=seat, max_bid=max_bid)

    def progress(self):
        return {"key": "progress.goblin_market", "params": {"auction": self.auction, "left": len(self.deck)}}

    # --- the steps of an auction ---

    def _start_auction(self):
        """Steps A and B: set the lot size from a turned card (or take the whole small deck)."""
        self.auction += 1
        self.bids = [0] * self.players
        self.bidding = RoundRobin(self.players, self.opener)
        self.pickers = []
        self.price = 0
        if len(self.deck) <= FINAL_AUCTION_AT:
            self.size_card = None
            size = len(self.deck)
        else:
            self.size_card = self.deck.pop()
            self.discard.append(self.size_card)
            size = LOT_SIZE[CARDS[self.size_card].kind]
        self.lot = [self.deck.pop() for _ in range(min(size, len(self.deck)))]
        self.reveals += 1
        self.log.append(
            {
                "event": "auction",
                "number": self.auction,
                "opener": self.opener,
                "size_card": self.size_card,
                "lot": self.lot[:],
            }
        )
        self.phase = BIDDING
        self._settle_bidding()

    def _settle_bidding(self):
        """The turn passes on; a player whose chips cannot beat the high bid passes by force (logged:
        chips are public). Ends the bidding once it is decided."""
        outcome = self.bidding.settle(
            lambda seat: self.chips[seat] > self.bidding.high_bid,
            lambda seat: self.log.append({"event": "pass", "seat": seat, "forced": True}),
        )
        if outcome == SOLD:
            self._win()
        elif outcome == UNSOLD:
            self._no_sale()

    def _no_sale(self):
        """Nobody bid: the lot is discarded, steps D-F are skipped and the same player opens again."""
        self.discard.extend(self.lot)
        self.log.append({"event": "no_sale", "cards": self.lot[:]})
        self.lot = []
        self._next_auction()

    def _win(self):
        """Step D begins: the last bidder won. Participants pick in order of their last bids."""
        winner = self.bidding.high_bidder
        self.price = self.high_bid
        self.log.append({"event": "won", "seat": winner, "price": self.price})
        self.phase = TAKING
        if len(self.lot) == 1:
            self._apply(winner, ["take_all"])

    def _pay(self, seat):
        self.chips[seat] -= self.bids[seat]

    def _give_card(self, seat, card):
        self._pay(seat)
        self.lot.remove(card)
        self.owned[seat].append(card)
        self.log.append({"event": "take", "seat": seat, "card": card, "price": self.bids[seat]})
        if not self.pickers:
            # The winner's card, and the split begins: the other participants follow by their last
            # bids, highest first.
            others = [s for s in range(self.players) if self.bids[s] > 0 and s != seat]
            self.pickers = sorted(others, key=lambda s: -self.bids[s])
        else:
            self.pickers.pop(0)

    def _continue_split(self):
        """Hand the next card to the next participant; a single card left is theirs without a choice."""
        while self.lot and self.pickers:
            picker = self.pickers[0]
            if len(self.lot) > 1:
                return  # the picker chooses
            self._give_card(picker, self.lot[0])
        if self.lot:
            self.discard.extend(self.lot)
            self.log.append({"event": "leftover", "cards": self.lot[:]})
            self.lot = []
        self.pickers = []
        self._finish_sale()

    def _finish_sale(self):
        """Steps E and F, then the winner opens the next auction."""
        for seat in range(self.players):
            if self.bids[seat] == 0:
                gain = friendship_payout(self.owned[seat], self.price)
                if gain:
                    self.chips[seat] += gain
                    self.log.append(
                        {"event": "friendship", "seat": seat, "chips": gain, "digit": self.price % 10}
                    )
        if not self.goblin_deck:
            self.goblin_deck = self.goblin_discard
            self.goblin_discard = []
            self.rng.shuffle(self.goblin_deck)
            self.log.append({"event": "goblin_reshuffle"})
        goblin = self.goblin_deck.pop()
        self.reveals += 1  # a card turned up, even the last one of the game
        self.goblin_discard.append(goblin)
        self.last_goblin = goblin
        gifts = [goblin_gift(self.owned[seat], goblin) for seat in range(self.players)]
        for seat, gift in enumerate(gifts):
            self.chips[seat] += gift
        self.log.append({"event": "goblin", "card": goblin, "gifts": gifts})
        self.opener = self.bidding.high_bidder
        self._next_auction()

    def _next_auction(self):
        if self.deck:
            self._start_auction()
        else:
            self.phase = OVER
            self.lot = []
            self.log.append({"event": "game_over"})


class GoblinMarket(Game):
    box = BOX  # the id, players and length (the package's __init__)
    state_class = GoblinMarketState
    options = (Option("opening_seat", tuple(range(6)), 0, "option.opening_seat"),)
