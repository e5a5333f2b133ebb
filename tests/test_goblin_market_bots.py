"""Goblin Market's computer players: the strong search, the sensible player's fixes (issue 13), the
easy level and the hint's words for every action."""

import copy

import pytest

from tabletop.engine.rng import Rng, derive_seed
from tabletop.games import GAMES
from tabletop.games.goblin_market import bots
from tabletop.games.goblin_market.rules import GoblinMarketState, friendship_payout
from tabletop.games.goblin_market.sampling import sample_state
from tabletop.games.goblin_market.ui import describe_action
from tabletop.ui.i18n import translate

GAME = GAMES["goblin_market"]
# Cards to fill a stacked deck after the ones a scenario needs (top card first).
REST = (
    "ace_of_leaves ace_of_wyrms ace_of_knots savage battle mill cave market pact merchant darkness "
    "betrayal bard end calamity windfall mountain sailor"
).split()


def stacked(deck, players=4, chips=None, owned=None, opening=0):
    options = GAME.resolve_options(players, {"opening_seat": opening})
    return GoblinMarketState.initial(GAME, players, 1, options, deck=deck, chips=chips, owned=owned)


def play(state, *moves):
    for seat, action in moves:
        state = state.apply(seat, action)
    return state


def sensible_choice(state, seat):
    return bots.SensibleBot(0).choose(state.view(seat), state.legal_actions(seat))


def quick_strong(seed=1):
    bot = bots.StrongBot(seed)
    bot.playout_auctions, bot.most_playouts = 40, 24
    return bot


def self_played(players, seed, level="sensible"):
    """Every position of one game between `level` players, each with the seat to act, and the end."""
    state = GAME.new(players, seed)
    players_bots = [GAME.make_bot(level, derive_seed(seed, seat)) for seat in range(players)]
    positions = []
    while not state.is_over():
        seat = state.actors()[0]
        positions.append((state, seat))
        state = state.apply(seat, players_bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    return positions, state


def test_the_levels_are_sensible_easy_strong_and_random():
    assert set(bots.LEVELS) == {"sensible", "easy", "strong", "random"} == set(GAME.bot_levels)
    assert isinstance(GAME.make_bot("strong", 3), bots.StrongBot)


# --- the strong player ----------------------------------------------------------------------------


def test_the_strong_player_answers_a_legal_action_from_the_view_alone():
    positions = [position for index, position in enumerate(self_played(4, 5)[0]) if index % 25 == 0]
    rng = Rng(8)
    for state, seat in positions:
        view, legal = state.view(seat), state.legal_actions(seat)
        untouched = copy.deepcopy(view)
        action = quick_strong().choose(view, legal)
        assert action in legal and view == untouched
        # A state with other deck orders that this seat cannot tell apart gets the same answer.
        other = sample_state(view, rng)
        assert other.view(seat) == view
        assert quick_strong().choose(other.view(seat), other.legal_actions(seat)) == action


def test_the_strong_player_bids_for_the_final_lot_that_wins_it_the_game():
    # The final auction (three cards or fewer are auctioned whole): Moons and Waves take seat 0
    # from 4 points to 6, past seat 1's 5; passing loses, and no rival can outbid its 6 chips.
    state = stacked(
        ["sea", "ace_of_moons"],
        chips=[6, 3, 3, 3],
        owned=[["journey", "lunatic"], ["castle", "painter", "ace_of_suns"], ["origin"], ["savage"]],
    )
    assert state.view(0)["final_auction"] and state.view(0)["scores"][:2] == [4, 5]
    bot = quick_strong()
    action = bot.choose(state.view(0), state.legal_actions(0))
    assert action[0] == "bid"
    values = {tuple(candidate): value for candidate, value, _ in bot.last_values}
    assert values[tuple(action)] > values[("pass",)]


def test_the_strong_player_weighs_only_a_few_bid_amounts():
    state = stacked(
        ["author", "lunatic", "ace_of_moons", *REST], chips=[25, 10, 10, 10], owned=[["journey"], [], [], []]
    )
    view, legal = state.view(0), state.legal_actions(0)
    assert len(legal) == 26
    candidates = bots.StrongBot(1).candidates(view, legal)
    assert ["pass"] in candidates and ["bid", 1] in candidates and len(candidates) <= 6


# --- the sensible player's fixes (issue 13) ---------------------------------------------------------


def test_the_sensible_player_spends_its_chips_over_the_game():
    """Issue 13: the old player finished with about 14 of its 10 starting chips at 4 players."""
    finals = []
    for game in range(12):
        finals.extend(self_played(4, derive_seed(77, game))[1].chips)
    assert sum(finals) / len(finals) < 10


def test_the_sensible_player_raises_to_a_price_that_pays_bystanders_less_friendship():
    # Seat 2 stays out holding three rank-5 cards: a price ending in 5 pays it 9 chips, in 8 none.
    owned = [["journey"], [], ["forest", "discovery", "soldier"], []]
    state = stacked(
        ["author", "lunatic", "ace_of_moons", *REST], chips=[12, 12, 10, 10], owned=owned, opening=3
    )
    state = play(state, (3, ["bid", 4]))
    action = sensible_choice(state, 0)
    assert action[0] == "bid" and action[1] > 5  # the old player always raised by one, to 5
    assert friendship_payout(owned[2], action[1]) < friendship_payout(owned[2], 5)


def test_the_sensible_player_stays_out_when_friendship_pays_more_than_the_lot():
    # Seat 0 owns five cards of ranks 2 and 3: staying out of a low-priced sale pays it several chips,
    # more than one point from an Ace is worth; the old player bid for it.
    owned = [["author", "desert", "origin", "journey", "painter"], [], [], []]
    state = stacked(["ace_of_moons", "huntress", *REST], owned=owned)
    assert state.view(0)["lot"] == ["huntress"]
    assert sensible_choice(state, 0) == ["pass"]


def test_the_sensible_player_counts_the_goblin_gifts_a_new_suit_ends():
    # One point either way, but the Ace of Suns brings a suit seat 0 has none of (ending a goblin
    # gift now and then for the rest of the game); the Ace of Moons does not.
    choices = {}
    for card in ("ace_of_moons", "ace_of_suns"):
        state = stacked(["ace_of_knots", card, *REST], owned=[["journey"], [], [], []], opening=1)
        state = play(state, (1, ["bid", 5]), (2, ["pass"]), (3, ["pass"]))
        choices[card] = sensible_choice(state, 0)
    assert choices == {"ace_of_moons": ["bid", 6], "ace_of_suns": ["pass"]}


# --- the easy player and the hint's words -----------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
def test_every_legal_action_has_a_short_description(lang):
    class Context:
        def __init__(self, view):
            self.view = view
            self.t = lambda key, **params: translate(lang, key, **params)

    kinds = set()
    for players in (3, 4, 6):
        for state, seat in self_played(players, 9 + players)[0]:
            ctx = Context(state.view(seat))
            for action in state.legal_actions(seat):
                text = describe_action(ctx, action)
                assert text and "gm." not in text and "{" not in text
                kinds.add(action[0])
    assert kinds == {"bid", "pass", "take", "take_all"}
    english = Context(GAME.new(4, 0).view(0))
    english.t = lambda key, **params: translate("en", key, **params)
    assert describe_action(english, ["bid", 7]) == "Bid 7" and describe_action(english, ["pass"]) == "Pass"
