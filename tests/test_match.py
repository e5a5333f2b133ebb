"""Matches: saves that load by replay, bad saves refused with a reason, undo, views, the CLI."""

import json

import pytest

from tabletop.__main__ import main as cli
from tabletop.engine.match import Match, SaveError
from tabletop.games import GAMES
from tabletop.games.goblin_market.rules import GoblinMarketState

GAME = GAMES["goblin_market"]
SEATS = [
    {"name": "Ann", "kind": "human"},
    {"name": "Bo", "kind": "computer", "level": "sensible"},
    {"name": "Cy", "kind": "computer", "level": "random"},
]


def a_match(seed=5):
    match = Match.create(GAME, SEATS, seed)
    match.act(0, ["bid", 2])
    match.act(1, ["bid", 3])
    return match


def test_save_has_the_documented_shape_and_round_trips():
    match = a_match()
    save = match.to_save()
    assert save["format"] == "tabletop-save" and save["version"] == 1 and save["game"] == "goblin_market"
    assert save["seed"] == 5 and save["options"] == {"opening_seat": 0}
    assert save["seats"] == SEATS and save["actions"] == [[0, ["bid", 2]], [1, ["bid", 3]]]
    loaded = Match.from_save(json.loads(match.to_json()), GAMES)
    assert loaded.state.view(None) == match.state.view(None)


@pytest.mark.parametrize(
    "text, key",
    [
        ("", "save.not_json"),
        ('{"format": "tabletop-save", "version": 1, "game": "goblin_mar', "save.not_json"),
        ("[1, 2, 3]", "save.foreign"),
        ('{"format": "chess-pgn"}', "save.foreign"),
        ('{"format": "tabletop-save", "version": 99}', "save.version"),
        ('{"format": "tabletop-save", "version": 1, "game": "monopoly"}', "save.unknown_game"),
        ('{"format": "tabletop-save", "version": 1, "game": ["goblin_market"]}', "save.unknown_game"),
    ],
)
def test_unreadable_saves_are_refused_with_a_reason(text, key):
    with pytest.raises(SaveError) as error:
        Match.from_save(text, GAMES)
    assert error.value.key == key


def tampered(change):
    save = a_match().to_save()
    change(save)
    return save


@pytest.mark.parametrize(
    "change, key",
    [
        (lambda s: s.update(seed="5"), "save.damaged"),
        (lambda s: s.update(seats=SEATS[:2]), "save.damaged"),  # too few players
        (lambda s: s.update(seats="Ann,Bo,Cy"), "save.damaged"),
        (lambda s: s["seats"][1].update(level="grandmaster"), "save.damaged"),
        (lambda s: s.update(options={"opening_seat": 9}), "save.damaged"),
        (lambda s: s.update(actions={"0": 1}), "save.damaged"),
        (lambda s: s["actions"].append([2, ["bid", 99]]), "save.illegal"),  # more chips than Cy has
        (lambda s: s["actions"].append([0, ["bid", 4]]), "save.illegal"),  # not Ann's turn
        (lambda s: s["actions"].__setitem__(1, [1, ["bid", 1]]), "save.illegal"),
        (lambda s: s["actions"].append("bid 4"), "save.damaged"),
    ],
)
def test_tampered_saves_are_refused_not_trusted(change, key):
    with pytest.raises(SaveError) as error:
        Match.from_save(tampered(change), GAMES)
    assert error.value.key == key


def test_odd_names_are_kept_as_text_and_trimmed():
    seats = [
        {"name": "<img src=x onerror=alert(1)>", "kind": "human"},
        {"name": "  \x00\x07 ", "kind": "human"},
        {"name": "x" * 500, "kind": "human"},
    ]
    match = Match.create(GAME, seats, 1)
    names = [seat["name"] for seat in match.seats]
    assert names == ["<img src=x onerror=alert(1)>", "Player 2", "x" * 40]


def test_undo_only_a_humans_last_action_and_never_across_a_revealed_card():
    match = Match.create(GAME, [{"name": n, "kind": "human"} for n in "ABC"], 5)
    assert not match.can_undo()
    match.act(0, ["bid", 2])
    assert match.can_undo()
    match.undo()
    assert match.actions == [] and match.state.high_bid == 0
    match.act(0, ["bid", 2])
    match.act(1, ["pass"])
    match.act(2, ["pass"])
    if match.state.phase == "taking":
        assert match.can_undo()  # choosing cards turns nothing up
        match.act(0, ["take_all"])
    assert match.state.auction == 2  # the auction ended: the goblin card and a new lot were turned up
    assert not match.can_undo()

    bots = a_match()  # the last action was the computer's bid
    assert not bots.can_undo()


def test_a_seats_view_does_not_change_when_only_hidden_information_changes():
    """The order of the undrawn decks is the hidden information in Goblin Market."""
    options = GAME.resolve_options(4, {})
    first = GAME.new(4, 11)
    deck = [*reversed(first.deck)]
    goblins = [*reversed(first.goblin_deck)]
    head = first.discard + first.lot
    reordered_deck = head + list(reversed(deck))
    original_deck = head + deck
    a = GoblinMarketState.initial(GAME, 4, 1, options, deck=original_deck, goblin_deck=goblins)
    b = GoblinMarketState.initial(GAME, 4, 1, options, deck=reordered_deck, goblin_deck=goblins[::-1])
    assert a.deck != b.deck
    for seat in [None, 0, 1, 2, 3]:
        assert a.view(seat) == b.view(seat)
    a, b = a.apply(0, ["bid", 1]), b.apply(0, ["bid", 1])
    for seat in [None, 0, 1, 2, 3]:
        assert a.view(seat) == b.view(seat)
    assert "deck" not in json.dumps(a.view(0)).replace("deck_count", "").replace("goblin_deck_count", "")


def test_cli_list_simulate_and_replay(tmp_path, capsys):
    assert cli(["list"]) == 0
    assert "goblin_market" in capsys.readouterr().out
    assert (
        cli(
            [
                "simulate",
                "goblin_market",
                "--players",
                "3",
                "--games",
                "20",
                "--seed",
                "4",
                "--bots",
                "sensible,random,random",
            ]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 20 and sum(report["win_share"]) == pytest.approx(1, abs=0.01)
    for key in ("seconds", "games_per_second", "mean_actions", "wins"):
        assert key in report
    good = tmp_path / "good.json"
    good.write_text(a_match().to_json())
    assert cli(["replay", str(good)]) == 0
    assert json.loads(capsys.readouterr().out)["view"]["high_bid"] == 3
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(tampered(lambda s: s["actions"].append([2, ["bid", 99]]))))
    assert cli(["replay", str(bad)]) == 1
    assert "move 3" in capsys.readouterr().err
