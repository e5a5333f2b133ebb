"""Elfenland (Alan R. Moon), 2-6 players: the base game of shared/rules/elfenland_elfengold.md.

A round runs these phases; the automatic ones happen inside the state, so every action is a choice.
A step is made automatically only when what everyone can see settles it; one that hangs on a secret
(a hand, a secret counter) is asked of the player, even when it has a single answer, so that the
table never tells the others what the player holds:
  (deal)          automatic: shuffle the travel cards (from round 2) and deal each hand up to 8
  (secret)        automatic: each player draws one face-down counter and keeps it secret
  draw_counters   in turn order, one at a time, each player takes 3 counters (kept face up):
                    ["draw_counter", kind]      one of the face-up counters; its place is refilled
                    ["draw_counter_blind"]      the top face-down counter
  plan            in turn order until all players pass in a row:
                    ["place", kind, road]       one of your counters on an empty road it may go on
                                                (an open counter of that kind before a secret one)
                    ["place_obstacle", road]    your obstacle (once a game) on a road with a counter
                    ["pass"]                    (made for you when everyone can see you can place
                                                nothing: no counters, no obstacle to use, or no
                                                road left for your secret counters; else asked)
  move            each player in turn, from the starting player, makes the whole journey:
                    ["move", road, kind]                 pay the chart cost in cards of `kind`
                    ["move", road, "caravan", [cards]]   3 cards (4 with an obstacle), any kinds,
                                                          listed in CARD_KINDS order
                    ["end_move"]                          (made for you when no road could be paid
                                                          with that many cards of any kinds; asked
                                                          when only the kinds in the hand stop you)
  discard         the player who just moved, while holding more than 4 cards: ["discard", kind]
                  (always asked, one card at a time, even when one kind is left)
  keep            after every round but the last, in turn order, each player with a choice:
                    ["keep_counter", kind, "open"|"secret"]; the other counters go back (made for
                    a player whose one choice everyone can see: a single secret counter, or open
                    counters of one kind only; two or more secret counters are always asked)
  over

Log entries ("to" marks the private ones): town_card{seat, town}*, round{round, starter},
reshuffle{cards}, dealt{seat, cards}*, deal{counts}, secret_counter{seat, kind}*, secret_draws{seats},
phase{phase}, draw_counter{seat, kind, refill, at (its place in the row, the refill's too)},
draw_counter_blind{seat, kind}, place{seat, kind, road, secret}, place_obstacle{seat, road},
pass{seat, forced}, move{seat, road, from_town, to_town, kind, caravan, cards, collected},
end_move{seat, forced}, discard{seat, card}*, hand_limit{seat, count},
keep_counter{seat, kind, secret, returned, forced}, round_end{round, returned}, town_cards{towns},
game_over{reason}. `forced` is True only for a step made automatically, which public facts settle.
"""

from __future__ import annotations

from dataclasses import replace

from ...engine.core import Game, Option, State, open_table_option, visible_log
from ...engine.ranking import rank
from ...engine.rng import Rng
from . import BOX
from .data import (
    ALL_PIECES,
    CAPITAL,
    CARD_INDEX,
    CARD_KINDS,
    COST_CHART,
    COUNTER_PICKS,
    COUNTER_POOL,
    EXITS,
    EXTRA_CARD_ITEMS,
    FACE_UP_COUNTERS,
    HAND_DEAL,
    HAND_LIMIT,
    LAND,
    OBSTACLE,
    PIECE_TOWNS,
    RAFT,
    ROADS,
    TOWN_CARDS,
    TOWN_IDS,
    TOWN_INDEX,
    TRANSPORTS,
    TRAVEL_DECK,
)
from .routes import (
    can_hold,
    can_hold_any,
    caravan_cost,
    counters_on,
    distance,
    is_canonical_cards,
    multisets,
    other_end,
    payment_kinds,
    road_cost,
)

DRAW, PLAN, MOVE, DISCARD, KEEP, OVER = "draw_counters", "plan", "move", "discard", "keep", "over"
OPEN, SECRET = "open", "secret"

_TRANSPORT_SET = frozenset(TRANSPORTS)


def _is_transport(value) -> bool:
    return isinstance(value, str) and value in _TRANSPORT_SET


def _is_int(value) -> bool:
    return type(value) is int


def pieces(mask: int) -> int:
    """Town pieces in a collection bit mask."""
    return bin(mask).count("1")


def towns_of(mask: int) -> list[str]:
    return [town for town in TOWN_IDS if mask >> TOWN_INDEX[town] & 1]


class ElfenlandState(State):
    __slots__ = (
        "game",
        "players",
        "rounds",
        "variant",
        "open_table",  # every hand, secret counter and town card shown to all (the option)
        "rng",
        "round",
        "starter",
        "phase",
        "turn",
        "step",
        "deck",
        "discard",
        "hands",
        "stack",
        "face_up",
        "open_counters",
        "secret_counters",
        "obstacles",
        "obstacles_out",
        "roads",
        "boots",
        "collected",
        "town_cards",
        "passes",
        "journey",
        "end_reason",
        "log",
        "reveals",
    )

    # Data a variant (Elfengold) may replace.
    TRAVEL_DECK = TRAVEL_DECK
    COUNTER_POOL = COUNTER_POOL
    EXTRA = EXTRA_CARD_ITEMS
    KEEP_CHOICES = ("keep_counter", TRANSPORTS)  # the verb and the kinds of the keep phase
    SPENT = (OBSTACLE,)  # what leaves the game when it comes off the roads
    FACE_UP_COUNTERS = FACE_UP_COUNTERS
    MOVING = ("move", "discard")  # the phases in which a journey is shown

    @classmethod
    def initial(
        cls,
        game,
        players,
        seed,
        options,
        *,
        deck=None,
        counter_stack=None,
        face_up=None,
        hands=None,
        open_counters=None,
        secret_counters=None,
        roads=None,
        boots=None,
        collected=None,
        obstacles=None,
        town_cards=None,
        round=1,
        phase=None,
    ):
        """The opening position. Scenario tests may stack the travel deck and the face-down counters
        (both listed top first), set the face-up row, hands (dicts kind -> count), counters, what lies
        on the roads ({road id: [items]}), boots, collected towns and town cards, and start in a given
        round and phase ("draw_counters", "plan" or "move": the earlier steps of that round are then
        skipped and the hands and counters are taken as given). Things left out are simply not in play."""
        state = cls._new(game, players, seed, options, options["rounds"], [])
        cards = [kind for kind in CARD_KINDS for _ in range(cls.TRAVEL_DECK.get(kind, 0))]
        state.rng.shuffle(cards)
        # Stacks are kept with their top last, so drawing is a pop().
        state.deck = list(reversed(deck)) if deck is not None else cards
        state.discard = []
        pool = [kind for kind in TRANSPORTS for _ in range(cls.COUNTER_POOL.get(kind, 0))]
        state.rng.shuffle(pool)
        state.stack = list(reversed(counter_stack)) if counter_stack is not None else pool
        if face_up is not None:
            state.face_up = list(face_up)
        else:
            state.face_up = [state.stack.pop() for _ in range(min(FACE_UP_COUNTERS, len(state.stack)))]
        empty = [0] * len(CARD_KINDS)
        state.hands = [
            [int(hand.get(kind, 0)) for kind in CARD_KINDS] if hand else empty[:]
            for hand in (hands or [None] * players)
        ]
        state.obstacles = list(obstacles) if obstacles is not None else [True] * players
        state._set_board(open_counters, secret_counters, roads, boots, collected, town_cards)
        state.round = round
        state.phase = DRAW
        state.reveals = 0
        state._open(phase, {DRAW: state._begin_draw, PLAN: state._begin_plan, MOVE: state._begin_move})
        return state

    @classmethod
    def _new(cls, game, players, seed, options, rounds, log):
        """A state with what both Elfen games set up alike; initial() goes on from it."""
        state = cls.__new__(cls)
        state.game, state.players, state.rounds = game, players, rounds
        state.variant = options["town_cards"]
        state.open_table = bool(options.get("open_table", False))
        state.rng = Rng(seed)
        state.log = log
        state.starter = state.turn = options["opening_seat"]
        state.step = state.passes = 0
        state.journey = []
        state.end_reason = None
        return state

    def _open(self, phase, begin):
        """Start the first round; or (a scenario starting at `phase`) log the round and call begin[phase]."""
        if phase is None:
            self._start_round()
        else:
            self.log.append({"event": "round", "round": self.round, "starter": self.starter})
            begin[phase]()

    def _set_board(self, open_counters, secret_counters, roads, boots, collected, town_cards):
        """The pieces a scenario may set (see initial), and the town cards: dealt when not given, and
        logged for their owners."""
        players = self.players
        self.open_counters = (
            [list(c) for c in open_counters] if open_counters else [[] for _ in range(players)]
        )
        self.secret_counters = (
            [list(c) for c in secret_counters] if secret_counters else [[] for _ in range(players)]
        )
        self.obstacles_out = 0
        self.roads = [()] * len(ROADS)  # per road, the items on it as a tuple (replaced, never changed)
        for road_id, items in (roads or {}).items():
            self.roads[road_id] = tuple(items)
        self.boots = list(boots) if boots is not None else [CAPITAL] * players
        self.collected = [0] * players
        for seat, towns in enumerate(collected or []):
            for town in towns:
                self.collected[seat] |= 1 << TOWN_INDEX[town]
        self.town_cards = None
        if self.variant:
            if town_cards is not None:
                self.town_cards = list(town_cards)
            else:
                destinations = list(TOWN_CARDS)
                self.rng.shuffle(destinations)
                self.town_cards = destinations[:players]
            for seat in range(players):
                self.log.append(
                    {"event": "town_card", "seat": seat, "town": self.town_cards[seat], "to": [seat]}
                )

    def _copy(self):
        other = self.__class__.__new__(self.__class__)
        other.game = self.game
        other.players = self.players
        other.rounds = self.rounds
        other.variant = self.variant
        other.open_table = self.open_table
        other.rng = self.rng.copy()
        other.round = self.round
        other.starter = self.starter
        other.phase = self.phase
        other.turn = self.turn
        other.step = self.step
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.hands = [hand[:] for hand in self.hands]
        other.stack = self.stack[:]
        other.face_up = self.face_up[:]
        other.open_counters = [c[:] for c in self.open_counters]
        other.secret_counters = [c[:] for c in self.secret_counters]
        other.obstacles = self.obstacles[:]
        other.obstacles_out = self.obstacles_out
        other.roads = self.roads[:]
        other.boots = self.boots[:]
        other.collected = self.collected[:]
        other.town_cards = self.town_cards
        other.passes = self.passes
        other.journey = self.journey[:]
        other.end_reason = self.end_reason
        other.log = self.log[:]
        other.reveals = self.reveals
        return other

    # --- helpers ---

    def order(self) -> list[int]:
        """The seats in turn order for this round, starting player first."""
        return [(self.starter + i) % self.players for i in range(self.players)]

    def counters_of(self, seat) -> list[str]:
        return self.open_counters[seat] + self.secret_counters[seat]

    def _placements(self, seat) -> list:
        actions = []
        kinds = [
            kind
            for kind in TRANSPORTS
            if kind in self.open_counters[seat] or kind in self.secret_counters[seat]
        ]
        if kinds:
            free = [road for road in ROADS if can_hold_any(road.id, self.roads[road.id])]
            for kind in kinds:
                chart = COST_CHART[kind]
                actions.extend(["place", kind, road.id] for road in free if road.terrain in chart)
        if self.obstacles[seat]:
            for road in ROADS:
                items = self.roads[road.id]
                if items and self._obstacle_allowed(road.id, items):
                    actions.append(["place_obstacle", road.id])
        return actions

    def _obstacle_allowed(self, road_id, items) -> bool:
        return ROADS[road_id].terrain in LAND and OBSTACLE not in items and bool(counters_on(items))

    def _can_place(self, seat) -> bool:
        return self._can_place_with(seat, set(self.counters_of(seat)))

    def _may_place(self, seat) -> bool:
        """Whether the seat might place something, judged only from what everyone sees: its secret
        counters could be of any kind. When not, it passes without being asked; when it might, it is
        asked, even if its secret counters in fact fit nowhere (its pass is then its own decision)."""
        shown = set(self.open_counters[seat])
        if self.secret_counters[seat]:
            shown |= _TRANSPORT_SET
        return self._can_place_with(seat, shown)

    def _can_place_with(self, seat, counters) -> bool:
        obstacle = self.obstacles[seat]
        if not counters and not obstacle:
            return False
        for road in ROADS:
            items = self.roads[road.id]
            if obstacle and items and self._obstacle_allowed(road.id, items):
                return True
            if counters and can_hold_any(road.id, items):
                if any(road.terrain in COST_CHART[kind] for kind in counters):
                    return True
        return False

    def _moves(self, seat) -> list:
        hand = self.hands[seat]
        total = sum(hand)
        town = self.boots[seat]
        actions = []
        for road_id, _ in EXITS[town]:
            items = self.roads[road_id]
            for kind in payment_kinds(road_id, items):
                cost = road_cost(road_id, town, kind, items, self.EXTRA)
                if cost is not None and hand[CARD_INDEX[kind]] >= cost:
                    actions.append(["move", road_id, kind])
            size = caravan_cost(road_id, items, self.EXTRA)
            if size is not None and total >= size:
                for cards in multisets(hand, size):
                    actions.append(["move", road_id, "caravan", cards])
        return actions

    def held(self, seat) -> int:
        """Travel cards in a hand (everyone sees how many)."""
        return sum(self.hands[seat])

    def _can_move(self, seat) -> bool:
        return self._payable(seat, self.hands[seat])

    def _may_move(self, seat) -> bool:
        """Whether the seat might pay for some road, judged only from what everyone sees: the number
        of cards in its hand, of any kinds. When not, the journey ends without asking; when it might,
        the player is asked, even if the kinds in the hand pay for nothing."""
        return self._payable(seat, None)

    def _payable(self, seat, hand) -> bool:
        """Whether some road from the boot can be paid with `hand` (counts per kind), or, when it is
        None, with as many cards as the seat holds, of any kinds."""
        total = self.held(seat) if hand is None else sum(hand)
        town = self.boots[seat]
        for road_id, _ in EXITS[town]:
            items = self.roads[road_id]
            size = caravan_cost(road_id, items, self.EXTRA)
            if size is not None and total >= size:
                return True
            for kind in payment_kinds(road_id, items):
                cost = road_cost(road_id, town, kind, items, self.EXTRA)
                if cost is not None and (total if hand is None else hand[CARD_INDEX[kind]]) >= cost:
                    return True
        return False

    def _keep_options(self, seat) -> list:
        """The counters (Elfengold: items) to keep, the open ones first."""
        verb, kinds = self.KEEP_CHOICES
        return [[verb, kind, OPEN] for kind in kinds if kind in self.open_counters[seat]] + [
            [verb, kind, SECRET] for kind in kinds if kind in self.secret_counters[seat]
        ]

    # --- the contract ---

    def actors(self):
        return [] if self.phase == OVER else [self.turn]

    def legal_actions(self, seat):
        if seat not in self.actors():
            return []
        phase = self.phase
        if phase == DRAW:
            actions = [["draw_counter", kind] for kind in TRANSPORTS if kind in self.face_up]
            if self.stack:
                actions.append(["draw_counter_blind"])
            return actions
        if phase == PLAN:
            return self._placements(seat) + [["pass"]]
        if phase == MOVE:
            return self._moves(seat) + [["end_move"]]
        if phase == DISCARD:
            return [["discard", kind] for kind in self._discard_kinds(seat)]
        return self._keep_options(seat)

    def _discard_kinds(self, seat) -> list[str]:
        return [kind for kind, n in zip(CARD_KINDS, self.hands[seat], strict=True) if n]

    def is_legal(self, seat, action):
        if seat not in self.actors() or not isinstance(action, list) or not action:
            return False
        kind, size, phase = action[0], len(action), self.phase
        if phase == DRAW:
            if action == ["draw_counter_blind"]:
                return bool(self.stack)
            return (
                kind == "draw_counter"
                and size == 2
                and _is_transport(action[1])
                and action[1] in self.face_up
            )
        if phase == PLAN:
            if action == ["pass"]:
                return True
            if kind == "place" and size == 3 and _is_int(action[2]) and 0 <= action[2] < len(ROADS):
                counter = action[1]
                return (
                    _is_transport(counter)
                    and counter in self.counters_of(seat)
                    and can_hold(action[2], counter, self.roads[action[2]])
                )
            if kind == "place_obstacle" and size == 2 and _is_int(action[1]) and 0 <= action[1] < len(ROADS):
                return self.obstacles[seat] and self._obstacle_allowed(action[1], self.roads[action[1]])
            return False
        if phase == MOVE:
            if action == ["end_move"]:
                return True
            if kind != "move" or size not in (3, 4) or not _is_int(action[1]):
                return False
            road_id = action[1]
            town = self.boots[seat]
            if not 0 <= road_id < len(ROADS) or town not in (ROADS[road_id].a, ROADS[road_id].b):
                return False
            items = self.roads[road_id]
            hand = self.hands[seat]
            if size == 3:
                card = action[2]
                if (
                    not isinstance(card, str)
                    or card not in CARD_INDEX
                    or card not in payment_kinds(road_id, items)
                ):
                    return False
                cost = road_cost(road_id, town, card, items, self.EXTRA)
                return cost is not None and hand[CARD_INDEX[card]] >= cost
            cards = action[3]
            caravan = caravan_cost(road_id, items, self.EXTRA)
            if (
                action[2] != "caravan"
                or caravan is None
                or not is_canonical_cards(cards)
                or len(cards) != caravan
            ):
                return False
            return all(cards.count(card) <= hand[CARD_INDEX[card]] for card in set(cards))
        if phase == DISCARD:
            return (
                kind == "discard"
                and size == 2
                and isinstance(action[1], str)
                and action[1] in CARD_INDEX
                and self.hands[seat][CARD_INDEX[action[1]]] > 0
            )
        if phase == KEEP:
            if kind != "keep_counter" or size != 3 or action[2] not in (OPEN, SECRET):
                return False
            pile = self.open_counters[seat] if action[2] == OPEN else self.secret_counters[seat]
            return _is_transport(action[1]) and action[1] in pile
        return False

    def _apply(self, seat, action):
        kind = action[0]
        if kind == "draw_counter":
            self._take_face_up(seat, action[1])
        elif kind == "draw_counter_blind":
            counter = self.stack.pop()
            self.open_counters[seat].append(counter)
            self.reveals += 1
            self.log.append({"event": "draw_counter_blind", "seat": seat, "kind": counter})
            self._next_pick()
        elif kind == "place":
            self._place(seat, action[1], action[2])
        elif kind == "place_obstacle":
            self.obstacles[seat] = False
            self.roads[action[1]] += (OBSTACLE,)
            self.log.append({"event": "place_obstacle", "seat": seat, "road": action[1]})
            self.passes = 0
            self._next_planner()
        elif kind == "pass":
            self._pass(seat, forced=False)
        elif kind == "move":
            if len(action) == 3:
                self._travel(seat, action[1], action[2], [action[2]] * self._cost(seat, action[1], action[2]))
            else:
                self._travel(seat, action[1], None, action[3])
        elif kind == "end_move":
            self._end_move(seat, forced=False)
        elif kind == "discard":
            self._discard(seat, action[1])
            self._settle_discard()
        elif kind == "keep_counter":
            self._keep(seat, action[1], action[2], forced=False)
            self.step += 1
            self._settle_keep()

    # --- the round ---

    def _start_round(self):
        self.log.append({"event": "round", "round": self.round, "starter": self.starter})
        if self.round > 1:
            self.deck.extend(self.discard)
            self.discard = []
            self.rng.shuffle(self.deck)
            self.log.append({"event": "reshuffle", "cards": len(self.deck)})
        dealt = [0] * self.players
        for seat in self.order():
            cards = []
            while sum(self.hands[seat]) < HAND_DEAL and self.deck:
                card = self.deck.pop()
                self.hands[seat][CARD_INDEX[card]] += 1
                cards.append(card)
            dealt[seat] = len(cards)
            cards.sort(key=CARD_INDEX.__getitem__)
            self.log.append({"event": "dealt", "seat": seat, "cards": cards, "to": [seat]})
        self.log.append({"event": "deal", "counts": dealt})
        drew = []
        for seat in self.order():
            if self.stack:
                counter = self.stack.pop()
                self.secret_counters[seat].append(counter)
                drew.append(seat)
                self.log.append({"event": "secret_counter", "seat": seat, "kind": counter, "to": [seat]})
        self.log.append({"event": "secret_draws", "seats": drew})
        self.reveals += 1
        self._begin_draw()

    def _enter(self, phase, first_step=True):
        """Start a phase, logged; its steps (a turn order's places) from the first."""
        self.phase = phase
        if first_step:
            self.step = 0
        self.log.append({"event": "phase", "phase": phase})

    def _begin_draw(self):
        self._enter(DRAW)
        self._settle_draw()

    def _settle_draw(self):
        if self.step >= COUNTER_PICKS * self.players or not (self.stack or self.face_up):
            self._begin_plan()
            return
        self.turn = self.order()[self.step % self.players]

    def _take_face_up(self, seat, counter):
        index = self.face_up.index(counter)
        refill = None
        if self.stack:
            refill = self.stack.pop()
            self.face_up[index] = refill
            self.reveals += 1
        else:
            del self.face_up[index]
        self.open_counters[seat].append(counter)
        entry = {"event": "draw_counter", "seat": seat, "kind": counter, "refill": refill, "at": index}
        self.log.append(entry)
        self._next_pick()

    def _next_pick(self):
        self.step += 1
        self._settle_draw()

    def _begin_plan(self):
        self.passes = 0
        self.turn = self.starter
        self._enter(PLAN, first_step=False)
        self._settle_plan()

    def _settle_plan(self):
        """Pass for a player who, as everyone can see, can place nothing; end the phase after a full
        round of passes."""
        while self.passes < self.players:
            if self._may_place(self.turn):
                return
            self._pass(self.turn, forced=True, settle=False)
        self._begin_move()

    def _pass(self, seat, forced, settle=True):
        self.passes += 1
        self.log.append({"event": "pass", "seat": seat, "forced": forced})
        self.turn = (seat + 1) % self.players
        if settle:
            self._settle_plan()

    def _next_planner(self):
        self.turn = (self.turn + 1) % self.players
        self._settle_plan()

    def _place(self, seat, counter, road_id):
        from_secret = counter not in self.open_counters[seat]
        (self.secret_counters if from_secret else self.open_counters)[seat].remove(counter)
        if from_secret:
            self.reveals += 1
        self.roads[road_id] += (counter,)
        self.log.append(
            {"event": "place", "seat": seat, "kind": counter, "road": road_id, "secret": from_secret}
        )
        self.passes = 0
        self._next_planner()

    def _begin_move(self):
        self._enter(MOVE)
        self._start_mover()

    def _start_mover(self):
        while self.step < self.players:
            seat = self.order()[self.step]
            self.turn = seat
            self.journey = [self.boots[seat]]
            if self._may_move(seat):
                return
            if not self._end_move(seat, forced=True):
                return  # a discard is due
            self.step += 1
        self._end_movement()

    def _cost(self, seat, road_id, kind):
        return road_cost(road_id, self.boots[seat], kind, self.roads[road_id], self.EXTRA)

    def _travel(self, seat, road_id, kind, cards, witch=False):
        """Pay `cards` and go along the road (Elfengold: perhaps with a Witch, see _on_road)."""
        town = self.boots[seat]
        to = other_end(road_id, town)
        for card in cards:
            self._add_card(seat, card, -1)
        self.discard.extend(cards)
        extra = self._on_road(seat, road_id, to, witch)
        entry = {
            "event": "move",
            "seat": seat,
            "road": road_id,
            "from_town": town,
            "to_town": to,
            "kind": kind,
        }
        entry.update(caravan=kind is None, cards=list(cards), collected=self._arrive(seat, to), **extra)
        self._moved(seat, entry)

    def _on_road(self, seat, road_id, to, witch) -> dict:
        """What else a step costs or earns, as more fields of its log entry (Elfengold's gold)."""
        return {}

    def _arrive(self, seat, to) -> bool:
        """Put the boot in a town; True if its town piece was collected now."""
        self.boots[seat] = to
        self.journey.append(to)
        bit = 1 << TOWN_INDEX[to]
        collected = to != CAPITAL and not self.collected[seat] & bit
        if collected:
            self.collected[seat] |= bit
        return collected

    def _moved(self, seat, entry):
        """Log a step of the journey; end the journey when, as everyone can see, no step is left."""
        self.log.append(entry)
        if not self._may_move(seat) and self._end_move(seat, forced=True):
            self._next_mover()

    def _add_card(self, seat, card, count=1):
        self.hands[seat][CARD_INDEX[card]] += count

    def _end_move(self, seat, forced) -> bool:
        """End this player's journey; True when no discard is due (the caller moves on)."""
        self.log.append({"event": "end_move", "seat": seat, "forced": forced})
        if sum(self.hands[seat]) > HAND_LIMIT:
            self.phase = DISCARD
            self.passes = 0  # reused in this phase: the cards discarded so far
            return self._settle_discard(advance=not forced)
        if not forced:
            self._next_mover()
        return True

    def _discard(self, seat, card):
        self._add_card(seat, card, -1)
        self.discard.append(card)
        self.passes += 1
        self.log.append({"event": "discard", "seat": seat, "card": card, "to": [seat]})

    def _settle_discard(self, advance=True) -> bool:
        """Wait for the player's discards (asked one by one even when only one kind is left: the
        others must not learn that); when done, log it and go on."""
        seat = self.turn
        if self.held(seat) > HAND_LIMIT:
            return False
        self.log.append({"event": "hand_limit", "seat": seat, "count": self.passes})
        self.phase = MOVE
        self.passes = 0
        if advance:
            self._next_mover()
        return True

    def _next_mover(self):
        self.step += 1
        self._start_mover()

    def _end_movement(self):
        if any(mask == ALL_PIECES for mask in self.collected):
            self._finish("all_towns")
        elif self.round >= self.rounds:
            self._finish("rounds")
        else:
            self._begin_keep()

    def _begin_keep(self):
        self.journey = []
        self._enter(KEEP)
        self._settle_keep()

    def _settle_keep(self):
        order = self.order()
        while self.step < self.players:
            seat = order[self.step]
            options = self._keep_options(seat)
            # One choice is made for the player only when everyone can see it is the only one: two
            # secret counters might be of one kind, and the others must not learn whether they are.
            if len(options) > 1 or len(self.secret_counters[seat]) > 1:
                self.turn = seat
                return
            if options:
                self._keep(seat, options[0][1], options[0][2], forced=True)
            self.step += 1
        self._end_round()

    def _keep(self, seat, counter, where, forced):
        returned = self.open_counters[seat] + self.secret_counters[seat]
        returned.remove(counter)
        self.stack.extend(returned)
        self.open_counters[seat] = [counter] if where == OPEN else []
        self.secret_counters[seat] = [counter] if where == SECRET else []
        self.log.append(
            {
                "event": "keep_counter",
                "seat": seat,
                "kind": counter if where == OPEN else None,
                "secret": where == SECRET,
                "returned": len(returned),
                "forced": forced,
            }
        )

    def _end_round(self):
        """Everything on the roads goes back into the pile but the pieces that are SPENT (used
        obstacles leave the game); the pile is shuffled and the face-up row refilled."""
        returned = 0
        for items in self.roads:
            for item in items:
                if item in self.SPENT:
                    self.obstacles_out += 1
                else:
                    self.stack.append(item)
                    returned += 1
        self.roads = [()] * len(ROADS)
        self.rng.shuffle(self.stack)
        while len(self.face_up) < self.FACE_UP_COUNTERS and self.stack:
            self.face_up.append(self.stack.pop())
            self.reveals += 1
        self.log.append({"event": "round_end", "round": self.round, "returned": returned})
        self.starter = (self.starter + 1) % self.players
        self.round += 1
        self._start_round()

    def _finish(self, reason):
        self.phase = OVER
        self.journey = []
        self.end_reason = reason
        if self.variant:
            self.reveals += 1
            self.log.append({"event": "town_cards", "towns": list(self.town_cards)})
        self.log.append({"event": "game_over", "reason": reason})

    # --- results and views ---

    def result(self):
        if self.phase != OVER:
            return None
        result = rank([self._result_row(seat) for seat in range(self.players)], self._rank_key)
        result["reason"] = self.end_reason
        return result

    def _result_row(self, seat) -> dict:
        towns = pieces(self.collected[seat])
        row = {"seat": seat, "towns": towns, "cards": self.held(seat), "town_card": None, "distance": None}
        row["score"] = towns
        if self.variant:
            row["town_card"] = self.town_cards[seat]
            row["distance"] = distance(self.boots[seat], self.town_cards[seat])
            row["score"] = towns - row["distance"]
        return row

    def _rank_key(self, row) -> tuple:
        """Most points; then (town cards) the shorter distance; then the more cards."""
        if self.variant:
            return (row["score"], -row["distance"], row["cards"])
        return (row["score"], row["cards"])

    def view(self, seat):
        mine = seat is not None and 0 <= seat < self.players
        picks_left = [0] * self.players
        if self.phase == DRAW:
            total = COUNTER_PICKS * self.players
            for index, s in enumerate(self.order()):
                picks_left[s] = len(range(index, total, self.players)) - len(
                    range(index, self.step, self.players)
                )
        return self._table_view(seat) | {
            "hand": dict(zip(CARD_KINDS, self.hands[seat], strict=True)) if mine else None,
            "hands": [dict(zip(CARD_KINDS, h, strict=True)) for h in self.hands] if self.open_table else None,
            "counters": [c[:] for c in self.open_counters],
            "secret_counters": self.secret_counters[seat][:] if mine else None,
            "all_secret_counters": [c[:] for c in self.secret_counters] if self.open_table else None,
            "obstacles": self.obstacles[:],
            "face_up": self.face_up[:],
            "stack_count": len(self.stack),
            "town_cards_variant": self.variant,
            "picks_left": picks_left,
        }

    def _table_view(self, seat) -> dict:
        """What both Elfen games show alike: the round and turn, the board, the hands' sizes, the
        journey, the viewer's town card, the log and the result."""
        mine = seat is not None and 0 <= seat < self.players
        over = self.phase == OVER
        moving = self.phase in self.MOVING
        moved = [False] * self.players
        for s in self.order()[: self.step] if moving else ():
            moved[s] = True
        return {
            "game": self.game.id,
            "seat": seat,
            "players": self.players,
            "round": self.round,
            "rounds": self.rounds,
            "starter": self.starter,
            "order": self.order(),
            "phase": self.phase,
            "actors": self.actors(),
            "turn": None if over else self.turn,
            "hand_counts": [self.held(s) for s in range(self.players)],
            "secret_counts": [len(c) for c in self.secret_counters],
            "deck_count": len(self.deck),
            "discard_count": len(self.discard),
            "roads": [list(items) for items in self.roads],
            "road_extra": dict(self.EXTRA),
            "boots": self.boots[:],
            "collected": [towns_of(mask) for mask in self.collected],
            "scores": [pieces(mask) for mask in self.collected],
            "open_table": self.open_table,
            "town_card": self.town_cards[seat] if mine and self.variant else None,
            "town_cards": list(self.town_cards) if (over or self.open_table) and self.variant else None,
            "passes": self.passes if self.phase == PLAN else 0,
            "moved": moved,
            "journey": self.journey[:] if moving else [],
            "to_discard": max(0, self.held(self.turn) - HAND_LIMIT) if self.phase == DISCARD else 0,
            "log": visible_log(self.log, seat, everyone=self.open_table),
            "result": self.result(),
        }

    def progress(self):
        return {"key": "progress.elfenland", "params": {"round": self.round}}


# Sanity: every piece town is a real town; rafts are a card kind, never a counter.
assert len(PIECE_TOWNS) == 20 and RAFT not in TRANSPORTS


def choice_option(game_id, name, values, labels=None):
    """An option of the game `game_id`: the first of `values` is the default; each value's label is
    option.<game>.<name>.<label> (labels: "off"/"on" for False/True, else the value itself)."""
    prefix = f"option.{game_id}.{name}"
    words = labels or {value: {False: "off", True: "on"}.get(value, value) for value in values}
    return Option(
        name, tuple(values), values[0], prefix, {value: f"{prefix}.{words[value]}" for value in values}
    )


class Elfenland(Game):
    box = BOX  # the id, players and length (the package's __init__)
    state_class = ElfenlandState
    options = (
        Option("opening_seat", tuple(range(6)), 0, "option.opening_seat"),
        choice_option("elfenland", "rounds", (4, 3)),
        choice_option("elfenland", "town_cards", (False, True)),
        # Its own words: Elfenland hides cards and counters, and has no money to show.
        replace(open_table_option(), label_key="option.elfenland.open_table"),
    )
    private_info = True
