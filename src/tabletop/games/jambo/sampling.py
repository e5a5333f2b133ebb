"""Jambo positions sampled from one seat's view: what the strong player imagines the table to be.

A seat sees its own hand, everything on the table and every public event. It does not see the
opponent's hand (only its size), the order and make-up of the deck, the card the opponent has drawn
and not yet kept or discarded, the two cards of a Scale the opponent is choosing from, nor the six
cards a Psychic shows the opponent (which stay on top of the deck). Those all come from one unseen
pool: every card of the game minus whatever the seat can see. The cards the log says went into the
opponent's hand in public (a Hyena's take or gift, a Scale's gift, an Ape's draft, a Mask, a Drummer,
an auction's lot, a Supplies' find, a Rain Maker) and that have not come out again are dealt to that
hand first; the rest is dealt at random and the deck reshuffled.
"""

from __future__ import annotations

from ...engine.rng import Rng
from . import SPEC
from .cards import DECK, WARE_INDEX
from .rules import DRAWN, OVER, TURN, JamboState

# "seen" log entries that both players read; every other "seen" entry belongs to the one seat shown it.
SEEN_BY_BOTH = ("hyena_take", "hyena_give", "scale_give")
# Steps of a utility put in play by `_use` (they carry a draw count, used by the Kettle).
COUNTED_STEPS = ("drums", "throne", "boat", "mask", "supplies", "kettle", "leopard", "weapons")
# Events by which a card goes into a hand in public (and a Mask or a Rain Maker's card comes out).
PUBLIC_TAKES = ("drummer_take", "auction_won", "supplies", "mask", "rain_maker")
CARD_FIELDS = ("card", "cards", "ware_card", "gave", "took", "found", "replaced")


class Reading:
    """What a seat's view fixes of the state, read once and dealt from many times."""

    __slots__ = ("view", "seat", "known_in_other_hand", "unseen", "used", "log")

    def __init__(self, view: dict, with_log: bool = True):
        self.view = view
        seat = self.seat = view["seat"]
        visible = set(view["hand"] or ())
        if view["hands"] is not None:  # an open table: both hands are known
            visible.update(*view["hands"])
        visible.update(view["discard"], view["table"])
        for side in range(2):
            visible.update(view["stands"][side], view["utilities"][side])
        if view["drawn"] is not None:
            visible.add(view["drawn"])
        pending = view["pending"]
        if pending is not None and pending.get("cards"):
            visible.update(pending["cards"])  # a draft, or what the seat itself is shown
        if view["bidding"] is not None:
            visible.update(view["bidding"]["lot"]["cards"])
        self.unseen = [card for card in DECK if card not in visible]
        unseen = set(self.unseen)
        self.known_in_other_hand = [c for c in known_hand(view["log"], seat) if c in unseen]
        self.used = view["used"] + _used_in_draft(view)
        self.log = _full_log(view["log"], seat) if with_log else []


def _used_in_draft(view) -> list:
    """Utilities used this turn and now in a Lion's draft: the view lists only those held, but they
    count as used again if the player drafts them back (the log tells which they were)."""
    pending = view["pending"]
    if pending is None or pending["step"] != "draft_utilities":
        return []
    turn = view["turn"]
    used = []
    for entry in reversed(view["log"]):
        if entry["event"] == "turn":
            break
        if entry["event"] == "use" and entry["seat"] == turn and entry["owner"] == turn:
            if entry["card"] in pending["cards"] and entry["card"] not in used:
                used.append(entry["card"])
    return used[::-1]


def known_hand(log: list, seat: int) -> list:
    """Cards the log shows going into the other player's hand that no later entry took out of it."""
    other = 1 - seat
    known: list = []
    taker = giver_to = scaler = None
    drafting_hands = False

    def add(cards):
        known.extend(c for c in cards if c not in known)

    def drop(cards):
        for card in cards:
            if card in known:
                known.remove(card)

    for entry in log:
        event = entry["event"]
        if event == "seen":
            source, cards = entry["source"], entry["cards"]
            if source == "hyena":  # the seat looked at the whole hand
                known[:] = cards
            elif source == "hyena_take":
                (add if taker == other else drop)(cards)
            elif source == "hyena_give":
                (add if giver_to == other else drop)(cards)
            elif source == "scale_give" and scaler == seat:
                add(cards)
            continue
        if event == "take_card":
            taker = entry["seat"]
        elif event == "give_card":
            giver_to = entry["to_seat"]
        elif event == "scale":
            scaler = entry["seat"]
        elif event in ("pool_hands", "pool_utilities"):
            drafting_hands = event == "pool_hands"
            if drafting_hands:
                known.clear()
        elif event == "draft" and "card" in entry:
            if drafting_hands and entry["seat"] == other:
                add([entry["card"]])
        elif event in PUBLIC_TAKES and entry["seat"] == other:
            if event == "drummer_take":
                add([entry["card"]])
            elif event == "auction_won":
                add(entry["cards"])
            elif event == "supplies":
                add([entry["found"]] if entry["found"] else [])
            elif event == "mask":
                drop([entry["gave"]])
                add([entry["took"]])
            else:
                drop([entry["card"]])
                add([entry["ware_card"]])
        else:
            for field in CARD_FIELDS:
                value = entry.get(field)
                if isinstance(value, str):
                    drop([value])
                elif isinstance(value, list):
                    drop([c for c in value if isinstance(c, str)])
    return known


def _full_log(log: list, seat: int) -> list:
    """The seat's log with the audience of its private entries put back (the view drops it)."""
    full = []
    for entry in log:
        entry = dict(entry)
        if entry["event"] == "seen":
            entry["to"] = [0, 1] if entry["source"] in SEEN_BY_BOTH else [seat]
        full.append(entry)
    return full


def sample_state(view: dict, rng: Rng) -> JamboState:
    """A full state consistent with `view` (see the module's docstring)."""
    return deal(Reading(view), rng)


def deal(reading: Reading, rng: Rng) -> JamboState:
    view, seat = reading.view, reading.seat
    other = 1 - seat
    pending = view["pending"]
    step_name = pending["step"] if pending else None
    hidden_step_cards = 0  # cards set aside by the opponent's pending step, unseen by this seat
    if step_name == "scale" and pending["cards"] is None:
        hidden_step_cards = pending["count"]
    hidden_drawn = view["has_drawn"] and view["drawn"] is None

    known = reading.known_in_other_hand
    rest = [card for card in reading.unseen if card not in known]
    rng.shuffle(rest)
    looked_at = step_name == "hyena_take" and pending["seat"] == seat
    if view["hands"] is not None:  # an open table
        other_hand = view["hands"][other][:]
    elif looked_at:  # the seat is looking at the opponent's hand right now (not in `rest`)
        other_hand = pending["cards"][:]
    else:
        size = view["hand_counts"][other]
        other_hand = known[:size]
        dealt = size - len(other_hand)
        other_hand += rest[:dealt]
        del rest[:dealt]
    drawn = view["drawn"]
    if hidden_drawn:
        drawn = rest.pop()
    step_cards = [rest.pop() for _ in range(hidden_step_cards)]
    # In a stacked scenario some cards are out of play: the deck takes only as many as it holds.
    if step_name == "psychic" and pending["cards"] is not None:  # the seat's own peek stays on top
        peek = pending["cards"]
        deck = rest[: view["deck_count"] - len(peek)] + peek[::-1]
    else:
        deck = rest[: view["deck_count"]]

    state = JamboState.__new__(JamboState)
    state.game = SPEC.game
    state.rng = Rng(rng.next64())
    state.deck = deck
    state.discard = view["discard"][:]
    hands = [None, None]
    hands[seat] = view["hand"][:]
    hands[other] = other_hand
    state.hands = hands
    state.gold = view["gold"][:]
    state.wares = [[view["wares"][side][name] for name in WARE_INDEX] for side in range(2)]
    state.supply = [view["supply"][name] for name in WARE_INDEX]
    state.pool = [0] * 6
    state.stands = [view["stands"][0][:], view["stands"][1][:]]
    state.large_full = view["large_full"][:]
    state.utilities = [view["utilities"][0][:], view["utilities"][1][:]]
    state.used = reading.used[:]
    state.table = view["table"][:]
    over = view["phase"] == "over"
    state.turn = view["turn"] if view["turn"] is not None else 0
    state.turn_number = view["turn_number"]
    state.actions = view["actions_left"]
    state.drawing = view["phase"] in ("draw", "drawn")
    state.drawn = drawn
    state.wise = view["wise_man"]
    state.stack = _stack(view, state, step_cards)
    state.phase = OVER if over else DRAWN if view["phase"] == "drawn" else TURN
    state.trigger = view["triggered_by"]
    state.winner = view["result"]["winners"][0] if over and view["result"] else None
    state.log = reading.log[:]
    state.reveals = 0
    state.open_table = view["open_table"]
    return state


def _stack(view, state, step_cards):
    """The pending steps: the top one from the view, and the one a Hyena or a Snake leaves below it."""
    pending = view["pending"]
    if pending is None:
        return []
    name, seat = pending["step"], pending["seat"]
    step = {"step": name, "seat": seat}
    if "card" in pending:
        step["card"] = pending["card"]
    below = []
    if name in COUNTED_STEPS:
        step["count"] = pending.get("discarded", 0)
    if name == "keep_wares":
        step["offered"] = [WARE_INDEX[w] for w in pending["offered"]]
        for k in step["offered"]:
            state.pool[k] += 1
    elif name == "scale":
        step["cards"] = pending["cards"][:] if pending["cards"] is not None else step_cards
    elif name == "psychic":
        step["peek"] = state.deck[len(state.deck) - pending["count"] :][::-1]
    elif name == "hyena_take":
        below.append({"step": "hyena_give", "seat": seat})
    elif name == "crocodile":
        step["owner"] = pending["owner"]
    elif name == "discard_down":
        step["target"] = pending["target"]
    elif name == "portuguese":
        step["sold"] = pending["sold"]
    elif name == "auction":
        bidding = view["bidding"]
        step.update(
            opener=pending["opener"],
            high=bidding["high_bid"],
            bidder=bidding["high_bidder"],
            wares=[WARE_INDEX[w] for w in bidding["lot"]["wares"]],
            cards=bidding["lot"]["cards"][:],
        )
        for k in step["wares"]:
            state.pool[k] += 1
    elif name == "dancer_return":
        step.update(left=pending["left"], price=pending["price"])
    elif name == "draft_wares":
        state.pool = [pending["pool"][w] for w in WARE_INDEX]
    elif name in ("draft_cards", "draft_utilities"):
        step["cards"] = pending["cards"][:]
    elif name == "cheetah":
        step["player"] = pending["player"]
    elif name == "snake":
        # The Snake's player chooses first; the opponent's choice waits below while it has a choice.
        turn = view["turn"]
        if seat == turn and len(view["utilities"][1 - turn]) > 1:
            below.append({"step": "snake", "seat": 1 - turn})
    return below + [step]
