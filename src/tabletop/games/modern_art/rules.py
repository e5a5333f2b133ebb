"""Modern Art (Reiner Knizia), 3-5 players: the rules of shared/rules/modern_art.md.

Cards are named by artist and auction type (equal cards are interchangeable). Actions:
  ["play", artist, type]   the auctioneer puts a painting from their hand up for auction
  ["add", type]            after a double: add a non-double painting of the same artist
  ["decline"]              after a double: do not add one; at a fixed price: do not buy
  ["bid", n]               open and once-around auctions: raise the bid to n (<= own money)
  ["pass"]                 open and once-around auctions
  ["sold"]                 open auction: the auctioneer sells to the high bidder (or keeps it for 0)
  ["sealed", n]            sealed auction: a secret offer 0 <= n <= own money
  ["price", n]             fixed price: the auctioneer names the price
  ["buy"]                  fixed price: accept the price

Forced steps (sales, the end of a round, valuation, deals, skipping a player with no cards) happen
inside the state. Steps that would tell the table something hidden are never forced: a player who
cannot add a card to a double, or cannot raise, is still asked and answers ["decline"] or ["pass"].

The open auction is live: the rules say anyone may call a higher price at any time and the
auctioneer sells when satisfied. So there is no turn in it: every seat that may raise is an actor at
once (any of them may ["bid", n] at any moment, the auctioneer included, never the high bidder over
their own bid), and the auctioneer is always an actor, for ["sold"]. At the table the clock decides
when it is sold (State.live: a countdown that each raise restarts, then the table takes the
auctioneer's ["sold"]); nobody needs to pass there. Without a clock (self-play, the search's
playouts, the command line) a seat may ["pass"]: out until the next bid, and once every seat but the
high bidder has passed it is sold (with no bid at all: the auctioneer takes it for 0). Saves of the
turn-by-turn open auction this replaced replay unchanged: each of their moves is one of these.
"""

from __future__ import annotations

from ...engine import auction as bidding
from ...engine.core import Game, Option, State, copy_rows, copy_slots, visible_log
from ...engine.ranking import rank
from ...engine.rng import Rng
from . import BOX
from .cards import (
    ARTISTS,
    AUCTION_TYPES,
    DEAL_SCHEDULE,
    DECK,
    DOUBLE,
    FIFTH,
    FIXED_PRICE,
    ONCE_AROUND,
    OPEN,
    ROUNDS,
    SEALED,
    START_MONEY,
    THREE_PLAYER_FIRST_DEAL,
    TILES,
    TYPE_INDEX,
    from_pair,
    pair,
)

PLAY, OFFER_DOUBLE, OPEN_BIDDING, ONCE_BIDDING, SEALED_BIDDING, NAME_PRICE, FIXED_OFFER, OVER = (
    "play",
    "double",
    "open",
    "once_around",
    "sealed",
    "price",
    "fixed_price",
    "over",
)
BIDDING_PHASE = {OPEN: OPEN_BIDDING, ONCE_AROUND: ONCE_BIDDING, SEALED: SEALED_BIDDING}
BANK = "bank"


# --- pure rule helpers (also used by the bots and the tests) --------------------------------------


def rank_artists(counts) -> list[int]:
    """This round's top three artists (indexes), best first: most paintings, ties to board order.
    An artist with no painting this round gets no tile."""
    order = sorted(range(len(ARTISTS)), key=lambda a: (-counts[a], a))
    return [a for a in order[: len(TILES)] if counts[a] > 0]


def painting_values(board, round_number: int, counts) -> list[int]:
    """What one painting of each artist sells for at the end of this round, once this round's
    tiles are on the board: its column's sum if it is in this round's top three, else 0."""
    top = rank_artists(counts)
    return [sum(board[r][a] for r in range(round_number)) if a in top else 0 for a in range(len(ARTISTS))]


def sealed_winner(bids, auctioneer: int) -> int:
    """Highest offer wins; among equal offers the auctioneer wins, otherwise the tied player nearest
    the auctioneer's left (clockwise)."""
    players = len(bids)
    top = max(bids)
    if bids[auctioneer] == top:
        return auctioneer
    for step in range(1, players):
        seat = (auctioneer + step) % players
        if bids[seat] == top:
            return seat
    raise AssertionError("unreachable")


def split_shared(price: int, winner: int, old: int, new: int) -> list[tuple]:
    """Payments (payer, payee, amount) for a double sold by two auctioneers: the original one (old)
    and the player who added the second painting (new). Odd units as the rules page says."""
    half, odd = divmod(price, 2)
    if winner == old:
        return [(old, BANK, half), (old, new, half + odd)]
    if winner == new:
        return [(new, BANK, half + odd), (new, old, half)]
    return [(winner, new, half + odd), (winner, old, half)]


def _is_int(value) -> bool:
    return type(value) is int


# --- the game ----------------------------------------------------------------------------------


def deal_schedule(players: int, options: dict) -> tuple:
    schedule = DEAL_SCHEDULE[players]
    if players == 3:
        schedule = (options.get("three_player_deal", schedule[0]),) + schedule[1:]
    return schedule


# How a state's fields are copied: lists one level deep, per-seat lists of cards two. The rest are
# numbers, names, or never changed in place once made (the schedule, the last sale and round).
_COPIERS = {
    **dict.fromkeys(("deck", "money", "discard", "counts", "played_total", "offer", "log"), list.copy),
    **dict.fromkeys(("passed", "acted", "sealed", "declined"), list.copy),
    **dict.fromkeys(("hands", "bought", "board"), copy_rows),
    "rng": Rng.copy,
}
# The open auction's countdown at the table (State.live), in seconds: a table setting, no rule.
COUNTDOWNS = (3, 5, 8)
DEFAULT_COUNTDOWN = 5


class ModernArtState(State):
    __slots__ = (
        "game",
        "players",
        "rng",
        "open_table",
        "countdown",
        "schedule",
        "round",
        "phase",
        "deck",
        "hands",
        "money",
        "bank",
        "total",
        "bought",
        "discard",
        "counts",
        "played_total",
        "board",
        "auctioneer",
        "partner",
        "offer",
        "kind",
        "turn",
        "high_bid",
        "high_bidder",
        "passed",
        "acted",
        "sealed",
        "price",
        "declined",
        "last_sale",
        "last_round",
        "log",
        "reveals",
    )

    @classmethod
    def initial(cls, game, players, seed, options, *, deck=None, hands=None, money=None, opening=None,
                round=1, board=None):  # fmt: skip
        """The opening position. Scenario tests may stack the deck (a list of [artist, type], top card
        first), set the hands (then round 1's deal is skipped), the money, the opening seat, and start
        at a later round with a given value board (4 rows of 5 tiles, 0 for none)."""
        state = cls.__new__(cls)
        state.game = game
        state.players = players
        state.rng = Rng(seed)
        state.open_table = bool(options.get("open_table", False))
        state.countdown = options.get("countdown", DEFAULT_COUNTDOWN)
        state.schedule = deal_schedule(players, options)
        state.round = round
        state.log = []
        state.reveals = 0
        state.hands = [[] for _ in range(players)]
        if hands is not None:
            state.hands = [sorted(from_pair(card) for card in cards) for cards in hands]
        if deck is not None:
            state.deck = [from_pair(card) for card in reversed(deck)]  # top card last: drawing is pop()
        else:
            pool = list(DECK)
            for cards in state.hands:
                for card in cards:
                    pool.remove(card)
            state.rng.shuffle(pool)
            state.deck = pool
        state.money = list(money) if money is not None else [START_MONEY] * players
        state.bank = 0
        state.total = sum(state.money)
        state.bought = [[] for _ in range(players)]
        state.discard = []
        state.counts = [0] * len(ARTISTS)
        state.played_total = [0] * len(ARTISTS)
        state.board = [list(row) for row in board] if board is not None else [[0] * 5 for _ in range(ROUNDS)]
        state.partner = None
        state.last_sale = None
        state.last_round = None
        state._clear_auction()
        state.auctioneer = options["opening_seat"] if opening is None else opening
        state._begin_round(state.auctioneer, deal=hands is None)
        return state

    def _copy(self):
        return copy_slots(self, _COPIERS)

    # --- the contract ---

    def actors(self):
        phase = self.phase
        if phase == OVER:
            return []
        if phase in (PLAY, NAME_PRICE):
            return [self.auctioneer]
        if phase == SEALED_BIDDING:
            n = self.players
            seats = [(self.auctioneer + step) % n for step in range(1, n + 1)]
            return [seat for seat in seats if self.sealed[seat] is None]
        if phase == OPEN_BIDDING:
            return [seat for seat in self._clockwise() if seat == self.auctioneer or self._may_raise(seat)]
        return [self.turn]

    def legal_actions(self, seat):
        if seat not in self.actors():
            return []
        phase = self.phase
        if phase == PLAY:
            return [["play", *pair(card)] for card in sorted(set(self.hands[seat]))]
        if phase == OFFER_DOUBLE:
            artist = self.offer[0] // 5
            kinds = sorted(
                {card % 5 for card in self.hands[seat] if card // 5 == artist and card % 5 != DOUBLE}
            )
            return [["add", AUCTION_TYPES[kind]] for kind in kinds] + [["decline"]]
        if phase == OPEN_BIDDING:
            raising = self._may_raise(seat)
            actions = [["pass"]] * raising + [["sold"]] * (seat == self.auctioneer)
            return actions + [["bid", n] for n in range(self.high_bid + 1, self.money[seat] + 1) if raising]
        if phase == ONCE_BIDDING:
            return [["pass"]] + [["bid", n] for n in range(self.high_bid + 1, self.money[seat] + 1)]
        if phase == SEALED_BIDDING:
            return [["sealed", n] for n in range(self.money[seat] + 1)]
        if phase == NAME_PRICE:
            return [["price", n] for n in range(self._lowest_price(seat), self.money[seat] + 1)]
        return ([["buy"]] if self.money[seat] >= self.price else []) + [["decline"]]

    def is_legal(self, seat, action):
        if seat not in self.actors() or not isinstance(action, list) or not action:
            return False
        phase, kind, size = self.phase, action[0], len(action)
        if phase == PLAY:
            if kind != "play" or size != 3:
                return False
            return self._card_from(action[1:]) in self.hands[seat]
        if phase == OFFER_DOUBLE:
            if action == ["decline"]:
                return True
            if kind != "add" or size != 2 or not isinstance(action[1], str) or action[1] not in TYPE_INDEX:
                return False
            if action[1] == "double":
                return False
            return (self.offer[0] // 5) * 5 + TYPE_INDEX[action[1]] in self.hands[seat]
        if phase in (OPEN_BIDDING, ONCE_BIDDING):
            if action == ["sold"]:
                return phase == OPEN_BIDDING and seat == self.auctioneer
            if phase == OPEN_BIDDING and not self._may_raise(seat):
                return False
            if action == ["pass"]:
                return True
            high = self.high_bid
            return kind == "bid" and size == 2 and _is_int(action[1]) and high < action[1] <= self.money[seat]
        if phase == SEALED_BIDDING:
            return (
                kind == "sealed" and size == 2 and _is_int(action[1]) and 0 <= action[1] <= self.money[seat]
            )
        if phase == NAME_PRICE:
            return (
                kind == "price"
                and size == 2
                and _is_int(action[1])
                and self._lowest_price(seat) <= action[1] <= self.money[seat]
            )
        return action == ["decline"] or (action == ["buy"] and self.money[seat] >= self.price)

    def _apply(self, seat, action):
        kind = action[0]
        phase = self.phase
        if phase == PLAY:
            self._play(seat, self._card_from(action[1:]))
        elif phase == OFFER_DOUBLE:
            if kind == "add":
                self._add(seat, (self.offer[0] // 5) * 5 + TYPE_INDEX[action[1]])
            else:
                self._decline_double(seat)
        elif phase == OPEN_BIDDING:
            self._open_step(seat, action)
        elif phase == ONCE_BIDDING:
            self._once_step(seat, action)
        elif phase == SEALED_BIDDING:
            self._sealed_step(seat, action[1])
        elif phase == NAME_PRICE:
            self.price = action[1]
            self.log.append({"event": "price", "seat": seat, "amount": self.price})
            self.phase = FIXED_OFFER
            self.turn = self._left(self.auctioneer)
        else:
            self._fixed_step(seat, kind)

    def result(self):
        if self.phase != OVER:
            return None
        rows = [
            {"seat": seat, "money": money, "score": money, "cards_left": len(self.hands[seat])}
            for seat, money in enumerate(self.money)
        ]
        return rank(rows, lambda row: (row["money"],))

    def view(self, seat):
        """What `seat` may see (None: the public table). Hands, money and unrevealed sealed offers are
        private; with the open_table option every view shows all hands and all money."""
        n = self.players
        me = seat if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < n else None

        def sees(other):
            return self.open_table or other == me

        hands = [[pair(card) for card in self.hands[s]] if sees(s) else None for s in range(n)]
        money = [self.money[s] if sees(s) or self.phase == OVER else None for s in range(n)]
        return {
            "game": self.game.id,
            "seat": seat,
            "players": n,
            "open_table": self.open_table,
            "countdown": self.countdown,
            "artists": list(ARTISTS),
            "round": self.round,
            "phase": self.phase,
            "actors": self.actors(),
            "auctioneer": None if self.phase == OVER else self.auctioneer,
            "auction": self._auction_view(me),
            "bidding": self._bidding_view(me),
            "board": [row[:] for row in self.board],
            "column_totals": [sum(row[a] for row in self.board) for a in range(len(ARTISTS))],
            "counts": self.counts[:],
            "played_total": self.played_total[:],
            "bought": [[pair(card) for card in cards] for cards in self.bought],
            "hand_counts": [len(cards) for cards in self.hands],
            "hand": [card[:] for card in hands[me]] if me is not None else None,
            "hands": hands,
            "money": money,
            "deck_count": len(self.deck),
            "last_sale": _sale_copy(self.last_sale),
            "last_round": _round_copy(self.last_round),
            "log": visible_log(self.log, me),
            "result": self.result(),
        }

    def progress(self):
        return {"key": "progress.modern_art", "params": {"round": self.round}}

    # --- helpers ---

    def _left(self, seat):
        return (seat + 1) % self.players

    @staticmethod
    def _card_from(value):
        try:
            return from_pair(value)
        except (KeyError, ValueError, TypeError):
            return None

    def _clockwise(self):
        """Every seat from the auctioneer's left round to the auctioneer."""
        n = self.players
        return [(self.auctioneer + step) % n for step in range(1, n + 1)]

    def _may_raise(self, seat):
        """Open auction: a seat may raise (or pass) unless it holds the high bid or passed since it
        was made. Whether it has the money to raise is its secret: it is asked all the same."""
        return seat != self.high_bidder and seat not in self.passed

    def live(self):
        """The open auction at one device (State.live): anyone who may raise does so at the shared
        screen whenever they like; when nobody has raised for the countdown the table takes the
        auctioneer's "sold". The auctioneer may sell sooner only once there is a bid: with none, the
        clock gives everyone the time to make one before the painting goes to the auctioneer free."""
        if self.phase != OPEN_BIDDING:
            return None
        return {
            "seats": [seat for seat in self._clockwise() if self._may_raise(seat)],
            "close": [self.auctioneer, ["sold"]],
            "early": self.high_bidder is not None,
            "quiet": ["pass"],
            "seconds": self.countdown,
            "least": self.high_bid + 1,
            "refused": "ma.live.refused",
            "too_low": "ma.live.too_low",
        }

    def _lowest_price(self, seat):
        """A price must be at least 1, except for an auctioneer with no money, who can only name 0."""
        return 1 if self.money[seat] > 0 else 0

    def private_decision(self, seat):
        """Bids in an open or once-around auction and the answer to a fixed price need no secret on
        screen (a bidder may hold "show my money" down to look: App.hold_offered); playing a card,
        a Double, a sealed offer and naming a price show the hand or the money."""
        return self.phase not in (OPEN_BIDDING, ONCE_BIDDING, FIXED_OFFER)

    def _private(self, seat):
        """The "to" marker for a log entry only `seat` may read (none at an open table)."""
        return {} if self.open_table else {"to": [seat]}

    def _clear_auction(self):
        self.offer = []
        self.kind = None
        self.turn = None
        self.high_bid = 0
        self.high_bidder = None
        self.passed = []
        self.acted = []
        self.sealed = [None] * self.players
        self.price = None
        self.declined = []
        self.partner = None

    def _auction_view(self, me):
        if self.phase in (PLAY, OVER):
            return None
        acted = self.acted[:]
        if self.phase == SEALED_BIDDING:
            acted = [s for s in range(self.players) if self.sealed[s] is not None]
        passed = self.passed[:]  # in an open auction: passed since the last bid
        return {
            "artist": ARTISTS[self.offer[0] // 5],
            "cards": [pair(card) for card in self.offer],
            "type": "double" if self.phase == OFFER_DOUBLE else AUCTION_TYPES[self.kind],
            "auctioneer": self.auctioneer,
            "partner": self.partner,
            "passed": passed,
            "acted": acted,
            "declined": self.declined[:],
            "price": self.price,
            "my_sealed": self.sealed[me] if me is not None and self.phase == SEALED_BIDDING else None,
        }

    def _bidding_view(self, me):
        """The auction in the shape every game shows (engine.auction.view). The most a seat may bid
        is its own money, so it is only in that seat's own view."""
        phase = self.phase
        if phase in (PLAY, OVER):
            return None
        lot = [pair(card) for card in self.offer]
        acting = me is not None and me in self.actors()
        money = self.money[me] if acting else None
        high, low, still_in, turn = 0, None, None, self.turn
        if phase == OPEN_BIDDING:  # live: no turn; each seat that may raise, from its own view
            high, turn = self.high_bid, None
            still_in = [s for s in range(self.players) if s not in self.passed]
            raising = me is not None and self._may_raise(me)
            low, money = (high + 1, money) if raising else (None, None)
        elif phase == ONCE_BIDDING:
            high, low = self.high_bid, self.high_bid + 1
            still_in = [s for s in range(self.players) if s not in self.acted or s == self.high_bidder]
        elif phase == SEALED_BIDDING:
            low = 0
        elif phase == NAME_PRICE:
            low, turn = self._lowest_price(self.auctioneer), self.auctioneer
        elif phase == FIXED_OFFER:
            high = low = self.price
        else:  # a double waits for its second painting: nothing to bid yet
            money = None
        return bidding.view(
            kind=FIXED_OFFER if phase == NAME_PRICE else phase,
            lot=lot,
            high_bid=high,
            high_bidder=self.high_bidder,
            still_in=still_in,
            turn=turn,
            min_bid=low if acting else None,
            max_bid=money,
            may_pass=phase in (OPEN_BIDDING, ONCE_BIDDING),
        )

    # --- rounds, deals and turns ---

    def _begin_round(self, starter, deal=True):
        self.counts = [0] * len(ARTISTS)
        self.log.append({"event": "round", "round": self.round})
        if deal:
            self._deal(self.schedule[self.round - 1])
        self._next_auctioneer(starter)

    def _deal(self, number):
        if number <= 0:
            return
        dealt = []
        for seat in range(self.players):
            cards = [self.deck.pop() for _ in range(min(number, len(self.deck)))]
            self.hands[seat].extend(cards)
            self.hands[seat].sort()
            dealt.append(len(cards))
            self.log.append(
                {
                    "event": "dealt",
                    "seat": seat,
                    "cards": [pair(c) for c in sorted(cards)],
                    **self._private(seat),
                }
            )
        self.log.append({"event": "deal", "round": self.round, "counts": dealt})
        self.reveals += 1

    def _next_auctioneer(self, start):
        """The first player from `start` clockwise who holds a card auctions next; players without
        cards are skipped. If nobody holds a card (possible only at the start of a round) the round
        ends at once with no painting played."""
        for step in range(self.players):
            seat = (start + step) % self.players
            if self.hands[seat]:
                self.auctioneer = seat
                self.phase = PLAY
                return
            self.log.append({"event": "skip", "seat": seat})
        self._end_round(None, [], "no_cards", start)

    def _played(self, seat, card, event):
        self.hands[seat].remove(card)
        artist = card // 5
        self.counts[artist] += 1
        self.played_total[artist] += 1
        self.log.append({"event": event, "seat": seat, "card": pair(card), "count": self.counts[artist]})
        return self.counts[artist] >= FIFTH or not any(self.hands)

    def _play(self, seat, card):
        if self._played(seat, card, "play"):
            self._end_round(seat, [card], "fifth" if self.counts[card // 5] >= FIFTH else "last_card")
            return
        self._clear_auction()
        self.offer = [card]
        if card % 5 == DOUBLE:
            self.phase = OFFER_DOUBLE
            self.turn = seat
        else:
            self._start_auction(card % 5)

    def _add(self, seat, card):
        ends = self._played(seat, card, "add")
        self.offer.append(card)
        if ends:
            cards = self.offer
            self.offer = []
            self._end_round(seat, cards, "fifth" if self.counts[card // 5] >= FIFTH else "last_card")
            return
        if seat != self.auctioneer:
            self.partner = self.auctioneer
            self.auctioneer = seat
        self.declined = []
        self._start_auction(card % 5)

    def _decline_double(self, seat):
        self.log.append({"event": "decline", "seat": seat, "what": "add"})
        self.declined.append(seat)
        following = self._left(seat)
        if following == self.auctioneer:
            self._sell(self.auctioneer, 0, "unpaired")
        else:
            self.turn = following

    def _start_auction(self, kind):
        self.kind = kind
        if kind == FIXED_PRICE:
            self.phase = NAME_PRICE
            self.turn = None
            return
        self.phase = BIDDING_PHASE[kind]
        self.turn = None if kind in (SEALED, OPEN) else self._left(self.auctioneer)

    # --- the auctions ---

    def _bid(self, seat, amount):
        self.high_bid = amount
        self.high_bidder = seat
        self.log.append({"event": "bid", "seat": seat, "amount": amount})

    def _open_step(self, seat, action):
        """A raise from any seat brings everyone back in (a pass is only until the next bid); the
        auctioneer's "sold" sells to the high bidder, or with no bid gives the painting to the
        auctioneer free; so does the last pass of all but the high bidder. Nobody is passed for:
        who cannot raise is still asked, as money is secret."""
        if action[0] == "sold":
            self.log.append({"event": "hammer", "seat": seat})
        elif action[0] == "bid":
            self._bid(seat, action[1])
            self.passed = []
            return
        else:
            self.log.append({"event": "pass", "seat": seat})
            self.passed.append(seat)
            if any(self._may_raise(other) for other in range(self.players)):
                return
        if self.high_bidder is None:
            self._sell(self.auctioneer, 0, "no_bids")
        else:
            self._sell(self.high_bidder, self.high_bid, "bid")

    def _once_step(self, seat, action):
        if action[0] == "bid":
            self._bid(seat, action[1])
        else:
            self.log.append({"event": "pass", "seat": seat})
            self.passed.append(seat)
        self.acted.append(seat)
        if seat != self.auctioneer:
            self.turn = self._left(seat)
        elif self.high_bidder is None:
            self._sell(self.auctioneer, 0, "no_bids")
        else:
            self._sell(self.high_bidder, self.high_bid, "bid")

    def _sealed_step(self, seat, amount):
        self.sealed[seat] = amount
        self.log.append({"event": "sealed_bid", "seat": seat})
        self.log.append({"event": "sealed_amount", "seat": seat, "amount": amount, "to": [seat]})
        if any(bid is None for bid in self.sealed):
            return
        bids = self.sealed[:]
        self.reveals += 1
        self.log.append({"event": "reveal", "bids": bids})
        winner = sealed_winner(bids, self.auctioneer)
        self._sell(winner, bids[winner], "bid" if bids[winner] > 0 else "no_bids", bids)

    def _fixed_step(self, seat, kind):
        if kind == "buy":
            self.log.append({"event": "buy", "seat": seat, "amount": self.price})
            self._sell(seat, self.price, "fixed")
            return
        self.log.append({"event": "decline", "seat": seat, "what": "buy"})
        self.declined.append(seat)
        following = self._left(seat)
        if following == self.auctioneer:
            self._sell(self.auctioneer, self.price, "forced")
        else:
            self.turn = following

    # --- money ---

    def _pay(self, payer, payee, amount):
        if amount <= 0:
            return
        if payer == BANK:
            self.bank -= amount
        else:
            self.money[payer] -= amount
        if payee == BANK:
            self.bank += amount
        else:
            self.money[payee] += amount
        self.log.append({"event": "pay", "payer": payer, "payee": payee, "amount": amount})

    def _sell(self, winner, price, how, sealed_bids=None):
        """The paintings on offer go to `winner` for `price`; then the next auctioneer's turn."""
        auctioneer, partner = self.auctioneer, self.partner
        if partner is None:
            self._pay(winner, BANK if winner == auctioneer else auctioneer, price)
        else:
            for payer, payee, amount in split_shared(price, winner, partner, auctioneer):
                self._pay(payer, payee, amount)
        cards = [pair(card) for card in self.offer]
        self.bought[winner].extend(self.offer)
        self.last_sale = {
            "cards": cards,
            "type": "double" if self.kind is None else AUCTION_TYPES[self.kind],
            "auctioneer": auctioneer,
            "partner": partner,
            "winner": winner,
            "price": price,
            "how": how,
            "bids": sealed_bids,
        }
        self.log.append(
            {
                "event": "won",
                "seat": winner,
                "price": price,
                "cards": [c[:] for c in cards],
                "auctioneer": auctioneer,
                "partner": partner,
                "how": how,
            }
        )
        self._clear_auction()
        self._next_auctioneer(self._left(auctioneer))

    # --- the end of a round ---

    def _end_round(self, ender, cards, reason, starter=None):
        """The round ends: discard the ending card(s), place tiles, sell every bought painting,
        then deal and start the next round left of the player who ended this one."""
        self.log.append(
            {
                "event": "round_end",
                "round": self.round,
                "seat": ender,
                "reason": reason,
                "cards": [pair(c) for c in cards],
            }
        )
        self.discard.extend(cards)
        self._clear_auction()
        top = rank_artists(self.counts)
        row = self.board[self.round - 1]
        for place, artist in enumerate(top):
            row[artist] = TILES[place]
        values = painting_values(self.board, self.round, self.counts)
        self.log.append(
            {
                "event": "valuation",
                "round": self.round,
                "counts": self.counts[:],
                "top": [ARTISTS[a] for a in top],
                "tiles": row[:],
                "values": values[:],
            }
        )
        sales = []
        for seat in range(self.players):
            paintings = self.bought[seat]
            amount = sum(values[card // 5] for card in paintings)
            sales.append(amount)
            if paintings:
                self.log.append(
                    {
                        "event": "sale",
                        "seat": seat,
                        "paintings": [pair(card) for card in paintings],
                        "amount": amount,
                    }
                )
                self._pay(BANK, seat, amount)
            self.discard.extend(paintings)
            self.bought[seat] = []
        self.last_round = {
            "round": self.round,
            "seat": ender,
            "reason": reason,
            "counts": self.counts[:],
            "top": [ARTISTS[a] for a in top],
            "values": values,
            "sales": sales,
        }
        if self.round >= ROUNDS:
            self.phase = OVER
            self.auctioneer = None
            self.reveals += 1  # everyone's money is shown
            self.log.append({"event": "game_over"})
            return
        self.round += 1
        if ender is not None:
            starter = self._left(ender)
        self._begin_round(starter)


def _sale_copy(sale):
    if sale is None:
        return None
    copy = dict(sale)
    copy["cards"] = [card[:] for card in sale["cards"]]
    if sale["bids"] is not None:
        copy["bids"] = sale["bids"][:]
    return copy


def _round_copy(summary):
    if summary is None:
        return None
    copy = dict(summary)
    for key in ("counts", "top", "values", "sales"):
        copy[key] = summary[key][:]
    return copy


def _option(name, values, words):
    """An option whose values each have a message, option.<name>.<word>; the first is the default."""
    keys = {value: f"option.{name}.{word}" for value, word in zip(values, words, strict=True)}
    return Option(name, values, values[0], f"option.{name}", keys)


class ModernArt(Game):
    box = BOX  # the id, players and length (the package's __init__)
    state_class = ModernArtState
    options = (
        Option("opening_seat", tuple(range(5)), 0, "option.opening_seat"),
        _option("three_player_deal", THREE_PLAYER_FIRST_DEAL, THREE_PLAYER_FIRST_DEAL),
        _option("open_table", (False, True), ("off", "on")),
        Option("countdown", COUNTDOWNS, DEFAULT_COUNTDOWN, "option.countdown",
               {seconds: f"option.countdown.{seconds}" for seconds in COUNTDOWNS}),
    )
    private_info = True
    opening_choice = "random"  # the seed: a random player auctions first
