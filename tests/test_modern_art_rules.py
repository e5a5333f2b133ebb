"""Modern Art rules scenarios with stacked hands and decks (shared/rules/modern_art.md)."""

import json

import pytest

from tabletop.engine.core import IllegalAction
from tabletop.games import GAMES
from tabletop.games.modern_art.cards import ARTIST_TOTALS, DECK, MIX, pair
from tabletop.games.modern_art.rules import ModernArtState, painting_values, rank_artists, sealed_winner

GAME = GAMES["modern_art"]
LM, YO, CP, KG, KR = "lite_metal", "yoko", "christin_p", "karl_gitter", "krypto"
OPEN, ONCE, SEALED, FIXED, DOUBLE = "open", "once_around", "sealed", "fixed_price", "double"


def stacked(hands, deck=(), players=None, money=None, opening=0, round=1, board=None, **options):
    players = players or len(hands)
    options = GAME.resolve_options(players, {"opening_seat": opening, **options})
    return ModernArtState.initial(
        GAME,
        players,
        1,
        options,
        hands=hands,
        deck=list(deck),
        money=money,
        round=round,
        board=board,
    )


def play(state, *moves):
    for seat, action in moves:
        state = checked(state.apply(seat, action))
    return state


def checked(state):
    """Money is never negative and money plus the bank's net takings never changes."""
    assert all(money >= 0 for money in state.money)
    assert sum(state.money) + state.bank == state.total
    return state


def give(state, artist, kind=OPEN):
    """The auctioneer plays a painting of an open type and everyone passes: the auctioneer takes it free."""
    assert state.phase == "play"
    state = play(state, (state.actors()[0], ["play", artist, kind]))
    while state.phase == "open":
        state = play(state, (state.actors()[0], ["pass"]))
    return state


def payments(state):
    return [(e["payer"], e["payee"], e["amount"]) for e in state.log if e["event"] == "pay"]


def hand3(*cards):
    """Three players; seat 0 holds the given cards, the others a few fillers."""
    return [list(cards), [[LM, OPEN], [LM, SEALED]], [[YO, OPEN], [YO, SEALED]]]


# --- cards and deals --------------------------------------------------------------------------------


def test_seventy_cards_in_the_consensus_mix():
    assert len(DECK) == 70 and ARTIST_TOTALS == (12, 13, 14, 15, 16)
    assert MIX[LM] == (3, 3, 2, 2, 2) and MIX[YO] == (3, 2, 3, 3, 2) and MIX[KR] == (4, 3, 3, 3, 3)
    assert sum(1 for card in DECK if pair(card) == [KG, DOUBLE]) == 3


@pytest.mark.parametrize(
    "players, options, first_deal",
    [(3, {}, 11), (3, {"three_player_deal": 10}, 10), (4, {}, 9), (5, {}, 8)],
)
def test_first_deal_by_player_count_and_the_three_player_option(players, options, first_deal):
    state = GAME.new(players, 7, options)
    assert [len(hand) for hand in state.hands] == [first_deal] * players
    assert len(state.deck) == 70 - first_deal * players
    assert state.reveals == 1 and state.round == 1 and state.phase == "play"
    assert all(hand == sorted(hand) for hand in state.hands)
    view = state.view(0)
    assert view["hand_counts"] == [first_deal] * players and view["deck_count"] == len(state.deck)
    assert view["hand"] == [pair(card) for card in state.hands[0]]


@pytest.mark.parametrize("players, refill", [(3, 6), (4, 4), (5, 3)])
def test_refills_before_rounds_two_and_three_only_and_next_round_starts_left_of_the_ender(players, refill):
    hands = [[[KR, OPEN]] * 5] + [[] for _ in range(players - 1)]
    state = stacked(hands, deck=[[KR, OPEN]] * 40)
    for _ in range(4):
        state = give(state, KR)
    assert state.round == 1 and [s for s, e in enumerate(state.log) if e["event"] == "skip"]
    state = play(state, (0, ["play", KR, OPEN]))  # the fifth Krypto: seat 0 ends round 1
    assert state.round == 2 and state.auctioneer == 1
    assert [len(hand) for hand in state.hands] == [refill] * players
    assert len(state.deck) == 40 - refill * players and state.reveals == 1  # no deal in the set-up
    ender = None
    for _ in range(5):
        ender = state.auctioneer
        state = give(state, KR)
    assert state.round == 3 and state.auctioneer == (ender + 1) % players
    assert sum(len(hand) for hand in state.hands) == 2 * refill * players - 5
    for _ in range(5):
        ender = state.auctioneer
        state = give(state, KR)
    assert state.round == 4 and state.auctioneer == (ender + 1) % players
    assert len(state.deck) == 40 - 2 * refill * players  # nothing dealt before round 4
    assert sum(len(hand) for hand in state.hands) == 2 * refill * players - 10
    assert [e["round"] for e in state.log if e["event"] == "deal"] == [2, 3]


# --- open auction -----------------------------------------------------------------------------------


def test_the_open_auction_is_live_anyone_may_raise_at_any_moment_the_auctioneer_included():
    hands = [[[LM, OPEN]], [[KR, OPEN], [KR, SEALED]], [[YO, OPEN]], [[CP, OPEN]]]
    state = stacked(hands, opening=1)
    state = play(state, (1, ["play", KR, OPEN]))
    # No turn: every seat may raise now (from the auctioneer's left), and the auctioneer may sell.
    assert state.phase == "open" and state.actors() == [2, 3, 0, 1]
    assert state.view(None)["bidding"]["turn"] is None
    state = play(state, (0, ["bid", 10]), (3, ["bid", 12]), (0, ["bid", 13]), (1, ["bid", 15]))
    assert state.actors() == [2, 3, 0, 1]  # the auctioneer holds the high bid, and may still sell
    assert state.legal_actions(1) == [["sold"]]  # nobody raises their own bid
    with pytest.raises(IllegalAction):
        state.apply(1, ["bid", 16])
    state = play(state, (2, ["bid", 20]))
    assert state.actors() == [3, 0, 1] and state.legal_actions(2) == []
    bidding = state.view(None)["bidding"]
    assert (bidding["high_bid"], bidding["high_bidder"], bidding["turn"]) == (20, 2, None)
    assert [e["seat"] for e in state.log if e["event"] == "bid"] == [0, 3, 0, 1, 2]
    live = state.live()
    assert live["seats"] == [3, 0, 1] and live["close"] == [1, ["sold"]] and live["early"] is True
    assert live["seconds"] == 5 and live["quiet"] == ["pass"]


def test_the_countdown_ends_it_the_auctioneers_sold_goes_to_the_high_bidder():
    hands = [[[LM, OPEN]], [[KR, OPEN], [KR, SEALED]], [[YO, OPEN]], [[CP, OPEN]]]
    state = play(stacked(hands, opening=1), (1, ["play", KR, OPEN]), (3, ["bid", 8]), (0, ["bid", 15]))
    seat, action = state.live()["close"]
    state = play(state, (seat, action))  # what the table takes when nobody raised for the countdown
    assert state.money == [85, 115, 100, 100] and state.bank == 0 and payments(state) == [(0, 1, 15)]
    assert [pair(c) for c in state.bought[0]] == [[KR, OPEN]]
    assert {"event": "hammer", "seat": 1} in state.log and state.live() is None
    assert state.phase == "play" and state.auctioneer == 2  # next: left of the auctioneer
    assert state.last_sale["winner"] == 0 and state.last_sale["price"] == 15


def test_only_the_auctioneer_sells():
    state = play(stacked(hand3([KR, OPEN], [KR, SEALED])), (0, ["play", KR, OPEN]), (1, ["bid", 7]))
    assert ["sold"] not in state.legal_actions(2)
    with pytest.raises(IllegalAction):
        state.apply(2, ["sold"])
    state = play(state, (0, ["sold"]))
    assert state.money == [107, 93, 100] and {"event": "hammer", "seat": 0} in state.log


def test_open_auction_won_by_the_auctioneer_pays_the_bank():
    state = stacked(hand3([KR, OPEN], [KR, SEALED]))
    state = play(state, (0, ["play", KR, OPEN]), (1, ["bid", 5]), (0, ["bid", 20]))
    assert state.live()["seats"] == [1, 2] and state.live()["close"] == [0, ["sold"]]
    state = play(state, (0, ["sold"]))
    assert state.money == [80, 100, 100] and state.bank == 20
    assert payments(state) == [(0, "bank", 20)]
    assert [pair(c) for c in state.bought[0]] == [[KR, OPEN]]


def test_with_no_bid_when_the_countdown_ends_the_auctioneer_takes_it_free():
    state = play(stacked(hand3([KR, OPEN], [KR, SEALED])), (0, ["play", KR, OPEN]))
    live = state.live()
    assert live["early"] is False  # the clock gives everyone the time to bid first
    state = play(state, tuple(live["close"]))
    assert state.money == [100, 100, 100] and payments(state) == [] and len(state.bought[0]) == 1
    assert state.auctioneer == 1
    assert {"event": "won", "seat": 0, "price": 0, "cards": [[KR, OPEN]], "auctioneer": 0, "partner": None,
            "how": "no_bids"} in state.log  # fmt: skip


def test_without_a_clock_a_pass_is_until_the_next_bid_and_all_passing_but_the_high_bidder_sells():
    """Self-play, the search and the command line have no countdown: a seat may pass."""
    hands = [[[LM, OPEN]], [[KR, OPEN], [KR, SEALED]], [[YO, OPEN]], [[CP, OPEN]]]
    state = play(stacked(hands, opening=1), (1, ["play", KR, OPEN]), (2, ["bid", 10]), (3, ["pass"]))
    assert state.actors() == [0, 1] and state.legal_actions(3) == []  # out until the next bid
    state = play(state, (0, ["bid", 12]))
    assert state.actors() == [2, 3, 1]  # a bid brings everyone back in
    state = play(state, (1, ["pass"]), (3, ["pass"]))
    assert state.actors() == [2, 1] and state.legal_actions(1) == [["sold"]]
    state = play(state, (2, ["pass"]))  # every seat but the high bidder passed
    assert payments(state) == [(0, 1, 12)] and state.phase == "play"
    state = stacked(hand3([KR, OPEN], [KR, SEALED]))
    state = play(state, (0, ["play", KR, OPEN]), (1, ["pass"]), (2, ["pass"]))
    assert state.phase == "open"  # the auctioneer has not passed yet
    state = play(state, (0, ["pass"]))
    assert payments(state) == [] and len(state.bought[0]) == 1 and state.last_sale["how"] == "no_bids"


def test_a_save_of_the_turn_by_turn_open_auction_replays_unchanged():
    """The moves of the auction this replaced, in its turns: each is a move of the live auction too,
    with the same outcome."""
    hands = [[[LM, OPEN]], [[KR, OPEN], [KR, SEALED]], [[YO, OPEN]], [[CP, OPEN]]]
    state = play(stacked(hands, opening=1), (1, ["play", KR, OPEN]))
    state = play(state, (2, ["bid", 10]), (3, ["pass"]), (0, ["bid", 12]), (1, ["pass"]), (2, ["pass"]))
    state = play(state, (3, ["bid", 15]), (0, ["pass"]), (1, ["pass"]), (2, ["pass"]))
    assert state.money == [100, 115, 100, 85] and payments(state) == [(3, 1, 15)]
    assert state.phase == "play" and state.auctioneer == 2


def test_nobody_bids_more_money_than_they_have_and_a_poor_player_is_still_asked():
    state = stacked(hand3([KR, OPEN], [KR, SEALED]), money=[100, 30, 100])
    state = play(state, (0, ["play", KR, OPEN]))
    assert state.legal_actions(1)[-1] == ["bid", 30]
    with pytest.raises(IllegalAction):
        state.apply(1, ["bid", 31])
    state = play(state, (2, ["bid", 40]))
    # Seat 1 cannot raise, but may still act: leaving it out would tell the table about its money.
    assert state.actors() == [1, 0] and state.legal_actions(1) == [["pass"]]
    assert state.live()["seats"] == [1, 0]
    rich = stacked(hand3([KR, OPEN], [KR, SEALED]), money=[100, 90, 100])
    rich = play(rich, (0, ["play", KR, OPEN]), (2, ["bid", 40]))
    assert rich.actors() == state.actors() and rich.view(None) == state.view(None)
    assert rich.view(0) == state.view(0) and rich.view(2) == state.view(2)


# --- once around ------------------------------------------------------------------------------------


def test_once_around_each_bids_once_from_the_left_and_the_auctioneer_last():
    hands = [[[LM, OPEN]], [[KR, ONCE], [KR, SEALED]], [[YO, OPEN]], [[CP, OPEN]]]
    state = stacked(hands, opening=1)
    state = play(state, (1, ["play", KR, ONCE]), (2, ["bid", 10]), (3, ["pass"]))
    assert state.legal_actions(0)[1] == ["bid", 11]
    state = play(state, (0, ["bid", 14]))
    assert state.actors() == [1]
    state = play(state, (1, ["pass"]))  # the auctioneer sells to the highest bidder
    assert state.money == [86, 114, 100, 100] and payments(state) == [(0, 1, 14)]
    assert state.auctioneer == 2 and state.phase == "play"


def test_once_around_the_auctioneer_may_outbid_everyone_last_and_pays_the_bank():
    state = stacked(hand3([KR, ONCE], [KR, SEALED]))
    state = play(state, (0, ["play", KR, ONCE]), (1, ["bid", 10]), (2, ["bid", 12]), (0, ["bid", 13]))
    assert state.money == [87, 100, 100] and state.bank == 13 and len(state.bought[0]) == 1


def test_once_around_with_no_bid_gives_it_to_the_auctioneer_free():
    state = stacked(hand3([KR, ONCE], [KR, SEALED]))
    state = play(state, (0, ["play", KR, ONCE]), (1, ["pass"]), (2, ["pass"]), (0, ["pass"]))
    assert state.money == [100] * 3 and len(state.bought[0]) == 1 and state.auctioneer == 1


# --- sealed -----------------------------------------------------------------------------------------


def sealed_state(players=4, auctioneer=2):
    hands = [[[LM, OPEN]] for _ in range(players)]
    hands[auctioneer] = [[KR, SEALED], [KR, OPEN]]
    return play(stacked(hands, opening=auctioneer), (auctioneer, ["play", KR, SEALED]))


def test_sealed_bids_are_made_by_everyone_at_once_and_stay_hidden_until_all_are_in():
    state = sealed_state()
    assert state.phase == "sealed" and state.actors() == [3, 0, 1, 2]
    state = play(state, (0, ["sealed", 30]))
    assert state.actors() == [3, 1, 2] and state.legal_actions(0) == []
    for seat in (None, 1, 2, 3):
        view = state.view(seat)
        assert view["auction"]["acted"] == [0] and view["auction"]["my_sealed"] is None
        assert "30" not in json.dumps(view["log"])
    assert state.view(0)["auction"]["my_sealed"] == 30
    assert {"event": "sealed_amount", "seat": 0, "amount": 30} in state.view(0)["log"]
    reveals = state.reveals
    state = play(state, (3, ["sealed", 0]), (1, ["sealed", 31]))
    assert state.reveals == reveals
    state = play(state, (2, ["sealed", 5]))
    assert state.reveals == reveals + 1
    assert {"event": "reveal", "bids": [30, 31, 5, 0]} in state.view(None)["log"]
    assert state.money == [100, 69, 131, 100] and state.view(None)["last_sale"]["bids"] == [30, 31, 5, 0]


def test_sealed_tie_goes_to_the_tied_player_nearest_the_auctioneers_left():
    state = sealed_state(players=4, auctioneer=2)
    state = play(state, (0, ["sealed", 20]), (1, ["sealed", 20]), (3, ["sealed", 19]), (2, ["sealed", 3]))
    assert state.bought[0] and not state.bought[1]  # seat 0 comes before seat 1 from seat 3 on
    assert payments(state) == [(0, 2, 20)]
    state = sealed_state(players=4, auctioneer=2)
    state = play(state, (0, ["sealed", 20]), (1, ["sealed", 5]), (3, ["sealed", 20]), (2, ["sealed", 3]))
    assert state.bought[3] and payments(state) == [(3, 2, 20)]


def test_sealed_tie_including_the_auctioneer_goes_to_the_auctioneer_who_pays_the_bank():
    state = sealed_state(players=4, auctioneer=2)
    state = play(state, (0, ["sealed", 20]), (1, ["sealed", 20]), (3, ["sealed", 20]), (2, ["sealed", 20]))
    assert state.bought[2] and payments(state) == [(2, "bank", 20)] and state.bank == 20


def test_sealed_all_zero_gives_it_to_the_auctioneer_free():
    state = sealed_state(players=3, auctioneer=0)
    state = play(state, (1, ["sealed", 0]), (2, ["sealed", 0]), (0, ["sealed", 0]))
    assert state.bought[0] and payments(state) == [] and state.last_sale["how"] == "no_bids"


def test_sealed_winner_helper():
    assert sealed_winner([5, 5, 5], 1) == 1
    assert sealed_winner([5, 4, 5], 1) == 2
    assert sealed_winner([5, 4, 5, 5], 1) == 2
    assert sealed_winner([5, 4, 1, 5], 1) == 3
    assert sealed_winner([0, 0, 0, 0, 0], 3) == 3


def test_a_sealed_offer_cannot_exceed_ones_money():
    hands = [[[KR, SEALED], [KR, OPEN]], [[LM, OPEN]], [[LM, OPEN]]]
    state = play(stacked(hands, money=[100, 12, 100]), (0, ["play", KR, SEALED]))
    assert state.legal_actions(1)[-1] == ["sealed", 12]
    for bad in (["sealed", 13], ["sealed", -1], ["sealed", 1.5], ["sealed", True], ["bid", 3]):
        with pytest.raises(IllegalAction):
            state.apply(1, bad)


# --- fixed price ------------------------------------------------------------------------------------


def test_fixed_price_first_player_clockwise_to_accept_buys():
    hands = [[[LM, OPEN]], [[KR, FIXED], [KR, OPEN]], [[YO, OPEN]], [[CP, OPEN]]]
    state = stacked(hands, opening=1, money=[100, 100, 100, 20])
    state = play(state, (1, ["play", KR, FIXED]))
    assert state.phase == "price" and state.actors() == [1]
    assert state.legal_actions(1)[0] == ["price", 1] and state.legal_actions(1)[-1] == ["price", 100]
    with pytest.raises(IllegalAction):
        state.apply(1, ["price", 0])
    state = play(state, (1, ["price", 25]), (2, ["decline"]))
    assert state.legal_actions(3) == [["decline"]]  # 20 money cannot pay 25, but is still asked
    state = play(state, (3, ["decline"]), (0, ["buy"]))
    assert state.money == [75, 125, 100, 20] and payments(state) == [(0, 1, 25)]
    assert state.auctioneer == 2


def test_fixed_price_nobody_buys_so_the_auctioneer_pays_the_bank():
    state = stacked(hand3([KR, FIXED], [KR, OPEN]))
    state = play(state, (0, ["play", KR, FIXED]), (0, ["price", 30]), (1, ["decline"]), (2, ["decline"]))
    assert state.money == [70, 100, 100] and state.bank == 30 and state.bought[0]
    assert state.last_sale["how"] == "forced"


def test_fixed_price_by_an_auctioneer_with_no_money_is_zero():
    state = stacked(hand3([KR, FIXED], [KR, OPEN]), money=[0, 50, 50])
    state = play(state, (0, ["play", KR, FIXED]))
    assert state.legal_actions(0) == [["price", 0]]
    state = play(state, (0, ["price", 0]), (1, ["decline"]), (2, ["decline"]))
    assert state.bought[0] and state.money == [0, 50, 50]


# --- double auctions --------------------------------------------------------------------------------


def test_double_with_the_auctioneers_own_second_painting_sells_both_under_its_type():
    state = stacked(hand3([KR, DOUBLE], [KR, SEALED], [KR, OPEN], [LM, OPEN]))
    state = play(state, (0, ["play", KR, DOUBLE]))
    assert state.phase == "double" and state.actors() == [0]
    assert state.legal_actions(0) == [["add", OPEN], ["add", SEALED], ["decline"]]
    with pytest.raises(IllegalAction):
        state.apply(0, ["add", DOUBLE])
    state = play(state, (0, ["add", SEALED]))
    assert state.phase == "sealed" and state.counts[4] == 2
    assert state.view(None)["auction"]["cards"] == [[KR, DOUBLE], [KR, SEALED]]
    state = play(state, (1, ["sealed", 40]), (2, ["sealed", 10]), (0, ["sealed", 0]))
    assert sorted(pair(c) for c in state.bought[1]) == sorted([[KR, SEALED], [KR, DOUBLE]])
    assert payments(state) == [(1, 0, 40)] and state.auctioneer == 1


def double_offered(price_kind=OPEN, players=5):
    """Seat 0 plays a Krypto double and declines; seat 1 declines; seat 2 adds a second Krypto."""
    hands = [[[LM, OPEN]] for _ in range(players)]
    hands[0] = [[KR, DOUBLE], [LM, OPEN]]
    hands[1] = [[KR, OPEN], [YO, OPEN]]  # could add, declines
    hands[2] = [[KR, price_kind], [YO, OPEN]]
    state = stacked(hands)
    state = play(state, (0, ["play", KR, DOUBLE]), (0, ["decline"]))
    assert state.actors() == [1] and state.legal_actions(1) == [["add", OPEN], ["decline"]]
    state = play(state, (1, ["decline"]), (2, ["add", price_kind]))
    assert state.auctioneer == 2 and state.view(None)["auction"]["partner"] == 0
    return state


def test_shared_double_sold_to_a_third_player_splits_the_price_odd_unit_to_the_new_auctioneer():
    state = double_offered()
    # The live auction's seats counted from the new auctioneer's left, the new auctioneer last.
    assert state.phase == "open" and state.actors() == [3, 4, 0, 1, 2] and state.live()["close"][0] == 2
    state = play(state, (3, ["bid", 15]), (4, ["pass"]), (0, ["pass"]), (1, ["pass"]), (2, ["pass"]))
    assert payments(state) == [(3, 2, 8), (3, 0, 7)]
    assert state.money == [107, 100, 108, 85, 100] and len(state.bought[3]) == 2
    assert state.auctioneer == 3  # seat 1, between the two auctioneers, is skipped


def test_shared_double_bought_by_the_old_auctioneer_half_to_the_bank_odd_unit_to_the_new():
    state = double_offered()
    state = play(state, (3, ["pass"]), (4, ["pass"]), (0, ["bid", 15]), (1, ["pass"]), (2, ["pass"]))
    state = play(state, (3, ["pass"]), (4, ["pass"]))
    assert payments(state) == [(0, "bank", 7), (0, 2, 8)]
    assert state.money == [85, 100, 108, 100, 100] and state.bank == 7 and len(state.bought[0]) == 2
    assert state.auctioneer == 3


def test_shared_double_bought_by_the_new_auctioneer_half_to_the_old_odd_unit_to_the_bank():
    state = double_offered(price_kind=FIXED)
    assert state.phase == "price" and state.actors() == [2]
    state = play(state, (2, ["price", 15]))
    assert state.actors() == [3]
    for seat in (3, 4, 0, 1):
        state = play(state, (seat, ["decline"]))
    assert payments(state) == [(2, "bank", 8), (2, 0, 7)]
    assert state.money == [107, 100, 85, 100, 100] and state.bank == 8 and len(state.bought[2]) == 2


def test_shared_double_even_price_splits_evenly():
    state = double_offered()
    state = play(state, (3, ["bid", 20]), (4, ["pass"]), (0, ["pass"]), (1, ["pass"]), (2, ["pass"]))
    assert payments(state) == [(3, 2, 10), (3, 0, 10)]


def test_double_nobody_adds_so_the_original_auctioneer_takes_it_free():
    hands = [[[KR, DOUBLE], [LM, OPEN]], [[YO, OPEN]], [[KR, OPEN], [CP, OPEN]], [[CP, SEALED]]]
    state = stacked(hands)
    state = play(state, (0, ["play", KR, DOUBLE]))
    assert state.legal_actions(0) == [["decline"]]  # no second Krypto: still a choice the table sees
    state = play(state, (0, ["decline"]), (1, ["decline"]))
    assert state.legal_actions(3) == [] and state.legal_actions(2) == [["add", OPEN], ["decline"]]
    state = play(state, (2, ["decline"]), (3, ["decline"]))
    assert [pair(c) for c in state.bought[0]] == [[KR, DOUBLE]] and payments(state) == []
    assert state.last_sale["how"] == "unpaired" and state.auctioneer == 1 and state.phase == "play"


# --- the end of a round -----------------------------------------------------------------------------


def test_fifth_painting_ends_the_round_values_and_sales():
    hands = [[[KR, OPEN]] * 2 + [[YO, OPEN]], [[KR, OPEN]] * 3 + [[LM, OPEN]], [[YO, OPEN]] * 2]
    state = stacked(hands, deck=[[CP, OPEN]] * 30)
    state = give(state, KR)  # 0
    state = give(state, KR)  # 1
    state = give(state, YO)  # 2
    state = give(state, KR)  # 0
    state = give(state, KR)  # 1
    state = give(state, YO)  # 2 -> Krypto 4, Yoko 2
    assert state.counts == [0, 2, 0, 0, 4]
    state = play(state, (0, ["play", YO, OPEN]))  # Yoko 3: still auctioned
    state = play(state, (1, ["pass"]), (2, ["pass"]), (0, ["pass"]))
    state = play(state, (1, ["play", LM, OPEN]))
    state = play(state, (2, ["pass"]), (0, ["pass"]), (1, ["pass"]))
    # Seat 2 has no cards: skipped. Seat 0 has none either; seat 1 plays the fifth Krypto.
    assert state.auctioneer == 1 and state.view(None)["hand_counts"] == [0, 1, 0]
    state = play(state, (1, ["play", KR, OPEN]))
    assert state.round == 2
    end = next(e for e in state.log if e["event"] == "round_end")
    assert end == {"event": "round_end", "round": 1, "seat": 1, "reason": "fifth", "cards": [[KR, OPEN]]}
    valuation = next(e for e in state.log if e["event"] == "valuation")
    assert valuation["counts"] == [1, 3, 0, 0, 5] and valuation["top"] == [KR, YO, LM]
    assert state.board[0] == [10, 20, 0, 0, 30] and valuation["values"] == [10, 20, 0, 0, 30]
    # Seat 0 bought Krypto x2 and Yoko (30+30+20), seat 1 Krypto x2 and Lite Metal (30+30+10), seat 2 Yoko x2.
    assert state.last_round["sales"] == [80, 70, 40] and state.money == [180, 170, 140]
    assert state.bank == -190 and state.bought == [[], [], []]
    assert state.auctioneer == 2  # left of the player who ended the round


def test_a_double_as_the_fifth_painting_ends_the_round_without_a_second_card():
    hands = [
        [[KR, OPEN], [KR, OPEN], [KR, DOUBLE], [LM, OPEN]],
        [[KR, OPEN], [YO, OPEN]],
        [[KR, OPEN], [CP, OPEN]],
    ]
    state = stacked(hands, deck=[[CP, OPEN]] * 30)
    for artist in (KR, KR, KR, KR, YO, CP):  # seats 0, 1, 2, 0, 1, 2
        state = give(state, artist)
    assert state.counts[4] == 4 and state.auctioneer == 0
    state = play(state, (0, ["play", KR, DOUBLE]))
    assert state.round == 2 and state.phase == "play"
    end = next(e for e in state.log if e["event"] == "round_end")
    assert end == {"event": "round_end", "round": 1, "seat": 0, "reason": "fifth", "cards": [[KR, DOUBLE]]}
    assert state.auctioneer == 1


@pytest.mark.parametrize("adder", [0, 2])
def test_a_double_plus_a_second_painting_making_the_fifth_ends_the_round_both_discarded(adder):
    hands = [[[KR, OPEN], [KR, DOUBLE], [LM, OPEN]], [[KR, OPEN], [YO, OPEN]], [[KR, OPEN], [CP, OPEN]]]
    hands[adder] = hands[adder] + [[KR, SEALED]]
    state = stacked(hands, deck=[[CP, OPEN]] * 30)
    for artist in (KR, KR, KR):
        state = give(state, artist)
    state = play(state, (0, ["play", KR, DOUBLE]))
    assert state.phase == "double" and state.counts[4] == 4
    if adder == 2:
        state = play(state, (0, ["decline"]), (1, ["decline"]))
    state = play(state, (adder, ["add", SEALED]))
    assert state.round == 2
    end = next(e for e in state.log if e["event"] == "round_end")
    assert end == {
        "event": "round_end",
        "round": 1,
        "seat": adder,
        "reason": "fifth",
        "cards": [[KR, DOUBLE], [KR, SEALED]],
    }
    assert state.last_round["sales"] == [30, 30, 30]  # the three bought Krypto; the last two are unsold
    assert state.auctioneer == (adder + 1) % 3


def test_when_nobody_holds_a_card_the_last_painting_played_ends_the_round():
    hands = [[[KR, OPEN]], [[YO, OPEN]], []]
    state = stacked(hands, deck=[[CP, OPEN]] * 30)
    state = give(state, KR)  # seat 0 takes it free; seat 1 still holds a card
    assert state.round == 1 and state.auctioneer == 1
    state = play(state, (1, ["play", YO, OPEN]))
    end = next(e for e in state.log if e["event"] == "round_end")
    assert end == {"event": "round_end", "round": 1, "seat": 1, "reason": "last_card", "cards": [[YO, OPEN]]}
    # Yoko and Krypto have one painting each: Yoko first by board order (30), Krypto second (20).
    assert state.board[0] == [0, 30, 0, 0, 20] and state.money == [120, 100, 100]
    assert state.round == 2 and state.auctioneer == 2 and [len(h) for h in state.hands] == [6, 6, 6]


def test_a_player_with_no_cards_is_skipped_as_auctioneer():
    hands = [[[KR, OPEN], [LM, OPEN]], [], [[YO, OPEN], [YO, SEALED]]]
    state = stacked(hands)
    state = give(state, KR)
    assert state.auctioneer == 2 and {"event": "skip", "seat": 1} in state.log
    # A player without cards still bids.
    state = play(state, (2, ["play", YO, OPEN]), (0, ["pass"]), (1, ["bid", 3]), (2, ["pass"]), (0, ["pass"]))
    assert len(state.bought[1]) == 1 and state.auctioneer == 0


def test_a_round_that_starts_with_no_cards_in_any_hand_ends_at_once():
    state = stacked([[], [], []], round=4, money=[100, 120, 90])
    assert state.is_over() and state.result()["winners"] == [1]
    assert next(e for e in state.log if e["event"] == "round_end")["reason"] == "no_cards"


# --- valuation ----------------------------------------------------------------------------------------


def test_ranking_ties_go_to_board_order_and_empty_artists_get_no_tile():
    assert rank_artists([2, 3, 3, 0, 3]) == [1, 2, 4]
    assert rank_artists([0, 0, 1, 0, 5]) == [4, 2]
    board = [[30, 0, 20, 10, 0], [0, 0, 30, 20, 10], [0] * 5, [0] * 5]
    # Round 2: Lite Metal has a tile from round 1 but is not in this round's top three.
    assert painting_values(board, 2, [0, 0, 5, 4, 3]) == [0, 0, 50, 30, 10]


def test_the_seed_example_christin_p_sells_for_50_then_0_then_60():
    board = [[30, 0, 20, 10, 0], [0] * 5, [0] * 5, [0] * 5]
    hands = [
        [[CP, OPEN]] * 3 + [[KG, OPEN]] * 2 + [[YO, OPEN]] * 2 + [[LM, OPEN]],
        [[CP, OPEN]] * 3 + [[LM, OPEN]] * 2 + [[KG, OPEN]] * 2,
        [[YO, OPEN]] * 2 + [[CP, OPEN], [KG, OPEN]] + [[LM, OPEN]] * 3,
    ]
    state = stacked(hands, round=2, board=board)
    for artist in (CP, CP, YO, CP, CP):  # seats 0, 1, 2, 0, 1
        state = give(state, artist)
    state = play(state, (2, ["play", CP, OPEN]))  # the fifth Christin P.
    assert state.round == 3 and state.board[1][2] == 30
    values = state.last_round["values"]
    assert values[2] == 50  # 20 (2nd in round 1) + 30 (1st in round 2)
    assert state.last_round["sales"] == [100, 100, 20]  # seat 2 bought one Yoko (20)
    assert state.auctioneer == 0
    for artist in (CP, LM, YO, KG, KG, KG, KG):  # seats 0, 1, 2, 0, 1, 2, 0
        state = give(state, artist)
    state = play(state, (1, ["play", KG, OPEN]))  # the fifth Karl Gitter
    assert state.round == 4 and state.board[2] == [20, 10, 0, 30, 0]
    assert state.last_round["values"][2] == 0 and sum(state.board[r][2] for r in range(3)) == 50
    sale = [e for e in state.log if e["event"] == "sale" and e["seat"] == 0][-1]
    assert sale["paintings"] == [[CP, OPEN], [KG, OPEN], [KG, OPEN]]
    assert sale["amount"] == 0 + 40 + 40  # Karl Gitter 10 + 30 each; Christin P. is worth nothing now
    assert state.auctioneer == 2
    for artist in (LM, YO, CP, LM, YO, LM, LM):  # seats 2, 0, 1, 2, 0, 1, 2
        state = give(state, artist)
    state = play(state, (0, ["play", LM, OPEN]))  # the fifth Lite Metal
    assert state.is_over() and state.board[3] == [30, 20, 10, 0, 0]
    assert state.last_round["values"][2] == 60  # 20 + 30 + 0 + 10
    sale = [e for e in state.log if e["event"] == "sale" and e["seat"] == 1][-1]
    assert sale["paintings"] == [[CP, OPEN], [LM, OPEN]]
    assert sale["amount"] == 60 + (30 + 0 + 20 + 30)
    checked(state)


# --- the end of the game ------------------------------------------------------------------------------


def test_the_game_ends_after_round_four_and_the_richest_wins():
    state = stacked([[[KR, OPEN]], [], []], round=4, money=[100, 130, 90])
    state = play(state, (0, ["play", KR, OPEN]))  # the last card: round 4 ends at once
    assert state.is_over() and state.actors() == [] and state.legal_actions(0) == []
    result = state.result()
    assert result["scores"] == [100, 130, 90] and result["winners"] == [1] and result["ranking"] == [1, 0, 2]
    assert [row["place"] for row in result["breakdown"]] == [2, 1, 3]
    assert state.view(2)["money"] == [100, 130, 90]  # the final count is public
    assert state.progress() == {"key": "progress.modern_art", "params": {"round": 4}}


def test_equal_money_at_the_end_is_a_shared_win():
    state = stacked([[[KR, OPEN]], [[YO, OPEN]], []], round=4, money=[120, 100, 120])
    state = give(state, KR)
    state = play(state, (1, ["play", YO, OPEN]))
    assert state.is_over()
    # Krypto (1) second after Yoko (1) by board order: 20 for seat 0's Krypto.
    result = state.result()
    assert result["scores"] == [140, 100, 120] and result["winners"] == [0]
    state = stacked([[[YO, OPEN]], [], []], round=4, money=[120, 100, 120])
    state = play(state, (0, ["play", YO, OPEN]))
    result = state.result()
    assert result["winners"] == [0, 2] and result["ranking"] == [0, 2, 1]
    assert [row["place"] for row in result["breakdown"]] == [1, 3, 1]


# --- hidden information ------------------------------------------------------------------------------


def test_a_seats_view_does_not_change_when_only_information_hidden_from_it_changes():
    hands_a = [[[KR, SEALED], [LM, OPEN]], [[YO, OPEN], [CP, FIXED]], [[KG, DOUBLE], [KR, ONCE]]]
    hands_b = [[[KR, SEALED], [LM, OPEN]], [[KG, SEALED], [LM, ONCE]], [[KG, DOUBLE], [KR, ONCE]]]
    deck = [[CP, OPEN], [YO, SEALED], [LM, FIXED], [KR, DOUBLE]] * 6
    a = stacked(hands_a, deck=deck, money=[100, 80, 120])
    b = stacked(hands_b, deck=deck[::-1], money=[100, 130, 120])
    assert a.deck != b.deck and a.hands[1] != b.hands[1]
    assert a.view(0) == b.view(0) and a.view(None) == b.view(None)
    assert a.view(1) != b.view(1)
    a, b = a.apply(0, ["play", KR, SEALED]), b.apply(0, ["play", KR, SEALED])
    a, b = a.apply(1, ["sealed", 7]), b.apply(1, ["sealed", 55])
    for seat in (None, 0, 2):
        assert a.view(seat) == b.view(seat)
    assert a.view(1)["auction"]["my_sealed"] == 7 and b.view(1)["auction"]["my_sealed"] == 55
    public = a.view(None)
    assert public["hand"] is None and public["hands"] == [None] * 3 and public["money"] == [None] * 3
    assert a.view(0)["hands"][1] is None and a.view(0)["money"] == [100, None, None]
    assert a.view(1)["hands"] == [None, [[YO, OPEN], [CP, FIXED]], None]
    text = json.dumps(public)
    assert "deck" not in text.replace("deck_count", "")


def test_dealt_cards_are_private_to_their_seat():
    deck_a = [[CP, OPEN]] * 6 + [[YO, OPEN]] * 6 + [[LM, OPEN]] * 6
    deck_b = [[CP, OPEN]] * 6 + [[KG, SEALED]] * 6 + [[YO, FIXED]] * 6
    hands = [[[KR, OPEN]], [[YO, OPEN]], []]
    a = play(
        stacked(hands, deck=deck_a), (0, ["play", KR, OPEN]), (1, ["pass"]), (2, ["pass"]), (0, ["pass"])
    )
    b = play(
        stacked(hands, deck=deck_b), (0, ["play", KR, OPEN]), (1, ["pass"]), (2, ["pass"]), (0, ["pass"])
    )
    a, b = a.apply(1, ["play", YO, OPEN]), b.apply(1, ["play", YO, OPEN])  # ends round 1: a deal
    assert a.round == 2 and a.view(0) == b.view(0) and a.view(None) == b.view(None)
    assert a.view(1) != b.view(1)
    dealt = [e for e in a.view(1)["log"] if e["event"] == "dealt"]
    assert dealt == [{"event": "dealt", "seat": 1, "cards": [[YO, OPEN]] * 6}]
    assert {"event": "deal", "round": 2, "counts": [6, 6, 6]} in a.view(None)["log"]
    assert a.reveals == b.reveals == 1


def test_an_open_table_shows_every_hand_and_all_money_but_not_sealed_offers():
    hands = [[[KR, SEALED], [LM, OPEN]], [[YO, OPEN]], [[CP, OPEN]]]
    state = stacked(hands, open_table=True)
    for seat in (None, 0, 1, 2):
        view = state.view(seat)
        assert view["money"] == [100, 100, 100] and view["hands"][1] == [[YO, OPEN]]
    state = play(state, (0, ["play", KR, SEALED]), (1, ["sealed", 9]))
    assert "9" not in json.dumps(state.view(0)["log"]) and state.view(0)["auction"]["my_sealed"] is None


def test_view_shape_during_an_auction():
    state = play(stacked(hand3([KR, OPEN], [KR, SEALED])), (0, ["play", KR, OPEN]), (1, ["bid", 4]))
    view = state.view(2)
    assert (
        view["phase"] == "open" and view["actors"] == [2, 0] and view["auctioneer"] == 0
        and view["round"] == 1
    )
    assert view["auction"] == {
        "artist": KR,
        "cards": [[KR, OPEN]],
        "type": OPEN,
        "auctioneer": 0,
        "partner": None,
        "passed": [],
        "acted": [],
        "declined": [],
        "price": None,
        "my_sealed": None,
    }
    assert view["bidding"] == {
        "kind": OPEN,
        "lot": [[KR, OPEN]],
        "turn": None,
        "high_bid": 4,
        "high_bidder": 1,
        "still_in": [0, 1, 2],
        "min_bid": 5,
        "max_bid": 100,
        "may_pass": True,
    }
    assert state.view(0)["bidding"]["max_bid"] == 100  # the auctioneer may bid too
    assert state.view(None)["bidding"]["max_bid"] is None  # another seat's money is secret
    assert state.view(1)["bidding"]["max_bid"] is None  # not over one's own bid
    assert view["counts"] == [0, 0, 0, 0, 1] and view["played_total"] == [0, 0, 0, 0, 1]
    assert len(view["board"]) == 4 and all(len(row) == 5 for row in view["board"])
    assert view["hand"] == [[YO, OPEN], [YO, SEALED]] and view["money"] == [None, None, 100]
    json.dumps(view)


def test_every_auction_shows_the_shared_bidding_shape_and_money_only_to_its_own_seat():
    hands = [[[KR, ONCE], [LM, OPEN]], [[KR, FIXED], [LM, SEALED]], [[YO, OPEN]]]
    state = play(stacked(hands, money=[100, 30, 60]), (0, ["play", KR, ONCE]))
    state = play(state, (1, ["bid", 10]))
    bidding = state.view(2)["bidding"]
    assert (bidding["kind"], bidding["lot"], bidding["turn"]) == (ONCE, [[KR, ONCE]], 2)
    assert (bidding["high_bid"], bidding["high_bidder"], bidding["still_in"]) == (10, 1, [0, 1, 2])
    assert (bidding["min_bid"], bidding["max_bid"], bidding["may_pass"]) == (11, 60, True)
    for seat in (None, 0, 1):
        other = state.view(seat)["bidding"]
        assert other["max_bid"] is None and other["min_bid"] is None
    state = play(state, (2, ["pass"]), (0, ["pass"]))  # seat 1 buys for 10, has 20 left
    assert state.view(None)["bidding"] is None
    state = play(state, (1, ["play", KR, FIXED]))
    assert state.view(1)["bidding"]["kind"] == FIXED and state.view(1)["bidding"]["turn"] == 1
    assert (state.view(1)["bidding"]["min_bid"], state.view(1)["bidding"]["max_bid"]) == (1, 20)
    state = play(state, (1, ["price", 15]))
    assert state.view(2)["bidding"]["high_bid"] == 15 and state.view(2)["bidding"]["min_bid"] == 15
    assert state.view(0)["bidding"]["max_bid"] is None  # not its turn
    sealed = sealed_state()
    for seat in range(4):
        assert (sealed.view(seat)["bidding"]["min_bid"], sealed.view(seat)["bidding"]["max_bid"]) == (0, 100)
    assert sealed.view(None)["bidding"]["max_bid"] is None and sealed.view(0)["bidding"]["may_pass"] is False


# --- options and bad input ---------------------------------------------------------------------------


def test_options_and_player_counts():
    assert GAME.new(5, 3, {"opening_seat": 4}).actors() == [4]
    for bad in (
        {"opening_seat": 3},
        {"opening_seat": "1"},
        {"three_player_deal": 9},
        {"open_table": 1},
        {"colour": 1},
    ):
        with pytest.raises(ValueError):
            GAME.new(3, 3, bad)
    for players in (2, 6):
        with pytest.raises(ValueError):
            GAME.new(players, 3)
    assert GAME.private_info and GAME.bot_levels == ("sensible", "easy", "strong", "random")


def test_same_seed_same_game_and_apply_leaves_the_old_state_alone():
    first, second = GAME.new(4, 99), GAME.new(4, 99)
    assert first.view(0) == second.view(0) and first.deck == second.deck
    assert first.deck != GAME.new(4, 100).deck
    before = first.view(0)
    first.apply(0, first.legal_actions(0)[0])
    assert first.view(0) == before


@pytest.mark.parametrize(
    "action",
    [["play"], ["play", KR], ["play", KR, "cubist"], ["play", [KR], OPEN], ["bid", 3], "pass", None, [],
     {"a": 1}, ["play", KR, OPEN, 1], ["add", OPEN], ["sealed", 1]],
)  # fmt: skip
def test_garbage_actions_are_refused(action):
    state = stacked(hand3([KR, SEALED], [LM, OPEN]))
    with pytest.raises(IllegalAction):
        state.apply(0, action)
    with pytest.raises(IllegalAction):
        state.apply(1, ["play", LM, OPEN])  # not seat 1's turn
    with pytest.raises(IllegalAction):
        state.apply(7, ["pass"])
