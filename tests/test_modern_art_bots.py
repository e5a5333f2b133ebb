"""Modern Art's computer players: the strong search (from the seat's view alone), the sensible
player's fixes (fixed prices rivals will pay, no risky buys of its own paintings), the easy level,
and the hint's words for every legal action."""

import copy

from hidden_info import sampled_positions
from tabletop.engine.rng import Rng
from tabletop.games import GAMES
from tabletop.games.modern_art import bots, ui
from tabletop.games.modern_art.bots import QuickSensible, SensibleBot, StrongBot, quick_view
from tabletop.games.modern_art.cards import DECK, pair
from tabletop.games.modern_art.rules import ModernArtState
from tabletop.games.modern_art.sampling import sample_state
from tabletop.ui.i18n import LANGUAGES, translate

GAME = GAMES["modern_art"]
LM, YO, CP, KG, KR = "lite_metal", "yoko", "christin_p", "karl_gitter", "krypto"
OPEN, ONCE, SEALED, FIXED, DOUBLE = "open", "once_around", "sealed", "fixed_price", "double"


def stacked(hands, opening=0, round=1, board=None, money=None, full_deck=False):
    """A position with these hands; the deck is empty, or (full_deck) every other painting."""
    players = len(hands)
    options = GAME.resolve_options(players, {"opening_seat": opening})
    deck = []
    if full_deck:
        deck = [pair(card) for card in DECK]
        for cards in hands:
            for card in cards:
                deck.remove(card)
    return ModernArtState.initial(GAME, players, 1, options, hands=hands, deck=deck, money=money, round=round,
                                  board=board)  # fmt: skip


def play(state, *moves):
    for seat, action in moves:
        state = state.apply(seat, action)
    return state


def quick_strong(seed=1, work=500):
    bot = StrongBot(seed)
    bot.work = work
    return bot


def test_the_levels():
    assert list(bots.LEVELS) == ["sensible", "easy", "strong", "random"]
    assert GAME.bot_levels == ("sensible", "easy", "strong", "random")


# --- the sampler ----------------------------------------------------------------------------------


def test_a_sample_knows_the_others_money_from_the_payments_and_deals_them_their_hands():
    """Every payment is in the log, so the others' money is known exactly; each other seat's deals
    in the sample add up to the cards it has played and the hand it was dealt in the sample."""
    rng = Rng(5)
    checked = 0
    for players, state in sampled_positions(GAME, 19, games=2, every=11, players=[3, 4], bot_level=None):
        for seat in range(players):
            sample = sample_state(state.view(seat), rng)
            assert sample.money == state.money and sample.bank == state.bank
            for other in range(players):
                view = sample.view(other)
                rest = [
                    tuple(c)
                    for e in view["log"]
                    if e["event"] == "dealt" and e["seat"] == other
                    for c in e["cards"]
                ]
                for entry in view["log"]:
                    if entry["event"] in ("play", "add") and entry["seat"] == other:
                        rest.remove(tuple(entry["card"]))
                assert sorted(rest) == sorted(tuple(card) for card in view["hand"])
            checked += 1
    assert checked > 20


# --- the strong player ----------------------------------------------------------------------------


def test_the_strong_player_answers_a_legal_action_from_the_view_alone():
    checked = 0
    for _players, state in sampled_positions(GAME, 5, games=2, every=37, players=[3, 4, 5], bot_level=None):
        seat = state.actors()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        untouched = copy.deepcopy(view)
        first = quick_strong(work=150).choose(view, legal)
        assert first in legal and view == untouched
        assert quick_strong(work=150).choose(view, legal) == first  # no hidden randomness
        checked += 1
    assert checked >= 8


def four_krypto_bought_by_seat_0():
    """Round 4, Krypto's column at 60: seat 0 has bought four Krypto this round for 1 each, and
    holds the fifth, which ends the round (and the game) at once with those four sold for 90 each."""
    hands = [
        [[KR, SEALED], [LM, OPEN], [YO, OPEN]],
        [[KR, DOUBLE], [KR, ONCE], [CP, OPEN]],
        [[KR, ONCE], [KG, OPEN]],
        [[KR, ONCE], [CP, SEALED]],
    ]
    board = [[0, 0, 0, 0, 30], [0, 0, 0, 0, 20], [0, 0, 0, 0, 10], [0] * 5]
    state = stacked(hands, opening=1, round=4, board=board)
    return play(
        state,
        (1, ["play", KR, DOUBLE]), (1, ["add", ONCE]),
        (2, ["pass"]), (3, ["pass"]), (0, ["bid", 1]), (1, ["pass"]),
        (2, ["play", KR, ONCE]), (3, ["pass"]), (0, ["bid", 1]), (1, ["pass"]), (2, ["pass"]),
        (3, ["play", KR, ONCE]), (0, ["bid", 1]), (1, ["pass"]), (2, ["pass"]), (3, ["pass"]),
    )  # fmt: skip


def test_the_strong_player_ends_the_game_while_its_paintings_are_worth_most():
    state = four_krypto_bought_by_seat_0()
    assert state.actors() == [0] and state.counts[4] == 4 and len(state.bought[0]) == 4
    assert quick_strong().choose(state.view(0), state.legal_actions(0)) == ["play", KR, SEALED]


def test_the_strong_player_buys_a_sure_painting_at_a_bargain_price():
    """Krypto has four paintings this round and a column of 60: at a fixed price of 3 it is a gift."""
    hands = [
        [[LM, OPEN], [YO, OPEN]],
        [[KR, OPEN], [CP, OPEN]],
        [[KR, OPEN], [KG, OPEN]],
        [[KR, FIXED], [CP, SEALED]],
    ]
    board = [[0, 0, 0, 0, 30], [0, 0, 0, 0, 20], [0, 0, 0, 0, 10], [0] * 5]
    state = stacked(hands, opening=1, round=4, board=board)
    state = play(state, (1, ["play", KR, OPEN]), (2, ["pass"]), (3, ["pass"]), (0, ["pass"]), (1, ["pass"]))
    state = play(state, (2, ["play", KR, OPEN]), (3, ["pass"]), (0, ["pass"]), (1, ["pass"]), (2, ["pass"]))
    state = play(state, (3, ["play", KR, FIXED]), (3, ["price", 3]))
    assert state.phase == "fixed_price" and state.actors() == [0]
    assert quick_strong().choose(state.view(0), state.legal_actions(0)) == ["buy"]


def test_the_strong_players_candidates_are_a_few_bid_levels_not_every_amount():
    for _players, state in sampled_positions(GAME, 8, games=1, every=3, players=[4], bot_level=None):
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        candidates = StrongBot(1).candidates(state.view(seat), legal)
        assert candidates and all(action in legal for action in candidates)
        assert len(candidates) <= 8


def test_the_playout_player_plays_as_the_sensible_player_from_the_view():
    for _players, state in sampled_positions(GAME, 9, games=2, every=2, players=[3, 4, 5], bot_level=None):
        seat = state.actors()[0]
        expected = SensibleBot(3).choose(state.view(seat), state.legal_actions(seat))
        assert QuickSensible(3).act(state, seat) == expected
        assert quick_view(state, seat)["hand"] == state.view(seat)["hand"]


# --- the sensible player's fixes ------------------------------------------------------------------


def fixed_price_named_by_seat_0():
    """Seat 0 auctions a Krypto at a fixed price in round 2 (Krypto's column already at 30)."""
    hands = [
        [[KR, FIXED], [KR, OPEN], [LM, OPEN], [YO, SEALED]],
        [[KR, SEALED], [CP, OPEN], [KG, ONCE], [LM, SEALED]],
        [[KR, ONCE], [YO, OPEN], [KG, OPEN], [CP, SEALED]],
        [[CP, ONCE], [YO, ONCE], [KG, SEALED], [LM, ONCE]],
    ]
    board = [[0, 10, 0, 20, 30], [0] * 5, [0] * 5, [0] * 5]
    return play(stacked(hands, round=2, board=board), (0, ["play", KR, FIXED]))


def test_a_sensible_fixed_price_is_one_a_rival_will_pay():
    """The old sensible player asked more than any rival would pay, so 88 % of its fixed-price
    paintings came back to it and it paid the bank."""
    state = fixed_price_named_by_seat_0()
    price = SensibleBot(1).choose(state.view(0), state.legal_actions(0))
    state = state.apply(0, price)
    answers = []
    while state.phase == "fixed_price":
        seat = state.actors()[0]
        answer = SensibleBot(seat).choose(state.view(seat), state.legal_actions(seat))
        answers.append(answer)
        state = state.apply(seat, answer)
    assert ["buy"] in answers
    assert state.last_sale["winner"] != 0 and state.last_sale["how"] == "fixed"


def test_a_sensible_auctioneer_does_not_buy_its_own_painting_of_an_artist_that_may_not_sell():
    """Round 1, the first Christin P. of the round: whether she ends in the top three is open, and a
    painting that does not sell loses all its price, so the auctioneer lets the rival's bid stand
    (the old player outbid it, and a quarter of such buys lost money)."""
    hands = [
        [[CP, ONCE], [LM, OPEN], [YO, OPEN], [KG, SEALED]],
        [[KR, SEALED], [KR, OPEN], [KG, ONCE], [LM, SEALED]],
        [[KR, ONCE], [YO, SEALED], [KG, OPEN], [LM, FIXED]],
    ]
    state = play(stacked(hands, full_deck=True), (0, ["play", CP, ONCE]), (1, ["bid", 4]), (2, ["pass"]))
    assert state.actors() == [0]
    bot = SensibleBot(1)
    assert bot.choose(state.view(0), state.legal_actions(0)) == ["pass"]
    assert bot.top_three_chance(state.counts)[2] < bots.OWN_BUY_SURE
    assert bot._lot_value() / 2 > 5  # the old limit (half the lot) would have outbid 4


# --- the easy player ------------------------------------------------------------------------------


# --- the hint's words -----------------------------------------------------------------------------


class HintContext:
    def __init__(self, lang, view):
        self.view = view
        self.names = [f"P{seat}" for seat in range(view["players"])]
        self.lang = lang

    def t(self, key, **params):
        return translate(self.lang, key, **params)


def test_every_legal_action_has_words_in_every_language():
    kinds = set()
    for _players, state in sampled_positions(GAME, 13, games=3, every=2, players=[3, 4, 5], bot_level=None):
        seat = state.actors()[0]
        view = state.view(seat)
        for lang in LANGUAGES:
            ctx = HintContext(lang, view)
            for action in state.legal_actions(seat):
                text = ui.describe_action(ctx, action)
                assert text and "ma.hint" not in text and "{" not in text, (lang, action, text)
                kinds.add(action[0])
    assert kinds == {"play", "add", "decline", "bid", "pass", "sold", "sealed", "price", "buy"}


def test_the_hint_names_the_painting_and_the_amount():
    state = fixed_price_named_by_seat_0()
    ctx = HintContext("en", state.view(0))
    assert ui.describe_action(ctx, ["price", 12]) == "Set the fixed price at 12"
    state = state.apply(0, ["price", 12])
    ctx = HintContext("en", state.view(1))
    assert ui.describe_action(ctx, ["buy"]) == "Buy for 12"
    assert ui.describe_action(ctx, ["decline"]) == "Do not buy for 12"
    start = four_krypto_bought_by_seat_0()
    words = ui.describe_action(HintContext("en", start.view(0)), ["play", KR, SEALED])
    assert words == "Play ★ Krypto (Sealed): it ends the round unsold"
