"""The table's behaviour without a browser: setup, play to the end, autosave, resume, bad saves."""

import json

from tabletop.engine.match import Match
from tabletop.games import GAMES
from tabletop.ui.controller import CURRENT_KEY, SAVE_PREFIX, App
from tabletop.ui.i18n import LANGUAGES, pick_language


class DictStorage:
    def __init__(self):
        self.data = {}

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        assert isinstance(value, str)
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)

    def keys(self):
        return list(self.data)


def seeds():
    value = 1000
    while True:
        value += 1
        yield value


def make_app(storage=None, lang=("en-US",)):
    counter = seeds()
    return App(
        storage or DictStorage(),
        lang,
        now=lambda: "2026-11-30 18:00",
        new_seed=lambda: next(counter),
        bot_delay_ms=0,
    )


def start_three_player_game(app, name="Ann"):
    app.handle("setup", "goblin_market")
    app.handle(
        "start",
        None,
        {
            "players": "3",
            "name_0": name,
            "kind_0": "human",
            "kind_1": "computer:sensible",
            "kind_2": "computer:random",
            "opening": "0",
        },
    )
    assert app.screen == "table"


def finish(app, limit=5000):
    for _ in range(limit):
        if app.match.state.is_over():
            return
        if app.bot_due():
            assert app.step_bot()
            continue
        seat = app.acting_seat()
        legal = app.match.state.legal_actions(seat)
        app.handle(
            "act", json.dumps(legal[-1] if legal[0] == ["pass"] and len(legal) > 1 and seat % 2 else legal[0])
        )
        html = app.render()
        assert 'data-screen="table"' in html
    raise AssertionError("the game did not end")


def test_play_a_game_to_the_end_with_autosave_after_every_action():
    storage = DictStorage()
    app = make_app(storage)
    start_three_player_game(app)
    html = app.render()
    assert "Ann" in html and "Computer 2" in html and "Computer 3" in html
    finish(app)
    html = app.render()
    assert "end-screen" in html and "Play again" in html
    saved = json.loads(storage.get(SAVE_PREFIX + app.match_id))
    assert len(saved["actions"]) == len(app.match.actions) and saved["saved_at"] == "2026-11-30 18:00"
    app.handle("again")
    assert app.screen == "table" and not app.match.state.is_over()


def test_a_reload_resumes_exactly_where_play_was():
    storage = DictStorage()
    app = make_app(storage)
    start_three_player_game(app)
    for _ in range(7):
        if app.bot_due():
            app.step_bot()
        else:
            app.handle("act", json.dumps(["pass"]))
    reloaded = make_app(storage)
    assert reloaded.screen == "table"
    assert reloaded.match.state.view(None) == app.match.state.view(None)
    assert reloaded.render() == app.render()


def test_odd_player_names_are_shown_as_text():
    app = make_app()
    start_three_player_game(app, name="<img src=x onerror=alert(1)>")
    html = app.render()
    assert "<img src=x" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html


def test_damaged_saves_get_a_message_and_the_others_stay_usable():
    storage = DictStorage()
    app = make_app(storage)
    start_three_player_game(app)
    good_id = app.match_id
    app.handle("home")
    storage.set(SAVE_PREFIX + "broken", '{"format": "tabletop-save", "version": 1, "ga')
    storage.set(
        SAVE_PREFIX + "tampered",
        json.dumps({**json.loads(storage.get(SAVE_PREFIX + good_id)), "actions": [[0, ["bid", 999]]]}),
    )
    storage.set(CURRENT_KEY, "broken")
    app = make_app(storage)
    assert app.screen == "home" and app.message[0] == "error.load"
    html = app.render()
    assert html.count("Damaged save") == 2 and "cut short" in html and "move 1 breaks the rules" in html
    app.handle("resume", good_id)
    assert app.screen == "table"
    app.handle("home")
    app.handle("delete", "broken")
    assert SAVE_PREFIX + "broken" in storage.data and "Delete this game for good?" in app.render()
    app.handle("home")  # "keep it"
    assert "Delete this game for good?" not in app.render()
    app.handle("delete", "broken")
    app.handle("delete-confirmed", "broken")
    assert SAVE_PREFIX + "broken" not in storage.data and "Damaged save" in app.render()


def test_a_damaged_save_can_continue_from_its_previous_copy():
    storage = DictStorage()
    app = make_app(storage)
    start_three_player_game(app)
    app.handle("act", json.dumps(["bid", 1]))
    app.step_bot()
    match_id = app.match_id
    storage.set(SAVE_PREFIX + match_id, "garbage")
    app = make_app(storage)
    app.handle("home")
    assert "Continue from the previous copy" in app.render()
    app.handle("restore", match_id)
    assert app.screen == "table" and app.match.actions == [[0, ["bid", 1]]]


def test_import_checks_the_file_and_export_round_trips():
    app = make_app()
    start_three_player_game(app)
    name, text = app.export()
    assert name.startswith("goblin_market-") and name.endswith(".json")
    app.import_text("this is not json")
    assert app.message[0] == "error.import" and app.screen == "home"
    app.import_text(text)
    # The very game is stored already: opened, not stored twice.
    assert app.screen == "table" and app.message[0] == "notice.import_already"
    assert Match.from_save(text, GAMES).state.view(None) == app.match.state.view(None)
    assert len(app.saved_games()) == 1
    # In another browser (nothing stored), the same file is imported as a game of its own.
    other = make_app()
    other.import_text(text)
    assert other.screen == "table" and other.message[0] == "notice.imported"
    assert Match.from_save(text, GAMES).state.view(None) == other.match.state.view(None)
    assert json.loads(other.export()[1])["started_at"] == json.loads(text)["started_at"]


def test_an_import_of_the_same_game_at_another_move_is_a_copy_said_to_be_one():
    app = make_app()
    start_three_player_game(app)
    _, earlier = app.export()
    app.handle("act", json.dumps(app.match.state.legal_actions(0)[0]))
    app.import_text(earlier)
    assert app.message[0] == "notice.imported_copy"
    assert app.message[1]["count"] == 0 and app.message[1]["moves"] >= 1
    assert len(app.saved_games()) == 2


def test_games_that_look_alike_are_told_apart_on_the_home_page():
    """Two games with the same players: when each was begun, how far it got, and the options set."""
    app = make_app()
    for begun, open_table in (("2026-11-30 18:00", "False"), ("2026-12-01 09:30", "True")):
        app.now = lambda begun=begun: begun
        app.handle("setup", "modern_art")
        app.handle("start", None, {"players": "3", "name_0": "Ann", "kind_0": "human",
                                   "kind_1": "computer:sensible", "kind_2": "computer:sensible",
                                   "option_open_table": open_table})
        app.handle("home")
    page = app.render()
    assert "started 2026-11-30 18:00" in page and "started 2026-12-01 09:30" in page
    assert page.count("0 moves ·") == 2
    assert page.count("Hands and money: Open to everyone (for learning)") == 1


def test_undo_and_illegal_input_from_the_page():
    app = make_app()
    app.handle("setup", "goblin_market")
    app.handle("start", None, {"players": "3", "kind_0": "human", "kind_1": "human", "kind_2": "human"})
    app.handle("act", json.dumps(["bid", 2]))
    assert app.match.can_undo()
    app.handle("undo")
    assert app.match.actions == []
    app.handle("act", json.dumps(["bid", 99]))
    assert app.message[0] == "error.illegal" and app.match.actions == []
    app.handle("act-amount", "bid", {"amount": "abc"})
    assert app.message[0] == "error.amount_number"
    app.handle("act-amount", "bid", {"amount": "11"})
    assert app.message[0] == "error.amount_range"
    app.handle("act-amount", "bid", {"amount": "4"})
    assert app.message is None and app.match.actions == [[0, ["bid", 4]]]


def test_languages_switch_and_are_remembered():
    storage = DictStorage()
    app = make_app(storage, lang=("zh-CN",))
    assert app.lang == "zh-Hans"
    app.handle("lang", "zh-Hant")
    assert make_app(storage).lang == "zh-Hant"
    app.handle("lang", "klingon")
    assert app.lang == "zh-Hant"
    assert pick_language(["zh-TW"]) == "zh-Hant" and pick_language(["fr", "en-GB"]) == "en"
    assert pick_language(["fr"]) == "en"


def test_every_catalog_has_every_key_with_the_same_fields():
    import string

    def fields(entry):
        """The fields of a text, or of every plural form of an entry (all forms must name them)."""
        forms = [entry] if isinstance(entry, str) else [v for k, v in entry.items() if k != "by"]
        found = [{f for _, f, _, _ in string.Formatter().parse(form) if f} for form in forms]
        if not isinstance(entry, str):
            assert "other" in entry and entry.get("by", "count") in set().union(*found), entry
        return set().union(*found)

    english = LANGUAGES["en"]
    for lang, catalog in LANGUAGES.items():
        assert set(catalog) == set(english), lang
        for key, text in english.items():
            assert fields(catalog[key]) == fields(text), (lang, key)


def test_plural_forms_follow_the_language():
    from tabletop.ui import i18n

    entry = {"one": "{count} card on auction", "other": "{count} cards on auction"}
    i18n.LANGUAGES["en"]["test.plural"] = entry
    i18n.LANGUAGES["zh-Hans"]["test.plural"] = "拍卖{count}张牌"
    try:
        assert i18n.translate("en", "test.plural", count=1) == "1 card on auction"
        assert i18n.translate("en", "test.plural", count=0) == "0 cards on auction"
        assert i18n.translate("en", "test.plural", count=2) == "2 cards on auction"
        assert i18n.translate("zh-Hans", "test.plural", count=1) == "拍卖1张牌"
        assert i18n.translate("zh-Hant", "test.plural", count=1) == "1 card on auction"  # English fallback
    finally:
        del i18n.LANGUAGES["en"]["test.plural"], i18n.LANGUAGES["zh-Hans"]["test.plural"]


def test_every_screen_renders_in_every_language():
    for lang in LANGUAGES:
        app = make_app()
        app.handle("lang", lang)
        for command, arg in [("home", None), ("rules", "goblin_market"), ("setup", "goblin_market")]:
            app.handle(command, arg)
            assert app.render()
        start_three_player_game(app)
        finish(app)
        assert "end-screen" in app.render()


def ann_and_bo_share_a_device(monkeypatch):
    """Goblin Market, pretending to hide things, with two people and a computer."""
    monkeypatch.setattr(GAMES["goblin_market"], "private_info", True, raising=False)
    app = make_app()
    app.handle("setup", "goblin_market")
    app.handle("start", None, {"players": "3", "name_0": "Ann", "name_1": "Bo", "kind_0": "human",
                                "kind_1": "human", "kind_2": "computer:random", "opening": "0"})
    return app


def test_hand_over_screen_between_humans_when_the_game_hides_things(monkeypatch):
    """Shared table code: a game with private information (here Goblin Market pretending) makes
    the device change hands behind a screen; a single human among computers never needs one."""
    app = ann_and_bo_share_a_device(monkeypatch)
    assert app.handover_to() == 0 and app.viewer() is None
    html = app.render()
    assert "Pass the device to Ann" in html and 'class="controls"' not in html
    app.handle("act", json.dumps(["bid", 1]))
    assert app.match.actions == []  # no moves from behind the screen
    app.handle("ready", "1")
    assert app.handover_to() == 0  # only the named player can take over
    app.handle("ready", "0")
    assert app.viewer() == 0 and 'class="controls"' in app.render()
    app.handle("act", json.dumps(["bid", 1]))
    assert app.handover_to() == 1 and app.viewer() is None
    assert "Pass the device to Bo" in app.render()
    # Bo has not taken the device yet: Ann, still holding it, may take her bid back; her screen
    # comes back only when she takes the device again, so whoever pressed sees nothing of hers.
    assert app.can_undo()
    app.handle("undo")
    assert app.match.actions == [] and app.handover_to() == 0 and app.viewer() is None
    app.handle("ready", "0")
    app.handle("act", json.dumps(["bid", 1]))
    app.handle("ready", "1")
    assert app.viewer() == 1 and not app.can_undo()  # Bo has the device: Ann's bid stands
    app.handle("undo")
    assert app.match.actions == [[0, ["bid", 1]]]

    solo = make_app()
    start_three_player_game(solo)
    assert solo.handover_to() is None and solo.viewer() == 0


def test_a_waiting_player_can_look_at_their_own_hand_behind_the_screen(monkeypatch):
    app = ann_and_bo_share_a_device(monkeypatch)
    app.handle("ready", "0")
    assert app.peek_seats() == [1]
    # Said to Bo, whose hand it is; "Show Bo's hand" on Ann's screen read as showing it to Ann.
    assert "Bo: look at your own hand" in app.render() and "Show Bo" not in app.render()
    app.handle("peek", "1")
    assert app.controls_seat() is None and app.viewer() is None and app.handover_to() == 1
    assert "Pass the device to Bo" in app.render()
    app.handle("ready", "1")
    assert app.viewer() == 1 and app.controls_seat() is None and "Hide" in app.render()
    app.handle("act", json.dumps(["bid", 1]))
    assert app.match.actions == []  # looking is not acting
    app.handle("hide")
    assert app.viewer() is None and app.handover_to() == 0  # Ann must take the device back
    app.handle("peek", "0")
    assert app.peeking is None  # the acting player sees their hand by taking their turn


def test_handing_the_device_on_ends_undo_for_good_even_after_a_peek(monkeypatch):
    """Ann bids and the device goes to Bo; Ann's peek at her own hand must not bring her undo back."""
    app = ann_and_bo_share_a_device(monkeypatch)
    app.handle("ready", "0")
    app.handle("act", json.dumps(["bid", 1]))
    assert app.handover_to() == 1 and app.can_undo()  # Bo has not taken the device yet
    app.handle("peek", "0")
    app.handle("ready", "0")
    assert app.viewer() == 0 and not app.can_undo()
    app.handle("undo")
    app.handle("hide")
    app.handle("ready", "1")
    assert app.viewer() == 1 and not app.can_undo()
    app.handle("undo")
    assert app.match.actions == [[0, ["bid", 1]]], "Ann's bid stands"


def test_nothing_can_be_undone_once_the_game_is_over():
    app = make_app()
    app.handle("setup", "goblin_market")
    app.handle("start", None, {"players": "3", "kind_0": "human", "kind_1": "human", "kind_2": "human"})
    finish(app)
    assert app.match.state.is_over() and not app.match.can_undo() and not app.can_undo()
    moves = len(app.match.actions)
    app.handle("undo")
    assert len(app.match.actions) == moves and 'data-cmd="undo"' not in app.render()


def test_the_home_page_gives_a_fixed_player_count_as_one_number():
    html = make_app().render()
    assert "2–2 players" not in html and "2 players" in html and "3–6 players" in html


def test_goblin_market_shows_no_friendship_hints_once_the_game_is_over():
    """Seed 2 played at random ends with a player who sat out the last auction (and would have had
    friendship chips at its price): no hint of a sale to come is shown any more."""
    from tabletop.engine.rng import Rng

    app = make_app()
    start_three_player_game(app)
    game, rng = app.match.game, Rng(2)
    state = game.new(3, 2)
    while not state.is_over():
        seat = state.actors()[0]
        state = state.apply(seat, rng.choice(state.legal_actions(seat)))
    app.match.states[-1] = state
    assert state.view(None)["friendship"] == [None, None, None]
    assert 'class="friendship"' not in app.render()


def test_no_catalog_text_says_s_in_brackets():
    """A count chooses its words (plural forms in the catalogs), so no text hedges with "(s)"."""
    hedged = []
    for lang, catalog in LANGUAGES.items():
        for key, entry in catalog.items():
            forms = entry.values() if isinstance(entry, dict) else [entry]
            if any("(s)" in form for form in forms):
                hedged.append((lang, key))
    assert hedged == []


def test_the_log_drawn_from_its_cache_is_the_log_drawn_afresh():
    """The log's lines are kept between redraws; after moves, an undo and a change of language the
    page must be what a fresh drawing gives."""
    for game_id, players in (("jambo", "2"), ("elfengold", "3"), ("modern_art", "3")):
        app = make_app()
        app.handle("setup", game_id)
        app.handle("start", None, {"players": players, "kind_0": "human", "kind_1": "computer:sensible",
                                   "kind_2": "computer:sensible", "opening": "0"})
        for step in range(120):
            if app.match.state.is_over():
                break
            if app.bot_due():
                app.step_bot()
            else:
                legal = app.match.state.legal_actions(app.acting_seat())
                app.handle("act", json.dumps(legal[step % len(legal)]))
                if step % 7 == 0 and app.can_undo():
                    app.handle("undo")
            if step % 10 == 0:
                app.handle("lang", ["en", "zh-Hans", "zh-Hant"][step % 3])
            cached = app.render()
            app.log_cache = None
            assert cached == app.render(), (game_id, step)


def test_undo_takes_back_the_players_move_with_the_answers_given_for_them():
    """With one human, a step that has one answer is given for them (_answer_forced). Undo must take
    back their real move too: taking back only the given answer would give it again, and the button
    would do nothing."""
    for game_id in ("elfenland", "elfengold"):
        app = make_app()
        undone = 0
        for step in range(6000):  # whole games until one has such a move
            if app.match is None or app.match.state.is_over():
                if undone:
                    break
                app.handle("setup", game_id)
                app.handle("start", None, {"players": "3", "kind_0": "human", "kind_1": "computer:sensible",
                                           "kind_2": "computer:sensible", "opening": "0"})
            if app.bot_due():
                app.step_bot()
                continue
            legal = app.match.state.legal_actions(app.acting_seat())
            before = len(app.match.actions)
            app.handle("act", json.dumps(legal[step % len(legal)]))
            if len(app.match.actions) > before + 1 and app.can_undo():
                app.handle("undo")
                assert len(app.match.actions) == before, (game_id, step)
                undone += 1
        assert undone, f"{game_id}: no move followed by an answer given for the player"


def test_the_home_page_lists_saved_games_first_and_each_game_with_its_length():
    app = make_app()
    start_three_player_game(app)
    app.handle("home")
    html = app.render()
    assert html.index('data-region="saves"') < html.index('data-region="games"')
    for game in GAMES.values():
        tile = html[html.index(f'data-game="{game.id}"'):]
        assert f"{game.minutes[0]}–{game.minutes[1]} min" in tile[: tile.index("</li>")]


def test_the_log_is_a_drawer_that_the_toolbar_opens_and_its_own_button_closes():
    app = make_app()
    start_three_player_game(app)
    html = app.render()
    drawer = html[html.index('<section class="log-panel drawer"'):]
    assert " hidden" in drawer[: drawer.index(">")], "closed: not shown, still in the page"
    assert "Ann opens." in drawer
    toolbar = html[html.index('class="toolbar'): html.index("</details>")]
    assert 'data-cmd="log"' in toolbar and 'aria-expanded="false"' in toolbar
    app.handle("log")
    html = app.render()
    drawer = html[html.index('<section class="log-panel drawer open"'):]
    assert " hidden" not in drawer[: drawer.index(">")]
    assert 'data-cmd="log"' in drawer, "the open drawer has its own way to close"
    app.handle("log")
    assert '<section class="log-panel drawer"' in app.render()


def test_the_language_is_in_the_tables_menu_and_the_app_bar_is_not_on_the_table():
    app = make_app()
    start_three_player_game(app)
    html = app.render()
    assert 'class="top-bar"' not in html
    menu = html[html.index('<details class="menu"'): html.index("</details>")]
    assert 'name="lang"' in menu
    app.handle("home")
    assert 'class="top-bar"' in app.render()


def test_the_tables_commands_beyond_undo_and_hint_sit_in_its_menu():
    app = make_app()
    start_three_player_game(app)
    html = app.render()
    menu = html[html.index('<details class="menu"'): html.index("</details>")]
    for command in ("export", "rules", "home"):
        assert f'data-cmd="{command}"' in menu
    assert 'data-cmd="undo"' not in menu


def test_the_hand_over_screen_names_what_the_game_keeps_secret():
    words = {}
    for game_id in ("modern_art", "jambo", "elfengold"):
        app = make_app()
        app.handle("setup", game_id)
        app.handle("start", None, {"players": "3" if game_id != "jambo" else "2", "kind_0": "human",
                                   "kind_1": "human", "kind_2": "human", "opening": "0"})
        words[game_id] = app.render()
    assert "Hands, money and sealed offers are hidden." in words["modern_art"]
    assert "gold is public" in words["elfengold"] and "money" not in words["elfengold"].lower()
    assert "gold is public" in words["jambo"]


def test_the_new_game_form_builds_the_tables_pictures_ahead_so_that_start_does_not_wait():
    from tabletop.games.goblin_market import ui as goblin_ui

    app = make_app()
    assert not app.prepare_table()  # the home page: nothing to build for
    app.handle("setup", "goblin_market")
    goblin_ui._sprite.cache_clear()
    assert app.prepare_table()
    assert goblin_ui._sprite.cache_info().currsize == 1
    start_three_player_game(app)
    assert goblin_ui._sprite.cache_info().misses == 1  # the table drew the sprite built ahead
    assert not app.prepare_table()


def hand_overs_back_to_the_holder(app, limit=3000, pick=None):
    """Plays the game (people's moves by `pick(seat, legal)`, computers by the page's own steps) and
    counts the hand-over screens that name the person who already has the device: the last person
    who took it or moved, when only computers moved since and nobody looked at their own hand."""
    holder, again, screens = None, 0, 0
    for _ in range(limit):
        if app.match.state.is_over():
            break
        if app.bot_due():
            assert app.step_bot()
            continue
        seat = app.handover_to()
        if seat is not None:
            screens += 1
            again += seat == holder
            app.handle("ready", str(seat))
            holder = seat
            continue
        seat = app.controls_seat()
        legal = app.match.state.legal_actions(seat)
        app.handle("act", json.dumps(pick(seat, legal)))
        holder = seat
    return again, screens


def test_the_device_is_not_handed_back_to_the_person_who_has_it_after_only_computers_moved(monkeypatch):
    """Issue 33: Ann moves, a computer moves, Ann moves again: Ann still has the device and nobody
    else saw anything, so no hand-over screen comes between (Elfengold showed one 4 times a game)."""
    app = ann_and_bo_share_a_device(monkeypatch)  # Ann, Bo and a computer, bidding in that order

    def ann_bids_bo_passes(seat, legal):  # Bo out of each lot: Ann and the computer go on alone
        return legal[1] if seat == 0 and len(legal) > 1 else legal[0]

    again, screens = hand_overs_back_to_the_holder(app, pick=ann_bids_bo_passes)
    assert screens and again == 0
    app = make_app()
    app.handle("setup", "elfengold")
    app.handle("start", None, {"players": "3", "name_0": "Ann", "name_1": "Bo", "kind_0": "human",
                               "kind_1": "human", "kind_2": "computer:random", "opening": "0"})
    again, screens = hand_overs_back_to_the_holder(app, limit=600, pick=lambda seat, legal: legal[0])
    assert screens and again == 0


def test_the_device_is_handed_over_again_after_another_person_looked_at_their_hand(monkeypatch):
    """Bo looks at his own hand while the computer is to move: Ann must take the device again."""
    app = ann_and_bo_share_a_device(monkeypatch)
    app.handle("ready", "0")
    app.handle("act", json.dumps(["bid", 1]))
    app.handle("ready", "1")
    app.handle("act", json.dumps(["pass"]))
    assert app.acting_seat() is None and app.viewer() is None  # the computer's turn: the public table
    app.handle("peek", "1")
    app.handle("ready", "1")
    assert app.viewer() == 1
    app.handle("hide")
    app.match.act(2, ["bid", 2])  # the computer raises (as the page's step would, chosen here)
    app._moved()
    assert app.acting_seat() == 0 and app.handover_to() == 0
