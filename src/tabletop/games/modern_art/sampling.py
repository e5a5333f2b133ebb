"""Modern Art from one seat's view: a full state that seat cannot tell from the real one.

What a seat knows: its own hand and money, everything on the table, and the log, which shows every
card played and every payment (as at a real table, where everyone sees money change hands). So the
others' money is worked out from the payments exactly; their hands are dealt at random from the
paintings the seat has not seen (not its hand, never played) at the sizes the view shows, the rest
is the deck in a random order; a sealed offer not yet revealed is drawn at random within the
bidder's money. The log gets back the private entries the seat cannot read (the others' deals and
sealed offers), so that every seat's view of the sample is whole.
"""

from __future__ import annotations

from ...engine.rng import Rng
from . import SPEC
from .cards import ARTISTS, DEAL_SCHEDULE, DECK, TYPE_INDEX, from_pair, pair
from .rules import (
    BANK,
    OFFER_DOUBLE,
    ONCE_BIDDING,
    OPEN_BIDDING,
    SEALED_BIDDING,
    ModernArtState,
    _round_copy,
    _sale_copy,
)


def _net_money(log, players):
    """Each seat's money gained minus paid, and the bank's, from the payments in the log."""
    net = [0] * players
    bank = 0
    for entry in log:
        if entry["event"] != "pay":
            continue
        payer, payee, amount = entry["payer"], entry["payee"], entry["amount"]
        if payer == BANK:
            bank -= amount
        else:
            net[payer] -= amount
        if payee == BANK:
            bank += amount
        else:
            net[payee] += amount
    return net, bank


def _played_by_seat(log, players):
    """The cards each seat has played (put up or added), in order."""
    played = [[] for _ in range(players)]
    for entry in log:
        if entry["event"] in ("play", "add"):
            played[entry["seat"]].append(from_pair(entry["card"]))
    return played


def _sealed_offer_guess(rng, view, money):
    """A plausible secret offer: at most the bidder's money, and about what the lot could sell for."""
    auction = view["auction"]
    column = view["column_totals"][ARTISTS.index(auction["artist"])]
    ceiling = min(money, (column + 30) * len(auction["cards"]))
    return rng.below(ceiling + 1)


def sample_state(view: dict, rng: Rng) -> ModernArtState:
    me = view["seat"]
    players = view["players"]
    open_table = view["open_table"]
    log = view["log"]
    auction, bidding = view["auction"], view["bidding"]
    phase = view["phase"]

    # Money: the seat's own is in the view; the others' follow from the same start and the payments.
    net, bank = _net_money(log, players)
    start = view["money"][me] - net[me]
    shown = view["money"]
    money = [shown[s] if shown[s] is not None else max(0, start + net[s]) for s in range(players)]

    # Hands: the unseen paintings dealt to the others at the sizes shown, the rest the deck.
    played = _played_by_seat(log, players)
    unseen = list(DECK)
    for card in [from_pair(c) for c in view["hand"]] + [card for cards in played for card in cards]:
        unseen.remove(card)
    hands = [None] * players
    for seat in range(players):
        if view["hands"][seat] is not None:
            hands[seat] = sorted(from_pair(card) for card in view["hands"][seat])
            for card in hands[seat] if seat != me else ():
                unseen.remove(card)
    rng.shuffle(unseen)
    for seat in range(players):
        if hands[seat] is None:
            size = view["hand_counts"][seat]
            hands[seat], unseen = sorted(unseen[:size]), unseen[size:]
    # In a real game the rest is exactly the deck; a stacked scenario may hold fewer cards in all.
    deck = unseen[: view["deck_count"]]

    # Sealed offers made but not yet revealed.
    sealed = [None] * players
    if phase == SEALED_BIDDING:
        for seat in auction["acted"]:
            sealed[seat] = auction["my_sealed"] if seat == me else _sealed_offer_guess(rng, view, money[seat])

    state = object.__new__(ModernArtState)
    state.game = SPEC.game
    state.players = players
    state.rng = Rng(rng.next64())
    state.open_table = open_table
    state.countdown = view["countdown"]
    state.schedule = _schedule(log, players)
    state.round = view["round"]
    state.phase = phase
    state.deck = deck
    state.hands = hands
    state.money = money
    state.bank = bank
    state.total = start * players
    state.bought = [[from_pair(card) for card in cards] for cards in view["bought"]]
    offer = [from_pair(card) for card in auction["cards"]] if auction else []
    in_play = offer + [card for cards in state.bought for card in cards]
    discard = [card for cards in played for card in cards]
    for card in in_play:
        discard.remove(card)
    state.discard = discard
    state.counts = view["counts"][:]
    state.played_total = view["played_total"][:]
    state.board = [row[:] for row in view["board"]]
    state.auctioneer = view["auctioneer"]
    state.partner = auction["partner"] if auction else None
    state.offer = offer
    state.kind = TYPE_INDEX[auction["type"]] if auction and phase != OFFER_DOUBLE else None
    state.turn = bidding["turn"] if phase in (OFFER_DOUBLE, ONCE_BIDDING, "fixed_price") else None
    state.high_bid = bidding["high_bid"] if phase in (OPEN_BIDDING, ONCE_BIDDING) else 0
    state.high_bidder = bidding["high_bidder"] if phase in (OPEN_BIDDING, ONCE_BIDDING) else None
    state.passed = auction["passed"][:] if phase in (OPEN_BIDDING, ONCE_BIDDING) else []
    state.acted = auction["acted"][:] if phase == ONCE_BIDDING else []
    state.sealed = sealed
    state.price = auction["price"] if auction else None
    state.declined = auction["declined"][:] if auction else []
    state.last_sale = _sale_copy(view["last_sale"])
    state.last_round = _round_copy(view["last_round"])
    state.log = _whole_log(view, hands, played, sealed)
    state.reveals = sum(1 for entry in log if entry["event"] in ("deal", "reveal", "game_over"))
    return state


def _schedule(log, players):
    """The deals of rounds 1-4 (with three players the first deal is an option: read it off the log)."""
    schedule = DEAL_SCHEDULE[players]
    for entry in log:
        if entry["event"] == "deal" and entry["round"] == 1:
            return (max(entry["counts"]),) + schedule[1:]
    return schedule


def _dealt_to_others(log, players, me, hands, played, open_table):
    """For each deal in the log, the cards each other seat got: the cards it has played, earliest
    first, then its hand, taken in deal order (so every card was dealt before it was played)."""
    if open_table:
        return {}
    deals = [entry["counts"] for entry in log if entry["event"] == "deal"]
    dealt = {}
    for seat in range(players):
        if seat == me:
            continue
        cards = played[seat] + hands[seat]
        cards = cards[max(0, len(cards) - sum(counts[seat] for counts in deals)) :]
        for index, counts in enumerate(deals):
            dealt[index, seat], cards = sorted(cards[: counts[seat]]), cards[counts[seat] :]
    return dealt


def _whole_log(view, hands, played, sealed):
    """The view's log with the private entries put back: the seat's own marked private again, and
    the others' deals and sealed offers (as revealed later, or as sampled for the auction on now)."""
    me, players, open_table = view["seat"], view["players"], view["open_table"]
    log = view["log"]
    dealt = _dealt_to_others(log, players, me, hands, played, open_table)
    # Each sealed offer's amount: from the reveal that follows it, else (the auction on now) sampled.
    amounts = {}
    pending = []
    for index, entry in enumerate(log):
        if entry["event"] == "sealed_bid":
            pending.append(index)
        elif entry["event"] == "reveal":
            for at in pending:
                amounts[at] = entry["bids"][log[at]["seat"]]
            pending = []
    for at in pending:
        amounts[at] = sealed[log[at]["seat"]]

    whole = []
    mine_dealt = None
    deal_index = 0
    for index, entry in enumerate(log):
        entry = {key: value[:] if isinstance(value, list) else value for key, value in entry.items()}
        event = entry["event"]
        if event == "dealt" and not open_table:
            mine_dealt = {**entry, "to": [me]}
            continue
        if event == "deal" and not open_table:
            for seat in range(players):
                if seat == me:
                    if mine_dealt is not None:
                        whole.append(mine_dealt)
                    continue
                cards = [pair(card) for card in dealt[deal_index, seat]]
                whole.append({"event": "dealt", "seat": seat, "cards": cards, "to": [seat]})
            mine_dealt = None
            deal_index += 1
        if event == "sealed_amount":
            entry["to"] = [entry["seat"]]
        whole.append(entry)
        if event == "sealed_bid" and entry["seat"] != me:
            seat = entry["seat"]
            whole.append({"event": "sealed_amount", "seat": seat, "amount": amounts[index], "to": [seat]})
    return whole
