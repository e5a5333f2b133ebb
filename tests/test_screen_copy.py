"""The copy of the last screen that a repeat visit paints before Python starts (App.screen_copy):
built from the public view alone wherever a game hides things, and leaving the live page as it was."""

from __future__ import annotations

import pytest

from test_controller import make_app
from test_thinking import start


def views_asked(app, monkeypatch):
    asked = []
    state = app.match.state
    real_view = type(state).view

    def recording_view(self, seat):
        asked.append(seat)
        return real_view(self, seat)

    monkeypatch.setattr(type(state), "view", recording_view)
    return asked


@pytest.mark.parametrize("game_id", ["modern_art", "jambo", "elfenland", "elfengold"])
def test_a_game_that_hides_things_is_copied_from_the_public_view_only(game_id, monkeypatch):
    app = make_app()
    kinds = (
        ["human", "computer:sensible"]
        if game_id == "jambo"
        else ["human", "computer:sensible", "computer:sensible"]
    )
    start(app, game_id, kinds)
    while app.bot_due():
        app.step_bot()
    live = app.render()
    assert 'data-cmd="act"' in live or 'data-cmd="select"' in live, "the player's own controls are live"
    asked = views_asked(app, monkeypatch)
    copy = app.screen_copy()
    assert asked and set(asked) == {None}
    assert 'data-cmd="act"' not in copy and 'data-cmd="hint"' not in copy
    assert app.render() == live, "the live page is unchanged by making the copy"


def test_people_sharing_the_device_get_the_hand_over_screen_as_the_copy(monkeypatch):
    app = make_app()
    start(app, "modern_art", ["human", "human", "computer:sensible"])
    while app.bot_due():
        app.step_bot()
    seat = app.handover_to()
    app.handle("ready", str(seat))
    assert app.viewer() == seat
    asked = views_asked(app, monkeypatch)
    copy = app.screen_copy()
    assert set(asked) == {None}
    assert 'data-cmd="ready"' in copy
    assert app.viewer() == seat, "the player holding the device still sees their own screen"


def test_a_game_with_nothing_hidden_is_copied_as_it_is():
    app = make_app()
    start(app, "goblin_market", ["human", "computer:sensible", "computer:sensible"])
    app.message = ("app.tap_again", {}, "notice")
    live = app.render()
    copy = app.screen_copy()
    assert 'data-cmd="act"' in copy
    assert "tap again" not in copy and "tap again" in live, "a banner is for its moment only"


def test_the_copy_names_only_the_chosen_language():
    # The other languages' names are in their own script: on the copy's first paint the browser would
    # look for a CJK font for a menu nobody can open yet (it cost about 25 ms of layout here).
    app = make_app()
    start(app, "goblin_market", ["human", "computer:sensible", "computer:sensible"])
    live, copy = app.render(), app.screen_copy()
    assert "简体中文" in live and "繁體中文" in live
    assert "English" in copy and "简体中文" not in copy and "繁體中文" not in copy
    assert app.render() == live
    app.handle("lang", "zh-Hant")
    assert "繁體中文" in app.screen_copy() and "English" not in app.screen_copy()


@pytest.mark.parametrize("game_id", ["goblin_market", "modern_art", "jambo"])
def test_the_copy_draws_the_symbols_the_live_page_keeps_as_images(game_id):
    # Each image is read as a document of its own before it shows: about 70 ms more on the copy's
    # first paint here (Goblin Market); a move on the live page pays less with them.
    app = make_app()
    kinds = ["human", "computer:sensible"] + ([] if game_id == "jambo" else ["computer:sensible"])
    start(app, game_id, kinds)
    live, copy = app.render(), app.screen_copy()
    assert "<image" in live and "<image" not in copy
    assert copy.count("<symbol") == live.count("<symbol") > 5
