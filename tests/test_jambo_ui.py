"""The Jambo page without a browser: whole games played through its buttons, every position drawn
in every language, nothing of the other hand on the screen with two humans at one device, and the
reaction windows the same whether or not a Guard or Rain Maker is held."""

import json
import random
import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

import pytest

from tabletop.games import GAMES, SPECS
from tabletop.games.jambo import art
from tabletop.games.jambo import ui as jambo_ui
from tabletop.games.jambo.cards import CARDS, DECK, WARES
from tabletop.games.jambo.rules import JamboState
from tabletop.ui import kit
from tabletop.ui.controller import App
from tabletop.ui.i18n import LANGUAGES, translate

GAME = GAMES["jambo"]
kit_mark = "last-move"  # kit.LAST_MOVE
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
CONTROLS = re.compile(r'<section class="controls.*?</section>', re.S)


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


def make_app(first_seed=3000):
    counter = iter(range(first_seed, first_seed + 10_000))
    return App(
        DictStorage(),
        ("en-US",),
        now=lambda: "2026-12-01 10:00",
        new_seed=lambda: next(counter),
        bot_delay_ms=0,
    )


def start(app, kinds, names=("Ann", "Bo"), opening="0"):
    app.handle("setup", "jambo")
    form = {"players": "2", "opening": opening}
    for seat, kind in enumerate(kinds):
        form[f"kind_{seat}"] = kind
        form[f"name_{seat}"] = names[seat]
    app.handle("start", None, form)
    assert app.screen == "table" and app.match.game.id == "jambo"


class Page(HTMLParser):
    """The act buttons, the typed-amount forms and the decision's step of a rendered page."""

    def __init__(self, html):
        super().__init__()
        self.buttons = []  # JSON actions
        self.forms = []  # (arg, low, high)
        self.step = None  # data-step of the controls panel
        self._form = None
        # The act buttons live in the decision and on the seat's own cards (hand, utilities).
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "button" and attrs.get("data-cmd") == "act":
            self.buttons.append(json.loads(attrs["data-arg"]))
        elif tag == "form" and attrs.get("data-submit") == "act-amount":
            self._form = attrs["data-arg"]
        elif tag == "input" and self._form and attrs.get("name") == "amount":
            self.forms.append((self._form, int(attrs["min"]), int(attrs["max"])))
        elif "jb-decision" in attrs.get("class", "").split():
            self.step = attrs.get("data-step")

    def handle_endtag(self, tag):
        if tag == "form":
            self._form = None


def check_page(html):
    """Drawn text only, no missing message key or unfilled {field}; every motion key once."""
    assert "jb." not in html, re.findall(r".{40}jb\..{40}", html)[:3]
    assert not PLACEHOLDER.search(html), PLACEHOLDER.findall(html)[:3]
    keys = re.findall(r'data-fx="([^"]+)"', html)
    assert len(keys) == len(set(keys)), [key for key in set(keys) if keys.count(key) > 1]


def render_everywhere(app):
    """The page in every language; the English one is returned."""
    pages = {}
    for lang in LANGUAGES:
        app.lang = lang
        pages[lang] = app.render()
        check_page(pages[lang])
    app.lang = "en"
    return pages["en"]


def page_matches_legal(page, legal):
    """Every button is a legal action and every legal action has a button (bids: or the form)."""
    typed = set()
    for arg, low, high in page.forms:
        typed |= {json.dumps([arg, n]) for n in range(low, high + 1)}
    shown = {json.dumps(a) for a in page.buttons}
    wanted = {json.dumps(a) for a in legal}
    assert shown <= wanted, shown - wanted
    assert wanted <= shown | typed, wanted - shown - typed


def human_choice(page, rng):
    """A random move from the page: a button, or now and then a typed bid."""
    if page.forms and rng.random() < 0.3:
        arg, low, high = page.forms[0]
        return "act-amount", arg, {"amount": str(rng.randint(low, min(high, low + 6)))}
    return "act", json.dumps(rng.choice(page.buttons)), None


def play_through(app, rng, *, languages=True, on_page=None, limit=6000):
    """Play to the end: computers move by themselves, humans take the device and click.

    With `languages`, the first page of every kind of step, and the end with its whole log, are
    drawn in every language; the others in English. Returns the steps met and the final page."""
    steps = set()
    for _ in range(limit):
        if app.match.state.is_over():
            html = render_everywhere(app) if languages else app.render()
            check_page(html)
            return steps, html
        if app.bot_due():
            check_page(app.render())
            assert app.step_bot()
            continue
        seat = app.handover_to()
        if seat is not None:
            html = app.render()
            check_page(html)
            assert 'class="controls' not in html and "handover" in html
            if on_page:
                on_page(app, html)
            app.handle("ready", str(seat))
            continue
        html = app.render()
        check_page(html)
        if on_page:
            on_page(app, html)
        page = Page(html)
        if languages and page.step not in steps:
            render_everywhere(app)
        seat = app.acting_seat()
        page_matches_legal(page, app.match.state.legal_actions(seat))
        steps.add(page.step)
        before = len(app.match.actions)
        command, arg, form = human_choice(page, rng)
        app.handle(command, arg, form)
        # One move per click, plus any single-answer replies the table gave for the lone human.
        assert app.message is None and len(app.match.actions) >= before + 1
    raise AssertionError("the game did not end")


# --- whole games ------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2])
def test_a_human_clicking_at_random_against_the_computer(seed):
    app = make_app(4000 + seed)
    start(app, ["human", "computer:sensible"], opening=str(seed % 2))
    steps, html = play_through(app, random.Random(seed))
    # A reaction window is answered for a lone human who holds no reaction card (the computer
    # cannot see the screen), so it is only met here when the human holds one.
    assert {"draw", "play", "drawn"} <= steps
    assert "end-screen" in html and "Reached 60" in html and "Play again" in html
    result = app.match.state.result()
    winner = app.match.seats[result["winners"][0]]["name"]
    assert f"{winner} wins!" in html


def test_two_humans_clicking_at_random_meet_the_cards_steps_in_every_language():
    seen = set()
    for seed in range(2):
        app = make_app(5000 + seed)
        start(app, ["human", "human"])
        steps, _ = play_through(app, random.Random(100 + seed))
        seen |= steps
    common = {"draw", "play", "drawn", "guard_window", "rain_window", "auction", "crocodile", "drums"}
    assert common | {"kettle", "mask", "parrot", "portuguese", "psychic", "scale", "supplies"} <= seen, seen


KEEP0, KEEP1 = "wise_man-2", "psychic-2"  # cards that leave a playable hand
TM, AM = "traveling_merchant-1", "arabian_merchant-1"
GUARDS = ["guard-1", "guard-2", "guard-3", "guard-4", "guard-5", "guard-6", "well-3"]
SCENES = {
    # name: (set-up, moves, the step then shown)
    "drawn": ({}, [(0, ["draw"])], "drawn"),
    "replace a utility": (
        {
            "hands": [["mask-1", "stand-1", "ware-05", KEEP0], [KEEP1]],
            "utilities": [["well-1", "drums-1", "boat-1"], []],
        },
        [],
        "draw",
    ),
    "wise man": (
        {"hands": [["wise_man-1", "ware-05", KEEP0], [KEEP1]]},
        [(0, ["play", "wise_man-1"])],
        "play",
    ),
    "final turn": ({"gold": [60, 20]}, [(0, ["end_turn"])], "draw"),
    "keep_wares": (
        {"hands": [[TM, KEEP0], [KEEP1]], "wares": [{}, {"salt": 5}]},
        [(0, ["play", TM]), (0, ["offer", "tea", "silk"]), (0, ["bid", 1]), (1, ["bid", 2]), (0, ["pass"])],
        "keep_wares",
    ),
    "traveling_merchant": ({"hands": [[TM, KEEP0], [KEEP1]]}, [(0, ["play", TM])], "traveling_merchant"),
    "auction of cards": ({"hands": [[AM, KEEP0], [KEEP1]]}, [(0, ["play", AM]), (0, ["bid", 2])], "auction"),
    "auction after the opener passed": (
        {"hands": [[TM, KEEP0], [KEEP1]]},
        [(0, ["play", TM]), (0, ["offer", "tea", "silk"]), (0, ["pass"])],
        "auction",
    ),
    "a lone card for the Weapons": (
        {"hands": [["crocodile-1", "guard-1"], [KEEP1]], "utilities": [[], ["weapons-1"]]},
        [(0, ["play", "crocodile-1"]), (1, ["no_reaction"])],
        "weapons",
    ),
    "a dead hand": (
        {"hands": [["ware-05", "guard-1"], [KEEP1]], "deck": []},
        [(0, ["play", "ware-05", "buy"]), (1, ["no_reaction"])],
        "play",
    ),
    "draft_wares": (
        {"hands": [["elephant-1", KEEP0], [KEEP1]], "wares": [{"salt": 1, "tea": 1}, {"tea": 2, "silk": 1}]},
        [(0, ["play", "elephant-1"]), (1, ["no_reaction"])],
        "draft_wares",
    ),
    "draft_cards": (
        {"hands": [["ape-1", KEEP0], [KEEP1, "well-1"]]},
        [(0, ["play", "ape-1"]), (1, ["no_reaction"])],
        "draft_cards",
    ),
    "draft_utilities": (
        {"hands": [["lion-1", KEEP0], [KEEP1]], "utilities": [["well-1", "drums-1"], ["boat-1"]]},
        [(0, ["play", "lion-1"]), (1, ["no_reaction"])],
        "draft_utilities",
    ),
    "snake": (
        {"hands": [["snake-1", KEEP0], [KEEP1]], "utilities": [["well-1", "drums-1"], ["boat-1", "mask-1"]]},
        [(0, ["play", "snake-1"]), (1, ["no_reaction"])],
        "snake",
    ),
    "carrier": ({"hands": [["carrier-1", KEEP0], [KEEP1]]}, [(0, ["play", "carrier-1"])], "carrier"),
    "carrier_wares": (
        {"hands": [["carrier-1", KEEP0], [KEEP1]]},
        [(0, ["play", "carrier-1"]), (0, ["cards"])],
        "carrier_wares",
    ),
    "cheetah": (
        {"hands": [["cheetah-1", KEEP0], [KEEP1]]},
        [(0, ["play", "cheetah-1"]), (1, ["no_reaction"])],
        "cheetah",
    ),
    "tribal_elder": (
        {"hands": [["tribal_elder-1", KEEP0], [KEEP1]]},
        [(0, ["play", "tribal_elder-1"])],
        "tribal_elder",
    ),
    "discard_down": (
        {"hands": [["tribal_elder-1", KEEP0], [KEEP1, "well-1", "boat-1", "mask-1"]]},
        [(0, ["play", "tribal_elder-1"]), (0, ["opponent_discards"])],
        "discard_down",
    ),
    "hyena_take": (
        {"hands": [["hyena-1", KEEP0], [KEEP1, "guard-6"]]},
        [(0, ["play", "hyena-1"]), (1, ["no_reaction"])],
        "hyena_take",
    ),
    "hyena_give": (
        {"hands": [["hyena-1", KEEP0], [KEEP1, "guard-6"]]},
        [(0, ["play", "hyena-1"]), (1, ["no_reaction"]), (0, ["take", "guard-6"])],
        "hyena_give",
    ),
    "drummer": (
        {"hands": [["drummer-1", KEEP0], [KEEP1]], "discard": ["well-2", "boat-2"]},
        [(0, ["play", "drummer-1"])],
        "drummer",
    ),
    "dancer": (
        {"hands": [["dancer-1", "ware-05", KEEP0], [KEEP1]], "wares": [{"trinkets": 2, "tea": 2}, {}]},
        [(0, ["play", "dancer-1"])],
        "dancer",
    ),
    "dancer_return": (
        {"hands": [["dancer-1", "ware-05", KEEP0], [KEEP1]], "wares": [{"trinkets": 2, "tea": 2}, {}]},
        [(0, ["play", "dancer-1"]), (0, ["price", "ware-05"])],
        "dancer_return",
    ),
    "crocodile": (
        {"hands": [["crocodile-1", KEEP0], [KEEP1]], "utilities": [[], ["well-1", "weapons-1"]]},
        [(0, ["play", "crocodile-1"]), (1, ["no_reaction"])],
        "crocodile",
    ),
    "parrot": (
        {"hands": [["parrot-1", KEEP0], [KEEP1]], "wares": [{}, {"tea": 1, "salt": 1}]},
        [(0, ["play", "parrot-1"]), (1, ["no_reaction"])],
        "parrot",
    ),
    "psychic": ({"hands": [["psychic-1", KEEP0], [KEEP1]]}, [(0, ["play", "psychic-1"])], "psychic"),
    "portuguese": (
        {"hands": [["portuguese-1", KEEP0], [KEEP1]], "wares": [{"tea": 2}, {}]},
        [(0, ["play", "portuguese-1"])],
        "portuguese",
    ),
    "shaman": (
        {"hands": [["shaman-1", KEEP0], [KEEP1]], "wares": [{"tea": 2, "salt": 1}, {}]},
        [(0, ["play", "shaman-1"])],
        "shaman",
    ),
    "basket_maker": (
        {"hands": [["basket_maker-1", KEEP0], [KEEP1]]},
        [(0, ["play", "basket_maker-1"])],
        "basket_maker",
    ),
    "scale": ({"utilities": [["scale-1"], []]}, [(0, ["use", "scale-1"])], "scale"),
    "throne": (
        {"utilities": [["throne-1"], []], "wares": [{"tea": 1}, {"silk": 1, "salt": 1}]},
        [(0, ["use", "throne-1"])],
        "throne",
    ),
    "boat": (
        {"utilities": [["boat-1"], []], "hands": [["guard-1", KEEP0], [KEEP1]]},
        [(0, ["use", "boat-1"])],
        "boat",
    ),
    "boat_take": (
        {"utilities": [["boat-1"], []], "hands": [["guard-1", KEEP0], [KEEP1]]},
        [(0, ["use", "boat-1"]), (0, ["discard", "guard-1"])],
        "boat_take",
    ),
    "mask": (
        {"utilities": [["mask-1"], []], "hands": [["guard-1", KEEP0], [KEEP1]], "discard": ["well-2"]},
        [(0, ["use", "mask-1"])],
        "mask",
    ),
    "supplies": ({"utilities": [["supplies-1"], []]}, [(0, ["use", "supplies-1"])], "supplies"),
    "kettle": (
        {"utilities": [["kettle-1"], []], "hands": [["guard-1", KEEP0], [KEEP1]]},
        [(0, ["use", "kettle-1"]), (0, ["discard", "guard-1"])],
        "kettle",
    ),
    "leopard": ({"utilities": [["leopard-1"], []]}, [(0, ["use", "leopard-1"])], "leopard"),
    "weapons": (
        {"utilities": [["weapons-1"], []], "hands": [["guard-1", KEEP0], [KEEP1]]},
        [(0, ["use", "weapons-1"])],
        "weapons",
    ),
    "drums": (
        {"utilities": [["drums-1"], []], "wares": [{"tea": 1, "salt": 1}, {}]},
        [(0, ["use", "drums-1"])],
        "drums",
    ),
}


@pytest.mark.parametrize("scene", list(SCENES))
def test_every_step_is_drawn_with_its_choices_in_every_language(scene):
    setup, moves, step = SCENES[scene]
    setup = {"hands": [[KEEP0], [KEEP1]], "deck": GUARDS + ["ware-20", "ware-21", "well-2"], **setup}
    app = two_humans_at(stacked(**setup))
    for seat, action in moves:
        app.handle("ready", str(seat))
        app.handle("act", json.dumps(action))
        assert app.message is None, (seat, action)
    seat = app.acting_seat()
    if app.handover_to() is not None:  # the device changes hands before the step is shown
        behind = app.render()
        check_page(behind)
        assert 'class="controls' not in behind
        app.handle("ready", str(seat))
    html = render_everywhere(app)
    page = Page(html)
    assert page.step == step
    page_matches_legal(page, app.match.state.legal_actions(seat))
    if scene == "final turn":
        assert "Final turn: Ann ended a turn with 61 gold." in html
    if scene == "auction after the opener passed":
        assert "Ann passed without bidding: bid, or pass and nobody buys the lot" in html
        assert "No bid yet: Ann passed; Bo may still bid." in html and "Pass (nobody buys the lot)" in html
    if scene == "a dead hand":
        assert "Ann: nothing more can be played or used now; end the turn (4 actions left)." in html
    if scene == "wise man":
        assert "ware cards buy for 2 less and sell for 2 more this turn" in html and "Buy for 1" in html


# --- what each seat sees ------------------------------------------------------------------------------


def rendered_with_hands(app, hands):
    """The page drawn with other hands in the state (the rest untouched), then put back."""
    real = app.match.states[-1]
    other = real._copy()
    other.hands = [list(hand) for hand in hands]
    app.match.states[-1] = other
    try:
        return app.render()
    finally:
        app.match.states[-1] = real


def test_two_humans_never_see_each_others_hand():
    """Behind the hand-over screen both hands may be anything; for the seat holding the device, the
    other hand may be anything (the Hyena's look excepted): the page stays the same, byte for byte."""
    rng = random.Random(7)
    checked = {"handover": 0, "seat": 0, "own": 0}

    def same_page_whatever_is_hidden(app, html):
        state = app.match.state
        viewer = app.viewer()
        hands = [list(hand) for hand in state.hands]
        if viewer is None:
            seats = [0, 1]
            checked["handover"] += 1
        else:
            pending = state.view(viewer)["pending"]
            if pending and pending["step"] == "hyena_take":
                return  # the Hyena shows the other hand to the player who played it
            seats = [1 - viewer]
            checked["seat"] += 1
            if any(f"&quot;{card}&quot;" in html for card in state.hands[viewer]):
                checked["own"] += 1  # the check below can see a card id when there is one
        for seat in seats:
            hands[seat] = rng.sample(DECK, len(hands[seat]))
        assert rendered_with_hands(app, hands) == html
        for seat in seats:
            for card in state.hands[seat]:
                assert f"&quot;{card}&quot;" not in html and card not in html

    for seed in range(2):
        app = make_app(6000 + seed)
        start(app, ["human", "human"])
        play_through(app, random.Random(seed), languages=False, on_page=same_page_whatever_is_hidden)
    assert checked["handover"] > 50 and checked["seat"] > 50 and checked["own"] > 50


def two_humans_at(state):
    app = make_app()
    start(app, ["human", "human"])
    app.match.states[-1] = state
    return app


def stacked(hands, deck=("ware-20", "ware-21", "well-3", "guard-4"), **kwargs):
    options = GAME.resolve_options(2, {})
    return JamboState.initial(GAME, 2, 3, options, deck=list(deck), hands=[list(h) for h in hands], **kwargs)


def controls_of(html):
    match = CONTROLS.search(html)
    assert match, "no controls on the page"
    return match.group(0)


def without_reaction_button(controls):
    return re.sub(r'<button[^>]*data-key="react"[^>]*>.*?</button>', "", controls, flags=re.S)


@pytest.mark.parametrize(
    "opening, window, reaction",
    [
        (["play", "cheetah-1"], "guard_window", "guard-1"),
        (["play", "ware-05", "buy"], "rain_window", "rain_maker-1"),
    ],
)
def test_a_reaction_window_looks_the_same_with_or_without_the_card(opening, window, reaction):
    """The opponent is asked after every animal and every ware card, behind the hand-over screen,
    with the same panel; holding the reaction card adds its button and nothing else."""
    mine = ["cheetah-1", "ware-05", "wise_man-2"]
    holding = two_humans_at(stacked([mine, ["guard-1", "rain_maker-1", "well-1"]]))
    lacking = two_humans_at(stacked([mine, ["ware-10", "boat-1", "ape-1"]]))
    pages = []
    for app in (holding, lacking):
        app.handle("ready", "0")
        app.handle("act", json.dumps(opening))
        assert app.match.state.view(None)["phase"] == window
        assert app.handover_to() == 1
        behind = app.render()
        assert "Pass the device to Bo" in behind and 'class="controls' not in behind
        app.handle("ready", "1")
        pages.append((behind, app.render()))
    (behind_a, page_a), (behind_b, page_b) = pages
    assert behind_a == behind_b
    assert f'data-arg="[&quot;react&quot;, &quot;{reaction}&quot;]"' in controls_of(page_a)
    assert "&quot;react&quot;" not in controls_of(page_b)
    assert without_reaction_button(controls_of(page_a)) == controls_of(page_b)
    prompt = re.compile(r'<p class="prompt".*?</p>', re.S)
    assert prompt.search(page_a).group(0) == prompt.search(page_b).group(0)
    for app in (holding, lacking):
        app.handle("act", json.dumps(["no_reaction"]))
        assert app.match.state.view(None)["phase"] != window


def test_the_end_screen_names_who_reached_sixty():
    app = make_app()
    start(app, ["computer:sensible", "computer:random"])
    while app.bot_due():
        app.step_bot()
    html = app.render()
    state = app.match.state
    assert state.is_over() and "end-screen" in html
    trigger = app.match.seats[state.trigger]["name"]
    assert f"{trigger} ended a turn with 60 gold or more" in html


def test_rules_page_in_every_language():
    app = make_app()
    for lang in LANGUAGES:
        app.handle("lang", lang)
        app.handle("rules", "jambo")
        html = app.render()
        check_page(html)
        assert html.count("<h3>") >= 6
    app.handle("lang", "en")
    assert "How this table plays it" in app.render()


def test_a_dead_hand_is_told_only_to_its_player():
    """With actions left and nothing playable the player is asked to end the turn (the turn does not
    end by itself); the table before the device is handed back reads the same with a playable hand."""
    pages = []
    for hand in (["ware-05", "guard-1"], ["ware-05", "well-1"]):
        app = two_humans_at(stacked([hand, [KEEP1]], deck=()))
        app.handle("ready", "0")
        app.handle("act", json.dumps(["play", "ware-05", "buy"]))
        app.handle("ready", "1")
        app.handle("act", json.dumps(["no_reaction"]))
        assert app.handover_to() == 0 and app.match.state.actors() == [0]
        behind = app.render()
        app.handle("ready", "0")
        pages.append((behind, app.render()))
    (behind_dead, dead), (behind_alive, alive) = pages
    assert behind_dead == behind_alive and "nothing more can be played" not in behind_dead
    assert "Ann: nothing more can be played or used now; end the turn (4 actions left)." in dead
    assert Page(dead).buttons == [["end_turn"]]
    assert "nothing more can be played" not in alive and ["end_turn"] in Page(alive).buttons


# --- the drawn table (issue 14) ---------------------------------------------------------------------


def element(html, attribute, value):
    """The opening tag of the element with attribute="value" (one, or the test fails)."""
    found = re.findall(rf'<[a-z]+[^>]*\b{attribute}="{re.escape(value)}"[^>]*>', html)
    assert len(found) == 1, (attribute, value, found)
    return found[0]


def classes(tag):
    return re.search(r'class="([^"]*)"', tag).group(1).split()


def test_every_card_kind_is_drawn_with_its_frame_its_mark_and_a_label_naming_it():
    app = two_humans_at(stacked([["ware-01", "well-1", "guard-1", "crocodile-1", "stand-1"], [KEEP1]]))
    app.handle("ready", "0")
    ctx = app.context()
    for card_id, words in {
        "ware-01": ["Ware card", "Trinkets", "Salt", "Buy for 10", "sell for 18"],
        "well-1": ["Utility", "Well", "Pay 1 gold"],
        "guard-1": ["Person", "Guard", "cancel the animal"],
        "crocodile-1": ["Animal", "Crocodile"],
        "stand-1": ["Market stand", "Small market stand", "3 more ware spaces"],
    }.items():
        html = jambo_ui.card_face(ctx, card_id)
        label = re.search(r'aria-label="([^"]*)"', html).group(1)
        assert all(word in label for word in words), (card_id, label)
        category = CARDS[card_id].category
        assert {"card", "drawn", f"jb-cat-{category}"} <= set(classes(html))
        assert f'href="#jb-k-{category}"' in html  # the kind's mark, not its colour alone
        assert f'data-fx="card:{card_id}"' in html
    ware = jambo_ui.card_face(ctx, "ware-01")
    # All six wares pictured, in one picture of the sprite (art.ware_pictures).
    (picture,) = re.findall(r'href="#(jb-ws-[a-z_-]+)"', ware)
    drawn = re.search(f'<symbol id="{picture}"[^>]*>(.*?)</symbol>', kit.drawn_out(jambo_ui.symbols(ctx.t)))
    assert all(drawn.group(1).count(f'href="#jb-w-{w}"') == 1 for w in WARES)
    assert ware.count('class="jb-coin') == 2 and ">buy<" in ware and ">sell<" in ware
    assert "jb-react-mark" in jambo_ui.card_face(ctx, "guard-1")  # a reaction, played out of turn
    # The page draws each symbol once, in the sprite; every one the cards use is there.
    sprite = jambo_ui.symbols(ctx.t)
    page = app.render()
    used = set(re.findall(r'href="#(jb-[a-z_-]+)"', page))
    assert used and all(f'id="{symbol}"' in sprite for symbol in used), used
    assert sprite.count("<symbol") == len(art.symbols())
    assert jambo_ui.symbols(ctx.t) is sprite  # built once, not on every move


def test_card_pictures_carry_their_kinds_colours_and_are_kept_as_images():
    """Each picture on a card is painted in the colour the card gives it (white on the band, the
    band's colour below), app.css's own, so that the sprite keeps it as one image."""
    css = (Path(__file__).parents[1] / "assets" / "app.css").read_text(encoding="utf-8")
    for category, colour in art.BAND_COLOURS.items():
        assert re.search(rf"\.jb-card\.jb-cat-{category} {{ --jb-band: {colour};", css), category
    assert re.search(rf"\.jb-react-mark {{[^}}]*color: {art.REACTION_COLOUR};", css)
    sprite = unescape(str(jambo_ui.symbols(lambda key, **params: translate("en", key, **params))))
    for card in CARDS.values():
        if card.category in ("ware", "stand"):
            continue
        picture = art.ART_OF_KIND.get(card.kind, f"jb-art-{card.category}")
        symbol = re.search(rf'<symbol id="{picture}"[^>]*>(.*?)</symbol>', sprite).group(1)
        assert symbol.startswith("<image ") and art.BAND_COLOURS[card.category] in unquote(symbol), card.kind


def test_the_hand_is_played_from_its_cards_and_never_shown_without_a_viewer():
    app = two_humans_at(stacked([["ware-05", "guard-1", "stand-1"], [KEEP1]]))
    app.handle("ready", "0")
    html = app.render()
    mine = html[html.index('class="tt-mine"') :]
    assert 'data-arg="[&quot;play&quot;, &quot;ware-05&quot;, &quot;buy&quot;]"' in mine
    assert 'data-arg="[&quot;play&quot;, &quot;stand-1&quot;]"' in mine
    assert "Not playable now" in mine  # the Guard: only played as a reaction
    computers = make_app()
    start(computers, ["computer:sensible", "computer:sensible"])
    for _ in range(5):
        computers.step_bot()
    page = computers.render()
    assert "jb-hand-panel" not in page and "tt-mine" not in page and page.count('class="player ') == 2


def test_utilities_are_chips_and_the_hand_is_drawn_small_while_none_of_it_can_be_played():
    """Utilities in play are chips: the card's picture and name, its effect in the title; one's own
    carry their buttons beside them, and a used one says so. The hand is drawn smaller ("jb-quiet")
    while none of it can be played, and ware choices say their verb once, before the wares."""
    state = stacked([["ware-05", KEEP0], [KEEP1]], utilities=[["well-1", "leopard-1"], ["boat-1"]])
    app = two_humans_at(state)
    app.handle("ready", "0")
    html = app.render()
    rival = element(html, "data-fx", "card:boat-1")
    assert "jb-chip" in classes(rival) and 'title="Discard 1 card: take 1 ware of your choice."' in rival
    mine = html[html.index('class="tt-mine"') :]
    assert 'data-arg="[&quot;use&quot;, &quot;well-1&quot;]"' in mine
    assert "jb-quiet" not in mine  # Ann's turn: her hand carries its buttons
    app.handle("act", json.dumps(["use", "leopard-1"]))  # pay 2 gold, take a ware of her choice
    html = app.render()
    assert "Used this turn" in element(html, "data-fx", "card:leopard-1")
    assert 'class="jb-hand jb-quiet"' in html  # her hand waits while she chooses a ware
    choices = re.search(r'<div class="buttons jb-ware-choices">(.*?)</div>', controls_of(html), re.S).group(1)
    assert choices.count(">Take<") == 1 and choices.count("jb-ware-btn") == 6
    assert 'aria-label="Take: ◆ Trinkets"' in choices


def test_the_last_move_is_marked_where_it_changed_the_table():
    app = two_humans_at(stacked([["ware-20", "stand-1", KEEP0], [KEEP1]], wares=[{"tea": 1}, {}]))
    app.handle("ready", "0")
    app.handle("act", json.dumps(["play", "ware-20", "buy"]))
    app.handle("ready", "1")
    window = app.render()  # the rain window: the ware card lies on the table, ringed
    assert kit_mark in classes(element(window, "data-fx", "card:ware-20"))
    app.handle("act", json.dumps(["no_reaction"]))
    app.handle("ready", "0")
    html = app.render()
    # ware-20 is silk, silk, salt for 5: in the discard pile now, Ann's gold and stands changed.
    assert kit_mark in classes(element(html, "data-fx", "card:ware-20"))
    assert kit_mark in classes(element(html, "data-fx", "gold:0"))
    assert kit_mark not in classes(element(html, "data-fx", "gold:1"))
    stands = re.findall(r'<div class="([^"]*jb-stands[^"]*)"', html)
    assert [kit_mark in c.split() for c in stands] == [False, True]  # Bo's panel first, then Ann's
    flight = re.findall(r'<i class="fx-flight"[^>]*>', html)
    assert len(flight) == 1 and 'data-from="gold:0"' in flight[0] and 'data-to="bank"' in flight[0]
    # The bought wares fly in from their piles in the supply.
    assert 'data-fx="ware:0:silk:2" data-fx-from="supply:silk"' in html
    assert translate("en", "table.just_now") in html
    app.handle("act", json.dumps(["play", "stand-1"]))
    html = app.render()
    assert kit_mark in classes(element(html, "data-fx", "card:stand-1"))  # the stand, built
    assert kit_mark not in classes(element(html, "data-fx", "card:ware-20"))
    assert 'data-from="gold:0"' in html and 'data-flight="jb-pay:' in html


def gold_at_each_turns_end(seed):
    """A game between two computers on the engine, with each seat's gold after every turn, read
    from the state (not from the log)."""
    state = GAME.new(2, seed, {"opening_seat": 0})
    bots = [GAME.make_bot("sensible", seed + seat) for seat in range(2)]
    gold = [state.gold[:]]
    while not state.is_over():
        seat = state.actors()[0]
        before = state.turn_number
        state = state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
        if state.turn_number != before or state.is_over():
            gold.append(state.gold[:])
    return state, gold


def test_the_end_screen_draws_each_seats_gold_over_the_turns_from_the_log():
    state, gold = gold_at_each_turns_end(11)
    labels, series = jambo_ui.gold_over_turns(state.view(None)["log"])
    assert series == [[g[0] for g in gold], [g[1] for g in gold]]
    assert labels == [str(n) for n in range(len(gold))] and series[0][0] == series[1][0] == 20
    bought = [sum(e["event"] == "buy" and e["seat"] == s for e in state.log) for s in range(2)]
    assert [row[0] for row in jambo_ui.trades(state.view(None)["log"])] == bought
    app = make_app()
    start(app, ["computer:sensible", "computer:sensible"])
    while app.bot_due():
        app.step_bot()
    html = app.render()
    assert html.count('class="chart-figure"') == 2 and "Gold over the turns" in html
    final = app.match.state.gold
    assert f"<td>{final[0]}</td>" in html and html.count("<polyline") == 2


def test_the_cover_is_a_drawing_of_cards():
    cover = SPECS["jambo"].draw_cover(lambda key, **params: key)
    assert cover.startswith('<svg viewBox="0 0 320 140" preserveAspectRatio="xMidYMid slice"')
    assert cover.count('<g transform="translate(160 226)') == 5 and "http" not in cover
