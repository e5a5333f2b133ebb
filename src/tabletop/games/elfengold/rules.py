"""Elfengold (Alan R. Moon), 2-6 players: the Elfenland expansion of shared/rules/elfenland_elfengold.md
section 5 (source of truth: the seed's rules text). Built on the Elfenland engine: the map, the cost
chart, the counters on the roads, caravans, collecting town pieces and town cards work as there.

A round runs these phases; the automatic steps happen inside the state, so every action is a choice.
As in Elfenland, a step is made automatically only when what everyone can see settles it (gold, the
counts of cards and items, the board); one that hangs on a secret (a hand, a secret item) is asked of
the player, even when it has a single answer:
  draw_cards     (from round 2) in turn order, one draw at a time, each player makes 3 draws:
                   ["draw_card", "face_up", kind]  one of the 3 face-up travel cards (refilled at once;
                                                   a gold card turned up goes to the gold-card pile)
                   ["draw_card", "deck"]            the top of the supply; a gold card goes to the pile
                                                   and the same player draws again
                   ["take_gold_pile"]              the whole gold-card pile: 3 gold a card
  (allowance)    automatic, from round 2: each player gets 2 gold
  draw_items     in turn order each player draws 2 items and shows one: ["show_item", kind]
                 (the other stays secret; asked even when both are the same kind, so that nobody
                 learns it; a player who could draw only one keeps it secret without asking)
  auction        2 x players items are turned up and auctioned one by one; from the starting player,
                 clockwise: ["bid", n] (more than the high bid, at most the most gold any player has) or
                 ["pass"] (final for that item; made for you when nobody could pay more or you have no
                 gold). The last bidder pays
                 the bank and takes the item face up; one who cannot pay loses all gold and the item is
                 auctioned again without them. An item nobody bids on goes back into the pile.
  plan           in turn order until all players pass in a row:
                   ["place", item, road]      a transport counter (empty land road it can cross), an
                                              "obstacle" (tree: land road with a counter, no obstacle, no
                                              gold piece), a "sea_monster" (river or lake link without
                                              one) or a "gold_piece" (land road with a counter, no
                                              obstacle, no gold piece)
                   ["double", road, kind]     the Double spell on a road with one counter, plus a second
                                              counter of another kind that may cross that terrain
                   ["exchange", road_a, kind_a, road_b, kind_b]   the Exchange spell: swap two counters
                                              of different kinds on two roads (road_a < road_b), both
                                              legal afterwards; the spell goes back into the pile
                   ["pass"]                   (made for you when everyone can see you can place
                                              nothing, whatever your secret items are; else asked)
  move           each player in turn makes the whole journey (Elfenland's actions, plus the Witch):
                   ["move", road, kind] / ["move", road, "caravan", [cards]] / ["end_move"]
                   ["move", road, kind, "witch"]  a Witch card cancels the road's obstacle or sea monster:
                                                  pay the chart cost, the Witch and 1 gold
                   ["move", road, "caravan", [cards], "witch"]   a caravan past the road's obstacle:
                                                  3 cards (any kinds), the Witch and 1 gold
                   (["end_move"] is made for you only when no road, and no Witch, could be paid
                   with that many cards of any kinds and your gold)
                   ["fly", town]                   a Witch card and 3 gold: to any town (its town piece is
                                                   collected, its gold is not earned)
  income         after the journey: ["take_income"] (the gold of every town entered, twice over after a
                 road with a gold piece; Elvenhold 0) or ["take_cards"] (2 cards from the supply);
                 a journey worth no gold draws the cards without asking
  income_draw    the draw that replaces a gold card turned up while taking cards: the phase-1 choices
  discard        (the hand limit, on unless a house rule turns it off) the player who just finished,
                 above 4 cards: ["discard", kind] (always asked, one card at a time)
  keep           after every round but the last, each player holding more than 2 items picks the 2 to
                 keep, one at a time: ["keep_item", kind, "open"|"secret"]; the rest and everything on
                 the board go back into the pile, which is shuffled (a pick is made for the player
                 only when everyone can see it: all items kept, or open items of one kind only)
  over           after round 6, or after the round in which a player collected all 20 towns

Log entries ("to" marks the private ones): town_card{seat, town}*, dealt{seat, cards}*, deal{counts},
round{round, starter}, phase{phase}, draw_card{seat, source ("face_up"|"deck"), forced, and for a
face-up card: kind, refill (the cards turned up to refill the row, in order; "gold" went to the gold
pile)}, card_drawn{seat, kind}*, gold_card{seat, source "deck", pile} (a gold card drawn: the same
player draws again), reshuffle{cards}, take_gold_pile{seat, cards, gold}, allowance{gold},
draw_items{seat, count}, items_drawn{seat, items}*, show_item{seat, item}, auction_row{items},
lot{item, left}, bid{seat, amount}, pass{seat, forced} (in the auction only a player's own passes are
logged; one who cannot bid is passed silently), sold{seat, item, price}, unpaid{seat, item, bid, lost},
unsold{item}, place{seat, kind, road, secret}, double{seat, road, kind, secret}, exchange{seat, roads,
kinds, secret}, move{seat, road, from_town, to_town, kind, caravan, cards, collected, witch, witch_gold,
gold, doubled}, fly{seat, from_town, to_town, collected, gold}, end_move{seat, forced}, income{seat,
gold, forced}, take_cards{seat, forced}, discard{seat, card}*, hand_limit{seat, count},
keep_item{seat, kind (None when secret), secret, forced}, return_items{seat, count},
round_end{round, returned}, town_cards{towns}, game_over{reason}.
"""

from __future__ import annotations

from itertools import islice

from ...engine.core import Option, visible_log
from ...engine.rng import Rng
from ..elfenland.data import (
    CAPITAL,
    CARD_INDEX,
    CARD_KINDS,
    COST_CHART,
    EXITS,
    LAND,
    OBSTACLE,
    PIECE_TOWNS,
    ROADS,
    TOWN_CARDS,
    TOWN_IDS,
    TOWN_INDEX,
    TRANSPORTS,
    WATER,
)
from ..elfenland.routes import (
    can_hold,
    caravan_cost,
    counters_on,
    distance,
    extra_cards,
    multisets,
    other_end,
    payment_kinds,
    road_cost,
)
from ..elfenland.rules import MOVE, OVER, PLAN, Elfenland, ElfenlandState, pieces, towns_of
from .data import (
    ALLOWANCE,
    CARD_DRAWS,
    DOUBLE,
    EXCHANGE,
    EXTRA_CARD_ITEMS,
    FACE_UP_CARDS,
    FLIGHT_GOLD,
    GOLD_CARD,
    GOLD_CARD_VALUE,
    GOLD_CARDS,
    GOLD_PIECE,
    GOLD_TOKENS,
    GOLD_VALUES,
    HAND_DEAL,
    HAND_LIMIT,
    HELD_KINDS,
    INCOME_CARDS,
    ITEM_DRAWS,
    ITEM_KINDS,
    ITEM_POOL,
    KEPT_ITEMS,
    LOTS_PER_PLAYER,
    ROUNDS,
    SEA_MONSTER,
    START_GOLD,
    TRAVEL_DECK,
    WITCH,
    WITCH_CARDS,
    WITCH_OBSTACLE_GOLD,
)

DRAW_CARDS, DRAW_ITEMS, AUCTION = "draw_cards", "draw_items", "auction"
INCOME, INCOME_DRAW, DISCARD, KEEP = "income", "income_draw", "discard", "keep"
OPEN, SECRET = "open", "secret"


class SharedLog:
    """The log as an append-only list that a state shares with the states made from it, so that copying
    a state does not copy its log (a long game keeps thousands of states for undo and replays).

    A log sees the first `size` entries of a list. Appending to a log whose list has grown past it (a
    sibling state appended first) gives it a list of its own. It reads like a list: len, iteration,
    indexing, `in` and ==; `log[:]` is a shared copy."""

    __slots__ = ("_entries", "_size")

    def __init__(self, entries=None):
        self._entries = list(entries or [])
        self._size = len(self._entries)

    def copy(self):
        other = SharedLog.__new__(SharedLog)
        other._entries = self._entries
        other._size = self._size
        return other

    def append(self, entry):
        if self._size != len(self._entries):
            self._entries = self._entries[: self._size]
        self._entries.append(entry)
        self._size += 1

    def __len__(self):
        return self._size

    def __iter__(self):
        return islice(self._entries, self._size)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self.copy() if index == slice(None) else self._entries[: self._size][index]
        if index < 0:
            index += self._size
        if not 0 <= index < self._size:
            raise IndexError("log index out of range")
        return self._entries[index]

    def __contains__(self, entry):
        return any(item == entry for item in self)

    def __eq__(self, other):
        return list(self) == list(other)

    def __repr__(self):
        return f"SharedLog({list(self)!r})"


def _plain(value) -> bool:
    """An action made only of lists, strings and whole numbers (no booleans, floats, dicts or None),
    so that comparing it with the listed actions cannot mistake True for 1 or 2.0 for 2."""
    if isinstance(value, list):
        return all(_plain(part) for part in value)
    return isinstance(value, str) or type(value) is int


_TRANSPORTS = frozenset(TRANSPORTS)
_ITEM_SET = frozenset(ITEM_KINDS)


def _is_road(value) -> bool:
    return type(value) is int and 0 <= value < len(ROADS)


class ElfengoldState(ElfenlandState):
    """Elfenland's slots keep their meaning where Elfengold has the same thing; `stack` is the face-down
    item pile, `open_counters`/`secret_counters` are each player's shown and secret items (any kind),
    `face_up` and `obstacles` are unused (no face-up counters, no personal obstacles)."""

    __slots__ = (
        "witch_variant",
        "hand_limit",
        "gold",
        "gold_start",
        "gold_in",
        "gold_out",
        "gold_values",
        "gold_pile",
        "witches",
        "card_row",
        "draws",
        "draw_free",
        "drawn",
        "lots",
        "high",
        "high_bidder",
        "bidders",
        "excluded",
        "earned",
        "kept",
    )

    TRAVEL_DECK = TRAVEL_DECK
    COUNTER_POOL = ITEM_POOL
    EXTRA = EXTRA_CARD_ITEMS

    @classmethod
    def initial(
        cls,
        game,
        players,
        seed,
        options,
        *,
        deck=None,
        card_row=None,
        hands=None,
        gold_pile=0,
        item_pile=None,
        open_items=None,
        secret_items=None,
        gold=None,
        gold_values=None,
        roads=None,
        boots=None,
        collected=None,
        town_cards=None,
        lots=None,
        round=1,
        phase=None,
    ):
        """The opening position. Scenario tests may stack the supply and the item pile (both listed top
        first; a stacked supply gets no gold cards shuffled in and is dealt from only where hands or the
        face-up row are left out), and set hands (dicts kind -> count, "witch" included), the gold-card
        pile's size, items, gold, gold values, what lies on the roads ({road id: [items]}), boots,
        collected towns, town cards and the auction row, and start in a given round and phase
        ("draw_cards", "draw_items", "auction", "plan" or "move"; the earlier steps of that round are
        then skipped)."""
        state = cls.__new__(cls)
        state.game = game
        state.players = players
        state.rounds = ROUNDS
        state.variant = options["town_cards"]
        state.witch_variant = options["witches"]
        state.hand_limit = options["hand_limit"]
        state.rng = Rng(seed)
        state.log = SharedLog()
        if gold_values is not None:
            state.gold_values = dict(gold_values)
        elif options["gold_values"] == "random":
            tokens = list(GOLD_TOKENS)
            state.rng.shuffle(tokens)
            state.gold_values = dict(zip(PIECE_TOWNS, tokens, strict=True))
        else:
            state.gold_values = dict(GOLD_VALUES)
        # Travel cards: stacks are kept with their top last, so drawing is a pop().
        state.round = round
        state.starter = options["opening_seat"]
        if deck is not None:
            cards = list(reversed(deck))
        else:
            cards = [kind for kind in CARD_KINDS for _ in range(TRAVEL_DECK[kind])]
            if state.witch_variant:
                cards += [WITCH] * WITCH_CARDS
            state.rng.shuffle(cards)
        state.hands = [[0] * len(CARD_KINDS) for _ in range(players)]
        state.witches = [0] * players
        if hands is not None:
            for seat, hand in enumerate(hands):
                for kind, count in (hand or {}).items():
                    state._add_card(seat, kind, int(count))
        else:
            counts = [0] * players
            for seat in state.order():
                dealt = [cards.pop() for _ in range(min(HAND_DEAL, len(cards)))]
                for card in dealt:
                    state._add_card(seat, card)
                counts[seat] = len(dealt)
                dealt.sort(key=HELD_KINDS.index)
                state.log.append({"event": "dealt", "seat": seat, "cards": dealt, "to": [seat]})
            state.log.append({"event": "deal", "counts": counts})
        if card_row is not None:
            state.card_row = list(card_row)
        else:
            state.card_row = [cards.pop() for _ in range(min(FACE_UP_CARDS, len(cards)))]
        if deck is None:
            cards += [GOLD_CARD] * GOLD_CARDS
            state.rng.shuffle(cards)
        state.deck = cards
        state.discard = []
        state.gold_pile = gold_pile
        # Items.
        if item_pile is not None:
            state.stack = list(reversed(item_pile))
        else:
            state.stack = [kind for kind in ITEM_KINDS for _ in range(ITEM_POOL[kind])]
            state.rng.shuffle(state.stack)
        state.face_up = []
        state.open_counters = [list(c) for c in open_items] if open_items else [[] for _ in range(players)]
        state.secret_counters = (
            [list(c) for c in secret_items] if secret_items else [[] for _ in range(players)]
        )
        state.obstacles = [False] * players
        state.obstacles_out = 0
        state.roads = [()] * len(ROADS)
        for road_id, items in (roads or {}).items():
            state.roads[road_id] = tuple(items)
        # Gold.
        state.gold = list(gold) if gold is not None else [START_GOLD] * players
        state.gold_start = sum(state.gold)
        state.gold_in = state.gold_out = 0
        # The board.
        state.boots = list(boots) if boots is not None else [CAPITAL] * players
        state.collected = [0] * players
        for seat, towns in enumerate(collected or []):
            for town in towns:
                state.collected[seat] |= 1 << TOWN_INDEX[town]
        state.town_cards = None
        if state.variant:
            if town_cards is not None:
                state.town_cards = list(town_cards)
            else:
                destinations = list(TOWN_CARDS)
                state.rng.shuffle(destinations)
                state.town_cards = destinations[:players]
            for seat in range(players):
                state.log.append(
                    {"event": "town_card", "seat": seat, "town": state.town_cards[seat], "to": [seat]}
                )
        state.phase = DRAW_ITEMS
        state.turn = state.starter
        state.step = 0
        state.passes = 0
        state.journey = []
        state.end_reason = None
        state.draws = []
        state.draw_free = False
        state.drawn = []
        state.lots = []
        state.high = 0
        state.high_bidder = None
        state.bidders = [False] * players
        state.excluded = []
        state.earned = 0
        state.kept = []
        state.reveals = 1  # the deal
        if phase is None:
            state._start_round()
        else:
            state.log.append({"event": "round", "round": state.round, "starter": state.starter})
            if phase == AUCTION:
                state._begin_auction(lots)
            else:
                {
                    DRAW_CARDS: state._begin_card_draws,
                    DRAW_ITEMS: state._begin_items,
                    PLAN: state._begin_plan,
                    MOVE: state._begin_move,
                }[phase]()
        return state

    def _copy(self):
        other = super()._copy()  # its `self.log[:]` is a shared copy
        other.witch_variant = self.witch_variant
        other.hand_limit = self.hand_limit
        other.gold = self.gold[:]
        other.gold_start = self.gold_start
        other.gold_in = self.gold_in
        other.gold_out = self.gold_out
        other.gold_values = self.gold_values  # never changed after the set-up
        other.gold_pile = self.gold_pile
        other.witches = self.witches[:]
        other.card_row = self.card_row[:]
        other.draws = self.draws[:]
        other.draw_free = self.draw_free
        other.drawn = self.drawn[:]
        other.lots = self.lots[:]
        other.high = self.high
        other.high_bidder = self.high_bidder
        other.bidders = self.bidders[:]
        other.excluded = self.excluded[:]
        other.earned = self.earned
        other.kept = [pick[:] for pick in self.kept]
        return other

    # --- small helpers ---

    def _add_card(self, seat, card, count=1):
        if card == WITCH:
            self.witches[seat] += count
        else:
            self.hands[seat][CARD_INDEX[card]] += count

    def held(self, seat) -> int:
        """Travel cards in a hand, Witch cards included."""
        return sum(self.hands[seat]) + self.witches[seat]

    def _earn(self, seat, amount):
        self.gold[seat] += amount
        self.gold_out += amount

    def _pay(self, seat, amount):
        self.gold[seat] -= amount
        self.gold_in += amount

    def _take_item(self, seat, item) -> bool:
        """Remove one item from a player's items, a shown one before a secret one; True if secret."""
        if item in self.open_counters[seat]:
            self.open_counters[seat].remove(item)
            return False
        self.secret_counters[seat].remove(item)
        return True

    def max_bid(self) -> int:
        """Bids run up to the most gold any player holds: more than one's own gold is allowed (a winner
        who cannot pay loses all gold), but a player without gold, who could lose nothing, cannot bid."""
        return max(self.gold)

    # --- travel cards ---

    def _pop_supply(self, seat):
        """The top card of the supply, shuffling the discards into a new supply when it is empty."""
        if not self.deck:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            self.log.append({"event": "reshuffle", "cards": len(self.deck)})
        self.reveals += 1
        return self.deck.pop()

    def _refill_row(self, seat) -> list[str]:
        """Fill the face-up row from the supply; gold cards turned up go to their pile. Returns the
        cards turned up, in order."""
        turned = []
        while len(self.card_row) < FACE_UP_CARDS and (self.deck or self.discard):
            card = self._pop_supply(seat)
            turned.append(card)
            if card == GOLD_CARD:
                self.gold_pile += 1
            else:
                self.card_row.append(card)
        return turned

    def _draw_options(self):
        free = self.draw_free
        actions = []
        if free:
            actions = [["draw_card", "face_up", kind] for kind in HELD_KINDS if kind in self.card_row]
        if self.deck or self.discard:
            actions.append(["draw_card", "deck"])
        if free and self.gold_pile:
            actions.append(["take_gold_pile"])
        return actions

    def _settle_draws(self):
        """Make the draws nobody has to choose (only the supply is left); go on when all are made."""
        while self.draws:
            seat = self.draws[0]
            self.turn = seat
            options = self._draw_options()
            if len(options) > 1:
                return
            if options:
                self._draw(seat, options[0], forced=True)
            else:
                self._draw_done()
        if self.phase == DRAW_CARDS:
            self._allowance()
        else:
            self._after_income(self.turn)

    def _draw(self, seat, action, forced):
        if action[0] == "take_gold_pile":
            count = self.gold_pile
            self.gold_pile = 0
            self.discard.extend([GOLD_CARD] * count)
            self._earn(seat, GOLD_CARD_VALUE * count)
            self.log.append(
                {"event": "take_gold_pile", "seat": seat, "cards": count, "gold": GOLD_CARD_VALUE * count}
            )
        elif action[1] == "face_up":
            card = action[2]
            self.card_row.remove(card)
            self._add_card(seat, card)
            entry = {"event": "draw_card", "seat": seat, "source": "face_up", "kind": card, "forced": forced}
            self.log.append(entry)
            entry["refill"] = self._refill_row(seat)
        else:
            card = self._pop_supply(seat)
            if card == GOLD_CARD:
                self.gold_pile += 1
                self.log.append(
                    {"event": "gold_card", "seat": seat, "source": "deck", "pile": self.gold_pile}
                )
                self.draw_free = True  # the same draw again, with every choice of phase 1
                return
            self._add_card(seat, card)
            self.log.append({"event": "draw_card", "seat": seat, "source": "deck", "forced": forced})
            self.log.append({"event": "card_drawn", "seat": seat, "kind": card, "to": [seat]})
        self._draw_done()

    def _draw_done(self):
        self.draws.pop(0)
        self.draw_free = self.phase == DRAW_CARDS

    # --- planning ---

    def _placements(self, seat) -> list:
        mine = set(self.open_counters[seat]) | set(self.secret_counters[seat])
        if not mine:
            return []
        roads = self.roads
        actions = []
        for kind in TRANSPORTS:
            if kind in mine:
                actions.extend(
                    ["place", kind, road.id] for road in ROADS if can_hold(road.id, kind, roads[road.id])
                )
        if OBSTACLE in mine:
            actions.extend(["place", OBSTACLE, road.id] for road in ROADS if self._tree_allowed(road.id))
        if SEA_MONSTER in mine:
            actions.extend(
                ["place", SEA_MONSTER, road.id]
                for road in ROADS
                if road.terrain in WATER and SEA_MONSTER not in roads[road.id]
            )
        if GOLD_PIECE in mine:
            actions.extend(["place", GOLD_PIECE, road.id] for road in ROADS if self._gold_allowed(road.id))
        if DOUBLE in mine:
            for road in ROADS:
                items = roads[road.id]
                if DOUBLE in items:
                    continue
                counters = counters_on(items)
                if len(counters) != 1:
                    continue
                for kind in TRANSPORTS:
                    if kind in mine and kind != counters[0] and road.terrain in COST_CHART[kind]:
                        actions.append(["double", road.id, kind])
        if EXCHANGE in mine:
            actions.extend(self._exchanges())
        return actions

    def _tree_allowed(self, road_id) -> bool:
        items = self.roads[road_id]
        return (
            ROADS[road_id].terrain in LAND
            and bool(counters_on(items))
            and OBSTACLE not in items
            and GOLD_PIECE not in items
        )

    def _gold_allowed(self, road_id) -> bool:
        items = self.roads[road_id]
        return (
            ROADS[road_id].terrain in LAND
            and bool(counters_on(items))
            and OBSTACLE not in items
            and GOLD_PIECE not in items
        )

    def _exchanges(self) -> list:
        placed = [(road_id, kind) for road_id, items in enumerate(self.roads) for kind in counters_on(items)]
        actions = []
        for i, (road_a, kind_a) in enumerate(placed):
            terrain_a = ROADS[road_a].terrain
            items_a = self.roads[road_a]
            for road_b, kind_b in placed[i + 1 :]:
                if road_b == road_a or kind_a == kind_b:
                    continue
                if terrain_a not in COST_CHART[kind_b] or ROADS[road_b].terrain not in COST_CHART[kind_a]:
                    continue
                if kind_b in items_a or kind_a in self.roads[road_b]:
                    continue  # a doubled road would hold the same transport twice
                actions.append(["exchange", road_a, kind_a, road_b, kind_b])
        return actions

    def _placement_ok(self, seat, item, road_id) -> bool:
        """Is ["place", item, road_id] legal (the road id already checked)?"""
        if item not in self.open_counters[seat] and item not in self.secret_counters[seat]:
            return False
        if item in _TRANSPORTS:
            return can_hold(road_id, item, self.roads[road_id])
        if item == OBSTACLE:
            return self._tree_allowed(road_id)
        if item == GOLD_PIECE:
            return self._gold_allowed(road_id)
        if item == SEA_MONSTER:
            return ROADS[road_id].terrain in WATER and SEA_MONSTER not in self.roads[road_id]
        return False

    def _can_place(self, seat) -> bool:
        return self._can_place_with(seat, set(self.open_counters[seat]) | set(self.secret_counters[seat]))

    def _may_place(self, seat) -> bool:
        """Whether the seat might play an item, judged only from what everyone sees: each secret item
        could be of any kind (a play takes at most two items, the Double and its transport)."""
        shown = set(self.open_counters[seat])
        secrets = len(self.secret_counters[seat])
        if self._can_place_with(seat, shown):
            return True
        if secrets >= 2:
            return self._can_place_with(seat, shown | _ITEM_SET)
        return secrets == 1 and any(self._can_place_with(seat, shown | {kind}) for kind in ITEM_KINDS)

    def _can_place_with(self, seat, mine) -> bool:
        if not mine:
            return False
        for road in ROADS:
            items = self.roads[road.id]
            if road.terrain in WATER:
                if SEA_MONSTER in mine and SEA_MONSTER not in items:
                    return True
                continue
            counters = counters_on(items)
            if not counters:
                if OBSTACLE not in items and any(road.terrain in COST_CHART[k] for k in mine & _TRANSPORTS):
                    return True
                continue
            if (OBSTACLE in mine or GOLD_PIECE in mine) and OBSTACLE not in items and GOLD_PIECE not in items:
                return True
            if DOUBLE in mine and DOUBLE not in items and len(counters) == 1:
                if any(k != counters[0] and road.terrain in COST_CHART[k] for k in mine & _TRANSPORTS):
                    return True
        return EXCHANGE in mine and bool(self._exchanges())

    def _double(self, seat, road_id, kind):
        secret = self._take_item(seat, DOUBLE)
        secret = self._take_item(seat, kind) or secret
        if secret:
            self.reveals += 1
        self.roads[road_id] += (DOUBLE, kind)
        self.log.append({"event": "double", "seat": seat, "road": road_id, "kind": kind, "secret": secret})
        self.passes = 0
        self._next_planner()

    def _exchange(self, seat, road_a, kind_a, road_b, kind_b):
        secret = self._take_item(seat, EXCHANGE)
        if secret:
            self.reveals += 1
        self.roads[road_a] = tuple(kind_b if item == kind_a else item for item in self.roads[road_a])
        self.roads[road_b] = tuple(kind_a if item == kind_b else item for item in self.roads[road_b])
        self.stack.append(EXCHANGE)
        self.rng.shuffle(self.stack)
        self.log.append(
            {
                "event": "exchange",
                "seat": seat,
                "roads": [road_a, road_b],
                "kinds": [kind_a, kind_b],
                "secret": secret,
            }
        )
        self.passes = 0
        self._next_planner()

    # --- moving ---

    def _witch_moves(self, seat) -> list:
        if not self.witches[seat]:
            return []
        town = self.boots[seat]
        hand = self.hands[seat]
        gold = self.gold[seat]
        actions = []
        for road_id, _ in EXITS[town]:
            items = self.roads[road_id]
            blocks = extra_cards(items, self.EXTRA)
            if not blocks or gold < blocks * WITCH_OBSTACLE_GOLD:
                continue
            for kind in payment_kinds(road_id, items):
                cost = road_cost(road_id, town, kind, items, {})
                if cost is not None and hand[CARD_INDEX[kind]] >= cost:
                    actions.append(["move", road_id, kind, WITCH])
            # The Witch stands in for the obstacle's extra card of a caravan too.
            size = caravan_cost(road_id, items, {})
            if size is not None and sum(hand) >= size:
                actions.extend(["move", road_id, "caravan", cards, WITCH] for cards in multisets(hand, size))
        if gold >= FLIGHT_GOLD:
            actions.extend(["fly", other] for other in TOWN_IDS if other != town)
        return actions

    def _moves(self, seat) -> list:
        return super()._moves(seat) + self._witch_moves(seat)

    def _can_move(self, seat) -> bool:
        return super()._can_move(seat) or bool(self._witch_moves(seat))

    def _may_move(self, seat) -> bool:
        """As in Elfenland, judged from the number of cards held (Witch cards included, of any kinds)
        and the gold: could a Witch help, were one of the cards a Witch?"""
        if super()._may_move(seat):
            return True
        total = self.held(seat)
        if not self.witch_variant or not total:
            return False
        gold = self.gold[seat]
        if gold >= FLIGHT_GOLD:
            return True
        town = self.boots[seat]
        for road_id, _ in EXITS[town]:
            items = self.roads[road_id]
            blocks = extra_cards(items, self.EXTRA)
            if not blocks or gold < blocks * WITCH_OBSTACLE_GOLD:
                continue
            costs = [road_cost(road_id, town, kind, items, {}) for kind in payment_kinds(road_id, items)]
            costs.append(caravan_cost(road_id, items, {}))
            if any(cost is not None and total >= cost + 1 for cost in costs):
                return True
        return False

    def _start_mover(self):
        if self.step >= self.players:
            self._end_movement()
            return
        seat = self.order()[self.step]
        self.phase = MOVE
        self.turn = seat
        self.journey = [self.boots[seat]]
        self.earned = 0
        if not self._may_move(seat):
            self._end_move(seat, forced=True)

    def _arrive(self, seat, to) -> bool:
        """Put the boot in a town; True if its town piece was collected now."""
        self.boots[seat] = to
        self.journey.append(to)
        bit = 1 << TOWN_INDEX[to]
        collected = to != CAPITAL and not self.collected[seat] & bit
        if collected:
            self.collected[seat] |= bit
        return collected

    def _travel(self, seat, road_id, kind, cards, witch=False):
        town = self.boots[seat]
        items = self.roads[road_id]
        to = other_end(road_id, town)
        for card in cards:
            self.hands[seat][CARD_INDEX[card]] -= 1
        self.discard.extend(cards)
        witch_gold = 0
        if witch:
            witch_gold = extra_cards(items, self.EXTRA) * WITCH_OBSTACLE_GOLD
            self.witches[seat] -= 1
            self.discard.append(WITCH)
            self._pay(seat, witch_gold)
        doubled = GOLD_PIECE in items
        value = self.gold_values.get(to, 0) * (2 if doubled else 1)
        self.earned += value
        collected = self._arrive(seat, to)
        self.log.append(
            {
                "event": "move",
                "seat": seat,
                "road": road_id,
                "from_town": town,
                "to_town": to,
                "kind": kind,
                "caravan": kind is None,
                "cards": list(cards),
                "collected": collected,
                "witch": witch,
                "witch_gold": witch_gold,
                "gold": value,
                "doubled": doubled,
            }
        )
        if not self._may_move(seat):
            self._end_move(seat, forced=True)

    def _fly(self, seat, town):
        start = self.boots[seat]
        self.witches[seat] -= 1
        self.discard.append(WITCH)
        self._pay(seat, FLIGHT_GOLD)
        collected = self._arrive(seat, town)
        self.log.append(
            {
                "event": "fly",
                "seat": seat,
                "from_town": start,
                "to_town": town,
                "collected": collected,
                "gold": FLIGHT_GOLD,
            }
        )
        if not self._may_move(seat):
            self._end_move(seat, forced=True)

    def _end_move(self, seat, forced) -> bool:
        """End the journey and go on to the income choice. Always carries the turn on itself, so it
        returns False (Elfenland's callers then do nothing more)."""
        self.log.append({"event": "end_move", "seat": seat, "forced": forced})
        self.phase = INCOME
        self.turn = seat
        if self.earned == 0:
            self._take_cards(seat, forced=True)  # nothing to earn: the cards are the only gain
        elif not (self.deck or self.discard):
            self._take_income(seat, forced=True)
        return False

    def _take_income(self, seat, forced):
        self._earn(seat, self.earned)
        self.log.append({"event": "income", "seat": seat, "gold": self.earned, "forced": forced})
        self._after_income(seat)

    def _take_cards(self, seat, forced):
        self.log.append({"event": "take_cards", "seat": seat, "forced": forced})
        self.phase = INCOME_DRAW
        self.draws = [seat] * INCOME_CARDS
        self.draw_free = False
        self._settle_draws()

    def _after_income(self, seat):
        self.earned = 0
        self.turn = seat
        if self.hand_limit and self.held(seat) > HAND_LIMIT:
            self.phase = DISCARD
            self.passes = 0  # reused here: the cards discarded so far
            self._settle_discard()
        else:
            self.phase = MOVE
            self._next_mover()

    def _discard(self, seat, card):
        if card == WITCH:
            self.witches[seat] -= 1
        else:
            self.hands[seat][CARD_INDEX[card]] -= 1
        self.discard.append(card)
        self.passes += 1
        self.log.append({"event": "discard", "seat": seat, "card": card, "to": [seat]})

    def _discard_kinds(self, seat) -> list[str]:
        kinds = [kind for kind, n in zip(CARD_KINDS, self.hands[seat], strict=True) if n]
        if self.witches[seat]:
            kinds.append(WITCH)
        return kinds

    def _settle_discard(self, advance=True) -> bool:
        """Wait for the player's discards (asked even when one kind is left); when done, go on."""
        seat = self.turn
        if self.held(seat) > HAND_LIMIT:
            return False
        self.log.append({"event": "hand_limit", "seat": seat, "count": self.passes})
        self.phase = MOVE
        self.passes = 0
        self._next_mover()
        return True

    # --- the round ---

    def _start_round(self):
        self.log.append({"event": "round", "round": self.round, "starter": self.starter})
        if self.round == 1:
            self._begin_items()
        else:
            self._begin_card_draws()

    def _begin_card_draws(self):
        self.phase = DRAW_CARDS
        self.log.append({"event": "phase", "phase": DRAW_CARDS})
        self.draws = self.order() * CARD_DRAWS
        self.draw_free = True
        self._settle_draws()

    def _allowance(self):
        for seat in range(self.players):
            self._earn(seat, ALLOWANCE)
        self.log.append({"event": "allowance", "gold": ALLOWANCE})
        self._begin_items()

    def _begin_items(self):
        self.phase = DRAW_ITEMS
        self.step = 0
        self.drawn = []
        self.log.append({"event": "phase", "phase": DRAW_ITEMS})
        self._settle_items()

    def _settle_items(self):
        order = self.order()
        while self.step < self.players:
            seat = order[self.step]
            self.turn = seat
            if not self.drawn:
                self.drawn = [self.stack.pop() for _ in range(min(ITEM_DRAWS, len(self.stack)))]
                if self.drawn:
                    self.reveals += 1
                    self.log.append({"event": "draw_items", "seat": seat, "count": len(self.drawn)})
                    self.log.append(
                        {"event": "items_drawn", "seat": seat, "items": self.drawn[:], "to": [seat]}
                    )
            if len(self.drawn) == ITEM_DRAWS:
                return  # asked even for two of a kind: the others must not learn the secret one
            self.secret_counters[seat].extend(self.drawn)  # a lone item stays secret
            self.drawn = []
            self.step += 1
        self._begin_auction()

    def _show(self, seat, item):
        self.drawn.remove(item)
        self.open_counters[seat].append(item)
        self.secret_counters[seat].extend(self.drawn)
        self.drawn = []
        self.reveals += 1
        self.log.append({"event": "show_item", "seat": seat, "item": item})

    # --- the auction ---

    def _begin_auction(self, lots=None):
        self.phase = AUCTION
        self.log.append({"event": "phase", "phase": AUCTION})
        if lots is not None:
            self.lots = list(lots)
        else:
            count = min(LOTS_PER_PLAYER * self.players, len(self.stack))
            self.lots = [self.stack.pop() for _ in range(count)]
        if self.lots:
            self.reveals += 1
            self.log.append({"event": "auction_row", "items": self.lots[:]})
        self._next_lot()

    def _next_lot(self):
        if not self.lots:
            self._begin_plan()
            return
        self.excluded = []
        self.log.append({"event": "lot", "item": self.lots[0], "left": len(self.lots) - 1})
        self._open_bidding()

    def _open_bidding(self):
        self.high = 0
        self.high_bidder = None
        self.bidders = [seat not in self.excluded for seat in range(self.players)]
        self.turn = self.starter
        if not self.bidders[self.turn]:
            self._next_bidder()
            return
        self._settle_auction()

    def _next_bidder(self):
        for step in range(1, self.players + 1):
            seat = (self.turn + step) % self.players
            if self.bidders[seat]:
                self.turn = seat
                break
        self._settle_auction()

    def _settle_auction(self):
        """Close the lot when one bidder is left (or none); pass for a player who cannot raise."""
        while True:
            still = [seat for seat in range(self.players) if self.bidders[seat]]
            if not still:
                self._unsold()
                return
            if self.high_bidder is not None and still == [self.high_bidder]:
                self._sold()
                return
            if not self.bidders[self.turn] or self.turn == self.high_bidder:
                self._next_bidder()
                return
            if self.high < self.max_bid() and self.gold[self.turn] > 0:
                return
            self._auction_pass(self.turn, forced=True)

    def _auction_pass(self, seat, forced):
        self.bidders[seat] = False
        if not forced:  # a player who cannot bid is passed silently: the view shows who is still in
            self.log.append({"event": "pass", "seat": seat, "forced": False})

    def _sold(self):
        seat, price, item = self.high_bidder, self.high, self.lots[0]
        if price > self.gold[seat]:
            lost = self.gold[seat]
            self._pay(seat, lost)
            self.log.append({"event": "unpaid", "seat": seat, "item": item, "bid": price, "lost": lost})
            self.excluded.append(seat)
            self._open_bidding()
            return
        self._pay(seat, price)
        self.open_counters[seat].append(item)
        self.lots.pop(0)
        self.log.append({"event": "sold", "seat": seat, "item": item, "price": price})
        self._next_lot()

    def _unsold(self):
        item = self.lots.pop(0)
        self.stack.append(item)
        self.rng.shuffle(self.stack)
        self.log.append({"event": "unsold", "item": item})
        self._next_lot()

    # --- the end of a round ---

    def _keep_options(self, seat) -> list:
        actions = []
        for kind in ITEM_KINDS:
            if kind in self.open_counters[seat]:
                actions.append(["keep_item", kind, OPEN])
        for kind in ITEM_KINDS:
            if kind in self.secret_counters[seat]:
                actions.append(["keep_item", kind, SECRET])
        return actions

    def _begin_keep(self):
        self.phase = KEEP
        self.step = 0
        self.kept = []
        self.journey = []
        self.log.append({"event": "phase", "phase": KEEP})
        self._settle_keep()

    def _settle_keep(self):
        order = self.order()
        while self.step < self.players:
            seat = order[self.step]
            while len(self.kept) < KEPT_ITEMS:
                options = self._keep_options(seat)
                if not options:
                    break
                held = len(self.open_counters[seat]) + len(self.secret_counters[seat])
                # A pick is made for the player only when everyone can see it: everything is kept,
                # or the open items are all of one kind (two secret items might be, or not).
                if held > KEPT_ITEMS - len(self.kept) and (
                    len(options) > 1 or len(self.secret_counters[seat]) > 1
                ):
                    self.turn = seat
                    return
                self._keep_pick(seat, options[0][1], options[0][2], forced=True)
            self._return_items(seat)
            self.step += 1
        self._end_round()

    def _keep_pick(self, seat, item, where, forced):
        (self.open_counters if where == OPEN else self.secret_counters)[seat].remove(item)
        self.kept.append([item, where])
        self.log.append(
            {
                "event": "keep_item",
                "seat": seat,
                "kind": item if where == OPEN else None,
                "secret": where == SECRET,
                "forced": forced,
            }
        )

    def _return_items(self, seat):
        returned = self.open_counters[seat] + self.secret_counters[seat]
        self.stack.extend(returned)
        self.open_counters[seat] = [item for item, where in self.kept if where == OPEN]
        self.secret_counters[seat] = [item for item, where in self.kept if where == SECRET]
        self.kept = []
        self.log.append({"event": "return_items", "seat": seat, "count": len(returned)})

    def _end_round(self):
        returned = 0
        for items in self.roads:
            self.stack.extend(items)
            returned += len(items)
        self.roads = [()] * len(ROADS)
        self.rng.shuffle(self.stack)
        self.log.append({"event": "round_end", "round": self.round, "returned": returned})
        self.starter = (self.starter + 1) % self.players
        self.round += 1
        self._start_round()

    # --- the contract ---

    def legal_actions(self, seat):
        if seat not in self.actors():
            return []
        phase = self.phase
        if phase in (DRAW_CARDS, INCOME_DRAW):
            return self._draw_options()
        if phase == DRAW_ITEMS:
            return [["show_item", kind] for kind in ITEM_KINDS if kind in self.drawn]
        if phase == AUCTION:
            return [["pass"]] + [["bid", n] for n in range(self.high + 1, self.max_bid() + 1)]
        if phase == PLAN:
            return self._placements(seat) + [["pass"]]
        if phase == MOVE:
            return self._moves(seat) + [["end_move"]]
        if phase == INCOME:
            return [["take_income"], ["take_cards"]]
        if phase == DISCARD:
            return [["discard", kind] for kind in self._discard_kinds(seat)]
        if phase == KEEP:
            return self._keep_options(seat)
        return []

    def is_legal(self, seat, action):
        if seat not in self.actors() or not isinstance(action, list) or not action or not _plain(action):
            return False
        phase, verb = self.phase, action[0]
        if action == ["pass"] and phase in (AUCTION, PLAN):
            return True
        if phase == AUCTION and verb == "bid":
            return len(action) == 2 and type(action[1]) is int and self.high < action[1] <= self.max_bid()
        if phase == MOVE:
            if verb == "fly" or (verb == "move" and len(action) in (4, 5) and action[-1] == WITCH):
                return action in self._witch_moves(seat)
            return ElfenlandState.is_legal(self, seat, action)
        if phase == PLAN and verb == "place":
            return len(action) == 3 and _is_road(action[2]) and self._placement_ok(seat, action[1], action[2])
        return action in self.legal_actions(seat)

    def _apply(self, seat, action):
        verb = action[0]
        if verb in ("draw_card", "take_gold_pile"):
            self._draw(seat, action, forced=False)
            self._settle_draws()
        elif verb == "show_item":
            self._show(seat, action[1])
            self.step += 1
            self._settle_items()
        elif verb == "bid":
            self.high = action[1]
            self.high_bidder = seat
            self.log.append({"event": "bid", "seat": seat, "amount": action[1]})
            self._next_bidder()
        elif verb == "pass" and self.phase == AUCTION:
            self._auction_pass(seat, forced=False)
            self._next_bidder()
        elif verb == "double":
            self._double(seat, action[1], action[2])
        elif verb == "exchange":
            self._exchange(seat, *action[1:])
        elif verb == "move" and len(action) == 5:  # a caravan with a Witch
            self._travel(seat, action[1], None, action[3], witch=True)
        elif verb == "move" and len(action) == 4 and action[3] == WITCH:
            road_id, kind = action[1], action[2]
            cost = road_cost(road_id, self.boots[seat], kind, self.roads[road_id], {})
            self._travel(seat, road_id, kind, [kind] * cost, witch=True)
        elif verb == "fly":
            self._fly(seat, action[1])
        elif verb == "take_income":
            self._take_income(seat, forced=False)
        elif verb == "take_cards":
            self._take_cards(seat, forced=False)
        elif verb == "discard":
            self._discard(seat, action[1])
            self._settle_discard()
        elif verb == "keep_item":
            self._keep_pick(seat, action[1], action[2], forced=False)
            self._settle_keep()
        else:  # place, pass in planning, move, end_move: as in Elfenland
            super()._apply(seat, action)

    # --- results and views ---

    def result(self):
        if self.phase != OVER:
            return None
        rows = []
        for seat in range(self.players):
            towns = pieces(self.collected[seat])
            row = {
                "seat": seat,
                "towns": towns,
                "gold": self.gold[seat],
                "cards": self.held(seat),
                "town_card": None,
                "distance": None,
            }
            if self.variant:
                row["town_card"] = self.town_cards[seat]
                row["distance"] = distance(self.boots[seat], self.town_cards[seat])
                row["score"] = towns - row["distance"]
            else:
                row["score"] = towns
            rows.append(row)

        def rank_key(row):
            return (-row["score"], -row["gold"])

        ranked = sorted(rows, key=lambda row: (rank_key(row), row["seat"]))
        previous, place = None, 0
        for index, row in enumerate(ranked):
            key = rank_key(row)
            if key != previous:
                place, previous = index + 1, key
            row["place"] = place
        return {
            "scores": [row["score"] for row in rows],
            "winners": [row["seat"] for row in ranked if row["place"] == 1],
            "ranking": [row["seat"] for row in ranked],
            "breakdown": rows,
            "reason": self.end_reason,
        }

    def view(self, seat):
        mine = seat is not None and 0 <= seat < self.players
        phase = self.phase
        over = phase == OVER
        moved = [False] * self.players
        if phase in (MOVE, INCOME, INCOME_DRAW, DISCARD):
            for s in self.order()[: self.step]:
                moved[s] = True
        auction = None
        if phase == AUCTION:
            auction = {
                "lot": self.lots[0],
                "row": self.lots[1:],
                "high": self.high,
                "high_bidder": self.high_bidder,
                "bidding": self.bidders[:],
                "excluded": self.excluded[:],
                "max_bid": self.max_bid(),
            }
        hand = None
        if mine:
            hand = dict(zip(CARD_KINDS, self.hands[seat], strict=True))
            hand[WITCH] = self.witches[seat]
        in_move = phase in (MOVE, INCOME, INCOME_DRAW, DISCARD)
        return {
            "game": self.game.id,
            "seat": seat,
            "players": self.players,
            "round": self.round,
            "rounds": self.rounds,
            "starter": self.starter,
            "order": self.order(),
            "phase": phase,
            "actors": self.actors(),
            "turn": None if over else self.turn,
            "options": {
                "witches": self.witch_variant,
                "town_cards": self.variant,
                "hand_limit": self.hand_limit,
            },
            "hand": hand,
            "hand_counts": [self.held(s) for s in range(self.players)],
            "card_row": self.card_row[:],
            "deck_count": len(self.deck),
            "discard_count": len(self.discard),
            "gold_pile": self.gold_pile,
            "draws_left": [self.draws.count(s) for s in range(self.players)],
            "draw_free": self.draw_free if phase in (DRAW_CARDS, INCOME_DRAW) else False,
            "gold": self.gold[:],
            "gold_values": dict(self.gold_values),
            "items": [items[:] for items in self.open_counters],
            "secret_counts": [len(items) for items in self.secret_counters],
            "secret_items": self.secret_counters[seat][:] if mine else None,
            "drawn_count": len(self.drawn) if phase == DRAW_ITEMS else 0,
            "drawn": self.drawn[:] if mine and phase == DRAW_ITEMS and seat == self.turn else None,
            "pile_count": len(self.stack),
            "auction": auction,
            "roads": [list(items) for items in self.roads],
            "road_extra": dict(self.EXTRA),
            "boots": self.boots[:],
            "collected": [towns_of(mask) for mask in self.collected],
            "scores": [pieces(mask) for mask in self.collected],
            "town_card": self.town_cards[seat] if mine and self.variant else None,
            "town_cards": list(self.town_cards) if over and self.variant else None,
            "passes": self.passes if phase == PLAN else 0,
            "moved": moved,
            "journey": self.journey[:] if in_move else [],
            "earned": self.earned if in_move else 0,
            "to_discard": max(0, self.held(self.turn) - HAND_LIMIT) if phase == DISCARD else 0,
            "kept": [
                item if where == OPEN or (mine and seat == self.turn) else None for item, where in self.kept
            ],
            "log": visible_log(self.log, seat),
            "result": self.result(),
        }

    def progress(self):
        return {"key": "progress.elfengold", "params": {"round": self.round}}


class Elfengold(Elfenland):
    id = "elfengold"
    state_class = ElfengoldState
    title_key = "game.elfengold.title"
    summary_key = "game.elfengold.summary"
    min_players = 2
    max_players = 6
    options = (
        Option("opening_seat", tuple(range(6)), 0, "option.opening_seat"),
        Option(
            "witches",
            (False, True),
            False,
            "option.elfengold.witches",
            {False: "option.elfengold.witches.off", True: "option.elfengold.witches.on"},
        ),
        Option(
            "town_cards",
            (False, True),
            False,
            "option.elfengold.town_cards",
            {False: "option.elfengold.town_cards.off", True: "option.elfengold.town_cards.on"},
        ),
        Option(
            "gold_values",
            ("fixed", "random"),
            "fixed",
            "option.elfengold.gold_values",
            {"fixed": "option.elfengold.gold_values.fixed", "random": "option.elfengold.gold_values.random"},
        ),
        Option(
            "hand_limit",
            (True, False),
            True,
            "option.elfengold.hand_limit",
            {True: "option.elfengold.hand_limit.on", False: "option.elfengold.hand_limit.off"},
        ),
    )
    bot_levels = ("sensible", "random")
    private_info = True
