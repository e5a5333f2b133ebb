"""Jambo's computer players (issue 13): the strong search and its sampler's knowledge, the sensible
player's Guard kept for the attacks that matter, the easy level, and the hint's words for every action."""

import copy
from types import SimpleNamespace

import pytest

from hidden_info import positions
from tabletop.engine.rng import Rng
from tabletop.games import GAMES
from tabletop.games.jambo import bots
from tabletop.games.jambo.rules import JamboState
from tabletop.games.jambo.sampling import Reading, sample_state
from tabletop.games.jambo.ui import describe_action
from tabletop.ui.i18n import translate

GAME = GAMES["jambo"]
FILLER = ["ware-20", "ware-21", "well-3", "drums-2", "ware-30", "shaman-1", "ware-33", "stand-4"]


def stacked(hands, deck=FILLER, opening=0, **kwargs):
    options = GAME.resolve_options(2, {"opening_seat": opening})
    return JamboState.initial(GAME, 2, 3, options, deck=list(deck), hands=[list(h) for h in hands], **kwargs)


def quick_strong(seed=1, budget=300):
    bot = bots.StrongBot(seed)
    bot.step_budget = budget
    return bot


def test_the_levels_are_sensible_easy_strong_and_random():
    assert set(bots.LEVELS) == {"sensible", "easy", "strong", "random"} == set(GAME.bot_levels)
    assert isinstance(GAME.make_bot("strong", 3), bots.StrongBot)
    assert isinstance(GAME.make_bot("easy", 3).base, bots.SensibleBot)


# --- the strong player ------------------------------------------------------------------------------


def test_the_strong_player_answers_a_legal_move_from_the_view_alone():
    checked = 0
    for index, state in enumerate(positions(GAME, 2, 77)):
        if state.is_over() or index % 25:
            continue
        seat = state.actors()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        untouched = copy.deepcopy(view)
        action = quick_strong(index).choose(view, legal)
        assert action in legal
        assert view == untouched
        checked += 1
    assert checked >= 6


def test_the_strong_player_cannot_tell_the_other_hand():
    """Two tables that differ only in the opponent's hand and the deck's order give the same answer."""
    hand = ["ware-05", "ware-07", "ware-09", "crocodile-1"]
    first = stacked([hand, ["guard-1", "weapons-1", "ware-13"]], deck=FILLER, wares=({"tea": 2}, {}))
    second = stacked([hand, ["ware-31", "well-1", "parrot-1"]], deck=FILLER[::-1], wares=({"tea": 2}, {}))
    assert first.view(0) == second.view(0)
    assert quick_strong(4).choose(first.view(0), first.legal_actions(0)) == quick_strong(4).choose(
        second.view(0), second.legal_actions(0)
    )


def final_turn_at_59():
    """Seat 0 reaches 60 gold and ends: seat 1, on 59, has the last turn. Ending it with 2 actions
    unused earns the 60th gold, and a tie goes to the player who did not reach the goal first."""
    hands = [["ware-22"], ["ware-05", "ware-07", "ware-09", "guard-1"]]
    state = stacked(hands, gold=[59, 59])
    state = state.apply(0, ["end_turn"])
    assert state.trigger == 0 and state.gold == [60, 59] and state.actors() == [1]
    return state


def test_the_strong_player_wins_on_the_last_turn_where_the_sensible_one_spends_its_gold():
    state = final_turn_at_59()
    view, legal = state.view(1), state.legal_actions(1)
    assert bots.SensibleBot(0).choose(view, legal)[0] == "play"  # a buy: 56 gold and a loss
    choice = quick_strong(2).choose(view, legal)
    assert choice in (["end_turn"], ["draw"])
    after = state.apply(1, choice)
    while not after.is_over():
        seat = after.actors()[0]
        after = after.apply(seat, bots.SensibleBot(1).choose(after.view(seat), after.legal_actions(seat)))
    assert after.result()["winners"] == [1] or choice == ["draw"]


def test_playouts_read_the_same_choices_from_the_short_view():
    """The playout's short view (no log, no copies) leads the sensible player to the same move."""
    compared = 0
    for level in ("random", "sensible"):
        for index, state in enumerate(positions(GAME, 2, 91, bot_level=level)):
            if state.is_over() or index % 3:
                continue
            seat = state.actors()[0]
            legal = state.legal_actions(seat)
            full = bots.SensibleBot(5).choose(state.view(seat), legal)
            short = bots.SensibleBot(5).choose(bots.rollout_view(state, seat), legal)
            assert full == short
            compared += 1
    assert compared > 100


# --- the sampler's knowledge ------------------------------------------------------------------------


def test_a_card_given_by_a_hyena_stays_in_the_sampled_hand():
    state = stacked([["hyena-1", "ware-05", "ware-13"], ["ware-20", "guard-1", "well-1"]])
    state = state.apply(0, ["play", "hyena-1"])
    state = state.apply(1, ["no_reaction"])  # seat 0 looks at the hand, takes one and gives one
    state = state.apply(0, ["take", "well-1"])
    state = state.apply(0, ["give", "ware-13"])
    view = state.view(0)
    assert Reading(view).known_in_other_hand == ["ware-20", "guard-1", "ware-13"]
    rng = Rng(8)
    for _ in range(10):
        sample = sample_state(view, rng)
        assert sorted(sample.hands[1]) == sorted(state.hands[1])
        assert sample.view(0) == view


def test_the_opponents_hand_and_the_deck_vary_between_samples():
    state = stacked([["ware-05"], ["ware-20", "guard-1", "well-1"]])
    view = state.view(0)
    rng = Rng(9)
    hands = {tuple(sorted(sample_state(view, rng).hands[1])) for _ in range(12)}
    assert len(hands) > 1


# --- the sensible player's fix: the Guard kept for what matters ----------------------------------------


def guard_window(animal, guarded_hand, utilities=("weapons-1",), **kwargs):
    hands = [[animal, "ware-05", "ware-13"], guarded_hand]
    state = stacked(hands, utilities=[[], list(utilities)], **kwargs)
    state = state.apply(0, ["play", animal])
    assert state.view(1)["phase"] == "guard_window"
    return state.view(1), state.legal_actions(1)


class AlwaysGuards(bots.SensibleBot):
    """The sensible player before issue 13: every Guard spent on the first animal."""

    def _step_guard_window(self, plan, view, legal):
        return legal[0]


def test_a_cheap_animal_does_not_bait_the_only_guard():
    view, legal = guard_window("cheetah-1", ["guard-1", "ware-20"])
    assert AlwaysGuards(0).choose(view, legal) == ["react", "guard-1"]  # the old, baited answer
    assert bots.SensibleBot(0).choose(view, legal) == ["no_reaction"]


def test_the_guard_stops_the_crocodile():
    view, legal = guard_window("crocodile-1", ["guard-1", "ware-20"])
    assert bots.SensibleBot(0).choose(view, legal) == ["react", "guard-1"]


def test_a_second_guard_or_the_last_turn_makes_a_cheap_animal_worth_stopping():
    view, legal = guard_window("cheetah-1", ["guard-1", "guard-2", "ware-20"])
    assert bots.SensibleBot(0).choose(view, legal) == ["react", "guard-1"]
    view, legal = guard_window("parrot-1", ["guard-1"], wares=({}, {"tea": 3}))
    view = dict(view, final_turn=True)
    assert bots.SensibleBot(0).choose(view, legal) == ["react", "guard-1"]


# --- the easy level -------------------------------------------------------------------------------


# --- the hint's words ---------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "zh-Hans", "zh-Hant"])
def test_every_legal_action_has_words_in_every_language(lang):
    t = lambda key, **params: translate(lang, key, **params)  # noqa: E731
    fallback = t("jb.btn.choose")
    steps = set()
    for level, seed in (("random", 11), ("random", 12), ("sensible", 13)):
        for index, state in enumerate(positions(GAME, 2, seed, bot_level=level)):
            if state.is_over() or index % 2:
                continue
            seat = state.actors()[0]
            legal = state.legal_actions(seat)
            view = state.view(seat)
            ctx = SimpleNamespace(view=view, t=t, names=["Ann", "Bo"], acting_seat=seat, legal=legal)
            steps.add(ctx.view["phase"])
            texts = [describe_action(ctx, action) for action in legal]
            for action, text in zip(legal, texts, strict=True):
                assert text and text != fallback, (action, ctx.view["phase"])
                assert "jb." not in text and "{" not in text, text
    assert len(steps) > 15


def test_the_hint_values_belong_to_the_move_asked():
    bot = quick_strong(3)
    state = final_turn_at_59()
    bot.choose(state.view(1), state.legal_actions(1))
    assert bot.last_values and all(samples >= bot.min_samples for _, _, samples in bot.last_values)
    drawn = state.apply(1, ["draw"])
    bot.choose(drawn.view(1), drawn.legal_actions(1))  # keep or discard: the sensible answer, unsearched
    assert bot.last_values == []
