"""The Goblin Market table without a browser: the drawn cards and their text alternatives, the last
move marked where it happened, chips flying for payments, the end screen's pictures computed from
the log (checked against the states of a played game), and nothing of the decks' order shown."""

import json
import re
from html import unescape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

import pytest

from tabletop.games import GAMES, SPECS
from tabletop.games.goblin_market import art, ui
from tabletop.games.goblin_market.cards import ALL_CARDS, CARDS, SUITS
from tabletop.games.goblin_market.rules import GoblinMarketState, score
from tabletop.ui import kit
from tabletop.ui.controller import Context
from tabletop.ui.i18n import LANGUAGES, translate

GAME = GAMES["goblin_market"]
GOBLINS = ["watchman", "light_keeper", "harvest", "borderland", "consul", "rite", "window", "island"]
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


def context(state, viewer=None, acting=None, lang="en", names=("Ann", "Bo", "Cy", "Di", "Ed", "Flo")):
    """The renderer's context for one seat's view, without an App: the table's view reads only
    these fields of it."""
    ctx = Context.__new__(Context)
    ctx.view = state.view(viewer)
    ctx.viewer = viewer
    ctx.lang = lang
    ctx.t = lambda key, **params: translate(lang, key, **params)
    ctx.names = list(names[: state.players])
    ctx.kinds = ["human"] * state.players
    ctx._levels = [None] * state.players
    ctx.acting_seat = acting
    ctx.legal = state.legal_actions(acting) if acting is not None else []
    ctx.ui_state = {}
    ctx.orders = None
    return ctx


def stacked(deck, players=3, **kwargs):
    options = GAME.resolve_options(players, {"opening_seat": 0})
    return GoblinMarketState.initial(GAME, players, 1, options, deck=deck, goblin_deck=GOBLINS, **kwargs)


def play(state, *moves):
    for seat, action in moves:
        state = state.apply(seat, action)
    return state


class Elements(HTMLParser):
    """Every start tag of a page, as (tag, attributes)."""

    def __init__(self, html):
        super().__init__()
        self.tags = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def with_class(self, name):
        return [(tag, attrs) for tag, attrs in self.tags if name in (attrs.get("class") or "").split()]


def t_en(key, **params):
    return translate("en", key, **params)


# --- the cards ------------------------------------------------------------------------------------


def drawing(symbol, t=t_en):
    """A picture of the sprite (art.pictures) as the page's copy draws it (kit.drawn_out)."""
    sprite = kit.drawn_out(ui.symbols(t))
    return re.search(f'<symbol id="{symbol}" viewBox="[^"]*">(.*?)</symbol>', sprite).group(1)


@pytest.mark.parametrize("card", ALL_CARDS, ids=lambda card: card.id)
def test_every_card_is_drawn_with_a_label_naming_it_rank_and_suits(card):
    html = ui.card_face(t_en, card.id)
    (frame,) = Elements(html).with_class("card")
    label = frame[1]["aria-label"]
    assert card.name in label and frame[1]["role"] == "img"
    assert all(suit in label for suit in card.suits)
    assert f"card-{card.kind}" in frame[1]["class"] and "drawn" in frame[1]["class"]
    # The face is one picture of the sprite, which draws the suits as the sprite's symbols (each in
    # its suit's colour: below).
    assert f'<use href="#gm-f-{card.id}">' in html
    for suit in card.suits:
        assert f'href="#gm-{suit.lower()}"' in drawing(f"gm-f-{card.id}")
    for suit in card.suits[:2]:  # a small card's index: two suits at most
        assert f'href="#gm-{suit.lower()}"' in drawing(f"gm-m-{card.id}")
    mini = ui.mini_card(t_en, card.id)
    assert card.name in Elements(mini).with_class("card")[0][1]["aria-label"]


def test_the_card_kinds_are_told_apart_by_more_than_colour():
    def uses(card_id):
        return re.findall(r'href="#(gm-[a-z-]+)"', drawing(f"gm-f-{card_id}"))

    assert ">9<" in drawing("gm-f-pact") and uses("pact").count("gm-moons") == 2  # index and big
    assert ">A<" in drawing("gm-f-ace_of_suns") and ">A<" in drawing("gm-m-ace_of_suns")
    assert "gm-crown" in uses("huntress") and "gm-crown" not in uses("pact")
    for goblin in ("watchman", "consul"):
        drawn = uses(goblin)
        assert "gm-goblin-green" in drawn and len([u for u in drawn if u != "gm-goblin-green"]) == 3
    assert "Pawn" in ui.card_face(t_en, "watchman") and "Court" in ui.card_face(t_en, "consul")


def test_the_sprite_holds_every_symbol_the_cards_use_once():
    sprite = ui.symbols(t_en)
    ids = re.findall(r'<symbol id="([^"]+)"', sprite)
    assert len(ids) == len(set(ids))
    used = set()
    for card in ALL_CARDS:
        used.update(re.findall(r'href="#([^"]+)"', ui.card_face(t_en, card.id) + ui.mini_card(t_en, card.id)))
        used.update(re.findall(r'href="#([^"]+)"', drawing(f"gm-f-{card.id}") + drawing(f"gm-m-{card.id}")))
    assert used <= set(ids)
    assert {f"gm-{suit.lower()}" for suit in SUITS} <= set(ids)


def test_the_sprite_is_built_once_not_on_every_move():
    assert ui.symbols(t_en) is ui.symbols(lambda key, **params: translate("zh-Hans", key, **params))


def test_each_suit_is_painted_in_its_colour_and_kept_as_an_image():
    """The suits carry their colours (not the page's), so that the sprite keeps each as one image;
    the colours are app.css's own, which the end screen's bars use."""
    css = (Path(__file__).parents[1] / "assets" / "app.css").read_text(encoding="utf-8")
    sprite = unescape(str(ui.symbols(t_en)))
    for suit in SUITS:
        colour = art.SUIT_COLOURS[suit]
        assert re.search(rf"--{suit.lower()}: {colour};", css), suit
        symbol = re.search(rf'<symbol id="gm-{suit.lower()}"[^>]*>(.*?)</symbol>', sprite).group(1)
        assert symbol.startswith("<image ") and "currentColor" not in symbol
        assert colour in unquote(symbol)
    # The cards' pictures write the page's ink on their index letters (an image takes no style).
    assert re.search(rf"--ink: {art.INK};", css)
    for card in ALL_CARDS:
        for picture in (f"gm-f-{card.id}", f"gm-m-{card.id}"):
            symbol = re.search(rf'<symbol id="{picture}"[^>]*>(.*?)</symbol>', sprite).group(1)
            assert symbol.startswith("<image "), picture  # one image of itself


def test_the_cover_is_a_picture_of_its_own():
    cover = SPECS["goblin_market"].draw_cover(t_en)
    assert cover.startswith("<svg") and 'viewBox="0 0 320 140"' in cover and 'aria-hidden="true"' in cover
    # It draws from its own symbols: the table's sprite is not on the home page.
    for ref in set(re.findall(r'href="#([^"]+)"', cover)):
        assert f'id="{ref}"' in cover


# --- the table --------------------------------------------------------------------------------------

DECK = ["pact", "author", "desert", "ace_of_moons", "forest", "huntress", "sea", "end", "bard", "journey"]


def test_the_lot_is_drawn_in_the_shared_area_with_the_size_card_and_the_high_bid():
    state = play(stacked(DECK), (0, ["bid", 2]))
    html = ui.render_table(context(state, viewer=1, acting=1))
    market = html[html.index('class="gm-market"') : html.index('class="controls"')]
    lot = Elements(market).with_class("gm-lot")[0]
    assert lot
    labels = [attrs.get("aria-label", "") for _, attrs in Elements(market).with_class("card")]
    assert any("The Author" in label for label in labels) and any("The Desert" in label for label in labels)
    assert any("The Pact" in label for label in labels), "the size card is shown"
    assert "→ 2 cards" in market
    assert "High bid: 2 by Ann" in market


def test_the_last_bid_is_marked_on_the_bidders_panel():
    state = play(stacked(DECK), (0, ["bid", 1]), (1, ["bid", 3]))
    page = Elements(ui.render_table(context(state, viewer=2, acting=2)))
    marked = page.with_class("last-move")
    assert [attrs.get("data-testid") for _, attrs in marked] == ["bid-1"]
    # A pass is marked on the passer's status instead.
    state = state.apply(2, ["pass"])
    marked = Elements(ui.render_table(context(state, viewer=0, acting=0))).with_class("last-move")
    assert len(marked) == 1 and "gm-passed" in marked[0][1]["class"]


def test_the_card_taken_is_marked_in_the_takers_collection_and_its_price_flies_to_the_supply():
    state = play(stacked(DECK), (0, ["bid", 1]), (1, ["bid", 3]), (2, ["pass"]), (0, ["pass"]))
    state = state.apply(1, ["take", "desert"])  # Bo takes the Desert; Ann gets the Author (forced)
    ctx = context(state, viewer=0)
    html = ui.render_table(ctx)
    page = Elements(html)
    marked = page.with_class("last-move")
    # Bo's choice, and the card it left to Ann (the last of a split goes without a choice).
    assert sorted(attrs["data-fx"] for _, attrs in marked) == ["gm-card:author", "gm-card:desert"]
    assert all("just now" in attrs["aria-label"] for _, attrs in marked)
    owners = {attrs["data-fx"]: attrs for _, attrs in marked}
    assert "gm-mine" not in owners["gm-card:desert"]["class"]
    flights = [attrs for tag, attrs in page.tags if "data-flight" in attrs]
    paid = {(attrs["data-from"], attrs["data-to"]) for attrs in flights}
    assert ("gm-chips-1", "gm-bank") in paid and ("gm-chips-0", "gm-bank") in paid
    # The places the chips fly between are on the table.
    keys = {attrs.get("data-fx") for _, attrs in page.tags}
    assert {"gm-chips-0", "gm-chips-1", "gm-chips-2", "gm-bank"} <= keys
    # Each flight keeps its key on later redraws (so it flies once) and no two share one.
    assert len({attrs["data-flight"] for attrs in flights}) == len(flights)
    again = Elements(ui.render_table(context(state, viewer=2))).tags
    assert {a["data-flight"] for _, a in again if "data-flight" in a} == {a["data-flight"] for a in flights}


def test_cards_keep_their_motion_key_from_the_lot_to_a_collection():
    state = play(stacked(DECK), (0, ["bid", 1]), (1, ["pass"]), (2, ["pass"]))
    before = Elements(ui.render_table(context(state, viewer=0, acting=0)))
    lot_keys = {a["data-fx"] for _, a in before.with_class("card-button")}
    assert lot_keys == {"gm-card:author", "gm-card:desert"}
    after = Elements(ui.render_table(context(state.apply(0, ["take_all"]), viewer=0)))
    mine = [a for _, a in after.with_class("card") if a.get("data-fx") in lot_keys]
    assert len(mine) == 2 and all("last-move" in a["class"] for a in mine)


def test_while_picking_the_lot_cards_are_the_buttons_of_the_decision():
    state = play(stacked(DECK), (0, ["bid", 1]), (1, ["bid", 2]), (2, ["pass"]), (0, ["pass"]))
    html = ui.render_table(context(state, viewer=1, acting=1))
    bar = html[html.index('data-testid="decision-bar"') :]
    buttons = Elements(bar).with_class("card-button")
    assert sorted(a["data-arg"] for _, a in buttons) == ['["take", "author"]', '["take", "desert"]']
    assert all(a["aria-label"].startswith("Take ") for _, a in buttons)
    assert any(a.get("data-arg") == '["take_all"]' for _, a in Elements(bar).tags)


def test_while_picking_the_market_says_where_the_lot_is():
    state = play(stacked(DECK), (0, ["bid", 1]), (1, ["bid", 2]), (2, ["pass"]), (0, ["pass"]))
    html = ui.render_table(context(state, viewer=1, acting=1))
    market = html[html.index('class="gm-market"') : html.index('class="controls"')]
    assert "The lot is in your decision." in market and "gm-card:author" not in market
    # Another seat picking: the lot stays on the table.
    assert "gm-card:author" in ui.render_table(context(state, viewer=0))


def panels(html):
    """Each seat's panel of a page, by seat: its markup."""
    found = {}
    for match in re.finditer(r'<article class="player[^"]*" data-seat="(\d)"[^>]*>.*?</article>', html, re.S):
        found[int(match.group(1))] = match.group(0)
    return found


def test_every_rival_is_a_compact_panel_with_the_facts_of_the_auction():
    """Along the top, each rival in short: chips and score as numbers (their words are the titles
    and what a screen reader says), the bid or the pass, the six suit counts; one's own in the dock."""
    state = play(stacked(DECK, players=4), (0, ["bid", 1]), (1, ["bid", 3]), (2, ["pass"]))
    html = ui.render_table(context(state, viewer=3, acting=3))
    seats = html[html.index('class="tt-seats"') : html.index('class="tt-shared')]
    rivals = panels(seats)
    assert sorted(rivals) == [0, 1, 2] and all("gm-rival" in panel for panel in rivals.values())
    for seat, panel in rivals.items():
        page = Elements(panel)
        (chips,) = page.with_class("chips")
        assert chips[1]["title"] == "10 chips" and ">10 chips</span>" in panel
        (points,) = page.with_class("score")
        assert points[1]["title"] == "score 0" and ">0 pts<" in panel
        assert len(page.with_class("gm-count")) == 6
        assert f">{'ABC'[seat]}<" in panel  # the seat's badge
    assert "bid 1" in rivals[0] and "bid 3" in rivals[1] and "passed" in rivals[2]
    mine = html[html.index('class="tt-mine"') :]
    assert "gm-mine" in mine and "to act" in mine


def test_friendship_is_a_short_mark_with_the_whole_sentence_as_its_title():
    state = play(stacked(DECK), (0, ["bid", 2]))
    ctx = context(state, viewer=0)
    ctx.view["friendship"] = [None, 3, None]
    (hint,) = Elements(ui.render_player(ctx, 1, ["A", "B", "C"], None)).with_class("friendship")
    assert hint[1]["title"] == "Friendship at 2: +3 if out"
    assert "+3 if out" in ui.render_player(ctx, 1, ["A", "B", "C"], None)
    # The seat deciding reads it in its decision instead.
    ctx = context(state, viewer=1, acting=1)
    ctx.view["friendship"] = [None, 3, None]
    assert 'class="friendship"' not in ui.render_player(ctx, 1, ["A", "B", "C"], None)


def test_own_cards_and_the_size_card_are_drawn_as_small_cards_that_read():
    """A small card's picture (rank and suits as a card's index, art.mini_face), not the big face
    shrunk; each still names its card."""
    state = play(stacked(DECK), (0, ["bid", 1]), (1, ["pass"]), (2, ["pass"]), (0, ["take_all"]))
    html = ui.render_table(context(state, viewer=0))
    mine = html[html.index('class="tt-mine"') :]
    own = Elements(mine).with_class("card")
    assert {attrs["data-fx"] for _, attrs in own} == {"gm-card:author", "gm-card:desert"}
    assert all("gm-mini" in attrs["class"] and "The " in attrs["aria-label"] for _, attrs in own)
    assert "gm-owned-big" in mine and '<use href="#gm-m-author">' in mine
    size = Elements(html).with_class("gm-size-card")[0][1]
    assert size["aria-label"].startswith(CARDS[state.size_card].name)
    assert f'<use href="#gm-m-{state.size_card}">' in html


def test_no_viewer_shows_every_seat_along_the_top_and_no_own_area():
    state = stacked(DECK)
    html = ui.render_table(context(state))
    assert 'class="tt-mine"' not in html and html.count('class="player') == 3
    html = ui.render_table(context(state, viewer=0, acting=0))
    assert 'class="tt-mine"' in html and "gm-mine" in html


@pytest.mark.parametrize("seed", range(6))
def test_the_table_never_shows_a_card_still_in_the_decks(seed):
    """The decks' order is the game's only secret: no card still in a deck is drawn or named."""
    state = GAME.new(4, seed)
    bots = [GAME.make_bot("sensible", seed * 10 + s) for s in range(4)]
    steps = 0
    while not state.is_over() and steps < 400:
        seat = state.actors()[0]
        for viewer in (None, seat):
            html = ui.render_table(context(state, viewer=viewer, acting=viewer))
            for card in state.deck:
                assert f"gm-card:{card}" not in html and CARDS[card].name not in html, card
            for card in state.goblin_deck:
                assert f"gm-card:{card}" not in html, card
        state = state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
        steps += 1


# --- the end ----------------------------------------------------------------------------------------


def played_game(seed, players=4):
    """A whole game between computer players, and each seat's score at the end of each auction,
    taken from the states themselves (not from the log)."""
    state = GAME.new(players, seed)
    bots = [GAME.make_bot("sensible" if s % 2 else "easy", seed * 7 + s) for s in range(players)]
    scores = [[0] for _ in range(players)]
    while not state.is_over():
        seat = state.actors()[0]
        after = state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
        if after.auction != state.auction or after.is_over():
            for s in range(players):
                scores[s].append(score(after.owned[s]))
        state = after
    return state, scores


@pytest.mark.parametrize("seed", [3, 11])
def test_the_score_chart_follows_the_game_auction_by_auction(seed):
    state, expected = played_game(seed)
    view = state.view(None)
    assert ui.score_series(view) == expected
    assert [row[-1] for row in expected] == [row["score"] for row in view["result"]["breakdown"]]
    html = ui.render_result(context(state))
    # The chart's table for screen readers holds the same numbers: one row per auction.
    table = html[html.index("<caption>Score after each auction") :]
    rows = re.findall(r"<tr><th scope=\"row\">(\d+)</th>(.*?)</tr>", table)
    assert len(rows) == len(expected[0])
    for index, cells in rows:
        assert re.findall(r"<td>(-?\d+)</td>", cells) == [str(expected[s][int(index)]) for s in range(4)]


def test_the_suit_bars_mark_the_three_suits_that_score():
    state, _ = played_game(5, players=3)
    html = ui.render_result(context(state))
    page = Elements(html)
    charts = page.with_class("gm-bars")
    assert len(charts) == 3 and all(attrs.get("aria-label") for _, attrs in charts)
    bars = [attrs for _, attrs in page.tags if "gm-bar" in (attrs.get("class") or "").split()]
    assert len(bars) == 18
    for seat in range(3):
        row = state.view(None)["result"]["breakdown"][seat]
        label = next(
            a["aria-label"] for _, a in charts if a["aria-label"].startswith(("Ann", "Bo", "Cy")[seat])
        )
        for i, suit in enumerate(SUITS):
            assert f"{suit} {row['suit_counts'][i]} (" in label
        assert label.count("counts for") == 3
    tops = [a for a in bars if "gm-bar-top" in a["class"]]
    assert len(tops) == 9


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_every_phase_reads_in_every_language(lang):
    state = play(stacked(DECK), (0, ["bid", 1]), (1, ["bid", 2]), (2, ["pass"]), (0, ["pass"]))
    pages = [
        ui.render_table(context(stacked(DECK), viewer=0, acting=0, lang=lang)),
        ui.render_table(context(state, viewer=1, acting=1, lang=lang)),
    ]
    over, _ = played_game(2, players=3)
    pages.append(ui.render_result(context(over, lang=lang)))
    pages.append(ui.render_table(context(over, lang=lang)))
    for html in pages:
        assert not PLACEHOLDER.search(html), PLACEHOLDER.search(html)
        assert "gm." not in re.sub(r'(class|data-[a-z-]+|href|id)="[^"]*"', "", html)


class DictStorage(dict):
    def get(self, key):
        return dict.get(self, key)

    def set(self, key, value):
        self[key] = value

    def remove(self, key):
        self.pop(key, None)

    def keys(self):
        return list(dict.keys(self))


def test_a_whole_game_through_the_app_draws_every_screen():
    """Through the real controller: every page of a game renders, with the sprite and the table."""
    from tabletop.ui.controller import App

    seeds = iter(range(500, 600))
    app = App(DictStorage(), ("en-US",), now=lambda: "now", new_seed=lambda: next(seeds), bot_delay_ms=0)
    app.handle("setup", "goblin_market")
    form = {"players": "3", "opening": "0", "kind_0": "human", "name_0": "Ann"}
    form.update({"kind_1": "computer:easy", "name_1": "", "kind_2": "computer:easy", "name_2": ""})
    app.handle("start", None, form)
    for _ in range(500):
        html = app.render()
        assert 'id="gm-wyrms"' in html and "gm-table" in html
        if app.match.state.is_over():
            break
        seat = app.controls_seat()
        if seat is None:
            app.step_bot()
            continue
        legal = app.match.state.legal_actions(seat)
        action = ["pass"] if ["pass"] in legal else legal[0]
        app.handle("act", json.dumps(action))
    assert app.match.state.is_over()
    assert "gm-bars" in html and "chart-figure" in html


def test_a_goblin_cards_picture_leaves_its_name_two_lines_of_room():
    """Issue 33: "The Watchman" sat on the frame's edge and at the card's bottom edge. The frame and
    the suits of a pawn or court card end by 75 % of the card's height (the name is under them)."""
    import re

    from tabletop.games.goblin_market import art
    from tabletop.games.goblin_market.cards import CARDS

    for card_id, card in CARDS.items():
        if card.kind not in ("pawn", "court"):
            continue
        drawing = str(art._face_drawing(card_id, ""))
        frame = re.search(r'<rect x="2.5" y="([\d.]+)" width="45" height="([\d.]+)"', drawing)
        assert frame and float(frame[1]) + float(frame[2]) <= 0.75 * 70, card_id
        for cy, r in re.findall(r'<circle cx="[\d.]+" cy="([\d.]+)" r="([\d.]+)"', drawing):
            assert float(cy) + float(r) <= 0.75 * 70, card_id
