"""A full Goblin Market state from one seat's view: everything is public but the order of the two
decks, so a sample keeps the table as it is and deals both decks afresh from the cards not seen."""

from __future__ import annotations

from ...engine.auction import RoundRobin
from ...engine.log import SharedLog
from ...engine.rng import Rng
from . import SPEC
from .cards import AUCTION_DECK, GOBLIN_DECK
from .rules import GoblinMarketState


def unseen_auction_cards(view: dict) -> list[str]:
    """The auction cards that are neither discarded, owned nor on auction, in deck order of the set."""
    seen = set(view["discard"]) | set(view["lot"])
    for cards in view["owned"]:
        seen.update(cards)
    return [card for card in AUCTION_DECK if card not in seen]


def unseen_goblin_cards(view: dict) -> list[str]:
    """The goblin cards not on the goblin discard pile: the goblin deck holds some of them."""
    shown = set(view["goblin_discard"])
    return [card for card in GOBLIN_DECK if card not in shown]


def dealt(cards: list[str], count: int, rng: Rng) -> list[str]:
    """`count` of `cards` in a random order (a stacked scenario may leave some cards out of play)."""
    pool = list(cards)
    rng.shuffle(pool)
    return pool[:count]


def bidding_from(view: dict) -> RoundRobin:
    """The lot's bidding as the view shows it (at the end, only the last high bid is left of it)."""
    shown = view["bidding"]
    players = view["players"]
    bidding = RoundRobin(players, view["opener"])
    if shown is None:
        bidding.high_bid = view["high_bid"]
        return bidding
    still_in = set(shown["still_in"])
    bidding.still_in = [seat in still_in for seat in range(players)]
    bidding.high_bid = shown["high_bid"]
    bidding.high_bidder = shown["high_bidder"]
    # While the lot is being taken the turn of the bidding no longer matters (the state's turn is the
    # winner's or a picker's); the next auction starts a bidding of its own.
    bidding.turn = shown["turn"] if shown["turn"] is not None else shown["high_bidder"] or 0
    return bidding


def sample_state(view: dict, rng: Rng) -> GoblinMarketState:
    state = object.__new__(GoblinMarketState)
    state.game = SPEC.game
    state.players = view["players"]
    state.phase = view["phase"]
    state.auction = view["auction"]
    state.opener = view["opener"]
    state.size_card = view["size_card"]
    state.price = view["price"]
    state.last_goblin = view["last_goblin"]
    state.lot = list(view["lot"])
    state.bids = list(view["bids"])
    state.pickers = list(view["pickers"])
    state.chips = list(view["chips"])
    state.owned = [list(cards) for cards in view["owned"]]
    state.discard = list(view["discard"])
    state.goblin_discard = list(view["goblin_discard"])
    state.deck = dealt(unseen_auction_cards(view), view["deck_count"], rng)
    state.goblin_deck = dealt(unseen_goblin_cards(view), view["goblin_deck_count"], rng)
    state.bidding = bidding_from(view)
    state.log = SharedLog(view["log"])  # a list of its own; the entries are never changed
    # Every turned-up lot and goblin card counted as a reveal, and each is logged once.
    state.reveals = sum(1 for entry in view["log"] if entry["event"] in ("auction", "goblin"))
    state.rng = Rng(rng.next64())
    return state
