"""Two tabs on one game: each save carries a revision, and a tab whose copy is stale never
overwrites a newer save; it shows the stored game and says so (two App instances, one storage)."""

import json

from tabletop.ui.controller import CURRENT_KEY, PREVIOUS_SUFFIX, SAVE_PREFIX
from test_controller import DictStorage, make_app, start_three_player_game

CHANGED = ("notice.changed_elsewhere", {}, "notice")


def stored(storage, app):
    return json.loads(storage.get(SAVE_PREFIX + app.match_id))


def human_moves(app, count):
    """`count` moves of the human (seat 0), each followed by the computers' until it is theirs again."""
    for _ in range(count):
        while app.bot_due():
            app.step_bot()
        seat = app.acting_seat()
        app.handle("act", json.dumps(app.match.state.legal_actions(seat)[0]))
        while app.bot_due():
            app.step_bot()


def two_tabs():
    storage = DictStorage()
    first = make_app(storage)
    start_three_player_game(first)
    second = make_app(storage)  # opened on the same game
    assert second.screen == "table" and second.match_id == first.match_id
    return storage, first, second


def test_every_write_counts_up_the_revision_and_the_previous_copy_keeps_the_last():
    storage = DictStorage()
    app = make_app(storage)
    start_three_player_game(app)
    assert stored(storage, app)["revision"] == 1 and app.revision == 1
    human_moves(app, 1)
    writes = 1 + len(app.match.actions)  # the start, then one write per move
    assert stored(storage, app)["revision"] == writes == app.revision
    previous = json.loads(storage.get(SAVE_PREFIX + app.match_id + PREVIOUS_SUFFIX))
    assert previous["revision"] == writes - 1
    assert make_app(storage).revision == writes  # a reload reads it back


def test_a_save_from_before_revisions_loads_and_counts_on_from_it():
    storage = DictStorage()
    app = make_app(storage)
    start_three_player_game(app)
    record = stored(storage, app)
    del record["revision"]
    storage.set(SAVE_PREFIX + app.match_id, json.dumps(record))
    app = make_app(storage)
    assert app.screen == "table" and app.revision == 0
    human_moves(app, 1)
    assert stored(storage, app)["revision"] == len(app.match.actions)


def test_a_stale_tab_does_not_overwrite_the_other_tabs_moves():
    storage, first, second = two_tabs()
    human_moves(first, 2)
    moves = first.match.to_save()["actions"]
    assert sum(1 for seat, _ in moves if seat == 0) == 2

    # The second tab still shows the start: its move must not replace the first tab's two.
    seat = second.acting_seat()
    second.handle("act", json.dumps(second.match.state.legal_actions(seat)[0]))
    assert stored(storage, first)["actions"] == moves
    assert second.message == CHANGED
    assert second.match.actions == first.match.actions and second.revision == first.revision
    assert "This game changed in another tab; here is the current position." in second.render()

    # Now current, the second tab's move is kept; then the first tab is the stale one.
    human_moves(second, 1)
    after = stored(storage, second)["actions"]
    assert after[: len(moves)] == moves and len(after) > len(moves)
    seat = first.acting_seat()
    first.handle("act", json.dumps(first.match.state.legal_actions(seat)[0]))
    assert stored(storage, first)["actions"] == after
    assert first.message == CHANGED and first.match.to_save()["actions"] == after


def test_a_tab_is_told_of_the_other_tabs_move_before_its_player_clicks():
    storage, first, second = two_tabs()
    assert second.storage_changed(SAVE_PREFIX + first.match_id) is False  # nothing new yet
    human_moves(first, 1)
    assert second.storage_changed(SAVE_PREFIX + first.match_id) is True
    assert second.message == CHANGED and second.following
    assert second.match.actions == first.match.actions
    assert second.storage_changed(SAVE_PREFIX + first.match_id) is False  # already shown
    assert second.storage_changed("tabletop.lang") is False
    human_moves(second, 1)  # its own move, written: it leads now
    assert not second.following and stored(storage, second)["revision"] == second.revision


def test_the_same_computer_move_made_in_both_tabs_is_no_news():
    storage, first, second = two_tabs()
    seat = first.acting_seat()
    first.handle("act", json.dumps(first.match.state.legal_actions(seat)[0]))
    assert second.storage_changed(SAVE_PREFIX + first.match_id)
    assert first.bot_due() and second.bot_due()
    first.step_bot()
    second.message = None
    second.step_bot()  # the same move (computer players are deterministic): nothing was lost
    assert second.message is None and second.revision == first.revision
    assert stored(storage, first)["actions"] == second.match.to_save()["actions"]


def test_an_older_copy_written_elsewhere_does_not_replace_this_one():
    storage, first, second = two_tabs()
    human_moves(first, 1)
    second.storage_changed(SAVE_PREFIX + first.match_id)
    key = SAVE_PREFIX + first.match_id
    older = {**stored(storage, first), "actions": [], "revision": 1}
    storage.set(key, json.dumps(older))  # e.g. "continue from the previous copy" in another tab
    assert first.storage_changed(key) is False and first.match.actions
    human_moves(first, 1)  # and this tab's next move is written over it
    assert stored(storage, first)["revision"] == first.revision > 1


def test_the_home_screen_redraws_when_another_tab_changes_the_saves():
    storage, first, second = two_tabs()
    second.handle("home")
    assert second.storage_changed(SAVE_PREFIX + first.match_id) is True
    assert second.storage_changed(None) is True  # another tab cleared the storage
    assert second.storage_changed(CURRENT_KEY) is False
    assert first.storage_changed(SAVE_PREFIX + "someone-else") is False  # not the game shown


# --- the page's deferred saves: a move is drawn first and written in a task just after ------------


def test_a_deferred_save_is_written_after_the_drawing_and_before_the_next_command():
    storage = DictStorage()
    app = make_app(storage)
    app.defer_saves = True
    start_three_player_game(app)
    key = SAVE_PREFIX + app.match_id
    assert storage.get(key) is None and app.save_due, "the start is drawn before it is written"
    assert app.flush_save() is False and not app.save_due
    assert stored(storage, app)["actions"] == []
    human_moves(app, 1)
    moves = app.match.to_save()["actions"]
    assert stored(storage, app)["actions"] == [] and app.save_due
    app.handle("home")  # any command writes the due save first
    assert json.loads(storage.get(key))["actions"] == moves and not app.save_due


def test_a_stale_tabs_deferred_move_is_dropped_when_it_is_written():
    storage, first, second = two_tabs()
    second.defer_saves = True
    human_moves(first, 2)
    moves = first.match.to_save()["actions"]
    seat = second.acting_seat()
    second.handle("act", json.dumps(second.match.state.legal_actions(seat)[0]))
    assert second.save_due and stored(storage, first)["actions"] == moves
    assert second.flush_save() is True, "the page draws the other tab's game"
    assert stored(storage, first)["actions"] == moves
    assert second.message == CHANGED and second.match.actions == first.match.actions


def test_a_click_after_a_stale_deferred_move_is_not_carried_out_on_the_other_tabs_game():
    storage, first, second = two_tabs()
    second.defer_saves = True
    human_moves(second, 1)  # drawn, not written
    human_moves(first, 2)
    moves = first.match.to_save()["actions"]
    seat = second.acting_seat()
    click = json.dumps(second.match.state.legal_actions(seat)[0])
    second.handle("act", click)
    assert second.message == CHANGED and second.match.to_save()["actions"] == moves
    assert stored(storage, first)["actions"] == moves and not second.save_due


def test_the_other_tabs_write_finds_a_due_save_written_first():
    storage, first, second = two_tabs()
    second.defer_saves = True
    human_moves(second, 1)  # drawn, not written
    assert stored(storage, first)["actions"] == []
    assert second.storage_changed("tabletop.lang") is False and second.save_due
    assert second.storage_changed(SAVE_PREFIX + second.match_id) is False  # its own move, now written
    assert stored(storage, first)["actions"] == second.match.to_save()["actions"]
    human_moves(first, 1)  # the first tab is stale: it shows the second's game
    assert first.message == CHANGED
