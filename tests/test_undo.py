"""Undo that helps: a person takes back several of their own steps, back to the last one followed by
a reveal or by someone else's real decision; a computer's answer that everyone could tell was forced
does not stop it; the pace setting, pause and skip."""

import json
import random

import pytest

from tabletop.engine.core import keeps_secrets
from tabletop.games import GAMES
from tabletop.ui.controller import PACE_KEY, App
from test_controller import DictStorage

ONE_PERSON = {
    "goblin_market": 3,
    "modern_art": 3,
    "jambo": 2,
    "elfenland": 3,
    "elfengold": 3,
}


def open_game(game_id, players, seed=5, level="random"):
    app = App(DictStorage(), ("en",), new_seed=lambda: seed, bot_delay_ms=0)
    app.handle("setup", game_id)
    form = {"players": str(players), "name_0": "Ann", "kind_0": "human", "opening": "0"}
    for seat in range(1, players):
        form[f"kind_{seat}"] = f"computer:{level}"
    app.handle("start", None, form)
    assert app.screen == "table"
    return app


def undo_all(app):
    """Press Undo while it is offered; check every press against the rules of the issue."""
    presses = 0
    while app.can_undo():
        match = app.match
        before_len = len(match.actions)
        steps, seat = app._undo_unit()
        taken = match.actions[-steps:]
        states = match.states[-steps - 1:]
        assert not match.is_computer(taken[0][0]), "the step taken back is a person's"
        for index, (actor, _) in enumerate(taken):
            assert keeps_secrets(states[index], states[index + 1]), "never across a reveal"
            if match.is_computer(actor):
                assert states[index].answer_known(actor), "only a computer's forced answer"
        app.handle("undo")
        assert len(app.match.actions) == before_len - steps
        presses += 1
    return presses


@pytest.mark.parametrize("game_id", sorted(ONE_PERSON))
def test_undo_goes_back_over_a_persons_steps_and_stops_where_the_rules_say(game_id):
    rng = random.Random(game_id)
    app = open_game(game_id, ONE_PERSON[game_id])
    longest = 0
    for _ in range(1500):
        state = app.match.state
        if state.is_over():
            break
        if app.bot_due():
            app.step_bot()
            continue
        seat = app.controls_seat()
        legal = state.legal_actions(seat)
        if game_id == "elfengold":  # any higher bid is legal; a person does not bid gold they lack
            legal = [a for a in legal if a[0] != "bid" or a[1] <= state.gold[seat]]
        app.handle("act", json.dumps(rng.choice(legal)))
        if rng.random() < 0.06 and app.can_undo():
            kept = [list(a) for a in app.match.actions]
            presses = undo_all(app)
            longest = max(longest, presses)
            # What is left ends with a step that Undo may not cross.
            assert not app.can_undo()
            assert kept[: len(app.match.actions)] == app.match.actions
    if game_id in ("jambo", "elfenland", "elfengold", "modern_art"):
        assert longest >= 2, "a person's run of steps is taken back step by step"


def test_a_computers_real_decision_stops_undo_and_a_forced_one_in_a_public_game_does_not():
    app = open_game("goblin_market", 3)
    match = app.match
    # In Goblin Market nothing is secret: a computer with one legal answer tells nobody anything.
    state = match.state
    assert not match.game.private_info
    seat = state.actors()[0]
    assert state.answer_known(seat) == (len(state.legal_actions(seat)) == 1)
    # In Jambo the table cannot tell what a computer holds: its answers always count as decisions.
    jambo = open_game("jambo", 2)
    for _ in range(200):
        state = jambo.match.state
        actor = state.actors()[0]
        if jambo.match.is_computer(actor):
            assert not state.answer_known(actor)
            jambo.step_bot()
        else:
            jambo.handle("act", json.dumps(state.legal_actions(actor)[0]))


def test_the_pace_is_kept_for_the_device_and_sets_the_computers_pause():
    storage = DictStorage()
    app = App(storage, ("en",), new_seed=lambda: 3)
    assert app.pace == "normal" and app.bot_delay() == 700
    app.handle("pace", None, {"pace": "slow"})
    assert app.bot_delay() == 1500 and storage.get(PACE_KEY) == "slow"
    app.handle("pace", None, {"pace": "warp"})  # not a pace: nothing changes
    assert App(storage, ("en",)).pace == "slow"
    fixed = App(DictStorage(), ("en",), bot_delay_ms=0)
    assert fixed.bot_delay() == 0, "the page's ?botdelay= (tests) wins over the pace"


def test_pause_holds_the_computers_and_skip_runs_them_to_the_next_persons_turn():
    app = open_game("goblin_market", 3)
    app.bot_delay_ms = None
    # Ann opens the bidding or passes; then the computers are to move.
    app.handle("act", json.dumps(["pass"]))
    assert app.computers_to_act() and app.bot_due()
    assert 'data-cmd="pause"' in app.render() and 'data-cmd="skip"' in app.render()
    app.handle("pause")
    assert app.paused and not app.bot_due() and "Paused" in app.render()
    app.handle("skip")
    assert not app.paused and app.skipping and app.bot_delay() == 0
    while app.bot_due():
        app.step_bot()
    assert app.acting_seat() == 0 or app.match.state.is_over()
    assert not app.skipping and app.bot_delay() == 700


def test_undo_shows_the_computers_wait_running_out():
    app = open_game("goblin_market", 3)
    app.bot_delay_ms = None
    app.handle("act", json.dumps(["bid", 1]))
    assert app.can_undo() and app.undo_grace() == 700
    html = app.render()
    assert 'class="btn grace"' in html and "--grace: 700ms" in html
    app.handle("pace", None, {"pace": "instant"})
    assert app.undo_grace() == 0 and 'class="btn grace"' not in app.render()
    assert list(GAMES)  # the registry is loaded


def test_the_moves_since_ones_last_move_are_shown_again_one_at_a_time():
    app = open_game("goblin_market", 3)
    app.handle("act", json.dumps(["bid", 1]))
    mine = len(app.match.actions)
    while app.bot_due():
        app.step_bot()
    others = len(app.match.actions) - mine
    assert app.controls_seat() == 0 and others >= 1
    assert app.replay_offered() == others and 'data-cmd="replay"' in app.render()
    app.handle("replay")
    assert app.replaying() is not None and app.controls_seat() is None and not app.bot_due()
    assert not app.can_undo() and app.context().legal == []
    seen = [app.context().view]
    assert seen[0] == app.match.states[mine].view(0), "first, the table just after Ann's move"
    assert "Replay: the table just after your last move." in app.render()
    app.handle("act", json.dumps(["pass"]))  # no move from a replay
    assert len(app.match.actions) == mine + others
    for step in range(1, others + 1):
        app.handle("replay-next")
        assert app.context().view == app.match.states[mine + step].view(0)
        html = app.render()
        assert f"Replay: move {step} of {others}." in html
        step_log = app.replay_step()[2]
        assert step_log and all(entry in app.context().view["log"] for entry in step_log)
    app.handle("replay-next")  # "Back to the game"
    assert app.replaying() is None and app.controls_seat() == 0 and 'data-testid="replay"' not in app.render()
    assert app.replay_offered() == others, "it can be watched again until Ann moves"
    app.handle("replay")
    app.handle("replay-done")
    assert app.replaying() is None
