"""Elfengold positions imagined from one seat's view: what the strong player searches.

`sample_state(view, rng)` builds a full ElfengoldState that the viewing seat cannot tell from the
real one. What the seat sees is copied; what it cannot see is dealt at random from what is unseen:
the other seats' travel and Witch cards (at the sizes the view shows), their secret items (and the
two items a rival is choosing between, and a rival's secret keeps), the face-down item pile, the
supply's order and the hand-limit discards of the others; the other seats' town cards (that
variant); and the state's future randomness is reseeded.

What the seat has watched go into the discard pile since the last reshuffle (cards paid for moves,
spent Witches, taken gold cards, its own discards) is read from its log, so that the gold cards and
the cards in play are where the seat knows them to be.
"""

from __future__ import annotations

from ...engine.auction import RoundRobin
from ...engine.log import SharedLog
from ...engine.rng import Rng
from ..elfenland.data import CARD_KINDS, TOWN_CARDS, TOWN_INDEX
from . import SPEC
from .data import (
    CARD_DRAWS,
    GOLD_CARD,
    GOLD_CARDS,
    ITEM_POOL,
    START_GOLD,
    TRAVEL_DECK,
    WITCH,
    WITCH_CARDS,
)
from .rules import AUCTION, DISCARD, DRAW_CARDS, DRAW_ITEMS, INCOME_DRAW, KEEP, SECRET, ElfengoldState

# The log entries only their seat reads ("to": [seat] in the state's log; the view drops the marker).
PRIVATE_EVENTS = frozenset({"town_card", "dealt", "card_drawn", "items_drawn", "discard"})


def state_log(view) -> SharedLog:
    """The seat's log as a state keeps it: its private entries marked as its own again."""
    seat = view["seat"]
    return SharedLog(
        entry | {"to": [seat]} if entry["event"] in PRIVATE_EVENTS else entry for entry in view["log"]
    )


def known_discards(view) -> list[str]:
    """The cards the seat has seen go into the discard pile since the supply was last reshuffled."""
    seat = view["seat"]
    seen: list[str] = []
    for entry in view["log"]:
        event = entry["event"]
        if event == "reshuffle":
            seen = []
        elif event == "move":
            seen.extend(entry["cards"])
            if entry.get("witch"):
                seen.append(WITCH)
        elif event == "fly":
            seen.append(WITCH)
        elif event == "take_gold_pile":
            seen.extend([GOLD_CARD] * entry["cards"])
        elif event == "discard" and (entry.get("seat") == seat or view["open_table"]):
            seen.append(entry["card"])
    return seen


def _remove(pool: list, cards) -> None:
    for card in cards:
        pool.remove(card)


def unseen_cards(view) -> tuple[list[str], int, list[str]]:
    """(travel and Witch cards the seat cannot place, gold cards it cannot place, the discards it saw)."""
    witches = view["options"]["witches"]
    pool = [kind for kind in CARD_KINDS for _ in range(TRAVEL_DECK[kind])]
    pool += [WITCH] * (WITCH_CARDS if witches else 0)
    for hand in view["hands"] or [view["hand"]]:  # every hand at an open table
        _remove(pool, [kind for kind, count in hand.items() for _ in range(count)])
    _remove(pool, view["card_row"])
    seen = known_discards(view)
    if len(seen) > view["discard_count"]:
        seen = []  # a log that does not add up (it never should): trust only the sizes
    _remove(pool, [card for card in seen if card != GOLD_CARD])
    gold_unseen = GOLD_CARDS - view["gold_pile"] - seen.count(GOLD_CARD)
    return pool, gold_unseen, seen


def unseen_items(view) -> list[str]:
    """The items the seat cannot place: the pile, the rivals' secret items, what a rival drew and
    is choosing from, a rival's secret keeps."""
    pool = [kind for kind, count in ITEM_POOL.items() for _ in range(count)]
    for items in view["roads"]:
        _remove(pool, items)
    for items in view["items"]:
        _remove(pool, items)
    for items in view["all_secret_items"] or [view["secret_items"] or []]:  # all at an open table
        _remove(pool, items)
    _remove(pool, view["drawn"] or [])
    _remove(pool, [item for item in view["kept"] if item is not None])
    if view["phase"] == AUCTION:
        _remove(pool, [view["bidding"]["lot"]] + view["auction"]["row"])
    return pool


def sample_state(view: dict, rng: Rng) -> ElfengoldState:
    seat, players, phase = view["seat"], view["players"], view["phase"]
    options = view["options"]
    state = object.__new__(ElfengoldState)
    state.game = SPEC.game
    state.players = players
    state.rounds = view["rounds"]
    state.variant = options["town_cards"]
    state.witch_variant = options["witches"]
    state.hand_limit = options["hand_limit"]
    state.open_table = view["open_table"]
    state.rng = Rng(rng.next64())
    state.round = view["round"]
    state.starter = view["starter"]
    state.phase = phase
    state.turn = view["turn"] if view["turn"] is not None else view["starter"]
    order = view["order"]
    state.step = order.index(state.turn)
    state.passes = view["passes"]
    if phase == DISCARD and state.turn == seat:
        state.passes = _own_discards_this_turn(view)
    state.journey = list(view["journey"])
    state.end_reason = None
    state.log = state_log(view)
    state.reveals = 0

    # The board and what everyone sees.
    state.roads = [tuple(items) for items in view["roads"]]
    state.boots = list(view["boots"])
    state.collected = [sum(1 << TOWN_INDEX[town] for town in towns) for towns in view["collected"]]
    state.face_up = []
    state.obstacles = [False] * players
    state.obstacles_out = 0
    state.gold = list(view["gold"])
    state.gold_start = START_GOLD * players
    difference = sum(state.gold) - state.gold_start
    state.gold_out, state.gold_in = max(0, difference), max(0, -difference)
    state.gold_values = dict(view["gold_values"])
    state.gold_pile = view["gold_pile"]
    state.card_row = list(view["card_row"])
    state.earned = view["earned"]
    state.draw_free = view["draw_free"]
    remaining = sum(view["draws_left"])
    if phase == DRAW_CARDS:
        state.draws = (order * CARD_DRAWS)[len(order) * CARD_DRAWS - remaining :]
    elif phase == INCOME_DRAW:
        state.draws = [state.turn] * remaining
    else:
        state.draws = []
    state.lots, state.bidding, state.excluded = [], None, []
    if phase == AUCTION:
        bidding = view["bidding"]
        state.lots = [bidding["lot"]] + list(view["auction"]["row"])
        state.excluded = list(view["auction"]["excluded"])
        robin = RoundRobin.__new__(RoundRobin)
        robin.players, robin.turn = players, bidding["turn"]
        robin.high_bid, robin.high_bidder = bidding["high_bid"], bidding["high_bidder"]
        robin.still_in = [other in bidding["still_in"] for other in range(players)]
        state.bidding = robin

    _deal_cards(state, view, rng)
    _deal_items(state, view, rng)
    _deal_town_cards(state, view, rng)
    return state


def _own_discards_this_turn(view) -> int:
    """In the seat's own discard step: how many cards it has discarded so far (its last entries)."""
    count = 0
    for entry in reversed(view["log"]):
        if entry["event"] != "discard":
            break
        count += 1
    return count


def _deal_cards(state, view, rng):
    seat, players = view["seat"], view["players"]
    pool, gold_unseen, seen = unseen_cards(view)
    rng.shuffle(pool)
    state.hands = [[0] * len(CARD_KINDS) for _ in range(players)]
    state.witches = [0] * players
    for other in range(players):
        if other == seat or view["hands"] is not None:
            hand = view["hands"][other] if view["hands"] is not None else view["hand"]
            cards = [kind for kind, count in hand.items() for _ in range(count)]
        else:
            size = view["hand_counts"][other]
            cards, pool = pool[:size], pool[size:]
        for card in cards:
            state._add_card(other, card)
    # The discard pile: the cards the seat saw go in, and the others' hand-limit discards it did not.
    unknown = view["discard_count"] - len(seen)
    state.discard = seen + pool[:unknown]
    rng.shuffle(state.discard)
    deck = pool[unknown:] + [GOLD_CARD] * gold_unseen
    rng.shuffle(deck)
    state.deck = deck


def _deal_items(state, view, rng):
    seat, players, phase = view["seat"], view["players"], view["phase"]
    pool = unseen_items(view)
    rng.shuffle(pool)
    state.open_counters = [list(items) for items in view["items"]]
    state.secret_counters = []
    for other in range(players):
        if view["all_secret_items"] is not None:
            state.secret_counters.append(list(view["all_secret_items"][other]))
        elif other == seat:
            state.secret_counters.append(list(view["secret_items"] or []))
        else:
            size = view["secret_counts"][other]
            state.secret_counters.append(pool[:size])
            pool = pool[size:]
    state.drawn = []
    if phase == DRAW_ITEMS:
        if view["drawn"] is not None:
            state.drawn = list(view["drawn"])
        else:
            size = view["drawn_count"]
            state.drawn, pool = pool[:size], pool[size:]
    state.kept = []
    if phase == KEEP:
        for item in view["kept"]:
            if item is None:  # a rival's secret keep
                item, pool = pool[0], pool[1:]
                state.kept.append([item, SECRET])
            else:
                state.kept.append([item, _kept_where(view, len(state.kept))])
    state.stack = pool  # whatever is left is the face-down pile, already shuffled


def _kept_where(view, index) -> str:
    """Whether the keeper's `index`-th pick, which the seat sees, was kept open or secret: the seat
    sees a secret pick only when the picks are its own, and its log says how each was kept."""
    if view["turn"] != view["seat"]:
        return "open"
    picks = []
    for entry in reversed(view["log"]):
        if entry["event"] != "keep_item" or entry["seat"] != view["seat"]:
            break
        picks.append(entry)
    picks.reverse()
    return SECRET if picks[index]["secret"] else "open"


def _deal_town_cards(state, view, rng):
    state.town_cards = None
    if not state.variant:
        return
    mine = view["town_card"]
    others = [town for town in TOWN_CARDS if town != mine]
    rng.shuffle(others)
    state.town_cards = [mine if other == view["seat"] else others.pop() for other in range(view["players"])]
