"""Computer players for Elfengold: the random baseline and a sensible traveller.

The sensible bot uses Elfenland's journey planner (a sea monster counts as an obstacle for it). From its
own view only, it values an item on offer by how much the item improves its planned journey, and bids
one more than the high bid while that stays within the value and its gold; it places its counters
along its journey, a gold piece on the journey's best road, obstacles and sea monsters next to the
leading rivals, walks the journey, flies with a Witch to a new town when the journey ends, and takes
the journey's gold when it is worth more than two cards. A decision with a single legal answer (two
items of one kind to show, a journey stuck on the kinds of its cards) is answered at once. It does
not plan with Witch crossings or Witch caravans; it uses Witches only to fly.
"""

from __future__ import annotations

from ...engine.bots import RandomBot
from ..elfenland import bots as elfenland_bots
from ..elfenland.bots import (
    TOWN_VALUE,
    VERSATILITY,
    journey_end_value,
    nearest_new_town,
    plan_journey,
    rival_threat,
)
from ..elfenland.data import LAND, OBSTACLE, ROADS, TOWN_INDEX, TRANSPORTS
from ..elfenland.routes import counters_on
from .data import DOUBLE, EXCHANGE, FLIGHT_GOLD, GOLD_PIECE, HAND_LIMIT, SEA_MONSTER, WITCH

GOLD_PER_TOWN = 5.0  # what the bot pays at most for an item worth one more town on its journey
CARD_GOLD = 2.5  # a travel card, in gold
FIXED_VALUES = {OBSTACLE: 2, SEA_MONSTER: 2, GOLD_PIECE: 3, DOUBLE: 1, EXCHANGE: 0}
KEEP_VALUES = {OBSTACLE: 2.0, SEA_MONSTER: 1.5, GOLD_PIECE: 2.5, DOUBLE: 1.0, EXCHANGE: 0.5}
_TRANSPORTS = frozenset(TRANSPORTS)


def planner_roads(roads):
    """The board as Elfenland's planner reads it: a sea monster costs one more card, as an obstacle."""
    return [[OBSTACLE if item == SEA_MONSTER else item for item in items] for items in roads]


class SensibleBot(elfenland_bots.SensibleBot):
    """Elfenland's sensible traveller (its choose and what it knows), with Elfengold's phases."""

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

    def _item_value(self, view, item):
        """Gold the bot would pay for `item` now."""
        if item not in _TRANSPORTS:
            value = FIXED_VALUES.get(item, 0)
            return value if view["round"] < view["rounds"] or item != EXCHANGE else 0
        me, hand, items, _ = self._me(view)
        key = (view["round"], tuple(sorted(items)), tuple(hand), view["boots"][me], item)
        if key not in self._values:
            without = self._journey(view, items).value
            with_item = self._journey(view, items + [item]).value
            gain = max(0.0, with_item - without)
            if len(self._values) > 256:
                self._values.clear()
            self._values[key] = gain / TOWN_VALUE * GOLD_PER_TOWN
        return self._values[key]

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


LEVELS = {"sensible": SensibleBot, "random": RandomBot}


def make_bot(level, seed):
    return LEVELS[level](seed)
