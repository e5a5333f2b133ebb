"""Computer players for Elfengold: the random baseline, a sensible traveller, an easy one (the
sensible traveller with now and then a beginner's move) and a strong one (a search over imagined
positions, see StrongBot).

The sensible bot uses Elfenland's journey planner (a sea monster counts as an obstacle for it). From its
own view only, it values an item on offer by how much the item improves its planned journey (a
counter it cannot use this round still a little: it may keep it, and a rival would take it for 1
gold), pricing a town at half its gold (all of it in the last round: gold decides only ties), and
raises halfway from the high bid to that value; it places its counters along its journey, a gold
piece on the journey's best road, obstacles and sea monsters next to the
leading rivals, walks the journey, flies with a Witch to a new town when the journey ends, and takes
the journey's gold when it is worth more than two cards. A decision with a single legal answer (two
items of one kind to show, a journey stuck on the kinds of its cards) is answered at once. It does
not plan with Witch crossings or Witch caravans; it uses Witches only to fly.
"""

from __future__ import annotations

import math

from ...engine.bots import EasyBot, RandomBot
from ...engine.log import SharedLog
from ...engine.search import SearchBot
from ..elfenland import bots as elfenland_bots
from ..elfenland.bots import (
    TOWN_VALUE,
    VERSATILITY,
    journey_end_value,
    nearest_new_town,
    plan_journey,
    rival_threat,
    tour_position,
)
from ..elfenland.data import LAND, OBSTACLE, ROADS, TOWN_INDEX, TRANSPORTS
from ..elfenland.routes import counters_on
from .data import DOUBLE, EXCHANGE, FLIGHT_GOLD, GOLD_PIECE, HAND_LIMIT, SEA_MONSTER, WITCH

GOLD_PER_TOWN = 5.0  # the least the bot pays for an item worth one more town on its journey
# Gold decides only ties at the end, so it is worth what it buys: the bot prices a town at this share
# of its gold before the last round (later rounds bring more gold to spend), and at all of it then.
TOWN_PRICE_SHARE = 0.5
CARD_GOLD = 2.5  # a travel card, in gold
# Items that do not lengthen this round's journey, in towns: a counter is still worth keeping for the
# next round or for keeping it from a rival, who would otherwise take it for 1 gold.
FLOOR_TOWNS = {kind: 0.2 for kind in TRANSPORTS} | {
    OBSTACLE: 0.35,
    SEA_MONSTER: 0.3,
    DOUBLE: 0.25,
    EXCHANGE: 0.1,
}
GOLD_PIECE_GOLD = 3  # a gold piece doubles a town's gold: worth gold, not towns
KEEP_VALUES = {OBSTACLE: 2.0, SEA_MONSTER: 1.5, GOLD_PIECE: 2.5, DOUBLE: 1.0, EXCHANGE: 0.5}
_TRANSPORTS = frozenset(TRANSPORTS)


def planner_roads(roads):
    """The board as Elfenland's planner reads it: a sea monster costs one more card, as an obstacle."""
    return [[OBSTACLE if item == SEA_MONSTER else item for item in items] for items in roads]


class SensibleBot(elfenland_bots.SensibleBot):
    """Elfenland's sensible traveller (its choose and what it knows), with Elfengold's phases."""

    beam = elfenland_bots.BEAM  # the planner's beam (the strong player may set its own)
    values_kept = 256  # the item values it remembers
    plans_tour = False  # as Elfenland's WideSensibleBot.plans_tour

    def __init__(self, seed=0):
        super().__init__(seed)
        self._values = {}

    def _handlers(self):
        # Elfenland's phases (plan, move, discard, keep: this bot's own answers), and Elfengold's.
        more = {"draw_cards": self._draw, "income_draw": self._draw, "draw_items": self._show}
        return super()._handlers() | more | {"auction": self._bid, "income": self._income}

    # --- what the bot knows ---

    @staticmethod
    def _held(view, me):
        return view["items"][me] + (view["secret_items"] or [])

    def _journey(self, view, counters):
        me, hand, _, uncollected = self._me(view)
        return plan_journey(
            view["boots"][me],
            hand,
            [kind for kind in counters if kind in _TRANSPORTS],
            planner_roads(view["roads"]),
            uncollected,
            end_value=journey_end_value(view, uncollected),
            beam=self.beam,
            position=tour_position(view) if self.plans_tour else None,
        )

    # --- travel cards ---

    def _draw(self, view, legal):
        me, hand, items, _ = self._me(view)
        pile = view["gold_pile"]
        if ["take_gold_pile"] in legal and (pile >= 2 or view["round"] >= view["rounds"]):
            return ["take_gold_pile"]
        faces = [action for action in legal if action[0] == "draw_card" and action[1] == "face_up"]
        if view["options"]["witches"] and ["draw_card", "face_up", WITCH] in faces:
            return ["draw_card", "face_up", WITCH]
        best, best_score = None, 2.0
        for action in faces:
            kind = action[2]
            if kind == WITCH:
                continue
            score = 2.0 * items.count(kind) + view["hand"][kind] + VERSATILITY[kind] / 4
            if score > best_score:
                best, best_score = action, score
        if best:
            return best
        if ["draw_card", "deck"] in legal:
            return ["draw_card", "deck"]
        return faces[0] if faces else legal[0]

    def _income(self, view, legal):
        me = view["seat"]
        earned = view["earned"]
        if view["round"] >= view["rounds"]:
            return ["take_income"]
        room = 2
        if view["options"]["hand_limit"]:
            room = max(0, min(2, HAND_LIMIT - view["hand_counts"][me]))
        cards_worth = CARD_GOLD * room + 1.0
        return ["take_income"] if earned >= cards_worth else ["take_cards"]

    def _discard(self, view, legal):
        me, _, items, _ = self._me(view)
        hand = view["hand"]

        def worth(action):
            kind = action[1]
            if kind == WITCH:
                return (100 if view["gold"][me] >= FLIGHT_GOLD else 3, kind)
            return (hand[kind] + VERSATILITY[kind] / 4 + 2 * items.count(kind), kind)

        return min(legal, key=worth)

    # --- items ---

    @staticmethod
    def _town_price(view):
        """Gold the bot would give for one more town: gold is worth only what it buys."""
        gold = view["gold"][view["seat"]]
        share = 1.0 if view["round"] >= view["rounds"] else TOWN_PRICE_SHARE
        return max(GOLD_PER_TOWN, share * gold)

    def _journey_gain(self, view, item):
        """Towns `item` would add to this round's planned journey."""
        me, hand, items, uncollected = self._me(view)
        # Everything the two plans depend on (the roads lie empty while items are on offer).
        key = (view["round"], view["rounds"], view.get("town_card"), uncollected, self.beam, self.plans_tour,
               tuple(sorted(items)), tuple(hand), view["boots"][me], item)
        if key not in self._values:
            without = self._journey(view, items).value
            with_item = self._journey(view, items + [item]).value
            if len(self._values) > self.values_kept:
                self._values.clear()
            self._values[key] = max(0.0, with_item - without) / TOWN_VALUE
        return self._values[key]

    def _item_value(self, view, item):
        """Gold the bot would pay for `item` now."""
        if item == GOLD_PIECE:
            return GOLD_PIECE_GOLD
        towns = FLOOR_TOWNS.get(item, 0.0)
        if item in _TRANSPORTS:
            towns = max(towns, self._journey_gain(view, item))
        elif item == EXCHANGE and view["round"] >= view["rounds"]:
            towns = 0.0
        return towns * self._town_price(view)

    def _show(self, view, legal):
        # Show the item rivals learn the least from: the cheaper one.
        return min(legal, key=lambda a: (self._item_value(view, a[1]), a[1]))

    def _bid(self, view, legal):
        me = view["seat"]
        bidding = view["bidding"]
        gold = view["gold"][me]
        reserve = FLIGHT_GOLD if view["hand"][WITCH] else 0
        limit = min(int(self._item_value(view, bidding["lot"])), gold - reserve)
        high = bidding["high_bid"]
        if high + 1 > limit:
            return ["pass"]
        # Halfway to its limit at once: auctions between careful bidders stay short.
        return ["bid", max(high + 1, (high + limit + 1) // 2)]

    def _keep(self, view, legal):
        me, hand, items, _ = self._me(view)
        hand_map = view["hand"]

        def worth(action):
            kind = action[1]
            if kind in _TRANSPORTS:
                return (hand_map[kind] + VERSATILITY[kind] / 2, action[2] == "secret", kind)
            return (KEEP_VALUES.get(kind, 0.0), action[2] == "secret", kind)

        return max(legal, key=worth)

    # --- planning ---

    def _plan(self, view, legal):
        me, _, items, _ = self._me(view)
        plan = self._journey(view, items)
        for road, _, _ in plan.steps:
            kind = plan.placements.get(road)
            if kind and ["place", kind, road] in legal:
                return ["place", kind, road]
        if GOLD_PIECE in items:
            action = self._gold_piece(view, legal, plan)
            if action:
                return action
        for item in (OBSTACLE, SEA_MONSTER):
            if item in items:
                action = self._block(view, legal, plan, item)
                if action:
                    return action
        return ["pass"]

    def _gold_piece(self, view, legal, plan):
        best, best_value = None, 0
        for road, _, _ in plan.steps:
            if ["place", GOLD_PIECE, road] not in legal:
                continue
            road_data = ROADS[road]
            value = max(view["gold_values"].get(road_data.a, 0), view["gold_values"].get(road_data.b, 0))
            if value > best_value:
                best, best_value = ["place", GOLD_PIECE, road], value
        return best

    def _block(self, view, legal, plan, item):
        """An obstacle or sea monster where rivals are about to travel, never on the bot's own journey."""
        mine = {road for road, _, _ in plan.steps}
        best, best_score = None, 0.0
        for action in legal:
            if action[0] != "place" or action[1] != item or action[2] in mine:
                continue
            road = ROADS[action[2]]
            if road.terrain in LAND and not counters_on(view["roads"][road.id]):
                continue
            score = rival_threat(view, road)
            if score > best_score:
                best, best_score = action, score
        late = view["passes"] > 0 or not [a for a in legal if a[0] == "place" and a[1] in _TRANSPORTS]
        if best is not None and best_score >= 1.5 and late:
            return best
        return None

    # --- moving ---

    def _move(self, view, legal):
        plan = self._journey(view, [])
        if plan.steps:
            road, kind, paid = plan.steps[0]
            action = ["move", road, "caravan", paid] if kind is None else ["move", road, kind]
            if action in legal:
                return action
        flights = [action for action in legal if action[0] == "fly"]
        if flights:
            me, _, _, uncollected = self._me(view)
            near = nearest_new_town(uncollected)
            targets = [a for a in flights if uncollected >> TOWN_INDEX[a[1]] & 1]
            if targets:
                return max(
                    targets,
                    key=lambda a: (-near.get(a[1], 0), view["gold_values"].get(a[1], 0), a[1]),
                )
        return ["end_move"]


# --- the strong player -----------------------------------------------------------------------------


class PlayoutTraveller(SensibleBot):
    """The sensible traveller as the search's quick player: it plans its journey once when the
    journey starts and walks that plan while it stays legal (the board does not change while a
    player travels), instead of planning again at every step."""

    # The item values of all the playouts' travellers, remembered together: in the searched samples
    # the searching seat's hand and items recur, and the value depends only on its key.
    shared_values: dict = {}
    values_kept = 4096

    def __init__(self, seed=0):
        super().__init__(seed)
        self._route = []
        self._values = self.shared_values

    def _move(self, view, legal):
        while self._route:
            action = self._route.pop(0)
            if action in legal:
                return action
            self._route = []
        plan = self._journey(view, [])
        route = [
            ["move", road, "caravan", paid] if kind is None else ["move", road, kind]
            for road, kind, paid in plan.steps
        ]
        if route and route[0] in legal:
            self._route = route[1:]
            return route[0]
        return super()._move(view, legal)


# Phases whose decisions the strong player searches: their consequences show by the end of the round's
# journeys. The others (drawing cards and items, keeping) it answers as the sensible player does.
SEARCHED = ("auction", "plan", "move", "income", "income_draw", "discard")
TOWN_MARGIN = 2.5  # towns of lead that make an unfinished game about a three-in-four win
MAX_PLAYOUT_STEPS = 400


class StrongBot(SearchBot):
    """Flat Monte Carlo over determinisations of the seat's view (games/elfengold/sampling.py), for
    the bids, planning, journey and income decisions, each played out by the sensible travellers to
    the end of the round's journeys and judged there by the towns, cards, items and gold of every seat.
    A bid weighs passing, the least raise and raises to about its own value of the lot and beyond."""

    level = "strong"
    # Playouts a move, over all candidates (the cap below still ends a long move's search). With 48:
    # 59 % and 55 % of two sets of 100 three-player games; with 96, 65 % and 61 % of the same games.
    # With 240 and the cap of 0.5 s (the page's search now runs during the pace's pause too): 55 % of
    # 40 four-player games, against 51 % of the same games with 96 and 0.2 s.
    playouts = 240
    min_samples = 3
    max_candidates = 6
    # The most a move may search on CPython (a playout under way is finished): the page's 1.15 s of
    # Pyodide's wall time at the normal pace, about twice as slow.
    own_seconds = 0.5
    auction_share = 0.5  # and a bid, of that (or of the page's cap)

    # Its own planning: the beam for its journeys and the items it values, whether its playouts plan
    # its journeys so too, and whether a journey's end is valued by the tour left (see
    # SensibleBot.plans_tour). With the sensible player's (a beam of 8, no tour) it won 58 % of 100
    # games at 3 players, with these 65 %; the wide touring planner alone, without the search, wins
    # 37 % against sensible players (900 games; 35 % with a beam of 8).
    beam = 16
    own_beam_in_playouts = True
    plans_tour = True

    def __init__(self, seed=0):
        super().__init__(seed)
        self.sensible = SensibleBot(seed)
        self.sensible.beam = self.beam
        self.sensible.plans_tour = self.plans_tour
        self._searching = None  # the seat whose move is being searched

    def sample(self, view, rng):
        from .sampling import sample_state

        state = sample_state(view, rng)
        state.log = SharedLog()  # playouts never read the log: a short one keeps their views quick
        return state

    def policy(self, seat, seed):
        player = PlayoutTraveller(seed)
        if seat == self._searching and self.own_beam_in_playouts:
            player.beam, player.plans_tour = self.beam, self.plans_tour
        return player

    def fallback(self, view, legal):
        return self.sensible.choose(view, legal)

    def think(self, view, legal, seconds=None):
        if len(legal) == 1:
            return legal[0]
        if view["phase"] not in SEARCHED:
            return self.fallback(view, legal)
        self._searching = view["seat"]
        return (yield from super().think(view, legal, seconds))

    def time_share(self, view):
        # Many bids a round: each a shorter look.
        return self.auction_share if view["phase"] == "auction" else 1.0

    def candidates(self, view, legal):
        preferred = self.fallback(view, legal)
        phase = view["phase"]
        if phase == "plan":
            chosen = self._plan_candidates(view, legal)
        elif phase == "move":
            chosen = self._move_candidates(view, legal)
        elif phase == "auction":
            chosen = self._bid_candidates(view, legal)
        else:
            chosen = list(legal)
        if preferred not in chosen:
            chosen.insert(0, preferred)
        return chosen[: self.max_candidates]

    def _plan_candidates(self, view, legal):
        """Pass, and the placements on roads of the seat's own best journeys."""
        me, _, items, _ = self.sensible._me(view)
        plan = self.sensible._journey(view, items)
        own = {road for road, _, _ in plan.steps}
        chosen = [["pass"]]
        for road, kind in plan.placements.items():
            action = ["place", kind, road]
            if action in legal and action not in chosen:
                chosen.append(action)
        for action in legal:
            if len(chosen) >= self.max_candidates:
                break
            if action[0] == "place" and action[1] in (OBSTACLE, SEA_MONSTER) and action[2] not in own:
                if rival_threat(view, ROADS[action[2]]) >= 1.0 and action not in chosen:
                    chosen.append(action)
        return chosen

    def _bid_candidates(self, view, legal):
        """Passing, the least raise, and raises to about its own valuation of the lot and beyond."""
        me = view["seat"]
        high = view["bidding"]["high_bid"]
        value = self.sensible._item_value(view, view["bidding"]["lot"])
        gold = view["gold"][me]
        chosen = [["pass"], ["bid", high + 1]]
        for bid in (round(value), round(value * 1.5) + 1, round(value * 0.6)):
            bid = min(bid, gold)
            if ["bid", bid] in legal and ["bid", bid] not in chosen:
                chosen.append(["bid", bid])
        # Never a bid above its own gold: won, it costs all the gold and brings nothing (the item is
        # auctioned again without the bidder), which no playout would show better than a pass.
        return [action for action in chosen if action in legal and (action[0] == "pass" or action[1] <= gold)]

    def _move_candidates(self, view, legal):
        """The planned step, ending the journey, and the steps along other roads (one payment each)."""
        chosen = [["end_move"]]
        roads = set()
        for action in legal:
            if action[0] == "move" and action[1] not in roads:
                roads.add(action[1])
                chosen.append(action)
        return chosen

    def playout_start(self, state):
        return state.round

    def playout_ends(self, state, start, steps):
        """At the end of this round's journeys (the keep phase, the next round)."""
        return state.round != start or state.phase == "keep" or steps >= MAX_PLAYOUT_STEPS

    def estimate(self, state, seat):
        """The seat's standing against its best rival: towns above all; cards, items and gold a little
        (they make the next journeys), gold less each round (it only decides ties at the end)."""
        rounds_left = state.rounds - state.round
        worth = [self._worth(state, other, rounds_left) for other in range(state.players)]
        mine = worth[seat]
        best = max(value for other, value in enumerate(worth) if other != seat)
        return 1 / (1 + math.exp(-(mine - best) / TOWN_MARGIN * 1.1))

    @staticmethod
    def _worth(state, seat, rounds_left):
        towns = bin(state.collected[seat]).count("1")
        cards = state.held(seat)
        items = len(state.open_counters[seat]) + len(state.secret_counters[seat])
        later = min(1.0, rounds_left / 3)
        kept = 0.25 * min(cards, HAND_LIMIT + 2) + 0.2 * min(items, 2) + 0.02 * state.gold[seat]
        return towns + later * kept


class EasyTraveller(EasyBot):
    """The sensible traveller with now and then a beginner's move; a beginner's bid is never more
    than the gold it has (any bid above the high bid is legal, but one above its gold only loses it)."""

    def __init__(self, seed=0):
        super().__init__(SensibleBot(seed), seed)

    def choose(self, view, legal):
        if view["phase"] == "auction":
            gold = view["gold"][view["seat"]]
            legal = [action for action in legal if action[0] != "bid" or action[1] <= gold]
        return super().choose(view, legal)


LEVELS = {"sensible": SensibleBot, "easy": EasyTraveller, "strong": StrongBot, "random": RandomBot}


def make_bot(level, seed):
    return LEVELS[level](seed)
