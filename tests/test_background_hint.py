"""The background hint (issue 32): while a person decides at the device, the controller works the hint
out a slice at a time, exactly as pressing Hint would, keeps it unseen, and shows it at once when
Hint is pressed. A computer's move comes first; it is for its position and seat only; never at a
shared screen that would reveal a secret."""

from __future__ import annotations

import json

import test_elfengold_ui as elfengold
from tabletop.games.modern_art.rules import SEALED_BIDDING
from test_controller import make_app
from test_thinking import human_moves_until_a_computer_is_due, start


def at_a_persons_decision(game_id="modern_art", kinds=("human", "computer:sensible", "computer:sensible")):
    app = make_app()
    start(app, game_id, list(kinds))
    human_moves_until_a_computer_is_due(app)
    while app.bot_due():
        app.step_bot()
    assert app.controls_seat() == 0 and app.hint_offered()
    return app


def hint_shown(html):
    return 'data-testid="hint"' in html


def test_the_background_hint_is_worked_out_unseen_and_shown_at_once_when_asked():
    app = at_a_persons_decision()
    assert app.background_hint_state() == "due"
    assert app.start_background_hint()
    assert app.background_hint_state() == "working"
    assert not app.start_background_hint(), "one search per position"
    # Working in the background is not the hint asked for: the button does not say "working it out".
    assert not app.hint_pending() and 'aria-busy="true"' not in app.render()
    assert app.think(None) is False, "a background hint, done, has nothing to draw"
    assert app.background_hint_state() == "ready" and app.thought is None
    assert app.current_hint() is None and not hint_shown(app.render())
    assert not app.thinking_due() and not app.start_background_hint(), "done: no more work here"
    app.handle("hint")
    hint = app.current_hint()
    assert hint is not None and app.thought is None and not app.hint_pending(), "shown with no search"
    assert hint_shown(app.render())
    assert app.background_hint_state() is None

    # The same hint that pressing Hint gives at the same position with no background work.
    asked = at_a_persons_decision()
    assert asked.match.actions == app.match.actions
    asked.handle("hint")
    assert asked.hint_pending()
    assert asked.think(None) is True
    assert asked.current_hint()["action"] == hint["action"]
    assert asked.current_hint()["reason"] == hint["reason"]


def test_hint_pressed_during_the_background_search_carries_it_on():
    app = at_a_persons_decision("goblin_market", ("human", "computer:strong", "computer:strong"))
    assert app.start_background_hint()
    app.think(0.0)  # a slice of it
    searching = app.thought
    app.handle("hint")
    assert app.thought is searching, "the search under way goes on, not a new one"
    assert app.hint_pending() and app.current_hint() is None  # shown as being worked out
    assert app.background_hint_state() is None
    assert app.think(None) is True, "now asked for: drawn when done"
    assert app.current_hint() is not None and app.ready_hint is None


def test_a_move_during_the_background_search_drops_it():
    app = at_a_persons_decision("goblin_market", ("human", "computer:strong", "computer:strong"))
    assert app.start_background_hint()
    app.think(0.0)
    assert app.background_hint_state() == "working"
    seat = app.acting_seat()
    app.handle("act", json.dumps(app.match.state.legal_actions(seat)[0]))
    assert app.thought is None, "dropped at the move, not at the next slice"
    assert app.ready_hint is None and app.background_hint_state() is None
    assert app.bot_due() and not app.move_under_way()  # the computer waits its pace as usual
    while app.bot_due():
        app.think(None)
    assert app.hint is None and app.ready_hint is None, "the old position's hint is never shown"
    assert app.controls_seat() == 0
    assert app.background_hint_state() == "due", "the new decision gets one of its own"


def test_a_ready_hint_is_dropped_by_a_screen_change_or_a_move():
    app = at_a_persons_decision()
    app.start_background_hint()
    app.think(None)
    assert app.ready_hint is not None
    app.handle("rules", "modern_art")
    assert app.ready_hint is None and app.background_hint_state() is None, "not worked out off the table"
    app.handle("back")
    assert app.background_hint_state() == "due"
    app.start_background_hint()
    app.think(None)
    seat = app.acting_seat()
    app.handle("act", json.dumps(app.match.state.legal_actions(seat)[0]))
    assert app.ready_hint is None


def test_a_ready_hint_is_gone_after_a_move_and_its_undo():
    app = at_a_persons_decision("goblin_market", ("human", "computer:sensible", "computer:sensible"))
    position = app._position()
    app.start_background_hint()
    app.think(None)
    assert app.background_hint_state() == "ready"
    legal = app.match.state.legal_actions(0)
    bids = [action for action in legal if action[0] == "bid"]
    app.handle("act", json.dumps((bids or legal)[0]))  # a bid turns nothing up: it can be undone
    assert app.can_undo()
    app.handle("undo")
    assert app._position() == position, "back at the very position the hint was worked out for"
    assert app.ready_hint is None and app.current_hint() is None
    assert app.background_hint_state() == "due", "worked out again for the position undone to"


def test_no_background_hint_while_a_computer_is_to_move():
    app = make_app()
    start(app, "goblin_market", ["computer:strong", "human", "computer:strong"])
    assert app.bot_due()
    assert app.background_hint_state() is None and not app.start_background_hint()
    app.handle("pause")
    assert not app.bot_due() and app._computer_to_act() is not None
    assert app.background_hint_state() is None and not app.start_background_hint(), "paused: still theirs"
    app.handle("pause")
    # The computer's move is what think() advances, and it moves.
    actions = len(app.match.actions)
    app.think(0.02)
    assert app.thought is not None and app.thought["kind"] == "move"
    while len(app.match.actions) == actions:
        app.think(0.02)


def test_no_background_hint_while_a_computer_bids_beside_the_person():
    # Modern Art's sealed bids: the person and the computers are asked at once. The computers' bids
    # come first; the background hint only once they are in.
    app = make_app()
    start(app, "modern_art", ["human", "computer:sensible", "computer:sensible"])
    for _ in range(400):
        state = app.match.state
        if state.is_over():
            break
        if app.bot_due() and 0 not in state.actors():
            app.step_bot()
            continue
        if state.phase == SEALED_BIDDING and 0 in state.actors() and app.bot_due():
            break
        legal = state.legal_actions(0)
        sealed = [action for action in legal if action[0] == "play" and action[2] == "sealed"]
        app.handle("act", json.dumps((sealed or legal)[0]))
    else:
        raise AssertionError("no sealed auction")
    assert app.match.state.phase == SEALED_BIDDING, "no sealed auction in this game"
    assert app.hint_offered(), "the person may ask for a hint meanwhile"
    assert app.background_hint_state() is None and not app.start_background_hint()
    while app.bot_due():
        app.step_bot()
    assert 0 in app.match.state.actors()
    assert app.background_hint_state() == "due"


def test_a_computer_due_takes_precedence_over_a_background_search():
    app = at_a_persons_decision("goblin_market", ("human", "computer:strong", "computer:strong"))
    assert app.start_background_hint()
    # A computer becomes due with the background search in hand (as another tab's move would do it,
    # with no command here to drop it): the next slice is the computer's.
    seat = app.acting_seat()
    app.match.act(seat, app.match.state.legal_actions(seat)[0])
    app._moved()
    assert app.bot_due()
    assert app.think(0.02) is False
    assert app.thought["kind"] == "move" and app.move_under_way()


def test_no_background_hint_at_a_shared_screen_that_would_reveal_a_secret():
    app = make_app()
    elfengold.start(app, ["human", "human", "computer:sensible"])
    elfengold.stack(app, "auction", gold=[5, 9, 3], lots=["dragon", "double", "sea_monster"])
    seat = app.controls_seat()
    assert seat is not None and app.viewer() is None  # a bid, at the shared screen
    assert app.background_hint_state() is None and not app.start_background_hint()
    app.handle("hold", str(seat))  # its own hand held up for a moment: still none worked out
    assert app.viewer() == seat
    assert app.background_hint_state() is None and not app.start_background_hint()
    assert app.thought is None


def test_no_background_hint_behind_the_hand_over_screen():
    app = make_app()
    start(app, "modern_art", ["human", "human", "computer:sensible"])
    assert app.handover_to() == 0
    assert app.background_hint_state() is None and not app.start_background_hint()
    app.handle("ready", "0")
    assert app.background_hint_state() == "due"  # the seat's own screen: from its own view
    assert app.start_background_hint()
    seen = app.thought
    assert seen["seat"] == 0
    app.handle("hide")  # the device is put down: the search for seat 0 goes
    assert app.thought is None


def test_nothing_of_the_background_hint_is_saved():
    app = at_a_persons_decision()
    before = app.save_record()
    app.start_background_hint()
    app.think(None)
    assert app.save_record() == before
    assert "hint" not in json.dumps(app.save_record())
