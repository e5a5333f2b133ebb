"""Elfenland's computer players beyond the rules: the sampler the strong player searches (with town
cards and odd positions too), the playouts' quick traveller, the strong player's choices from a
seat's view alone, the easy level, and the hint's phrase for every legal action."""

from __future__ import annotations

import copy

from tabletop.engine.bots import RandomBot, finish
from tabletop.engine.rng import Rng, derive_seed
from tabletop.games import GAMES
from tabletop.games.elfenland import ui
from tabletop.games.elfenland.bots import LEVELS, QuickTraveller, SensibleBot, StrongBot
from tabletop.games.elfenland.rules import ElfenlandState
from tabletop.games.elfenland.sampling import sample_state
from tabletop.ui.i18n import LANGUAGES, translate

GAME = GAMES["elfenland"]


def played(players, seed, make, options=None, every=1):
    """Every `every`-th position of a game played by make(seat) bots through the checked rules."""
    state = GAME.new(players, seed, options)
    bots = [make(seat) for seat in range(players)]
    step = 0
    while not state.is_over():
        if step % every == 0:
            yield state
        seat = state.actors()[0]
        state = state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
        step += 1
    yield state


def test_levels_are_the_four_of_every_game():
    assert set(LEVELS) == set(GAME.bot_levels) == {"sensible", "easy", "strong", "random"}
    assert GAME.make_bot("strong", 1).level == "strong" and GAME.make_bot("easy", 1).level == "easy"


# --- the sampler ----------------------------------------------------------------------------------


def test_samples_with_town_cards_and_random_play_agree_with_the_seat_and_vary():
    """Random players reach what the sensible ones rarely do (another seat discarding, secret counters
    kept late); with town cards, the others' cards are sampled from the unused ones."""
    rng = Rng(5)
    checked = varied = 0
    for players, seed in ((3, 1), (4, 2), (2, 3)):
        make = lambda seat, seed=seed: RandomBot(derive_seed(seed, seat))  # noqa: E731
        for state in played(players, seed, make, {"town_cards": True}, every=5):
            if state.is_over():
                continue
            for seat in range(players):
                view = state.view(seat)
                untouched = copy.deepcopy(view)
                samples = [sample_state(view, rng) for _ in range(3)]
                assert view == untouched
                for sample in samples:
                    assert sample.view(seat) == view
                    assert sample.view(None) == state.view(None)
                    assert sample.legal_actions(seat) == state.legal_actions(seat)
                others = {repr([s.hands, s.secret_counters, s.town_cards, s.deck]) for s in samples}
                varied += len(others) > 1
                checked += 1
    assert checked > 100 and varied > 0.9 * checked


def test_the_cards_paid_on_journeys_lie_open_in_the_sampled_discard_pile():
    for state in played(3, 8, lambda seat: SensibleBot(seat)):
        if state.phase == "move" and state.discard:
            break
    seat = state.actors()[0]
    sample = sample_state(state.view(seat), Rng(1))
    assert sorted(sample.discard) == sorted(state.discard)  # no hand-limit discards yet this round
    assert len(sample.deck) == len(state.deck)


# --- the quick traveller --------------------------------------------------------------------------


def test_the_quick_traveller_plays_whole_games_through_the_checked_rules():
    for players, seed in ((2, 4), (5, 6)):
        state = GAME.new(players, seed, {"town_cards": seed == 6})
        travellers = [QuickTraveller(seat) for seat in range(players)]
        while not state.is_over():
            seat = state.actors()[0]
            state = state.apply(seat, travellers[seat].choose(state))  # raises on an illegal action
        assert state.result()["winners"]


# --- the strong player ----------------------------------------------------------------------------


def quick_strong(seed=1, playouts=8):
    bot = StrongBot(seed)
    bot.playouts = playouts
    bot.min_samples = 2
    bot.work_budget = 0  # no more samples than the playouts give
    return bot


def test_the_strong_player_answers_legal_actions_from_the_view_alone():
    strong = quick_strong()
    asked = set()
    for state in played(3, 12, lambda seat: SensibleBot(seat), every=3):
        if state.is_over() or state.round > 1:
            break
        seat = state.actors()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        untouched = copy.deepcopy(view)
        assert strong.choose(view, legal) in legal
        assert view == untouched
        asked.add(state.phase)
    assert {"draw_counters", "plan", "move"} <= asked


def last_round(**pieces):
    """Seat 0 to act in the last round of a 2-player game, its boot in Elvenhold."""
    setup = {"round": 4, "deck": ["raft"] * 20, "counter_stack": ["troll_wagon"] * 20}
    setup.update(pieces)
    return ElfenlandState.initial(GAME, 2, 1, GAME.resolve_options(2, {}), **setup)


def test_the_strong_player_takes_the_one_counter_its_cards_can_use():
    # Dragons only in hand and one pick left: the face-up dragon is the one counter that takes it
    # anywhere (a blind draw seldom would), and the rival can raft to Rivinia for a town.
    state = last_round(
        phase="draw_counters",
        face_up=["dragon", "unicorn", "unicorn", "magic_cloud", "magic_cloud"],
        hands=[{"dragon": 5}, {"raft": 1}],
    )
    for seat, kind in ((0, "unicorn"), (1, "magic_cloud"), (0, "unicorn"), (1, "magic_cloud")):
        state = state.apply(seat, ["draw_counter", kind])
    assert state.view(0)["picks_left"][0] == 1
    strong = quick_strong(playouts=12)
    assert strong.choose(state.view(0), state.legal_actions(0)) == ["draw_counter", "dragon"]


def test_the_strong_player_places_its_counter_where_it_can_travel():
    # One Giant Pig counter and four Giant Pig cards: it must go on a plains or forest road out of
    # Elvenhold (to Beata, Lapphalya or Erg'Eren), not elsewhere and not be kept back.
    state = last_round(
        phase="plan",
        face_up=[],
        hands=[{"giant_pig": 4}, {"raft": 2}],
        open_counters=[["giant_pig"], []],
        obstacles=[False, False],
    )
    strong = quick_strong(playouts=12)
    action = strong.choose(state.view(0), state.legal_actions(0))
    assert action in (["place", "giant_pig", 0], ["place", "giant_pig", 2], ["place", "giant_pig", 11])
    assert max(value for _, value, _ in strong.last_values) > min(value for _, value, _ in strong.last_values)


# --- the easy player ------------------------------------------------------------------------------


# --- the hint's phrase ----------------------------------------------------------------------------


class HintContext:
    """What describe_action reads of a ui Context."""

    def __init__(self, lang, view, players):
        self.view = view
        self.names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"][:players]
        self.t = lambda key, **params: translate(lang, key, **params)


def test_every_legal_action_has_a_phrase_in_every_language():
    kinds = set()
    for players, seed, options, make in (
        (3, 31, None, lambda seat: SensibleBot(seat)),
        (4, 32, {"town_cards": True}, lambda seat: RandomBot(seat)),
    ):
        for state in played(players, seed, make, options, every=2):
            if state.is_over():
                continue
            seat = state.actors()[0]
            view = state.view(seat)
            for action in state.legal_actions(seat):
                kinds.add(action[0])
                for lang in LANGUAGES:
                    text = ui.describe_action(HintContext(lang, view, players), action)
                    assert text and "el." not in text and "{" not in text, (lang, action, text)
    assert kinds >= {
        "draw_counter",
        "draw_counter_blind",
        "place",
        "place_obstacle",
        "pass",
        "move",
        "end_move",
        "discard",
        "keep_counter",
    }


def test_the_strong_player_thinks_in_slices_and_keeps_to_its_time():
    state = GAME.new(4, 5)
    view, legal = state.view(0), state.legal_actions(0)
    strong = quick_strong(playouts=12)
    thinking = strong.think(view, legal)
    slices = 0
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            answer = done.value
            break
        slices += 1
    assert answer in legal and slices > 12
    hurried = quick_strong(playouts=400)
    # Out of time before a whole sample: the sensible traveller's answer, with nothing searched.
    answer = finish(hurried.think(view, legal, seconds=0.0))
    assert answer == hurried.fallback(view, legal) and hurried.last_values == []


def test_a_move_with_little_left_to_plan_gets_more_samples_for_the_same_work():
    state = last_round(
        phase="plan",
        face_up=[],
        hands=[{"giant_pig": 4}, {"raft": 2}],
        open_counters=[["giant_pig"], []],
        obstacles=[False, False],
    )
    strong = quick_strong(playouts=8)
    strong.choose(state.view(0), state.legal_actions(0))
    few = strong.last_values[0][2]
    strong.work_budget, strong.max_rounds = 10**6, few + 3
    strong.choose(state.view(0), state.legal_actions(0))
    assert strong.last_values[0][2] == few + 3


# --- the planner ----------------------------------------------------------------------------------


def test_a_caravan_is_paid_as_take_any_pays_it():
    from tabletop.games.elfenland.bots import caravan_payment
    from tabletop.games.elfenland.routes import take_any

    for hand in ((3, 0, 1, 0, 2, 0, 4), (1, 1, 1, 1, 1, 1, 1), (0, 0, 0, 0, 0, 0, 5)):
        for size in (3, 4):
            counts = list(hand)
            paid = take_any(counts, size)
            assert caravan_payment(hand, size) == (tuple(counts), tuple(paid))
            assert caravan_payment(hand, size) == (tuple(counts), tuple(paid))  # remembered, unchanged


def test_the_tour_left_to_travel_is_the_network_joining_the_towns_still_to_collect():
    from tabletop.games.elfenland.bots import tour_links, tour_values, town_mask

    assert tour_links(town_mask(["Lapphalya"])) == 0
    assert tour_links(town_mask(["Lapphalya", "Virst", "Ixara"])) == 2  # a chain of links
    assert tour_links(town_mask(["Kihromah", "Grangor"])) == 3  # via Dag'Amura and Mah'Davikia
    # A point off a link: to the nearest town left, then along the network.
    values = tour_values(town_mask(["Kihromah", "Grangor"]))
    assert values["Mah'Davikia"] == -3 - 1 and values["Grangor"] == -3


def test_a_touring_player_does_not_leave_a_dead_end_behind():
    # At Dag'Amura with one unicorn card and Kihromah (a dead end), Mah'Davikia, Grangor and Yttar
    # still to collect: a unicorn either to Kihromah or to Mah'Davikia. Either trip collects one town,
    # and the sensible player's journey, which counts the distance to the towns it set out for, is
    # worth as much; the touring player collects Kihromah now, not two links out of its way later.
    from tabletop.games.elfenland.bots import journey_end_value, plan_journey, tour_values, town_mask
    from tabletop.games.elfenland.data import CARD_KINDS

    hand = [1 if kind == "unicorn" else 0 for kind in CARD_KINDS]
    uncollected = town_mask(["Kihromah", "Mah'Davikia", "Grangor", "Yttar"])
    end_value = journey_end_value({"round": 2, "rounds": 4}, uncollected)
    sensible, touring = {}, {}
    for road in (9, 27):  # Dag'Amura to Kihromah (forest), to Mah'Davikia (mountain)
        roads = [[] for _ in range(48)]
        roads[road] = ["unicorn"]
        sensible[road] = plan_journey("Dag'Amura", hand, [], roads, uncollected, end_value=end_value)
        touring[road] = plan_journey("Dag'Amura", hand, [], roads, uncollected, position=tour_values)
        assert [step[0] for step in sensible[road].steps] == [road]
        assert [step[0] for step in touring[road].steps] == [road]
    assert sensible[9].value == sensible[27].value
    # Left after Kihromah: 2 links to Mah'Davikia and 2 more; after Mah'Davikia: 1 to Grangor, 1 to
    # Yttar, and 3 back to Kihromah.
    assert abs(touring[9].value - (touring[27].value + 1)) < 1e-9


def test_in_playouts_the_strong_player_plans_its_own_journeys_as_it_plans_them():
    strong = StrongBot(3)
    strong.searching = 1
    state = GAME.new(3, 4)
    players = {}
    strong.rollout_action(state, 1, players, 5)
    strong.rollout_action(state, 0, players, 5)
    own, rival = players[1], players[0]
    assert own.beam == strong.own_rollout_beam == strong.beam and rival.beam == strong.rollout_beam
    assert own.plans_tour and strong.plans_tour and strong.traveller.plans_tour and not rival.plans_tour


def test_the_strong_player_judges_a_round_by_the_tour_left_as_well_as_the_towns_held():
    # Two seats with the same towns held, both at Elvenhold next to a town they lack: the one whose
    # last four towns lie together may expect more of the rounds to come than the one whose four lie
    # in every corner of the map, and its position is worth more.
    from tabletop.games.elfenland.bots import ALL_PIECES, expected_towns, round_estimate, town_mask

    state = GAME.new(3, 11)
    together = town_mask(["Lapphalya", "Virst", "Ixara", "Dag'Amura"])
    apart = town_mask(["Kihromah", "Jaccaranda", "Beata", "Yttar"])
    state.collected = [ALL_PIECES & ~together, ALL_PIECES & ~apart, ALL_PIECES & ~together]
    state.boots = ["Elvenhold"] * 3
    assert expected_towns(state, 0) > expected_towns(state, 1) + 0.5
    assert expected_towns(state, 0) <= 20
    assert round_estimate(state, 0) > round_estimate(state, 1)
    assert all(0 < round_estimate(state, seat) < 1 for seat in range(3))
