"""The Modern Art page without a browser: whole games through the controls, every language, and
nothing private on the screen (another seat's hand, money or sealed offer), hand-over included."""

import json
import random
import re
from html.parser import HTMLParser

import pytest

from tabletop.games.modern_art.cards import DECK, from_pair, pair
from tabletop.ui.controller import App
from tabletop.ui.i18n import LANGUAGES


class DictStorage:
    def __init__(self):
        self.data = {}

    def get(self, key):
        return self.data.get(key)

    def set(self, key, value):
        self.data[key] = value

    def remove(self, key):
        self.data.pop(key, None)

    def keys(self):
        return list(self.data)


def make_app(first_seed=2000):
    counter = iter(range(first_seed, first_seed + 10_000))
    return App(DictStorage(), ("en-US",), now=lambda: "2026-12-01 10:00", new_seed=lambda: next(counter))


def start(app, kinds, names=None, **options):
    app.handle("setup", "modern_art")
    form = {"players": str(len(kinds)), "opening": "0"}
    for seat, kind in enumerate(kinds):
        form[f"kind_{seat}"] = kind
        if names:
            form[f"name_{seat}"] = names[seat]
    for name, value in options.items():
        form[f"option_{name}"] = str(value)
    app.handle("start", None, form)
    assert app.screen == "table" and app.match.game.id == "modern_art"


# --- reading the controls off the page ------------------------------------------------------------


class Controls(HTMLParser):
    """The act buttons and typed-amount forms on a rendered page."""

    def __init__(self, html):
        super().__init__()
        self.buttons = []  # JSON actions
        self.forms = []  # (arg, low, high)
        self._form = None
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "button" and attrs.get("data-cmd") == "act":
            assert "disabled" not in attrs
            self.buttons.append(json.loads(attrs["data-arg"]))
        elif tag == "form" and attrs.get("data-submit") == "act-amount":
            self._form = attrs["data-arg"]
        elif tag == "input" and self._form is not None and attrs.get("name") == "amount":
            # No upper end at the shared screen: it would show the bidder's money.
            top = int(attrs["max"]) if "max" in attrs else None
            self.forms.append((self._form, int(attrs["min"]), top))

    def handle_endtag(self, tag):
        if tag == "form":
            self._form = None


def human_move(app, rng):
    """One random move for the human in control, chosen only from what the page offers."""
    seat = app.controls_seat()
    state = app.match.state
    html = app.render()
    controls = Controls(html)
    legal = state.legal_actions(seat)
    shared = app.viewer() != seat  # a bid at the shared screen: nothing may show the money there
    if shared:
        # Whatever it offers beyond the legal moves (a bid above the money) is refused, visibly,
        # and nothing changes; every legal move is on offer.
        for action in controls.buttons:
            if not state.is_legal(seat, action):
                app.handle("act", json.dumps(action))
                assert app.message[0] == "error.illegal" and app.match.state is state
        money = state.money[seat]
        controls.buttons = [a for a in controls.buttons if state.is_legal(seat, a)]
        controls.forms = [
            (arg, low, money) for arg, low, high in controls.forms if high is None and low <= money
        ]
    for action in controls.buttons:
        assert state.is_legal(seat, action), action
    offered = controls.buttons + [("form", arg, low, high) for arg, low, high in controls.forms]
    covered = {json.dumps(a) for a in controls.buttons}
    for arg, low, high in controls.forms:
        covered |= {json.dumps([arg, n]) for n in range(low, high + 1)}
    assert covered == {json.dumps(a) for a in legal}, "the page must offer exactly the legal moves"
    choice = rng.choice(offered)
    before = len(app.match.actions)
    if choice[0] == "form":
        _, arg, low, high = choice
        if rng.random() < 0.1:  # a typed amount out of range is refused with a message
            app.handle("act-amount", arg, {"amount": str(high + 1)})
            assert app.message[0] == "error.amount_range" and len(app.match.actions) == before
        # Keep auctions short: low amounts are likelier.
        amount = low + int((high - low) * rng.random() ** 3)
        app.handle("act-amount", arg, {"amount": str(amount)})
    else:
        app.handle("act", json.dumps(choice))
    # One move per click, plus any single-answer replies the table gave for the lone human.
    assert app.message is None and len(app.match.actions) >= before + 1


# --- what the screen may show ---------------------------------------------------------------------


def _scrambled(state, viewer, rng):
    """The same position with everything the viewer may not see changed."""
    other = state._copy()
    for seat in range(other.players):
        if seat == viewer:
            continue
        other.hands[seat] = sorted(rng.choice(DECK) for _ in other.hands[seat])
        if other.phase != "over":
            other.money[seat] += 17
        if other.sealed[seat] is not None:
            other.sealed[seat] += 3
    rng.shuffle(other.deck)
    log = []
    for entry in other.log:
        audience = entry.get("to")
        if audience is not None and viewer not in audience:
            entry = dict(entry)
            if "cards" in entry:
                entry["cards"] = [pair(rng.choice(DECK)) for _ in entry["cards"]]
            if "amount" in entry:
                entry["amount"] += 5
        log.append(entry)
    other.log = log
    return other


def assert_nothing_private_shown(app, rng):
    """The page is the same whatever the hidden cards, money and offers of the others are."""
    if app.match.options.get("open_table"):
        return  # everything is shown on purpose
    viewer = app.viewer()
    html = app.render()
    real = app.match.states[-1]
    app.match.states[-1] = _scrambled(real, viewer, rng)
    try:
        assert app.render() == html
    finally:
        app.match.states[-1] = real
    view = real.view(viewer)
    if view["phase"] != "over":
        for seat in range(real.players):
            if seat != viewer:
                assert f'data-testid="money-{seat}">' + app.t("ma.money", money="?") in html
    if viewer is None:
        assert 'class="ma-hand"' not in html
        # Controls at the public table only for a decision taken at the shared screen (a bid).
        seat = app.controls_seat()
        assert "ma-controls" not in html or (seat is not None and not real.private_decision(seat))


def assert_renders(app, languages):
    for lang in languages:
        app.lang = lang
        html = app.render()
        assert 'data-screen="table"' in html
        assert not re.search(r"\bma\.[a-z]", html), re.search(r"\bma\.[a-z_.]+", html).group()
    app.lang = "en"


def play_out(app, rng, languages=("en",), check_every=1, on_step=None, limit=4000):
    for step in range(limit):
        if step % check_every == 0:
            assert_renders(app, languages)
        if on_step:
            on_step(app)
        if app.match.state.is_over():
            return step
        if app.bot_due():
            assert app.step_bot()
            continue
        seat = app.handover_to()
        if seat is not None:
            assert_nothing_private_shown(app, rng)
            app.handle("ready", str(seat))
            continue
        if step % check_every == 0:
            assert_nothing_private_shown(app, rng)
        human_move(app, rng)
    raise AssertionError("the game did not end")


# --- tests ----------------------------------------------------------------------------------------


def test_a_whole_game_rendered_in_every_language_at_every_step():
    app = make_app()
    start(app, ["human", "computer:sensible", "computer:random"], names=["Ann", "", ""])
    play_out(app, random.Random(1), languages=tuple(LANGUAGES))
    html = app.render()
    assert "end-screen" in html and app.t("ma.result.money") in html
    result = app.match.state.result()
    assert html.count('class="winner"') == len(result["winners"])
    for lang in LANGUAGES:
        app.lang = lang
        assert "end-screen" in app.render()


@pytest.mark.parametrize(
    "kinds, options, seed",
    [
        (["computer:random", "human", "computer:sensible"], {"three_player_deal": 10}, 1),
        (["computer:sensible", "computer:random", "human", "computer:sensible"], {}, 2),
        (["human", "computer:random", "computer:sensible", "computer:random", "computer:sensible"], {}, 3),
    ],
)
def test_whole_games_through_the_controls(kinds, options, seed):
    app = make_app(3000 + seed)
    start(app, kinds, **options)
    play_out(app, random.Random(seed), check_every=3)
    assert "end-screen" in app.render()


def test_the_one_human_sees_their_own_hand_and_money_and_nobody_elses():
    app = make_app()
    start(app, ["computer:sensible", "human", "computer:random"], names=["", "Bo", ""])
    while app.controls_seat() is None:
        app.step_bot()
    html = app.render()
    view = app.match.state.view(1)
    assert "Bo&#x27;s hand (" in html and f'data-testid="money-1">Money: {view["money"][1]}<' in html
    assert 'data-testid="money-0">Money: ?<' in html and 'data-testid="money-2">Money: ?<' in html
    assert_nothing_private_shown(app, random.Random(5))


def test_hand_over_between_two_humans_also_for_sealed_offers():
    app = make_app(4000)
    start(app, ["human", "human", "computer:sensible"], names=["Ann", "Bo", ""])
    rng = random.Random(7)
    sealed_handovers = {}  # auction (number of plays so far) -> humans handed the device
    previous = {"seat": None}

    def check(app):
        state = app.match.state
        seat = app.acting_seat()
        if seat is not None and seat != previous["seat"] and app.revealed_to != seat:
            if not state.private_decision(seat):  # a bid: at the shared screen, the public table only
                assert app.handover_to() is None and app.viewer() is None
                assert 'class="ma-hand"' not in app.render()
                return
            assert app.handover_to() == seat  # a different human never gets the screen straight away
            html = app.render()
            assert app.t("handover.title", name=app.match.seats[seat]["name"]) in html
            assert "ma-controls" not in html and 'class="ma-hand"' not in html and app.viewer() is None
            if state.phase == "sealed":
                plays = sum(1 for e in state.log if e["event"] == "play")
                sealed_handovers.setdefault(plays, set()).add(seat)
        if app.controls_seat() is not None:
            previous["seat"] = app.controls_seat()

    play_out(app, rng, on_step=check)
    assert any(seats == {0, 1} for seats in sealed_handovers.values()), sealed_handovers


def test_the_open_table_option_shows_every_hand_and_needs_no_hand_over():
    app = make_app(5000)
    start(app, ["human", "human", "computer:random"], names=["Ann", "Bo", ""], open_table=True)
    assert app.handover_to() is None
    html = app.render()
    assert "Bo&#x27;s hand" in html and "Money: ?" not in html
    play_out(app, random.Random(3), check_every=5)


def test_a_painting_that_would_end_the_round_says_why():
    app = make_app()
    start(app, ["human", "computer:sensible", "computer:random"])
    state = app.match.state._copy()
    krypto = 4
    state.counts[krypto] = 4
    state.hands[0] = sorted(from_pair(card) for card in (["krypto", "open"], ["yoko", "double"]))
    app.match.states[-1] = state
    html = app.render()
    assert "ends the round: the 5th Krypto is not sold" in html
    assert "The next Krypto painting ends the round." in html
    state.counts[1] = 3
    assert "a second Yoko would end the round" in app.render()


def test_the_rules_page_in_every_language():
    app = make_app()
    for lang in LANGUAGES:
        app.handle("lang", lang)
        app.handle("rules", "modern_art")
        html = app.render()
        assert html.count("<h3>") >= 8
    app.handle("lang", "en")
    assert "How this table plays it" in app.render()


def test_the_last_round_says_no_cards_are_dealt_rather_than_a_count():
    app = make_app()
    start(app, ["human", "computer:sensible", "computer:sensible"])
    state = app.match.state
    assert "cards left to deal:" in app.render()
    from tabletop.games.modern_art.rules import ModernArtState

    hands = [[pair(DECK[seat])] for seat in range(3)]
    last = ModernArtState.initial(state.game, 3, 5, app.match.options, round=4, hands=hands, opening=0)
    assert last.round == 4 and not last.is_over()
    app.match.states[-1] = last
    html = app.render()
    assert "cards left to deal" not in html and "the last round: no more cards are dealt" in html


def test_a_new_game_form_opens_with_a_random_first_player_as_the_seed_says():
    app = make_app()
    app.handle("setup", "modern_art")
    assert app.setup["opening"] == "random"
    assert 'value="random" selected' in app.render()


# --- the drawn table: cards, the last move, motion, the end's pictures --------------------------

from tabletop.games import SPECS  # noqa: E402
from tabletop.games.modern_art import art, ui  # noqa: E402
from tabletop.games.modern_art.cards import ARTISTS, AUCTION_TYPES  # noqa: E402
from tabletop.games.modern_art.rules import ModernArtState  # noqa: E402


class Tags(HTMLParser):
    """Every start tag of a page as (tag, attributes)."""

    def __init__(self, html):
        super().__init__()
        self.tags = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def with_attr(self, name, value=None):
        return [a for _, a in self.tags if name in a and (value is None or a[name] == value)]


def _panel(html, seat):
    """One seat's panel (its <article>) of a rendered page."""
    match = re.search(rf'<article class="player[^"]*" data-seat="{seat}"[^>]*>.*?</article>', html, re.S)
    assert match, f"no panel for seat {seat}"
    return match.group(0)


def test_every_card_is_drawn_from_the_sprite_with_a_label_naming_artist_and_auction():
    app = make_app()
    t = app.t
    sprite = str(ui.symbols(t))
    for artist in ARTISTS:
        for kind in AUCTION_TYPES:
            card = [artist, kind]
            html = str(ui.painting_card(t, card, size="hand"))
            assert f'href="#ma-c-{artist}-{kind}"' in html
            assert f'id="ma-c-{artist}-{kind}"' in sprite
            label = Tags(html).with_attr("aria-label")[0]["aria-label"]
            assert t(f"ma.artist.{artist}") in label and t(f"ma.type.{kind}") in label
            assert html == str(ui.painting_card(t, card, size="hand"))  # the same card, the same markup
            assert len(html) < 400  # a <use> of the sprite, not the picture again
    # Each artist has its own style, and the paintings differ between the cards of one artist.
    for artist in ARTISTS:
        faces = {art.painting(artist, kind) for kind in AUCTION_TYPES}
        assert len(faces) == len(AUCTION_TYPES)
        assert art.painting(artist, "open") == art.STYLES[artist](art._Rand(f"modern_art:{artist}:open"))
    assert len({art.painting(artist, "open")[:40] for artist in ARTISTS}) == len(ARTISTS)
    for kind in AUCTION_TYPES:  # the corner symbol of each auction type is its own shape
        assert f'id="ma-t-{kind}"' in sprite
    assert len(set(art.TYPE_ICONS.values())) == len(AUCTION_TYPES)
    cover = str(SPECS["modern_art"].draw_cover(t))
    assert cover.startswith('<svg viewBox="0 0 320 140" preserveAspectRatio="xMidYMid slice"')
    assert "<use" not in cover  # the home page has no sprite: the cover draws its own pictures


def _scenario(app):
    """Ann (the one human) auctions a Krypto for an open auction against two computers."""
    hands = [
        [["krypto", "open"], ["yoko", "fixed_price"]],
        [["lite_metal", "open"], ["yoko", "sealed"]],
        [["karl_gitter", "open"]],
    ]
    return ModernArtState.initial(app.match.state.game, 3, 5, app.match.options, hands=hands, opening=0)


def test_the_last_bid_and_then_the_sale_are_marked_where_they_changed_the_table():
    app = make_app()
    start(app, ["human", "computer:random", "computer:random"], names=["Ann", "Bo", "Cy"])
    state = _scenario(app).apply(0, ["play", "krypto", "open"])
    played = len(state.log) - 1
    assert state.log[played]["event"] == "play"
    app.match.states[-1] = state
    html = app.render()
    lot = [a for a in Tags(html).with_attr("data-fx") if a["data-fx"] == f"ma-p:{played}"]
    assert len(lot) == 1 and "last-move" in lot[0]["class"] and "ma-size-lot" in lot[0]["class"]
    assert lot[0]["data-fx-from"] == "ma-h:krypto-open"  # from Ann's hand to the lot

    state = state.apply(1, ["bid", 10])
    app.match.states[-1] = state
    html = app.render()
    high = Tags(html).with_attr("data-testid", "high-bid")[0]
    assert "last-move" in high["class"]
    assert 'class="status last-move"' in _panel(html, 1) and "last-move" not in _panel(html, 2)

    state = state.apply(2, ["pass"]).apply(0, ["pass"])  # all but the high bidder passed: sold
    assert state.last_sale["winner"] == 1 and state.phase == "play"
    app.match.states[-1] = state
    html = app.render()
    bo = _panel(html, 1)
    assert f'data-fx="ma-p:{played}"' in bo, "the painting glides from the lot to Bo's paintings"
    bought = [a for a in Tags(bo).with_attr("data-fx") if a["data-fx"] == f"ma-p:{played}"][0]
    assert "last-move" in bought["class"] and app.t("table.just_now") in bought["aria-label"]
    assert "last-move" not in _panel(html, 0) and "last-move" not in _panel(html, 2)
    assert Tags(html).with_attr("class", "ma-last-sale last-move")
    pay = [i for i, e in enumerate(state.log) if e["event"] == "pay"][-1]
    flights = Tags(html).with_attr("data-flight")
    assert [(f["data-flight"], f["data-from"], f["data-to"]) for f in flights] == [
        (f"ma-pay:{pay}", "ma-money:1", "ma-money:0")
    ]
    # the coin flies between two things that are on the table
    keys = {a["data-fx"] for a in Tags(html).with_attr("data-fx")}
    assert {"ma-money:0", "ma-money:1", "ma-bank"} <= keys


def test_the_viewers_hand_is_the_decision_and_nobody_else_gets_one():
    app = make_app()
    start(app, ["human", "computer:random", "computer:random"], names=["Ann", "Bo", "Cy"])
    app.match.states[-1] = _scenario(app)
    html = app.render()
    controls = html[html.index('class="controls ma-controls"') :]
    plays = [json.loads(a["data-arg"]) for a in Tags(controls).with_attr("data-cmd", "act")]
    assert sorted(plays) == sorted(app.match.state.legal_actions(0))
    assert len([a for a in Tags(html).with_attr("class") if "ma-hand" in a["class"].split()]) == 1
    # An all-computer table is a public screen: no hand, no decision.
    watch = make_app(7)
    start(watch, ["computer:random"] * 3)
    for _ in range(30):
        watch.step_bot()
        html = watch.render()
        assert 'class="ma-hand"' not in html and "ma-controls" not in html
        assert "Money: ?" in html


def _money_by_round(states):
    """Money at the start and after each round, and income and spending per round, read off the
    states one by one (money before and after each move; the bank's purchase from last_round)."""
    n = states[0].players
    money = [states[0].money[:]]
    income, spending = [[0] for _ in range(n)], [[0] for _ in range(n)]
    for before, after in zip(states, states[1:], strict=False):
        ended = after.round != before.round or (after.phase == "over" and before.phase != "over")
        bank = after.last_round["sales"] if ended else [0] * n
        for seat in range(n):
            rest = after.money[seat] - before.money[seat] - bank[seat]
            income[seat][-1] += bank[seat] + max(0, rest)
            spending[seat][-1] += max(0, -rest)
        if ended:
            money.append(after.money[:])
            if after.phase != "over":
                for seat in range(n):
                    income[seat].append(0)
                    spending[seat].append(0)
    return [[m[s] for m in money] for s in range(n)], income, spending


def test_the_end_screen_draws_money_income_and_spending_as_the_game_went():
    app = make_app(11)
    start(app, ["computer:sensible", "computer:random", "computer:random"], names=["Ann", "Bo", "Cy"])
    while not app.match.state.is_over():
        assert app.step_bot()
    money, income, spending = _money_by_round(app.match.states)
    view = app.match.state.view(None)
    rounds, got, paid, line = ui.money_story(view)
    assert rounds == [1, 2, 3, 4]
    assert line == money and got == income and paid == spending
    assert any(any(row) for row in paid) and all(row[0] == 100 for row in line)
    html = app.render()
    end = html[html.index('class="end-screen"') :]
    assert end.count('class="chart-figure"') == 3
    for key in ("ma.chart.money", "ma.chart.income", "ma.chart.spending"):
        assert app.t(key) in end
    # The money chart's table for screen readers holds the same numbers.
    table = end[end.index(app.t("ma.chart.money")) :]
    table = table[table.index("<caption>") : table.index("</table>")]
    cells = [int(c) for c in re.findall(r"<td>(-?\d+)</td>", table)]
    assert cells == [line[s][r] for r in range(5) for s in range(3)]
