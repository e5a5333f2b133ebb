"""The hint (issue 32): the strong player's move for the seat holding the device, with its reason in
the game's words (engine/hints.py, games/<id>/hints.py): stacked positions where the reason must name
the thing that decides (the suits a lot builds, a painting's worth, the gold a line of play gains,
the towns the tour planner's tour gains, the rival a block stops); Jambo's hint never ends a turn
with actions left while a line of play gains gold; the Elfen hints follow the tour planner."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tabletop.engine.bots import finish
from tabletop.engine.rng import derive_seed
from tabletop.games import GAMES, SPECS
from tabletop.games.elfenland import hints as elfen_hints
from tabletop.games.elfenland.data import ROADS
from tabletop.games.elfenland.rules import ElfenlandState
from tabletop.games.elfenland.tour_view import next_step_action
from tabletop.games.elfenland.tours import best_tour
from tabletop.games.goblin_market.rules import TAKING, GoblinMarketState
from tabletop.games.jambo import hints as jambo_hints
from tabletop.games.jambo.rules import JamboState
from tabletop.games.modern_art.rules import ModernArtState
from tabletop.ui.i18n import translate

LANGS = ("en", "zh-Hans", "zh-Hant")


def words(game_id, state, seat, reasons, lang="en"):
    """The reasons as the hint panel shows them."""
    view = SPECS[game_id].view_module()
    ctx = SimpleNamespace(
        view=state.view(seat),
        t=lambda key, **params: translate(lang, key, **params),
        names=["Ann", "Bo", "Cy", "Di"],
        legal=state.legal_actions(seat),
        acting_seat=seat,
        ui_state={},
    )
    return view.hint_reason(ctx, reasons)


def hint(game_id, state, seat, **budget):
    bot = GAMES[game_id].make_bot("hint", 5)
    for name, value in budget.items():
        setattr(bot, name, value)
    action = finish(bot.think(state.view(seat), state.legal_actions(seat), None))
    assert action in state.legal_actions(seat)
    return bot, action


def no_raw_keys(text):
    assert text and "{" not in text and ".reason." not in text, text


# --- every game: the reasons are in all three catalogs -------------------------------------------------


def test_every_reason_key_is_in_all_three_languages():
    for game_id, spec in SPECS.items():
        english = {key for key in spec.messages["en"] if ".reason." in key}
        assert english, game_id
        for lang in LANGS[1:]:
            assert english == {key for key in spec.messages[lang] if ".reason." in key}, (game_id, lang)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hints_over_a_game_have_reasons_in_words_and_never_sample_counts(game_id):
    """Hints at the positions of a game between sensible players: a legal move, and the reasons
    in words in every language, with no message key or placeholder left and no count of samples."""
    game = GAMES[game_id]
    players = 2 if game_id == "jambo" else 3
    state = game.new(players, 21, {"witches": True} if game_id == "elfengold" else None)
    players_bots = [game.make_bot("sensible", derive_seed(21, seat)) for seat in range(players)]
    explained = asked = 0
    step = 0
    while not state.is_over() and asked < 8:
        seat = state.actors()[0]
        legal = state.legal_actions(seat)
        if len(legal) > 1 and step % 5 == 0:
            bot, action = hint(game_id, state, seat, min_samples=1, playouts=8)
            asked += 1
            if bot.reason:
                explained += 1
                for lang in LANGS:
                    text = words(game_id, state, seat, bot.reason, lang)
                    no_raw_keys(text)
                    assert "imagined" not in text and "samples" not in text
        state = state.apply(seat, players_bots[seat].choose(state.view(seat), legal))
        step += 1
    assert asked >= 4 and explained >= asked // 2


# --- Goblin Market: the suits it builds ------------------------------------------------------------


def test_goblin_market_names_the_suits_a_lot_builds():
    game = GAMES["goblin_market"]
    options = game.resolve_options(3, {"opening_seat": 0})
    # Ann holds Moons; the lot (a numeral turned up: two cards) is two Moons cards.
    owned = [["ace_of_moons", "journey", "lunatic", "forest"], [], []]
    deck = ["author", "mountain", "chance_meeting", "sailor", "battle", "soldier", "cave", "market"]
    state = GoblinMarketState.initial(game, 3, 1, options, deck=deck, owned=owned)
    assert sorted(state.lot) == ["chance_meeting", "mountain"]
    bot, action = hint("goblin_market", state, 0, most_playouts=24, playout_auctions=40)
    assert bot.reason
    no_raw_keys(words("goblin_market", state, 0, bot.reason))
    view, legal = state.view(0), state.legal_actions(0)
    (first, *_) = bot.explain(view, legal, ["bid", 1])
    assert first["key"] == "gm.reason.lot_builds" and "Moons" in first["suits"] and first["points"] == 2
    assert words("goblin_market", state, 0, [first]).startswith("the lot builds your Moons")
    # Won: taking the lot builds Moons too, in the words of the taking.
    for seat, action in ((0, ["bid", 1]), (1, ["pass"]), (2, ["pass"])):
        state = state.apply(seat, action)
    assert state.phase == TAKING
    bot, action = hint("goblin_market", state, 0, most_playouts=24, playout_auctions=40)
    assert bot.reason[0]["key"] == "gm.reason.builds"
    text = words("goblin_market", state, 0, bot.reason)
    assert text.startswith("builds your") and "Moons" in text and "+" in text


# --- Modern Art: what the painting is worth this round ---------------------------------------------


def test_modern_art_names_the_worth_of_the_painting_this_round():
    game = GAMES["modern_art"]
    options = game.resolve_options(3, {"opening_seat": 0})
    hands = [
        [["krypto", "open"], ["krypto", "sealed"], ["krypto", "once_around"], ["yoko", "open"]],
        [["lite_metal", "open"], ["yoko", "sealed"], ["christin_p", "open"]],
        [["karl_gitter", "open"], ["lite_metal", "sealed"], ["christin_p", "sealed"]],
    ]
    state = ModernArtState.initial(game, 3, 1, options, hands=hands, deck=[])
    bot, action = hint("modern_art", state, 0, work=300)
    assert action[0] == "play"
    first = bot.reason[0]
    assert first["key"] in ("ma.reason.worth", "ma.reason.ends_round")
    if first["key"] == "ma.reason.worth":
        assert first["artist"] == action[1] and first["value"] > 0
        text = words("modern_art", state, 0, bot.reason)
        assert "worth about" in text and "this round" in text
    # The painting's worth as the players bid for it: the first rival's bid names the lot's worth.
    state = state.apply(0, ["play", "krypto", "sealed"])
    seat = state.actors()[0]
    bot, action = hint("modern_art", state, seat, work=300)
    assert action[0] == "sealed"
    assert bot.reason[0]["key"] == "ma.reason.lot_worth" and bot.reason[0]["artist"] == "krypto"
    assert "Krypto" in words("modern_art", state, seat, bot.reason)


# --- Jambo: the gold a line of play gains; never "End turn" while one does ---------------------------


def jambo_state(hands, **kwargs):
    game = GAMES["jambo"]
    options = game.resolve_options(2, {"opening_seat": 0})
    filler = ["ware-20", "ware-21", "well-3", "drums-2", "ware-30", "shaman-1", "ware-33", "stand-4"]
    return JamboState.initial(game, 2, 3, options, deck=filler, hands=[list(h) for h in hands], **kwargs)


def test_jambo_never_ends_the_turn_while_a_sale_gains_gold():
    # Three trinkets on the stand and the card that sells them for 10; four actions left.
    state = jambo_state([["ware-05", "well-1", "ape-1"], ["guard-1", "ware-30"]], wares=({"trinkets": 3}, {}))
    state = state.apply(0, ["play", "well-1"])  # drawing is over; 4 actions left
    view, legal = state.view(0), state.legal_actions(0)
    assert view["actions_left"] == 4 and ["end_turn"] in legal
    bot = GAMES["jambo"].make_bot("hint", 1)
    assert ["end_turn"] not in bot.candidates(view, legal)
    bot, action = hint("jambo", state, 0, step_budget=600)
    assert action != ["end_turn"]
    reasons = bot.explain(view, legal, ["play", "ware-05", "sell"])
    assert reasons[0] == {"key": "jb.reason.sells", "gold": 10}
    assert words("jambo", state, 0, reasons).startswith("+10 gold now")


def test_jambo_never_ends_the_turn_while_a_purchase_lets_a_card_sell():
    # Two trinkets held: buying three fruit for 3 lets the trinkets-and-fruit card sell for 11.
    state = jambo_state(
        [["ware-13", "ware-17", "ape-1", "well-1"], ["guard-1", "ware-30"]], wares=({"trinkets": 2}, {})
    )
    state = state.apply(0, ["play", "well-1"])
    view, legal = state.view(0), state.legal_actions(0)
    lines = jambo_hints.gold_lines(view, legal)
    assert lines and lines[0][:3] == (["play", "ware-13", "buy"], 8, "ware-17")
    bot = GAMES["jambo"].make_bot("hint", 1)
    chosen = bot.candidates(view, legal)
    assert ["end_turn"] not in chosen and ["play", "ware-13", "buy"] in chosen
    bot, action = hint("jambo", state, 0, step_budget=600)
    assert action != ["end_turn"]
    reasons = bot.explain(view, legal, ["play", "ware-13", "buy"])
    assert reasons[0] == {"key": "jb.reason.buy_to_sell", "card": "ware-17", "sell": 11, "gain": 8}
    text = words("jambo", state, 0, reasons)
    assert "sells for 11 gold: 8 more gold than it cost" in text and "Fruit" in text


def test_jambo_may_still_end_a_turn_with_nothing_that_gains():
    # The last turn at 59 gold: ending with two actions unused earns the 60th (tests/test_jambo_bots).
    state = jambo_state([["ware-22"], ["ware-05", "ware-07", "ware-09", "guard-1"]], gold=[59, 59])
    state = state.apply(0, ["end_turn"])
    view, legal = state.view(1), state.legal_actions(1)
    assert jambo_hints.gold_lines(view, legal) == []
    assert ["end_turn"] in GAMES["jambo"].make_bot("hint", 1).candidates(view, legal)


# --- the Elfen games: the hint follows the tour planner ----------------------------------------------


def elfenland_last_round(**pieces):
    setup = {"round": 4, "deck": ["raft"] * 20, "counter_stack": ["troll_wagon"] * 20}
    setup.update(pieces)
    game = GAMES["elfenland"]
    return ElfenlandState.initial(game, 2, 1, game.resolve_options(2, {}), **setup)


def test_elfenland_planning_places_the_counter_of_the_planners_tour_and_names_its_town():
    # One Giant Pig counter and four Giant Pig cards, in Elvenhold: the planner's tour places it on a
    # plains or forest road out of Elvenhold; the hint places it there and names the towns it gains.
    state = elfenland_last_round(
        phase="plan", face_up=[], hands=[{"giant_pig": 4}, {"raft": 2}],
        open_counters=[["giant_pig"], []], obstacles=[False, False],
    )  # fmt: skip
    view, legal = state.view(0), state.legal_actions(0)
    _, full, placements = elfen_hints.tour_placements(view, legal)
    assert placements and placements[0][:2] == ["place", "giant_pig"]
    bot, action = hint("elfenland", state, 0, playouts=12)
    assert action in placements
    first = bot.reason[0]
    assert first["key"] == "el.reason.towns" and first["towns"] and set(first["towns"]) <= set(full["new"])
    text = words("elfenland", state, 0, bot.reason)
    assert text.startswith("+") and "on your tour" in text


def test_elfenland_a_block_says_whose_road_it_blocks():
    # Bo stands in Elvenhold with Lapphalya still to collect; a counter there is off Ann's tour.
    state = elfenland_last_round(
        phase="plan", face_up=[], hands=[{"raft": 1}, {"troll_wagon": 3}],
        open_counters=[["troll_wagon"], []], obstacles=[False, False],
    )  # fmt: skip
    view, legal = state.view(0), state.legal_actions(0)
    road = next(r.id for r in ROADS if {r.a, r.b} == {"Elvenhold", "Lapphalya"})
    action = ["place", "troll_wagon", road]
    assert action in legal
    reasons = GAMES["elfenland"].make_bot("hint", 1).explain(view, legal, action)
    assert reasons[0] == {"key": "el.reason.blocks", "seat": 1, "town": "Lapphalya"}
    assert words("elfenland", state, 0, reasons) == "blocks Bo's road to Lapphálya"


@pytest.mark.parametrize("game_id", ["elfenland", "elfengold"])
def test_elfen_hints_follow_the_planner(game_id):
    """Over a game between sensible players: travelling, the hint is the planner's next step (the
    tour panel's button); planning, a placement on a road of the planner's tours or a block that says
    so, or a pass; drawing, never a counter kind the hand holds no card for without a reason."""
    game = GAMES[game_id]
    options = {"witches": True} if game_id == "elfengold" else None
    state = game.new(3, 8, options)
    players_bots = [game.make_bot("sensible", derive_seed(8, seat)) for seat in range(3)]
    checked = {"move": 0, "plan": 0}
    while not state.is_over() and state.round <= 2:
        seat = state.actors()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        phase = view["phase"]
        if len(legal) > 1 and phase in ("move", "plan", "draw_counters") and seat == 0:
            bot, action = hint(game_id, state, seat, playouts=8, min_samples=1, draw_playouts=8)
            if phase == "move":
                tour = best_tour(view, placing=False)
                ctx = SimpleNamespace(legal=legal)
                assert action == (next_step_action(ctx, tour) or ["end_move"]), (action, tour["steps"][:1])
                checked["move"] += 1
            elif phase == "plan" and action[0] != "pass":
                road = action[1] if action[0] in ("double", "place_obstacle") else action[2]
                base, full, _ = elfen_hints.tour_placements(view, legal)
                on_tour = {step["road"] for tour in (base, full) for step in tour["steps"]}
                keys = [found["key"] for found in bot.reason]
                assert road in on_tour or "el.reason.blocks" in keys, (action, keys)
                checked["plan"] += 1
            elif phase == "draw_counters" and action[0] == "draw_counter":
                if not view["hand"].get(action[1]):
                    assert bot.reason and bot.reason[0]["key"] in ("el.reason.towns", "el.reason.saves")
        state = state.apply(seat, players_bots[seat].choose(view, legal))
    assert checked["move"] >= 3
