"""Pure helpers on the map: what a road costs, where a counter may go, and a route planner.

The rules, the bots and the page all use these. `items` is the list of things lying on one road
(transport counter kinds and "obstacle"); `road_items` is that list for every road id. A hand is a
dict kind -> count or a sequence of counts in CARD_KINDS order.
"""

from __future__ import annotations

import heapq
from collections import deque

from .data import (
    CARAVAN_CARDS,
    CARD_INDEX,
    CARD_KINDS,
    COST_CHART,
    EXITS,
    EXTRA_CARD_ITEMS,
    LAND,
    OBSTACLE,
    RAFT,
    ROADS,
    TOWN_IDS,
    TOWN_INDEX,
    TRANSPORTS,
)

_TRANSPORT_SET = frozenset(TRANSPORTS)
_RAFT_INDEX = CARD_INDEX[RAFT]


def hand_counts(hand) -> list[int]:
    """A hand as counts in CARD_KINDS order (accepts that form or a dict kind -> count)."""
    if isinstance(hand, dict):
        return [int(hand.get(kind, 0)) for kind in CARD_KINDS]
    counts = [int(n) for n in hand]
    if len(counts) != len(CARD_KINDS):
        raise ValueError("a hand needs one count per card kind")
    return counts


def other_end(road_id: int, town: str) -> str:
    road = ROADS[road_id]
    return road.b if road.a == town else road.a


def counters_on(items) -> list[str]:
    """The transport counters among a road's items, in the order they lie there."""
    return [item for item in items if item in _TRANSPORT_SET]


def extra_cards(items, extra=EXTRA_CARD_ITEMS) -> int:
    """Cards added by obstacles (and, in Elfengold, other items) to every way of using the road."""
    return sum(extra.get(item, 0) for item in items)


def base_cost(road_id: int, from_town: str, kind: str) -> int | None:
    """The chart cost of the road for one transport kind, ignoring what lies on it; None = impossible."""
    road = ROADS[road_id]
    if road.terrain == "river":
        if kind != RAFT:
            return None
        return COST_CHART[RAFT]["river_down" if from_town == road.a else "river_up"]
    return COST_CHART.get(kind, {}).get(road.terrain)


def _edges():
    """The road graph for the planners (the bots' journeys, the round's tour). Per town: (road id,
    other town, its bit, is land, {card index: chart cost from this side})."""
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


def road_cost(road_id: int, from_town: str, kind: str, items, extra=EXTRA_CARD_ITEMS) -> int | None:
    """Cards of `kind` needed to travel the road from `from_town`, or None if `kind` cannot be used.

    Land roads need a counter of that kind on them; rivers and lakes take rafts and need no counter."""
    road = ROADS[road_id]
    if road.terrain in LAND and kind not in items:
        return None
    cost = base_cost(road_id, from_town, kind)
    if cost is None:
        return None
    return cost + extra_cards(items, extra)


def caravan_cost(road_id: int, items, extra=EXTRA_CARD_ITEMS) -> int | None:
    """Cards (any kinds) a caravan pays on the road: only on land and only where a counter lies."""
    if ROADS[road_id].terrain not in LAND or not counters_on(items):
        return None
    return CARAVAN_CARDS + extra_cards(items, extra)


def payment_kinds(road_id: int, items) -> list[str]:
    """The card kinds that can pay for a road in the usual way (its counters' kinds, or rafts on water)."""
    if ROADS[road_id].terrain not in LAND:
        return [RAFT]
    kinds = []
    for kind in counters_on(items):
        if kind not in kinds:
            kinds.append(kind)
    return kinds


def move_payments(road_id: int, from_town: str, hand, items, extra=EXTRA_CARD_ITEMS) -> dict:
    """What this hand can pay to take the road now: {"cards": [[kind, n], ...], "caravan": n or None}.

    "cards" lists the usual payments the hand affords; "caravan" is the caravan size if the road allows
    one and the hand holds that many cards (any kinds), else None."""
    counts = hand_counts(hand)
    cards = []
    for kind in payment_kinds(road_id, items):
        cost = road_cost(road_id, from_town, kind, items, extra)
        if cost is not None and counts[CARD_INDEX[kind]] >= cost:
            cards.append([kind, cost])
    caravan = caravan_cost(road_id, items, extra)
    if caravan is not None and sum(counts) < caravan:
        caravan = None
    return {"cards": cards, "caravan": caravan}


def move_options(town: str, hand, road_items, extra=EXTRA_CARD_ITEMS) -> list[dict]:
    """For each road leaving `town` that the hand can pay for now: {"road", "to", "cards", "caravan"}."""
    options = []
    for road_id, to in EXITS[town]:
        paid = move_payments(road_id, town, hand, road_items[road_id], extra)
        if paid["cards"] or paid["caravan"] is not None:
            options.append({"road": road_id, "to": to, **paid})
    return options


def can_hold(road_id: int, kind: str, items) -> bool:
    """May a transport counter of `kind` be placed on the road (base rule: an empty land road whose
    terrain that transport can cross)?"""
    road = ROADS[road_id]
    return (
        kind in _TRANSPORT_SET
        and road.terrain in COST_CHART[kind]
        and not counters_on(items)
        and OBSTACLE not in items
    )


def can_hold_any(road_id: int, items) -> bool:
    """May some transport counter be placed on the road (a land road with nothing on it yet)?"""
    if ROADS[road_id].terrain not in LAND:
        return False
    # Most roads are empty: answered without building the list of counters on it (a hot path).
    return not items or (OBSTACLE not in items and not any(item in _TRANSPORT_SET for item in items))


def placeable_roads(kind: str, road_items) -> list[int]:
    """Road ids where a counter of `kind` may be placed now."""
    return [road.id for road in ROADS if can_hold(road.id, kind, road_items[road.id])]


def obstacle_roads(road_items) -> list[int]:
    """Road ids where an obstacle may be placed now: land roads with a counter and no obstacle."""
    return [
        road.id
        for road in ROADS
        if road.terrain in LAND and counters_on(road_items[road.id]) and OBSTACLE not in road_items[road.id]
    ]


# --- distances ------------------------------------------------------------------------------------


def _all_distances() -> dict:
    table = {}
    for start in TOWN_IDS:
        seen = {start: 0}
        queue = deque([start])
        while queue:
            town = queue.popleft()
            for _, nxt in EXITS[town]:
                if nxt not in seen:
                    seen[nxt] = seen[town] + 1
                    queue.append(nxt)
        table[start] = seen
    return table


DISTANCES = _all_distances()


def distance(a: str, b: str) -> int:
    """The fewest links (any terrain, ignoring counters and cards) between two towns."""
    return DISTANCES[a][b]


# --- the route planner ----------------------------------------------------------------------------


def cheapest_route(start: str, goal: str, hand, road_items, extra=EXTRA_CARD_ITEMS) -> dict | None:
    """The route from `start` to `goal` that spends the fewest travel cards, using only the counters on
    the board and the cards in `hand` (caravans included); fewer links breaks ties. None if the hand
    cannot get there.

    Returns {"cards": total, "towns": [start, ..., goal], "roads": [ids], "steps": [{"road", "from",
    "to", "kind" (None for a caravan), "caravan": bool, "cards": [kinds paid]}]}.

    Caravans take any cards, so a route is payable exactly when each kind covers its usual payments
    and the cards left over cover all caravans together: the search tracks what is left after usual
    payments and the caravan total, and hands out caravan cards from the leftovers at the end."""
    counts = tuple(hand_counts(hand))
    total = sum(counts)
    if start == goal:
        return {"cards": 0, "towns": [start], "roads": [], "steps": []}
    first = (start, counts, 0)
    best = {first: (0, 0)}
    parent = {first: None}
    queue = [(0, 0, 0, first)]
    tick = 0
    found = None
    while queue:
        cost, links, _, node = heapq.heappop(queue)
        if best.get(node) != (cost, links):
            continue
        town, left, caravans = node
        if town == goal:
            found = node
            break
        spare = sum(left) - caravans
        for road_id, to in EXITS[town]:
            items = road_items[road_id]
            moves = []
            for kind in payment_kinds(road_id, items):
                need = road_cost(road_id, town, kind, items, extra)
                index = CARD_INDEX[kind]
                if need is not None and left[index] >= need and spare >= need:
                    after = list(left)
                    after[index] -= need
                    moves.append(((to, tuple(after), caravans), need, kind))
            size = caravan_cost(road_id, items, extra)
            if size is not None and spare >= size:
                moves.append(((to, left, caravans + size), size, None))
            for nxt, paid, kind in moves:
                key = (cost + paid, links + 1)
                if nxt not in best or key < best[nxt]:
                    best[nxt] = key
                    parent[nxt] = (node, road_id, kind, paid)
                    tick += 1
                    heapq.heappush(queue, (key[0], key[1], tick, nxt))
    if found is None:
        return None
    steps = []
    node = found
    while parent[node] is not None:
        previous, road_id, kind, paid = parent[node]
        steps.append({"road": road_id, "from": previous[0], "to": node[0], "kind": kind, "paid": paid})
        node = previous
    steps.reverse()
    leftover = list(found[1])
    route_steps = []
    for step in steps:
        if step["kind"] is None:
            cards = take_any(leftover, step["paid"])
        else:
            cards = [step["kind"]] * step["paid"]
        route_steps.append(
            {
                "road": step["road"],
                "from": step["from"],
                "to": step["to"],
                "kind": step["kind"],
                "caravan": step["kind"] is None,
                "cards": cards,
            }
        )
    spent = total - sum(leftover)
    return {
        "cards": spent,
        "towns": [start] + [step["to"] for step in route_steps],
        "roads": [step["road"] for step in route_steps],
        "steps": route_steps,
    }


def take_any(counts: list[int], size: int) -> list[str]:
    """Take `size` cards from `counts` (changed in place), always from the kind held most often (ties:
    the later kind in CARD_KINDS, so rafts go first); returns them in CARD_KINDS order."""
    taken = [0] * len(counts)
    for _ in range(size):
        index = max(range(len(counts)), key=lambda i: (counts[i], i))
        counts[index] -= 1
        taken[index] += 1
    return [kind for kind, n in zip(CARD_KINDS, taken, strict=True) for _ in range(n)]


_MULTISETS = {}


def multisets(counts, size: int) -> list[list[str]]:
    """Every distinct choice of `size` cards from the hand `counts`, as kind lists in CARD_KINDS order
    (fresh lists on each call; the choices are remembered per hand)."""
    key = (tuple(counts), size)
    found = _MULTISETS.get(key)
    if found is None:
        if len(_MULTISETS) > 4096:
            _MULTISETS.clear()
        found = _MULTISETS[key] = tuple(tuple(choice) for choice in _multisets(key[0], size))
    return [list(choice) for choice in found]


def _multisets(counts, size: int):
    kinds = len(counts)

    def walk(index, remaining, chosen):
        if remaining == 0:
            yield list(chosen)
            return
        if index == kinds:
            return
        if sum(counts[index:]) < remaining:
            return
        for n in range(min(counts[index], remaining), -1, -1):
            chosen.extend([CARD_KINDS[index]] * n)
            yield from walk(index + 1, remaining - n, chosen)
            if n:
                del chosen[-n:]

    yield from walk(0, size, [])


def is_canonical_cards(cards) -> bool:
    """A card list written in CARD_KINDS order (as the legal actions list it)."""
    if not isinstance(cards, list) or not all(isinstance(card, str) and card in CARD_INDEX for card in cards):
        return False
    order = [CARD_INDEX[card] for card in cards]
    return order == sorted(order)
