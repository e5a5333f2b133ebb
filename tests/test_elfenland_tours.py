"""The tour planner (games/elfenland/tours.py) and its page parts (tour_view.py), both Elfen games:
worked scenarios on stacked positions, and self-played positions followed step by step through the
rules."""

import json
import re
from html import unescape
from types import SimpleNamespace

import pytest

from tabletop.engine.rng import derive_seed
from tabletop.games import GAMES
from tabletop.games.elfengold.rules import ElfengoldState
from tabletop.games.elfenland import tour_view, tours
from tabletop.games.elfenland import ui as elfen_ui
from tabletop.games.elfenland.board import render_board
from tabletop.games.elfenland.data import CAPITAL, CARD_KINDS, PIECE_TOWNS, TOWN_IDS
from tabletop.games.elfenland.routes import cheapest_route, take_any
from tabletop.games.elfenland.rules import ElfenlandState
from tabletop.games.elfenland.tour_messages import MESSAGES
from tabletop.ui.i18n import LANGUAGES, plural_form, translate

EL = GAMES["elfenland"]
EG = GAMES["elfengold"]
# Roads used below (data.ROADS): 0 Beata-Elvenhold plains, 2 Elvenhold-Lapphalya plains, 3 Ixara-Virst
# plains, 4 Lapphalya-Virst plains, 11 Elvenhold-Erg'Eren forest, 16 Lapphalya-Rivinia forest,
# 39 Rivinia->Tichih river, 43 Elvenhold-Virst lake.


def el_state(phase="move", players=2, **kwargs):
    return ElfenlandState.initial(EL, players, 1, EL.resolve_options(players, {}), phase=phase, **kwargs)


def eg_state(phase="move", players=2, options=None, **kwargs):
    options = EG.resolve_options(players, {"witches": True, **(options or {})})
    return ElfengoldState.initial(EG, players, 1, options, phase=phase, **kwargs)


def translator(lang="en"):
    """The game's catalogs with the tour's words merged in (as the lead merges them)."""

    def t(key, **params):
        entry = MESSAGES[lang].get(key)
        if entry is None:
            return translate(lang, key, **params)
        text = plural_form(lang, entry, params)
        return text.format(**params) if params else text

    return t


def context(state, seat=None, lang="en", ui_state=None):
    seat = state.actors()[0] if seat is None else seat
    acting = seat if seat in state.actors() else None
    return SimpleNamespace(
        view=state.view(seat),
        t=translator(lang),
        legal=state.legal_actions(seat) if acting is not None else [],
        acting_seat=acting,
        ui_state=ui_state or {},
        names=["Ann", "Bo", "Cy", "Di", "Ed", "Flo"][: state.players],
    )


def act_args(html):
    return [json.loads(unescape(arg)) for arg in re.findall(r'data-cmd="act" data-arg="([^"]*)"', html)]


def follow(state, seat, tour):
    """Play the tour's steps through the rules (each must be legal); the state after them."""
    for step in tour["steps"]:
        action = tours.step_action(step)
        assert state.turn == seat and action in state.legal_actions(seat), (action, step)
        state = state.apply(seat, action)
    return state


def greedy_new_towns(start, hand, roads, collected):
    """The nearest-town habit: go to the new town the cheapest route reaches, again and again."""
    hand, town, gained = list(hand), start, []
    while True:
        routes = []
        for goal in PIECE_TOWNS:
            if goal in collected or goal in gained:
                continue
            route = cheapest_route(town, goal, hand, roads)
            if route is not None:
                routes.append((route["cards"], len(route["steps"]), goal, route))
        if not routes:
            return gained
        _, _, goal, route = min(routes)
        for step in route["steps"]:
            for card in step["cards"]:
                hand[CARD_KINDS.index(card)] -= 1
        gained += [
            t for t in dict.fromkeys(route["towns"][1:]) if t in PIECE_TOWNS and t not in collected + gained
        ]
        town = goal


# --- worked scenarios ---------------------------------------------------------------------------------


def test_the_tour_beats_the_nearest_town_habit():
    # Beata is one pig away; but the three towns to the south-west take all four cards.
    roads = {0: ["giant_pig"], 2: ["magic_cloud"], 4: ["giant_pig"], 3: ["giant_pig"]}
    hand = {"giant_pig": 2, "magic_cloud": 2}
    state = el_state(hands=[hand, {}], roads=roads)
    tour = tours.best_tour(state.view(0))
    assert tour["new"] == ["Lapphalya", "Virst", "Ixara"] and tour["cards"] == 4 and tour["complete"]
    counts = [hand.get(kind, 0) for kind in CARD_KINDS]
    assert len(greedy_new_towns(CAPITAL, counts, state.roads, [])) == 2
    after = follow(state, 0, tour)
    assert sorted(after.view(0)["collected"][0]) == sorted(tour["new"])


def test_ties_go_to_the_tour_that_spends_fewer_cards():
    # Lapphalya by cloud (2 cards) or by pig (1): the same town, the cheaper way.
    roads = {2: ["giant_pig", "magic_cloud"]}
    state = eg_state(hands=[{"giant_pig": 1, "magic_cloud": 2}, {}], roads=roads)
    tour = tours.best_tour(state.view(0))
    assert tour["new"] == ["Lapphalya"] and tour["cards"] == 1 and tour["steps"][0]["kind"] == "giant_pig"


def test_the_tour_respects_the_cards_in_hand():
    # One pig: Beata, not the three towns that need more pigs than the hand holds.
    roads = {0: ["giant_pig"], 2: ["giant_pig"], 4: ["giant_pig"], 3: ["giant_pig"]}
    state = el_state(hands=[{"giant_pig": 1}, {}], roads=roads)
    tour = tours.best_tour(state.view(0))
    assert len(tour["new"]) == 1 and tour["cards"] == 1
    nothing = tours.best_tour(el_state(hands=[{"elfcycle": 2}, {}], roads=roads).view(0))
    assert nothing["steps"] == [] and nothing["new"] == [] and nothing["cards"] == 0


def test_a_caravan_pays_with_the_cards_the_rest_of_the_tour_does_not_need():
    # From Lapphalya: a caravan along the forest to Rivinia (no dragon card for its counter), then one
    # raft down the river to Tichih. Paying the caravan with both rafts, as take_any does, strands it.
    hand = {"giant_pig": 1, "elfcycle": 1, "raft": 2}
    state = el_state(hands=[hand, {}], roads={16: ["dragon"]}, boots=["Lapphalya", CAPITAL])
    tour = tours.best_tour(state.view(0))
    assert tour["new"] == ["Rivinia", "Tichih"] and tour["steps"][0]["caravan"]
    assert tour["steps"][0]["cards"] == ["giant_pig", "elfcycle", "raft"]
    ctx = context(state, 0)
    chosen = tour_view.caravan_choice(ctx, 16, 3)
    assert chosen == ["giant_pig", "elfcycle", "raft"] and ["move", 16, "caravan", chosen] in ctx.legal
    assert take_any([1, 1, 0, 0, 0, 0, 2], 3) == ["elfcycle", "raft", "raft"]  # today's suggestion
    after = follow(state, 0, tour)
    assert set(after.view(0)["collected"][0]) == {"Rivinia", "Tichih"}


def test_during_planning_the_tour_places_the_counters_the_seat_holds():
    # No counters on the map; the seat holds a pig (open) and a dragon (secret).
    hand = {"giant_pig": 1, "dragon": 1, "raft": 0}
    state = el_state(
        "plan", hands=[hand, {}], open_counters=[["giant_pig"], []], secret_counters=[["dragon"], []]
    )
    view = state.view(0)
    assert tours.best_tour(view, placing=False)["new"] == []
    tour = tours.best_tour(view)
    assert len(tour["new"]) == 2 and len(tour["placements"]) == 2
    legal = state.legal_actions(0)
    for kind, road_id, double in tour["placements"]:
        assert tours.placement_action(kind, road_id, double) in legal
    html = str(tour_view.tour_panel(context(state, 0)))
    assert "With the counters you hold" in html
    offered = act_args(html)
    assert len(offered) == 1 and offered[0] in legal and offered[0][0] == "place"


def test_in_the_last_round_of_the_town_card_variant_the_end_counts_too():
    # A pig to Beata or one to Lapphalya: a town either way, but Lapphalya is next to Ixara, the town
    # card (each link from it at the end costs a point).
    options = EL.resolve_options(2, {"town_cards": True})
    roads = {0: ["giant_pig"], 2: ["giant_pig"]}
    setup = {"hands": [{"giant_pig": 1}, {}], "roads": roads, "town_cards": ["Ixara", "Yttar"]}
    last = ElfenlandState.initial(EL, 2, 1, options, phase="move", round=4, **setup)
    tour = tours.best_tour(last.view(0))
    assert tour["new"] == ["Lapphalya"] and tour["target"] == "Ixara" and tour["end_distance"] == 1
    html = str(tour_view.tour_panel(context(last, 0)))
    assert "1 link from Ixara, your town card" in html
    earlier = ElfenlandState.initial(EL, 2, 1, options, phase="move", round=2, **setup)
    assert tours.best_tour(earlier.view(0))["target"] is None


def test_elfengold_a_witch_takes_the_boot_past_a_sea_monster():
    # From Strykhaven the lake to Virst costs 2 rafts; its sea monster adds one, which a Witch and
    # 1 gold stand in for.
    roads = {47: ["sea_monster"], 42: ["sea_monster"]}
    state = eg_state(
        hands=[{"raft": 2, "witch": 1}, {}], roads=roads, gold=[1, 12], boots=["Strykhaven", CAPITAL]
    )
    tour = tours.best_tour(state.view(0))
    step = tour["steps"][0]
    assert tour["new"] == ["Virst"] and step["witch"] and step["cards"] == ["raft", "raft"]
    assert tours.step_action(step) == ["move", 47, "raft", "witch"] and tour["gold"] == 3 - 1
    after = follow(state, 0, tour)
    assert "Virst" in after.view(0)["collected"][0]


def test_elfengold_flights_and_gold_break_ties():
    # A Witch and 3 gold fly anywhere; with one pig card both Erg'Eren (5 gold) and Lapphalya (2 gold)
    # are a card away: the gold decides.
    flying = eg_state(hands=[{"witch": 1}, {}], gold=[3, 12])
    tour = tours.best_tour(flying.view(0))
    assert len(tour["new"]) == 1 and tour["steps"][0]["fly"] and tour["cards"] == 1
    assert tours.step_action(tour["steps"][0]) in flying.legal_actions(0)
    roads = {2: ["giant_pig"], 11: ["giant_pig"]}
    state = eg_state(hands=[{"giant_pig": 1}, {}], roads=roads, options={"witches": False})
    tour = tours.best_tour(state.view(0))
    assert tour["new"] == ["Erg'Eren"] and tour["gold"] == 5
    # A gold piece doubles Lapphalya's gold (4, then 4 again on the way back to Elvenhold, which pays 0).
    roads = {2: ["giant_pig", "gold_piece"], 11: ["giant_pig"]}
    doubled = eg_state(hands=[{"giant_pig": 3}, {}], roads=roads)
    tour = tours.best_tour(doubled.view(0))
    assert len(tour["new"]) == 2 and tour["cards"] == 3 and tour["gold"] == 4 + 0 + 5
    after = follow(doubled, 0, tour)
    assert after.earned == tour["gold"]


def test_elfengold_planning_may_use_the_double_spell():
    # Lapphalya's road holds a cloud; with the Double the seat adds its own pig beside it (the other
    # land roads from Elvenhold hold a counter and a tree: a pig there would cost 2 cards).
    roads = {2: ["magic_cloud"], 0: ["dragon", "obstacle"], 11: ["unicorn", "obstacle"]}
    items = [["double", "giant_pig"], []]
    state = eg_state("plan", hands=[{"giant_pig": 1}, {}], roads=roads, open_items=items)
    view = state.view(0)
    tour = tours.best_tour(view)
    assert tour["new"] == ["Lapphalya"] and tour["placements"] == [["giant_pig", 2, True]]
    assert ["double", 2, "giant_pig"] in state.legal_actions(0)
    ctx = context(state, 0, ui_state={"item": "double", "double": "giant_pig"})
    notes = tour_view.road_notes(ctx)
    assert notes == {2: "+1 town"}


# --- the page's parts ---------------------------------------------------------------------------------


def test_the_panel_button_is_exactly_the_legal_next_step():
    roads = {0: ["giant_pig"], 2: ["magic_cloud"], 4: ["giant_pig"], 3: ["giant_pig"]}
    state = el_state(hands=[{"giant_pig": 2, "magic_cloud": 2}, {}], roads=roads)
    for step in range(3):
        ctx = context(state, 0)
        html = str(tour_view.tour_panel(ctx))
        offered = act_args(html)
        tour = tours.best_tour(ctx.view)
        assert offered == [tours.step_action(tour["steps"][0])] and offered[0] in ctx.legal
        assert "Best tour this round" in html and f"{3 - step} new town" in html
        state = state.apply(0, offered[0])
    # The other seat, waiting: its tour is shown without a button; nothing in another phase.
    assert act_args(str(tour_view.tour_panel(context(state, 1)))) == []
    assert tour_view.tour_panel(context(el_state("draw_counters"), 0)) is None
    spectator = SimpleNamespace(
        view=state.view(None), t=translator(), legal=[], acting_seat=None, ui_state={}
    )
    assert tour_view.tour_panel(spectator) is None and tours.best_tour(state.view(None)) is None
    assert tour_view.road_notes(spectator) == {}


def test_the_panel_in_every_language_has_no_raw_keys():
    roads = {16: ["dragon"], 2: ["giant_pig"]}
    hand = {"giant_pig": 1, "elfcycle": 1, "raft": 2}
    for lang in LANGUAGES:
        state = el_state(hands=[hand, {}], roads=roads, boots=["Lapphalya", CAPITAL])
        html = str(tour_view.tour_panel(context(state, 0, lang)))
        assert "el." not in html and "{" not in html, (lang, html)
        planning = el_state("plan", hands=[hand, {}], open_counters=[["giant_pig", "dragon"], []])
        html = str(tour_view.tour_panel(context(planning, 0, lang)))
        assert "el." not in html and "{" not in html, (lang, html)
        notes = tour_view.road_notes(context(planning, 0, lang))
        assert notes and all("el." not in text and "{" not in text for text in notes.values())
    for key in MESSAGES["en"]:  # merged into the game's catalog (elfenland/messages.py)
        # the planner's words and the hint's reasons, which come from the same plan
        assert key.startswith(("el.tour.", "el.reason.")) and LANGUAGES["en"][key] == MESSAGES["en"][key]


def test_road_notes_only_for_the_legal_placement_roads():
    # The seat holds a pig; a pig on Elvenhold-Lapphalya opens three towns with the cards in hand.
    hand = {"giant_pig": 3}
    state = el_state(
        "plan",
        hands=[hand, {}],
        roads={4: ["giant_pig"], 3: ["giant_pig"]},
        open_counters=[["giant_pig"], []],
    )
    ctx = context(state, 0, ui_state={"counter": "giant_pig"})
    notes = tour_view.road_notes(ctx)
    lit = {a[2] for a in ctx.legal if a[0] == "place" and a[1] == "giant_pig"}
    assert notes and set(notes) <= lit
    assert notes[2] == "+3 towns"
    every = tour_view.road_notes(ctx, quiet=False)
    assert set(every) == lit and every[19] == "no gain"
    # An obstacle's roads: only those of one's own tour get a note (a warning).
    blocked = el_state("plan", hands=[{"giant_pig": 1}, {}], roads={2: ["giant_pig"], 6: ["dragon"]})
    notes = tour_view.road_notes(context(blocked, 0, ui_state={"counter": "obstacle"}))
    assert notes == {2: "on your tour"}
    # Not the seat's turn, or not planning: no notes.
    assert tour_view.road_notes(context(state, 1)) == {}
    assert tour_view.road_notes(context(el_state(hands=[hand, {}]), 0)) == {}


# --- self-played positions ----------------------------------------------------------------------------


def journeys(game, players, seed, options=None):
    """(state, seat) at the start of each journey of a game the sensible players play."""
    state = game.new(players, seed, options)
    bots = [game.make_bot("sensible", derive_seed(seed, seat, 7)) for seat in range(players)]
    while not state.is_over():
        seat = state.actors()[0]
        view = state.view(seat)
        if view["phase"] == "move" and len(view["journey"]) == 1:
            yield state, seat
        state = state.apply(seat, bots[seat].choose(view, state.legal_actions(seat)))


@pytest.mark.parametrize(
    ("game", "players", "seed", "options"),
    [(EL, 3, 5, None), (EL, 6, 6, None), (EG, 4, 7, {"witches": True}), (EG, 2, 8, None)],
)
def test_following_the_tour_collects_exactly_the_towns_it_promised(game, players, seed, options):
    checked = 0
    for state, seat in journeys(game, players, seed, options):
        view = state.view(seat)
        tour = tours.best_tour(view)
        hand = view["hand"]
        spent = [card for step in tour["steps"] for card in step["cards"]]
        assert all(spent.count(kind) <= hand[kind] for kind in CARD_KINDS)
        assert sum(step["witch"] for step in tour["steps"]) <= hand.get("witch", 0)
        before = set(view["collected"][seat])
        assert not before & set(tour["new"]) and CAPITAL not in tour["new"]
        # Step by step, planning again after each step: the new plan's first step is legal, and it
        # promises exactly the towns still to come (no more, or the first plan was not the best).
        now = state
        for step in tour["steps"]:
            again = tours.best_tour(now.view(seat))
            promised = len(set(tour["new"]) - set(now.view(seat)["collected"][seat]))
            assert tours.step_action(again["steps"][0]) in now.legal_actions(seat)
            assert len(again["new"]) == promised or not (again["complete"] and tour["complete"])
            now = now.apply(seat, tours.step_action(step))
        after = set(follow(state, seat, tour).view(seat)["collected"][seat])
        assert after - before == set(tour["new"])
        checked += 1
    assert checked >= players * 3


def test_the_planner_never_proposes_a_counter_it_cannot_place():
    state = EL.new(3, 11)
    bots = [EL.make_bot("sensible", derive_seed(11, seat, 7)) for seat in range(3)]
    planned = 0
    while not state.is_over() and state.round <= 2:
        seat = state.actors()[0]
        view = state.view(seat)
        legal = state.legal_actions(seat)
        if view["phase"] == "plan":
            tour = tours.best_tour(view)
            for kind, road_id, double in tour["placements"]:
                assert tours.placement_action(kind, road_id, double) in legal
            notes = tour_view.road_notes(context(state, seat))
            lit = {a[2] for a in legal if a[0] == "place"} | {a[1] for a in legal if a[0] == "place_obstacle"}
            assert set(notes) <= lit
            planned += 1
        state = state.apply(seat, bots[seat].choose(view, legal))
    assert planned > 5


def test_town_masks_and_the_spare_cards():
    assert tours.towns_in(tours.town_mask(["Yttar", CAPITAL])) == [CAPITAL, "Yttar"]
    assert tours.PIECE_MASK == tours.town_mask(PIECE_TOWNS) and len(TOWN_IDS) == 21
    counts = [1, 0, 0, 0, 0, 0, 1]
    assert tours.spare_cards(counts, 1) == ["raft"] and counts == [1, 0, 0, 0, 0, 0, 0]
    with pytest.raises(ValueError):
        tours.spare_cards([0] * 7, 1)


def test_a_boot_with_no_usable_road_standing_on_a_town_it_has_not_collected_gets_no_tour():
    """A regression: the bound read past the towns in reach (an IndexError) when the only town
    left in reach was the boot's own, uncollected one, and no road could be paid for."""
    from tabletop.games import GAMES

    ELFENGOLD = GAMES["elfengold"]
    from tabletop.games.elfengold.rules import ElfengoldState

    options = ELFENGOLD.resolve_options(2, {})
    state = ElfengoldState.initial(
        ELFENGOLD,
        2,
        1,
        options,
        phase="move",
        hands=[{"raft": 2}, {}],
        roads={2: ["giant_pig", "obstacle"]},
        gold=[1, 0],
        boots=["Lapphalya"] * 2,
    )
    tour = tours.best_tour(state.view(0))
    assert tour is None or tour["new"] == []


def test_a_quick_drawing_leaves_out_the_notes_not_worked_out_yet():
    # Right after a computer's move the page draws at once and the notes just after (App.render_parts):
    # a quick drawing shows only the notes already worked out, and says that it left some out.
    state = el_state("plan", hands=[{"giant_pig": 3}, {}], roads={4: ["giant_pig"], 3: ["giant_pig"]},
                     open_counters=[["giant_pig"], []])
    tours._CACHE.clear()
    left_out = []
    quick = context(state, 0, ui_state={"counter": "giant_pig"})
    quick.quick, quick.defer = True, lambda: left_out.append(True)
    assert tour_view.road_notes(quick) == {} and left_out
    full = tour_view.road_notes(context(state, 0, ui_state={"counter": "giant_pig"}))
    assert full[2] == "+3 towns"
    left_out.clear()
    assert tour_view.road_notes(quick) == full and not left_out


def test_road_notes_stand_on_the_map_and_in_the_roads_names():
    roads = {4: ["giant_pig"], 3: ["giant_pig"]}
    state = el_state("plan", hands=[{"giant_pig": 3}, {}], roads=roads, open_counters=[["giant_pig"], []])
    ctx = context(state, 0, ui_state={"counter": "giant_pig"})
    html = board_of(ctx)
    assert '<g class="notes"' in html and ">+3 towns</text>" in html
    assert re.search(r'aria-label="[^"]*: \+3 towns"', html)
    # Without a counter chosen, no road is lit for a placement and the map carries no notes.
    assert '<g class="notes"' not in board_of(context(state, 0))


def board_of(ctx):
    return str(render_board(ctx.view, **elfen_ui.board_options(ctx)))
