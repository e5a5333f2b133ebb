"""Elfenland rules scenarios (shared/rules/elfenland_elfengold.md, section 4) with stacked decks."""

import json

import pytest

from tabletop.engine.core import BadOptions, IllegalAction
from tabletop.games import GAMES
from tabletop.games.elfenland.data import (
    CARD_KINDS,
    COST_CHART,
    EXITS,
    LAND,
    ROADS,
    TOWN_CARDS,
    TRANSPORTS,
)
from tabletop.games.elfenland.routes import (
    cheapest_route,
    distance,
    move_options,
    move_payments,
    multisets,
    placeable_roads,
    road_cost,
)
from tabletop.games.elfenland.rules import ElfenlandState

GAME = GAMES["elfenland"]
NO_ROADS = [[] for _ in ROADS]
# One road of each terrain, with `a` as the end we start from.
PLAINS, FOREST, DESERT, MOUNTAIN, RIVER, LAKE = 2, 11, 21, 34, 36, 43
BY_TERRAIN = {"plains": PLAINS, "forest": FOREST, "desert": DESERT, "mountain": MOUNTAIN}


def state_at(phase, players=2, options=None, **kwargs):
    options = GAME.resolve_options(players, options or {})
    return ElfenlandState.initial(GAME, players, 1, options, phase=phase, **kwargs)


def play(state, *moves):
    for seat, action in moves:
        state = state.apply(seat, action)
    return state


def events(state, name):
    return [entry for entry in state.log if entry["event"] == name]


# --- the game object ------------------------------------------------------------------------------


def test_game_description_and_options():
    assert GAME.id == "elfenland" and GAME.title_key == "game.elfenland.title"
    assert (GAME.min_players, GAME.max_players) == (2, 6) and GAME.private_info
    assert GAME.bot_levels == ("sensible", "easy", "strong", "random")
    defaults = {"opening_seat": 0, "rounds": 4, "town_cards": False, "open_table": False}
    assert GAME.resolve_options(3, {}) == defaults
    assert GAME.resolve_options(2, {"rounds": 3, "town_cards": True, "opening_seat": 1})["rounds"] == 3
    for bad in ({"opening_seat": 2}, {"rounds": 5}, {"town_cards": 1}, {"colour": "red"}):
        with pytest.raises(BadOptions):
            GAME.resolve_options(2, bad)
    with pytest.raises(BadOptions):
        GAME.new(7, 1)


def test_map_has_21_towns_48_roads_and_kihromah_is_a_dead_end():
    assert len(EXITS) == 21 and len(ROADS) == 48
    assert [to for _, to in EXITS["Kihromah"]] == ["Dag'Amura"]
    parallel = {}
    for road in ROADS:
        parallel.setdefault(frozenset((road.a, road.b)), []).append(road.terrain)
    assert sorted(sorted(t) for t in parallel.values() if len(t) == 2) == sorted(
        [
            ["plains", "river"],
            ["lake", "mountain"],
            ["lake", "mountain"],
            ["mountain", "river"],
            ["mountain", "river"],
            ["plains", "river"],
            ["plains", "river"],
        ]
    )


# --- setting up a round ---------------------------------------------------------------------------


def test_opening_deals_8_cards_a_secret_counter_and_shows_5_counters():
    state = GAME.new(3, 7)
    assert [sum(hand) for hand in state.hands] == [8, 8, 8]
    assert len(state.deck) == 72 - 24 and len(state.face_up) == 5
    assert [len(s) for s in state.secret_counters] == [1, 1, 1]
    assert len(state.stack) == 48 - 5 - 3
    assert state.phase == "draw_counters" and state.actors() == [0] and state.reveals > 0
    assert state.obstacles == [True] * 3 and state.boots == ["Elvenhold"] * 3


def test_the_deal_fills_hands_up_to_8_from_the_top_of_the_deck():
    options = GAME.resolve_options(2, {"opening_seat": 1})
    deck = ["dragon"] * 5 + ["raft"] * 8 + ["unicorn"] * 10
    state = ElfenlandState.initial(GAME, 2, 1, options, deck=deck, hands=[{"giant_pig": 3}, {}])
    # Seat 1 starts, so it is dealt first.
    assert state.hands[1] == [0, 0, 0, 0, 0, 5, 3]
    assert state.hands[0] == [3, 0, 0, 0, 0, 0, 5]
    assert {"event": "dealt", "seat": 1, "cards": ["dragon"] * 5 + ["raft"] * 3, "to": [1]} in state.log
    assert {"event": "deal", "counts": [5, 8]} in state.log


def test_counter_picks_go_round_three_times_and_refill_the_face_up_row():
    row = ["dragon", "unicorn", "elfcycle", "giant_pig", "magic_cloud"]
    stack = ["troll_wagon", "troll_wagon"] + ["dragon"] * 20
    options = GAME.resolve_options(2, {})
    state = ElfenlandState.initial(GAME, 2, 1, options, face_up=row, counter_stack=stack)
    # The two secret counters came off the top of the stack.
    assert state.secret_counters == [["troll_wagon"], ["troll_wagon"]]
    assert sorted(a[1] for a in state.legal_actions(0) if a[0] == "draw_counter") == sorted(row)
    assert ["draw_counter_blind"] in state.legal_actions(0)
    state = play(state, (0, ["draw_counter", "unicorn"]))
    assert state.face_up == ["dragon", "dragon", "elfcycle", "giant_pig", "magic_cloud"]
    drawn = {"event": "draw_counter", "seat": 0, "kind": "unicorn", "refill": "dragon", "at": 1}
    assert state.log[-1] == drawn
    assert state.actors() == [1] and state.view(0)["picks_left"] == [2, 3]
    state = play(state, (1, ["draw_counter_blind"]))
    assert state.open_counters[1] == ["dragon"] and state.log[-1]["event"] == "draw_counter_blind"
    with pytest.raises(IllegalAction):
        state.apply(0, ["draw_counter", "unicorn"])  # none left face up
    state = play(state, (0, ["draw_counter_blind"]), (1, ["draw_counter_blind"]))
    state = play(state, (0, ["draw_counter_blind"]), (1, ["draw_counter_blind"]))
    assert state.phase == "plan" and [len(c) for c in state.open_counters] == [3, 3]


# --- the cost chart -------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", TRANSPORTS)
@pytest.mark.parametrize("terrain", LAND)
def test_every_transport_on_every_land_terrain(kind, terrain):
    road = BY_TERRAIN[terrain]
    cost = COST_CHART[kind].get(terrain)
    assert (road in placeable_roads(kind, NO_ROADS)) == (cost is not None)
    start = ROADS[road].a
    if cost is None:
        planning = state_at("plan", open_counters=[[kind], []], boots=[start, start])
        assert ["place", kind, road] not in planning.legal_actions(0)
        with pytest.raises(IllegalAction):
            planning.apply(0, ["place", kind, road])
        return
    state = state_at("move", hands=[{kind: 3}, {}], roads={road: [kind]}, boots=[start, start])
    assert ["move", road, kind] in state.legal_actions(0)
    assert road_cost(road, start, kind, [kind]) == cost
    state = state.apply(0, ["move", road, kind])
    move = events(state, "move")[0]
    assert move["cards"] == [kind] * cost and move["to_town"] == ROADS[road].b and not move["caravan"]
    # With one card too few the road cannot be paid (only a caravan, which needs 3 cards).
    poor = state_at(
        "move", hands=[{kind: cost - 1, "raft": 0}, {}], roads={road: [kind]}, boots=[start, start]
    )
    assert ["move", road, kind] not in poor.legal_actions(0)


@pytest.mark.parametrize("kind", TRANSPORTS)
def test_no_transport_counter_goes_on_water_and_rafts_need_none(kind):
    for road in (RIVER, LAKE):
        assert road not in placeable_roads(kind, NO_ROADS)
        assert road_cost(road, ROADS[road].a, kind, []) is None


@pytest.mark.parametrize(
    "road, start, cost",
    [
        (RIVER, "Elvenhold", 1),  # Elvenhold -> Rivinia is with the current
        (RIVER, "Rivinia", 2),
        (40, "Virst", 1),  # Virst -> Ixara
        (40, "Ixara", 2),
        (35, "Beata", 1),  # Beata -> Elvenhold
        (35, "Elvenhold", 2),
        (LAKE, "Elvenhold", 2),
        (LAKE, "Virst", 2),
        (44, "Parundia", 2),
    ],
)
def test_rafts_downstream_upstream_and_on_lakes(road, start, cost):
    state = state_at("move", hands=[{"raft": 4}, {}], boots=[start, start])
    assert road_cost(road, start, "raft", []) == cost
    assert ["move", road, "raft"] in state.legal_actions(0)
    state = state.apply(0, ["move", road, "raft"])
    assert events(state, "move")[0]["cards"] == ["raft"] * cost
    # No caravan on water, and other cards never pay for water.
    assert not [
        a
        for a in state_at("move", hands=[{"dragon": 5}, {}], boots=[start, start]).legal_actions(0)
        if a[0] == "move" and a[1] == road
    ]


def test_raft_upstream_needs_two_cards():
    assert move_payments(RIVER, "Rivinia", {"raft": 1}, []) == {"cards": [], "caravan": None}
    assert move_payments(RIVER, "Elvenhold", {"raft": 1}, []) == {"cards": [["raft", 1]], "caravan": None}


def test_an_obstacle_adds_one_card_to_the_road():
    road = MOUNTAIN
    state = state_at(
        "move",
        hands=[{"dragon": 2, "elfcycle": 3}, {}],
        roads={road: ["dragon", "obstacle"]},
        boots=["Strykhaven", "Strykhaven"],
    )
    assert road_cost(road, "Strykhaven", "dragon", ["dragon", "obstacle"]) == 2
    state = state.apply(0, ["move", road, "dragon"])
    assert events(state, "move")[0]["cards"] == ["dragon", "dragon"]


# --- caravans -------------------------------------------------------------------------------------


def caravans(state, road):
    return [a for a in state.legal_actions(0) if a[0] == "move" and a[1] == road and a[2] == "caravan"]


def test_a_caravan_pays_any_three_cards_where_a_counter_lies():
    hand = {"giant_pig": 1, "raft": 1, "unicorn": 2}
    state = state_at("move", hands=[hand, {}], roads={DESERT: ["dragon"]}, boots=["Al'Baran", "Al'Baran"])
    options = caravans(state, DESERT)
    assert sorted(a[3] for a in options) == sorted(
        [
            ["giant_pig", "unicorn", "unicorn"],
            ["giant_pig", "unicorn", "raft"],
            ["unicorn", "unicorn", "raft"],
        ]
    )
    assert ["move", DESERT, "dragon"] not in state.legal_actions(0)
    state = state.apply(0, ["move", DESERT, "caravan", ["giant_pig", "unicorn", "raft"]])
    move = events(state, "move")[0]
    assert move["caravan"] and move["kind"] is None and move["cards"] == ["giant_pig", "unicorn", "raft"]
    assert state.boots[0] == "Feodor" and "Feodor" in state.view(0)["collected"][0]


def test_caravan_cards_must_be_listed_in_kind_order_and_held():
    hand = {"giant_pig": 1, "raft": 1, "unicorn": 2}
    state = state_at("move", hands=[hand, {}], roads={DESERT: ["dragon"]}, boots=["Al'Baran", "Al'Baran"])
    for bad in (
        ["move", DESERT, "caravan", ["raft", "unicorn", "giant_pig"]],
        ["move", DESERT, "caravan", ["giant_pig", "raft", "raft"]],
        ["move", DESERT, "caravan", ["giant_pig", "unicorn"]],
        ["move", DESERT, "caravan", ["giant_pig", "unicorn", "unicorn", "raft"]],
        ["move", DESERT, "caravan", "giant_pig"],
        ["move", DESERT, "dragon"],
        ["move", 0, "giant_pig"],
    ):
        with pytest.raises(IllegalAction):
            state.apply(0, bad)


def test_a_caravan_costs_four_cards_with_an_obstacle():
    hand = {"giant_pig": 2, "raft": 2}
    state = state_at("move", hands=[hand, {}], roads={DESERT: ["dragon", "obstacle"]}, boots=["Al'Baran"] * 2)
    assert [a[3] for a in caravans(state, DESERT)] == [["giant_pig", "giant_pig", "raft", "raft"]]
    assert move_payments(DESERT, "Al'Baran", hand, ["dragon", "obstacle"]) == {"cards": [], "caravan": 4}
    assert move_payments(DESERT, "Al'Baran", {"giant_pig": 3}, ["dragon", "obstacle"])["caravan"] is None
    assert move_payments(DESERT, "Al'Baran", {"giant_pig": 3}, ["dragon"])["caravan"] == 3


def test_no_caravan_without_a_counter_or_on_water():
    hand = {"giant_pig": 2, "dragon": 2}
    state = state_at(
        "move", hands=[hand, {"raft": 1}], roads={PLAINS: ["troll_wagon"]}, boots=["Elvenhold", "Elvenhold"]
    )
    roads_with_caravans = {a[1] for a in state.legal_actions(0) if a[0] == "move" and a[2] == "caravan"}
    assert roads_with_caravans == {PLAINS}
    assert move_options("Elvenhold", hand, state.roads) == [
        {"road": PLAINS, "to": "Lapphalya", "cards": [], "caravan": 3}
    ]


# --- planning -------------------------------------------------------------------------------------


def test_illegal_placements_are_refused():
    state = state_at(
        "plan",
        players=3,
        open_counters=[["giant_pig", "dragon"], ["unicorn"], ["elfcycle"]],
        secret_counters=[["magic_cloud"], [], []],
        roads={PLAINS: ["troll_wagon"], FOREST: ["elfcycle", "obstacle"]},
    )
    for bad in (
        ["place", "giant_pig", MOUNTAIN],  # a pig cannot cross mountains
        ["place", "dragon", RIVER],  # no counters on water
        ["place", "dragon", LAKE],
        ["place", "dragon", PLAINS],  # one counter per road
        ["place", "unicorn", DESERT],  # not this player's counter
        ["place", "raft", RIVER],
        ["place", "dragon", 48],
        ["place", "dragon", -1],
        ["place", "dragon", True],
        ["place_obstacle", DESERT],  # no counter there
        ["place_obstacle", FOREST],  # already an obstacle
        ["place_obstacle", RIVER],
        ["pass", 1],
    ):
        with pytest.raises(IllegalAction):
            state.apply(0, bad)
    state = play(state, (0, ["place", "magic_cloud", MOUNTAIN]))
    assert state.roads[MOUNTAIN] == ("magic_cloud",) and state.log[-1]["secret"]
    state = play(state, (1, ["pass"]), (2, ["pass"]), (0, ["place_obstacle", PLAINS]))
    assert state.roads[PLAINS] == ("troll_wagon", "obstacle") and state.obstacles == [False, True, True]
    state = play(state, (1, ["pass"]), (2, ["pass"]))
    assert ["place_obstacle", MOUNTAIN] not in state.legal_actions(0)  # one obstacle a game


def test_an_open_counter_is_placed_before_a_secret_one_of_the_same_kind():
    state = state_at("plan", open_counters=[["dragon"], []], secret_counters=[["dragon"], []])
    reveals = state.reveals
    state = state.apply(0, ["place", "dragon", PLAINS])
    assert state.secret_counters[0] == ["dragon"] and state.open_counters[0] == []
    assert state.reveals == reveals and not state.log[-1]["secret"]


def test_planning_ends_only_when_all_players_pass_in_a_row():
    state = state_at(
        "plan",
        players=3,
        open_counters=[["dragon", "dragon"], ["unicorn"], ["elfcycle"]],
        obstacles=[False, False, False],
    )
    state = play(state, (0, ["pass"]), (1, ["pass"]), (2, ["place", "elfcycle", PLAINS]))
    assert state.phase == "plan" and state.view(None)["passes"] == 0
    # Passing does not stop a player from placing later.
    state = play(state, (0, ["place", "dragon", DESERT]), (1, ["pass"]))
    # Seat 2 has nothing left and passes by force; seat 0 may still place its second dragon.
    assert {"event": "pass", "seat": 2, "forced": True} in state.log
    assert state.phase == "plan" and state.actors() == [0] and state.view(None)["passes"] == 2
    state = play(state, (0, ["pass"]))
    assert state.phase != "plan" and state.open_counters[0] == ["dragon"]


def test_a_player_who_can_place_nothing_passes_by_force():
    state = state_at("plan", players=2, open_counters=[[], ["dragon"]], obstacles=[False, True])
    assert state.actors() == [1]
    assert state.log[-1] == {"event": "pass", "seat": 0, "forced": True}


# --- moving ---------------------------------------------------------------------------------------


def test_moving_collects_town_pieces_once_and_roads_can_be_reused():
    state = state_at("move", hands=[{"giant_pig": 4, "raft": 4}, {}], roads={PLAINS: ["giant_pig"]})
    state = play(state, (0, ["move", PLAINS, "giant_pig"]), (0, ["move", PLAINS, "giant_pig"]))
    assert state.boots[0] == "Elvenhold" and state.view(None)["collected"][0] == ["Lapphalya"]
    assert [e["collected"] for e in events(state, "move")] == [True, False]  # Elvenhold has no pieces
    state = play(state, (0, ["move", PLAINS, "giant_pig"]))
    assert [e["collected"] for e in events(state, "move")] == [True, False, False]
    assert state.view(0)["journey"] == ["Elvenhold", "Lapphalya", "Elvenhold", "Lapphalya"]


def test_a_journey_ends_by_itself_only_when_everyone_can_see_that_no_road_can_be_paid():
    state = state_at("move", players=2, hands=[{"dragon": 1}, {"giant_pig": 1}], roads={PLAINS: ["dragon"]})
    state = state.apply(0, ["move", PLAINS, "dragon"])
    # At Lapphalya without cards the journey ends: everyone sees the empty hand.
    assert {"event": "end_move", "seat": 0, "forced": True} in state.log
    # Seat 1's one card would pay for the dragon road if it were a dragon: only its kind (a pig, which
    # the others do not see) stops the journey, so seat 1 is asked and ending is its one choice.
    assert state.phase == "move" and state.actors() == [1]
    assert state.legal_actions(1) == [["end_move"]]
    assert state.view(0)["turn"] == 1 and state.view(None)["actors"] == [1]
    state = state.apply(1, ["end_move"])
    assert {"event": "end_move", "seat": 1, "forced": False} in state.log
    assert state.round == 2


def test_a_journey_that_is_stuck_with_cards_in_hand_looks_the_same_to_the_others():
    """What the others see of a journey ending must not depend on the kinds in the hand."""
    stuck = state_at("move", players=2, hands=[{"giant_pig": 2}, {}], roads={PLAINS: ["dragon"]})
    free = state_at("move", players=2, hands=[{"dragon": 2}, {}], roads={PLAINS: ["dragon"]})
    for seat in (None, 1):
        assert stuck.view(seat) == free.view(seat)
    assert stuck.legal_actions(0) == [["end_move"]] and ["move", PLAINS, "dragon"] in free.legal_actions(0)
    for seat in (None, 1):
        assert stuck.apply(0, ["end_move"]).view(seat) == free.apply(0, ["end_move"]).view(seat)


def test_a_player_who_cannot_place_is_asked_unless_everyone_can_see_it():
    # Seat 0's secret counter is a pig and the only free land roads are mountains: it fits nowhere, but
    # only seat 0 knows that. Seat 1 has no counters and no obstacle: everyone knows it must pass.
    mountains = [road.id for road in ROADS if road.terrain == "mountain"]
    full = {road.id: ["dragon"] for road in ROADS if road.terrain in LAND and road.id not in mountains}
    state = state_at("plan", secret_counters=[["giant_pig"], []], obstacles=[False, False], roads=full)
    assert state.actors() == [0] and state.legal_actions(0) == [["pass"]]
    state = state.apply(0, ["pass"])
    assert events(state, "pass") == [
        {"event": "pass", "seat": 0, "forced": False},
        {"event": "pass", "seat": 1, "forced": True},
    ]
    assert state.phase != "plan"  # both passed in a row
    # With every land road taken, nobody could place a secret counter of any kind: no question.
    every = {road.id: ["dragon"] for road in ROADS if road.terrain in LAND}
    state = state_at("plan", secret_counters=[["giant_pig"], []], obstacles=[False, False], roads=every)
    assert [e["forced"] for e in events(state, "pass")] == [True, True]


def test_hand_limit_discard_down_to_four_after_moving():
    hand = {"dragon": 3, "unicorn": 3, "raft": 2}
    state = state_at("move", hands=[hand, {}], roads={PLAINS: ["dragon"]})
    state = play(state, (0, ["move", PLAINS, "dragon"]), (0, ["end_move"]))
    assert state.phase == "discard" and state.actors() == [0] and state.view(0)["to_discard"] == 3
    assert sorted(a[1] for a in state.legal_actions(0)) == ["dragon", "raft", "unicorn"]
    state = play(state, (0, ["discard", "unicorn"]), (0, ["discard", "unicorn"]))
    with pytest.raises(IllegalAction):
        state.apply(0, ["discard", "giant_pig"])
    state = play(state, (0, ["discard", "raft"]))
    assert state.phase != "discard"
    assert {"event": "hand_limit", "seat": 0, "count": 3} in state.log
    assert {"event": "discard", "seat": 0, "card": "raft", "to": [0]} in state.log
    assert all(e.get("event") != "discard" for e in state.view(1)["log"])


def test_a_discard_of_a_single_kind_is_still_asked():
    state = state_at("move", hands=[{"dragon": 7}, {}], roads={PLAINS: ["dragon"]})
    state = play(state, (0, ["move", PLAINS, "dragon"]), (0, ["end_move"]))
    # Only dragons are left, but the others must not learn that: seat 0 discards them itself.
    assert state.phase == "discard" and state.actors() == [0] and state.view(0)["to_discard"] == 2
    assert state.legal_actions(0) == [["discard", "dragon"]]
    state = play(state, (0, ["discard", "dragon"]))
    assert state.phase == "discard" and state.legal_actions(0) == [["discard", "dragon"]]
    state = play(state, (0, ["discard", "dragon"]))
    assert [e["card"] for e in events(state, "discard")] == ["dragon", "dragon"]
    assert {"event": "hand_limit", "seat": 0, "count": 2} in state.log and state.phase != "discard"


# --- end of the round -----------------------------------------------------------------------------


def test_each_player_keeps_one_counter_and_the_rest_go_back_and_get_shuffled():
    state = state_at(
        "plan",
        players=2,
        face_up=["dragon"] * 5,
        counter_stack=["unicorn"] * 10,
        open_counters=[["giant_pig", "elfcycle", "troll_wagon"], ["magic_cloud"]],
        secret_counters=[["magic_cloud"], ["dragon"]],
        hands=[{"raft": 2}, {}],
        obstacles=[True, False],
        roads={MOUNTAIN: ["unicorn"]},
    )
    state = play(state, (0, ["place", "giant_pig", PLAINS]), (1, ["pass"]), (0, ["place_obstacle", MOUNTAIN]))
    state = play(state, (1, ["pass"]), (0, ["pass"]))
    # Neither can move (seat 0 has two rafts, Elvenhold-Rivinia is with the current: 1 card) ...
    assert state.phase == "move" and state.actors() == [0]
    state = play(state, (0, ["end_move"]))
    assert state.phase == "keep" and state.actors() == [0]
    assert state.legal_actions(0) == [
        ["keep_counter", "elfcycle", "open"],
        ["keep_counter", "troll_wagon", "open"],
        ["keep_counter", "magic_cloud", "secret"],
    ]
    assert state.legal_actions(1) == []
    state = play(state, (0, ["keep_counter", "magic_cloud", "secret"]))
    assert state.actors() == [1]
    state = play(state, (1, ["keep_counter", "magic_cloud", "open"]))
    # Round 2: seat 1 starts; the obstacle left the game; board and returned counters are in the stack.
    assert state.round == 2 and state.starter == 1
    assert all(items == () for items in state.roads) and state.obstacles_out == 1
    assert state.secret_counters[0][0] == "magic_cloud" and len(state.secret_counters[0]) == 2
    assert state.open_counters[1] == ["magic_cloud"] and len(state.secret_counters[1]) == 1
    keep0 = [e for e in state.log if e["event"] == "keep_counter"]
    assert keep0[0] == {
        "event": "keep_counter",
        "seat": 0,
        "kind": None,
        "secret": True,
        "returned": 2,
        "forced": False,
    }
    assert len(state.stack) == 10 + 2 + 1 + 2 - 2  # stack + board + returned - two new secret counters
    assert {"event": "round_end", "round": 1, "returned": 2} in state.log
    assert [sum(hand) for hand in state.hands] == [8, 8]


def test_two_secret_counters_are_always_asked_even_of_one_kind():
    state = state_at("move", players=2, secret_counters=[["dragon", "dragon"], ["dragon", "unicorn"]])
    # Seat 0 holds two secret dragons: one choice, but the others must not learn that both are alike.
    assert state.phase == "keep" and state.actors() == [0]
    assert state.legal_actions(0) == [["keep_counter", "dragon", "secret"]]
    state = state.apply(0, ["keep_counter", "dragon", "secret"])
    assert state.actors() == [1] and len(state.legal_actions(1)) == 2
    state = state.apply(1, ["keep_counter", "unicorn", "secret"])
    assert [e["forced"] for e in events(state, "keep_counter")] == [False, False]
    # Open counters of one kind: everyone sees the only choice, so it is made without asking.
    state = state_at("move", players=2, open_counters=[["dragon", "dragon"], []])
    assert state.round == 2 and events(state, "keep_counter")[0]["forced"]


def test_a_single_counter_is_kept_without_asking():
    state = state_at("move", players=2, open_counters=[["dragon"], []], secret_counters=[[], ["unicorn"]])
    assert state.round == 2
    keeps = events(state, "keep_counter")
    assert [(e["seat"], e["kind"], e["secret"], e["forced"]) for e in keeps] == [
        (0, "dragon", False, True),
        (1, None, True, True),
    ]


# --- the end --------------------------------------------------------------------------------------


def final(players=2, hands=None, collected=None, boots=None, options=None, **kwargs):
    """The last round's travel, every player ending the journey at once."""
    options = {"rounds": 3, **(options or {})}
    state = state_at(
        "move",
        players=players,
        options=options,
        round=3,
        hands=hands,
        collected=collected,
        boots=boots,
        **kwargs,
    )
    while not state.is_over():
        state = state.apply(state.actors()[0], ["end_move"])
    return state


def test_the_game_ends_after_the_last_round_most_towns_wins():
    state = final(hands=[{"giant_pig": 1}, {"giant_pig": 4}], collected=[["Feodor", "Virst"], ["Feodor"]])
    assert state.is_over() and state.phase == "over"
    result = state.result()
    assert result["scores"] == [2, 1] and result["winners"] == [0] and result["ranking"] == [0, 1]
    assert result["reason"] == "rounds" and state.log[-1] == {"event": "game_over", "reason": "rounds"}
    assert state.view(None)["result"] == result


def test_a_tie_is_broken_by_the_most_travel_cards_and_otherwise_shared():
    state = final(
        players=3,
        hands=[{"giant_pig": 1}, {"giant_pig": 3}, {"giant_pig": 3}],
        collected=[["Feodor"], ["Virst"], ["Ixara"]],
    )
    result = state.result()
    assert result["winners"] == [1, 2] and result["ranking"] == [1, 2, 0]
    assert [row["place"] for row in result["breakdown"]] == [3, 1, 1]


def test_four_rounds_by_default():
    state = state_at("move", round=3, hands=[{}, {}])
    assert not state.is_over() and state.round == 4
    state = state_at("move", round=4, hands=[{}, {}])
    assert state.is_over()


def test_collecting_all_twenty_towns_ends_the_game_after_that_movement_phase():
    everything = [t for t in EXITS if t not in ("Elvenhold", "Lapphalya")]
    state = state_at(
        "move",
        round=1,
        hands=[{"giant_pig": 1}, {}],
        roads={PLAINS: ["giant_pig"]},
        collected=[everything, []],
    )
    state = state.apply(0, ["move", PLAINS, "giant_pig"])
    assert state.is_over()
    assert state.result()["reason"] == "all_towns" and state.result()["scores"] == [20, 0]


def test_town_card_variant_scores_towns_minus_distance():
    state = final(
        options={"town_cards": True},
        hands=[{}, {}],
        collected=[["Feodor", "Virst", "Ixara"], ["Feodor"]],
        boots=["Elvenhold", "Tichih"],
        town_cards=["Yttar", "Tichih"],
    )
    result = state.result()
    far = distance("Elvenhold", "Yttar")
    assert far >= 4
    assert result["breakdown"][0]["distance"] == far and result["scores"] == [3 - far, 1]
    assert result["winners"] == [1]
    assert state.view(0)["town_cards"] == ["Yttar", "Tichih"]
    assert {"event": "town_cards", "towns": ["Yttar", "Tichih"]} in state.log


def test_town_card_tie_goes_to_the_player_closer_to_the_destination():
    state = final(
        options={"town_cards": True},
        hands=[{"raft": 4}, {}],
        collected=[["Feodor", "Virst", "Ixara", "Tichih"], ["Feodor", "Virst"]],
        boots=["Elvenhold", "Tichih"],
        town_cards=["Ixara", "Tichih"],
    )
    result = state.result()
    assert distance("Elvenhold", "Ixara") == 2
    assert result["scores"] == [2, 2] and result["winners"] == [1] and result["ranking"] == [1, 0]


def test_town_cards_are_dealt_secretly():
    state = GAME.new(4, 3, {"town_cards": True})
    assert len(set(state.town_cards)) == 4 and set(state.town_cards) <= set(TOWN_CARDS)
    for seat in range(4):
        view = state.view(seat)
        assert view["town_card"] == state.town_cards[seat] and view["town_cards"] is None
        assert [e["town"] for e in view["log"] if e["event"] == "town_card"] == [state.town_cards[seat]]
    assert state.view(None)["town_card"] is None


# --- the route planner ----------------------------------------------------------------------------


def test_cheapest_route_uses_counters_rafts_and_caravans():
    roads = [[] for _ in ROADS]
    roads[PLAINS] = ["giant_pig"]  # Elvenhold - Lapphalya
    roads[13] = ["magic_cloud"]  # Lapphalya - Feodor (forest: 2 clouds)
    hand = {"giant_pig": 1, "magic_cloud": 2, "raft": 2}
    route = cheapest_route("Elvenhold", "Feodor", hand, roads)
    assert route["towns"] == ["Elvenhold", "Lapphalya", "Feodor"] and route["cards"] == 3
    assert route["steps"][1] == {
        "road": 13,
        "from": "Lapphalya",
        "to": "Feodor",
        "kind": "magic_cloud",
        "caravan": False,
        "cards": ["magic_cloud", "magic_cloud"],
    }
    # Rivers need no counters: Elvenhold -> Rivinia is one raft with the current.
    assert cheapest_route("Elvenhold", "Rivinia", hand, roads)["cards"] == 1
    # Without clouds the forest road takes a caravan of any three cards.
    poor = {"giant_pig": 2, "raft": 2}
    route = cheapest_route("Elvenhold", "Feodor", poor, roads)
    assert route["cards"] == 4 and route["steps"][1]["caravan"] and len(route["steps"][1]["cards"]) == 3
    assert cheapest_route("Elvenhold", "Feodor", {"giant_pig": 3}, roads) is None
    assert cheapest_route("Elvenhold", "Elvenhold", {}, roads)["cards"] == 0


def test_cheapest_route_prefers_fewer_cards_over_fewer_links():
    roads = [[] for _ in ROADS]
    roads[DESERT] = ["troll_wagon"]  # Al'Baran - Feodor: 2 trolls
    roads[20] = ["dragon"]  # Al'Baran - Dag'Amura: 1 dragon
    roads[25] = ["dragon"]  # Dag'Amura - Feodor: 1 dragon
    route = cheapest_route("Al'Baran", "Feodor", {"troll_wagon": 2, "dragon": 2}, roads)
    assert route["cards"] == 2
    route = cheapest_route("Al'Baran", "Feodor", {"troll_wagon": 2, "dragon": 1}, roads)
    assert route["roads"] == [DESERT] and route["cards"] == 2


# --- what each seat sees --------------------------------------------------------------------------


def test_a_seats_view_does_not_change_when_only_hidden_information_changes():
    """Others' hands, secret counters and town cards, and the order of the travel deck and of the
    face-down counters below the ones about to be turned up, are hidden from seat 0."""
    options = GAME.resolve_options(3, {"town_cards": True})
    base = GAME.new(3, 5, options)
    deck = list(reversed(base.deck))
    stack = list(reversed(base.stack))

    def make(deck, stack, hands, secrets, cards):
        return ElfenlandState.initial(
            GAME,
            3,
            1,
            options,
            deck=deck,
            counter_stack=stack,
            face_up=base.face_up,
            hands=hands,
            open_counters=[["dragon"], [], []],
            secret_counters=secrets,
            town_cards=cards,
            phase="draw_counters",
        )

    a = make(
        deck,
        stack,
        [{"dragon": 3}, {"raft": 2}, {"unicorn": 8}],
        [["elfcycle"], ["unicorn"], []],
        ["Yttar", "Virst", "Tichih"],
    )
    b = make(
        deck[::-1],
        stack[:2] + stack[2:][::-1],
        [{"dragon": 3}, {"unicorn": 2}, {"dragon": 8}],
        [["elfcycle"], ["dragon"], []],
        ["Yttar", "Grangor", "Beata"],
    )
    assert a.deck != b.deck and a.stack != b.stack and a.hands != b.hands
    for seat in (None, 0):
        assert a.view(seat) == b.view(seat)
    a, b = a.apply(0, ["draw_counter", a.face_up[0]]), b.apply(0, ["draw_counter", b.face_up[0]])
    a, b = a.apply(1, ["draw_counter_blind"]), b.apply(1, ["draw_counter_blind"])
    for seat in (None, 0):
        assert a.view(seat) == b.view(seat)
    view = a.view(0)
    assert view["hand"] == {kind: (3 if kind == "dragon" else 0) for kind in CARD_KINDS}
    assert view["secret_counters"] == ["elfcycle"] and view["secret_counts"] == [1, 1, 0]
    assert view["hand_counts"] == [3, 2, 8] and view["town_card"] == "Yttar"
    assert a.view(1)["town_card"] == "Virst" and a.view(1) != b.view(1)
    assert a.view(None)["hand"] is None and a.view(None)["secret_counters"] is None


def test_views_are_json_and_hide_others_private_log_entries():
    state = GAME.new(4, 9, {"town_cards": True})
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        json.dumps(view)
        for entry in view["log"]:
            assert "to" not in entry
            if entry["event"] in ("dealt", "secret_counter", "town_card"):
                assert entry["seat"] == seat
    assert state.progress() == {"key": "progress.elfenland", "params": {"round": 1}}


# --- the listed actions are exactly the accepted ones ---------------------------------------------


def candidate_actions(state, seat):
    """A wide net of well-formed and malformed actions of every kind."""
    kinds = list(CARD_KINDS) + ["obstacle", "caravan", None, 3, ["dragon"]]
    roads = list(range(-1, len(ROADS) + 1)) + [True, "2", 2.0]
    actions = [["draw_counter", kind] for kind in kinds] + [["draw_counter_blind"], ["draw_counter"]]
    actions += [["place", kind, road] for kind in kinds for road in roads]
    actions += [["place_obstacle", road] for road in roads] + [["pass"], ["pass", 1], ["end_move"]]
    actions += [["move", road, kind] for road in roads for kind in kinds]
    hand = state.hands[seat]
    for road, _ in EXITS[state.boots[seat]]:
        for size in (2, 3, 4, 5):
            for cards in multisets([n + 1 for n in hand], size):
                actions.append(["move", road, "caravan", cards])
                actions.append(["move", road, "caravan", cards[::-1]])
        actions.append(["move", road, "caravan", "dragon"])
    actions += [["discard", kind] for kind in kinds]
    actions += [["keep_counter", kind, where] for kind in kinds for where in ("open", "secret", "both", None)]
    return actions + [[], None, "pass", {"a": 1}, [["pass"]]]


@pytest.mark.parametrize("players", [2, 3])
def test_every_accepted_action_is_listed_and_every_listed_one_accepted(players):
    from tabletop.engine.rng import Rng

    rng = Rng(players)
    state = GAME.new(players, 40 + players)
    steps = 0
    while not state.is_over():
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        assert legal, "a game that is not over always waits for a player with a choice"
        # What is made automatically is judged from public facts: never when a choice was left.
        if state.phase == "plan":
            assert state._may_place(seat) or not state._placements(seat)
        if state.phase == "move":
            assert state._may_move(seat) or not state._moves(seat)
        if steps % 3 == 0:
            listed = {json.dumps(action) for action in legal}  # JSON tells True and 2.0 from 1 and 2
            for action in candidate_actions(state, seat):
                assert state.is_legal(seat, action) == (json.dumps(action) in listed), action
        state = state.apply(seat, rng.choice(legal))
        steps += 1
    assert steps > 50


def test_reveals_count_what_is_turned_up_so_undo_never_crosses_it():
    row = ["dragon", "unicorn", "elfcycle", "giant_pig", "magic_cloud"]
    options = GAME.resolve_options(2, {})
    state = ElfenlandState.initial(GAME, 2, 1, options, face_up=row, counter_stack=["troll_wagon"] * 20)
    before = state.reveals
    state = state.apply(0, ["draw_counter", "dragon"])  # the refill is turned up
    assert state.reveals == before + 1
    state = state.apply(1, ["draw_counter_blind"])
    assert state.reveals == before + 2
    planning = state_at("plan", open_counters=[["dragon"], []], secret_counters=[["unicorn"], []])
    after = planning.apply(0, ["place", "dragon", PLAINS])
    assert after.reveals == planning.reveals  # an open counter: nothing new
    after = planning.apply(0, ["place", "unicorn", FOREST])
    assert after.reveals == planning.reveals + 1  # the secret counter is shown
