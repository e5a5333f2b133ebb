"""Computer players for Elfenland: the random baseline and a sensible traveller.

The sensible bot plans, from its own view only, a journey through towns it has not collected yet
(a small beam search over the roads, its cards, the counters on the board and the counters it could
still place), then takes counters that serve the journey, places them along it, drops its obstacle
where the leading rival is likely to travel, and walks the journey step by step.

A decision with a single legal answer (the rules ask even then when the reason is secret: a journey
its cards cannot go on with, a pass with nothing that fits, a discard of the one kind left) is
answered at once by both bots.
"""

from __future__ import annotations

from ...engine.bots import Bot, RandomBot
from .data import (
    CAPITAL,
    CARAVAN_CARDS,
    CARD_INDEX,
    CARD_KINDS,
    COST_CHART,
    EXITS,
    LAND,
    RAFT,
    ROADS,
    TOWN_IDS,
    TOWN_INDEX,
)
from .routes import (
    DISTANCES,
    base_cost,
    counters_on,
    extra_cards,
    obstacle_roads,
    take_any,
)

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


def _edges():
    """Per town: (road id, other town, its bit, is land, {card index: chart cost from this side})."""
    table = {}
    for town, exits in EXITS.items():
        rows = []
        for road_id, to in exits:
            costs = {}
            for kind in CARD_KINDS:
                cost = base_cost(road_id, town, kind)
                if cost is not None:
                    costs[CARD_INDEX[kind]] = cost
            rows.append((road_id, to, 1 << TOWN_INDEX[to], ROADS[road_id].terrain in LAND, costs))
        table[town] = tuple(rows)
    return table


EDGES = _edges()
RAFT_INDEX = CARD_INDEX[RAFT]
WILD_INDEX = -1
NOTHING = ([], 0)  # an empty road: no counters, no extra cards


def plan_journey(start, hand, counters, road_items, uncollected, end_value=None, beam=BEAM):
    """Search journeys from `start`. `hand` is counts in CARD_KINDS order, `counters` the kinds this
    player may still place (WILD for one still to be drawn), `uncollected` a bit mask of towns that
    give a piece. Returns the best Plan (the empty journey if nothing is better).

    A step is (road, kind or None for a caravan, cost or the caravan's cards)."""
    near = nearest_new_town(uncollected)
    info = [
        ([CARD_INDEX[item] for item in counters_on(items)], extra_cards(items)) if items else NOTHING
        for items in road_items
    ]
    ends = {}

    def end_bonus(town):
        if end_value is None:
            return 0.0
        if town not in ends:
            ends[town] = end_value(town)
        return ends[town]

    mine0 = tuple(sorted(WILD_INDEX if kind == WILD else CARD_INDEX[kind] for kind in counters))
    root_value = end_bonus(start)
    best = (root_value, (), ())
    # node: (value, town, hand, own counters, gained, steps, placements)
    frontier = [(root_value, start, tuple(hand), mine0, 0, (), ())]
    seen = set()
    for _ in range(MAX_DEPTH):
        children = []
        for value, town, cards, mine, gained, steps, placed in frontier:
            base = value - end_bonus(town)
            total = sum(cards)
            wild = WILD_INDEX in mine
            caravan_pay = {}  # caravan size -> (hand after, cards paid), the same on every road
            for road_id, to, bit, land, costs in EDGES[town]:
                kinds, extra = info[road_id]
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
                for index, cost, used in options:
                    if index is None:
                        if cost not in caravan_pay:
                            after = list(cards)
                            caravan_pay[cost] = (after, take_any(after, cost))
                        after, paid = caravan_pay[cost]
                        after = list(after)
                        step = (road_id, None, paid)
                    else:
                        after = list(cards)
                        after[index] -= cost
                        step = (road_id, CARD_KINDS[index], cost)
                    rest, now_placed, placing = mine, placed, 0
                    if used is not None:
                        rest = list(mine)
                        rest.remove(used)
                        rest = tuple(rest)
                        now_placed = placed + ((road_id, index),)
                        placing = 1
                    after = tuple(after)
                    now_gained = gained | bit if gain else gained
                    key = (to, after, rest, now_gained, now_placed)
                    if key in seen:
                        continue
                    seen.add(key)
                    child_value = base + gain - CARD_VALUE * cost - PLACE_VALUE * placing + end_bonus(to)
                    child = (child_value, to, after, rest, now_gained, steps + (step,), now_placed)
                    children.append(child)
                    if child_value > best[0]:
                        best = (child_value, child[5], now_placed)
        if not children:
            break
        children.sort(key=lambda node: node[0] - 2.0 * near.get(node[1], 9), reverse=True)
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


LEVELS = {"sensible": SensibleBot, "random": RandomBot}


def make_bot(level, seed):
    return LEVELS[level](seed)
