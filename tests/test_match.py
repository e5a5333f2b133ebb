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
    assert save["format"] == "tabletop-save" and save["version"] == 2 and save["game"] == "goblin_market"
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


def _unmix(z):
    """The inverse of rng._mix (SplitMix64's finaliser is a bijection)."""
    mask = (1 << 64) - 1

    def unshift(value, shift):
        result = value
        for _ in range(64 // shift + 1):
            result = value ^ (result >> shift)
        return result & mask

    z = unshift(z, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & mask
    z = unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & mask
    return unshift(z, 30)


def test_a_computer_players_seed_does_not_lead_back_to_the_match_seed():
    """Undo the old reversible mix on a bot seed: it must not give the match seed (which fixes every
    deck) back. The bot's seed is all its generator holds, so this is what a console could read."""
    golden, mask = 0x9E3779B97F4A7C15, (1 << 64) - 1
    match = a_match()
    seed, step, seat = match.seed, len(match.actions), 1
    value = match.bot_seed(seat)
    for part in (seat, step):
        value = ((_unmix(value) - golden) & mask) ^ part
    recovered = (_unmix(value) - golden) & mask
    assert recovered != seed & mask
    bot = match.game.make_bot("sensible", match.bot_seed(seat))
    assert _unmix(bot.rng.state) == match.bot_seed(seat) & mask  # the generator does hold its seed
    assert len({match.bot_seed(s) for s in range(3)}) == 3


# The games whose engine took one-answer steps by itself before version 2.
@pytest.mark.parametrize("game_id", ["elfengold", "elfenland", "jambo"])
def test_a_version_1_save_replays_without_the_steps_it_took_by_itself(game_id):
    """Version 1 saves come from an engine that took some one-answer steps itself; today the seat is
    asked. Leave out every one-answer step of a game's history: as version 1 it loads to the same
    position, as version 2 it is refused (a recorded move is then out of turn)."""
    game = GAMES[game_id]
    players = game.min_players
    state, history = game.new(players, 31), []
    bots = [game.make_bot(game.bot_levels[0], 40 + s) for s in range(players)]
    while not state.is_over():
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        entry = [seat, bots[seat].choose(state.view(seat), legal)]
        if len(state.actors()) == 1 and len(legal) == 1:
            entry.append("sole")
        history.append(entry)
        state = state.apply(seat, entry[1])
    full = [entry[:2] for entry in history]
    shortened = [entry[:2] for entry in history if len(entry) == 2]
    dropped = len(full) - len(shortened)
    seats = [{"name": f"P{s}", "kind": "human"} for s in range(players)]
    match = Match.create(game, seats, 31)
    for seat, action in full:
        match.act(seat, action)
    save = match.to_save()
    assert dropped and shortened[-1:] == full[-1:], "the history has one-answer steps to leave out"
    save["version"], save["actions"] = 1, shortened
    loaded = Match.from_save(save, GAMES)
    assert loaded.actions == full and loaded.state.view(None) == match.state.view(None)
    save["version"] = 2
    with pytest.raises(SaveError):
        Match.from_save(save, GAMES)


def test_a_version_1_save_that_no_longer_replays_says_the_rules_were_corrected():
    """In a game whose rules were corrected since (Jambo), an illegal move in a version-1 save is
    most likely the old reading, not a tampered file: the message says so. Elsewhere, and in a
    version-2 save, it is a broken rule."""
    jambo = GAMES["jambo"]
    match = Match.create(jambo, [{"name": n, "kind": "human"} for n in "AB"], 5)
    save = match.to_save()
    save["actions"] = [[1, ["end_turn"]]]  # out of turn
    save["version"] = 1
    with pytest.raises(SaveError) as error:
        Match.from_save(save, GAMES)
    assert error.value.key == "save.old_rules" and error.value.params == {"step": 1}
    save["version"] = 2
    with pytest.raises(SaveError) as error:
        Match.from_save(save, GAMES)
    assert error.value.key == "save.illegal"
    save = a_match().to_save()
    save["actions"].append([2, ["bid", 1]])  # below the high bid of 3
    save["version"] = 1
    with pytest.raises(SaveError) as error:
        Match.from_save(save, GAMES)
    assert error.value.key == "save.illegal" and error.value.params == {"step": 3}
