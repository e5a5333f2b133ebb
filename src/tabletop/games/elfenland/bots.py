"""Computer players for Elfenland: the random baseline, a sensible traveller, an easy one (the
sensible traveller with now and then a beginner's move) and a strong one (a search over the
round's counters, below).

The sensible bot plans, from its own view only, a journey through towns it has not collected yet
(a small beam search over the roads, its cards, the counters on the board and the counters it could
still place), then takes counters that serve the journey, places them along it, drops its obstacle
where the leading rival is likely to travel, and walks the journey step by step.

A decision with a single legal answer (the rules ask even then when the reason is secret: a journey
its cards cannot go on with, a pass with nothing that fits, a discard of the one kind left) is
answered at once by both bots.
"""

from __future__ import annotations

import math

from ...engine.bots import Bot, EasyBot, RandomBot
from ...engine.rng import derive_seed
from ...engine.search import SearchBot
from .data import (
    ALL_PIECES,
    CAPITAL,
    CARAVAN_CARDS,
    CARD_INDEX,
    CARD_KINDS,
    COST_CHART,
    COUNTER_PICKS,
    LAND,
    RAFT,
    ROADS,
    TOWN_IDS,
    TOWN_INDEX,
    TRANSPORTS,
)
from .routes import (
    DISTANCES,
    EDGES,
    can_hold,
    counters_on,
    extra_cards,
    obstacle_roads,
    take_any,
)
from .rules import DISCARD, DRAW, KEEP, MOVE, OVER, PLAN, pieces, towns_of
from .sampling import sample_state

TOWN_VALUE = 10.0  # a town piece, in the planner's units
CARD_VALUE = 0.3  # a travel card spent (most cards above the hand limit are lost anyway)
PLACE_VALUE = 0.4  # a counter placed (it may help rivals too)
POSITION_VALUE = 0.5  # before the last round: per link between the journey's end and the nearest new town
BEAM = 8
MAX_DEPTH = 9
WILD = "*"  # a counter still to be drawn: any kind
CARAVAN_SIZE = CARAVAN_CARDS
# How useful a kind is to keep: the terrains it crosses.
VERSATILITY = {kind: len(COST_CHART[kind]) for kind in CARD_KINDS}
VERSATILITY[RAFT] = 1.5
# Playout steps between the strong player's yields: a step may run the journey planner, so the page
# gets a chance after each one. (A single step in the counter draw, a plan with counters still to
# draw, can still take up to 50 ms on CPython: the planner itself does not yield.)
SLICE_STEPS = 1


def town_mask(towns) -> int:
    """A bit mask of towns (TOWN_INDEX bits), as the planner takes them."""
    mask = 0
    for town in towns:
        mask |= 1 << TOWN_INDEX[town]
    return mask


def uncollected_mask(view, seat) -> int:
    """The towns that would still give `seat` a piece."""
    collected = view["collected"][seat]
    return town_mask(town for town in TOWN_IDS if town != CAPITAL and town not in collected)


class Plan:
    """The best journey found: its value, the steps (road, kind or None for a caravan, cards) and the
    counters it would place ({road: kind})."""

    __slots__ = ("value", "steps", "placements")

    def __init__(self, value, steps, placements):
        self.value = value
        self.steps = steps
        self.placements = placements


RAFT_INDEX = CARD_INDEX[RAFT]
WILD_INDEX = -1
NOTHING = ([], 0)  # an empty road: no counters, no extra cards


_CARAVAN_PAY = {}


def caravan_payment(cards, size):
    """(hand after, cards paid) when a caravan of `size` is paid from the hand `cards` (a tuple of
    counts) as `take_any` pays it; remembered per hand, as the planner asks the same often."""
    key = (cards, size)
    found = _CARAVAN_PAY.get(key)
    if found is None:
        if len(_CARAVAN_PAY) > 8192:
            _CARAVAN_PAY.clear()
        after = list(cards)
        paid = take_any(after, size)
        found = _CARAVAN_PAY[key] = (tuple(after), tuple(paid))
    return found


def plan_journey(start, hand, counters, road_items, uncollected, end_value=None, beam=BEAM, position=None):
    """Search journeys from `start`. `hand` is counts in CARD_KINDS order, `counters` the kinds this
    player may still place (WILD for one still to be drawn), `uncollected` a bit mask of towns that
    give a piece. Returns the best Plan (the empty journey if nothing is better).

    `end_value(town)` is what ending in a town is worth; `position(mask)` instead, where given: {town:
    worth} for the towns `mask` still left to collect once the journey has collected its own.

    A step is (road, kind or None for a caravan, cost or the caravan's cards)."""
    near = nearest_new_town(uncollected)
    info = [
        ([CARD_INDEX[item] for item in counters_on(items)], extra_cards(items)) if items else NOTHING
        for items in road_items
    ]
    if end_value is None:
        ends = dict.fromkeys(TOWN_IDS, 0.0)
    else:
        ends = {town: end_value(town) for town in TOWN_IDS}
    # The beam keeps the best journeys so far, each helped by how near its end lies to a new town.
    pull = {town: 2.0 * near.get(town, 9) for town in TOWN_IDS}

    mine0 = tuple(sorted(WILD_INDEX if kind == WILD else CARD_INDEX[kind] for kind in counters))
    root_value = ends[start] if position is None else position(uncollected)[start]
    best = (root_value, (), ())
    best_value = root_value
    # node: (value, town, hand, own counters, gained, steps, placements)
    frontier = [(root_value, start, tuple(hand), mine0, 0, (), ())]
    seen = set()
    add_seen = seen.add
    for _ in range(MAX_DEPTH):
        children = []
        append = children.append
        for value, town, cards, mine, gained, steps, placed in frontier:
            if position is None:
                base = value - ends[town]
            else:
                base = value - position(uncollected & ~gained)[town]
            total = sum(cards)
            wild = WILD_INDEX in mine
            for road_id, to, bit, land, costs in EDGES[town]:
                kinds, extra = info[road_id]
                if placed:
                    for placed_road, placed_kind in placed:
                        if placed_road == road_id:
                            kinds = kinds + [placed_kind]
                gain = TOWN_VALUE if uncollected & bit and not gained & bit else 0.0
                options = []
                if not land:
                    cost = costs[RAFT_INDEX] + extra
                    if cards[RAFT_INDEX] >= cost:
                        options.append((RAFT_INDEX, cost, None))
                elif kinds:
                    for index in kinds:
                        cost = costs[index] + extra
                        if cards[index] >= cost:
                            options.append((index, cost, None))
                    if gain and total >= CARAVAN_SIZE + extra:
                        options.append((None, CARAVAN_SIZE + extra, None))
                elif mine:
                    for index, cost in costs.items():
                        cost += extra
                        if cards[index] >= cost and (wild or index in mine):
                            options.append((index, cost, index if index in mine else WILD_INDEX))
                if not options:
                    continue
                now_gained = gained | bit if gain else gained
                end = ends[to] if position is None else position(uncollected & ~now_gained)[to]
                for index, cost, used in options:
                    if index is None:
                        after, paid = caravan_payment(cards, cost)
                        step = (road_id, None, list(paid))
                    else:
                        after = list(cards)
                        after[index] -= cost
                        after = tuple(after)
                        step = (road_id, CARD_KINDS[index], cost)
                    if used is None:
                        rest, now_placed, placing = mine, placed, 0
                    else:
                        rest = list(mine)
                        rest.remove(used)
                        rest = tuple(rest)
                        now_placed = placed + ((road_id, index),)
                        placing = 1
                    key = (to, after, rest, now_gained, now_placed)
                    if key in seen:
                        continue
                    add_seen(key)
                    child_value = base + gain - CARD_VALUE * cost - PLACE_VALUE * placing + end
                    child = (child_value, to, after, rest, now_gained, steps + (step,), now_placed)
                    append(child)
                    if child_value > best_value:
                        best_value = child_value
                        best = (child_value, child[5], now_placed)
        if not children:
            break
        children.sort(key=lambda node: node[0] - pull[node[1]], reverse=True)
        frontier = children[:beam]
    value, steps, placed = best
    return Plan(value, list(steps), {road: CARD_KINDS[index] for road, index in placed})


_NEAREST = {}


def nearest_new_town(uncollected):
    """Hops from each town to the nearest town that still gives a piece (remembered per mask)."""
    found = _NEAREST.get(uncollected)
    if found is None:
        targets = [town for town in TOWN_IDS if uncollected >> TOWN_INDEX[town] & 1]
        found = {}
        if targets:
            found = {town: min(DISTANCES[town][target] for target in targets) for town in TOWN_IDS}
        if len(_NEAREST) > 4096:
            _NEAREST.clear()
        _NEAREST[uncollected] = found
    return found


def journey_end_value(view, uncollected, position_value=POSITION_VALUE):
    """What the town a journey ends in is worth: in the last round of the town-card variant, the
    distance to the destination costs a point a link; before the last round, ending near towns
    still to collect is worth a little (`position_value` a link)."""
    if view.get("town_card") and view["round"] >= view["rounds"]:
        target = view["town_card"]
        return lambda town: -TOWN_VALUE * DISTANCES[town][target]
    if view["round"] >= view["rounds"] or not position_value:
        return None
    near = nearest_new_town(uncollected)
    return lambda town: -position_value * near.get(town, 0)


_TOUR_LINKS = {}


def tour_links(mask) -> int:
    """The links of the shortest network joining the towns of `mask` (a spanning tree over the
    links between towns): about the travel that collecting them all still takes. Remembered per mask."""
    found = _TOUR_LINKS.get(mask)
    if found is None:
        towns = [town for town in TOWN_IDS if mask >> TOWN_INDEX[town] & 1]
        found = 0
        if len(towns) > 1:
            # Prim's algorithm: grow the tree from the first town, always by its nearest outsider.
            reach = {town: DISTANCES[towns[0]][town] for town in towns[1:]}
            while reach:
                town = min(reach, key=reach.get)
                found += reach.pop(town)
                row = DISTANCES[town]
                for other, hops in reach.items():
                    if row[other] < hops:
                        reach[other] = row[other]
        if len(_TOUR_LINKS) > 65536:
            _TOUR_LINKS.clear()
        _TOUR_LINKS[mask] = found
    return found


_TOUR_VALUES = {}


def tour_values(uncollected):
    """{town: worth} of ending a round's journey in a town with the towns of mask `uncollected` still
    to collect: a point off for each link still to travel, to the nearest of them and then along the
    network joining them all. So a journey that leaves its remaining towns together beats one that
    leaves stragglers about the map for the same towns now. Remembered per mask."""
    found = _TOUR_VALUES.get(uncollected)
    if found is None:
        near = nearest_new_town(uncollected)
        rest = -tour_links(uncollected)
        found = {town: rest - near.get(town, 0) for town in TOWN_IDS}
        if len(_TOUR_VALUES) > 65536:
            _TOUR_VALUES.clear()
        _TOUR_VALUES[uncollected] = found
    return found


def tour_position(facts):
    """The planner's `position` for a player who plans its round as part of the whole game's tour:
    `tour_values` before the last round; None in it (the journey's end then counts as
    `journey_end_value` says)."""
    return None if facts["round"] >= facts["rounds"] else tour_values


def rival_threat(view, road):
    """How much blocking `road` would hurt the rivals of the viewing seat: for each rival whose boot
    is at or next to one of its ends with a new town at the other, weighted by the rival's lead."""
    me, scores = view["seat"], view["scores"]
    score = 0.0
    for seat in range(view["players"]):
        if seat == me:
            continue
        weight = max(0.5, 1.0 + (scores[seat] - scores[me]) / 4)
        boot = view["boots"][seat]
        collected = view["collected"][seat]
        for end, other in ((road.a, road.b), (road.b, road.a)):
            hops = DISTANCES[boot][end]
            if hops <= 1 and other not in collected and other != CAPITAL:
                score += weight * (1.0 if hops == 0 else 0.5)
    return score


class SensibleBot(Bot):
    level = "sensible"

    def choose(self, view, legal):
        if len(legal) == 1:
            return legal[0]
        handler = self._handlers().get(view["phase"])
        action = handler(view, legal) if handler else None
        return action if action in legal else legal[-1]

    def _handlers(self):
        """The bot's answer for each phase."""
        return {
            "draw_counters": self._draw,
            "plan": self._plan,
            "move": self._move,
            "discard": self._discard,
            "keep": self._keep,
        }

    # --- what the bot knows ---

    @staticmethod
    def _held(view, me):
        """The counters this player holds, its secret ones included."""
        return view["counters"][me] + (view["secret_counters"] or [])

    def _me(self, view):
        me = view["seat"]
        hand = [view["hand"][kind] for kind in CARD_KINDS]
        return me, hand, self._held(view, me), uncollected_mask(view, me)

    position_value = POSITION_VALUE

    def _end_value(self, view, uncollected):
        return journey_end_value(view, uncollected, self.position_value)

    def _journey(self, view, counters):
        me, hand, _, uncollected = self._me(view)
        end_value = self._end_value(view, uncollected)
        return plan_journey(
            view["boots"][me], hand, counters, view["roads"], uncollected, end_value=end_value
        )

    # --- phases ---

    def _draw(self, view, legal):
        me, _, counters, _ = self._me(view)
        wild = view["picks_left"][me]
        plan = self._journey(view, counters + [WILD] * wild)
        have = list(counters)
        wanted = []
        for _road, kind in sorted(plan.placements.items()):
            if kind in have:
                have.remove(kind)
            else:
                wanted.append(kind)
        for kind in wanted:
            if ["draw_counter", kind] in legal:
                return ["draw_counter", kind]
        if ["draw_counter_blind"] in legal and not wanted:
            # Nothing needed: take the face-up counter that best fits the hand, else a blind one.
            hand = view["hand"]
            options = [action for action in legal if action[0] == "draw_counter"]
            if options:
                best = max(options, key=lambda a: (hand[a[1]] + VERSATILITY[a[1]] / 4, a[1]))
                if hand[best[1]] >= 2:
                    return best
            return ["draw_counter_blind"]
        return ["draw_counter_blind"] if ["draw_counter_blind"] in legal else legal[0]

    def _plan(self, view, legal):
        _, _, counters, _ = self._me(view)
        plan = self._journey(view, counters)
        # Place along the journey, in travel order.
        for road, _, _ in plan.steps:
            if road in plan.placements and ["place", plan.placements[road], road] in legal:
                return ["place", plan.placements[road], road]
        obstacle = self._obstacle(view, legal, plan)
        if obstacle:
            return obstacle
        return ["pass"]

    def _obstacle(self, view, legal, plan):
        me = view["seat"]
        if not view["obstacles"][me]:
            return None
        mine = {road for road, _, _ in plan.steps}
        best, best_score = None, 0.0
        for road_id in obstacle_roads(view["roads"]):
            if road_id in mine or ["place_obstacle", road_id] not in legal:
                continue
            score = rival_threat(view, ROADS[road_id])
            if score > best_score:
                best, best_score = road_id, score
        last_round = view["round"] >= view["rounds"]
        threshold = 0.9 if last_round else 2.0
        late = view["passes"] > 0 or not (view["counters"][me] or view["secret_counters"])
        if best is not None and best_score >= threshold and (late or last_round):
            return ["place_obstacle", best]
        return None

    def _move(self, view, legal):
        plan = self._journey(view, [])
        if not plan.steps:
            return ["end_move"]
        road, kind, paid = plan.steps[0]
        if kind is None:
            return ["move", road, "caravan", paid]
        return ["move", road, kind]

    def _discard(self, view, legal):
        hand = view["hand"]
        options = [action for action in legal if action[0] == "discard"]
        return min(options, key=lambda a: (hand[a[1]] + VERSATILITY[a[1]] / 4, a[1]))

    def _keep(self, view, legal):
        hand = view["hand"]
        return max(
            legal,
            key=lambda a: (hand[a[1]] * 2 + VERSATILITY[a[1]], a[2] == "secret", a[1]),
        )


# --- the playouts' traveller ------------------------------------------------------------------------


class QuickTraveller:
    """The sensible traveller's choices for the strong player's playouts, read straight from a
    state the search owns (no view is built). To be quick it plans less often: its counter draws
    from one plan a round, its placements from a plan kept while the roads it runs on lie as
    they did, and its journey from one plan made when the journey starts."""

    def __init__(self, seat, beam=BEAM, plans_tour=False):
        self.seat = seat
        self.beam = beam
        self.plans_tour = plans_tour  # as WideSensibleBot.plans_tour
        self.draw_round = None  # the round `draw_kinds` was planned for
        self.draw_kinds = []  # the kinds the draw plan would place
        self.plan = None
        self.plan_roads = {}  # road -> its items when the plan was made (a placement of the plan included)
        self.journey_round = None
        self.journey_steps = []
        self.plans = 0  # the work of its planning so far: the beams of the plans it made

    # --- what the traveller knows ---

    def _end_value(self, state, uncollected):
        seat = state.town_cards[self.seat] if state.variant else None
        facts = {"town_card": seat, "round": state.round, "rounds": state.rounds}
        return journey_end_value(facts, uncollected)

    def _plan(self, state, counters):
        seat = self.seat
        self.plans += self.beam
        uncollected = ALL_PIECES & ~state.collected[seat]
        position = None
        if self.plans_tour:
            position = tour_position({"round": state.round, "rounds": state.rounds})
        return plan_journey(
            state.boots[seat],
            state.hands[seat],
            counters,
            state.roads,
            uncollected,
            end_value=self._end_value(state, uncollected),
            beam=self.beam,
            position=position,
        )

    def choose(self, state):
        phase = state.phase
        if phase == DRAW:
            return self._draw(state)
        if phase == PLAN:
            return self._place(state)
        if phase == MOVE:
            return self._travel(state)
        if phase == DISCARD:
            hand = state.hands[self.seat]
            kinds = [kind for kind in CARD_KINDS if hand[CARD_INDEX[kind]]]
            return ["discard", min(kinds, key=lambda k: (hand[CARD_INDEX[k]] + VERSATILITY[k] / 4, k))]
        hand = state.hands[self.seat]
        return max(
            state._keep_options(self.seat),
            key=lambda a: (hand[CARD_INDEX[a[1]]] * 2 + VERSATILITY[a[1]], a[2] == "secret", a[1]),
        )

    def _draw(self, state):
        seat = self.seat
        counters = state.counters_of(seat)
        if self.draw_round != state.round:
            total, index = COUNTER_PICKS * state.players, state.order().index(seat)
            wild = len(range(index, total, state.players)) - len(range(index, state.step, state.players))
            plan = self._plan(state, counters + [WILD] * wild)
            self.draw_kinds = [kind for _road, kind in sorted(plan.placements.items())]
            self.draw_round = state.round
        have = list(counters)
        wanted = []
        for kind in self.draw_kinds:
            if kind in have:
                have.remove(kind)
            else:
                wanted.append(kind)
        for kind in wanted:
            if kind in state.face_up:
                return ["draw_counter", kind]
        if state.stack and not wanted:
            hand = state.hands[seat]
            shown = [kind for kind in TRANSPORTS if kind in state.face_up]
            if shown:
                best = max(shown, key=lambda k: (hand[CARD_INDEX[k]] + VERSATILITY[k] / 4, k))
                if hand[CARD_INDEX[best]] >= 2:
                    return ["draw_counter", best]
            return ["draw_counter_blind"]
        if state.stack:
            return ["draw_counter_blind"]
        return ["draw_counter", next(kind for kind in TRANSPORTS if kind in state.face_up)]

    def _place(self, state):
        seat = self.seat
        roads = state.roads
        plan = self.plan
        if plan is None or any(roads[road] != items for road, items in self.plan_roads.items()):
            plan = self.plan = self._plan(state, state.counters_of(seat))
            self.plan_roads = {road: roads[road] for road, _, _ in plan.steps}
        counters = state.counters_of(seat)
        for road, _, _ in plan.steps:
            kind = plan.placements.get(road)
            if kind is not None and kind in counters and can_hold(road, kind, roads[road]):
                self.plan_roads[road] = roads[road] + (kind,)
                return ["place", kind, road]
        obstacle = self._obstacle(state, plan)
        return obstacle or ["pass"]

    def _obstacle(self, state, plan):
        """As the sensible bot's obstacle, from the state."""
        seat = self.seat
        if not state.obstacles[seat]:
            return None
        last_round = state.round >= state.rounds
        late = state.passes > 0 or not state.counters_of(seat)
        if not (late or last_round):
            return None
        facts = {
            "seat": seat,
            "players": state.players,
            "scores": [pieces(mask) for mask in state.collected],
            "boots": state.boots,
            "collected": [towns_of(mask) for mask in state.collected],
        }
        mine = {road for road, _, _ in plan.steps}
        best, best_score = None, 0.0
        for road_id in obstacle_roads(state.roads):
            if road_id in mine:
                continue
            score = rival_threat(facts, ROADS[road_id])
            if score > best_score:
                best, best_score = road_id, score
        if best is not None and best_score >= (0.9 if last_round else 2.0):
            return ["place_obstacle", best]
        return None

    def _travel(self, state):
        seat = self.seat
        if self.journey_round != state.round:
            self.journey_round = state.round
            self.journey_steps = list(self._plan(state, []).steps)
        while self.journey_steps:
            road, kind, paid = self.journey_steps.pop(0)
            action = ["move", road, "caravan", paid] if kind is None else ["move", road, kind]
            if state.is_legal(seat, action):
                return action
            self.journey_steps = list(self._plan(state, []).steps)  # the plan went stale: plan again
            if not self.journey_steps:
                break
        return ["end_move"]


# --- the strong player ----------------------------------------------------------------------------


# The towns a seat still collects after a round's travel, by the rounds left to play: a constant, and
# per link to its nearest new town, per link of the tour left (tour_links) and per town left. Fitted by
# least squares on 1,400 four-player games (one touring player, three sensible). Fitted on 1,000 of
# them, it named the winners of the other 400 better than the estimate before it, which counted the
# towns held and the nearest new town (mean log-likelihood of the winner: -0.99 against -1.11).
FUTURE_TOWNS = {
    3: (2.21, -0.24, -0.28, 0.96),
    2: (2.85, -0.29, -0.39, 0.87),
    1: (2.19, -0.45, -0.25, 0.53),
}
ESTIMATE_SPREAD = 0.5  # towns: the softmax's scale from the expected final towns to a win


def expected_towns(state, seat) -> float:
    """The towns `seat` may expect at the end of the game, at the end of a round's travel."""
    rounds_left = state.rounds - state.round + (1 if state.phase == DRAW else 0)
    uncollected = ALL_PIECES & ~state.collected[seat]
    held = pieces(state.collected[seat])
    if rounds_left <= 0:
        return float(held)
    constant, per_near, per_link, per_town = FUTURE_TOWNS[min(rounds_left, 3)]
    near = nearest_new_town(uncollected).get(state.boots[seat], 0)
    left = pieces(uncollected)
    future = constant + per_near * near + per_link * tour_links(uncollected) + per_town * left
    return held + min(left, max(0.0, future))


def round_estimate(state, seat) -> float:
    """What a position at the end of a round's travel is worth to `seat`, in [0, 1]: mostly its chance
    of the most towns at the end (a softmax over the towns each seat may expect), a little for each
    rival it is likely to end above."""
    strengths = [expected_towns(state, other) for other in range(state.players)]
    top = max(strengths)
    weights = [math.exp((value - top) / ESTIMATE_SPREAD) for value in strengths]
    win = weights[seat] / sum(weights)
    mine = strengths[seat]
    beaten = [
        1 / (1 + math.exp((value - mine) / ESTIMATE_SPREAD))
        for other, value in enumerate(strengths)
        if other != seat
    ]
    return 0.85 * win + 0.15 * sum(beaten) / len(beaten)


class StrongBot(SearchBot):
    """Determinised search over the counters of a round: each counter it might draw and each
    placement worth weighing (along its own planned journeys, its obstacle where rivals go, or a
    pass) is tried in the same samples of the unseen cards and counters, played out by quick
    sensible travellers to the end of the round's travel, and judged by `round_estimate`. Journeys,
    discards and the counter to keep are the sensible traveller's, with a wider planner that plans
    the round as part of the whole game's tour."""

    level = "strong"
    playouts = 56
    min_samples = 4
    max_candidates = 6
    draw_candidates = 4
    block_candidates = 2
    confidence = 1.0  # standard errors by which a move must beat the sensible one to be chosen
    draw_playouts = 32  # a draw's playouts run through most of the round, so it gets fewer
    beam = 16  # the planner's beam for its own journeys
    rollout_beam = 8  # and the rivals' in playouts: as the sensible players plan
    # And its own in playouts: as it plans them. (As narrow as the rivals' made its playouts cheaper,
    # which bought more samples late in a round, but measured no stronger: 43 % against 49 % over 60
    # games.)
    own_rollout_beam = 16
    # The planning work (the beams of the plans the playouts make, summed) a move's samples may take,
    # and the most samples: a round's first moves, whose playouts plan the most, take about the
    # `playouts` above; its last moves, with little left to plan, take more samples for the same work.
    work_budget = 16000
    max_rounds = 48
    steps_per_slice = SLICE_STEPS
    # A round's first moves reach this (CPU time on CPython; the page caps at 1.15 s of Pyodide's wall
    # time at the normal pace, its search running during the pace's pause, about twice as slow). With
    # 0.24 s and a work budget of 6,400, half that budget and no cap measured 48.8 % against 51.2 %
    # (200 games).
    own_seconds = 0.6

    # Its own journeys plan the round as part of the whole game's tour (tour_values): measured with
    # the wide planner alone against three sensible players, 1,200 games, 26 % without, 36 % with.
    plans_tour = True

    def __init__(self, seed=0):
        super().__init__(seed)
        self.traveller = WideSensibleBot(seed, self.beam)
        self.traveller.plans_tour = self.plans_tour
        self.searching = None  # the seat whose move is being searched
        self.work = 0  # the planning work of the samples so far

    def sample(self, view, rng):
        return sample_state(view, rng)

    def policy(self, seat, seed):
        return SensibleBot(seed)

    def fallback(self, view, legal):
        return self.traveller.choose(view, legal)

    def rollout_action(self, state, seat, players, seed):
        player = players.get(seat)
        if player is None:
            # Its own journeys planned as it will plan them; the rivals' as the sensible players do.
            if seat == self.searching:
                player = QuickTraveller(seat, self.own_rollout_beam, self.plans_tour)
            else:
                player = QuickTraveller(seat, self.rollout_beam)
            players[seat] = player
        return player.choose(state)

    def estimate(self, state, seat):
        return round_estimate(state, seat)

    def candidates(self, view, legal):
        chosen = [self.fallback(view, legal)]

        def add(action):
            if action in legal and action not in chosen:
                chosen.append(action)

        if view["phase"] == DRAW:
            # The sensible pick, a blind one, and the face-up kinds the hand pays for best.
            add(["draw_counter_blind"])
            hand = view["hand"]
            shown = sorted((-hand[action[1]], action[1]) for action in legal if action[0] == "draw_counter")
            for _, kind in shown:
                add(["draw_counter", kind])
            return chosen[: self.draw_candidates]
        add(["pass"])
        traveller = self.traveller
        me = view["seat"]
        counters = traveller._held(view, me)
        plan = traveller._journey(view, counters, self.beam)
        for other in (plan, traveller._journey(view, counters, 4)):
            for road, _, _ in other.steps:
                if road in other.placements:
                    add(["place", other.placements[road], road])
        mine = {road for road, _, _ in plan.steps}
        if view["obstacles"][me]:
            threats = sorted(
                (-rival_threat(view, ROADS[road]), road)
                for road in obstacle_roads(view["roads"])
                if road not in mine
            )
            for score, road in threats[:2]:
                if score < 0:
                    add(["place_obstacle", road])
        # A counter the journey does not need, on a free road where the rivals would go: taken by a
        # kind they may not hold, the road is lost to their own counters.
        spare = list(counters)
        for kind in plan.placements.values():
            if kind in spare:
                spare.remove(kind)
        blocks = []
        for road in ROADS:
            if road.id in mine or road.terrain not in LAND or view["roads"][road.id]:
                continue
            threat = rival_threat(view, road)
            if threat > 0:
                for kind in sorted(set(spare)):
                    if road.terrain in COST_CHART[kind]:
                        blocks.append((-threat, road.id, kind))
        for _, road_id, kind in sorted(blocks)[: self.block_candidates]:
            add(["place", kind, road_id])
        return chosen[: self.max_candidates]

    def think(self, view, legal, seconds=None):
        if len(legal) == 1 or view["phase"] not in (DRAW, PLAN):
            self.last_values = []
            return legal[0] if len(legal) == 1 else self.fallback(view, legal)
        self.searching = view["seat"]
        self._budget = self.draw_playouts if view["phase"] == DRAW else self.playouts
        self.work = 0
        return (yield from super().think(view, legal, seconds))

    def wants_sample(self, samples, candidates):
        if samples == 0:
            self._rounds = max(self.min_samples, self._budget // len(candidates))
        elif samples == 1 and self.work:
            # Playouts late in a round plan little: they get more samples for the same work.
            self._rounds = max(self._rounds, min(self.max_rounds, self.work_budget // self.work))
        return samples < self._rounds

    def pick(self, table):
        best = super().pick(table)
        return best if self._clearly_better(table, best) else 0

    def _clearly_better(self, table, best) -> bool:
        """Whether candidate `best` beats the sensible choice (candidate 0) by more than the luck of
        the samples explains: its mean paired difference above `confidence` standard errors."""
        if best == 0:
            return False
        differences = [row[best] - row[0] for row in table]
        count = len(differences)
        mean = sum(differences) / count
        if count < 2:
            return mean > 0
        variance = sum((value - mean) ** 2 for value in differences) / (count - 1)
        return mean > self.confidence * math.sqrt(variance / count)

    def playout_start(self, state):
        return state.round

    def playout_ends(self, state, start, steps):
        """At the end of this round's travel."""
        return state.phase in (KEEP, OVER) or state.round != start

    def playout_done(self, players, steps):
        self.work += sum(player.plans for player in players.values())


class WideSensibleBot(SensibleBot):
    """The sensible traveller planning with a wider beam (the strong player's own journeys)."""

    def __init__(self, seed=0, beam=BEAM):
        super().__init__(seed)
        self.beam = beam

    plans_tour = False  # whether a journey's end counts as tour_position says (else as the sensible's)

    def _journey(self, view, counters, beam=None):
        me, hand, _, uncollected = self._me(view)
        end_value = self._end_value(view, uncollected)
        position = tour_position(view) if self.plans_tour else None
        return plan_journey(
            view["boots"][me],
            hand,
            counters,
            view["roads"],
            uncollected,
            end_value=end_value,
            beam=beam or self.beam,
            position=position,
        )


class EasyTraveller(EasyBot):
    """The sensible traveller with now and then a beginner's move."""

    def __init__(self, seed=0):
        super().__init__(SensibleBot(derive_seed(seed, 3)), seed)


LEVELS = {"sensible": SensibleBot, "easy": EasyTraveller, "strong": StrongBot, "random": RandomBot}


def make_bot(level, seed):
    return LEVELS[level](seed)
