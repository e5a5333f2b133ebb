"""Save files that try to break the page: nesting too deep for the parser, odd types.

These run inside Pyodide too (`make pyodide-test`), where json.loads on a deeply nested text does
not raise RecursionError as CPython does but overflows the JavaScript/wasm stack: the depth must be
refused before the text reaches the parser.
"""

import json

import pytest

from tabletop.engine.match import Match, SaveError
from tabletop.games import GAMES
from tabletop.ui.controller import CURRENT_KEY, PREVIOUS_SUFFIX, SAVE_PREFIX
from test_controller import DictStorage, make_app, start_three_player_game

SEATS = [{"name": name, "kind": "human"} for name in ("Ann", "Bo", "Cy")]


def good_save(**changes):
    save = {
        "format": "tabletop-save",
        "version": 1,
        "game": "goblin_market",
        "options": {},
        "seed": 3,
        "seats": SEATS,
        "actions": [[0, ["bid", 2]]],
    }
    save.update(changes)
    return json.dumps(save)


DEEP = "[" * 6000 + "]" * 6000  # 12 KB
DEEP_SAVE = good_save(actions="@").replace('"@"', "[" * 6000 + "]" * 6000)
DEEP_OBJECTS = '{"a":' * 3000 + "1" + "}" * 3000


@pytest.mark.parametrize("text", [DEEP, DEEP_SAVE, DEEP_OBJECTS, "[" * 6000, "[{" * 40 + "}]" * 40])
def test_nesting_too_deep_is_refused_before_parsing(text):
    with pytest.raises(SaveError) as error:
        Match.from_save(text, GAMES)
    assert error.value.key == "save.too_deep"
    # The interpreter is still fine afterwards: a good save loads.
    assert Match.from_save(good_save(), GAMES).actions == [[0, ["bid", 2]]]


@pytest.mark.parametrize(
    "name",
    [
        "[" * 500,
        "{" * 500,
        '\\"' + "[" * 500,  # an escaped quote does not end the string
        "\\" * 9 + "[" * 500,  # nor does an escaped backslash start one
    ],
)
def test_brackets_inside_strings_do_not_count(name):
    text = good_save(seats=[{"name": name, "kind": "human"}, *SEATS[1:]])
    assert json.loads(text)["seats"][0]["name"] == name
    assert Match.from_save(text, GAMES).seats[0]["name"] == name[:40]


def test_an_escaped_backslash_before_a_quote_ends_the_string():
    # "x\\" is a whole string, so the brackets after it are structure and counted.
    text = '{"format": "x\\\\", "a": ' + "[" * 100 + "]" * 100 + "}"
    with pytest.raises(SaveError) as error:
        Match.from_save(text, GAMES)
    assert error.value.key == "save.too_deep"


@pytest.mark.parametrize("version", [True, 1.0, "1", [1]])
def test_the_version_must_be_the_whole_number_1(version):
    with pytest.raises(SaveError) as error:
        Match.from_save(good_save(version=version), GAMES)
    assert error.value.key == "save.version"


def test_a_deep_file_is_refused_on_import_and_the_next_import_works():
    app = make_app()
    app.import_text(DEEP_SAVE)
    assert app.screen == "home" and app.message[0] == "error.import"
    assert "nested too deeply" in app.render()
    app.import_text(good_save())
    assert app.screen == "table" and app.message[0] == "notice.imported"
    assert app.match.actions == [[0, ["bid", 2]]]


def test_a_deep_stored_save_is_listed_as_damaged_and_blocks_nothing():
    storage = DictStorage()
    app = make_app(storage)
    start_three_player_game(app)
    good_id = app.match_id
    storage.set(SAVE_PREFIX + "deep", DEEP)
    storage.set(SAVE_PREFIX + "deep" + PREVIOUS_SUFFIX, DEEP_SAVE)  # no good copy to go back to
    storage.set(CURRENT_KEY, "deep")
    app = make_app(storage)  # the page boots on the deep save
    assert app.screen == "home" and app.message[0] == "error.load"
    html = app.render()
    assert html.count("Damaged save") == 1 and "nested too deeply" in html
    assert 'data-cmd="restore"' not in html
    app.handle("restore", "deep")
    assert app.screen == "home" and app.match is None
    app.handle("resume", good_id)
    assert app.screen == "table" and app.match.seats[0]["name"] == "Ann"
    app.handle("home")
    app.handle("delete", "deep")
    app.handle("delete-confirmed", "deep")
    assert SAVE_PREFIX + "deep" not in storage.data and "Damaged save" not in app.render()


def test_a_deep_previous_copy_is_not_restored():
    storage = DictStorage()
    app = make_app(storage)
    start_three_player_game(app)
    match_id = app.match_id
    app.handle("home")
    storage.set(SAVE_PREFIX + match_id, "garbage")
    storage.set(SAVE_PREFIX + match_id + PREVIOUS_SUFFIX, DEEP_SAVE)
    app.handle("restore", match_id)
    assert app.screen == "home" and app.message[0] == "error.load"
    assert "nested too deeply" in app.render()
