"""The Elfenland page through the App, as a player uses it: whole games rendered in every language,
nothing secret of another seat on the page, planning and travel helpers that offer exactly the legal
moves."""

import json
import random
import re
import xml.etree.ElementTree as ET
from html import escape, unescape

from tabletop.games import GAMES
from tabletop.games.elfenland import ui
from tabletop.games.elfenland.board import round_story
from tabletop.games.elfenland.data import CARD_KINDS, ROADS, TOWN_CARDS, TRANSPORTS
from tabletop.games.elfenland.rules import ElfenlandState
from tabletop.games.elfenland.tours import best_tour, step_action
from tabletop.ui.controller import App
from tabletop.ui.i18n import LANGUAGES
from test_controller import DictStorage, make_app

GAME = GAMES["elfenland"]
RAW_KEY = re.compile(r"\b(?:el|option\.elfenland|game\.elfenland)\.[a-z_]+(?:\.[a-z_]+)*")


def start(app, kinds, **options):
    form = {"players": str(len(kinds)), "opening": "0"}
    for seat, kind in enumerate(kinds):
        form[f"kind_{seat}"] = kind
        form[f"name_{seat}"] = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"][seat]
    for name, value in options.items():
        form[f"option_{name}"] = str(value)
    app.handle("setup", "elfenland")
    app.handle("start", None, form)
    assert app.screen == "table" and app.match.game.id == "elfenland"


def lit(html, cmd=None):
    """The clickable roads and towns of the board: [(kind, data-cmd, data-arg)]."""
    svg = html[html.index("<svg", html.index('class="el-board-wrap')) :]
    svg = svg[: svg.index("</svg>") + 6]
    root = ET.fromstring(svg)
    found = []
    for node in root.iter():
        classes = (node.get("class") or "").split()
        if "lit" in classes and (cmd is None or node.get("data-cmd") == cmd):
            found.append(
                ("road" if "road" in classes else "town", node.get("data-cmd"), node.get("data-arg"))
            )
    return found


def buttons(html, cmd):
    """data-arg of every element with this data-cmd, decoded from the escaped attribute."""
    from html import unescape

    return [unescape(arg) for arg in re.findall(rf'data-cmd="{cmd}" data-arg="([^"]*)"', html)]


def render_everywhere(app):
    """Render the current screen in every language; no key may show up untranslated."""
    first = app.lang
    pages = {}
    for lang in LANGUAGES:
        app.lang = lang
        html = app.render()
        assert not RAW_KEY.findall(html), (lang, RAW_KEY.findall(html)[:5])
        pages[lang] = html
    app.lang = first
    return pages


def exercise_choices(app, rng):
    """Before a human move, try the page's two-step choices the way a player would."""
    state = app.match.state
    seat = app.controls_seat()
    legal = state.legal_actions(seat)
    if state.phase == "plan":
        kinds = sorted({a[1] for a in legal if a[0] == "place"})
        if kinds:
            kind = rng.choice(kinds)
            app.handle("select", json.dumps({"counter": kind}))
            html = app.render()
            roads = {tuple(json.loads(arg)) for _, _, arg in lit(html, "act")}
            assert roads == {tuple(a) for a in legal if a[0] == "place" and a[1] == kind}
    elif state.phase == "move":
        boot = state.boots[seat]
        towns = sorted(
            {ROADS[a[1]].a if ROADS[a[1]].b == boot else ROADS[a[1]].b for a in legal if a[0] == "move"}
        )
        if towns:
            app.handle("select", json.dumps({"step": {"from": boot, "to": rng.choice(towns)}}))
            html = app.render()
            offered = [json.loads(arg) for arg in buttons(html, "act")]
            assert all(action in legal for action in offered)
            assert any(action[0] == "move" for action in offered)
        app.handle("select", json.dumps({"plan_to": rng.choice(TOWN_CARDS)}))
        html = app.render()
        assert all(json.loads(arg) in legal for arg in buttons(html, "act"))


def play(app, rng, limit=3000, check=None):
    for _ in range(limit):
        if app.match.state.is_over():
            return
        if app.bot_due():
            assert app.step_bot()
            continue
        seat = app.handover_to()
        if seat is not None:
            app.handle("ready", str(seat))
            continue
        if check:
            check(app)
        if rng.random() < 0.5:
            exercise_choices(app, rng)
        render_everywhere(app)
        legal = app.match.state.legal_actions(app.controls_seat())
        action = rng.choice(legal)
        if action[0] in ("pass", "end_move") and len(legal) > 1 and rng.random() < 0.7:
            action = rng.choice(legal)  # travel and place a little more than pure chance would
        app.handle("act", json.dumps(action))
        assert app.message is None
    raise AssertionError("the game did not end")


def describe_log(app, described):
    """Every log entry the viewer sees is told in words (in English; the catalogs are checked apart)."""
    ctx = app.context()
    for entry in ctx.view["log"]:
        if entry["event"] not in described:
            assert ui.describe(ctx, entry) != entry["event"]
            described.add(entry["event"])


def test_whole_games_against_the_computer_render_in_every_language():
    rng = random.Random(7)
    for kinds, options in [
        (["human", "computer:sensible"], {"rounds": 3}),
        (["computer:random", "human", "computer:sensible"], {"town_cards": True}),
    ]:
        app = make_app()
        start(app, kinds, **options)
        described = set()
        play(app, rng, check=lambda app, described=described: describe_log(app, described))
        describe_log(app, described)
        pages = render_everywhere(app)
        assert "end-screen" in pages["en"] and "Play again" in pages["en"]
        assert {"round", "deal", "draw_counter", "place", "move", "game_over"} <= described
        for lang in LANGUAGES:
            app.lang = lang
            app.handle("rules", "elfenland")
            assert "<h3>" in app.render()
            app.handle("back")


def shuffle_secrets(state, viewer):
    """The same position with everything the viewer may not know changed: other players' hands (same
    sizes), secret counters, town cards and the private log entries addressed to them."""
    other = state._copy()
    for seat in range(state.players):
        if seat == viewer:
            continue
        hand = other.hands[seat]
        other.hands[seat] = hand[1:] + hand[:1]
        other.secret_counters[seat] = [
            TRANSPORTS[(TRANSPORTS.index(k) + 1) % 6] for k in other.secret_counters[seat]
        ]
    if other.town_cards is not None and other.phase != "over":
        other.town_cards = [
            town if seat == viewer else TOWN_CARDS[(TOWN_CARDS.index(town) + 1) % len(TOWN_CARDS)]
            for seat, town in enumerate(other.town_cards)
        ]
    log = []
    for entry in other.log:
        audience = entry.get("to")
        if audience is not None and viewer not in audience:
            entry = dict(entry)
            if "cards" in entry:
                entry["cards"] = [CARD_KINDS[(CARD_KINDS.index(c) + 1) % 7] for c in entry["cards"]]
            if "kind" in entry:
                entry["kind"] = TRANSPORTS[(TRANSPORTS.index(entry["kind"]) + 1) % 6]
            if "card" in entry:
                entry["card"] = CARD_KINDS[(CARD_KINDS.index(entry["card"]) + 1) % 7]
            if "town" in entry:
                entry["town"] = TOWN_CARDS[(TOWN_CARDS.index(entry["town"]) + 1) % len(TOWN_CARDS)]
        log.append(entry)
    other.log = log
    return other


def same_page_whatever_the_others_hide(app):
    """The page depends only on what its viewer may know: change the rest, and nothing changes."""
    viewer = app.viewer()
    before = app.render()
    real = app.match.states[-1]
    shuffled = app.match.states[-1] = shuffle_secrets(real, viewer)
    try:
        assert app.render() == before
    finally:
        app.match.states[-1] = real
    return shuffled.hands != real.hands or shuffled.secret_counters != real.secret_counters


def test_no_other_seat_s_hand_or_secret_counter_reaches_the_page():
    rng = random.Random(3)
    app = make_app()
    start(app, ["human", "computer:random", "computer:sensible"], town_cards=True)
    changed = []
    play(app, rng, check=lambda app: changed.append(same_page_whatever_the_others_hide(app)))
    same_page_whatever_the_others_hide(app)
    assert sum(changed) > len(changed) * 0.9  # the check really did change the others' secrets


def test_two_humans_share_the_device_behind_the_hand_over_screen():
    rng = random.Random(5)
    app = make_app()
    start(app, ["human", "human", "computer:random"], rounds=3)
    seen = {"handover": 0}

    def check(app):
        same_page_whatever_the_others_hide(app)

    for _ in range(3000):
        if app.match.state.is_over():
            break
        if app.bot_due():
            app.step_bot()
            continue
        seat = app.handover_to()
        if seat is not None:
            seen["handover"] += 1
            assert app.viewer() is None
            html = app.render()
            assert "Pass the device to" in html and 'data-testid="mine"' not in html
            assert "el-controls" not in html and 'data-cmd="select"' not in html
            same_page_whatever_the_others_hide(app)
            app.handle("ready", str(seat))
            continue
        check(app)
        if rng.random() < 0.3:
            exercise_choices(app, rng)
        waiting = app.peek_seats()
        if waiting and rng.random() < 0.1:
            # The waiting human looks at their own cards behind the screen, then hands back.
            seen["peek"] = seen.get("peek", 0) + 1
            app.handle("peek", str(waiting[0]))
            app.handle("ready", str(waiting[0]))
            html = app.render()
            assert app.viewer() == waiting[0] and app.controls_seat() is None
            assert f"{app.match.seats[waiting[0]]['name']}: your cards and counters" in html
            assert "el-controls" not in html and 'data-cmd="select"' not in html
            same_page_whatever_the_others_hide(app)
            app.handle("hide")
            continue
        legal = app.match.state.legal_actions(app.controls_seat())
        app.handle("act", json.dumps(rng.choice(legal)))
    assert app.match.state.is_over() and seen["handover"] > 10 and seen["peek"] > 2


def test_planning_lights_up_exactly_the_legal_roads_of_the_chosen_counter():
    app = make_app()
    start(app, ["human", "computer:sensible"])
    while app.match.state.phase != "plan" or app.controls_seat() != 0:
        if app.bot_due():
            app.step_bot()
        else:
            app.handle("act", json.dumps(app.match.state.legal_actions(0)[0]))
    legal = app.match.state.legal_actions(0)
    html = app.render()
    assert lit(html) == [] and "Giant Pig" in html
    kinds = sorted({a[1] for a in legal if a[0] == "place"})
    assert kinds
    for kind in kinds:
        app.handle("select", json.dumps({"counter": kind}))
        html = app.render()
        found = lit(html)
        assert {kind_ for kind_, _, _ in found} == {"road"}
        actions = sorted(json.loads(arg) for _, cmd, arg in found if cmd == "act")
        assert len(actions) == len(found)
        assert actions == sorted(a for a in legal if a[0] == "place" and a[1] == kind)
        assert 'aria-pressed="true"' in html
    # A choice that cannot be placed is ignored; choosing the same counter again lets go of it.
    app.handle("select", json.dumps({"counter": "raft"}))
    assert lit(app.render()) == []
    app.handle("select", json.dumps({"counter": kinds[0]}))
    road = json.loads(lit(app.render())[0][2])
    app.handle("select", json.dumps({"counter": None}))
    assert lit(app.render()) == []
    app.handle("select", json.dumps({"counter": kinds[0]}))
    app.handle("act", json.dumps(road))
    assert app.match.actions[-1] == [0, road]
    # Another seat's turn: the choice is gone and nothing is lit.
    if app.controls_seat() != 0:
        assert app.ui_state == {} and lit(app.render()) == []


def travel_app(hands, roads, **kwargs):
    """A table where the human (seat 0) is about to travel, set up with given cards and counters."""
    app = make_app()
    start(app, ["human", "computer:random"])
    options = GAME.resolve_options(2, {})
    state = ElfenlandState.initial(GAME, 2, 1, options, phase="move", hands=hands, roads=roads, **kwargs)
    app.match.states = [state]
    assert app.controls_seat() == 0 and state.phase == "move"
    return app


def test_the_move_helper_shows_the_cards_and_caravans_a_step_takes():
    # Elvenhold - Lapphalya (road 2, plains) has a dragon and an obstacle; road 11 (forest) a unicorn.
    app = travel_app(
        [{"dragon": 2, "unicorn": 1, "raft": 3, "giant_pig": 2}, {"raft": 2}],
        {2: ["dragon", "obstacle"], 11: ["unicorn"]},
    )
    html = app.render()
    towns = {arg for kind, cmd, arg in lit(html) if kind == "town"}
    roads = {kind for kind, cmd, arg in lit(html) if kind == "road"}
    assert roads and all(cmd == "select" for _, cmd, _ in lit(html))
    legal = app.match.state.legal_actions(0)
    reachable = {
        ROADS[a[1]].b if ROADS[a[1]].a == "Elvenhold" else ROADS[a[1]].a for a in legal if a[0] == "move"
    }
    assert {json.loads(arg)["step"]["to"] for arg in towns} == reachable
    app.handle("select", json.dumps({"step": {"from": "Elvenhold", "to": "Lapphalya"}}))
    html = app.render()
    offered = [json.loads(arg) for arg in buttons(html, "act")]
    assert ["move", 2, "dragon"] in offered  # plains 1 + obstacle 1 = both dragons
    assert "Pay 2 × Dragon" in html
    caravans = [a for a in offered if a[:3] == ["move", 2, "caravan"]]
    assert len(caravans) == 1 and len(caravans[0][3]) == 4  # 3 cards + 1 for the obstacle
    assert all(action in legal for action in offered)
    # Picking the caravan's cards by hand: the pay button appears once four legal cards are chosen.
    app.handle("select", json.dumps({"caravan": {"road": 2, "cards": []}}))
    # Not the suggestion (which keeps the rafts, the cards this tour needs next): a set of one's own.
    own = ["move", 2, "caravan", ["giant_pig", "unicorn", "raft", "raft"]]
    for count in range(1, 5):
        adders = [json.loads(arg) for arg in buttons(app.render(), "select")]
        assert {"caravan": {"road": 2, "cards": own[3][:count]}} in adders
        assert own not in [json.loads(a) for a in buttons(app.render(), "act")]
        app.handle("select", json.dumps({"caravan": {"road": 2, "cards": own[3][:count]}}))
    html = app.render()
    assert own in [json.loads(a) for a in buttons(html, "act")] and "4 of 4" in html
    app.handle("act", json.dumps(own))
    state = app.match.state
    assert state.boots[0] == "Lapphalya" and state.hands[0][CARD_KINDS.index("giant_pig")] == 1
    assert state.hands[0][CARD_KINDS.index("raft")] == 1
    # The step is used up: the helper no longer shows (it started in Elvenhold).
    assert 'data-testid="step-helper"' not in app.render()


def test_a_step_s_costs_stand_by_its_town_cheapest_first_with_the_tour_s_marked():
    # Elvenhold - Beata: the plains road with a pig (1 card) and the river against the current (2 rafts).
    app = travel_app([{"giant_pig": 1, "raft": 2}, {"raft": 2}], {0: ["giant_pig"]})
    app.handle("select", json.dumps({"step": {"from": "Elvenhold", "to": "Beata"}}))
    html = app.render()
    mark = html.index('data-testid="step-helper"')
    assert html.index('<div class="el-map"') < mark  # inside the map
    popover = html[html.rindex("<div", 0, mark) : html.index('data-key="step-Beata"')]
    # On the map by Beata (far right, low down): it opens leftwards and upwards from there.
    assert 'class="el-step el-popover el-pop-west el-pop-up"' in popover
    assert re.search(r'style="right:6\.4%;bottom:25\.7%"', popover)
    offered = [json.loads(unescape(arg)) for arg in re.findall(r'data-cmd="act" data-arg="([^"]*)"', popover)]
    assert [a for a in offered if a[2] != "caravan"] == [["move", 0, "giant_pig"], ["move", 35, "raft"]]
    assert "★ best tour" not in popover  # the best tour goes elsewhere first
    # The town's button in the decision is pressed; closing the costs unpresses it.
    pressed = html[html.rindex("<button", 0, html.index('data-key="step-Beata"')) :]
    assert 'aria-pressed="true"' in pressed[: pressed.index(">")]
    app.handle("select", json.dumps({"step": None, "caravan": None}))
    assert 'data-testid="step-helper"' not in app.render()
    # The first town of the best tour: the way it pays is marked, in words.
    first = best_tour(app.context().view, placing=False)["steps"][0]
    app.handle("select", json.dumps({"step": {"from": "Elvenhold", "to": first["to"]}}))
    html = app.render()
    marked = re.findall(r'data-arg="([^"]*)"[^>]*>(?:(?!</button>).)*?★ best tour', html)
    assert [json.loads(unescape(arg)) for arg in marked] == [step_action(first)]


def test_the_route_planner_finds_the_cheapest_route_and_takes_its_steps():
    app = travel_app(
        [{"dragon": 1, "elfcycle": 1, "raft": 1}, {"raft": 2}],
        {2: ["dragon"], 4: ["elfcycle"]},  # Elvenhold - Lapphalya - Virst (the lake ferry needs 2 rafts)
    )
    app.handle("select", json.dumps({"mode": "pick"}))
    html = app.render()
    towns = [json.loads(arg)["plan_to"] for kind, _, arg in lit(html) if kind == "town"]
    assert len(towns) == 20 and "Elvenhold" not in towns
    app.handle("select", json.dumps({"plan_to": "Virst", "mode": None}))
    html = app.render()
    assert "Cheapest route to Virst: 2 links, 2 cards (1 × Elfcycle, 1 × Dragon)" in html
    assert "New towns on the way: 2." in html
    go = [json.loads(arg) for arg in buttons(html, "act") if json.loads(arg)[0] == "move"]
    assert ["move", 2, "dragon"] in go
    # The route's roads light up on the map, and a tap on any of them shows its next step.
    taps = {json.loads(arg)["step"]["road"] for kind, _, arg in lit(html) if kind == "road"}
    assert taps == {2, 36}  # the route's next step (road 4 further on shows it too), a river by raft
    road_args = [json.loads(arg) for kind, _, arg in lit(html) if kind == "road"]
    assert sum(arg["step"] == {"from": "Elvenhold", "to": "Lapphalya", "road": 2} for arg in road_args) == 2
    app.handle("act", json.dumps(["move", 2, "dragon"]))
    # Still this player's journey: the destination stays and the route goes on from the new town.
    assert app.ui_state.get("plan_to") == "Virst"
    html = app.render()
    assert "Cheapest route to Virst: 1 link, 1 card" in html
    app.handle("act", json.dumps(ui.route_step_action(ui.planned_route(app.context())[1])))
    assert app.match.state.boots[0] == "Virst" and "You are in Virst." in app.render()
    app.handle("act", json.dumps(["end_move"]))
    # The turn moved on: the choices are dropped.
    assert app.controls_seat() != 0 or app.match.state.phase != "move"
    assert app.ui_state == {} and app.context().ui_state == {}


def test_select_is_for_the_acting_human_only_and_ignores_junk():
    app = make_app(DictStorage())
    start(app, ["human", "computer:random"])
    for junk in ["not json", "[1, 2]", "7", None]:
        app.handle("select", junk)
        assert app.ui_state == {}
    app.handle("select", json.dumps({"counter": "dragon"}))
    assert app.ui_state == {"counter": "dragon"} and app.context().ui_state == {"counter": "dragon"}
    app.handle("select", json.dumps({"counter": None}))
    assert app.ui_state == {}


def test_a_journey_the_table_ends_for_the_one_person_there_is_logged_as_the_table_s_step():
    """Issue 33: with one person at the table, a journey that the cards cannot go on with is ended by
    the page (nobody is there to learn from it): the log says the table ended it, not the person."""
    app = travel_app([{"dragon": 1, "giant_pig": 1}, {}], {2: ["dragon"]})
    app.handle("act", json.dumps(["move", 2, "dragon"]))
    assert app.match.actions[-1] == [0, ["end_move"]]  # one answer (a pig for a dragon road), given
    pages = render_everywhere(app)
    assert "Ann cannot pay for any road with these cards: the table ends the journey." in pages["en"]
    assert "Ann ends the journey." not in pages["en"]
    assert "Ann手上的卡付不起任何道路：系统结束了这段旅程。" in pages["zh-Hans"]
    assert "Ann手上的卡付不起任何道路：系統結束了這段旅程。" in pages["zh-Hant"]
    # The computer's journey, ended by the rules in everyone's eyes, keeps its own words.
    assert "Bo cannot pay for any road and ends the journey." in pages["en"]
    # The mark is the table's: the rules' log, and so what a computer reads, knows nothing of it.
    assert not any("by_table" in entry for entry in app.match.state.log)
    assert not any("by_table" in entry for entry in app.match.state.view(1)["log"])
    # Two people at the device: Ann is asked and ends it herself, and the log says so.
    app = make_app()
    start(app, ["human", "human"])
    options = GAME.resolve_options(2, {})
    hands = [{"dragon": 1, "giant_pig": 1}, {}]
    state = ElfenlandState.initial(GAME, 2, 1, options, phase="move", hands=hands, roads={2: ["dragon"]})
    app.match.states = [state]
    app.handle("ready", "0")
    app.handle("act", json.dumps(["move", 2, "dragon"]))
    assert app.match.state.legal_actions(0) == [["end_move"]] and app.controls_seat() == 0
    app.handle("act", json.dumps(["end_move"]))
    assert "Ann ends the journey." in app.render()


def test_one_answer_decisions_show_their_button_and_say_what_to_do():
    # Two pigs and only a dragon road: the player is asked (the others must not learn the kinds).
    app = travel_app([{"giant_pig": 2}, {}], {2: ["dragon"]})
    pages = render_everywhere(app)
    assert "Ann: you cannot pay for any road: end your journey." in pages["en"]
    assert "Your cards cannot pay for any road from here." in pages["en"]
    assert buttons(pages["en"], "act") == ['["end_move"]']
    assert "你付不起任何道路：请结束你的旅程。" in pages["zh-Hans"]
    assert "你付不起任何道路：請結束你的旅程。" in pages["zh-Hant"]
    # A secret pig where only mountain roads are free: passing is the one answer.
    full = {road.id: ["dragon"] for road in ROADS if road.terrain in ("plains", "forest", "desert")}
    options = GAME.resolve_options(2, {})
    app.match.states = [
        ElfenlandState.initial(
            GAME,
            2,
            1,
            options,
            phase="plan",
            secret_counters=[["giant_pig"], []],
            roads=full,
            obstacles=[False, False],
        )
    ]
    state = app.match.state
    assert state.actors() == [0] and state.legal_actions(0) == [["pass"]]
    pages = render_everywhere(app)
    assert "Ann: none of your counters fits on a road now: pass." in pages["en"]
    assert "None of your counters fits on a free road: pass." in pages["en"]
    assert buttons(pages["en"], "act") == ['["pass"]']
    # Only one kind of card to discard: still asked, with its one button. (With one human at the
    # table the page gives such answers itself, nobody being there to learn from them; see the
    # controller's _answer_forced. Here the position is put in place directly.)
    app = travel_app([{"dragon": 7}, {}], {2: ["dragon"]})
    state = app.match.state.apply(0, ["move", 2, "dragon"]).apply(0, ["end_move"])
    app.match.states = [state]
    assert state.phase == "discard" and state.actors() == [0]
    html = render_everywhere(app)["en"]
    assert "Ann: discard 2 more cards; you may keep 4." in html
    assert buttons(html, "act") == ['["discard", "dragon"]']


def board_panel(html):
    start = html.index('class="el-board-panel"')
    return html[html.rindex("<section", 0, start) : html.index("</section>", html.index("el-board-foot"))]


def wrap_attrs(html):
    tag = html[html.index('<div class="el-board-wrap') :]
    return {
        name: unescape(value) for name, value in re.findall(r'([a-z-]+)="([^"]*)"', tag[: tag.index(">")])
    }


def test_the_map_zooms_and_opens_centred_on_the_viewer_s_boot():
    app = make_app()
    start(app, ["human", "computer:sensible"])
    html = app.render()
    attrs = wrap_attrs(html)
    assert attrs["class"] == "el-board-wrap el-zoom-1"
    assert attrs["data-scroll-center"] == '[data-center="z1-Elvenhold"]'
    assert 'data-key="map-zoom-out"' in html and "disabled" in html.split('data-key="map-zoom-out"')[1][:80]
    app.handle("pref", json.dumps({"map_zoom": 2}))
    html = app.render()
    attrs = wrap_attrs(html)
    assert attrs["class"] == "el-board-wrap el-zoom-2" and attrs["data-keep-scroll"] == "elfenland-board"
    # The frame opens centred on the element its data-scroll-center names: the viewer's own boot.
    assert attrs["data-scroll-center"] == '[data-center="z2-Elvenhold"]'
    centred = re.findall(r'<g class="boot[^"]*"[^>]*data-seat="(\d)"[^>]*data-center="z2-Elvenhold"', html)
    assert centred == ["0"]
    app.handle("pref", json.dumps({"map_zoom": 9}))  # junk is ignored: the first level
    assert wrap_attrs(app.render())["class"] == "el-board-wrap el-zoom-1"
    app.handle("pref", json.dumps({"map_zoom": 3}))
    # A choice of this device: kept while the computers move and at the next visit.
    app.handle("act", json.dumps(app.match.state.legal_actions(app.controls_seat())[0]))
    while app.bot_due():
        app.step_bot()
    assert wrap_attrs(app.render())["class"] == "el-board-wrap el-zoom-3"
    assert App(app.storage, ("en",)).prefs["map_zoom"] == 3
    # Zooming out from the second level goes back to the first, which is no choice kept.
    app.handle("pref", json.dumps({"map_zoom": 2}))
    zoom_out = re.search(r'data-cmd="pref" data-arg="([^"]*)"[^>]*data-key="map-zoom-out"', app.render())
    assert json.loads(unescape(zoom_out.group(1))) == {"map_zoom": None}
    app.handle("pref", json.dumps({"map_zoom": None}))
    assert wrap_attrs(app.render())["class"] == "el-board-wrap el-zoom-1"
    app.handle("pref", '{"map_zoom": [1, 2, 3]}')  # not a plain value: dropped
    assert "map_zoom" not in app.prefs


def test_the_table_is_the_kit_s_stage_with_the_map_in_the_middle():
    app = make_app()
    start(app, ["human"] + ["computer:sensible"] * 5)
    html = app.render()
    seats = html[html.index('class="tt-seats"') : html.index('class="tt-shared')]
    assert seats.count('class="player el-player el-seat') == 6  # every player, compact
    assert seats.count("to-act") == 1 and "Ann" in seats
    shared = html[html.index('class="tt-shared') : html.index('class="tt-dock"')]
    assert 'class="el-board-panel"' in shared and 'class="el-board-wrap el-zoom-1"' in shared
    dock = html[html.index('class="tt-dock"') :]
    assert 'class="controls el-controls"' in dock and 'data-testid="mine"' in dock
    # The chart opens over the map at a tap, and closes again; it is not on the page otherwise.
    assert 'data-testid="map-info"' not in html and "Travel chart" not in html
    app.handle("pref", json.dumps({"map_info": True}))
    html = app.render()
    info = html[html.index('data-testid="map-info"') :]
    assert "Travel chart" in info and "Face-up counters" in info and 'data-key="map-info-close"' in info
    app.handle("pref", json.dumps({"map_info": None}))
    assert 'data-testid="map-info"' not in app.render()


def test_my_towns_to_visit_rings_them_and_lists_them():
    app = make_app()
    start(app, ["human", "computer:sensible"])
    assert 'class="mine-ring' not in app.render()
    app.handle("pref", json.dumps({"my_towns": True}))
    html = app.render()
    assert html.count('class="mine-ring seat-c0"') == 20
    assert "Ann still has 20 towns to visit:" in html
    assert 'data-key="map-my-towns"' in html and 'aria-pressed="true"' in html


def test_the_last_moves_list_is_newest_first_and_marks_the_newest():
    app = make_app()
    start(app, ["human", "computer:sensible"])
    rng = random.Random(2)
    while app.match.state.phase != "move" or app.match.state.round < 2:
        if app.bot_due():
            app.step_bot()
        else:
            app.handle("act", json.dumps(rng.choice(app.match.state.legal_actions(app.controls_seat()))))
    html = app.render()
    ctx = app.context()
    moves = [e for e in ctx.view["log"] if e["event"] in ui.MOVE_EVENTS][-ui.RECENT_MOVES :]
    listed = html[html.index('data-testid="recent-moves"') :]
    listed = listed[: listed.index("</ol>")]
    items = re.findall(r"<li[^>]*>(.*?)</li>", listed)
    assert len(items) == len(moves) == ui.RECENT_MOVES
    for item, entry in zip(items, reversed(moves), strict=True):
        assert escape(ui.describe(ctx, entry), quote=True) in item
    assert listed.count('class="last-move"') == 1 and '<li class="last-move">' in listed
    # Every move of the round shows on the map: the placements carry their placers' letters.
    story = round_story(ctx.view["log"])
    placed = sum(len(rows) for rows in story["placers"].values())
    assert html.count('class="badge seat-c') == placed > 0


def test_the_new_game_form_says_what_an_open_table_shows_and_no_money():
    """Issue 33: Elfenland has no money; its open-table choice names its cards and counters."""
    app = make_app()
    app.handle("setup", "elfenland")
    pages = render_everywhere(app)
    assert "Hands and money" not in pages["en"] and "Cards and counters:" in pages["en"]
    assert "手牌和钱" not in pages["zh-Hans"] and "手牌和交通标记：" in pages["zh-Hans"]
    assert "手牌和錢" not in pages["zh-Hant"] and "手牌和交通標記：" in pages["zh-Hant"]
    assert 'name="option_open_table"' in pages["en"]


def watched_row(html):
    """The face-up row in the dock while someone else draws: [(kind, just turned up)]."""
    if 'data-testid="face-up-row"' not in html:
        return None
    row = html[html.index('data-testid="face-up-row"') :]
    row = row[: row.index("</ul>")]
    return [
        (re.search(r'class="counter-icon c-([a-z_]+)"', item).group(1), 'class="last-move"' in item[:40])
        for item in row.split("<li")[1:]
    ]


def test_the_replay_of_the_draw_shows_the_face_up_row_each_draw_changed():
    """Issue 33: "What happened since my last move" shows the face-up counters as each draw left them,
    the one turned up marked, not only the log's words."""
    app = make_app()
    start(app, ["human", "computer:sensible", "computer:sensible"])
    app.handle("act", json.dumps(app.match.state.legal_actions(0)[0]))  # Ann takes a face-up counter
    for seat in (1, 2):  # each computer takes a face-up counter too (chosen here, as its step would)
        app.match.act(seat, app.match.state.legal_actions(seat)[1])
        app._moved()
    assert app.match.state.phase == "draw_counters" and app.controls_seat() == 0
    assert watched_row(app.render()) is None  # Ann draws: the row is her choices
    app.handle("replay")
    for step in (1, 2):
        app.handle("replay-next")
        pages = render_everywhere(app)
        state = app.match.states[app.replaying()["at"]]
        entry = state.log[-1]
        assert entry["event"] == "draw_counter" and entry["seat"] == step
        row = watched_row(pages["en"])
        assert [kind for kind, _ in row] == state.face_up, "the row as that draw left it"
        assert [index for index, (_, new) in enumerate(row) if new] == [entry["at"]]  # where it lies
        assert state.face_up[entry["at"]] == entry["refill"]
        assert "Face-up counters" in pages["en"] and "(just turned up)" in pages["en"]
        assert "刚翻开" in pages["zh-Hans"] and "剛翻開" in pages["zh-Hant"]
    # A computer's draw watched as it happens shows the row too.
    app.handle("replay-next")
    app.handle("act", json.dumps(app.match.state.legal_actions(0)[0]))
    assert app.acting_seat() is None and watched_row(app.render())
