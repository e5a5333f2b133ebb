"""Elfengold's computer players: the levels, the strong player's search from the view alone, the
sensible player's bidding (it spends its gold, which decides only ties), the easy player, the sampler
under every variant, and the hint's words for every action."""

import copy

from hidden_info import sampled_positions
from tabletop.engine.bots import EasyBot, finish
from tabletop.engine.rng import Rng, derive_seed
from tabletop.games import GAMES
from tabletop.games.elfengold import bots, ui
from tabletop.games.elfengold.messages import MESSAGES
from tabletop.games.elfengold.rules import ElfengoldState
from tabletop.games.elfengold.sampling import sample_state
from tabletop.ui.i18n import LANGUAGES, translate
from test_hidden_elfen import ELFENGOLD, Variant
from test_selfplay import elfengold_invariants

GAME = GAMES["elfengold"]
PLAINS_TO_LAPPHALYA = 2  # Elvenhold - Lapphalya, plains
FOREST_TO_ERG_EREN = 11  # Elvenhold - Erg'Eren, forest


def state_at(phase, players=2, **kwargs):
    options = GAME.resolve_options(players, {})
    return ElfengoldState.initial(GAME, players, 1, options, phase=phase, **kwargs)


def old_item_value(bot, view, item):
    """The sensible player's item value before the fix: 5 gold a town whatever its gold, nothing for
    a counter that does not lengthen this round's journey."""
    if item not in bots.TRANSPORTS:
        return {"obstacle": 2, "sea_monster": 2, "gold_piece": 3, "double": 1, "exchange": 0}[item]
    return bot._journey_gain(view, item) * 5.0


# --- the levels -----------------------------------------------------------------------------------


def test_the_levels():
    assert set(bots.LEVELS) == {"sensible", "easy", "strong", "random"} == set(GAME.bot_levels)
    assert isinstance(GAME.make_bot("strong", 1), bots.StrongBot)
    assert isinstance(GAME.make_bot("easy", 1), EasyBot)


# --- the sensible player's bidding ----------------------------------------------------------------


def auction(lot, gold, opening_bid):
    """Two players in round 2: seat 0 opens the bidding for `lot`, seat 1 (with elfcycle and giant pig
    cards, at Elvenhold) answers."""
    state = state_at(
        "auction",
        lots=[lot, "giant_pig"],
        gold=gold,
        hands=[{"dragon": 2}, {"elfcycle": 3, "giant_pig": 2}],
        round=2,
    )
    return state.apply(0, ["bid", opening_bid])


def test_a_rich_sensible_player_pays_more_than_five_gold_for_a_counter_its_journey_needs():
    state = auction("elfcycle", [12, 40], 5)
    view, legal = state.view(1), state.legal_actions(1)
    bot = bots.SensibleBot(1)
    action = bot.choose(view, legal)
    assert action[0] == "bid" and action[1] > 5
    assert old_item_value(bot, view, "elfcycle") < 6  # the old bot passed here


def test_a_sensible_player_with_gold_does_not_let_a_counter_go_for_one_gold():
    state = auction("dragon", [12, 40], 1)  # dragons: no use for its elfcycle and pig cards
    view, legal = state.view(1), state.legal_actions(1)
    bot = bots.SensibleBot(1)
    assert bot._journey_gain(view, "dragon") == 0
    assert bot.choose(view, legal)[0] == "bid"
    assert old_item_value(bot, view, "dragon") < 2  # the old bot passed here


def test_in_the_last_round_a_sensible_player_bids_its_gold_for_a_town():
    state = state_at(
        "auction", lots=["elfcycle"], gold=[12, 30], hands=[{"dragon": 2}, {"elfcycle": 3}], round=6
    )
    state = state.apply(0, ["bid", 10])
    action = bots.SensibleBot(1).choose(state.view(1), state.legal_actions(1))
    assert action[0] == "bid" and action[1] > 10


def test_sensible_players_spend_their_gold_over_a_game():
    state = GAME.new(4, 3)
    players = [bots.SensibleBot(seat) for seat in range(4)]
    bids = 0
    while not state.is_over():
        seat = state.actors()[0]
        action = players[seat].choose(state.view(seat), state.legal_actions(seat))
        bids += action[0] == "bid"
        state = state.apply(seat, action)
    unsold = sum(entry["event"] == "unsold" for entry in state.log)
    assert sum(state.gold) / 4 < 40  # before the fix: about 64
    assert unsold < 6  # before the fix about 19 of the 48 lots went back unsold
    assert bids > 60


# --- the strong player ----------------------------------------------------------------------------


def test_the_strong_player_answers_a_legal_action_from_the_view_alone():
    phases = set()
    for _players, state in sampled_positions(GAME, 5, games=1, every=11, players=[3], bot_level=None):
        seat = state.actors()[0]
        view = state.view(seat)
        untouched = copy.deepcopy(view)
        bot = bots.StrongBot(derive_seed(7, len(phases)))
        bot.playouts, bot.min_samples = 6, 2
        action = bot.choose(view, state.legal_actions(seat))
        assert action in state.legal_actions(seat)
        assert view == untouched
        phases.add(state.phase)
    assert {"auction", "plan", "move"} <= phases


def test_the_strong_player_travels_to_a_new_town_rather_than_stopping():
    # Seat 0 at Elvenhold with 2 elfcycle cards; an elfcycle waits on the plains road to Lapphalya.
    state = state_at(
        "move",
        hands=[{"elfcycle": 2}, {"dragon": 1}],
        roads={PLAINS_TO_LAPPHALYA: ["elfcycle"]},
        round=2,
    )
    legal = state.legal_actions(0)
    assert ["end_move"] in legal and len(legal) > 1
    bot = bots.StrongBot(3)
    bot.playouts, bot.min_samples = 8, 2
    assert bot.choose(state.view(0), legal) == ["move", PLAINS_TO_LAPPHALYA, "elfcycle"]
    assert bot.last_values and max(value for _, value, _ in bot.last_values) > min(
        value for _, value, _ in bot.last_values
    )


def test_the_strong_player_places_its_counter_on_its_own_way_rather_than_passing():
    # Seat 0 holds an elfcycle counter and 3 elfcycle cards; the forest to Erg'Eren is empty.
    state = state_at(
        "plan",
        hands=[{"elfcycle": 3}, {"dragon": 1}],
        open_items=[["elfcycle"], []],
        round=2,
    )
    legal = state.legal_actions(0)
    bot = bots.StrongBot(5)
    bot.playouts, bot.min_samples = 8, 2
    action = bot.choose(state.view(0), legal)
    assert action[0] == "place" and action[1] == "elfcycle"
    values = {str(action): value for action, value, _ in bot.last_values}
    assert values[str(["pass"])] < max(values.values())


def test_the_strong_player_searches_the_auction_and_buys_the_counter_it_needs():
    # The last round: seat 1 needs the elfcycle for a town and has the gold; passing gives it away.
    state = state_at(
        "auction", lots=["elfcycle"], gold=[12, 30], hands=[{"dragon": 2}, {"elfcycle": 3}], round=6
    )
    state = state.apply(0, ["bid", 10])
    view, legal = state.view(1), state.legal_actions(1)
    bot = bots.StrongBot(2)
    bot.playouts, bot.min_samples = 12, 3
    candidates = bot.candidates(view, legal)
    assert ["pass"] in candidates and ["bid", 11] in candidates and len(candidates) >= 3
    action = bot.choose(view, legal)
    assert action[0] == "bid"
    values = {str(action): value for action, value, _ in bot.last_values}
    assert values[str(["pass"])] < max(values.values())


def test_the_strong_player_counts_its_own_cpu_time_unless_the_page_caps_it():
    import time

    state = state_at("plan", hands=[{"elfcycle": 3}, {"dragon": 1}], open_items=[["elfcycle"], []], round=2)
    bot = bots.StrongBot(5)
    bot.playouts, bot.min_samples = 4, 2
    bot.choose(state.view(0), state.legal_actions(0))
    assert bot.clock is time.process_time
    finish(bot.think(state.view(0), state.legal_actions(0), 0.45))
    assert bot.clock is time.perf_counter


# --- the easy player ------------------------------------------------------------------------------


# --- the sampler under the variants ---------------------------------------------------------------


def test_samples_agree_with_the_view_with_witches_and_town_cards():
    rng = Rng(11)
    checked = 0
    game = Variant(ELFENGOLD, "random", witches=True, town_cards=True, hand_limit=True)
    for players, state in sampled_positions(game, 3, games=3, every=5, players=[2, 3, 5], bot_level=None):
        for seat in range(players):
            view = state.view(seat)
            sample = sample_state(view, rng)
            assert sample.view(seat) == view
            assert sample.view(None) == state.view(None)
            if seat in state.actors():
                assert sample.legal_actions(seat) == state.legal_actions(seat)
            elfengold_invariants(sample)
            checked += 1
    assert checked > 150


# --- the hint's words -----------------------------------------------------------------------------


class HintContext:
    def __init__(self, lang, view, players):
        self.view = view
        self.names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"][:players]
        self.t = lambda key, **params: translate(lang, key, **params)


def test_every_hint_key_is_in_all_three_languages():
    english = {key for key in MESSAGES["en"] if key.startswith("eg.hint.")}
    assert len(english) > 20
    for lang in ("zh-Hans", "zh-Hant"):
        assert english <= set(MESSAGES[lang])


def test_every_legal_action_has_words_in_every_language():
    kinds = set()
    positions = []
    for level in ("random", "sensible"):
        game = Variant(ELFENGOLD, level, witches=True, town_cards=True)
        positions += sampled_positions(game, 8, games=2, every=1, players=[2, 4], bot_level=None)
    for players, state in positions:
        seat = state.actors()[0]
        view = state.view(seat)
        legal = state.legal_actions(seat)
        for lang in LANGUAGES:
            ctx = HintContext(lang, view, players)
            for action in legal if len(legal) < 60 else legal[:30] + legal[-30:]:
                text = ui.describe_action(ctx, action)
                assert text and "eg.hint" not in text and "{" not in text, (lang, action, text)
                witch = action[0] == "move" and action[-1] == "witch"
                kinds.add(("witch_" if witch else "") + action[0])
    assert kinds >= {"bid", "pass", "place", "move", "end_move", "draw_card", "take_gold_pile", "fly"}
    assert kinds >= {"show_item", "take_income", "take_cards", "discard", "keep_item", "witch_move"}


def test_the_strong_player_plans_its_own_journeys_wide_and_touring_and_its_rivals_as_sensible():
    bot = bots.StrongBot(3)
    bot._searching = 1
    own, rival = bot.policy(1, 5), bot.policy(0, 5)
    assert bot.sensible.plans_tour and own.plans_tour and bot.sensible.beam == own.beam > rival.beam
    assert rival.beam == bots.SensibleBot.beam and not rival.plans_tour
