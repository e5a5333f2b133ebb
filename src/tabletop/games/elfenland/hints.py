"""The Elfen games' hint: the strong player's search over the tour planner's moves, so that the hint
and the planner the page shows (tours.py, tour_view.py) come from one plan (engine/hints.py).

The planner finds the round's best tour from the seat's view: the most new towns, then the fewest
cards. The strong player plans its own journeys another way (a beam search that also weighs where a
journey ends, bots.plan_journey), so the hint does not take its moves from there:

- travelling, the hint is the tour's next step (or ending the journey once the tour is done), exactly
  the step the planner's "follow the tour" button takes;
- planning, the search weighs the planner's own choice first (its tour's next counter, or passing
  when the counters held do not make the tour better) against the tour's other placements, passing
  (waiting for the others to place), and a counter or obstacle on a road where a rival is about to
  travel; it takes another move only when its playouts find it clearly better (bots.StrongBot.pick).
  So a hint names a road the tour does not use only to block a rival, and says so;
- drawing counters, it weighs the sensible pick, a blind draw and the face-up kinds the hand holds
  cards for (a kind without cards only when it serves the tour, by caravan), and says what the
  planner's tour gains with it.

The reasons, in the words of el.reason.* (messages.py), read by ui.hint_reason: the towns the tour
gains ("+1 town: Grangor"), the cards it saves, the rival and the town a block keeps it from ("blocks
Bo's road to Yttar"), and, where the search weighed other moves, how many more towns by the round's
end its playouts came to than with the next best move.
"""

from __future__ import annotations

from ...engine.hints import Hinting, reason
from .bots import StrongBot, rival_threat
from .data import CAPITAL, CARD_INDEX, COST_CHART, LAND, ROADS, TRANSPORTS
from .routes import DISTANCES
from .rules import DRAW, MOVE, PLAN, pieces
from .tours import best_tour, better, facts_tour, placement_action, seat_facts, step_action

CLEAR_TOWNS = 0.1  # towns a round: a smaller difference is not worth naming
BLOCKS = 2  # blocking placements weighed
# The planner's search nodes for a counter that might be drawn (as for a road's note, tour_view.py):
# the page works out a hint's candidates in one slice.
DRAW_BUDGET = 1500


def tour_step(view, legal):
    """Travelling: the planner's next step (the tour panel's button), or ending the journey once the
    tour has none; with the tour. (None, tour) when neither is legal."""
    tour = best_tour(view, placing=False)
    if tour is not None and tour["steps"]:
        action = step_action(tour["steps"][0])
        if action in legal:
            return action, tour
    return (["end_move"] if ["end_move"] in legal else None), tour


def tour_placements(view, legal):
    """Planning: (the tour on the map as it is, the tour with the seat's counters placed, the legal
    placements of the latter in travel order, or [] when the counters do not make it better: what the
    tour panel shows and its "place" button takes first)."""
    base = best_tour(view, placing=False)
    full = best_tour(view, placing=True)
    facts = seat_facts(view)
    placements = []
    if base is not None and full is not None and (facts["counters"] or facts["doubles"]):
        towns, saved = better(full, base)
        if towns > 0 or (towns == 0 and saved > 0):
            for kind, road_id, double in full["placements"]:
                action = placement_action(kind, road_id, double)
                if action in legal and action not in placements:
                    placements.append(action)
    return base, full, placements


def blocked(view, road_id):
    """The rival a counter or obstacle on the road would hinder most, and the town it keeps them from:
    (seat, town), or None (as bots.rival_threat weighs it: a rival at or beside one end of the road,
    with a town it has not collected at the other, the leaders first)."""
    me, scores = view["seat"], view["scores"]
    road = ROADS[road_id]
    best, best_score = None, 0.0
    for seat in range(view["players"]):
        if seat == me:
            continue
        weight = max(0.5, 1.0 + (scores[seat] - scores[me]) / 4)
        boot, collected = view["boots"][seat], view["collected"][seat]
        for end, other in ((road.a, road.b), (road.b, road.a)):
            hops = DISTANCES[boot][end]
            if hops <= 1 and other not in collected and other != CAPITAL:
                score = weight * (1.0 if hops == 0 else 0.5)
                if score > best_score:
                    best, best_score = (seat, other), score
    return best


def tour_gain(full, base) -> dict | None:
    """What the planner's tour gains by the counters: the new towns it adds, or the cards it saves."""
    towns, saved = better(full, base)
    if towns > 0:
        added = [town for town in full["new"] if town not in base["new"]]
        return reason("el.reason.towns", count=towns, towns=added[:towns] or full["new"][-towns:])
    if towns == 0 and saved > 0:
        return reason("el.reason.saves", count=saved)
    return None


class PlannerHint(Hinting):
    """Mixed into an Elfen game's strong player (after Hinting's think, before the player): the moves
    of the planner's plan and its reasons. A game's hint adds its own phases (`game_reason`)."""

    blocks = BLOCKS
    transports = TRANSPORTS  # the counters the planner places
    block_items = ("place_obstacle",)  # the verbs of an obstacle (Elfengold: ["place", "obstacle", road])

    # --- the moves ---------------------------------------------------------------------------------

    def fallback(self, view, legal):
        phase = view["phase"]
        if phase == MOVE:
            action, _ = tour_step(view, legal)
            if action is not None:
                return action
        elif phase == PLAN:
            _, _, placements = tour_placements(view, legal)
            if placements:
                return placements[0]
            preferred = super().fallback(view, legal)
            # The strong player's own journey may place elsewhere: the planner passes (a block or an
            # obstacle the sensible player would place stays: it says why).
            return preferred if self.blocking(view, preferred) else ["pass"]
        return super().fallback(view, legal)

    def candidates(self, view, legal):
        phase = view["phase"]
        if phase == MOVE:
            return [self.fallback(view, legal)]
        if phase == PLAN:
            return self.plan_candidates(view, legal)
        if phase == DRAW:
            return self.counter_draws(view, legal)
        return super().candidates(view, legal)

    def plan_candidates(self, view, legal):
        chosen = [self.fallback(view, legal)]

        def add(action):
            if action in legal and action not in chosen:
                chosen.append(action)

        add(["pass"])
        base, full, placements = tour_placements(view, legal)
        for action in placements[1:]:
            add(action)
        mine = set()
        for tour in (base, full):
            mine.update(step["road"] for step in (tour or {}).get("steps", ()) if step["road"] is not None)
        # Blocks: the seat's obstacle, or a counter the tour does not place, on a road where a rival
        # is about to travel.
        facts = seat_facts(view)
        spare = list(facts["counters"])
        for kind, _, _ in (full or {}).get("placements", ()) if placements else ():
            if kind in spare:
                spare.remove(kind)
        blocks = []
        for action in legal:
            road_id = self.block_road(action)
            if road_id is None or road_id in mine:
                continue
            if action[0] == "place" and action[1] in self.transports and action[1] not in spare:
                continue
            threat = rival_threat(view, ROADS[road_id])
            if threat > 0:
                blocks.append((-threat, road_id, action))
        for _, _, action in sorted(blocks, key=lambda row: row[:2])[: self.blocks]:
            add(action)
        return chosen[: max(self.max_candidates, len(placements) + 2)]

    def block_road(self, action):
        """The road of a placement that could block (an obstacle, or a counter on an empty land road)."""
        if action[0] == "place_obstacle":
            return action[1]
        if action[0] == "place" and len(action) == 3:
            road_id = action[2]
            if action[1] in self.transports:
                return road_id if ROADS[road_id].terrain in LAND else None
            return road_id if action[1] in ("obstacle", "sea_monster") else None
        return None

    def blocking(self, view, action) -> bool:
        """Whether `action` places something on a road off the seat's tour, where a rival would go."""
        road_id = self.block_road(action)
        return road_id is not None and blocked(view, road_id) is not None

    def counter_draws(self, view, legal):
        """Drawing counters: the strong player's sensible pick, a blind draw, and the face-up kinds
        the hand holds cards for or the tour gains by."""
        chosen = [super().fallback(view, legal)]

        def add(action):
            if action in legal and action not in chosen:
                chosen.append(action)

        add(["draw_counter_blind"])
        hand = view["hand"]
        shown = sorted((-hand[action[1]], action[1]) for action in legal if action[0] == "draw_counter")
        for count, kind in shown:
            if count < 0 or self.draw_gain(view, kind) is not None:
                add(["draw_counter", kind])
        first = chosen[0]
        if first[0] == "draw_counter" and not hand[first[1]] and self.draw_gain(view, first[1]) is None:
            chosen.pop(0)  # a kind the hand holds no card for, serving no tour: not offered
        return chosen[: self.draw_candidates]

    def draw_gain(self, view, kind):
        """What the planner's tour gains with one more counter of `kind` (see tour_gain), or None."""
        facts = seat_facts(view)
        if facts is None:
            return None
        now = facts_tour(facts, placing=True, budget=DRAW_BUDGET)
        more = dict(facts, counters=sorted(facts["counters"] + [kind], key=CARD_INDEX.__getitem__))
        with_it = facts_tour(more, placing=True, budget=DRAW_BUDGET)
        return tour_gain(with_it, now)

    # --- the reasons -----------------------------------------------------------------------------------

    def measure(self, state, seat):
        return (float(pieces(state.collected[seat])),)

    def explain(self, view, legal, action):
        phase = view["phase"]
        found = []
        if phase == MOVE:
            found.append(self.step_reason(view, action))
        elif phase == PLAN:
            found.append(self.plan_reason(view, legal, action))
        elif phase == DRAW:
            found.append(self.draw_reason(view, action))
        else:
            found.append(self.game_reason(view, legal, action))
        found.append(self.against_next(action))
        return found

    def step_reason(self, view, action):
        _, tour = tour_step(view, [action])
        if tour is None:
            return None
        if action[0] == "end_move" or not tour["steps"]:
            return reason("el.reason.tour_done")
        new = tour["new"]
        if not new and tour.get("target"):
            return reason("el.reason.tour_target", town=tour["target"])
        if not new:
            return reason("el.reason.tour_no_town")
        return reason("el.reason.tour_towns", count=len(new), towns=new, cards=tour["cards"])

    def plan_reason(self, view, legal, action):
        base, full, placements = tour_placements(view, legal)
        if action in placements:
            gain = tour_gain(full, base)
            step = next((s for s in full["steps"] if s["road"] == self.placed_road(action)), None)
            if step is not None and step["caravan"] and gain is not None:
                gain["caravan"] = True
            return gain
        road_id = self.block_road(action)
        if road_id is not None:
            found = blocked(view, road_id)
            if found is not None:
                return reason("el.reason.blocks", seat=found[0], town=found[1])
        if action == ["pass"]:
            if placements:
                return reason("el.reason.wait")
            return reason("el.reason.no_better")
        return None

    @staticmethod
    def placed_road(action):
        if action[0] == "double":
            return action[1]
        return action[2] if action[0] == "place" else None

    def draw_reason(self, view, action):
        if action[0] == "draw_counter_blind":
            return reason("el.reason.blind")
        kind = action[1]
        gain = self.draw_gain(view, kind)
        if gain is not None:
            return gain
        cards = view["hand"].get(kind, 0)
        if cards:
            return reason("el.reason.cards_for", count=cards, kind=kind)
        return None

    def game_reason(self, view, legal, action):
        """The reason in a phase of the game's own (discarding, keeping; Elfengold's auctions)."""
        hand = view.get("hand") or {}
        if action[0] == "discard":
            return reason("el.reason.discard", kind=action[1], count=hand.get(action[1], 0))
        if action[0] in ("keep_counter", "keep_item") and action[1] in TRANSPORTS:
            terrains = len(COST_CHART[action[1]])
            cards = hand.get(action[1], 0)
            if not cards:
                return reason("el.reason.keep_terrains", kind=action[1], terrains=terrains)
            return reason("el.reason.keep", kind=action[1], count=cards, terrains=terrains)
        return None

    def against_next(self, action):
        mine, other = self.searched(action), self.runner_up(action)
        if mine is None or other is None or mine[1] is None or other[2] is None:
            return None
        towns = mine[1][0] - other[2][0]
        if towns < CLEAR_TOWNS:
            return None
        return reason("el.reason.more_towns", more=round(towns, 1), other=other[0])


class HintBot(PlannerHint, StrongBot):
    """Elfenland's hint: the strong player over the planner's moves (travelling, the strong player
    does not search: its answer is `fallback`, the planner's step)."""


def make_hint(seed):
    return HintBot(seed)
