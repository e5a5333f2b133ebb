"""Modern Art's open auction, live at one device (ui/live.py, State.live): every person raises from
their own row of the shared screen at any moment, with no hand-over; a countdown that each raise
starts again sells it when it runs out; computers raise within it after a person's pause; a raise
above one's money is refused without saying the money; undo and saves treat each raise as a move."""

import json
import re

from tabletop.engine.match import Match
from tabletop.games import GAMES
from tabletop.ui.controller import App
from test_modern_art_ui import DictStorage

GAME = GAMES["modern_art"]


class Clock:
    def __init__(self):
        self.now = 1000.0

    def __call__(self):
        return self.now


def seed_with_an_open_card(players=3):
    for seed in range(1, 500):
        state = GAME.new(players, seed, {"opening_seat": 0})
        if any(action[2] == "open" for action in state.legal_actions(0)):
            return seed
    raise AssertionError("no seed found")


def live_app(kinds, names=("Ann", "Bo", "Cy"), bot_delay_ms=None, countdown_ms=None, **options):
    """A table with a clock (as the page has), at the start of an open auction by seat 0 (Ann)."""
    seed = seed_with_an_open_card(len(kinds))
    clock = Clock()
    app = App(DictStorage(), ("en",), new_seed=lambda: seed, bot_delay_ms=bot_delay_ms, clock=clock,
              countdown_ms=countdown_ms)
    app.handle("setup", "modern_art")
    form = {"players": str(len(kinds)), "opening": "0"}
    for seat, kind in enumerate(kinds):
        form[f"kind_{seat}"], form[f"name_{seat}"] = kind, names[seat]
    for name, value in options.items():
        form[f"option_{name}"] = str(value)
    app.handle("start", None, form)
    assert app.match.seed == seed
    if app.handover_to() == 0:
        app.handle("ready", "0")
    card = next(a for a in app.match.state.legal_actions(0) if a[2] == "open")
    app.handle("act", json.dumps(card))
    assert app.match.state.phase == "open" and app.live.decision() is not None
    return app, clock


def raise_(app, seat, amount):
    app.handle("live", json.dumps([seat, ["bid", amount]]))


def rows(html):
    """The seats with a row of raises on the page."""
    return [int(seat) for seat in re.findall(r'class="ma-live-row[^"]*" data-seat="(\d)"', html)]


def test_two_people_raise_from_their_own_rows_without_a_hand_over_and_the_clock_sells():
    app, clock = live_app(["human", "human", "computer:sensible"], countdown_ms=3000)
    app.bot_delay_ms = 10**6  # the computer stays out of it here
    assert app.handover_to() is None and app.viewer() is None  # the shared screen: no hand, no money
    html = app.render()
    assert rows(html) == [0, 1] and 'data-testid="live-auction"' in html
    assert 'data-key="live-1+1"' in html and 'data-key="live-0+5"' in html  # the auctioneer bids too
    assert "Any bids?" in html and 'class="ma-hand"' not in html
    clock.now += 1500  # halfway: "going once"
    assert app.live.panel()["countdown"]["stage"] == 1 and "No bid yet: going once" in app.render()
    raise_(app, 1, 3)
    assert app.message is None and app.match.actions[-1] == [1, ["bid", 3]]
    countdown = app.live.panel()["countdown"]
    assert countdown["left"] == 3000 and countdown["stage"] == 0, "a raise starts the countdown again"
    assert app.handover_to() is None
    html = app.render()
    assert "3: any more bids?" in html and 'data-key="live-1+1"' not in html  # not over one's own bid
    assert 'data-key="live-sold"' in html and "Sold to Bo for 3" in html  # the auctioneer may sell now
    clock.now += 2000
    raise_(app, 0, 8)  # Ann, the auctioneer, raises: no hand-over, another restart
    assert app.match.actions[-1] == [0, ["bid", 8]] and app.live.panel()["countdown"]["left"] == 3000
    clock.now += 2000
    assert not app.tick() or app.match.state.phase == "open"  # a stage, not the end yet
    assert app.match.state.phase == "open" and "8: going twice" in app.render()
    clock.now += 1000
    assert app.tick()  # the countdown ran out: the table takes the auctioneer's "sold"
    state = app.match.state
    assert state.phase != "open" and app.match.actions[-1] == [0, ["sold"]]
    assert state.last_sale["winner"] == 0 and state.last_sale["price"] == 8
    assert {"event": "hammer", "seat": 0} in state.log
    assert "going once, going twice… sold!" in app.render()


def test_a_raise_above_ones_money_is_refused_without_saying_how_much_one_has():
    app, clock = live_app(["human", "human", "computer:sensible"], countdown_ms=3000)
    app.bot_delay_ms = 10**6
    before = len(app.match.actions)
    html = app.render()
    raise_(app, 1, 101)
    assert app.message == ("ma.live.refused", {"name": "Bo"}, "error")
    assert len(app.match.actions) == before
    shown = app.render()
    assert "Bo cannot bid that much." in shown and "100" not in re.sub(r"<[^>]+>", " ", shown).split()
    # The rows are the same whatever anyone's money: the page before and after differs only by the
    # message (and the clock's words).
    state = app.match.state._copy()
    state.money = [5, 3, 7]
    app.match.states[-1] = state
    app.message = None
    assert rows(app.render()) == rows(html)
    assert re.findall(r'data-arg="([^"]+)"', app.render()) == re.findall(r'data-arg="([^"]+)"', html)


def test_too_low_a_raise_and_the_typed_amount():
    app, clock = live_app(["human", "human", "computer:sensible"], countdown_ms=3000)
    app.bot_delay_ms = 10**6
    raise_(app, 1, 10)
    raise_(app, 0, 10)  # Bo was faster
    assert app.message == ("ma.live.too_low", {"low": 11}, "error")
    app.handle("live-amount", "0", {"live_amount": "14"})
    assert app.match.actions[-1] == [0, ["bid", 14]]
    app.handle("live-amount", "1", {"live_amount": "x"})
    assert app.message[0] == "error.amount_number"
    app.handle("live", json.dumps([0, ["bid", 20]]))  # the high bidder does not raise their own bid
    assert app.match.actions[-1] == [0, ["bid", 14]]
    app.handle("live", json.dumps([1, ["sold"]]))  # only the auctioneer sells
    app.handle("live", json.dumps([2, ["bid", 30]]))  # nor does anyone move for a computer
    app.handle("live", json.dumps([1, ["pass"]]))  # a person's silence is no move
    assert app.match.actions[-1] == [0, ["bid", 14]] and app.match.state.phase == "open"
    app.handle("live", json.dumps([0, ["sold"]]))  # the auctioneer sells at once, once there is a bid
    assert app.match.actions[-1] == [0, ["sold"]] and app.match.state.last_sale["price"] == 14


def test_with_no_bid_the_auctioneer_may_not_sell_early_and_the_clock_gives_it_to_them_free():
    app, clock = live_app(["human", "human", "computer:sensible"], countdown_ms=3000)
    app.bot_delay_ms = 10**6
    assert 'data-key="live-sold"' not in app.render()
    app.handle("live", json.dumps([0, ["sold"]]))
    assert app.match.state.phase == "open"
    clock.now += 3000
    assert app.tick()
    sale = app.match.state.last_sale
    assert (sale["winner"], sale["price"], sale["how"]) == (0, 0, "no_bids")


def test_a_computer_raises_after_a_persons_pause_and_its_silence_is_no_move():
    app, clock = live_app(["human", "computer:sensible", "computer:sensible"], countdown_ms=8000)
    moves = len(app.match.actions)
    assert app.bot_due()
    wait = app.bot_delay()
    assert 600 <= wait <= 2000, "a person's pause: 0.6 to 2 s at the normal pace"
    assert not app.think(0.05), "not before its moment"
    clock.now += wait
    for _ in range(200):
        if not app.bot_due() or len(app.match.actions) > moves:
            break
        if app.bot_delay() > 0:
            clock.now += app.bot_delay()
        app.think(0.05)
    made = app.match.actions[moves:]
    assert all(action[0] == "bid" for _, action in made), "a computer raises or stays silent"
    if made:
        assert app.live.panel()["countdown"]["left"] == 8000, "its raise starts the countdown again"
    else:
        assert not app.bot_due()  # both considered it and stayed silent: the clock decides


def test_at_a_fixed_pause_of_zero_computers_answer_at_once_and_the_game_goes_on():
    app, clock = live_app(["human", "computer:sensible", "computer:easy"], bot_delay_ms=0, countdown_ms=2000)
    assert not app.bot_due(), "every computer answered the position already"
    raise_(app, 0, 1)
    assert not app.bot_due()
    auctions = 0
    for _ in range(3000):  # the rest of the game: the clock sells each open auction
        state = app.match.state
        if state.is_over():
            break
        auctions += app.live.decision() is not None
        if app.live.decision() is not None:
            clock.now += 2000
            assert app.tick()
        elif app.bot_due():
            app.step_bot()
        else:
            app.handle("act", json.dumps(state.legal_actions(app.controls_seat())[0]))
    assert app.match.state.is_over() and auctions >= 5
    bids = [seat for seat, action in app.match.actions if action[0] == "bid"]
    assert {1, 2} <= set(bids), "the computers raised in the open auctions"
    replayed = Match.from_save(json.loads(app.match.to_json()), GAMES)
    assert replayed.state.view(None) == app.match.state.view(None)


def test_undo_takes_back_a_persons_raise_and_stops_at_a_computers():
    app, clock = live_app(["human", "human", "computer:sensible"], countdown_ms=3000)
    app.bot_delay_ms = 10**6
    raise_(app, 1, 4)
    raise_(app, 0, 6)
    assert app.can_undo() and app._undo_unit() == (1, 0)
    app.handle("undo")
    assert app.match.actions[-1] == [1, ["bid", 4]] and not app.can_undo(), "Bo's raise: not Ann's to undo"
    assert app.live.panel()["countdown"]["left"] == 3000, "the countdown starts again after an undo"
    # A computer's raise stands: undo never crosses it.
    app.match.act(2, ["bid", 9])
    app._moved()
    assert not app.can_undo()


def test_a_saved_live_auction_replays_identically():
    app, clock = live_app(["human", "human", "computer:sensible"], countdown_ms=3000)
    app.bot_delay_ms = 10**6
    raise_(app, 1, 2)
    raise_(app, 0, 5)
    app.match.act(2, ["bid", 7])
    app._moved()
    raise_(app, 1, 12)
    saved = json.loads(app.match.to_json())
    assert saved["actions"][-4:] == [[1, ["bid", 2]], [0, ["bid", 5]], [2, ["bid", 7]], [1, ["bid", 12]]]
    assert saved["options"]["countdown"] == 5
    replayed = Match.from_save(saved, GAMES)
    for seat in (None, 0, 1, 2):
        assert replayed.state.view(seat) == app.match.state.view(seat)
    assert replayed.state.live() == app.match.state.live()


def test_pause_and_a_look_at_ones_hand_hold_the_countdown():
    app, clock = live_app(["human", "human", "computer:sensible"], countdown_ms=3000)
    app.bot_delay_ms = 10**6
    clock.now += 2500
    app.handle("pause")
    assert app.live.panel()["countdown"] is None and "Countdown paused" in app.render()
    clock.now += 10_000
    assert not app.tick() and app.match.state.phase == "open"
    app.handle("pause")
    assert app.live.panel()["countdown"]["left"] == 3000, "afresh after the pause"
    assert 1 in app.peek_seats() and 'data-key="live-look-1"' in app.render()  # "Look", in Bo's row
    app.handle("peek", "1")  # Bo looks at his money behind the hand-over screen
    assert app.handover_to() == 1 and app.live.panel() is None and app.countdown_wait() is None
    app.handle("ready", "1")
    assert app.viewer() == 1 and 'data-testid="live-auction"' not in app.render()
    raise_(app, 0, 5)  # nobody raises from behind someone's private screen
    assert app.match.state.high_bid == 0
    app.handle("hide")
    assert app.live.panel()["countdown"]["left"] == 3000


def test_the_countdown_is_a_table_setting_with_words_in_every_language():
    app, clock = live_app(["human", "human", "computer:sensible"], countdown=8)
    assert app.match.options["countdown"] == 8 and app.live.panel()["countdown"]["total"] == 8000
    app.bot_delay_ms = 10**6
    for lang in ("en", "zh-Hans", "zh-Hant"):
        app.handle("lang", lang)
        for stage in range(3):
            clock.now = 1000 + stage * 8000 / 3 + 1
            html = app.render()
            assert not re.search(r"\bma\.[a-z]", html)
        app.handle("live", json.dumps([1, ["bid", 1000]]))
        assert app.message[0] == "ma.live.refused" and "ma.live" not in app.render()
