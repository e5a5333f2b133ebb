"""Elfengold rules scenarios (shared/rules/elfenland_elfengold.md section 5; the seed is the source)."""

import json

import pytest

from tabletop.engine.core import BadOptions, IllegalAction
from tabletop.engine.log import SharedLog
from tabletop.engine.rng import Rng
from tabletop.games import GAMES
from tabletop.games.elfengold.data import GOLD_TOKENS, GOLD_VALUES, ITEM_KINDS, ITEM_POOL
from tabletop.games.elfengold.rules import ElfengoldState
from tabletop.games.elfenland.data import CARD_KINDS, EXITS, ROADS, TOWN_IDS
from tabletop.games.elfenland.routes import distance, multisets

GAME = GAMES["elfengold"]
# Roads by terrain (the first town is `a`): plains Elvenhold-Lapphalya, forest Elvenhold-Erg'Eren,
# desert Al'Baran-Feodor, mountain Strykhaven-Virst, river Elvenhold->Rivinia, lake Elvenhold-Virst.
PLAINS, FOREST, DESERT, MOUNTAIN, RIVER, LAKE = 2, 11, 21, 34, 36, 43
FEODOR_LAPPHALYA = 13  # forest


def state_at(phase, players=2, options=None, **kwargs):
    options = GAME.resolve_options(players, options or {})
    return ElfengoldState.initial(GAME, players, 1, options, phase=phase, **kwargs)


def play(state, *moves):
    for seat, action in moves:
        state = state.apply(seat, action)
    return state


def events(state, name):
    return [entry for entry in state.log if entry["event"] == name]


# --- the game object and the set-up ---------------------------------------------------------------


def test_game_description_and_options():
    assert GAME.id == "elfengold" and GAME.title_key == "game.elfengold.title"
    assert GAME.summary_key == "game.elfengold.summary"
    assert (GAME.min_players, GAME.max_players) == (2, 6) and GAME.private_info
    assert GAME.bot_levels == ("sensible", "easy", "strong", "random")
    assert GAME.resolve_options(3, {}) == {
        "opening_seat": 0,
        "witches": False,
        "town_cards": False,
        "gold_values": "fixed",
        "hand_limit": True,
        "open_table": False,
    }
    for bad in ({"opening_seat": 2}, {"witches": 1}, {"gold_values": "odd"}, {"rounds": 4}):
        with pytest.raises(BadOptions):
            GAME.resolve_options(2, bad)
    with pytest.raises(BadOptions):
        GAME.new(1, 1)


def test_set_up_deals_5_cards_shows_3_and_shuffles_the_gold_cards_into_the_rest():
    state = GAME.new(3, 7)
    assert [state.held(seat) for seat in range(3)] == [5, 5, 5]
    assert len(state.card_row) == 3 and "gold" not in state.card_row
    assert len(state.deck) == 63 - 15 - 3 + 7 and state.deck.count("gold") == 7
    assert state.gold == [12, 12, 12] and state.gold_values == GOLD_VALUES
    assert state.rounds == 6 and state.round == 1
    # Round 1 skips drawing travel cards and the income: the first phase is drawing items.
    assert state.phase == "draw_items" and state.actors() == [0] and len(state.drawn) == 2
    assert len(state.stack) == 48 - 2 and not events(state, "allowance")
    assert sorted(state.stack + state.drawn) == sorted(k for k, n in ITEM_POOL.items() for _ in range(n))
    assert state.witches == [0, 0, 0] and "witch" not in state.deck + state.card_row


def test_the_witch_cards_are_shuffled_with_the_63_and_gold_values_can_be_random():
    state = GAME.new(2, 3, {"witches": True, "gold_values": "random"})
    cards = state.deck + state.card_row
    assert cards.count("witch") + sum(state.witches) == 6
    assert sorted(state.gold_values.values()) == list(GOLD_TOKENS) and "Elvenhold" not in state.gold_values
    assert any(GAME.new(2, seed, {"gold_values": "random"}).gold_values != GOLD_VALUES for seed in range(3))
    assert state.view(None)["gold_values"] == state.gold_values


# --- phase 1: travel cards ------------------------------------------------------------------------


def test_drawing_three_cards_each_from_the_row_the_supply_or_the_gold_pile():
    deck = ["gold", "elfcycle", "gold", "troll_wagon", "dragon", "raft", "unicorn", "giant_pig"] + [
        "raft"
    ] * 5
    state = state_at("draw_cards", card_row=["dragon", "unicorn", "raft"], deck=deck, hands=[{}, {}])
    assert state.phase == "draw_cards" and state.actors() == [0] and state.view(0)["draws_left"] == [3, 3]
    assert state.legal_actions(0) == [
        ["draw_card", "face_up", "unicorn"],
        ["draw_card", "face_up", "dragon"],
        ["draw_card", "face_up", "raft"],
        ["draw_card", "deck"],
    ]
    # A face-up card is replaced at once; a gold card turned up goes to the gold pile.
    state = state.apply(0, ["draw_card", "face_up", "unicorn"])
    assert state.hands[0][CARD_KINDS.index("unicorn")] == 1
    assert state.card_row == ["dragon", "raft", "elfcycle"] and state.gold_pile == 1
    assert events(state, "draw_card")[-1]["refill"] == ["gold", "elfcycle"]
    # A gold card drawn from the supply also goes to the pile; the player draws again, and may now
    # take the pile (3 gold a card; the gold cards go to the discards).
    state = state.apply(1, ["draw_card", "deck"])
    assert state.actors() == [1] and state.gold_pile == 2 and state.view(1)["draws_left"] == [2, 3]
    assert ["take_gold_pile"] in state.legal_actions(1)
    state = state.apply(1, ["take_gold_pile"])
    assert state.gold == [12, 18] and state.gold_pile == 0 and state.discard == ["gold", "gold"]
    assert {"event": "take_gold_pile", "seat": 1, "cards": 2, "gold": 6} in state.log
    assert ["take_gold_pile"] not in state.legal_actions(0)
    state = play(state, (0, ["draw_card", "deck"]), (1, ["draw_card", "deck"]))
    assert state.hands[0][CARD_KINDS.index("troll_wagon")] == 1
    assert {"event": "card_drawn", "seat": 0, "kind": "troll_wagon", "to": [0]} in state.log
    assert all(e["event"] != "card_drawn" for e in state.view(1)["log"] if e.get("seat") == 0)
    state = play(state, (0, ["draw_card", "deck"]), (1, ["draw_card", "face_up", "elfcycle"]))
    # Phase 2: 2 gold each from round 2; then the items.
    assert state.gold == [14, 20] and {"event": "allowance", "gold": 2} in state.log
    # Taking the gold pile was one of seat 1's three draws.
    assert state.phase == "draw_items" and [state.held(s) for s in (0, 1)] == [3, 2]


def test_an_empty_supply_is_made_from_the_shuffled_discards():
    state = state_at("draw_cards", card_row=[], deck=[], hands=[{}, {}])
    assert state.phase == "draw_items"  # nothing to draw at all: the draws are skipped
    state = state_at(
        "move", deck=["dragon"], card_row=[], hands=[{"giant_pig": 1}, {}], roads={PLAINS: ["giant_pig"]}
    )
    state = play(state, (0, ["move", PLAINS, "giant_pig"]), (0, ["take_cards"]))
    # The first card was the dragon; the second came from the reshuffled discards (the pig played).
    assert {"event": "reshuffle", "cards": 1} in state.log
    assert state.hands[0][CARD_KINDS.index("dragon")] == 1 and state.hands[0][0] == 1


# --- phase 3: items -------------------------------------------------------------------------------


def test_each_player_draws_two_items_and_shows_one():
    pile = ["dragon", "gold_piece", "unicorn", "unicorn"] + ["giant_pig"] * 10
    state = state_at("draw_items", players=2, item_pile=pile, hands=[{}, {}])
    assert state.drawn == ["dragon", "gold_piece"] and state.actors() == [0]
    assert state.legal_actions(0) == [["show_item", "dragon"], ["show_item", "gold_piece"]]
    assert state.view(0)["drawn"] == ["dragon", "gold_piece"]
    assert state.view(1)["drawn"] is None and state.view(1)["drawn_count"] == 2
    state = state.apply(0, ["show_item", "gold_piece"])
    assert state.open_counters[0] == ["gold_piece"] and state.secret_counters[0] == ["dragon"]
    assert {"event": "show_item", "seat": 0, "item": "gold_piece"} in state.log
    # Seat 1 drew two unicorns: one choice, but it is asked, or everyone would learn the secret one.
    assert state.phase == "draw_items" and state.actors() == [1]
    assert state.legal_actions(1) == [["show_item", "unicorn"]]
    assert state.view(0)["drawn"] is None and state.view(0)["drawn_count"] == 2
    state = state.apply(1, ["show_item", "unicorn"])
    assert {"event": "show_item", "seat": 1, "item": "unicorn"} in state.log
    assert state.open_counters[1] == ["unicorn"] and state.secret_counters[1] == ["unicorn"]
    assert state.phase == "auction" and state.view(1)["secret_counts"] == [1, 1]
    assert state.view(1)["secret_items"] == ["unicorn"] and state.view(0)["items"][1] == ["unicorn"]


# --- phase 4: the auction -------------------------------------------------------------------------


def test_the_auction_row_has_twice_as_many_items_as_players_and_goes_one_by_one():
    pile = ["giant_pig", "giant_pig", "elfcycle", "elfcycle"] + ["dragon", "unicorn", "obstacle", "double"]
    pile += ["troll_wagon"] * 8
    state = state_at("draw_items", players=2, item_pile=pile, hands=[{}, {}])
    state = play(state, (0, ["show_item", "giant_pig"]), (1, ["show_item", "elfcycle"]))
    assert state.phase == "auction"
    assert events(state, "auction_row")[0]["items"] == ["dragon", "unicorn", "obstacle", "double"]
    view, bidding = state.view(1)["auction"], state.view(1)["bidding"]
    assert bidding["lot"] == "dragon" and view["row"] == ["unicorn", "obstacle", "double"]
    # Bids are listed up to one more than all the players' gold together (ElfengoldState.max_bid).
    assert bidding["high_bid"] == 0 and bidding["high_bidder"] is None and view["cap"] == 25
    assert state.actors() == [0] and state.legal_actions(0) == [["pass"]] + [["bid", n] for n in range(1, 26)]
    state = play(state, (0, ["bid", 3]), (1, ["bid", 5]), (0, ["pass"]))
    assert state.gold == [12, 7] and state.open_counters[1] == ["elfcycle", "dragon"]
    assert {"event": "sold", "seat": 1, "item": "dragon", "price": 5} in state.log
    # Nobody bids on the unicorn: it goes back into the pile and is not replaced.
    pile_size = len(state.stack)
    state = play(state, (0, ["pass"]), (1, ["pass"]))
    assert {"event": "unsold", "item": "unicorn"} in state.log and len(state.stack) == pile_size + 1
    assert state.view(0)["bidding"]["lot"] == "obstacle"


def test_a_pass_is_final_for_that_item_and_the_starting_player_opens():
    options = {"opening_seat": 1}
    state = state_at("auction", players=3, options=options, lots=["dragon", "unicorn"], hands=[{}, {}, {}])
    assert state.actors() == [1]
    state = play(state, (1, ["pass"]), (2, ["bid", 1]), (0, ["bid", 2]))
    assert state.actors() == [2]  # seat 1 is out
    state = play(state, (2, ["bid", 4]), (0, ["pass"]))
    assert {"event": "sold", "seat": 2, "item": "dragon", "price": 4} in state.log
    # Everyone is back in for the next item, the starting player first.
    assert state.actors() == [1] and state.view(None)["bidding"]["still_in"] == [0, 1, 2]


def test_any_higher_bid_is_allowed_even_above_the_most_gold_anyone_holds():
    """Seed 004: "所喊出的價格，只要比之前高都可以" (any price called is allowed, if it is higher)."""
    state = state_at("auction", players=3, gold=[5, 10, 3], lots=["dragon"], hands=[{}, {}, {}])
    # The list stops only at one more than all the gold at the table (18 + 1): nobody could pay more.
    assert state.legal_actions(0)[-1] == ["bid", 19] and state.view(None)["auction"]["cap"] == 19
    state = play(state, (0, ["bid", 11]))  # above the 10 gold of the richest player: accepted
    assert state.bidding.high_bid == 11 and state.actors() == [1]
    state = play(state, (1, ["bid", 15]), (2, ["bid", 19]))  # and higher still, up to the top
    with pytest.raises(IllegalAction):
        state.apply(0, ["bid", 20])
    with pytest.raises(IllegalAction):
        state.apply(0, ["bid", 19])  # not higher than the high bid
    # At the top nobody can raise: the others are passed, and seat 2 cannot pay its 19.
    assert {"event": "unpaid", "seat": 2, "item": "dragon", "bid": 19, "lost": 3} in state.log
    assert state.gold == [5, 10, 0] and state.view(None)["auction"]["excluded"] == [2]


def test_bids_may_exceed_ones_gold_and_an_unpaid_bid_costs_all_gold_and_is_auctioned_again():
    """Seed 004: a winner who cannot pay "必須把所剩的錢都交給銀行，而該方塊仍必須重新進行拍賣" (gives
    all the gold left to the bank, and the same item is auctioned again)."""
    state = state_at("auction", players=3, gold=[5, 10, 3], lots=["dragon", "unicorn"], hands=[{}, {}, {}])
    state = play(state, (0, ["bid", 8]), (1, ["pass"]), (2, ["pass"]))
    assert state.gold == [0, 10, 3]
    assert {"event": "unpaid", "seat": 0, "item": "dragon", "bid": 8, "lost": 5} in state.log
    # The item is auctioned again, without the player who could not pay; the passes are forgotten.
    # The same item is auctioned again, opened by the starting player as every item is (seat 0 here,
    # who could not pay: so the next player), without the player who could not pay; the passes are
    # forgotten.
    assert state.view(None)["bidding"]["lot"] == "dragon" and state.lots == ["dragon", "unicorn"]
    assert state.view(None)["auction"]["excluded"] == [0] and state.actors() == [1]
    assert state.view(None)["bidding"]["high_bid"] == 0
    state = play(state, (1, ["bid", 2]), (2, ["bid", 3]), (1, ["pass"]))
    assert state.gold == [0, 10, 0] and state.open_counters[2] == ["dragon"]
    assert state.gold_in == 8 and sum(state.gold) == state.gold_start - state.gold_in
    # The next item: everyone is asked again, the starting player first, though without gold.
    assert state.view(None)["bidding"]["lot"] == "unicorn" and state.actors() == [0]
    assert state.view(None)["auction"]["excluded"] == []


def test_the_starting_player_opens_the_second_auction_of_an_item_nobody_paid_for():
    options = {"opening_seat": 1}
    hands = [{}, {}, {}]
    state = state_at("auction", players=3, options=options, gold=[4, 2, 9], lots=["dragon"], hands=hands)
    assert state.actors() == [1]
    state = play(state, (1, ["pass"]), (2, ["pass"]), (0, ["bid", 6]))
    assert {"event": "unpaid", "seat": 0, "item": "dragon", "bid": 6, "lost": 4} in state.log
    assert state.actors() == [1] and state.view(None)["bidding"]["still_in"] == [1, 2]


def test_a_player_with_no_gold_is_asked_and_may_bid():
    state = state_at("auction", players=3, gold=[0, 9, 5], lots=["dragon", "unicorn"], hands=[{}, {}, {}])
    assert state.actors() == [0]  # seat 0 has no gold and is asked all the same
    assert state.legal_actions(0) == [["pass"]] + [["bid", n] for n in range(1, 16)]
    assert state.view(0)["bidding"]["min_bid"] == 1 and state.view(0)["bidding"]["max_bid"] == 15
    state = play(state, (0, ["pass"]), (1, ["bid", 9]), (2, ["pass"]))
    assert {"event": "pass", "seat": 0, "forced": False} in state.log
    assert {"event": "sold", "seat": 1, "item": "dragon", "price": 9} in state.log
    # Now seats 0 and 1 have no gold: both are asked, and a bid that nobody can pay is lost.
    assert state.actors() == [0] and state.gold == [0, 0, 5]
    state = play(state, (0, ["bid", 1]), (1, ["bid", 2]), (2, ["pass"]), (0, ["pass"]))
    assert {"event": "unpaid", "seat": 1, "item": "unicorn", "bid": 2, "lost": 0} in state.log
    # Seat 1 may not bid on it again: seat 0 opens the second auction, and seat 2 buys.
    assert state.actors() == [0] and state.view(None)["auction"]["excluded"] == [1]
    state = play(state, (0, ["pass"]), (2, ["bid", 1]))
    assert {"event": "sold", "seat": 2, "item": "unicorn", "price": 1} in state.log and state.phase == "plan"


def test_an_item_nobody_can_pay_for_ends_unsold_once_every_bidder_has_failed():
    state = state_at("auction", players=2, gold=[0, 0], lots=["dragon"], hands=[{}, {}])
    assert state.legal_actions(0) == [["pass"], ["bid", 1]]
    state = play(state, (0, ["bid", 1]))  # at the top (nobody has gold): seat 1 cannot raise
    assert {"event": "unpaid", "seat": 0, "item": "dragon", "bid": 1, "lost": 0} in state.log
    state = play(state, (1, ["bid", 1]))
    assert {"event": "unpaid", "seat": 1, "item": "dragon", "bid": 1, "lost": 0} in state.log
    assert {"event": "unsold", "item": "dragon"} in state.log and state.phase != "auction"


# --- phase 5: planning ----------------------------------------------------------------------------


def test_tree_obstacles_and_gold_pieces_need_a_counter_and_exclude_each_other():
    roads = {PLAINS: ["giant_pig"], FOREST: ["giant_pig", "gold_piece"], DESERT: ["dragon", "obstacle"]}
    state = state_at("plan", open_items=[["obstacle", "gold_piece"], []], roads=roads)
    legal = state.legal_actions(0)
    assert legal == [["place", "obstacle", PLAINS], ["place", "gold_piece", PLAINS], ["pass"]]
    state = state.apply(0, ["place", "gold_piece", PLAINS])
    assert state.roads[PLAINS] == ("giant_pig", "gold_piece")
    # The tree now fits nowhere: both players pass by force and planning is over.
    assert state.phase == "move" and state.open_counters[0] == ["obstacle"]
    assert [e["forced"] for e in events(state, "pass")] == [True, True]


def test_sea_monsters_go_on_rivers_and_lakes_once_each():
    state = state_at(
        "plan", secret_items=[["sea_monster", "sea_monster"], []], roads={RIVER: ["sea_monster"]}
    )
    water = [a[2] for a in state.legal_actions(0) if a[0] == "place"]
    assert water == [35, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47]
    state = state.apply(0, ["place", "sea_monster", LAKE])
    assert state.roads[LAKE] == ("sea_monster",) and events(state, "place")[0]["secret"]


@pytest.mark.parametrize(
    "road, start, rafts",
    [(RIVER, "Elvenhold", 2), (RIVER, "Rivinia", 3), (LAKE, "Elvenhold", 3), (LAKE, "Virst", 3)],
)
def test_a_sea_monster_costs_one_more_raft(road, start, rafts):
    state = state_at("move", hands=[{"raft": 3}, {}], roads={road: ["sea_monster"]}, boots=[start, start])
    assert ["move", road, "raft"] in state.legal_actions(0)
    state = state.apply(0, ["move", road, "raft"])
    assert events(state, "move")[0]["cards"] == ["raft"] * rafts
    poor = state_at("move", hands=[{"raft": rafts - 1}, {}], roads={road: ["sea_monster"]}, boots=[start] * 2)
    assert ["move", road, "raft"] not in poor.legal_actions(0)


def test_double_adds_a_second_transport_and_an_obstacle_affects_both():
    state = state_at(
        "plan", open_items=[["double", "elfcycle", "giant_pig"], []], roads={PLAINS: ["giant_pig"]}
    )
    doubles = [a for a in state.legal_actions(0) if a[0] == "double"]
    assert ["double", PLAINS, "elfcycle"] in doubles and ["double", PLAINS, "giant_pig"] not in doubles
    assert ["double", FOREST, "elfcycle"] not in doubles  # a road without a counter
    state = state.apply(0, ["double", PLAINS, "elfcycle"])
    assert state.roads[PLAINS] == ("giant_pig", "double", "elfcycle") and state.open_counters[0] == [
        "giant_pig"
    ]
    assert {"event": "double", "seat": 0, "road": PLAINS, "kind": "elfcycle", "secret": False} in state.log
    # Moving: either transport may be used; an obstacle adds a card to both and to caravans.
    roads = {PLAINS: ["giant_pig", "double", "elfcycle", "obstacle"]}
    mover = state_at("move", hands=[{"giant_pig": 2, "elfcycle": 2}, {}], roads=roads)
    legal = mover.legal_actions(0)
    assert ["move", PLAINS, "giant_pig"] in legal and ["move", PLAINS, "elfcycle"] in legal
    assert all(len(a[3]) == 4 for a in legal if a[0] == "move" and a[2] == "caravan")
    moved = mover.apply(0, ["move", PLAINS, "elfcycle"])
    assert events(moved, "move")[0]["cards"] == ["elfcycle", "elfcycle"]
    cheap = state_at("move", hands=[{"giant_pig": 1, "elfcycle": 1}, {}], roads=roads)
    assert not [a for a in cheap.legal_actions(0) if a[0] == "move"]


def test_exchange_swaps_two_counters_that_stay_legal_and_goes_back_into_the_pile():
    roads = {PLAINS: ["giant_pig"], MOUNTAIN: ["dragon"], DESERT: ["unicorn"], FOREST: ["elfcycle"]}
    state = state_at("plan", open_items=[["exchange"], []], roads=roads, item_pile=["obstacle"] * 5)
    exchanges = [a for a in state.legal_actions(0) if a[0] == "exchange"]
    # A pig cannot cross mountains or deserts; a unicorn cannot cross plains; an elfcycle no desert.
    assert exchanges == [
        ["exchange", PLAINS, "giant_pig", FOREST, "elfcycle"],
        ["exchange", FOREST, "elfcycle", MOUNTAIN, "dragon"],
        ["exchange", DESERT, "unicorn", MOUNTAIN, "dragon"],
    ]
    for bad in (
        ["exchange", MOUNTAIN, "dragon", DESERT, "unicorn"],  # roads in increasing order only
        ["exchange", PLAINS, "giant_pig", MOUNTAIN, "dragon"],  # a pig on a mountain
        ["exchange", PLAINS, "dragon", MOUNTAIN, "giant_pig"],  # not the counters lying there
    ):
        assert bad not in exchanges
        with pytest.raises(IllegalAction):
            state.apply(0, bad)
    pile = len(state.stack)
    state = state.apply(0, ["exchange", DESERT, "unicorn", MOUNTAIN, "dragon"])
    assert state.roads[DESERT] == ("dragon",) and state.roads[MOUNTAIN] == ("unicorn",)
    assert len(state.stack) == pile + 1 and "exchange" in state.stack and state.open_counters[0] == []
    assert events(state, "exchange") == [
        {
            "event": "exchange",
            "seat": 0,
            "roads": [DESERT, MOUNTAIN],
            "kinds": ["unicorn", "dragon"],
            "secret": False,
        }
    ]


def test_exchange_never_leaves_the_same_transport_twice_on_a_doubled_road():
    roads = {
        PLAINS: ["giant_pig", "double", "elfcycle"],
        FEODOR_LAPPHALYA: ["giant_pig"],
        FOREST: ["elfcycle"],
    }
    state = state_at("plan", open_items=[["exchange"], []], roads=roads)
    exchanges = [a for a in state.legal_actions(0) if a[0] == "exchange"]
    assert ["exchange", PLAINS, "elfcycle", FOREST, "elfcycle"] not in exchanges  # same kind: no swap
    assert ["exchange", PLAINS, "elfcycle", FEODOR_LAPPHALYA, "giant_pig"] not in exchanges
    assert ["exchange", PLAINS, "giant_pig", FOREST, "elfcycle"] not in exchanges
    assert exchanges == [["exchange", FOREST, "elfcycle", FEODOR_LAPPHALYA, "giant_pig"]]


def test_planning_ends_when_everyone_passes_in_a_row():
    state = state_at("plan", open_items=[["dragon", "dragon"], ["unicorn"]], hands=[{}, {}])
    state = play(state, (0, ["pass"]), (1, ["place", "unicorn", FOREST]), (0, ["place", "dragon", DESERT]))
    # Seat 1 has nothing left and passes by force; seat 0 passes: the phase is over.
    assert {"event": "pass", "seat": 1, "forced": True} in state.log
    state = play(state, (0, ["pass"]))
    assert state.phase != "plan"


# --- phase 6: moving and income -------------------------------------------------------------------


def test_income_counts_every_town_entered_and_doubles_after_a_gold_piece():
    roads = {PLAINS: ["giant_pig", "gold_piece"], FEODOR_LAPPHALYA: ["giant_pig"]}
    state = state_at("move", hands=[{"giant_pig": 5}, {}], roads=roads, deck=["raft"] * 10)
    state = play(
        state,
        (0, ["move", PLAINS, "giant_pig"]),  # Lapphalya 2, doubled
        (0, ["move", FEODOR_LAPPHALYA, "giant_pig"]),  # Feodor 4
        (0, ["move", FEODOR_LAPPHALYA, "giant_pig"]),  # Lapphalya again: 2
        (0, ["move", PLAINS, "giant_pig"]),  # Elvenhold: nothing, doubled or not
        (0, ["move", PLAINS, "giant_pig"]),  # Lapphalya, doubled again: 4
    )
    moves = events(state, "move")
    assert [m["gold"] for m in moves] == [4, 4, 2, 0, 4]
    assert [m["doubled"] for m in moves] == [True, False, False, True, True]
    assert [m["collected"] for m in moves] == [True, True, False, False, False]
    # No cards left: the journey ends and the player chooses gold or two cards.
    assert state.phase == "income" and state.view(1)["earned"] == 14
    assert state.legal_actions(0) == [["take_income"], ["take_cards"]]
    state = state.apply(0, ["take_income"])
    assert state.gold[0] == 12 + 14
    assert {"event": "income", "seat": 0, "gold": 14, "forced": False} in state.log


def test_two_cards_instead_of_gold_and_a_player_who_does_not_move_draws_them():
    state = state_at(
        "move",
        hands=[{"giant_pig": 1}, {}],
        roads={PLAINS: ["giant_pig"]},
        deck=["dragon", "unicorn", "raft", "raft", "raft"],
        card_row=["elfcycle"],
    )
    state = play(state, (0, ["move", PLAINS, "giant_pig"]), (0, ["take_cards"]))
    assert state.hands[0] == [0, 0, 0, 1, 0, 1, 0] and state.gold == [12, 12]
    # Seat 1 cannot move: the two cards are drawn for it (a journey worth nothing earns no gold).
    assert {"event": "take_cards", "seat": 1, "forced": True} in state.log
    assert state.hands[1][CARD_KINDS.index("raft")] == 2


def test_a_gold_card_drawn_as_income_offers_the_phase_1_choices():
    state = state_at(
        "move",
        hands=[{"giant_pig": 1}, {}],
        roads={PLAINS: ["giant_pig"]},
        deck=["dragon", "gold", "raft", "raft", "raft", "raft"],
        card_row=["elfcycle", "unicorn", "magic_cloud"],
        gold_pile=1,
    )
    state = play(state, (0, ["move", PLAINS, "giant_pig"]), (0, ["take_cards"]))
    assert state.phase == "income_draw" and state.gold_pile == 2 and state.actors() == [0]
    assert state.legal_actions(0) == [
        ["draw_card", "face_up", "elfcycle"],
        ["draw_card", "face_up", "magic_cloud"],
        ["draw_card", "face_up", "unicorn"],
        ["draw_card", "deck"],
        ["take_gold_pile"],
    ]
    state = state.apply(0, ["take_gold_pile"])
    assert state.gold[0] == 12 + 6 and state.hands[0][CARD_KINDS.index("dragon")] == 1
    # Seat 1 cannot move and draws its two cards; the round is over.
    assert state.hands[1][CARD_KINDS.index("raft")] == 2 and state.round == 2


def test_hand_limit_after_the_turn_and_its_option():
    state = state_at("move", hands=[{"giant_pig": 4, "raft": 3}, {}], roads={PLAINS: ["giant_pig"]})
    state = play(state, (0, ["move", PLAINS, "giant_pig"]), (0, ["end_move"]), (0, ["take_income"]))
    assert state.phase == "discard" and state.view(0)["to_discard"] == 2
    assert state.legal_actions(0) == [["discard", "giant_pig"], ["discard", "raft"]]
    state = play(state, (0, ["discard", "raft"]), (0, ["discard", "raft"]))
    assert state.held(0) == 4 and {"event": "hand_limit", "seat": 0, "count": 2} in state.log
    free = state_at(
        "move",
        options={"hand_limit": False},
        hands=[{"giant_pig": 4, "raft": 3}, {}],
        roads={PLAINS: ["giant_pig"]},
    )
    free = play(free, (0, ["move", PLAINS, "giant_pig"]), (0, ["end_move"]), (0, ["take_income"]))
    assert free.held(0) == 6 and not events(free, "discard")


def test_the_witch_cancels_an_obstacle_for_one_gold_or_flies_for_three():
    options = {"witches": True}
    state = state_at(
        "move",
        options=options,
        hands=[{"raft": 2, "witch": 2}, {}],
        roads={LAKE: ["sea_monster"]},
        gold=[5, 12],
    )
    assert ["move", LAKE, "raft"] not in state.legal_actions(0)  # 3 rafts with the sea monster
    assert ["move", LAKE, "raft", "witch"] in state.legal_actions(0)
    state = state.apply(0, ["move", LAKE, "raft", "witch"])
    move = events(state, "move")[0]
    assert move["cards"] == ["raft", "raft"] and move["witch"] and move["witch_gold"] == 1
    assert state.gold[0] == 4 and state.witches[0] == 1 and state.boots[0] == "Virst"
    # The magic flight: any town, 3 gold, the town piece but none of its gold.
    assert ["fly", "Al'Baran"] in state.legal_actions(0) and ["fly", "Virst"] not in state.legal_actions(0)
    state = state.apply(0, ["fly", "Al'Baran"])
    assert state.boots[0] == "Al'Baran" and state.gold[0] == 1 and "Al'Baran" in state.view(1)["collected"][0]
    assert events(state, "fly") == [
        {"event": "fly", "seat": 0, "from_town": "Virst", "to_town": "Al'Baran", "collected": True, "gold": 3}
    ]
    # Nothing left to pay with: the journey ends; it earned Virst's 3 gold only.
    assert state.phase == "income" and state.view(0)["earned"] == 3
    assert state.discard.count("witch") == 2


def test_a_witch_over_a_tree_on_land_and_not_without_gold():
    options = {"witches": True}
    roads = {PLAINS: ["giant_pig", "obstacle"]}
    state = state_at(
        "move", options=options, hands=[{"giant_pig": 1, "witch": 1}, {}], roads=roads, gold=[0, 0]
    )
    # Without gold the Witch is no help: ending the journey is the only choice. It is asked all the
    # same: two pigs would pay, and the others do not know the second card is a Witch.
    assert state.legal_actions(0) == [["end_move"]]
    state = state.apply(0, ["end_move"])
    assert events(state, "end_move")[0] == {"event": "end_move", "seat": 0, "forced": False}
    rich = state_at(
        "move", options=options, hands=[{"giant_pig": 1, "witch": 1}, {}], roads=roads, gold=[1, 0]
    )
    assert rich.legal_actions(0) == [["move", PLAINS, "giant_pig", "witch"], ["end_move"]]


def test_a_witch_takes_a_caravan_past_a_tree_for_one_gold():
    """A Witch stands in for the obstacle's extra card of a caravan too (the corrected rules page):
    3 cards of any kinds, the Witch and 1 gold instead of 4 cards."""
    options = {"witches": True}
    roads = {DESERT: ["dragon", "obstacle"]}
    hand = {"giant_pig": 1, "raft": 2, "witch": 1}
    state = state_at(
        "move", options=options, hands=[hand, {}], roads=roads, gold=[1, 0], boots=["Al'Baran"] * 2
    )
    caravan = ["move", DESERT, "caravan", ["giant_pig", "raft", "raft"], "witch"]
    # Three cards cannot pay the 4-card caravan and there is no dragon: only the Witch gets through.
    assert state.legal_actions(0) == [caravan, ["end_move"]]
    assert state.is_legal(0, caravan)
    for bad in (
        ["move", DESERT, "caravan", ["raft", "raft", "giant_pig"], "witch"],  # not in kind order
        ["move", DESERT, "caravan", ["giant_pig", "raft"], "witch"],
        ["move", DESERT, "caravan", ["giant_pig", "raft", "raft", "raft"], "witch"],
        ["move", DESERT, "caravan", ["giant_pig", "raft", "raft"], "raft"],
        ["move", DESERT, "caravan", ["giant_pig", "raft", "raft"]],
    ):
        assert not state.is_legal(0, bad)
    state = state.apply(0, caravan)
    move = events(state, "move")[0]
    assert move["caravan"] and move["kind"] is None and move["witch"] and move["witch_gold"] == 1
    assert move["cards"] == ["giant_pig", "raft", "raft"] and move["to_town"] == "Feodor"
    assert state.gold[0] == 0 and state.witches[0] == 0 and state.held(0) == 0
    assert state.discard.count("witch") == 1 and "Feodor" in state.view(1)["collected"][0]
    # No Witch caravan where there is no obstacle, nor without the gold.
    plain = state_at(
        "move",
        options=options,
        hands=[hand, {}],
        roads={DESERT: ["dragon"]},
        gold=[1, 0],
        boots=["Al'Baran"] * 2,
    )
    assert not [a for a in plain.legal_actions(0) if a[-1] == "witch"]
    assert ["move", DESERT, "caravan", ["giant_pig", "raft", "raft"]] in plain.legal_actions(0)
    poor = state_at(
        "move", options=options, hands=[hand, {}], roads=roads, gold=[0, 0], boots=["Al'Baran"] * 2
    )
    assert poor.legal_actions(0) == [["end_move"]]


def test_a_journey_ends_by_itself_only_when_everyone_can_see_that_nothing_can_be_paid():
    options = {"witches": True}
    # Two cards and one gold: two cards of the right kind, or a card and a Witch, would pay for the
    # pig road with its tree, so the player is asked, though its cards (two rafts) pay for nothing.
    roads = {PLAINS: ["giant_pig", "obstacle"]}
    state = state_at(
        "move", options=options, hands=[{"raft": 2}, {}], roads=roads, gold=[1, 0], boots=["Lapphalya"] * 2
    )
    assert state.actors() == [0] and state.legal_actions(0) == [["end_move"]]
    # One card: a Witch would still fly for 3 gold, but with 2 gold nothing could be paid.
    alone = state_at(
        "move", options=options, hands=[{"raft": 1}, {}], roads=roads, gold=[2, 0], boots=["Kihromah"] * 2
    )
    assert {"event": "end_move", "seat": 0, "forced": True} in alone.log
    rich = state_at(
        "move", options=options, hands=[{"raft": 1}, {}], roads=roads, gold=[3, 0], boots=["Kihromah"] * 2
    )
    assert rich.actors() == [0] and rich.legal_actions(0) == [["end_move"]]


def test_a_discard_of_a_single_kind_is_still_asked():
    state = state_at("move", hands=[{"giant_pig": 7}, {}], roads={PLAINS: ["giant_pig"]}, deck=["raft"] * 6)
    state = play(state, (0, ["move", PLAINS, "giant_pig"]), (0, ["end_move"]), (0, ["take_income"]))
    assert state.phase == "discard" and state.legal_actions(0) == [["discard", "giant_pig"]]
    state = play(state, (0, ["discard", "giant_pig"]), (0, ["discard", "giant_pig"]))
    assert state.held(0) == 4 and {"event": "hand_limit", "seat": 0, "count": 2} in state.log


def test_a_player_whose_secret_item_fits_nowhere_is_asked_to_pass():
    # A secret tree needs a road with a counter: there is none, but only seat 0 knows its item is a
    # tree (a secret transport counter could go on any empty road). Seat 1, with nothing, passes.
    state = state_at("plan", secret_items=[["obstacle"], []], hands=[{}, {}])
    assert state.actors() == [0] and state.legal_actions(0) == [["pass"]]
    state = state.apply(0, ["pass"])
    assert [(e["seat"], e["forced"]) for e in events(state, "pass")] == [(0, False), (1, True)]
    # Only open items that fit nowhere: everyone sees it, so the pass is made without asking.
    state = state_at("plan", open_items=[["obstacle", "gold_piece"], []], hands=[{}, {}])
    assert [(e["seat"], e["forced"]) for e in events(state, "pass")] == [(0, True), (1, True)]
    # Two secret items: a Double and a transport would do where a road holds one counter.
    roads = {
        road.id: ["dragon", "obstacle"]
        for road in ROADS
        if road.terrain in ("plains", "forest", "desert", "mountain")
    }
    roads[PLAINS] = ["dragon"]
    state = state_at(
        "plan",
        open_items=[["gold_piece"], []],
        secret_items=[["obstacle", "obstacle"], []],
        roads=roads,
        hands=[{}, {}],
    )
    assert state.actors() == [0] and state.legal_actions(0) != [["pass"]]  # the open gold piece fits


def test_items_to_keep_are_asked_when_secret_ones_might_differ():
    state = state_at(
        "move",
        secret_items=[["dragon", "dragon", "dragon"], ["obstacle"]],
        open_items=[[], ["unicorn", "unicorn", "unicorn"]],
        hands=[{}, {}],
        deck=["raft"] * 10,
    )
    # Three secret dragons: one kind of choice, asked twice, or the others would learn they are alike.
    assert state.phase == "keep" and state.actors() == [0]
    assert state.legal_actions(0) == [["keep_item", "dragon", "secret"]]
    state = play(state, (0, ["keep_item", "dragon", "secret"]), (0, ["keep_item", "dragon", "secret"]))
    # Seat 1: three open unicorns and a secret tree, more than it may keep: asked.
    assert state.actors() == [1]
    state = play(state, (1, ["keep_item", "obstacle", "secret"]))
    # The last pick has only open unicorns left, as everyone sees: made without asking.
    assert state.round == 2
    picks = [(e["seat"], e["kind"], e["forced"]) for e in events(state, "keep_item")]
    assert picks == [(0, None, False), (0, None, False), (1, None, False), (1, "unicorn", True)]


# --- phase 7 and the end --------------------------------------------------------------------------


def test_each_player_keeps_two_items_and_everything_else_goes_back():
    state = state_at(
        "plan",
        open_items=[["dragon", "unicorn", "giant_pig"], ["elfcycle"]],
        secret_items=[["gold_piece"], []],
        roads={FOREST: ["troll_wagon", "obstacle"], RIVER: ["sea_monster"]},
        hands=[{}, {}],
        item_pile=["exchange"] * 3,
        deck=["raft"] * 20,
    )
    state = play(state, (0, ["place", "giant_pig", PLAINS]), (1, ["pass"]), (0, ["pass"]))
    # Nobody can move; the round ends with the keep phase.
    assert state.phase == "keep" and state.actors() == [0]
    assert state.legal_actions(0) == [
        ["keep_item", "unicorn", "open"],
        ["keep_item", "dragon", "open"],
        ["keep_item", "gold_piece", "secret"],
    ]
    state = state.apply(0, ["keep_item", "gold_piece", "secret"])
    assert state.view(0)["kept"] == ["gold_piece"] and state.view(1)["kept"] == [None]
    state = state.apply(0, ["keep_item", "dragon", "open"])
    # Seat 1 keeps its only item without being asked; round 2 begins with seat 1 starting.
    assert state.round == 2 and state.starter == 1
    assert state.open_counters[0] == ["dragon"] and state.secret_counters[0] == ["gold_piece"]
    assert state.open_counters[1] == ["elfcycle"]
    assert {"event": "return_items", "seat": 0, "count": 1} in state.log
    assert {"event": "round_end", "round": 1, "returned": 4} in state.log
    returned = ["unicorn", "giant_pig", "troll_wagon", "obstacle", "sea_monster"]
    assert sorted(state.stack) == sorted(["exchange"] * 3 + returned) and all(r == () for r in state.roads)


def test_the_game_ends_after_round_6_most_towns_then_most_gold():
    state = state_at(
        "move",
        players=3,
        round=6,
        hands=[{}, {}, {}],
        deck=["raft"] * 10,
        gold=[3, 9, 9],
        collected=[["Feodor", "Virst"], ["Feodor", "Ixara"], ["Virst"]],
    )
    assert state.is_over() and state.phase == "over"
    result = state.result()
    assert result["scores"] == [2, 2, 1] and result["winners"] == [1] and result["ranking"] == [1, 0, 2]
    assert result["breakdown"][1]["gold"] == 9 and result["reason"] == "rounds"
    tie = state_at(
        "move", round=6, hands=[{}, {}], deck=["raft"] * 4, gold=[4, 4], collected=[["Virst"], ["Ixara"]]
    )
    assert tie.result()["winners"] == [0, 1]
    assert state_at("move", round=5, hands=[{}, {}], deck=["raft"] * 4).round == 6


def test_all_twenty_towns_ends_the_game_after_that_round():
    everything = [t for t in TOWN_IDS if t not in ("Elvenhold", "Lapphalya")]
    state = state_at(
        "move",
        hands=[{"giant_pig": 1}, {}],
        roads={PLAINS: ["giant_pig"]},
        collected=[everything, []],
        deck=["raft"] * 10,
    )
    state = play(state, (0, ["move", PLAINS, "giant_pig"]), (0, ["take_income"]))
    assert state.is_over() and state.result()["reason"] == "all_towns" and state.result()["scores"] == [20, 0]


def test_town_cards_score_towns_minus_distance():
    state = state_at(
        "move",
        options={"town_cards": True},
        round=6,
        hands=[{}, {}],
        deck=["raft"] * 4,
        collected=[["Feodor", "Virst", "Ixara"], ["Feodor"]],
        boots=["Elvenhold", "Tichih"],
        town_cards=["Yttar", "Tichih"],
    )
    far = distance("Elvenhold", "Yttar")
    assert state.result()["scores"] == [3 - far, 1] and state.view(0)["town_cards"] == ["Yttar", "Tichih"]


# --- the log and what each seat sees --------------------------------------------------------------


def test_shared_log_branches_without_disturbing_each_other():
    base = SharedLog([{"n": 0}])
    a, b = base[:], base.copy()
    a.append({"n": 1})
    b.append({"n": 2})
    assert list(base) == [{"n": 0}] and list(a) == [{"n": 0}, {"n": 1}] and list(b) == [{"n": 0}, {"n": 2}]
    assert a[-1] == {"n": 1} and {"n": 2} in b and {"n": 2} not in a and len(a) == 2
    with pytest.raises(IndexError):
        base[1]


def test_a_seats_view_does_not_change_when_only_hidden_information_changes():
    """Others' hands, secret items and drawn cards, and the order of the supply and of the item pile
    below what is turned up, are hidden from seat 0."""
    options = GAME.resolve_options(3, {"town_cards": True, "witches": True})
    rng = Rng(5)
    rest = ["raft"] * 3 + ["dragon"] * 3 + ["unicorn"] * 3 + ["witch", "gold"]
    pile = ["troll_wagon"] * 4 + ["double", "exchange", "sea_monster"]

    def make(second, rest, pile, hands, secrets, cards):
        return ElfengoldState.initial(
            GAME,
            3,
            1,
            options,
            deck=["elfcycle", second] + rest,
            card_row=["giant_pig", "raft", "magic_cloud"],
            hands=hands,
            item_pile=pile,
            open_items=[["dragon"], [], []],
            secret_items=secrets,
            town_cards=cards,
            round=2,
            phase="draw_cards",
        )

    shuffled = rest[:]
    rng.shuffle(shuffled)
    other_pile = pile[:]
    rng.shuffle(other_pile)
    a = make(
        "dragon",
        rest,
        pile,
        [{"dragon": 3}, {"raft": 2}, {"unicorn": 8}],
        [["elfcycle"], ["unicorn"], []],
        ["Yttar", "Virst", "Tichih"],
    )
    b = make(
        "witch",
        shuffled,
        other_pile,
        [{"dragon": 3}, {"unicorn": 2}, {"witch": 8}],
        [["elfcycle"], ["obstacle"], []],
        ["Yttar", "Grangor", "Beata"],
    )
    for seat in (None, 0):
        assert a.view(seat) == b.view(seat)
    # Seat 0 takes a face-up card (the refill is the same elfcycle); seat 1 draws a hidden card.
    a, b = a.apply(0, ["draw_card", "face_up", "raft"]), b.apply(0, ["draw_card", "face_up", "raft"])
    a, b = a.apply(1, ["draw_card", "deck"]), b.apply(1, ["draw_card", "deck"])
    assert a.hands[1] != b.hands[1] or a.witches[1] != b.witches[1]
    for seat in (None, 0):
        assert a.view(seat) == b.view(seat)
    assert a.view(1) != b.view(1)
    view = a.view(0)
    assert view["hand"] == {**{kind: 0 for kind in CARD_KINDS}, "dragon": 3, "raft": 1, "witch": 0}
    assert view["secret_items"] == ["elfcycle"] and view["secret_counts"] == [1, 1, 0]
    assert view["hand_counts"] == [4, 3, 8] and view["town_card"] == "Yttar" and view["gold"] == [12, 12, 12]
    assert a.view(None)["hand"] is None and a.view(None)["secret_items"] is None
    json.dumps(view)


def test_views_are_json_hide_private_log_entries_and_report_progress():
    state = GAME.new(4, 9, {"town_cards": True, "witches": True})
    for seat in (None, 0, 1, 2, 3):
        view = state.view(seat)
        json.dumps(view)
        for entry in view["log"]:
            assert "to" not in entry
            if entry["event"] in ("dealt", "items_drawn", "town_card", "card_drawn"):
                assert entry["seat"] == seat
    assert set(GAME.new(2, 1).view(0)) >= {
        "hand",
        "hand_counts",
        "card_row",
        "gold",
        "gold_pile",
        "gold_values",
        "items",
        "secret_counts",
        "secret_items",
        "auction",
        "roads",
        "boots",
        "collected",
        "scores",
        "round",
        "phase",
        "actors",
        "log",
        "result",
    }
    assert state.progress() == {"key": "progress.elfengold", "params": {"round": 1}}


# --- the listed actions are exactly the accepted ones ---------------------------------------------


def candidate_actions(state, seat):
    """A wide net of well-formed and malformed actions of every kind."""
    kinds = list(CARD_KINDS) + list(ITEM_KINDS[len(CARD_KINDS) - 1 :]) + ["witch", "gold", None, 3]
    roads = list(range(-1, len(ROADS) + 1)) + [True, "2", 2.0]
    actions = [["draw_card", "face_up", kind] for kind in kinds]
    actions += [["draw_card", "deck"], ["draw_card"], ["take_gold_pile"], ["take_gold_pile", 1]]
    actions += [["show_item", kind] for kind in kinds]
    top = sum(state.gold) + 3
    actions += [["bid", n] for n in range(-1, top + 1)] + [["bid", True], ["bid", 2.0], ["bid"]]
    actions += [["pass"], ["pass", 1], ["end_move"], ["take_income"], ["take_cards"]]
    actions += [["place", kind, road] for kind in kinds for road in roads]
    actions += [["double", road, kind] for kind in kinds for road in roads]
    placed = [(r, k) for r, items in enumerate(state.roads) for k in items]
    for road_a, kind_a in placed:
        for road_b, kind_b in placed:
            actions.append(["exchange", road_a, kind_a, road_b, kind_b])
    actions += [["move", road, kind] for road in roads for kind in kinds]
    actions += [["move", road, kind, "witch"] for road, _ in EXITS[state.boots[seat]] for kind in kinds]
    hand = state.hands[seat]
    for road, _ in EXITS[state.boots[seat]]:
        for size in (2, 3, 4):
            for cards in multisets([n + 1 for n in hand], size):
                actions.append(["move", road, "caravan", cards, "witch"])
                actions.append(["move", road, "caravan", cards[::-1], "witch"])
                actions.append(["move", road, "caravan", cards, "raft"])
    actions += [["fly", town] for town in TOWN_IDS] + [["fly", "Atlantis"], ["fly", 3]]
    actions += [["discard", kind] for kind in kinds]
    actions += [["keep_item", kind, where] for kind in kinds for where in ("open", "secret", None)]
    return actions + [[], None, "pass", {"a": 1}, [["pass"]]]


@pytest.mark.parametrize("players, witches", [(2, True), (3, False)])
def test_every_accepted_action_is_listed_and_every_listed_one_accepted(players, witches):
    rng = Rng(players)
    state = GAME.new(players, 40 + players, {"witches": witches})
    steps = 0
    while not state.is_over():
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        assert legal, "a game that is not over always waits for a player with a choice"
        if state.phase == "plan":
            assert state._can_place(seat) == bool(state._placements(seat))
            assert state._may_place(seat) or not state._placements(seat)
        if state.phase == "move":
            assert state._can_move(seat) == bool(state._moves(seat))
            assert state._may_move(seat) or not state._moves(seat)
        if steps % 4 == 0:
            listed = {json.dumps(action) for action in legal}  # JSON tells True and 2.0 from 1 and 2
            for action in candidate_actions(state, seat):
                assert state.is_legal(seat, action) == (json.dumps(action) in listed), action
            for action in legal:
                state.apply(seat, action)
        # Bid modestly so that the auction does not drain everyone's gold at once.
        bids = [a for a in legal if a[0] == "bid" and a[1] <= state.gold[seat]]
        choice = rng.choice(legal) if state.phase != "auction" else rng.choice([["pass"]] + bids[:3])
        state = state.apply(seat, choice)
        steps += 1
    assert steps > 100 and state.result() is not None


def test_reveals_count_what_is_turned_up():
    state = state_at(
        "draw_cards", card_row=["dragon", "raft", "unicorn"], deck=["elfcycle"] * 10, hands=[{}, {}]
    )
    before = state.reveals
    state = state.apply(0, ["draw_card", "face_up", "dragon"])
    assert state.reveals > before
    plan = state_at("plan", open_items=[["dragon"], []], secret_items=[["unicorn"], []])
    assert plan.apply(0, ["place", "dragon", PLAINS]).reveals == plan.reveals
    assert plan.apply(0, ["place", "unicorn", FOREST]).reveals == plan.reveals + 1
