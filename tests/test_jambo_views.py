"""Jambo views: a seat sees its own hand and the table, never the other hand or the deck order, and the
reaction windows open whatever the opponent holds."""

import json

import pytest

from tabletop.games import GAMES
from tabletop.games.jambo.rules import JamboState

GAME = GAMES["jambo"]
KEEP0, KEEP1 = "wise_man-2", "psychic-2"


def stacked(deck, hands, **kwargs):
    options = GAME.resolve_options(2, {})
    return JamboState.initial(GAME, 2, 3, options, deck=list(deck), hands=[list(h) for h in hands], **kwargs)


def play(state, *moves):
    for seat, action in moves:
        state = state.apply(seat, action)
    return state


def same_for(seats, a, b):
    for seat in seats:
        assert a.view(seat) == b.view(seat), f"view of {seat} differs"


def test_a_view_shows_the_own_hand_only_and_is_json():
    state = GAME.new(2, 5)
    for seat in (0, 1):
        view = state.view(seat)
        assert view["hand"] == state.hands[seat] and view["hand_counts"] == [5, 5]
        json.dumps(view)
    public = state.view(None)
    assert public["hand"] is None and public["deck_count"] == 100
    text = json.dumps(public)
    assert not any(card in text for card in state.hands[0] + state.hands[1] + state.deck)


def test_the_other_hand_and_the_deck_order_never_show():
    """Seat 0's view (and the public one) is the same whatever seat 1 holds and however the deck
    lies below the cards seat 0 turns up; seat 0 plays a ware card and an animal meanwhile."""
    top = ["ware-20", "ware-21"]
    a = stacked(
        top + ["guard-3", "guard-4", "well-3"],
        [["ware-05", "cheetah-1", KEEP0], ["guard-1", "rain_maker-1", "well-1"]],
    )
    b = stacked(
        top + ["well-3", "guard-4", "guard-3"],
        [["ware-05", "cheetah-1", KEEP0], ["ware-10", "boat-1", "ape-1"]],
    )
    same_for([0, None], a, b)
    steps = [
        (0, ["draw"]),
        (0, ["keep"]),
        (0, ["play", "ware-05", "buy"]),
        (1, ["no_reaction"]),  # a Rain Maker window, with or without one in hand
        (0, ["play", "cheetah-1"]),
        (1, ["no_reaction"]),  # a Guard window, with or without one
        (1, ["give_gold"]),
        (0, ["end_turn"]),
    ]
    for seat, action in steps:
        assert a.actors() == b.actors() == [seat]
        a, b = a.apply(seat, action), b.apply(seat, action)
        same_for([0, None], a, b)
    assert a.hands[1] != b.hands[1] and a.deck != b.deck


def test_what_a_player_draws_or_looks_at_stays_with_them():
    """Seat 1's view does not depend on seat 0's hand or on the order of the deck, while seat 0
    draws, looks at cards (Psychic), uses a Scale and a Supplies."""
    hand_a = ["psychic-1", "guard-1", KEEP0]
    hand_b = ["psychic-1", "well-2", KEEP0]
    deck_a = [
        "guard-2",
        "ware-05",
        "ware-06",
        "ware-07",
        "guard-3",
        "boat-1",
        "kettle-1",
        "ware-08",
        "ware-09",
    ]
    deck_b = [
        "boat-1",
        "guard-3",
        "ware-07",
        "kettle-1",
        "ware-06",
        "guard-2",
        "ware-05",
        "ware-09",
        "ware-08",
    ]
    utilities = [["scale-1", "supplies-1"], []]
    a = stacked(deck_a, [hand_a, [KEEP1]], utilities=utilities)
    b = stacked(deck_b, [hand_b, [KEEP1]], utilities=utilities)
    same_for([1, None], a, b)
    a, b = play(a, (0, ["draw"])), play(b, (0, ["draw"]))
    same_for([1, None], a, b)
    assert a.view(0)["drawn"] != b.view(0)["drawn"]
    a, b = play(a, (0, ["keep"])), play(b, (0, ["keep"]))
    same_for([1, None], a, b)
    a, b = play(a, (0, ["play", "psychic-1"])), play(b, (0, ["play", "psychic-1"]))
    same_for([1, None], a, b)
    assert a.view(0)["pending"]["cards"] != b.view(0)["pending"]["cards"]
    # Take the same card in both (it is among the six in each), keeping the deck sizes equal.
    a, b = play(a, (0, ["take", "ware-06"])), play(b, (0, ["take", "ware-06"]))
    same_for([1, None], a, b)
    a, b = play(a, (0, ["use", "scale-1"])), play(b, (0, ["use", "scale-1"]))
    same_for([1, None], a, b)


def hands_for_seat_1():
    return {
        "guard": ["guard-1", "ware-10", KEEP1],
        "rain_maker": ["rain_maker-1", "ware-10", KEEP1],
        "both": ["guard-1", "rain_maker-1", KEEP1],
        "neither": ["ware-11", "ware-10", KEEP1],
    }


@pytest.mark.parametrize("played", [["play", "ware-05", "buy"], ["play", "parrot-1"], ["play", "cheetah-1"]])
def test_whether_a_reaction_window_opens_does_not_depend_on_the_hand(played):
    window = "rain_window" if played[-1] == "buy" else "guard_window"
    views = []
    for name, hand in hands_for_seat_1().items():
        state = stacked([], [["ware-05", "parrot-1", "cheetah-1", KEEP0], hand], wares=[{}, {"tea": 1}])
        state = play(state, (0, played))
        assert state.phase_name() == window and state.actors() == [1], name
        assert ["no_reaction"] in state.legal_actions(1)
        has_reaction = any(a[0] == "react" for a in state.legal_actions(1))
        assert has_reaction == (
            name == "both" or name == ("rain_maker" if window == "rain_window" else "guard")
        )
        views.append((state.view(0), state.view(None)))
        after = play(state, (1, ["no_reaction"]))
        views.append((after.view(0), after.view(None)))
    assert all(v == views[0] for v in views[0::2]) and all(v == views[1] for v in views[1::2])


def test_a_window_is_asked_even_with_an_empty_hand():
    state = stacked([], [["ware-05", KEEP0], []])
    state = play(state, (0, ["play", "ware-05", "buy"]))
    assert state.actors() == [1] and state.legal_actions(1) == [["no_reaction"]]
    assert state.view(0)["pending"] == {"step": "rain_window", "seat": 1, "card": "ware-05"}
