"""The save store (engine/saves.py) as the table uses it: writes that answer later, as the durable
store's do, two tabs writing on the same revision at the same moment, storage that is full or
denied, finished games kept as results, backups, and a home page whose time does not grow with the
number of games ever played."""

import json
import time

from tabletop.engine.saves import (
    DURABLE,
    FULL,
    MEMORY,
    PREVIOUS_SUFFIX,
    SAVE_PREFIX,
    SUMMARY_PREFIX,
    LocalBackend,
    SaveBook,
    check_of,
    may_write_over,
)
from tabletop.ui.controller import AIM_GAP_MS, MOVE_REFUSED, Aim
from test_controller import DictStorage, finish, make_app, start_three_player_game

CHANGED = ("notice.changed_elsewhere", {}, "notice")


class HeldBackend(LocalBackend):
    """A LocalBackend whose writes are carried out only when released, in the order sent: two tabs'
    writes on their way at the same time (as the durable store's are), answered later."""

    kind = DURABLE
    live = False

    def __init__(self, storage):
        super().__init__(storage, DURABLE)
        self.held = []

    def write(self, request, done):
        self.held.append((request, done))

    def release(self):
        held, self.held = self.held, []
        for request, done in held:
            LocalBackend.write(self, request, done)


class FailingStorage(DictStorage):
    """A store that refuses writes once `full` is set (as a browser whose quota is used up)."""

    def __init__(self):
        super().__init__()
        self.full = False

    def set(self, key, value):
        if self.full:
            raise OSError("QuotaExceededError: the quota has been exceeded")
        super().set(key, value)


def tab(storage, held=False):
    backend = HeldBackend(storage) if held else LocalBackend(storage)
    counter = iter(range(5000, 10**6))
    from tabletop.ui.controller import App

    app = App(storage, ("en",), now=lambda: "2026-12-01 10:00", new_seed=lambda: next(counter),
              bot_delay_ms=0, saves=SaveBook(backend))
    return app, backend


def stored(storage, match_id):
    return json.loads(storage.get(SAVE_PREFIX + match_id))


def play_first(app, index=0):
    """The person's legal move number `index` (computers first, while it is theirs to move)."""
    while app.bot_due():
        app.step_bot()
    seat = app.acting_seat()
    legal = app.match.state.legal_actions(seat)
    app.handle("act", json.dumps(legal[min(index, len(legal) - 1)]))


def two_held_tabs():
    storage = DictStorage()
    first, _ = tab(storage)
    start_three_player_game(first)
    while first.bot_due():
        first.step_bot()
    a, a_backend = tab(storage, held=True)
    b, b_backend = tab(storage, held=True)
    assert a.match_id == b.match_id == first.match_id and a.revision == b.revision
    return storage, (a, a_backend), (b, b_backend)


# --- two tabs at the same moment ------------------------------------------------------------------


def test_two_different_moves_on_the_same_revision_are_a_conflict_not_a_silent_overwrite():
    storage, (a, a_store), (b, b_store) = two_held_tabs()
    match_id = a.match_id
    seat = a.acting_seat()
    legal = a.match.state.legal_actions(seat)
    assert len(legal) > 1
    a.handle("act", json.dumps(legal[0]))
    b.handle("act", json.dumps(legal[1]))  # the same moment: both writes on their way, same revision
    assert a.match.actions[-1] != b.match.actions[-1]
    a_store.release()  # the first to reach the store wins
    b_store.release()
    kept = stored(storage, match_id)["actions"]
    assert kept[: len(a.match.actions)] == a.match.to_save()["actions"][: len(kept)]
    assert [seat, legal[0]] in kept and [seat, legal[1]] not in kept
    # The other tab says its move was not kept and shows the stored game.
    assert b.message == MOVE_REFUSED
    assert b.match.to_save()["actions"] == kept and b.revision == stored(storage, match_id)["revision"]
    assert "was not kept" in b.render()


def test_the_second_write_wins_if_it_reaches_the_store_first():
    storage, (a, a_store), (b, b_store) = two_held_tabs()
    seat = a.acting_seat()
    legal = a.match.state.legal_actions(seat)
    a.handle("act", json.dumps(legal[0]))
    b.handle("act", json.dumps(legal[1]))
    b_store.release()
    a_store.release()
    kept = stored(storage, a.match_id)["actions"]
    assert [seat, legal[1]] in kept and [seat, legal[0]] not in kept
    assert a.message == MOVE_REFUSED and a.match.to_save()["actions"] == kept
    assert b.message is None


def test_moves_made_while_a_write_is_on_its_way_are_sent_after_it_and_dropped_with_it():
    storage, (a, a_store), (b, b_store) = two_held_tabs()
    play_first(b, 1)
    b_store.release()  # b wrote first
    play_first(a, 0)
    play_first(a, 0)  # a second move while the first write waits: one write on its way at a time
    assert len(a_store.held) == 1 and a.save_due
    a_store.release()  # refused: b's line stands, and a's two moves are dropped with a message
    assert a_store.held == []
    assert a.message == MOVE_REFUSED
    kept = stored(storage, a.match_id)["actions"]
    assert a.match.to_save()["actions"] == kept == b.match.to_save()["actions"]


def test_the_same_computer_moves_then_this_tabs_own_move_are_written_on_top():
    storage, (a, a_store), (b, b_store) = two_held_tabs()
    play_first(a, 0)
    a_store.release()
    b.heard_write(b.match_id)  # b follows a's move
    b_store.release()
    assert b.message == CHANGED and b.match.actions == a.match.actions
    # Both tabs make the computers' answer (the same: they are deterministic); b writes first,
    # then a's write, with its own next move after the computers', goes on from b's line.
    assert a.bot_due() and b.bot_due()
    b.step_bot()
    a.step_bot()
    b_store.release()
    while a.bot_due():
        a.step_bot()
    play_first(a, 0)
    a_store.release()  # the first write conflicts, but b's line is a's own beginning: a goes on
    a_store.release()
    kept = stored(storage, a.match_id)["actions"]
    assert a.message is None and kept == a.match.to_save()["actions"]
    assert a.revision == stored(storage, a.match_id)["revision"]


def test_an_undo_in_another_tab_is_not_undone_by_a_stale_tabs_move():
    storage, (a, a_store), (b, b_store) = two_held_tabs()
    play_first(a, 0)
    a_store.release()
    b.heard_write(b.match_id)
    b_store.release()
    assert a.can_undo()
    a.handle("undo")
    a_store.release()
    undone = stored(storage, a.match_id)["actions"]
    # b has not heard of the undo: its move goes on from the line that was undone.
    play_first(b, 0)
    b_store.release()
    assert stored(storage, a.match_id)["actions"] == undone
    assert b.message == MOVE_REFUSED and b.match.to_save()["actions"] == undone


def test_a_game_deleted_in_another_tab_is_written_again_by_the_tab_playing_it():
    storage, (a, a_store), _ = two_held_tabs()
    LocalBackend(storage).remove([a.match_id])
    play_first(a, 0)
    a_store.release()
    a_store.release()
    assert stored(storage, a.match_id)["actions"] == a.match.to_save()["actions"]


def test_may_write_over_only_when_the_stored_line_goes_on_from_the_base_and_this_one_from_it():
    one, two, three = [0, ["a"]], [1, ["b"]], [2, ["c"]]
    assert may_write_over([one], [one, two], [one, two, three])
    assert may_write_over([one], [one, two], [one, two])
    assert not may_write_over([one], [one, two], [one, three])  # another move at the same point
    assert not may_write_over([one, two], [one], [one, two, three])  # an undo elsewhere
    assert not may_write_over([one], [one, two, three], [one, two])  # the stored line is longer


# --- a tap acts on the decision it was aimed at -------------------------------------------------


def test_presses_of_one_gesture_act_on_the_decision_shown_when_it_began():
    aim = Aim(250)
    aim.drawn("first", 0)
    aim.pressed(1000, (100, 200))
    assert aim.aimed()  # the decision was on screen before the tap
    aim.drawn("second", 1030)  # the move brought the next decision at once
    for at in (1120, 1240, 1360):  # taps 120 ms apart at the same place: the same gesture
        aim.pressed(at, (103, 198))
        assert not aim.aimed()
    aim.pressed(1700, (100, 200))  # a tap after a pause: aimed at what is on screen
    assert aim.aimed()
    aim.drawn("second", 1800)  # drawn again, the same decision: still the one aimed at
    aim.pressed(1850, (100, 200))
    assert aim.aimed()
    aim.drawn("third", 1860)
    aim.pressed(1900, (300, 200))  # soon, but at another control: aimed anew
    assert aim.aimed()


def test_enter_after_a_tab_is_aimed_anew():
    aim = Aim(250)
    aim.drawn("first", 0)
    aim.pressed(1000, "key")
    aim.drawn("second", 1010)
    aim.pressed(1100, "key")
    assert not aim.aimed()
    aim.other_key()  # Tab: the player moved the focus
    aim.pressed(1150, "key")
    assert aim.aimed()


def test_ten_enter_presses_are_one_gesture_however_long_they_last():
    aim = Aim()
    aim.drawn(("table", 0), 0)
    accepted = 0
    token = 0
    for index in range(10):
        now = 500 + index * (AIM_GAP_MS - 50)
        aim.pressed(now, "key")
        if aim.aimed():
            accepted += 1
            token += 1
            aim.drawn(("table", token), now + 20)
    assert accepted == 1


def test_the_decision_token_changes_with_a_move_and_with_the_hand_over():
    app = make_app()
    start_three_player_game(app)
    while app.bot_due():
        app.step_bot()
    before = app.decision_token()
    assert before == app.decision_token()
    play_first(app, 0)
    assert app.decision_token() != before
    assert app.aimed("hint") and app.aimed("act")  # no press recorded: nothing to hold back
    app.aim.drawn(app.decision_token(), 10)
    app.aim.pressed(5, (1, 1))
    assert not app.aimed("act") and app.aimed("log")


# --- storage trouble, said plainly -----------------------------------------------------------


def test_a_full_storage_is_a_lasting_message_and_the_game_is_said_to_be_unsaved():
    storage = FailingStorage()
    app, _ = tab(storage)
    start_three_player_game(app)
    match_id = app.match_id
    storage.full = True
    play_first(app, 0)
    assert app.trouble == FULL and match_id in app.unsaved
    assert "storage for this page is full" in app.render()
    app.handle("log")  # any click: the word on storage stays
    app.handle("dismiss")
    assert "storage for this page is full" in app.render()
    app.handle("pace", "fast")  # a choice of this device: no error, no claim that the game is saved
    app.handle("lang", "en")
    assert app.message is None and "is saved" not in app.render()
    app.handle("home")
    html = app.render()
    assert "not saved" in html and "Every game is saved" not in html
    storage.full = False
    app.handle("resume", match_id)
    play_first(app, 0)
    assert app.trouble is None and not app.unsaved
    assert stored(storage, match_id)["actions"] == app.match.to_save()["actions"]


def test_a_new_game_that_could_not_be_stored_is_not_made_the_current_game():
    storage = FailingStorage()
    storage.full = True
    app, _ = tab(storage)
    start_three_player_game(app)
    assert app.trouble == FULL and app.screen == "table"
    storage.full = False
    again, _ = tab(storage)
    assert again.screen == "home" and again.message is None  # no "That saved game is no longer here"


def test_storage_denied_says_so_on_every_screen_and_never_that_games_are_saved():
    storage = DictStorage()
    app, _ = tab(storage)
    app.saves = SaveBook(LocalBackend(DictStorage(), MEMORY))
    html = app.render()
    assert "keeps nothing for this page" in html and "Every game is saved" not in html
    start_three_player_game(app)
    play_first(app, 0)
    app.handle("dismiss")
    assert "keeps nothing for this page" in app.render()
    assert not app.saves_kept()


def test_the_home_page_says_when_the_browser_may_clear_the_saves_and_offers_a_backup():
    storage = DictStorage()
    app, _ = tab(storage)
    start_three_player_game(app)
    app.handle("home")
    html = app.render()
    assert 'data-testid="not-persistent"' in html and 'data-cmd="export-all"' in html
    app.saves.persisted = True
    assert 'data-testid="not-persistent"' not in app.render()


# --- finished games as results, old ones removed in bulk -----------------------------------------


def test_a_finished_game_is_a_result_kept_once_and_finished_games_go_in_bulk():
    storage = DictStorage()
    app, _ = tab(storage)
    start_three_player_game(app)
    finish(app)
    finished_id = app.match_id
    assert storage.get(SAVE_PREFIX + finished_id + PREVIOUS_SUFFIX) is None, "kept once"
    start_three_player_game(app, name="Bo")
    play_first(app, 0)
    playing_id = app.match_id
    app.handle("home")
    html = app.render()
    assert "Finished games" in html and ("wins!" in html or "Shared victory" in html)
    results = app.saved_games()
    assert {entry["id"] for entry in results if entry["over"]} == {finished_id}
    app.handle("delete-finished")
    assert "for good?" in app.render() and app.saves.has(finished_id)
    app.handle("delete-finished")
    assert not app.saves.has(finished_id) and app.saves.has(playing_id)
    assert storage.get(SAVE_PREFIX + finished_id) is None
    assert storage.get(SUMMARY_PREFIX + finished_id) is None
    assert "Finished games" not in app.render()


def many_games(count):
    """A storage holding `count` games, as the table wrote them (each with its summary)."""
    storage = DictStorage()
    app, _ = tab(storage)
    start_three_player_game(app)
    play_first(app, 0)
    record = app.save_record(1)
    text = json.dumps(record, separators=(",", ":"))
    summary = dict(json.loads(storage.get(SUMMARY_PREFIX + app.match_id)), check=check_of(text))
    for index in range(count - 1):
        storage.set(SAVE_PREFIX + f"g{index}", text)
        storage.set(SUMMARY_PREFIX + f"g{index}", json.dumps(summary))
    return storage


def home_seconds(storage, rounds=3):
    app, _ = tab(storage)
    app.saves = SaveBook(LocalBackend(storage))
    app.saves.backend.live = False  # as the durable store: what was read at the start
    app.handle("home")
    best = float("inf")
    for _ in range(rounds):
        started = time.perf_counter()
        html = app.render()
        best = min(best, time.perf_counter() - started)
    return best, html


def test_the_home_page_replays_no_game_and_lists_a_few_of_300(monkeypatch):
    from tabletop.ui import controller

    replayed = []
    read_save = controller._read_save
    monkeypatch.setattr(controller, "_read_save", lambda text: replayed.append(1) or read_save(text))
    few, _ = home_seconds(many_games(1))
    storage = many_games(300)
    replayed.clear()
    many, html = home_seconds(storage)
    assert html.count('data-cmd="resume"') <= 6 and "Show all (300)" in html
    assert len(replayed) <= 1, "no game is replayed to list it (one: the current game, opened at the start)"
    assert many < few + 0.2, (few, many)  # a margin for a busy machine: it is ~10 ms either way


def test_a_save_without_a_summary_is_summarised_once_and_kept():
    storage = DictStorage()
    app, _ = tab(storage)
    start_three_player_game(app)
    match_id = app.match_id
    storage.remove(SUMMARY_PREFIX + match_id)  # as a save from before summaries
    app, _ = tab(storage)
    app.handle("home")
    assert [entry["id"] for entry in app.saved_games()] == [match_id]
    assert json.loads(storage.get(SUMMARY_PREFIX + match_id))["game"] == "goblin_market"


# --- a backup of every game ------------------------------------------------------------------------


def test_a_backup_holds_every_game_and_imports_into_another_browser():
    storage = DictStorage()
    app, _ = tab(storage)
    start_three_player_game(app)
    play_first(app, 0)
    start_three_player_game(app, name="Bo")
    app.handle("home")
    exported = []
    app.export_all(lambda name, text: exported.append((name, text)))
    name, text = exported[0]
    assert name.startswith("tabletop-backup-") and json.loads(text)["format"] == "tabletop-backup"
    other, _ = tab(DictStorage())
    other.import_text(text)
    assert other.message[0] == "notice.imported_backup" and other.message[1]["added"] == 2
    names = sorted(entry["names"][0] for entry in other.saved_games())
    assert names == ["Ann", "Bo"]
    other.import_text(text)  # the same games again: already here, not doubled
    assert other.message[1] == {"added": 0, "kept": 2, "bad": 0} and len(other.saved_games()) == 2


def test_a_backup_with_a_tampered_game_keeps_the_good_ones():
    storage = DictStorage()
    app, _ = tab(storage)
    start_three_player_game(app)
    play_first(app, 0)
    exported = []
    app.export_all(lambda name, text: exported.append(text))
    backup = json.loads(exported[0])
    bad = json.loads(json.dumps(backup["games"][0]))
    bad["id"] = "tampered"
    bad["save"]["actions"][0][1] = ["bid", 999]
    backup["games"].append(bad)
    other, _ = tab(DictStorage())
    other.import_text(json.dumps(backup))
    assert other.message[1] == {"added": 1, "kept": 0, "bad": 1}


def test_the_book_hands_back_the_tables_answer_so_that_the_page_draws_a_refused_move():
    """A backend that answers later draws the page again only if the table says so: the book must
    pass the table's answer on (a refused move, shown nowhere, was the bug this catches)."""
    storage = DictStorage()
    book = SaveBook(LocalBackend(storage))
    answers = []
    request = {"id": "g", "text": "{}", "base": 0, "revision": 1, "summary": {"ok": True}}
    book.backend.write = lambda request, done: answers.append(done({"conflict": True, "text": None}))
    book.write(request, lambda result: "draw")
    book.backend.fetch = lambda match_id, done: answers.append(done({"text": "{}", "revision": 1}))
    book.backend.live = False
    book.fetch("other", lambda record: "drawn")
    assert answers == ["draw", "drawn"]
