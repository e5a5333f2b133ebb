"""The Elfengold page through the App, as a player uses it: whole games rendered in every language,
nothing another seat may not know on the page, the item, spell, bid and Witch controls offering
exactly the legal moves, and a warning before a bid above one's gold."""

import json
import random
import re
from html import unescape

from tabletop.games import GAMES
from tabletop.games.elfengold import ui
from tabletop.games.elfengold.data import GOLD_VALUES, HELD_KINDS, ITEM_KINDS
from tabletop.games.elfengold.rules import ElfengoldState
from tabletop.games.elfenland.data import TOWN_BY_ID, TOWN_CARDS, TOWN_IDS
from tabletop.ui.i18n import LANGUAGES
from test_controller import make_app
from test_elfenland_ui import buttons, lit

GAME = GAMES["elfengold"]
RAW_KEY = re.compile(r"\b(?:el|eg|option\.elfengold|game\.elfengold)\.[a-z_]+(?:\.[a-z_]+)*")
# Roads (the first town is `a`): plains Elvenhold-Lapphalya, forest Elvenhold-Erg'Eren, forest
# Feodor-Lapphalya, river Elvenhold->Rivinia.
PLAINS, FOREST, FEODOR_LAPPHALYA, RIVER = 2, 11, 13, 36


def start(app, kinds, **options):
    form = {"players": str(len(kinds)), "opening": "0"}
    for seat, kind in enumerate(kinds):
        form[f"kind_{seat}"] = kind
        form[f"name_{seat}"] = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"][seat]
    for name, value in options.items():
        form[f"option_{name}"] = str(value)
    app.handle("setup", "elfengold")
    app.handle("start", None, form)
    assert app.screen == "table" and app.match.game.id == "elfengold"


def stack(app, phase, **kwargs):
    """Put a stacked position in place of the match's current one (for what the page shows of it)."""
    options = GAME.resolve_options(app.match.state.players, dict(app.match.options))
    app.match.states[-1] = ElfengoldState.initial(
        GAME, app.match.state.players, 1, options, phase=phase, **kwargs
    )


def render_everywhere(app):
    first = app.lang
    pages = {}
    for lang in LANGUAGES:
        app.lang = lang
        html = app.render()
        assert not RAW_KEY.findall(html), (lang, RAW_KEY.findall(html)[:5])
        pages[lang] = html
    app.lang = first
    return pages


def exercise_choices(app, rng):
    """Before a human move, try the page's two-step choices the way a player would: whatever the page
    then offers to click is a legal move."""
    state = app.match.state
    seat = app.controls_seat()
    legal = state.legal_actions(seat)
    if state.phase == "plan":
        items = ui.playable_items(app.context())
        if items:
            item = rng.choice(items)
            app.handle("select", json.dumps({"item": item}))
            if item == "double":
                kinds = sorted({a[2] for a in legal if a[0] == "double"})
                app.handle("select", json.dumps({"double": rng.choice(kinds)}))
            html = app.render()
            if item not in ("double", "exchange"):
                roads = {tuple(json.loads(arg)) for _, _, arg in lit(html, "act")}
                assert roads == {tuple(a) for a in legal if a[0] == "place" and a[1] == item}
            offered = [json.loads(arg) for arg in buttons(html, "act")] + [
                json.loads(arg) for _, _, arg in lit(html, "act")
            ]
            assert all(action in legal for action in offered)
    elif state.phase == "auction":
        bidding = state.view(seat)["bidding"]
        amount = rng.randint(bidding["min_bid"], bidding["max_bid"])
        app.handle("select", json.dumps({"bid": amount, "confirm_bid": amount}))
        html = app.render()
        offered = [json.loads(arg) for arg in buttons(html, "act")]
        assert ["bid", amount] in offered or ["bid", amount] not in legal
        assert ("You cannot pay this bid." in html) == (amount > state.gold[seat])
        assert all(action in legal for action in offered)
        app.handle("select", json.dumps({"confirm_bid": None}))
    elif state.phase == "move":
        if any(a[0] == "fly" for a in legal):
            app.handle("select", json.dumps({"mode": "fly"}))
            html = app.render()
            flights = [json.loads(arg) for _, _, arg in lit(html, "act")]
            assert sorted(flights) == sorted(a for a in legal if a[0] == "fly")
            app.handle("select", json.dumps({"mode": None}))
        app.handle("select", json.dumps({"plan_to": rng.choice(TOWN_CARDS)}))
        html = app.render()
        assert all(json.loads(arg) in legal for arg in buttons(html, "act"))


def play(app, rng, limit=4000, check=None):
    for _ in range(limit):
        if app.match.state.is_over():
            return
        if app.bot_due():
            assert app.step_bot()
            continue
        seat = app.handover_to()
        if seat is not None:
            app.handle("ready", str(seat))
            continue
        if check:
            check(app)
        if rng.random() < 0.5:
            exercise_choices(app, rng)
        render_everywhere(app)
        legal = app.match.state.legal_actions(app.controls_seat())
        # What the page offers to click is exactly what is legal (bids and flights have their own steps).
        html = app.render()
        for arg in buttons(html, "act"):
            assert json.loads(arg) in legal
        action = rng.choice(legal)
        if action[0] == "bid" and rng.random() < 0.8:
            action = ["pass"]  # otherwise the random human spends all its gold at once
        app.handle("act", json.dumps(action))
        assert app.message is None
    raise AssertionError("the game did not end")


def test_whole_games_against_the_computer_render_in_every_language():
    rng = random.Random(11)
    for kinds, options in [
        (["human", "computer:sensible"], {"witches": True}),
        (["computer:random", "human", "computer:sensible"], {"town_cards": True, "gold_values": "random"}),
    ]:
        app = make_app()
        start(app, kinds, **options)
        described = set()

        def check(app, described=described):
            ctx = app.context()
            for entry in ctx.view["log"]:
                if entry["event"] not in described:
                    assert ui.describe(ctx, entry) != entry["event"]
                    described.add(entry["event"])

        play(app, rng, check=check)
        check(app)
        pages = render_everywhere(app)
        assert "end-screen" in pages["en"] and "Play again" in pages["en"]
        assert {"round", "lot", "sold", "place", "move", "income", "keep_item", "game_over"} <= described
        for lang in LANGUAGES:
            app.lang = lang
            app.handle("rules", "elfengold")
            page = app.render()
            assert "<h3>" in page and not RAW_KEY.findall(page)
            app.handle("back")


def shuffle_secrets(state, viewer):
    """The same position with everything the viewer may not know changed: other players' hands (same
    sizes), secret items and items being drawn, town cards, the order of the supply and the item pile,
    and the private log entries addressed to others."""
    other = state._copy()
    turn_kind = {kind: ITEM_KINDS[(i + 1) % len(ITEM_KINDS)] for i, kind in enumerate(ITEM_KINDS)}
    turn_card = {kind: HELD_KINDS[(i + 1) % len(HELD_KINDS)] for i, kind in enumerate(HELD_KINDS)}
    for seat in range(state.players):
        if seat == viewer:
            continue
        hand = other.hands[seat]
        other.hands[seat] = hand[1:] + hand[:1]
        other.secret_counters[seat] = [turn_kind[k] for k in other.secret_counters[seat]]
    if other.turn != viewer:
        other.drawn = [turn_kind[k] for k in other.drawn]
        other.kept = [[turn_kind[k], where] if where == "secret" else [k, where] for k, where in other.kept]
    other.deck = other.deck[::-1]
    other.stack = other.stack[::-1]
    if other.town_cards is not None and other.phase != "over":
        other.town_cards = [
            town if seat == viewer else TOWN_CARDS[(TOWN_CARDS.index(town) + 1) % len(TOWN_CARDS)]
            for seat, town in enumerate(other.town_cards)
        ]
    log = []
    for entry in other.log:
        audience = entry.get("to")
        if audience is not None and viewer not in audience:
            entry = dict(entry)
            if "cards" in entry:
                entry["cards"] = [turn_card[c] for c in entry["cards"]]
            if "kind" in entry:
                entry["kind"] = turn_card[entry["kind"]]
            if "card" in entry:
                entry["card"] = turn_card[entry["card"]]
            if "items" in entry:
                entry["items"] = [turn_kind[k] for k in entry["items"]]
            if "town" in entry:
                entry["town"] = TOWN_CARDS[(TOWN_CARDS.index(entry["town"]) + 1) % len(TOWN_CARDS)]
        log.append(entry)
    other.log = log
    return other


def same_page_whatever_the_others_hide(app):
    viewer = app.viewer()
    before = app.render()
    real = app.match.states[-1]
    app.match.states[-1] = shuffle_secrets(real, viewer)
    try:
        assert app.render() == before
    finally:
        app.match.states[-1] = real


def test_no_other_seat_s_cards_or_secret_items_reach_the_page():
    rng = random.Random(3)
    app = make_app()
    start(app, ["human", "computer:random", "computer:sensible"], town_cards=True, witches=True)
    play(app, rng, check=same_page_whatever_the_others_hide)
    same_page_whatever_the_others_hide(app)


def test_two_humans_share_the_device_behind_the_hand_over_screen():
    rng = random.Random(5)
    app = make_app()
    start(app, ["human", "human"], witches=True)
    handovers = 0
    for _ in range(4000):
        if app.match.state.is_over():
            break
        seat = app.handover_to()
        if seat is not None:
            handovers += 1
            html = app.render()
            assert "Pass the device to" in html and 'data-testid="mine"' not in html
            assert "el-controls" not in html
            same_page_whatever_the_others_hide(app)
            app.handle("ready", str(seat))
            continue
        same_page_whatever_the_others_hide(app)
        legal = app.match.state.legal_actions(app.controls_seat())
        action = rng.choice(legal)
        if action[0] == "bid" and rng.random() < 0.8:
            action = ["pass"]
        app.handle("act", json.dumps(action))
    assert app.match.state.is_over() and handovers > 20


def test_the_auction_panel_and_a_warning_before_a_bid_above_one_s_gold():
    app = make_app()
    start(app, ["human", "computer:sensible", "computer:sensible"])
    stack(app, "auction", gold=[5, 9, 3], lots=["dragon", "double", "sea_monster"])
    html = app.render()
    panel = html[html.index('class="eg-auction"') :]
    assert "Dragon" in panel and "No bid yet." in panel and "Still to come (2)" in panel
    # The item on sale over the map, the bid in the dock beside one's own gold.
    assert html.index('class="tt-shared') < html.index('class="eg-auction"') < html.index('class="tt-dock"')
    assert html.index('class="tt-dock"') < html.index('data-testid="bid-amount"')
    # Any higher bid, up to one more than all the gold at the table (5 + 9 + 3 + 1).
    assert "Any bid higher than the last is allowed" in panel and "up to 18" in panel
    # One control: − the amount +, one "Bid 1" and the pass; no quick raises, no typed amount.
    controls = html[html.index('data-testid="bid-panel"') :]
    controls = controls[: controls.index("</section>")]
    assert re.findall(r'data-key="([^"]+)"', controls) == ["bid-step-less", "bid-step-more", "bid", "pass"]
    assert "<input" not in html[html.index('class="tt-dock"') :].split("</section>")[0]
    # The amount starts at the lowest bid; − is off there.
    assert re.search(r'data-testid="bid-amount">1<', html)
    assert re.search(r'<button[^>]*data-key="bid-step-less"[^>]*disabled', html)
    assert [json.loads(arg) for arg in buttons(html, "act")] == [["bid", 1], ["pass"]]
    app.handle("select", json.dumps({"bid": 18}))  # the top: + is off
    assert re.search(r'<button[^>]*data-key="bid-step-more"[^>]*disabled', app.render())
    app.handle("select", json.dumps({"bid": 40}))  # out of range: the lowest bid again
    assert re.search(r'data-testid="bid-amount">1<', app.render())
    app.handle("select", json.dumps({"bid": 5}))
    html = app.render()
    assert ["bid", 5] in [json.loads(arg) for arg in buttons(html, "act")]
    assert "More than your" not in html
    # 6 is more than Ann's 5 gold: the bid button asks first, the warning then offers the bid.
    app.handle("select", json.dumps({"bid": 6}))
    html = app.render()
    assert "More than your 5 gold!" in html
    assert ["bid", 6] not in [json.loads(arg) for arg in buttons(html, "act")]
    app.handle("select", json.dumps({"bid": 6, "confirm_bid": 6}))
    html = app.render()
    assert "You cannot pay this bid." in html and "you lose all your gold" in html
    app.handle("act", json.dumps(["bid", 6]))
    assert app.match.state.bidding.high_bid == 6 and app.match.state.bidding.high_bidder == 0


def test_a_player_without_gold_is_asked_in_the_auction_and_passing_is_the_default():
    app = make_app()
    start(app, ["human", "computer:sensible", "computer:sensible"])
    stack(app, "auction", gold=[0, 9, 3], lots=["dragon"])
    assert app.controls_seat() == 0
    html = app.render()
    assert "You have 0 gold." in html and re.search(r'data-testid="bid-amount">1<', html)
    # Pass is the default (primary, focused); the bid asks first, as any bid above one's gold.
    pass_button = r'<button[^>]*class="btn primary"[^>]*data-arg="\[&quot;pass&quot;\]"[^>]*data-focus'
    assert re.search(pass_button, html)
    assert [json.loads(arg) for arg in buttons(html, "act")] == [["pass"]]
    app.handle("select", json.dumps({"bid": 1, "confirm_bid": 1}))
    assert "You cannot pay this bid." in app.render()
    app.handle("act", json.dumps(["bid", 1]))
    assert app.match.actions[-1] == [0, ["bid", 1]]


def test_the_rules_page_says_any_higher_bid_and_the_second_auction_in_three_languages():
    from tabletop.games.elfengold.messages import RULES_EN, RULES_ZH_HANS, RULES_ZH_HANT

    assert "any bid higher than the last is allowed (by any amount, even more than you have)" in RULES_EN
    assert "who cannot pay gives all their gold to the bank, and the same item is auctioned again" in RULES_EN
    assert "Every player is asked in the auction, one without gold too." in RULES_EN
    assert "A player with no gold cannot bid" not in RULES_EN
    assert "只要比上一次高，喊多少都可以" in RULES_ZH_HANS and "没有金币的玩家也一样" in RULES_ZH_HANS
    assert "把剩下的金币全部交给银行" in RULES_ZH_HANS and "由起始玩家先喊价" in RULES_ZH_HANS
    assert "只要比之前高，喊多少都可以" in RULES_ZH_HANT and "沒有金幣的玩家也一樣" in RULES_ZH_HANT
    assert "必須把所剩的金幣都交給銀行" in RULES_ZH_HANT
    for rules in (RULES_EN, RULES_ZH_HANS, RULES_ZH_HANT):
        assert rules.count("\n- ") > 10


def test_playing_an_item_a_double_and_an_exchange_lights_exactly_the_legal_roads():
    app = make_app()
    start(app, ["human", "computer:sensible"])
    stack(
        app,
        "plan",
        open_items=[["gold_piece", "double", "exchange", "elfcycle", "sea_monster"], []],
        roads={PLAINS: ["giant_pig"], FOREST: ["unicorn"], FEODOR_LAPPHALYA: ["troll_wagon"]},
    )
    legal = app.match.state.legal_actions(0)
    html = app.render()
    assert "Tap one of your items" in html and not lit(html)
    # A gold piece: the land roads with a counter.
    app.handle("select", json.dumps({"item": "gold_piece"}))
    roads = {json.loads(arg)[2] for _, _, arg in lit(app.render(), "act")}
    assert roads == {PLAINS, FOREST, FEODOR_LAPPHALYA}
    # A sea monster: every river and lake link.
    app.handle("select", json.dumps({"item": "sea_monster"}))
    sea = [json.loads(arg) for _, _, arg in lit(app.render(), "act")]
    assert sorted(sea) == sorted(a for a in legal if a[0] == "place" and a[1] == "sea_monster")
    assert ["place", "sea_monster", RIVER] in sea
    # Double: the transport first, then the roads it may join.
    app.handle("select", json.dumps({"item": "double"}))
    html = app.render()
    assert "Which transport goes on the road" in html and not lit(html)
    app.handle("select", json.dumps({"double": "elfcycle"}))
    doubles = [json.loads(arg) for _, _, arg in lit(app.render(), "act")]
    assert sorted(doubles) == sorted(a for a in legal if a[0] == "double" and a[2] == "elfcycle")
    # Exchange: the first road, then the swaps from it (on the map and as buttons).
    app.handle("select", json.dumps({"item": "exchange", "double": None}))
    firsts = {json.loads(arg)["swap"] for _, _, arg in lit(app.render(), "select")}
    swaps = [a for a in legal if a[0] == "exchange"]
    assert firsts == {a[1] for a in swaps} | {a[3] for a in swaps}
    app.handle("select", json.dumps({"swap": FOREST}))
    html = app.render()
    offered = [json.loads(arg) for arg in buttons(html, "act")] + [
        json.loads(a) for _, _, a in lit(html, "act")
    ]
    from_forest = [a for a in swaps if FOREST in (a[1], a[3])]
    assert from_forest
    assert {json.dumps(a) for a in offered if a[0] == "exchange"} == {json.dumps(a) for a in from_forest}
    app.handle("act", json.dumps(from_forest[0]))
    assert "exchange" in [entry["event"] for entry in app.match.state.log]


def test_the_witch_flies_to_a_town_tapped_on_the_map_and_income_is_offered():
    app = make_app()
    start(app, ["human", "computer:sensible"], witches=True)
    stack(app, "move", hands=[{"witch": 1, "dragon": 1}, {"dragon": 1}], gold=[4, 4])
    html = app.render()
    assert "Witch cards (1)" in html and "fly to any town for 3 gold" in html
    app.handle("select", json.dumps({"mode": "fly"}))
    html = app.render()
    flights = sorted(json.loads(arg)[1] for _, _, arg in lit(html, "act"))
    assert flights == sorted(town for town in TOWN_IDS if town != "Elvenhold")
    app.handle("act", json.dumps(["fly", "Al'Baran"]))
    state = app.match.state
    assert state.boots[0] == "Al'Baran" and state.gold[0] == 1
    assert "Ann flies by Witch from Elvenhold to Al'Baran for 3 gold." in unescape(app.render())


def test_after_a_flight_the_journey_goes_on_even_with_a_second_witch():
    app = make_app()
    start(app, ["human", "computer:sensible"], witches=True)
    stack(app, "move", hands=[{"witch": 2, "dragon": 1}, {"dragon": 1}], gold=[9, 4])
    fly = [arg for arg in buttons(app.render(), "select") if '"mode": "fly"' in arg]
    assert len(fly) == 1
    app.handle("select", fly[0])
    assert lit(app.render(), "act")  # choosing the town
    app.handle("act", json.dumps(["fly", "Al'Baran"]))
    html = app.render()
    assert app.match.state.boots[0] == "Al'Baran" and any(
        a[0] == "fly" for a in app.match.state.legal_actions(0)
    )
    assert not lit(html, "act") and 'data-key="end-move"' in html and 'data-key="fly"' in html


def test_the_income_choice_and_the_gold_values_on_the_map():
    app = make_app()
    start(app, ["human", "computer:sensible"])
    stack(app, "move", hands=[{"giant_pig": 2}, {}], roads={PLAINS: ["giant_pig"]})
    html = app.render()
    for town, value in GOLD_VALUES.items():
        assert f"<title>{TOWN_BY_ID[town].official}: {value} gold</title>" in unescape(html)
    assert "<title>Elvenhold:" not in html  # the capital has no gold value
    app.handle("act", json.dumps(["move", PLAINS, "giant_pig"]))
    app.handle("act", json.dumps(["end_move"]))
    html = app.render()
    assert "Your journey earned 2 gold" in html
    assert buttons(html, "act")[:2] == ['["take_income"]', '["take_cards"]']
    app.handle("act", json.dumps(["take_income"]))
    assert app.match.state.gold[0] == 14


def test_select_ignores_junk_and_stale_choices():
    app = make_app()
    start(app, ["human", "computer:sensible"])
    stack(app, "plan", open_items=[["giant_pig"], []])
    before = app.render()
    for junk in [
        '{"item": "dragon"}',
        '{"item": 5}',
        '{"double": "x"}',
        '{"swap": "7"}',
        '{"bid": "9"}',
        "[1]",
    ]:
        app.handle("select", junk)
        assert app.render() == before
        app.ui_state = {}


def test_one_answer_decisions_show_their_button_and_say_what_to_do():
    app = make_app()
    start(app, ["human", "computer:sensible"], witches=True)
    # Two unicorns drawn: asked all the same, with the one button.
    stack(app, "draw_items", item_pile=["unicorn", "unicorn"] + ["dragon"] * 20, hands=[{}, {}])
    pages = render_everywhere(app)
    assert "Ann: you drew two Unicorn: show one; the other stays secret." in pages["en"]
    assert buttons(pages["en"], "act") == ['["show_item", "unicorn"]']
    # A secret tree and no road with a counter: passing is the one answer.
    stack(app, "plan", secret_items=[["obstacle"], []], hands=[{}, {}])
    pages = render_everywhere(app)
    assert "Ann: none of your items can be played now: pass." in pages["en"]
    assert "None of your items can be played now: pass." in pages["en"]
    assert buttons(pages["en"], "act") == ['["pass"]']
    # Two rafts where only pigs (or a Witch) would do: ending the journey is the one answer.
    roads = {PLAINS: ["giant_pig", "obstacle"]}
    stack(app, "move", hands=[{"raft": 2}, {}], roads=roads, gold=[1, 0], boots=["Lapphalya"] * 2)
    pages = render_everywhere(app)
    assert "Ann: you cannot pay for any road: end your journey." in pages["en"]
    assert "Your cards cannot pay for any road from here." in pages["en"]
    assert buttons(pages["en"], "act") == ['["end_move"]']


def test_a_witch_caravan_past_a_tree_with_suggested_or_chosen_cards():
    app = make_app()
    start(app, ["human", "computer:sensible"], witches=True)
    hand = {"giant_pig": 1, "raft": 2, "unicorn": 1, "witch": 1}
    stack(
        app, "move", hands=[hand, {}], roads={21: ["dragon", "obstacle"]}, gold=[1, 0], boots=["Al'Baran"] * 2
    )
    legal = app.match.state.legal_actions(0)
    caravans = [a for a in legal if a[0] == "move" and len(a) == 5]
    assert len(caravans) == 3  # 3 of the 4 cards, any of them
    html = render_everywhere(app)["en"]
    assert "Witch caravan to Feodor: any 3 cards, the Witch and 1 gold" in html
    suggested = [json.loads(arg) for arg in buttons(html, "act") if json.loads(arg) in caravans]
    assert len(suggested) == 1
    app.handle("select", json.dumps({"caravan": {"road": 21, "cards": [], "with": ["witch"]}}))
    for kind in ("giant_pig", "unicorn", "raft"):
        html = app.render()
        picks = [json.loads(arg) for arg in buttons(html, "select")]
        chosen = [p["caravan"] for p in picks if isinstance(p.get("caravan"), dict)]
        pick = next(c for c in chosen if c.get("with") == ["witch"] and kind in c["cards"])
        app.handle("select", json.dumps({"caravan": pick}))
    html = render_everywhere(app)["en"]
    action = ["move", 21, "caravan", ["giant_pig", "unicorn", "raft"], "witch"]
    assert json.dumps(action) in buttons(html, "act")
    app.handle("act", json.dumps(action))
    move = [e for e in app.match.state.log if e["event"] == "move"][-1]
    assert move["witch"] and move["caravan"] and move["to_town"] == "Feodor"
    assert "A Witch card lets the boot past" in unescape(app.render())


def test_bids_and_passes_are_taken_at_the_shared_screen_without_a_hand_over():
    """Gold is public in Elfengold: a bid needs no secret, so two people bid in turn at the shared
    screen, which shows the public table only (no hand, no secret counters) and the bid controls."""
    rng = random.Random(8)
    app = make_app()
    start(app, ["human", "human", "computer:sensible"])
    auction_turns = 0
    for _ in range(3000):
        state = app.match.state
        if state.is_over() or auction_turns >= 12:
            break
        if app.bot_due():
            app.step_bot()
            continue
        seat = app.handover_to()
        if state.phase == "auction":
            assert seat is None, "no hand-over for a bid"
            acting = app.controls_seat()
            assert acting is not None and app.viewer() is None
            html = app.render()
            assert 'data-testid="mine"' not in html and "Pass the device" not in html
            assert ["pass"] in [json.loads(arg) for arg in buttons(html, "act")]
            assert app.context().view == state.view(None)  # the public table, nothing more
            auction_turns += 1
        if seat is not None:
            app.handle("ready", str(seat))
            continue
        legal = state.legal_actions(app.controls_seat())
        action = rng.choice(legal)
        if action[0] == "bid" and rng.random() < 0.5:
            action = ["pass"]
        app.handle("act", json.dumps(action))
    assert auction_turns >= 4


def test_at_the_shared_screen_the_bidder_holds_a_control_down_to_see_their_own_hand():
    app = make_app()
    start(app, ["human", "human", "computer:sensible"])
    stack(app, "auction", gold=[5, 9, 3], lots=["dragon", "double", "sea_monster"])
    seat = app.controls_seat()
    assert app.handover_to() is None and app.viewer() is None and app.hold_offered() == seat
    html = app.render()
    assert f'data-hold="{seat}"' in html and 'data-testid="mine"' not in html
    assert not app.hint_offered(), "a hint worked out from the bidder's cards would show them"
    app.handle("hold", str(1 - seat))  # only the bidder to act
    assert app.holding is None
    app.handle("hold", str(seat))
    assert app.viewer() == seat and 'data-testid="mine"' in app.render()
    app.handle("release")
    assert app.viewer() is None and 'data-testid="mine"' not in app.render()
    app.handle("hold", str(seat))
    app.handle("act", json.dumps(["pass"]))
    assert app.holding is None and app.viewer() is None, "a move lets go"


def test_an_open_table_shows_every_hand_and_needs_no_hand_over():
    for game_id in ("elfenland", "elfengold"):
        app = make_app()
        form = {
            "players": "2",
            "opening": "0",
            "kind_0": "human",
            "kind_1": "human",
            "option_open_table": "True",
        }
        app.handle("setup", game_id)
        app.handle("start", None, form)
        assert app.match.options["open_table"] is True and app.handover_to() is None
        html = app.render()
        assert html.count("Cards (open table)") == 2 and "Face down (open table)" in html
        assert app.viewer() == app.acting_seat()


def test_while_someone_else_draws_the_face_up_cards_show_with_those_just_turned_up():
    """Issue 33: the face-up row a draw changed shows on the table (in the dock) while others draw and
    in the replay of what happened since one's own move; a gold card turned up goes to its pile."""
    app = make_app()
    start(app, ["human", "computer:sensible"])
    deck = ["gold"] + ["elfcycle"] * 5  # top first
    stack(app, "draw_cards", round=2, card_row=["dragon", "raft", "unicorn"], deck=deck, hands=[{}, {}])
    html = app.render()
    assert 'data-testid="card-row-watch"' not in html  # Ann draws: the row is her choices
    app.handle("act", json.dumps(["draw_card", "face_up", "raft"]))
    assert app.acting_seat() is None  # the computer draws next
    html = app.render()
    row = html[html.index('data-testid="card-row-watch"') :]
    row = row[: row.index("</ul>")]
    items = row.split("<li")[1:]
    assert [re.search(r"c-([a-z_]+)", item).group(1) for item in items] == ["dragon", "unicorn", "elfcycle"]
    # The supply's top card was a gold card: it went to its pile, and the elfcycle under it is new.
    assert ['class="last-move"' in item[:40] for item in items] == [False, False, True]
    assert "Gold-card pile: 1 (3 gold)" in unescape(re.sub(r"<[^>]+>", "", html))


def test_at_an_open_table_the_item_kept_is_face_down_not_secret():
    """Issue 33: at an open table everyone sees the item kept back, so no text calls it secret."""
    app = make_app()
    start(app, ["human", "human"], open_table=True)
    stack(app, "draw_items", item_pile=["unicorn", "dragon"] + ["raft"] * 20, hands=[{}, {}])
    pages = render_everywhere(app)
    assert "Ann: choose which of your two new items to show; the other is kept face down" in pages["en"]
    assert "You drew" in pages["en"] and "in sight of everyone at this open table" in pages["en"]
    assert "stays secret" not in pages["en"] and "Dragon secret" not in pages["en"]
    assert "keep 1 × Dragon face down" in pages["en"] and "keep 1 × Unicorn face down" in pages["en"]
    assert "秘密保留" not in pages["zh-Hans"] and "秘密保留" not in pages["zh-Hant"]
    # At a table with secrets the words stay as they were.
    secret = make_app()
    start(secret, ["human", "computer:sensible"])
    stack(secret, "draw_items", item_pile=["unicorn", "dragon"] + ["raft"] * 20, hands=[{}, {}])
    assert "the other stays secret" in render_everywhere(secret)["en"]
