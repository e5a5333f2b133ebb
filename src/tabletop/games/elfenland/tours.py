"""The tour planner: the journey that collects the most new towns this round (pure, no browser code).

The route planner (routes.cheapest_route) finds the cheapest way to one chosen town; this finds the
round's best journey as a whole, from one seat's view only: its hand of travel cards, the counters on
the roads, its boot and its collected towns; during planning also the counters it still holds and
could place on the way (and, in Elfengold, a Double spell to add one of them to a road that has one
counter). Elfengold's Witch cards are used as the rules allow: past an obstacle or a sea monster for
1 gold (by the proper transport or by caravan), or in a magic flight to any town for 3 gold.

A tour is judged, best first, by: the most new towns (in the last round of the town-card variant,
less the links between the journey's end and the town card, each a point as a town is); the fewest
cards spent (Witch cards included); the fewest counters placed; the most gold (Elfengold: the gold
of the towns entered, doubled after a gold piece, less the gold the Witches cost); the fewest steps.

The search is a depth-first branch and bound over the road graph: steps to new towns and cheap steps
first; a situation no better than one already searched (the same town, towns and counters, no more
cards of any kind) is not searched again; a branch is cut when even the cheapest ways into the towns
its cards could still reach (over the roads the hand can use; a road step needs a card of a kind
some road takes; each flight one town) could not beat the best tour found; flights at a journey's
end are added in closed form. It is exact unless its node budget runs out (then the best tour
found so far is returned, marked "complete": False); positions met in play take a few thousand
nodes at most (about 20 ms in CPython).

Caravans take any cards, so the search only keeps count of the cards committed to caravans and hands
them out at the end, from the cards the tour's other steps do not need (`spare_cards`): a caravan
never spends a card a later step of the tour must pay with.
"""

from __future__ import annotations

from ..elfengold.data import DOUBLE, FLIGHT_GOLD, GOLD_PIECE, WITCH, WITCH_OBSTACLE_GOLD
from .data import (
    CARAVAN_CARDS,
    CARD_INDEX,
    CARD_KINDS,
    COST_CHART,
    EXTRA_CARD_ITEMS,
    LAND,
    OBSTACLE,
    PIECE_TOWNS,
    RAFT,
    ROADS,
    TOWN_IDS,
    TOWN_INDEX,
    TRANSPORTS,
)
from .routes import DISTANCES, EDGES

NODE_BUDGET = 5000  # search nodes before the best tour found so far is returned (about 40 ms)
RAFT_INDEX = CARD_INDEX[RAFT]
TRANSPORT_INDEX = {kind: CARD_INDEX[kind] for kind in TRANSPORTS}
# How useful a card kind is to keep for later (the terrains it crosses): spare cards of the least
# useful kinds pay for caravans first.
KEEP_VALUE = [len(COST_CHART[kind]) for kind in CARD_KINDS]
KEEP_VALUE[RAFT_INDEX] = 1.5


BIT = {town: 1 << TOWN_INDEX[town] for town in TOWN_IDS}
PIECE_MASK = sum(BIT[town] for town in PIECE_TOWNS)


def town_mask(towns) -> int:
    mask = 0
    for town in towns:
        mask |= BIT[town]
    return mask


def towns_in(mask: int) -> list[str]:
    return [town for town in TOWN_IDS if mask & BIT[town]]


def spare_cards(counts: list[int], size: int) -> list[str]:
    """Take `size` cards from `counts` (changed in place): each time from the kind held most, ties to
    the kind least useful to keep (rafts, then giant pigs). Returns them in CARD_KINDS order."""
    taken = [0] * len(counts)
    for _ in range(size):
        index = max(range(len(counts)), key=lambda i: (counts[i], -KEEP_VALUE[i], i))
        if counts[index] <= 0:
            raise ValueError("not enough cards for the caravan")
        counts[index] -= 1
        taken[index] += 1
    return [kind for kind, n in zip(CARD_KINDS, taken, strict=True) for _ in range(n)]


_ROAD_INFO = {}


def _road_info(road_items, extra):
    """Per road: (counter card indices, extra cards, empty land road, its one counter (a Double may
    join it) or None, gold factor)."""
    extra_key = tuple(sorted(extra.items()))
    info = []
    for road, items in zip(ROADS, road_items, strict=True):
        key = (road.id, tuple(items), extra_key)
        found = _ROAD_INFO.get(key)
        if found is None:
            kinds = []
            for item in items:
                index = TRANSPORT_INDEX.get(item)
                if index is not None and index not in kinds:
                    kinds.append(index)
            add = sum(extra.get(item, 0) for item in items)
            land = road.terrain in LAND
            empty = land and not kinds and OBSTACLE not in items
            single = kinds[0] if land and len(kinds) == 1 and DOUBLE not in items else None
            found = (tuple(kinds), add, empty, single, 2 if GOLD_PIECE in items else 1)
            if len(_ROAD_INFO) > 4096:
                _ROAD_INFO.clear()
            _ROAD_INFO[key] = found
        info.append(found)
    return info


class _Reach(dict):
    """Town -> the towns within d links of it (d = 0, 1, ...) over the usable roads, as bit masks;
    found on first use (a search visits a few towns only)."""

    def __init__(self, usable):
        super().__init__()
        near = [0] * len(TOWN_IDS)
        for road_id in usable:
            road = ROADS[road_id]
            near[TOWN_INDEX[road.a]] |= BIT[road.b]
            near[TOWN_INDEX[road.b]] |= BIT[road.a]
        self.near = near

    def __missing__(self, start):
        near = self.near
        seen = frontier = BIT[start]
        rings = [seen]
        while True:
            grown = 0
            while frontier:
                low = frontier & -frontier
                grown |= near[low.bit_length() - 1]
                frontier ^= low
            frontier = grown & ~seen
            if not frontier:
                break
            seen |= frontier
            rings.append(seen)
        self[start] = rings
        return rings


_WAYS = {}


def _way_in(road_id, town, land, costs, row, cards, total, holds, witches, gold):
    """The fewest cards any way along the road from `town` could cost with this hand, or None."""
    kinds, add, empty, _, _ = row
    witch = add and witches and gold >= add * WITCH_OBSTACLE_GOLD
    ways = []
    if not land:
        cost = costs[RAFT_INDEX]
        if cards[RAFT_INDEX] >= cost + add:
            ways.append(cost + add)
        if witch and cards[RAFT_INDEX] >= cost:
            ways.append(cost + 1)
    elif kinds:
        for index in kinds:
            cost = costs.get(index)
            if cost is not None and cards[index] >= cost + add:
                ways.append(cost + add)
            if cost is not None and witch and cards[index] >= cost:
                ways.append(cost + 1)
        if total >= CARAVAN_CARDS + add:
            ways.append(CARAVAN_CARDS + add)
        if witch and total >= CARAVAN_CARDS:
            ways.append(CARAVAN_CARDS + 1)
    if land and (empty or kinds) and holds:
        # a counter of one's own (on an empty road, or beside a lone one with a Double)
        for index in holds:
            cost = costs.get(index)
            if cost is not None and cards[index] >= cost + add:
                ways.append(cost + add)
    return min(ways) if ways else None


def _bounds(info, cards, mine, witches, gold):
    """For the search's bound: per town, the towns within d links (d = 0, 1, ...) over the roads this
    hand could ever use; and (cost, bit) per town, cheapest first, the fewest cards any way into the
    town could cost (the hand only shrinks, so these stay true all through the search)."""
    cards = tuple(cards)
    total = sum(cards)
    holds = tuple(index for index, n in enumerate(mine) if n)
    # Remembered per hand and road (the notes of a position ask with one road changed at a time).
    hand_key = (cards, holds, witches > 0, min(gold, 4))
    known = _WAYS.get(hand_key)
    if known is None:
        if len(_WAYS) > 64:
            _WAYS.clear()
        known = _WAYS[hand_key] = {}
    entry = dict.fromkeys(TOWN_IDS)  # by road: flights are counted apart
    usable = set()
    for town in TOWN_IDS:
        for road_id, to, _, land, costs in EDGES[town]:
            row = info[road_id]
            key = (road_id, town, row)
            cheapest = known.get(key, -1)
            if cheapest == -1:
                cheapest = _way_in(road_id, town, land, costs, row, cards, total, holds, witches, gold)
                known[key] = cheapest
            if cheapest is not None:
                usable.add(road_id)
                if entry[to] is None or cheapest < entry[to]:
                    entry[to] = cheapest
    reach = _Reach(usable)
    order = sorted((cost, BIT[town]) for town, cost in entry.items() if cost is not None)
    return reach, order


def plan_tour(
    start,
    hand,
    road_items,
    uncollected,
    *,
    extra=EXTRA_CARD_ITEMS,
    counters=(),
    doubles=0,
    witches=0,
    gold=0,
    gold_values=None,
    reserved=0,
    target=None,
    incumbent=None,
    budget=NODE_BUDGET,
) -> dict:
    """The best tour from `start`.

    `hand`: counts in CARD_KINDS order; `road_items`: the items on each road; `uncollected`: a bit
    mask (town_mask) of the towns that would give a piece; `extra`: the cards items add to a road
    (the view's road_extra); `counters`: transport kinds the seat may still place on empty roads on
    the way; `doubles`: Double spells it holds (Elfengold); `witches`, `gold`: its Witch cards and
    gold; `gold_values`: {town: gold} (Elfengold) or None; `reserved`: cards already owed to a
    caravan (for caravan_cards); `target`: the town card's town in the variant's last round, where
    each link between the journey's end and it costs a point, as a town does (the tour then makes
    the most of new towns less that distance); `incumbent`: a tour known to be possible here (one
    planned on the same facts with fewer counters on the map), to beat: it is returned when nothing
    better is found. Returns the tour as tour_dict describes it."""
    cards = [int(n) for n in hand]
    total0 = sum(cards)
    witches0 = witches
    gold0 = gold
    info = _road_info(road_items, extra)
    mine = [0] * len(CARD_KINDS)
    for kind in counters:
        index = TRANSPORT_INDEX.get(kind)
        if index is not None:
            mine[index] += 1
    any_mine = any(mine)
    # The card kinds some road on the map takes (rafts: the rivers and lakes), and whether a caravan
    # could go anywhere (a road with a counter, or one the seat may place).
    on_map = [False] * len(CARD_KINDS)
    on_map[RAFT_INDEX] = True
    for kinds, _, _, _, _ in info:
        for index in kinds:
            on_map[index] = True
    caravans = any_mine or any(row[0] for row in info)
    reach, entry = _bounds(info, cards, mine, witches, gold)
    values = gold_values or {}
    placed = {}  # road -> card index of the counter this tour places there
    path = []
    seen = {}
    state = {"best": (0, 0, 0, gold0, 0), "path": []}
    nodes = 0
    stopped = False
    best_new = 0
    best_spent = 0

    def bound(town, gained, moves, flights, need, steps):
        """(The most new towns the cards left (`moves`, Witch cards included) could still collect from
        `town` with up to `flights` magic flights, the fewest cards collecting `need` of them would
        cost.) A flight collects any town for one card, no dearer than a road: flights first; and
        at most `steps` towns by road."""
        rem = uncollected & ~gained
        if not rem or moves <= 0:
            return 0, 0
        if flights:
            near = 1  # a flight may go anywhere first
            flights = min(flights, rem.bit_count(), moves)
        else:
            rings = reach[town]
            rem &= rings[min(moves, len(rings) - 1)]
            if not rem:
                return 0, 0
            near = 1
            while near < len(rings) and not rings[near] & rem:
                near += 1
            if near >= len(rings):  # nowhere to go (only the town it stands in is left)
                return 0, 0
        left = moves - (near - 1) - flights
        count = flights
        cheapest = near - 1 + min(flights, max(need, 0))
        need -= flights
        towns = min(rem.bit_count(), flights + steps)
        for cost, bit in entry:
            if count >= towns:
                break
            if rem & bit:
                if cost > left:
                    break
                left -= cost
                count += 1
                if need > 0:
                    cheapest += cost
                    need -= 1
        return count, cheapest

    def dfs(town, free, reserved, witches, gold, gained, new, placed_n, earned):
        nonlocal best_new, best_spent, nodes, stopped
        nodes += 1
        if nodes > budget:
            stopped = True
            return
        spent = total0 - sum(cards) + reserved + witches0 - witches
        score = new if target is None else new - away[town]
        key = (score, -spent, -placed_n, earned + gold, -len(path))
        if key > state["best"]:
            state["best"] = key
            state["path"] = list(path)
            best_new, best_spent = score, spent
        can_fly = witches > 0 and gold >= FLIGHT_GOLD
        if can_fly and target is None:
            # Flights at the end of a journey: each Witch left (and 3 gold) is one more new town.
            rem = uncollected & ~gained & ~BIT[town]
            flights = min(witches, gold // FLIGHT_GOLD, rem.bit_count())
            key = (new + flights, -spent - flights, -placed_n, earned + gold - FLIGHT_GOLD * flights,
                   -len(path) - flights)
            if flights and key > state["best"]:
                state["best"] = key
                tail, here = [], town
                for other in towns_in(rem)[:flights]:
                    tail.append((None, here, other, None, 0, FLIGHT_GOLD, None, 0, True, 0))
                    here = other
                state["path"] = path + tail
                best_new, best_spent = new + flights, spent + flights
        flying = min(witches, gold // FLIGHT_GOLD) if can_fly else 0
        # A road step needs cards of a kind usable somewhere: on the map, or on a road the seat can
        # still give a counter of its own (one new town each), or a caravan's 3 cards.
        steps = free // CARAVAN_CARDS if caravans else 0
        for index in range(RAFT_INDEX + 1):
            if cards[index]:
                steps += cards[index] if on_map[index] else min(cards[index], mine[index])
        more, cheapest = bound(town, gained, free + witches, flying, best_new - new, steps)
        if target is not None:
            cheapest = 0  # a tie may come from fewer towns nearer the town card
        if new + more < best_new or (new + more == best_new and spent + cheapest >= best_spent):
            return
        # A situation no better than one searched already (the same town, towns and counters, no
        # more cards of any kind nor Witches, no less owed to caravans, no more gold earned or
        # held) is not searched again.
        group = (town, gained, tuple(mine), doubles_left[0])
        hand = tuple(cards)
        rows = seen.get(group)
        if rows is None:
            seen[group] = [(hand, reserved, earned, witches, gold)]
        else:
            for other, owed, gain, spells, purse in rows:
                if owed <= reserved and gain >= earned and spells >= witches and purse >= gold:
                    if all(a >= b for a, b in zip(other, hand, strict=True)):
                        return
            rows.append((hand, reserved, earned, witches, gold))
        options = []
        add_option = options.append
        for road_id, to, bit, land, costs in EDGES[town]:
            kinds, add, empty, single, factor = info[road_id]
            own = placed.get(road_id)
            if own is not None:
                kinds = kinds + (own,)
            # (order, road, town, its bit, card index or None for a caravan, cards, Witch gold,
            # counter placed, with a Double, gold factor)
            later = not (uncollected & bit and not gained & bit)
            toll = add * WITCH_OBSTACLE_GOLD
            witchable = add and witches and gold >= toll
            if not land:
                cost = costs[RAFT_INDEX]
                pay = cost + add
                if cards[RAFT_INDEX] >= pay and free >= pay:
                    add_option(((later, pay), road_id, to, bit, RAFT_INDEX, pay, 0, None, 0, factor))
                if witchable and cards[RAFT_INDEX] >= cost and free >= cost:
                    add_option(((later, cost + 1), road_id, to, bit, RAFT_INDEX, cost, toll, None, 0, factor))
                continue
            if kinds:
                for index in kinds:
                    cost = costs.get(index)
                    if cost is None:
                        continue
                    pay = cost + add
                    if cards[index] >= pay and free >= pay:
                        add_option(((later, pay), road_id, to, bit, index, pay, 0, None, 0, factor))
                    if witchable and cards[index] >= cost and free >= cost:
                        add_option(((later, cost + 1), road_id, to, bit, index, cost, toll, None, 0, factor))
                size = CARAVAN_CARDS + add
                if free >= size:
                    add_option(((later, size), road_id, to, bit, None, size, 0, None, 0, factor))
                if witchable and free >= CARAVAN_CARDS:
                    size = CARAVAN_CARDS
                    add_option(((later, size + 1), road_id, to, bit, None, size, toll, None, 0, factor))
            if own is None and any_mine:
                if empty:
                    for index, cost in costs.items():
                        if mine[index] and cards[index] >= cost and free >= cost:
                            order = (later, cost + 0.5)
                            add_option((order, road_id, to, bit, index, cost, 0, index, 0, factor))
                elif single is not None and doubles_left[0]:
                    for index, cost in costs.items():
                        cost += add
                        if index != single and mine[index] and cards[index] >= cost and free >= cost:
                            order = (later, cost + 0.6)
                            add_option((order, road_id, to, bit, index, cost, 0, index, 1, factor))
        if can_fly:
            rem = uncollected & ~gained
            for other in TOWN_IDS:
                bit = BIT[other]
                if rem & bit and other != town:
                    add_option(((False, 1.5), None, other, bit, None, 0, FLIGHT_GOLD, None, 0, 0))
        options.sort(key=lambda option: option[0])
        for order, road_id, to, bit, index, cost, witch_gold, place, double, factor in options:
            fresh = not order[0]
            gain = 0 if road_id is None else values.get(to, 0) * factor
            step = (road_id, town, to, index, cost, witch_gold, place, double, fresh, gain)
            caravan = index is None and road_id is not None
            if caravan:
                reserved_now, free_now = reserved + cost, free - cost
            else:
                if index is not None:
                    cards[index] -= cost
                reserved_now, free_now = reserved, free - cost
            witch = 1 if witch_gold else 0
            if place is not None:
                mine[place] -= 1
                placed[road_id] = place
                doubles_left[0] -= double
            path.append(step)
            dfs(
                to,
                free_now,
                reserved_now,
                witches - witch,
                gold - witch_gold,
                gained | bit if fresh else gained,
                new + fresh,
                placed_n + (place is not None),
                earned + gain,
            )
            path.pop()
            if place is not None:
                mine[place] += 1
                del placed[road_id]
                doubles_left[0] += double
            if index is not None and not caravan:
                cards[index] += cost
            if stopped:
                return

    doubles_left = [doubles]
    away = DISTANCES[target] if target is not None else None
    state["best"] = (-away[start] if target is not None else 0, 0, 0, gold0, 0)
    if incumbent is not None and incumbent["steps"]:
        score = len(incumbent["new"]) - (0 if target is None else away[incumbent["towns"][-1]])
        known = (score, -incumbent["cards"], -len(incumbent["placements"]), incumbent["gold"] + gold0,
                 -len(incumbent["steps"]))
        if known > state["best"]:
            state["best"], state["path"] = known, None
            best_spent = incumbent["cards"]
    best_new = state["best"][0]  # the best score so far: new towns (less the distance to the target)
    dfs(start, sum(cards) - reserved, reserved, witches, gold, 0, 0, 0, 0)
    if state["path"] is None:
        return incumbent | {"complete": not stopped, "nodes": nodes}
    tour = tour_dict(start, hand, state["path"], reserved, not stopped, nodes, gold0)
    tour["target"] = target
    tour["end_distance"] = None if target is None else DISTANCES[target][tour["towns"][-1]]
    return tour


def tour_dict(start, hand, path, reserved, complete, nodes, gold0=0) -> dict:
    """The tour as data: {"start", "towns": [start, ...], "steps": [step, ...], "new": [towns
    collected, in order], "cards": cards spent (Witch cards and `reserved` included), "gold": gold
    earned less the gold paid for Witches, "placements": [[kind, road, double?], ...], "complete":
    whether the search finished, "nodes": its size, "spare": [the cards the tour leaves],
    "first_caravan": [the cards for the caravan owed before the tour (caravan_cards)], and from
    plan_tour "target" (the town card's town when the journey's end counts) and "end_distance"}.

    Each step: {"road" (None for a flight), "from", "to", "kind" (the transport or "raft" paid; None
    for a caravan or a flight), "caravan", "witch", "fly", "cards" (the cards paid, Witch cards not
    listed), "witch_gold", "place" (the kind this tour places on the road before taking it, or
    None), "double" (placed with a Double spell), "new" (its town piece collected), "gold"}."""
    left = [int(n) for n in hand]
    for road_id, _, _, index, cost, _, _, _, _, _ in path:
        if road_id is not None and index is not None:
            left[index] -= cost
    owed = reserved  # the caravan being paid now (caravan_cards) takes its cards first
    first = spare_cards(left, owed) if owed else []
    steps = []
    for road_id, town, to, index, cost, witch_gold, place, double, fresh, gain in path:
        fly = road_id is None
        caravan = index is None and not fly
        if caravan:
            paid = spare_cards(left, cost)
        elif fly:
            paid = []
        else:
            paid = [CARD_KINDS[index]] * cost
        steps.append(
            {
                "road": road_id,
                "from": town,
                "to": to,
                "kind": None if index is None else CARD_KINDS[index],
                "caravan": caravan,
                "witch": bool(witch_gold),
                "fly": fly,
                "cards": paid,
                "witch_gold": witch_gold,
                "place": None if place is None else CARD_KINDS[place],
                "double": bool(double),
                "new": bool(fresh),
                "gold": gain,
            }
        )
    spent = reserved + sum(len(step["cards"]) + step["witch"] for step in steps)
    return {
        "start": start,
        "towns": [start] + [step["to"] for step in steps],
        "steps": steps,
        "new": [step["to"] for step in steps if step["new"]],
        "cards": spent,
        "gold": sum(step["gold"] - step["witch_gold"] for step in steps),
        "placements": [[step["place"], step["road"], step["double"]] for step in steps if step["place"]],
        "complete": complete,
        "nodes": nodes,
        "spare": [kind for kind, n in zip(CARD_KINDS, left, strict=True) for _ in range(n)],
        "first_caravan": first,
    }


def step_action(step) -> list:
    """The move action of a tour step, as the rules list it."""
    if step["fly"]:
        return ["fly", step["to"]]
    if step["caravan"]:
        action = ["move", step["road"], "caravan", list(step["cards"])]
    else:
        action = ["move", step["road"], step["kind"]]
    if step["witch"]:
        action.append(WITCH)
    return action


def placement_action(kind, road_id, double=False) -> list:
    """The planning action that puts a counter of `kind` on the road (with a Double: beside the one
    there)."""
    return ["double", road_id, kind] if double else ["place", kind, road_id]


# --- from a view -------------------------------------------------------------------------------------


def seat_facts(view) -> dict | None:
    """What the planner may know, from the view of the seat it plans for (None for a spectator's view
    or one without a hand)."""
    seat = view.get("seat")
    hand = view.get("hand")
    if seat is None or hand is None:
        return None
    elfengold = "gold_values" in view
    if elfengold:
        held = list(view["items"][seat]) + list(view.get("secret_items") or [])
    else:
        held = list(view["counters"][seat]) + list(view.get("secret_counters") or [])
    collected = set(view["collected"][seat])
    return {
        "seat": seat,
        "start": view["boots"][seat],
        "hand": [int(hand.get(kind, 0)) for kind in CARD_KINDS],
        "witches": int(hand.get(WITCH, 0)),
        "gold": int(view["gold"][seat]) if elfengold else 0,
        "gold_values": dict(view["gold_values"]) if elfengold else None,
        "roads": [tuple(items) for items in view["roads"]],
        "extra": dict(view.get("road_extra") or EXTRA_CARD_ITEMS),
        "uncollected": town_mask(town for town in PIECE_TOWNS if town not in collected),
        "counters": sorted((kind for kind in held if kind in TRANSPORT_INDEX), key=CARD_INDEX.__getitem__),
        "doubles": held.count(DOUBLE),
        # The town-card variant's last round: the journey's end counts too.
        "target": view.get("town_card") if view.get("round", 0) >= view.get("rounds", 99) else None,
    }


_CACHE = {}
CACHE_SIZE = 256


def _cached(key, compute):
    found = _CACHE.get(key)
    if found is None:
        if compute is None:
            return None  # asked only for what is known already (facts_tour's known_only)
        if len(_CACHE) >= CACHE_SIZE:
            _CACHE.clear()
        found = _CACHE[key] = compute()
    return found


def facts_tour(facts, *, placing=False, roads=None, reserved=0, start=None, hand=None, witches=None,
               gold=None, uncollected=None, incumbent=None, budget=NODE_BUDGET,
               known_only=False) -> dict | None:
    """plan_tour on a seat's facts (seat_facts), with some of them replaced; remembered (the page asks
    again on every redraw). `known_only`: None unless it was worked out already."""
    roads = tuple(facts["roads"] if roads is None else roads)
    start = facts["start"] if start is None else start
    hand = tuple(facts["hand"] if hand is None else hand)
    witches = facts["witches"] if witches is None else witches
    gold = facts["gold"] if gold is None else gold
    uncollected = facts["uncollected"] if uncollected is None else uncollected
    counters = tuple(facts["counters"]) if placing else ()
    doubles = facts["doubles"] if placing else 0
    values = facts["gold_values"]
    target = facts.get("target")
    key = (start, hand, roads, uncollected, counters, doubles, witches, gold, reserved, budget, target,
           None if incumbent is None else (tuple(incumbent["towns"]), incumbent["cards"], incumbent["gold"]),
           tuple(sorted(facts["extra"].items())), tuple(sorted(values.items())) if values else None)
    return _cached(
        key,
        None if known_only else lambda: plan_tour(
            start,
            hand,
            roads,
            uncollected,
            extra=facts["extra"],
            counters=counters,
            doubles=doubles,
            witches=witches,
            gold=gold,
            gold_values=values,
            reserved=reserved,
            target=target,
            incumbent=incumbent,
            budget=budget,
        ),
    )


def best_tour(view, placing=None, budget=NODE_BUDGET) -> dict | None:
    """The best tour for the seat whose view this is (None without a hand). `placing` (default: in the
    planning phase) lets the tour place the counters the seat holds."""
    facts = seat_facts(view)
    if facts is None:
        return None
    if placing is None:
        placing = view.get("phase") == "plan"
    if not placing:
        return facts_tour(facts, budget=budget)
    # The tour on the map as it is stays possible with counters placed: the one to beat.
    return facts_tour(facts, placing=True, budget=budget, incumbent=facts_tour(facts, budget=budget))


def better(tour, than) -> tuple:
    """(more new towns, cards saved) of `tour` against `than`."""
    return len(tour["new"]) - len(than["new"]), than["cards"] - tour["cards"]


def with_counter(facts, kind, road_id, double=False, budget=NODE_BUDGET, known_only=False) -> dict | None:
    """The best tour on the board as it is plus one counter of `kind` on the road (the seat's other
    counters not placed). `known_only`: None unless it was worked out already."""
    roads = list(facts["roads"])
    roads[road_id] = tuple(roads[road_id]) + ((DOUBLE, kind) if double else (kind,))
    incumbent = facts_tour(facts, known_only=known_only)
    if incumbent is None:
        return None
    return facts_tour(facts, roads=roads, budget=budget, incumbent=incumbent, known_only=known_only)


def reachable_towns(facts) -> set:
    """The towns the seat's boot could reach this round over the roads its hand can use now (the
    counters on the map, rafts on the water, a Witch's flight anywhere), a card a link at least: where
    one more counter could make a difference is at a road from one of them."""
    info = _road_info(facts["roads"], facts["extra"])
    moves = sum(facts["hand"]) + facts["witches"]
    if facts["witches"] and facts["gold"] >= FLIGHT_GOLD:
        return set(TOWN_IDS)
    reach, _ = _bounds(info, facts["hand"], [0] * len(CARD_KINDS), facts["witches"], facts["gold"])
    rings = reach[facts["start"]]
    mask = rings[max(0, min(moves - 1, len(rings) - 1))]
    return set(towns_in(mask))


def caravan_cards(view, road_id, size, witch=False) -> list[str] | None:
    """The cards to pay a caravan of `size` on the road from the boot (with a Witch past its obstacle
    when `witch`): cards the rest of the best tour from the road's other end does not need, the least
    useful to keep first. None when the hand holds fewer than `size` cards."""
    facts = seat_facts(view)
    if facts is None or sum(facts["hand"]) < size:
        return None
    seat = facts["seat"]
    boot = view["boots"][seat]
    road = ROADS[road_id]
    to = road.b if road.a == boot else road.a
    witches, gold = facts["witches"], facts["gold"]
    if witch:
        blocks = sum(facts["extra"].get(item, 0) for item in facts["roads"][road_id])
        witches, gold = witches - 1, gold - blocks * WITCH_OBSTACLE_GOLD
    tour = facts_tour(
        facts,
        start=to,
        reserved=size,
        witches=max(0, witches),
        gold=max(0, gold),
        uncollected=facts["uncollected"] & ~BIT[to],
    )
    return tour["first_caravan"]
