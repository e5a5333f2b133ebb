"""Goblin Market rules scenarios with stacked decks (shared/rules/goblin_market.md, steps A-F)."""

import pytest

from tabletop.engine.core import IllegalAction
from tabletop.games import GAMES
from tabletop.games.goblin_market.rules import (
    GoblinMarketState,
    friendship_payout,
    goblin_gift,
    score,
    score_parts,
)

GAME = GAMES["goblin_market"]
GOBLINS = ["watchman", "light_keeper", "harvest", "borderland", "consul", "rite", "window", "island"]
FILLER = ["ace_of_leaves", "ace_of_wyrms", "ace_of_knots", "origin", "savage"]


def stacked(deck, players=3, goblins=GOBLINS, chips=None, owned=None, opening=0):
    options = GAME.resolve_options(players, {"opening_seat": opening})
    return GoblinMarketState.initial(
        GAME, players, 1, options, deck=deck, goblin_deck=goblins, chips=chips, owned=owned
    )


def play(state, *moves):
    for seat, action in moves:
        state = state.apply(seat, action)
    return state


# --- A and B: the lot -----------------------------------------------------------------------------


@pytest.mark.parametrize("size_card, lot_size", [("ace_of_moons", 1), ("pact", 2), ("huntress", 3)])
def test_turned_card_sets_the_lot_size_and_is_discarded(size_card, lot_size):
    deck = [size_card, "author", "desert", "journey", "painter", "mountain", "sailor"]
    state = stacked(deck)
    assert state.size_card == size_card
    assert state.lot == deck[1 : 1 + lot_size]
    assert state.discard == [size_card]
    assert len(state.deck) == len(deck) - 1 - lot_size


def test_deck_of_three_or_fewer_is_auctioned_whole_without_a_size_card():
    state = stacked(["pact", "author", "desert"])
    assert state.size_card is None and state.lot == ["pact", "author", "desert"] and state.deck == []
    assert state.view(None)["final_auction"]


def test_four_cards_left_still_turn_a_size_card():
    state = stacked(["ace_of_moons", "author", "desert", "journey"])
    assert state.size_card == "ace_of_moons" and state.lot == ["author"]
    state = play(state, (0, ["bid", 1]), (1, ["pass"]), (2, ["pass"]))
    # Two cards remain: the final auction takes both.
    assert state.size_card is None and state.lot == ["desert", "journey"]


# --- C: bidding -----------------------------------------------------------------------------------


def test_bidding_starts_at_the_opener_and_goes_clockwise():
    state = stacked(["pact"] + FILLER, players=4, opening=2)
    assert state.actors() == [2]
    state = play(state, (2, ["bid", 1]))
    assert state.actors() == [3]
    state = play(state, (3, ["bid", 2]))
    assert state.actors() == [0]


def test_pass_is_final_and_the_passed_player_is_skipped():
    state = stacked(["pact"] + FILLER, players=4)
    state = play(state, (0, ["bid", 1]), (1, ["pass"]), (2, ["bid", 2]), (3, ["bid", 3]))
    assert state.actors() == [0]  # seat 1 is skipped
    state = play(state, (0, ["bid", 4]))
    assert state.actors() == [2]
    with pytest.raises(IllegalAction):
        state.apply(1, ["bid", 5])


def test_a_bid_must_beat_the_high_bid_and_not_exceed_the_bidders_chips():
    state = stacked(["pact"] + FILLER, chips=[10, 6, 10])
    state = play(state, (0, ["bid", 3]))
    assert state.legal_actions(1) == [["pass"], ["bid", 4], ["bid", 5], ["bid", 6]]
    for bad in (["bid", 3], ["bid", 2], ["bid", 7], ["bid", 0], ["bid", "4"], ["bid", 4.0], ["bid", True]):
        with pytest.raises(IllegalAction):
            state.apply(1, bad)


def test_a_player_who_cannot_outbid_passes_by_force():
    state = stacked(["pact"] + FILLER, chips=[10, 3, 10])
    state = play(state, (0, ["bid", 3]))
    assert not state.bidding.still_in[1] and state.actors() == [2]
    assert {"event": "pass", "seat": 1, "forced": True} in state.log


def test_bidding_ends_when_all_others_have_passed_and_the_last_bidder_wins():
    state = stacked(["ace_of_moons", "author"] + FILLER)
    state = play(state, (0, ["bid", 2]), (1, ["bid", 3]), (2, ["pass"]), (0, ["pass"]))
    assert {"event": "won", "seat": 1, "price": 3} in state.log
    assert state.owned[1] == ["author"] and state.chips[1] == 10 - 3 + 1  # Watchman: no Wyrms


def test_the_last_player_may_still_bid_after_everyone_else_passed():
    state = stacked(["ace_of_moons", "author"] + FILLER)
    state = play(state, (0, ["pass"]), (1, ["pass"]))
    assert state.actors() == [2]
    state = play(state, (2, ["bid", 1]))
    assert state.owned[2] == ["author"] and state.chips[2] == 10 - 1 + 1


def test_no_bid_discards_the_lot_skips_d_to_f_and_the_same_player_opens_again():
    state = stacked(["pact", "author", "desert"] + FILLER, opening=1)
    state = play(state, (1, ["pass"]), (2, ["pass"]), (0, ["pass"]))
    assert state.discard == ["pact", "author", "desert", FILLER[0]]
    assert state.chips == [10, 10, 10]  # no friendship, no goblin gift
    assert state.last_goblin is None and len(state.goblin_deck) == 8
    assert state.auction == 2 and state.opener == 1 and state.actors() == [1]


def test_the_next_auction_is_opened_by_the_winner():
    state = stacked(["ace_of_moons", "author"] + FILLER)
    state = play(state, (0, ["bid", 1]), (1, ["bid", 2]), (2, ["pass"]), (0, ["pass"]))
    assert state.auction == 2 and state.opener == 1 and state.actors() == [1]


# --- D: taking the lot ----------------------------------------------------------------------------


def test_winner_takes_all_and_pays_the_winning_bid():
    state = stacked(["pact", "author", "desert"] + FILLER)
    state = play(state, (0, ["bid", 2]), (1, ["bid", 4]), (2, ["pass"]), (0, ["pass"]))
    assert state.actors() == [1]
    assert state.legal_actions(1) == [["take_all"], ["take", "author"], ["take", "desert"]]
    state = play(state, (1, ["take_all"]))
    assert sorted(state.owned[1]) == ["author", "desert"]
    # The outbid seat 0 pays nothing; Watchman (Moons, Wyrms, Knots) gives 3 to empty hands.
    assert state.owned[0] == [] and state.chips == [13, 10 - 4, 13]


def test_split_of_two_cards_each_pays_their_own_last_bid():
    state = stacked(["pact", "author", "desert"] + FILLER, goblins=["harvest"] + GOBLINS[:2])
    state = play(state, (0, ["bid", 2]), (1, ["bid", 5]), (2, ["pass"]), (0, ["pass"]))
    state = play(state, (1, ["take", "desert"]))
    assert state.owned[1] == ["desert"] and state.owned[0] == ["author"]
    # Goblin Harvest (Moons, Suns, Leaves): seat 0 owns Moons, seat 1 owns Suns, seat 2 owns nothing.
    assert state.chips == [10 - 2 + 2, 10 - 5 + 2, 10 + 3]


def test_three_card_lot_winner_takes_all_or_one_never_two():
    state = stacked(["huntress", "author", "desert", "journey"] + FILLER, players=4)
    state = play(
        state, (0, ["bid", 1]), (1, ["bid", 2]), (2, ["bid", 3]), (3, ["pass"]), (0, ["pass"]), (1, ["pass"])
    )
    legal = state.legal_actions(2)
    assert legal == [["take_all"], ["take", "author"], ["take", "desert"], ["take", "journey"]]
    with pytest.raises(IllegalAction):
        state.apply(2, ["take", ["author", "desert"]])


def test_split_of_three_cards_second_picks_then_third_gets_the_last():
    state = stacked(["huntress", "author", "desert", "journey"] + FILLER, players=4)
    state = play(
        state, (0, ["bid", 1]), (1, ["bid", 2]), (2, ["bid", 3]), (3, ["pass"]), (0, ["pass"]), (1, ["pass"])
    )
    state = play(state, (2, ["take", "desert"]))
    assert state.actors() == [1]  # second-highest last bid (2) chooses next
    assert state.legal_actions(1) == [["take", "author"], ["take", "journey"]]
    with pytest.raises(IllegalAction):
        state.apply(1, ["take_all"])
    state = play(state, (1, ["take", "journey"]))
    assert state.owned[2] == ["desert"] and state.owned[1] == ["journey"] and state.owned[0] == ["author"]
    # Each paid their own last bid (3, 2, 1) before goblin Watchman (Moons, Wyrms, Knots).
    assert state.chips[0] == 10 - 1 + 1  # author is Moons+Knots: gets 1 for Wyrms
    assert state.chips[1] == 10 - 2 + 2  # journey is Moons+Waves: 1 for Wyrms, 1 for Knots
    assert state.chips[2] == 10 - 3 + 2  # desert is Suns+Wyrms: 1 for Moons, 1 for Knots


def test_split_with_fewer_participants_than_cards_discards_the_leftover():
    state = stacked(["huntress", "author", "desert", "journey"] + FILLER, players=4)
    state = play(state, (0, ["bid", 1]), (1, ["bid", 2]), (2, ["pass"]), (3, ["pass"]), (0, ["pass"]))
    state = play(state, (1, ["take", "author"]))
    assert state.actors() == [0]
    state = play(state, (0, ["take", "journey"]))
    assert "desert" in state.discard and state.owned[0] == ["journey"] and state.owned[1] == ["author"]
    assert {"event": "leftover", "cards": ["desert"]} in state.log


def test_lone_participant_taking_one_card_discards_the_rest_and_still_pays_in_full():
    state = stacked(["pact", "author", "desert"] + FILLER)
    state = play(state, (0, ["bid", 4]), (1, ["pass"]), (2, ["pass"]))
    state = play(state, (0, ["take", "author"]))
    assert state.owned[0] == ["author"] and "desert" in state.discard
    assert state.chips[0] == 10 - 4 + 1  # Watchman: Wyrms missing


def test_two_card_split_gives_the_second_the_remaining_card_without_a_choice():
    state = stacked(["pact", "author", "desert"] + FILLER, players=4)
    state = play(
        state, (0, ["bid", 1]), (1, ["bid", 2]), (2, ["bid", 3]), (3, ["pass"]), (0, ["pass"]), (1, ["pass"])
    )
    state = play(state, (2, ["take", "author"]))
    assert state.owned[1] == ["desert"] and state.owned[0] == []  # the third participant gets nothing
    # Seat 0 bid but got no card: pays nothing, and as a participant gets no friendship.
    assert state.chips == [10 + 3, 10 - 2 + 2, 10 - 3 + 1, 10 + 3]


# --- E: the power of friendship ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "owned, price, expected",
    [
        (["castle", "penitent", "forest"], 7, 3 + 2 + 1),  # ranks 7, 6, 5
        (["castle", "penitent", "forest"], 17, 3 + 2 + 1),  # only the last digit counts
        (["castle", "penitent", "forest"], 27, 3 + 2 + 1),
        (["castle", "cave", "author"], 7, 3 + 3),  # two cards of rank d
        (["castle", "penitent", "forest"], 4, 0),
        (["huntress", "journey"], 10, 3),  # d = 0: a Crown counts as 0
        (["ace_of_moons", "author", "journey"], 3, 3 + 2 + 1),  # ranks 3, 2 and the Ace as 1
    ],
)
def test_friendship_by_last_digit(owned, price, expected):
    assert friendship_payout(owned, price) == expected


def test_friendship_wraps_around_below_zero():
    # d = 0: Crowns (rank 0) give 3, rank 9 gives 2 (0 - 1 = 9), rank 8 gives 1 (0 - 2 = 8).
    assert friendship_payout(["huntress", "pact", "diplomat", "castle"], 20) == 3 + 2 + 1
    # d = 1: Aces give 3, Crowns 2 (1 - 1 = 0), rank 9 gives 1 (1 - 2 = 9).
    assert friendship_payout(["ace_of_suns", "bard", "merchant", "author"], 1) == 3 + 2 + 1


def test_friendship_goes_only_to_players_who_never_bid():
    owned = [[], ["castle"], ["cave"]]
    state = stacked(["ace_of_moons", "author"] + FILLER, owned=owned, goblins=["island"])
    state = play(state, (0, ["bid", 6]), (1, ["bid", 7]), (2, ["pass"]), (0, ["pass"]))
    # Seat 1 won at 7 and owns a 7, but participated: no friendship. Seat 2 never bid: 3 chips.
    # Island (Suns, Waves, Wyrms): seat 1 owns castle (Suns, Knots) + author (Moons, Knots) -> 2 chips;
    # seat 2 owns cave (Waves, Wyrms) -> 1 chip; seat 0 owns nothing -> 3 chips.
    assert state.chips == [10 + 3, 10 - 7 + 2, 10 + 3 + 1]
    assert {"event": "friendship", "seat": 2, "chips": 3, "digit": 7} in state.log


# --- F: the goblins' gift -----------------------------------------------------------------------


def test_goblin_gift_counts_missing_suits():
    assert goblin_gift([], "watchman") == 3
    assert goblin_gift(["author"], "watchman") == 1  # Moons and Knots owned, Wyrms missing
    assert goblin_gift(["author", "desert"], "watchman") == 0


def test_goblin_deck_is_reshuffled_from_its_discards_when_empty():
    deck = [
        "ace_of_moons",
        "author",
        "ace_of_suns",
        "desert",
        "ace_of_waves",
        "journey",
        "ace_of_leaves",
        "ace_of_wyrms",
        "ace_of_knots",
        "savage",
        "painter",
    ]
    state = stacked(deck, goblins=["watchman", "rite"])

    def sell_to_opener(state):
        number = state.auction
        state = play(state, (state.actors()[0], ["bid", 1]))
        while state.auction == number:
            state = play(state, (state.actors()[0], ["pass"]))
        return state

    state = sell_to_opener(sell_to_opener(state))
    assert state.goblin_deck == [] and sorted(state.goblin_discard) == ["rite", "watchman"]
    assert {"event": "goblin_reshuffle"} not in state.log
    state = sell_to_opener(state)
    assert {"event": "goblin_reshuffle"} in state.log
    assert len(state.goblin_deck) + len(state.goblin_discard) == 2 and len(state.goblin_discard) == 1


# --- end and scoring ------------------------------------------------------------------------------


def test_score_is_top_three_minus_bottom_three_suit_counts():
    # author (Moons, Knots), mountain (Moons, Suns), huntress (Moons), desert (Suns, Wyrms)
    top, bottom, counts = score_parts(["author", "mountain", "huntress", "desert"])
    assert counts == [3, 2, 0, 0, 1, 1]
    assert (top, bottom) == (6, 1) and score(["author", "mountain", "huntress", "desert"]) == 5
    assert score([]) == 0
    assert score(["author"]) == 2 and score(["huntress"]) == 1


def test_game_ends_after_the_auction_that_empties_the_deck_and_tie_breaks_on_the_top_three():
    # Seat 0 ends with author+desert: counts 1,1,0,0,1,1 -> top 3, bottom 1 -> 2.
    # Seat 1 with journey: score 2, top 2. Seat 2 nothing: 0. Seat 0 wins the tie on the top three.
    owned = [["author"], ["journey"], []]
    state = stacked(["desert"], owned=owned)
    state = play(state, (0, ["bid", 1]), (1, ["pass"]), (2, ["pass"]))
    assert state.is_over() and state.actors() == [] and state.legal_actions(0) == []
    result = state.result()
    assert result["scores"] == [2, 2, 0]
    assert result["winners"] == [0] and result["ranking"] == [0, 1, 2]
    assert result["breakdown"][0]["top"] == 3 and result["breakdown"][1]["top"] == 2


def test_a_tie_on_score_and_top_three_is_shared():
    owned = [["author"], ["journey"], []]
    state = stacked(["ace_of_moons", "ace_of_suns"], owned=owned)
    state = play(state, (0, ["pass"]), (1, ["pass"]), (2, ["pass"]))
    assert state.is_over()
    result = state.result()
    assert result["winners"] == [0, 1]
    assert [row["place"] for row in result["breakdown"]] == [1, 1, 3]


def test_a_no_sale_that_empties_the_deck_ends_the_game():
    state = stacked(["pact", "author", "desert"])
    state = play(state, (0, ["pass"]), (1, ["pass"]), (2, ["pass"]))
    assert state.is_over() and state.result()["winners"] == [0, 1, 2]


# --- options and bad input -------------------------------------------------------------------------


def test_opening_seat_option_and_player_counts():
    assert GAME.new(5, 3, {"opening_seat": 4}).actors() == [4]
    for bad in ({"opening_seat": 3}, {"opening_seat": "1"}, {"opening_seat": True}, {"colour": 1}):
        with pytest.raises(ValueError):
            GAME.new(3, 3, bad)
    for players in (2, 7):
        with pytest.raises(ValueError):
            GAME.new(players, 3)


def test_same_arguments_same_game_and_apply_leaves_the_old_state_alone():
    first, second = GAME.new(4, 99), GAME.new(4, 99)
    assert first.view(None) == second.view(None)
    assert first.deck == second.deck and first.deck != GAME.new(4, 100).deck
    before = first.view(None)
    first.apply(0, ["bid", 3])
    assert first.view(None) == before


@pytest.mark.parametrize(
    "action",
    [
        ["bid"],
        ["bid", 1, 2],
        "pass",
        None,
        ["take_all"],
        ["take", "pact"],
        ["sing"],
        {"bid": 1},
        [],
        ["bid", None],
    ],
)
def test_garbage_actions_are_refused(action):
    state = stacked(["pact", "author", "desert"] + FILLER)
    with pytest.raises(IllegalAction):
        state.apply(0, action)
    with pytest.raises(IllegalAction):
        state.apply(1, ["pass"])  # not seat 1's turn
    with pytest.raises(IllegalAction):
        state.apply(7, ["pass"])
