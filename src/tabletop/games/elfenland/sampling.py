"""A full Elfenland state built from one seat's view alone, for the strong player's search.

What the seat sees is kept as it is (the board, the counters lying open, its own hand, secret
counters and town card, the sizes of the other hands and piles, the log it can read). What it
cannot see is dealt at random from what is left over: the other hands from the travel cards not
accounted for, the other seats' secret counters from the counters not in sight, the other town
cards from the unused ones, and the order of the deck and of the face-down pile. The cards paid on
journeys this round lie open in the discard pile; only the cards others discarded at the hand limit
are unknown. The state's own future randomness is reseeded from the caller's generator.
"""

from __future__ import annotations

from ...engine.rng import Rng
from .data import (
    CARD_INDEX,
    CARD_KINDS,
    COUNTER_PICKS,
    OBSTACLE,
    TOWN_CARDS,
    TOWN_INDEX,
    TRANSPORTS,
)
from .rules import DISCARD, DRAW, KEEP, MOVE, Elfenland, ElfenlandState

# The log entries a seat reads without their "to" marker: private to that seat.
PRIVATE_EVENTS = frozenset({"town_card", "dealt", "secret_counter", "discard"})

# A game object for the samples (a state reads only its id); the package's own one would import
# the bots, which import this module.
SAMPLE_GAME = Elfenland()


def _remove(pool: list, items) -> None:
    """Take `items` out of `pool` (a multiset as a list); in a real game each is there (a scenario
    may hold more of a kind than the game has)."""
    for item in items:
        if item in pool:
            pool.remove(item)


def this_round(log: list) -> list:
    """The log entries since the current round began."""
    for index in range(len(log) - 1, -1, -1):
        if log[index]["event"] == "round":
            return log[index:]
    return log


def open_discards(log: list, seat: int, everyone: bool = False) -> tuple[list[str], int]:
    """The discard pile's cards `seat` knows (paid on journeys this round, and its own discards), and
    how many cards it has seen itself discard since its journey last ended (0 when not discarding)."""
    known = []
    mine_since_end = 0
    for entry in this_round(log):
        event = entry["event"]
        if event == "move":
            known.extend(entry["cards"])
        elif event == "discard" and (entry["seat"] == seat or everyone):
            known.append(entry["card"])
            mine_since_end += entry["seat"] == seat
        elif event in ("end_move", "hand_limit") and entry["seat"] == seat:
            mine_since_end = 0
    return known, mine_since_end


def _counts(cards) -> list[int]:
    counts = [0] * len(CARD_KINDS)
    for card in cards:
        counts[CARD_INDEX[card]] += 1
    return counts


def _fitted(pool: list, size: int, kinds) -> list:
    """The pool cut or padded to `size`. A real game's pool always fits; a scenario set up with
    fewer components (a stacked deck) is filled out with pieces of every kind in turn."""
    missing = size - len(pool)
    return pool[:size] + [kinds[index % len(kinds)] for index in range(max(0, missing))]


def _deal(pool: list, size: int) -> list:
    """The first `size` of the (already shuffled) pool, taken off it."""
    taken = pool[:size]
    del pool[:size]
    return taken


def step_of(view: dict) -> int:
    """The state's step (a place in the phase's turn order) as the view shows it."""
    phase, players = view["phase"], view["players"]
    if phase == DRAW:
        return COUNTER_PICKS * players - sum(view["picks_left"])
    if phase in (MOVE, DISCARD):
        return sum(view["moved"])
    if phase == KEEP:
        return view["order"].index(view["turn"])
    return COUNTER_PICKS * players  # planning: the count the draws ended on, never read again


def sample_state(view: dict, rng: Rng, state_class=ElfenlandState, game=SAMPLE_GAME) -> ElfenlandState:
    """A state agreeing with everything `view` (one seat's) shows; the rest dealt from `rng`."""
    me = view["seat"]
    players = view["players"]
    state = object.__new__(state_class)
    state.game = game
    state.players = players
    state.rounds = view["rounds"]
    state.variant = view["town_cards_variant"]
    state.open_table = view["open_table"]
    state.rng = Rng(rng.next64())
    state.round = view["round"]
    state.starter = view["starter"]
    state.phase = view["phase"]
    state.turn = view["turn"] if view["turn"] is not None else view["starter"]
    state.step = step_of(view)
    state.passes = view["passes"]
    state.journey = list(view["journey"])
    state.end_reason = None
    state.reveals = 0
    log = []
    for entry in view["log"]:
        entry = dict(entry)
        if entry["event"] in PRIVATE_EVENTS:
            entry["to"] = [me]
        elif entry["event"] == "game_over":
            state.end_reason = entry["reason"]
        log.append(entry)
    state.log = log

    # The board and what lies open.
    state.roads = [tuple(items) for items in view["roads"]]
    state.boots = list(view["boots"])
    state.collected = [0] * players
    for seat, towns in enumerate(view["collected"]):
        for town in towns:
            state.collected[seat] |= 1 << TOWN_INDEX[town]
    state.obstacles = list(view["obstacles"])
    lying = sum(items.count(OBSTACLE) for items in view["roads"])
    state.obstacles_out = sum(1 for has in view["obstacles"] if not has) - lying
    state.face_up = list(view["face_up"])
    state.open_counters = [list(counters) for counters in view["counters"]]

    # Travel cards: the ones not in sight, dealt to the other hands, the unknown discards and the deck.
    known_discards, mine_discarded = open_discards(view["log"], me, view["open_table"])
    if state.phase == DISCARD and state.turn == me:
        state.passes = mine_discarded
    cards = [kind for kind in CARD_KINDS for _ in range(state_class.TRAVEL_DECK.get(kind, 0))]
    own_hand = [view["hand"][kind] for kind in CARD_KINDS]
    shown = [[hand[kind] for kind in CARD_KINDS] for hand in view["hands"]] if view["hands"] else [own_hand]
    for hand in shown:  # every hand at an open table
        _remove(cards, [kind for kind, n in zip(CARD_KINDS, hand, strict=True) for _ in range(n)])
    _remove(cards, known_discards)
    needed = sum(view["hand_counts"]) - sum(map(sum, shown)) + view["discard_count"] - len(known_discards)
    cards = _fitted(cards, needed + view["deck_count"], CARD_KINDS)
    rng.shuffle(cards)
    state.hands = []
    for seat in range(players):
        if view["hands"]:
            state.hands.append(shown[seat])
        elif seat == me:
            state.hands.append(own_hand)
        else:
            state.hands.append(_counts(_deal(cards, view["hand_counts"][seat])))
    state.discard = known_discards + _deal(cards, view["discard_count"] - len(known_discards))
    state.deck = cards

    # Counters: those not in sight, dealt as the others' secret ones and the face-down pile.
    counters = [kind for kind in TRANSPORTS for _ in range(state_class.COUNTER_POOL.get(kind, 0))]
    _remove(counters, view["face_up"])
    for held in view["counters"]:
        _remove(counters, held)
    for items in view["roads"]:
        _remove(counters, [item for item in items if item in TRANSPORTS])
    own_secret = list(view["secret_counters"])
    all_secret = view["all_secret_counters"] or [own_secret]  # every seat's at an open table
    for secret in all_secret:
        _remove(counters, secret)
    needed = sum(view["secret_counts"]) - sum(map(len, all_secret)) + view["stack_count"]
    counters = _fitted(counters, needed, TRANSPORTS)
    rng.shuffle(counters)
    state.secret_counters = []
    for seat in range(players):
        if view["all_secret_counters"]:
            state.secret_counters.append(list(view["all_secret_counters"][seat]))
        elif seat == me:
            state.secret_counters.append(own_secret)
        else:
            state.secret_counters.append(_deal(counters, view["secret_counts"][seat]))
    state.stack = counters

    state.town_cards = None
    if state.variant:
        if view["town_cards"] is not None:
            state.town_cards = list(view["town_cards"])
        else:
            unused = [town for town in TOWN_CARDS if town != view["town_card"]]
            rng.shuffle(unused)
            state.town_cards = [view["town_card"] if seat == me else unused.pop() for seat in range(players)]
    return state
