"""Every game's sampler (games/<id>/sampling.py: `sample_state(view, rng)`) builds, from one seat's
view alone, a full state the seat cannot tell from the real one, and the parts the seat cannot see
vary from sample to sample. The strong players search such samples, so a sampler that leaked the
truth or got the public part wrong would make them cheat or misplay."""

from __future__ import annotations

import copy
import importlib
import json

import pytest

from hidden_info import sampled_positions
from tabletop.engine.bots import RandomBot
from tabletop.engine.rng import Rng, derive_seed
from tabletop.games import GAMES

SAMPLES = 6
LOOKAHEAD = 24  # steps played forward in each sample to see the unseen cards come up


def sampler(game_id):
    return importlib.import_module(f"tabletop.games.{game_id}.sampling").sample_state


def played_forward(state, steps, seed):
    """The public views along `steps` random moves from `state` (the same moves' seeds in every sample)."""
    seen = []
    bot = RandomBot(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.actors()[0]
        state = state.apply(seat, bot.choose(state.view(seat), state.legal_actions(seat)))
        seen.append(state.view(None))
    return json.dumps(seen, sort_keys=True, default=str)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_sample_agrees_with_everything_the_seat_sees(game_id):
    game, sample_state = GAMES[game_id], sampler(game_id)
    rng = Rng(derive_seed(31, len(game_id)))
    checked = 0
    for players, state in sampled_positions(game, 21, games=4, every=7, players=None, bot_level=None):
        for seat in range(players):
            view = state.view(seat)
            untouched = copy.deepcopy(view)
            sample = sample_state(view, rng)
            assert view == untouched, "the sampler must not change the view it is given"
            assert sample.view(seat) == view
            assert sample.view(None) == state.view(None)
            assert sample.actors() == state.actors()
            for actor in state.actors():
                if actor == seat:
                    assert sample.legal_actions(seat) == state.legal_actions(seat)
            checked += 1
    assert checked > 40


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_what_the_seat_cannot_see_varies_between_samples(game_id):
    """Other seats' views, or the cards still to come, differ between samples at most positions."""
    game, sample_state = GAMES[game_id], sampler(game_id)
    rng = Rng(derive_seed(37, len(game_id)))
    positions = varied = 0
    for players, state in sampled_positions(game, 23, games=3, every=9, players=None, bot_level=None):
        seat = state.actors()[0]
        view = state.view(seat)
        outcomes = set()
        for _ in range(SAMPLES):
            sample = sample_state(view, rng)
            others = [sample.view(other) for other in range(players) if other != seat]
            outcomes.add(
                json.dumps(others, sort_keys=True, default=str) + played_forward(sample, LOOKAHEAD, 5)
            )
        positions += 1
        varied += len(outcomes) > 1
    assert positions > 10
    assert varied >= 0.6 * positions, f"only {varied} of {positions} positions varied"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_sample_plays_on_to_the_end_through_the_checked_rules(game_id):
    game, sample_state = GAMES[game_id], sampler(game_id)
    rng = Rng(derive_seed(41, len(game_id)))
    for players, state in sampled_positions(game, 29, games=2, every=40, players=None, bot_level=None):
        seat = state.actors()[0]
        sample = sample_state(state.view(seat), rng)
        bot = RandomBot(3)
        for _ in range(5000):
            if sample.is_over():
                break
            actor = sample.actors()[0]
            sample = sample.apply(actor, bot.choose(sample.view(actor), sample.legal_actions(actor)))
        assert sample.is_over()
        assert set(sample.result()["winners"]) <= set(range(players))


OPEN_TABLE_GAMES = sorted(g for g in GAMES if any(o.name == "open_table" for o in GAMES[g].options))


@pytest.mark.parametrize("game_id", OPEN_TABLE_GAMES)
def test_at_an_open_table_a_sample_keeps_every_hand_as_it_is(game_id):
    """At an open table every hand is in every view: a sample must deal exactly those."""
    game, sample_state = GAMES[game_id], sampler(game_id)
    rng = Rng(derive_seed(43, len(game_id)))
    checked = 0
    for index in range(3):
        players = game.min_players + index % (game.max_players - game.min_players + 1)
        state = game.new(players, derive_seed(47, index), {"open_table": True})
        bots = [game.make_bot(game.bot_levels[0], derive_seed(index, s)) for s in range(players)]
        for step in range(400):
            if state.is_over():
                break
            if step % 5 == 0:
                for seat in range(players):
                    sample = sample_state(state.view(seat), rng)
                    assert sample.view(seat) == state.view(seat)
                    for other in range(players):  # the very hands, not only hands of the same size
                        assert sample.view(other)["hand"] == state.view(other)["hand"]
                    checked += 1
            actor = state.actors()[0]
            state = state.apply(actor, bots[actor].choose(state.view(actor), state.legal_actions(actor)))
    assert len(OPEN_TABLE_GAMES) >= 2 and checked > 30
