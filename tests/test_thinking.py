"""The table's side of strong computer players: their search runs a slice at a time (the page gives
the browser its turn between slices), and the hint, which only the seat holding the device gets,
from its own view."""

from __future__ import annotations

import json
import time

from tabletop.games import GAMES
from tabletop.ui.controller import App
from test_controller import DictStorage, make_app


def start(app, game_id, kinds, **options):
    app.handle("setup", game_id)
    form = {"players": str(len(kinds)), "opening": "0"}
    form.update({f"kind_{seat}": kind for seat, kind in enumerate(kinds)})
    form.update({f"option_{name}": value for name, value in options.items()})
    app.handle("start", None, form)
    assert app.screen == "table"


def human_moves_until_a_computer_is_due(app):
    for _ in range(200):
        if app.bot_due() or app.match.state.is_over():
            return
        seat = app.acting_seat()
        app.handle("act", json.dumps(app.match.state.legal_actions(seat)[0]))


def test_a_computer_thinking_in_slices_moves_as_it_would_in_one_go():
    sliced, whole = make_app(), make_app()
    for app in (sliced, whole):
        start(app, "goblin_market", ["human", "computer:strong", "computer:strong"])
    for _ in range(6):
        human_moves_until_a_computer_is_due(sliced)
        human_moves_until_a_computer_is_due(whole)
        if sliced.match.state.is_over():
            break
        while not sliced.think(0.0):
            pass
        assert whole.step_bot()
        assert sliced.match.actions == whole.match.actions
        assert sliced.thought is None
    assert len(sliced.match.actions) > 6


def test_starting_a_computers_move_is_a_slice_of_its_own():
    # The page gives the browser its turn after each slice: a game's first computer move imports the
    # computer players' code, which must not share a task with the search's first 20 ms.
    app = make_app()
    start(app, "goblin_market", ["computer:sensible", "human", "computer:sensible"])
    assert app.bot_due()
    actions = len(app.match.actions)
    assert app.think(0.02) is False
    assert app.thought is not None and len(app.match.actions) == actions
    assert app.think(0.02) is True
    assert len(app.match.actions) == actions + 1 and app.thought is None


def test_a_thought_is_dropped_when_the_game_moves_under_it():
    app = make_app()
    start(app, "goblin_market", ["human", "computer:strong", "computer:strong"])
    assert app.hint_offered()
    app.handle("hint")
    assert app.hint_pending() and app.current_hint() is None
    app.think(0.0)  # a slice of the hint's search, then the player moves instead of waiting
    seat = app.acting_seat()
    app.handle("act", json.dumps(app.match.state.legal_actions(seat)[0]))
    assert not app.hint_pending()
    while app.bot_due():
        app.think(None)
    assert app.hint is None, "the old position's hint is never shown for the new one"


def test_the_hint_comes_from_the_seat_in_control_and_names_a_legal_move(monkeypatch):
    app = make_app()
    start(app, "modern_art", ["human", "computer:sensible", "computer:sensible"])
    human_moves_until_a_computer_is_due(app)
    while app.bot_due():
        app.step_bot()
    seat = app.controls_seat()
    assert seat == 0 and app.hint_offered()
    seen = []
    game = GAMES["modern_art"]
    real_make_bot = game.make_bot

    def recording_make_bot(level, bot_seed):
        bot = real_make_bot(level, bot_seed)
        real_think = bot.think

        def think(view, legal, seconds=None):
            seen.append((level, view, legal))
            return real_think(view, legal, seconds)

        bot.think = think
        return bot

    monkeypatch.setattr(game, "make_bot", recording_make_bot)
    app.handle("hint")
    assert app.think(None)
    state = app.match.state
    assert seen == [("hint", state.view(0), state.legal_actions(0))]
    hint = app.current_hint()
    assert hint["action"] in state.legal_actions(0)
    html = app.render()
    assert 'data-testid="hint"' in html and "data-hint-action=" in html
    app.handle("hint")  # asked again for the same position: nothing new to think about
    assert not app.hint_pending()


def test_no_hint_while_the_device_waits_for_the_next_person():
    app = make_app()
    start(app, "modern_art", ["human", "human", "computer:sensible"])
    assert app.handover_to() == 0
    assert not app.hint_offered()
    app.handle("hint")
    assert app.thought is None and 'data-cmd="hint"' not in app.render()
    app.handle("ready", "0")
    assert app.hint_offered() and 'data-cmd="hint"' in app.render()


def test_the_pages_cap_makes_a_strong_computer_answer_in_time():
    app = App(DictStorage(), ("en",), new_seed=lambda: 7, bot_delay_ms=0, think_seconds=0.05)
    start(app, "goblin_market", ["computer:strong", "human", "computer:strong"])
    assert app.bot_due()
    started = time.perf_counter()
    assert app.think(None)
    # The cap, plus the one playout under way when it passed.
    assert time.perf_counter() - started < 0.5


class FakeClock:
    """The page's clock (ms), moved by hand."""

    def __init__(self):
        self.ms = 1000.0

    def __call__(self):
        return self.ms


def paced_app(think_seconds=None):
    app = make_app()
    app.clock = FakeClock()
    app.bot_delay_ms = None  # the pace's pause: normal, 700 ms
    app.think_seconds = think_seconds
    return app


def test_a_computer_searches_during_its_pause_and_moves_when_the_pause_is_over():
    app = paced_app()
    start(app, "goblin_market", ["human", "computer:sensible", "computer:sensible"])
    human_moves_until_a_computer_is_due(app)
    actions = len(app.match.actions)
    assert app.pause_thinking_ms() == 700
    assert app.think(0.02) is False  # started at once, not after the pause
    assert app.move_under_way()
    assert app.think(None) is False, "found, but its pause is not over"
    assert len(app.match.actions) == actions
    assert app.found_move_waits_ms() == 700 and app.undo_grace() == 700
    app.clock.ms += 300
    assert app.think(0.02) is False and app.found_move_waits_ms() == 400
    app.clock.ms += 400
    assert app.think(0.02) is True
    assert len(app.match.actions) == actions + 1 and app.thought is None


def test_undo_during_the_pause_drops_the_computers_search():
    app = paced_app()
    start(app, "goblin_market", ["human", "computer:strong", "computer:strong"])
    human_moves_until_a_computer_is_due(app)
    actions = len(app.match.actions)
    app.think(0.02)
    app.think(0.02)
    assert app.move_under_way() and app.can_undo() and app.undo_grace() > 0
    app.handle("undo")
    assert len(app.match.actions) < actions and app.thought is None and not app.bot_due()


def test_the_search_may_use_the_pause_but_no_more_than_the_normal_paces():
    budgets = []
    for pace, expected in (("normal", 0.45 + 0.7), ("slow", 0.45 + 0.7), ("fast", 0.45 + 0.25)):
        app = paced_app(think_seconds=0.45)
        app.handle("pace", pace)
        start(app, "goblin_market", ["human", "computer:strong", "computer:strong"])
        human_moves_until_a_computer_is_due(app)
        bot_class = type(app.match.game.make_bot("strong", 1))
        seen = []
        original = bot_class.think

        def spy(self, view, legal, seconds=None, seen=seen, original=original):
            seen.append(seconds)
            return original(self, view, legal, seconds)

        bot_class.think = spy
        try:
            app.think(0.02)
        finally:
            bot_class.think = original
        assert seen and abs(seen[0] - expected) < 1e-9, (pace, seen)
        budgets.append(seen[0])
    assert budgets[0] == budgets[1] > budgets[2]


def test_a_paused_table_makes_the_found_move_wait_its_pace_again():
    app = paced_app()
    start(app, "goblin_market", ["human", "computer:sensible", "computer:sensible"])
    human_moves_until_a_computer_is_due(app)
    app.think(0.02)
    app.think(None)
    app.handle("pause")
    app.clock.ms += 5000
    assert app.think(0.02) is False and not app.bot_due()
    app.handle("pause")
    assert app.found_move_waits_ms() == 700


def test_the_hint_has_the_budget_of_a_strong_move_at_the_normal_pace():
    app = paced_app(think_seconds=0.45)
    app.handle("pace", "fast")
    start(app, "goblin_market", ["human", "computer:strong", "computer:strong"])
    assert app.hint_offered()
    hint_class = type(app.match.game.make_bot("hint", 1))
    seen = []
    original = hint_class.think

    def spy(self, view, legal, seconds=None):
        seen.append(seconds)
        return original(self, view, legal, seconds)

    hint_class.think = spy
    try:
        app.handle("hint")
        app.think(0.02)
    finally:
        hint_class.think = original
    assert seen and abs(seen[0] - (0.45 + 0.7)) < 1e-9


def test_the_menu_says_when_a_quicker_pace_leaves_strong_computers_less_time():
    note = "Strong computers think less at this pace."
    app = paced_app()
    start(app, "goblin_market", ["human", "computer:strong", "computer:sensible"])
    assert note not in app.render()
    app.handle("pace", "fast")
    assert note in app.render()
    app.handle("pace", "slow")
    assert note not in app.render()
    sensible = paced_app()
    start(sensible, "goblin_market", ["human", "computer:sensible", "computer:sensible"])
    sensible.handle("pace", "instant")
    assert note not in sensible.render()
