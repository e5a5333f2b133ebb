"""Bidding, written once for every game that auctions: the round-robin loop (Goblin Market's lots,
Elfengold's items, Modern Art's open auction) and the one view shape every auction shows.

Round robin: from the opener, clockwise, each player still in raises the high bid or passes, and
a pass is for good. It ends when only the high bidder is left (sold) or nobody is (unsold). A
player who cannot raise is passed for them; the game says whether that is logged (only when what
decides it is public, as chips and gold are in these games).

Sealed, once-around, fixed-price and Jambo's merchants keep their own rules but give their views in
the same shape (`view`), so that one bid panel draws them all.
"""

from __future__ import annotations

SOLD, UNSOLD = "sold", "unsold"


class RoundRobin:
    """One lot's bidding. Copy it with copy() when the state is copied (it is small)."""

    __slots__ = ("players", "turn", "high_bid", "high_bidder", "still_in")

    def __init__(self, players: int, opener: int, excluded=()):
        self.players = players
        self.turn = opener
        self.high_bid = 0
        self.high_bidder = None
        self.still_in = [seat not in excluded for seat in range(players)]

    def copy(self) -> RoundRobin:
        other = RoundRobin.__new__(RoundRobin)
        other.players, other.turn = self.players, self.turn
        other.high_bid, other.high_bidder = self.high_bid, self.high_bidder
        other.still_in = self.still_in[:]
        return other

    def bidders(self) -> list[int]:
        return [seat for seat in range(self.players) if self.still_in[seat]]

    def bid(self, seat: int, amount: int) -> None:
        self.high_bid, self.high_bidder = amount, seat

    def drop(self, seat: int) -> None:
        self.still_in[seat] = False

    def outcome(self):
        """SOLD, UNSOLD, or None while someone may still bid."""
        still = self.bidders()
        if not still:
            return UNSOLD
        if self.high_bidder is not None and still == [self.high_bidder]:
            return SOLD
        return None

    def next_turn(self) -> None:
        """The turn passes clockwise to the next player still in."""
        for step in range(1, self.players + 1):
            seat = (self.turn + step) % self.players
            if self.still_in[seat]:
                self.turn = seat
                return

    def settle(self, can_raise, on_forced_pass=None):
        """Move the turn to the next player who may raise, passing for those who cannot
        (`can_raise(seat)`; `on_forced_pass(seat)` is told of each). Returns the outcome once the
        lot is decided, else None (then `turn` is to act)."""
        while True:
            decided = self.outcome()
            if decided is not None:
                return decided
            if not self.still_in[self.turn] or self.turn == self.high_bidder:
                self.next_turn()
                continue
            if can_raise(self.turn):
                return None
            if on_forced_pass is not None:
                on_forced_pass(self.turn)
            self.drop(self.turn)

    def view(self, *, lot=None, seat=None, max_bid=None, may_pass=True, kind="round_robin") -> dict:
        """The shared shape, for `seat` (None: the public table); max_bid is the most that seat may
        bid now (its chips or gold), or None when it may not bid."""
        acting = seat is not None and seat == self.turn and self.outcome() is None
        return view(
            lot=lot,
            high_bid=self.high_bid,
            high_bidder=self.high_bidder,
            still_in=self.bidders(),
            turn=self.turn if self.outcome() is None else None,
            min_bid=self.high_bid + 1 if acting and max_bid is not None else None,
            max_bid=max_bid if acting else None,
            may_pass=may_pass,
            kind=kind,
        )


def view(*, lot=None, high_bid=0, high_bidder=None, still_in=None, turn=None, min_bid=None, max_bid=None,
         may_pass=True, kind="round_robin") -> dict:
    """The one view shape of an auction: what is on offer, the high bid and its bidder, who is still
    in (None where the auction has no such idea), who acts, and the least and most this seat may bid
    (None when it may not bid now)."""
    if min_bid is not None and max_bid is not None and min_bid > max_bid:
        min_bid = max_bid = None
    return {
        "kind": kind,
        "lot": lot,
        "high_bid": high_bid,
        "high_bidder": high_bidder,
        "still_in": still_in,
        "turn": turn,
        "min_bid": min_bid,
        "max_bid": max_bid,
        "may_pass": may_pass,
    }
