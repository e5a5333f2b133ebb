"""Jambo rules scenarios with stacked cards (shared/rules/jambo.md): the turn, wares and stands, every
card, the reactions and the end."""

import pytest

from tabletop.engine.core import IllegalAction
from tabletop.games import GAMES
from tabletop.games.jambo.cards import CARDS, DECK, WARES
from tabletop.games.jambo.rules import JamboState

GAME = GAMES["jambo"]
KEEP0, KEEP1 = "wise_man-2", "psychic-2"  # never played here: cards that leave a playable hand


def stacked(deck=(), hands=((KEEP0,), (KEEP1,)), opening=0, **kwargs):
    options = GAME.resolve_options(2, {"opening_seat": opening})
    return JamboState.initial(GAME, 2, 1, options, deck=list(deck), hands=[list(h) for h in hands], **kwargs)


def play(state, *moves):
    for seat, action in moves:
        state = state.apply(seat, action)
    return state


def W(**counts):
    return [counts.get(name, 0) for name in WARES]


def events(state, name):
    return [entry for entry in state.log if entry["event"] == name]


# --- set-up and the deck ----------------------------------------------------------------------------


def test_the_deck_has_the_110_cards_of_the_card_list():
    assert len(DECK) == len(set(DECK)) == 110
    by_category = {}
    for card in CARDS.values():
        by_category[card.category] = by_category.get(card.category, 0) + 1
    assert by_category == {"ware": 40, "utility": 22, "people": 29, "animal": 14, "stand": 5}
    wares = [c for c in CARDS.values() if c.category == "ware"]
    prices = sorted({(len(c.wares), len(set(c.wares)), c.buy, c.sell) for c in wares})
    assert prices == [(3, 1, 3, 10), (3, 2, 4, 11), (3, 3, 5, 12), (6, 6, 10, 18)]
    assert sum(len(c.wares) == 6 for c in wares) == 4
    assert CARDS["ware-05"].wares == (0, 0, 0) and CARDS["ware-17"].wares == (0, 0, 4)
    kinds = {}
    for card in CARDS.values():
        kinds[card.kind] = kinds.get(card.kind, 0) + 1
    assert kinds["guard"] == 6 and kinds["crocodile"] == 5 and kinds["rain_maker"] == 3 and kinds["well"] == 3


def test_setup_five_cards_and_twenty_gold_each_and_the_opening_seat():
    state = GAME.new(2, 7)
    assert [len(hand) for hand in state.hands] == [5, 5] and len(state.deck) == 100
    assert state.gold == [20, 20] and state.supply == [6] * 6 and state.wares == [[0] * 6, [0] * 6]
    assert state.actors() == [0] and state.actions == 5 and state.phase_name() == "draw"
    assert sorted(state.all_cards()) == sorted(DECK)
    assert GAME.new(2, 7, {"opening_seat": 1}).actors() == [1]
    assert GAME.new(2, 7).deck == state.deck and GAME.new(2, 8).deck != state.deck
    for bad in ({"opening_seat": 2}, {"opening_seat": True}, {"speed": 1}):
        with pytest.raises(ValueError):
            GAME.new(2, 1, bad)
    for players in (1, 3):
        with pytest.raises(ValueError):
            GAME.new(players, 1)


# --- the draw phase ---------------------------------------------------------------------------------


def test_a_draw_costs_an_action_and_keeping_ends_the_draw_phase():
    state = stacked(deck=["ware-05", "guard-1", "ware-06"])
    state = play(state, (0, ["draw"]))
    assert state.phase_name() == "drawn" and state.actions == 4
    assert state.legal_actions(0) == [["keep"], ["discard_drawn"]]
    assert (
        state.view(0)["drawn"] == "ware-05" and state.view(1)["drawn"] is None and state.view(1)["has_drawn"]
    )
    state = play(state, (0, ["keep"]))
    assert state.hands[0] == [KEEP0, "ware-05"] and state.phase_name() == "play"
    assert ["draw"] not in state.legal_actions(0)


def test_only_the_last_drawn_card_can_be_kept():
    state = stacked(deck=["guard-1", "guard-2", "ware-05"])
    state = play(state, (0, ["draw"]), (0, ["discard_drawn"]))
    assert state.discard == ["guard-1"] and state.actions == 4 and ["draw"] in state.legal_actions(0)
    state = play(state, (0, ["draw"]), (0, ["keep"]))
    assert state.hands[0] == [KEEP0, "guard-2"] and "guard-1" not in state.hands[0]


def test_five_draws_spend_the_whole_turn():
    state = stacked(deck=[f"guard-{n}" for n in range(1, 7)])
    for _ in range(4):
        state = play(state, (0, ["draw"]), (0, ["discard_drawn"]))
    state = play(state, (0, ["draw"]))
    assert state.actions == 0 and state.legal_actions(0) == [["keep"], ["discard_drawn"]]
    state = play(state, (0, ["keep"]))
    # No action left: the turn ends by itself, without the bonus gold.
    assert state.actors() == [1] and state.turn == 1 and state.gold[0] == 20
    assert state.hands[0] == [KEEP0, "guard-5"]


def test_the_draw_phase_may_be_skipped_and_a_played_card_ends_it():
    state = stacked(deck=["guard-1"], hands=[["wise_man-1", KEEP0], [KEEP1]])
    assert ["draw"] in state.legal_actions(0) and ["play", "wise_man-1"] in state.legal_actions(0)
    state = play(state, (0, ["play", "wise_man-1"]))
    assert ["draw"] not in state.legal_actions(0) and state.actions == 4


def test_an_empty_deck_is_reshuffled_from_the_discard_pile():
    state = stacked(deck=[], discard=["guard-1", "guard-2"])
    assert ["draw"] in state.legal_actions(0)
    reveals = state.reveals
    state = play(state, (0, ["draw"]))
    assert state.discard == [] and len(state.deck) == 1 and {"event": "reshuffle", "count": 2} in state.log
    assert state.drawn in ("guard-1", "guard-2") and state.reveals >= reveals + 2


def test_no_draw_without_deck_or_discard_pile():
    state = stacked(deck=[])
    assert ["draw"] not in state.legal_actions(0) and state.phase_name() == "play"


# --- buying and selling ------------------------------------------------------------------------------


def test_buy_pays_the_left_price_and_puts_exactly_the_pictured_wares_on_the_stand():
    state = stacked(hands=[["ware-17", KEEP0], [KEEP1]])
    state = play(state, (0, ["play", "ware-17", "buy"]))
    assert state.gold[0] == 16 and state.wares[0] == W(trinkets=2, fruit=1) and state.actions == 4
    assert state.supply == [4, 6, 6, 6, 4 + 1, 6]
    # A Rain Maker window always opens for the opponent, whatever their hand.
    assert state.actors() == [1] and state.legal_actions(1) == [["no_reaction"]]
    state = play(state, (1, ["no_reaction"]))
    assert state.discard == ["ware-17"] and state.actors() == [0]


def test_sell_returns_exactly_the_pictured_wares_for_the_right_price():
    state = stacked(hands=[["ware-29", KEEP0], [KEEP1]], wares=[{"salt": 2, "silk": 1, "trinkets": 1}, {}])
    assert ["play", "ware-29", "buy"] not in state.legal_actions(0)  # 4 + 3 wares do not fit
    state = play(state, (0, ["play", "ware-29", "sell"]), (1, ["no_reaction"]))
    assert state.gold[0] == 32 and state.wares[0] == W(salt=1) and state.supply[WARES.index("silk")] == 6


def test_selling_needs_every_pictured_ware():
    state = stacked(hands=[["ware-29", KEEP0], [KEEP1]], wares=[{"salt": 1, "silk": 1}, {}])
    assert ["play", "ware-29", "sell"] not in state.legal_actions(0)
    with pytest.raises(IllegalAction):
        state.apply(0, ["play", "ware-29", "sell"])


@pytest.mark.parametrize(
    "setup",
    [
        {"wares": [{"salt": 4}, {}]},  # two free spaces for three wares
        {"gold": [2, 20]},  # the price is 3
        {"wares": [{}, {"trinkets": 4}]},  # two trinkets left in the supply
    ],
)
def test_no_buying_without_space_gold_or_supply(setup):
    state = stacked(hands=[["ware-05", KEEP0], [KEEP1]], **setup)
    assert ["play", "ware-05", "buy"] not in state.legal_actions(0)
    with pytest.raises(IllegalAction):
        state.apply(0, ["play", "ware-05", "buy"])


def test_filling_the_last_space_of_the_large_stand_costs_two_gold():
    state = stacked(hands=[["ware-05", KEEP0], [KEEP1]], wares=[{"salt": 3}, {}])
    state = play(state, (0, ["play", "ware-05", "buy"]), (1, ["no_reaction"]))
    assert state.gold[0] == 20 - 3 - 2 and state.large_full[0]
    assert {"event": "fee", "seat": 0, "gold": 2} in state.log


def test_a_player_who_cannot_pay_the_fee_cannot_fill_the_last_space():
    poor = stacked(hands=[["ware-05", KEEP0], [KEEP1]], wares=[{"salt": 3}, {}], gold=[4, 20])
    assert ["play", "ware-05", "buy"] not in poor.legal_actions(0)
    just = stacked(hands=[["ware-05", KEEP0], [KEEP1]], wares=[{"salt": 3}, {}], gold=[5, 20])
    just = play(just, (0, ["play", "ware-05", "buy"]))
    assert just.gold[0] == 0
    # An effect cannot fill it either: with 1 gold the last space stays empty.
    state = stacked(
        hands=[[KEEP0], [KEEP1]], wares=[{"salt": 5}, {}], gold=[3, 20], utilities=[["leopard-1"], []]
    )
    assert state.room(0) == 1
    state = stacked(hands=[[KEEP0], [KEEP1]], wares=[{"salt": 5}, {}], gold=[1, 20])
    assert state.room(0) == 0


def test_the_fee_is_not_paid_again_while_the_large_stand_stays_full():
    state = stacked(hands=[["stand-1", "ware-05", KEEP0], [KEEP1]], wares=[{"salt": 6}, {}])
    assert state.large_full[0]
    state = play(state, (0, ["play", "stand-1"]))
    assert state.gold[0] == 14 and state.capacity(0) == 9
    state = play(state, (0, ["play", "ware-05", "buy"]), (1, ["no_reaction"]))
    assert state.gold[0] == 11 and sum(state.wares[0]) == 9 and not events(state, "fee")


def test_the_fee_is_due_again_once_the_large_stand_was_emptied_below_six():
    state = stacked(hands=[["ware-15", "ware-05", KEEP0], [KEEP1]], wares=[{"salt": 6}, {}])
    state = play(state, (0, ["play", "ware-15", "sell"]), (1, ["no_reaction"]))
    assert not state.large_full[0] and state.gold[0] == 30
    state = play(state, (0, ["play", "ware-05", "buy"]), (1, ["no_reaction"]))
    assert state.gold[0] == 30 - 3 - 2 and len(events(state, "fee")) == 1


def test_the_first_small_stand_of_the_game_costs_six_every_later_one_three_and_adds_three_spaces():
    """The seed: the first player to build a small stand pays 6 gold, every later stand costs 3."""
    state = stacked(hands=[["stand-1", "stand-2", KEEP0], ["stand-3", KEEP1]])
    assert state.view(0)["stand_cost"] == [6, 6]
    state = play(state, (0, ["play", "stand-1"]))
    assert state.gold[0] == 14 and state.capacity(0) == 9 and state.view(1)["stand_cost"] == [3, 3]
    state = play(state, (0, ["play", "stand-2"]))
    assert (
        state.gold[0] == 20 - 6 - 3 and state.capacity(0) == 12 and state.stands[0] == ["stand-1", "stand-2"]
    )
    state = play(state, (0, ["end_turn"]), (1, ["play", "stand-3"]))
    assert state.gold[1] == 17  # the opponent's first is a later stand of the game: 3 gold
    assert events(state, "stand")[-1] == {"event": "stand", "seat": 1, "card": "stand-3", "cost": 3}
    broke = stacked(hands=[["stand-1", KEEP0], [KEEP1]], gold=[5, 20])
    assert ["play", "stand-1"] not in broke.legal_actions(0)
    later = stacked(hands=[["stand-1", KEEP0], [KEEP1]], gold=[3, 20], stands=[[], ["stand-2"]])
    assert ["play", "stand-1"] in later.legal_actions(0)


# --- utilities, the bonus, the end of a turn -----------------------------------------------------------


def test_a_utility_works_the_turn_it_is_played_once_per_turn_for_an_action():
    state = stacked(deck=["guard-1", "guard-2", "guard-3"], hands=[["well-1", KEEP0], [KEEP1]])
    state = play(state, (0, ["play", "well-1"]), (0, ["use", "well-1"]))
    assert state.gold[0] == 19 and state.hands[0] == [KEEP0, "guard-1"] and state.actions == 3
    assert ["use", "well-1"] not in state.legal_actions(0)
    with pytest.raises(IllegalAction):
        state.apply(0, ["use", "well-1"])
    state = play(state, (0, ["end_turn"]), (1, ["end_turn"]))
    assert ["use", "well-1"] in state.legal_actions(0)


def test_at_most_three_utilities_a_fourth_replaces_one_even_a_used_one():
    utilities = [["well-1", "weapons-1", "drums-1"], []]
    state = stacked(hands=[["kettle-1", "guard-1", KEEP0], [KEEP1]], utilities=utilities)
    state = play(state, (0, ["use", "weapons-1"]), (0, ["discard", "guard-1"]))
    assert state.gold[0] == 22
    legal = state.legal_actions(0)
    assert ["play", "kettle-1"] not in legal
    assert [a for a in legal if a[:2] == ["play", "kettle-1"]] == [
        ["play", "kettle-1", "well-1"],
        ["play", "kettle-1", "weapons-1"],
        ["play", "kettle-1", "drums-1"],
    ]
    state = play(state, (0, ["play", "kettle-1", "weapons-1"]))
    assert state.utilities[0] == ["well-1", "drums-1", "kettle-1"] and state.discard[-1] == "weapons-1"


def test_ending_a_turn_with_two_unused_actions_gives_one_gold_with_one_it_does_not():
    state = play(stacked(), (0, ["end_turn"]))
    assert state.gold == [21, 20] and state.actors() == [1]
    assert {"event": "end_turn", "seat": 0, "unused": 5, "bonus": 1} in state.log
    state = stacked(deck=[f"guard-{n}" for n in range(1, 6)])
    for _ in range(4):
        state = play(state, (0, ["draw"]), (0, ["discard_drawn"]))
    state = play(state, (0, ["end_turn"]))
    assert state.gold[0] == 20


def test_a_dead_hand_with_actions_left_is_asked_to_end_the_turn():
    """Ending it for the player would tell the table that nothing in the hand can be played."""
    dead = stacked(hands=[["ware-05", "guard-1"], [KEEP1]])
    alive = stacked(hands=[["ware-05", "well-1"], [KEEP1]])
    views = []
    for state in (dead, alive):
        state = play(state, (0, ["play", "ware-05", "buy"]), (1, ["no_reaction"]))
        assert state.actors() == [0] and state.actions == 4 and state.phase_name() == "play"
        assert not events(state, "end_turn")
        views.append((state.view(1), state.view(None)))
    assert views[0] == views[1]
    state = play(dead, (0, ["play", "ware-05", "buy"]), (1, ["no_reaction"]))
    assert state.legal_actions(0) == [["end_turn"]]
    state = play(state, (0, ["end_turn"]))
    assert state.actors() == [1] and state.gold[0] == 17 + 1  # 4 actions were unused
    assert {"event": "end_turn", "seat": 0, "unused": 4, "bonus": 1} in state.log


def test_an_empty_hand_with_no_draw_left_is_asked_too():
    state = stacked(hands=[[], [KEEP1]])
    assert state.actors() == [0] and state.legal_actions(0) == [["end_turn"]] and state.actions == 5


def test_only_a_spent_turn_ends_by_itself():
    state = stacked(deck=[f"guard-{n}" for n in range(1, 6)], hands=[["well-1"], [KEEP1]])
    for _ in range(4):
        state = play(state, (0, ["draw"]), (0, ["discard_drawn"]))
    state = play(state, (0, ["draw"]), (0, ["discard_drawn"]))
    assert state.actors() == [1] and state.gold[0] == 20 and events(state, "end_turn")[-1]["unused"] == 0


@pytest.mark.parametrize(
    "utility, answer",
    [
        ("weapons-1", ["discard", "guard-1"]),
        ("boat-1", ["discard", "guard-1"]),
        ("kettle-1", ["discard", "guard-1"]),
        ("mask-1", ["swap", "guard-1"]),
        ("supplies-1", ["discard", "guard-1"]),
    ],
)
def test_a_lone_card_to_give_up_is_still_asked(utility, answer):
    """A Crocodile that can use one utility only uses it at once; the lone card that utility wants is
    asked for, not given up by the rules (which card it is becomes public by the player's move)."""
    state = stacked(
        deck=["ware-06", "ware-07"],
        hands=[["crocodile-1", "guard-1"], [KEEP1]],
        utilities=[[], [utility]],
        discard=["ware-05"],
        gold=[0, 20],
    )
    state = play(state, (0, ["play", "crocodile-1"]), (1, ["no_reaction"]))
    assert state.phase_name() == utility.split("-")[0] and state.actors() == [0]
    assert state.legal_actions(0) == [answer] and state.hands[0] == ["guard-1"]
    state = play(state, (0, answer))
    assert "guard-1" not in state.hands[0]


def test_hyena_give_with_a_lone_card_is_asked():
    state = stacked(hands=[["hyena-1", "guard-1"], []])
    state = play(state, (0, ["play", "hyena-1"]), (1, ["no_reaction"]))
    assert state.phase_name() == "hyena_give" and state.legal_actions(0) == [["give", "guard-1"]]
    state = play(state, (0, ["give", "guard-1"]))
    assert state.hands == [[], ["guard-1"]]


def test_the_hand_has_no_limit():
    hand = [f"guard-{n}" for n in range(1, 7)] + ["rain_maker-1", "rain_maker-2", KEEP0]
    state = play(stacked(hands=[hand, [KEEP1]]), (0, ["end_turn"]))
    assert len(state.hands[0]) == 9


# --- utility cards --------------------------------------------------------------------------------------


def test_drums_return_a_ware_of_your_choice_and_draw():
    state = stacked(deck=["guard-1"], wares=[{"tea": 1, "salt": 2}, {}], utilities=[["drums-1"], []])
    state = play(state, (0, ["use", "drums-1"]))
    assert state.phase_name() == "drums" and state.legal_actions(0) == [["return", "tea"], ["return", "salt"]]
    state = play(state, (0, ["return", "salt"]))
    assert state.wares[0] == W(tea=1, salt=1) and state.hands[0][-1] == "guard-1" and state.supply[5] == 5


def test_throne_swaps_one_of_your_wares_with_one_of_the_opponents():
    state = stacked(wares=[{"tea": 1, "silk": 1}, {"salt": 2}], utilities=[["throne-1"], []])
    state = play(state, (0, ["use", "throne-1"]))
    assert state.legal_actions(0) == [["swap", "tea", "salt"], ["swap", "silk", "salt"]]
    state = play(state, (0, ["swap", "tea", "salt"]))
    assert state.wares == [W(silk=1, salt=1), W(salt=1, tea=1)]


def test_boat_discards_a_card_for_a_ware_of_your_choice_and_needs_room():
    state = stacked(hands=[["guard-1", KEEP0], [KEEP1]], utilities=[["boat-1"], []])
    state = play(state, (0, ["use", "boat-1"]), (0, ["discard", "guard-1"]))
    assert state.phase_name() == "boat_take" and len(state.legal_actions(0)) == 6
    state = play(state, (0, ["take", "fruit"]))
    assert state.wares[0] == W(fruit=1) and state.discard == ["guard-1"]
    full = stacked(hands=[["guard-1", KEEP0], [KEEP1]], utilities=[["boat-1"], []], wares=[{"salt": 6}, {}])
    assert ["use", "boat-1"] not in full.legal_actions(0)


def test_scale_draws_two_keeps_one_and_gives_the_other_to_the_opponent():
    state = stacked(deck=["guard-1", "ware-05", "guard-2"], utilities=[["scale-1"], []])
    state = play(state, (0, ["use", "scale-1"]))
    assert state.legal_actions(0) == [["keep", "guard-1"], ["keep", "ware-05"]]
    assert (
        state.view(0)["pending"]["cards"] == ["guard-1", "ware-05"]
        and state.view(1)["pending"]["cards"] is None
    )
    state = play(state, (0, ["keep", "ware-05"]))
    assert state.hands == [[KEEP0, "ware-05"], [KEEP1, "guard-1"]]


def test_mask_swaps_a_hand_card_for_the_top_of_the_discard_pile():
    state = stacked(
        hands=[["guard-1", KEEP0], [KEEP1]], discard=["guard-2", "ware-05"], utilities=[["mask-1"], []]
    )
    state = play(state, (0, ["use", "mask-1"]), (0, ["swap", "guard-1"]))
    assert state.hands[0] == [KEEP0, "ware-05"] and state.discard == ["guard-2", "guard-1"]
    assert ["use", "mask-2"] not in stacked(utilities=[["mask-2"], []]).legal_actions(0)  # empty discard pile


def test_supplies_pay_or_discard_then_turn_up_cards_until_a_ware_card():
    deck = ["guard-1", "drums-1", "ware-05", "guard-2"]
    state = stacked(deck=deck, hands=[["guard-3", KEEP0], [KEEP1]], utilities=[["supplies-1"], []])
    state = play(state, (0, ["use", "supplies-1"]))
    assert state.legal_actions(0) == [["pay_gold"], ["discard", "guard-3"], ["discard", KEEP0]]
    state = play(state, (0, ["pay_gold"]))
    assert state.gold[0] == 19 and state.hands[0] == ["guard-3", KEEP0, "ware-05"]
    assert state.discard == ["guard-1", "drums-1"] and state.deck == ["guard-2"]
    other = play(
        stacked(deck=deck, hands=[["guard-3", KEEP0], [KEEP1]], utilities=[["supplies-1"], []]),
        (0, ["use", "supplies-1"]),
        (0, ["discard", "guard-3"]),
    )
    assert other.gold[0] == 20 and other.discard == ["guard-3", "guard-1", "drums-1"]


def test_kettle_discards_one_or_two_cards_and_draws_as_many():
    deck = ["ware-05", "ware-06", "ware-07"]
    hand = ["guard-1", "guard-2", KEEP0]
    state = play(
        stacked(deck=deck, hands=[hand, [KEEP1]], utilities=[["kettle-1"], []]), (0, ["use", "kettle-1"])
    )
    assert ["done"] not in state.legal_actions(0)  # at least one card
    state = play(state, (0, ["discard", "guard-1"]))
    assert ["done"] in state.legal_actions(0)
    two = play(state, (0, ["discard", "guard-2"]))
    assert two.hands[0] == [KEEP0, "ware-05", "ware-06"] and two.phase_name() == "play"
    one = play(state, (0, ["done"]))
    assert one.hands[0] == ["guard-2", KEEP0, "ware-05"]


def test_leopard_statue_pays_two_gold_for_a_ware_of_your_choice():
    state = stacked(utilities=[["leopard-1"], []])
    state = play(state, (0, ["use", "leopard-1"]), (0, ["take", "silk"]))
    assert state.gold[0] == 18 and state.wares[0] == W(silk=1)
    assert ["use", "leopard-1"] not in stacked(utilities=[["leopard-1"], []], gold=[1, 20]).legal_actions(0)


def test_weapons_discard_a_card_for_two_gold():
    state = stacked(hands=[["guard-1", KEEP0], [KEEP1]], utilities=[["weapons-1"], []])
    state = play(state, (0, ["use", "weapons-1"]), (0, ["discard", "guard-1"]))
    assert state.gold[0] == 22 and state.discard == ["guard-1"]


# --- people --------------------------------------------------------------------------------------------


def test_rain_maker_takes_the_ware_card_the_opponent_just_used():
    state = stacked(hands=[["ware-05", KEEP0], ["rain_maker-2", "rain_maker-1", KEEP1]])
    state = play(state, (0, ["play", "ware-05", "buy"]))
    assert state.legal_actions(1) == [["react", "rain_maker-1"], ["no_reaction"]]
    assert state.actions == 4
    state = play(state, (1, ["react", "rain_maker-1"]))
    assert state.hands[1] == ["rain_maker-2", KEEP1, "ware-05"] and state.discard == ["rain_maker-1"]
    assert state.actions == 4 and state.actors() == [0] and state.wares[0] == W(trinkets=3)


def test_rain_maker_also_after_a_sale_but_never_in_its_owners_own_turn():
    state = stacked(
        hands=[["ware-05", "rain_maker-1", KEEP0], ["rain_maker-2", KEEP1]], wares=[{"trinkets": 3}, {}]
    )
    assert not [a for a in state.legal_actions(0) if a[1:2] == ["rain_maker-1"]]
    state = play(state, (0, ["play", "ware-05", "sell"]), (1, ["react", "rain_maker-2"]))
    assert "ware-05" in state.hands[1] and state.gold[0] == 30


def test_shaman_trades_all_wares_of_one_type_for_as_many_of_another():
    state = stacked(hands=[["shaman-1", KEEP0], [KEEP1]], wares=[{"tea": 3, "salt": 1}, {"silk": 4}])
    state = play(state, (0, ["play", "shaman-1"]))
    legal = state.legal_actions(0)
    assert ["trade", "tea", "silk"] not in legal  # only 2 silk in the supply
    assert ["trade", "salt", "silk"] in legal and ["trade", "tea", "fruit"] in legal
    state = play(state, (0, ["trade", "tea", "fruit"]))
    assert state.wares[0] == W(fruit=3, salt=1) and state.supply[2] == 6 and state.supply[4] == 3


def test_psychic_looks_at_six_takes_one_and_leaves_the_rest_in_order():
    deck = ["guard-1", "guard-2", "guard-3", "ware-05", "guard-4", "guard-5", "ware-06", "guard-6"]
    state = stacked(deck=deck, hands=[["psychic-1", KEEP0], [KEEP1]])
    state = play(state, (0, ["play", "psychic-1"]))
    assert state.legal_actions(0) == [["take", card] for card in deck[:6]]
    assert state.view(0)["pending"]["cards"] == deck[:6] and state.view(1)["pending"]["cards"] is None
    state = play(state, (0, ["take", "ware-05"]))
    assert state.hands[0] == [KEEP0, "ware-05"] and state.deck[::-1] == [c for c in deck if c != "ware-05"]


def test_tribal_elder_draws_up_to_five_cards():
    state = stacked(deck=[f"guard-{n}" for n in range(1, 7)], hands=[["tribal_elder-1", KEEP0], [KEEP1]])
    state = play(state, (0, ["play", "tribal_elder-1"]))
    assert state.legal_actions(0) == [["draw"], ["opponent_discards"]]
    state = play(state, (0, ["draw"]))
    assert state.hands[0] == [KEEP0, "guard-1", "guard-2", "guard-3", "guard-4"]


def test_tribal_elder_makes_the_opponent_discard_down_to_three():
    other = ["guard-1", "guard-2", "guard-3", "guard-4", "guard-5", KEEP1]
    state = stacked(hands=[["tribal_elder-1", KEEP0], other])
    state = play(state, (0, ["play", "tribal_elder-1"]), (0, ["opponent_discards"]))
    assert state.actors() == [1] and state.phase_name() == "discard_down"
    state = play(state, (1, ["discard", "guard-1"]), (1, ["discard", "guard-2"]))
    assert state.actors() == [1]
    state = play(state, (1, ["discard", "guard-5"]))
    assert state.hands[1] == ["guard-3", "guard-4", KEEP1] and state.actors() == [0]


def test_wise_man_makes_ware_cards_cheaper_to_buy_and_dearer_to_sell_this_turn():
    hand = ["wise_man-1", "ware-05", "ware-16", "ware-06", KEEP0]
    state = stacked(hands=[hand, [KEEP1]], wares=[{"salt": 3}, {}], stands=[["stand-1"], []])
    state = play(state, (0, ["play", "wise_man-1"]))
    state = play(state, (0, ["play", "ware-05", "buy"]), (1, ["no_reaction"]))
    assert state.gold[0] == 19
    state = play(state, (0, ["play", "ware-16", "sell"]), (1, ["no_reaction"]))
    assert state.gold[0] == 19 + 12
    state = play(state, (0, ["end_turn"]), (1, ["end_turn"]))
    assert state.buy_price("ware-06") == 3  # only for the rest of that turn


def test_portuguese_sells_any_number_of_wares_for_two_gold_each():
    state = stacked(hands=[["portuguese-1", KEEP0], [KEEP1]], wares=[{"tea": 2, "salt": 1}, {}])
    state = play(state, (0, ["play", "portuguese-1"]))
    assert state.legal_actions(0) == [["sell", "tea"], ["sell", "salt"], ["done"]]
    state = play(state, (0, ["sell", "tea"]), (0, ["sell", "tea"]), (0, ["done"]))
    assert state.gold[0] == 24 and state.wares[0] == W(salt=1) and state.phase_name() == "play"


def test_basket_maker_pays_two_for_two_wares_of_one_type():
    state = stacked(hands=[["basket_maker-1", KEEP0], [KEEP1]])
    state = play(state, (0, ["play", "basket_maker-1"]), (0, ["take", "hides"]))
    assert state.gold[0] == 18 and state.wares[0] == W(hides=2)


def test_an_effect_giving_more_wares_than_room_keeps_what_fits():
    state = stacked(hands=[["basket_maker-1", KEEP0], [KEEP1]], wares=[{"salt": 4}, {}], gold=[10, 20])
    state = play(state, (0, ["play", "basket_maker-1"]), (0, ["take", "hides"]))
    # Two free spaces: the last one needs the fee (paid), both hides fit.
    assert state.wares[0] == W(salt=4, hides=2) and state.gold[0] == 10 - 2 - 2
    state = stacked(hands=[["basket_maker-1", KEEP0], [KEEP1]], wares=[{"salt": 5}, {}], gold=[10, 20])
    state = play(state, (0, ["play", "basket_maker-1"]), (0, ["take", "hides"]))
    assert state.wares[0] == W(salt=5, hides=1) and state.supply[1] == 5
    assert {"event": "wares_returned", "seat": 0, "wares": ["hides"]} in state.log


def test_traveling_merchant_auctions_two_wares_the_high_bidder_pays_the_bank():
    state = stacked(hands=[["traveling_merchant-1", KEEP0], [KEEP1]])
    state = play(state, (0, ["play", "traveling_merchant-1"]))
    assert ["offer", "tea", "tea"] in state.legal_actions(0) and len(state.legal_actions(0)) == 21
    state = play(state, (0, ["offer", "tea", "salt"]))
    assert state.supply == [6, 6, 5, 6, 6, 5] and state.actors() == [0]
    # Bids are limited only by the bidder's gold (20 each here).
    assert state.legal_actions(0) == [["pass"]] + [["bid", n] for n in range(1, 21)]
    state = play(state, (0, ["bid", 2]))
    assert state.actors() == [1] and state.legal_actions(1)[1:] == [["bid", n] for n in range(3, 21)]
    state = play(state, (1, ["bid", 4]), (0, ["pass"]))
    assert state.gold == [20, 16] and state.wares[1] == W(tea=1, salt=1) and state.actors() == [0]


def test_merchant_auction_without_a_bid_leaves_the_wares_in_the_supply():
    state = stacked(hands=[["traveling_merchant-1", KEEP0], [KEEP1]])
    state = play(
        state, (0, ["play", "traveling_merchant-1"]), (0, ["offer", "fruit", "fruit"]), (0, ["pass"])
    )
    assert state.phase_name() == "auction" and state.actors() == [1] and not events(state, "no_sale")
    state = play(state, (1, ["pass"]))
    assert state.supply == [6] * 6 and state.gold == [20, 20] and events(state, "no_sale")
    assert state.actors() == [0] and state.phase_name() == "play"


def test_an_opener_who_passes_without_a_bid_leaves_the_opponent_free_to_bid():
    """The corrected rule: only a pass after a bid ends the auction; the opener may answer a bid."""
    state = stacked(hands=[["traveling_merchant-1", KEEP0], [KEEP1]])
    state = play(state, (0, ["play", "traveling_merchant-1"]), (0, ["offer", "tea", "salt"]), (0, ["pass"]))
    assert state.actors() == [1] and state.legal_actions(1) == [["pass"]] + [["bid", n] for n in range(1, 21)]
    pending, bidding = state.view(0)["pending"], state.view(0)["bidding"]
    assert pending["opener"] == 0 and bidding["high_bidder"] is None and pending["seat"] == 1
    won = play(state, (1, ["bid", 1]))
    assert won.actors() == [0] and won.legal_actions(0)[1:] == [["bid", n] for n in range(2, 21)]
    won = play(won, (0, ["pass"]))
    assert won.gold == [20, 19] and won.wares[1] == W(tea=1, salt=1) and won.actors() == [0]
    answered = play(state, (1, ["bid", 1]), (0, ["bid", 3]), (1, ["pass"]))
    assert answered.gold == [17, 20] and answered.wares[0] == W(tea=1, salt=1)
    assert [e["event"] for e in answered.log if e["event"] in ("bid", "pass", "auction_won")] == [
        "pass",
        "bid",
        "bid",
        "pass",
        "auction_won",
    ]
    broke = stacked(hands=[["traveling_merchant-1", KEEP0], [KEEP1]], gold=[20, 0])
    broke = play(broke, (0, ["play", "traveling_merchant-1"]), (0, ["offer", "tea", "salt"]), (0, ["pass"]))
    assert broke.phase_name() == "play" and events(broke, "no_sale")  # a player with no gold can only pass


def test_bids_cannot_exceed_the_bidders_gold_and_a_broke_bidder_passes():
    state = stacked(hands=[["traveling_merchant-1", KEEP0], [KEEP1]], gold=[20, 3])
    state = play(state, (0, ["play", "traveling_merchant-1"]), (0, ["offer", "tea", "silk"]), (0, ["bid", 3]))
    # Seat 1 cannot raise: the pass is made for them and seat 0 takes the lot.
    assert state.gold == [17, 3] and state.wares[0] == W(tea=1, silk=1)


def test_auction_won_with_too_little_room_lets_the_winner_choose_what_to_keep():
    state = stacked(hands=[["traveling_merchant-1", KEEP0], [KEEP1]], wares=[{}, {"salt": 5}])
    state = play(state, (0, ["play", "traveling_merchant-1"]), (0, ["offer", "tea", "silk"]))
    state = play(state, (0, ["bid", 1]), (1, ["bid", 2]), (0, ["pass"]))
    assert state.actors() == [1] and state.phase_name() == "keep_wares"
    assert state.legal_actions(1) == [["keep", "tea"], ["keep", "silk"]]
    state = play(state, (1, ["keep", "silk"]))
    assert state.wares[1] == W(salt=5, silk=1) and state.gold[1] == 20 - 2 - 2  # bid and fee
    assert state.supply[2] == 6 and state.actors() == [0]


def test_arabian_merchant_auctions_the_top_three_cards_as_one_lot():
    deck = ["guard-1", "ware-05", "well-1", "guard-2"]
    state = stacked(deck=deck, hands=[["arabian_merchant-1", KEEP0], [KEEP1]])
    state = play(state, (0, ["play", "arabian_merchant-1"]))
    assert state.view(1)["bidding"]["lot"]["cards"] == ["guard-1", "ware-05", "well-1"]
    state = play(state, (0, ["bid", 1]), (1, ["bid", 3]), (0, ["pass"]))
    assert state.hands[1] == [KEEP1, "guard-1", "ware-05", "well-1"] and state.gold[1] == 17
    unsold = play(
        stacked(deck=deck, hands=[["arabian_merchant-1", KEEP0], [KEEP1]]),
        (0, ["play", "arabian_merchant-1"]),
        (0, ["pass"]),
        (1, ["pass"]),
    )
    assert unsold.discard == ["guard-1", "ware-05", "well-1", "arabian_merchant-1"]


def test_dancer_sells_any_three_wares_at_a_three_ware_cards_price():
    hand = ["dancer-1", "ware-29", "ware-01", "ware-07", KEEP0]
    state = stacked(hands=[hand, [KEEP1]], wares=[{"tea": 2, "salt": 2, "silk": 1}, {}])
    state = play(state, (0, ["play", "dancer-1"]))
    # The six-ware card is no price list.
    assert state.legal_actions(0) == [["price", "ware-29"], ["price", "ware-07"]]
    state = play(state, (0, ["price", "ware-29"]), (0, ["return", "tea"]), (0, ["return", "tea"]))
    assert state.gold[0] == 20
    state = play(state, (0, ["return", "salt"]))
    assert state.gold[0] == 32 and state.wares[0] == W(salt=1, silk=1) and "ware-29" in state.discard
    assert ["play", "dancer-2"] not in stacked(hands=[["dancer-2", "ware-29"], []]).legal_actions(0)
    # With a single price card the choice is still asked: forcing it would tell about the hand.
    one = stacked(hands=[["dancer-1", "ware-29", KEEP0], [KEEP1]], wares=[{"tea": 3}, {}])
    one = play(one, (0, ["play", "dancer-1"]))
    assert one.phase_name() == "dancer" and one.legal_actions(0) == [["price", "ware-29"]]


def test_carrier_two_cards_for_you_two_wares_for_the_opponent():
    state = stacked(deck=["guard-1", "guard-2", "guard-3"], hands=[["carrier-1", KEEP0], [KEEP1]])
    state = play(state, (0, ["play", "carrier-1"]), (0, ["cards"]))
    assert state.hands[0] == [KEEP0, "guard-1", "guard-2"] and state.actors() == [1]
    state = play(state, (1, ["take", "fruit"]))
    assert state.wares[1] == W(fruit=2) and state.actors() == [0]


def test_carrier_two_wares_for_you_two_cards_for_the_opponent():
    state = stacked(deck=["guard-1", "guard-2", "guard-3"], hands=[["carrier-1", KEEP0], [KEEP1]])
    state = play(state, (0, ["play", "carrier-1"]), (0, ["wares", "silk"]))
    assert state.wares[0] == W(silk=2) and state.hands[1] == [KEEP1, "guard-1", "guard-2"]


def test_drummer_takes_a_utility_of_your_choice_from_the_discard_pile():
    state = stacked(hands=[["drummer-1", KEEP0], [KEEP1]], discard=["well-1", "guard-1", "boat-1"])
    state = play(state, (0, ["play", "drummer-1"]))
    assert state.legal_actions(0) == [["take", "well-1"], ["take", "boat-1"]]
    state = play(state, (0, ["take", "boat-1"]))
    assert state.hands[0] == [KEEP0, "boat-1"] and state.discard == ["well-1", "guard-1", "drummer-1"]


# --- animals and the Guard ------------------------------------------------------------------------------


def test_an_animal_always_opens_a_guard_window_and_a_guard_cancels_it():
    state = stacked(hands=[["cheetah-1", KEEP0], ["guard-2", KEEP1]])
    state = play(state, (0, ["play", "cheetah-1"]))
    assert state.actors() == [1] and state.phase_name() == "guard_window"
    assert state.legal_actions(1) == [["react", "guard-2"], ["no_reaction"]]
    state = play(state, (1, ["react", "guard-2"]))
    assert state.discard == ["cheetah-1", "guard-2"] and state.gold == [20, 20] and state.actions == 4
    assert state.actors() == [0] and events(state, "guard")


ANIMAL_SETUPS = {
    "crocodile-1": {"utilities": [[], ["weapons-1"]]},
    "parrot-1": {"wares": [{}, {"tea": 2}]},
    "hyena-1": {},
    "snake-1": {"utilities": [["well-1", "boat-1"], ["drums-1", "scale-1"]]},
    "elephant-1": {"wares": [{"salt": 1}, {"tea": 2}]},
    "ape-1": {},
    "lion-1": {"utilities": [["well-1"], ["drums-1", "scale-1"]]},
    "cheetah-1": {},
}


@pytest.mark.parametrize("animal", sorted(ANIMAL_SETUPS))
def test_a_guard_cancels_every_animal_for_both_players(animal):
    hands = [[animal, "guard-1", KEEP0], ["guard-2", "guard-3", KEEP1]]
    state = stacked(deck=["ware-05", "ware-06", "ware-07"], hands=hands, **ANIMAL_SETUPS[animal])
    before = state
    state = play(state, (0, ["play", animal]))
    assert state.phase_name() == "guard_window" and state.actors() == [1]
    state = play(state, (1, ["react", "guard-2"]))
    assert state.phase_name() == "play" and state.actors() == [0] and state.actions == 4
    assert state.gold == before.gold and state.wares == before.wares and state.utilities == before.utilities
    assert state.hands == [["guard-1", KEEP0], ["guard-3", KEEP1]] and state.discard == [animal, "guard-2"]
    # Without the Guard the animal acts (the window is asked all the same).
    acted = play(before, (0, ["play", animal]), (1, ["no_reaction"]))
    assert acted.view(None) != state.view(None)


def test_crocodile_uses_an_opponents_utility_once_then_discards_it():
    state = stacked(
        hands=[["crocodile-1", "guard-1", KEEP0], [KEEP1]], utilities=[[], ["weapons-1", "well-1"]]
    )
    state = play(state, (0, ["play", "crocodile-1"]), (1, ["no_reaction"]))
    assert state.legal_actions(0) == [["use", "weapons-1"], ["use", "well-1"]]
    state = play(state, (0, ["use", "weapons-1"]), (0, ["discard", "guard-1"]))
    assert state.gold[0] == 22 and state.utilities[1] == ["well-1"] and state.actions == 4
    assert state.discard == ["guard-1", "crocodile-1", "weapons-1"]


def test_crocodile_on_a_scale_gives_the_second_card_to_its_owner():
    state = stacked(
        deck=["guard-1", "guard-2"], hands=[["crocodile-1", KEEP0], [KEEP1]], utilities=[[], ["scale-1"]]
    )
    state = play(state, (0, ["play", "crocodile-1"]), (1, ["no_reaction"]))
    state = play(state, (0, ["keep", "guard-2"]))
    assert state.hands == [[KEEP0, "guard-2"], [KEEP1, "guard-1"]] and state.utilities[1] == []


def test_crocodile_needs_an_opponents_utility_it_can_use():
    assert ["play", "crocodile-1"] not in stacked(hands=[["crocodile-1", KEEP0], [KEEP1]]).legal_actions(0)
    poor = stacked(hands=[["crocodile-1", KEEP0], [KEEP1]], utilities=[[], ["well-1"]], gold=[0, 20])
    assert ["play", "crocodile-1"] not in poor.legal_actions(0)


def test_parrot_takes_a_ware_from_the_opponent():
    state = stacked(hands=[["parrot-1", KEEP0], [KEEP1]], wares=[{}, {"tea": 2, "silk": 1}])
    state = play(state, (0, ["play", "parrot-1"]), (1, ["no_reaction"]))
    assert state.legal_actions(0) == [["take", "tea"], ["take", "silk"]]
    state = play(state, (0, ["take", "silk"]))
    assert state.wares == [W(silk=1), W(tea=2)]


def test_hyena_looks_at_the_hand_takes_one_card_and_gives_one_back():
    state = stacked(hands=[["hyena-1", "guard-1", KEEP0], ["ware-05", "well-1", KEEP1]])
    state = play(state, (0, ["play", "hyena-1"]), (1, ["no_reaction"]))
    assert state.view(0)["pending"]["cards"] == ["ware-05", "well-1", KEEP1]
    assert state.view(1)["pending"]["cards"] is None and state.view(None)["pending"]["cards"] is None
    state = play(state, (0, ["take", "ware-05"]))
    assert state.legal_actions(0) == [["give", "guard-1"], ["give", KEEP0], ["give", "ware-05"]]
    state = play(state, (0, ["give", "guard-1"]))
    assert state.hands == [[KEEP0, "ware-05"], ["well-1", KEEP1, "guard-1"]]


def test_snake_each_player_keeps_one_utility_of_their_choice():
    utilities = [["well-1", "boat-1"], ["drums-1", "scale-1", "kettle-1"]]
    state = stacked(hands=[["snake-1", KEEP0], [KEEP1]], utilities=utilities)
    state = play(state, (0, ["play", "snake-1"]), (1, ["no_reaction"]))
    assert state.actors() == [0] and state.legal_actions(0) == [["keep", "well-1"], ["keep", "boat-1"]]
    state = play(state, (0, ["keep", "boat-1"]))
    assert state.actors() == [1]
    state = play(state, (1, ["keep", "scale-1"]))
    assert state.utilities == [["boat-1"], ["scale-1"]] and state.actors() == [0]
    assert sorted(state.discard) == sorted(["well-1", "drums-1", "kettle-1", "snake-1"])


def test_elephant_pools_the_wares_and_drafts_them_back_you_first_with_an_odd_count():
    state = stacked(
        hands=[["elephant-1", KEEP0], [KEEP1]], wares=[{"salt": 1, "tea": 1}, {"tea": 2, "silk": 1}]
    )
    state = play(state, (0, ["play", "elephant-1"]), (1, ["no_reaction"]))
    assert state.wares == [[0] * 6, [0] * 6] and state.view(1)["pending"]["pool"]["tea"] == 3
    order = [(0, "tea"), (1, "tea"), (0, "tea"), (1, "salt")]
    for seat, ware in order:
        assert state.actors() == [seat]
        state = play(state, (seat, ["take", ware]))
    # Five wares: the last (silk) goes to the first picker without a choice.
    assert state.wares == [W(tea=2, silk=1), W(tea=1, salt=1)] and state.actors() == [0]


def test_elephant_draft_skips_a_player_without_room_and_returns_what_nobody_can_take():
    state = stacked(hands=[["elephant-1", KEEP0], [KEEP1]], wares=[{"tea": 6}, {"salt": 6}], gold=[1, 0])
    assert state.large_full == [True, True]
    state = play(state, (0, ["play", "elephant-1"]), (1, ["no_reaction"]))
    # The stands were emptied: each may now fill 5 spaces (the 6th needs a fee they cannot pay).
    assert state.room(0) == state.room(1) == 5 and state.large_full == [False, False]
    picks = []
    while state.phase_name() == "draft_wares":  # salt first; the tea is handed out without a choice
        seat = state.actors()[0]
        picks.append(seat)
        state = play(state, (seat, ["take", "salt"]))
    assert picks == [0, 1, 0, 1, 0, 1]
    assert state.wares == [W(salt=3, tea=2), W(salt=3, tea=2)]
    assert state.supply[WARES.index("tea")] == 2 and state.all_wares() == [6] * 6
    returned = events(state, "wares_returned")[-1]
    assert returned == {"event": "wares_returned", "seat": 1, "wares": ["tea", "tea"]}


def test_ape_pools_both_hands_and_drafts_them_back():
    state = stacked(hands=[["ape-1", "guard-1", "ware-05"], ["well-1", "boat-1", "scale-1", KEEP1]])
    state = play(state, (0, ["play", "ape-1"]), (1, ["no_reaction"]))
    pool = state.view(1)["pending"]["cards"]
    assert sorted(pool) == sorted(["guard-1", "ware-05", "well-1", "boat-1", "scale-1", KEEP1])
    assert state.hands == [[], []]
    for seat, card in [(0, "well-1"), (1, "ware-05"), (0, "guard-1"), (1, "boat-1"), (0, "scale-1")]:
        state = play(state, (seat, ["take", card]))
    assert state.hands == [["well-1", "guard-1", "scale-1"], ["ware-05", "boat-1", KEEP1]]


def test_lion_pools_the_utilities_and_drafts_them_back():
    state = stacked(
        hands=[["lion-1", KEEP0], [KEEP1]], utilities=[["well-1"], ["drums-1", "scale-1", "boat-1"]]
    )
    state = play(state, (0, ["play", "lion-1"]), (1, ["no_reaction"]))
    for seat, card in [(0, "scale-1"), (1, "well-1"), (0, "boat-1")]:
        state = play(state, (seat, ["take", card]))
    assert state.utilities == [["scale-1", "boat-1"], ["well-1", "drums-1"]]


def test_cheetah_the_opponent_chooses_two_gold_or_two_cards():
    state = stacked(deck=["guard-1", "guard-2"], hands=[["cheetah-1", KEEP0], [KEEP1]])
    state = play(state, (0, ["play", "cheetah-1"]), (1, ["no_reaction"]))
    assert state.actors() == [1] and state.legal_actions(1) == [["give_gold"], ["let_draw"]]
    paid = play(state, (1, ["give_gold"]))
    assert paid.gold == [22, 18]
    drew = play(state, (1, ["let_draw"]))
    assert drew.hands[0] == [KEEP0, "guard-1", "guard-2"] and drew.gold == [20, 20]
    broke = stacked(deck=["guard-1", "guard-2"], hands=[["cheetah-1", KEEP0], [KEEP1]], gold=[20, 1])
    broke = play(broke, (0, ["play", "cheetah-1"]), (1, ["no_reaction"]))
    assert broke.hands[0] == [KEEP0, "guard-1", "guard-2"]  # the only choice left is made for them


# --- the end --------------------------------------------------------------------------------------------


def test_sixty_gold_at_the_end_of_a_turn_gives_the_opponent_one_last_turn():
    state = stacked(gold=[59, 40])
    state = play(state, (0, ["end_turn"]))  # 59 + 1 bonus
    assert state.trigger == 0 and state.actors() == [1] and state.view(0)["final_turn"]
    assert {"event": "last_turn", "seat": 1, "trigger": 0, "gold": 60} in state.log
    state = play(state, (1, ["end_turn"]))
    assert state.is_over() and state.actors() == [] and state.legal_actions(0) == state.legal_actions(1) == []
    result = state.result()
    assert result["winners"] == [0] and result["scores"] == [60, 41] and result["ranking"] == [0, 1]
    assert result["breakdown"][0]["triggered"] and result["breakdown"][1]["place"] == 2


def test_a_tie_goes_to_the_player_who_had_the_last_turn():
    state = stacked(gold=[60, 59], hands=[[KEEP0], [KEEP1]])
    state = play(state, (0, ["end_turn"]), (1, ["end_turn"]))
    assert state.gold == [61, 60] and state.result()["winners"] == [0]
    state = stacked(gold=[59, 60])
    state = play(state, (0, ["end_turn"]), (1, ["end_turn"]))
    assert state.gold == [60, 61] and state.result()["winners"] == [1]
    tie = stacked(gold=[60, 60], hands=[["ware-05", KEEP0], [KEEP1]])
    tie = play(tie, (0, ["end_turn"]), (1, ["end_turn"]))
    assert tie.gold == [61, 61] and tie.result()["winners"] == [1] and tie.result()["ranking"] == [1, 0]


def test_the_last_turn_is_played_even_below_the_target_and_ends_the_game():
    state = stacked(gold=[65, 10], hands=[[KEEP0], ["ware-05", KEEP1]])
    state = play(state, (0, ["end_turn"]))
    state = play(state, (1, ["play", "ware-05", "buy"]), (0, ["no_reaction"]))
    assert not state.is_over()
    state = play(state, (1, ["end_turn"]))
    assert state.is_over() and state.result()["winners"] == [0]
    assert state.progress() == {"key": "progress.jambo", "params": {"turn": 2}}


# --- bad input ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "action",
    [
        ["play"],
        ["play", "ware-05"],
        ["play", "ware-05", "steal"],
        ["play", "guard-1"],
        ["use", "well-1"],
        ["use"],
        ["end_turn", 1],
        ["keep"],
        ["no_reaction"],
        ["play", ["ware-05"], "buy"],
        "end_turn",
        None,
        [],
        {"play": 1},
    ],
)
def test_garbage_actions_are_refused(action):
    state = stacked(hands=[["ware-05", "guard-1", KEEP0], [KEEP1]])
    with pytest.raises(IllegalAction):
        state.apply(0, action)
    with pytest.raises(IllegalAction):
        state.apply(1, ["end_turn"])
    with pytest.raises(IllegalAction):
        state.apply(2, ["end_turn"])


def test_apply_leaves_the_old_state_alone():
    state = stacked(hands=[["basket_maker-1", KEEP0], [KEEP1]])
    before = state.view(0)
    after = play(state, (0, ["play", "basket_maker-1"]), (0, ["take", "tea"]))
    assert state.view(0) == before and after.view(0) != before
