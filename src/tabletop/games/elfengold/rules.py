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
                 clockwise, every player is asked (one with no gold too): ["bid", n] (any amount above
                 the high bid, more than one's gold too; the list stops at ElfengoldState.max_bid) or
                 ["pass"] (final for that item; made for you only once the high bid is at that top).
                 The last bidder pays the bank and takes the item face up; one who cannot pay gives all
                 their gold to the bank and the same item is auctioned again (seed 004), opened by the
                 starting player as every item is, without the players who could not pay for it (so
                 that a player left without gold cannot hold it up for ever). An item nobody bids on
                 goes back into the pile.
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
logged; one who cannot raise the top bid is passed silently), sold{seat, item, price},
unpaid{seat, item, bid, lost},
unsold{item}, place{seat, kind, road, secret}, double{seat, road, kind, secret}, exchange{seat, roads,
kinds, secret}, move{seat, road, from_town, to_town, kind, caravan, cards, collected, witch, witch_gold,
gold, doubled}, fly{seat, from_town, to_town, collected, gold}, end_move{seat, forced}, income{seat,
gold, forced}, take_cards{seat, forced}, discard{seat, card}*, hand_limit{seat, count},
keep_item{seat, kind (None when secret), secret, forced}, return_items{seat, count},
round_end{round, returned}, town_cards{towns}, game_over{reason}.
"""

from __future__ import annotations

from ...engine.auction import SOLD, UNSOLD, RoundRobin
from ...engine.core import Option, open_table_option
from ...engine.log import SharedLog
from ..elfenland.data import (
    CARD_INDEX,
    CARD_KINDS,
    COST_CHART,
    EXITS,
    LAND,
    OBSTACLE,
    PIECE_TOWNS,
    ROADS,
    TOWN_IDS,
    TRANSPORTS,
    WATER,
)
from ..elfenland.routes import (
    can_hold,
    caravan_cost,
    counters_on,
    extra_cards,
    multisets,
    payment_kinds,
    road_cost,
)
from ..elfenland.rules import MOVE, PLAN, Elfenland, ElfenlandState, choice_option
from . import BOX
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
        "bidding",
        "excluded",
        "earned",
        "kept",
    )

    TRAVEL_DECK = TRAVEL_DECK
    COUNTER_POOL = ITEM_POOL
    EXTRA = EXTRA_CARD_ITEMS
    KEEP_CHOICES = ("keep_item", ITEM_KINDS)
    SPENT = ()  # trees go back into the pile like everything else
    FACE_UP_COUNTERS = 0
    MOVING = (MOVE, INCOME, INCOME_DRAW, DISCARD)

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
        state = cls._new(game, players, seed, options, ROUNDS, SharedLog())
        state.witch_variant = options["witches"]
        state.hand_limit = options["hand_limit"]
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
        state.obstacles = [False] * players
        state.gold = list(gold) if gold is not None else [START_GOLD] * players
        state.gold_start = sum(state.gold)
        state.gold_in = state.gold_out = 0
        state._set_board(open_items, secret_items, roads, boots, collected, town_cards)
        state.phase = DRAW_ITEMS
        state.draws = []
        state.draw_free = False
        state.drawn = []
        state.lots = []
        state.bidding = None
        state.excluded = []
        state.earned = 0
        state.kept = []
        state.reveals = 1  # the deal
        begin = {DRAW_CARDS: state._begin_card_draws, DRAW_ITEMS: state._begin_items, PLAN: state._begin_plan}
        begin |= {MOVE: state._begin_move, AUCTION: lambda: state._begin_auction(lots)}
        state._open(phase, begin)
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
        other.bidding = self.bidding.copy() if self.bidding else None
        other.excluded = self.excluded[:]
        other.earned = self.earned
        other.kept = [pick[:] for pick in self.kept]
        return other

    # --- small helpers ---

    def _add_card(self, seat, card, count=1):
        if card == WITCH:
            self.witches[seat] += count
        else:
            super()._add_card(seat, card, count)

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
        """The top of the list of bids. The seed allows any bid above the last one ("所喊出的價格，只要
        比之前高都可以"), more than one's own gold too: a winner who cannot pay gives all their gold to
        the bank and the item is auctioned again. The moves must be a finite list (the bots, the
        checks that every accepted move is listed), so the list stops at one more than all the gold
        the players hold together. Nobody could ever pay a bid above that, nor a bid above the most
        gold one player holds: every such bid ends the same way whatever its number (its winner gives
        all their gold and the item is auctioned again), so the top amount stands for all larger ones.
        Gold is public, and so is this top. It does not change during a lot (gold is paid between
        lots), and is never below 1: a table without gold may still bid."""
        return sum(self.gold) + 1

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
            actions.extend(["place", OBSTACLE, road.id] for road in ROADS if self._marker_allowed(road.id))
        if SEA_MONSTER in mine:
            actions.extend(
                ["place", SEA_MONSTER, road.id]
                for road in ROADS
                if road.terrain in WATER and SEA_MONSTER not in roads[road.id]
            )
        if GOLD_PIECE in mine:
            actions.extend(["place", GOLD_PIECE, road.id] for road in ROADS if self._marker_allowed(road.id))
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

    def _marker_allowed(self, road_id) -> bool:
        """A tree obstacle or a gold piece: on a land road with a counter, and neither already there."""
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
            return self._marker_allowed(road_id)
        if item == GOLD_PIECE:
            return self._marker_allowed(road_id)
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

    def _on_road(self, seat, road_id, to, witch) -> dict:
        """A Witch's crossing costs the Witch and gold; the town entered pays its gold (twice over
        after a road with a gold piece), earned at the end of the journey."""
        items = self.roads[road_id]
        witch_gold = extra_cards(items, self.EXTRA) * WITCH_OBSTACLE_GOLD if witch else 0
        if witch:
            self._spend_witch(seat, witch_gold)
        doubled = GOLD_PIECE in items
        value = self.gold_values.get(to, 0) * (2 if doubled else 1)
        self.earned += value
        return {"witch": witch, "witch_gold": witch_gold, "gold": value, "doubled": doubled}

    def _spend_witch(self, seat, gold):
        self.witches[seat] -= 1
        self.discard.append(WITCH)
        self._pay(seat, gold)

    def _fly(self, seat, town):
        start = self.boots[seat]
        self._spend_witch(seat, FLIGHT_GOLD)
        collected = self._arrive(seat, town)
        entry = {"event": "fly", "seat": seat, "from_town": start, "to_town": town, "collected": collected}
        self._moved(seat, entry | {"gold": FLIGHT_GOLD})

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

    def _discard_kinds(self, seat) -> list[str]:
        return super()._discard_kinds(seat) + ([WITCH] if self.witches[seat] else [])

    def _start_round(self):
        self.log.append({"event": "round", "round": self.round, "starter": self.starter})
        if self.round == 1:
            self._begin_items()
        else:
            self._begin_card_draws()

    def _begin_card_draws(self):
        self._enter(DRAW_CARDS, first_step=False)
        self.draws = self.order() * CARD_DRAWS
        self.draw_free = True
        self._settle_draws()

    def _allowance(self):
        for seat in range(self.players):
            self._earn(seat, ALLOWANCE)
        self.log.append({"event": "allowance", "gold": ALLOWANCE})
        self._begin_items()

    def _begin_items(self):
        self.drawn = []
        self._enter(DRAW_ITEMS)
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
        self._enter(AUCTION, first_step=False)
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
            self.bidding = None
            self._begin_plan()
            return
        self.excluded = []
        self.log.append({"event": "lot", "item": self.lots[0], "left": len(self.lots) - 1})
        self._open_bidding()

    def _open_bidding(self):
        self.bidding = RoundRobin(self.players, self.starter, self.excluded)
        self._settle_auction()

    def _settle_auction(self):
        """Close the lot when one bidder is left (or none). Every player still in is asked, one without
        gold too (seed 004: any higher bid may be called); only once the high bid is at the top of the
        list (max_bid), which everyone can see, are the others passed, silently."""
        bidding = self.bidding
        outcome = bidding.settle(lambda seat: bidding.high_bid < self.max_bid())
        if outcome == SOLD:
            self._sold()
        elif outcome == UNSOLD:
            self._unsold()
        else:
            self.turn = bidding.turn

    def _sold(self):
        seat, price, item = self.bidding.high_bidder, self.bidding.high_bid, self.lots[0]
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

    def _begin_keep(self):
        self.kept = []
        super()._begin_keep()

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
            return [["pass"]] + [["bid", n] for n in range(self.bidding.high_bid + 1, self.max_bid() + 1)]
        if phase == INCOME:
            return [["take_income"], ["take_cards"]]
        return super().legal_actions(seat)  # planning, moving, discarding, keeping

    def is_legal(self, seat, action):
        if seat not in self.actors() or not isinstance(action, list) or not action or not _plain(action):
            return False
        phase, verb = self.phase, action[0]
        if action == ["pass"] and phase in (AUCTION, PLAN):
            return True
        if phase == AUCTION and verb == "bid":
            return (
                len(action) == 2
                and type(action[1]) is int
                and self.bidding.high_bid < action[1] <= self.max_bid()
            )
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
            self.bidding.bid(seat, action[1])
            self.log.append({"event": "bid", "seat": seat, "amount": action[1]})
            self._settle_auction()
        elif verb == "pass" and self.phase == AUCTION:
            self.bidding.drop(seat)
            self.log.append({"event": "pass", "seat": seat, "forced": False})
            self._settle_auction()
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

    def private_decision(self, seat):
        """A bid or a pass needs nothing secret (gold is public): taken at the shared screen."""
        return self.phase != AUCTION

    # --- results and views ---

    def _result_row(self, seat) -> dict:
        row = super()._result_row(seat)
        row["gold"] = self.gold[seat]
        return row

    def _rank_key(self, row) -> tuple:
        return (row["score"], row["gold"])

    def view(self, seat):
        mine = seat is not None and 0 <= seat < self.players
        phase = self.phase
        auction = bidding = None
        if phase == AUCTION:
            # The shared shape, and what only Elfengold has: the items still to come, the players
            # who could not pay for this item, the top of the list of bids (max_bid).
            # Gold is public, and so is what the bidder to act may bid: the public table shows it too,
            # since bids are taken at the shared screen (private_decision).
            bidding = self.bidding.view(
                lot=self.lots[0], seat=seat if mine else self.bidding.turn, max_bid=self.max_bid()
            )
            auction = {"row": self.lots[1:], "excluded": self.excluded[:], "cap": self.max_bid()}
        hands = [
            dict(zip(CARD_KINDS, self.hands[s], strict=True)) | {WITCH: self.witches[s]}
            for s in range(self.players)
        ]
        hand = hands[seat] if mine else None
        return self._table_view(seat) | {
            "options": {
                "witches": self.witch_variant,
                "town_cards": self.variant,
                "hand_limit": self.hand_limit,
            },
            "hand": hand,
            "hands": hands if self.open_table else None,  # every hand at an open table
            "all_secret_items": [c[:] for c in self.secret_counters] if self.open_table else None,
            "card_row": self.card_row[:],
            "gold_pile": self.gold_pile,
            "draws_left": [self.draws.count(s) for s in range(self.players)],
            "draw_free": self.draw_free if phase in (DRAW_CARDS, INCOME_DRAW) else False,
            "gold": self.gold[:],
            "gold_values": dict(self.gold_values),
            "items": [items[:] for items in self.open_counters],
            "secret_items": self.secret_counters[seat][:] if mine else None,
            "drawn_count": len(self.drawn) if phase == DRAW_ITEMS else 0,
            "drawn": self.drawn[:]
            if phase == DRAW_ITEMS and (self.open_table or (mine and seat == self.turn))
            else None,
            "pile_count": len(self.stack),
            "bidding": bidding,
            "auction": auction,
            "earned": self.earned if phase in self.MOVING else 0,
            "kept": [
                item if where == OPEN or self.open_table or (mine and seat == self.turn) else None
                for item, where in self.kept
            ],
        }

    def progress(self):
        return {"key": "progress.elfengold", "params": {"round": self.round}}


class Elfengold(Elfenland):
    box = BOX  # the id, players and length (the package's __init__)
    state_class = ElfengoldState
    options = (
        Option("opening_seat", tuple(range(6)), 0, "option.opening_seat"),
        choice_option("elfengold", "witches", (False, True)),
        choice_option("elfengold", "town_cards", (False, True)),
        choice_option("elfengold", "gold_values", ("fixed", "random")),
        choice_option("elfengold", "hand_limit", (True, False)),
        open_table_option(),
    )
