"""Standing orders (Jambo's reaction windows): a person's answers given in advance, on their own
screen, followed on the opponent's turn with no hand-over, whatever the hand holds."""

import json
import re
from html import unescape

import pytest

from tabletop.engine.match import Match, SaveError
from tabletop.games import GAMES
from tabletop.games.jambo.rules import JamboState
from test_controller import make_app

GAME = GAMES["jambo"]
KEEP0, KEEP1 = "wise_man-2", "psychic-2"


def window_state(animal="hyena-1", defender=(KEEP1,)):
    """Seat 0 plays `animal`; seat 1's Guard window is open."""
    options = GAME.resolve_options(2, {"opening_seat": 0})
    state = JamboState.initial(GAME, 2, 1, options, deck=[], hands=[[animal, KEEP0], list(defender)])
    state = state.apply(0, ["play", animal])
    assert state.actors() == [1] and state.stack[-1]["step"] == "guard_window"
    return state


def test_orders_are_checked_and_kept_in_one_shape():
    assert GAME.clean_orders({"guard": "ask", "rain_maker": "never"}) == {"rain_maker": "never"}
    assert GAME.clean_orders({"guard": {"against": ["parrot", "crocodile", "parrot"]}}) == {
        "guard": {"against": ["crocodile", "parrot"]}
    }
    for junk in ([], {"guard": "always"}, {"guard": {"against": ["dragon"]}}, {"well": "never"},
                 {"rain_maker": {"at_least": -1}}, {"rain_maker": {"at_least": True}}):
        with pytest.raises(ValueError):
            GAME.clean_orders(junk)
    with pytest.raises(ValueError):
        GAMES["goblin_market"].clean_orders({"guard": "never"})


def test_a_guard_order_answers_for_the_animals_it_names_and_only_with_a_guard_in_hand():
    against = {"guard": {"against": ["hyena"]}}
    assert GAME.standing_answer(window_state(defender=("guard-1", KEEP1)), 1, against) == ["react", "guard-1"]
    assert GAME.standing_answer(window_state(defender=(KEEP1,)), 1, against) == ["no_reaction"]
    croc = window_state("lion-1", defender=("guard-1", KEEP1))
    assert GAME.standing_answer(croc, 1, against) == ["no_reaction"], "not an animal it names"
    assert GAME.standing_answer(croc, 1, {"guard": "never"}) == ["no_reaction"]
    assert GAME.standing_answer(croc, 1, {}) is None, "no order: the player is asked"
    assert GAME.standing_answer(croc, 1, {"rain_maker": "never"}) is None


def test_a_rain_maker_order_takes_ware_cards_that_sell_for_enough():
    options = GAME.resolve_options(2, {"opening_seat": 0})
    hands = [["ware-17", KEEP0], ["rain_maker-1", KEEP1]]
    state = JamboState.initial(GAME, 2, 1, options, deck=[], hands=hands)
    state = state.apply(0, ["play", "ware-17", "buy"])
    assert state.stack[-1]["step"] == "rain_window"
    value = state.sell_price("ware-17")
    assert GAME.standing_answer(state, 1, {"rain_maker": {"at_least": value}}) == ["react", "rain_maker-1"]
    assert GAME.standing_answer(state, 1, {"rain_maker": {"at_least": value + 1}}) == ["no_reaction"]


def two_people():
    app = make_app()
    app.handle("setup", "jambo")
    app.handle("start", None, {"players": "2", "name_0": "Ann", "kind_0": "human", "name_1": "Bo",
                               "kind_1": "human", "opening": "0"})
    return app


def test_orders_are_set_on_ones_own_screen_only_and_kept_with_the_save():
    app = two_people()
    app.handle("orders", json.dumps({"guard": "never"}))  # behind the hand-over screen: ignored
    assert app.match.orders == {}
    app.handle("ready", "0")
    assert app.standing_orders() == {}
    app.handle("orders", json.dumps({"guard": "never", "rain_maker": {"at_least": 9}}))
    assert app.match.orders == {0: {"guard": "never", "rain_maker": {"at_least": 9}}}
    app.handle("orders", json.dumps({"guard": {"against": ["unicorn"]}}))  # not the game's shape
    assert app.message[0] == "error.illegal" and app.match.orders[0]["guard"] == "never"
    app.handle("orders", json.dumps({"guard": None}))  # back to "ask me"
    assert app.match.orders == {0: {"rain_maker": {"at_least": 9}}}
    restored = Match.from_save(json.loads(app.match.to_json()), GAMES)
    assert restored.orders == app.match.orders
    tampered = json.loads(app.match.to_json())
    tampered["orders"] = {"0": {"guard": "always"}}
    with pytest.raises(SaveError) as error:
        Match.from_save(tampered, GAMES)
    assert "standing orders" in str(error.value)
    public = app.screen_copy()
    assert "standing-orders" not in public and "at_least" not in public


def test_with_orders_the_opponents_turn_needs_no_hand_over_whatever_the_hand():
    """Two people: Bo's window opens on Ann's ware purchase; with Bo's orders it is answered at
    once, and the table shows the same thing whether Bo holds a Rain Maker or not."""
    seen = []
    for bo_hand in (["rain_maker-1", KEEP1], [KEEP1, "psychic-1"]):
        app = two_people()
        options = GAME.resolve_options(2, {"opening_seat": 0})
        app.match.states[-1] = JamboState.initial(GAME, 2, 1, options, deck=["ware-05"],
                                                  hands=[["ware-17", KEEP0], bo_hand])
        app.match.orders[1] = {"rain_maker": {"at_least": 99}, "guard": "never"}
        app.handle("ready", "0")
        app.handle("act", json.dumps(["play", "ware-17", "buy"]))
        assert app.handover_to() is None and app.controls_seat() == 0, "Ann goes on: no hand-over"
        assert app.match.actions[-1] == [1, ["no_reaction"]]
        seen.append(app.match.state.view(None))
    assert seen[0] == seen[1]


def test_the_orders_panel_is_on_ones_own_screen_only_and_sets_the_orders():
    app = two_people()
    assert 'data-testid="standing-orders"' not in app.render()  # behind the hand-over screen
    app.handle("ready", "0")
    html = app.render()
    assert 'data-testid="standing-orders"' in html and "Standing orders" in html
    never = re.search(r'data-arg="([^"]+)"[^>]*data-key="order-guard-never"', html)
    assert never, "each order is a button"
    app.handle("orders", unescape(never.group(1)))
    assert app.match.orders == {0: {"guard": "never"}}
    html = app.render()
    assert 'data-key="order-guard-never" aria-pressed="true"' in html
    croc = re.search(r'data-arg="([^"]+)"[^>]*data-key="order-guard-crocodile"', html)
    app.handle("orders", unescape(croc.group(1)))
    assert app.match.orders[0]["guard"] == {"against": ["crocodile"]}
    assert "standing-orders" not in app.screen_copy(), "never in the copy kept for the next visit"


def test_a_merchants_auction_is_bid_at_the_shared_screen():
    app = two_people()
    options = GAME.resolve_options(2, {"opening_seat": 0})
    app.match.states[-1] = JamboState.initial(GAME, 2, 1, options, deck=["ware-05"],
                                              hands=[["traveling_merchant-1", KEEP0], [KEEP1]])
    app.handle("ready", "0")
    assert 'class="tt-mine"' in app.render(), "Ann's own screen shows her hand"
    app.handle("act", json.dumps(["play", "traveling_merchant-1"]))
    app.handle("act", json.dumps(["offer", "fruit", "fruit"]))
    state = app.match.state
    assert state.stack[-1]["step"] == "auction" and state.actors() == [0]
    app.handle("act", json.dumps(["bid", 1]))  # Ann, still at her own screen, bids
    assert app.match.state.actors() == [1]
    # Bo's bid: no hand-over, the shared screen shows the public table and the bid controls.
    assert app.handover_to() is None and app.controls_seat() == 1 and app.viewer() is None
    html = app.render()
    assert 'class="tt-mine"' not in html, "no hand at the shared screen"
    assert 'data-hold="1"' in html, "Bo may hold a control down to see his own hand"
    acts = [json.loads(unescape(a)) for a in re.findall(r'data-cmd="act" data-arg="([^"]+)"', html)]
    assert ["pass"] in acts and any(a[0] == "bid" for a in acts)


def test_an_open_jambo_table_shows_both_hands_and_needs_no_hand_over():
    app = make_app()
    app.handle("setup", "jambo")
    app.handle("start", None, {"players": "2", "kind_0": "human", "kind_1": "human", "opening": "0",
                               "option_open_table": "True"})
    assert app.match.options["open_table"] is True and app.handover_to() is None
    html = app.render()
    assert "(open table)" in html
    hands = app.match.state.view(None)["hands"]
    assert hands == app.match.state.hands
